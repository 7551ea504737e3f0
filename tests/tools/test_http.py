"""The streamable HTTP transport's bound (app/tools/http.py), on the bytes alone: a body or one
server-sent event over MAX_MESSAGE fails its read, in the SDK's own error classes, and tells the
link why; an event stream is bounded per event, whatever its line ends and wherever its chunks
split them, so a stream that goes on (many small events, 40 MB in all) is never cut. The same
bound against a real server on loopback: tests/faults/test_hostile_mcp_http.py. A server that
forgot a session and says so with a 400, as the reference `everything` server does, gets a new
session for the call, as one that says so with the spec's 404 does."""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator, Iterable
from pathlib import Path

import anyio
import httpx2
import pytest

from app.tools.http import TOO_LARGE, BodyRefused, EventRefused, _Counted
from app.tools.hub import ToolError, ToolHub
from app.tools.servers import ServerConfig
from app.tools.stdio import MAX_MESSAGE
from tests.support.servers.hostile import Handler, Hostile


class _Chunks(httpx2.AsyncByteStream):
    def __init__(self, chunks: Iterable[bytes]) -> None:
        self.chunks, self.closed = chunks, False

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for chunk in self.chunks:
            yield chunk

    async def aclose(self) -> None:
        self.closed = True


def _split(data: bytes, times: int, rng: random.Random) -> Iterable[bytes]:
    """`data` `times` over, cut at random places (a line end split in two among them)."""
    for _ in range(times):
        at = 0
        while at < len(data):
            step = rng.randrange(1, 64 << 10)
            yield data[at:at + step]
            at += step


def _read(chunks: Iterable[bytes], events: bool, why: str = "") -> tuple[int, list[str], Exception | None]:
    """(bytes read, the reasons told to the link, the read's error)."""
    said: list[str] = []
    got = 0

    async def read() -> None:
        nonlocal got
        async for chunk in _Counted(_Chunks(chunks), events, said.append, why):
            got += len(chunk)

    try:
        anyio.run(read)
    except (BodyRefused, EventRefused) as e:
        return got, said, e
    return got, said, None


@pytest.mark.parametrize("end", [b"\n", b"\r\n", b"\r"], ids=["lf", "crlf", "cr"])
def test_an_event_stream_is_bounded_per_event(end: bytes) -> None:
    rng = random.Random(end)
    small = (b"event: message" + end + b"data: " + b"x" * 900 + end + end) * 1000  # a megabyte of events
    times = MAX_MESSAGE // len(small) + 8
    assert _read(_split(small, times, rng), events=True) == (len(small) * times, [], None)
    one = (b"data: " + b"x" * 1000 + end) * 1000  # lines of one event that never ends
    got, said, error = _read(_split(one, MAX_MESSAGE // len(one) + 2, rng), events=True)
    assert isinstance(error, EventRefused) and str(error) == TOO_LARGE and said == [TOO_LARGE]
    assert MAX_MESSAGE - (64 << 10) < got <= MAX_MESSAGE  # nothing past the bound reached the SDK


def test_a_body_is_bounded_whole_and_a_refused_one_is_not_read() -> None:
    block = b"x" * (1 << 20)
    assert _read([block] * (MAX_MESSAGE >> 20), events=False) == (MAX_MESSAGE, [], None)
    got, said, error = _read([block] * ((MAX_MESSAGE >> 20) + 1), events=False)
    assert isinstance(error, BodyRefused) and said == [TOO_LARGE] and got == MAX_MESSAGE
    chunks = iter([b"never read"])
    got, said, error = _read(chunks, events=False, why="the server compressed its response")
    assert isinstance(error, BodyRefused) and said == ["the server compressed its response"] and got == 0
    assert next(chunks) == b"never read"


class _Forgetful:
    """POST /mcp as servers written from the TypeScript SDK's example answer it (the reference
    server-everything among them): a session per initialize, and a request naming a session it
    does not know (it restarted) answered 400 "No valid session ID provided", without an id."""

    def __init__(self) -> None:
        self.sessions: set[str] = set()
        self.started = 0
        self.calls: list[str | None] = []  # the session of each tools/call
        self.refuse = False  # every call answered 400, on any session

    def __call__(self, h: Handler) -> None:
        message, session = json.loads(h.body), h.headers.get("mcp-session-id")
        if message.get("method") == "initialize":
            self.started += 1
            session = f"s{self.started}"
            self.sessions.add(session)
            return self._answer(h, message, {"protocolVersion": message["params"]["protocolVersion"],
                                             "capabilities": {"tools": {}}, "serverInfo": {"name": "forgetful",
                                                                                          "version": "1"}}, session)
        if message.get("method") == "tools/call":
            self.calls.append(session)
        if session not in self.sessions or (self.refuse and message.get("method") == "tools/call"):
            raw = json.dumps({"jsonrpc": "2.0", "error": {"code": -32000, "message":
                              "Bad Request: No valid session ID provided"}}).encode()
            h.head(400, length=len(raw))
            return h.write(raw)
        if "id" not in message:
            return h.head(202, length=0)
        if message["method"] == "tools/list":
            return self._answer(h, message, {"tools": [{"name": "echo", "inputSchema": {"type": "object"}}]})
        self._answer(h, message, {"content": [{"type": "text", "text": f"{session}: {message['params']['arguments']}"}]})

    @staticmethod
    def _answer(h: Handler, message: dict[str, object], result: object, session: str | None = None) -> None:
        raw = json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}).encode()
        h.head(length=len(raw), headers={"Mcp-Session-Id": session} if session else None)
        h.write(raw)


def test_a_session_the_server_forgot_and_answers_400_is_started_again(tmp_path: Path) -> None:
    forgetful = _Forgetful()
    with Hostile() as server:
        server.routes["POST /mcp"] = forgetful
        server.routes["GET /mcp"] = lambda h: h.head(405, length=0)  # no stream of its own
        hub = ToolHub([ServerConfig("remote", url=f"{server.url}/mcp", timeout_s=10)], tmp_path / "logs")
        try:
            assert [t.name for t in hub.tools()] == ["echo"], hub.problems
            assert hub.call("echo", {"n": 1}).text == "s1: {'n': 1}"
            forgetful.sessions.clear()  # it restarted while idle
            assert hub.call("echo", {"n": 2}).text == "s2: {'n': 2}"  # the call made once more, on a new session
            assert forgetful.calls == ["s1", "s1", "s2"]
            forgetful.refuse = True  # a 400 that a new session does not cure: tried once more only, then said
            with pytest.raises(ToolError, match="No valid session ID provided|Server returned an error"):
                hub.call("echo", {"n": 3})
            assert forgetful.calls[3:] == ["s2", "s3"]
        finally:
            hub.close()
