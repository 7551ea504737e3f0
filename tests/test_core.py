"""The composition root (app/core.py): one set of services for the window, `--cli` and
`--serve`; the facts of the loop (a model loaded, the chats changed) reach every subscriber,
whoever asked; limits the engine thread reads change through a request on that thread."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core import Core
from app.engine import SamplingParams
from app.engine.params import LoadParams
from app.runtime import API
from app.runtime import events as ev
from app.runtime import requests as rq
from app.runtime.listeners import Listeners
from app.settings import Settings
from tests.runtime.test_loop import Recorder, of


def test_listeners_tell_each_subscriber_until_it_leaves() -> None:
    news: Listeners[int] = Listeners()
    first: list[int] = []
    second: list[int] = []
    leave = news.subscribe(first.append)
    news.subscribe(second.append)
    news(1)
    leave()
    leave()  # twice: nothing more happens
    news(2)
    assert first == [1] and second == [1, 2]


@pytest.fixture
def core(data_dir: Path) -> Iterator[Core]:
    made = Core(Settings(), data_dir)
    made.start(indexing=False)
    yield made
    made.close()
    assert not made.loop.running, "the loop did not end"


@pytest.mark.slow  # a model load
def test_every_subscriber_learns_the_model_loaded_whoever_asked(core: Core, small_model: Path) -> None:
    """The server learns the model from the loop, not from the window: a load asked by one producer
    is told to the core (its gateway serves it) and to any other subscriber; once."""
    heard: list[ev.Event] = []
    core.loop.subscribe(heard.append)
    assert core.gateway.model is None
    window = Recorder(core.loop)
    api = Recorder(core.loop, API, name="api")
    events = window.run(rq.LoadModel(str(small_model), LoadParams(n_ctx=512)))
    assert len(of(events, ev.ModelLoaded)) == 1  # the asking producer, once
    assert core.gateway.model == small_model.name and core.served_model == small_model.name
    assert [type(e) for e in heard] == [ev.ModelLoaded]
    assert api.queue.empty()  # a producer is told only of its own requests; subscribers of the facts
    window.run(rq.NewChat())
    window.run(rq.RenameChat(window_chat(core), "Rivers"))
    assert [type(e) for e in heard] == [ev.ModelLoaded, ev.ChatsChanged]
    # An API client answered on the loop: every subscriber hears it begin and end (the window's
    # header says "API · busy" meanwhile: its own sends wait behind it).
    events = api.run(rq.ApiChat((("user", "Name a river."),), SamplingParams(temperature=0), 2))
    assert of(events, ev.ApiDone) and heard[2:] == [ev.ApiAnswering(True), ev.ApiAnswering(False)]
    assert window.queue.empty()  # not a request of the window's, and the window is no subscriber here


def window_chat(core: Core) -> str:
    active = core.loop.runner.active
    assert active is not None
    return active.id


@pytest.mark.slow  # a model load and a reply
def test_a_replys_length_is_set_on_the_engine_thread(core: Core, small_model: Path) -> None:
    window = Recorder(core.loop)
    window.run(rq.LoadModel(str(small_model), LoadParams(n_ctx=512)))
    window.run(rq.NewChat())
    window.run(rq.SetLimits(max_tokens=7, kv_budget=123_456))
    assert core.loop.runner.max_tokens == 7 and core.store.kv_budget == 123_456
    window.run(rq.SetLimits(kv_budget=0))  # None leaves the other as it is
    assert core.loop.runner.max_tokens == 7 and core.store.kv_budget == 0
    finished = of(window.run(rq.Send("Count to one hundred: one, two, three,")), ev.ReplyFinished)
    reply = finished[-1].session.messages[-1]
    assert reply.role == "assistant" and reply.stats["generated"] <= 7
