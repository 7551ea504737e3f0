"""Constrained replies: a JSON schema (a chat's "reply as JSON", the API's `response_format`) or
a forced tool call (`tool_choice` "required" or one named tool) as a GBNF grammar that
llama.cpp's grammar sampler holds the reply to. llama-cpp-python's converter writes the GBNF
(its SchemaConverter, the port of llama.cpp's json-schema-to-grammar); a schema it cannot
express is a GrammarError that says so, before anything is generated.

Schemas come from anyone (an API client, an imported chat, an MCP server), and a 40-byte one
can crash llama.cpp's parser or take gigabytes to convert. So a schema's counts are bounded
first (schema_bounds.py), then the conversion and a first parse run in a helper process under a
deadline and a memory limit (grammar_work.py); the app's sampler is built only on a grammar that
parsed there (ensure_parsed). Answers are kept by content, so a client that sends the same
schema with every request converts it once.

A forced call is the bare JSON object {"name": …, "arguments": …} whatever the template's own
syntax: the generic reader of tool_calls.py reads it in every family, and no grammar has to
match a special token (<tool_call> is one in Qwen's vocabulary)."""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...words import grouped, of, translate
from ..errors import EngineError
from .schema_bounds import SchemaTooLarge, check

if TYPE_CHECKING:
    from .template_host import TemplateHost

MAX_SCHEMA_CHARS = 256_000  # a schema's JSON
DEADLINE_S = 10.0  # a conversion's time in the helper (a bounded schema takes milliseconds)
KEEP = 128  # conversions kept by schema, and grammars known to parse


class GrammarError(EngineError):
    """A schema the grammar cannot express, or one too large: said before generating."""


class _Known:
    """What the helper answered, kept by content: a schema's GBNF (or why it has none), and the
    grammars it parsed. Shared by every thread (the server's, the engine's, the window's)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.schemas: OrderedDict[str, str | GrammarError] = OrderedDict()
        self.parsed: OrderedDict[str, None] = OrderedDict()

    def get(self, key: str) -> str | GrammarError | None:
        with self.lock:
            found = self.schemas.get(key)
            if found is not None:
                self.schemas.move_to_end(key)
            return found

    def put(self, key: str, value: str | GrammarError) -> None:
        with self.lock:
            self.schemas[key] = value
            while len(self.schemas) > KEEP:
                self.schemas.popitem(last=False)
            if isinstance(value, str):
                self._parsed(value)

    def is_parsed(self, gbnf: str) -> bool:
        with self.lock:
            return _digest(gbnf) in self.parsed

    def mark_parsed(self, gbnf: str) -> None:
        with self.lock:
            self._parsed(gbnf)

    def _parsed(self, gbnf: str) -> None:
        self.parsed[_digest(gbnf)] = None
        self.parsed.move_to_end(_digest(gbnf))
        while len(self.parsed) > KEEP:
            self.parsed.popitem(last=False)


_known = _Known()


def schema_grammar(schema: Mapping[str, Any]) -> str:
    """GBNF for JSON that matches `schema`, converted and parsed in the helper process (its
    bounds checked here first). Raises GrammarError."""
    try:
        check(schema)  # first: it walks without recursion, and stops at its bounds
        text = json.dumps(schema)  # keys in their order: the grammar writes properties in it
    except SchemaTooLarge as e:
        raise GrammarError(of(e)) from None
    except (TypeError, ValueError, RecursionError) as e:
        raise GrammarError(translate("Grammar", "The schema is not JSON: {error}").format(error=e)) from None
    if len(text) > MAX_SCHEMA_CHARS:
        raise GrammarError(translate("Grammar", "The schema has {size} characters (at most {limit}).")
                           .format(size=grouped(len(text)), limit=grouped(MAX_SCHEMA_CHARS)))
    key = _digest(text)
    found = _known.get(key)
    if found is None:
        found = _ask({"op": "grammar", "schema": text, "input_chars": len(text)})
        if found is not None:
            _known.put(key, found)
    if isinstance(found, GrammarError):
        raise found
    if found is None:
        raise GrammarError(translate("Grammar", "The grammar helper is not available; the schema was not converted."))
    return found


def ensure_parsed(gbnf: str) -> None:
    """Raise GrammarError unless the helper has parsed `gbnf` (a sampler is built only on such):
    grammars this module made are known; any other is parsed there first."""
    if _known.is_parsed(gbnf):
        return
    found = _ask({"op": "gbnf", "text": gbnf, "input_chars": len(gbnf)})
    if isinstance(found, GrammarError):
        raise found
    if found is None:
        raise GrammarError(translate("Grammar", "The grammar helper is not available; the grammar was not checked."))
    _known.mark_parsed(gbnf)


def _ask(request: dict[str, Any]) -> str | GrammarError | None:
    """The helper's answer: its text, a GrammarError for what it refused (kept: the same input
    is refused again), or None where it could not start (not kept: it may start next time)."""
    from .template_host import TemplateFailure

    try:
        reply = _helper().call(request, DEADLINE_S)
    except TemplateFailure as e:
        if e.kind == "unavailable":
            return None
        return GrammarError(_said(e))
    return str(reply.get("text", ""))


def _said(failure: Exception) -> str:
    kind = getattr(failure, "kind", "")
    if kind == "refused":
        return translate("Grammar", "The schema cannot be used: {error}.").format(error=failure)
    if kind == "timeout":
        said = translate("Grammar", "The schema took over {seconds} s to convert into a grammar; it was stopped.")
        return said.format(seconds=f"{DEADLINE_S:g}")
    if kind == "memory":
        return translate("Grammar", "The schema needed more memory than a grammar may use; it was stopped.")
    if kind == "stopped":
        return translate("Grammar", "The schema's grammar crashed the grammar checker; it is not used.")
    return translate("Grammar", "The schema cannot be expressed as a grammar: {error}").format(error=failure)


def _helper() -> TemplateHost:
    from .template_host import host

    return host("grammars")


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def call_grammar(tools: Sequence[Mapping[str, Any]], name: str | None = None) -> str:
    """GBNF for one call of a tool in OpenAI's `tools` list (of the one named `name` only): the
    JSON object {"name": <a tool's name>, "arguments": <its parameters' schema>}. Raises GrammarError."""
    calls = call_schemas(tools, name)
    if not calls:
        raise GrammarError(translate("Grammar", "There is no tool {name} to call.").format(name=repr(name)) if name
                           else translate("Grammar", "There are no tools to call."))
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
