"""The first process of every sandboxed child (graph/sandbox.py): confines itself, then runs the child.

Runs as ``python -I -S _sandbox_init.py SPEC COMMAND...`` with only the standard library (no
site-packages, no project import): nothing of the job's, nor of the checker's installation, is
imported before the confinement is in place. SPEC is a JSON object::

    {"limits": {"memory_bytes": N, "cpu_seconds": N, "file_bytes": N},
     "writable": [DIR, ...],   # the only directories left writable (the load's temporary directory)
     "hidden": [PATH, ...],    # covered: a directory by an empty one, a file by /dev/null
     "isolate": true,          # namespaces; false: limits only
     "parent": PID}            # the checker's process ID (step 0)

What it does, in order (each step where the platform allows; ``sandbox.py`` documents the
fallbacks):

0. ``PR_SET_PDEATHSIG`` towards the checker: this process, and the command it becomes without
   namespaces, dies when the checker dies, even killed outright (:func:`_die_with`);
1. resource limits, hard as well as soft, inherited by everything the child starts;
2. new user, mount, PID, network, IPC and UTS namespaces (``unshare(2)``), the user mapped to
   itself (to an ordinary user ID when the checker runs as root), so that no capability
   survives the ``execve`` of the child;
3. every mount read-only but the writable directories, the hidden ones covered;
4. the loopback interface up (Flink's MiniCluster and PyFlink's gateway talk over it); no other
   interface exists;
5. a fork: the child is PID 1 of the new PID namespace, with its own ``/proc`` (no process of the
   machine is visible) and ``PR_SET_PDEATHSIG``: when this process dies (the checker kills its
   group at the end of the load, or on a timeout), the child dies, and with it every process of
   the namespace. This process waits and exits as the child did.
"""

from __future__ import annotations

import ctypes
import json
import os
import resource
import signal
import sys

_CLONE_NEWNS, _CLONE_NEWUTS, _CLONE_NEWIPC = 0x00020000, 0x04000000, 0x08000000
_CLONE_NEWUSER, _CLONE_NEWPID, _CLONE_NEWNET = 0x10000000, 0x20000000, 0x40000000
_MS_RDONLY, _MS_NOSUID, _MS_NODEV, _MS_NOEXEC = 0x1, 0x2, 0x4, 0x8
_MS_REMOUNT, _MS_NOATIME, _MS_NODIRATIME, _MS_BIND = 0x20, 0x400, 0x800, 0x1000
_MS_REC, _MS_PRIVATE, _MS_RELATIME, _MS_STRICTATIME = 0x4000, 0x40000, 0x200000, 0x1000000
_PR_SET_PDEATHSIG = 1
_SIOCGIFFLAGS, _SIOCSIFFLAGS, _IFF_UP = 0x8913, 0x8914, 0x1
#: The user ID the child has in its namespace when the checker runs as root: root inside would
#: keep every capability across execve (and could undo the read-only mounts).
_UNPRIVILEGED_INNER_UID = 1000
#: Mounts left as they are: the kernel's and the devices' (writing /dev/null must work).
_KEPT = ("/proc", "/sys", "/dev")

_libc = ctypes.CDLL(None, use_errno=True)


def _check(result: int, what: str) -> None:
    if result != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def _mount(source, target, fstype, flags: int, data=None) -> None:
    enc = (lambda s: None if s is None else s.encode())
    _check(_libc.mount(enc(source), enc(target), enc(fstype), ctypes.c_ulong(flags), enc(data)), f"mount {target}")


def limit(limits: dict) -> None:
    """Set ``limits`` (the names of :class:`graph.sandbox.Limits`), hard as well as soft."""
    for name, value in (("RLIMIT_AS", limits.get("memory_bytes")), ("RLIMIT_CPU", limits.get("cpu_seconds")),
                        ("RLIMIT_FSIZE", limits.get("file_bytes")), ("RLIMIT_CORE", 0)):
        if value is None:
            continue
        kind = getattr(resource, name)
        # SIGXCPU at the soft CPU limit (the checker names it), SIGKILL a second later.
        soft, hard = value, value + 1 if name == "RLIMIT_CPU" else value
        current = resource.getrlimit(kind)[1]
        if current != resource.RLIM_INFINITY:  # already stricter (the checker runs under prlimit)
            soft, hard = min(soft, current), min(hard, current)
        try:
            resource.setrlimit(kind, (soft, hard))
        except (ValueError, OSError):
            pass


def _map_user(uid: int, gid: int) -> None:
    """Map ``uid``/``gid`` (this process's IDs before the user namespace) into it."""
    inner_uid = uid or _UNPRIVILEGED_INNER_UID
    inner_gid = gid or _UNPRIVILEGED_INNER_UID
    with open("/proc/self/setgroups", "w") as f:
        f.write("deny")
    with open("/proc/self/uid_map", "w") as f:
        f.write(f"{inner_uid} {uid} 1")
    with open("/proc/self/gid_map", "w") as f:
        f.write(f"{inner_gid} {gid} 1")


def _mount_points() -> list[str]:
    points = []
    with open("/proc/self/mountinfo", encoding="utf-8", errors="surrogateescape") as f:
        for line in f:
            point = line.split(" ")[4]
            # mountinfo escapes space, tab, newline and backslash as octal
            points.append(point.replace("\\040", " ").replace("\\011", "\t").replace("\\012", "\n")
                          .replace("\\134", "\\"))
    return points


def _under(path: str, roots) -> bool:
    return any(path == r or path.startswith(r.rstrip("/") + "/") for r in roots)


def _read_only_filesystem(writable: list[str], hidden: list[str]) -> None:
    """Every mount read-only but ``writable``; ``hidden`` covered by an empty read-only tmpfs."""
    _mount(None, "/", None, _MS_REC | _MS_PRIVATE)
    writable = [os.path.realpath(w) for w in writable]
    for directory in writable:
        _mount(directory, directory, None, _MS_BIND | _MS_REC)
    for path in hidden:
        if _under(path, writable):
            continue
        if os.path.isdir(path):
            _mount("tmpfs", path, "tmpfs", _MS_NOSUID | _MS_NODEV | _MS_NOEXEC | _MS_RDONLY, "size=4k,mode=0555")
        elif os.path.isfile(path):  # reads as empty, and what is written to it goes nowhere
            _mount("/dev/null", path, None, _MS_BIND)
    # Shared memory of its own: the machine's /dev/shm (kept with /dev) would be a place to leave
    # files for later processes.
    if os.path.isdir("/dev/shm"):
        _mount("tmpfs", "/dev/shm", "tmpfs", _MS_NOSUID | _MS_NODEV, "size=64m,mode=1777")
    # Deepest first: remounting a parent never hides a child mount still to be remounted.
    for point in sorted(set(_mount_points()), key=len, reverse=True):
        if _under(point, writable) or _under(point, _KEPT) or not os.path.isdir(point):
            continue
        try:
            flags = os.statvfs(point).f_flag
        except OSError:
            continue
        # The flags a user namespace may not clear (the kernel locked them) are carried over.
        keep = 0
        for st, ms in ((os.ST_NOSUID, _MS_NOSUID), (os.ST_NODEV, _MS_NODEV), (os.ST_NOEXEC, _MS_NOEXEC),
                       (os.ST_NOATIME, _MS_NOATIME), (os.ST_NODIRATIME, _MS_NODIRATIME),
                       (os.ST_RELATIME, _MS_RELATIME)):
            if flags & st:
                keep |= ms
        try:
            _mount(None, point, None, _MS_REMOUNT | _MS_BIND | _MS_RDONLY | keep)
        except OSError:
            if point == "/":
                raise


def _loopback_up() -> None:
    import fcntl
    import socket
    import struct

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        request = struct.pack("16sH", b"lo", 0)
        flags = struct.unpack("16sH", fcntl.ioctl(s, _SIOCGIFFLAGS, request + b"\0" * 22)[:18])[1]
        fcntl.ioctl(s, _SIOCSIFFLAGS, struct.pack("16sH", b"lo", flags | _IFF_UP) + b"\0" * 22)


def _isolate(spec: dict) -> bool:
    """The namespaces and the mounts; False (nothing changed) where the platform refuses them."""
    if not sys.platform.startswith("linux"):
        return False
    flags = _CLONE_NEWUSER | _CLONE_NEWNS | _CLONE_NEWPID | _CLONE_NEWNET | _CLONE_NEWIPC | _CLONE_NEWUTS
    uid, gid = os.getuid(), os.getgid()  # (inside the namespace they read as unmapped until mapped)
    if _libc.unshare(flags) != 0:
        return False
    _map_user(uid, gid)
    _read_only_filesystem(spec.get("writable", []), spec.get("hidden", []))
    _loopback_up()
    return True


def _run_as_init(command: list[str]) -> None:
    """Fork the namespace's first process (PID 1) to run ``command``; wait and exit as it did."""
    # The parent holds the write end of a pipe until it exits: the child sees it die even
    # before its prctl (getppid() is 0 in the new namespace, so it cannot tell that way).
    alive, holder = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(holder)
            _check(_libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0), "prctl")
            import select

            if select.select([alive], [], [], 0)[0]:  # end of file: the parent is gone
                os._exit(137)
            os.close(alive)
            _mount("proc", "/proc", "proc", _MS_NOSUID | _MS_NODEV | _MS_NOEXEC)
            os.execvp(command[0], command)
        except OSError as e:
            os.write(2, f"flink-compat sandbox: {e}\n".encode())
        os._exit(127)
    os.close(alive)
    for fd in (0, 1):
        try:
            os.close(fd)
        except OSError:
            pass
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        signal.signal(sig, signal.SIG_DFL)
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        os.kill(os.getpid(), sig)
    os._exit(os.waitstatus_to_exitcode(status))


def _die_with(parent: int) -> None:
    """``PR_SET_PDEATHSIG``: killed when the checker (``parent``) dies, also by a signal it cannot
    handle (its own cleanup then never runs); it stays set across ``execve``, so the command run
    without namespaces dies with the checker too. A checker already gone: exit at once."""
    if not sys.platform.startswith("linux"):
        return
    try:
        _check(_libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0), "prctl")
    except OSError:
        return  # (then only the checker's own cleanup ends the child)
    if os.getppid() != parent:
        os._exit(137)


def main() -> None:
    spec, command = json.loads(sys.argv[1]), sys.argv[2:]
    if "parent" in spec:
        _die_with(spec["parent"])
    limit(spec.get("limits", {}))
    isolated = False
    if spec.get("isolate", True):
        try:
            isolated = _isolate(spec)
        except OSError as e:
            # Namespaces were made but could not be completed (a mount refused: AppArmor's
            # restriction of user namespaces, a container's masked /proc): refuse to run the
            # job half-confined; the checker then runs it with limits only (sandbox.py).
            os.write(2, f"flink-compat sandbox: cannot isolate: {e.args[-1] if e.args else e}\n".encode())
            os._exit(_CANNOT_ISOLATE)
    if isolated:
        _run_as_init(command)
    os.execvp(command[0], command)


#: Exit code when the namespaces could not be completed (sandbox.py's probe reads it).
_CANNOT_ISOLATE = 121

if __name__ == "__main__":
    main()
