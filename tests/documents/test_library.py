"""A library's index (app/documents/library.py): BM25 recall on planted facts, vector search against
brute force, fusion, incremental sync (new, changed, touched, deleted files), bad files kept as
errors, a question that is not FTS5 syntax, and a kill -9 in the middle of indexing that leaves
the index consistent and resumes to the same result."""

from __future__ import annotations

import hashlib
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import numpy as np
import pytest

from app.documents.library import Library, fts_query
from tests.support.corpus import planted_corpus

DIM = 32


def fake_embed(texts: list[str]) -> np.ndarray:
    """Vectors from the words' hashes: a fake at the unit's edge (the real embedder is
    app/engine/local/embedder.py); similar word sets give similar vectors."""
    out = np.zeros((len(texts), DIM), dtype=np.float32)
    for i, text in enumerate(texts):
        for word in text.lower().split():
            out[i, int(hashlib.md5(word.encode()).hexdigest(), 16) % DIM] += 1.0
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    return out / np.where(norms == 0, 1, norms)


def test_bm25_finds_the_planted_facts(tmp_path: Path) -> None:
    facts = planted_corpus(tmp_path / "docs")
    with Library(tmp_path / "lib.sqlite") as lib:
        report = lib.sync([tmp_path / "docs"])
        assert (report.indexed, report.failed) == (60, 0) and report.chunks == lib.n_chunks() > 60
        found = sum(any(f.answer in h.text and h.path == str(f.path.resolve()) for h in lib.search(f.question, k=5))
                    for f in facts)
        assert found / len(facts) >= 0.9, f"recall@5 {found}/{len(facts)}"
        hit = lib.search(facts[0].question, k=1)[0]
        assert hit.source.startswith(facts[0].path.name + " › Notes")
        assert facts[0].path.read_text(encoding="utf-8")[hit.start : hit.end] == hit.text  # a citation opens it


def test_vector_search_is_brute_force_and_fuses_with_bm25(tmp_path: Path) -> None:
    planted_corpus(tmp_path / "docs", n_files=30, n_facts=5)
    with Library(tmp_path / "lib.sqlite", embedder_id="fake") as lib:
        lib.sync([tmp_path / "docs"], embed=fake_embed)
        rows = lib.db.execute("SELECT id, text FROM chunks ORDER BY id").fetchall()
        query = fake_embed(["bridge span ferry council"])[0]
        brute = [rows[i][0] for i in np.argsort(-(fake_embed([r[1] for r in rows]) @ query), kind="stable")[:10]]
        assert lib._nearest(query)[:10] == brute
        fused = lib.search("bridge span ferry council", k=10, query_vector=query)
        assert {h.chunk_id for h in fused} <= set(lib._bm25("bridge span ferry council")) | set(lib._nearest(query))
    with Library(tmp_path / "lib.sqlite", embedder_id="another") as lib:  # a new embedder: vectors again
        assert lib.db.execute("SELECT count(*) FROM chunks WHERE vector IS NOT NULL").fetchone()[0] == 0
        report = lib.sync([tmp_path / "docs"], embed=fake_embed)
        assert report.indexed == 0 and report.embedded == lib.n_chunks()


def test_sync_follows_new_changed_touched_and_deleted_files(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    planted_corpus(docs, n_files=6, n_facts=0)
    lib = Library(tmp_path / "lib.sqlite")
    assert lib.sync([docs]).indexed == 6
    (docs / "notes-000.md").write_text("# Changed\n\nThe tide came in at noon.\n", encoding="utf-8")
    os.utime(docs / "notes-001.md", ns=(1, 1))  # touched: same bytes
    (docs / "notes-002.md").unlink()
    (docs / "sub").mkdir()
    (docs / "sub" / "new.txt").write_text("A new file about lanterns.\n", encoding="utf-8")
    (docs / "image.png").write_bytes(b"\x89PNG")  # not a document: not indexed
    report = lib.sync([docs])
    assert (report.indexed, report.unchanged, report.removed) == (2, 4, 1)
    assert lib.search("tide noon")[0].name == "notes-000.md" and lib.search("lanterns")[0].name == "new.txt"
    assert len(lib.files()) == 6 and lib.sync([docs]) .unchanged == 6
    lib.close()


def test_a_file_changed_or_deleted_while_it_is_indexed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Between the folder's walk and the file's read: a deleted file is an error until the next
    sync drops it; a changed one is indexed as read, and the next sync finds it up to date."""
    import app.documents.library as library_module

    docs = tmp_path / "docs"
    planted_corpus(docs, n_files=4, n_facts=0)
    extract = library_module.extract

    def meddling(path: Path, cancelled: object = None) -> object:
        if path.name == "notes-001.md":
            path.unlink()
        elif path.name == "notes-002.md":
            path.write_text("# Rewritten\n\nThe ferry now leaves at dawn, every day.\n", encoding="utf-8")
        return extract(path, cancelled)  # type: ignore[arg-type]

    monkeypatch.setattr(library_module, "extract", meddling)
    with Library(tmp_path / "lib.sqlite") as lib:
        report = lib.sync([docs])
        assert (report.indexed, report.failed) == (3, 1)
        errors = dict(lib.files())
        assert errors[str((docs / "notes-001.md").resolve())] and lib.search("ferry dawn")[0].name == "notes-002.md"
        monkeypatch.setattr(library_module, "extract", extract)
        again = lib.sync([docs])
        # The deleted one is gone; the changed one was indexed as it now is: its new mtime is
        # looked at, its hash is the one indexed, and only its size and mtime are recorded.
        assert (again.removed, again.indexed, again.unchanged) == (1, 0, 3)
        assert len(lib.files()) == 3 and lib.search("ferry dawn")[0].name == "notes-002.md"


def test_bad_files_are_kept_with_their_error_and_loops_do_not_hang(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "good.md").write_text("# Good\n\nLighthouses guide ships.\n", encoding="utf-8")
    (docs / "binary.txt").write_bytes(bytes(range(256)) * 40)
    (docs / "broken.pdf").write_bytes(b"%PDF-1.7\n garbage")
    (docs / "loop").symlink_to(docs, target_is_directory=True)  # a folder link back to itself
    (docs / "dangling.md").symlink_to(docs / "nowhere.md")
    with Library(tmp_path / "lib.sqlite") as lib:
        report = lib.sync([docs])
        assert (report.indexed, report.failed) == (1, 2)
        errors = dict(lib.files())
        assert errors[str((docs / "good.md").resolve())] is None
        assert "binary.txt" in (errors[str((docs / "binary.txt").resolve())] or "")
        assert "broken.pdf" in (errors[str((docs / "broken.pdf").resolve())] or "")
        assert lib.search("lighthouses")[0].name == "good.md"


@pytest.mark.parametrize("question", ['"', 'a AND b', "NEAR(x y)", "col:term", "*", "-x", "^", "", "é ü ß", "'; DROP TABLE chunks;--"])
def test_a_question_is_words_never_query_syntax(tmp_path: Path, question: str) -> None:
    docs = tmp_path / "docs"
    planted_corpus(docs, n_files=2, n_facts=0)
    with Library(tmp_path / "lib.sqlite") as lib:
        lib.sync([docs])
        lib.search(question)  # no error, whatever it finds
        assert lib.n_chunks() > 0
    assert fts_query('say "hi" AND bye') == '"say" OR "hi" OR "and" OR "bye"'


KILLED = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from app.documents.library import Library
    from tests.documents.test_library import fake_embed

    def slow(texts):
        time.sleep(0.05)
        return fake_embed(texts)

    Library(Path(sys.argv[1])).sync([Path(sys.argv[2])], embed=slow, progress=lambda n, total, path: print(n, flush=True))
""")


@pytest.mark.slow  # about a second: the fast tier stays under a minute
def test_a_kill_mid_index_leaves_it_consistent_and_it_resumes(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    planted_corpus(docs, n_files=40, n_facts=0)
    killed = tmp_path / "killed.sqlite"
    child = subprocess.Popen([sys.executable, "-c", KILLED, str(killed), str(docs)], stdout=subprocess.PIPE,
                             cwd=Path(__file__).resolve().parents[2], text=True)
    assert child.stdout is not None
    while int(child.stdout.readline() or 40) < 12:  # a dozen files in
        pass
    time.sleep(0.02)  # somewhere inside the next one
    child.send_signal(signal.SIGKILL)
    child.wait()
    db = sqlite3.connect(killed)
    db.execute("INSERT INTO chunks_fts(chunks_fts) VALUES ('integrity-check')")  # the FTS matches the chunks
    done = db.execute("SELECT count(*) FROM files").fetchone()[0]
    empty = db.execute("SELECT count(*) FROM files WHERE id NOT IN (SELECT file_id FROM chunks)").fetchone()[0]
    db.close()
    assert 12 <= done < 40 and empty == 0  # whole files only
    with Library(killed, embedder_id="") as resumed, Library(tmp_path / "whole.sqlite") as whole:
        report = resumed.sync([docs], embed=fake_embed)
        assert report.indexed == 40 - done and report.unchanged == done
        whole.sync([docs], embed=fake_embed)
        query = "SELECT f.path, c.ord, c.text, c.vector FROM chunks c JOIN files f ON f.id = c.file_id ORDER BY 1, 2"
        assert resumed.db.execute(query).fetchall() == whole.db.execute(query).fetchall()


def test_a_large_library_searches_by_its_rare_words(tmp_path: Path) -> None:
    with Library(tmp_path / "lib.sqlite", max_tokens=8) as lib:
        for f in range(12):  # 1,200 one-line chunks: all say "river", a few say more
            lines = [f"river log {f}-{i} {'kraken sighted' if (f, i) == (7, 42) else 'calm water'}" for i in range(100)]
            lib.index_text(f"file-{f}", f"file-{f}.txt", "\n\n".join(lines))
        assert lib.n_chunks() == 1200
        assert lib._telling(["river", "calm", "kraken", "unknownword"]) == ["kraken", "calm"]  # rarest first
        assert "river" not in lib._telling(["river", "kraken", "sighted"])  # in every chunk: weighs nothing
        assert lib.search("Was a kraken sighted on the river?", k=1)[0].text == "river log 7-42 kraken sighted"
