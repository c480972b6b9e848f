"""Text from the jobs in a report: which characters are controls, and how each format shows them.

Names of operators and states, uids, file paths, serializer labels and the messages that
quote them come from job code, manifests and savepoints, and may hold anything: ESC and BEL
(a terminal takes ``ESC ] 0 ; title BEL`` for a new window title and ``ESC [ 31 m`` for a
colour), CR (the rest overwrites the line), LF (it starts another line, which a CI runner
takes for a workflow command when it starts with ``::error``). This module declares the
rule once; every renderer shows such text through it:

* :func:`visible` (text, Markdown, HTML, JUnit): each control character as an escape one can
  read (``\\x1b``, ``\\n``), so the report shows what the name holds and nothing acts on it;
* :func:`without_controls` (GitHub workflow commands): removed; CR and LF are kept for the
  commands' own escaping (``%0D``, ``%0A``), which the runner turns back into line breaks
  inside the one annotation;
* :func:`finished` (every format, on the whole rendered report, from :func:`reports.render`):
  JSON and SARIF get the controls their encoder leaves raw as ``\\u`` escapes; the formats
  read line by line get no line a CI runner takes for a workflow command.
"""

from __future__ import annotations

import re

#: The control characters: C0 (tab and line feed included: in a name they are as foreign as
#: ESC), DEL, C1 (``\\x9b`` is CSI to some terminals), and the line and paragraph separators
#: (line breaks to Python's ``splitlines``, JavaScript and some editors).
CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
#: The same, but for the line breaks and tabs of a text that has lines of its own (a SQL
#: statement shown in an HTML ``<pre>``).
_CONTROLS_BUT_LINES = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(match: re.Match) -> str:
    ch = match.group()
    return _NAMED.get(ch) or (f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else f"\\u{ord(ch):04x}")


def visible(text, lines: bool = False) -> str:
    """``text`` with each control character as its escape: ``\\n``, ``\\r``, ``\\t``, ``\\x1b``,
    ``\\u2028``. ``lines``: keep line feeds (a CR LF becomes one) and tabs, for a text whose
    lines are its own. (A backslash stays as it is: the escape shows that a control was
    there, which is what a reader needs; it does not round-trip.)"""
    text = str(text)
    if lines:
        return _CONTROLS_BUT_LINES.sub(_escape, text.replace("\r\n", "\n"))
    return CONTROLS.sub(_escape, text)


_CONTROLS_BUT_CR_LF = re.compile("[\x00-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029]")


def without_controls(text) -> str:
    """``text`` without control characters but CR and LF (for a GitHub workflow command,
    which escapes those two as ``%0D`` and ``%0A``)."""
    return _CONTROLS_BUT_CR_LF.sub("", str(text))


# ------------------------------------------------------------- the whole report

#: What JSON encoders (``json``, ``orjson``) leave raw inside strings: DEL, C1 and the
#: separators are valid JSON characters. (C0 they escape as ``\\u00XX`` themselves.)
_RAW_IN_JSON = re.compile("[\x7f-\x9f\u2028\u2029]")

#: A line the GitHub runner takes for a workflow command: ``::name`` or the older ``##[name``,
#: after any leading whitespace (it trims the line). Lines end at any line break Python knows
#: (more than the runner's ``\\n``, ``\\r``, ``\\r\\n``).
_LINE_START = r"(?:^|(?<=[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]))"
_COMMAND_LINE = re.compile(rf"{_LINE_START}(\s*:)(?=:)|{_LINE_START}(\s*#)(?=#\[)")


def no_command_lines(text: str) -> str:
    """``text`` with no line that the runner takes for a workflow command. A zero-width space
    between the two leading characters keeps the line as it reads (``::error`` still shows)
    while the runner no longer matches it."""
    return _COMMAND_LINE.sub(lambda m: f"{m.group(1) or m.group(2)}\u200b", text)


def finished(report: str, fmt: str) -> str:
    """A rendered report made safe as a whole, whatever its renderer escaped: JSON and SARIF
    with no raw control character (escaped as ``\\uXXXX``, which decodes to the same string);
    the formats read line by line (text, Markdown, HTML, JUnit) with no workflow command line
    (a text report is printed in a ``run:`` step's log; a wrapped line could start with a
    name). The ``github`` format is workflow commands: its renderer escapes each."""
    if fmt in ("json", "sarif"):
        return _RAW_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", report)
    if fmt == "github":
        return report
    return no_command_lines(report)
