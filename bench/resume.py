"""Reopening a chat: Emberly's verified restore from a state file against re-prefill and against
llama.cpp's raw `llama_state_seq_load_file`, for 2,000- and 8,000-token conversations.

python -m bench.resume [--json]. restore_s includes every check (sidecar, fingerprint, xxh3 of
the file, header); identical says whether 40 greedy tokens after the restore (in a fresh engine)
equal those of the engine that never stopped.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from app.engine import Engine, LoadParams
from app.engine.files.state_files import sidecar_path

from .common import RESTORE_SAMPLES, RawContext, chat_tokens, main, model_path, time_restores

SIZES = (2000, 8000)
N_CTX = 8448  # room for the 8,000-token chat and its continuation


def continue_greedy(engine: Engine, n: int = 40) -> list[int]:
    reply = engine.generate_from_tokens(engine.tokens, max_tokens=n)
    reply.consume()
    return reply.tokens


def run(path: Path, n: int, repeat: int, folder: Path) -> dict[str, object]:
    params = LoadParams(n_ctx=N_CTX)
    a = Engine(path, params)
    tokens = chat_tokens(a, n)
    t = time.perf_counter()
    a.prefill(tokens)
    prefill_s = time.perf_counter() - t
    state = folder / f"chat-{n}.kv"
    saved = a.save_state(state)
    never_stopped = continue_greedy(a)
    a.close()

    b = Engine(path, params)
    raw = RawContext(path, params)
    restore, raw_restore = time_restores(b, raw, state, n, max(repeat, RESTORE_SAMPLES))
    identical = continue_greedy(b) == never_stopped
    b.close()
    raw.close()

    restore_s, raw_restore_s = statistics.median(restore), statistics.median(raw_restore)
    ours_bytes = saved.state_bytes + sidecar_path(state).stat().st_size
    return {
        "tokens": n,
        "prefill_s": round(prefill_s, 4),
        "restore_s": round(restore_s, 5),
        "raw_restore_s": round(raw_restore_s, 5),
        "speedup": round(prefill_s / restore_s, 1),
        "overhead": round(restore_s / raw_restore_s, 3),
        "bytes_per_token": round(ours_bytes / n, 1),
        "raw_bytes_per_token": round(saved.state_bytes / n, 1),
        "identical": identical,
    }


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    path = model_path(args)
    with tempfile.TemporaryDirectory(prefix="emberly-bench-") as tmp:
        runs = [run(path, n, max(args.repeat, 5), Path(tmp)) for n in SIZES]
    lines = [f"model: {path.name}, n_ctx {N_CTX}"]
    for r in runs:
        lines.append(
            f"{r['tokens']:>5} tokens: re-prefill {r['prefill_s']:.2f} s, restore {r['restore_s'] * 1000:.1f} ms "
            f"(raw load {r['raw_restore_s'] * 1000:.1f} ms): {r['speedup']}x faster, overhead {r['overhead']}x; "
            f"{r['bytes_per_token']} B/token (raw {r['raw_bytes_per_token']}); identical: {r['identical']}"
        )
    return lines, {"runs": runs}


if __name__ == "__main__":
    main(__doc__, measure)
