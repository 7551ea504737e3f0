"""Rolling the cache back to an earlier token (regenerate, edit): seq_rm where the cache allows
it, else a checkpoint of the partial (sliding-window, recurrent) state, else a re-read."""

from __future__ import annotations

import ctypes

import llama_cpp

from ..reply import Rollback
from .engine_state import SEQ, Checkpoint, EngineState


class CacheRollback(EngineState):
    def _swa_intact(self, n: int) -> bool:
        """Does the cache still hold every sliding-window cell the token at position n needs?
        It attends to positions p with n - p < n_swa (llama.cpp's standard window mask)."""
        if not self._swa_pruned or n == 0:
            return True
        pos_min: int = llama_cpp.llama_memory_seq_pos_min(self._mem, SEQ)
        return 0 <= pos_min <= max(0, self._pos(n) - self.n_swa + 1)

    def _cuttable(self, n: int) -> bool:
        """May seq_rm cut the cache back to n tokens? A KV cache, always. A recurrent state only
        inside the last decode's batch (a speculative check), through the snapshots it took of
        each token there (n_rs_seq): llama.cpp also says yes across earlier decodes, and then
        restores another state (measured: logits 0.2 apart), so it is never asked that."""
        if self.memory in ("kv", "swa"):
            return True
        last = self._last_batch
        snapshots = self.params.rollback_snapshots  # (the context keeps them where these params check)
        return last is not None and last[1] == len(self._tokens) and last[0] <= n and last[1] - n <= snapshots

    def rollback(self, n: int) -> Rollback:
        """Keep only the first n cached tokens (what regenerate and edit need). Returns the
        method used: none | seq_rm | checkpoint | reprefill."""
        with self._idle():
            self._take_extras()
            return self._rollback(n)[0]

    def _rollback(self, n: int) -> tuple[Rollback, int]:
        """Returns (method, tokens re-decoded to get there)."""
        n = max(0, min(n, len(self._tokens)))
        self._checkpoints = [c for c in self._checkpoints if c.n <= n]
        if n == len(self._tokens) and self._swa_intact(n):
            return "none", 0
        self._saved_logits = None
        if (self._cuttable(n) and llama_cpp.llama_memory_seq_rm(self._mem, SEQ, self._pos(n), -1)
                and self._swa_intact(n)):
            del self._tokens[n:]
            self._cut_shifts(n)
            self._last_batch = None
            return "seq_rm", 0
        for cp in reversed(self._checkpoints):
            if cp.tokens == tuple(self._tokens[: cp.n]) and self._restore_checkpoint(cp):
                redo = self._tokens[cp.n : n]
                del self._tokens[cp.n :]
                self._cut_shifts(cp.n)
                if self._decode(redo, logits_last=False) == len(redo):
                    return "checkpoint", len(redo)
                break
        # Last resort: the cache cannot be trusted, rebuild it from the tokens we know.
        redo = self._tokens[:n]
        self._clear_cache()
        return "reprefill", self._decode(redo, logits_last=False)

    def _clear_cache(self) -> None:
        self._saved_logits = self._pending_extras = self._last_batch = None
        if not llama_cpp.llama_memory_seq_rm(self._mem, SEQ, -1, -1):
            llama_cpp.llama_memory_clear(self._mem, True)
        del self._tokens[:]
        self._shifts = []

    def _take_checkpoint(self) -> None:
        if not self._checkpointing or self._max_checkpoints <= 0 or not self._tokens:
            return
        flags = llama_cpp.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY
        size = llama_cpp.llama_state_seq_get_size_ext(self._ctx, SEQ, flags)
        data = (ctypes.c_uint8 * size)()
        if llama_cpp.llama_state_seq_get_data_ext(self._ctx, data, size, SEQ, flags) != size:
            return
        self._checkpoints = [c for c in self._checkpoints if c.n != len(self._tokens)]
        self._checkpoints.append(Checkpoint(len(self._tokens), tuple(self._tokens), data))
        del self._checkpoints[: -self._max_checkpoints]

    def _restore_checkpoint(self, cp: Checkpoint) -> bool:
        # The partial state first: a recurrent state cannot be cut back, so seq_rm fails (changing
        # nothing) until the restore has put that state at cp.n; then it trims the attention cells.
        flags = llama_cpp.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY
        if llama_cpp.llama_state_seq_set_data_ext(self._ctx, cp.data, len(cp.data), SEQ, flags) == 0:
            return False
        return bool(llama_cpp.llama_memory_seq_rm(self._mem, SEQ, self._pos(cp.n), -1)) and self._swa_intact(cp.n)

    def reset(self) -> None:
        """Empty the cache (a new chat)."""
        with self._idle():
            self.drop_versions()
            self._clear_cache()
            self._checkpoints.clear()
            self._trim_anchor = None
