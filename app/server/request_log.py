"""One line per request in the server's log ("emberly.server", INFO): who asked (address and
port), which endpoint and model, the tokens read, reused and written, the time, and how it ended
(done, stopped, client gone, refused 429, failed with its code). Never the content or the key:
the log is what a user attaches to a bug report."""

from __future__ import annotations

import logging
import time

from starlette.requests import Request

from ..runtime import events as ev

log = logging.getLogger("emberly.server")


class RequestLog:
    def __init__(self, request: Request, model: str | None) -> None:
        client = request.client
        self.who = f"{client.host}:{client.port}" if client else "?"
        self.endpoint, self.model = request.url.path, model or "-"
        self.start = time.monotonic()
        self.prompt = self.cached = self.generated = 0
        self.outcome = ""  # "" until the request's end is known: then a stream cut short is "client gone"
        self._written = False

    def done(self, event: ev.ApiDone) -> None:
        self.prompt, self.cached, self.generated = event.prompt_tokens, event.cached_tokens, event.completion_tokens
        self.model = event.model or self.model
        finish = event.finish_reason
        self.outcome = "stopped" if finish == "cancelled" else f"done ({finish})"

    def failed(self, status: int, code: str | None) -> None:
        self.outcome = "stopped" if code == "cancelled" else f"failed {status} {code or 'invalid_request'}"

    def write(self, outcome: str = "") -> None:
        """The line, once: `outcome` if given, else what was recorded, else "client gone"."""
        if self._written:
            return
        self._written = True
        log.info("%s %s %s: %s · %d prompt tokens (%d cached) · %d generated · %.2f s", self.who, self.endpoint,
                 self.model, outcome or self.outcome or "client gone", self.prompt, self.cached, self.generated,
                 time.monotonic() - self.start)
