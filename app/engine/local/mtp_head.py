"""An MTP head: the model's own NextN layer guessing the tokens a reply goes on with (models
trained with multi-token prediction: GLM-4.5, DeepSeek V3 and others). docs/mtp.md says how
llama.cpp runs one; in short:

- The head decodes in its own context on the same model (LLAMA_CONTEXT_TYPE_MTP), whose cache
  holds only the NextN layer's cells. Each entry it reads is a token with the chat model's hidden
  state (after its last layer) for the token before it; its logits guess the token after.
- So it follows every decode of the chat's cache (`follow`, with the hidden rows that decode
  left), is cut back with it, and guesses from the hidden state of the last token the chat holds.
  Where it cannot follow (an image, the other replies of Regenerate ×N, a restore without its
  cache) it starts again from there, with less of the chat in its own cache: weaker guesses,
  never another reply, as the chat model checks every guess.
- Its cache and the hidden rows it needs are saved with the chat (`saved`/`restore`), so a
  reopened chat guesses as well as before from its first token.
"""

from __future__ import annotations

import ctypes
import struct
from array import array
from collections.abc import Sequence
from typing import Any

import llama_cpp

from .. import backend
from ..files.fingerprint import model_identity
from ..files.state_files import TOKEN_TYPE, DraftState
from ..startup.remembered import key_of
from .batches import fill_batch
from .engine_state import DECODE_OK, SEQ
from .loaded_model import LoadedModel

_RECENT = 64  # hidden rows kept for the last tokens: a check's rollback needs the kept token's
_MARKS = 4  # rows kept where a prompt's body ended: Regenerate rolls back to there
_HEADER = struct.Struct("<qqqI")  # begin, offset, n, marks


class MtpHead:
    name = "MTP head"
    keeps_state = True

    def __init__(self, loaded: LoadedModel, ctx: Any, n_batch: int):
        """`ctx`: the head's context (`LoadedModel.head_context`), owned from now on."""
        import numpy as np
        from llama_cpp import llama_cpp_ext  # llama.cpp's staging API: the hidden rows

        self._np, self._ext = np, llama_cpp_ext
        self._target, self._ctx = loaded.ctx, ctx
        self._mem = llama_cpp.llama_get_memory(ctx)
        self._n_vocab = loaded.n_vocab
        assert loaded.model is not None
        self._width = llama_cpp.llama_model_n_embd_out(loaded.model)
        llama_cpp_ext.llama_set_embeddings_nextn(ctx, True, True)  # its own rows: for its output tokens only
        self._batch = llama_cpp.llama_batch_init(n_batch, 0, 1)
        self._inputs = np.zeros((n_batch, self._width), np.float32)  # the hidden row each entry reads
        self._span: array[int] = array(TOKEN_TYPE)  # the chat's tokens from `_begin` that its cache holds
        self._begin = 0  # the chat's index where its cache starts
        self._offset = 0  # position - index over that span (an image before it takes other positions)
        self._recent = np.zeros((_RECENT, self._width), np.float32)  # row of index i at i % _RECENT
        self._recent_from = 0  # the first index whose row is in `_recent`
        self._marks: dict[int, Any] = {}  # index -> hidden row, kept longer
        v = backend.versions()
        self.identity = key_of("mtp", model_identity(loaded.path), loaded.n_ctx, loaded.params.kv_type,
                               loaded.gpu_layers_offloaded, loaded.offload_devices, v.llama_cpp_build)

    @property
    def _end(self) -> int:
        return self._begin + len(self._span)

    # --- following the chat's cache ------------------------------------------------------------

    def follow(self, n_before: int, chunk: Sequence[int], pos0: int, mark: bool = False) -> None:
        """The chat's cache of `n_before` tokens just decoded `chunk` at `pos0`: read it too, each
        token with the hidden row of the one before. `mark`: a prompt's body (Regenerate comes
        back to its end)."""
        np = self._np
        got = self._ext.llama_get_embeddings_nextn(self._target)
        if not got:  # (llama.cpp gave no rows: nothing to read them with)
            self._restart(n_before + len(chunk), pos0 + len(chunk))
            return
        rows = np.ctypeslib.as_array(got, shape=(len(chunk), self._width))
        same = self._held(n_before, chunk) if pos0 - n_before == self._offset else 0
        if not self._cut(n_before + same, rows[same - 1] if same else None) or pos0 - n_before != self._offset:
            self._restart(n_before, pos0)
            same = 0
        n, rest = n_before + same, chunk[same:]  # the tokens it holds already are read as they were
        before = self._row(n - 1) if not same else rows[same - 1]
        inputs = self._inputs[: len(rest)]
        if rest:
            inputs[0] = before if before is not None else 0.0  # where it starts again: nothing before
            inputs[1:] = rows[same:-1]
        if rest and not self._decode(rest, pos0 + same, inputs, outputs=False):
            self._restart(n_before + len(chunk), pos0 + len(chunk))
            self._recent_from = n_before  # (the rows below are still the chat model's)
        else:
            self._span.extend(rest)
        self._keep_rows(n_before, rows)
        if mark:
            self._marks[n_before + len(chunk) - 1] = rows[-1].copy()
            while len(self._marks) > _MARKS:
                del self._marks[next(iter(self._marks))]

    def lacks_row(self, n: int) -> bool:
        return self._begin < n < self._end and self._row(n - 1) is None

    def _held(self, n: int, chunk: Sequence[int]) -> int:
        """How many of `chunk`'s tokens, from index n on, it holds already."""
        k = 0
        while k < len(chunk) and self._begin <= n + k < self._end and self._span[n + k - self._begin] == chunk[k]:
            k += 1
        return k

    def forget(self) -> None:
        """The chat's cache was replaced (a chat restored): start again with the next decode."""
        self._restart(0, 0)

    def _restart(self, n: int, pos: int) -> None:
        llama_cpp.llama_memory_clear(self._mem, True)
        del self._span[:]
        self._begin, self._offset = n, pos - n
        self._recent_from = n
        self._marks = {i: row for i, row in self._marks.items() if i < n}

    def _cut(self, n: int, row: Any = None) -> bool:
        """Keep the first n tokens, as the chat's cache did; False where it cannot (it has not
        read that far, or it lacks the hidden row the next entry reads: `row`, where the chat's
        cache just gave it again)."""
        if n == self._end:
            return True
        if n > self._end or n <= self._begin or (row is None and self._row(n - 1) is None):
            return False
        if not llama_cpp.llama_memory_seq_rm(self._mem, SEQ, n + self._offset, -1):
            return False
        # Rows of the tokens dropped took the slots of rows _RECENT before them: those are gone.
        self._recent_from = max(self._recent_from, self._end - _RECENT)
        del self._span[n - self._begin :]
        self._marks = {i: row for i, row in self._marks.items() if i < n}
        return True

    def _row(self, i: int) -> Any:
        """The chat model's hidden row for the token at index i, where kept (None otherwise)."""
        if i < 0:
            return None
        if max(self._recent_from, self._end - _RECENT) <= i < self._end:
            return self._recent[i % _RECENT]
        return self._marks.get(i)

    def _keep_rows(self, n_before: int, rows: Any) -> None:
        for k in range(max(0, len(rows) - _RECENT), len(rows)):
            self._recent[(n_before + k) % _RECENT] = rows[k]

    # --- guessing --------------------------------------------------------------------------------

    def draft(self, history: Sequence[int], n: int) -> list[int]:
        """Up to n guesses after `history` (the chat's cache and the token sampled last), greedily:
        each guess's own hidden row feeds the next (the head chained, as llama.cpp's server does)."""
        last = len(history) - 1
        if n <= 0 or history[-1] < 0 or not self._cut(last) or last != self._end:
            return []
        h = self._row(last - 1)
        if h is None:
            return []
        np = self._np
        pos0, token, guesses = last + self._offset, history[-1], []
        for i in range(n):
            self._inputs[0] = h
            if not self._decode([token], pos0 + i, self._inputs[:1], outputs=True):
                break
            logits = np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(self._ctx, 0), shape=(self._n_vocab,))
            token = int(np.argmax(logits))
            guesses.append(token)
            h = np.ctypeslib.as_array(self._ext.llama_get_embeddings_nextn_ith(self._ctx, 0), shape=(self._width,)).copy()
        llama_cpp.llama_memory_seq_rm(self._mem, SEQ, pos0, -1)  # the chat's decode of the check reads them again
        return guesses

    def _decode(self, chunk: Sequence[int], pos0: int, inputs: Any, outputs: bool) -> bool:
        batch = self._batch
        fill_batch(batch, chunk, pos0, outputs)
        # A token and its hidden row in one entry: llama.cpp's compat path for the head's batches.
        batch.embd = inputs.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
        try:
            return bool(llama_cpp.llama_decode(self._ctx, batch) == DECODE_OK)
        finally:
            batch.embd = None

    # --- saved with the chat ---------------------------------------------------------------------

    def saved(self, tokens: Sequence[int]) -> DraftState | None:
        n = len(tokens)
        if not self._begin < n <= self._end or self._span[: n - self._begin] != array(TOKEN_TYPE, tokens[self._begin :]):
            return None  # it does not hold this chat (another reply of Regenerate ×N)
        last = self._row(n - 1)
        if last is None or not self._cut(n):  # (a check's refused guesses: the chat's cache dropped them)
            return None
        size = llama_cpp.llama_state_seq_get_size(self._ctx, SEQ)
        data = (ctypes.c_uint8 * size)()
        if llama_cpp.llama_state_seq_get_data(self._ctx, data, size, SEQ) != size:
            return None
        marks = {i: r for i, r in self._marks.items() if i != n - 1}
        rows = b"".join(struct.pack("<q", i) + r.astype("<f4").tobytes() for i, r in marks.items())
        head = _HEADER.pack(self._begin, self._offset, n, len(marks))
        return DraftState(self.identity, n, head + last.astype("<f4").tobytes() + rows + bytes(data))

    def restore(self, state: DraftState, tokens: Sequence[int]) -> bool:
        np, row_bytes = self._np, 4 * self._width
        if state.identity != self.identity or state.n != len(tokens) or len(state.data) < _HEADER.size + row_bytes:
            return False
        begin, offset, n, n_marks = _HEADER.unpack_from(state.data)
        at = _HEADER.size + row_bytes + n_marks * (8 + row_bytes)
        if n != state.n or not 0 <= begin < n or n_marks > _MARKS or len(state.data) < at:
            return False
        self.forget()
        data = (ctypes.c_uint8 * (len(state.data) - at)).from_buffer_copy(state.data, at)
        if (llama_cpp.llama_state_seq_set_data(self._ctx, data, len(data), SEQ) == 0
                or llama_cpp.llama_memory_seq_pos_max(self._mem, SEQ) != n - 1 + offset):
            self.forget()  # a forged or foreign state: it starts again with the next decode
            return False
        self._begin, self._offset, self._recent_from = begin, offset, n
        self._span.extend(tokens[begin:n])
        marks = [(n - 1, _HEADER.size)]
        for k in range(n_marks):
            start = _HEADER.size + row_bytes + k * (8 + row_bytes)
            marks.append((struct.unpack_from("<q", state.data, start)[0], start + 8))
        self._marks = {i: np.frombuffer(state.data, "<f4", self._width, start).astype(np.float32) for i, start in marks}
        return True

    def close(self) -> None:
        if self._batch is not None:
            llama_cpp.llama_batch_free(self._batch)
            self._batch = None
        if self._ctx is not None:
            llama_cpp.llama_free(self._ctx)
            self._ctx = None
