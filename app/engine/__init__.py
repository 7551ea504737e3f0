"""Emberly's engine: llama.cpp decode loops, KV bookkeeping and state files. No Qt here.

The names below are imported on first use (PEP 562): `from app.engine.reasoning import …` or
building the window must not import llama.cpp, whose import (with numpy) is the largest part of
the time to the window's first frame; the engine thread imports it while the window paints.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from . import safe_start
    from .engine import Engine
    from .gguf_info import MemoryEstimate, ModelInfo, estimate_memory, inspect_model
    from .params import LoadParams
    from .reply import Reply, ReplyStats
    from .sampling import GREEDY, PRESETS, SamplingParams

_WHERE = {
    "Engine": "engine", "Reply": "reply", "ReplyStats": "reply",
    "MemoryEstimate": "gguf_info", "ModelInfo": "gguf_info", "estimate_memory": "gguf_info", "inspect_model": "gguf_info",
    "LoadParams": "params",
    "GREEDY": "sampling", "PRESETS": "sampling", "SamplingParams": "sampling",
}

__all__ = [
    "Engine",
    "GREEDY",
    "LoadParams",
    "MemoryEstimate",
    "ModelInfo",
    "PRESETS",
    "Reply",
    "ReplyStats",
    "SamplingParams",
    "estimate_memory",
    "inspect_model",
    "safe_start",
]


def __getattr__(name: str) -> Any:
    if name == "safe_start":
        return importlib.import_module(f"{__name__}.safe_start")
    if name in _WHERE:
        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
