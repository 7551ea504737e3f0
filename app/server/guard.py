"""What the local API server refuses before any endpoint runs, as an ASGI middleware:

- a `Host` that does not name this machine (403): a web page whose DNS name was rebound to
  127.0.0.1 sends its own name, and is refused;
- a browser `Origin` not on the user's list (403, preflights included); listed origins get CORS
  headers, nobody else does;
- a missing or wrong key (401; `/health` is open), compared in constant time. A request that
  carries the right key marks its connection as a client's (the callable the server puts in the
  scope under AUTHENTICATED): serve.py closes keyless connections first and keeps room for clients;
- a body over the limit (413) by its Content-Length (one sent in chunks is counted as it is read:
  routes.py).

Each refusal is logged once per client address and reason (never the key), in OpenAI's error shape.
"""

from __future__ import annotations

import hmac
import json
import logging
from collections.abc import Awaitable, Callable, MutableMapping
from functools import partial
from itertools import chain, compress, tee
from operator import is_
from typing import Any

from .config import ServerConfig

log = logging.getLogger("emberly.server")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

MAX_DEPTH = 64  # objects and arrays inside each other in a request (a tool's JSON schema needs ~10)
_NESTING = frozenset((dict, list))  # what json.loads makes that nests
_is_list, _is_dict = partial(is_, list), partial(is_, dict)
OPEN_PATHS = ("/health",)
AUTHENTICATED = "emberly.authenticated"  # scope key: called once a request on the connection carried the key
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")


class Invalid(Exception):
    """A request the server refuses: its HTTP status, OpenAI's error code and the field at fault."""

    def __init__(self, message: str, param: str | None = None, status: int = 400, code: str | None = None) -> None:
        super().__init__(message)
        self.param, self.status, self.code = param, status, code


def error_body(message: str, kind: str, code: str | None = None, param: str | None = None) -> bytes:
    return json.dumps({"error": {"message": message, "type": kind, "param": param, "code": code}}).encode()


class Guard:
    def __init__(self, app: ASGIApp, config: ServerConfig, key: Callable[[], str]) -> None:
        self.app, self.config, self.key = app, config, key
        self._told: set[tuple[str, str]] = set()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        origin = headers.get("origin")
        refused = self._refusal(scope, headers, origin)
        if refused is not None:
            status, message, code = refused
            self._log(scope, code)
            await _respond(send, status, error_body(message, _kind(status), code), self._cors(origin))
            return
        if scope["method"] == "OPTIONS":  # a preflight from a listed origin
            await _respond(send, 204, b"", self._cors(origin, preflight=True))
            return
        length = headers.get("content-length", "")
        if length.isdigit() and int(length) > self.config.max_body:
            self._log(scope, "body_too_large")
            await _respond(send, 413, error_body(f"The request body is over {self.config.max_body:,} bytes.",
                                                 "invalid_request_error", "body_too_large"), self._cors(origin))
            return
        await self._pass(scope, receive, send, origin)

    def _refusal(self, scope: Scope, headers: dict[str, str], origin: str | None) -> tuple[int, str, str] | None:
        if not self._our_host(headers.get("host", "")):
            return 403, "This server answers requests for this computer only (the Host header named another).", "host_refused"
        if origin is not None and origin not in self.config.origins:
            return 403, "This origin is not allowed: add it in Emberly's local server settings.", "origin_refused"
        keyed = self._keyed(headers)
        if keyed and callable(scope.get(AUTHENTICATED)):
            scope[AUTHENTICATED]()
        if scope["method"] == "OPTIONS" or scope["path"] in OPEN_PATHS:
            return None
        if not keyed:
            return 401, ("A valid API key is required: Emberly shows it in its local server settings "
                         "(send it as 'Authorization: Bearer <key>')."), "invalid_api_key"
        return None

    def _keyed(self, headers: dict[str, str]) -> bool:
        auth = headers.get("authorization", "")
        given = auth[7:].strip() if auth[:7].lower() == "bearer " else ""
        return bool(given) and hmac.compare_digest(given.encode(), self.key().encode())

    def _our_host(self, host: str) -> bool:
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        if name in LOOPBACK_NAMES:
            return True
        if not self.config.allow_lan:
            return False
        # On the LAN: a literal address (no DNS name can be rebound to it) or a name the user listed.
        return name in self.config.hosts or _ip_literal(name)

    def _cors(self, origin: str | None, preflight: bool = False) -> list[tuple[bytes, bytes]]:
        if origin is None or origin not in self.config.origins:
            return []
        headers = [(b"access-control-allow-origin", origin.encode("latin-1")), (b"vary", b"Origin")]
        if preflight:
            headers += [(b"access-control-allow-methods", b"GET, POST, OPTIONS"),
                        (b"access-control-allow-headers", b"authorization, content-type"),
                        (b"access-control-max-age", b"600")]
        return headers

    async def _pass(self, scope: Scope, receive: Receive, send: Send, origin: str | None) -> None:
        """The request goes on, CORS headers added for a listed origin."""
        extra = self._cors(origin)

        async def with_cors(message: Message) -> None:
            if message["type"] == "http.response.start" and extra:
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        await self.app(scope, receive, with_cors)

    def _log(self, scope: Scope, reason: str) -> None:
        client = scope.get("client")
        who = f"{client[0]}" if client else "an unknown client"
        if (who, reason) not in self._told:
            self._told.add((who, reason))
            log.warning("Local server: refused a request from %s (%s, %s %s)", who, reason, scope.get("method"),
                        str(scope.get("path"))[:200])


def too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether objects and arrays nest more than `limit` deep, a level at a time (no recursion:
    json parses ~1,000 levels, and what reads a value after it, a template or a grammar, recurses).
    Each level is walked by itertools in C: a body of 10 M empty arrays takes a fraction of a second."""
    level = [value] if type(value) in _NESTING else []
    for _ in range(limit):
        if not level:
            return False
        kinds = list(map(type, level))
        children = chain(chain.from_iterable(compress(level, map(_is_list, kinds))),
                         chain.from_iterable(map(dict.values, compress(level, map(_is_dict, kinds)))))
        items, probe = tee(children)  # read in step: tee holds one item
        level = list(compress(items, map(_NESTING.__contains__, map(type, probe))))
    return bool(level)


def _kind(status: int) -> str:
    return {401: "authentication_error", 403: "permission_error", 404: "not_found_error"}.get(status, "invalid_request_error")


def _ip_literal(name: str) -> bool:
    import ipaddress

    try:
        ipaddress.ip_address(name.strip("[]"))
    except ValueError:
        return False
    return True


async def _respond(send: Send, status: int, body: bytes, headers: list[tuple[bytes, bytes]]) -> None:
    base = [(b"content-type", b"application/json")] if body else []
    await send({"type": "http.response.start", "status": status,
                "headers": [*base, (b"content-length", str(len(body)).encode()), *headers]})
    await send({"type": "http.response.body", "body": body})
