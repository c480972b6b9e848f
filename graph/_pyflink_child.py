"""Runs in a PyFlink interpreter (``apache-flink`` installed), never in the checker.

Two commands, both used by :mod:`graph.pyflink`:

``program PROJECT_ROOT RESULT LIMITS MODE TARGET [ARGS...]``
    The script Flink's ``PythonDriver`` starts (``-py``) in place of the user's program. It
    confines itself, then runs the program (``MODE`` ``file``: ``TARGET`` as ``python TARGET
    ARGS`` would; ``module``: ``python -m TARGET``) as ``__main__``. ``execute()`` and
    ``execute_async()`` are wrapped: once Flink's context environment has taken the
    StreamGraph the process ends at once, so nothing after them runs. A program that ends
    without calling them, raises, or calls ``sys.exit`` writes ``{"error": ...}`` (file, line
    and cause) to ``RESULT``.

``states PROJECT_ROOT REQUEST RESULT LIMITS``
    Opens the Python functions of each operator (the pickled functions Flink ships to the
    Python worker, ``REQUEST``) as PyFlink's worker does (``operations.StatefulOperation`` /
    ``StatelessOperation``), with a keyed and an operator state backend that record every state
    the functions register instead of talking to Flink. Writes per operator the states: name,
    kind, declared TypeInformation (text and structure) and TTL; and, for the operator a
    ``key_by`` adds, the fingerprint of its key function (:func:`key_fingerprint`).

Only the standard library and PyFlink are used here (the checker's own dependencies are not
installed in a PyFlink interpreter).
"""

from __future__ import annotations

import base64
import json
import os
import sys
import traceback


def _confine(project_root: str, limits: dict) -> None:
    """This interpreter's own limits (within the sandbox's, graph/sandbox.py: those of the JVM that
    started it), applied as the sandbox applies them."""
    sys.path.insert(0, project_root)
    try:
        from flink_compat.graph._sandbox_init import limit
    finally:
        sys.path.remove(project_root)
    limit(limits)


def _without_gateway() -> None:
    """Type information as PyFlink's worker has it, without a JVM: a ``RowTypeInfo`` declared
    without field names asks the Java gateway for them (``get_field_names``, when its coder is
    made), which a Python worker starts as a JVM of its own and this confined interpreter
    cannot. Java's ``RowTypeInfo`` names such fields ``f0``, ``f1``, ...: given here."""
    from pyflink.common.typeinfo import RowTypeInfo

    named = RowTypeInfo.get_field_names

    def get_field_names(self):
        if not self._field_names and not getattr(self, "_j_typeinfo", None):
            self._field_names = [f"f{i}" for i in range(len(self.get_field_types()))]
        return named(self)

    RowTypeInfo.get_field_names = get_field_names


def _write(result_file: str, data: dict) -> None:
    with open(result_file, "w", encoding="utf-8") as f:
        json.dump(data, f)


# ----------------------------------------------------------------------------- program


def _program(project_root: str, result_file: str, limits: str, mode: str, target: str, *args: str) -> None:
    _confine(project_root, json.loads(limits))
    from pyflink.datastream import StreamExecutionEnvironment

    broadcast: list = []  # what _record_broadcast_descriptors records

    def executed(original):
        def execute(self, *a, **kw):
            try:
                original(self, *a, **kw)  # Flink's context environment takes the graph and aborts
            finally:
                _write(result_file, {"executed": True, "broadcast": broadcast})
                # Nothing after execute() runs. Not 0: PythonDriver turns a failed Python process
                # into the ProgramAbortException after which Flink's client takes the StreamGraph
                # (a main() that returns is "aborted pre-maturely").
                os._exit(1)

        return execute

    StreamExecutionEnvironment.execute = executed(StreamExecutionEnvironment.execute)
    StreamExecutionEnvironment.execute_async = executed(StreamExecutionEnvironment.execute_async)
    _record_broadcast_descriptors(broadcast)

    import runpy

    try:
        if mode == "file":
            sys.argv = [target, *args]
            if os.path.isfile(target):  # (run_path puts a directory on the path itself)
                sys.path.insert(0, os.path.dirname(os.path.abspath(target)))
            runpy.run_path(target, run_name="__main__")
        else:
            sys.argv = [target, *args]
            runpy.run_module(target, run_name="__main__", alter_sys=True)
        error = {"message": "the program ended without calling execute() or execute_async()"}
    except SystemExit as e:
        error = {"message": f"the program called sys.exit({e.code!r}) before execute()"}
    except SyntaxError as e:
        error = {"message": f"SyntaxError: {e.msg}", "file": e.filename, "line": e.lineno}
    except BaseException as e:  # noqa: BLE001 - the user's program may raise anything
        error = {"message": f"{type(e).__name__}: {e}"}
        error.update(_user_frame(e))
    _write(result_file, {"error": error})
    os._exit(1)


def _record_broadcast_descriptors(recorded: list) -> None:
    """Record the broadcast state of each broadcast process function as the program declares it.

    A function gets its broadcast state through its context (``ctx.get_broadcast_state(d)``),
    never in ``open()``, and the JVM's operator has only the descriptors' names: their Python types
    exist only where the program passes them to ``DataStream.broadcast(...)``. Each
    ``BroadcastConnectedStream.process`` records them with the stream node of the operator it
    creates (the transformation's ID)."""
    from pyflink.datastream.data_stream import BroadcastConnectedStream

    original = BroadcastConnectedStream.process

    def process(self, *a, **kw):
        out = original(self, *a, **kw)
        recorded.append({
            "stream_node": out._j_data_stream.getId(),
            "states": [{
                "name": d.name,
                "kind": "broadcast",
                "type_info": repr(d.type_info),
                "structure": _type_structure(d.type_info),
                "ttl": None,
                "in_window": False,
            } for d in self.broadcast_state_descriptors],
        })
        return out

    BroadcastConnectedStream.process = process


def _user_frame(e: BaseException) -> dict:
    """The innermost frame of the program's own code (not PyFlink's, not the standard library's)."""
    skip = [os.path.dirname(os.__file__), os.path.dirname(os.path.abspath(__file__))]
    try:
        import pyflink

        skip.append(os.path.dirname(pyflink.__file__))
    except ImportError:
        pass
    found = {}
    for frame in traceback.extract_tb(e.__traceback__):
        path = os.path.abspath(frame.filename)
        if not any(path.startswith(s + os.sep) for s in skip) and not frame.filename.startswith("<"):
            found = {"file": path, "line": frame.lineno}
    return found


# ------------------------------------------------------------------------------ states


def _type_structure(t):
    """A TypeInformation as JSON: its class and its attributes (recursively; enums as
    ``{"enum": "Class.NAME"}``), Java objects left out. :func:`_type_of` builds it back."""
    from enum import Enum

    from pyflink.common.typeinfo import TypeInformation

    if isinstance(t, TypeInformation):
        fields = {k: _type_structure(v) for k, v in sorted(vars(t).items()) if not k.startswith("_j_")}
        return {"type": type(t).__name__, **({"fields": fields} if fields else {})}
    if isinstance(t, Enum):
        return {"enum": f"{type(t).__name__}.{t.name}"}
    if isinstance(t, (list, tuple)):
        return [_type_structure(x) for x in t]
    if isinstance(t, dict):
        return {str(k): _type_structure(v) for k, v in t.items()}
    if t is None or isinstance(t, (bool, int, float, str)):
        return t
    return type(t).__name__


def _ttl(config) -> dict | None:
    if config is None:
        return None
    ttl = config.get_ttl()
    millis = ttl.to_milliseconds() if hasattr(ttl, "to_milliseconds") else int(ttl.total_seconds() * 1000)
    return {
        "ttl_ms": millis,
        "update_type": config.get_update_type().name,
        "visibility": config.get_state_visibility().name,
    }


class _Dummy:
    """A state handle or timer service that accepts every call (open() only stores them)."""

    def __getattr__(self, name):
        return lambda *a, **kw: None


class _RecordingKeyedBackend:
    """Stands in for PyFlink's RemoteKeyedStateBackend: records the states asked for."""

    def __init__(self, recorded: list, declared: dict):
        self.recorded, self.declared = recorded, declared
        self.namespace_coder = None  # a window operator's window coder (PyFlink sets it)
        self._namespace_coder_impl = None
        #: The states a window operator reads in a window's namespace: its contents and its
        #: trigger's. Flink registers a Python state with the namespace of its first access
        #: (BeamKeyedStateStore: the window's serializer when the request carries a window,
        #: else VoidNamespace); states obtained through the runtime context (the functions'
        #: open(), the window assigner's) are accessed without one.
        self.window_names: set = set()

    def _record(self, kind, name, ttl_config):
        type_info, file, line = self.declared.get(name, (None, None, None))
        self.recorded.append({
            "file": file,
            "line": line,
            "name": name,
            "kind": kind,
            "type_info": None if type_info is None else repr(type_info),
            "structure": None if type_info is None else _type_structure(type_info),
            "ttl": _ttl(ttl_config),
            "in_window": self.namespace_coder is not None and name in self.window_names,
        })
        return _Dummy()

    def get_value_state(self, name, coder, ttl_config=None):
        return self._record("value", name, ttl_config)

    def get_list_state(self, name, coder, ttl_config=None):
        return self._record("list", name, ttl_config)

    def get_map_state(self, name, key_coder, value_coder, ttl_config=None):
        return self._record("map", name, ttl_config)

    def get_reducing_state(self, name, coder, reduce_function, ttl_config=None):
        return self._record("reducing", name, ttl_config)

    def get_aggregating_state(self, name, coder, agg_function, ttl_config=None):
        return self._record("aggregating", name, ttl_config)

    def __getattr__(self, name):  # set_current_key, commit, ...
        return lambda *a, **kw: None


class _RecordingOperatorBackend:
    """Stands in for PyFlink's RemoteOperatorStateBackend (broadcast state)."""

    def __init__(self, recorded: list):
        self.recorded = recorded

    def get_broadcast_state(self, descriptor):
        self.recorded.append({
            "name": descriptor.name,
            "kind": "broadcast",
            "type_info": repr(descriptor.type_info),
            "structure": _type_structure(descriptor.type_info),
            "ttl": None,
            "in_window": False,
        })
        return _Dummy()

    def commit(self):
        pass


def _states(project_root: str, request_file: str, result_file: str, limits: str) -> None:
    _confine(project_root, json.loads(limits))
    _without_gateway()
    with open(request_file, encoding="utf-8") as f:
        request = json.load(f)
    for path in reversed(request.get("python_path", [])):  # the program's own modules
        sys.path.insert(0, path)
    from pyflink.fn_execution import flink_fn_execution_pb2 as pb2
    from pyflink.fn_execution.datastream.process import runtime_context as rc

    Fn = pb2.UserDefinedDataStreamFunction
    stateful = {Fn.KEYED_PROCESS, Fn.KEYED_CO_PROCESS, Fn.KEYED_CO_BROADCAST_PROCESS, Fn.WINDOW}
    declared: dict = {}  # state name -> TypeInformation, as the functions declare them

    def declaring(method):
        def get(self, descriptor):
            caller = sys._getframe(1)  # the function's open(): where the state is declared
            declared[descriptor.name] = (descriptor.type_info, os.path.abspath(caller.f_code.co_filename),
                                         caller.f_lineno)
            return method(self, descriptor)

        return get

    for name in ("get_state", "get_list_state", "get_map_state", "get_reducing_state", "get_aggregating_state"):
        setattr(rc.StreamingRuntimeContext, name, declaring(getattr(rc.StreamingRuntimeContext, name)))

    out = {}
    for op in request["operators"]:
        key = _operator_key_function(op, request.get("python_path", []))
        declared.clear()
        try:
            recorded, window = _open_operator(op, stateful, declared, request.get("python_path", []))
            # Opened again, afresh: a state whose name differs is named anew at each open (PyFlink's
            # KeyedStream.reduce: "_reduce_state" + a random UUID), which Flink never restores.
            try:
                again, _ = _open_operator(op, stateful, {}, request.get("python_path", []))
            except BaseException:  # noqa: BLE001 - an open() that cannot run twice: nothing to compare
                again = []
            if [r["kind"] for r in again] == [r["kind"] for r in recorded]:
                for first, second in zip(recorded, again):
                    if first["name"] != second["name"]:
                        first["name_changes_each_open"] = True
            lazy = sorted({m for function in op["functions"] for m in _lazy_state(base64.b64decode(function["payload"]))})
        except BaseException as e:  # noqa: BLE001 - the user's open() may raise anything
            out[op["id"]] = {"error": f"{type(e).__name__}: {e}", **_user_frame(e), **key}
            continue
        timers = {}
        if op["functions"][0]["function_type"] in (Fn.KEYED_PROCESS, Fn.KEYED_CO_PROCESS, Fn.KEYED_CO_BROADCAST_PROCESS):
            timers = {"timers": _timer_use(base64.b64decode(op["functions"][0]["payload"]), request.get("python_path", []))}
        out[op["id"]] = {"states": recorded, **({"lazy_state": lazy} if lazy else {}),
                         **({"window": window} if window is not None else {}), **timers, **key}
    _write(result_file, {"operators": out})


def _open_operator(op: dict, stateful: set, declared: dict, program_paths) -> tuple[list, dict | None]:
    """Open the Python functions of operator ``op`` as PyFlink's worker does, with backends that
    record the states they obtain: (the states, in the order obtained; the window's description
    when the operator is a window)."""
    from pyflink.fn_execution import flink_fn_execution_pb2 as pb2
    from pyflink.fn_execution.datastream.process import operations

    Fn = pb2.UserDefinedDataStreamFunction
    recorded: list = []
    window = None
    keyed = _RecordingKeyedBackend(recorded, declared)
    operator_backend = _RecordingOperatorBackend(recorded)
    for i, function in enumerate(op["functions"]):
        proto = Fn(
            function_type=function["function_type"],
            payload=base64.b64decode(function["payload"]),
            runtime_context=Fn.RuntimeContext(
                task_name=op["name"], task_name_with_subtasks=f"{op['name']} (1/{op['parallelism']})",
                number_of_parallel_subtasks=op["parallelism"],
                max_number_of_parallel_subtasks=op["max_parallelism"],
                index_of_this_subtask=0, attempt_number=0),
            metric_enabled=True,  # a window operator's open() registers a counter
        )
        if i == 0 and function["function_type"] in stateful:
            operation = operations.StatefulOperation(proto, keyed, operator_backend)
        else:
            operation = operations.StatelessOperation(proto, operator_backend)
        if i == 0 and function["function_type"] == Fn.WINDOW:  # (the operation set the window coder)
            _window_states(proto, keyed, declared)
            window = _window_spec_or_none(proto.payload, program_paths)
        operation.open()
    return recorded, window


def _operator_key_function(op: dict, program_paths) -> dict:
    """``{"key_function": {"fingerprint", "description"}}`` when the operator's last function is
    a ``key_by``'s (what keys the operator downstream), ``{"key_function_error": ...}`` when it
    could not be read, else ``{}``."""
    from pyflink.fn_execution import pickle as pyflink_pickle

    if not op["functions"]:
        return {}
    try:
        key = _key_function(pyflink_pickle.loads(base64.b64decode(op["functions"][-1]["payload"])))
        return {} if key is None else {"key_function": key_fingerprint(key, program_paths)}
    except BaseException as e:  # noqa: BLE001 - unpickling the user's function may raise anything
        return {"key_function_error": f"{type(e).__name__}: {e}"}


def _window_states(proto, keyed: "_RecordingKeyedBackend", declared: dict) -> None:
    """The states of a Python window operator that no open() obtains: its trigger's (in the
    window's namespace, e.g. CountTrigger's "count") and its assigner's (e.g.
    CountTumblingWindowAssigner's "tumble-count-assigner"), obtained when the first record
    arrives from the descriptors they hold; and which states are read in a window's namespace."""
    import inspect

    from pyflink.datastream.state import StateDescriptor
    from pyflink.fn_execution import pickle as pyflink_pickle
    from pyflink.fn_execution.datastream.process.runtime_context import StreamingRuntimeContext
    from pyflink.fn_execution.datastream.window.window_operator import get_or_create_keyed_state

    window = pyflink_pickle.loads(proto.payload)  # a WindowOperationDescriptor
    held = {part: _held_descriptors(obj, StateDescriptor)
            for part, obj in (("trigger", window.trigger), ("assigner", window.assigner))}
    keyed.window_names = {d.name for _, d in held["trigger"]}
    if window.window_state_descriptor is not None:
        keyed.window_names.add(window.window_state_descriptor.name)
    context = StreamingRuntimeContext.of(proto.runtime_context, None, keyed)
    for part, descriptors in held.items():
        for owner, descriptor in descriptors:
            get_or_create_keyed_state(context, descriptor)
            try:  # declared by the trigger's or assigner's class
                where = (os.path.abspath(inspect.getsourcefile(owner)), inspect.getsourcelines(owner)[1])
            except (OSError, TypeError):
                where = (None, None)
            declared[descriptor.name] = (descriptor.type_info, *where)
            keyed.recorded[-1].update(file=where[0], line=where[1])


#: PyFlink's own window assigners and triggers (pyflink/datastream/window.py): the attributes that
#: are what the window is, by the name of Flink's Java field for the same thing, and the fields
#: the Java class has where PyFlink has none (its fixed value). A PyFlink window then describes as
#: the same window does in a JAR (graph/bridge/Behaviour.java), which the savepoint evidence
#: (compat/window_evidence.py) reads by those names. Their other attributes are left out: state
#: descriptors, coders, values derived from these (a sliding window's pane size) or set on each
#: record (a dynamic session's last gap).
_FLINK_WINDOW_FIELDS = {
    "TumblingEventTimeWindows": ({"_size": "size", "_offset": "globalOffset"}, {"windowStagger": "ALIGNED"}),
    "TumblingProcessingTimeWindows": ({"_size": "size", "_offset": "globalOffset"}, {"windowStagger": "ALIGNED"}),
    "SlidingEventTimeWindows": ({"_size": "size", "_slide": "slide", "_offset": "offset"}, {}),
    "SlidingProcessingTimeWindows": ({"_size": "size", "_slide": "slide", "_offset": "offset"}, {}),
    "EventTimeSessionWindows": ({"_session_gap": "sessionTimeout"}, {}),
    "ProcessingTimeSessionWindows": ({"_session_gap": "sessionTimeout"}, {}),
    "DynamicEventTimeSessionWindows": (
        {"_session_window_time_gap_extractor": "sessionWindowTimeGapExtractor"}, {}),
    "DynamicProcessingTimeSessionWindows": (
        {"_session_window_time_gap_extractor": "sessionWindowTimeGapExtractor"}, {}),
    "GlobalWindows": ({}, {"defaultTrigger": "NeverTrigger"}),
    # PyFlink's count windows (Java's countWindow is GlobalWindows with a CountTrigger instead)
    "CountTumblingWindowAssigner": ({"_window_size": "windowSize"}, {}),
    "CountSlidingWindowAssigner": ({"_window_size": "windowSize", "_window_slide": "windowSlide"}, {}),
    "EventTimeTrigger": ({}, {}),
    "ProcessingTimeTrigger": ({}, {}),
    "NeverTrigger": ({}, {}),
    "CountTrigger": ({"_window_size": "maxCount"}, {}),
    "PurgingTrigger": ({"nested_trigger": "nestedTrigger"}, {}),
    "ContinuousEventTimeTrigger": ({"interval": "interval"}, {}),
    "ContinuousProcessingTimeTrigger": ({"interval": "interval"}, {}),
}
#: How deep :func:`_describe` follows objects' attributes (as Behaviour.java's MAX_DEPTH).
_DESCRIBE_DEPTH = 4


def _window_spec(window, program_paths=()) -> dict:
    """What a Python window operator (its ``WindowOperationDescriptor``) does with its state
    beyond the state's types, as graph/model.py's ``WindowSpec``: the assigner's class and
    fields, whether it merges windows and is of event time, the trigger described, the allowed
    lateness (ms; None where the descriptor has none). PyFlink's window has no evictor."""
    from pyflink.datastream.window import MergingWindowAssigner

    assigner = window.assigner
    return {
        "assigner": _class_name(type(assigner)),
        "parameters": _fields(assigner, 1, program_paths),
        "merging": isinstance(assigner, MergingWindowAssigner),
        "event_time": bool(assigner.is_event_time()),
        "trigger": _describe(window.trigger, 1, program_paths),
        "evictor": None,
        "allowed_lateness": _lateness(getattr(window, "allowed_lateness", None)),
    }


def _lateness(value):
    """PyFlink's allowed lateness (an int of ms) as a WindowSpec's, None if it is anything else."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def _window_spec_or_none(payload: bytes, program_paths):
    """:func:`_window_spec` of a window function's payload; None when it cannot be read (the
    checker then says nothing of the window, never "unchanged", as for a JAR's)."""
    from pyflink.fn_execution import pickle as pyflink_pickle

    try:
        return _window_spec(pyflink_pickle.loads(payload), program_paths)
    except Exception:  # noqa: BLE001 - a program's assigner or trigger may hold anything
        return None


def _flink_class(cls) -> bool:
    return (cls.__module__ or "").startswith("pyflink.")


def _class_name(cls) -> str:
    """PyFlink's classes by their name (as Flink's Java classes are named), a program's in full."""
    return cls.__qualname__ if _flink_class(cls) else f"{cls.__module__}.{cls.__qualname__}"


def _fields(obj, depth: int, program_paths) -> dict:
    """An object's attributes that say what it does, each described (:func:`_describe`): for
    PyFlink's own classes those of :data:`_FLINK_WINDOW_FIELDS` (another of PyFlink's classes has
    none known), for a program's every attribute but state descriptors and type information
    (they are the state's types, which the serializer rules compare)."""
    from pyflink.common.typeinfo import TypeInformation
    from pyflink.datastream.state import StateDescriptor

    cls = type(obj)
    if _flink_class(cls):
        renamed, fixed = _FLINK_WINDOW_FIELDS.get(cls.__name__, ({}, {}))
        found = {java: _describe(getattr(obj, attr), depth + 1, program_paths)
                 for attr, java in renamed.items() if getattr(obj, attr, None) is not None}
        return dict(sorted({**found, **fixed}.items()))
    return dict(sorted((name, _describe(value, depth + 1, program_paths))
                       for name, value in vars(obj).items()
                       if value is not None and not isinstance(value, (StateDescriptor, TypeInformation))))


def _describe(obj, depth: int, program_paths) -> str:
    """An object as ``Class(field=value, ...)`` (graph/bridge/Behaviour.java's ``describe``):
    plain values as they print in Java, a function by its code's fingerprint."""
    import enum
    import types

    if obj is None:
        return "null"
    if isinstance(obj, bool):
        return "true" if obj else "false"
    if isinstance(obj, (str, int, float)):
        return str(obj)
    if isinstance(obj, enum.Enum):
        return obj.name
    if isinstance(obj, (types.FunctionType, types.MethodType)):
        return f"code {key_fingerprint(obj, program_paths)['fingerprint']}"
    if isinstance(obj, (list, tuple)):
        return "[" + ", ".join(_describe(v, depth + 1, program_paths) for v in obj[:64]) + "]"
    if depth > _DESCRIBE_DEPTH or not hasattr(obj, "__dict__"):
        return _class_name(type(obj))
    fields = _fields(obj, depth, program_paths)
    name = _class_name(type(obj))
    return f"{name}({', '.join(f'{k}={v}' for k, v in fields.items())})" if fields else name


def _held_descriptors(obj, descriptor_class, depth: int = 0) -> list:
    """(class of the holder, descriptor) of every state descriptor ``obj`` holds, and the objects
    it holds do (a PurgingTrigger's nested CountTrigger holds the "count"), a few levels deep."""
    found = []
    for value in vars(obj).values() if hasattr(obj, "__dict__") else ():
        if isinstance(value, descriptor_class):
            found.append((type(obj), value))
        elif depth < 3 and hasattr(value, "__dict__") and not isinstance(value, type):
            found += _held_descriptors(value, descriptor_class, depth + 1)
    return found


#: The runtime context's methods that obtain keyed state (broadcast state is found from the
#: program's descriptors instead, see _record_broadcast_descriptors).
_STATE_GETTERS = frozenset({"get_state", "get_list_state", "get_map_state", "get_reducing_state",
                            "get_aggregating_state"})
#: The methods PyFlink calls before any record (where the recorded states come from).
_OPENING = ("open", "__init__")


def _lazy_state(payload: bytes) -> list:
    """``Class.method`` of each method of the program's classes in ``payload`` (the pickled
    function PyFlink ships to its worker: the function, and the objects it holds, e.g. helpers,
    or a window's function, trigger and assigner) that obtains state and that no ``open()`` or
    ``__init__`` reaches: it obtains it on a record, which the discovery does not see. Reached:
    the methods named in ``open``/``__init__`` of any of these classes, transitively (by name:
    a helper's method called from the function's ``open()`` is reached). Read from the code
    objects (their names and those of nested functions), without running them; only classes of
    the program, not PyFlink's."""
    import types

    from pyflink.fn_execution import pickle as pyflink_pickle

    def names(code) -> set:
        out = set(code.co_names)
        for const in code.co_consts:
            if isinstance(const, types.CodeType):
                out |= names(const)
        return out

    classes = _program_classes(pyflink_pickle.loads(payload))
    methods = {(cls, name): names(v.__code__) for cls in classes for name, v in vars(cls).items()
               if isinstance(v, types.FunctionType)}
    reached, todo = set(), [m for m in methods if m[1] in _OPENING]
    while todo:
        method = todo.pop()
        if method not in reached:
            reached.add(method)
            todo.extend(m for m in methods if m[1] in methods[method])
    return [f"{cls.__qualname__}.{name}" for (cls, name), used in methods.items()
            if (cls, name) not in reached and used & _STATE_GETTERS]


#: The timer service's methods that register a timer, by time domain (graph.model.TimerUse).
_TIMER_REGISTRATION = {"event": "register_event_time_timer", "processing": "register_processing_time_timer"}


#: How many functions and classes :func:`_timer_use` reads before it says "not known" (an installed
#: library's code, which it reads too, can reach far: a function that uses pandas and NumPy reaches
#: about 3,400 of theirs, read in 0.5 s).
_TIMER_READ_LIMIT = 10_000


def _timer_use(payload: bytes, program_paths) -> dict:
    """Which timers a keyed process function's code registers, and whether it has an
    ``on_timer`` of its own (rule TIMERS_NO_LONGER_SET: Flink fires the restored timers into
    it), read from the names its code uses without running it: the methods of the program's
    classes in ``payload`` (:func:`_program_classes`), the functions it holds, and the functions,
    classes and modules' functions they name, transitively, the program's and installed libraries'
    alike (a library's helper may register the timers; Python's standard library and PyFlink are
    not read).
    With ``unread`` (why) where the code may register timers by a name made at run time
    (``getattr`` in the program's code that names the timer service, or in a function that names
    it or holds a text with "timer"), or reaches more than :data:`_TIMER_READ_LIMIT` functions:
    the domains then say what the code read registers. Restored timers fire ``on_timer`` whatever
    the new code sets, so "sets none" is said only of code read whole."""
    import types

    from pyflink.fn_execution import pickle as pyflink_pickle

    function = pyflink_pickle.loads(payload)
    classes = _program_classes(function)
    own = _Fingerprinter(program_paths).own

    def read(value) -> bool:  # the program's, or an installed library's (pure Python)
        module = value.__name__ if isinstance(value, types.ModuleType) else getattr(value, "__module__", None)
        top = (module or "").split(".")[0]
        if own(value):
            return True
        return (bool(top) and top not in sys.stdlib_module_names and top != "pyflink"
                and bool(getattr(sys.modules.get(module), "__file__", None)))

    names: set = set()
    program_getattr = dynamic = False
    unread = None
    seen: set = set()  # ids of the functions and classes read, (module's id, attribute) pairs
    read_count = 0
    # (a value the code names, the names of the code that names it: a module's are read by them)
    todo = [(v, ()) for cls in classes for v in vars(cls).values()] + [(f, ()) for f in _held_functions(function)]
    while todo:
        value, named_by = todo.pop()
        if isinstance(value, (staticmethod, classmethod)):
            value = value.__func__
        if id(value) in seen or not isinstance(value, (types.FunctionType, type, types.ModuleType)):
            continue
        if isinstance(value, types.ModuleType):  # its attributes the code names, each once
            if read(value):
                fresh = [attr for attr in named_by if (id(value), attr) not in seen]
                seen.update((id(value), attr) for attr in fresh)
                todo += [(_module_attribute(value, attr), named_by) for attr in fresh]
            continue
        seen.add(id(value))
        read_count += 1
        if read_count > _TIMER_READ_LIMIT:
            unread = f"its code reaches more than {_TIMER_READ_LIMIT:,} functions"
            break
        if isinstance(value, type):
            if read(value):
                todo += [(v, ()) for v in vars(value).values()]
            continue
        if not read(value) and named_by:  # (the classes' own methods are read whatever their module)
            continue
        used = _all_names(value.__code__)
        texts = _text_constants(value.__code__) - {value.__doc__}
        # a method's name given as a text (to a helper that calls getattr) is named all the same
        names |= used | texts
        if "getattr" in used:
            program_getattr |= own(value)
            dynamic |= "timer_service" in used or any("timer" in t for t in texts)
        todo += [(value.__globals__.get(name), used) for name in _global_names(value.__code__)]
    if dynamic or (program_getattr and "timer_service" in names):
        unread = "its code calls getattr, which may name a method of the timer service made at run time"
    return {**{domain: method in names for domain, method in _TIMER_REGISTRATION.items()},
            "on_timer": any("on_timer" in vars(cls) for cls in classes), **({"unread": unread} if unread else {})}


def _module_attribute(module, name: str):
    """``module.name``, or None: a module's ``__getattr__`` (a library's lazy imports, its
    deprecations) may fail or warn."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return getattr(module, name, None)
        except Exception:
            return None


def _text_constants(code) -> set:
    """The texts (``str`` constants) of ``code`` and of the code nested in it."""
    import types

    out = set()
    for const in code.co_consts:
        if isinstance(const, str):
            out.add(const)
        elif isinstance(const, types.CodeType):
            out |= _text_constants(const)
    return out


#: How deep :func:`_program_classes` looks into the objects a function holds.
_HELD_DEPTH = 4


def _program_classes(function) -> list:
    """The classes of the program (not PyFlink's, nor Python's) of ``function`` and of the objects
    it holds, with their bases, up to :data:`_HELD_DEPTH` attributes deep."""
    found: dict = {}
    for obj in _held_objects(function):
        for cls in type(obj).__mro__:
            if cls.__module__.split(".")[0] not in ("pyflink", "builtins", "abc", "typing"):
                found.setdefault(cls, None)
    return list(found)


def _held_functions(function) -> list:
    """The Python functions ``function`` holds (an attribute set to a function or a bound method,
    given to its constructor, say), up to :data:`_HELD_DEPTH` attributes deep."""
    import types

    return [obj.__func__ if isinstance(obj, types.MethodType) else obj for obj in _held_objects(function)
            if isinstance(obj, (types.FunctionType, types.MethodType))]


def _held_objects(function):
    """``function`` and the objects it holds (attributes, and the items of lists, tuples, sets and
    dicts, which are not themselves given), each once, up to :data:`_HELD_DEPTH` deep."""
    seen: set = set()
    todo = [(function, 0)]
    while todo:
        obj, depth = todo.pop()
        if id(obj) in seen or depth > _HELD_DEPTH:
            continue
        seen.add(id(obj))
        if isinstance(obj, (list, tuple, set, frozenset)):
            todo += [(x, depth + 1) for x in obj]
            continue
        if isinstance(obj, dict):
            todo += [(x, depth + 1) for x in obj.values()]
            continue
        yield obj
        attributes = getattr(obj, "__dict__", None)
        if isinstance(attributes, dict):
            todo += [(x, depth + 1) for x in attributes.values()]


# ------------------------------------------------------------------------- key functions


def _key_function(function):
    """The key function of a ``key_by`` in ``function`` (an unpickled Python function of an
    operator), or None: PyFlink's ``key_by`` adds the process function ``AddKey`` (in
    ``pyflink.datastream.data_stream``) whose ``_get_key_func`` is the program's callable (a
    lambda, a def, or a ``KeySelector``'s bound ``get_key``) and whose output is keyed on the JVM
    by the Row field it computed: the JVM's key selector is the same for every Python key."""
    cls = type(function)  # (a local class, pickled by value: its qualname is its name)
    if cls.__name__ == "AddKey" and cls.__module__ == "pyflink.datastream.data_stream":
        return getattr(function, "_get_key_func", None)
    return None


#: The code flags that change what a function does (varargs, generator, coroutine…); the others
#: say where it was defined (CO_NESTED) or are the compiler's bookkeeping.
_CODE_FLAGS = 0x04 | 0x08 | 0x20 | 0x80 | 0x100 | 0x200
#: The longest source line a key function's description quotes (a lambda's).
_SHOWN_SOURCE = 80
#: How deep :func:`key_fingerprint` follows the functions a key function calls.
_CALL_DEPTH = 8


def key_fingerprint(function, program_paths=()) -> dict:
    """What a Python key function computes, as ``{"fingerprint": sha256 hex, "description"}``.

    Made from its code objects, never from its source text: the instructions (``dis``, without
    ``NOP``s, jump targets as instruction indexes), the constants they load (recursively; nested
    code objects the same way), the global and attribute names they load, the argument counts
    and the flags that change behaviour; the values of its closure cells, default arguments and
    the globals it loads that are plain data; and the same for the functions it calls that are
    defined in the program's own modules (``__main__``, or a file under ``program_paths``) or
    are methods of a ``KeySelector`` of the program (with the selector's plain-data attributes).
    Left out: line numbers and positions, file names, the function's own name and qualname
    (references to itself included), local variable names, docstrings (a constant no instruction
    loads). So a comment, a reformat or a rename keeps the fingerprint; a moved field, another
    constant or expression, or another captured value changes it. The fingerprint depends on
    the Python version (bytecode does): both sides must be fingerprinted by the same interpreter."""
    import hashlib
    import inspect

    described = _Fingerprinter(program_paths).callable(function, 0)
    digest = hashlib.sha256(repr(described).encode("utf-8")).hexdigest()
    target = getattr(function, "__func__", function)
    name = getattr(target, "__qualname__", type(function).__qualname__)
    try:
        lines, line = inspect.getsourcelines(target)
        where = f" at {os.path.basename(inspect.getsourcefile(target))}:{line}"
        if getattr(target, "__name__", "") == "<lambda>":  # its line says which lambda it is
            text = " ".join(lines[0].split())
            where += f" `{text if len(text) <= _SHOWN_SOURCE else text[:_SHOWN_SOURCE - 1] + '…'}`"
    except (OSError, TypeError, IndexError):
        where = ""
    return {"fingerprint": digest, "description": f"Python key function {name}{where} (code sha256:{digest[:12]}…)"}


class _Fingerprinter:
    """The structure :func:`key_fingerprint` hashes (tuples and text only)."""

    def __init__(self, program_paths):
        self.paths = [os.path.abspath(p) + os.sep for p in program_paths]
        self.seen: dict = {}  # id(function) -> its index: a recursion or a function called twice

    def own(self, obj) -> bool:
        """Defined in the program (not in PyFlink, Python or an installed package)."""
        module = getattr(obj, "__module__", None)
        if module == "__main__":
            return True
        file = getattr(sys.modules.get(module or ""), "__file__", None)
        return bool(file) and any(os.path.abspath(file).startswith(p) for p in self.paths)

    def callable(self, obj, depth: int):
        import types

        if isinstance(obj, types.MethodType):  # a KeySelector's get_key: the selector's data too
            owner = obj.__self__
            data = tuple(sorted((k, self.value(v, depth + 1)) for k, v in getattr(owner, "__dict__", {}).items()))
            return ("method", self.function(obj.__func__, depth, type(owner)), data)
        if isinstance(obj, types.FunctionType):
            return self.function(obj, depth)
        if isinstance(obj, (types.BuiltinFunctionType, types.BuiltinMethodType)):
            return ("builtin", getattr(obj, "__module__", None), obj.__qualname__)
        if callable(obj) and self.own(type(obj)):  # an object with __call__
            data = tuple(sorted((k, self.value(v, depth + 1)) for k, v in getattr(obj, "__dict__", {}).items()))
            return ("callable object", self.function(type(obj).__call__, depth, type(obj)), data)
        return ("object", type(obj).__module__, type(obj).__qualname__)

    def function(self, fn, depth: int, cls=None):
        if id(fn) in self.seen:
            return ("seen", self.seen[id(fn)])
        self.seen[id(fn)] = len(self.seen)
        if depth > _CALL_DEPTH:
            return ("too deep",)
        code = fn.__code__
        cells = tuple(self.value(c.cell_contents, depth + 1) if _filled(c) else ("empty cell",)
                      for c in (fn.__closure__ or ()))
        defaults = tuple(self.value(v, depth + 1) for v in (fn.__defaults__ or ()))
        kwdefaults = tuple(sorted((k, self.value(v, depth + 1)) for k, v in (fn.__kwdefaults__ or {}).items()))
        loaded = tuple(self.global_value(fn, name, depth) for name in _global_names(code) if name != fn.__name__)
        owner = self.owner_methods(fn, code, depth, cls)
        return ("function", self.code(code, fn.__name__), cells, defaults, kwdefaults, loaded, owner)

    def owner_methods(self, fn, code, depth: int, cls=None):
        """The other methods of the class ``fn`` is a method of (``cls``, else found by its
        qualname) that ``fn`` names (``self.helper``), with their class."""
        if cls is None:
            qualname = fn.__qualname__.split(".")
            if len(qualname) < 2 or "<locals>" in qualname[-2:]:
                return ()
            cls = getattr(sys.modules.get(fn.__module__ or ""), qualname[0], None)
            for part in qualname[1:-1]:
                cls = getattr(cls, part, None)
        if not isinstance(cls, type):
            return ()
        out = []
        for name in sorted(_all_names(code)):
            attr = next((c.__dict__[name] for c in cls.__mro__ if name in c.__dict__), None)
            if isinstance(attr, (staticmethod, classmethod)):
                attr = attr.__func__
            if attr is not None and name != fn.__name__ and callable(attr) and self.own(attr):
                out.append((name, self.function(attr, depth + 1, cls) if isinstance(attr, _FunctionType)
                            else self.callable(attr, depth + 1)))
        return tuple(out)

    def global_value(self, fn, name: str, depth: int):
        import builtins
        import types

        if name in fn.__globals__:
            value = fn.__globals__[name]
        elif hasattr(builtins, name):
            return (name, "builtin")
        else:
            return (name, "unbound")
        if isinstance(value, types.ModuleType):
            attrs = []
            if self.own(value):  # helpers.key_of(r): follow the attributes the code names
                for attr in sorted(_all_names(fn.__code__)):
                    member = getattr(value, attr, None)
                    if isinstance(member, types.FunctionType):
                        attrs.append((attr, self.function(member, depth + 1)))
                    elif _plain(member):
                        attrs.append((attr, self.value(member, depth + 1)))
            return (name, "module", value.__name__, tuple(attrs))
        return (name, self.value(value, depth + 1))

    def value(self, v, depth: int):
        import types

        if _plain(v):
            return ("data", _plain_repr(v))
        if isinstance(v, types.CodeType):
            return self.code(v, None)
        if isinstance(v, (types.FunctionType, types.MethodType)) and (self.own(getattr(v, "__func__", v))):
            return self.callable(v, depth)
        if isinstance(v, types.FunctionType):  # a function of a library: by its name
            return ("function of", v.__module__, v.__qualname__)
        if isinstance(v, (list, tuple)) and depth <= _CALL_DEPTH:
            return (type(v).__name__, tuple(self.value(x, depth + 1) for x in v))
        if isinstance(v, type):
            return ("class", v.__module__, v.__qualname__)
        return ("object", type(v).__module__, type(v).__qualname__)

    def code(self, code, own_name):
        """A code object without line numbers, positions, file and own name, local names or
        docstring: its instructions (constants and names resolved, jumps as indexes)."""
        import dis

        instructions = [i for i in dis.get_instructions(code) if i.opname not in ("NOP", "EXTENDED_ARG")]
        index = {i.offset: n for n, i in enumerate(instructions)}
        jumps = set(dis.hasjrel) | set(dis.hasjabs)
        out = []
        for i in instructions:
            if i.opcode in jumps:
                arg = ("to", index.get(i.argval, i.argval))
            elif i.opcode in dis.hasconst:
                arg = self.value(i.argval, 0)
            elif i.opcode in dis.hasname:
                arg = ("name", "<self>" if i.argval == own_name and own_name is not None else i.argval,
                       (i.arg or 0) & 1)  # (3.12: the low bit says whether a NULL is pushed)
            else:  # local and cell slots by index, operators by their argument
                arg = i.arg
            out.append((i.opname, arg))
        table = tuple((index.get(e.start), index.get(e.end), index.get(e.target), e.depth, e.lasti)
                      for e in getattr(dis.Bytecode(code), "exception_entries", ()))
        return ("code", tuple(out), table, code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount,
                code.co_flags & _CODE_FLAGS)


def _filled(cell) -> bool:
    try:
        cell.cell_contents
    except ValueError:
        return False
    return True


_PLAIN = (type(None), bool, int, float, complex, str, bytes)
_FunctionType = type(_filled)


def _plain(v) -> bool:
    """Plain data: numbers, text, bytes and containers of them."""
    if isinstance(v, _PLAIN):
        return True
    if isinstance(v, (tuple, list, set, frozenset)):
        return all(_plain(x) for x in v)
    if isinstance(v, dict):
        return all(_plain(k) and _plain(x) for k, x in v.items())
    return False


def _plain_repr(v) -> str:
    if isinstance(v, (set, frozenset)):
        return f"{type(v).__name__}({sorted(_plain_repr(x) for x in v)})"
    if isinstance(v, dict):
        return f"dict({sorted((_plain_repr(k), _plain_repr(x)) for k, x in v.items())})"
    if isinstance(v, (tuple, list)):
        return f"{type(v).__name__}({[_plain_repr(x) for x in v]})"
    return f"{type(v).__name__}:{v!r}"


def _global_names(code) -> list:
    """The names ``code`` (and the code nested in it) loads as globals, in order of first use."""
    import dis
    import types

    out = []
    for i in dis.get_instructions(code):
        if i.opname in ("LOAD_GLOBAL", "LOAD_NAME") and i.argval not in out:
            out.append(i.argval)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            out += [n for n in _global_names(const) if n not in out]
    return out


def _all_names(code) -> set:
    import types

    out = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            out |= _all_names(const)
    return out


# ------------------------------------------------------------------------------ values


def _type_of(structure):
    """The TypeInformation :func:`_type_structure` describes (PyFlink's classes, attributes set)."""
    from pyflink.common import typeinfo

    if isinstance(structure, list):
        return [_type_of(x) for x in structure]
    if isinstance(structure, dict) and "enum" in structure:
        cls, name = structure["enum"].split(".")
        return getattr(typeinfo, cls)[name]
    if isinstance(structure, dict) and "type" in structure:
        cls = getattr(typeinfo, structure["type"])
        t = cls.__new__(cls)
        t._j_typeinfo = None
        for k, v in structure.get("fields", {}).items():
            setattr(t, k, _type_of(v))
        return t
    if isinstance(structure, dict):
        return {k: _type_of(v) for k, v in structure.items()}
    return structure


def _values(project_root: str, request_file: str, result_file: str, limits: str) -> None:
    """Decode a savepoint's Python state bytes with the coders of declared Python types, as
    PyFlink's state backend reads them (a bag element: the values one after another; a map key
    or value: one value). Request: states of ``{"structure", "kind", "pieces": [[role, hex]]}``;
    result per state: how many pieces were read and the first that did not read; with
    ``"failed": n``, also the index of every piece that did not read, the first ``n`` with the
    coder's error (``[[index, error or None]]``); where a role's coder reads a float or a
    double, ``float_patterns`` (:func:`_integer_patterns`: values read that are an integer's
    bits)."""
    _confine(project_root, json.loads(limits))
    _without_gateway()
    sys.modules["pyflink.fn_execution.coder_impl_fast"] = None  # the pure Python coders: they fail
    sys.modules["pyflink.fn_execution.stream_fast"] = None  # where the Cython ones may crash
    from pyflink.fn_execution.coders import from_type_info
    from pyflink.fn_execution.stream_slow import InputStream

    with open(request_file, encoding="utf-8") as f:
        request = json.load(f)
    out = []
    for state in request["states"]:
        coder = from_type_info(_type_of(state["structure"]))
        if state["kind"] == "list":
            coders = {"element": coder._elem_coder}
        elif state["kind"] in ("map", "broadcast"):  # (a broadcast state's descriptor is a map's)
            coders = {"key": coder._key_coder, "value": coder._value_coder}
        else:
            coders = {"element": coder}
        impls = {role: c.get_impl() for role, c in coders.items()}
        floats = {role: _FLOAT_WIDTHS.get(type(impl).__name__) for role, impl in impls.items()}
        keep = state.get("keep", 0)  # how many decoded pieces to send back, as text
        explain = state.get("failed")  # how many failing pieces to send back with their error
        read, failure, values, failed = 0, None, [], []
        patterns = {"integer_like": 0, "nonzero": 0, "first": None}
        for index, (role, data) in enumerate(state["pieces"]):
            data = bytes.fromhex(data)
            stream = InputStream(data)
            decoded = []
            try:
                while stream.pos < len(data) or not decoded:
                    decoded.append(impls[role].decode_from_stream(stream))
                    if role != "element" or state["kind"] not in ("list",):
                        break  # one value: a map key or value, the one value of a value state
                if stream.pos > len(data):
                    raise EOFError(f"the bytes end {stream.pos - len(data)} byte(s) early")
                if stream.pos < len(data):
                    raise ValueError(f"{len(data) - stream.pos} byte(s) left over")
            except Exception as e:  # noqa: BLE001 - any decoding error is the answer
                error = f"{type(e).__name__}: {e}"
                if failure is None:
                    failure = {"role": role, "bytes": data[:16].hex(), "error": error}
                if len(values) < keep:
                    values.append([role, f"cannot decode: {error}"])
                if explain is not None:
                    failed.append([index, error if len(failed) < explain else None])
                continue
            read += 1
            bits = _integer_patterns(data, floats[role], patterns) if floats[role] else None
            if bits and explain is not None:  # the replay: which pieces, with their first such value
                patterns.setdefault("pieces", []).append(index)
                patterns.setdefault("bits", {})[str(index)] = bits
            if len(values) < keep:
                values.append([role, _shown(decoded if state["kind"] == "list" else decoded[0])])
        out.append({"read": read, "failure": failure, **({"values": values} if keep else {}),
                    **({"failed": failed} if explain is not None else {}),
                    **({"float_patterns": patterns} if any(floats.values()) else {})})
    _write(result_file, {"states": out})


#: PyFlink's coders of one IEEE 754 number (``struct`` '>f' and '>d'): their width in bytes.
_FLOAT_WIDTHS = {"FloatCoderImpl": 4, "DoubleCoderImpl": 8}


def _integer_patterns(data: bytes, width: int, patterns: dict) -> str | None:
    """Count, in a piece read as floats of ``width`` bytes, the values that are not ±0.0
    (``nonzero``) and those whose bits are an integer's rather than a float's (``integer_like``):
    a subnormal (exponent bits all 0: the int 12 read as a float is 1.7e-44) or a NaN with the
    sign bit and a payload (all exponent bits 1: a small negative int, -1 is 0xffffffff),
    which no arithmetic produces. ``first``: the first such value's bytes, as hex. Returns
    the piece's first such value's bytes, or None."""
    found = None
    exponent_bits = 8 if width == 4 else 11
    mantissa_bits = width * 8 - 1 - exponent_bits
    all_ones = (1 << exponent_bits) - 1
    quiet_nan = 1 << (mantissa_bits - 1)  # the payload of the NaN arithmetic gives
    for at in range(0, len(data) - width + 1, width):
        bits = int.from_bytes(data[at:at + width], "big")
        sign, exponent = bits >> (width * 8 - 1), (bits >> mantissa_bits) & all_ones
        mantissa = bits & ((1 << mantissa_bits) - 1)
        if exponent == 0 and mantissa == 0:
            continue
        patterns["nonzero"] += 1
        if exponent == 0 or (exponent == all_ones and sign and mantissa not in (0, quiet_nan)):
            patterns["integer_like"] += 1
            found = found or data[at:at + width].hex()
            patterns["first"] = patterns["first"] or found
    return found


#: The longest text of one decoded value sent back.
_SHOWN_CHARS = 200


def _shown(value) -> str:
    text = repr(value)
    return text if len(text) <= _SHOWN_CHARS else text[:_SHOWN_CHARS - 1] + "…"


if __name__ == "__main__":
    command, *rest = sys.argv[1:]
    {"program": _program, "states": _states, "values": _values}[command](*rest)
