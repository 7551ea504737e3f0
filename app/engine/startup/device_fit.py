"""When the GPU cannot hold the layers asked for: fewer of them, remembered per model.

A device that runs out of memory refuses cleanly: llama.cpp returns NULL when a buffer of the
model or of its context cannot be allocated there, and llama_decode an error when the first
decode's cannot. The load then steps down as the start-up ladder does (`safe_start`): half the
layers, then none. What worked is remembered for this model, context and device (the config
folder's `device-fits.json`), so later loads go straight there, and said once. A crash (a driver
that aborts instead of refusing) is the start-up probe's business, not this module's.
"""

from __future__ import annotations

import os
from pathlib import Path

from .remembered import Remembered, key_of

STORE_NAME = "device-fits.json"
_MAX_ENTRIES = 256  # models × contexts a person tries; the oldest go first
# Test hook: "load:N" makes the device refuse a load of more than N layers, "decode:N" the first
# decode (lavapipe takes its memory from RAM and never runs out; the steps down it takes are real).
TEST_REFUSAL_ENV = "EMBERLY_TEST_DEVICE_REFUSES"


def steps(asked: int, n_layers: int) -> list[int]:
    """The placements to try, most layers first: what was asked, half of it, none (the output
    layer counts as one, so a model of n layers has n + 1)."""
    first = min(asked, n_layers + 1)
    return list(dict.fromkeys(n for n in (first, first // 2, 0) if n >= 0)) if first > 0 else [0]


def key(model_identity: str, n_ctx: int, kv_type: str, n_parallel: int, devices: str) -> str:
    return key_of(model_identity, n_ctx, kv_type, n_parallel, devices)


_FITS = Remembered(STORE_NAME, "The GPU fit record", "fits", _MAX_ENTRIES)


def store_path() -> Path:
    return _FITS.path


def remembered(fit_key: str) -> int | None:
    """The most layers that worked for this model, context and device, if one was ever refused."""
    return _FITS.get(fit_key)


def remember(fit_key: str, layers: int) -> None:
    _FITS.put(fit_key, layers)


def refused_by_hook(stage: str, layers: int) -> bool:
    """Whether the test hook makes the device refuse `layers` at `stage` ("load" or "decode")."""
    hook = os.environ.get(TEST_REFUSAL_ENV, "")
    name, _, limit = hook.partition(":")
    return name == stage and limit.isdigit() and layers > int(limit)
