"""Saved chats on disk: one JSON transcript per session, and its KV state file beside it.

    <data dir>/sessions/<id>.json      the transcript: the truth, written atomically
    <data dir>/kv/<id>.kv (+ .kv.json, .kv.extra) the KV cache: only ever a cache of the transcript

File names come from ids, never from titles. KV files live within a disk budget: the least
recently used are evicted first; pinned sessions keep theirs; transcripts are never evicted.

Listing and searching read an index kept in memory (summary and search text per chat), checked
against each file's size and mtime (a stat, no open) and updated by every save: the sidebar
parses no transcript while a user types. The first index is built by `build_index()`, which the
app runs on a background thread; sidecars are cached the same way for `cache_status`.

SessionStore is one object written in parts: the KV caches (kv_caches.py) and the JSON export and
import (chat_export.py) are mixins of it. Names first defined here and moved since are imported
here again (`as`), so that their importers keep working.
"""

from __future__ import annotations

import builtins
import json
import logging
import os
import threading
import time
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..atomic import remove_stale_temps, write_atomic
from ..records import RecordError, read_record
from ..words import translate
from .attachments import AttachmentStore
from .chat_export import ChatExports
from .chat_export import cache_folder as cache_folder
from .errors import StoreError as StoreError
from .export_text import to_markdown as to_markdown
from .images import ImageStore
from .kv_caches import CacheStatus as CacheStatus
from .kv_caches import KvCaches
from .model import DEFAULT_TITLE, SchemaError, Session, clean_title
from .store_state import MAX_IMPORT_BYTES as MAX_IMPORT_BYTES
from .store_state import SESSION_ID, checked_id, file_stamp
from .store_state import SessionSummary as SessionSummary
from .writer import BackgroundWriter

DEFAULT_KV_BUDGET = 2 * 2**30
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class _Indexed:
    stamp: tuple[int, int]  # the file's (mtime_ns, size) when read
    summary: SessionSummary
    searchable: str
    attachments: frozenset[str] = frozenset()  # the sha256 of every document the chat attaches


class SessionStore(KvCaches, ChatExports):
    def __init__(self, root: Path, kv_budget: int = DEFAULT_KV_BUDGET):
        self.root = Path(root)
        self.sessions_dir = self.root / "sessions"
        self.kv_dir = self.root / "kv"
        self.kv_budget = kv_budget  # bytes; 0 = unlimited
        self._writer = BackgroundWriter()
        self.attachments = AttachmentStore(self.root)
        self.images = ImageStore(self.root)
        self._notices: list[str] = []
        for d in (self.sessions_dir, self.kv_dir):
            d.mkdir(parents=True, exist_ok=True)
            remove_stale_temps(d)
        self._index: dict[str, _Indexed] = {}
        self._sidecars: dict[str, tuple[tuple[int, int], dict[str, Any]]] = {}
        self._lock = threading.Lock()  # the index is read on the GUI thread, updated by the engine thread
        self.index_ready = threading.Event()  # set once build_index() has read the whole folder

    # --- paths (the KV caches': kv_caches.py) ---------------------------------------------------

    def path(self, session_id: str) -> Path:
        return self.sessions_dir / f"{checked_id(session_id)}.json"

    # --- transcripts ---------------------------------------------------------------------------

    def save(self, session: Session, touch: bool = True) -> None:
        """Write the transcript atomically. Raises StoreError (the previous file is intact)."""
        if touch:
            session.updated = time.time()
        data = self._serialize(session)
        self._writer.drain()  # an older background snapshot must not land after this one
        path = self.path(session.id)
        self._ensure_folders()
        self._keep_outside_edits(session, path)
        try:
            write_atomic(path, data)
        except OSError as e:
            raise StoreError(translate("ChatStore", "The chat “{title}” could not be saved: {error}.")
                             .format(title=session.title, error=e.strerror or e)) from e
        self._indexed(session.id, path, SessionSummary.of(session), session.searchable(), session.attachment_ids())

    def _indexed(self, session_id: str, path: Path, summary: SessionSummary, searchable: str,
                 attachments: Iterable[str] = ()) -> None:
        """Record what was just written, with the file's new stamp: the index stays fresh."""
        stamp = file_stamp(path)
        if stamp is not None:
            with self._lock:
                self._index[session_id] = _Indexed(stamp, summary, searchable, frozenset(attachments))

    def save_soon(self, session: Session) -> None:
        """Snapshot the transcript now and write it on a background thread (a streaming reply's
        flushes). Failures surface from `background_errors()`; the next `save` is synchronous."""
        session.updated = time.time()
        path, summary, searchable = self.path(session.id), SessionSummary.of(session), session.searchable()
        shas = session.attachment_ids()
        self._writer.submit(path, self._serialize(session),
                            lambda: self._indexed(session.id, path, summary, searchable, shas))

    def background_errors(self) -> list[str]:
        """What went wrong since last asked: background writes, and folders made again."""
        notices, self._notices = self._notices, []
        said = translate("ChatStore", "{name} could not be saved: {error}")
        return notices + [said.format(name=p.name, error=e.strerror or e) for p, e in self._writer.take_errors()]

    def _keep_outside_edits(self, session: Session, path: Path) -> None:
        """A transcript changed by something else since Emberly last wrote or read it (edited by
        hand while the chat is open): the open chat's copy is saved, that version kept beside it."""
        with self._lock:
            known = self._index.get(session.id)
        stamp = file_stamp(path)
        if known is None or stamp is None or stamp == known.stamp:
            return
        kept = path.with_name(f"{path.stem}.edited-{time.strftime('%Y%m%d-%H%M%S')}.json.txt")
        try:
            os.replace(path, kept)
        except OSError:
            return
        self._notices.append(translate("ChatStore", "The file of the chat “{title}” was changed outside Emberly while "
                                       "it was open; Emberly saved its own copy and kept that version as {name}.")
                             .format(title=session.title, name=kept.name))

    def _ensure_folders(self) -> None:
        """The data folder removed while Emberly runs: made again, so the open chat (in memory)
        is saved into it rather than lost, and the user is told once."""
        if self.sessions_dir.is_dir() and self.kv_dir.is_dir():
            return
        try:
            for d in (self.sessions_dir, self.kv_dir):
                d.mkdir(parents=True, exist_ok=True)
        except OSError:
            return  # the write that follows says why
        log.warning("The data folder %s was removed while Emberly ran; made again", self.root)
        self._notices.append(translate("ChatStore", "The chats folder {folder} was removed while Emberly ran: it was "
                                       "made again, and the open chat saved into it.").format(folder=self.root))

    @staticmethod
    def _serialize(session: Session) -> bytes:
        return json.dumps(session.to_dict(), ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    def load(self, session_id: str) -> Session:
        path = self.path(session_id)
        try:
            # read_record: a regular file only (a FIFO in the chats folder would block the index).
            return Session.from_dict(json.loads(read_record(path, MAX_IMPORT_BYTES)))
        except FileNotFoundError as e:
            raise StoreError(translate("ChatStore", "There is no saved chat {id}.").format(id=session_id)) from e
        # JSONDecodeError is a ValueError; RecursionError: JSON nested too deeply to parse.
        except (RecordError, OSError, ValueError, SchemaError, RecursionError) as e:
            raise StoreError(translate("ChatStore", "The chat file {name} cannot be read: {error}")
                             .format(name=path.name, error=e)) from e

    def exists(self, session_id: str) -> bool:
        return self.path(session_id).is_file()

    def create(self, title: str = DEFAULT_TITLE, **fields: Any) -> Session:
        session = Session(title=title, **fields)
        self.save(session)
        return session

    def summary(self, session_id: str) -> SessionSummary | None:
        """What the index holds of a chat (no file is read): None before the index has it."""
        with self._lock:
            entry = self._index.get(session_id)
        return entry.summary if entry is not None else None

    def list(self) -> list[SessionSummary]:
        """All readable sessions, newest first (unreadable files are skipped, never deleted)."""
        return self.search("")

    def search(self, query: str) -> builtins.list[SessionSummary]:
        """Sessions whose title or text contains `query` (case-insensitive), newest first."""
        q = query.casefold().strip()
        hits = [e.summary for e in self.build_index() if q in e.searchable]
        return sorted(hits, key=lambda s: s.updated, reverse=True)

    def build_index(self) -> builtins.list[_Indexed]:
        """Bring the index up to date with the folder: a stat per transcript; only new or changed
        files are read (all of them the first time: run it on a background thread at start-up)."""
        found: dict[str, tuple[int, int]] = {}
        self._ensure_folders()
        with os.scandir(self.sessions_dir) as entries:
            for entry in entries:
                stem, ext = os.path.splitext(entry.name)
                if ext == ".json" and SESSION_ID.match(stem):
                    try:
                        st = entry.stat()
                    except OSError:
                        continue
                    found[stem] = (st.st_mtime_ns, st.st_size)
        with self._lock:
            for gone in self._index.keys() - found.keys():
                del self._index[gone]
            stale = [sid for sid, stamp in found.items() if sid not in self._index or self._index[sid].stamp != stamp]
        for sid in stale:
            try:
                session = self.load(sid)
            except StoreError:
                continue  # unreadable: listed by unreadable(), never deleted
            with self._lock:
                self._index[sid] = _Indexed(found[sid], SessionSummary.of(session), session.searchable(),
                                            frozenset(session.attachment_ids()))
        self.index_ready.set()
        with self._lock:
            return list(self._index.values())

    def unreadable(self) -> builtins.list[Path]:
        """Session files that exist but could not be read (for a quiet warning)."""
        bad = []
        for p in sorted(self.sessions_dir.glob("*.json")):
            try:
                self.load(p.stem)
            except StoreError:
                bad.append(p)
        return bad

    def rename(self, session_id: str, title: str) -> Session:
        """A blank title keeps the one the chat has."""
        session = self.load(session_id)
        session.title = clean_title(title, session.title)
        self.save(session)
        return session

    def set_pinned(self, session_id: str, pinned: bool) -> Session:
        session = self.load(session_id)
        session.pinned = pinned
        self.save(session, touch=False)
        return session

    def duplicate(self, session_id: str) -> Session:
        """A copy with a new id; its KV file is copied too, so the copy opens warm."""
        src = self.load(session_id)
        copy = Session.from_dict({**src.to_dict(), "id": uuid.uuid4().hex, "title": f"{src.title} (copy)"})
        copy.created = time.time()
        copy.pinned = False
        self.save(copy)
        self.copy_kv(src.id, copy.id)
        return copy

    def delete(self, session_id: str) -> None:
        """Delete a chat and its caches (its documents' texts: `collect_attachments`)."""
        self.delete_kv(session_id)
        self.path(session_id).unlink(missing_ok=True)
        with self._lock:
            self._index.pop(session_id, None)

    def collect_attachments(self, keep: Iterable[str] = ()) -> int:
        """Delete the document texts no saved chat references (after a chat is deleted); `keep`:
        those attached in the composer but not yet sent. While a transcript cannot be read, nothing
        is deleted (it may reference any of them). Returns how many were deleted."""
        entries = self.build_index()
        with self._lock:
            indexed = {sid: e.stamp for sid, e in self._index.items()}
        for p in self.sessions_dir.glob("*.json"):
            if SESSION_ID.match(p.stem) and indexed.get(p.stem) != file_stamp(p):  # not read as it is now
                return 0
        referenced = set(keep).union(*(e.attachments for e in entries))  # texts' and images' hashes
        return self.attachments.collect(referenced) + self.images.collect(referenced)

    # --- helpers -------------------------------------------------------------------------------

    def _iter_sessions(self) -> Iterable[Session]:
        for p in self.sessions_dir.glob("*.json"):
            if not SESSION_ID.match(p.stem):
                continue
            try:
                yield self.load(p.stem)
            except StoreError:
                continue


