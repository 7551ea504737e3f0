"""A streamable HTTP server's transport, bounded as stdio's is (app/tools/stdio.py): the SDK reads
a JSON response whole (`Response.aread`), so a server sending an endless body would take the
app's memory. Here a response hook counts each body as the SDK reads it: a JSON body of more
than MAX_MESSAGE bytes, or one server-sent event of more, fails its read with the reason. An
event stream may last as long as its connection: only each event is bounded. Bodies come
uncompressed (Accept-Encoding: identity), so the bytes counted are the bytes kept; one
compressed anyway is refused unread, as a small gzip can unfold into gigabytes. A 404 to a
request that names a session means the server forgot the session (it restarted); servers
written from the TypeScript SDK's example, the reference server-everything among them, answer
400 "No valid session ID provided" instead. Either tells the hub here (the SDK's error for it
depends on the body: its "Session terminated", "Server returned an error response", or the
server's own JSON-RPC error), and the hub makes the call once more on a new session: a request
refused with a 4xx was not run, so this is safe even where the 400 meant something else."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncGenerator, AsyncIterator, Callable

import httpx2
from mcp.client.streamable_http import streamable_http_client

from .servers import ServerConfig
from .stdio import MAX_MESSAGE

SESSION_HEADER = "mcp-session-id"
FORGOTTEN = (400, 404)  # a session the server does not know: the spec's answer, then the TypeScript SDK example's
TOO_LARGE = f"the server sent a response over {MAX_MESSAGE >> 20} MB"
# A blank line ends an event; lines end in \n, \r or \r\n, so any of these pairs is one.
_EVENT_ENDS = (b"\n\n", b"\r\r", b"\n\r")


class BodyRefused(httpx2.StreamError):
    """A body cut off: a StreamError, which the SDK turns into its request's error."""


class EventRefused(httpx2.SSEError):
    """An event cut off: an SSEError, which the SDK turns into its request's error."""


@contextlib.asynccontextmanager
async def bounded_http(config: ServerConfig, refused: Callable[[str], None],
                       expired: Callable[[], None] | None = None) -> AsyncIterator[tuple[object, object]]:
    """(read stream, write stream) for mcp.ClientSession, as streamable_http_client gives;
    `refused(reason)` is called when a response is cut off (the SDK words the request's error
    its own way, so the hub takes the reason from here); `expired()` when the server answers 404
    or 400 to a request naming the session."""

    async def bound(response: httpx2.Response) -> None:
        if response.status_code in FORGOTTEN and SESSION_HEADER in response.request.headers and expired is not None:
            expired()
        assert isinstance(response.stream, httpx2.AsyncByteStream)  # an AsyncClient's
        kind = response.headers.get("content-type", "").partition(";")[0].strip().lower()
        coding = response.headers.get("content-encoding", "identity").strip().lower()
        response.stream = _Counted(response.stream, kind == "text/event-stream", refused,
                                   "" if coding in ("", "identity") else f"the server compressed its response "
                                   f"({coding[:20]}) though asked not to")

    headers = httpx2.Headers(dict(config.headers))
    headers["Accept-Encoding"] = "identity"
    timeout = httpx2.Timeout(config.timeout_s, read=config.timeout_s)
    async with httpx2.AsyncClient(headers=headers, timeout=timeout, event_hooks={"response": [bound]}) as client:
        # The SDK's own bound on an event (1 MB by default) is raised to ours, which counts first.
        async with streamable_http_client(config.url, http_client=client, max_sse_event_size=MAX_MESSAGE) as streams:
            yield streams


class _Counted(httpx2.AsyncByteStream):
    """A response's bytes, failing the read past MAX_MESSAGE: the whole body, or for an event
    stream the bytes since the last blank line."""

    def __init__(self, stream: httpx2.AsyncByteStream, events: bool, refused: Callable[[str], None],
                 why: str = "") -> None:
        self._stream, self._events, self._refused, self._why = stream, events, refused, why

    async def __aiter__(self) -> AsyncIterator[bytes]:
        if self._why:
            self._fail(self._why)
        size, last = 0, b""
        stream = self._stream.__aiter__()
        try:
            async for chunk in stream:
                if self._events:
                    seen = last + chunk  # an end split across two chunks is seen too
                    end = max(seen.rfind(pair) for pair in _EVENT_ENDS)
                    size = size + len(chunk) if end < 0 else len(seen) - end - 2
                    last = seen[-1:]
                else:
                    size += len(chunk)
                if size > MAX_MESSAGE:
                    self._fail(TOO_LARGE)
                yield chunk
        finally:
            if isinstance(stream, AsyncGenerator):
                await stream.aclose()

    def _fail(self, why: str) -> None:
        self._refused(why)
        raise EventRefused(why) if self._events else BodyRefused(why)

    async def aclose(self) -> None:
        await self._stream.aclose()
