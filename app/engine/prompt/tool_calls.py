"""Tool calls in a model's own words: which syntax a chat template teaches (Hermes and Qwen's
<tool_call> tags, Llama 3.x's bare JSON with "parameters", Mistral's [TOOL_CALLS] list), how to
read the calls out of a reply written in it, and the messages that put a call and its result
back into the conversation in the shape the templates render (OpenAI's: an assistant message
with `tool_calls` whose arguments are an object, then one `tool` message per result).

A template that renders its own tool calls in one syntax is answered in that syntax, so reading
a reply with the template's syntax reads what the model was shown; the generic reader takes a
JSON object with a name and arguments anywhere in the reply."""

from __future__ import annotations

import json
import re
import secrets
import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

MAX_CALLS = 8  # in one reply; more is a model looping inside one turn
_ID_ALPHABET = string.ascii_letters + string.digits


@dataclass(frozen=True)
class ToolCall:
    name: str
    arguments: dict[str, Any]
    id: str = field(default_factory=lambda: "".join(secrets.choice(_ID_ALPHABET) for _ in range(9)))  # Mistral's 9


@dataclass(frozen=True)
class ParsedReply:
    content: str  # the reply's text outside its calls
    calls: tuple[ToolCall, ...]


def call_syntax(template: str) -> str:
    """The syntax a chat template renders tool calls in: "hermes", "mistral", "llama3" or "json"."""
    if "<tool_call>" in template:
        return "hermes"
    if "[TOOL_CALLS]" in template:
        return "mistral"
    if '"parameters"' in template and ("ipython" in template or "<|python_tag|>" in template):
        return "llama3"
    return "json"


def parse_calls(text: str, syntax: str) -> ParsedReply:
    """The calls a reply makes, in `syntax` (falling back to the generic reader); none when the
    reply is an answer. A call whose JSON does not parse is not a call: the text stays."""
    if syntax == "hermes":
        calls, spans = _tagged(text)
    elif syntax == "mistral":
        calls, spans = _mistral(text)
    else:
        calls, spans = [], []
    if not calls:
        calls, spans = _bare_json(text)
    content = text
    for start, end in reversed(spans):
        content = content[:start] + content[end:]
    return ParsedReply(content.strip(), tuple(calls[:MAX_CALLS]))


def call_message(content: str, calls: Sequence[ToolCall]) -> dict[str, Any]:
    """The assistant message that made `calls`, as templates render it."""
    return {"role": "assistant", "content": content, "tool_calls": [
        {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}} for c in calls]}


def result_message(call: ToolCall, text: str) -> dict[str, Any]:
    """A tool's result, answering `call`."""
    return {"role": "tool", "tool_call_id": call.id, "name": call.name, "content": text}


def tool_specs(tools: Sequence[Any]) -> list[dict[str, Any]]:
    """OpenAI's `tools` list (what templates and remote servers take) from objects with a name,
    a description and an input_schema (app.tools.hub.Tool)."""
    return [{"type": "function", "function": {"name": t.name, "description": t.description,
                                              "parameters": t.input_schema}} for t in tools]


def _call(obj: Any) -> ToolCall | None:
    if not isinstance(obj, Mapping) or not isinstance(obj.get("name"), str) or not obj["name"]:
        return None
    args = obj.get("arguments", obj.get("parameters", {}))
    if isinstance(args, str):  # some models write the arguments as a JSON string, as OpenAI's API does
        try:
            args = json.loads(args)
        except ValueError:
            return None
    if not isinstance(args, dict):
        return None
    if isinstance(obj.get("id"), str):  # Mistral writes the call's id
        return ToolCall(obj["name"][:64], args, obj["id"][:64])
    return ToolCall(obj["name"][:64], args)


def _tagged(text: str) -> tuple[list[ToolCall], list[tuple[int, int]]]:
    calls, spans = [], []
    for m in re.finditer(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", text, re.DOTALL):
        call = _call(_json(m.group(1)))
        if call is not None:
            calls.append(call)
            spans.append(m.span())
    return calls, spans


def _mistral(text: str) -> tuple[list[ToolCall], list[tuple[int, int]]]:
    at = text.find("[TOOL_CALLS]")
    if at < 0:
        return [], []
    found = _json(text[at + len("[TOOL_CALLS]") :].strip(), prefix=True)
    items = found if isinstance(found, list) else [found]
    calls = [c for c in (_call(x) for x in items) if c is not None]
    return calls, [(at, len(text))] if calls else []


def _bare_json(text: str) -> tuple[list[ToolCall], list[tuple[int, int]]]:
    """Llama 3.x and the generic reader: JSON objects with a name (after <|python_tag|>, or the
    reply itself), calls when each has its arguments or parameters."""
    calls: list[ToolCall] = []
    spans: list[tuple[int, int]] = []
    decoder = json.JSONDecoder()
    i = 0
    while (start := text.find("{", i)) >= 0 and len(calls) < MAX_CALLS:
        try:
            obj, end = decoder.raw_decode(text, start)
        except ValueError:
            i = start + 1
            continue
        call = _call(obj) if isinstance(obj, dict) and ("arguments" in obj or "parameters" in obj) else None
        if call is not None:
            calls.append(call)
            spans.append((start, end))
        i = end
    if calls:
        tag = text.find("<|python_tag|>")
        if 0 <= tag < spans[0][0]:
            spans[0] = (tag, spans[0][1])
    return calls, spans


def _json(text: str, prefix: bool = False) -> Any:
    try:
        return json.JSONDecoder().raw_decode(text)[0] if prefix else json.loads(text)
    except ValueError:
        return None
