"""The layers: ``compat`` is the verdict core (rules, the check, policy, the replay); the
command line, the Action, git and GitHub (``flink_compat/``) are the application on top, and
the reports render a verdict. The core imports neither (docs/development.md)."""

from __future__ import annotations

import ast

from tests.conftest import ROOT

APPLICATION = {"flink_compat.cli", "flink_compat.action", "flink_compat.gitref", "flink_compat.github_api",
               "flink_compat.demo", "flink_compat.spark_submit"}


def _imports(path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
    return names


def test_the_verdict_core_imports_no_report_and_no_application_module():
    for path in sorted((ROOT / "compat").rglob("*.py")):
        wrong = {name for name in _imports(path)
                 if name.startswith("flink_compat.reports") or name in APPLICATION or name.split(".")[0] == "reports"}
        assert not wrong, f"{path.relative_to(ROOT)} imports {sorted(wrong)}"


def test_the_application_layer_is_where_the_entry_points_say():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'flink-compat = "flink_compat.cli:main"' in pyproject
    assert "-m flink_compat.action" in (ROOT / "action.yml").read_text(encoding="utf-8")
    for module in APPLICATION:
        assert (ROOT / "flink_compat" / f"{module.split('.')[1]}.py").is_file(), module
