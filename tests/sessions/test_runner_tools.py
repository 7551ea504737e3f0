"""A chat whose model calls tools (ChatRunner with a ToolBox on a real ToolHub): the zoo's Llama 3
(its template teaches its own call syntax), the SDK-written test MCP server on stdio, the call
forced by the chat's tool_choice. The reply keeps its tool step in the transcript; the step after
the result reads only the result and its markers; reopened in another runner the chat is warm and
its next reply is the one the first runner writes; a stop while a call waits for approval loses
nothing; a schema the grammar cannot express is said before generating."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from app.sessions import ChatRunner
from app.sessions.runner import RunnerError
from app.sessions.tool_steps import ChatTools, ToolRun
from app.sessions.tool_turns import STOPPED, HubTools
from app.tools.hub import ToolHub
from tests.support.helpers import greedy_session

pytestmark = pytest.mark.slow  # an MCP server's process and a few replies

ASK = "What is 19 plus 23? Use the add tool."




def _tool_runner(make_runner: Callable[..., ChatRunner], model: Path, maths_hub: ToolHub,
                 asked: list[str] | None = None) -> ChatRunner:
    runner = make_runner(model=model)
    runner.max_tokens = 64
    runner.tools = HubTools(maths_hub, lambda run, _cancelled: asked.append(run.name) is None if asked is not None else True)
    return runner


def test_a_tool_turn_is_kept_read_once_and_reopens_warm(make_runner: Callable[..., ChatRunner],
                                                         zoo: Callable[[str], Path], maths_hub: ToolHub) -> None:
    model = zoo("llama3")
    asked: list[str] = []
    runner = _tool_runner(make_runner, model, maths_hub, asked)
    sid = greedy_session(runner)
    runner.set_settings(tools=ChatTools(("maths",), "add"))
    shown: list[int] = []
    runner.on_step = lambda msg: shown.append(len(msg.tools[-1].runs))
    reply = runner.send(ASK)

    assert reply is not None and asked == ["add"] and shown  # approved once, the window told of the step
    run = reply.tools[0].runs[0]
    assert run.status == "ran" and run.server == "maths" and run.result == str(run.arguments["a"] + run.arguments["b"])
    assert reply.tools[0].text.lstrip().startswith("{")  # the call as the model wrote it (a grammar's JSON)
    # The answer after the result read the result and the template's markers around it (15 on
    # Llama 3), not the chat.
    assert runner.engine is not None
    result_tokens = len(runner.engine.tokenize(run.result, special=False))
    assert reply.stats is not None and 0 < reply.stats["prompt_decoded"] <= result_tokens + 16, reply.stats
    saved = runner.store.load(sid)
    assert saved.messages[-1].tools[0].runs[0].to_dict() == run.to_dict()
    assert saved.tool_specs and saved.tool_specs[0]["function"]["name"] in ("add", "echo", "sleep")

    # Reopened by another runner (another engine on the same data folder): warm, and its next
    # reply is the one this runner writes (after a forced call, the chat answers freely).
    runner.set_settings(tools=ChatTools(("maths",)))
    runner.save_cache()
    other = _tool_runner(make_runner, model, maths_hub)
    opened = other.open(sid)
    assert opened is not None and opened.kind == "warm"
    again = other.send("Thanks. And 1 plus 1?")
    expected = runner.send("Thanks. And 1 plus 1?")
    assert again is not None and expected is not None
    assert (again.text, [s.to_dict() for s in again.tools]) == (expected.text, [s.to_dict() for s in expected.tools])
    assert again.stats is not None and again.stats["prompt_decoded"] < 30, again.stats


def test_a_stop_while_a_call_waits_for_approval(make_runner: Callable[..., ChatRunner], zoo: Callable[[str], Path],
                                                maths_hub: ToolHub) -> None:
    waiting, stop = threading.Event(), threading.Event()

    def approve(run: ToolRun, cancelled: Callable[[], bool]) -> bool:
        waiting.set()
        stop.wait(10)  # the window's question, answered by no one: the user presses Stop
        return not cancelled()

    runner = make_runner(model=zoo("llama3"))
    runner.tools = HubTools(maths_hub, approve)
    greedy_session(runner)
    runner.set_settings(tools=ChatTools(("maths",), "required"))
    threading.Thread(target=lambda: waiting.wait(30) and stop.set(), daemon=True).start()
    with runner.cancellable(stop.is_set):
        reply = runner.send(ASK)
    assert reply is not None and reply.interrupted and reply.finish_reason == "cancelled"
    assert reply.tools[0].runs[0].status == "declined" and reply.tools[0].runs[0].result == STOPPED
    assert runner.store.load(runner.active.id if runner.active else "").messages[-1].tools  # saved

    # "Continue" goes on from the result.
    reply = runner.continue_reply()
    assert reply is not None and not reply.interrupted and reply.text


def test_a_schema_the_grammar_cannot_express_is_said_before_generating(make_runner: Callable[..., ChatRunner]) -> None:
    runner = make_runner()
    greedy_session(runner)
    runner.set_settings(tools=ChatTools(reply_schema={"type": "object", "properties": {"a": {"$ref": "#/nowhere"}}}))
    with pytest.raises(RunnerError, match="cannot be held"):
        runner.send("Hello")
    assert runner.active is not None and runner.active.messages[-1].text == "Hello"  # the message is kept


def test_a_chat_replying_as_json_answers_with_its_schema(make_runner: Callable[..., ChatRunner]) -> None:
    import json

    runner = make_runner()
    greedy_session(runner)
    schema = {"type": "object", "properties": {"city": {"type": "string", "maxLength": 12}}, "required": ["city"]}
    runner.set_settings(tools=ChatTools(reply_schema=schema))
    reply = runner.send("Name a city.")
    assert reply is not None and reply.finish_reason != "length", reply.stats
    assert isinstance(json.loads(reply.text)["city"], str)
