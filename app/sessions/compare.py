"""Compare: a second model answers a chat's messages beside the chat's own model.

Both models read the same transcript. The chat's model answers as always (its runner, its cache
`<id>.kv` and its versions' files); the second model's answer to the same message is added as a
**version** of that reply (a sibling, `stats["model"]` naming who wrote it), so keeping it is a
version switch and nothing is ever lost. The second model has its own runner (`CompareRunner`)
on the same Session object and its own cache file, `<id>.compare.kv`: whatever path it last read.
Its next answer keeps what that file shares with the chat (delta decoding), so a turn reads the
new message and, where the user kept the other model's answer, that answer: never the chat. The
chat reopens on its own model; `Session.compare` says which second model answers beside it.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from ..engine.chat_engine import ChatEngine, PrefillProgress
from ..engine.errors import StateFileError, StateFileMissing
from ..words import of, translate
from .file_values import NAME_MAX
from .model import Message, OpenResult, Session
from .runner import ChatRunner
from .runner_core import OnPiece, RunnerError


def side_record(engine: ChatEngine) -> dict[str, Any]:
    """Session.compare for `engine`: what the chat needs to load it again and check its cache."""
    return {"model_path": str(engine.info.path), "model_fingerprint": dict(engine.fingerprint), "name": model_name(engine),
            "provider": dict(engine.provider) if engine.provider is not None else None}


def model_name(engine: ChatEngine) -> str:
    return engine.info.name[:NAME_MAX]


class CompareRunner(ChatRunner):
    """The second model of a compared chat. Never the model a chat is recorded on, and never the
    one whose leaving saves a transcript (the window's runner owns the chat)."""

    def kv_file(self, session_id: str) -> Path:
        return self.store.compare_kv_path(session_id)

    @staticmethod
    def _record_model(session: Session, engine: ChatEngine) -> None:
        session.compare = side_record(engine)

    @staticmethod
    def _record_resume(session: Session, result: OpenResult) -> None:
        """How this model's cache of the chat came back: in the compare record, not the chat's badge."""
        if session.compare is not None:
            session.compare["last_resume"] = {"kind": result.kind, "tokens": result.tokens,
                                              "seconds": round(result.seconds, 4), "time": time.time()}

    def leave(self) -> None:
        """Its cache saved for the chat it answered; the transcript is the window's runner's to save."""
        self._save_kv_if_dirty()
        self.active = None

    def follow(self, session: Session) -> OpenResult | None:
        """Answer on `session`, the chat open now: its cache of the chat it answered before saved
        for that chat, its cache of this one restored (None: it already holds this chat)."""
        if self.active is not None and self.active.id == session.id:
            self.active = session  # the same chat, read again: the live cache still holds it
            return None
        self.leave()
        self.active = session
        return self._restore(None) if self.engine is not None else None

    def _restore(self, progress: PrefillProgress | None) -> OpenResult:
        """Its saved cache of the chat, or nothing: never a re-read here, since its answer reads
        what it needs (the chat up to the message, not the chat's own reply to it)."""
        session, engine = self._require()
        t0 = time.perf_counter()
        try:
            result = OpenResult("warm", engine.load_state(self.kv_file(session.id)), time.perf_counter() - t0)
            self._kv_dirty = False
        except StateFileError as e:
            reason = translate("Runner", "no saved cache") if isinstance(e, StateFileMissing) else of(e)
            result = OpenResult("cold", engine.n_cached, time.perf_counter() - t0, reason)
        self._record_resume(session, result)
        return result

    def answer(self, on_piece: OnPiece | None = None, progress: PrefillProgress | None = None) -> Message | None:
        """Its answer to the chat's last message from the user, added as a version of the chat's
        reply to it; the chat's reply stays on the path (the user keeps one with a switch)."""
        session, _ = self._require()
        start = session.reply_start()
        if not start:
            raise RunnerError(translate("Runner", "There is no message to answer."))
        kept = session.messages[start] if start < len(session.messages) else None
        session.set_aside(start)  # the transcript only: the chat's cache files are the chat's runner's
        try:
            return self._reply(on_piece, progress)
        finally:
            if kept is not None:
                session.switch_to(kept.id)
                self._save_transcript(touch=False)
