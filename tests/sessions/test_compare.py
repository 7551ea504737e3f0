"""Compare on two real models (the demo model's small-vocabulary cut and the zoo's Llama 3): the
second model's answer is a version of the reply, each model keeps its own cache of the chat, a
turn reads only what is new to each model, the kept answer is a version switch, and a compared
chat reopened on fresh engines continues warm on both, exactly as the never-closed engines do."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore
from app.sessions.compare import CompareRunner, model_name, side_record
from app.sessions.model import Message, Session
from tests.support.helpers import GREEDY, long_text

SYSTEM = "You are a careful assistant. " + long_text(20)  # a few hundred tokens: a re-read shows


@pytest.fixture
def second(zoo: Callable[[str], Path]) -> Iterator[Callable[[], Engine]]:
    engines: list[Engine] = []

    def make() -> Engine:
        engines.append(Engine(zoo("llama3"), LoadParams(n_ctx=4096)))
        return engines[-1]

    yield make
    for e in engines:
        e.close()


def compared(runner: ChatRunner, engine: Engine) -> CompareRunner:
    side = CompareRunner(runner.store, engine, max_tokens=24, prefix_cache=runner.prefix_cache)
    assert runner.active is not None
    side.follow(runner.active)
    return side


def compared_chat(make_runner: Callable[..., ChatRunner], second: Callable[[], Engine]
                  ) -> tuple[ChatRunner, Session, Engine, CompareRunner]:
    """A new greedy chat with a long system prompt, compared with the zoo's Llama 3."""
    runner = make_runner()
    session = runner.new_session(system_prompt=SYSTEM)
    runner.set_settings(sampling=GREEDY)
    b = second()
    session.compare = side_record(b)
    return runner, session, b, compared(runner, b)


def new_tokens(engine: Engine, text: str) -> int:
    return len(engine.tokenize(text))


def test_a_compared_turn_keeps_both_answers_and_each_model_reads_only_what_is_new(
        make_runner: Callable[..., ChatRunner], second: Callable[[], Engine]) -> None:
    runner, session, b, side = compared_chat(make_runner, second)
    a_msg = runner.send("Name three colours.")
    b_msg = side.answer()
    assert a_msg is not None and b_msg is not None and a_msg.text and b_msg.text
    # The chat's reply stays; the second model's answer is its sibling, each saying who wrote it.
    assert session.messages[-1].id == a_msg.id
    assert [m.id for m in session.siblings(1)] == [a_msg.id, b_msg.id]
    assert (a_msg.stats or {})["model"] == model_name(runner.engine) and (b_msg.stats or {})["model"] == model_name(b)
    assert session.compared_answer() is b_msg
    assert session.model_path == str(runner.engine.info.path)  # the chat reopens on its own model
    store = runner.store
    assert store.kv_path(session.id).is_file() and store.compare_kv_path(session.id).is_file()
    # On disk as in memory, the compare record with it.
    again = SessionStore(store.root).load(session.id)
    assert again.compare is not None and again.compare["model_path"] == str(b.info.path)
    assert [m.id for m in again.siblings(1)] == [a_msg.id, b_msg.id]

    # Keep the second model's answer: the chat's model reads only that answer.
    kept = runner.switch_to(b_msg.id)
    assert kept is not None and 0 < kept.decoded <= new_tokens(runner.engine, b_msg.text) + 8
    # Back to its own answer and to the kept one again: each a version's file, nothing read.
    for version in (a_msg, b_msg):
        switched = runner.switch_to(version.id)
        assert switched is not None and (switched.kind, switched.decoded) == ("warm", 0), switched
    # The next turn: each model reads the new message only (its own answer, or the kept one, is read).
    a2 = runner.send("And three animals?")
    assert side.follow(session) is None  # the same chat: its live cache holds it
    b2 = side.answer()
    assert a2 is not None and b2 is not None
    for msg, engine in ((a2, runner.engine), (b2, b)):
        stats = msg.stats or {}
        assert stats["prompt_tokens"] > 300, stats
        assert stats["prompt_decoded"] <= new_tokens(engine, "And three animals?") + 12, (msg.stats, engine.info.name)


@pytest.mark.slow
def test_where_the_chats_answer_is_kept_the_second_model_reads_it_once(
        make_runner: Callable[..., ChatRunner], second: Callable[[], Engine]) -> None:
    runner, session, b, side = compared_chat(make_runner, second)
    a_msg = runner.send("Name three colours.")
    side.answer()
    runner.send("And three animals?")
    b2 = side.answer()
    assert a_msg is not None and b2 is not None
    limit = new_tokens(b, a_msg.text) + new_tokens(b, "And three animals?") + 16
    assert (b2.stats or {})["prompt_decoded"] <= limit < (b2.stats or {})["prompt_tokens"]


@pytest.mark.slow
def test_a_compared_chat_reopened_continues_warm_on_both_models_exactly(
        make_runner: Callable[..., ChatRunner], second: Callable[[], Engine], data_dir: Path, tmp_path: Path) -> None:
    runner, session, b, side = compared_chat(make_runner, second)
    runner.send("Name three colours.")
    b_msg = side.answer()
    assert b_msg is not None
    runner.switch_to(b_msg.id)
    a2 = runner.send("And three animals?")
    side.answer()
    assert a2 is not None
    runner.save_cache()
    side.save_cache()
    # A restart: a copy of the data folder opened by fresh engines.
    copy = tmp_path / "restarted"
    shutil.copytree(data_dir, copy)
    runner2 = make_runner(root=copy)
    opened = runner2.open(session.id)
    side2 = CompareRunner(runner2.store, second(), max_tokens=24, prefix_cache=runner2.prefix_cache)
    assert runner2.active is not None
    resumed = side2.follow(runner2.active)
    assert opened is not None and opened.kind == "warm" and resumed is not None and resumed.kind == "warm", (opened, resumed)
    # The third turn on both, never closed and reopened: the same replies.
    replies: list[list[Message | None]] = []
    for r, s in ((runner, side), (runner2, side2)):
        replies.append([r.send("Which of them is fastest?"), s.answer()])
    assert [m.text for m in replies[0] if m] == [m.text for m in replies[1] if m]
    # What each read: the new message; the second model also the chat's answer it did not write.
    a3, b3 = replies[1]
    question = new_tokens(b, "Which of them is fastest?")
    assert a3 is not None and b3 is not None
    assert (a3.stats or {})["prompt_decoded"] <= question + 12
    assert (b3.stats or {})["prompt_decoded"] <= new_tokens(b, a2.text) + question + 16


@pytest.mark.slow
def test_the_second_models_cache_is_its_own_file_and_goes_with_the_chat(
        make_runner: Callable[..., ChatRunner], second: Callable[[], Engine]) -> None:
    runner = make_runner()
    session = runner.new_session()
    b = second()
    session.compare = side_record(b)
    side = compared(runner, b)
    runner.send("Hello")
    side.answer()
    store = runner.store
    assert store.compare_kv_path(session.id).is_file()
    side.leave()
    assert side.active is None and runner.active is session  # leaving never closes the chat
    runner.delete(session.id)
    assert not list(store.kv_dir.glob(f"{session.id}.*"))
