"""KV state files: a llama.cpp per-sequence state file plus a JSON sidecar that vouches for it.

llama.cpp checks only magic, version and shape: a same-shape file from another model loads as
plausible nonsense. So the sidecar records a fingerprint of everything that must match (model file
identity, library build, context configuration), the token count and an xxh3 of the state file,
and all of it is verified before llama.cpp sees a byte.

Both files are written atomically (temp name, fsync, rename); the state file is renamed first,
so a crash between the renames leaves a sidecar whose checksum no longer matches: refused, never
half-loaded.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import struct
from array import array
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

import llama_cpp
import xxhash

from .errors import (
    StateChecksumMismatch,
    StateFileCorrupt,
    StateFileMissing,
    StateFingerprintMismatch,
    StateSidecarCorrupt,
    StateSidecarMissing,
    StateWriteError,
)

SIDECAR_FORMAT = 1
_HEADER = struct.Struct("<III")  # magic, version, token count (llama_state_seq_save_file)

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
}


@dataclass(frozen=True)
class SavedState:
    path: Path
    n_tokens: int
    state_bytes: int
    checksum: str


@dataclass
class VerifiedState:
    """A state file whose sidecar, fingerprint, checksum and header all checked out."""

    tokens: list[int]
    data: bytearray
    offset: int  # where the sequence data starts, after the header and the tokens


def sidecar_path(state_path: Path) -> Path:
    return state_path.with_name(state_path.name + ".json")


def write_state(
    ctx: llama_cpp.llama_context_p,
    seq_id: int,
    tokens: Sequence[int],
    path: Path,
    fingerprint: Mapping[str, Any],
) -> SavedState:
    """Save `seq_id` to `path` (+ sidecar) atomically. Raises StateWriteError; old files survive."""
    path = Path(path)
    tmp_state = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    side = sidecar_path(path)
    tmp_side = side.with_name(f".{side.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        token_arr = (llama_cpp.llama_token * len(tokens))(*tokens)
        written = llama_cpp.llama_state_seq_save_file(ctx, os.fsencode(tmp_state), seq_id, token_arr, len(tokens))
        if written == 0:
            raise OSError(f"llama.cpp could not write {tmp_state.name} (disk full or folder not writable?)")
        checksum = _hash_and_sync(tmp_state)
        size = tmp_state.stat().st_size
        sidecar = {
            "format": SIDECAR_FORMAT,
            "fingerprint": dict(fingerprint),
            "n_tokens": len(tokens),
            "state_bytes": size,
            "xxh3_64": checksum,
        }
        _write_synced(tmp_side, json.dumps(sidecar, indent=1).encode())
        os.replace(tmp_state, path)
        os.replace(tmp_side, side)
        _sync_dir(path.parent)
    except OSError as e:
        for tmp in (tmp_state, tmp_side):
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
        raise StateWriteError(f"The chat's cache could not be saved to {path.parent}: {e.strerror or e}") from e
    return SavedState(path, len(tokens), size, checksum)


def read_verified(path: Path, fingerprint: Mapping[str, Any], n_vocab: int, n_ctx: int) -> VerifiedState:
    """Read and verify a state file without touching llama.cpp. Raises a StateFileError."""
    path = Path(path)
    side = sidecar_path(path)
    if not path.is_file():
        raise StateFileMissing(f"No saved cache at {path.name}.")
    if not side.is_file():
        raise StateSidecarMissing(f"The saved cache {path.name} has no sidecar, so it cannot be trusted.")
    try:
        meta = json.loads(side.read_bytes())
        expected_bytes = int(meta["state_bytes"])
        expected_sum = str(meta["xxh3_64"])
        n_tokens = int(meta["n_tokens"])
        stored_fp = meta["fingerprint"]
        if meta.get("format") != SIDECAR_FORMAT or not isinstance(stored_fp, dict):
            raise ValueError("unknown sidecar format")
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise StateSidecarCorrupt(f"The sidecar of {path.name} is unreadable ({e}).") from e

    differing = [k for k in fingerprint if stored_fp.get(k) != fingerprint[k]]
    if differing:
        reasons = sorted({_FIELD_REASONS.get(k, k) for k in differing})
        raise StateFingerprintMismatch(f"The saved cache was made with {', '.join(reasons)}.", differing)

    try:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size != expected_bytes:
                raise StateChecksumMismatch(f"The saved cache {path.name} has {size:,} bytes, not {expected_bytes:,}.")
            data = bytearray(size)
            if f.readinto(data) != size:
                raise StateChecksumMismatch(f"The saved cache {path.name} changed while it was read.")
    except OSError as e:
        raise StateFileMissing(f"The saved cache {path.name} could not be read: {e.strerror or e}") from e
    if xxhash.xxh3_64_hexdigest(data) != expected_sum:
        raise StateChecksumMismatch(f"The saved cache {path.name} is damaged (checksum mismatch).")

    if size < _HEADER.size:
        raise StateFileCorrupt(f"The saved cache {path.name} is too short.")
    magic, version, count = _HEADER.unpack_from(data, 0)
    if magic != llama_cpp.LLAMA_STATE_SEQ_MAGIC or version != llama_cpp.LLAMA_STATE_SEQ_VERSION:
        raise StateFileCorrupt(f"{path.name} is not a llama.cpp sequence state of this version.")
    offset = _HEADER.size + 4 * count
    if count != n_tokens or count > n_ctx or offset > size:
        raise StateFileCorrupt(f"{path.name} holds {count} tokens where its sidecar says {n_tokens}.")
    tokens = array("i")
    tokens.frombytes(bytes(data[_HEADER.size : offset]))
    if any(t < 0 or t >= n_vocab for t in tokens):
        raise StateFileCorrupt(f"{path.name} holds tokens that are not in this model's vocabulary.")
    return VerifiedState(tokens.tolist(), data, offset)


def load_verified(ctx: llama_cpp.llama_context_p, seq_id: int, path: Path, state: VerifiedState) -> None:
    """Load a verified state file into `seq_id`. Raises StateFileCorrupt if llama.cpp refuses it
    (or if the file no longer holds the tokens that were verified)."""
    capacity = len(state.tokens)
    tokens = (llama_cpp.llama_token * max(capacity, 1))()
    count = ctypes.c_size_t(0)
    read = llama_cpp.llama_state_seq_load_file(ctx, os.fsencode(path), seq_id, tokens, capacity, ctypes.byref(count))
    if read != len(state.data) or list(tokens[: count.value]) != state.tokens:
        raise StateFileCorrupt("llama.cpp refused the saved cache data.")


def _hash_and_sync(path: Path) -> str:
    h = xxhash.xxh3_64()
    with open(path, "r+b") as f:
        for chunk in iter(lambda: f.read(1 << 22), b""):
            h.update(chunk)
        os.fsync(f.fileno())
    return h.hexdigest()


def _write_synced(path: Path, payload: bytes) -> None:
    with open(path, "wb") as f:
        f.write(payload)
        f.flush()
        os.fsync(f.fileno())


def _sync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
