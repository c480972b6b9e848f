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
	$(PY) -m pytest -q

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
