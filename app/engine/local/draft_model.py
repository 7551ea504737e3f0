"""A draft model: a smaller model of the same vocabulary that guesses the next tokens greedily,
its own cache kept in step with the chat's (delta: only what the chat added is read).

Paired by vocabulary: its tokens must mean what the target's mean, or its guesses would be other
text. Refused with the reason otherwise (`DraftRefused`). Its cache is saved with the chat, in the
state file's extras (`saved`/`restore`), so a reopened chat guesses again without reading it all.
"""

from __future__ import annotations

import ctypes
from array import array
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import llama_cpp

from ...words import grouped, translate
from .. import backend
from ..errors import ModelLoadError
from ..files.fingerprint import model_identity
from ..files.state_files import TOKEN_TYPE, DraftState
from ..params import LoadParams
from ..startup.remembered import key_of
from .batches import fill_batch
from .engine_state import DECODE_OK, common_prefix
from .loaded_model import LoadedModel

_SAMPLE_IDS = 64  # vocabulary entries compared besides the sizes and special tokens
# Vocabularies may differ in size by this many tokens, padding at their end (llama.cpp's
# SPEC_VOCAB_MAX_SIZE_DIFFERENCE): Gemma 3 4B and 12B have 64 more than Gemma 3 1B, their draft.
_SIZE_SLACK = 128


class DraftRefused(ModelLoadError):
    """The draft model cannot guess for this model (another vocabulary, or it did not load)."""


class DraftModel:
    name = "draft model"
    keeps_state = True

    def __init__(self, path: str | Path, target_vocab: Any, n_ctx: int, params: LoadParams):
        """Load `path` with `params`' placement, for a context of `n_ctx`, and check its vocabulary
        against the target's (`target_vocab`). Raises DraftRefused."""
        draft_params = LoadParams(n_ctx=n_ctx, gpu_layers=params.gpu_layers, n_threads=params.n_threads,
                                  n_threads_batch=params.n_threads_batch, kv_type=params.kv_type,
                                  flash_attn=params.flash_attn, n_batch=params.n_batch, n_ubatch=params.n_ubatch,
                                  speculation="off")
        try:
            self._loaded = LoadedModel(path, draft_params)
        except ModelLoadError as e:
            raise DraftRefused(translate("Speculation", "The draft model did not load: {error}").format(error=e)) from e
        self.label = self._loaded.info.name
        why = _other_vocabulary(target_vocab, self._loaded.vocab)
        if why:
            self.close()
            raise DraftRefused(translate("Speculation", "{name} cannot draft for this model: {reason}.").format(
                name=Path(path).name, reason=why))
        assert self._loaded.ctx is not None
        self._ctx = self._loaded.ctx
        self._mem = llama_cpp.llama_get_memory(self._ctx)
        self._n_vocab = self._loaded.n_vocab
        self._target_vocab = llama_cpp.llama_vocab_n_tokens(target_vocab)
        self._n_batch = params.n_batch
        self._batch = llama_cpp.llama_batch_init(self._n_batch, 0, 1)
        self._tokens: array[int] = array(TOKEN_TYPE)  # what its cache holds
        self.tokens_read = 0  # tokens it decoded to keep up with the chat (a reopen's restore saves them)
        v = backend.versions()
        # What a saved cache must have been made by: this file, context, cache type, placement, build.
        self.identity = key_of(model_identity(self._loaded.path), self._loaded.n_ctx, params.kv_type,
                               self._loaded.gpu_layers_offloaded, self._loaded.offload_devices, v.llama_cpp_build)

    def draft(self, history: Sequence[int], n: int) -> list[int]:
        if n <= 0 or not history or min(history) < 0 or len(history) + n >= self._loaded.n_ctx:
            return []  # an image it cannot see, or no room
        if not self._read(history):
            return []
        import numpy as np

        guesses: list[int] = []
        while True:
            logits = np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(self._ctx, -1), shape=(self._n_vocab,))
            guess = int(np.argmax(logits))
            if guess >= self._target_vocab:  # padding the model does not have: no guess
                return guesses
            guesses.append(guess)
            if len(guesses) == n or not self._decode([guess], len(self._tokens)):
                return guesses

    def saved(self, tokens: Sequence[int]) -> DraftState | None:
        n = common_prefix(self._tokens, tokens)
        if n == 0:
            return None
        llama_cpp.llama_memory_seq_rm(self._mem, 0, n, -1)  # its own guesses past the chat: read again if needed
        del self._tokens[n:]
        size = llama_cpp.llama_state_seq_get_size(self._ctx, 0)
        data = (ctypes.c_uint8 * size)()
        if llama_cpp.llama_state_seq_get_data(self._ctx, data, size, 0) != size:
            return None
        return DraftState(self.identity, n, bytes(data))

    def restore(self, state: DraftState, tokens: Sequence[int]) -> bool:
        if state.identity != self.identity or not 0 < state.n <= len(tokens) or min(tokens[: state.n]) < 0:
            return False
        llama_cpp.llama_memory_clear(self._mem, True)
        del self._tokens[:]
        data = (ctypes.c_uint8 * len(state.data)).from_buffer_copy(state.data)
        if (llama_cpp.llama_state_seq_set_data(self._ctx, data, len(state.data), 0) == 0
                or llama_cpp.llama_memory_seq_pos_max(self._mem, 0) != state.n - 1):
            llama_cpp.llama_memory_clear(self._mem, True)  # a forged or foreign state: read the chat again
            return False
        self._tokens.extend(tokens[: state.n])
        return True

    def _read(self, history: Sequence[int]) -> bool:
        """Bring the cache to `history`, with the last token's logits at hand."""
        keep = min(common_prefix(self._tokens, history), len(history) - 1)
        if not llama_cpp.llama_memory_seq_rm(self._mem, 0, keep, -1):
            llama_cpp.llama_memory_clear(self._mem, True)
            keep = 0
        del self._tokens[keep:]
        rest = list(history[keep:])
        self.tokens_read += len(rest)
        for start in range(0, len(rest), self._n_batch):
            if not self._decode(rest[start : start + self._n_batch], keep + start):
                return False
        return True

    def _decode(self, chunk: list[int], pos0: int) -> bool:
        fill_batch(self._batch, chunk, pos0, False)
        self._batch.logits[len(chunk) - 1] = True
        if llama_cpp.llama_decode(self._ctx, self._batch) != DECODE_OK:
            llama_cpp.llama_memory_seq_rm(self._mem, 0, pos0, -1)
            return False
        self._tokens.extend(chunk)
        return True

    def close(self) -> None:
        if getattr(self, "_batch", None) is not None:
            llama_cpp.llama_batch_free(self._batch)
            self._batch = None
        self._loaded.close()


def _other_vocabulary(target: Any, draft: Any) -> str:
    """Why two vocabularies do not mean the same tokens ("" when they do), as llama.cpp's own
    pairing check asks: the same kind and special tokens, sizes at most `_SIZE_SLACK` apart, and
    the same text for a sample of the tokens both have."""
    if llama_cpp.llama_vocab_type(target) != llama_cpp.llama_vocab_type(draft):
        return translate("Speculation", "its tokenizer is of another kind")
    n_target, n_draft = llama_cpp.llama_vocab_n_tokens(target), llama_cpp.llama_vocab_n_tokens(draft)
    if abs(n_target - n_draft) > _SIZE_SLACK:
        return translate("Speculation", "its vocabulary has {count} tokens, this model's {target}").format(
            count=grouped(n_draft), target=grouped(n_target))
    n = min(n_target, n_draft)
    for special in ("bos", "eos"):
        get = getattr(llama_cpp, f"llama_vocab_{special}")
        if get(target) != get(draft):
            return translate("Speculation", "its {token} token is another").format(token=special.upper())
    for token in range(0, n, max(n // _SAMPLE_IDS, 1)):
        if _piece(target, token) != _piece(draft, token):
            return translate("Speculation", "token {token} is {there} there, {here} here").format(
                token=str(token), there=repr(_piece(draft, token)), here=repr(_piece(target, token)))
    return ""


def _piece(vocab: Any, token: int) -> bytes:
    buf = ctypes.create_string_buffer(256)
    n = llama_cpp.llama_token_to_piece(vocab, token, buf, 256, 0, True)
    return buf.raw[: max(n, 0)]
