"""A reply that calls tools (app/sessions/tool_turns.py) on a real model (the zoo's Llama 3,
whose template teaches its own call syntax) and a real MCP server written with the SDK: the
forced first call runs the tool, and the next step reads only the result and the turn markers
around it (the cache follows the tool turn), also after the chat is saved and restored in
another engine; a declined call tells the model so; the limit of calls stops a looping reply."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from app.engine import Engine
from app.sessions.tool_turns import DECLINED, reply_with_tools
from app.tools.hub import ToolHub

pytestmark = pytest.mark.slow  # an MCP server's process and a few replies

ASK = [{"role": "user", "content": "What is 19 plus 23? Use the add tool."}]




def test_a_forced_call_runs_the_tool_and_the_cache_follows(make_engine: Callable[..., Engine],
                                                           zoo: Callable[[str], Path], maths_hub: ToolHub,
                                                           tmp_path: Path) -> None:
    model = zoo("llama3")
    engine = make_engine(model)
    asked: list[str] = []
    out = reply_with_tools(engine, ASK, maths_hub, lambda call: asked.append(call.name) or True, max_tokens=96,
                           tool_choice="add", max_calls=1)
    assert asked == ["add"] and len(out.stats) == 2
    first = out.turns[0]
    assert first.status == "ran" and first.result == str(first.call.arguments["a"] + first.call.arguments["b"])
    result_tokens = len(engine.tokenize(first.result, special=False))
    second = out.stats[1]
    assert second.prompt_reused > 0 and second.prompt_decoded <= result_tokens + 16, (second, result_tokens)

    # Saved with its tool turn, restored in another engine: the next question reads only itself.
    engine.save_state(tmp_path / "chat.state")
    follow = [*ASK, *out.messages, {"role": "assistant", "content": out.text}, {"role": "user", "content": "Thanks."}]
    other = make_engine(model)
    other.load_state(tmp_path / "chat.state")
    again = other.generate(follow, max_tokens=4, tools=_specs(maths_hub))
    again.consume()
    assert again.stats.prompt_decoded < 24, again.stats


def test_a_declined_call_and_the_limit(make_engine: Callable[..., Engine], zoo: Callable[[str], Path],
                                       maths_hub: ToolHub) -> None:
    engine = make_engine(zoo("llama3"))
    out = reply_with_tools(engine, ASK, maths_hub, lambda call: False, max_tokens=96, tool_choice="required", max_calls=1)
    assert out.turns and out.turns[0].result == DECLINED and out.turns[0].status == "declined"
    assert out.messages[-1] == {"role": "tool", "tool_call_id": out.turns[0].call.id, "name": out.turns[0].call.name,
                                "content": DECLINED}
    looping = reply_with_tools(engine, ASK, maths_hub, lambda call: True, max_tokens=96, tool_choice="add", max_calls=0)
    assert looping.stopped_at_limit and looping.turns == [] and len(looping.stats) == 1


def _specs(maths_hub: ToolHub) -> list[dict[str, object]]:
    from app.engine.prompt.tool_calls import tool_specs

    return tool_specs(maths_hub.tools())
