"""Saved chats on disk: one JSON transcript per session, and its KV state file beside it.

    <data dir>/sessions/<id>.json      the transcript: the truth, written atomically
    <data dir>/kv/<id>.kv (+ .kv.json, .kv.extra) the KV cache: only ever a cache of the transcript

File names come from ids, never from titles. KV files live within a disk budget: the least
recently used are evicted first; pinned sessions keep theirs; transcripts are never evicted.

Listing and searching read an index kept in memory (summary and search text per chat), checked
against each file's size and mtime (a stat, no open) and updated by every save: the sidebar
parses no transcript while a user types. The first index is built by `build_index()`, which the
app runs on a background thread; sidecars are cached the same way for `cache_status`.
"""

from __future__ import annotations

import builtins
import json
import logging
import os
import re
import threading
import time
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ..atomic import copy_atomic, remove_stale_temps, write_atomic
from ..engine.errors import StateFileError
from ..engine.files.sidecar import (
    describe_mismatch,
    extras_path,
    fingerprint_mismatch,
    read_remote_sidecar,
    read_sidecar,
    remote_mismatch,
    remote_sidecar_path,
    sidecar_path,
)
from ..json_census import Census
from ..records import RecordError, read_export_file, read_record
from .attachments import AttachmentStore, embedded_texts, text_sha256
from .errors import StoreError as StoreError  # where it was defined before: importers keep it
from .export_text import to_markdown
from .images import ImageStore, embedded_images, exported_images
from .model import DEFAULT_TITLE, SchemaError, Session, clean_title
from .writer import BackgroundWriter

DEFAULT_KV_BUDGET = 2 * 2**30
log = logging.getLogger(__name__)
_ID = re.compile(r"^[0-9a-f]{32}\Z")  # \Z: "$" would let a trailing newline through
_LEAF = re.compile(r"^[0-9a-f]{8,32}\Z")  # a message id (app.sessions.model)
CACHE_FILES = ("chat.state", "chat.state.json", "chat.state.extras")  # an export's cache, as _kv_files
MAX_IMPORT_BYTES = 256 << 20  # an export of a chat of ~50 million words; a bigger file is not one


@dataclass(frozen=True)
class CacheStatus:
    # warm: a valid KV file for this model; stale: a KV file for other settings; cold: none
    state: Literal["warm", "stale", "cold"]
    tokens: int = 0
    bytes_on_disk: int = 0
    reason: str | None = None  # why stale
    last_resume: Mapping[str, Any] | None = None  # {"kind", "seconds", "reason", "time"}


@dataclass(frozen=True)
class SessionSummary:
    """What the sidebar lists, without holding every transcript in memory."""

    id: str
    title: str
    updated: float
    n_messages: int
    pinned: bool
    last_resume: Mapping[str, Any] | None = None
    forked_from: Mapping[str, Any] | None = None  # {"id", "title"}: branched from that chat

    @classmethod
    def of(cls, s: Session) -> SessionSummary:
        return cls(s.id, s.title, s.updated, len(s.messages), s.pinned, s.kv_record.get("last_resume"), s.forked_from)


@dataclass(frozen=True)
class _Indexed:
    stamp: tuple[int, int]  # the file's (mtime_ns, size) when read
    summary: SessionSummary
    searchable: str
    attachments: frozenset[str] = frozenset()  # the sha256 of every document the chat attaches


class SessionStore:
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

    # --- paths ---------------------------------------------------------------------------------

    def path(self, session_id: str) -> Path:
        return self.sessions_dir / f"{_checked_id(session_id)}.json"

    def kv_path(self, session_id: str) -> Path:
        """The cache of the chat's active path."""
        return self.kv_dir / f"{_checked_id(session_id)}.kv"

    def branch_kv_path(self, session_id: str, leaf_id: str) -> Path:
        """The cache of another branch of the chat, named by the last message of that branch."""
        if not _LEAF.match(leaf_id):
            raise StoreError(f"{leaf_id!r} is not a message id")
        return self.kv_dir / f"{_checked_id(session_id)}.{leaf_id}.kv"

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
            raise StoreError(f"The chat “{session.title}” could not be saved: {e.strerror or e}.") from e
        self._indexed(session.id, path, SessionSummary.of(session), session.searchable(), session.attachment_ids())

    def _indexed(self, session_id: str, path: Path, summary: SessionSummary, searchable: str,
                 attachments: Iterable[str] = ()) -> None:
        """Record what was just written, with the file's new stamp: the index stays fresh."""
        stamp = _stamp(path)
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
        return notices + [f"{p.name} could not be saved: {e.strerror or e}" for p, e in self._writer.take_errors()]

    def _keep_outside_edits(self, session: Session, path: Path) -> None:
        """A transcript changed by something else since Emberly last wrote or read it (edited by
        hand while the chat is open): the open chat's copy is saved, that version kept beside it."""
        with self._lock:
            known = self._index.get(session.id)
        stamp = _stamp(path)
        if known is None or stamp is None or stamp == known.stamp:
            return
        kept = path.with_name(f"{path.stem}.edited-{time.strftime('%Y%m%d-%H%M%S')}.json.txt")
        try:
            os.replace(path, kept)
        except OSError:
            return
        self._notices.append(f"The file of the chat “{session.title}” was changed outside Emberly while it was open; "
                             f"Emberly saved its own copy and kept that version as {kept.name}.")

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
        self._notices.append(f"The chats folder {self.root} was removed while Emberly ran: it was made again, "
                             "and the open chat saved into it.")

    @staticmethod
    def _serialize(session: Session) -> bytes:
        return json.dumps(session.to_dict(), ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    def load(self, session_id: str) -> Session:
        path = self.path(session_id)
        try:
            # read_record: a regular file only (a FIFO in the chats folder would block the index).
            return Session.from_dict(json.loads(read_record(path, MAX_IMPORT_BYTES)))
        except FileNotFoundError as e:
            raise StoreError(f"There is no saved chat {session_id}.") from e
        # JSONDecodeError is a ValueError; RecursionError: JSON nested too deeply to parse.
        except (RecordError, OSError, ValueError, SchemaError, RecursionError) as e:
            raise StoreError(f"The chat file {path.name} cannot be read: {e}") from e

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
                if ext == ".json" and _ID.match(stem):
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

    def copy_kv(self, from_id: str, to_id: str) -> None:
        """Give chat `to_id` a copy of the active path's cache of `from_id` (best effort: a chat
        without its cache opens cold). A cache of a longer or other path is still a good start:
        the engine keeps the common prefix and rolls back the rest."""
        kv_from, kv_to = self.kv_path(from_id), self.kv_path(to_id)
        if kv_from.is_file() and sidecar_path(kv_from).is_file():
            try:
                for src_file, dst_file in zip(_kv_files(kv_from), _kv_files(kv_to), strict=True):
                    if src_file.is_file():  # the extras may be absent
                        write_atomic(dst_file, src_file.read_bytes())
            except OSError:
                self.delete_kv(to_id)

    def park_kv(self, session_id: str, leaf_id: str) -> None:
        """The active path is about to change: keep its cache as the cache of branch `leaf_id`
        (renames only; one that was there is replaced)."""
        self._move_kv(self.kv_path(session_id), self.branch_kv_path(session_id, leaf_id))

    def unpark_kv(self, session_id: str, leaf_id: str) -> bool:
        """Branch `leaf_id` became the active path: its cache, if it has one, becomes the active
        path's cache. Returns whether it had one."""
        branch = self.branch_kv_path(session_id, leaf_id)
        if not branch.is_file():
            return False
        self._move_kv(branch, self.kv_path(session_id))
        return True

    def _move_kv(self, src: Path, dst: Path) -> None:
        if not src.is_file():
            return
        try:
            for f in _kv_files(dst):  # no stale sidecar or extras of the file being replaced
                f.unlink(missing_ok=True)
            # The state file last: a crash in between leaves a sidecar without its file (refused).
            for s, d in reversed(list(zip(_kv_files(src), _kv_files(dst), strict=True))):
                if s.is_file():
                    os.replace(s, d)
        except OSError as e:
            log.warning("A branch's cache could not be moved (%s): it will be read again", e)

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
            if _ID.match(p.stem) and indexed.get(p.stem) != _stamp(p):  # not read as it is now
                return 0
        referenced = set(keep).union(*(e.attachments for e in entries))  # texts' and images' hashes
        return self.attachments.collect(referenced) + self.images.collect(referenced)

    # --- export / import -----------------------------------------------------------------------

    def export_json(self, session_id: str, dest: Path, with_cache: bool = False) -> None:
        """The transcript with its documents' texts (`"attachments": {sha256: text}`): the export
        is whole by itself. A text missing from the store is left out (the import says so).
        `with_cache`: the chat's KV state files too, in a folder beside it (`cache_folder`), so
        that the import opens warm on the same model (the engine checks them as any cache)."""
        write_atomic(Path(dest), self.exported(self.load(session_id)))
        kv = self.kv_path(session_id)
        if with_cache and kv.is_file():
            folder = cache_folder(Path(dest))
            folder.mkdir(exist_ok=True)
            for name, src in zip(CACHE_FILES, _kv_files(kv), strict=True):
                if src.is_file():
                    copy_atomic(src, folder / name)

    def exported(self, session: Session) -> bytes:
        """The Emberly JSON export of `session`: its transcript with its documents' texts and images."""
        d = session.to_dict()
        d["attachments"] = embedded_texts(session.attachment_ids(), self.attachments)
        d["images"] = embedded_images(session.image_ids(), self.images)
        return json.dumps(d, ensure_ascii=False, indent=1).encode("utf-8")

    def export_markdown(self, session_id: str, dest: Path, all_branches: bool = False) -> None:
        write_atomic(Path(dest), to_markdown(self.load(session_id), all_branches).encode("utf-8"))

    def import_json(self, src: Path) -> Session:
        """Import an exported chat. It gets a new id if that id is taken; it opens cold (warm when
        the export has its cache beside it). The file may be anything: what does not fit is
        refused with one line (StoreError), or dropped."""
        name = Path(src).name
        try:
            data = json.loads(_read_export(Path(src)))
        except (OSError, ValueError, RecursionError) as e:  # RecursionError: nested too deeply
            why = "it is nested too deeply" if isinstance(e, RecursionError) else str(e).splitlines()[0][:200]
            raise StoreError(f"{name} is not an Emberly chat export: {why}") from e
        session = self.import_data(data, name)
        self._import_cache(cache_folder(Path(src)), session.id)
        return session

    def import_data(self, data: Any, name: str) -> Session:
        """Import an export's parsed JSON (`name`: the file it came from, for messages)."""
        try:
            session = Session.from_dict(data)
            texts = _attachment_texts(data.get("attachments"), session.attachment_ids())
            images = exported_images(data.get("images"), session.image_ids())
        except (ValueError, SchemaError, RecursionError) as e:
            why = "it is nested too deeply" if isinstance(e, RecursionError) else str(e).splitlines()[0][:200]
            raise StoreError(f"{name} is not an Emberly chat export: {why}") from e
        for text in texts:  # before the transcript: a chat is never saved without what it attaches
            self.attachments.put_text(text)
        for decode in images:  # one at a time, each checked against its hash
            try:
                self.images.put(decode(), "image")
            except ValueError as e:
                raise StoreError(f"{name} is not an Emberly chat export: {e}") from e
        if not _ID.match(session.id) or self.exists(session.id):
            session.id = uuid.uuid4().hex
        session.kv_record = {}
        session.provider = None  # a server another machine used: never contacted because a file says so
        self.save(session, touch=False)
        return session

    def _import_cache(self, folder: Path, session_id: str) -> None:
        """An export's cache files, if it has them (best effort: the engine refuses a foreign or
        damaged one on open, which then re-reads the chat and says why)."""
        files = [folder / name for name in CACHE_FILES]
        if not (files[0].is_file() and files[1].is_file()):
            return
        try:
            for src, dst in zip(files, _kv_files(self.kv_path(session_id)), strict=True):
                if src.is_file():
                    copy_atomic(src, dst)
        except OSError:
            self.delete_kv(session_id)

    # --- KV files ------------------------------------------------------------------------------

    def cache_status(self, session: Session | SessionSummary, fingerprint: Mapping[str, Any] | None) -> CacheStatus:
        """Warm / stale / cold without loading anything (reads the sidecar only)."""
        kv = self.kv_path(session.id)
        last = session.kv_record.get("last_resume") if isinstance(session, Session) else session.last_resume
        if fingerprint is not None and "server" in fingerprint:  # a server's model: its slot file there
            return self._remote_cache_status(kv, fingerprint, last)
        kv_stamp, side_stamp = _stamp(kv), _stamp(sidecar_path(kv))  # the engine thread may be deleting them
        if kv_stamp is None or side_stamp is None:
            return CacheStatus("cold", last_resume=last)
        with self._lock:
            cached = self._sidecars.get(session.id)
        if cached is not None and cached[0] == side_stamp:
            meta = cached[1]
        else:
            try:
                meta = read_sidecar(kv)
            except StateFileError:
                return CacheStatus("cold", last_resume=last)
            with self._lock:
                self._sidecars[session.id] = (side_stamp, meta)
        extras = _stamp(extras_path(kv))  # checkpoints and last logits: part of what the cache costs
        size = kv_stamp[1] + side_stamp[1] + (extras[1] if extras is not None else 0)
        if fingerprint is None:
            return CacheStatus("stale", meta["n_tokens"], size, "no model is loaded", last)
        differing = fingerprint_mismatch(meta["fingerprint"], fingerprint)
        if differing:
            return CacheStatus("stale", meta["n_tokens"], size, f"made with {describe_mismatch(differing)}", last)
        return CacheStatus("warm", meta["n_tokens"], size, None, last)

    @staticmethod
    def _remote_cache_status(kv: Path, fingerprint: Mapping[str, Any], last: Mapping[str, Any] | None) -> CacheStatus:
        try:
            meta = read_remote_sidecar(kv)  # a few hundred bytes
        except StateFileError:
            return CacheStatus("cold", last_resume=last)
        why = remote_mismatch(meta, fingerprint)
        if why:
            return CacheStatus("stale", meta["n_tokens"], 0, why, last)
        return CacheStatus("warm", meta["n_tokens"], meta["n_bytes"], f"on the server {meta['url']}", last)

    def delete_kv(self, session_id: str) -> None:
        """Remove every cache of the chat: its active path's and its branches'."""
        for p in (*_kv_files(self.kv_path(session_id)), remote_sidecar_path(self.kv_path(session_id))):
            p.unlink(missing_ok=True)
        for branch in self.kv_dir.glob(f"{_checked_id(session_id)}.*.kv"):
            for p in _kv_files(branch):
                p.unlink(missing_ok=True)

    def kv_usage(self) -> int:
        self._ensure_folders()
        return sum(p.stat().st_size for p in self.kv_dir.iterdir() if p.is_file())

    def enforce_budget(self, keep: Iterable[str] = ()) -> builtins.list[str]:
        """Evict least recently used KV files until within budget. Pinned sessions and those in
        `keep` (the open chat) keep theirs. Returns the evicted session ids."""
        if self.kv_budget <= 0:
            return []
        usage = self.kv_usage()
        if usage <= self.kv_budget:
            return []
        keep = set(keep)
        sessions = list(self._iter_sessions())
        pinned = {s.id for s in sessions if s.pinned}
        # Branches first (other paths than the one a chat reopens on), least recently used first.
        branches = sorted((st[0], p) for p in self.kv_dir.glob("*.*.kv")
                          if p.name.split(".")[0] not in pinned and (st := _stamp(p)) is not None)
        for _, branch in branches:
            if usage <= self.kv_budget:
                break
            for f in _kv_files(branch):
                st = _stamp(f)
                f.unlink(missing_ok=True)
                usage -= st[1] if st is not None else 0
        candidates = []
        for s in sessions:
            kv = self.kv_path(s.id)
            if s.pinned or s.id in keep or not kv.is_file():
                continue
            last_used = float(s.kv_record.get("last_used", s.updated))
            candidates.append((last_used, s.id))
        evicted = []
        for _, sid in sorted(candidates):
            if usage <= self.kv_budget:
                break
            usage -= sum(st[1] for st in map(_stamp, _kv_files(self.kv_path(sid))) if st is not None)
            self.delete_kv(sid)
            evicted.append(sid)
        # KV files whose transcript is gone are never useful.
        for p in self.kv_dir.glob("*.kv"):
            owner = p.name.split(".")[0]
            if _ID.match(owner) and not self.path_for_kv(p).exists():
                self.delete_kv(owner)
        return evicted

    def path_for_kv(self, kv: Path) -> Path:
        """The transcript a KV file (the active path's or a branch's) belongs to."""
        return self.sessions_dir / f"{kv.name.split('.')[0]}.json"

    # --- helpers -------------------------------------------------------------------------------

    def _iter_sessions(self) -> Iterable[Session]:
        for p in self.sessions_dir.glob("*.json"):
            if not _ID.match(p.stem):
                continue
            try:
                yield self.load(p.stem)
            except StoreError:
                continue


def _read_export(src: Path) -> bytes:
    """The bytes of a file to import: a regular file only (not a FIFO, which would block, nor a
    device such as /dev/zero, which never ends), never more than MAX_IMPORT_BYTES of it, and
    past the census (json_census.py) before json.loads builds anything: 256 MB of empty arrays
    would build ~6.7 GB, and a file of zeros is refused at its first chunk. Raises ValueError."""
    data = read_export_file(src, MAX_IMPORT_BYTES, "a chat export can")
    census = Census(len(data))
    for start in range(0, len(data), 1 << 20):
        census.feed(data[start : start + (1 << 20)])
    return data


def _attachment_texts(value: Any, referenced: set[str]) -> builtins.list[str]:
    """The texts an export embeds for the documents its chat attaches, each checked against its
    hash (ValueError for one that is not that text); texts it does not reference are ignored."""
    if value is None:
        return []
    if not isinstance(value, dict):
        raise ValueError("its attachments are not an object of texts")
    texts = []
    for sha in referenced & value.keys():
        text = value[sha]
        if not isinstance(text, str) or text_sha256(text) != sha:  # text_sha256: ValueError if not Unicode
            raise ValueError(f"the text of attachment {sha[:12]}… is not the text it names")
        texts.append(text)
    return texts


def _kv_files(kv: Path) -> tuple[Path, Path, Path]:
    """A chat's KV state file, its sidecar and its extras (checkpoints, last logits)."""
    return kv, sidecar_path(kv), extras_path(kv)


def _stamp(path: Path) -> tuple[int, int] | None:
    """(mtime_ns, size), or None when the file is not there."""
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


def cache_folder(export: Path) -> Path:
    """Where an Emberly JSON export keeps its chat's cache: `<name>.cache` beside it."""
    return export.with_name(export.stem + ".cache")


def _checked_id(session_id: str) -> str:
    if not _ID.match(session_id):
        raise StoreError(f"{session_id!r} is not a session id")
    return session_id
