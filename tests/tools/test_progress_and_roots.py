"""Issue 48, item 15: a call's progress reaches its caller, and the chat's library folders reach
the servers the user lets see them, as MCP roots. The stand-in server (tests/support/mcp_server.py,
mode `shapes`) on stdio, through ToolHub (app/tools/hub.py):

- `crawl` reports 1, 2, 3 of 10 at once, then waits for a gate file: the caller is handed the
  latest report (3 of 10, "indexing files…") while the call runs, on its own thread; reports in
  between two looks are dropped (at most ten a second pass), the latest never is.
- `roots` asks the client for its roots, as server-filesystem does: a server allowed to see the
  folders is told the client has roots and given set_roots' folders as file:// URIs; a change is
  sent to it as roots/list_changed; an empty list when the chat has none. A server not allowed
  is not told the client has roots at all.
- The setting is `"libraryRoots": true` in a server's entry, off unless exactly true, and kept
  through the settings' round trip."""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.tools.hub import MAX_PROGRESS_MESSAGE, ToolHub, _Reports, plain
from app.tools.saved import configs_of, entry_of
from app.tools.servers import ServerConfig, server_config
from tests.desktop.xserver import ROOT
from tests.support.waiting import until


def shapes(name: str, gate: Path | None = None, roots: bool = False) -> ServerConfig:
    return ServerConfig(name, command=sys.executable, args=("-m", "tests.support.mcp_server", "shapes"),
                        cwd=str(ROOT), timeout_s=20, library_roots=roots,
                        env={"EMBERLY_TEST_GATE": str(gate)} if gate else {})


@pytest.fixture
def gate(tmp_path: Path) -> Path:
    return tmp_path / "go"


@pytest.fixture
def hub(tmp_path: Path, gate: Path) -> Iterator[ToolHub]:
    made = ToolHub([shapes("allowed", gate, roots=True), shapes("other")], tmp_path / "logs")
    yield made
    made.close()


def test_only_the_latest_report_is_passed_on_plain_and_bounded() -> None:
    reports, told = _Reports(), list[tuple[float, float | None, str]]()
    reports.deliver(lambda *r: told.append(r))
    assert told == []  # nothing reported yet
    for page in (1, 2, 3):  # three reports between two looks: the latest only
        reports.put(page, 10, "indexing files…")
    reports.deliver(lambda *r: told.append(r))
    reports.deliver(lambda *r: told.append(r))  # the same report is not passed twice
    assert told == [(3.0, 10.0, "indexing files…")]
    reports.put(float("nan"), 10, "lost")  # not a number: nothing to show (the deadline still moved)
    reports.put(4, float("inf"), None)  # a total that is no total: unknown
    reports.deliver(lambda *r: told.append(r))
    assert told[1:] == [(4.0, None, "")]
    reports.put(-2, 0, "")  # a negative progress is none yet; a total of 0 is unknown
    reports.deliver(lambda *r: told.append(r))
    assert told[2:] == [(0.0, None, "")]


def test_a_servers_message_is_one_plain_line() -> None:
    assert plain("<b>Reading</b>\n\u202eeliF\u200b  now\t") == "<b>Reading</b> eliF now"  # markup stays text
    assert plain(None) == "" and plain(42) == ""
    long = plain("word " * 1000)
    assert len(long) == MAX_PROGRESS_MESSAGE and long.endswith("…")


def test_the_library_roots_setting_is_off_unless_true_and_kept() -> None:
    entry = {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem"]}
    assert not server_config("files", entry).library_roots
    for loose in ("true", 1, "yes"):  # a hostile record: only JSON's true lets folders out
        assert not server_config("files", {**entry, "libraryRoots": loose}).library_roots
    allowed = server_config("files", {**entry, "libraryRoots": True})
    assert allowed.library_roots and not server_config("web", {"url": "http://127.0.0.1:9/mcp"}).library_roots
    saved, note = entry_of(allowed)
    assert saved["libraryRoots"] is True and note == ""
    assert configs_of([saved])[0] == [allowed]
    assert "libraryRoots" not in entry_of(server_config("files", entry))[0]  # off: the entry as other apps write it


@pytest.mark.slow  # a server start
def test_a_calls_progress_reaches_the_caller_while_it_runs(hub: ToolHub, gate: Path) -> None:
    hub.tools()
    told: list[tuple[float, float | None, str]] = []
    threads: set[str] = set()

    def progress(done: float, total: float | None, message: str) -> None:
        told.append((done, total, message))
        threads.add(threading.current_thread().name)

    def open_gate() -> None:  # once the caller has seen the last report, the tool may end
        until(lambda: (3.0, 10.0, "indexing files…") in told, 60, "the third report")
        gate.touch()

    opener = threading.Thread(target=open_gate)
    opener.start()
    result = hub.call("allowed_crawl", {}, progress=progress)
    opener.join(10)
    assert result.text == "crawled 10 pages" and told[-1] == (3.0, 10.0, "indexing files…")
    assert [t[0] for t in told] == sorted({t[0] for t in told})  # in order, each once
    assert threads == {threading.current_thread().name}  # on the caller's thread, not the hub's
    count = len(told)
    assert hub.call("allowed_add", {"a": 1, "b": 2}, progress=progress).text == "3" and len(told) == count


def _roots(hub: ToolHub, name: str) -> dict[str, object]:
    seen = json.loads(hub.call(f"{name}_roots", {}).text)
    assert isinstance(seen, dict)
    return seen


@pytest.mark.slow  # two server starts
def test_the_chats_folders_are_the_roots_of_a_server_allowed_to_see_them(hub: ToolHub, tmp_path: Path) -> None:
    notes, code = tmp_path / "my notes", tmp_path / "code"
    assert hub.wants_roots
    hub.set_roots([(str(notes), "Notes"), ("relative/path", "Not a folder anyone has")])
    hub.tools()
    assert _roots(hub, "allowed") == {"capability": True, "roots": [{"uri": notes.as_uri(), "name": "Notes"}],
                                      "changed": 0}
    assert notes.as_uri().endswith("/my%20notes")
    # Not allowed: not told the client has roots (it goes on with the folders of its own arguments).
    assert _roots(hub, "other") == {"capability": False, "roots": [], "changed": 0}

    hub.set_roots([(str(code), "Code")])  # another chat: the running session is told, and asks again
    until(lambda: _roots(hub, "allowed")["changed"] == 1, 30, "roots/list_changed")
    assert _roots(hub, "allowed")["roots"] == [{"uri": code.as_uri(), "name": "Code"}]
    hub.set_roots([(str(code), "Code")])  # the same folders: nothing to tell
    hub.set_roots([])  # a chat with no library: the server, which may keep its last roots, starts again
    until(lambda: _roots(hub, "allowed") == {"capability": True, "roots": [], "changed": 0}, 30, "a new session")
    assert _roots(hub, "other")["changed"] == 0
