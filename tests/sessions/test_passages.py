"""Documents too long for the context (app/sessions/passages.py): the passages the question finds go
instead, saved with the message so its prompt never changes; on the real model, a document four
times the context is answered without overflow and the planted passage is in the prompt."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from app.engine import Engine
from app.sessions import ChatRunner, Message, SessionStore
from app.sessions.attachments import PASSAGES_NOTE, AttachmentStore, Passage
from app.sessions.passages import choose_passages, fits_whole
from tests.sessions.test_attachments import extracted
from tests.support.corpus import filler
from tests.support.helpers import greedy_session

FACT = "In Kirkwall the harbour fee is 7341."


def long_report(n_paragraphs: int = 60, seed: int = 5) -> str:
    rng = random.Random(seed)
    paragraphs = [filler(rng, 70) for _ in range(n_paragraphs)]
    paragraphs.insert(n_paragraphs * 2 // 3, FACT)
    return "# Harbour records\n\n" + "\n\n".join(paragraphs) + "\n"


def test_whole_when_it_fits_passages_when_not(tmp_path: Path) -> None:
    store = AttachmentStore(tmp_path)
    att = store.put(extracted(long_report(), "records.md"))
    assert fits_whole([att], used=100, reserve=200, n_ctx=32_768)
    assert choose_passages(store, [att], "What is the harbour fee in Kirkwall?", 100, 200, 32_768) == []
    passages = choose_passages(store, [att], "What is the harbour fee in Kirkwall?", 100, 200, 2048)
    text = store.text(att)
    assert passages and FACT in text[passages[0].start : passages[0].end]  # the best first
    assert sum(p.end - p.start for p in passages) // 3 <= (2048 - 300) * 0.8  # within the room
    assert passages[0].heading == "Harbour records"
    none_in_common = choose_passages(store, [att], "zzz qqq", 100, 200, 2048)  # the beginning instead
    assert none_in_common and none_in_common[0].start == 0


def test_passages_survive_a_save_and_only_a_messages_own(tmp_path: Path) -> None:
    store = AttachmentStore(tmp_path)
    att = store.put(extracted(long_report(), "records.md"))
    p = Passage(att.sha256, 10, 50, None, "Harbour records")
    msg = Message("user", "Q?", attachments=[att], passages=[p])
    again = Message.from_dict(msg.to_dict())
    assert again.passages == [p]
    forged: dict[str, Any] = msg.to_dict()
    forged["passages"] += [{"sha256": "0" * 64, "start": 0, "end": 5}, {"sha256": att.sha256, "start": 9, "end": 2},
                           {"sha256": att.sha256, "start": -1, "end": 2}, "x"]
    assert Message.from_dict(forged).passages == [p]
    prompt = again.prompt_text(store.text)
    assert prompt.startswith(PASSAGES_NOTE) and '<document name="records.md › Harbour records">' in prompt
    assert prompt.endswith("Q?") and store.text(att)[10:50] in prompt


@pytest.mark.slow  # a model load with a small context and two replies: the full suite runs it
def test_a_document_four_times_the_context_is_answered_from_its_passages(make_engine: Any, tmp_path: Path) -> None:
    engine: Engine = make_engine(n_ctx=1024)
    runner = ChatRunner(SessionStore(tmp_path), engine, max_tokens=8)
    greedy_session(runner, "Answer from the documents.")
    att = runner.store.attachments.put(extracted(long_report(), "records.md"))
    assert len(engine.tokenize(runner.store.attachments.text(att))) > 4 * 1024
    sent: list[Any] = []
    generate = engine.generate
    engine.generate = lambda messages, *a, **k: sent.append(messages) or generate(messages, *a, **k)  # type: ignore[method-assign]
    reply = runner.send("What is the harbour fee in Kirkwall?", attachments=[att])
    assert reply is not None and reply.text and runner.warnings == []
    assert runner.active is not None
    question = runner.active.messages[0]
    assert question.passages and FACT in sent[0][-1]["content"]
    assert sent[0][-1]["content"].startswith(PASSAGES_NOTE)
    assert "documents" not in reply.stats  # passages are per question: nothing for the prefix cache
    follow = runner.send("And in Hobart?")  # the first message's prompt is what it was: no re-read
    assert follow is not None and sent[1][1]["content"] == sent[0][1]["content"]
    assert follow.stats["prompt_decoded"] < 40
    saved = runner.store.load(runner.active.id).messages[0]
    assert saved.passages == question.passages
