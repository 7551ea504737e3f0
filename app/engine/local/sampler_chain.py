"""The llama.cpp sampler chain built from a chat's sampling settings."""

from __future__ import annotations

import ctypes
from collections.abc import Callable, Sequence
from typing import Any

import llama_cpp

from ...words import translate
from ..prompt.grammar import GrammarError, ensure_parsed
from ..sampling import SamplingParams

GRAMMAR_CHUNK = 4096  # candidates the grammar checks per call: a stop is seen between two calls


class Stopped(Exception):
    """The reply was stopped while the grammar checked the vocabulary: no token was sampled."""


class SamplerChain:
    """Owns a llama_sampler chain; free it with close() (or let the engine do it)."""

    def __init__(self, params: SamplingParams, n_vocab: int, history: Sequence[int] = (), grammar: str = "",
                 vocab: Any = None, stopping: Callable[[], bool] | None = None):
        """`grammar`: GBNF the reply is held to (prompt/grammar.py), with the model's `vocab`;
        `stopping`: polled while the grammar checks the vocabulary (sample raises Stopped)."""
        self._n_vocab = n_vocab
        self._stopping = stopping
        if grammar:
            ensure_parsed(grammar)  # parsed in the helper first: llama.cpp's parser can crash
        chain_params = llama_cpp.llama_sampler_chain_default_params()
        chain_params.no_perf = True
        self._chain = llama_cpp.llama_sampler_chain_init(chain_params)
        def add(sampler: Any) -> None:
            llama_cpp.llama_sampler_chain_add(self._chain, sampler)

        # Kept apart from the chain, as llama.cpp's common sampler does: checking every token of
        # the vocabulary against a grammar at each step is ~1 s with Gemma's; the chain's choice
        # is checked alone, and only a refused one costs the whole check (sample_logits).
        self._grammar: Any = None
        if grammar:
            self._grammar = llama_cpp.llama_sampler_init_grammar(vocab, grammar.encode(), b"root")
            if not self._grammar:
                self.close()
                raise GrammarError(translate("Engine", "llama.cpp did not accept the grammar the schema became."))

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
        if self._grammar is not None:
            import numpy as np

            logits = np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(ctx, row), shape=(self._n_vocab,))
            return self.sample_logits(logits)
        token: int = llama_cpp.llama_sampler_sample(self._chain, ctx, row)
        return token

    def sample_logits(self, logits: Any) -> int:
        """Sample from a saved logits row (numpy f32), exactly as llama_sampler_sample does from
        the context's: the chain applied to every token, then the choice recorded. With a
        grammar, the choice is checked against it first; refused, the grammar is applied to every
        token and the chain chooses again among those it allows."""
        data, cur = _candidates(logits)
        llama_cpp.llama_sampler_apply(self._chain, ctypes.byref(cur))
        token = _selected(cur)
        if self._grammar is not None and not self._allows(token, float(logits[token])):
            data, cur = _candidates(logits)
            self._apply_grammar(data)
            llama_cpp.llama_sampler_apply(self._chain, ctypes.byref(cur))
            token = _selected(cur)
        if self._grammar is not None:
            llama_cpp.llama_sampler_accept(self._grammar, token)
        llama_cpp.llama_sampler_accept(self._chain, token)
        del data  # the candidates' memory, alive until here
        return token

    def _apply_grammar(self, data: Any) -> None:
        """The grammar applied to every candidate, a chunk per call: each candidate is judged
        alone, so the chunks give what one call gives, and a stop is heard between them (one
        call over a large vocabulary and a large grammar can take seconds)."""
        row = ctypes.sizeof(llama_cpp.llama_token_data)
        for start in range(0, len(data), GRAMMAR_CHUNK):
            if self._stopping is not None and self._stopping():
                raise Stopped
            size = min(GRAMMAR_CHUNK, len(data) - start)
            chunk = llama_cpp.llama_token_data_array(
                data=ctypes.cast(data.ctypes.data + start * row, ctypes.POINTER(llama_cpp.llama_token_data)),
                size=size, selected=-1, sorted=False)
            llama_cpp.llama_sampler_apply(self._grammar, ctypes.byref(chunk))

    def _allows(self, token: int, logit: float) -> bool:
        one = (llama_cpp.llama_token_data * 1)(llama_cpp.llama_token_data(token, logit, 0.0))
        cur = llama_cpp.llama_token_data_array(data=one, size=1, selected=-1, sorted=False)
        llama_cpp.llama_sampler_apply(self._grammar, ctypes.byref(cur))
        return bool(one[0].logit != float("-inf"))

    def close(self) -> None:
        if self._chain is not None:
            llama_cpp.llama_sampler_free(self._chain)
            self._chain = None
        if getattr(self, "_grammar", None) is not None:
            llama_cpp.llama_sampler_free(self._grammar)
            self._grammar = None


def _candidates(logits: Any) -> tuple[Any, Any]:
    """(numpy llama_token_data rows, the llama_token_data_array over them) for a logits row."""
    import numpy as np

    n = len(logits)
    data = np.zeros(n, dtype=[("id", "<i4"), ("logit", "<f4"), ("p", "<f4")])  # llama_token_data
    data["id"] = np.arange(n, dtype=np.int32)
    data["logit"] = logits
    cur = llama_cpp.llama_token_data_array(
        data=data.ctypes.data_as(ctypes.POINTER(llama_cpp.llama_token_data)), size=n, selected=-1, sorted=False)
    return data, cur


def _selected(cur: Any) -> int:
    if not 0 <= cur.selected < cur.size:
        raise RuntimeError("the sampler chain selected no token")
    return int(cur.data[cur.selected].id)
