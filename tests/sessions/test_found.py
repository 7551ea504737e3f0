"""Passages from the chat's libraries (app/sessions/found.py): searched for each message, kept with
it (texts by hash), first in its prompt; on the real model the planted fact is found, and the
message's prompt stays what it was after the library's file and the library itself are gone."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.documents.libraries import Libraries
from app.engine import Engine
from app.engine.local.shared_embedder import SharedEmbedder
from app.sessions import ChatRunner, Message, Session, SessionStore
from app.sessions.attachments import FOUND_NOTE, AttachmentStore, Found
from app.sessions.found import find_in_libraries, found_room
from app.sessions.meaning import Meaning
from app.sessions.passages import choose_passages
from tests.sessions.test_attachments import extracted
from tests.sessions.test_passages import long_report
from tests.support.corpus import planted_corpus
from tests.support.helpers import greedy_session


def test_found_passages_survive_a_save_and_come_first_in_the_prompt(tmp_path: Path) -> None:
    store = AttachmentStore(tmp_path)
    sha = store.put_text("In Oslo the ferry fare is 4120.")
    found = Found(sha, "notes-003.md", 31, "Travel", "/home/me/notes/notes-003.md", 40, 71, None, "Notes 3")
    att = store.put(extracted("An attached memo.", "memo.txt"))
    msg = Message("user", "What is the ferry fare in Oslo?", attachments=[att], found=[found], searched="keywords")
    again = Message.from_dict(msg.to_dict())
    assert again.found == [found] and again.searched == "keywords"
    assert Message.from_dict({**msg.to_dict(), "searched": "telepathy"}).searched == ""
    prompt = again.prompt_text(store.text)
    assert prompt.startswith(FOUND_NOTE + '<document name="Travel: notes-003.md › Notes 3">\nIn Oslo the ferry')
    assert prompt.index("An attached memo.") > prompt.index("ferry fare is 4120") and prompt.endswith("Oslo?")
    forged: dict[str, Any] = msg.to_dict()
    forged["found"] += [{"sha256": "x" * 64, "start": 0, "end": 5}, {"sha256": sha, "start": 9, "end": 2}, 7,
                        {**found.to_dict(), "path": "a\0b", "name": "\n" * 9, "n_chars": -3}]
    kept = Message.from_dict(forged).found
    assert kept[0] == found and kept[1:] == [Found(sha, "document", 0, "Travel", "", 40, 71, None, "Notes 3")]
    session = Session(messages=[again], libraries=["0123456789ab"])
    assert session.attachment_ids() == {sha, att.sha256}
    data = session.to_dict()
    data["libraries"] = ["0123456789ab", "../../etc/x", 5, "0123456789ab"[:11]]
    assert Session.from_dict(data).libraries == ["0123456789ab"]


def test_the_room_for_found_passages() -> None:
    assert found_room(4096, 512, 100, documents=False) == 1024  # a quarter of the context at most
    assert found_room(1024, 256, 500, documents=False) == 214  # 80% of what is left
    assert found_room(1024, 256, 500, documents=True) == 107  # the message's own documents come next
    assert found_room(1024, 256, 2000, documents=False) == 0


@pytest.mark.slow  # about a second: the fast tier stays under a minute
def test_with_an_embedding_model_libraries_and_long_documents_are_searched_by_meaning_too(
        tmp_path: Path, zoo: Callable[[str], Path]) -> None:
    facts = planted_corpus(tmp_path / "notes", n_files=12, n_facts=4)
    libraries = Libraries(tmp_path)
    info = libraries.add("Notes", [tmp_path / "notes"])
    shared = SharedEmbedder(zoo("bert"))
    with libraries.open(info.id, embedder_id=shared.id) as index:
        index.sync([tmp_path / "notes"], embed=lambda texts: shared.embed(texts))
    store, notes = SessionStore(tmp_path), []
    meaning = Meaning(shared, facts[0].question)
    found = find_in_libraries(tmp_path, [info.id], facts[0].question, 2000, store.attachments, notes, meaning)
    assert found and notes == [] and meaning.used and meaning.searched == "meaning and keywords"
    keywords = Meaning(SharedEmbedder(zoo("bert").with_name("other.gguf")), facts[0].question)  # another model's space
    find_in_libraries(tmp_path, [info.id], facts[0].question, 2000, store.attachments, notes, keywords)
    assert not keywords.used and keywords.searched == "keywords"
    att = store.attachments.put(extracted(long_report(), "records.md"))  # a long document: indexed with vectors
    meaning = Meaning(shared, "What is the harbour fee in Kirkwall?")
    assert choose_passages(store.attachments, [att], meaning.question, 100, 200, 2048, meaning) and meaning.used
    shared.close()


@pytest.mark.slow  # a model load and three replies: the full suite runs it
def test_a_librarys_passages_answer_and_the_prompt_never_changes(make_engine: Any, tmp_path: Path) -> None:
    facts = planted_corpus(tmp_path / "notes", n_files=40, n_facts=10)
    libraries = Libraries(tmp_path / "data")
    info = libraries.add("Notes", [tmp_path / "notes"])
    with libraries.open(info.id) as index:
        assert index.sync([tmp_path / "notes"]).indexed == 40
    engine: Engine = make_engine(n_ctx=2048)
    runner = ChatRunner(SessionStore(tmp_path / "data"), engine, max_tokens=8)
    greedy_session(runner, "Answer from the passages.")
    runner.set_settings(libraries=[info.id])
    sent: list[Any] = []
    generate = engine.generate
    engine.generate = lambda messages, *a, **k: sent.append(messages) or generate(messages, *a, **k)  # type: ignore[method-assign]
    fact = facts[4]
    reply = runner.send(fact.question)
    assert reply is not None and runner.warnings == [] and runner.active is not None
    question = runner.active.messages[0]
    assert str(fact.path.resolve()) in [f.path for f in question.found] and question.found[0].library == "Notes"
    assert sum(f.n_chars for f in question.found) // 3 <= 2048 // 4  # within its share of the context
    assert question.searched == "keywords"
    first_prompt = sent[0][1]["content"]
    assert first_prompt.startswith(FOUND_NOTE) and f"is {fact.answer}." in first_prompt
    assert "documents" not in reply.stats  # found per question: nothing for the prefix cache
    fact.path.unlink()
    libraries.remove(info.id)  # the library is gone: said once, and the conversation is intact
    follow = runner.send(facts[5].question)
    assert follow is not None and sent[1][1]["content"] == first_prompt and follow.stats["prompt_decoded"] < 60
    assert runner.active.messages[2].found == [] and "library this chat searched was removed" in runner.warnings[0]
    assert runner.active.libraries == []  # said once: the removed library left the chat's list
    chat_id = runner.active.id
    runner.leave()
    reopened = SessionStore(tmp_path / "data").load(chat_id)
    assert reopened.messages[0].found == question.found and reopened.libraries == []
