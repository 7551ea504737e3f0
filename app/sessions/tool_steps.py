"""A reply's tool steps, as a chat keeps them: what the model wrote to call its tools, and each
call's result. A reply that used tools is one message: its steps, in order, then its answer
(`Message.text`). The prompt has each step as the model wrote it and a tool message per result,
so a reopened chat renders the same tokens the cache holds.

Read from files as a hostile record (a file may come from anywhere): what does not fit is
dropped, never passed on."""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import Any, Literal

from ..engine.prompt.tool_calls import ToolCall, call_message, result_message

MAX_STEPS = 16  # per message, read from a file (a reply makes at most MAX_CALLS calls)
MAX_RUNS = 16
MAX_RESULT = 200_000  # characters of a result kept (the hub gives the model at most 100,000)
MAX_ARGUMENTS = 100_000  # characters of a call's arguments as JSON
MAX_SPECS, MAX_SPECS_CHARS = 128, 400_000  # a chat's tool list as JSON
TOOL_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")

Status = Literal["ran", "failed", "declined", "waiting"]


@dataclass
class ToolRun:
    """One call and what came of it."""

    id: str
    name: str  # as the model called it
    arguments: dict[str, Any]
    result: str = ""
    status: Status = "waiting"  # ran: the tool answered; failed: it reported an error or did not answer
    seconds: float = 0.0
    server: str = ""

    @property
    def call(self) -> ToolCall:
        return ToolCall(self.name, self.arguments, self.id)

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "arguments": self.arguments, "result": self.result,
                "status": self.status, "seconds": round(self.seconds, 4), "server": self.server}

    @classmethod
    def from_dict(cls, d: Any) -> ToolRun | None:
        if not isinstance(d, dict) or not all(isinstance(d.get(k), str) for k in ("id", "name", "result")):
            return None
        arguments, seconds = d.get("arguments"), d.get("seconds")
        if not isinstance(arguments, dict) or len(_json(arguments)) > MAX_ARGUMENTS:
            return None
        # A call that was waiting when the app closed did not run: failed.
        status: Status = d["status"] if d.get("status") in ("ran", "declined") else "failed"
        server: str = d["server"] if isinstance(d.get("server"), str) else ""
        return cls(d["id"][:64], d["name"][:64], arguments, d["result"][:MAX_RESULT], status,
                   float(seconds) if isinstance(seconds, (int, float)) and math.isfinite(seconds) and seconds >= 0
                   else 0.0, server[:64])


@dataclass
class ToolStep:
    """What the model wrote to call tools (`text`, its calls in its own syntax) and their runs."""

    text: str
    runs: list[ToolRun] = field(default_factory=list)
    in_text: bool = True  # the calls are in `text` (a local model); False: a server's structured tool_calls

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"text": self.text, "runs": [r.to_dict() for r in self.runs]}
        if not self.in_text:
            d["in_text"] = False
        return d

    @classmethod
    def from_dict(cls, d: Any) -> ToolStep | None:
        if not isinstance(d, dict) or not isinstance(d.get("text"), str) or not isinstance(d.get("runs"), list):
            return None
        runs = [r for r in (ToolRun.from_dict(x) for x in d["runs"][:MAX_RUNS]) if r is not None]
        return cls(d["text"], runs, d.get("in_text") is not False)

    def messages(self) -> list[dict[str, Any]]:
        """The step in the conversation: the call as written (or a server's tool_calls), then a
        tool message per result."""
        if self.in_text:
            made: dict[str, Any] = {"role": "assistant", "content": self.text}
        else:
            made = call_message(self.text, [r.call for r in self.runs])
        return [made, *(result_message(r.call, r.result) for r in self.runs)]


@dataclass(frozen=True)
class ChatTools:
    """A chat's tool settings, as the window sets them."""

    servers: tuple[str, ...] = ()  # the MCP servers whose tools the model may call
    choice: str = "auto"  # "auto", "required" or a tool's name
    reply_schema: dict[str, Any] | None = None  # "reply as JSON": its schema


def steps_from(value: Any) -> list[ToolStep]:
    if not isinstance(value, list):
        return []
    return [s for s in (ToolStep.from_dict(x) for x in value[:MAX_STEPS]) if s is not None]


def specs_from(value: Any) -> list[dict[str, Any]]:
    """A chat's saved tool list (OpenAI's `tools`): the one its prompt was rendered with."""
    if not isinstance(value, list) or len(value) > MAX_SPECS:
        return []
    specs = [s for s in value if isinstance(s, dict) and isinstance(s.get("function"), dict)
             and isinstance(s["function"].get("name"), str)]
    return specs if len(_json(specs)) <= MAX_SPECS_CHARS else []


def server_names(value: Any) -> list[str]:
    """The MCP servers a chat uses, by name."""
    if not isinstance(value, (list, tuple)):
        return []
    return list(dict.fromkeys(v[:64] for v in value[:64] if isinstance(v, str) and v.strip()))


def choice_from(value: Any) -> str:
    """A chat's tool_choice: "auto", "required" or a tool's name."""
    return value if isinstance(value, str) and TOOL_NAME.fullmatch(value) else "auto"


def schema_from(value: Any) -> dict[str, Any] | None:
    """A chat's reply schema: a JSON object of bounded size (whether a grammar can express it is
    checked when the chat replies)."""
    return value if isinstance(value, dict) and len(_json(value)) <= MAX_SPECS_CHARS else None


def _json(value: Any) -> str:
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return "x" * (MAX_SPECS_CHARS + 1)
