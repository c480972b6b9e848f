"""The fidelity confusion table (``_support.CONFUSION``) is printed at the end of the run, and
written to ``.pytest_cache/d/fidelity/confusion.txt``, by tests/conftest.py: there, a
pytest-xdist controller gathers its workers' verdicts too."""
