"""The user's libraries: folders (or files) indexed for retrieval, and the thread that keeps them so.

    <data dir>/libraries/libraries.json   [{"id", "name", "sources": [paths]}], read as a record
                                          anything may have written
    <data dir>/libraries/<id>.sqlite      each one's index (app.documents.library)

`Indexer` is one thread that syncs every library in turn, then again every `interval` seconds
while the app runs (new, changed and deleted files are seen within that time), reporting its
progress; `pause()` stops it between two files and `resume()` goes on where it stopped (the index
keeps every file that was done: library.py). No Qt: the window shows its progress.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
import re
import threading
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..atomic import write_atomic
from ..records import RecordError, load_record, short_line, short_text
from ..words import of, translate
from .library import Library, LibraryError, SyncReport
from .result import DocumentError, ExtractionCancelled

if TYPE_CHECKING:
    import numpy as np


class Vectors(Protocol):
    """The embedding model (app.engine.local.shared_embedder): `id` names it in an index."""

    id: str
    error: str

    @property
    def usable(self) -> bool: ...

    def embed(self, texts: Sequence[str], cancelled: Callable[[], bool] | None = None) -> np.ndarray: ...


log = logging.getLogger("emberly.documents")

_ID = re.compile(r"^[0-9a-f]{12}\Z")
MAX_LIBRARIES = 200
MAX_SOURCES = 100


@dataclass(frozen=True)
class LibraryInfo:
    id: str
    name: str
    sources: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "sources": list(self.sources)}


@dataclass
class Progress:
    """What the indexer is doing, for the window: a library, files done of those to do."""

    library: str = ""  # its id ("" when idle)
    name: str = ""
    done: int = 0
    total: int = 0
    path: str = ""  # the file being read
    paused: bool = False
    notice: str = ""  # why vectors are not being made (the embedding model failed), said once
    last: dict[str, SyncReport] = field(default_factory=dict)  # each library's last sync
    libraries: tuple[LibraryInfo, ...] = ()  # the list, as last read
    summaries: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # id → (files, unreadable, chunks)


class Libraries:
    """The list of libraries (a small JSON file) and where their indexes are."""

    def __init__(self, root: Path) -> None:
        self.dir = Path(root) / "libraries"
        self._lock = threading.Lock()
        self.notice = ""  # why the list was not readable, said once

    @property
    def _file(self) -> Path:
        return self.dir / "libraries.json"

    def all(self) -> list[LibraryInfo]:
        try:
            data = load_record(self._file, translate("Libraries", "the list of libraries"))
        except FileNotFoundError:
            return []
        except RecordError as e:
            self.notice = translate("Libraries", "The list of libraries cannot be read ({error}); it starts "
                                                 "empty.").format(error=e)
            return []
        return _libraries_from(data)

    def get(self, library_id: str) -> LibraryInfo | None:
        return next((lib for lib in self.all() if lib.id == library_id), None)

    def add(self, name: str, sources: list[Path]) -> LibraryInfo:
        """A new library of `sources` (folders or files). Raises LibraryError when it cannot be saved."""
        info = new_library(name, sources)
        self.save_new(info)
        return info

    def save_new(self, info: LibraryInfo) -> None:
        with self._lock:
            self._save([*self.all(), info])

    def remove(self, library_id: str) -> None:
        """Take a library off the list (its index goes with `drop_index`, on the indexer's thread)."""
        with self._lock:
            self._save([lib for lib in self.all() if lib.id != library_id])

    def drop_index(self, library_id: str) -> None:
        for suffix in ("", "-wal", "-shm"):
            with contextlib.suppress(OSError, LibraryError):
                self.index_path(library_id).with_name(f"{library_id}.sqlite{suffix}").unlink()

    def index_path(self, library_id: str) -> Path:
        if not _ID.match(library_id):
            raise LibraryError(translate("Libraries", "{id} is not a library's id").format(id=repr(library_id[:40])))
        return self.dir / f"{library_id}.sqlite"

    def open(self, library_id: str, reader: bool = False, embedder_id: str = "") -> Library:
        """Its index, its vectors made by `embedder_id`; a `reader` (a chat's search) changes
        nothing in it."""
        return Library(self.index_path(library_id), embedder_id=None if reader else embedder_id)

    def _save(self, libraries: list[LibraryInfo]) -> None:
        try:
            self.dir.mkdir(parents=True, exist_ok=True)
            write_atomic(self._file, json.dumps([lib.to_dict() for lib in libraries], indent=1).encode())
        except OSError as e:
            raise LibraryError(translate("Libraries", "The list of libraries cannot be saved: {reason}").format(
                reason=e.strerror or e)) from e


def new_library(name: str, sources: list[Path]) -> LibraryInfo:
    return LibraryInfo(uuid.uuid4().hex[:12], " ".join(name.split())[:200] or "Library",
                       tuple(str(Path(s).resolve()) for s in sources[:MAX_SOURCES]))


def _libraries_from(data: Any) -> list[LibraryInfo]:
    found = []
    for item in data[:MAX_LIBRARIES] if isinstance(data, list) else []:
        if not isinstance(item, dict) or not isinstance(item.get("id"), str) or not _ID.match(item["id"]):
            continue
        sources = item.get("sources")
        found.append(LibraryInfo(
            item["id"], item["name"] if short_line(item.get("name")) else "Library",
            tuple(s for s in sources[:MAX_SOURCES] if short_text(s) and "\0" not in s) if isinstance(sources, list) else ()))
    return found


OnProgress = Callable[[Progress], None]


class Indexer:
    """Keeps every library's index in line with its folders, on its own thread. Every file it
    touches (the list, the indexes) is touched there: the window only asks (`add`, `remove`,
    `pause`…) and reads what `Progress` tells."""

    def __init__(self, libraries: Libraries, on_progress: OnProgress | None = None, interval: float = 60.0) -> None:
        self.libraries = libraries
        self.on_progress = on_progress
        self.interval = interval
        self.progress = Progress()
        self._wake = threading.Event()
        self._running = threading.Event()  # set: indexing may go on (cleared by pause)
        self._running.set()
        self._stop = False
        self._asked: list[Callable[[], None]] = []  # additions and removals, done on the thread in turn
        self._removed: set[str] = set()  # a sync of one of these stops at once
        self.embedder: Vectors | None = None
        self._thread = threading.Thread(target=self._run, name="emberly-indexer", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def sync_now(self) -> None:
        """Look at every library now (one was added, or its folder changed)."""
        self._wake.set()

    def pause(self) -> None:
        self._running.clear()
        self.progress.paused = True
        self._tell()

    def resume(self) -> None:
        self.progress.paused = False
        self._running.set()
        self._wake.set()

    def set_embedder(self, embedder: Vectors | None) -> None:
        """Vectors from now on by `embedder` (None: keywords alone); every library is looked at again."""
        self.embedder = embedder
        self.progress.notice = ""
        self._wake.set()

    def add(self, name: str, sources: list[Path]) -> LibraryInfo:
        """A new library of `sources`, saved and indexed on the thread (a failure is its `notice`)."""
        info = new_library(name, sources)
        self._ask(lambda: self.libraries.save_new(info))
        return info

    def remove(self, library_id: str) -> None:
        """Take a library off the list and delete its index (a sync of it stops first)."""
        self._removed.add(library_id)

        def remove() -> None:
            self.libraries.remove(library_id)
            self.libraries.drop_index(library_id)
            self.progress.last.pop(library_id, None)
            self.progress.summaries.pop(library_id, None)
            self._removed.discard(library_id)

        self._ask(remove)

    def stop(self, timeout: float = 10.0) -> None:
        self._stop = True
        self._running.set()
        self._wake.set()
        if self._thread.is_alive() and timeout > 0:
            self._thread.join(timeout)

    def _ask(self, work: Callable[[], None]) -> None:
        self._asked.append(work)  # list.append and pop(0) are atomic: no lock needed
        self._wake.set()

    def _stopping(self) -> bool:
        return self._stop or not self._running.is_set() or self.progress.library in self._removed

    def _run(self) -> None:
        while not self._stop:
            self._do_asked()
            self.progress.libraries = tuple(self.libraries.all())
            if self.libraries.notice:  # a damaged list: said once
                self.progress.notice, self.libraries.notice = self.libraries.notice, ""
            if self._running.is_set():
                for info in self.progress.libraries:
                    if self._stopping() or self._asked:
                        break
                    if info.id not in self._removed:
                        self._sync(info)
            if self._running.is_set() or self.progress.library in self._removed:
                self.progress.library = self.progress.name = self.progress.path = ""  # idle (a pause keeps its place)
            self._look()
            if not self._asked:
                self._wake.wait(self.interval if self._running.is_set() else None)
                self._wake.clear()

    def _do_asked(self) -> None:
        while self._asked:
            try:
                self._asked.pop(0)()
            except DocumentError as e:
                self.progress.notice = of(e)
                log.warning("%s", e)

    def _look(self) -> None:
        """What the window shows: what each library holds."""
        p = self.progress
        for info in p.libraries:
            if info.id != p.library and self.libraries.index_path(info.id).is_file():
                with contextlib.suppress(DocumentError), self.libraries.open(info.id, reader=True) as index:
                    p.summaries[info.id] = index.summary()
        self._tell()

    def _sync(self, info: LibraryInfo) -> None:
        p = self.progress
        p.library, p.name, p.done, p.total, p.path = info.id, info.name, 0, 0, ""
        self._tell()

        def step(done: int, total: int, path: str) -> None:
            p.done, p.total, p.path = done, total, path
            self._tell()

        embedder = self.embedder
        try:
            with self.libraries.open(info.id, embedder_id=embedder.id if embedder is not None else "") as library:
                p.last[info.id] = library.sync([Path(s) for s in info.sources], self._embed if embedder else None,
                                               progress=step, cancelled=self._stopping)
        except DocumentError as e:  # an index that cannot be opened or written: said, and the next one goes on
            log.warning("Library %s: %s", info.name, e)
            p.last[info.id] = SyncReport(failed=1)

    def _embed(self, texts: list[str]) -> np.ndarray | None:
        """The embedding model's vectors; None once it fails (keywords alone serve, said once)."""
        embedder = self.embedder
        if embedder is None or not embedder.usable:
            return None
        try:
            return embedder.embed(texts, self._stopping)
        except Exception as e:  # the engine's errors (this layer cannot name them): a pause, or a model that failed
            if self._stopping():
                raise ExtractionCancelled("paused") from e
            failed = translate("Libraries", "The embedding model failed: {error}").format(error=e)
            self.progress.notice = embedder.error or failed
            log.warning("%s", self.progress.notice)
            self._tell()
            return None

    def _tell(self) -> None:
        """A copy to the listener: the thread goes on changing its own."""
        if self.on_progress is not None and not self._stop:
            p = self.progress
            self.on_progress(dataclasses.replace(p, last=dict(p.last), summaries=dict(p.summaries)))
