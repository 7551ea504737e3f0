"""Sentence embeddings from a GGUF embedding model (BERT, nomic-bert, Qwen3-Embedding…) on
llama.cpp's C API: many texts per decode, each in its own sequence, one pooled vector each.

The model decides the pooling (mean, CLS, last token); a model that does not pool (a chat
model) or ranks (a reranker) is refused at load. llama.cpp gives a non-causal encoder (BERT) no
memory: `llama_decode` runs it as an encoder pass, which must hold a whole batch in one ubatch,
so n_ubatch is n_batch here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

import llama_cpp
import numpy as np
import numpy.typing as npt

from ...words import translate
from .. import backend
from ..errors import DecodeError, EngineError, ModelLoadError
from ..params import LoadParams
from ..startup.safe_start import RunPath, effective_gpu_layers

Embeddings = npt.NDArray[np.float32]

# Poolings that give one vector per sequence of the model's width (RANK gives class scores).
_POOLED = {llama_cpp.LLAMA_POOLING_TYPE_MEAN, llama_cpp.LLAMA_POOLING_TYPE_CLS, llama_cpp.LLAMA_POOLING_TYPE_LAST}


class EmbeddingCancelled(EngineError):
    """`cancelled()` turned true between two batches; no embeddings are returned."""


class Embedder:
    """An embedding model and its own context (embeddings on), owned and freed together.

    One thread at a time: the context holds the last batch's outputs."""

    def __init__(self, path: Path, n_ctx: int = 2048, n_batch: int = 2048, n_seq_max: int = 16,
                 run_path: RunPath | None = None):
        """`run_path`: how models load on this machine (the start-up probe's decision; None:
        llama.cpp's defaults, every GPU layer and the extra buffer types)."""
        backend.ensure_backend()
        self.path = Path(path)
        self._model: llama_cpp.llama_model_p | None = None
        self._ctx: llama_cpp.llama_context_p | None = None
        self._batch: Any = None
        backend.take_recent_errors()
        mparams = llama_cpp.llama_model_default_params()
        if run_path is not None:
            mparams.n_gpu_layers = effective_gpu_layers(-1, run_path)
            mparams.use_extra_bufts = run_path.use_extra_bufts
        model = llama_cpp.llama_model_load_from_file(str(self.path).encode(), mparams)
        if not model:
            raise ModelLoadError(translate("Embedder", "llama.cpp could not load {name}: {reason}").format(
                name=self.path.name, reason=self._reason(translate("Embedder", "no reason given"))))
        self._model = model
        try:
            self._setup(model, n_ctx, n_batch, n_seq_max)
        except BaseException:
            self.close()
            raise

    def _setup(self, model: llama_cpp.llama_model_p, n_ctx: int, n_batch: int, n_seq_max: int) -> None:
        self._vocab = llama_cpp.llama_model_get_vocab(model)
        self.n_embd: int = llama_cpp.llama_model_n_embd_out(model)  # the pooled width (deepstack models differ)
        self.n_ctx_train: int = llama_cpp.llama_model_n_ctx_train(model)
        self._ctx = self._create_context(model, n_ctx, n_batch, n_seq_max)
        self.pooling: int = llama_cpp.llama_pooling_type(self._ctx)
        if self.pooling not in _POOLED:
            raise ModelLoadError(translate("Embedder", "{name} is not an embedding model: it gives no pooled sentence "
                                                       "vector.").format(name=self.path.name))
        self.n_seq_max: int = llama_cpp.llama_n_seq_max(self._ctx)
        # llama.cpp clips n_batch to n_ctx for a causal model; one batch must fit one ubatch
        self.n_batch: int = min(llama_cpp.llama_n_batch(self._ctx), llama_cpp.llama_n_ubatch(self._ctx))
        # A learned position table (BERT) has n_ctx_train rows: a later position aborts the process.
        self.max_tokens: int = min(self.n_batch, llama_cpp.llama_n_ctx(self._ctx), self.n_ctx_train)
        self._batch = llama_cpp.llama_batch_init(self.n_batch, 0, 1)

    def _create_context(self, model: llama_cpp.llama_model_p, n_ctx: int, n_batch: int,
                        n_seq_max: int) -> llama_cpp.llama_context_p:
        n_threads, n_threads_batch = LoadParams().resolved_threads()
        cparams = llama_cpp.llama_context_default_params()
        cparams.n_ctx = n_ctx
        cparams.n_batch = n_batch
        cparams.n_ubatch = n_batch  # non-causal attention sees a whole sequence in one ubatch
        cparams.n_seq_max = max(1, min(n_seq_max, llama_cpp.llama_max_parallel_sequences()))
        # One pool of cells for all sequences: otherwise each gets n_ctx / n_seq_max (causal models)
        cparams.kv_unified = True
        cparams.embeddings = True
        cparams.pooling_type = llama_cpp.LLAMA_POOLING_TYPE_UNSPECIFIED  # the model's own
        cparams.n_threads = n_threads
        cparams.n_threads_batch = n_threads_batch
        cparams.no_perf = True
        ctx: llama_cpp.llama_context_p = llama_cpp.llama_init_from_model(model, cparams)
        if not ctx:
            reason = self._reason(translate("Embedder", "llama.cpp gave no reason"))
            raise ModelLoadError(translate("Embedder", "{name} loaded but its context could not be created ({reason}).")
                                 .format(name=self.path.name, reason=reason))
        return ctx

    @staticmethod
    def _reason(default: str) -> str:
        return "; ".join(backend.take_recent_errors()[-3:]) or default

    # --- tokens ---------------------------------------------------------------------------------

    def tokenize(self, text: str) -> list[int]:
        """`text`'s tokens with the special tokens the model adds (BOS/CLS, EOS/SEP); markers in
        the text such as "<s>" stay text, as a document's words should."""
        data = text.encode("utf-8")
        cap = len(data) + 8
        buf = (llama_cpp.llama_token * cap)()
        n = llama_cpp.llama_tokenize(self._vocab, data, len(data), buf, cap, True, False)
        if n < 0:  # -n: the size it needs
            cap = -n
            buf = (llama_cpp.llama_token * cap)()
            n = llama_cpp.llama_tokenize(self._vocab, data, len(data), buf, cap, True, False)
        return list(buf[:n])

    def count_tokens(self, text: str) -> int:
        """How many tokens `text` takes as embedded (special tokens included), before truncation."""
        return len(self.tokenize(text))

    def _truncated(self, tokens: list[int]) -> list[int]:
        """At most `max_tokens`, keeping an end token the tokenizer added (SEP/EOS), as a
        truncating Hugging Face tokenizer does: the model was trained with it last."""
        if len(tokens) <= self.max_tokens:
            return tokens
        ends = {llama_cpp.llama_vocab_sep(self._vocab), llama_cpp.llama_vocab_eos(self._vocab)}
        if self._adds_end() and tokens[-1] in ends:
            return tokens[: self.max_tokens - 1] + tokens[-1:]
        return tokens[: self.max_tokens]

    def _adds_end(self) -> bool:
        return bool(llama_cpp.llama_vocab_get_add_eos(self._vocab) or llama_cpp.llama_vocab_get_add_sep(self._vocab))

    # --- embedding ------------------------------------------------------------------------------

    def embed(self, texts: Sequence[str], cancelled: Callable[[], bool] | None = None) -> Embeddings:
        """One L2-normalised float32 row per text, shape (len(texts), n_embd).

        A text longer than `max_tokens` (the smallest of n_ctx, n_batch and the model's training
        context) is truncated to it, its end token kept. `cancelled` is polled before each batch;
        when it turns true, EmbeddingCancelled is raised."""
        if self._ctx is None:  # before tokenizing: the vocabulary went with the model
            raise EngineError(translate("Embedder", "The embedding model is closed."))
        return self.embed_tokens([self.tokenize(t) for t in texts], cancelled)

    def embed_tokens(self, token_lists: Sequence[Sequence[int]], cancelled: Callable[[], bool] | None = None) -> Embeddings:
        """As `embed`, from token ids of this model (the local API server's token arrays).
        Raises EngineError for an id the vocabulary does not have."""
        if self._ctx is None:
            raise EngineError(translate("Embedder", "The embedding model is closed."))
        n_vocab = llama_cpp.llama_vocab_n_tokens(self._vocab)
        if any(not 0 <= t < n_vocab for tokens in token_lists for t in tokens):
            raise EngineError(f"A token id is outside the embedding model's vocabulary (0 to {n_vocab - 1}): token "
                              "arrays must be its own ids (LangChain's OpenAIEmbeddings sends OpenAI's tiktoken ids "
                              "unless check_embedding_ctx_length=False).")
        out = np.zeros((len(token_lists), self.n_embd), dtype=np.float32)
        for rows, group in self._batches([self._truncated(list(tokens)) for tokens in token_lists]):
            if cancelled is not None and cancelled():
                raise EmbeddingCancelled(translate("Embedder", "Embedding was cancelled."))
            out[rows] = self._embed_batch(group)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        out /= np.where(norms > 0, norms, np.float32(1))  # an empty text's zero row stays zero
        return out

    def _batches(self, token_lists: list[list[int]]) -> list[tuple[list[int], list[list[int]]]]:
        """Groups of at most n_seq_max texts and n_batch tokens, in order: (their indices, their
        tokens). A text of no tokens (empty, on a model that adds none) is left out: its row stays 0."""
        groups: list[tuple[list[int], list[list[int]]]] = []
        size = 0
        for i, tokens in enumerate(token_lists):
            if not tokens:
                continue
            if not groups or len(groups[-1][1]) >= self.n_seq_max or size + len(tokens) > self.n_batch:
                groups.append(([], []))
                size = 0
            groups[-1][0].append(i)
            groups[-1][1].append(tokens)
            size += len(tokens)
        return groups

    def _embed_batch(self, group: list[list[int]]) -> Embeddings:
        assert self._ctx is not None
        self._fill_batch(group)
        # Sequence ids restart at 0 each batch: the previous batch's cells must go (a causal
        # model's KV cache; a BERT has no memory and llama.cpp ignores the NULL).
        memory = llama_cpp.llama_get_memory(self._ctx)
        if memory:
            llama_cpp.llama_memory_clear(memory, True)
        rc = llama_cpp.llama_decode(self._ctx, self._batch)  # an encoder pass when the model has no memory
        if rc != 0:
            raise DecodeError(translate("Embedder", "llama.cpp could not embed a batch (code {code}): {reason}").format(
                code=str(rc), reason=self._reason(translate("Embedder", "no reason given"))))
        rows = np.empty((len(group), self.n_embd), dtype=np.float32)
        for seq, _ in enumerate(group):
            ptr = llama_cpp.llama_get_embeddings_seq(self._ctx, seq)
            if not ptr:
                raise DecodeError(translate("Embedder", "llama.cpp returned no embedding for sequence {seq}.").format(
                    seq=str(seq)))
            rows[seq] = np.ctypeslib.as_array(ptr, shape=(self.n_embd,))
        return rows

    def _fill_batch(self, group: list[list[int]]) -> None:
        batch = self._batch
        i = 0
        for seq, tokens in enumerate(group):
            for pos, tok in enumerate(tokens):
                batch.token[i] = tok
                batch.pos[i] = pos
                batch.n_seq_id[i] = 1
                batch.seq_id[i][0] = seq
                batch.logits[i] = True  # embeddings need every token as an output
                i += 1
        batch.n_tokens = i

    # --- lifetime -------------------------------------------------------------------------------

    def close(self) -> None:
        if self._batch is not None:
            llama_cpp.llama_batch_free(self._batch)
            self._batch = None
        if self._ctx is not None:
            llama_cpp.llama_free(self._ctx)
            self._ctx = None
        if self._model is not None:
            llama_cpp.llama_model_free(self._model)
            self._model = None

    def __enter__(self) -> Embedder:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()
