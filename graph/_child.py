"""Runs in a fresh interpreter: imports a job package and writes its graph as JSON.

Never imported by the checker itself: job packages are user code, and two versions of a
package share module names, so each is loaded in a process of its own.

Usage (by :mod:`graph.loader`): ``_child.main(package_root, entry, result_file)``.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
import traceback


def _fail(result_file: str, message: str, file: str | None = None, line: int | None = None) -> None:
    with open(result_file, "w", encoding="utf-8") as out:
        json.dump({"error": {"message": message, "file": file, "line": line}}, out)


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
    raise LookupError(
        "no job entry point: expected job.py with build() (or a package whose __init__ defines "
        "build), a 'flink_compat.jobs' entry point, or --entry module:attr"
    )


def main(root: str, entry: str | None, result_file: str) -> None:
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
        from graph.api import StreamExecutionEnvironment
        from graph.model import JobGraph

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
    except BaseException as e:  # user code: report whatever it raised, in one line
        where = _user_frame(e.__traceback__, root)
        message = f"{type(e).__name__}: {e}".strip().splitlines()[0] if str(e) else type(e).__name__
        _fail(result_file, message, *(where or (None, None)))
        return
    with open(result_file, "w", encoding="utf-8") as out:
        out.write('{"graph": ')
        out.write(graph.model_dump_json())
        out.write("}")


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1], sys.argv[2], sys.argv[3])
