"""How many tokens one decode may check at once and still give, bit for bit, the logits that
decoding them one at a time gives.

A speculative reply must be the reply (docs/architecture.md, "Speculative decoding"), and ggml
picks its kernels by batch size: on x86, a repacked Q4_K model multiplies 4 rows or more with
another kernel than 1 to 3 (logits ~1.4 apart, enough to flip a greedy choice), F16 weights go
through llamafile's tinyBLAS from 2 rows on, while Q8_0 agrees at every width. So the width is
measured, not assumed: once per model, placement and machine, on the empty context right after
the load, and remembered (`verify-widths.json`). 1 means this model does not speculate here.
A recurrent or hybrid model's state goes back only inside its last decode, through the snapshots
it keeps of each token there (n_rs_seq, `LoadParams.rollback_snapshots`): the probe drops each
batch's rows after its first and decodes the next token again, so that is measured too.
"""

from __future__ import annotations

from typing import Any

import llama_cpp

from ..params import MAX_CHECK
from ..startup.remembered import Remembered, key_of
from .batches import fill_batch

MAX_WIDTH = MAX_CHECK  # the token sampled and up to 7 guesses: wider batches cost more than they save on CPUs
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
            fill_batch(batch, chunk, pos0, True)
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
            llama_cpp.llama_memory_clear(mem, True)  # (a recurrent state goes back only inside one decode)
            rows = decode(tokens[:1], 0) and decode(tokens[1 : n + 1], 1)
            if not rows or not all(np.array_equal(r, s) for r, s in zip(rows, singles[1:], strict=False)):
                break
            # A check keeps its first row at least: dropping the others must leave the cache as it was.
            if not llama_cpp.llama_memory_seq_rm(mem, 0, 2, -1):
                break  # a recurrent state that cannot go back this far (no snapshots: Mamba)
            again = decode(tokens[2:3], 2)
            if again is None or not np.array_equal(again[0], singles[2]):
                break
            width = n
        return width
    finally:
        llama_cpp.llama_batch_free(batch)
        llama_cpp.llama_memory_clear(mem, True)
