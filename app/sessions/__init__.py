"""Saved chats: transcripts that never lose a word, KV state files that reopen instantly. No Qt."""

from .model import SCHEMA_VERSION, Message, SchemaError, Session
from .runner import ChatRunner, NoActiveSession, OpenResult, RunnerError
from .store import DEFAULT_KV_BUDGET, CacheStatus, SessionStore, SessionSummary, StoreError

__all__ = [
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
