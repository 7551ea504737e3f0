"""How a model is loaded: the settings the picker shows and the settings file keeps.

Apart from the loading code (model.py) so that reading settings, and the window's first frame,
never import llama.cpp.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass

import psutil

KV_TYPES = {"f16": 1, "q8_0": 8, "q4_0": 2}  # ggml_type ids
FLASH_ATTN = {"auto": -1, "off": 0, "on": 1}
SPECULATION = ("auto", "off")  # auto: guesses checked in one batch where that gives the same reply
ALL_LAYERS = -1
MAX_CHECK = 8  # tokens one speculative check decodes at most (the token sampled and 7 guesses)


@dataclass(frozen=True)
class LoadParams:
    n_ctx: int = 4096
    gpu_layers: int = ALL_LAYERS  # -1 all, 0 none, N the first N layers
    n_threads: int | None = None  # generation; None = physical cores
    n_threads_batch: int | None = None  # prompt processing; None = logical cores
    flash_attn: str = "auto"  # auto | on | off
    kv_type: str = "f16"  # f16 | q8_0 | q4_0, for both K and V
    n_batch: int = 512
    n_ubatch: int = 512
    # Keep the whole context in sliding-window layers' cache: more memory, but rollback never
    # needs a checkpoint. Off by default (like llama-server): checkpoints cover regenerate/edit.
    swa_full: bool = False
    # Sequences the context holds: 1, or N for Regenerate xN (N replies decoded in one batch). More
    # than 1 makes the cache unified (one pool of cells, so copying the prompt to a sequence copies
    # no data); a sliding-window cache then keeps n_swa x N + n_ubatch cells, a recurrent model N states.
    n_parallel: int = 1
    check_memory: bool = True
    # A vision model's projector (mmproj GGUF): images in messages are read through it (libmtmd).
    projector: str | None = None
    # Speculative decoding (engine/local/speculative.py): "auto" drafts where the model checks
    # several tokens at once exactly as one at a time; "off" decodes one token at a time.
    speculation: str = "auto"
    # A smaller model of the same vocabulary that guesses for this one (engine/local/draft_model.py);
    # None: guesses come from the chat itself (prompt lookup).
    draft_model: str | None = None

    def to_dict(self) -> dict[str, object]:
        return asdict(self)

    @property
    def checks(self) -> bool:
        """May speculative checks run with these settings (loaded_model.py says the rest)?"""
        return self.speculation != "off" and self.kv_type != "f16" and self.flash_attn != "off"

    @property
    def rollback_snapshots(self) -> int:
        """Recurrent states a sequence keeps for a check's refused guesses to be dropped
        (llama.cpp's n_rs_seq): one a token a check may drop, where checks may run."""
        return MAX_CHECK if self.checks else 0

    def resolved_threads(self) -> tuple[int, int]:
        physical = psutil.cpu_count(logical=False) or os.cpu_count() or 1
        logical = os.cpu_count() or physical
        return (self.n_threads or physical, self.n_threads_batch or logical)
