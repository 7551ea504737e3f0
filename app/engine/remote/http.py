"""Talking HTTP to a server: its address normalised, a client with timeouts, one bounded request
(a byte cap, a deadline, and a redirect policy: `fetch`), and what a failed request means to the
user (RemoteError, one kind per cause)."""

from __future__ import annotations

import json
import logging
import time
from typing import Any, Literal

import httpx

from ...words import translate
from ..errors import EngineError

log = logging.getLogger("emberly.remote")

ErrorKind = Literal["unreachable", "unauthorized", "model_gone", "context_exceeded", "overloaded", "timeout",
                    "lost", "protocol", "refused"]
MAX_ERROR_BODY = 64 << 10
MAX_BODY = 4 << 20  # an answer to a question (props, models, slots) is kilobytes
MAX_REDIRECTS = 3
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
        raise RemoteError("unreachable", translate("Remote", "Type the server's address, such as "
                                                             "http://127.0.0.1:8080."))
    if "://" not in url:
        url = "http://" + url
    if not url.startswith(("http://", "https://")):
        raise RemoteError("unreachable", translate("Remote", "{url} is not an http:// or https:// address.")
                          .format(url=url))
    if url.endswith("/v1"):
        url = url[:-3]
    return url.rstrip("/")


def auth_headers(api_key: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {api_key}"} if api_key else {}


def client(api_key: str | None, read_timeout_s: float) -> httpx.Client:
    # No redirect is followed by httpx itself (it re-sends a POST's body to wherever a 307 points):
    # fetch() follows a GET's within the server's own address only. Identity encoding: a byte cap
    # is then a cap on what arrives, and a compressed body (a bomb) is refused unread (plain()).
    return httpx.Client(headers={**auth_headers(api_key), "Accept-Encoding": "identity"},
                        timeout=httpx.Timeout(read_timeout_s, connect=CONNECT_TIMEOUT_S), follow_redirects=False)


def http_client(api_key: str | None, stall_timeout_s: float) -> httpx.Client:
    # Keep-alive across turns; the read timeout is only a backstop (the reader thread's stall
    # check ends a reply first), so the reader never outlives a stop by long.
    return client(api_key, stall_timeout_s + 5)


def transport_error(e: Exception, base: str) -> RemoteError:
    error = short_error(e)
    if isinstance(e, httpx.ConnectError):
        return RemoteError("unreachable", translate("Remote", "Emberly cannot reach the server at {server}: is it "
                                                              "running? ({error})").format(server=base, error=error))
    if isinstance(e, httpx.TimeoutException):
        return RemoteError("timeout", translate("Remote", "The server at {server} did not answer in time.")
                           .format(server=base))
    if isinstance(e, httpx.DecodingError):
        return RemoteError("protocol", translate("Remote", "The server at {server} sent a body Emberly cannot decode "
                                                           "({error}).").format(server=base, error=error))
    if isinstance(e, httpx.RemoteProtocolError) and "location header" in str(e):  # httpx reads a redirect's Location itself
        return RemoteError("protocol", translate("Remote", "The server at {server} redirected to no usable address "
                                                           "({error}).").format(server=base, error=error))
    if isinstance(e, (httpx.RemoteProtocolError, httpx.ReadError)):
        return RemoteError("lost", translate("Remote", "The connection to {server} was lost ({error}).")
                           .format(server=base, error=error))
    return RemoteError("unreachable", translate("Remote", "Emberly could not talk to {server}: {error}")
                       .format(server=base, error=error))


def http_error(status: int, body: str, base: str, model: str = "") -> RemoteError:
    message, etype = body[:300], ""
    try:
        parsed = json.loads(body)
    except (ValueError, RecursionError):  # not JSON, or nested too deeply to read: the text is the message
        parsed = None
    if isinstance(parsed, dict):
        err, detail = parsed.get("error"), parsed.get("detail")  # detail: FastAPI servers (llama_cpp.server)
        if isinstance(err, dict):
            message = err["message"] if isinstance(err.get("message"), str) else message
            etype = err["type"] if isinstance(err.get("type"), str) else ""
        elif isinstance(err, str):
            message = err
        if isinstance(detail, str):
            message = detail
    return error_of(status, message, etype, base, model)


def error_of(status: int, message: str, etype: str, base: str, model: str = "") -> RemoteError:
    """The RemoteError for a server's error: its status, and its message and type where it says them."""
    message = " ".join(message[:300].split()) or f"HTTP {status}"  # one line, whatever the server wrote
    low = message.lower()
    too_long = etype == "exceed_context_size_error" or "context" in low and any(
        w in low for w in ("exceed", "too long", "length"))
    gone = status == 404 or "model" in low and ("not found" in low or "does not exist" in low)
    kind: ErrorKind = "refused"
    said = translate("Remote", "The server at {server} refused the request ({status}): {message}")
    if status in (401, 403):
        kind, said = "unauthorized", translate("Remote", "The server at {server} refused the API key ({status}): check "
                                                         "it in Servers.")
    elif too_long:
        kind, said = "context_exceeded", translate("Remote", "The chat is longer than the server's context: start a "
                                                             "new chat, or fork a new chat from an earlier message. "
                                                             "({message})")
    elif gone and model:
        kind, said = "model_gone", translate("Remote", "The server at {server} no longer serves the model {model}: "
                                                       "choose another in Servers. ({message})")
    elif gone:
        kind, said = "model_gone", translate("Remote", "The server at {server} no longer serves what Emberly asked "
                                                       "for: choose another in Servers. ({message})")
    elif status in (429, 503):
        kind, said = "overloaded", translate("Remote", "The server at {server} is busy ({status}): try again in a "
                                                       "moment. ({message})")
    return RemoteError(kind, said.format(server=base, status=status, model=repr(model), message=message))


def short_error(e: BaseException) -> str:
    return (str(e) or type(e).__name__)[:200]


def _origin(url: httpx.URL) -> tuple[str, str, int | None]:
    return url.scheme, url.host, url.port or {"http": 80, "https": 443}.get(url.scheme)


def follow(response: httpx.Response, base: str, what: str) -> str:
    """Where a redirect of `what` goes, when Emberly goes there: a GET within the server's own
    address (scheme, host and port). Anything else is refused: a POST's body (a chat) is never sent
    on, and no redirect changes the scheme or leaves the host (issue 32)."""
    location = response.headers.get("location", "")
    try:
        target = response.url.join(location)
    except (httpx.InvalidURL, ValueError, TypeError):
        target = None
    shown = (str(target) if target is not None else repr(location))[:200]
    if not location or target is None:
        said = translate("Remote", "The server at {server} redirected {what} to no usable address ({target}).")
    elif response.request.method != "GET":
        said = translate("Remote", "The server at {server} redirected {what} to {target}; Emberly does not send a "
                                   "request on to another address. If the server moved, add its new address in "
                                   "Servers.")
    elif _origin(target) != _origin(response.url):
        said = translate("Remote", "The server at {server} redirected {what} to {target}, another address; Emberly "
                                   "follows a server's redirects only within its own address. If the server moved, add "
                                   "its new address in Servers.")
    else:
        return str(target)
    raise RemoteError("protocol", said.format(server=base, what=what, target=shown))


def fetch(client: httpx.Client, method: str, url: str, base: str, what: str, *, body: Any = None,
          params: dict[str, str] | None = None, cap: int = MAX_BODY, deadline_s: float = 30.0) -> tuple[int, bytes]:
    """One bounded request: (status, body). A GET's redirects within the server's address are
    followed (MAX_REDIRECTS at most), no other; a 200's body over `cap` bytes, or a body still
    arriving after `deadline_s` (a server that trickles), is refused; an error's body is cut at
    MAX_ERROR_BODY. Everything that goes wrong is a RemoteError."""
    deadline = time.monotonic() + deadline_s
    try:
        for _ in range(MAX_REDIRECTS + 1):
            with client.stream(method, url, json=body, params=params) as response:
                if not response.is_redirect:
                    ok = response.status_code == 200
                    return response.status_code, _read(response, cap if ok else MAX_ERROR_BODY, deadline, ok, base, what)
                url, params = follow(response, base, what), None
    except httpx.HTTPError as e:
        raise transport_error(e, base) from e
    said = translate("Remote", "The server at {server} redirected {what} more than {count} times.")
    raise RemoteError("protocol", said.format(server=base, what=what, count=MAX_REDIRECTS))


def plain(response: httpx.Response, base: str, what: str) -> None:
    """Refuse a compressed body: Emberly asks for none, and reads bodies raw so that their caps hold."""
    encoding = response.headers.get("content-encoding", "identity").strip().lower()
    if encoding not in ("", "identity"):
        raise RemoteError("protocol", translate("Remote", "The server at {server} answered {what} with a "
                                                          "{encoding}-compressed body, though Emberly asks for none.")
                          .format(server=base, what=what, encoding=repr(encoding[:20])))


def _read(response: httpx.Response, cap: int, deadline: float, strict: bool, base: str, what: str) -> bytes:
    plain(response, base, what)
    size = response.headers.get("content-length", "")
    if strict and size.isdigit() and len(size) < 20 and int(size) > cap:
        raise _too_big(base, what, cap)
    data = bytearray()
    for chunk in response.iter_raw():
        data += chunk
        if len(data) > cap:
            if strict:
                raise _too_big(base, what, cap)
            return bytes(data[:cap])
        if time.monotonic() > deadline:
            raise RemoteError("timeout", translate("Remote", "The server at {server} was still answering {what} after "
                                                             "the time allowed, so Emberly stopped waiting.")
                              .format(server=base, what=what))
    return bytes(data)


def _too_big(base: str, what: str, cap: int) -> RemoteError:
    return RemoteError("protocol", translate("Remote", "The server at {server} answered {what} with over {size} MiB, "
                                                       "more than such an answer is; Emberly stopped reading it.")
                       .format(server=base, what=what, size=f"{cap / (1 << 20):g}"))
