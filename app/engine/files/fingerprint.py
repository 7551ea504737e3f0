"""Identity of a model file, cheap enough to compute on every load.

Hashing a whole multi-GB model takes seconds; instead we hash its size, its header region and 64
evenly spaced 64 KiB samples of its tensor data (~5 MiB read). Two different fine-tunes of one
base differ in every layer, so they never collide; a renamed or moved copy keeps its identity.
"""

from __future__ import annotations

import os
from pathlib import Path

import xxhash

_HEAD = 1 << 20
_SAMPLE = 64 << 10
_SAMPLES = 64
_cache: dict[tuple[str, int, int], str] = {}


def model_identity(path: str | os.PathLike[str]) -> str:
    p = Path(path)
    st = p.stat()
    key = (str(p.resolve()), st.st_size, st.st_mtime_ns)
    if key in _cache:
        return _cache[key]
    h = xxhash.xxh3_128()
    h.update(st.st_size.to_bytes(8, "little"))
    with open(p, "rb") as f:
        h.update(f.read(_HEAD))
        span = max(st.st_size - _HEAD - _SAMPLE, 0)
        for i in range(_SAMPLES):
            f.seek(_HEAD + span * i // max(_SAMPLES - 1, 1))
            h.update(f.read(_SAMPLE))
    _cache[key] = h.hexdigest()
    return _cache[key]
