"""The llama.cpp sampler chain built from a chat's sampling settings."""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from typing import Any

import llama_cpp

from ..sampling import SamplingParams


class SamplerChain:
    """Owns a llama_sampler chain; free it with close() (or let the engine do it)."""

    def __init__(self, params: SamplingParams, n_vocab: int, history: Sequence[int] = ()):
        chain_params = llama_cpp.llama_sampler_chain_default_params()
        chain_params.no_perf = True
        self._chain = llama_cpp.llama_sampler_chain_init(chain_params)
        def add(sampler: Any) -> None:
            llama_cpp.llama_sampler_chain_add(self._chain, sampler)

        if params.logit_bias:
            entries = [llama_cpp.llama_logit_bias(t, b) for t, b in params.logit_bias if 0 <= t < n_vocab]  # an imported chat's may be anything
            biases = (llama_cpp.llama_logit_bias * len(entries))(*entries)
            add(llama_cpp.llama_sampler_init_logit_bias(n_vocab, len(biases), biases))
        if params.repeat_penalty != 1.0 and params.repeat_last_n != 0:
            add(llama_cpp.llama_sampler_init_penalties(n_vocab, params.repeat_last_n, params.repeat_penalty, 0.0, 0.0))
        if params.temperature <= 0:
            add(llama_cpp.llama_sampler_init_greedy())
        else:
            if params.top_k > 0:
                add(llama_cpp.llama_sampler_init_top_k(params.top_k))
            if params.top_p < 1.0:
                add(llama_cpp.llama_sampler_init_top_p(params.top_p, 1))
            if params.min_p > 0.0:
                add(llama_cpp.llama_sampler_init_min_p(params.min_p, 1))
            add(llama_cpp.llama_sampler_init_temp(params.temperature))
            add(llama_cpp.llama_sampler_init_dist(params.seed & 0xFFFFFFFF))
        # The penalty sampler remembers recent tokens: feed it the conversation so far, so a
        # restored or rolled-back chat samples as one that never stopped.
        if params.repeat_penalty != 1.0:
            for token in history[-max(params.repeat_last_n, 0) :] if params.repeat_last_n > 0 else history:
                llama_cpp.llama_sampler_accept(self._chain, token)

    def sample(self, ctx: llama_cpp.llama_context_p, row: int = -1) -> int:
        """Sample from logits row `row` of the last decode (-1: the last) and record the token in
        the chain's history."""
        token: int = llama_cpp.llama_sampler_sample(self._chain, ctx, row)
        return token

    def sample_logits(self, logits: Any) -> int:
        """Sample from a saved logits row (numpy f32), exactly as llama_sampler_sample does from
        the context's: the chain applied to every token, then the choice recorded."""
        import numpy as np

        n = len(logits)
        data = np.zeros(n, dtype=[("id", "<i4"), ("logit", "<f4"), ("p", "<f4")])  # llama_token_data
        data["id"] = np.arange(n, dtype=np.int32)
        data["logit"] = logits
        cur = llama_cpp.llama_token_data_array(
            data=data.ctypes.data_as(ctypes.POINTER(llama_cpp.llama_token_data)), size=n, selected=-1, sorted=False
        )
        llama_cpp.llama_sampler_apply(self._chain, ctypes.byref(cur))
        if not 0 <= cur.selected < cur.size:
            raise RuntimeError("the sampler chain selected no token")
        token = int(cur.data[cur.selected].id)
        llama_cpp.llama_sampler_accept(self._chain, token)
        return token

    def close(self) -> None:
        if self._chain is not None:
            llama_cpp.llama_sampler_free(self._chain)
            self._chain = None
