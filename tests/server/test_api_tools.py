"""Tools and structured output through the local API server with the official `openai` client:
a forced call (`tool_choice` naming a tool) comes back as OpenAI's `tool_calls`, whole and
streamed, with arguments the tool's schema accepts; the conversation sent back with the call
and its result goes on warm; `response_format` with a JSON schema gives JSON the schema accepts;
tool fields that cannot be served are 400s naming the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import openai
import pytest

from app.server.serve import LocalServer
from tests.runtime.test_loop import Recorder, loop, of, window  # noqa: F401  (fixtures)
from tests.server.test_api import client, server  # noqa: F401  (fixtures)

pytestmark = pytest.mark.slow  # a model on the engine loop and replies

WEATHER: dict[str, Any] = {"type": "function", "function": {
    "name": "get_weather", "description": "The weather in a city today.",
    "parameters": {"type": "object", "required": ["city"], "additionalProperties": False,
                   "properties": {"city": {"type": "string", "maxLength": 24}}}}}
ASK: list[dict[str, Any]] = [{"role": "user", "content": "Is it raining in Porto?"}]


def test_a_forced_call_whole_streamed_and_sent_back(server: LocalServer, small_model: Path) -> None:  # noqa: F811
    c = client(server)
    forced = {"type": "function", "function": {"name": "get_weather"}}
    whole = c.chat.completions.create(model=small_model.name, messages=ASK, tools=[WEATHER],  # type: ignore[arg-type,list-item]
                                      tool_choice=forced, max_tokens=64, temperature=0)  # type: ignore[arg-type]
    choice = whole.choices[0]
    assert choice.finish_reason == "tool_calls" and choice.message.content is None
    (call,) = choice.message.tool_calls or []
    assert call.type == "function" and call.function.name == "get_weather" and call.id
    jsonschema.validate(json.loads(call.function.arguments), WEATHER["function"]["parameters"])

    calls: dict[int, Any] = {}
    finish = None
    for chunk in c.chat.completions.create(model=small_model.name, messages=ASK, tools=[WEATHER],  # type: ignore[arg-type,list-item]
                                           tool_choice=forced, max_tokens=64, temperature=0, stream=True):  # type: ignore[arg-type]
        for ch in chunk.choices:
            for d in ch.delta.tool_calls or []:
                calls[d.index] = d
            finish = ch.finish_reason or finish
    assert finish == "tool_calls" and calls[0].function is not None
    assert (calls[0].function.name, calls[0].function.arguments) == (call.function.name, call.function.arguments)

    back = [*ASK, {"role": "assistant", "content": None, "tool_calls": [call.model_dump()]},
            {"role": "tool", "tool_call_id": call.id, "content": "Light rain, 14 °C."}]
    after = c.chat.completions.create(model=small_model.name, messages=back, tools=[WEATHER], max_tokens=8,  # type: ignore[arg-type,list-item]
                                      temperature=0)
    assert after.choices[0].finish_reason in ("stop", "length", "tool_calls") and after.usage is not None
    cached = after.usage.prompt_tokens_details.cached_tokens if after.usage.prompt_tokens_details else 0
    assert cached and cached > after.usage.prompt_tokens // 2  # the conversation with its call: read once


def test_a_json_schema_reply(server: LocalServer, small_model: Path) -> None:  # noqa: F811
    schema = {"type": "object", "required": ["answer", "sure"], "additionalProperties": False,
              "properties": {"answer": {"type": "string", "maxLength": 16}, "sure": {"type": "boolean"}}}
    reply = client(server).chat.completions.create(
        model=small_model.name, messages=ASK, max_tokens=64, temperature=0,  # type: ignore[arg-type]
        response_format={"type": "json_schema", "json_schema": {"name": "verdict", "schema": schema}})
    jsonschema.validate(json.loads(reply.choices[0].message.content or ""), schema)


@pytest.mark.parametrize("fields, param", [
    ({"tools": [{"type": "function", "function": {"name": "bad name!"}}]}, "tools[0]"),
    ({"tools": [WEATHER], "tool_choice": {"type": "function", "function": {"name": "nope"}}}, "tool_choice"),
    ({"tools": [WEATHER], "tool_choice": "sometimes"}, "tool_choice"),
    ({"response_format": {"type": "json_schema", "json_schema": {"name": "x", "schema": {"$ref": "https://x.y/z"}}}},
     "response_format"),
    ({"response_format": {"type": "yaml"}}, "response_format"),
    ({"tools": [WEATHER], "n": 2}, "n"),
    ({"messages": [*ASK, {"role": "tool", "content": "orphan"}]}, "messages[1].tool_call_id"),
])
def test_tool_fields_that_cannot_be_served_are_400s(server: LocalServer, small_model: Path,  # noqa: F811
                                                    fields: dict[str, Any], param: str) -> None:
    with pytest.raises(openai.BadRequestError) as e:
        client(server).chat.completions.create(**{"model": small_model.name, "messages": ASK, "max_tokens": 4, **fields})
    assert e.value.param == param, e.value.body
