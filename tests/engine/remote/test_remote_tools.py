"""Tools on a server's model (llama-cpp-python's server with its chatml-function-calling format,
on the Gemma 3 test model: llama-server reads calls only where a model writes them in its own
syntax, which a test model does not): the chat's tools go as OpenAI's `tools`, the call the
chat's tool_choice names comes back in `tool_calls` deltas, runs on the SDK-written MCP server,
and its result goes back as a tool message answering the call's id. Fragments that do not make
a call are refused by name."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from app.engine.remote.http import RemoteError
from app.engine.remote.tool_wire import ToolCallsBuilder, wire_messages
from app.engine.remote.wire import ToolDelta
from app.sessions.tool_steps import ChatTools
from app.sessions.tool_turns import HubTools
from app.tools.hub import ToolHub
from tests.engine.remote.test_remote_servers import runner_for
from tests.support.servers.llama_server import ServerProcess


@pytest.mark.slow
@pytest.mark.timeout(1800)  # the first test to need llama-server on a fresh machine waits for its build
def test_a_servers_model_calls_a_tool_and_reads_its_result(start_server: Callable[..., ServerProcess],
                                                           maths_hub: ToolHub, tmp_path: Path) -> None:
    runner = runner_for(start_server("python", chat_format="chatml-function-calling"), tmp_path / "chats", max_tokens=64)
    runner.tools = HubTools(maths_hub, lambda run, _cancelled: True)
    runner.new_session()
    runner.set_settings(tools=ChatTools(("maths",), "add"))
    reply = runner.send("What is 19 plus 23?")
    assert reply is not None and reply.tools, reply
    step = reply.tools[0]
    run = step.runs[0]
    assert not step.in_text and run.name == "add" and run.status == "ran", step
    assert run.result == str(run.arguments["a"] + run.arguments["b"])
    # What the answer's request sent after the question: the call as the server made it, and the
    # result answering its id. (This server cannot stream a reply that may call tools again: it
    # breaks that stream off without [DONE], which the chat keeps as an interrupted reply.)
    assert reply.interrupted and reply.finish_reason is None
    assert runner.active is not None
    sent = runner.active.chat_messages()
    assert sent[-2]["tool_calls"][0]["id"] == run.id and sent[-1] == {
        "role": "tool", "tool_call_id": run.id, "name": "add", "content": run.result}


def test_fragments_make_calls_or_are_refused() -> None:
    built = ToolCallsBuilder(1000)
    built.add([ToolDelta(0, "c1", "add", '{"a": 1,'), ToolDelta(1, "c2", "echo", "")])
    built.add([ToolDelta(0, arguments=' "b": 2}'), ToolDelta(1, arguments='{"text": "hi"}')])
    assert [(c.id, c.name, c.arguments) for c in built.calls("http://x")] == [
        ("c1", "add", {"a": 1, "b": 2}), ("c2", "echo", {"text": "hi"})]
    with pytest.raises(RemoteError, match="not a JSON object"):
        broken = ToolCallsBuilder(1000)
        broken.add([ToolDelta(0, "c1", "add", "[1]")])
        broken.calls("http://x")
    with pytest.raises(RemoteError, match="more arguments"):
        ToolCallsBuilder(10).add([ToolDelta(0, "c1", "add", "x" * 11)])
    made = [{"role": "assistant", "content": "", "tool_calls": [
        {"id": "c1", "type": "function", "function": {"name": "add", "arguments": {"a": 1}}}]},
        {"role": "tool", "tool_call_id": "c1", "name": "add", "content": "1"}]
    wired = wire_messages([{"role": m["role"], "content": m["content"]} for m in made], made)
    assert wired[0]["tool_calls"][0]["function"]["arguments"] == '{"a": 1}' and wired[1]["tool_call_id"] == "c1"


@pytest.mark.slow
@pytest.mark.timeout(1800)  # the first test to need llama-server on a fresh machine waits for its build
def test_a_chat_replying_as_json_on_a_servers_model(start_server: Callable[..., ServerProcess], tmp_path: Path) -> None:
    import json

    runner = runner_for(start_server("llama", slots=1, slot_dir=None), tmp_path / "chats", max_tokens=64)
    runner.new_session()
    schema = {"type": "object", "properties": {"city": {"type": "string", "maxLength": 12}}, "required": ["city"]}
    runner.set_settings(tools=ChatTools(reply_schema=schema))
    reply = runner.send("Name a city.")
    assert reply is not None and reply.finish_reason != "length", reply
    assert isinstance(json.loads(reply.text)["city"], str)
