"""``migrate`` with a job JAR as NEW: a POJO field that may be a primitive (a POJO snapshot
gives ``long`` and ``Long`` alike a LongSerializer) is read off NEW's classes (``PojoField.java_type``), so an added
primitive gets Java's default (what Flink's own migration leaves) instead of a refusal; Flink
2.3 restores the output as is.

The savepoint is the fidelity scenario ``pojo-field-removed``'s v2 savepoint (Reading without
``count``); NEW is that scenario's v1 JAR (Reading with ``public long count``): ``count`` comes
back as an added primitive field.
"""

from __future__ import annotations

import json
import shlex

import pytest

from flink_compat import savepoint
from flink_compat.cli import main
from flink_compat.savepoint.decode import decode_keyed
from tests.fidelity.run import compile_side
from tests.migrate.flink_restore import FIDELITY
from tests.migrate import flink_restore

from .conftest import GEN, program_args

pytestmark = pytest.mark.java

NAME = "pojo-field-removed"
SP = FIDELITY / "savepoints" / NAME / "v2"


def test_a_jars_classes_say_which_fields_are_primitive(jar_graph):
    [state] = [s for op in jar_graph(NAME, "v1").operators for s in op.states if s.name == "s"]
    assert {f.name: f.java_type for f in state.value_serializer.fields} == {"count": "long", "id": "long"}


def test_an_added_primitive_field_gets_javas_default_and_flink_restores_it(scenario_jar, flink_home, tmp_path, capsys):
    jar = scenario_jar(NAME, "v1")
    out = tmp_path / "out"
    # the job package of the same side cannot say long from Long: refused
    assert main(["migrate", str(SP), str(FIDELITY / "scenarios" / NAME / "v1"), "--out", str(out)]) == 2
    assert "field 'count' (Long) is added to POJO Reading" in capsys.readouterr().err
    code = main(["migrate", str(SP), str(jar), "--args-new", shlex.join(program_args(NAME, "v1")),
                 "--flink-home", flink_home, "--out", str(out), "--no-progress"])
    printed = capsys.readouterr()
    assert code == 0, printed.err
    assert "(added primitive field 'count': Java's default, as NEW's class has it)" in printed.out
    with savepoint.open(str(out)) as sp:
        values = [e.value for op in sp.operators for e in decode_keyed(op, states=["s"])]
    assert values and all(v["count"] == 0 for v in values)
    # Flink 2.3 restores it with v1's job, every serializer as is, and keeps count at 0
    spec = flink_restore.load_spec(FIDELITY / "scenarios" / NAME)
    spec["v1"]["params"] = {**spec["v1"]["params"], "extraAfterRestore": 0}  # no new records change the values
    report = tmp_path / "restore.json"
    r = GEN.harness(["restore", "--job", "fidelity.Job", "--savepoint", str(out), "--report", str(report),
                     "--savepoint-after", str(tmp_path / "after"), "--work", str(tmp_path / "work")]
                    + flink_restore.side_args(spec["v1"]), extra_cp=[compile_side(NAME, "v1")])
    result = json.loads(report.read_text())
    assert result["outcome"] == "RESTORED", (r.stdout[-2000:], r.stderr[-2000:])
    compat = [c["compatibility"] for op in result["state_assignment"]["operators"] for st in op.get("states", [])
              for c in st["serializers"].values()]
    assert compat and set(compat) == {"COMPATIBLE_AS_IS"}, compat
    after = flink_restore.state_values(tmp_path / "after")
    assert {k: v for k, v in after.items() if k[0] == "s"} == flink_restore.state_values(out)
