"""Tool calls over OpenAI's API: the assistant messages that made calls and the tool messages
that answer them, as the wire wants them (arguments as a JSON string), and a streamed reply's
calls put together from their fragments (delta.tool_calls), bounded like its text."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from ...words import translate
from ..prompt.tool_calls import ToolCall
from .http import RemoteError
from .wire import ToolDelta

EXTRA_KEYS = ("tool_calls", "tool_call_id", "name")


def wire_messages(out: list[dict[str, Any]], messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """`out` (the messages as sent, one per message of `messages`) with each one's tool fields
    back: a call's arguments as the JSON string OpenAI's API takes."""
    for sent, m in zip(out, messages, strict=True):
        for key in EXTRA_KEYS:
            if key in m:
                sent[key] = m[key]
        if "tool_calls" in m:
            sent["tool_calls"] = [{**c, "function": {**c["function"], "arguments": _text(c["function"]["arguments"])}}
                                  for c in m["tool_calls"]]
    return out


def _text(arguments: Any) -> str:
    return arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)


class ToolCallsBuilder:
    """A reply's calls, from fragments; at most `limit` characters of arguments in all."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._calls: dict[int, list[str]] = {}  # index: [id, name, arguments]

    def add(self, deltas: Sequence[ToolDelta]) -> None:
        for d in deltas:
            call = self._calls.setdefault(d.index, ["", "", ""])
            call[0] = call[0] or d.id
            call[1] = call[1] or d.name
            call[2] += d.arguments
            self.limit -= len(d.arguments)
        if self.limit < 0:
            raise RemoteError("protocol", translate("Remote", "The server sent tool calls of more arguments than its "
                                                              "reply could hold, so Emberly stopped reading. What it "
                                                              "wrote before is kept."))

    def calls(self, base: str) -> list[ToolCall]:
        """The calls made (a call whose arguments are not a JSON object is said to be refused)."""
        out = []
        for index in sorted(self._calls):
            call_id, name, arguments = self._calls[index]
            try:
                parsed = json.loads(arguments or "{}")
            except ValueError:
                parsed = None
            if not name or not isinstance(parsed, dict):
                raise RemoteError("protocol", translate("Remote", "The server at {server} sent a tool call without a "
                                                                  "name or with arguments that are not a JSON object "
                                                                  "({arguments}).")
                                  .format(server=base, arguments=repr(arguments[:60])))
            out.append(ToolCall(name, parsed, call_id) if call_id else ToolCall(name, parsed))
        return out
