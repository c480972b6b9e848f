"""Runs in a fresh interpreter: imports a job package and writes its graph as JSON.

Never imported by the checker itself: job packages are user code, and two versions of a
package share module names, so each is loaded in a process of its own.

Usage (by :mod:`graph.loader`): ``_child.main(package_root, entry, result_file, memory_bytes)``,
in the sandbox of :mod:`graph.sandbox` (which applied the limits before this interpreter started;
``memory_bytes`` only names the limit in an error).
"""

from __future__ import annotations

import importlib
import json
import os
import sys
import traceback


def _write_result(result_file: str, text: str) -> None:
    # Written beside and renamed into place: a write cut short (the file-size limit, a
    # kill) leaves no result rather than half of one.
    partial = result_file + ".partial"
    with open(partial, "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(partial, result_file)


def _fail(result_file: str, message: str, file: str | None = None, line: int | None = None) -> None:
    _write_result(result_file, json.dumps({"error": {"message": message, "file": file, "line": line}}))


def _user_frame(tb, root: str):
    """The innermost traceback frame inside the package: where the user's code failed."""
    found = None
    for frame, lineno in traceback.walk_tb(tb):
        if os.path.abspath(frame.f_code.co_filename).startswith(root):
            found = (frame.f_code.co_filename, lineno)
    return found


def _find_entry(root: str, entry: str | None):
    if entry:
        module_name, _, attr = entry.partition(":")
        return importlib.import_module(module_name), attr or "build"
    candidates = []
    for name in sorted(os.listdir(root)):
        if name == "job.py" or (name == "job" and os.path.isdir(os.path.join(root, name))):
            candidates.insert(0, "job")
        elif os.path.isfile(os.path.join(root, name, "__init__.py")) and not name.endswith(".dist-info"):
            candidates.append(name)
    for dist_info in (n for n in os.listdir(root) if n.endswith(".dist-info")):
        eps = os.path.join(root, dist_info, "entry_points.txt")
        if os.path.exists(eps):
            section = None
            for line in open(eps, encoding="utf-8"):
                line = line.strip()
                if line.startswith("["):
                    section = line.strip("[]")
                elif section == "flink_compat.jobs" and "=" in line:
                    value = line.split("=", 1)[1].strip()
                    module_name, _, attr = value.partition(":")
                    return importlib.import_module(module_name), attr or "build"
    for module_name in candidates:
        module = importlib.import_module(module_name)
        for attr in ("build", "job", "env"):
            if hasattr(module, attr):
                return module, attr
    raise NotAJob(
        "not a job: a job package has job.py with build() (or an __init__ that defines build, a "
        "'flink_compat.jobs' entry point, or --entry module:attr); flink-compat also takes a job JAR, "
        "a PyFlink program (.py, or a directory with __main__.py), a SQL script (.sql), a compiled plan "
        "or manifest (.json, .yaml) and a savepoint directory"
    )


class NotAJob(LookupError):
    """The directory or archive holds no job: said as it is (no exception name)."""


def _message(e: BaseException) -> str:
    """The first line of what ``e`` says; for a pydantic ValidationError (an invalid type
    built by the job, such as an Avro schema that is not JSON) its first error, whose
    first line would only count the errors."""
    from pydantic import ValidationError

    if isinstance(e, ValidationError) and e.errors():
        from flink_compat.graph.model import field_path

        first = e.errors()[0]
        return f"invalid {e.title}: {field_path(first['loc']) or '<root>'}: {first['msg']}"
    if isinstance(e, NotAJob):
        return str(e)
    return f"{type(e).__name__}: {e}".strip().splitlines()[0] if str(e) else type(e).__name__


def main(root: str, entry: str | None, result_file: str, memory_bytes: int | None = None) -> None:
    root = os.path.abspath(root)
    sys.path.insert(0, root)
    sys.dont_write_bytecode = True
    try:
        module, attr = _find_entry(root, entry or None)
        if not hasattr(module, attr):
            _fail(result_file, f"entry point {module.__name__}:{attr} does not exist")
            return
        target = getattr(module, attr)
        job = target() if callable(target) else target
        from flink_compat.graph.api import StreamExecutionEnvironment
        from flink_compat.graph.model import JobGraph

        if isinstance(job, StreamExecutionEnvironment):
            graph = job.to_job_graph()
        elif isinstance(job, JobGraph):
            graph = job
        else:
            _fail(
                result_file,
                f"entry point {module.__name__}:{attr} returned {type(job).__name__}, "
                "expected a StreamExecutionEnvironment or JobGraph",
            )
            return
    except SyntaxError as e:
        _fail(result_file, f"syntax error: {e.msg}", e.filename, e.lineno)
        return
    except MemoryError:
        where = _user_frame(sys.exc_info()[2], root)
        limit = f" of {memory_bytes >> 20} MiB" if memory_bytes else ""
        _fail(result_file, f"MemoryError: the job package needs more than its memory limit{limit} "
              "(--package-memory)", *(where or (None, None)))
        return
    except BaseException as e:  # user code: report whatever it raised, in one line
        where = _user_frame(e.__traceback__, root)
        _fail(result_file, _message(e), *(where or (None, None)))
        return
    _write_result(result_file, '{"graph": ' + graph.model_dump_json() + "}")


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else None)
