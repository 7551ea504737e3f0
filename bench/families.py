"""Model families: resume, rollback, restore cost, state size and follow-up re-reads on every
model of the test zoo (tests/support/zoo.py: Llama 3 and Qwen 3 with a KV cache, Mamba recurrent, LFM2
hybrid), measured against llama.cpp's raw state load in the same run.

python -m bench.families [--json] [--repeat N] [--zoo DIR] [--only NAME…]. The zoo models (seeded random
weights, the demo model's tokenizer, each family's real chat template) are built once into DIR
(default: Emberly's cache folder, zoo/; not the models folder, whose files the model picker lists).
Greedy sampling, n_ctx 4096, chats rendered through each model's own template. Per family:

  memory                  what llama.cpp keeps per sequence (Engine.memory): kv, swa, recurrent, hybrid
  resume_identical        a 2,000-token chat saved (save_state) and restored in a fresh engine
                          (load_state) continues with the same 40 greedy tokens as the engine that
                          never stopped
  rollback_method         how regenerate got back to the prompt's end (stats.rollback of the second
                          of two replies to the same chat): seq_rm, checkpoint or reprefill
  rollback_identical      that regenerated reply (32 tokens) equals the first, and the reply of a reset engine
  restore_ms              Engine.load_state of the 2,000-token file into an emptied engine, every check
                          included (sidecar, fingerprint, xxh3; the extras are read when first needed,
                          by the next reply); median of 51 (or --repeat, if more)
  raw_restore_ms          llama.cpp's llama_state_seq_load_file of the same file in a raw context with
                          the same parameters, emptied the same way; taken in pairs with the engine's,
                          each pair in the other order than the last; median
  restore_overhead        restore_ms / raw_restore_ms
  reprefill_ms            Engine.prefill of the same 2,000 tokens into an empty cache (a reopen without
                          the file); median
  speedup                 reprefill_ms / restore_ms
  state_bytes_fixed,      the state file's size (llama.cpp's file: token list and cache) as
  state_bytes_per_token     fixed + per_token × n, solved from 500- and 2,000-token saves
  extra_bytes             the files that go with the 2,000-token state: sidecar and extras
                          (checkpoints; for recurrent and hybrid models the last logits)
  followup_reread_tokens  on the 10th turn of a chat whose replies (24 tokens at most) the engine
                          wrote, each turn sent as the whole message list as the app does: the tokens
                          the cache held that had to be decoded again (cached - stats.prompt_reused).
                          0 at best; the last reply (+1) when the template renders it otherwise than
                          the tokens sampled (drops its reasoning, trims its spaces, or its text does
                          not tokenize back the same); never older history
  followup_decoded_tokens stats.prompt_decoded of that turn: the re-read tokens and the new turn itself
  last_reply_tokens       the 9th reply's tokens (the acceptance: reread <= last_reply_tokens + 8)
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from app.engine import Engine, LoadParams
from app.engine.files.state_files import extras_path, sidecar_path
from app.engine.local.default_model import ensure_demo_model
from app.paths import cache_dir, models_dir
from tests.support.zoo import FAMILIES, build

from .common import RESTORE_SAMPLES, RawContext, chat_messages, chat_tokens, cpu_path, main, time_restores
from .resume import continue_greedy

N_CTX = 4096
LONG, SHORT = 2000, 500  # tokens of the saved chats
TURNS = 10


def ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 3)


def rollback(engine: Engine) -> dict[str, Any]:
    """Reply, regenerate, and reply again from a reset engine, to the same chat."""
    chat = chat_messages(200)
    first = engine.generate(chat, max_tokens=32)
    first.consume()
    again = engine.generate(chat, max_tokens=32)
    again.consume()
    engine.reset()
    fresh = engine.generate(chat, max_tokens=32)
    fresh.consume()
    return {"rollback_identical": again.tokens == first.tokens == fresh.tokens, "rollback_method": again.stats.rollback}


def follow_up(engine: Engine) -> dict[str, Any]:
    """A chat of TURNS user turns, each reply written by the engine; the last turn's prompt decode."""
    engine.reset()
    messages = [{"role": "system", "content": "You are brief."}]
    stats = []
    for turn in range(1, TURNS + 1):
        messages.append({"role": "user", "content": f"Turn {turn}: tell me one more thing about the rivers of Ellery."})
        cached = engine.n_cached
        reply = engine.generate(messages, max_tokens=24)
        reply.consume()
        messages.append({"role": "assistant", "content": reply.text})
        stats.append(reply.stats)
    before, last = stats[-2], stats[-1]
    return {
        "followup_reread_tokens": cached - last.prompt_reused,
        "followup_decoded_tokens": last.prompt_decoded,
        "last_reply_tokens": before.generated,
    }


def run(name: str, path: Path, repeat: int, folder: Path) -> dict[str, Any]:
    params = LoadParams(n_ctx=N_CTX)
    a = Engine(path, params)
    tokens = chat_tokens(a, LONG)
    a.prefill(tokens)
    long = a.save_state(folder / f"{name}-{LONG}.kv")
    never_stopped = continue_greedy(a)

    b = Engine(path, params)  # a fresh engine: the reopened chat
    assert b.load_state(long.path) == LONG
    resume_identical = continue_greedy(b) == never_stopped

    raw = RawContext(path, params)
    restore, raw_restore = time_restores(b, raw, long.path, LONG, max(repeat, RESTORE_SAMPLES))
    raw.close()
    reprefill = []
    for _ in range(repeat):
        b.reset()
        t = time.perf_counter()
        b.prefill(tokens)
        reprefill.append(time.perf_counter() - t)
    b.close()

    a.reset()
    a.prefill(tokens[:SHORT])
    short = a.save_state(folder / f"{name}-{SHORT}.kv")
    per_token = (long.state_bytes - short.state_bytes) / (LONG - SHORT)
    extras = extras_path(long.path)
    extra_bytes = sidecar_path(long.path).stat().st_size + (extras.stat().st_size if extras.is_file() else 0)

    a.reset()
    row: dict[str, Any] = {"name": name, "memory": a.memory, "resume_identical": resume_identical, **rollback(a)}
    row.update(restore_ms=ms(restore), raw_restore_ms=ms(raw_restore), reprefill_ms=ms(reprefill))
    row.update(
        restore_overhead=round(row["restore_ms"] / row["raw_restore_ms"], 3),
        speedup=round(row["reprefill_ms"] / row["restore_ms"], 1),
        state_bytes_fixed=round(long.state_bytes - per_token * LONG),
        state_bytes_per_token=round(per_token, 1),
        extra_bytes=extra_bytes,
        **follow_up(a),
    )
    a.close()
    return row


def options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--zoo", type=Path, default=cache_dir() / "zoo", help="folder the zoo models are built in (kept)")
    p.add_argument("--only", nargs="+", choices=list(FAMILIES), default=list(FAMILIES), help="these families only")


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    demo = ensure_demo_model(models_dir())  # the tokenizer the zoo borrows
    with tempfile.TemporaryDirectory(prefix="emberly-bench-") as tmp:
        rows = [run(name, build(name, args.zoo, demo), max(args.repeat, 1), Path(tmp)) for name in args.only]
    lines = [f"zoo: {args.zoo}, n_ctx {N_CTX}, {LONG}-token chat"]
    for r in rows:
        ok = r["followup_reread_tokens"] <= r["last_reply_tokens"] + 8
        lines.append(
            f"{r['name']:>7} ({r['memory']}): resume identical {r['resume_identical']}, regenerate by "
            f"{r['rollback_method']} identical {r['rollback_identical']}; restore {r['restore_ms']:.2f} ms "
            f"(raw {r['raw_restore_ms']:.2f} ms, {r['restore_overhead']}x), re-prefill {r['reprefill_ms']:.0f} ms "
            f"({r['speedup']}x slower); state {r['state_bytes_fixed']:,} B + {r['state_bytes_per_token']} B/token "
            f"(+{r['extra_bytes']:,} B sidecar and extras); turn {TURNS} read {r['followup_reread_tokens']} cached tokens again "
            f"(last reply {r['last_reply_tokens']}: {'ok' if ok else 'OVER'}), {r['followup_decoded_tokens']} decoded in all"
        )
    return lines, {"families": rows, "cpu": cpu_path()}


if __name__ == "__main__":
    main(__doc__, measure, model_option=False, options=options)
