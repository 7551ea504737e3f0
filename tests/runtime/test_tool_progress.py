"""A chat's tool call on the engine loop (no window), issue 48 item 15: the zoo's Llama 3 is held
to a call of the stand-in server's `crawl` (tests/support/mcp_server.py, mode `shapes`), which
reports its progress and then waits for a gate file; the window's producer gets a ToolProgress
for that call while it runs, before the step that says it ran. Then the chat is given a library
and the model calls `roots`: the server, allowed to see the chat's folders, is given the
library's folder as its root."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from app.documents.libraries import Libraries
from app.engine.params import LoadParams
from app.runtime import EngineLoop
from app.runtime import events as ev
from app.runtime import requests as rq
from app.sessions.tool_steps import ChatTools
from app.tools.servers import ServerConfig
from tests.desktop.xserver import ROOT
from tests.runtime.test_loop import WAIT_S, Recorder, loop, of  # noqa: F401  (loop: a fixture)

pytestmark = pytest.mark.slow  # a model load, an MCP server and two replies with tools

SHAPES_TOOLS = ("add", "echo", "sleep", "crash", "words", "big", "env", "pid", "document", "steps", "crawl", "roots")


def policies(*allowed: str) -> tuple[tuple[str, str], ...]:
    """The tools named always run; the others never (no question waits for a window)."""
    return tuple((f"shapes/{t}", "always" if t in allowed else "never") for t in SHAPES_TOOLS)


def _until(window: Recorder, rid: int, seen: Callable[[ev.Event], bool], got: list[ev.Event]) -> None:
    """Events into `got` until one is `seen` (or the request ends, which fails)."""
    while True:
        event = window.queue.get(timeout=WAIT_S)
        got.append(event)
        if seen(event):
            return
        assert not (isinstance(event, ev.RequestEnded) and event.rid == rid), got


def test_a_calls_progress_reaches_the_window_and_the_chats_folders_its_server(
        loop: EngineLoop, data_dir: Path, zoo: Callable[[str], Path], tmp_path: Path) -> None:  # noqa: F811
    window = Recorder(loop)
    assert of(window.run(rq.LoadModel(str(zoo("llama3")), LoadParams(n_ctx=4096))), ev.ModelLoaded)
    window.run(rq.NewChat())
    gate = tmp_path / "go"
    server = ServerConfig("shapes", command=sys.executable, args=("-m", "tests.support.mcp_server", "shapes"),
                          cwd=str(ROOT), timeout_s=30, env={"EMBERLY_TEST_GATE": str(gate)}, library_roots=True)
    window.run(rq.UseTools((server,), policies("crawl", "roots")))
    window.run(rq.UpdateSettings({"tools": ChatTools(("shapes",), "crawl"), "sampling": {"temperature": 0.0}}))
    loop.runner.max_tokens = 48

    rid = window.producer.submit(rq.Send("Crawl the pages."))
    got: list[ev.Event] = []
    _until(window, rid, lambda e: isinstance(e, ev.ToolProgress) and e.progress == 3, got)
    # While the call runs: its step is shown waiting, and its progress names it.
    waiting = of(got, ev.ToolStep)[-1].message.tools[-1].runs[-1]
    assert waiting.name == "crawl" and waiting.status == "waiting"
    assert {(p.call_id, p.total, p.message) for p in of(got, ev.ToolProgress)} == {
        (waiting.id, 10.0, "indexing files…")}
    gate.touch()
    _until(window, rid, lambda e: isinstance(e, ev.RequestEnded) and e.rid == rid, got)
    run = of(got, ev.ReplyFinished)[-1].session.messages[-1].tools[0].runs[0]
    assert (run.id, run.status, run.result) == (waiting.id, "ran", "crawled 10 pages")
    ended = next(i for i, e in enumerate(got) if isinstance(e, ev.ToolStep) and e.message.tools[0].runs[0].status == "ran")
    assert not any(isinstance(e, ev.ToolProgress) for e in got[ended:])  # none after the call's end

    # The chat searches a library: its folder is the server's root.
    folder = tmp_path / "field notes"
    folder.mkdir()
    library = Libraries(data_dir).add("Field notes", [folder])
    window.run(rq.UpdateSettings({"libraries": [library.id], "tools": ChatTools(("shapes",), "roots")}))
    finished = of(window.run(rq.Send("Which folders can you see?")), ev.ReplyFinished)[-1].session
    seen = json.loads(finished.messages[-1].tools[0].runs[0].result)
    assert seen["capability"] is True and seen["roots"] == [{"uri": folder.as_uri(), "name": "Field notes"}]
