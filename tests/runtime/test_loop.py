"""The engine loop with no window: typed requests in, typed events out, on the real model.
Numbered cancellation (queued and running), a stop during a prefill, the one error rule, and a
second producer whose traffic never starves the window's requests."""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.engine import Engine
from app.engine.params import LoadParams
from app.runtime import API, WINDOW, EngineLoop, Producer
from app.runtime import events as ev
from app.runtime import requests as rq
from app.runtime.told import SAID_NOTHING
from app.sessions.store import SessionStore
from tests.support.helpers import long_text

WAIT_S = 120


class Recorder:
    """A producer that keeps its events: `run` sends a request and returns its events."""

    def __init__(self, loop: EngineLoop, priority: int = WINDOW, shared: list[tuple[str, ev.Event]] | None = None,
                 name: str = "window"):
        self.queue: queue.Queue[ev.Event] = queue.Queue()
        self.shared, self.name = shared, name
        self.producer: Producer = loop.producer(self._put, priority)
        self.chat_id = ""

    def _put(self, event: ev.Event) -> None:
        if self.shared is not None:
            self.shared.append((self.name, event))
        self.queue.put(event)

    def until_ended(self, rid: int) -> list[ev.Event]:
        got: list[ev.Event] = []
        while True:
            event = self.queue.get(timeout=WAIT_S)
            got.append(event)
            if isinstance(event, ev.RequestEnded) and event.rid == rid:
                return got

    def run(self, request: rq.Request) -> list[ev.Event]:
        return self.until_ended(self.producer.submit(request))


def of(events: list[ev.Event], kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in events if isinstance(e, kind)]


@pytest.fixture
def loop(data_dir: Path) -> Iterator[EngineLoop]:
    made = EngineLoop(SessionStore(data_dir))
    made.start()
    yield made
    made.shutdown()
    assert made.join(60), "the loop did not end"


@pytest.fixture
def window(loop: EngineLoop, small_model: Path) -> Recorder:
    """The loop with the model loaded and a new chat open."""
    rec = Recorder(loop)
    loaded = rec.run(rq.LoadModel(str(small_model), LoadParams(n_ctx=4096)))
    assert of(loaded, ev.ModelLoaded), loaded
    rec.chat_id = of(rec.run(rq.NewChat()), ev.ChatChanged)[0].session.id
    return rec


def test_a_chat_on_the_loop_streams_typed_events(loop: EngineLoop, window: Recorder, data_dir: Path) -> None:
    loop.runner.max_tokens = 12
    got = window.run(rq.Send("Hello there"))
    assert isinstance(got[0], ev.RequestStarted) and isinstance(got[-1], ev.RequestEnded)
    assert got[0].rid == got[-1].rid
    text = "".join(e.text for e in of(got, ev.ReplyText))
    finished = of(got, ev.ReplyFinished)[0].session
    assert [m.role for m in finished.messages] == ["user", "assistant"] and text == finished.messages[-1].text != ""
    assert of(got, ev.ContextUsed)[0].tokens > 0
    # What the events said is what is on disk.
    assert SessionStore(data_dir).load(finished.id).messages[-1].text == text


def test_a_reply_the_model_ends_before_writing_anything_says_so(loop: EngineLoop, window: Recorder) -> None:
    """The model's first token is its end of turn (the demo model does this now and then): the
    chat keeps the message, unanswered, and a notice says so (a stop before the first token does not)."""
    engine = loop.runner.engine
    assert isinstance(engine, Engine)
    ends = [[t, 100.0] for t in engine.end_tokens()]
    window.run(rq.UpdateSettings({"sampling": {"temperature": 0.0, "logit_bias": ends}}))
    got = window.run(rq.Send("Hello there"))
    assert not of(got, ev.ReplyStarted)
    assert [m.role for m in of(got, ev.ReplyFinished)[0].session.messages] == ["user"]
    assert [e.message for e in of(got, ev.Notice)] == [SAID_NOTHING]
    # Regenerate asks again: written this time.
    window.run(rq.UpdateSettings({"sampling": {"temperature": 0.0}}))
    loop.runner.max_tokens = 8
    again = window.run(rq.Regenerate())
    assert [m.role for m in of(again, ev.ReplyFinished)[0].session.messages] == ["user", "assistant"]
    assert not of(again, ev.Notice)


def test_a_stop_covers_the_running_and_the_queued_requests_and_no_later_one(loop: EngineLoop, window: Recorder,
                                                                            data_dir: Path) -> None:
    loop.runner.max_tokens = 400
    loop.hold.clear()  # nothing starts until all three are queued and stopped
    first = window.producer.submit(rq.Send("Tell me a long story. " + long_text(4)))
    window.producer.submit(rq.Regenerate())
    last = window.producer.submit(rq.ContinueReply())
    window.producer.stop()
    loop.hold.set()
    got = window.until_ended(last)
    assert [e.rid for e in of(got, ev.RequestEnded)] == [first, first + 1, last]
    assert not of(got, ev.ReplyStarted)  # no reply streamed
    # The send saved its user's message; the regenerate and the continue, cancelled in the queue,
    # changed nothing.
    chat = of(got, ev.ReplyFinished)[-1].session
    assert [(m.role, m.text) for m in SessionStore(data_dir).load(chat.id).messages] == [
        ("user", "Tell me a long story. " + long_text(4))]
    # A request sent after the stop runs.
    loop.runner.max_tokens = 6
    assert of(window.run(rq.Regenerate()), ev.ReplyStarted)


@pytest.mark.slow  # over half a second: the fast tier stays under a minute
def test_a_stop_during_a_prefill_ends_it_between_batches(loop: EngineLoop, window: Recorder, data_dir: Path) -> None:
    stopped = threading.Event()

    def stop_at_first_batch(event: ev.Event) -> None:
        window.queue.put(event)
        if isinstance(event, ev.Progress) and not stopped.is_set():
            stopped.set()
            window.producer.stop()  # from the engine thread, as a sink may

    window.producer._sink = stop_at_first_batch
    got = window.run(rq.Send(long_text(110)))  # about 2,000 tokens
    progress = of(got, ev.Progress)
    assert stopped.is_set() and progress[-1].total >= 1900 and progress[-1].done < progress[-1].total
    assert not of(got, ev.ReplyStarted)
    chat = of(got, ev.ReplyFinished)[-1].session
    assert [(m.role, m.interrupted) for m in SessionStore(data_dir).load(chat.id).messages] == [("user", False)]


def test_one_error_rule_a_users_error_is_an_event_a_bug_goes_to_the_hook_and_the_loop_goes_on(
        loop: EngineLoop, window: Recorder, monkeypatch: pytest.MonkeyPatch) -> None:
    failed = of(window.run(rq.OpenChat("no-such-chat")), ev.Failed)
    assert len(failed) == 1 and failed[0].message  # readable, shown as it is
    bugs: list[type] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: bugs.append(kind))
    got = window.run(rq.UpdateSettings({"no_such_setting": 1}))  # a bug: a keyword the runner lacks
    assert bugs == [TypeError] and not of(got, ev.Failed) and isinstance(got[-1], ev.RequestEnded)
    loop.runner.max_tokens = 4
    assert of(window.run(rq.Send("Still there?")), ev.ReplyFinished)


@pytest.mark.slow  # over a second: the fast tier stays under a minute
def test_api_traffic_never_starves_the_windows_requests(loop: EngineLoop, window: Recorder) -> None:
    order: list[tuple[str, ev.Event]] = []
    api = Recorder(loop, API, order, "api")
    window.shared = order
    loop.runner.max_tokens = 24
    api_rids = []
    loop.hold.clear()
    for i in range(4):
        api_rids.append(api.producer.submit(rq.Send(f"API question {i}")))
    loop.hold.set()
    # While the API's first reply streams, the window sends: it runs next, before the other three.
    while not isinstance(api.queue.get(timeout=WAIT_S), ev.ReplyStarted):
        pass
    assert window.producer.priority < api.producer.priority
    win_rid = window.producer.submit(rq.RenameChat(window.chat_id, "Renamed by the window"))
    window.until_ended(win_rid)
    api.until_ended(api_rids[-1])
    starts = [(who, e.rid) for who, e in order if isinstance(e, ev.RequestStarted)]
    assert starts == [("api", api_rids[0]), ("window", win_rid), *[("api", r) for r in api_rids[1:]]]
    # Each producer got only its own requests' events, and every API request ran to its end.
    assert all(e.rid in api_rids for who, e in order if who == "api" and isinstance(e, ev.RequestEnded))
    assert sum(1 for who, e in order if who == "api" and isinstance(e, ev.ReplyFinished)) == 4


@pytest.mark.slow  # a process of its own (7 s): the loop's behaviour is tested in-process above
def test_the_loop_and_the_terminal_run_with_no_qt(data_dir: Path, small_model: Path) -> None:
    """`--cli` on the loop in a process where importing Qt fails: a chat, saved like the window's."""
    script = textwrap.dedent(f"""
        import importlib.abc, json, sys
        class NoQt(importlib.abc.MetaPathFinder):
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("PySide6", "shiboken6"):
                    raise ImportError("Qt imported by " + name)
        sys.meta_path.insert(0, NoQt())
        from app.__main__ import main
        code = main(["--cli", "--model", {str(small_model)!r}, "--temperature", "0"])
        print(json.dumps({{"code": code, "qt": [m for m in sys.modules if m.startswith(("PySide6", "shiboken6"))]}}))
    """)
    out = subprocess.run([sys.executable, "-c", script], input="Hello, who are you?\n/quit\n", capture_output=True,
                         text=True, timeout=WAIT_S, cwd=Path(__file__).parents[2])
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout.rsplit("you> ", 1)[-1])  # after the prompt the /quit answered
    assert result == {"code": 0, "qt": []}
    assert "tokens," in out.stderr and "tok/s" in out.stderr  # the reply's figures
    chats = SessionStore(data_dir).list()
    assert len(chats) == 1
    messages = SessionStore(data_dir).load(chats[0].id).messages
    assert [m.role for m in messages] == ["user", "assistant"] and messages[1].text
    assert messages[1].text in out.stdout  # streamed as it was written


def test_a_request_sent_after_shutdown_fails_and_ends(data_dir: Path) -> None:
    loop = EngineLoop(SessionStore(data_dir))
    rec = Recorder(loop)
    loop.start()
    loop.shutdown()
    got = [e for e in rec.until_ended(rec.producer.submit(rq.NewChat())) if not isinstance(e, ev.LoopStopped)]
    assert [type(e) for e in got] == [ev.Failed, ev.RequestEnded] and "closing" in got[0].message
    assert loop.join(30)
