# PyFlink 2.3.0 (the `apache-flink` wheel, ~840 MB installed) in its own virtual environment,
# .cache/pyflink-2.3.0: the interpreter the PyFlink tests load programs with and the PyFlink
# fidelity scenarios run on. Never part of the default install (.venv).
#
#   make pyflink        create it once (pip from PyPI; reuses the cached apache-flink-libraries
#                       wheel of the fixture generator when present)
#
# `make test` depends on it through TEST_DEPS.

PYFLINK_VERSION ?= 2.3.0
PYFLINK_VENV    ?= .cache/pyflink-$(PYFLINK_VERSION)
PYFLINK_STAMP   := $(PYFLINK_VENV)/.complete
PYFLINK_PYTHON_BASE ?= python3

.PHONY: pyflink
pyflink: $(PYFLINK_STAMP)

# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

TEST_DEPS += pyflink
