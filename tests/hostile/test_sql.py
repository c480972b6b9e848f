"""Hostile SQL scripts (issue 23): the files a script's statements name (``EXECUTE PLAN``,
``ADD JAR``, ``CREATE FUNCTION ... USING JAR``) are read relative to the script and only inside its
checkout (or ``--allow-path``); no message quotes what a file holds; a plan file changed behind
``EXECUTE PLAN`` is loaded again, never answered from the cache; ``SET`` of directories writes
nothing outside the load's temporary directory."""

from __future__ import annotations

import shutil
import zipfile
from pathlib import Path

import pytest

from flink_compat.graph.errors import LoadError
from flink_compat.graph.loader import load
from tests.sql.conftest import PLAN, SCRIPT, flink_home, jar_cache  # noqa: F401 - the fixtures

pytestmark = pytest.mark.java

DDL = SCRIPT.read_text().split("EXECUTE STATEMENT SET BEGIN\n")[0]
INSERT = "INSERT INTO totals SELECT k, SUM(amount) AS s, COUNT(*) AS n FROM orders GROUP BY k;\n"
SECRET = "ghp_0123456789abcdefSECRET"


def script(directory: Path, text: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    file = directory / "job.sql"
    file.write_text(text)
    return file


def load_error(path: Path, flink_home: str, **kw) -> str:  # noqa: F811
    with pytest.raises(LoadError) as e:
        load(path, flink_home=flink_home, **{"timeout": 180, **kw})
    return str(e.value)


def test_execute_plan_outside_the_checkout_is_refused_without_quoting_it(tmp_path, flink_home):  # noqa: F811
    message = load_error(script(tmp_path / "repo", "EXECUTE PLAN '/etc/passwd';\n"), flink_home)
    assert "EXECUTE PLAN '/etc/passwd'" in message and "outside the checkout" in message
    assert "root:" not in message and "/bin/" not in message  # nothing of the file


def test_a_plan_file_that_is_not_a_plan_is_not_quoted(tmp_path, flink_home):  # noqa: F811
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "token.json").write_text(SECRET + "\n")
    message = load_error(script(repo, "EXECUTE PLAN 'token.json';\n"), flink_home)
    assert "not a compiled plan" in message and SECRET not in message and "ghp_" not in message


def test_a_relative_plan_is_read_beside_the_script_and_a_changed_one_is_loaded_again(tmp_path, flink_home,  # noqa: F811
                                                                                      monkeypatch):
    repo = tmp_path / "repo"
    repo.mkdir()
    shutil.copyfile(PLAN, repo / "plan.json")
    job = script(repo, "EXECUTE PLAN 'plan.json';\n")
    first = load(job, flink_home=flink_home, timeout=180)
    assert {op.sql.kind for op in first.operators if op.states} == {"GroupAggregate", "Deduplicate"}
    import flink_compat.graph.sql as sql

    runs = []
    run = sql.run_bridge_program
    monkeypatch.setattr(sql, "run_bridge_program", lambda *a, **kw: runs.append(a) or run(*a, **kw))
    assert load(job, flink_home=flink_home, timeout=180) == first and not runs  # from the cache
    (repo / "plan.json").write_text((repo / "plan.json").read_text() + "\n")  # the plan behind it changed
    assert load(job, flink_home=flink_home, timeout=180) == first and len(runs) == 1


def test_allow_path_lets_a_script_read_a_plan_elsewhere(tmp_path, flink_home):  # noqa: F811
    plans = tmp_path / "plans"
    plans.mkdir()
    shutil.copyfile(PLAN, plans / "plan.json")
    job = script(tmp_path / "repo", f"EXECUTE PLAN '{plans / 'plan.json'}';\n")
    assert "outside the checkout" in load_error(job, flink_home)
    graph = load(job, flink_home=flink_home, timeout=180, allow_path=str(plans))
    assert any(op.states for op in graph.operators)


def test_the_checkout_is_the_repository_the_script_lies_in(tmp_path, flink_home):  # noqa: F811
    """A script in a subdirectory of a repository may name a plan elsewhere in it."""
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "plans").mkdir()
    shutil.copyfile(PLAN, repo / "plans" / "plan.json")
    graph = load(script(repo / "jobs" / "totals", "EXECUTE PLAN '../../plans/plan.json';\n"), flink_home=flink_home,
                 timeout=180)
    assert any(op.states for op in graph.operators)


def _jar(path: Path) -> Path:
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\r\n\r\n")
    return path


@pytest.mark.parametrize("statement", [
    "ADD JAR '{jar}';\n",
    "CREATE TEMPORARY FUNCTION f AS 'com.example.F' USING JAR '{jar}';\n",
    "CREATE FUNCTION f AS 'com.example.F' USING JAR '{jar}';\n",
])
def test_jars_outside_the_checkout_are_refused(tmp_path, flink_home, statement):  # noqa: F811
    outside = _jar(tmp_path / "outside.jar")
    message = load_error(script(tmp_path / "repo", DDL + statement.format(jar=outside) + INSERT), flink_home)
    assert "outside the checkout" in message and str(outside) in message
    assert message.split(": ")[2].startswith(("ADD JAR", "CREATE FUNCTION ... USING JAR")), message


def test_a_relative_jar_is_read_beside_the_script(tmp_path, flink_home):  # noqa: F811
    repo = tmp_path / "repo"
    repo.mkdir()
    _jar(repo / "udf.jar")
    graph = load(script(repo, DDL + "ADD JAR 'udf.jar';\n" + INSERT), flink_home=flink_home, timeout=180)
    assert any(op.states for op in graph.operators)


def test_set_directories_write_nothing_outside(tmp_path, flink_home):  # noqa: F811
    outside = tmp_path / "outside"
    text = DDL + "".join(f"SET '{key}' = '{outside / key}';\n" for key in (
        "execution.checkpointing.dir", "execution.checkpointing.savepoint-dir", "state.backend.rocksdb.localdir",
        "io.tmp.dirs")) + INSERT
    try:
        load(script(tmp_path / "repo", text), flink_home=flink_home, timeout=180)
    except LoadError:
        pass  # whether discovery can run with them is another question; here: nothing written
    assert not outside.exists()


def test_a_statement_nested_too_deeply_says_so(tmp_path, flink_home):  # noqa: F811
    deep = "(" * 3000 + "amount" + ")" * 3000
    message = load_error(script(tmp_path / "repo", DDL + INSERT.replace("SUM(amount)", f"SUM({deep})")), flink_home)
    assert message.endswith("statement 5: the statement is nested too deeply for Flink's SQL parser (it ran out of stack)")


def test_a_slow_plan_names_the_timeout_in_sql_terms(tmp_path, flink_home):  # noqa: F811
    message = load_error(script(tmp_path / "repo", DDL + INSERT), flink_home, timeout=1)
    assert "Flink did not plan the SQL and start its job within 1 s" in message and "--timeout" in message
    assert "main()" not in message
