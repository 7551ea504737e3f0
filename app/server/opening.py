"""A streamed reply's status line waits for the engine's verdict on its prompt.

Once a 200 and the first chunk are sent, a refusal can only travel inside the stream, where the
`openai` package raises an APIError with no status and litellm (aider) never sees its
ContextWindowExceededError. So the stream opens only once the engine accepted the prompt
(ApiAccepted: it fits, generation begins); a refusal before it is an HTTP error as for an
unstreamed request. Meanwhile the request may wait in the queue: the client going away is
watched, so it is still cancelled before it starts, as a queued stream always was.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from typing import Any

from ..runtime import events as ev
from .gateway import Queued

Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Item = ev.Event | Queued


class ClientGone(Exception):
    """The client closed the connection before the reply began."""


async def until_accepted(events: AsyncIterator[Item], receive: Receive) -> list[Item]:
    """The events up to and with the first ApiAccepted, ApiError, Failed, or the end (then the
    last one is not an ApiAccepted). Raises ClientGone (the request cancelled) if the client
    leaves first. `receive` must have delivered the whole body already."""
    head: list[Item] = []
    gone = asyncio.ensure_future(_disconnect(receive))
    try:
        while True:
            step = asyncio.ensure_future(anext(events, None))
            await asyncio.wait((step, gone), return_when=asyncio.FIRST_COMPLETED)
            if not step.done():
                step.cancel()  # gateway.run's cleanup cancels the request, running or queued
                with contextlib.suppress(asyncio.CancelledError):
                    await step
                raise ClientGone
            event = step.result()
            if event is None:
                return head
            head.append(event)
            if isinstance(event, (ev.ApiAccepted, ev.ApiError, ev.Failed)):
                return head
    finally:
        gone.cancel()


async def chained(head: list[Item], rest: AsyncIterator[Item]) -> AsyncIterator[Item]:
    """The events already read, then the rest (the queue's position is past news by now)."""
    for event in head:
        if not isinstance(event, Queued):
            yield event
    async for event in rest:
        yield event


async def _disconnect(receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass
