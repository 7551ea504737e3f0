"""The tool fields of a chat completion request (OpenAI's): `tools`, `tool_choice`,
`response_format`, and the tool turns in `messages` (an assistant's `tool_calls`, a `tool`
message's `tool_call_id`), checked as input anything may have sent. A forced call and a JSON
schema become the grammar the reply is held to (app/engine/prompt/grammar.py, as the window's)."""

from __future__ import annotations

import json
import re
from typing import Any

from ..runtime import GrammarError, call_grammar, schema_grammar
from .guard import MAX_DEPTH, Invalid, too_deep

MAX_TOOLS = 128
MAX_TOOLS_JSON = 512 << 10  # the tools' definitions, in all
NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")


def tool_fields(body: dict[str, Any]) -> tuple[tuple[dict[str, Any], ...], str]:
    """(the tools for the template, the grammar the reply is held to: "" for none). Raises Invalid."""
    tools = _tools(body.get("tools"))
    choice = body.get("tool_choice", "auto" if tools else "none")
    if isinstance(choice, dict) and choice.get("type") == "function" and isinstance(choice.get("function"), dict):
        name = choice["function"].get("name")
        if not isinstance(name, str) or name not in {t["function"]["name"] for t in tools}:
            raise Invalid(f"tool_choice names {str(name)[:64]!r}, which is not among the tools.", "tool_choice")
        choice = name
    elif choice not in ("auto", "none", "required"):
        raise Invalid("'tool_choice' must be auto, none, required or {type: function, function: {name}}.", "tool_choice")
    if choice == "none":
        tools = ()
    grammar = _response_grammar(body.get("response_format"))
    if tools and choice != "auto":
        if grammar:
            raise Invalid("A forced tool call and a response_format schema cannot hold the same reply.", "tool_choice")
        try:
            grammar = call_grammar(tools, None if choice == "required" else choice)
        except GrammarError as e:
            raise Invalid(str(e), "tools") from e
    return tools, grammar


def _tools(value: Any) -> tuple[dict[str, Any], ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or len(value) > MAX_TOOLS:
        raise Invalid(f"'tools' must be a list of at most {MAX_TOOLS} tools.", "tools")
    if len(json.dumps(value)) > MAX_TOOLS_JSON:
        raise Invalid(f"The tools' definitions are over {MAX_TOOLS_JSON >> 10} KB.", "tools")
    tools = []
    for i, tool in enumerate(value):
        f = tool.get("function") if isinstance(tool, dict) and tool.get("type") == "function" else None
        if not isinstance(f, dict) or not isinstance(f.get("name"), str) or not NAME.fullmatch(f["name"]) \
                or not isinstance(f.get("description", ""), str) or not isinstance(f.get("parameters", {}), dict):
            raise Invalid(f"tools[{i}] must be {{type: function, function: {{name, description, parameters}}}} with a "
                          "name of letters, digits, _ or - (at most 64).", f"tools[{i}]")
        tools.append({"type": "function", "function": {"name": f["name"], "description": f.get("description", ""),
                                                       "parameters": f.get("parameters") or {"type": "object"}}})
    return tuple(tools)


def _response_grammar(value: Any) -> str:
    if value is None or (isinstance(value, dict) and value.get("type") == "text"):
        return ""
    try:
        if isinstance(value, dict) and value.get("type") == "json_object":
            return schema_grammar({"type": "object"})
        spec = value.get("json_schema") if isinstance(value, dict) and value.get("type") == "json_schema" else None
        if isinstance(spec, dict) and isinstance(spec.get("schema"), dict):
            return schema_grammar(spec["schema"])
    except GrammarError as e:
        raise Invalid(str(e), "response_format", code="invalid_schema") from e
    raise Invalid("'response_format' must be {type: text}, {type: json_object} or {type: json_schema, json_schema: "
                  "{name, schema}}.", "response_format")


def message_extras(m: dict[str, Any], i: int) -> dict[str, Any]:
    """A message's tool turn fields, as templates read them: an assistant's tool_calls (their
    arguments, a JSON string in OpenAI's API, as objects), a tool message's tool_call_id."""
    extras: dict[str, Any] = {}
    calls = m.get("tool_calls")
    if m.get("role") == "assistant" and calls is not None:
        if not isinstance(calls, list) or len(calls) > 64:
            raise Invalid(f"messages[{i}].tool_calls must be a list.", f"messages[{i}].tool_calls")
        made = []
        for c in calls:
            f = c.get("function") if isinstance(c, dict) else None
            args = f.get("arguments") if isinstance(f, dict) else None
            try:
                parsed = json.loads(args) if isinstance(args, str) else args
                deep = too_deep(parsed, MAX_DEPTH)  # the template reads them, recursively
            except ValueError:
                parsed, deep = None, False
            except RecursionError:  # json's own limit, ~1,000 levels: a 500 before
                parsed, deep = None, True
            if deep:
                raise Invalid(f"messages[{i}].tool_calls: a call's arguments are nested more than {MAX_DEPTH} levels "
                              "deep.", f"messages[{i}].tool_calls", code="too_deep")
            if not isinstance(f, dict) or not isinstance(f.get("name"), str) or not isinstance(parsed, dict) \
                    or not isinstance(c.get("id", ""), str):
                raise Invalid(f"messages[{i}].tool_calls: each needs an id, a function name and its arguments as a "
                              "JSON object.", f"messages[{i}].tool_calls")
            made.append({"id": c.get("id", "")[:64], "type": "function",
                         "function": {"name": f["name"][:64], "arguments": parsed}})
        if made:
            extras["tool_calls"] = made
    if m.get("role") == "tool":
        call_id = m.get("tool_call_id")
        if not isinstance(call_id, str) or len(call_id) > 64:
            raise Invalid(f"messages[{i}] (a tool's result) needs its tool_call_id.", f"messages[{i}].tool_call_id")
        extras["tool_call_id"] = call_id
        if isinstance(m.get("name"), str):
            extras["name"] = m["name"][:64]
    return extras
