"""Constrained replies: a JSON schema (a chat's "reply as JSON", the API's `response_format`) or
a forced tool call (`tool_choice` "required" or one named tool) as a GBNF grammar that
llama.cpp's grammar sampler holds the reply to. llama-cpp-python's converter writes the GBNF
(its SchemaConverter, the port of llama.cpp's json-schema-to-grammar); a schema it cannot
express is a GrammarError that says so, before anything is generated.

A forced call is the bare JSON object {"name": …, "arguments": …} whatever the template's own
syntax: the generic reader of tool_calls.py reads it in every family, and no grammar has to
match a special token (<tool_call> is one in Qwen's vocabulary)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import EngineError

MAX_SCHEMA_CHARS = 256_000  # a schema's JSON; the grammar it becomes is bounded by it


class GrammarError(EngineError):
    """A schema the grammar cannot express, or one too large: said before generating."""


def schema_grammar(schema: Mapping[str, Any]) -> str:
    """GBNF for JSON that matches `schema`. Raises GrammarError."""
    import json

    from llama_cpp.llama_grammar import json_schema_to_gbnf

    try:
        text = json.dumps(schema)
    except (TypeError, ValueError) as e:
        raise GrammarError(f"The schema is not JSON: {e}") from None
    if len(text) > MAX_SCHEMA_CHARS:
        raise GrammarError(f"The schema has {len(text):,} characters (at most {MAX_SCHEMA_CHARS:,}).")
    try:
        return str(json_schema_to_gbnf(text))
    except RecursionError:
        raise GrammarError("The schema nests too deeply for a grammar.") from None
    except Exception as e:  # the converter raises what it meets: an unresolvable $ref, an unknown format…
        raise GrammarError(f"The schema cannot be expressed as a grammar: {e}") from None


def call_grammar(tools: Sequence[Mapping[str, Any]], name: str | None = None) -> str:
    """GBNF for one call of a tool in OpenAI's `tools` list (of the one named `name` only): the
    JSON object {"name": <a tool's name>, "arguments": <its parameters' schema>}. Raises GrammarError."""
    calls = call_schemas(tools, name)
    if not calls:
        raise GrammarError(f"There is no tool {name!r} to call." if name else "There are no tools to call.")
    return schema_grammar(calls[0] if len(calls) == 1 else {"oneOf": calls})


def answer_grammar(schema: Mapping[str, Any], tools: Sequence[Mapping[str, Any]] = ()) -> str:
    """GBNF for a reply held to `schema` which may instead call one of `tools` (a chat that
    replies as JSON and has tools). Raises GrammarError."""
    calls = call_schemas(tools)
    return schema_grammar({"oneOf": [*calls, dict(schema)]} if calls else schema)


def call_schemas(tools: Sequence[Mapping[str, Any]], name: str | None = None) -> list[dict[str, Any]]:
    """The JSON schema of a call of each tool (of the one named `name`)."""
    chosen = [t["function"] for t in tools if name is None or t["function"]["name"] == name]
    return [{"type": "object", "properties": {"name": {"const": f["name"]},
                                              "arguments": f.get("parameters") or {"type": "object"}},
             "required": ["name", "arguments"], "additionalProperties": False} for f in chosen]
