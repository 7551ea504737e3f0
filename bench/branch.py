"""Version switching: showing another version of a reply after a 2,000-token shared history, through
the app's own ChatRunner, against re-reading that path.

python -m bench.branch [--json] [--repeat N] [--model PATH]. A chat of one 2,000-token question and
two versions of its reply (up to 200 tokens each, sampled with two seeds); then:

  switch_ms             ChatRunner.switch_version to the other version until the cache holds its
                        path (the composer is ready): the version's own state file, kept when it was
                        left, renamed back and restored; median of --repeat switches back and forth
  switch_in_context_ms  the same switch with no state file for any version: the live cache is rolled
                        back to where the versions part (seq_rm) and the other reply decoded; median
  reprefill_ms          Engine.prefill of that path into an empty cache (what an app without the
                        cache does); median
  switch_speedup        reprefill_ms / switch_ms (acceptance: >= 20)
  identical             40 greedy tokens after a switch back to the first version equal those of
                        the app right after it wrote that version (it never switched): the same
                        cache, restored, so the same arithmetic on every CPU
  identical_in_context  the same, after the in-context switch. Reported, not required: that switch
                        re-reads the version in a batch (it was written token by token) into other
                        cache cells, and some CPUs round a row in a batch differently from the same
                        row alone, so a near-tie may go another way (as bench.reopen's cold_identical)
  reply_tokens          the two versions' lengths

Regenerate xN, on the same chat (the engine loaded with room for 4 sequences), for N = 2, 3, 4:

  versions_wall_s       Engine.generate_versions: N greedy replies of 64 tokens, one decode per
                        step for all of them (the prompt copied to N sequences, not read again)
  sequential_wall_s     N regenerations of 64 tokens one after another (each rolls back and
                        decodes the prompt's last token again)
  parallel_ratio        versions_wall_s / sequential_wall_s (acceptance at N = 3: <= 0.7)
  identical             the N greedy versions equal each other and begin with the sequential
                        greedy reply's first token (read from the same logits)
  sequential_identical  every greedy version equals the sequential greedy reply. Reported, not
                        required: N rows in one decode against one row alone is other arithmetic
                        (e.g. from 4 rows the repacked weights' wider kernel), which some CPUs
                        round differently
  decode_ms_by_rows     one llama_decode of 1..4 rows (one token per sequence), median: what the
                        ratio comes from on this CPU
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import llama_cpp

from app.engine import Engine, LoadParams
from app.engine.sampling import GREEDY
from app.sessions import ChatRunner, SessionStore

from .common import chat_messages, main, model_path
from .resume import continue_greedy

N_CTX = 4096
HISTORY = 2000
REPLY = 200
VERSION_TOKENS = 64


def ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 2)


def versions_at_once(engine: Engine, messages: list[dict[str, str]], repeat: int) -> dict[str, Any]:
    """N greedy replies at once against N regenerations in a row, for N = 2..4."""
    rows: dict[str, Any] = {}
    for n in (2, 3, 4):
        together, apart, same, sequential_same = [], [], True, True
        for _ in range(repeat):
            t = time.perf_counter()
            versions = engine.generate_versions(messages, [GREEDY] * n, max_tokens=VERSION_TOKENS)
            together.append(time.perf_counter() - t)
            engine.drop_versions()
            t = time.perf_counter()
            replies = []
            for _ in range(n):
                reply = engine.generate(messages, GREEDY, max_tokens=VERSION_TOKENS)
                reply.consume()
                replies.append(reply.tokens)
            apart.append(time.perf_counter() - t)
            same = same and all(v.tokens == versions[0].tokens and v.tokens[:1] == replies[0][:1] for v in versions)
            sequential_same = sequential_same and all(v.tokens == replies[0] for v in versions)
        wall, seq = statistics.median(together), statistics.median(apart)
        rows[str(n)] = {"versions_wall_s": round(wall, 3), "sequential_wall_s": round(seq, 3),
                        "parallel_ratio": round(wall / seq, 3), "identical": same,
                        "sequential_identical": sequential_same}
    return rows


def decode_rows(engine: Engine, repeat: int) -> dict[str, float]:
    """One llama_decode of 1..4 rows, each one token of its own sequence after the cache."""
    ctx, mem, base = engine._ctx, engine._mem, engine.n_cached
    for i in range(1, 4):
        llama_cpp.llama_memory_seq_cp(mem, 0, i, -1, -1)
    out = {}
    batch = llama_cpp.llama_batch_init(4, 0, 1)
    try:
        for rows in (1, 2, 3, 4):
            samples = []
            for step in range(max(repeat, 10)):
                for j in range(rows):
                    batch.token[j], batch.pos[j], batch.n_seq_id[j], batch.logits[j] = 1000 + step, base + step, 1, True
                    batch.seq_id[j][0] = j
                batch.n_tokens = rows
                t = time.perf_counter()
                assert llama_cpp.llama_decode(ctx, batch) == 0
                samples.append(time.perf_counter() - t)
            for j in range(4):
                llama_cpp.llama_memory_seq_rm(mem, j, base, -1)
            out[str(rows)] = ms(samples)
    finally:
        llama_cpp.llama_batch_free(batch)
        engine.reset()
    return out


def run(path: Path, repeat: int, folder: Path) -> dict[str, Any]:
    engine = Engine(path, LoadParams(n_ctx=N_CTX, n_parallel=4))
    runner = ChatRunner(SessionStore(folder), engine, max_tokens=REPLY)
    session = runner.new_session()
    words = engine.tokenize(chat_messages(HISTORY)[1]["content"], special=False)
    question = engine.detokenize(words[: HISTORY - 20])  # with the template's tokens: ~2,000
    runner.set_settings(sampling={"temperature": 1.0, "seed": 1})
    first = runner.send(question)
    never_switched = continue_greedy(engine)  # the app right after it wrote the first version
    runner.set_settings(sampling={"temperature": 1.0, "seed": 2})
    second = runner.regenerate()
    assert first is not None and second is not None and session.version_position(1) == (2, 2)

    def switch(step: int) -> float:
        t = time.perf_counter()
        opened = runner.switch_version(1, step)
        took = time.perf_counter() - t
        assert opened is not None and session.messages[1].text == (first.text if step < 0 else second.text)
        return took

    warm = []
    for _ in range(repeat):
        warm.append(switch(-1))
        assert runner.store.kv_path(session.id).is_file()  # restored from the version's file
        warm.append(switch(1))
    switch(-1)
    identical = continue_greedy(engine) == never_switched

    in_context = []
    for _ in range(repeat):
        for step in (1, -1):
            runner.store.delete_kv(session.id)  # no version has a file: roll back and read the other reply
            in_context.append(switch(step))
    identical_in_context = continue_greedy(engine) == never_switched

    by_n = versions_at_once(engine, session.chat_messages()[:1], repeat)
    tokens, _ = engine.fit_conversation(session.chat_messages(), 0, add_generation_prompt=False)
    reprefill = []
    for _ in range(repeat):
        engine.reset()
        t = time.perf_counter()
        engine.prefill(tokens)
        reprefill.append(time.perf_counter() - t)
    rows = decode_rows(engine, repeat)
    engine.close()
    row: dict[str, Any] = {
        "history_tokens": len(tokens) - (first.stats or {}).get("generated", 0),
        "reply_tokens": [(m.stats or {}).get("generated", 0) for m in (first, second)],
        "switch_ms": ms(warm),
        "switch_in_context_ms": ms(in_context),
        "reprefill_ms": ms(reprefill),
        "identical": identical,
        "identical_in_context": identical_in_context,
    }
    row["switch_speedup"] = round(row["reprefill_ms"] / row["switch_ms"], 1)
    row["in_context_speedup"] = round(row["reprefill_ms"] / row["switch_in_context_ms"], 1)
    row.update(by_n["3"])  # the acceptance's N
    row["versions_at_once"] = by_n
    row["decode_ms_by_rows"] = rows
    return row


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    path = model_path(args)
    with tempfile.TemporaryDirectory(prefix="emberly-bench-") as tmp:
        r = run(path, max(args.repeat, 3), Path(tmp))
    lines = [
        f"model: {path.name}, n_ctx {N_CTX}, {r['history_tokens']:,}-token history, replies of {r['reply_tokens']} tokens",
        f"switch to the other version: {r['switch_ms']:.1f} ms from its state file, {r['switch_in_context_ms']:.0f} ms "
        f"rolling the live cache back, {r['reprefill_ms']:.0f} ms re-reading the path: {r['switch_speedup']}x "
        f"({r['in_context_speedup']}x in context) faster; identical: {r['identical']} (in context {r['identical_in_context']})",
    ]
    for n, a in r["versions_at_once"].items():
        lines.append(f"regenerate x{n} ({VERSION_TOKENS} tokens each): {a['versions_wall_s']:.2f} s in one batch, "
                     f"{a['sequential_wall_s']:.2f} s one after another: ratio {a['parallel_ratio']}; identical: {a['identical']} "
                     f"(to the sequential reply: {a['sequential_identical']})")
    lines.append("one llama_decode of 1-4 rows: " + ", ".join(f"{k}: {v} ms" for k, v in r["decode_ms_by_rows"].items()))
    return lines, r


if __name__ == "__main__":
    main(__doc__, measure)
