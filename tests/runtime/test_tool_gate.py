"""The user's say over tool calls (app/runtime/tool_gate.py): a call waits for the window's answer
on the engine thread; "always" and "never" are remembered per tool; a stop ends the wait."""

from __future__ import annotations

import threading

from app.runtime import events as ev
from app.runtime.tool_gate import ToolGate
from app.sessions.tool_steps import ToolRun


def _run(call_id: str = "c1", name: str = "add") -> ToolRun:
    return ToolRun(call_id, name, {"a": 1}, server="maths")


def test_a_call_waits_for_the_answer_and_always_is_remembered() -> None:
    gate = ToolGate()
    asked: list[ev.Event] = []

    def answer_when_asked(event: ev.Event) -> None:
        asked.append(event)
        assert isinstance(event, ev.ToolAsked)
        threading.Timer(0.05, gate.answer, (event.call_id, "always")).start()  # from another thread

    assert gate.ask(_run(), lambda: False, answer_when_asked)
    assert asked == [ev.ToolAsked("c1", "maths", "add", '{\n "a": 1\n}')]
    assert gate.ask(_run("c2"), lambda: False, asked.append) and len(asked) == 1  # not asked again
    gate.answer("c2", "decline")  # an answer to a call no longer waiting changes nothing


def test_never_and_decline_and_a_stop() -> None:
    gate = ToolGate()
    gate.set_policies({"maths/add": "never", "maths/echo": "sometimes"})
    told: list[ev.Event] = []
    assert not gate.ask(_run(), lambda: False, told.append) and told == []
    threading.Timer(0.05, lambda: gate.answer("c3", "decline")).start()
    assert not gate.ask(_run("c3", "echo"), lambda: False, told.append) and len(told) == 1  # asked, declined once
    stopped = threading.Event()
    threading.Timer(0.05, stopped.set).start()
    assert not gate.ask(_run("c4", "echo"), stopped.is_set, told.append)  # nobody answers; the user stops
