"""The reference MCP servers, for real (issue 48's acceptance): mcp-server-time, -git and -fetch
from PyPI, server-everything and server-filesystem from npm, installed by the tests themselves
(tests/support/reference_mcp.py), each driven through ToolHub as the app drives it: its settings
read from an mcp.json entry (server_config, as Settings ▸ Tools keeps them), one hub per server,
and what is checked is what the model is given (ToolResult.text, app/tools/content.py).

- time: the current time in a timezone, parsed; an unknown timezone is an error the model reads.
- git: status and log of a repository made here; a path outside the one it serves is refused.
- fetch: a page served on loopback reaches the model as Markdown; a 404 is an error it reads; a
  page longer than MAX_RESULT_CHARS is cut, with the note.
- everything, on stdio and on streamable HTTP: echo and sum; a call that reports progress outlives
  its deadline and its reports reach the caller; an embedded text resource is given as its text
  (item 13), a binary one, resource links and images are described; annotated content is read;
  its task-only tool is left out (item 14). On HTTP, a server killed between calls fails the call
  that finds it gone, names no log file (item 12), and is used again once it is back, also when it
  came back while idle and answers the old session with a 400 (item 11).
- filesystem: a folder given as its argument is listed and read; a path outside it is refused,
  and the refusal reaches the model as text, not a crash. Allowed to see the chat's library
  folders, it is given them as its roots, and their change (item 15)."""

from __future__ import annotations

import functools
import json
import subprocess
import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from app.tools.content import MAX_RESULT_CHARS
from app.tools.hub import TASK_ONLY, ToolError, ToolHub
from app.tools.listing import server_tools
from app.tools.servers import server_config
from tests.support.reference_mcp import EverythingHttp, ReferenceServers
from tests.support.waiting import until

pytestmark = pytest.mark.slow  # each server is a process of its own (node or Python): a second or more to start

EVERYTHING = "@modelcontextprotocol/server-everything"
FILESYSTEM = "@modelcontextprotocol/server-filesystem"
Hubs = Callable[[str, dict[str, Any]], ToolHub]


@pytest.fixture(scope="module")
def hub_of(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Hubs]:
    """`hub_of(name, entry)`: a hub on one server, its tools listed (a server that did not start
    fails here, with its reason); all closed when the module ends."""
    hubs: list[ToolHub] = []
    logs = tmp_path_factory.mktemp("logs")

    def make(name: str, entry: dict[str, Any]) -> ToolHub:
        hubs.append(ToolHub([server_config(name, entry)], logs))
        hubs[-1].tools()
        assert hubs[-1].problems == {}, hubs[-1].problems
        return hubs[-1]

    yield make
    for hub in hubs:
        hub.close()


def lines(hub: ToolHub, tool: str, arguments: dict[str, Any]) -> list[str]:
    result = hub.call(tool, arguments)
    assert not result.is_error, result.text
    return result.text.splitlines()


# mcp-server-time


def test_time_gives_the_current_time_in_a_timezone(reference_servers: ReferenceServers, hub_of: Hubs) -> None:
    hub = hub_of("time", reference_servers.entry("mcp-server-time"))
    tools = {t.name: t for t in hub.tools()}
    assert {"get_current_time", "convert_time"} <= set(tools)
    assert "timezone" in tools["get_current_time"].input_schema["properties"]
    before = datetime.now(timezone.utc).replace(microsecond=0)
    result = hub.call("get_current_time", {"timezone": "Asia/Tokyo"})
    after = datetime.now(timezone.utc)
    said = json.loads(result.text)
    when = datetime.fromisoformat(said["datetime"])
    assert not result.is_error and said["timezone"] == "Asia/Tokyo"
    assert when.utcoffset() == timedelta(hours=9) and before <= when <= after  # Tokyo keeps no summer time
    wrong = hub.call("get_current_time", {"timezone": "Mars/Olympus_Mons"})
    assert wrong.is_error and "Mars/Olympus_Mons" in wrong.text


# mcp-server-git


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=Ada Tester", "-c", "user.email=ada@example.com",
                    "-c", "commit.gpgsign=false", *args], check=True, capture_output=True)


def test_git_status_and_log_of_a_repository(reference_servers: ReferenceServers, hub_of: Hubs,
                                            tmp_path_factory: pytest.TempPathFactory) -> None:
    repo = tmp_path_factory.mktemp("repo")
    git(repo, "init", "-q")
    (repo / "river.md").write_text("The river rises at dawn.\n")
    git(repo, "add", "river.md")
    git(repo, "commit", "-q", "-m", "Add the river notes")
    (repo / "draft.txt").write_text("not yet\n")
    hub = hub_of("git", reference_servers.entry("mcp-server-git", "--repository", str(repo)))
    assert {"git_status", "git_log", "git_diff_unstaged"} <= {t.name for t in hub.tools()}
    status = lines(hub, "git_status", {"repo_path": str(repo)})
    assert status[0] == "Repository status:" and "Untracked files:" in status and "\tdraft.txt" in status
    log = lines(hub, "git_log", {"repo_path": str(repo)})
    assert "Author: Ada Tester" in log and "Message: Add the river notes" in log
    outside = hub.call("git_status", {"repo_path": str(repo.parent)})
    assert outside.is_error and f"outside the allowed repository '{repo}'" in outside.text


# mcp-server-fetch


PAGE = """<html><head><title>A page on loopback</title></head><body><nav>Home · About</nav><article>
<h1>Ember notes</h1><p>The quick <b>brown</b> fox jumps over the lazy dog.</p>
<ul><li>first point</li><li>second point</li></ul></article></body></html>"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A web site on loopback: page.html, and long.html of about 180,000 characters of text."""
    folder = tmp_path_factory.mktemp("site")
    (folder / "page.html").write_text(PAGE)
    words = "the ember glows under the ash while the night goes on " * 18
    paragraphs = "".join(f"<p>Paragraph {i}: {words}</p>" for i in range(180))
    (folder / "long.html").write_text(f"<html><body><article><h1>A long page</h1>{paragraphs}</article></body></html>")

    class Quiet(SimpleHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def fetch(reference_servers: ReferenceServers, hub_of: Hubs) -> ToolHub:
    # Loopback is refused unless allowed (its guard against fetching private addresses); robots.txt
    # is asked for before each fetch the model makes unless ignored (this site has none: a 404).
    return hub_of("fetch", reference_servers.entry("mcp-server-fetch", "--allow-private-ips", "--ignore-robots-txt"))


def test_fetch_gives_a_page_as_markdown(fetch: ToolHub, site: str) -> None:
    assert [t.name for t in fetch.tools()] == ["fetch"]
    text = lines(fetch, "fetch", {"url": f"{site}/page.html"})
    assert text[0] == f"Contents of {site}/page.html:"
    assert "## Ember notes" in text and "The quick **brown** fox jumps over the lazy dog." in text
    assert "* first point" in text and "* second point" in text
    missing = fetch.call("fetch", {"url": f"{site}/nowhere.html"})
    assert missing.is_error and f"Failed to fetch {site}/nowhere.html - status code 404" in missing.text


def test_fetch_of_a_long_page_is_cut_for_the_model(fetch: ToolHub, site: str) -> None:
    result = fetch.call("fetch", {"url": f"{site}/long.html", "max_length": 999_999})  # the server's own cut, lifted
    assert not result.is_error and result.cut
    assert len(result.text) < MAX_RESULT_CHARS + 100 and "# A long page" in result.text
    assert result.text.splitlines()[-1].startswith("[… cut here: the result had 1") and "Paragraph 179" not in result.text


# server-everything, on stdio and on streamable HTTP


@pytest.fixture(scope="module", params=["stdio", "http"])
def everything(request: pytest.FixtureRequest, reference_servers: ReferenceServers, hub_of: Hubs,
               tmp_path_factory: pytest.TempPathFactory) -> Iterator[ToolHub]:
    if request.param == "stdio":
        yield hub_of("everything", reference_servers.entry(EVERYTHING))  # its transport by default
        return
    server = EverythingHttp(reference_servers, tmp_path_factory.mktemp("http") / "everything.log").start()
    try:
        yield hub_of("everything", {"type": "streamableHttp", "url": server.url})
    finally:
        server.kill()


def test_everything_echoes_adds_and_leaves_its_task_only_tool_out(everything: ToolHub) -> None:
    names = {t.name for t in everything.tools()}
    assert {"echo", "get-sum", "get-tiny-image", "trigger-long-running-operation"} <= names
    assert "simulate-research-query" not in names  # execution.taskSupport "required"
    assert everything.left_out == {"everything": [f"simulate-research-query: {TASK_ONLY}"]}
    assert lines(everything, "echo", {"message": "über die Brücke ✓"}) == ["Echo: über die Brücke ✓"]
    assert lines(everything, "get-sum", {"a": 2, "b": 40}) == ["The sum of 2 and 40 is 42."]
    wrong = everything.call("get-sum", {"a": "two", "b": 40})  # refused by its schema: the model reads why
    assert wrong.is_error and "Invalid arguments for tool get-sum" in wrong.text and "expected number" in wrong.text


def test_a_call_that_reports_progress_outlives_its_deadline(everything: ToolHub) -> None:
    link = everything._links["everything"]  # the hub's deadline, shortened for this call only
    link.config, config = replace(link.config, timeout_s=2), link.config
    reports: list[tuple[float, float | None, str]] = []
    try:
        result = everything.call("trigger-long-running-operation", {"duration": 5, "steps": 10},
                                 progress=lambda done, total, message: reports.append((done, total, message)))
    finally:
        link.config = config
    assert result.text == "Long running operation completed. Duration: 5 seconds, Steps: 10."  # 5 s, past 2 s
    assert reports and all(total == 10 and 1 <= done <= 10 for done, total, _ in reports)
    assert [done for done, _, _ in reports] == sorted({done for done, _, _ in reports})


def test_an_embedded_text_resource_is_given_as_its_text(everything: ToolHub) -> None:
    text = lines(everything, "get-resource-reference", {"resourceType": "Text", "resourceId": 3})
    assert text[:2] == ["Returning resource reference for Resource 3:", "[resource demo://resource/dynamic/text/3 (text/plain)]"]
    assert text[2].startswith("Resource 3: This is a plaintext resource created at ")
    assert text[3:] == ["You can access this resource using the URI: demo://resource/dynamic/text/3"]
    blob = lines(everything, "get-resource-reference", {"resourceType": "Blob", "resourceId": 4})
    assert blob[1] == "[resource demo://resource/dynamic/blob/4 (text/plain): binary, not shown to the model]"


def test_images_and_resource_links_are_described(everything: ToolHub) -> None:
    assert lines(everything, "get-tiny-image", {}) == [
        "Here's the image you requested:", "[image (image/png): not shown to the model]", "The image above is the MCP logo."]
    assert lines(everything, "get-resource-links", {"count": 2}) == [
        "Here are 2 resource links to resources available in this server:",
        "[resource link Blob Resource 1: demo://resource/dynamic/blob/1 (text/plain), not read]",
        "[resource link Text Resource 2: demo://resource/dynamic/text/2 (text/plain), not read]"]


def test_annotated_content_is_read(everything: ToolHub) -> None:
    tool = next(t for t in everything.tools() if t.name == "get-annotated-message")
    assert tool.description.startswith("Demonstrates how annotations") and "messageType" in tool.input_schema["properties"]
    # An "error" message of priority 1 for the user and the assistant: content, not a failed call.
    result = everything.call("get-annotated-message", {"messageType": "error", "includeImage": True})
    assert not result.is_error
    assert result.text.splitlines() == ["Error: Operation failed", "[image (image/png): not shown to the model]"]


def test_the_window_lists_everythings_tools_and_what_is_left_out(reference_servers: ReferenceServers,
                                                                   tmp_path: Path) -> None:
    listed = server_tools(server_config("everything", reference_servers.entry(EVERYTHING)), tmp_path).text().splitlines()
    assert listed[0].startswith("everything (node, stdio): ") and "  echo: Echoes back the input string" in listed
    assert listed[-2:] == ["Left out (1):", f"  simulate-research-query: {TASK_ONLY}"]


@pytest.fixture
def http_everything(reference_servers: ReferenceServers, tmp_path: Path) -> Iterator[tuple[EverythingHttp, ToolHub]]:
    server = EverythingHttp(reference_servers, tmp_path / "everything.log").start()
    hub = ToolHub([server_config("remote", {"type": "http", "url": server.url, "timeout": 15})], tmp_path / "logs")
    try:
        assert "echo" in {t.name for t in hub.tools()}, hub.problems
        yield server, hub
    finally:
        hub.close()
        server.kill()


def test_an_http_server_killed_between_calls(http_everything: tuple[EverythingHttp, ToolHub]) -> None:
    server, hub = http_everything
    assert lines(hub, "echo", {"message": "one"}) == ["Echo: one"]
    server.kill()
    with pytest.raises(ToolError) as gone:
        hub.call("echo", {"message": "anyone?"})
    said = str(gone.value)
    assert said.startswith("echo (remote) failed: ") and said.endswith("The server starts again with the next call.")
    assert "log" not in said  # item 12: Emberly keeps no log of an HTTP server
    hub.tools()  # as before each reply: it cannot be started while it is gone
    assert f"(at {server.url})" in hub.problems["remote"] and "log" not in hub.problems["remote"]
    server.start()  # back, on the same port
    assert "echo" in {t.name for t in hub.tools()}, hub.problems
    assert lines(hub, "echo", {"message": "two"}) == ["Echo: two"]
    # Killed and back while idle: the session is unknown to it, and it says so with a 400 ("No valid
    # session ID provided", as servers written from the TypeScript SDK's example do), not the 404
    # the spec asks for. The call is made on a new session.
    server.kill()
    server.start()
    assert lines(hub, "echo", {"message": "three"}) == ["Echo: three"]


def test_a_failed_call_names_the_http_servers_address(http_everything: tuple[EverythingHttp, ToolHub]) -> None:
    server, hub = http_everything
    server.kill()
    with pytest.raises(ToolError) as gone:
        hub.call("echo", {"message": "anyone?"})
    assert server.url in str(gone.value)


# server-filesystem


def test_filesystem_lists_and_reads_its_folder_and_refuses_others(reference_servers: ReferenceServers, hub_of: Hubs,
                                                                   tmp_path_factory: pytest.TempPathFactory) -> None:
    allowed, other = tmp_path_factory.mktemp("allowed"), tmp_path_factory.mktemp("other")
    (allowed / "notes.txt").write_text("The river rises at dawn.\nThe mill turns at noon.\n")
    (allowed / "maps").mkdir()
    (other / "secret.txt").write_text("not for the model\n")
    hub = hub_of("files", reference_servers.entry(FILESYSTEM, str(allowed)))
    assert {"list_directory", "read_text_file", "list_allowed_directories"} <= {t.name for t in hub.tools()}
    assert sorted(lines(hub, "list_directory", {"path": str(allowed)})) == ["[DIR] maps", "[FILE] notes.txt"]
    assert lines(hub, "read_text_file", {"path": str(allowed / "notes.txt")}) == [
        "The river rises at dawn.", "The mill turns at noon."]
    for path in (other / "secret.txt", allowed / ".." / other.name / "secret.txt"):
        refused = hub.call("read_text_file", {"path": str(path)})
        assert refused.is_error and "Access denied - path outside allowed directories" in refused.text
        assert "not for the model" not in refused.text
    assert lines(hub, "read_text_file", {"path": str(allowed / "notes.txt")})[0] == "The river rises at dawn."


def test_filesystem_takes_the_chats_folders_as_its_roots(reference_servers: ReferenceServers,
                                                         tmp_path_factory: pytest.TempPathFactory) -> None:
    """Item 15: a server allowed to see the chat's library folders is given them as MCP roots, which
    server-filesystem puts in place of the folders of its arguments, and again when they change. It
    asks for them once started, without holding up its first answers: hence the waits."""
    given, library, other = (tmp_path_factory.mktemp(name) for name in ("given", "library", "other"))
    (library / "river.txt").write_text("The river rises at dawn.\n")
    hub = ToolHub([server_config("files", reference_servers.entry(FILESYSTEM, str(given), libraryRoots=True))],
                  tmp_path_factory.mktemp("roots-logs"))
    try:
        hub.set_roots([(str(library), "Library")])
        assert hub.tools() and hub.problems == {}

        def allowed() -> list[str]:
            return lines(hub, "list_allowed_directories", {})[1:]

        until(lambda: allowed() == [str(library)], 30, "the library folder as its root")
        assert lines(hub, "read_text_file", {"path": str(library / "river.txt")}) == ["The river rises at dawn."]
        hub.set_roots([(str(other), "Other")])
        until(lambda: allowed() == [str(other)], 30, "the changed folder as its root")
        refused = hub.call("read_text_file", {"path": str(library / "river.txt")})
        assert refused.is_error and "Access denied" in refused.text
        # A chat with no library: the server keeps its last roots when given none, so it starts
        # again and has the folders of its own arguments, not the last chat's.
        hub.set_roots([])
        until(lambda: allowed() == [str(given)], 30, "its own folder again")
    finally:
        hub.close()
