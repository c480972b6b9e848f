"""The HTML report in a real headless Chromium (Debian's, installed by mk/browser.mk).

Driven by Playwright for Python with ``executable_path`` set: Playwright's own browser
downloads are never used. Screenshots are kept under the pytest tmp dir and, when ``CI``
is set, copied to ``test-artifacts/`` (gitignored).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from flink_compat.reports import render
from tests.conftest import ROOT

pytestmark = pytest.mark.browser

CHROMIUM = Path(os.environ.get("FLINK_COMPAT_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = ROOT / "test-artifacts"


@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing: `make test` installs it (mk/browser.mk)")
        pytest.skip(f"{CHROMIUM} is missing (make test installs it; or set FLINK_COMPAT_CHROMIUM)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def report(removed_operator_verdict, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("html") / "report.html"
    # --all: the filters below work on both states, the unchanged sensor-source's among them
    path.write_text(render(removed_operator_verdict, "html", show_all=True), encoding="utf-8")
    return path


class Page:
    """A page of the report with every console error, page error and request recorded."""

    def __init__(self, browser, report: Path, width: int, height: int, scheme: str):
        self.context = browser.new_context(
            viewport={"width": width, "height": height}, color_scheme=scheme, device_scale_factor=1
        )
        self.page = self.context.new_page()
        self.page.set_default_timeout(5000)
        self.problems: list[str] = []
        self.requests: list[str] = []
        self.page.on("console", lambda m: self.problems.append(f"console {m.type}: {m.text}")
                     if m.type in ("error", "warning") else None)
        self.page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.url = report.as_uri()
        self.page.goto(self.url)
        self.page.wait_for_load_state("load")

    def close(self):
        self.context.close()


def _keep(path: Path) -> None:
    if os.environ.get("CI"):
        ARTIFACTS.mkdir(exist_ok=True)
        shutil.copy(path, ARTIFACTS / path.name)


def test_report_in_chromium(browser, report, tmp_path):
    view = Page(browser, report, 1280, 900, "light")
    page = view.page
    try:
        # the verdict first, visible without scrolling
        verdict = page.locator("#verdict")
        assert verdict.is_visible()
        assert "incompatible" in verdict.inner_text().lower()
        assert verdict.bounding_box()["y"] < 200

        # the old topology shows the removed operator, the new one does not have it
        removed = page.locator('figure[data-side="old"] g.node.status-removed')
        assert removed.count() == 1 and removed.is_visible()
        assert "alarm-eval" in removed.text_content()
        assert "alarm-eval" not in page.locator('figure[data-side="new"] svg').text_content()
        assert page.locator('figure[data-side="new"] g.node.status-added').count() == 1

        # filtering by verdict
        states = page.locator("tr.state")
        assert states.count() == 2
        page.click('button[data-filter="lost"]')
        visible = page.locator("tr.state:visible")
        assert visible.count() == 1
        assert visible.first.get_attribute("data-status") == "lost"
        assert "isActive" in visible.first.inner_text()
        assert page.locator('tbody[data-operator]:visible').count() == 1
        assert page.locator('button[data-filter="lost"]').get_attribute("aria-pressed") == "true"
        assert page.locator("#shown").inner_text() == "1 of 2 states shown"
        page.click('button[data-filter="compatible-as-is"]')
        assert [r.get_attribute("data-status") for r in page.locator("tr.state:visible").all()] == ["compatible-as-is"]
        page.click('button[data-filter="all"]')
        assert page.locator("tr.state:visible").count() == 2

        # the lost state's serializer tree is open; findings link to the rule docs
        assert page.locator('tr.detail:visible .tree[data-side="old"] code', has_text="Tuple2<Boolean, Long>").count() == 1
        link = page.locator("article.finding a.rule").first
        assert link.inner_text() == "STATEFUL_OPERATOR_REMOVED"
        assert link.get_attribute("href").endswith("/docs/rules/STATEFUL_OPERATOR_REMOVED.md")

        # a click on an operator in the topology leads to its states
        page.click('button[data-filter="lost"]')
        page.click('figure[data-side="new"] a[href="#op-c215550cd793906dd725e8f24dbb846c"] g.node')
        assert page.url.endswith("#op-c215550cd793906dd725e8f24dbb846c")
        # A function, not an expression string: Playwright evals strings in the page, which the
        # report's Content-Security-Policy (rightly) forbids.
        page.wait_for_function("() => document.body.dataset.filter === 'all'")
        assert page.locator("#op-c215550cd793906dd725e8f24dbb846c").is_visible()

        shot = tmp_path / "report-1280-light.png"
        page.screenshot(path=str(shot), full_page=True)
        _keep(shot)
        assert not view.problems, view.problems
        assert view.requests == [view.url], f"the report fetched something: {view.requests}"
    finally:
        view.close()


@pytest.mark.parametrize("width,scheme", [(390, "dark"), (390, "light"), (1280, "dark")])
def test_layouts(browser, report, tmp_path, width, scheme):
    view = Page(browser, report, width, 844, scheme)
    page = view.page
    try:
        assert page.locator("#verdict").is_visible()
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{overflow}px of horizontal scrolling at {width}px"
        background = page.evaluate("getComputedStyle(document.body).backgroundColor")
        dark = sum(int(c) for c in background[background.index("(") + 1:-1].split(",")[:3]) < 3 * 80
        assert dark == (scheme == "dark"), background
        old, new = (page.locator(f'figure[data-side="{s}"]').bounding_box() for s in ("old", "new"))
        if width < 700:
            assert new["y"] >= old["y"] + old["height"] - 1  # stacked on a phone
        else:
            assert abs(new["y"] - old["y"]) < 1 and new["x"] > old["x"]  # side by side
        shot = tmp_path / f"report-{width}-{scheme}.png"
        page.screenshot(path=str(shot), full_page=True)
        _keep(shot)
        assert not view.problems, view.problems
    finally:
        view.close()


@pytest.fixture(scope="module")
def transitive_report(tmp_path_factory) -> Path:
    """motion-alarm v2 against v1, v3 (incompatible) and v5: one page, a section per check."""
    from .test_golden import transitive_verdict

    path = tmp_path_factory.mktemp("html") / "transitive.html"
    path.write_text(render(transitive_verdict(), "html", show_all=True), encoding="utf-8")
    return path


def test_transitive_report_filters_each_check_on_its_own(browser, transitive_report, tmp_path):
    view = Page(browser, transitive_report, 1280, 900, "light")
    page = view.page
    try:
        assert "incompatible" in page.locator("#verdict").inner_text().lower()
        first, second = page.locator("#c1-check"), page.locator("#c2-check")
        assert first.locator("tr.state").count() == 2 and second.locator("tr.state").count() == 2
        second.locator('button[data-filter="incompatible"]').click()
        assert [r.get_attribute("data-status") for r in second.locator("tr.state:visible").all()] == ["incompatible"]
        assert second.locator(".shown").inner_text() == "1 of 2 states shown"
        assert first.locator("tr.state:visible").count() == 2  # the other check's table is untouched
        assert (first.get_attribute("data-filter"), second.get_attribute("data-filter")) == ("all", "incompatible")
        page.click('table.checks a[href="#c2-check"]')
        assert page.url.endswith("#c2-check")
        shot = tmp_path / "transitive-1280-light.png"
        page.screenshot(path=str(shot), full_page=True)
        _keep(shot)
        assert not view.problems, view.problems
        assert view.requests == [view.url], f"the report fetched something: {view.requests}"
    finally:
        view.close()


def test_transitive_report_fits_a_phone(browser, transitive_report, tmp_path):
    view = Page(browser, transitive_report, 390, 844, "dark")
    page = view.page
    try:
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{overflow}px of horizontal scrolling at 390px"
        shot = tmp_path / "transitive-390-dark.png"
        page.screenshot(path=str(shot), full_page=True)
        _keep(shot)
        assert not view.problems, view.problems
    finally:
        view.close()


# ------------------------------------------------------------------ a SQL job: the plan


@pytest.fixture(scope="module")
def sql_report(tmp_path_factory) -> Path:
    """tests/fidelity/sql/group-key-changed's scripts (saved graphs): GROUP BY k becomes GROUP BY h AS grp."""
    from .test_sql_html import sql_verdict

    path = tmp_path_factory.mktemp("html") / "sql.html"
    path.write_text(render(sql_verdict(), "html"), encoding="utf-8")
    return path


AGGREGATE = "c27dcf7b54ef6bfd6cff02ca8870b681"


def test_sql_plan_in_chromium(browser, sql_report, tmp_path):
    view = Page(browser, sql_report, 1280, 900, "light")
    page = view.page
    try:
        rows = page.locator("table.plan tr.plan-row")
        assert rows.count() == 5 and all(r.is_visible() for r in rows.all())
        assert [r.locator(".sql-kind").inner_text() for r in rows.all()] == [
            "TableSourceScan", "WatermarkAssigner", "Calc", "GroupAggregate", "Sink"]

        # the operator: its kind, ExecNode, name and ID; beside it the query text it runs, old and new
        agg = page.locator(f"#plan-{AGGREGATE}")
        node = agg.locator("th.plan-node").inner_text()
        for part in ("GroupAggregate", "stream-exec-group-aggregate", "v1", "ExecNode 5", "GroupAggregate[5]", "c27dcf7b"):
            assert part in node, (part, node)
        old, new = agg.locator('td[data-side="old"] pre.sql-desc'), agg.locator('td[data-side="new"] pre.sql-desc')
        assert old.is_visible() and new.is_visible()
        assert old.inner_text() == ("GroupAggregate(\n    groupBy=[k],\n    select=[k, COUNT(*) AS cnt, SUM(amount) AS total]\n)")
        assert "groupBy=[grp]," in new.inner_text()
        assert [m.inner_text() for m in new.locator("mark").all()] == ["grp", "grp"]
        assert all(m.is_visible() for m in new.locator("mark").all())
        # side by side, each in its column, wrapped to it (no text runs out of its cell)
        old_box, new_box = old.bounding_box(), new.bounding_box()
        assert abs(old_box["y"] - new_box["y"]) < 1 and new_box["x"] >= old_box["x"] + old_box["width"]
        for pre in page.locator("table.plan pre").all():
            assert pre.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), pre.inner_text()
        # an unchanged description has nothing marked (its INSERT changed: each side shows its own)
        watermarks = rows.nth(1).locator("pre.sql-desc")
        assert [w.inner_text() for w in watermarks.all()] == ["WatermarkAssigner(rowtime=[ts], watermark=[ts])"] * 2
        assert watermarks.locator("mark").count() == 0

        # the INSERT it comes from, opened on demand, with the words that changed marked
        statement = agg.locator('td[data-side="new"] details.sql-statement')
        assert "INSERT INTO totals" in statement.locator("summary").inner_text()
        assert not statement.locator("pre").is_visible()
        statement.locator("summary").click()
        assert statement.locator("pre").is_visible()
        assert "GROUP BY h;" in statement.locator("pre").inner_text()
        assert [m.inner_text() for m in statement.locator("mark").all()] == ["h", "AS", "grp", "h"]

        # the topology's node leads to the operator's row in the plan, the row to its states
        page.click(f'figure[data-side="new"] a[href="#plan-{AGGREGATE}"] g.node')
        assert page.url.endswith(f"#plan-{AGGREGATE}")
        assert agg.is_visible()
        agg.locator(f'a[href="#op-{AGGREGATE}"]').click()
        assert page.url.endswith(f"#op-{AGGREGATE}")
        assert page.locator(f"#op-{AGGREGATE}").is_visible()

        shot = tmp_path / "sql-1280-light.png"
        page.screenshot(path=str(shot), full_page=True)
        _keep(shot)
        assert not view.problems, view.problems
        assert view.requests == [view.url], f"the report fetched something: {view.requests}"
    finally:
        view.close()


def test_sql_plan_fits_a_phone(browser, sql_report, tmp_path):
    view = Page(browser, sql_report, 390, 844, "dark")
    page = view.page
    try:
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{overflow}px of horizontal scrolling at 390px"
        agg = page.locator(f"#plan-{AGGREGATE}")
        old, new = (agg.locator(f'td[data-side="{s}"] pre.sql-desc').bounding_box() for s in ("old", "new"))
        assert new["y"] >= old["y"] + old["height"] - 1  # stacked on a phone
        shot = tmp_path / "sql-390-dark.png"
        page.screenshot(path=str(shot), full_page=True)
        _keep(shot)
        assert not view.problems, view.problems
    finally:
        view.close()


def test_hostile_sql_text_is_only_text_in_chromium(browser, tmp_path):
    from .test_sql_html import HOSTILE, hostile_verdict

    path = tmp_path / "hostile.html"
    path.write_text(render(hostile_verdict(), "html"), encoding="utf-8")
    view = Page(browser, path, 1280, 900, "light")
    page = view.page
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    try:
        page.reload()
        page.wait_for_load_state("load")
        new = page.locator('table.plan td[data-side="new"] pre.sql-desc').first
        assert HOSTILE in new.inner_text()
        assert page.locator("table.plan img, table.plan script").count() == 0
        statement = page.locator('table.plan td[data-side="new"] details.sql-statement').first
        statement.locator("summary").click()
        assert HOSTILE in statement.locator("pre").inner_text()
        assert not dialogs, dialogs
        assert not view.problems, view.problems
        assert view.requests == [view.url] * 2, f"the report fetched something: {view.requests}"
    finally:
        view.close()
