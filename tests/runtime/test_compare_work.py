"""Compared chats on the engine loop, real models: the second model beside the chat's or taking
turns with it (memory), its own request (Stop in one column leaves the other answering), keep an
answer, end the comparison, reopen a compared chat, and a server's model in the second column."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from app.downloads.catalogue import Memory
from app.runtime import EngineLoop
from app.runtime import events as ev
from app.runtime import requests as rq
from app.sessions.store import SessionStore
from tests.runtime.test_loop import Recorder, loop, of, window  # noqa: F401 (fixtures)
from tests.support.helpers import GREEDY

BOTH_FIT = Memory(ram_total=64 << 30, ram_free=64 << 30)
NOTHING_FREE = Memory(ram_total=64 << 30, ram_free=1 << 20)


def compare_with(chat: Recorder, engine_loop: EngineLoop, path: Path, memory: Memory = BOTH_FIT) -> ev.CompareReady:
    engine_loop.work.compare.memory = lambda: memory
    chat.run(rq.UpdateSettings({"sampling": GREEDY}))
    got = chat.run(rq.CompareWith(path=str(path)))
    assert not of(got, ev.Failed), got
    return of(got, ev.CompareReady)[0]


def compared_turn(chat: Recorder, text: str) -> tuple[list[ev.Event], list[ev.Event]]:
    first = chat.producer.submit(rq.Send(text))
    second = chat.producer.submit(rq.CompareReply())
    return chat.until_ended(first), chat.until_ended(second)


def test_the_second_model_answers_beside_the_chats_as_a_version(loop: EngineLoop, window: Recorder,  # noqa: F811
                                                                zoo: Callable[[str], Path], data_dir: Path) -> None:
    loop.runner.max_tokens = 16
    ready = compare_with(window, loop, zoo("llama3"))
    assert ready.mode == "beside" and ready.name
    own, other = compared_turn(window, "Name three colours.")
    assert of(own, ev.ReplyStarted) and of(other, ev.CompareStarted)
    finished = of(other, ev.CompareFinished)[0]
    text = "".join(e.text for e in of(other, ev.CompareText))
    answer = next(m for m in finished.session.versions if m.id == finished.message_id)
    assert answer.text == text != "" and (answer.stats or {})["model"] == ready.name
    assert finished.session.messages[-1].id != answer.id  # the chat's own reply stays on the path
    # Keep it: a version switch, on disk too.
    opened = of(window.run(rq.KeepAnswer(answer.id)), ev.ChatOpened)[0]
    assert opened.session.messages[-1].id == answer.id
    assert SessionStore(data_dir).load(window.chat_id).messages[-1].id == answer.id
    # Reopened (another chat in between): it says it is compared, and with what.
    window.run(rq.NewChat())
    reopened = window.run(rq.OpenChat(window.chat_id))
    assert of(reopened, ev.CompareReady)[0].name == ready.name
    # Ended: the answers stay as versions, the chat is no longer compared.
    ended = window.run(rq.EndCompare())
    assert of(ended, ev.CompareEnded) and of(ended, ev.ChatChanged)[-1].session.compare is None
    assert SessionStore(data_dir).load(window.chat_id).compare is None


@pytest.mark.slow
def test_a_model_that_does_not_fit_beside_takes_turns_and_the_chat_stays_warm(
        loop: EngineLoop, window: Recorder, zoo: Callable[[str], Path]) -> None:  # noqa: F811
    loop.runner.max_tokens = 12
    ready = compare_with(window, loop, zoo("llama3"), NOTHING_FREE)
    assert ready.mode == "turns" and "one at a time" in ready.why
    assert loop.work.compare._loaded is None  # nothing loaded beside the chat's model
    own, other = compared_turn(window, "Name three colours.")
    assert of(other, ev.CompareFinished)[0].message_id is not None
    assert not of(other, ev.Failed), other
    # The chat's model is back, the chat restored from its file: the next turn reads only its message.
    assert loop.work.compare._loaded is None and loop.runner.engine is not None
    again = of(window.run(rq.Send("And three animals?")), ev.ReplyFinished)[0].session.messages[-1]
    assert (again.stats or {})["prompt_reused"] > 20 and (again.stats or {})["prompt_decoded"] < 30, again.stats


@pytest.mark.slow
def test_stop_in_one_column_leaves_the_other_answering(loop: EngineLoop, window: Recorder,  # noqa: F811
                                                       zoo: Callable[[str], Path]) -> None:
    loop.runner.max_tokens = 48
    compare_with(window, loop, zoo("llama3"))
    for stopped in ("own", "other"):
        first = window.producer.submit(rq.Send(f"Tell me a story ({stopped})."))
        second = window.producer.submit(rq.CompareReply())
        target = first if stopped == "own" else second
        kind = ev.ReplyText if stopped == "own" else ev.CompareText
        got: list[ev.Event] = []
        while not any(isinstance(e, ev.RequestEnded) and e.rid == second for e in got):
            event = window.queue.get(timeout=120)
            got.append(event)
            if isinstance(event, kind):
                window.producer.cancel(target)
        own = of(got, ev.ReplyFinished)[0].session.messages[-1]
        finished = of(got, ev.CompareFinished)[0]
        other = next(m for m in finished.session.all_messages() if m.id == finished.message_id)
        cut, whole = (own, other) if stopped == "own" else (other, own)
        assert cut.finish_reason == "cancelled" and whole.finish_reason in ("stop", "length"), (stopped, cut, whole)


@pytest.mark.slow
def test_a_servers_model_answers_in_the_second_column(loop: EngineLoop, window: Recorder,  # noqa: F811
                                                      start_server: Callable[..., object]) -> None:
    server = start_server("llama", slot_dir=None)
    url = str(server.url)  # type: ignore[attr-defined]
    model = httpx.get(f"{url}/v1/models", timeout=10).json()["data"][0]["id"]
    loop.runner.max_tokens = 12
    window.run(rq.UpdateSettings({"sampling": GREEDY}))
    ready = of(window.run(rq.CompareWith(url=url, model=model)), ev.CompareReady)[0]
    assert ready.mode == "server"
    _, other = compared_turn(window, "Name three colours.")
    finished = of(other, ev.CompareFinished)[0]
    answer = next(m for m in finished.session.versions if m.id == finished.message_id)
    assert answer.text and (answer.stats or {})["model"] == ready.name[:64]
    assert finished.session.compare is not None and finished.session.compare["provider"] == {"url": url, "model": model}


@pytest.mark.slow
def test_the_chats_own_model_is_not_compared_with_itself(loop: EngineLoop, window: Recorder, small_model: Path) -> None:  # noqa: F811
    loop.work.compare.memory = lambda: BOTH_FIT
    got = window.run(rq.CompareWith(path=str(small_model)))
    assert "chat's own model" in of(got, ev.Failed)[0].message and not of(got, ev.CompareReady)


def test_reply_without_a_comparison_does_nothing(loop: EngineLoop, window: Recorder) -> None:  # noqa: F811
    got = window.run(rq.CompareReply())
    assert not of(got, ev.CompareStarted) and not of(got, ev.Failed)
    assert of(window.run(rq.UpdateSettings({"sampling": GREEDY})), ev.ChatChanged)
