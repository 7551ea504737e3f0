"""A state file's sidecar: its path, reading it checked, and what a fingerprint mismatch means.

Apart from state_files.py (which needs llama.cpp and numpy) because the sidebar reads sidecars
for its cache badges on the GUI thread, before the window's first frame.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ...records import RecordError, finite, http_url, load_record, parse_record, read_record, short_text
from ..errors import StateFileError, StateFileMissing, StateSidecarCorrupt, StateSidecarMissing

SIDECAR_FORMAT = 1
_MAX_SIDECAR_BYTES = 1 << 20  # a sidecar is well under 1 KiB
# Sidecars already parsed and checked, by their bytes: a chat reopened again (a switch back, a
# regenerate after a reopen) finds its sidecar unchanged, and skips the JSON parse that is a
# tenth of a small state's restore. Keyed by content, so it can never answer for a changed file.
_checked: dict[bytes, dict[str, Any]] = {}
_CHECKED_MAX, _CHECKED_MAX_BYTES = 64, 4096  # entries, and bytes a kept one may have

# What a mismatch in each fingerprint field means, for the one quiet line the user sees.
_FIELD_REASONS = {
    "model": "another model file",
    "model_size": "another model file",
    "llama_cpp_python": "another version of llama-cpp-python",
    "llama_cpp_build": "another build of llama.cpp",
    "n_ctx": "another context size",
    "type_k": "another KV cache type",
    "type_v": "another KV cache type",
    "flash_attn": "another flash-attention setting",
    "swa_full": "another sliding-window setting",
    "n_swa": "another sliding-window setting",
    "n_ubatch": "another micro-batch size",
    "gpu_layers": "another GPU offload setting",
    "device": "another compute device",
    "n_seq_max": "another number of parallel replies",
}


def sidecar_path(state_path: Path) -> Path:
    return state_path.with_name(state_path.name + ".json")


def read_sidecar(path: Path) -> dict[str, Any]:
    """The checked sidecar of state file `path`. Raises StateFileMissing / StateSidecarMissing /
    StateSidecarCorrupt."""
    # One open, no stat first: this runs on every restore, whose whole budget is a few hundred
    # microseconds for a small state. Which file is missing is only asked when one is. (Not cached
    # by the file's stat: timestamps tick every few ms and inodes are reused, so a sidecar
    # replaced twice within a tick could look unchanged. Its parse is cached by its bytes.)
    # read_record: non-blocking (a FIFO), a regular file only, read by its size (a read(1 MiB)
    # allocates the whole megabyte, 4x the rest of the check for a small state).
    try:
        raw = read_record(os.fspath(path) + ".json", _MAX_SIDECAR_BYTES)  # sidecar_path(path), without pathlib's cost
    except FileNotFoundError as e:
        if not os.path.isfile(path):
            raise StateFileMissing(f"No saved cache at {path.name}.") from e
        raise StateSidecarMissing(f"The saved cache {path.name} has no sidecar, so it cannot be trusted.") from e
    except RecordError as e:
        raise StateSidecarCorrupt(f"The sidecar of {path.name} is unreadable ({e}).") from e
    checked = _checked.get(raw)
    if checked is None:
        try:
            checked = _check(parse_record(raw, "it"))
        except (RecordError, ValueError) as e:
            raise StateSidecarCorrupt(f"The sidecar of {path.name} is unreadable ({e}).") from e
        if len(_checked) >= _CHECKED_MAX:
            _checked.clear()
        if len(raw) <= _CHECKED_MAX_BYTES:
            _checked[raw] = checked
    return dict(checked)  # a copy: a reader may add to it; the fingerprint is read-only


def _check(meta: Any) -> dict[str, Any]:
    """The fields a restore needs, typed and in range; ValueError names the first that is not."""
    if not isinstance(meta, dict) or meta.get("format") != SIDECAR_FORMAT or not isinstance(meta.get("fingerprint"), dict):
        raise ValueError("unknown sidecar format")
    for name, valid in (("state_bytes", _count(meta.get("state_bytes"), 2**50)), ("n_tokens", _count(meta.get("n_tokens"), 2**32)),
                        ("xxh3_64", short_text(meta.get("xxh3_64"), 64))):
        if not valid:
            raise ValueError(f"its {name} is {str(meta.get(name))[:40]!r}")
    return {
        "fingerprint": MappingProxyType(meta["fingerprint"]),  # shared by every reader of these bytes
        "state_bytes": meta["state_bytes"],
        "xxh3_64": meta["xxh3_64"],
        "n_tokens": meta["n_tokens"],
        # Image spans (engine/local/vision.py): checked one by one by the engine that restores them.
        **({"images": meta["images"]} if isinstance(meta.get("images"), list) else {}),
    }


def _count(value: Any, high: int) -> bool:
    return isinstance(value, int) and finite(value, 0, high)


def fingerprint_mismatch(stored: Mapping[str, Any], current: Mapping[str, Any]) -> list[str]:
    """The fingerprint fields that differ. A field written only where it applies counts absent
    on either side (a cache a GPU made, opened where none is)."""
    return [k for k in current if stored.get(k) != current[k]] + [k for k in _EITHER_SIDE if k in stored and k not in current]


_EITHER_SIDE = ("device",)


def describe_mismatch(fields: Sequence[str]) -> str:
    """'another model file', 'another context size', … for the one quiet line the user sees."""
    return ", ".join(sorted({_FIELD_REASONS.get(k, k) for k in fields}))


REMOTE_SIDECAR_VERSION = 1


def remote_sidecar_path(state_path: Path) -> Path:
    """A chat's record of its slot file on a llama-server (app/engine/remote/engine.py): the file lives
    on the server's host, this record beside the chat's local cache files."""
    return state_path.with_name(state_path.name + ".remote")


SLOT_FILE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,200}")  # a name in the server's slot folder, never a path


def read_remote_sidecar(kv: Path) -> dict[str, Any]:
    try:
        meta = load_record(remote_sidecar_path(kv), "its record", _MAX_SIDECAR_BYTES)
    except FileNotFoundError:
        raise StateFileMissing("no saved cache on the server") from None
    except RecordError as e:
        raise StateFileError(f"its record is unreadable ({e})") from e
    if (not isinstance(meta, dict) or meta.get("version") != REMOTE_SIDECAR_VERSION or not isinstance(meta.get("fingerprint"), dict)
            or not http_url(meta.get("url")) or not isinstance(meta.get("file"), str) or not SLOT_FILE.fullmatch(meta["file"])
            or ".." in meta["file"] or not all(_count(meta.get(k), 2**50) for k in ("n_tokens", "n_bytes"))):
        raise StateFileError("its record is not one Emberly wrote")
    return meta


def remote_mismatch(meta: Mapping[str, Any], fingerprint: Mapping[str, Any]) -> str | None:
    """Why a chat's slot record does not fit this server's model (None: it does)."""
    if meta["url"] != fingerprint.get("server"):
        return f"it was saved on another server ({meta['url']})"
    differing = [k for k in ("model", "n_ctx", "build") if meta["fingerprint"].get(k) != fingerprint.get(k)]
    return f"the server's {', '.join(differing)} changed since it was saved" if differing else None


def extras_path(state_path: Path) -> Path:
    return state_path.with_name(state_path.name + ".extra")
