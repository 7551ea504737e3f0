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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..atomic import write_atomic
from ..records import RecordError, load_record, short_line, short_text
from .library import Library, LibraryError, SyncReport
from .result import DocumentError

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
    last: dict[str, SyncReport] = field(default_factory=dict)  # each library's last sync


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
            data = load_record(self._file, "the list of libraries")
        except FileNotFoundError:
            return []
        except RecordError as e:
            self.notice = f"The list of libraries cannot be read ({e}); it starts empty."
            return []
        return _libraries_from(data)

    def get(self, library_id: str) -> LibraryInfo | None:
        return next((lib for lib in self.all() if lib.id == library_id), None)

    def add(self, name: str, sources: list[Path]) -> LibraryInfo:
        """A new library of `sources` (folders or files). Raises LibraryError when it cannot be saved."""
        info = LibraryInfo(uuid.uuid4().hex[:12], " ".join(name.split())[:200] or "Library",
                           tuple(str(Path(s).resolve()) for s in sources[:MAX_SOURCES]))
        with self._lock:
            self._save([*self.all(), info])
        return info

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
            raise LibraryError(f"{library_id[:40]!r} is not a library's id")
        return self.dir / f"{library_id}.sqlite"

    def open(self, library_id: str, reader: bool = False) -> Library:
        """Its index; a `reader` (a chat's search) changes nothing in it."""
        return Library(self.index_path(library_id), embedder_id=None if reader else "")

    def _save(self, libraries: list[LibraryInfo]) -> None:
        try:
            self.dir.mkdir(parents=True, exist_ok=True)
            write_atomic(self._file, json.dumps([lib.to_dict() for lib in libraries], indent=1).encode())
        except OSError as e:
            raise LibraryError(f"The list of libraries cannot be saved: {e.strerror or e}") from e


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
    """Keeps every library's index in line with its folders, on its own thread."""

    def __init__(self, libraries: Libraries, on_progress: OnProgress | None = None, interval: float = 60.0) -> None:
        self.libraries = libraries
        self.on_progress = on_progress
        self.interval = interval
        self.progress = Progress()
        self._wake = threading.Event()
        self._running = threading.Event()  # set: indexing may go on (cleared by pause)
        self._running.set()
        self._stop = False
        self._dropped: set[str] = set()  # removed libraries whose index files are still to delete
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

    def remove(self, library_id: str) -> None:
        """Take a library off the list; its index is deleted once no sync is reading it."""
        self.libraries.remove(library_id)
        self._dropped.add(library_id)
        self._wake.set()

    def stop(self, timeout: float = 10.0) -> None:
        self._stop = True
        self._running.set()
        self._wake.set()
        if self._thread.is_alive() and timeout > 0:
            self._thread.join(timeout)

    def _stopping(self) -> bool:
        return self._stop or not self._running.is_set() or self.progress.library in self._dropped

    def _run(self) -> None:
        while not self._stop:
            self._running.wait()
            for info in self.libraries.all():
                if self._stopping():
                    break
                if info.id not in self._dropped:
                    self._sync(info)
            for library_id in list(self._dropped):
                self.libraries.drop_index(library_id)
                self._dropped.discard(library_id)
                self.progress.last.pop(library_id, None)
            if self._running.is_set() or self.progress.library not in self.libraries_ids():
                self.progress.library = self.progress.name = self.progress.path = ""  # idle (a pause keeps its place)
            self._tell()
            self._wake.wait(self.interval)
            self._wake.clear()

    def libraries_ids(self) -> set[str]:
        return {info.id for info in self.libraries.all()}

    def _sync(self, info: LibraryInfo) -> None:
        p = self.progress
        p.library, p.name, p.done, p.total, p.path = info.id, info.name, 0, 0, ""
        self._tell()

        def step(done: int, total: int, path: str) -> None:
            p.done, p.total, p.path = done, total, path
            self._tell()

        try:
            with self.libraries.open(info.id) as library:
                p.last[info.id] = library.sync([Path(s) for s in info.sources], progress=step, cancelled=self._stopping)
        except DocumentError as e:  # an index that cannot be opened or written: said, and the next one goes on
            log.warning("Library %s: %s", info.name, e)
            p.last[info.id] = SyncReport(failed=1)

    def _tell(self) -> None:
        """A copy to the listener: the thread goes on changing its own."""
        if self.on_progress is not None and not self._stop:
            self.on_progress(dataclasses.replace(self.progress, last=dict(self.progress.last)))
