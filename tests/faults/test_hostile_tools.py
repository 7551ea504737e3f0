"""Hostile tools (issue 36's rows; the hub's own rows, a server that hangs, crashes mid-call, never
answers initialize, floods its stdout or sends a 10 MB result, are in tests/tools/test_hub.py).
Here, in a chat on a real model and the SDK-written server: a result far larger than the
context is cut to fit and the reply goes on; a crash mid-call is the call's error and the next
call works; a model that keeps calling stops at the limit of calls per reply; a call that hangs
is stopped by Stop at once, with the window answering the keyboard meanwhile; a server's secret
never reaches the log or the transcript (it is in the server's environment). Never a crash, never a lost word."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.engine import LoadParams
from app.runtime import requests as rq
from app.sessions import ChatRunner
from app.sessions.model import Message
from app.sessions.tool_steps import ChatTools, ToolRun
from app.sessions.tool_turns import MAX_CALLS, STOPPED_RUNNING, HubTools, take_step
from app.tools.hub import ToolHub
from app.tools.servers import ServerConfig
from app.ui.window.main_window import MainWindow
from tests.support.helpers import greedy_session, type_and_send, wait_idle

pytestmark = pytest.mark.slow  # MCP servers' processes and replies on a real model

ROOT = Path(__file__).resolve().parents[2]
SECRET = "s3cr3t-token-value"


def _server(name: str = "maths", timeout_s: float = 30) -> ServerConfig:
    return ServerConfig(name, command=sys.executable, args=("-m", "tests.support.mcp_server"), cwd=str(ROOT),
                        env={"EMBERLY_TEST_TOKEN": SECRET}, timeout_s=timeout_s)


@pytest.fixture
def hub(tmp_path: Path) -> Iterator[ToolHub]:
    hub = ToolHub([_server()], tmp_path / "logs")
    yield hub
    hub.close()


def _runner(make_runner: Callable[..., ChatRunner], model: Path, hub: ToolHub, choice: str) -> ChatRunner:
    runner = make_runner(model=model, n_ctx=2048)
    runner.max_tokens = 96  # a test model's forced call of add: two long numbers
    runner.tools = HubTools(hub, lambda run, _cancelled: True)
    greedy_session(runner)
    runner.set_settings(tools=ChatTools(("maths",), choice))
    return runner


def test_a_result_larger_than_the_context_is_cut_and_a_crash_is_the_calls_error(
        make_runner: Callable[..., ChatRunner], zoo: Callable[[str], Path], hub: ToolHub, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    runner = _runner(make_runner, zoo("llama3"), hub, "big")
    reply = runner.send("Give me a big result.")
    assert reply is not None and reply.tools and not reply.interrupted, reply
    run = reply.tools[0].runs[0]
    assert run.status == "ran" and "more than this chat's context can take" in run.result and len(run.result) < 1200
    assert reply.stats is not None and reply.stats["prompt_decoded"] > 0  # the model read it and went on

    runner.set_settings(tools=ChatTools(("maths",), "crash"))
    crashed = runner.send("Now crash.")
    assert crashed is not None and crashed.tools[0].runs[0].status == "failed"
    assert "starts again with the next call" in crashed.tools[0].runs[0].result
    runner.set_settings(tools=ChatTools(("maths",), "add"))
    again = runner.send("Add two numbers.")
    assert again is not None and again.tools[0].runs[0].status == "ran"  # the server started again

    # The secret reached the server's process only: not the log, not the chat's file, not the prompt.
    assert runner.active is not None
    assert SECRET not in runner.store.path(runner.active.id).read_text(encoding="utf-8")
    assert not any(SECRET in r.getMessage() for r in caplog.records)
    assert all(SECRET not in p.read_text(errors="replace") for p in (tmp_path / "logs").glob("*"))


def test_a_model_that_keeps_calling_stops_at_the_limit() -> None:
    calls = '{"name": "add", "arguments": {"a": 1, "b": 1}}'
    specs = [{"type": "function", "function": {"name": "add", "parameters": {}}}]
    ran: list[ToolRun] = []

    class Box:
        def specs(self, servers: object) -> tuple[list[dict[str, object]], dict[str, str]]:
            return specs, {}

        def server_of(self, name: str) -> str:
            return "maths"

        def run(self, run: ToolRun, cancelled: object) -> None:
            run.result, run.status = "2", "ran"
            ran.append(run)

    msg = Message("assistant", "")
    steps = []
    for _ in range(MAX_CALLS + 3):  # the model writes the same call after every result
        msg.text = calls
        steps.append(take_step(msg, "eog", "", specs, Box(), lambda: False, lambda: None))
        if steps[-1] != "next":
            break
    assert steps == ["next"] * MAX_CALLS + ["limit"] and len(ran) == MAX_CALLS
    assert msg.text == calls  # the call it was stopped at stays as its text: nothing lost


def test_stop_ends_a_call_that_hangs_and_the_window_stays_responsive(
        qtbot: QtBot, window: MainWindow, zoo: Callable[[str], Path]) -> None:
    window.load_model(str(zoo("llama3")), LoadParams(n_ctx=4096))
    qtbot.waitUntil(lambda: window.model_info is not None and "llama3" in window.model_info.path, timeout=60_000)
    wait_idle(qtbot, window)
    window.settings.mcp_servers = [{"name": "slow", "type": "stdio", "command": sys.executable,
                                    "args": ["-m", "tests.support.mcp_server"], "cwd": str(ROOT), "timeout": 600,
                                    "env": {"EMBERLY_TEST_SLEEP_AT_LEAST": "600"}}]  # a hang, whatever it asks
    window.settings.tool_policies = {"slow/sleep": "always"}
    window.tools.use()
    window.controller.submit(rq.UpdateSettings(dict(tools=ChatTools(("slow",), "sleep"), sampling={"temperature": 0.0})))
    wait_idle(qtbot, window)
    type_and_send(qtbot, window, "Wait a while.")
    qtbot.waitUntil(lambda: bool(window.chat.items()[-1].tools) and window.chat.items()[-1].tools[0].status == "waiting",
                    timeout=60_000)

    # The call hangs (the model asked for seconds it will not get): the window takes typing.
    window.composer.edit.setFocus()
    qtbot.keyClicks(window.composer.edit, "still here")
    assert window.composer.edit.toPlainText() == "still here"
    qtbot.keyClick(window.composer.edit, Qt.Key.Key_Escape)  # Stop
    wait_idle(qtbot, window, timeout=15_000)  # far less than the hung call's 600 s
    assert window.session is not None
    reply = window.session.messages[-1]
    assert reply.tools[0].runs[0].result == STOPPED_RUNNING and reply.interrupted
    saved = window.store.load(window.session.id).messages[-1]
    assert saved.tools[0].runs[0].result == STOPPED_RUNNING
