"""``check OLD [OLD ...] NEW``: NEW against several old sides in one report (issue 11,
"Transitive check", as Schema Registry's TRANSITIVE modes)."""

from __future__ import annotations

import json

from tests.conftest import EXAMPLES, ROOT

from .test_cli import one_line_error, run

NEW = EXAMPLES / "motion-alarm/v2"
#: v1 and v5 restore into v2 (v5 removed the operator v2 has: its state starts empty); v3 does not.
V1, V3, V5 = (EXAMPLES / f"motion-alarm/{v}" for v in ("v1", "v3", "v5"))


def test_three_olds_one_incompatible_fails(tmp_path):
    markdown = tmp_path / "r.md"
    code, out, err = run("check", V1, V3, V5, NEW, "--format", "json", "--output", markdown)
    assert code == 1, err
    report = json.loads(out)
    assert report["verdict"] == "incompatible" and report["failed"] is True
    assert [(c["old"]["location"], c["verdict"]) for c in report["checks"]] == [
        ("examples/motion-alarm/v1", "compatible"),
        ("examples/motion-alarm/v3", "incompatible"),
        ("examples/motion-alarm/v5", "compatible"),
    ]
    assert {c["new"]["location"] for c in report["checks"]} == {"examples/motion-alarm/v2"}
    assert "| ❌ | `examples/motion-alarm/v3` | incompatible |" in markdown.read_text(encoding="utf-8")


def test_all_compatible_passes():
    code, out, err = run("check", V1, V5, NEW)
    assert code == 0, err
    assert out.count("Verdict: COMPATIBLE") == 2
    assert "=== examples/motion-alarm/v5 → examples/motion-alarm/v2 ===" in out
    assert "against 2 old versions: COMPATIBLE (the worst); fail-on error: passed" in " ".join(out.split())


def test_fail_on_applies_to_every_check():
    """alarm-state-pojo v1 → v2 migrates: with --fail-on migration that check fails the run."""
    pojo = EXAMPLES / "alarm-state-pojo"
    args = ("check", pojo / "v2", pojo / "v1", pojo / "v2", "--format", "json")
    code, out, _ = run(*args)
    assert code == 0 and [c["verdict"] for c in json.loads(out)["checks"]] == ["compatible", "migration-required"]
    code, out, _ = run(*args, "--fail-on", "migration")
    assert code == 1 and [c["failed"] for c in json.loads(out)["checks"]] == [False, True]


def test_one_old_gives_the_report_of_one_check():
    """One OLD: exactly the report as before (the golden of that check, no transitive form)."""
    code, out, _ = run("check", V1, EXAMPLES / "motion-alarm/v3")
    assert code == 1
    assert out == (ROOT / "tests/golden/motion-alarm_v1__motion-alarm_v3.txt").read_text(encoding="utf-8")
    code, out, _ = run("check", V1, EXAMPLES / "motion-alarm/v3", "--format", "json")
    assert out == (ROOT / "tests/golden/motion-alarm_v1__motion-alarm_v3.json").read_text(encoding="utf-8")
    assert "checks" not in json.loads(out)


def test_replay_with_several_olds_is_a_usage_error():
    code, out, err = run("check", V1, V3, NEW, "--replay")
    assert code == 2 and out == ""
    assert "--replay replays one savepoint into NEW: give one OLD, not 2" in one_line_error(err)


def test_a_missing_old_among_several_is_named(tmp_path):
    target = tmp_path / "r.json"
    code, out, err = run("check", V1, "/nonexistent/old", NEW, "--output", target)
    assert code == 2 and out == ""
    assert "/nonexistent/old" in one_line_error(err)
    assert not target.exists()


def test_entry_old_applies_to_every_old(tmp_path):
    olds = []
    for name in ("a", "b"):
        pkg = tmp_path / name
        pkg.mkdir()
        source = (V1 / "job.py").read_text(encoding="utf-8")
        (pkg / "job.py").write_text(source.replace("def build():", "def make():"), encoding="utf-8")
        olds.append(pkg)
    code, _, err = run("check", *olds, NEW)
    assert code == 2 and str(olds[0]) in one_line_error(err)  # no build(): the entry is needed
    code, out, err = run("check", *olds, NEW, "--entry-old", "job:make", "--format", "json")
    assert code == 0, err
    assert [c["verdict"] for c in json.loads(out)["checks"]] == ["compatible", "compatible"]


def test_help_shows_several_olds():
    code, out, _ = run("check", "--help")
    assert code == 0 and "OLD [OLD ...] NEW" in out and "--all" in out


def test_all_shows_every_state():
    _, default, _ = run("check", V1, NEW)
    _, everything, _ = run("check", V1, NEW, "--all")
    assert "SourceReaderState" not in default and "Not shown: 2 unchanged states" in default
    assert "SourceReaderState" in everything and "Not shown" not in everything
