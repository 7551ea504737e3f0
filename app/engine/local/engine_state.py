"""The state Engine's parts share, declared once so that each part (versions.py, saved_state.py, model_file.py,
rollback.py, prefix_read.py: mixins of Engine) type-checks on its own; Engine (engine.py) sets all of it up."""

from __future__ import annotations

import contextlib
import threading
from array import array
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..chat_engine import Cancelled, PrefillProgress
from ..files.gguf_info import ModelInfo
from ..files.state_files import (
    ReadBuffer,
    SavedState,
)
from ..params import LoadParams
from ..prompt.chat_format import Message
from ..prompt.trim_plan import Anchor
from ..reply import ReplyStats
from ..reply import ReplyVersion as ReplyVersion  # where versions.py and older callers find it
from .loaded_model import MemoryKind

if TYPE_CHECKING:
    from ..files.state_files import ReadBuffer, SavedState, VerifiedState
    from ..prompt.trim_plan import Anchor
    from .drafting import Drafter, FollowingDrafter
    from .loaded_model import LoadedModel, MemoryKind

# What llama_decode returns.
DECODE_OK, DECODE_NO_SLOT, DECODE_ABORTED = 0, 1, 2
SEQ = 0  # the sequence a chat's cache is on (Regenerate ×N decodes its versions on 1..N)


@dataclass
class Checkpoint:
    """The partial state (sliding-window cells, recurrent state) at `n` tokens: LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY."""

    n: int
    tokens: tuple[int, ...]
    data: Any  # ctypes c_uint8 array


class EngineState:
    # Images that take fewer positions than tokens (M-RoPE: Qwen2-VL and later) in _tokens, in
    # order: (the index where the span ends, the positions it saves, the positions it takes).
    # Empty for every other model: a token's position is then its index. Replaced, never mutated.
    _shifts: list[tuple[int, int, int]] = []

    def _pos(self, n: int) -> int:
        """The position of the token at index n of the cache (or of one appended at n)."""
        return n - sum(saved for end, saved, _ in self._shifts if end <= n) if self._shifts else n

    def _last_pos(self, n: int) -> int:
        """The highest position a cache of n tokens holds: an M-RoPE image's cells all take its first."""
        if self._shifts and self._shifts[-1][0] == n:
            return self._pos(n) - self._shifts[-1][2]
        return self._pos(n) - 1

    def _cut_shifts(self, n: int) -> None:
        """The cache's tokens cut to their first n (never inside an image's span)."""
        if self._shifts:
            self._shifts = [s for s in self._shifts if s[0] <= n]

    if TYPE_CHECKING:
        params: LoadParams
        info: ModelInfo
        fingerprint: dict[str, Any]
        n_ctx: int
        n_vocab: int
        n_parallel: int
        last_load_path: str | None
        _ctx: Any  # llama_cpp.llama_context_p
        _loaded: LoadedModel
        _n_batch: int
        _mem: Any  # llama_cpp.llama_memory_t
        _batch: Any  # llama_cpp.llama_batch
        _busy: threading.Lock
        _cancelled: Cancelled | None
        _tokens: array[int]
        _versions_in_use: int
        _logits_at: int
        _saved_logits: Any
        _pending_extras: tuple[Path, str] | None
        _read_buffer: ReadBuffer
        _stop_strings: list[str]
        _trim_anchor: Anchor | None
        _checkpoints: list[Checkpoint]
        _checkpointing: bool
        _last_batch: tuple[int, int] | None  # the cache's tokens before and after its last decode
        _max_checkpoints: int
        _swa_pruned: bool
        _vocab: Any  # llama_cpp.llama_vocab_p
        _bos: int
        _add_bos: bool
        template_error: str | None
        verify_width: int
        _drafter: Drafter | None
        _pace_key: str  # this model, placement, cache and drafter on this machine (pace_record.py)
        _pace_known: dict[int, float]
        _head: FollowingDrafter | None

        # Defined by Engine or another part.
        def _begin(self, cancelled: Cancelled | None) -> None: ...
        def _clear_cache(self) -> None: ...
        def _decode(self, tokens: Sequence[int], logits_last: bool, progress: PrefillProgress | None = None,
                    checkpoint: bool = False, stoppable: bool = False, all_logits: bool = False) -> int: ...
        def _row_logits(self, row: int) -> Any: ...
        @contextlib.contextmanager
        def _idle(self) -> Iterator[None]: ...
        def _last_logits(self) -> Any: ...
        def _load_file(self, path: Path) -> int: ...
        def _prefill(self, prompt: list[int], stats: ReplyStats, progress: PrefillProgress | None = None) -> bool: ...
        def _restore_verified(self, path: Path, state: VerifiedState) -> None: ...
        def _rollback(self, n: int) -> tuple[Any, int]: ...
        def _stopping(self) -> bool: ...
        def _take_extras(self) -> None: ...
        def _write_extras(self, saved: SavedState, tokens: Sequence[int], logits: Any, checkpoints: bool = True) -> None: ...
        def _write_state(self, path: Path, checkpoints: bool = True) -> SavedState: ...
        def drop_versions(self) -> None: ...
        def ends_turn(self, token: int) -> bool: ...
        def fit_conversation(
            self, messages: Sequence[Message], reserve: int, continue_last: bool = False, add_generation_prompt: bool = True,
            images: Sequence[Any] = (), tools: Sequence[Mapping[str, Any]] | None = None,
        ) -> tuple[list[int], int]: ...
        @property
        def gpu_layers_offloaded(self) -> int: ...
        @property
        def _keeps_logits(self) -> bool: ...
        @property
        def memory(self) -> MemoryKind: ...
        @property
        def n_swa(self) -> int: ...
        def token_bytes(self, token: int, special: bool = False) -> bytes: ...
        def prompt_tokens(self, prompt: str) -> list[int]: ...
        _span_ids: dict[int, Any] | None
        def image_shapes(self, tokens: Sequence[int]) -> list[dict[str, Any]]: ...
        def remember_shapes(self, shapes: Any, tokens: Sequence[int]) -> None: ...
        def shifts_in(self, tokens: Sequence[int]) -> list[tuple[int, int, int]]: ...
        def image_tokens(self, prompt: str, images: Sequence[Any]) -> list[int]: ...
        def tokenize(self, text: str, special: bool = True) -> list[int]: ...


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    """How many tokens two token lists share from the start."""
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i

