"""Runs in a fresh interpreter: imports a job package and writes its graph as JSON.

Never imported by the checker itself: job packages are user code, and two versions of a
package share module names, so each is loaded in a process of its own.

Usage (by :mod:`graph.loader`): ``_child.main(package_root, entry, result_file, limits)``.
Before any user code runs, :func:`confine` applies the sandbox's limits (the loader
builds the minimal environment and kills the whole process group afterwards).
"""

from __future__ import annotations

import importlib
import json
import os
import sys
import traceback


#: ``unshare(2)`` flags: a new user namespace (what lets an unprivileged process make the
#: network namespace) and a new network namespace (only a loopback interface, down).
_CLONE_NEWUSER, _CLONE_NEWNET = 0x10000000, 0x40000000


def confine(limits: dict, cut_network: bool = True) -> None:
    """Limit this process before user code runs.

    Done here, in the child's first lines, rather than in a ``preexec_fn``: the checker
    loads two packages from two threads at once, and ``preexec_fn`` is not safe in a
    threaded parent. The limits are set hard as well as soft, so user code cannot raise
    them, and they are inherited by any process it starts.
    """
    import resource

    if cut_network:  # (a PyFlink program's client talks to its JVM over a local socket)
        _cut_network()
    for name, soft, hard in (
        ("RLIMIT_AS", limits["memory_bytes"], limits["memory_bytes"]),
        # SIGXCPU at the soft limit (the loader names it), SIGKILL a second later.
        ("RLIMIT_CPU", limits["cpu_seconds"], limits["cpu_seconds"] + 1),
        ("RLIMIT_FSIZE", limits["file_bytes"], limits["file_bytes"]),
        ("RLIMIT_CORE", 0, 0),
    ):
        kind = getattr(resource, name)
        current = resource.getrlimit(kind)[1]
        if current != resource.RLIM_INFINITY:  # already stricter (e.g. the checker runs under prlimit)
            soft, hard = min(soft, current), min(hard, current)
        try:
            resource.setrlimit(kind, (soft, hard))
        except (ValueError, OSError):  # not supported here (macOS refuses some RLIMIT_AS values)
            pass


def _cut_network() -> bool:
    """Move into a network namespace of our own (no interfaces up) where the platform lets
    an unprivileged process do so (Linux with user namespaces enabled); else leave the
    network as it is. True when cut."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return libc.unshare(_CLONE_NEWUSER | _CLONE_NEWNET) == 0
    except (OSError, AttributeError):
        return False


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
    raise LookupError(
        "no job entry point: expected job.py with build() (or a package whose __init__ defines "
        "build), a 'flink_compat.jobs' entry point, or --entry module:attr"
    )


def _message(e: BaseException) -> str:
    """The first line of what ``e`` says; for a pydantic ValidationError (an invalid type
    built by the job, such as an Avro schema that is not JSON) its first error, whose
    first line would only count the errors."""
    from pydantic import ValidationError

    if isinstance(e, ValidationError) and e.errors():
        from flink_compat.graph.model import field_path

        first = e.errors()[0]
        return f"invalid {e.title}: {field_path(first['loc']) or '<root>'}: {first['msg']}"
    return f"{type(e).__name__}: {e}".strip().splitlines()[0] if str(e) else type(e).__name__


def main(root: str, entry: str | None, result_file: str, limits: dict | None = None) -> None:
    if limits is not None:
        confine(limits)
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
        limit = f" of {limits['memory_bytes'] >> 20} MiB" if limits else ""
        _fail(result_file, f"MemoryError: the job package needs more than its memory limit{limit} "
              "(--package-memory)", *(where or (None, None)))
        return
    except BaseException as e:  # user code: report whatever it raised, in one line
        where = _user_frame(e.__traceback__, root)
        _fail(result_file, _message(e), *(where or (None, None)))
        return
    _write_result(result_file, '{"graph": ' + graph.model_dump_json() + "}")


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4]) if len(sys.argv) > 4 else None)
