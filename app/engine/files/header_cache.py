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
from collections.abc import Callable
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from ...atomic import write_atomic
from ...paths import cache_dir
from ...records import MAX_RECORD_BYTES, RecordError, finite, load_record, short_text
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
    """The cached info, or None if it is not exactly a ModelInfo of values of its fields' types
    (the cache is a file anything may have written: a string for a count, 1e308, a list of lists)."""
    if not isinstance(data, dict) or set(data) != _FIELDS.keys() | {"path"}:
        return None
    if not all(_VALID[kind](data[name]) for name, kind in _FIELDS.items()):
        return None
    values: dict[str, Any] = {k: (tuple(v) if k in _TUPLES else v) for k, v in data.items()}
    values["path"] = path
    return ModelInfo(**values)


def _count(value: Any) -> bool:
    return isinstance(value, int) and finite(value, 0, 2**53)


# What each of ModelInfo's field types may hold once read back (its annotations are strings here).
_VALID: dict[str, Callable[[Any], bool]] = {
    "int": _count,
    "str": short_text,
    "str | None": lambda v: v is None or short_text(v, MAX_RECORD_BYTES),  # a chat template may be long
    "tuple[int, ...]": lambda v: isinstance(v, list) and len(v) <= 1 << 16 and all(_count(x) for x in v),
    "tuple[bool, ...]": lambda v: isinstance(v, list) and len(v) <= 1 << 16 and all(isinstance(x, bool) for x in v),
}
_FIELDS = {f.name: str(f.type) for f in fields(ModelInfo) if f.name != "path"}
assert all(kind in _VALID for kind in _FIELDS.values()), "a ModelInfo field of a type the cache cannot check"
