"""What a savepoint shows of a window operator's old window, against the new job's window.

A savepoint records no window assigner or trigger, but Flink 2.3's WindowOperator leaves
traces of them in its keyed state, which rule ``WINDOW_CHANGED`` compares with the new
operator's :class:`WindowSpec` when the old side is a savepoint:

* ``merging-window-set`` (WindowOperator.open registers this ListState of the MergingWindowSet
  only for a MergingWindowAssigner) → the old assigner merged windows;
* the windows themselves: the TimeWindow namespaces of ``window-contents`` and of the window
  timers. A tumbling or sliding assigner makes only windows of its size, aligned to its
  offset (the arithmetic of Flink's assigners, :func:`_not_made_by`);
* the timer queue that holds the window timers (``_timer_state/event_window-timers`` or
  ``_timer_state/processing_window-timers``: the timer service is named ``window-timers``) →
  the old time domain: every TimeWindow with contents has a cleanup timer in the domain of the
  old assigner (WindowOperator.registerCleanupTimer);
* CountTrigger's ``count`` ReducingState, registered on the first element it sees;
* the event-time window timers' times: every window with contents has its cleanup timer at
  ``window.maxTimestamp() + allowedLateness`` (WindowOperator.registerCleanupTimer, on each
  element), Flink's event-time triggers none later → the old lateness is at most the latest
  timer's distance from its window's end (rule ``WINDOW_LATENESS_INCREASED``).

PyFlink's Python window operator keeps the same states under other names (:data:`PYTHON_WINDOW`).

The evidence is only read when the savepoint has window contents: without windows nothing is
lost and nothing can be said. The state is read once per operator, in order, and the scan
stops at the first window the new assigner would not make.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Optional

from flink_compat.graph.model import WindowSpec



@dataclass(frozen=True)
class _StateNames:
    """Where a window operator keeps what the evidence reads."""

    contents: str
    merging_set: str
    event_timers: str
    processing_timers: str
    count: str


#: Flink's WindowOperator (a JAR's window).
JAVA_WINDOW = _StateNames("window-contents", "merging-window-set", "_timer_state/event_window-timers",
                          "_timer_state/processing_window-timers", "count")
#: PyFlink's Python window operator: the same states of its Python WindowOperator, named with
#: the prefix flink-python gives every Python state; the timers are those of the JVM operator
#: that runs it (its timer service is named ``user-timers``: they are the window's and its
#: trigger's only, a window function registers none). Its windows are the table runtime's
#: TimeWindow, 16 bytes as the streaming API's.
PYTHON_WINDOW = _StateNames("python-state-window-contents", "python-state-merging-window-set",
                            "_timer_state/event_user-timers", "_timer_state/processing_user-timers",
                            "python-state-count")
_TIME_WINDOW_LABELS = ("TimeWindow", "TableTimeWindow")

_LONG = (1 << 64)
_TIME_WINDOW = struct.Struct(">qq")  # TimeWindow.Serializer: start, end
_TIMESTAMP = struct.Struct(">q")  # TimerSerializer: the timer's time, its sign bit flipped
_SIGN = 1 << 63


def _wrap(n: int) -> int:
    """Java long arithmetic: wrap to 64 bits."""
    n %= _LONG
    return n - _LONG if n >= 1 << 63 else n


def _rem(a: int, b: int) -> int:
    """Java's ``%`` on longs (the sign of the dividend), not Python's."""
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def window_start_with_offset(timestamp: int, offset: int, size: int) -> int:
    """``TimeWindow.getWindowStartWithOffset``."""
    remainder = _rem(_wrap(timestamp - offset), size)
    return _wrap(timestamp - (remainder + size)) if remainder < 0 else _wrap(timestamp - remainder)


def _not_made_by(new: WindowSpec, start: int, end: int) -> bool:
    """Whether ``new``'s assigner never makes the TimeWindow [start, end) (False: it may, or its
    windows are not known from its parameters: sessions, a job's own assigner)."""
    p = new.parameters
    try:
        if new.assigner in ("TumblingEventTimeWindows", "TumblingProcessingTimeWindows"):
            size = int(p["size"])
            if end - start != size:
                return True
            # assignWindows: getWindowStartWithOffset(t, (globalOffset + staggerOffset) % size, size);
            # staggerOffset is 0 for ALIGNED, chosen at the first record otherwise (unknown here).
            if p.get("windowStagger", "ALIGNED") != "ALIGNED":
                return False
            offset = _rem(int(p.get("globalOffset", "0")), size)
            return window_start_with_offset(start, offset, size) != start
        if new.assigner in ("SlidingEventTimeWindows", "SlidingProcessingTimeWindows"):
            size, slide = int(p["size"]), int(p["slide"])
            # assignWindows: starts from getWindowStartWithOffset(t, offset, slide) down by slide.
            return end - start != size or window_start_with_offset(start, int(p.get("offset", "0")), slide) != start
    except (KeyError, ValueError, ZeroDivisionError):
        return False
    return False


@dataclass
class WindowEvidence:
    """What one operator's keyed state in a savepoint shows of its window."""

    #: Window contents found (no contents: nothing to say).
    has_contents: bool = False
    merging: bool = False
    #: The namespaces are TimeWindows (16 bytes each).
    time_windows: bool = False
    event_timers: int = 0
    processing_timers: int = 0
    count_state: bool = False
    #: The latest event-time window timer's distance from its window's end (maxTimestamp), in
    #: ms: the old allowed lateness is at most this (None: no such timer read).
    latest_event_timer_after_end: Optional[int] = None
    #: The first window (start, end) the new assigner does not make, and where it was found.
    foreign_window: Optional[tuple[int, int, str]] = None
    #: Every entry was read (False: the scan stopped at the first foreign window, so the
    #: timer counts are partial and say nothing of the time domain).
    complete: bool = True
    #: Why the state could not be read (nothing is then said).
    unreadable: Optional[str] = None


def read_evidence(view, new: WindowSpec) -> WindowEvidence:
    """Scan the window state of operator ``view`` (:class:`savepoint.api.OperatorView`)."""
    from flink_compat.schema_registry._io import FormatError

    ev = WindowEvidence()
    meta = view.keyed_meta
    if meta is None:
        return ev
    states = {s.name: s for s in meta.states}
    names = next((n for n in (JAVA_WINDOW, PYTHON_WINDOW) if n.contents in states), None)
    if names is None:
        return ev
    ns = states[names.contents].serializers.get("NAMESPACE_SERIALIZER")
    ev.time_windows = ns is not None and ns.label() in _TIME_WINDOW_LABELS
    ev.merging = names.merging_set in states
    ev.count_state = names.count in states
    # Alignment is only checked between non-merging windows: a merging operator keeps its
    # contents under state windows, which are no assigner's.
    check_windows = ev.time_windows and not ev.merging and not new.merging
    wanted = [n for n in (names.contents, names.event_timers, names.processing_timers) if n in states]
    try:
        for e in view.iter_keyed_entries(states=wanted):
            if e.state == names.contents:
                ev.has_contents = True
                window = e.namespace
            else:
                if e.state == names.event_timers:
                    ev.event_timers += 1
                else:
                    ev.processing_timers += 1
                # TimerSerializer: timestamp, key, namespace (the window, last).
                window = e.key[-16:] if len(e.key) >= 24 else None
            if ev.time_windows and e.state == names.event_timers and window is not None and len(window) == 16:
                after_end = (_TIMESTAMP.unpack_from(e.key)[0] ^ -_SIGN) - (_TIME_WINDOW.unpack(window)[1] - 1)
                if ev.latest_event_timer_after_end is None or after_end > ev.latest_event_timer_after_end:
                    ev.latest_event_timer_after_end = after_end
            if check_windows and ev.foreign_window is None and window is not None and len(window) == 16:
                start, end = _TIME_WINDOW.unpack(window)
                if _not_made_by(new, start, end):
                    where = "window contents" if e.state == names.contents else "a window timer"
                    ev.foreign_window = (start, end, f"{where}, key group {e.key_group}")
            if ev.foreign_window is not None and ev.has_contents:
                ev.complete = False
                break  # the window changed: reading on would only count timers
    except FormatError as error:
        ev.unreadable = error.message
    return ev


def window_changes(ev: WindowEvidence, new: WindowSpec) -> list[str]:
    """How the savepoint's old window differs from ``new``, one phrase each (empty: no difference
    shown; an unreadable or empty window state shows none)."""
    if ev.unreadable is not None or not ev.has_contents:
        return []
    changes = []
    if ev.merging != new.merging:
        changes.append("merging → non-merging windows (the savepoint has a merging-window-set)" if ev.merging
                       else "non-merging → merging windows (the savepoint has no merging-window-set)")
    if ev.foreign_window is not None:
        start, end, where = ev.foreign_window
        changes.append(f"[{start}, {end}) ({where}) is not a window of {new.assigner_label()}")
    # Only one queue holding timers tells the old domain (a trigger may add timers of the other).
    if ev.complete and ev.time_windows and bool(ev.event_timers) != bool(ev.processing_timers):
        old_event = bool(ev.event_timers)
        if old_event != new.event_time:
            changes.append("event time → processing time (the window timers are event-time timers)" if old_event
                           else "processing time → event time (the window timers are processing-time timers)")
    # CountTrigger registers "count" on its first element; Flink's other triggers have no state of
    # that name. A job's own trigger (a class outside Flink, named in full) may: it says nothing.
    if "." not in new.trigger:
        new_count = "CountTrigger(" in new.trigger
        if ev.count_state != new_count:
            changes.append("a CountTrigger's count is in the savepoint and the new trigger keeps none"
                           if ev.count_state else f"the new trigger {new.trigger} counts, and the savepoint has no count")
    return changes


def unseen(ev: WindowEvidence, new: WindowSpec) -> list[str]:
    """What of the old window a savepoint whose windows show no change (:func:`window_changes`)
    still cannot tell from ``new``'s, one phrase each (empty: no window contents, nothing restored
    to be misread). No window state records its trigger or evictor; of the assigner, only what
    makes other windows shows (:func:`_not_made_by`): a sliding window's coarser slide, a session
    gap, a job's own assigner make windows the new one makes too."""
    if ev.unreadable is None and not ev.has_contents:
        return []
    if ev.unreadable is not None:
        return [f"window (its window state did not read: {ev.unreadable})"]
    p, out = new.parameters, []
    if new.assigner in ("TumblingEventTimeWindows", "TumblingProcessingTimeWindows"):
        if p.get("windowStagger", "ALIGNED") != "ALIGNED":
            out.append("stagger")
    elif new.assigner in ("SlidingEventTimeWindows", "SlidingProcessingTimeWindows"):
        out.append(f"slide (any multiple of {p.get('slide', 'the new slide')} ms makes only windows the new assigner "
                   "makes too)")
    elif new.merging:
        out.append("session gap (sessions merge with any)")
    else:
        out.append(f"assigner ({new.assigner}'s windows are not known from its parameters)")
    out.append("trigger" + (" count" if ev.count_state else ""))
    out.append("evictor")
    return out


def old_lateness_at_most(ev: WindowEvidence) -> Optional[int]:
    """The most allowed lateness (ms) the savepoint's event-time windows can have been kept with:
    the latest window timer's distance from its window's end, when every entry was read and
    there are windows with contents (None: the evidence says nothing)."""
    if ev.unreadable is not None or not ev.has_contents or not ev.complete or not ev.time_windows:
        return None
    if ev.latest_event_timer_after_end is None:
        return None
    return max(ev.latest_event_timer_after_end, 0)
