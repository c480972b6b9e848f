"""SARIF 2.1.0 for code scanning: one rule per rule ID, results where the new job declares it.

* ``tool.driver.rules``: every rule of :mod:`compat.rules` (so ``ruleIndex`` is stable),
  with its purpose (short), why it matters (full), what to do (help) and ``helpUri``.
* ``results``: one per finding, at the file and line of the new job package that declares
  the operator or state (a removed operator: line 1 of the new job's file); levels
  ``error`` → error, ``migration`` and ``warning`` → warning, ``info`` → note.
* ``partialFingerprints``: a hash of rule, OperatorID and state, stable across line moves.
* Ignored findings are kept, with an external suppression carrying the reason.
* Files are relative URIs against ``uriBaseId`` ``SRCROOT``, the directory report paths
  start from (the repository's root in CI); ``run.originalUriBaseIds`` says where that is
  when the caller knows (code scanning maps ``SRCROOT`` onto its checkout either way).

Validated against the official OASIS schema in ``tests/reports/test_sarif.py``.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path, PurePosixPath
from typing import Optional
from urllib.parse import quote

from ._view import finding_location, finding_where, tool_version

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_LEVEL = {"error": "error", "migration": "warning", "warning": "warning", "info": "note"}
FINGERPRINT_KEY = "flinkCompatFinding/v1"
#: The base of every relative artifact URI (the name GitHub's and Microsoft's tools use).
SOURCE_ROOT = "SRCROOT"


def _pascal(rule_id: str) -> str:
    return "".join(word.capitalize() for word in rule_id.split("_"))


def _rule(r) -> dict:
    from flink_compat.compat.rules import CATEGORIES

    help_text = f"{r.purpose}\n\nWhy it matters: {r.why}\n\nExample: {r.example}\n\nInstead: {r.instead}"
    help_md = (
        f"{r.purpose}\n\n**Why it matters.** {r.why}\n\n**Example that breaks.** {r.example}\n\n"
        f"**What to do instead.** {r.instead}\n\n[Documentation]({r.help_uri})"
    )
    return {
        "id": r.id,
        "name": _pascal(r.id),
        "shortDescription": {"text": r.purpose},
        "fullDescription": {"text": r.why},
        "help": {"text": help_text, "markdown": help_md},
        "helpUri": r.help_uri,
        "defaultConfiguration": {"level": SARIF_LEVEL[r.level.value]},
        "properties": {
            "category": r.category,
            "categoryDescription": CATEGORIES[r.category],
            "flinkCompatLevel": r.level.value,
            "tags": ["flink", "state-compatibility", r.category.lower().replace("_", "-")],
        },
    }


def fingerprint(finding) -> str:
    return hashlib.sha256(finding.key().encode("utf-8")).hexdigest()


def _result(verdict, f, rule_index: dict[str, int]) -> dict:
    where = finding_where(f)
    text = f"{where + ': ' if where else ''}{' '.join(f.message.split())}"
    if f.reasons:
        text += " (" + "; ".join(" ".join(r.split()) for r in f.reasons) + ")"
    result: dict = {"ruleId": f.rule}
    if f.rule in rule_index:
        result["ruleIndex"] = rule_index[f.rule]
    result["level"] = SARIF_LEVEL[f.level.value]
    result["message"] = {"text": text}
    loc = finding_location(verdict, f)
    location: dict = {}
    if loc is not None:
        physical: dict = {"artifactLocation": artifact_location(loc.file)}
        if loc.line:
            physical["region"] = {"startLine": loc.line}
        location["physicalLocation"] = physical
    if f.operator:
        logical = {"name": f.state or f.operator, "kind": "member" if f.state else "module"}
        if f.state:
            logical["fullyQualifiedName"] = f"{f.operator}/{f.state}"
        location["logicalLocations"] = [logical]
    if location:
        result["locations"] = [location]
    result["partialFingerprints"] = {FINGERPRINT_KEY: fingerprint(f)}
    props: dict = {"flinkCompatLevel": f.level.value}
    for key, value in (("operatorId", f.operator_id), ("operator", f.operator), ("state", f.state)):
        if value:
            props[key] = value
    if f.old_location is not None:
        props["oldLocation"] = str(f.old_location)
    result["properties"] = props
    if f.ignored:
        result["suppressions"] = [{"kind": "external", "justification": f.ignore_reason or ""}]
    return result


def artifact_location(file: str) -> dict:
    """A report path as a SARIF artifact location: relative to ``SRCROOT``, else absolute."""
    path = file.replace("\\", "/")
    if PurePosixPath(path).is_absolute() or os.path.isabs(file):
        return {"uri": Path(file).as_uri()}
    # percent-encoded: a space, or a ':' in the first segment (a scheme), stays a path
    return {"uri": quote(path, safe="/"), "uriBaseId": SOURCE_ROOT}


def render_sarif(verdict, source_root: Optional[str | os.PathLike] = None) -> str:
    """``source_root``: the directory the report's relative paths start from, declared as
    ``originalUriBaseIds`` (left out when None, as in the golden files, which would
    otherwise hold the path of one checkout)."""
    from flink_compat.compat.rules import REPOSITORY_URL, RULES

    rules = list(RULES.values())
    rule_index = {r.id: i for i, r in enumerate(rules)}
    run = {
        "tool": {
            "driver": {
                "name": "flink-compat",
                "version": tool_version(),
                "informationUri": REPOSITORY_URL,
                "rules": [_rule(r) for r in rules],
            }
        },
        "results": [_result(verdict, f, rule_index) for f in verdict.findings],
    }
    if source_root is not None:
        run["originalUriBaseIds"] = {SOURCE_ROOT: {"uri": Path(source_root).resolve().as_uri().rstrip("/") + "/"}}
    run["properties"] = {
        "verdict": verdict.verdict,
        "failOn": verdict.fail_on,
        "failed": verdict.failed,
        "old": verdict.old.location or verdict.old.name,
        "new": verdict.new.location or verdict.new.name,
    }
    log = {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}
    return json.dumps(log, indent=2, ensure_ascii=False) + "\n"
