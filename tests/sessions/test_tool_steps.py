"""A reply's tool steps in the transcript (app/sessions/tool_steps.py): saved and read back
whole, rendered into the prompt as the model wrote them, and read from a hostile file without
taking what does not fit."""

from __future__ import annotations

from typing import Any

from app.sessions.model import Message, Session
from app.sessions.tool_steps import MAX_RESULT, ToolRun, ToolStep, choice_from, schema_from, specs_from, steps_from

CALL = '{"name": "add", "arguments": {"a": 1, "b": 2}}'


def _reply() -> Message:
    run = ToolRun("abc123XYZ", "add", {"a": 1, "b": 2}, "3", "ran", 0.25, "maths")
    return Message("assistant", "It is 3.", tools=[ToolStep(CALL, [run])])


def test_a_reply_with_tools_is_saved_and_rendered_as_written() -> None:
    session = Session(messages=[Message("user", "1 + 2?"), _reply()], tool_servers=["maths"], tool_choice="add",
                      tool_specs=[{"type": "function", "function": {"name": "add", "parameters": {}}}],
                      reply_schema={"type": "object"})
    again = Session.from_dict(session.to_dict())
    assert again.to_dict() == session.to_dict()
    assert again.messages[1].tools[0].runs[0].call.id == "abc123XYZ"
    assert again.chat_messages() == [
        {"role": "user", "content": "1 + 2?"},
        {"role": "assistant", "content": CALL},  # the call as the model wrote it, not re-rendered
        {"role": "tool", "tool_call_id": "abc123XYZ", "name": "add", "content": "3"},
        {"role": "assistant", "content": "It is 3."},
    ]
    # Stopped after the result: the prompt ends with it (the model goes on from there).
    again.messages[1].text = ""
    assert again.chat_messages()[-1]["role"] == "tool"


def test_a_servers_calls_are_sent_as_its_tool_calls() -> None:
    step = ToolStep("", [ToolRun("c1", "add", {"a": 1}, "1", "ran")], in_text=False)
    made = ToolStep.from_dict(step.to_dict())
    assert made is not None and not made.in_text
    assert made.messages()[0]["tool_calls"] == [{"id": "c1", "type": "function",
                                                 "function": {"name": "add", "arguments": {"a": 1}}}]


def test_a_hostile_file_gives_only_what_fits() -> None:
    good = _reply().tools[0].to_dict()
    waiting = {**good["runs"][0], "status": "waiting"}
    bad: list[Any] = [
        "text", {"text": 5, "runs": []}, {"text": "x", "runs": "no"},
        {"text": "x", "runs": [{"id": 1, "name": "a", "result": ""}, {**good["runs"][0], "arguments": [1]},
                               {**good["runs"][0], "result": "r" * (MAX_RESULT + 10), "seconds": float("nan")},
                               waiting, {**good["runs"][0], "status": "exploded"}]},
    ]
    steps = steps_from([*bad, good])
    assert len(steps) == 2 and steps[1].to_dict() == good
    runs = steps[0].runs
    assert len(runs) == 3 and len(runs[0].result) == MAX_RESULT and runs[0].seconds == 0.0
    assert runs[1].status == "failed"  # waiting when the app closed: it did not run
    assert runs[2].status == "failed"
    assert steps_from("x") == [] and steps_from([{"text": "x", "runs": []}] * 100)[16:] == []
    assert specs_from([{"function": {"name": "a"}}, {"function": 3}, 7]) == [{"function": {"name": "a"}}]
    assert specs_from([{"function": {"name": "a", "d": "x" * 500_000}}]) == []
    assert choice_from("required") == "required" and choice_from("a b") == "auto" and choice_from(3) == "auto"
    assert schema_from([1]) is None and schema_from({"type": "object"}) == {"type": "object"}
    # A user's message never holds tool steps, whatever the file says.
    user = Message.from_dict({**Message("user", "hi").to_dict(), "tools": [good]})
    assert user.tools == []
