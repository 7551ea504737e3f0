"""GGUF headers read before, remembered by the model file's identity.

Reading a header walks every vocabulary string (262k for Gemma 3) and imports `gguf`: 0.15 s of
a 1.4 s start on the test machine. A model file does not change once written, so the second
load of it takes its `ModelInfo` from here: keyed by the path and its size, mtime, ctime and
inode (a rewritten or replaced file changes at least one: a 250 MB write outlasts a timestamp's
tick, and a rename brings another inode). Best effort both ways: an unreadable cache is a miss,
an unwritable one is not kept.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from ...atomic import write_atomic
from ...paths import cache_dir
from ...records import RecordError, load_record
from .gguf_info import ModelInfo, inspect_model

CACHE_NAME = "model-headers.json"
MAX_ENTRIES = 64  # models a user has loaded; the oldest go first
_TUPLES = {"n_head_kv", "swa_layers"}


def cached_inspect(path: str | os.PathLike[str]) -> ModelInfo:
    """inspect_model(path), from the cache when this very file was read before."""
    path = Path(path)
    try:
        st = path.stat()
    except OSError:
        return inspect_model(path)  # its typed error
    key = f"{path.resolve()}|{st.st_size}|{st.st_mtime_ns}|{st.st_ctime_ns}|{st.st_ino}"
    entries = _read()
    hit = entries.get(key)
    if hit is not None:
        info = _from_json(hit, path)
        if info is not None:
            return info
    info = inspect_model(path)
    if info.split_count == 1:  # a split model's other parts are not in the key
        entries.pop(key, None)
        entries[key] = _to_json(info)
        _write(dict(list(entries.items())[-MAX_ENTRIES:]))
    return info


def _read() -> dict[str, Any]:
    try:
        data = load_record(cache_dir() / CACHE_NAME, "The model header cache")
    except (FileNotFoundError, RecordError):
        return {}
    return data if isinstance(data, dict) else {}


def _write(entries: dict[str, Any]) -> None:
    try:
        cache_dir().mkdir(parents=True, exist_ok=True)
        write_atomic(cache_dir() / CACHE_NAME, json.dumps(entries).encode("utf-8"))
    except OSError:
        pass


def _to_json(info: ModelInfo) -> dict[str, Any]:
    data = asdict(info)
    data["path"] = str(info.path)
    return data


def _from_json(data: Any, path: Path) -> ModelInfo | None:
    """The cached info, or None if it is not exactly a ModelInfo of plain values."""
    names = {f.name for f in fields(ModelInfo)}
    if not isinstance(data, dict) or set(data) != names:
        return None
    try:
        values: dict[str, Any] = {k: (tuple(v) if k in _TUPLES else v) for k, v in data.items()}
        values["path"] = path
        info = ModelInfo(**values)
    except TypeError:
        return None
    plain = (int, str, bool, tuple, type(None))
    if not all(isinstance(getattr(info, k), plain) for k in names - {"path"}):
        return None
    return info
