"""`emberly --serve`'s context when `--ctx` is not given: the largest of the picker's sizes that
the model was trained for and that this computer's free memory holds by the picker's estimate
(weights, KV cache, work buffers), up to MOST. The old fixed 4,096 tokens refused aider's and
Continue's first prompts (a repository map, the open files) as context_length_exceeded."""

from __future__ import annotations

from pathlib import Path

from ..runtime import FITS_SHARE, EngineError, LoadParams, Memory, estimate_memory, inspect_model, machine_memory

SIZES = (1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072)  # the picker's (app/ui/picker/picker.py)
MOST = 32768  # enough for coding assistants' prompts; more holds memory the computer may want (--ctx for more)
FALLBACK = LoadParams().n_ctx  # a model whose header cannot be read: its load says why


def serving_context(model: Path, memory: Memory | None = None) -> tuple[int, str]:
    """(n_ctx, why it was chosen, in words for the start-up line)."""
    try:
        info = inspect_model(model)
    except EngineError:
        return FALLBACK, "the default"
    memory = memory or machine_memory()
    budget = FITS_SHARE * (memory.ram_free + memory.vram_free)
    params = LoadParams()
    native = info.context_length or FALLBACK
    sizes = [s for s in SIZES if s <= min(native, MOST)] or [min(native, MOST)]
    fitting = [s for s in sizes if estimate_memory(info, s, params.kv_type, params.n_ubatch, params.swa_full,
                                                   params.n_parallel).total <= budget]
    if not fitting:
        return sizes[0], "the smallest: this computer's free memory holds no larger one"
    chosen = fitting[-1]
    if chosen < sizes[-1]:
        return chosen, "what this computer's free memory holds"
    return chosen, "the model's own context" if native <= MOST else f"the most --serve chooses ({MOST:,}; --ctx for more)"
