"""Emberly's engine: one `ChatEngine` protocol (chat_engine.py) and its two implementations, the
model on this computer (local/) and a model a server serves (remote/); the crash-proof start
(startup/), the files it reads and writes (files/: GGUF headers, state files and their sidecars),
and what turns a chat into a prompt and a reply back into text (prompt/). No Qt here.

The names below are imported on first use (PEP 562): `from app.engine.prompt.reasoning import …` or
building the window must not import llama.cpp, whose import (with numpy) is the largest part of
the time to the window's first frame; the engine thread imports it while the window paints.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .files.gguf_info import MemoryEstimate, ModelInfo, estimate_memory, inspect_model
    from .local.engine import Engine
    from .params import LoadParams
    from .reply import Reply, ReplyStats
    from .sampling import GREEDY, PRESETS, SamplingParams

_WHERE = {
    "Engine": "local.engine", "Reply": "reply", "ReplyStats": "reply",
    "MemoryEstimate": "files.gguf_info", "ModelInfo": "files.gguf_info", "estimate_memory": "files.gguf_info",
    "inspect_model": "files.gguf_info",
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
]


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
