"""Tool calls in the publishers' own templates (tests/support/zoo_templates): tools rendered where
each model expects them; a call, rendered by the template as its model was trained to write it,
is read back by the reader for that template's syntax (so a reply in the model's own words is
read); the prompt after a tool's result extends the prompt the call was written after (so the
cache follows: only the call's result is read); and replies that are not well-formed calls."""

from __future__ import annotations

import json

import pytest

from app.engine.prompt.chat_format import ChatFormat, ChatFormatter
from app.engine.prompt.reasoning import answer_of
from app.engine.prompt.tool_calls import (
    MAX_CALLS,
    ToolCall,
    call_message,
    call_syntax,
    parse_calls,
    result_message,
    tool_specs,
)
from tests.engine.prompt.test_templates import FAMILIES, TEMPLATES


class _Tool:
    name, description = "get_weather", "The weather in a city today."
    input_schema = {"type": "object", "properties": {"city": {"type": "string"}, "unit": {"type": "string"}},
                    "required": ["city"]}


TOOLS = tool_specs([_Tool()])
ASK = [{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Is it raining in Porto?"}]
CALL = ToolCall("get_weather", {"city": "Porto", "unit": "celsius"}, "a1B2c3D4e")
RESULT = "Light rain, 14 °C."
SYNTAX = {"qwen2.5": "hermes", "qwen3": "hermes", "llama3": "llama3", "mistral-nemo": "mistral"}


def formatter(name: str) -> ChatFormatter:
    family = FAMILIES[name]
    return ChatFormatter(ChatFormat("model", (TEMPLATES / family.file).read_text(), "model"), family.bos, family.eos)


@pytest.mark.parametrize("name", list(FAMILIES))
def test_each_template_family_has_its_syntax(name: str) -> None:
    assert call_syntax((TEMPLATES / FAMILIES[name].file).read_text()) == SYNTAX.get(name, "json")


@pytest.mark.parametrize("name", list(SYNTAX))
def test_a_call_in_the_templates_words_is_read_back_and_the_cache_follows(name: str) -> None:
    f = formatter(name)
    # Mistral's template writes the system prompt into the last user message only while it is the
    # last message: with one, a call's turn re-reads from that message (any Mistral chat does).
    ask = ASK[1:] if name == "mistral-nemo" else ASK
    asked = f.render(ask, tools=TOOLS)
    assert "get_weather" in asked and "The weather in a city today." in asked and '"city"' in asked
    with_call = [*ask, call_message("", [CALL])]
    written = f.render(with_call, add_generation_prompt=False, tools=TOOLS)
    assert written.startswith(asked), "the call is written after the prompt the model answered"
    reply = written[len(asked):].rstrip().removesuffix(FAMILIES[name].end_of_turn)
    parsed = parse_calls(reply, call_syntax(f.format.template))
    assert [(c.name, c.arguments) for c in parsed.calls] == [(CALL.name, CALL.arguments)], reply
    assert answer_of(parsed.content) == ""  # Qwen 3 writes an empty reasoning block before it
    after = f.render([*with_call, result_message(CALL, RESULT)], tools=TOOLS)
    # Qwen 3 writes a call's empty reasoning block only while the call is the last message: once
    # its result follows, the call (a few dozen tokens) is read again with it.
    kept = asked if name == "qwen3" else written
    assert after.startswith(kept), "the next prompt extends the cache: only the result is new"
    new = after[len(kept):]
    assert RESULT in new and len(new) - len(RESULT) < 120 + len(written) - len(kept), new


@pytest.mark.parametrize("reply, syntax, calls, content", [
    ('Let me check.\n<tool_call>\n{"name": "f", "arguments": {"x": 1}}\n</tool_call>', "hermes", [("f", {"x": 1})],
     "Let me check."),
    ('<tool_call>{"name": "f", "arguments": {"x": 1}}</tool_call><tool_call>{"name": "g", "arguments": {}}</tool_call>',
     "hermes", [("f", {"x": 1}), ("g", {})], ""),
    ('<tool_call>\n{"name": "f", "arguments": {"x": 1}}', "hermes", [("f", {"x": 1})], ""),  # cut at the end of turn
    ('<tool_call>{"name": "f", "arguments": "{\\"x\\": 2}"}</tool_call>', "hermes", [("f", {"x": 2})], ""),
    ("<tool_call>{not json}</tool_call>", "hermes", [], "<tool_call>{not json}</tool_call>"),
    ('[TOOL_CALLS][{"name": "f", "arguments": {"x": 1}, "id": "abcdefghi"}]', "mistral", [("f", {"x": 1})], ""),
    ("[TOOL_CALLS] garbage", "mistral", [], "[TOOL_CALLS] garbage"),
    ('<|python_tag|>{"name": "f", "parameters": {"x": 1}}', "llama3", [("f", {"x": 1})], ""),
    ('{"name": "f", "parameters": {"x": 1}}', "llama3", [("f", {"x": 1})], ""),
    ('Sure: {"name": "f", "arguments": {"q": "rain"}}', "json", [("f", {"q": "rain"})], "Sure:"),
    ('The JSON {"a": 1} is not a call, nor is {"name": "x"}.', "json", [], 'The JSON {"a": 1} is not a call, nor is {"name": "x"}.'),
    ('{"name": "", "arguments": {}} {"name": "f", "arguments": [1]}', "json", [], '{"name": "", "arguments": {}} {"name": "f", "arguments": [1]}'),
    ("Just an answer.", "hermes", [], "Just an answer."),
])
def test_replies_are_read_as_calls_or_answers(reply: str, syntax: str, calls: list[tuple[str, dict[str, object]]],
                                              content: str) -> None:
    parsed = parse_calls(reply, syntax)
    assert [(c.name, c.arguments) for c in parsed.calls] == calls and parsed.content == content


def test_a_reply_of_many_calls_is_cut_and_ids_are_mistral_shaped() -> None:
    many = "".join(f'<tool_call>{json.dumps({"name": "f", "arguments": {"i": i}})}</tool_call>' for i in range(50))
    parsed = parse_calls(many, "hermes")
    assert len(parsed.calls) == MAX_CALLS
    assert all(len(c.id) == 9 and c.id.isalnum() for c in parsed.calls) and len({c.id for c in parsed.calls}) == MAX_CALLS
