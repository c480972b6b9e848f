# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

## Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

2# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

3# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

0# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

`# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

`# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

w# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

,# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

~# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

8# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

4# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

0# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

M# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

B# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

w# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

v# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

u# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

v# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

,# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

## Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

2# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

3# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

0# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

:# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

g# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

w# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

## Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

u# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

v# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

u# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

v# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

v# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

## Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

## Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

;# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

u# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

b# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

## Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

w# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

x# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

u# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

g# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

w# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

## Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

## Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

`# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

`# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

u# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

g# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

D# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

;# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

u# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

g# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

## Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

C# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

O# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

M# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

A# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

H# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

O# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

2# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

3# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

0# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

R# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

O# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

?# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

=# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

2# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

3# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

0# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

?# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

=# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

R# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

O# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

A# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

M# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

:# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

=# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

H# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

O# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

B# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

A# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

?# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

=# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

3# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

H# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

O# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

:# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

:# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

A# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

M# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

A# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

M# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

:# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

	# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

	# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

H# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

O# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

B# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

A# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

v# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

v# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

	# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

b# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

q# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

u# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

b# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

v# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

\# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

	# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

	# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

w# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

R# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

O# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

w# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

*# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

w# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

,# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

d# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

s# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

R# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

O# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

/# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

w# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

\# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

	# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

	# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

a# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

e# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

=# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

=# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

R# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

O# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

	# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

-# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

r# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

&# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

&# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

v# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

.# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

m# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

V# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

	# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

t# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

o# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

u# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

c# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

h# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

$# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

(# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

Y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

F# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

L# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

I# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

N# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

K# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

A# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

M# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

)# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

T# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

_# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

D# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

E# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

P# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

S# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

+# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

=# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

 # Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

p# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

y# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

f# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

l# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

i# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

n# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

k# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)


# Built in place (a venv's scripts name their own path) and marked complete at the end: an
# interrupted install is removed and redone.
$(PYFLINK_STAMP):
	rm -rf $(PYFLINK_VENV)
	$(PYFLINK_PYTHON_BASE) -m venv $(PYFLINK_VENV)
	$(PYFLINK_VENV)/bin/python -m pip install --quiet --disable-pip-version-check \
		$(if $(wildcard .cache/flink-$(PYFLINK_VERSION)/wheel/*.whl),--find-links .cache/flink-$(PYFLINK_VERSION)/wheel) \
		apache-flink==$(PYFLINK_VERSION)
	touch $(PYFLINK_STAMP)

