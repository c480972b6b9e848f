# A fuzz campaign over savepoint metadata, state files, manifests, job archives, job JARs' metadata,
# SQL jobs' descriptions and statements, and compiled plans
# (tests/hostile/fuzz.py). Included by the top-level Makefile.
#
#   make fuzz N=2000 [FUZZ_SEED=S] [FUZZ_TARGETS=metadata,state,manifest,archive,jar,sql,plan]
#
# Prints cases/s and the outcome classes (ok, error, crash, hang, memory); each crash,
# hang or memory blow-up becomes a regression case in tests/hostile/regressions/ that
# tests/hostile/test_fuzz_regressions.py replays. Exits 1 when it recorded any.

N ?= 2000
FUZZ_SEED ?=
FUZZ_TARGETS ?= metadata,state,manifest,archive,jar,sql,plan

.PHONY: fuzz

fuzz: $(STAMP)
	$(PY) -m tests.hostile.fuzz --cases $(N) --targets $(FUZZ_TARGETS) $(if $(FUZZ_SEED),--seed $(FUZZ_SEED))
