"""A reply that calls tools: the model writes a call, the user's approval is asked, the tool's
result is read, and the model goes on, until it answers or reaches the limit of calls per reply
(a model calling the same tool forever stops there).

The call stays in the conversation as the model wrote it (its exact text as the assistant's
message), not re-rendered from a parsed structure: the template writes it back token for token,
so the cache follows and each tool turn reads only the result and the turn markers around it."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.prompt.grammar import call_grammar
from ..engine.prompt.tool_calls import ToolCall, call_syntax, parse_calls, result_message, tool_specs
from ..engine.reply import ReplyStats
from ..engine.sampling import GREEDY, SamplingParams

MAX_CALLS = 8  # per reply
DECLINED = "The user declined this tool call."


@dataclass
class ToolTurn:
    call: ToolCall
    result: str
    ok: bool  # the tool ran and did not report an error
    seconds: float


@dataclass
class ToolReply:
    text: str  # the final answer (or what the model wrote when the limit stopped it)
    turns: list[ToolTurn] = field(default_factory=list)
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
    specs = tool_specs(hub.tools())
    syntax = call_syntax(engine.chat_format.template)
    convo = [dict(m) for m in messages]
    out = ToolReply("")
    forced = None if tool_choice == "auto" else call_grammar(specs, None if tool_choice == "required" else tool_choice)
    while True:
        grammar = forced if forced and not out.stats else ""
        reply = engine.generate(convo, sampling, max_tokens, tools=specs, grammar=grammar)
        text = reply.consume()
        out.stats.append(reply.stats)
        calls = parse_calls(text, syntax).calls
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
            turn = _run(call, hub, approve)
            out.turns.append(turn)
            answer = result_message(call, turn.result)
            convo.append(answer)
            out.messages.append(answer)


def _run(call: ToolCall, hub: Any, approve: Callable[[ToolCall], bool]) -> ToolTurn:
    from ..tools.hub import ToolError

    if not approve(call):
        return ToolTurn(call, DECLINED, False, 0.0)
    started = time.perf_counter()
    try:
        result = hub.call(call.name, call.arguments)
    except ToolError as e:
        return ToolTurn(call, f"Error: {e}", False, time.perf_counter() - started)
    return ToolTurn(call, result.text, not result.is_error, result.seconds)
