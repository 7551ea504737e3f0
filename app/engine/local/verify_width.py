"""How many tokens one decode may check at once and still give, bit for bit, the logits that
decoding them one at a time gives.

A speculative reply must be the reply (docs/architecture.md, "Speculative decoding"), and ggml
picks its kernels by batch size: on x86, a repacked Q4_K model multiplies 4 rows or more with
another kernel than 1 to 3 (logits ~1.4 apart, enough to flip a greedy choice), F16 weights go
through llamafile's tinyBLAS from 2 rows on, while Q8_0 agrees at every width. So the width is
measured, not assumed: once per model, placement and machine, on the empty context right after
the load, and remembered (`verify-widths.json`). 1 means this model does not speculate here.
"""

from __future__ import annotations

from typing import Any

import llama_cpp

from ..startup.remembered import Remembered, key_of

MAX_WIDTH = 8  # the token sampled and up to 7 guesses: wider batches cost more than they save on CPUs
_WIDTHS = Remembered("verify-widths.json", "The verify width record", "widths", 256, MAX_WIDTH)


def key(*parts: object) -> str:
    return key_of("verify-width", *parts)


def remembered(width_key: str) -> int | None:
    return _WIDTHS.get(width_key)


def remember(width_key: str, width: int) -> None:
    _WIDTHS.put(width_key, width)


def measure(ctx: Any, vocab: Any, n_vocab: int, max_width: int = MAX_WIDTH) -> int:
    """The widest batch (up to `max_width`) whose every narrower batch also gives each row's
    logits exactly as single-token decodes do. Runs on sequence 0 of an empty context and
    leaves it empty."""
    import numpy as np  # not at import: the early load runs before the window's first frame

    mem = llama_cpp.llama_get_memory(ctx)
    bos = llama_cpp.llama_vocab_bos(vocab)
    tokens = [bos if bos >= 0 else 1, *((7919 * i + 13) % n_vocab for i in range(1, max_width + 1))]
    batch = llama_cpp.llama_batch_init(max_width, 0, 1)
    try:
        def decode(chunk: list[int], pos0: int) -> list[Any] | None:
            for i, tok in enumerate(chunk):
                batch.token[i], batch.pos[i], batch.n_seq_id[i], batch.logits[i] = tok, pos0 + i, 1, True
                batch.seq_id[i][0] = 0
            batch.n_tokens = len(chunk)
            if llama_cpp.llama_decode(ctx, batch) != 0:
                return None
            return [np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(ctx, i), shape=(n_vocab,)).copy()
                    for i in range(len(chunk))]

        singles = []
        for pos, tok in enumerate(tokens):
            rows = decode([tok], pos)
            if rows is None:
                return 1
            singles.append(rows[0])
        width = 1
        for n in range(2, max_width + 1):
            llama_cpp.llama_memory_seq_rm(mem, 0, 1, -1)  # keep the first token: a batch after it
            rows = decode(tokens[1 : n + 1], 1)
            if rows is None or not all(np.array_equal(r, s) for r, s in zip(rows, singles[1:], strict=False)):
                break
            width = n
        return width
    finally:
        llama_cpp.llama_batch_free(batch)
        llama_cpp.llama_memory_clear(mem, True)
