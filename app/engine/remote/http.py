"""Talking HTTP to a server: its address normalised, a client with timeouts, and what a failed
request means to the user (RemoteError, one kind per cause)."""

from __future__ import annotations

import json
import logging
from typing import Literal

import httpx

from ..errors import EngineError

log = logging.getLogger("emberly.remote")

ErrorKind = Literal["unreachable", "unauthorized", "model_gone", "context_exceeded", "overloaded", "timeout",
                    "lost", "protocol", "refused"]
MAX_ERROR_BODY = 64 << 10
CONNECT_TIMEOUT_S = 5.0


class RemoteError(EngineError):
    """A server that could not answer as asked; `kind` says what happened (the message says it to
    the user). The transcript and the composer's text are never touched by one."""

    def __init__(self, kind: ErrorKind, message: str):
        super().__init__(message)
        self.kind = kind


def normalize_url(url: str) -> str:
    """'localhost:8080/v1/' → 'http://localhost:8080': the base the API paths hang from."""
    url = url.strip().rstrip("/")
    if not url:
        raise RemoteError("unreachable", "Type the server's address, such as http://127.0.0.1:8080.")
    if "://" not in url:
        url = "http://" + url
    if not url.startswith(("http://", "https://")):
        raise RemoteError("unreachable", f"{url} is not an http:// or https:// address.")
    if url.endswith("/v1"):
        url = url[:-3]
    return url.rstrip("/")


def auth_headers(api_key: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {api_key}"} if api_key else {}


def http_client(api_key: str | None, stall_timeout_s: float) -> httpx.Client:
    # Keep-alive across turns; the read timeout is only a backstop (the reader thread's stall
    # check ends a reply first), so the reader never outlives a stop by long.
    return httpx.Client(headers=auth_headers(api_key), timeout=httpx.Timeout(stall_timeout_s + 5, connect=CONNECT_TIMEOUT_S),
                        follow_redirects=True)


def transport_error(e: Exception, base: str) -> RemoteError:
    if isinstance(e, httpx.ConnectError):
        return RemoteError("unreachable", f"Emberly cannot reach the server at {base}: is it running? ({short_error(e)})")
    if isinstance(e, httpx.TimeoutException):
        return RemoteError("timeout", f"The server at {base} did not answer in time.")
    if isinstance(e, (httpx.RemoteProtocolError, httpx.ReadError)):
        return RemoteError("lost", f"The connection to {base} was lost ({short_error(e)}).")
    return RemoteError("unreachable", f"Emberly could not talk to {base}: {short_error(e)}")


def http_error(status: int, body: str, base: str, model: str = "") -> RemoteError:
    message, etype = body[:300], ""
    try:
        err = json.loads(body).get("error")
        if isinstance(err, dict):
            message, etype = str(err.get("message", message)), str(err.get("type", ""))
        elif isinstance(err, str):
            message = err
        detail = json.loads(body).get("detail")  # FastAPI servers (llama_cpp.server)
        if isinstance(detail, str):
            message = detail
    except (ValueError, AttributeError):
        pass
    message = message.strip() or f"HTTP {status}"
    low = message.lower()
    if status in (401, 403):
        return RemoteError("unauthorized", f"The server at {base} refused the API key ({status}): check it in Servers.")
    if etype == "exceed_context_size_error" or ("context" in low and ("exceed" in low or "too long" in low or "length" in low)):
        return RemoteError("context_exceeded", "The chat is longer than the server's context: start a new chat, or "
                                               f"branch from an earlier message. ({message})")
    if status == 404 or "model" in low and ("not found" in low or "does not exist" in low):
        what = f"the model {model!r}" if model else "what Emberly asked for"
        return RemoteError("model_gone", f"The server at {base} no longer serves {what}: choose another in Servers. ({message})")
    if status in (429, 503):
        return RemoteError("overloaded", f"The server at {base} is busy ({status}): try again in a moment. ({message})")
    return RemoteError("refused", f"The server at {base} refused the request ({status}): {message}")


def short_error(e: BaseException) -> str:
    return (str(e) or type(e).__name__)[:200]




def read_capped(response: httpx.Response) -> str:
    data = b""
    for chunk in response.iter_raw():
        data += chunk
        if len(data) >= MAX_ERROR_BODY:
            break
    return data[:MAX_ERROR_BODY].decode("utf-8", "replace")
