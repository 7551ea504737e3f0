"""The chats' KV caches on disk, beside their transcripts: `<id>.kv` for the active path (with its
sidecar and extras), `<id>.<leaf>.kv` for its other versions, and a server's slot file's sidecar.
Only ever a cache of the transcript: copied, parked, checked (warm / stale / cold) and evicted
least recently used first within the disk budget. A part of SessionStore (a mixin), apart from
the transcripts and their index.
"""

from __future__ import annotations

import builtins
import logging
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ..atomic import write_atomic
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
from ..words import translate
from .errors import StoreError
from .model import Session
from .store_state import SESSION_ID, SessionSummary, StoreState, checked_id, file_stamp

log = logging.getLogger("app.sessions.store")  # the store's log, as before it was split
_LEAF = re.compile(r"^[0-9a-f]{8,32}\Z")  # a message id (app.sessions.model)


@dataclass(frozen=True)
class CacheStatus:
    # warm: a valid KV file for this model; stale: a KV file for other settings; cold: none
    state: Literal["warm", "stale", "cold"]
    tokens: int = 0
    bytes_on_disk: int = 0
    reason: str | None = None  # why stale
    last_resume: Mapping[str, Any] | None = None  # {"kind", "seconds", "reason", "time"}


class KvCaches(StoreState):
    def kv_path(self, session_id: str) -> Path:
        """The cache of the chat's active path."""
        return self.kv_dir / f"{checked_id(session_id)}.kv"

    def compare_kv_path(self, session_id: str) -> Path:
        """The cache of the chat on the second model it is compared with (one file: the path that
        model last read; the first to go when the disk budget is short, as other versions' are)."""
        return self.kv_dir / f"{checked_id(session_id)}.compare.kv"

    def version_kv_path(self, session_id: str, leaf_id: str) -> Path:
        """The cache of another version of the chat (a path that is not the active one), named by
        the last message of that path."""
        if not _LEAF.match(leaf_id):
            raise StoreError(translate("ChatStore", "{id} is not a message id").format(id=repr(leaf_id)))
        return self.kv_dir / f"{checked_id(session_id)}.{leaf_id}.kv"

    def copy_kv(self, from_id: str, to_id: str) -> None:
        """Give chat `to_id` a copy of the active path's cache of `from_id` (best effort: a chat
        without its cache opens cold). A cache of a longer or other path is still a good start:
        the engine keeps the common prefix and rolls back the rest."""
        kv_from, kv_to = self.kv_path(from_id), self.kv_path(to_id)
        if kv_from.is_file() and sidecar_path(kv_from).is_file():
            try:
                for src_file, dst_file in zip(kv_files(kv_from), kv_files(kv_to), strict=True):
                    if src_file.is_file():  # the extras may be absent
                        write_atomic(dst_file, src_file.read_bytes())
            except OSError:
                self.delete_kv(to_id)

    def park_kv(self, session_id: str, leaf_id: str) -> None:
        """The active path is about to change: keep its cache as the cache of version `leaf_id`
        (renames only; one that was there is replaced)."""
        self._move_kv(self.kv_path(session_id), self.version_kv_path(session_id, leaf_id))

    def unpark_kv(self, session_id: str, leaf_id: str) -> bool:
        """Version `leaf_id` became the active path: its cache, if it has one, becomes the active
        path's cache. Returns whether it had one."""
        version = self.version_kv_path(session_id, leaf_id)
        if not version.is_file():
            return False
        self._move_kv(version, self.kv_path(session_id))
        return True

    def _move_kv(self, src: Path, dst: Path) -> None:
        if not src.is_file():
            return
        try:
            for f in kv_files(dst):  # no stale sidecar or extras of the file being replaced
                f.unlink(missing_ok=True)
            # The state file last: a crash in between leaves a sidecar without its file (refused).
            for s, d in reversed(list(zip(kv_files(src), kv_files(dst), strict=True))):
                if s.is_file():
                    os.replace(s, d)
        except OSError as e:
            log.warning("A version's cache could not be moved (%s): it will be read again", e)

    def cache_status(self, session: Session | SessionSummary, fingerprint: Mapping[str, Any] | None) -> CacheStatus:
        """Warm / stale / cold without loading anything (reads the sidecar only)."""
        kv = self.kv_path(session.id)
        last = session.kv_record.get("last_resume") if isinstance(session, Session) else session.last_resume
        if fingerprint is not None and "server" in fingerprint:  # a server's model: its slot file there
            return self._remote_cache_status(kv, fingerprint, last)
        kv_stamp, side_stamp = file_stamp(kv), file_stamp(sidecar_path(kv))  # the engine thread may be deleting them
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
        extras = file_stamp(extras_path(kv))  # checkpoints and last logits: part of what the cache costs
        size = kv_stamp[1] + side_stamp[1] + (extras[1] if extras is not None else 0)
        if fingerprint is None:
            return CacheStatus("stale", meta["n_tokens"], size, translate("ChatStore", "no model is loaded"), last)
        differing = fingerprint_mismatch(meta["fingerprint"], fingerprint)
        if differing:
            made = translate("ChatStore", "made with {what}").format(what=describe_mismatch(differing))
            return CacheStatus("stale", meta["n_tokens"], size, made, last)
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
        where = translate("ChatStore", "on the server {url}").format(url=meta["url"])
        return CacheStatus("warm", meta["n_tokens"], meta["n_bytes"], where, last)

    def delete_kv(self, session_id: str) -> None:
        """Remove every cache of the chat: its active path's and its other versions'."""
        for p in (*kv_files(self.kv_path(session_id)), remote_sidecar_path(self.kv_path(session_id))):
            p.unlink(missing_ok=True)
        for version in self.kv_dir.glob(f"{checked_id(session_id)}.*.kv"):
            for p in kv_files(version):
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
        # Other versions first (other paths than the one a chat reopens on), least recently used first.
        versions = sorted((st[0], p) for p in self.kv_dir.glob("*.*.kv")
                          if p.name.split(".")[0] not in pinned and (st := file_stamp(p)) is not None)
        for _, version in versions:
            if usage <= self.kv_budget:
                break
            for f in kv_files(version):
                st = file_stamp(f)
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
            usage -= sum(st[1] for st in map(file_stamp, kv_files(self.kv_path(sid))) if st is not None)
            self.delete_kv(sid)
            evicted.append(sid)
        # KV files whose transcript is gone are never useful.
        for p in self.kv_dir.glob("*.kv"):
            owner = p.name.split(".")[0]
            if SESSION_ID.match(owner) and not self.path_for_kv(p).exists():
                self.delete_kv(owner)
        return evicted

    def path_for_kv(self, kv: Path) -> Path:
        """The transcript a KV file (the active path's or another version's) belongs to."""
        return self.sessions_dir / f"{kv.name.split('.')[0]}.json"


def kv_files(kv: Path) -> tuple[Path, Path, Path]:
    """A chat's KV state file, its sidecar and its extras (checkpoints, last logits)."""
    return kv, sidecar_path(kv), extras_path(kv)
