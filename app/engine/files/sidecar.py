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
from ...words import Words, translate
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
    "model": translate("StateFiles", "another model file"),
    "model_size": translate("StateFiles", "another model file"),
    "llama_cpp_python": translate("StateFiles", "another version of llama-cpp-python"),
    "llama_cpp_build": translate("StateFiles", "another build of llama.cpp"),
    "n_ctx": translate("StateFiles", "another context size"),
    "type_k": translate("StateFiles", "another KV cache type"),
    "type_v": translate("StateFiles", "another KV cache type"),
    "flash_attn": translate("StateFiles", "another flash-attention setting"),
    "swa_full": translate("StateFiles", "another sliding-window setting"),
    "n_swa": translate("StateFiles", "another sliding-window setting"),
    "n_ubatch": translate("StateFiles", "another micro-batch size"),
    "gpu_layers": translate("StateFiles", "another GPU offload setting"),
    "device": translate("StateFiles", "another compute device"),
    "n_seq_max": translate("StateFiles", "another number of parallel replies"),
}


_UNREADABLE = translate("StateFiles", "The sidecar of {name} is unreadable ({error}).")


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
            raise StateFileMissing(translate("StateFiles", "No saved cache at {name}.").format(name=path.name)) from e
        raise StateSidecarMissing(translate("StateFiles", "The saved cache {name} has no sidecar, so it cannot be "
                                                          "trusted.").format(name=path.name)) from e
    except RecordError as e:
        raise StateSidecarCorrupt(_UNREADABLE.format(name=path.name, error=e)) from e
    checked = _checked.get(raw)
    if checked is None:
        try:
            checked = _check(parse_record(raw, "it"))
        except (RecordError, ValueError) as e:
            raise StateSidecarCorrupt(_UNREADABLE.format(name=path.name, error=e)) from e
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
    said = ""
    for reason in sorted({_FIELD_REASONS.get(k, k) for k in fields}):  # a list a translator may join otherwise
        said = translate("StateFiles", "{reasons}, {reason}").format(reasons=said, reason=reason) if said else reason
    return said


REMOTE_SIDECAR_VERSION = 1


def remote_sidecar_path(state_path: Path) -> Path:
    """A chat's record of its slot file on a llama-server (app/engine/remote/engine.py): the file lives
    on the server's host, this record beside the chat's local cache files."""
    return state_path.with_name(state_path.name + ".remote")


SLOT_FILE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,200}")  # a name in the server's slot folder, never a path


def read_remote_sidecar(kv: Path) -> dict[str, Any]:
    try:
        meta = load_record(remote_sidecar_path(kv), translate("StateFiles", "its record"), _MAX_SIDECAR_BYTES)
    except FileNotFoundError:
        raise StateFileMissing(translate("StateFiles", "no saved cache on the server")) from None
    except RecordError as e:
        raise StateFileError(translate("StateFiles", "its record is unreadable ({error})").format(error=e)) from e
    if (not isinstance(meta, dict) or meta.get("version") != REMOTE_SIDECAR_VERSION or not isinstance(meta.get("fingerprint"), dict)
            or not http_url(meta.get("url")) or not isinstance(meta.get("file"), str) or not SLOT_FILE.fullmatch(meta["file"])
            or ".." in meta["file"] or not all(_count(meta.get(k), 2**50) for k in ("n_tokens", "n_bytes"))):
        raise StateFileError(translate("StateFiles", "its record is not one Emberly wrote"))
    return meta


def remote_mismatch(meta: Mapping[str, Any], fingerprint: Mapping[str, Any]) -> Words | None:
    """Why a chat's slot record does not fit this server's model (None: it does)."""
    if meta["url"] != fingerprint.get("server"):
        return translate("StateFiles", "it was saved on another server ({url})").format(url=meta["url"])
    differing = [k for k in ("model", "n_ctx", "build") if meta["fingerprint"].get(k) != fingerprint.get(k)]
    if not differing:
        return None
    return translate("StateFiles", "the server's {fields} changed since it was saved").format(
        fields=", ".join(differing))


def extras_path(state_path: Path) -> Path:
    return state_path.with_name(state_path.name + ".extra")
