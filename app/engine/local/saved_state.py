"""KV state files: the fingerprint a saved state is checked against, saving and restoring the
chat's cache, and the extras saved with it (the last logits, the partial-state checkpoints)."""

from __future__ import annotations

import ctypes
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import llama_cpp

from ...words import translate
from .. import backend
from ..errors import (
    StateFileCorrupt,
    StateFileMissing,
    StateWriteError,
)
from ..files.fingerprint import model_identity
from ..files.state_files import (
    SavedState,
    VerifiedState,
    load_verified,
    open_verified,
    read_extras,
    write_extras,
    write_state,
)
from .engine_state import SEQ, Checkpoint, EngineState

log = logging.getLogger("emberly.engine")


class SavedStates(EngineState):
    def _make_fingerprint(self) -> dict[str, Any]:
        v, device = backend.versions(), self._loaded.offload_devices
        return {
            "model": model_identity(self.info.path),
            "model_size": self.info.file_size,
            "llama_cpp_python": v.llama_cpp_python,
            "llama_cpp_build": v.llama_cpp_build,
            "n_ctx": self.n_ctx,
            "type_k": self.params.kv_type,
            "type_v": self.params.kv_type,
            "flash_attn": self.params.flash_attn,
            "swa_full": self.params.swa_full,
            "n_swa": self.n_swa,
            "n_ubatch": self.params.n_ubatch,
            "gpu_layers": self.gpu_layers_offloaded,
            # Another device computes in another order (docs/architecture.md, "Where the layers run").
            **({"device": device} if device else {}),
            # A sliding-window cache's size grows with the sequences it holds: another layout.
            **({"n_seq_max": self.n_parallel} if self.n_parallel > 1 and self._swa_pruned else {}),
        }

    def save_state(self, path: str | Path, canonical: bool = True) -> SavedState:
        """Write the sequence and its sidecar (atomically). Raises StateWriteError.

        With `canonical`, the live cache is then reloaded from the file just written. A restore
        lays the cells out afresh (sliding-window layers keep only their window, packed), and
        attention sums cells in layout order: a chat continued live and one reopened from the
        file would otherwise differ in float rounding. Reloading costs a few milliseconds and
        makes "reopened" continue bit-for-bit like "never closed"."""
        with self._idle():
            saved = self._write_state(Path(path))
        if canonical and saved.n_tokens:
            self.load_state(saved.path)
        return saved

    def _write_state(self, path: Path, checkpoints: bool = True) -> SavedState:
        """save_state's writing, with the engine already held (read_prefix saves inside its own hold)."""
        self._take_extras()
        images = self.image_shapes(self._tokens) if self._span_ids else ()
        saved = write_state(self._ctx, SEQ, self._tokens, path, self.fingerprint, images)
        self._write_extras(saved, self._tokens, self._last_logits() if self._keeps_logits else None, checkpoints)
        return saved

    @property
    def _keeps_logits(self) -> bool:
        """A recurrent state cannot go back one token to decode it again: its logits are saved."""
        return self.memory in ("recurrent", "hybrid")

    def _write_extras(self, saved: SavedState, tokens: Sequence[int], logits: Any, checkpoints: bool = True) -> None:
        """The checkpoints of the saved tokens (so a reopened chat regenerates without a re-read)
        and, where kept, the last logits. Best effort: the state file alone is a complete save."""
        ours = [(c.n, memoryview(c.data)) for c in self._checkpoints if checkpoints and c.tokens == tuple(tokens[: c.n])]
        row = logits.astype("<f4").tobytes() if logits is not None and self._keeps_logits else None
        draft = self._drafter.saved(tokens) if self._drafter is not None else None  # a draft model's cache
        try:
            write_extras(saved.path, saved.checksum, ours, row, draft)
        except StateWriteError as e:
            log.warning("%s", e)

    def load_state(self, path: str | Path) -> int:
        """Restore a sequence saved by save_state; returns the tokens restored. Every check runs
        before llama.cpp sees the file; on any StateFileError the engine keeps its cache (or, if
        llama.cpp itself refuses verified data, is left empty) and stays usable.

        The file holds tokens and KV but no logits: the next prefill decodes the last token again,
        which yields them, except on a recurrent or hybrid model, whose extras file saved them."""
        with self._idle():
            return self._load_file(Path(path))

    def _load_file(self, path: Path) -> int:
        """load_state's restore, with the engine already held."""
        with open_verified(path, self.fingerprint, self.n_vocab, self.n_ctx, self._read_buffer) as state:
            self._restore_verified(path, state)
            return len(state.tokens)

    def _restore_verified(self, path: Path, state: VerifiedState) -> None:
        """Load a state file's verified bytes into the empty sequence. Raises StateFileCorrupt
        (the cache is then left empty) when llama.cpp refuses them."""
        # Start from an empty cache, so the restored layout is the same in every process.
        # Sliding-window checkpoints of this same conversation stay valid (they hold only
        # SWA cells, for a prefix of these tokens): regenerate still finds them.
        n = len(state.tokens)
        if self._checkpoints:
            self._checkpoints = [c for c in self._checkpoints if c.n <= n and c.tokens == tuple(state.tokens[: c.n])]
        del self._tokens[:]
        self._shifts = []
        self._logits_at, self._saved_logits, self._pending_extras, self._last_batch = -1, None, None, None
        llama_cpp.llama_memory_clear(self._mem, False)  # cell metadata only (every sequence): no memset
        if self._head is not None:
            self._head.forget()  # its own cache comes back with the extras, if saved
        self._versions_in_use = 1
        try:
            self.last_load_path = load_verified(self._ctx, SEQ, path, state)
        except StateFileCorrupt:
            self._clear_cache()
            raise
        if state.images:
            self.remember_shapes(state.images, state.tokens)
        self._shifts = self.shifts_in(state.tokens)
        # A forged file (its checksum recomputed) can hold cells at other positions than its
        # tokens say: the next decode would then fail. The last position must be the last token's.
        last = llama_cpp.llama_memory_seq_pos_max(self._mem, SEQ)
        if n and last != self._last_pos(n):
            self._clear_cache()
            raise StateFileCorrupt(translate("StateFiles", "{name} restored cells up to position {last} for {count} "
                                                           "tokens").format(name=path.name, last=last, count=n))
        self._tokens = state.tokens
        if self._checkpointing or (self._drafter is not None and self._drafter.keeps_state):
            # Read when first needed: the last logits are 4 bytes × n_vocab (1 MB for
            # Gemma's vocabulary), several times a small recurrent state, and a reopen
            # that is only looked at never needs them.
            self._pending_extras = (path, state.checksum)

    def read_saved_extras(self) -> None:
        """Read now what the last restore left to read when first needed (its checkpoints and
        last logits): the caller is about to move its files (a version of the chat is set aside)."""
        with self._idle():
            self._take_extras()

    def _take_extras(self) -> None:
        """Take the checkpoints and last logits saved with the restored state file, if they
        check out (they are bound to that file's checksum: a later save of it makes them refused)."""
        import numpy as np

        if self._pending_extras is None:
            return
        path, checksum = self._pending_extras
        self._pending_extras = None
        try:
            extras = read_extras(path, checksum, len(self._tokens), self.n_vocab)
        except StateFileMissing:
            return
        except StateFileCorrupt as e:
            # Only an optimisation: the engine decodes again, a draft model reads the chat again.
            log.info("Saved checkpoints and draft cache not used: %s", e)
            return
        if extras.draft is not None and self._drafter is not None and not self._drafter.restore(extras.draft, self._tokens):
            log.info("The draft model's saved cache is another model's or context's: it reads the chat again")
        if not self._checkpoints:  # a reopen (a canonical reload keeps the checkpoints it has)
            self._checkpoints = [
                Checkpoint(n, tuple(self._tokens[:n]), (ctypes.c_uint8 * len(data)).from_buffer_copy(data))
                for n, data in extras.checkpoints
            ][-self._max_checkpoints :] if self._max_checkpoints > 0 else []
        if extras.logits is not None:
            self._saved_logits = np.frombuffer(extras.logits, dtype="<f4").astype(np.float32)
