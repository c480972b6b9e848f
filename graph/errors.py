"""Errors of loading a job: one line that says what and where."""


class LoadError(Exception):
    """A job package, manifest or savepoint that cannot be loaded.

    ``str(error)`` is a single line naming the input (file, line or field) and the problem.
    """
