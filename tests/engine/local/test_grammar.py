"""Replies held to a grammar (app/engine/prompt/grammar.py) on the real small model: a forced
tool call is always a well-formed call of the named tool with arguments its schema accepts; a
"reply as JSON" schema gives JSON that the schema accepts; a schema the grammar cannot express
is said before anything is generated."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace

import jsonschema
import pytest

from app.engine import GREEDY, Engine
from app.engine.prompt.grammar import GrammarError, call_grammar, schema_grammar
from app.engine.prompt.tool_calls import parse_calls
from app.engine.sampling import SamplingParams

pytestmark = pytest.mark.slow  # a dozen short replies on the small model

WEATHER = {"type": "function", "function": {"name": "get_weather", "description": "The weather in a city today.",
           "parameters": {"type": "object", "required": ["city", "unit"], "additionalProperties": False, "properties": {
               "city": {"type": "string", "maxLength": 24}, "unit": {"enum": ["celsius", "fahrenheit"]}}}}}
TIME = {"type": "function", "function": {"name": "get_time", "description": "The time in a time zone.",
        "parameters": {"type": "object", "required": ["zone"], "properties": {"zone": {"type": "string", "maxLength": 32}}}}}
ASK = [{"role": "user", "content": "Is it raining in Porto? Use the tools."}]
WARM = SamplingParams(temperature=1.0, top_k=0, top_p=1.0, min_p=0.0)


def test_forced_calls_are_always_valid(make_engine: Callable[..., Engine]) -> None:
    engine = make_engine()
    grammar = call_grammar([WEATHER, TIME], "get_weather")
    schema = WEATHER["function"]["parameters"]  # type: ignore[index]
    for seed in range(6):
        reply = engine.generate(ASK, replace(WARM, seed=seed), max_tokens=96, grammar=grammar)
        text = reply.consume()
        assert reply.stats.finish_reason == "eog", text  # the grammar ends the reply where the call ends
        (call,) = parse_calls(text, "hermes").calls  # the bare object is read whatever the syntax
        assert call.name == "get_weather"
        jsonschema.validate(call.arguments, schema)
    either = engine.generate(ASK, GREEDY, max_tokens=96, grammar=call_grammar([WEATHER, TIME])).consume()
    assert parse_calls(either, "json").calls[0].name in ("get_weather", "get_time")


def test_a_json_schema_reply(make_engine: Callable[..., Engine]) -> None:
    schema = {"type": "object", "required": ["answer", "sure"], "additionalProperties": False, "properties": {
        "answer": {"type": "string", "maxLength": 16}, "sure": {"type": "boolean"}}}
    engine = make_engine()
    for seed in range(3):
        text = engine.generate(ASK, replace(WARM, seed=seed), max_tokens=96, grammar=schema_grammar(schema)).consume()
        jsonschema.validate(json.loads(text), schema)


@pytest.mark.parametrize("schema, says", [
    ({"$ref": "https://example.com/elsewhere.json"}, "outside the schema"),
    ({"type": "object", "properties": {"a": {"$ref": "#/nowhere"}}}, "cannot be expressed"),
    ({"type": "object", "properties": {f"p{i}": {"type": "string", "description": "x" * 1000} for i in range(300)}},
     "at most"),
])
def test_a_schema_the_grammar_cannot_hold_is_said_first(make_engine: Callable[..., Engine], schema: dict[str, object],
                                                        says: str) -> None:
    with pytest.raises(GrammarError, match=says):
        make_engine().generate(ASK, grammar=schema_grammar(schema))
    with pytest.raises(GrammarError, match="no tool 'nope'"):
        call_grammar([WEATHER], "nope")
