"""The one batcher of streamed text (app/runtime/reply_stream.py): its rule alone, then every
kind of streamed text on the real loop — the window's reply, Regenerate ×N's counts, the local
API's chat, raw completion and n replies — emitted by it and by nothing else; and a reply's text
before a tool step sent before that step, whatever the interval."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from app.engine.params import LoadParams
from app.engine.sampling import SamplingParams
from app.runtime import API, EngineLoop, api_work, reply_stream
from app.runtime import events as ev
from app.runtime import requests as rq
from app.runtime.reply_stream import UI_WAIT_S, ReplyStream
from app.sessions.tool_steps import ChatTools
from app.tools.servers import ServerConfig
from tests.desktop.xserver import ROOT
from tests.runtime.test_loop import Recorder, loop, of  # noqa: F401  (fixtures)
from tests.runtime.test_tool_progress import policies

HOUR = 3600.0  # an interval no test outlasts: nothing is sent by it, only at once or by a flush


def test_pieces_are_coalesced_by_the_interval_the_first_at_once_unless_it_waits() -> None:
    got: list[ev.Event] = []
    window = ReplyStream(got.append, interval=HOUR)
    for piece in "abc":
        window.add(piece)
    assert got == [ev.ReplyText("a")]  # the first at once: the reply shows it has begun
    window.flush()
    window.flush()  # nothing left: nothing sent
    assert got == [ev.ReplyText("a"), ev.ReplyText("bc")]

    got.clear()
    api = ReplyStream(got.append, lambda text: ev.ApiText(text, 2), HOUR, first_waits=True)
    for piece in "abc":
        api.add(piece)
    assert got == []  # the interval counts from the stream's start
    api.flush()
    assert got == [ev.ApiText("abc", 2)]

    got.clear()
    every = ReplyStream(got.append, ev.ApiText, 0.0, first_waits=True)
    for piece in ["a", "", "b"]:
        every.add(piece)
    every.flush()
    assert got == [ev.ApiText("a"), ev.ApiText("b")]  # an empty piece is no update


class Window:
    """A producer that draws each update: `caught_up` is never set, so a paced flush waits it out."""

    def __init__(self, paced: bool):
        self.paced = paced
        self.caught_up = threading.Event()


@pytest.mark.parametrize("paced", [True, False])
def test_only_a_paced_producer_is_waited_for(paced: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    waited: list[float | None] = []

    def wait(timeout: float | None = None) -> bool:
        waited.append(timeout)
        return False

    window = Window(paced)
    window.caught_up.set()
    monkeypatch.setattr(window.caught_up, "wait", wait)
    stream = ReplyStream(lambda _e: None, producer=window)
    stream.add("a")
    assert not window.caught_up.is_set()  # cleared before the text, set again by the window once drawn
    assert waited == ([UI_WAIT_S] if paced else [])


@pytest.mark.slow  # a model on the loop and six replies
def test_every_streamed_text_on_the_loop_goes_through_the_one_batcher(loop: EngineLoop, small_model: Path,  # noqa: F811
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Each text event is sent from inside ReplyStream.flush, none beside it: the window's, the
    counts and the API's. And the API's text follows its interval (one held to the end here)."""
    depth = [0]
    flush = ReplyStream.flush

    def counted(self: ReplyStream) -> None:
        depth[0] += 1
        try:
            flush(self)
        finally:
            depth[0] -= 1

    monkeypatch.setattr(ReplyStream, "flush", counted)
    sent: list[tuple[ev.Event, bool]] = []  # (a text event, sent by the batcher)

    class Marked(Recorder):
        def _put(self, event: ev.Event) -> None:
            if isinstance(event, (ev.ReplyText, ev.VersionsText, ev.ApiText)):
                sent.append((event, depth[0] > 0))
            super()._put(event)

    window, api = Marked(loop), Marked(loop, API)
    assert of(window.run(rq.LoadModel(str(small_model), LoadParams(n_ctx=2048, n_parallel=2))), ev.ModelLoaded)
    window.run(rq.NewChat())
    loop.runner.max_tokens = 8
    assert of(window.run(rq.Send("Name a river.")), ev.ReplyText)
    assert of(window.run(rq.RegenerateVersions(2)), ev.VersionsText)
    greedy, hot = SamplingParams(temperature=0), SamplingParams(temperature=1.0, seed=3)
    chat = of(api.run(rq.ApiChat((("user", "Name a river."),), greedy, 8)), ev.ApiText)
    assert of(api.run(rq.ApiChat((), greedy, 8, prompt="Once upon a time")), ev.ApiText)
    assert {e.index for e in of(api.run(rq.ApiChat((("user", "Name a sea."),), hot, 8, n=2)), ev.ApiText)} == {0, 1}
    assert sent and all(by_batcher for _, by_batcher in sent), [e for e, by in sent if not by]

    monkeypatch.setattr(api_work, "API_INTERVAL_S", HOUR)
    held = of(api.run(rq.ApiChat((("user", "Name a river."),), greedy, 8)), ev.ApiText)
    assert held == [ev.ApiText("".join(e.text for e in chat))]  # the same reply, sent once at its end


@pytest.mark.slow  # a model load, an MCP server and a reply with a tool call
def test_the_text_that_became_a_call_reaches_the_window_before_its_step(
        loop: EngineLoop, zoo: Callable[[str], Path], monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    """The zoo's Llama 3 held to a call of the stand-in server's `pid`: with an interval no reply
    outlasts, the window's text would all wait for the reply's end, the call's after its step
    (which set the shown text to what follows the call), so the answer would show the call's
    tail before it. The step flushes the stream first."""
    monkeypatch.setattr(reply_stream, "STREAM_INTERVAL_S", HOUR)
    window = Recorder(loop)
    assert of(window.run(rq.LoadModel(str(zoo("llama3")), LoadParams(n_ctx=4096))), ev.ModelLoaded)
    window.run(rq.NewChat())
    server = ServerConfig("shapes", command=sys.executable, args=("-m", "tests.support.mcp_server", "shapes"),
                          cwd=str(ROOT), timeout_s=30)
    window.run(rq.UseTools((server,), policies("pid")))
    window.run(rq.UpdateSettings({"tools": ChatTools(("shapes",), "pid"), "sampling": {"temperature": 0.0}}))
    loop.runner.max_tokens = 24
    got = window.run(rq.Send("What is your process id?"))
    first = next(i for i, e in enumerate(got) if isinstance(e, ev.ToolStep))
    reply = of(got, ev.ReplyFinished)[-1].session.messages[-1]
    (step,) = reply.tools
    assert "".join(e.text for e in of(got[:first], ev.ReplyText)) == step.text != ""  # the call, all of it first
    assert "".join(e.text for e in of(got[first:], ev.ReplyText)) == reply.text  # then only what follows it
