"""Saved chats: transcripts that never lose a word, KV state files that reopen instantly. No Qt.

Imported on first use (PEP 562), like app.engine: the window builds its store and shows its
first frame without importing the runner, which imports the engine and llama.cpp.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .attachments import Attachment, AttachmentStore
    from .errors import AttachmentMissing
    from .model import SCHEMA_VERSION, Message, OpenResult, SchemaError, Session
    from .runner import ChatRunner, NoActiveSession, RunnerError
    from .store import DEFAULT_KV_BUDGET, CacheStatus, SessionStore, SessionSummary, StoreError

_WHERE = {
    "Attachment": "attachments", "AttachmentStore": "attachments", "AttachmentMissing": "errors",
    "SCHEMA_VERSION": "model", "Message": "model", "SchemaError": "model", "Session": "model",
    "ChatRunner": "runner", "NoActiveSession": "runner", "OpenResult": "model", "RunnerError": "runner",
    "DEFAULT_KV_BUDGET": "store", "CacheStatus": "store", "SessionStore": "store", "SessionSummary": "store",
    "StoreError": "store",
}

__all__ = [
    "Attachment",
    "AttachmentMissing",
    "AttachmentStore",
    "CacheStatus",
    "ChatRunner",
    "DEFAULT_KV_BUDGET",
    "Message",
    "NoActiveSession",
    "OpenResult",
    "RunnerError",
    "SCHEMA_VERSION",
    "SchemaError",
    "Session",
    "SessionStore",
    "SessionSummary",
    "StoreError",
]


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
