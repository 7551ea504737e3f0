"""Sampling settings: what a chat keeps (the llama.cpp sampler chain built from them is in
sampler_chain.py, so that a transcript can be read without importing llama.cpp)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

DEFAULT_SEED = 0xFFFFFFFF  # llama.cpp: pick a random seed


@dataclass(frozen=True)
class SamplingParams:
    """temperature 0 means greedy: deterministic, ignores top-k/top-p/min-p and the seed."""

    temperature: float = 0.7
    top_k: int = 40
    top_p: float = 0.95
    min_p: float = 0.05
    repeat_penalty: float = 1.0
    repeat_last_n: int = 64
    seed: int = DEFAULT_SEED
    logit_bias: tuple[tuple[int, float], ...] = ()  # (token id, bias); -inf bans a token

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SamplingParams:
        """From saved or imported settings: a value of the wrong type (or NaN, or an infinite
        one where a finite one is meant) is left out, so the default stands."""
        defaults = cls()
        values: dict[str, Any] = {}
        for f in fields(cls):
            v: Any = data.get(f.name)
            default = getattr(defaults, f.name)
            if f.name == "logit_bias":  # JSON turns the pairs into lists; a bias may be -inf (a ban)
                pairs = v if isinstance(v, (list, tuple)) else ()
                values[f.name] = tuple(
                    (int(p[0]), float(p[1])) for p in pairs
                    if isinstance(p, (list, tuple)) and len(p) == 2 and _is_int(p[0]) and _is_number(p[1]) and not math.isnan(p[1])
                )
            elif isinstance(default, int) and _is_int(v):
                values[f.name] = v
            elif isinstance(default, float) and _is_number(v) and math.isfinite(v):
                values[f.name] = float(v)
        return cls(**values)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


GREEDY = SamplingParams(temperature=0.0)

PRESETS: dict[str, SamplingParams] = {
    "precise": SamplingParams(temperature=0.2, top_k=20, top_p=0.9, min_p=0.1),
    "balanced": SamplingParams(),
    "creative": SamplingParams(temperature=1.0, top_k=100, top_p=0.98, min_p=0.02),
}
