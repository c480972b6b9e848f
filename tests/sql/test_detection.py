"""What a SQL side is: a ``.sql`` file is a script; a ``.json`` with ``flinkVersion`` and ``nodes``
is a compiled plan, any other ``.json`` a manifest (no JVM here)."""

from __future__ import annotations

import json

from flink_compat.graph.sql import is_compiled_plan, is_sql_script

from .conftest import PLAN, SCRIPT


def test_script_and_plan():
    assert is_sql_script(SCRIPT) and not is_compiled_plan(SCRIPT)
    assert is_compiled_plan(PLAN) and not is_sql_script(PLAN)


def test_a_manifest_is_not_a_plan(tmp_path):
    manifest = tmp_path / "job.json"
    manifest.write_text(json.dumps({"name": "flinkVersion", "flink_version": "2.3", "operators": []}))
    assert not is_compiled_plan(manifest)
    almost = tmp_path / "almost.json"
    almost.write_text(json.dumps({"flinkVersion": "2.3", "nodes": {}}))
    assert not is_compiled_plan(almost)
