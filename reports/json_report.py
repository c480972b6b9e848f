"""The machine report: the verdict as JSON (documented in docs/report-format.md).

Serializer snapshots are written once, in a top-level ``serializers`` table, and states
refer to them as ``{"$ref": n}`` (the convention of manifests): a job with 50,000 states
of a few types gives a report of megabytes, not of a hundred. Reports of more than
``PRETTY_LIMIT`` states are not indented.
"""

from __future__ import annotations

import json

import orjson


def report_data(verdict) -> dict:
    table: list = []
    index: dict[int, int] = {}

    def ref(snapshot):
        key = id(snapshot)
        if key not in index:
            index[key] = len(table)
            table.append(snapshot.model_dump(mode="json"))
        return {"$ref": index[key]}

    data = verdict.model_dump(mode="json", exclude={"operators", "findings"}, exclude_none=True)
    operators = []
    for op in verdict.operators:
        op_data = op.model_dump(mode="json", exclude={"states"}, exclude_none=True)
        states = []
        for state in op.states:
            entry = {"name": state.name, "kind": state.kind, "internal": state.internal, "status": state.status}
            if state.old_serializer is not None:
                entry["old_serializer"] = ref(state.old_serializer)
            if state.new_serializer is not None:
                entry["new_serializer"] = ref(state.new_serializer)
            if state.reasons:
                entry["reasons"] = list(state.reasons)
            if state.location is not None:
                entry["location"] = {"file": state.location.file, "line": state.location.line}
            states.append(entry)
        op_data["states"] = states
        operators.append(op_data)
    data["operators"] = operators
    data["findings"] = [f.model_dump(mode="json", exclude_none=True) for f in verdict.findings]
    data["serializers"] = table
    return data


#: Reports about more states than this are written compact (indenting is 4× slower and
#: nobody reads 10,000 operators by eye).
PRETTY_LIMIT = 2000


def transitive_report_data(verdict) -> dict:
    """A transitive check: its own fields, then ``checks``, each the report of one check."""
    data = verdict.model_dump(mode="json", exclude={"checks"}, exclude_none=True)
    data["checks"] = [report_data(c) for c in verdict.checks]
    return data


def render_json(verdict) -> str:
    if getattr(verdict, "checks", None) is not None:
        data = transitive_report_data(verdict)
        states = sum(len(op["states"]) for c in data["checks"] for op in c["operators"])
    else:
        data = report_data(verdict)
        states = sum(len(op["states"]) for op in data["operators"])
    if states <= PRETTY_LIMIT:
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    # orjson: a tenth of the time of the json module on reports of this size.
    return orjson.dumps(data).decode("utf-8") + "\n"


def json_schema() -> dict:
    """JSON Schema of the report as :func:`render_json` writes it (``flink-compat schema
    --report``): one of

    * a check (``$defs/Verdict``): the :class:`~compat.verdict.Verdict` model, except that a
      state's serializers are ``{"$ref": n}`` into the top-level ``serializers`` table,
      which holds every snapshot once;
    * a transitive check (``$defs/TransitiveVerdict``, ``check OLD OLD ... NEW``): the
      :class:`~compat.verdict.TransitiveVerdict` model, each of its ``checks`` a check as above.
    """
    from flink_compat.compat.verdict import TransitiveVerdict

    schema = TransitiveVerdict.model_json_schema()
    defs = schema.pop("$defs")
    defs["TransitiveVerdict"] = schema
    single = defs["Verdict"]
    state = defs["StateReport"]["properties"]
    inline = state["old_serializer"]["anyOf"]
    snapshot = next(s for s in inline if s.get("type") != "null")
    defs["SerializerRef"] = {
        "type": "object",
        "properties": {"$ref": {"type": "integer", "minimum": 0}},
        "required": ["$ref"],
        "additionalProperties": False,
        "description": "Index into the report's top-level 'serializers' table.",
    }
    for side in ("old_serializer", "new_serializer"):
        state[side] = {"$ref": "#/$defs/SerializerRef"}
    single["properties"]["serializers"] = {
        "type": "array",
        "items": snapshot,
        "description": "Every serializer snapshot the report refers to, once.",
    }
    single["required"].append("serializers")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "flink-compat report",
        "description": "The report of a check (Verdict) or of a transitive check of several old sides "
        "(TransitiveVerdict: a 'checks' list of reports of one check).",
        "oneOf": [{"$ref": "#/$defs/Verdict"}, {"$ref": "#/$defs/TransitiveVerdict"}],
        "$defs": defs,
    }


def read_json_report(text: str):
    """The verdict of a JSON report (the inverse of :func:`render_json`): a
    :class:`~compat.verdict.Verdict`, or a :class:`~compat.verdict.TransitiveVerdict`."""
    from flink_compat.compat.verdict import TransitiveVerdict, Verdict

    data = json.loads(text)
    if "checks" in data:
        data["checks"] = [_inline_serializers(c) for c in data["checks"]]
        return TransitiveVerdict.model_validate(data)
    return Verdict.model_validate(_inline_serializers(data))


def _inline_serializers(data: dict) -> dict:
    table = data.pop("serializers", [])
    for op in data.get("operators", ()):
        for state in op.get("states", ()):
            for side in ("old_serializer", "new_serializer"):
                value = state.get(side)
                if isinstance(value, dict) and set(value) == {"$ref"}:
                    state[side] = table[value["$ref"]]
    return data
