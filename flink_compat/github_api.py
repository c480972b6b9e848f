"""The two GitHub REST calls of the Action: the pull request comment and the SARIF upload.

Both are opt-in (inputs ``comment`` and ``upload-sarif``) and use the workflow's token,
which comes as an environment variable (never on a command line, never printed; the
Action masks it first). Neither may change the check's result: a failure becomes a
warning annotation (:class:`GitHubApiError`), e.g. on a pull request from a fork, whose
token is read-only.

* **Comment**: one per job and report directory, found again by a hidden marker and
  updated on later pushes (``GET`` the comments, paginated; ``PATCH`` it, else ``POST``).
* **SARIF**: ``POST /repos/{owner}/{repo}/code-scanning/sarifs`` with the report
  gzipped and base64-encoded, for the commit and ref of the workflow run.

``urllib`` only: no dependency for two requests.
"""

from __future__ import annotations

import base64
import gzip
import json
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from typing import Any, Optional

#: GitHub refuses a comment body longer than this (characters).
COMMENT_LIMIT = 65_536
#: Seconds for each request: a slow API must not hold the workflow.
TIMEOUT_S = 30
#: Pages of comments looked through for the marker (100 each).
MAX_PAGES = 50
USER_AGENT = "flink-compat-action"


class GitHubApiError(Exception):
    """A request that failed: one line, shown as a warning; the check's result stands."""


@dataclass(frozen=True)
class GitHubApi:
    url: str  # GITHUB_API_URL, e.g. https://api.github.com
    repository: str  # owner/name
    token: str

    def __post_init__(self) -> None:
        parsed = urllib.parse.urlsplit(self.url)
        # the token goes only over https (or to this machine: a test's or a proxy's server)
        if parsed.scheme != "https" and parsed.hostname not in ("127.0.0.1", "localhost", "::1"):
            raise GitHubApiError(f"GITHUB_API_URL {self.url!r} is not https: the token is not sent there")
        if self.repository.count("/") != 1:
            raise GitHubApiError(f"GITHUB_REPOSITORY {self.repository!r} is not owner/name")
        if not self.token:
            raise GitHubApiError("no token: set the `github-token` input (default: the workflow's token)")

    def request(self, method: str, path: str, body: Optional[dict] = None) -> Any:
        owner, name = (urllib.parse.quote(part, safe="") for part in self.repository.split("/"))
        url = self.url.rstrip("/") + path.format(repo=f"/repos/{owner}/{name}")
        data = json.dumps(body).encode("utf-8") if body is not None else None
        request = urllib.request.Request(url, data=data, method=method, headers={
            "Authorization": f"Bearer {self.token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": USER_AGENT,
            **({"Content-Type": "application/json"} if data is not None else {}),
        })
        try:
            with urllib.request.urlopen(request, timeout=TIMEOUT_S) as response:
                raw = response.read()
        except urllib.error.HTTPError as e:
            raise GitHubApiError(f"{method} {urllib.parse.urlsplit(url).path}: HTTP {e.code} "
                                 f"{_message(e)}{_hint(e.code)}") from None
        except (urllib.error.URLError, OSError) as e:  # refused, timed out, DNS
            reason = getattr(e, "reason", e)
            raise GitHubApiError(f"{method} {urllib.parse.urlsplit(url).path}: {reason}") from None
        return json.loads(raw) if raw.strip() else None


def _message(error: urllib.error.HTTPError) -> str:
    """GitHub's own explanation (``{"message": ...}``), one line and short."""
    try:
        message = str(json.loads(error.read() or b"{}").get("message", ""))
    except (ValueError, AttributeError, OSError):
        message = ""
    return " ".join((message or error.reason or "").split())[:300]


def _hint(status: int) -> str:
    if status in (401, 403, 404):
        return (" (the token may lack the permission: `pull-requests: write` to comment, `security-events: write` "
                "to upload SARIF; a pull request from a fork gets a read-only token)")
    return ""


# --------------------------------------------------------------------- the event


def pull_request_number(event: dict) -> Optional[int]:
    """The pull request of the workflow's event (``pull_request``, ``pull_request_target``,
    an ``issue_comment`` on one), else None."""
    number = (event.get("pull_request") or {}).get("number")
    if number is None and (event.get("issue") or {}).get("pull_request"):
        number = event["issue"].get("number")
    return number if isinstance(number, int) and number > 0 else None


def read_event(path: Optional[str]) -> dict:
    if not path:
        return {}
    try:
        with open(path, encoding="utf-8") as fh:
            event = json.load(fh)
    except (OSError, ValueError) as e:
        raise GitHubApiError(f"cannot read the workflow's event (GITHUB_EVENT_PATH): {e}") from None
    return event if isinstance(event, dict) else {}


# ------------------------------------------------------------------- the comment


def comment_marker(key: str) -> str:
    """The hidden line that finds this check's comment again (``key``: the job and report
    directory). Percent-encoded: no key can close the HTML comment (``-->``)."""
    return f"<!-- flink-compat:{urllib.parse.quote(key, safe='/._ ')} -->"


def truncated(body: str, limit: int = COMMENT_LIMIT, note: str = "") -> str:
    """``body`` cut at a line end to fit ``limit`` characters, with ``note`` saying so;
    a ``<details>`` left open by the cut is closed (each line is a whole Markdown block)."""
    if len(body) <= limit:
        return body
    ending = f"\n\n{note}\n"
    cut = body[: max(0, limit - len(ending) - len("</details>\n"))]
    cut = cut[: cut.rfind("\n") + 1] if "\n" in cut else ""
    if cut.count("<details>") > cut.count("</details>"):
        cut += "</details>\n"
    return cut + ending


def upsert_comment(api: GitHubApi, number: int, marker: str, body: str) -> str:
    """Update this check's comment on pull request ``number``, else create it; returns its URL."""
    text = truncated(f"{marker}\n{body}", note="_The report is cut here: the whole of it is in the job's "
                                                 "summary and in the report directory._")
    found = []
    for page in range(1, MAX_PAGES + 1):
        comments = api.request("GET", f"{{repo}}/issues/{number}/comments?per_page=100&page={page}") or []
        found += [c for c in comments if isinstance(c, dict) and str(c.get("body", "")).startswith(marker)]
        if len(comments) < 100:
            break
    # Anyone can write the marker in a comment; the workflow's token comments as a bot
    # (github-actions[bot]), so a bot's comment comes first (a person's PAT: the first).
    found.sort(key=lambda c: (c.get("user") or {}).get("type") != "Bot")
    existing = found[0] if found else None
    if existing is not None:
        done = api.request("PATCH", f"{{repo}}/issues/comments/{int(existing['id'])}", {"body": text})
    else:
        done = api.request("POST", f"{{repo}}/issues/{number}/comments", {"body": text})
    return str((done or {}).get("html_url", ""))


# ----------------------------------------------------------------------- SARIF


def upload_sarif(api: GitHubApi, sarif: str, commit_sha: str, ref: str, checkout_uri: str = "") -> str:
    """Upload a SARIF report to code scanning; returns the upload's id."""
    body = {
        "commit_sha": commit_sha,
        "ref": ref,
        "sarif": base64.b64encode(gzip.compress(sarif.encode("utf-8"))).decode("ascii"),
        "tool_name": "flink-compat",
    }
    if checkout_uri:  # where SRCROOT is, so code scanning maps the report's relative paths
        body["checkout_uri"] = checkout_uri
    done = api.request("POST", "{repo}/code-scanning/sarifs", body)
    return str((done or {}).get("id", ""))
