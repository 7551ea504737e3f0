"""Remote engine against a real llama-server on loopback, in one run.

python -m bench.remote [--json] [--repeat N] [--model PATH]. llama-server (tests/support/servers: built
once per machine from the llama.cpp llama-cpp-python pins) serves the model with 2 slots and
--slot-save-path. Streaming: tokens/s as Emberly's remote engine receives them (`client_tok_s`)
against the server's own `timings.predicted_per_second` for the same replies (`server_tok_s`):
`stream_ratio`; the in-process engine on the same model and prompt for reference (`local_tok_s`).
Resume: a chat of ~4,000 tokens is saved to its slot file, the server restarted, and the chat
reopened: `warm_ttft_s` (restore + first token) against `cold_ttft_s` (the restarted server reads
the chat again): `resume_speedup`; `identical`: the greedy reply after the restore equals the one
the never-closed chat gave.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from app.engine import GREEDY, Engine, LoadParams
from app.engine.remote.engine import RemoteEngine
from app.engine.remote.server_info import probe
from bench.common import chat_messages, main, model_path
from tests.support.servers.llama_server import cache_dir, ensure_llama_server, llama_server

REPLY_TOKENS = 128
CHAT_TOKENS = 4000
STORY = [{"role": "user", "content": "Write a long story about a lighthouse keeper and a storm."}]


def engine_on(url: str) -> RemoteEngine:
    info = probe(url)
    return RemoteEngine(info, info.models[0])


def stream(url: str, repeat: int) -> tuple[float, float]:
    engine = engine_on(url)
    client, server = [], []
    try:
        for _ in range(repeat):
            reply = engine.generate(STORY, GREEDY, REPLY_TOKENS)
            reply.consume()
            client.append(reply.stats.generation_tok_s)
            server.append(engine.last_timings.get("predicted_per_second", 0.0))
    finally:
        engine.close()
    return statistics.median(client), statistics.median(server)


def local(path: Path, repeat: int) -> tuple[float, list[dict[str, str]]]:
    """The in-process engine's rate, and a chat of about CHAT_TOKENS tokens (its tokenizer counts)."""
    engine = Engine(path, LoadParams(n_ctx=4096))
    try:
        rates = []
        for _ in range(repeat):
            engine.reset()
            reply = engine.generate(STORY, GREEDY, REPLY_TOKENS)
            reply.consume()
            rates.append(reply.stats.generation_tok_s)
        n = len(engine.prompt_tokens(engine.render(chat_messages(CHAT_TOKENS))))
        return statistics.median(rates), chat_messages(CHAT_TOKENS * CHAT_TOKENS // n)
    finally:
        engine.close()


def first_piece(engine: RemoteEngine, messages: list[dict[str, str]], started: float) -> tuple[float, str]:
    reply = engine.generate(messages, GREEDY, 32)
    ttft = 0.0
    for _ in reply:
        if not ttft:
            ttft = time.perf_counter() - started
    return ttft, reply.text


def resume(path: Path, binary: Path, work: Path, repeat: int, chat: list[dict[str, str]]) -> dict[str, Any]:
    slots = work / "slots"
    slots.mkdir()
    server = llama_server(binary, path, slots, work / "server.log", slots=2, n_ctx=2 * 8192).start()
    try:
        engine = engine_on(server.url)
        first = engine.generate(chat, GREEDY, 32)
        first.consume()
        chat_tokens = engine.n_cached
        kv = work / "chat.kv"
        engine.save_state(kv)
        chat = [*chat, {"role": "assistant", "content": first.text}, {"role": "user", "content": "Now summarize it."}]
        never_closed = engine.generate(chat, GREEDY, 32).consume()
        engine.close()
        warm, cold, restore, identical = [], [], [], True
        for _ in range(repeat):
            server.restart()
            engine = engine_on(server.url)
            t0 = time.perf_counter()
            engine.load_state(kv)
            restore.append(time.perf_counter() - t0)
            ttft, text = first_piece(engine, chat, t0)
            warm.append(ttft)
            identical = identical and text == never_closed
            engine.close()
            server.restart()
            engine = engine_on(server.url)
            ttft, text = first_piece(engine, chat, time.perf_counter())
            cold.append(ttft)
            engine.close()
        return {"chat_tokens": chat_tokens, "restore_s": round(statistics.median(restore), 4),
                "warm_ttft_s": round(statistics.median(warm), 4), "cold_ttft_s": round(statistics.median(cold), 3),
                "identical": identical}
    finally:
        server.stop()


def run(path: Path, repeat: int, work: Path) -> dict[str, Any]:
    binary = ensure_llama_server()
    built = cache_dir() / "build.json"
    server = llama_server(binary, path, None, work / "stream.log", slots=2, n_ctx=8192).start()
    try:
        client_tok_s, server_tok_s = stream(server.url, repeat)
    finally:
        server.stop()
    local_tok_s, chat = local(path, repeat)
    r: dict[str, Any] = {
        "client_tok_s": round(client_tok_s, 2),
        "server_tok_s": round(server_tok_s, 2),
        "stream_ratio": round(client_tok_s / server_tok_s, 3) if server_tok_s else 0.0,
        "local_tok_s": round(local_tok_s, 2),
    }
    r.update(resume(path, binary, work, repeat, chat))
    r["resume_speedup"] = round(r["cold_ttft_s"] / r["warm_ttft_s"], 1) if r["warm_ttft_s"] else 0.0
    r["server_build_s"] = json.loads(built.read_text())["seconds"] if built.exists() else None
    return r


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    path = model_path(args)
    with tempfile.TemporaryDirectory(prefix="emberly-bench-") as tmp:
        r = run(path, max(args.repeat, 3), Path(tmp))
    lines = [
        f"model: {path.name}, replies of {REPLY_TOKENS} tokens, greedy",
        f"streaming: {r['client_tok_s']} tok/s received by the remote engine, {r['server_tok_s']} tok/s by the server's "
        f"own timings: ratio {r['stream_ratio']}; in-process engine: {r['local_tok_s']} tok/s",
        f"reopen a {r['chat_tokens']:,}-token chat after a server restart: {r['warm_ttft_s'] * 1000:.0f} ms to the first "
        f"token from its slot file (restore {r['restore_s'] * 1000:.0f} ms), {r['cold_ttft_s']:.2f} s re-read: "
        f"{r['resume_speedup']}x; identical: {r['identical']}",
    ]
    if r["server_build_s"] is not None:
        lines.append(f"llama-server build on this machine: {r['server_build_s']} s")
    return lines, r


if __name__ == "__main__":
    main(__doc__, measure)
