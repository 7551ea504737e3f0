"""A library: folders and files indexed for retrieval, in one SQLite file.

    files    one row per document: where it is, its size, mtime and sha256 as last indexed, and
             why it could not be read (its chunks are gone then)
    chunks   the passages (app.documents.chunks), each with its place and, when an embedder is
             set, its vector (float32, L2-normalised)
    chunks_fts   SQLite FTS5 over the passages: BM25 with no model at all

Each file is indexed in one transaction, so a kill at any moment leaves every file either as it
was or as it now is; `sync` then resumes with the files not yet done (size and mtime tell; the
hash spares a re-index of a file only touched). A search fuses BM25 and vector similarity by
reciprocal rank; with no embedder, BM25 alone serves. Vectors are searched by brute force in
numpy (this Python's sqlite3 may not load extensions such as sqlite-vec: many builds cannot):
100,000 chunks × 384 dimensions is one 150 MB matrix product, a few milliseconds.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import stat
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..words import translate
from .chunks import Chunk, Count, chunk_text, estimate_tokens
from .extract import extract
from .result import DocumentError, ExtractionCancelled
from .text import SUFFIXES

if TYPE_CHECKING:  # numpy is imported where vectors are used: the window's first frame goes without it
    import numpy as np

SCHEMA = 1
MAX_FILES = 100_000  # a library larger than this is a disk, not a folder of documents
RRF_K = 60  # reciprocal rank fusion's constant (Cormack et al. 2009): 1 / (60 + rank)
CANDIDATES = 50  # from each ranking, before fusion
COMMON_FROM = 1_000  # chunks: from this size on, words in most of them are left out of a search
POSTINGS = 20_000  # chunks a search scores at most (beyond its two rarest words)

# texts → (n, dim) float32, rows L2-normalised; None: no vectors now (the model cannot be used).
# Raises ExtractionCancelled to stop between two batches.
Embed = Callable[[list[str]], "np.ndarray | None"]
Progress = Callable[[int, int, str], None]  # files done, files in all, the file now

_DDL = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS files (
    id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL,
    sha256 TEXT, name TEXT NOT NULL, kind TEXT, pages INTEGER, error TEXT);
CREATE TABLE IF NOT EXISTS chunks (
    id INTEGER PRIMARY KEY, file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL, start INTEGER NOT NULL, end INTEGER NOT NULL, page INTEGER,
    heading TEXT NOT NULL, text TEXT NOT NULL, vector BLOB);
CREATE INDEX IF NOT EXISTS chunks_file ON chunks(file_id);
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(
    text, heading, content='chunks', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_vocab USING fts5vocab(chunks_fts, 'row');
CREATE TRIGGER IF NOT EXISTS chunks_ai AFTER INSERT ON chunks BEGIN
    INSERT INTO chunks_fts(rowid, text, heading) VALUES (new.id, new.text, new.heading); END;
CREATE TRIGGER IF NOT EXISTS chunks_ad AFTER DELETE ON chunks BEGIN
    INSERT INTO chunks_fts(chunks_fts, rowid, text, heading) VALUES ('delete', old.id, old.text, old.heading); END;
"""


class LibraryError(DocumentError):
    """A library file that cannot be opened or written (the message says which and why)."""


@dataclass(frozen=True)
class Hit:
    """A passage a search found, with what a citation shows and opens."""

    chunk_id: int
    path: str
    name: str
    text: str
    start: int
    end: int
    page: int | None
    heading: str
    score: float  # fused: higher is better

    @property
    def source(self) -> str:
        """Where it is, as a citation says it: "guide.pdf, page 3" or "notes.md › Setup"."""
        where = f", page {self.page}" if self.page else (f" › {self.heading}" if self.heading else "")
        return f"{self.name}{where}"


@dataclass(frozen=True)
class SyncReport:
    indexed: int = 0  # files read and chunked now
    unchanged: int = 0
    removed: int = 0
    failed: int = 0  # files that could not be read (their error is kept with them)
    chunks: int = 0  # chunks written now
    embedded: int = 0  # vectors made for chunks indexed before (an embedder set or changed since)


class Library:
    def __init__(self, path: Path, embedder_id: str | None = "", count: Count = estimate_tokens,
                 max_tokens: int = 256) -> None:
        """Open (or create) the library at `path`. `embedder_id` names the model the vectors come
        from: a different one drops them (they are made again on the next sync); None (a reader,
        such as a chat's search) keeps what the index holds."""
        self.path = Path(path)
        self.count, self.max_tokens = count, max_tokens
        reader = embedder_id is None
        if reader and not self.path.is_file():  # a reader never creates one (the indexer has not begun)
            raise LibraryError(translate("Libraries", "The library {name} is not indexed yet").format(
                name=self.path.name))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(self.path, timeout=10, check_same_thread=False)
            if not reader:  # the writer sets the file up; a reader finds it so
                self.db.execute("PRAGMA journal_mode=WAL")  # a kill loses at most the file being indexed
                self.db.executescript(_DDL)
            self.db.execute("PRAGMA foreign_keys=ON")
            self._check_schema(embedder_id)
        except sqlite3.DatabaseError as e:
            raise LibraryError(translate("Libraries", "The library {name} cannot be opened: {error}").format(
                name=self.path.name, error=e)) from e
        self._matrix: tuple[np.ndarray, np.ndarray] | None = None  # (chunk ids, vectors), built at first search
        self._n_chunks: int | None = None

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _check_schema(self, embedder_id: str | None) -> None:
        meta = dict(self.db.execute("SELECT key, value FROM meta").fetchall())
        if int(meta.get("schema", SCHEMA)) > SCHEMA:
            raise LibraryError(translate("Libraries", "The library {name} was made by a newer Emberly").format(
                name=self.path.name))
        self.embedder_id = meta.get("embedder", "") if embedder_id is None else embedder_id
        if meta.get("schema") == str(SCHEMA) and meta.get("embedder", "") == self.embedder_id:
            return  # nothing to write: a reader never waits on the indexer's transaction
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO meta VALUES ('schema', ?)", (str(SCHEMA),))
            if meta.get("embedder", "") != self.embedder_id:
                self.db.execute("UPDATE chunks SET vector = NULL")
                self.db.execute("INSERT OR REPLACE INTO meta VALUES ('embedder', ?)", (self.embedder_id,))

    # --- indexing ------------------------------------------------------------------------------

    def sync(self, sources: Sequence[Path], embed: Embed | None = None, progress: Progress | None = None,
             cancelled: Callable[[], bool] | None = None) -> SyncReport:
        """Bring the index in line with `sources` (folders, walked without following links, and
        files): new and changed files are indexed, vanished ones removed, missing vectors made.
        Stops between files once `cancelled()` is true; what was done is kept."""
        found = dict(_walk(sources))
        known = {row[0]: (row[1], row[2]) for row in self.db.execute("SELECT path, size, mtime_ns FROM files")}
        removed = [p for p in known if p not in found]
        with self.db:
            self.db.executemany("DELETE FROM files WHERE path = ?", [(p,) for p in removed])
        todo = [p for p, key in found.items() if known.get(p) != key]
        report = SyncReport(removed=len(removed), unchanged=len(found) - len(todo))
        for n, path in enumerate(sorted(todo)):
            if cancelled is not None and cancelled():
                break
            if progress is not None:
                progress(n, len(todo), path)
            report = self._index_file(Path(path), found[path], embed, report, cancelled)
        if embed is not None and not (cancelled is not None and cancelled()):
            report = _add(report, embedded=self.embed_missing(embed))
        self._matrix, self._n_chunks = None, None
        return report

    def _index_file(self, path: Path, key: tuple[int, int], embed: Embed | None, report: SyncReport,
                    cancelled: Callable[[], bool] | None) -> SyncReport:
        name = path.name
        try:
            extracted = extract(path, cancelled)
        except ExtractionCancelled:
            return report
        except DocumentError as e:
            with self.db:
                self._replace_file(str(path), key, name, None, None, None, str(e))
            return _add(report, failed=1)
        row = self.db.execute("SELECT sha256, error FROM files WHERE path = ?", (str(path),)).fetchone()
        if row is not None and row[0] == extracted.sha256 and row[1] is None:  # touched, not changed
            with self.db:
                self.db.execute("UPDATE files SET size = ?, mtime_ns = ? WHERE path = ?", (*key, str(path)))
            return _add(report, unchanged=1)
        chunks = chunk_text(extracted.text, extracted.page_starts, self.count, self.max_tokens)
        try:
            vectors = embed([c.text for c in chunks]) if embed is not None and chunks else None
        except ExtractionCancelled:
            return report
        with self.db:
            file_id = self._replace_file(str(path), key, name, extracted.sha256, extracted.kind, extracted.pages, None)
            self._insert_chunks(file_id, chunks, vectors)
        return _add(report, indexed=1, chunks=len(chunks))

    def index_text(self, key: str, name: str, text: str, page_starts: Sequence[int] = (),
                   embed: Embed | None = None) -> int:
        """Index a text that is not a file on disk (an attached document's, under `key`), once:
        the same key is not indexed again. Returns its chunks."""
        row = self.db.execute("SELECT id FROM files WHERE path = ?", (key,)).fetchone()
        if row is not None:
            if embed is not None:  # indexed before an embedding model was set
                self.embed_missing(embed, within=[key])
            return int(self.db.execute("SELECT count(*) FROM chunks WHERE file_id = ?", (row[0],)).fetchone()[0])
        chunks = chunk_text(text, page_starts, self.count, self.max_tokens)
        vectors = embed([c.text for c in chunks]) if embed is not None and chunks else None
        with self.db:
            file_id = self._replace_file(key, (len(text), 0), name, None, "text", None, None)
            self._insert_chunks(file_id, chunks, vectors)
        self._matrix, self._n_chunks = None, None
        return len(chunks)

    def _insert_chunks(self, file_id: int, chunks: list[Chunk], vectors: np.ndarray | None) -> None:
        self.db.executemany(
            "INSERT INTO chunks (file_id, ord, start, end, page, heading, text, vector) VALUES (?,?,?,?,?,?,?,?)",
            [(file_id, i, c.start, c.end, c.page, c.heading, c.text, _blob(vectors, i)) for i, c in enumerate(chunks)])

    def _replace_file(self, path: str, key: tuple[int, int], name: str, sha: str | None, kind: str | None,
                      pages: int | None, error: str | None) -> int:
        self.db.execute("DELETE FROM files WHERE path = ?", (path,))  # its chunks go with it (cascade)
        cur = self.db.execute(
            "INSERT INTO files (path, size, mtime_ns, sha256, name, kind, pages, error) VALUES (?,?,?,?,?,?,?,?)",
            (path, *key, sha, name, kind, pages, error))
        return int(cur.lastrowid or 0)

    def embed_missing(self, embed: Embed, within: Sequence[str] | None = None, batch: int = 256) -> int:
        """Vectors for chunks that have none (an embedding model set or changed since they were
        indexed), of the files `within` or all. Stops when `embed` cancels or gives none."""
        done, where = 0, f" AND file_id IN (SELECT id FROM files WHERE path IN ({_marks(within)}))" if within else ""
        while True:
            rows = self.db.execute(f"SELECT id, text FROM chunks WHERE vector IS NULL{where} LIMIT ?",
                                   (*(within or ()), batch)).fetchall()
            try:
                vectors = embed([r[1] for r in rows]) if rows else None
            except ExtractionCancelled:
                vectors = None
            if vectors is None:
                break
            with self.db:
                self.db.executemany("UPDATE chunks SET vector = ? WHERE id = ?",
                                    [(_blob(vectors, i), r[0]) for i, r in enumerate(rows)])
            done += len(rows)
        self._matrix = None
        return done

    # --- what it holds -------------------------------------------------------------------------

    def files(self) -> list[tuple[str, str | None]]:
        """(path, error or None) of every file, in path order."""
        return [(r[0], r[1]) for r in self.db.execute("SELECT path, error FROM files ORDER BY path")]

    def forget_except(self, keep: set[str]) -> int:
        """Remove every file or text (index_text's keys) not in `keep`; returns how many."""
        gone = [(path,) for (path,) in self.db.execute("SELECT path FROM files") if path not in keep]
        with self.db:
            self.db.executemany("DELETE FROM files WHERE path = ?", gone)
        self._matrix, self._n_chunks = None, None
        return len(gone)

    def summary(self) -> tuple[int, int, int]:
        """(files, files that could not be read, chunks)."""
        files, failed = self.db.execute("SELECT count(*), count(error) FROM files").fetchone()
        return int(files), int(failed), self.n_chunks()

    def n_chunks(self) -> int:
        if self._n_chunks is None:
            self._n_chunks = int(self.db.execute("SELECT count(*) FROM chunks").fetchone()[0])
        return self._n_chunks

    def chunks_of(self, path: Path) -> list[Chunk]:
        rows = self.db.execute(
            "SELECT c.text, c.start, c.end, c.page, c.heading FROM chunks c JOIN files f ON f.id = c.file_id "
            "WHERE f.path = ? ORDER BY c.ord", (str(path),))
        return [Chunk(*r) for r in rows]

    # --- search --------------------------------------------------------------------------------

    def search(self, query: str, k: int = 5, query_vector: np.ndarray | None = None,
               within: Sequence[str] | None = None) -> list[Hit]:
        """The `k` passages that best answer `query`: BM25, fused with cosine similarity to
        `query_vector` (the query embedded by the library's embedder) when given. `within`: only
        in these files (their paths or index_text keys)."""
        ranked = [self._bm25(query, within)]
        if query_vector is not None:
            ranked.append(self._nearest(query_vector, within))
        scores: dict[int, float] = {}
        for ranking in ranked:
            for rank, chunk_id in enumerate(ranking):
                scores[chunk_id] = scores.get(chunk_id, 0.0) + 1.0 / (RRF_K + rank + 1)
        best = sorted(scores, key=lambda c: (-scores[c], c))[:k]
        return [self._hit(c, scores[c]) for c in best]

    def first_chunks(self, path: str, n: int) -> list[Hit]:
        """A file's first `n` chunks (when a search finds nothing to go on)."""
        rows = self.db.execute("SELECT c.id FROM chunks c JOIN files f ON f.id = c.file_id WHERE f.path = ? "
                               "ORDER BY c.ord LIMIT ?", (path, n)).fetchall()
        return [self._hit(r[0], 0.0) for r in rows]

    def _bm25(self, query: str, within: Sequence[str] | None = None) -> list[int]:
        terms = fts_query(self._telling(query_words(query)))
        if not terms:
            return []
        if within is None:
            rows = self.db.execute("SELECT rowid FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY rank LIMIT ?",
                                   (terms, CANDIDATES))
        else:
            rows = self.db.execute(
                "SELECT chunks_fts.rowid FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid "
                f"JOIN files f ON f.id = c.file_id WHERE chunks_fts MATCH ? AND f.path IN ({_marks(within)}) "
                "ORDER BY rank LIMIT ?", (terms, *within, CANDIDATES))
        return [r[0] for r in rows]

    def _telling(self, words: list[str]) -> list[str]:
        """The words that tell passages apart, rarest first, while the chunks they are in add up
        to POSTINGS: each chunk a word is in must be scored, and a common word's BM25 weight (its
        IDF) is small; one in more than half the chunks weighs ~0 (FTS5 floors its IDF at 1e-6).
        So a search costs the same in a library of any size, and ranks as the rare words say
        (pruning as search engines' max-score does). The two rarest always stay."""
        if len(words) < 2 or self.n_chunks() < COMMON_FROM:
            return words
        counts = dict(self.db.execute(f"SELECT term, doc FROM chunks_vocab WHERE term IN ({_marks(words)})", words))
        half, postings = self.n_chunks() / 2, 0
        kept: list[str] = []
        for word in sorted((w for w in words if w in counts), key=lambda w: counts[w]):
            if len(kept) >= 2 and (counts[word] > half or postings + counts[word] > POSTINGS):
                break
            kept.append(word)
            postings += counts[word]
        return kept

    def _nearest(self, query_vector: np.ndarray, within: Sequence[str] | None = None) -> list[int]:
        import numpy as np

        ids, matrix = self._vectors()
        if within is not None:
            keep = np.isin(ids, self._chunk_ids(within))
            ids, matrix = ids[keep], matrix[keep]
        if not len(ids):
            return []
        q = np.asarray(query_vector, dtype=np.float32).reshape(-1)
        if q.shape[0] != matrix.shape[1]:
            raise ValueError(f"a query of {q.shape[0]} dimensions for vectors of {matrix.shape[1]}")
        sims = matrix @ q
        top = np.argpartition(-sims, min(CANDIDATES, len(sims) - 1))[:CANDIDATES]
        return [int(ids[i]) for i in top[np.argsort(-sims[top], kind="stable")]]

    def _chunk_ids(self, within: Sequence[str]) -> np.ndarray:
        import numpy as np

        rows = self.db.execute(f"SELECT c.id FROM chunks c JOIN files f ON f.id = c.file_id WHERE f.path IN ({_marks(within)})",
                               tuple(within)).fetchall()
        return np.array([r[0] for r in rows], dtype=np.int64)

    def _vectors(self) -> tuple[np.ndarray, np.ndarray]:
        import numpy as np

        if self._matrix is None:
            rows = self.db.execute("SELECT id, vector FROM chunks WHERE vector IS NOT NULL ORDER BY id").fetchall()
            ids = np.array([r[0] for r in rows], dtype=np.int64)
            matrix = np.stack([np.frombuffer(r[1], dtype=np.float32) for r in rows]) if rows else np.zeros((0, 0), np.float32)
            self._matrix = (ids, matrix)
        return self._matrix

    def _hit(self, chunk_id: int, score: float) -> Hit:
        r = self.db.execute(
            "SELECT f.path, f.name, c.text, c.start, c.end, c.page, c.heading FROM chunks c "
            "JOIN files f ON f.id = c.file_id WHERE c.id = ?", (chunk_id,)).fetchone()
        return Hit(chunk_id, r[0], r[1], r[2], r[3], r[4], r[5], r[6], score)


def query_words(text: str) -> list[str]:
    """A question's words, each once, lower-cased, at most 64 (one-letter words but digits left out)."""
    return list(dict.fromkeys(w.lower() for w in re.findall(r"\w+", text) if len(w) > 1 or w.isdigit()))[:64]


def fts_query(words: str | list[str]) -> str:
    """Words (or a text's) as an FTS5 query any of which may match ("w1" OR "w2"): a user's
    question is words, never FTS5 syntax (a stray quote or AND would be an error or a filter)."""
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in (query_words(words) if isinstance(words, str) else words))


def _walk(sources: Sequence[Path]) -> Iterator[tuple[str, tuple[int, int]]]:
    """(path, (size, mtime_ns)) of each document under `sources`: regular files with a known
    suffix; links are not followed into folders (no loops), a named file is taken as it is."""
    seen = 0
    for source in sources:
        try:
            info = os.stat(source)
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode):
            seen += 1
            yield str(Path(source).resolve()), (info.st_size, info.st_mtime_ns)
            continue
        for folder, dirs, names in os.walk(source, followlinks=False):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(names):
                path = os.path.join(folder, name)
                if os.path.splitext(name)[1].lower() not in SUFFIXES or name.startswith("."):
                    continue
                with contextlib.suppress(OSError):
                    st = os.lstat(path)
                    if stat.S_ISREG(st.st_mode):
                        seen += 1
                        if seen > MAX_FILES:
                            return
                        yield str(Path(path).resolve()), (st.st_size, st.st_mtime_ns)


def _marks(values: Sequence[str]) -> str:
    return ",".join("?" * len(values)) or "NULL"


def _blob(vectors: np.ndarray | None, i: int) -> bytes | None:
    import numpy as np

    return None if vectors is None else np.ascontiguousarray(vectors[i], dtype=np.float32).tobytes()


def _add(report: SyncReport, **more: int) -> SyncReport:
    return SyncReport(**{f: getattr(report, f) + more.get(f, 0) for f in report.__dataclass_fields__})

