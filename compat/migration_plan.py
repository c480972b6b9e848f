"""``migrate --plan plan.py``: the user's statement of what a migration needs beyond what
loses nothing.

A plan is a Python file defining ``plan(p)``; ``p`` is a :class:`PlanBuilder` and every
call on it declares one thing. Operators are named as in the *savepoint* (uid, OperatorID
or name), states by their name in the savepoint::

    def plan(p):
        # keyed or operator state "count" is restored as NEW's state "total"
        p.rename_state("stateful", "count", "total")
        # the POJO field "count" of state "s" (its value, list element or map value) is
        # now called "total": its values are kept (Flink would drop them and start the
        # new field empty)
        p.rename_field("stateful", "s", "count", "total")
        # every key of the operator: old key -> new key (Long 3 -> String "k3"); each entry
        # moves to the key group Flink assigns the new key
        p.convert_key("stateful", lambda k: f"k{k}")
        # every value of state "last": old value -> new value (list states: each element,
        # map states: each map value); the only way to narrow (Long -> Int, ...)
        p.convert_value("stateful", "last", lambda v: int(v))
        # every map key of the map state "counts": old map key -> new map key (a lossless
        # widening, Int -> Long, needs no plan); two that end equal fail the later entry
        p.convert_map_key("stateful", "counts", lambda k: str(k))
        # every entry of state "s", after the conversions above: (key, value) -> (key,
        # value), or None to drop the entry. Map states: value is (map key, map value), the
        # map key of NEW's type;
        # operator list states: key is None, value one element; broadcast states: key is
        # the broadcast key.
        p.transform("stateful", "s", lambda key, value: None if value < 0 else (key, value * 2))
        # operator list states: "evens" and "odds" become NEW's "buffered" (per subtask,
        # the elements of "evens" then those of "odds") ...
        p.merge_lists("buffer", ["evens", "odds"], "buffered")
        # ... or the elements of "buffered" go to NEW's "small" or "large" (None: dropped)
        p.split_list("buffer", "buffered", ["small", "large"], lambda v: "small" if v < 10 else "large")
        # NEW's state "limit", which the savepoint does not hold, starts with these values
        # (records (key, value), a DataFrame, a Parquet or CSV file: compat/bootstrap.py); the
        # operator may be one of NEW the savepoint lacks (named by its uid in NEW)
        p.bootstrap("stateful", "limit", [(1, 100), (2, 250)])

Values are Python values as ``flink_compat.savepoint``'s decoders give them (int, str,
float, bool, list, dict, ``PojoValue`` (a dict of fields), tuples ...) and must be what
NEW's serializer writes.

Timers follow ``convert_key`` (each timer's key converted); a split state takes no other
step (its elements are converted losslessly to each target's type, or refused). Not
covered: broadcast keys and namespaces of another type, state kinds.

**A plan is the user's own migration code and runs as such**, with this process's
rights: it is executed here (to collect the declarations; the rewrite's tasks, when they
run here, call its functions) and, with ``--master``, again in every Spark task (the
file's source text is shipped and executed on the executor, never a pickled function).
Only run plans you wrote or trust.

Errors in the plan itself (syntax, an exception at import or in ``plan(p)``, a wrong
signature, an unknown operator, state or field) are :class:`PlanError`: one line naming
the file (and the line when Python gives one), raised before anything is written. A
function that raises for an entry, or returns what NEW's serializer cannot write, fails
that entry (``migrate --skip-failed`` records it instead of failing the run).
"""

from __future__ import annotations

import builtins
import inspect
import os
import sys
from dataclasses import dataclass
from typing import Callable, Optional


class PlanError(ValueError):
    """The plan file is wrong (one line: file, line, what); nothing was written."""


@dataclass
class Declaration:
    """One call on the builder."""

    what: str  # rename_state | rename_field | convert_key | convert_value | convert_map_key | transform | merge_lists | split_list | bootstrap
    operator: str
    state: Optional[str] = None
    old: Optional[str] = None
    new: Optional[str] = None
    fn: Optional[Callable] = None
    #: merge_lists: the states merged; split_list: the states split into.
    names: Optional[tuple] = None
    #: Line of the plan file that made the declaration.
    line: Optional[int] = None
    #: The savepoint's OperatorID of ``operator`` (set when planning).
    operator_id: Optional[str] = None
    #: bootstrap: the records, or the file holding them (read when planning, on the driver).
    data: object = None

    def api(self) -> str:
        args = [repr(self.operator)] + [repr(a) for a in (self.state, self.old) if a is not None]
        if self.names is not None:
            args.append(repr(list(self.names)))
        if self.new is not None:
            args.append(repr(self.new))
        if self.fn is not None:
            args.append("fn")
        if self.what == "bootstrap":
            args.append(repr(self.data) if isinstance(self.data, str) else "data")
        return f"p.{self.what}({', '.join(args)})"


#: method → parameters the user function takes.
_ARITY = {"convert_key": ("old_key",), "convert_value": ("old_value",), "convert_map_key": ("old_map_key",), "transform": ("key", "value"), "split_list": ("element",)}


class PlanBuilder:
    """What ``plan(p)`` receives: each method declares one step of the migration."""

    def __init__(self, path: str):
        self._path = path
        self.declarations: list[Declaration] = []

    def _line(self) -> Optional[int]:
        f = sys._getframe(2)
        while f is not None:
            if f.f_code.co_filename == self._path:
                return f.f_lineno
            f = f.f_back
        return None

    def _add(self, what: str, operator, state=None, old=None, new=None, fn=None, names=None, data=None) -> None:
        line = self._line()
        at = f"{self._path}:{line}" if line else self._path
        args = {"operator": operator, "state": state, "old": old, "new": new}
        for name, v in args.items():
            if v is not None and not (isinstance(v, str) and v):
                raise PlanError(f"{at}: p.{what}: {name} must be a non-empty string, not {v!r}")
        if names is not None:
            if isinstance(names, str) or not all(isinstance(n, str) and n for n in names) or len(set(names)) != len(names) or not names:
                raise PlanError(f"{at}: p.{what}: expected a list of distinct state names, not {names!r}")
            names = tuple(names)
        if what in _ARITY:
            params = _ARITY[what]
            if not callable(fn):
                raise PlanError(f"{at}: p.{what}: expected a function ({', '.join(params)}), not {type(fn).__name__}")
            try:
                inspect.signature(fn).bind(*params)
            except TypeError:
                raise PlanError(f"{at}: p.{what}: the function must take ({', '.join(params)}): {_signature(fn)}") from None
            except ValueError:  # a builtin without a signature: called as documented
                pass
        if what == "bootstrap" and not (isinstance(data, (str, os.PathLike)) or hasattr(data, "__iter__")
                                        or hasattr(data, "toLocalIterator")):
            raise PlanError(f"{at}: p.bootstrap: data must be records, a DataFrame, or a Parquet or CSV file's path, "
                            f"not {type(data).__name__}")
        self.declarations.append(Declaration(what, operator, state, old, new, fn, names, line, data=data))

    def rename_state(self, operator: str, old: str, new: str) -> None:
        """State ``old`` of ``operator`` (keyed or operator state) is NEW's state ``new``."""
        self._add("rename_state", operator, old=old, new=new)

    def rename_field(self, operator: str, state: str, old: str, new: str) -> None:
        """The POJO field ``old`` of ``state``'s values (list elements, map values) is NEW's ``new``."""
        self._add("rename_field", operator, state=state, old=old, new=new)

    def convert_key(self, operator: str, fn: Callable) -> None:
        """``fn(old_key) -> new_key`` for every key of ``operator``'s keyed state."""
        self._add("convert_key", operator, fn=fn)

    def convert_value(self, operator: str, state: str, fn: Callable) -> None:
        """``fn(old_value) -> new_value`` for every value (element, map value) of ``state``."""
        self._add("convert_value", operator, state=state, fn=fn)

    def convert_map_key(self, operator: str, state: str, fn: Callable) -> None:
        """``fn(old_map_key) -> new_map_key`` for every map key of the map ``state``."""
        self._add("convert_map_key", operator, state=state, fn=fn)

    def transform(self, operator: str, state: str, fn: Callable) -> None:
        """``fn(key, value) -> (key, value) | None`` for every entry of ``state``."""
        self._add("transform", operator, state=state, fn=fn)

    def merge_lists(self, operator: str, states: list, new: str) -> None:
        """Operator list ``states`` become NEW's list state ``new`` (per subtask, in order)."""
        self._add("merge_lists", operator, new=new, names=states)

    def bootstrap(self, operator: str, state: str, data) -> None:
        """NEW's state ``state`` of ``operator``, which the savepoint does not hold, starts
        with ``data``'s values (see compat/bootstrap.py: records, a DataFrame, a Parquet or
        CSV file)."""
        self._add("bootstrap", operator, state=state, data=data)

    def split_list(self, operator: str, state: str, targets: list, fn: Callable) -> None:
        """Each element of the operator list ``state`` goes to NEW's list state
        ``fn(element)``, one of ``targets`` (None: dropped)."""
        self._add("split_list", operator, state=state, names=targets, fn=fn)


def _signature(fn) -> str:
    try:
        return f"{getattr(fn, '__name__', 'function')}{inspect.signature(fn)}"
    except (TypeError, ValueError):
        return repr(fn)


def _line_in(tb, path: str) -> Optional[int]:
    line = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == path:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def where(path: str, line: Optional[int]) -> str:
    return f"{path}:{line}" if line else path


class UserPlan:
    """A loaded plan: its declarations, and the source text it was built from. Pickled as
    (path, source) and executed again where it is unpickled (a Spark executor), so the
    user's functions are rebuilt from the same text rather than shipped as bytecode."""

    def __init__(self, path: str, source: str):
        self.path, self.source = path, source
        self.declarations = _run(path, source)

    def __getstate__(self):
        return {"path": self.path, "source": self.source}

    def __setstate__(self, state):
        self.__init__(state["path"], state["source"])

    def error(self, d: Declaration, message: str) -> PlanError:
        return PlanError(f"{where(self.path, d.line)}: {d.api()}: {message}")


def _run(path: str, source: str) -> list[Declaration]:
    try:
        code = compile(source, path, "exec")
    except SyntaxError as e:
        raise PlanError(f"{where(path, e.lineno)}: syntax error: {e.msg}") from None
    except ValueError as e:  # null bytes
        raise PlanError(f"{path}: not a Python source file: {e}") from None
    except (RecursionError, MemoryError):  # how CPython's parser and compiler give up on deep nesting
        raise PlanError(f"{path}: expressions nested too deep for Python to compile") from None
    namespace = {"__name__": "flink_compat_migration_plan", "__file__": path, "__builtins__": builtins}
    try:
        exec(code, namespace)
    except Exception as e:  # noqa: BLE001 - the user's code: any error is theirs
        raise PlanError(f"{where(path, _line_in(e.__traceback__, path))}: the plan failed to load: {type(e).__name__}: {e}") from None
    fn = namespace.get("plan")
    if not callable(fn):
        raise PlanError(f"{path}: defines no function plan(p)")
    try:
        inspect.signature(fn).bind(None)
    except TypeError:
        raise PlanError(f"{where(path, fn.__code__.co_firstlineno if hasattr(fn, '__code__') else None)}: plan must take one argument (p), not {_signature(fn)}") from None
    builder = PlanBuilder(path)
    try:
        fn(builder)
    except PlanError:
        raise
    except Exception as e:  # noqa: BLE001
        raise PlanError(f"{where(path, _line_in(e.__traceback__, path))}: plan(p) failed: {type(e).__name__}: {e}") from None
    return builder.declarations


#: Largest plan file read (a plan is a page of Python).
MAX_PLAN_BYTES = 4 << 20


def load(path: str) -> UserPlan:
    """Read and run the plan file (on the driver); :class:`PlanError` when it is wrong."""
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_PLAN_BYTES + 1)
        if len(raw) > MAX_PLAN_BYTES:
            raise PlanError(f"{path}: larger than {MAX_PLAN_BYTES >> 20} MiB, too large for a migration plan")
        source = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as e:  # (a PlanError is neither: it goes on)
        raise PlanError(f"{path}: cannot read the plan: {e}") from None
    return UserPlan(path, source)


__all__ = ["Declaration", "PlanBuilder", "PlanError", "UserPlan", "load"]
