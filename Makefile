# flink-compat: every target sets up what it needs (a virtual environment in .venv).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# `make demo` needs only what `pip install flink-compat` installs (and a JDK for its JAR and SQL examples)
BASE_STAMP := $(VENV)/.installed-base

# Fragments in mk/ add their own targets, and may append prerequisites of `make test`
# (e.g. a browser for the HTML report tests) to TEST_DEPS.
TEST_DEPS :=
# A command mk/ fragments run beside pytest in `make test` (the JAR modes): it fails the target
# when it fails, and its output is shown when pytest ends.
TEST_BESIDE :=
# pytest's worker processes (pytest-xdist; a test file's tests stay in one worker, so each
# file's module and session fixtures are made once); 0 runs pytest in this process alone.
PYTEST_WORKERS ?= 2
PYTEST := $(PY) -m pytest -q $(if $(filter-out 0,$(PYTEST_WORKERS)),-n $(PYTEST_WORKERS) --dist loadfile)
.DEFAULT_GOAL := test
-include mk/*.mk

.PHONY: demo test venv clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

$(BASE_STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	test -f $(STAMP) -a $(STAMP) -nt pyproject.toml || \
	  { $(PY) -m pip install --quiet --upgrade pip && $(PY) -m pip install --quiet -e .; }
	touch $(BASE_STAMP)

venv: $(STAMP)

demo: $(BASE_STAMP)
	$(PY) -m flink_compat demo

test: $(STAMP) $(TEST_DEPS)
ifeq ($(strip $(TEST_BESIDE)),)
	$(PYTEST)
else
	@mkdir -p .cache; echo "beside pytest: $(TEST_BESIDE) (its output when pytest ends)"; \
	( $(TEST_BESIDE) ) > .cache/test-beside.log 2>&1 & beside=$$!; \
	status=0; $(PYTEST) || status=$$?; \
	besides=0; wait $$beside || besides=$$?; cat .cache/test-beside.log; \
	if [ $$besides -ne 0 ]; then echo "make test: failed beside pytest (exit $$besides): $(TEST_BESIDE)"; exit 1; fi; \
	exit $$status
endif

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
