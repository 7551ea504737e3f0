"""Documents read once (app/sessions/documents_read.py), on the real model: a new chat with the same
system prompt and document restores it from the prefix cache and continues exactly as a chat that
read it; a chat going on never re-reads it; a cold reopen restores it and reads only the rest."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.engine import Engine
from app.sessions import ChatRunner, Message, SessionStore
from app.sessions.attachments import Attachment
from app.sessions.documents_read import documents_prefix
from tests.sessions.test_attachments import extracted
from tests.support.helpers import greedy_session

SYSTEM = "You answer from the document."
REPORT = "\n".join(f"Day {i}: the river Ellery stood at {1 + (i * 37) % 29 / 10:.1f} metres near mill {i % 7}."
                   for i in range(1, 25))


def chat(runner: ChatRunner, att: Attachment, question: str) -> Message:
    greedy_session(runner, SYSTEM)
    reply = runner.send(question, attachments=[att])
    assert reply is not None and reply.text and runner.warnings == []
    return reply


@pytest.mark.slow  # over a second: the fast tier stays under a minute
def test_a_second_chat_restores_the_document_and_answers_as_one_that_read_it(engine: Engine, tmp_path: Path) -> None:
    runner = ChatRunner(SessionStore(tmp_path / "a"), engine, max_tokens=12)
    att = runner.store.attachments.put(extracted(REPORT, "river.txt"))
    first = chat(runner, att, "Where was the river highest?")
    read = first.stats["documents"]
    assert read["restored"] is False and read["tokens"] > 300
    assert len(list(runner.prefix_cache.folder.glob("*.kv"))) == 1

    second = chat(runner, att, "Which mill is named on day 3?")
    assert second.stats["documents"]["restored"] is True
    assert second.stats["documents"]["tokens"] == read["tokens"]
    assert second.stats["prompt_decoded"] < 40  # only the question: the document was restored

    # A chat that read the same document itself, with no cache to restore from, answers the same.
    fresh = ChatRunner(SessionStore(tmp_path / "b"), engine, max_tokens=12)
    fresh_att = fresh.store.attachments.put(extracted(REPORT, "river.txt"))
    alone = chat(fresh, fresh_att, "Which mill is named on day 3?")
    assert alone.stats["documents"]["restored"] is False
    assert alone.text == second.text

    # Going on: the engine holds the document already, so the next turn does not touch the cache,
    # nor render the conversation to find the document's prefix again (only the reply's own render).
    renders: list[int] = []
    render = engine.render
    engine.render = lambda messages, *a, **k: renders.append(1) or render(messages, *a, **k)  # type: ignore[method-assign]
    third = runner.send("And on day 4?")
    engine.render = render  # type: ignore[method-assign]
    assert third is not None and "documents" not in third.stats and len(renders) == 1


@pytest.mark.slow  # about a second: the fast tier stays under a minute
def test_a_cold_reopen_restores_the_document_and_reads_only_the_rest(engine: Engine, tmp_path: Path) -> None:
    runner = ChatRunner(SessionStore(tmp_path), engine, max_tokens=12)
    att = runner.store.attachments.put(extracted(REPORT, "river.txt"))
    reply = chat(runner, att, "Where was the river highest?")
    assert runner.active is not None
    session_id, n_doc = runner.active.id, reply.stats["documents"]["tokens"]
    runner.leave()
    runner.store.kv_path(session_id).unlink()  # no saved cache: the chat is read again
    engine.reset()
    result = runner.open(session_id)
    assert result is not None and result.kind == "cold"
    assert result.tokens > n_doc and result.decoded == result.tokens - n_doc


def test_no_prefix_without_documents_at_the_start(engine: Engine, tmp_path: Path) -> None:
    runner = ChatRunner(SessionStore(tmp_path), engine, max_tokens=4)
    greedy_session(runner, SYSTEM)
    reply = runner.send("Hello there.")
    assert reply is not None and "documents" not in reply.stats
    assert runner.active is not None
    messages = runner.active.chat_messages()
    assert documents_prefix(engine, runner.active, messages, 4) is None
    assert not runner.prefix_cache.folder.exists()
