"""A reply that calls tools: the model writes a call, the user's approval is asked, the tool's
result is read, and the model goes on, until it answers or reaches the limit of calls per reply
(a model calling the same tool forever stops there).

The call stays in the conversation as the model wrote it (its exact text as the assistant's
message), not re-rendered from a parsed structure: the template writes it back token for token,
so the cache follows and each tool turn reads only the result and the turn markers around it.

`ToolBox` is what a chat's runner calls tools through (the window's approvals stand behind it);
`HubTools` is the one on an `app.tools.hub.ToolHub`; `reply_with_tools` is the loop on an engine
alone (the benchmark and the engine-level tests)."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from ..engine.prompt.grammar import call_grammar
from ..engine.prompt.tool_calls import ToolCall, call_syntax, parse_calls, result_message, tool_specs
from ..engine.reply import ReplyStats
from ..engine.sampling import GREEDY, SamplingParams
from .tool_steps import ToolRun, ToolStep

MAX_CALLS = 8  # per reply
DECLINED = "The user declined this tool call."
STOPPED = "The reply was stopped before this call ran."
STOPPED_RUNNING = "The reply was stopped while this call ran."
CALL_ENDS = ("eog", "stop")
Step = Literal["next", "done", "limit", "stopped"]  # a reply that ended so may be a call; one cut off or stopped is not


class ToolBox(Protocol):
    def specs(self, servers: Sequence[str]) -> tuple[list[dict[str, Any]], dict[str, str]]:
        """OpenAI's `tools` for the servers named (started as needed), and why any server's are missing."""
        ...

    def server_of(self, name: str) -> str:
        """The server of the tool the model calls `name` ("" when none of them has it)."""
        ...

    def run(self, run: ToolRun, cancelled: Callable[[], bool]) -> None:
        """Ask for approval and call the tool, filling in `run` (its result, status and time)."""
        ...


OnProgress = Callable[[ToolRun, float, float | None, str], None]  # a running call's report: progress, total, message


class HubTools:
    """A ToolBox on a ToolHub; `approve(run)` says whether a call may run; `progress(run, …)` is
    told a running call's progress as its server reports it (at most ten a second, on the
    calling thread; not kept in the run: it is what the call's block shows while it runs)."""

    def __init__(self, hub: Any, approve: Callable[[ToolRun, Callable[[], bool]], bool],
                 progress: OnProgress | None = None) -> None:
        self.hub, self.approve, self.progress = hub, approve, progress
        self._servers: dict[str, str] = {}  # a tool's name: its server

    def specs(self, servers: Sequence[str]) -> tuple[list[dict[str, Any]], dict[str, str]]:
        tools = [t for t in self.hub.tools() if t.server in servers]
        self._servers = {t.name: t.server for t in tools}
        return tool_specs(tools), {k: v for k, v in self.hub.problems.items() if k in servers}

    def server_of(self, name: str) -> str:
        return self._servers.get(name, "")

    def run(self, run: ToolRun, cancelled: Callable[[], bool]) -> None:
        from ..tools.hub import ToolError, ToolStopped

        run.server = self.server_of(run.name)
        if not self.approve(run, cancelled):
            run.result, run.status = (STOPPED if cancelled() else DECLINED), "declined"
            return
        started = time.perf_counter()
        told = self.progress
        try:
            if told is None:
                result = self.hub.call(run.name, run.arguments, cancelled)
            else:
                result = self.hub.call(run.name, run.arguments, cancelled,
                                       progress=lambda done, total, message: told(run, done, total, message))
        except ToolStopped:
            run.result, run.status, run.seconds = STOPPED_RUNNING, "failed", time.perf_counter() - started
            return
        except ToolError as e:
            run.result, run.status, run.seconds = f"Error: {e}", "failed", time.perf_counter() - started
            return
        run.result, run.seconds = result.text, result.seconds
        run.status = "failed" if result.is_error else "ran"


def calls_in(text: str, template: str, specs: Sequence[Mapping[str, Any]]) -> list[ToolCall]:
    """The calls a reply makes, when it calls at least one of the tools it was given (JSON with a
    name and arguments that names none of them is an answer that shows JSON)."""
    calls = parse_calls(text, call_syntax(template)).calls
    known = {s["function"]["name"] for s in specs}
    return list(calls) if any(c.name in known for c in calls) else []


@dataclass
class ToolReply:
    text: str  # the final answer (or what the model wrote when the limit stopped it)
    turns: list[ToolRun] = field(default_factory=list)
    messages: list[dict[str, Any]] = field(default_factory=list)  # the calls and results, to keep in the chat
    stats: list[ReplyStats] = field(default_factory=list)  # one per generation
    stopped_at_limit: bool = False


def reply_with_tools(engine: Any, messages: Sequence[Mapping[str, Any]], hub: Any,
                     approve: Callable[[ToolCall], bool], sampling: SamplingParams = GREEDY, max_tokens: int = 512,
                     tool_choice: str = "auto", max_calls: int = MAX_CALLS) -> ToolReply:
    """Generate on `engine` with the tools of `hub` (app.tools.hub.ToolHub), calling those the
    model asks for when `approve(call)` says so. `tool_choice` as OpenAI's: "auto" (the model
    decides), "required" (the first reply is a call of some tool) or a tool's name (a call of
    that one), held to it by a grammar."""
    box = HubTools(hub, lambda run, _cancelled: approve(run.call))
    specs, _ = box.specs([t.server for t in hub.tools()])
    convo = [dict(m) for m in messages]
    out = ToolReply("")
    forced = None if tool_choice == "auto" else call_grammar(specs, None if tool_choice == "required" else tool_choice)
    while True:
        grammar = forced if forced and not out.stats else ""
        reply = engine.generate(convo, sampling, max_tokens, tools=specs, grammar=grammar)
        text = reply.consume()
        out.stats.append(reply.stats)
        calls = calls_in(text, engine.chat_format.template, specs)
        if not calls:
            out.text = text
            return out
        if len(out.turns) + len(calls) > max_calls:
            out.text, out.stopped_at_limit = text, True
            return out
        made = {"role": "assistant", "content": text}  # as written: the template writes it back unchanged
        convo.append(made)
        out.messages.append(made)
        for call in calls:
            run = ToolRun(call.id, call.name, call.arguments)
            box.run(run, lambda: False)
            out.turns.append(run)
            answer = result_message(call, run.result)
            convo.append(answer)
            out.messages.append(answer)


def take_step(msg: Any, finish_reason: str, template: str, specs: Sequence[Mapping[str, Any]], box: ToolBox | None,
              cancelled: Callable[[], bool], told: Callable[[], None], made: Sequence[ToolCall] = (),
              max_result: int = 100_000) -> Step:
    """After a generation of a chat's reply (`msg`, app.sessions.model.Message): when it called
    tools, its text becomes a tool step and each call runs (approved through `box`), `told()`
    after each change. Returns "next" (the model goes on: it reads the results), "done" (an
    answer), "limit" (it called more than MAX_CALLS tools in the reply: the call is left as text)
    or "stopped" (a stop while its calls ran). `made`: the calls a server read in the reply (its
    tool_calls); without them, the calls are read from the reply's text. A result longer than
    `max_result` characters is cut there (what the chat's context can take), and says so."""
    if box is None or not specs or finish_reason not in CALL_ENDS or cancelled():
        return "done"
    calls = list(made) or calls_in(msg.text, template, specs)
    if not calls:
        return "done"
    if sum(len(s.runs) for s in msg.tools) + len(calls) > MAX_CALLS:
        return "limit"
    step = ToolStep(msg.text, [ToolRun(c.id, c.name, c.arguments, server=box.server_of(c.name)) for c in calls],
                    in_text=not made)
    msg.tools.append(step)
    msg.text = ""
    told()
    for run in step.runs:
        if cancelled():
            run.result, run.status = STOPPED, "declined"
            continue
        box.run(run, cancelled)
        if len(run.result) > max_result:
            run.result = (run.result[:max_result] + f"\n[… cut here: the result had {len(run.result):,} characters, "
                          "more than this chat's context can take]")
        told()
    return "stopped" if cancelled() else "next"
