"""Hot sequences: is a client's conversation worth keeping in a second sequence of the model's
context (n_seq_max, one unified cache) rather than restoring it from the prefix cache on disk?

python -m bench.hot_sequences [--json]. Raw llama.cpp on the engine's settings, one 4,000-token
conversation, a 500-token chat going on in sequence 0:

- base_tok_s: the chat's decode with the context to itself (n_seq_max 1); hot_tok_s: the same
  with the conversation held in sequence 1 of a unified 2-sequence context. hot_decode_ratio =
  hot / base: what every token decoded while a conversation is held costs (the attention reads
  every used cell, masked or not).
- copy_ms: the conversation into sequence 0 from the hot one (llama_memory_seq_cp, cells shared);
  load_ms: from its state file as the prefix cache holds it (llama_state_seq_load_file, the file
  in the page cache).
- break_even_tokens: tokens decoded while it is held at which holding has cost what it saved
  ((load_ms - copy_ms) / the extra ms per token). Below a reply or two, keeping it hot loses.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import llama_cpp

from app.engine import LoadParams

from .common import RawContext, main, model_path, raw_load

N_HOT, N_CHAT, N_DECODE, N_CTX = 4000, 500, 128, 8192


def _decode(raw: RawContext, batch: Any, tokens: list[int], seq: int, pos0: int) -> None:
    for start in range(0, len(tokens), raw.n_batch):
        chunk = tokens[start : start + raw.n_batch]
        batch.n_tokens = len(chunk)
        for i, t in enumerate(chunk):
            batch.token[i], batch.pos[i], batch.n_seq_id[i], batch.logits[i] = t, pos0 + start + i, 1, i == len(chunk) - 1
            batch.seq_id[i][0] = seq
        assert llama_cpp.llama_decode(raw.ctx, batch) == 0


def _tokens(raw: RawContext, n: int) -> list[int]:
    text = " ".join(f"Ledger {i}: grain, salt and wool of the river town Ellery." for i in range(n // 10)).encode()
    buf = (llama_cpp.llama_token * (n * 4))()
    got = llama_cpp.llama_tokenize(raw.vocab, text, len(text), buf, n * 4, True, False)
    assert got >= n
    return list(buf[:n])


def _chat_tok_s(path: Path, hot: bool, state: Path | None) -> tuple[float, float]:
    """The chat's decode tok/s (and, when the conversation is hot, ms to copy it into sequence 0)."""
    raw = RawContext(path, LoadParams(n_ctx=N_CTX), n_seq_max=2 if hot else 1)
    batch = llama_cpp.llama_batch_init(raw.n_batch, 0, 1)
    try:
        tokens = _tokens(raw, N_HOT + N_DECODE)
        if hot:
            _decode(raw, batch, tokens[:N_HOT], 1, 0)
            if state is not None:
                arr = (llama_cpp.llama_token * N_HOT)(*tokens[:N_HOT])
                assert llama_cpp.llama_state_seq_save_file(raw.ctx, str(state).encode(), 1, arr, N_HOT)
        chat = tokens[N_HOT - N_CHAT : N_HOT]  # other tokens than the conversation's head
        _decode(raw, batch, chat, 0, 0)
        t = time.perf_counter()
        for i in range(N_DECODE):
            _decode(raw, batch, [tokens[N_HOT + i]], 0, N_CHAT + i)
        tok_s = N_DECODE / (time.perf_counter() - t)
        copy_ms = 0.0
        if hot:
            llama_cpp.llama_memory_seq_rm(raw.mem, 0, -1, -1)
            t = time.perf_counter()
            llama_cpp.llama_memory_seq_cp(raw.mem, 1, 0, -1, -1)
            copy_ms = (time.perf_counter() - t) * 1000
        return tok_s, copy_ms
    finally:
        llama_cpp.llama_batch_free(batch)
        raw.close()


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    path = model_path(args)
    base, hot, copies, loads = [], [], [], []
    with tempfile.TemporaryDirectory(prefix="emberly-bench-") as tmp:
        state = Path(tmp) / "conversation.state"
        for _ in range(args.repeat):
            base.append(_chat_tok_s(path, False, None)[0])
            tok_s, copy_ms = _chat_tok_s(path, True, state)
            hot.append(tok_s)
            copies.append(copy_ms)
        raw = RawContext(path, LoadParams(n_ctx=N_CTX))
        try:
            raw_load(raw, state, N_HOT)  # the file into the page cache, as a recent entry is
            loads = [raw_load(raw, state, N_HOT) * 1000 for _ in range(9)]
        finally:
            raw.close()
    base_tok_s, hot_tok_s = statistics.median(base), statistics.median(hot)
    copy_ms, load_ms = statistics.median(copies), statistics.median(loads)
    extra_ms = 1000 / hot_tok_s - 1000 / base_tok_s
    break_even = (load_ms - copy_ms) / extra_ms if extra_ms > 0 else float("inf")
    result = {"model": path.name, "n_hot": N_HOT, "base_tok_s": round(base_tok_s, 1), "hot_tok_s": round(hot_tok_s, 1),
              "hot_decode_ratio": round(hot_tok_s / base_tok_s, 3), "copy_ms": round(copy_ms, 3),
              "load_ms": round(load_ms, 2), "break_even_tokens": round(break_even, 1)}
    lines = [f"chat decode: {base_tok_s:.1f} tok/s alone, {hot_tok_s:.1f} with a {N_HOT:,}-token conversation hot "
             f"(ratio {result['hot_decode_ratio']})",
             f"that conversation into the chat's sequence: {copy_ms:.3f} ms copied, {load_ms:.2f} ms from its file",
             f"break-even: {break_even:.1f} tokens decoded while it is held"]
    return lines, result


if __name__ == "__main__":
    main(__doc__, measure)
