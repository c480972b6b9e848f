"""A job as it was at a git ref: the old side of ``check --against`` and of the Action.

Every git call that takes a user's ref puts ``--end-of-options`` before it, and refs
starting with ``-`` are refused (``--upload-pack=...`` would run a command). The version
at the ref is checked out into a temporary worktree that is removed whatever happens
(errors, Ctrl-C). Nothing here is specific to GitHub but the advice for shallow clones.

Reports name a job at a ref as git does, ``REF:PATH`` (:func:`at_ref`): what ``git show``
opens and what the Action's ``old`` input takes.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional


class GitRefError(Exception):
    """A ref or a repository that cannot be used: one line, exit 2."""


def _git(*args: str, cwd: Path, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=check,
                          stdin=subprocess.DEVNULL)


def repository_root(start: Path, hint: str = "") -> Path:
    result = _git("rev-parse", "--show-toplevel", cwd=start, check=False)
    if result.returncode != 0:
        raise GitRefError(f"{start} is not in a git repository{hint}")
    return Path(result.stdout.strip())


def checked_ref(ref: str, what: str) -> str:
    """``ref`` as given, refused when git could take it for an option (``--upload-pack=...``)."""
    if not ref:
        raise GitRefError(f"{what} is empty: a git ref (branch, tag, commit) is needed")
    if ref.startswith("-"):
        raise GitRefError(f"{what} {ref!r} starts with '-': refused, git would take it for an option")
    if any(ord(c) < 32 or c == "\x7f" for c in ref):
        raise GitRefError(f"{what} {ref!r} contains a control character: not a git ref")
    return ref


def is_shallow(root: Path) -> bool:
    return _git("rev-parse", "--is-shallow-repository", cwd=root, check=False).stdout.strip() == "true"


def _shallow_advice(root: Path) -> str:
    """Deepening the clone helps only if it is shallow; in GitHub Actions, checkout's
    ``fetch-depth: 0`` is how (elsewhere ``git fetch --unshallow``)."""
    if not is_shallow(root):
        return ""
    if os.environ.get("GITHUB_ACTIONS") == "true":
        return ": this clone is shallow, use actions/checkout with fetch-depth: 0"
    return ": this clone is shallow, fetch its history (git fetch --unshallow)"


def resolve(root: Path, ref: str, what: str, remote_first: bool = False, could_be_path: bool = False) -> str:
    """The commit of ``ref``: ``<ref>`` or ``origin/<ref>`` (that one first when
    ``remote_first``: a pull request's base), fetched from origin when the clone lacks it."""
    candidates = [f"origin/{ref}", ref] if remote_first else [ref, f"origin/{ref}"]
    for candidate in candidates:
        result = _git("rev-parse", "--verify", "--quiet", "--end-of-options", f"{candidate}^{{commit}}",
                      cwd=root, check=False)
        if result.returncode == 0:
            return result.stdout.strip()
    fetched = _git("fetch", "--no-tags", "--depth=1", "--end-of-options", "origin", ref, cwd=root, check=False)
    if fetched.returncode == 0:
        return _git("rev-parse", "FETCH_HEAD^{commit}", cwd=root).stdout.strip()
    nor_path = "a path in the checkout nor " if could_be_path else ""
    raise GitRefError(f"{what} {ref!r} is not {nor_path}a git ref of this clone, and fetching it from origin "
                      f"failed{_shallow_advice(root)}")


def inside(root: Path, cwd: Path, path: str, what: str) -> str:
    """``path`` (relative to ``cwd``) as a path in the repository, ``/``-separated."""
    try:
        return (cwd / path).resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        raise GitRefError(f"{what} {path} is outside the repository {root}") from None


def exists_at(root: Path, commit: str, inner: str) -> bool:
    return _git("cat-file", "-e", f"{commit}:{inner}" if inner != "." else commit, cwd=root, check=False).returncode == 0


def moved_from(root: Path, commit: str, inner: str) -> Optional[str]:
    """Where the files of ``inner`` were at ``commit``, when git sees them as renamed since
    (in the working tree: committed or not, as long as git tracks them)."""
    diff = _git("diff", "-z", "--name-status", "-M", "--diff-filter=R", "--end-of-options", commit,
                cwd=root, check=False)
    fields = diff.stdout.split("\0")
    for status, old, new in zip(fields[0::3], fields[1::3], fields[2::3]):
        if not status.startswith("R"):
            continue
        if new == inner:
            return old
        if new.startswith(inner + "/"):
            rest = new[len(inner):]
            if old.endswith(rest):
                return old[: -len(rest)]
    return None


def at_ref(ref: str, inner: str) -> str:
    """How reports name ``inner`` at ``ref``: git's ``REF:PATH`` (``git show`` opens it)."""
    return f"{ref}:{'' if inner == '.' else inner}"


@contextmanager
def worktree(root: Path, commit: str) -> Iterator[Path]:
    """``commit`` checked out in a temporary directory, removed on leaving (also on errors
    and Ctrl-C; ``git worktree prune`` forgets it should the removal itself be cut short)."""
    base = Path(tempfile.mkdtemp(prefix="flink-compat-old-", dir=os.environ.get("RUNNER_TEMP") or None))
    path = base / "old"
    try:
        added = _git("worktree", "add", "--detach", "--quiet", "--end-of-options", str(path), commit,
                     cwd=root, check=False)
        if added.returncode != 0:
            detail = " ".join(added.stderr.split()) or f"exit code {added.returncode}"
            raise GitRefError(f"cannot check out {commit[:12]} into a temporary worktree: {detail}")
        yield path
    finally:
        _git("worktree", "remove", "--force", str(path), cwd=root, check=False)
        shutil.rmtree(base, ignore_errors=True)
        _git("worktree", "prune", cwd=root, check=False)


@dataclass(frozen=True)
class JobAtRef:
    #: The old job's files, in a temporary worktree.
    path: Path
    #: How reports name the old job: ``REF:PATH``.
    label: str
    #: How reports name the new job: its path from the repository root.
    new_label: str
    root: Path


@contextmanager
def job_at_ref(against: str, path: str, cwd: Path) -> Iterator[JobAtRef]:
    """``check --against REF PATH``: the job at PATH as it was at REF, checked out.

    ``REF:OLDPATH`` takes the old job from another path (a job that moved); paths are
    relative to the working directory, as every path on the command line.
    """
    ref, _, old_path = against.partition(":")
    checked_ref(ref, "--against")
    root = repository_root(cwd, ": --against needs one")
    new_inner = inside(root, cwd, path, "PATH")
    inner = inside(root, cwd, old_path, "--against") if old_path else new_inner
    commit = resolve(root, ref, "--against")
    if not exists_at(root, commit, inner):
        source = None if old_path else moved_from(root, commit, new_inner)
        hint = f": it moved from {source}, use --against {ref}:{source}" if source else (
            f"; if it moved, use --against {ref}:OLDPATH" if not old_path else "")
        raise GitRefError(f"{inner} does not exist at {ref} ({commit[:12]}){hint}")
    with worktree(root, commit) as tree:
        yield JobAtRef(tree / inner, at_ref(ref, inner), new_inner, root)
