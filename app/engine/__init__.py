"""Emberly's engine: llama.cpp decode loops, KV bookkeeping and state files. No Qt here."""

from . import safe_start
from .engine import Engine, Reply, ReplyStats
from .gguf_info import MemoryEstimate, ModelInfo, estimate_memory, inspect_model
from .model import LoadParams
from .sampling import GREEDY, PRESETS, SamplingParams

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
