"""Tool turns: tokens read per tool turn against the result's, an MCP call through the hub against the SDK's own loop, forced calls' validity.

python -m bench.tools [--json] [--repeat N]. The zoo's Llama 3 (its template teaches its own call
syntax) with the test MCP server (tests/support/mcp_server.py, the SDK's MCPServer on stdio):
- reread_overhead: a forced call of `words` (a result of up to 200 words), then the next step: the
  tokens it decodes (tool_turn_decoded) less the result's own tokens (≤ 8: the turn markers
  around the result; the call itself stays read); turn_marker_tokens: what the template writes
  around the result, reread_tokens: what was decoded beyond the new text (0: nothing twice);
- roundtrip_ratio: the median time of an `add` call through ToolHub (its thread, its bounded
  transport) over the SDK's own stdio_client + ClientSession calling it in a bare loop (≤ 1.2);
- forced_call_valid: the share of 50 forced calls (sampled at temperature 1, seeds 0..49) on the
  small demo model whose arguments the tool's schema accepts (jsonschema), as 1.0 = all.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from app.engine import Engine, LoadParams
from app.engine.prompt.grammar import call_grammar
from app.engine.prompt.tool_calls import parse_calls, tool_specs
from app.engine.sampling import SamplingParams
from app.sessions.tool_turns import reply_with_tools
from app.tools.hub import ToolHub
from app.tools.servers import ServerConfig

from .common import main, model_path

ROOT = Path(__file__).resolve().parents[1]
SERVER = ServerConfig("bench", command=sys.executable, args=("-m", "tests.support.mcp_server"), cwd=str(ROOT))
CALLS = 50


def reread(folder: Path, small: Path, hub: ToolHub) -> dict[str, Any]:
    from tests.support.zoo import build

    engine = Engine(build("llama3", folder, small), LoadParams(n_ctx=4096))
    try:
        ask = [{"role": "user", "content": "List 200 words with the words tool."}]
        out = reply_with_tools(engine, ask, hub, lambda call: True, max_tokens=96, tool_choice="words", max_calls=1)
        result = out.turns[0].result
        result_tokens = len(engine.tokenize(result, special=False))
        decoded = out.stats[1].prompt_decoded
        # What the template adds after the call (the result and its turn markers), as tokens:
        # decoded beyond it is text the model had read already.
        specs = tool_specs(hub.tools())
        before = engine.render(ask, tools=specs) + out.messages[0]["content"]
        after = engine.render([*ask, *out.messages], tools=specs)
        added = len(engine.tokenize(after[len(before):])) if after.startswith(before) else -1
        return {"tool_turn_decoded": decoded, "result_tokens": result_tokens, "reread_overhead": decoded - result_tokens,
                "turn_marker_tokens": added - result_tokens, "reread_tokens": decoded - added}
    finally:
        engine.close()


async def sdk_loop(n: int) -> list[float]:
    from mcp.client.session import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(command=SERVER.command, args=list(SERVER.args), cwd=SERVER.cwd)
    times = []
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        for i in range(n):
            t0 = time.perf_counter()
            await session.call_tool("add", {"a": i, "b": 1})
            times.append(time.perf_counter() - t0)
    return times


def roundtrip(hub: ToolHub, n: int) -> dict[str, Any]:
    hub.call("add", {"a": 0, "b": 0})  # started and warm, as the SDK's loop is after initialize
    ours = []
    for i in range(n):
        t0 = time.perf_counter()
        hub.call("add", {"a": i, "b": 1})
        ours.append(time.perf_counter() - t0)
    theirs = asyncio.run(sdk_loop(n))
    return {"tool_roundtrip_ms": round(statistics.median(ours) * 1000, 3),
            "sdk_roundtrip_ms": round(statistics.median(theirs) * 1000, 3),
            "roundtrip_ratio": round(statistics.median(ours) / statistics.median(theirs), 3)}


def forced_validity(small: Path, hub: ToolHub) -> dict[str, Any]:
    import jsonschema

    (add,) = [t for t in tool_specs(hub.tools()) if t["function"]["name"] == "add"]
    grammar = call_grammar([add], "add")
    engine = Engine(small, LoadParams(n_ctx=2048))
    ask = [{"role": "user", "content": "Add 19 and 23 with the add tool."}]
    valid = 0
    try:
        for seed in range(CALLS):
            text = engine.generate(ask, replace(SamplingParams(temperature=1.0), seed=seed), 96, grammar=grammar).consume()
            calls = parse_calls(text, "json").calls
            try:
                jsonschema.validate(calls[0].arguments, add["function"]["parameters"])
                valid += calls[0].name == "add"
            except (IndexError, jsonschema.ValidationError):
                pass
    finally:
        engine.close()
    return {"forced_calls": CALLS, "forced_call_valid": round(valid / CALLS, 3)}


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    from tests.support.zoo import build_small_vocab

    model = model_path(args)
    small = build_small_vocab(model.parent, model)
    with tempfile.TemporaryDirectory(prefix="emberly-bench-tools-") as tmp:
        hub = ToolHub([SERVER], Path(tmp))
        try:
            hub.tools()
            result = {**reread(model.parent, small, hub), **roundtrip(hub, max(args.repeat, 1) * 20),
                      **forced_validity(small, hub)}
        finally:
            hub.close()
    lines = [f"a tool turn read {result['tool_turn_decoded']} tokens for a result of {result['result_tokens']}: "
             f"overhead {result['reread_overhead']} (≤ 8), of which the template's turn markers "
             f"{result['turn_marker_tokens']} and text read again {result['reread_tokens']}",
             f"an MCP call: {result['tool_roundtrip_ms']} ms through the hub, {result['sdk_roundtrip_ms']} ms in the SDK's "
             f"own loop: ratio {result['roundtrip_ratio']} (≤ 1.2)",
             f"forced calls valid against the schema: {result['forced_call_valid']:.0%} of {CALLS}"]
    return lines, result


if __name__ == "__main__":
    main(__doc__, measure)
