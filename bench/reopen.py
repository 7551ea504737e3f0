"""Reopening a saved 4,000-token chat in a new process: time from "open session" to the first
token of the next reply, warm (from its KV file) against cold (re-reading the transcript).

python -m bench.reopen [--json]. Each reopen runs in a fresh process (model load not timed);
the cold one uses a copy of the data folder without the KV file. identical: every warm reopen
replied exactly as the process that never closed did (greedy). A cold re-read is correct but
computes the history's cache in other batches than the live chat did, so its floats (and,
for a tiny model near a tie, its words) may differ: reported as cold_identical.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore

from .common import ledger_chat, main, model_path

N_TOKENS = 4000
N_CTX = 8192
QUESTION = "Which of these ledgers mentions salt first?"

CHILD = """
import json, sys, time
from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore
root, model, sid, question, n_ctx = sys.argv[1:6]
runner = ChatRunner(SessionStore(root), Engine(model, LoadParams(n_ctx=int(n_ctx))), max_tokens=32)
first = []
t0 = time.perf_counter()
opened = runner.open(sid)
reply = runner.send(question, lambda piece: first or first.append(time.perf_counter()))
print(json.dumps({"kind": opened.kind, "ttft_s": first[0] - t0, "open_s": opened.seconds, "text": reply.text}))
"""


def reopen(root: Path, model: Path, sid: str) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(root), str(model), sid, QUESTION, str(N_CTX)],
        capture_output=True, text=True, check=False,
    )
    if out.returncode != 0:
        raise SystemExit(out.stderr[-3000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    path = model_path(args)
    with tempfile.TemporaryDirectory(prefix="emberly-bench-") as tmp:
        warm_dir, cold_dir = Path(tmp) / "warm", Path(tmp) / "cold"
        engine = Engine(path, LoadParams(n_ctx=N_CTX))
        runner = ChatRunner(SessionStore(warm_dir), engine, max_tokens=32)
        session = ledger_chat(runner, engine, N_TOKENS)
        tokens = engine.n_cached
        runner.save_cache()  # what quitting does
        saved_dir = Path(tmp) / "saved"
        shutil.copytree(warm_dir, saved_dir)
        never_closed = runner.send(QUESTION)
        engine.close()
        shutil.copytree(saved_dir, cold_dir)
        SessionStore(cold_dir).delete_kv(session.id)

        warm = []
        for i in range(max(args.repeat, 1)):  # each from the saved folder, as it was at quit
            run_dir = Path(tmp) / f"run{i}"
            shutil.copytree(saved_dir, run_dir)
            warm.append(reopen(run_dir, path, session.id))
        cold = reopen(cold_dir, path, session.id)
    warm_best = min(warm, key=lambda r: float(r["ttft_s"]))  # type: ignore[arg-type]
    warm_ttft, cold_ttft = float(warm_best["ttft_s"]), float(cold["ttft_s"])  # type: ignore[arg-type]
    result = {
        "tokens": tokens,
        "warm_ttft_s": round(warm_ttft, 4),
        "cold_ttft_s": round(cold_ttft, 4),
        "speedup": round(cold_ttft / warm_ttft, 1),
        "identical": all(r["text"] == never_closed.text and r["kind"] == "warm" for r in warm),
        "cold_identical": cold["text"] == never_closed.text,
    }
    lines = [
        f"model: {path.name}; a saved chat of {tokens:,} tokens reopened in a new process",
        f"warm (KV file): first token after {warm_ttft * 1000:.0f} ms (restore {float(warm_best['open_s']) * 1000:.1f} ms)",
        f"cold (re-read): first token after {cold_ttft:.2f} s",
        f"speedup {result['speedup']}x; warm reply identical to the never-closed process: {result['identical']}"
        f" (cold: {result['cold_identical']})",
    ]
    return lines, result


if __name__ == "__main__":
    main(__doc__, measure)
