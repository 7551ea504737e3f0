"""The user's libraries (app/documents/libraries.py): the list as a record anything may have written,
and the indexer thread: every library indexed with its progress told, a pause between two files
that a resume continues, a new file seen when asked, and a stop that ends the thread."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from app.documents.libraries import Indexer, Libraries, Progress
from app.engine.local.shared_embedder import SharedEmbedder
from tests.support.corpus import planted_corpus


def wait_for(cond: object, timeout: float = 20.0, state: object = None) -> None:
    end = time.monotonic() + timeout
    while not cond():  # type: ignore[operator]
        assert time.monotonic() < end, f"timed out: {state}"
        time.sleep(0.01)


def test_the_list_is_kept_and_a_damaged_one_starts_empty(tmp_path: Path) -> None:
    libraries = Libraries(tmp_path)
    assert libraries.all() == []
    notes = libraries.add("  My   notes ", [tmp_path / "notes"])
    assert libraries.all() == [notes] and notes.name == "My notes"
    assert notes.sources == (str((tmp_path / "notes").resolve()),)
    libraries.remove(notes.id)
    assert libraries.all() == []
    libraries._file.write_text(json.dumps([{"id": "../../etc", "name": "x", "sources": []}, {"id": "a" * 12, "name": 5,
                                                                                           "sources": ["/x", 7, "a\0b"]}, 3]))
    assert [(lib.id, lib.name, lib.sources) for lib in libraries.all()] == [("a" * 12, "Library", ("/x",))]
    libraries._file.write_text("[" * 100_000)
    assert libraries.all() == [] and "cannot be read" in libraries.notice


def test_the_indexer_indexes_pauses_resumes_and_sees_new_files(tmp_path: Path) -> None:
    libraries = Libraries(tmp_path / "data")
    planted_corpus(tmp_path / "a", n_files=30, n_facts=0)
    planted_corpus(tmp_path / "b", n_files=5, n_facts=0)
    first = libraries.add("A", [tmp_path / "a"])
    second = libraries.add("B", [tmp_path / "b"])
    seen: list[tuple[str, int, int]] = []
    gate = threading.Event()

    def told(p: Progress) -> None:
        seen.append((p.library, p.done, p.total))
        if (p.library, p.done) == (first.id, 5) and threading.current_thread() is indexer._thread:
            gate.wait()  # the test holds the indexer here, five files in, to pause it

    indexer = Indexer(libraries, told, interval=3600)
    indexer.start()
    wait_for(lambda: (first.id, 5, 30) in seen)
    indexer.pause()
    gate.set()
    time.sleep(0.2)
    with libraries.open(first.id) as lib:
        paused_at = len(lib.files())
    assert 5 <= paused_at < 30 and indexer.progress.paused  # stopped between two files
    indexer.resume()
    wait_for(lambda: second.id in indexer.progress.last and indexer.progress.library == "")
    assert indexer.progress.last[first.id].indexed == 30 - paused_at
    with libraries.open(first.id) as a, libraries.open(second.id) as b:
        assert (len(a.files()), len(b.files())) == (30, 5)
    (tmp_path / "b" / "late.md").write_text("# Late\n\nA file about comets.\n", encoding="utf-8")
    indexer.sync_now()
    wait_for(lambda: indexer.progress.last[second.id].indexed == 1 and indexer.progress.library == "")
    with libraries.open(second.id) as b:
        assert b.search("comets")[0].name == "late.md"
    indexer.remove(first.id)
    # The index goes first, then the indexer forgets its report: wait for both, not the first alone.
    wait_for(lambda: not libraries.index_path(first.id).exists() and first.id not in indexer.progress.last)
    assert [lib.id for lib in libraries.all()] == [second.id]
    indexer.stop()
    assert not indexer._thread.is_alive()


@pytest.mark.slow  # about a second: the fast tier stays under a minute
def test_vectors_come_from_the_embedding_model_and_keywords_serve_when_it_fails(
        tmp_path: Path, zoo: Callable[[str], Path]) -> None:
    libraries = Libraries(tmp_path / "data")
    facts = planted_corpus(tmp_path / "notes", n_files=12, n_facts=4)
    notes = libraries.add("Notes", [tmp_path / "notes"])
    shared = SharedEmbedder(zoo("bert"))
    indexer = Indexer(libraries, interval=3600)
    indexer.set_embedder(shared)
    indexer.start()
    wait_for(lambda: notes.id in indexer.progress.last and indexer.progress.library == "")
    with libraries.open(notes.id, reader=True) as index:
        ids, matrix = index._vectors()
        assert index.embedder_id == shared.id and matrix.shape == (index.n_chunks(), shared.embed(["x"]).shape[1])
        vector = shared.embed_query(facts[0].question)
        assert index.search(facts[0].question, k=5, query_vector=vector)[0].path == str(facts[0].path.resolve())

    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF" + bytes(64))
    (tmp_path / "notes" / "late.md").write_text("# Late\n\nA file about comets.\n", encoding="utf-8")
    indexer.set_embedder(SharedEmbedder(broken))  # another model: the old vectors go, none come
    wait_for(lambda: "broken.gguf cannot be used" in indexer.progress.notice and indexer.progress.library == ""
             and indexer.progress.last[notes.id].indexed == 1, state=indexer.progress)
    with libraries.open(notes.id, reader=True) as index:
        assert index.search("comets")[0].name == "late.md" and index._vectors()[1].size == 0  # keywords alone
    indexer.stop()
    shared.close()
