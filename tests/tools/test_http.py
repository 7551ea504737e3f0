"""The streamable HTTP transport's bound (app/tools/http.py), on the bytes alone: a body or one
server-sent event over MAX_MESSAGE fails its read, in the SDK's own error classes, and tells the
link why; an event stream is bounded per event, whatever its line ends and wherever its chunks
split them, so a stream that goes on (many small events, 40 MB in all) is never cut. The same
bound against a real server on loopback: tests/faults/test_hostile_mcp_http.py."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Iterable

import anyio
import httpx2
import pytest

from app.tools.http import TOO_LARGE, BodyRefused, EventRefused, _Counted
from app.tools.stdio import MAX_MESSAGE


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
