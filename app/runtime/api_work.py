"""A chat completion for a client of the local API server, on the engine thread.

It runs on the model on this computer as the window's own turns do (the same template, template
guard and sampling), with the engine lent by the runner: the window's open chat has its cache
saved before and restored after, warm, so an API request never touches the window's chat. Stop
strings end the reply where they begin (they are never sent), and a client that goes away
cancels the request within one token (the loop's cancel, polled by the decode).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine.errors import ContextOverflow, EngineError
from . import events as ev
from . import requests as rq

if TYPE_CHECKING:
    from ..sessions.runner import ChatRunner


class ApiFailed(Exception):
    """What the client is told: an HTTP status, OpenAI's error code and a message."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code = status, code


class StopScanner:
    """Text safe to send, up to the first stop string: what could still become one is held back."""

    def __init__(self, stops: tuple[str, ...]) -> None:
        self.stops = [s for s in stops if s]
        self.held = ""
        self.hit = False

    def feed(self, piece: str) -> str:
        text = self.held + piece
        found = [i for i in (text.find(s) for s in self.stops) if i >= 0]
        if found:
            self.hit, self.held = True, ""
            return text[: min(found)]
        keep = max((k for s in self.stops for k in range(1, len(s)) if text.endswith(s[:k])), default=0)
        self.held = text[len(text) - keep :] if keep else ""
        return text[: len(text) - keep]

    def rest(self) -> str:
        return "" if self.hit else self.held


def api_chat(runner: ChatRunner, r: rq.ApiChat, emit: Callable[[ev.Event], None],
             cancelled: Callable[[], bool]) -> None:
    """Run `r`, emitting ApiText pieces and one ApiDone. Raises ApiFailed."""
    engine = runner.engine
    if engine is None:
        raise ApiFailed(503, "model_not_loaded", "No model is loaded in Emberly: choose one in its window first.")
    if engine.provider is not None:
        raise ApiFailed(503, "model_not_loaded", "Emberly's window is using a server's model; the local API serves "
                                                 "a model on this computer: load one in the window.")
    messages = [{"role": role, "content": content} for role, content in r.messages]
    scanner = StopScanner(r.stop)
    with runner.lent() as lent:
        try:
            _, dropped = lent.fit_conversation(messages, r.max_tokens)
        except ContextOverflow as e:
            raise ApiFailed(400, "context_length_exceeded", str(e)) from e
        if dropped:
            raise ApiFailed(400, "context_length_exceeded",
                            f"The messages and max_tokens ({r.max_tokens}) need more than the model's context of "
                            f"{lent.n_ctx} tokens.")
        reply = lent.generate(messages, r.sampling, r.max_tokens, cancelled=lambda: cancelled() or scanner.hit)
        try:
            for piece in reply:
                text = scanner.feed(piece)
                if text:
                    emit(ev.ApiText(text))
        except EngineError as e:
            raise ApiFailed(500, "engine_error", str(e)) from e
        if scanner.rest():
            emit(ev.ApiText(scanner.rest()))
        stats = reply.stats
    finish = "stop" if scanner.hit or stats.finish_reason in ("eog", "stop") else (
        "length" if stats.finish_reason in ("length", "context_full") else "cancelled")
    emit(ev.ApiDone(finish, stats.prompt_tokens, stats.generated, stats.prompt_reused, lent.info.path.name))
