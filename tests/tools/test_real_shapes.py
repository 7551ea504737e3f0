"""What other programs really send (issue 48, items 11 to 14, and 15 in part), in the MCP SDK's
own shapes: the stand-in server (tests/support/mcp_server.py, mode `shapes`) on stdio and on
streamable HTTP over loopback, through ToolHub (app/tools/hub.py) and Settings ▸ Tools.

- A stdio server killed while idle is started again by the next call, which succeeds; an HTTP
  server restarted while idle (it answers 404 to the old session) gets a new session, and the
  call succeeds too.
- An HTTP server's failures name no log file (Emberly keeps none for it: the window's "Show log"
  says so); one that cannot be reached names its address.
- An embedded text resource reaches the model as its text, under a line naming it, cut like any
  result; a resource link, an image and a binary resource are described.
- A tool declared `execution: {"taskSupport": "required"}` (MCP 2025-11-25) is not offered to
  the model; the hub and the server's tool list in Settings ▸ Tools say it was left out, and why.
- A call asks for progress: a server that reports it is not cut off at its deadline while it
  does (a quiet one still is: tests/tools/test_hub.py's hang)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPlainTextEdit
from pytestqt.qtbot import QtBot

from app.settings import Settings
from app.tools.hub import MAX_RESULT_CHARS, ToolError, ToolHub
from app.tools.servers import ServerConfig
from app.ui.window.tools_dialog import ToolsDialog
from tests.desktop.xserver import ROOT

SHAPES = {"type": "stdio", "command": sys.executable, "args": ["-m", "tests.support.mcp_server", "shapes"],
          "cwd": str(ROOT), "timeout": 20.0, "enabled": True, "env": {}}
TASK_ONLY_WIRE = {"name": "report", "inputSchema": {"type": "object"}, "execution": {"taskSupport": "required"}}


def shapes(name: str) -> ServerConfig:
    return ServerConfig(name, command=sys.executable, args=("-m", "tests.support.mcp_server", "shapes"),
                        cwd=str(ROOT), timeout_s=20)


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ToolHub]:
    """One stdio server for the tests that only read from it (each start imports the SDK: ~1 s)."""
    hub = ToolHub([shapes("shapes")], tmp_path_factory.mktemp("logs"))
    hub.tools()
    yield hub
    hub.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def http_server(port: int) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen([sys.executable, "-m", "tests.support.mcp_server", "--http", str(port)], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return proc
        except OSError:
            time.sleep(0.05)
    proc.kill()
    raise AssertionError("the HTTP server did not start")


def ended(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    proc.wait(10)


class Served:
    """The stand-in server on streamable HTTP at a free loopback port."""

    def __init__(self) -> None:
        self.port = free_port()
        self.proc = http_server(self.port)

    def stop(self) -> None:
        ended(self.proc)

    def restart(self) -> None:
        """Stopped, then started again at the same address (a new server: it knows no old session)."""
        self.stop()
        self.proc = http_server(self.port)


@pytest.fixture
def http() -> Iterator[Served]:
    served = Served()
    yield served
    served.stop()


@pytest.fixture
def remote(tmp_path: Path) -> Iterator[Callable[[int], ToolHub]]:
    hubs: list[ToolHub] = []

    def make(port: int) -> ToolHub:
        hubs.append(ToolHub([ServerConfig("remote", url=f"http://127.0.0.1:{port}/mcp", timeout_s=10)],
                            tmp_path / "logs"))
        return hubs[-1]

    yield make
    for hub in hubs:
        hub.close()


# Item 11: a server that died while idle


@pytest.mark.slow  # two server starts
def test_a_stdio_server_killed_while_idle_is_started_again(tmp_path: Path) -> None:
    hub = ToolHub([shapes("idle")], tmp_path / "logs")
    try:
        hub.tools()
        first = int(hub.call("pid", {}).text)
        os.kill(first, signal.SIGKILL)
        deadline = time.monotonic() + 10
        while Path(f"/proc/{first}").exists() and time.monotonic() < deadline:  # reaped: it is gone
            time.sleep(0.02)
        assert hub.call("add", {"a": 2, "b": 3}).text == "5"  # not "the server closed the connection"
        assert int(hub.call("pid", {}).text) != first
    finally:
        hub.close()


@pytest.mark.slow  # two HTTP servers
def test_an_http_server_restarted_while_idle_gets_a_new_session(remote: Callable[[int], ToolHub], http: Served) -> None:
    hub = remote(http.port)
    assert "echo" in {t.name for t in hub.tools()}, hub.problems
    assert hub.call("echo", {"text": "before"}).text == "before"
    http.restart()  # the same address; the old session unknown to it (a 404)
    assert hub.call("echo", {"text": "after"}).text == "after"


# Item 12: an HTTP server's errors name no log file


@pytest.mark.slow  # an HTTP server
def test_an_http_server_that_went_away_is_said_without_a_log_file(remote: Callable[[int], ToolHub], http: Served) -> None:
    hub = remote(http.port)
    hub.tools()
    http.stop()
    said = []
    for _ in range(2):  # the call that finds it gone, then one that tries to connect again
        with pytest.raises(ToolError) as failed:
            hub.call("echo", {"text": "anyone?"})
        said.append(str(failed.value))
    hub.tools()
    said.append(hub.problems["remote"])
    for text in said:
        assert "log" not in text, text
    assert f"could not start: All connection attempts failed (at http://127.0.0.1:{http.port}/mcp)" in said[-1]


def test_the_window_says_an_http_server_keeps_its_own_log(qtbot: QtBot, data_dir: Path) -> None:
    dialog = ToolsDialog(Settings(mcp_servers=[{"name": "remote", "type": "http", "url": "http://127.0.0.1:9/mcp",
                                                "headers": {}, "timeout": 10.0, "enabled": True}]))
    qtbot.addWidget(dialog)
    dialog.list.setCurrentRow(0)
    dialog.show_log()
    view = _view(qtbot, dialog, "log-view")
    assert "keeps its own log" in view.toPlainText() and ".log" not in view.window().windowTitle()


# Item 13: an embedded text resource


def test_an_embedded_text_resource_is_read_as_its_text() -> None:
    """The SDK's own types, as a server's result holds them."""
    from mcp_types import (
        BlobResourceContents,
        CallToolResult,
        EmbeddedResource,
        ImageContent,
        ResourceLink,
        TextResourceContents,
    )

    from app.tools.content import result_of

    result = CallToolResult(content=[
        EmbeddedResource(resource=TextResourceContents(uri="file:///a.txt", mime_type="text/plain", text="alpha\nbeta")),
        EmbeddedResource(resource=BlobResourceContents(uri="file:///b.bin", blob="AAEC")),
        ResourceLink(uri="https://example.com/c", name="c"),
        ImageContent(data="iVBORw0KGgo=", mime_type="image/png"),
    ])
    assert result_of(result, 0.1).text.splitlines() == [
        "[resource file:///a.txt (text/plain)]", "alpha", "beta",
        "[resource file:///b.bin: binary, not shown to the model]",
        "[resource link c: https://example.com/c, not read]",
        "[image (image/png): not shown to the model]",
    ]


@pytest.mark.slow  # the module's server
def test_a_servers_embedded_resource_reaches_the_model_bounded(hub: ToolHub) -> None:
    text = hub.call("document", {}).text
    assert text.splitlines() == [
        "Here is the file.",
        "[resource file:///notes/today.md (text/markdown)]", "# Notes", "The river rises at dawn.", "",
        "[resource link map.png: file:///notes/map.png (image/png), not read]",
        "[image (image/png): not shown to the model]",
        "[resource file:///notes/data.bin (application/octet-stream): binary, not shown to the model]",
    ]
    long = hub.call("document", {"chars": 300_000})
    assert long.cut and len(long.text) < MAX_RESULT_CHARS + 100 and "n" * 1000 in long.text
    assert "characters]" in long.text.splitlines()[-1]


# Item 14: a tool that runs only as a task


def test_task_support_is_read_as_the_spec_writes_it() -> None:
    from mcp_types import Tool

    from app.tools.hub import _task_only

    assert _task_only(Tool.model_validate(TASK_ONLY_WIRE))
    assert not _task_only(Tool.model_validate({**TASK_ONLY_WIRE, "execution": {"taskSupport": "optional"}}))
    assert not _task_only(Tool.model_validate({**TASK_ONLY_WIRE, "execution": {}}))
    assert not _task_only(Tool.model_validate({"name": "plain", "inputSchema": {"type": "object"}}))


@pytest.mark.slow  # the module's server
def test_a_task_only_tool_is_left_out_and_said(hub: ToolHub) -> None:
    from app.sessions.tool_turns import HubTools

    names = {t.name for t in hub.tools()}
    assert {"add", "document", "pid"} <= names and "report" not in names
    assert hub.left_out == {"shapes": ['report: it runs only as an MCP task (taskSupport "required"), which Emberly '
                                       "does not support"]}
    specs, problems = HubTools(hub, lambda run, cancelled: True).specs(["shapes"])
    assert "report" not in {s["function"]["name"] for s in specs} and problems == {}
    with pytest.raises(ToolError, match="no tool 'report'"):
        hub.call("report", {})


@pytest.mark.slow  # a server start
def test_the_servers_tool_list_in_the_window_says_what_is_left_out(qtbot: QtBot, data_dir: Path) -> None:
    dialog = ToolsDialog(Settings(mcp_servers=[{"name": "shapes", **SHAPES}]))
    qtbot.addWidget(dialog)
    dialog.list.setCurrentRow(0)
    started = time.monotonic()
    dialog.show_tools()
    assert time.monotonic() - started < 0.5  # the server starts on a worker, not the GUI thread
    lines = _view(qtbot, dialog, "tools-view", 30_000).toPlainText().splitlines()
    assert lines[0].startswith("shapes (") and "tools offered to the model" in lines[0]
    assert "  add: Add two integers." in lines and not any(line.startswith("  report:") for line in lines[:-1])
    assert lines[-2:] == ["Left out (1):", '  report: it runs only as an MCP task (taskSupport "required"), which '
                          "Emberly does not support"]


def _view(qtbot: QtBot, dialog: ToolsDialog, name: str, timeout: int = 5_000) -> QPlainTextEdit:
    def shown() -> list[QPlainTextEdit]:
        return [v for v in dialog.findChildren(QPlainTextEdit, name) if v.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == 1, timeout=timeout)
    return shown()[0]


# Item 15, in part: progress


@pytest.mark.slow  # a server start, and 3 s of a tool at work
def test_a_server_reporting_progress_keeps_its_call_alive(hub: ToolHub) -> None:
    link = hub._links["shapes"]  # the module's server, with a deadline shorter than a start may take under load
    link.config, config = replace(link.config, timeout_s=2), link.config
    try:
        started = time.monotonic()
        assert hub.call("steps", {"seconds": 3, "progress": True}).text == "done after 3 s"
        assert time.monotonic() - started >= 3  # past the 2 s deadline: moved on by each report
    finally:
        link.config = config
    # A quiet tool still ends at its deadline: tests/tools/test_hub.py's hang.
