# Verdict fidelity: every rule proven against a real Flink 2.3 restore (tests/fidelity/README.md).
# Included by the top-level Makefile; also usable alone: make -f mk/fidelity.mk fidelity
#
#   make fidelity              run every scenario on Flink (v1 -> savepoint -> v2) and the hashing
#                              topologies in a temp dir; fail if Flink's behaviour differs from the
#                              committed outcomes/vectors. Then build every scenario's v1/v2 job JARs,
#                              load them with the checker and fail unless its verdicts agree with
#                              the outcomes in the modes JAR -> JAR and savepoint -> JAR (and the v1
#                              JAR's graph equals the v1 savepoint). Writes nothing under tests/.
#                              The PyFlink scenarios (tests/fidelity/pyflink/) run on PyFlink 2.3,
#                              the SQL scenarios (tests/fidelity/sql/) in one JVM, next to the Java ones.
#   make fidelity-record       re-record tests/fidelity/outcomes/ and tests/fidelity/savepoints/
#                              (and tests/fidelity/pyflink/outcomes/, .../savepoints/, and
#                              tests/fidelity/sql/outcomes/, .../savepoints/, .../plans/)
#   make fidelity-vectors      re-record tests/fidelity/hashing/vectors/
#   make fidelity-test         the fast test only (no JVM): checker vs the recorded outcomes
#                              (make test also runs tests/fidelity/test_pyflink_verdicts.py, java)
#
#   FIDELITY_ONLY=a,b          only these scenarios;  FIDELITY_JOBS=N  scenarios in parallel (2)
#   FIDELITY_RERUN=1           make fidelity: run on Flink also the scenarios whose inputs (the
#                              scenario's files, the shared Java lib, the runner, the harness, the
#                              Flink version) are unchanged since recorded; without it they are
#                              skipped (the JAR modes and the fast test still judge every outcome)
#
# `make test` runs Flink's part first (seconds when nothing changed, about 3-5 min on 2 cores when
# every scenario runs, plus the one-time wheel download), and the JAR modes beside pytest
# (TEST_BESIDE); `make test FIDELITY=0` skips both. pytest's tests/jar
# runs the JAR modes for four scenarios only: the whole sweep is here.
#
# Needs Java 17 and Python 3 (the JAR modes: the project's venv, $(PY)); the first run downloads Flink's jars (the apache-flink-libraries
# wheel, ~329 MB, cached in .cache/ by tests/fixtures/generator/generate).

FIDELITY_PYTHON ?= python3
FIDELITY_JOBS   ?= 2
FIDELITY_ONLY   ?=
FIDELITY_RERUN  ?=
FIDELITY_RUN    := $(FIDELITY_PYTHON) tests/fidelity/run.py
PY              ?= .venv/bin/python

.PHONY: fidelity fidelity-flink fidelity-record fidelity-vectors fidelity-test fidelity-pyflink

# `make test`: Flink's runs first (fidelity-flink), then the JAR modes beside pytest (one scenario
# at a time, beside pytest's workers: most of both is waiting on child JVMs; the JAR modes' output
# is shown when pytest ends). Their discovery runs come from tests/fidelity/bridge-runs/ where the
# JAR, Flink, the bridge and the JVM are those recorded (tests/fidelity/bridge_runs.py); the others
# run on Flink and are recorded there (commit them). Before the JAR modes, jar_build.py compiles every side they build in
# one javac JVM (a javac process per side was 40 % of their CPU).
FIDELITY ?= 1
ifeq ($(FIDELITY),1)
TEST_DEPS += fidelity-flink
TEST_BESIDE := $(PY) tests/fidelity/jar_build.py && $(PY) tests/fidelity/bridge_runs.py --jobs 1
endif

# The PyFlink scenarios run in the PyFlink venv (mk/pyflink.mk): made first, also when this file
# is used alone.
fidelity-pyflink:
	$(MAKE) --no-print-directory -f Makefile pyflink

fidelity-flink fidelity-record: fidelity-pyflink

# Flink's runs (the scenarios whose inputs changed, the hashing vectors), then the JAR modes
fidelity: fidelity-flink
	$(PY) tests/fidelity/jar_build.py $(if $(FIDELITY_ONLY),--only $(FIDELITY_ONLY))
	$(PY) tests/fidelity/bridge_runs.py --jobs $(FIDELITY_JOBS) $(if $(FIDELITY_ONLY),--only $(FIDELITY_ONLY))

fidelity-flink: $(STAMP)
	$(FIDELITY_RUN) check --jobs $(FIDELITY_JOBS) $(if $(FIDELITY_ONLY),--only $(FIDELITY_ONLY)) \
	    $(if $(filter-out 0,$(FIDELITY_RERUN)),--rerun)
	$(if $(FIDELITY_ONLY),,$(FIDELITY_RUN) vectors --check)

fidelity-record:
	$(FIDELITY_RUN) record --jobs $(FIDELITY_JOBS) $(if $(FIDELITY_ONLY),--only $(FIDELITY_ONLY))

fidelity-vectors:
	$(FIDELITY_RUN) vectors

# without the java-marked PyFlink verdict test (it loads every program with the checker's loader)
fidelity-test: $(STAMP)
	$(PY) -m pytest -q -m "not java" tests/fidelity
