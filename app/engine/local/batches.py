"""Filling a llama_batch: every decode here (the chat's, a draft model's, an MTP head's, the width
probe's) puts its tokens in the same way."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def fill_batch(batch: Any, tokens: Sequence[int], pos0: int, logits: bool, seq: int = 0) -> None:
    """`tokens` at positions pos0.. of sequence `seq` in a llama_batch, each with `logits` or not."""
    for i, tok in enumerate(tokens):
        batch.token[i], batch.pos[i], batch.n_seq_id[i], batch.logits[i] = tok, pos0 + i, 1, logits
        batch.seq_id[i][0] = seq
    batch.n_tokens = len(tokens)
