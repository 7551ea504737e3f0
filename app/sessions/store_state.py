"""What SessionStore's parts share (kv_caches.py, chat_export.py: mixins of SessionStore): its
state and methods, declared once so that each part type-checks on its own (SessionStore, in
store.py, sets all of it up), and the helpers they all use: a session id checked before it names
a file, a file's stamp, and what the sidebar lists of a chat.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..words import translate
from .errors import StoreError
from .model import Session

if TYPE_CHECKING:
    import threading

    from .attachments import AttachmentStore
    from .images import ImageStore

SESSION_ID = re.compile(r"^[0-9a-f]{32}\Z")  # \Z: "$" would let a trailing newline through
MAX_IMPORT_BYTES = 256 << 20  # an export of a chat of ~50 million words; a bigger file is not one


@dataclass(frozen=True)
class SessionSummary:
    """What the sidebar lists, without holding every transcript in memory."""

    id: str
    title: str
    updated: float
    n_messages: int
    pinned: bool
    last_resume: Mapping[str, Any] | None = None
    forked_from: Mapping[str, Any] | None = None  # {"id", "title"}: forked from that chat

    @classmethod
    def of(cls, s: Session) -> SessionSummary:
        return cls(s.id, s.title, s.updated, len(s.messages), s.pinned, s.kv_record.get("last_resume"), s.forked_from)


class StoreState:
    if TYPE_CHECKING:
        root: Path
        sessions_dir: Path
        kv_dir: Path
        kv_budget: int  # bytes; 0 = unlimited
        attachments: AttachmentStore
        images: ImageStore
        _lock: threading.Lock
        _sidecars: dict[str, tuple[tuple[int, int], dict[str, Any]]]

        # Defined by SessionStore or another part.
        def path(self, session_id: str) -> Path: ...
        def load(self, session_id: str) -> Session: ...
        def save(self, session: Session, touch: bool = True) -> None: ...
        def exists(self, session_id: str) -> bool: ...
        def _ensure_folders(self) -> None: ...
        def _iter_sessions(self) -> Iterable[Session]: ...
        def kv_path(self, session_id: str) -> Path: ...
        def delete_kv(self, session_id: str) -> None: ...


def checked_id(session_id: str) -> str:
    """`session_id`, when it is one (a file is named after it); else StoreError."""
    if not SESSION_ID.match(session_id):
        raise StoreError(translate("ChatStore", "{id} is not a session id").format(id=repr(session_id)))
    return session_id


def file_stamp(path: Path) -> tuple[int, int] | None:
    """(mtime_ns, size), or None when the file is not there."""
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)
