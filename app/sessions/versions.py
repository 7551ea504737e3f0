"""Regenerate ×N's replies as they stream: each into its own message, saved every few tokens."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from ..engine.prompt import reasoning
from .model import Message, Session
from .store import SessionStore


class Flushing(Protocol):
    """What of the runner the pieces need: where to save, and how often."""

    store: SessionStore
    flush_tokens: int
    flush_seconds: float


class VersionPieces:
    """regenerate_versions' on_piece: reply i's text into its message (which joins the chat with
    its first piece), saved every few tokens."""

    def __init__(self, runner: Flushing, session: Session, msgs: list[Message], opening: str,
                 on_piece: Callable[[int, str], None] | None) -> None:
        self.runner, self.session, self.msgs, self.opening, self.on_piece = runner, session, msgs, opening, on_piece
        self.thinking = [reasoning.Thinking() for _ in msgs]
        self.begun: list[Message] = []
        self.last_flush, self.unsaved = time.monotonic(), 0

    def __call__(self, i: int, piece: str) -> None:
        msg = self.msgs[i]
        if msg not in self.begun:  # its first piece: now it exists
            self.begun.append(msg)
            msg.interrupted = True  # until it completes
            (self.session.messages if i == 0 else self.session.versions).append(msg)
            piece = self.opening + piece
        msg.text += piece
        if msg.thinking_s is None:
            msg.thinking_s = self.thinking[i].seen(msg.text)
        if self.on_piece is not None:
            self.on_piece(i, piece)
        self.unsaved += 1
        runner = self.runner
        if self.unsaved >= runner.flush_tokens or time.monotonic() - self.last_flush >= runner.flush_seconds:
            runner.store.save_soon(self.session)
            self.last_flush, self.unsaved = time.monotonic(), 0
