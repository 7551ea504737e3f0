"""KV state files: a llama.cpp per-sequence state file plus a JSON sidecar that vouches for it.

llama.cpp checks only magic, version and shape: a same-shape file from another model loads as
plausible nonsense. So the sidecar records a fingerprint of everything that must match (model file
identity, library build, context configuration), the token count and an xxh3 of the state file,
and all of it is verified before llama.cpp sees a byte; llama.cpp then loads the very bytes that
were verified (no second read, no window for the file to change).

Both files are written atomically (temp name, fsync, rename); the state file is renamed first,
so a crash between the renames leaves a sidecar whose checksum no longer matches: refused, never
half-loaded.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import mmap
import os
import stat
import struct
import sys
from array import array
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import llama_cpp
import numpy as np
import xxhash

from ...atomic import fsync_dir, temp_path, write_synced
from ...records import RecordError, read_record
from ...words import grouped, translate
from ..errors import (
    StateChecksumMismatch,
    StateFileCorrupt,
    StateFileMissing,
    StateFingerprintMismatch,
    StateWriteError,
)
from ..images import placeholders

# The sidecar's reading lives apart (no llama.cpp there: the sidebar reads sidecars); re-exported.
from .sidecar import SIDECAR_FORMAT, describe_mismatch, extras_path, fingerprint_mismatch, read_sidecar, sidecar_path

# State files this large are mapped; smaller ones are read into the ReadBuffer the engine keeps
# (so it never holds more than this): below it a map's page faults and munmap cost more than the
# copy, above it less. Measured on 1, 1.9, 2, 4 and 8 MB states, both with the buffer just used
# (a loop of restores) and gone cold (other work between them, as in the app): a 4 MB state
# restored 1.15x llama.cpp's own load mapped, 1.4x read into a cold buffer.
_MAP_FROM = 2 << 20
_HEADER = struct.Struct("<III")
TOKEN_TYPE = "i" if array("i").itemsize == 4 else "l"  # llama_token: int32  # magic, version, token count (llama_state_seq_save_file)


@dataclass(frozen=True)
class SavedState:
    path: Path
    n_tokens: int
    state_bytes: int
    checksum: str


class ReadBuffer:
    """A page-aligned buffer reused for reading small state files (a chat app restores often: every
    chat and version switch). Page-aligned because read() into a destination a few bytes past a page
    boundary runs ~7x slower on AMD Zen 3 (the kernel's `rep movsb`, measured), and Python's own
    large buffers start 16 bytes into a page. Its pages stay mapped between restores."""

    def __init__(self) -> None:
        self._map: mmap.mmap | None = None

    def view(self, size: int) -> memoryview:
        if self._map is None or len(self._map) < size:
            old, self._map = self._map, mmap.mmap(-1, max(size, 1 << 20))
            if old is not None:
                with contextlib.suppress(BufferError):  # still viewed (a traceback): GC closes it
                    old.close()
        return memoryview(self._map)[:size]


@dataclass
class VerifiedState:
    """A state file whose sidecar, fingerprint, checksum and header all checked out."""

    tokens: array[int]  # compact: 4 bytes a token, copied in one go (a list costs ~10 ns and 36 bytes a token)
    # A private (copy-on-write) map of the file, or its bytes: writes never reach the disk.
    data: mmap.mmap | bytearray | memoryview
    offset: int  # where the sequence data starts, after the header and the tokens
    checksum: str = ""  # the file's xxh3_64, as its sidecar vouches
    images: Any = None  # the sidecar's image spans, unchecked (engine/local/image_read.remember_shapes)



def write_state(
    ctx: llama_cpp.llama_context_p,
    seq_id: int,
    tokens: Sequence[int],
    path: Path,
    fingerprint: Mapping[str, Any],
    images: Sequence[Mapping[str, Any]] = (),
) -> SavedState:
    """Save `seq_id` to `path` (+ sidecar) atomically. Raises StateWriteError; old files survive.
    `images`: the shapes of the image spans in `tokens` (which image filled which span)."""
    path = Path(path)
    tmp_state = temp_path(path)
    side = sidecar_path(path)
    tmp_side = temp_path(side)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        token_arr = (llama_cpp.llama_token * len(tokens))(*tokens)
        written = llama_cpp.llama_state_seq_save_file(ctx, os.fsencode(tmp_state), seq_id, token_arr, len(tokens))
        if written == 0:
            raise OSError(translate("StateFiles", "llama.cpp could not write {name} (disk full or folder not "
                                                  "writable?)").format(name=tmp_state.name))
        checksum = _hash_and_sync(tmp_state)
        size = tmp_state.stat().st_size
        sidecar = {
            "format": SIDECAR_FORMAT,
            "fingerprint": dict(fingerprint),
            "n_tokens": len(tokens),
            "state_bytes": size,
            "xxh3_64": checksum,
        }
        if images:
            sidecar["images"] = list(images)
        write_synced(tmp_side, json.dumps(sidecar, indent=1).encode())
        os.replace(tmp_state, path)
        os.replace(tmp_side, side)
        fsync_dir(path.parent)
    except OSError as e:
        for tmp in (tmp_state, tmp_side):
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
        raise StateWriteError(translate("StateFiles", "The chat's cache could not be saved to {folder}: {reason}")
                              .format(folder=path.parent, reason=e.strerror or e)) from e
    return SavedState(path, len(tokens), size, checksum)


@contextlib.contextmanager
def open_verified(path: Path, fingerprint: Mapping[str, Any], n_vocab: int, n_ctx: int,
                  buffer: ReadBuffer | None = None) -> Iterator[VerifiedState]:
    """Read or map and verify a state file without touching llama.cpp. Raises a StateFileError.

    A large file is memory-mapped, not read: hashing the page cache in place costs half of a
    read plus a hash, and it keeps the restore within 1.5x of llama.cpp's own load. Our files are
    only ever replaced by rename, never rewritten in place, so the mapped bytes cannot change. A
    smaller one (a recurrent model's state, a short chat) is read into `buffer`, which the caller
    keeps for the next restore."""
    path = path if isinstance(path, Path) else Path(path)
    meta = read_sidecar(path)
    differing = fingerprint_mismatch(meta["fingerprint"], fingerprint)
    if differing:
        raise StateFingerprintMismatch(translate("StateFiles", "The saved cache was made with {reasons}.").format(
            reasons=describe_mismatch(differing)), differing)
    expected_bytes, expected_sum, n_tokens = meta["state_bytes"], meta["xxh3_64"], meta["n_tokens"]

    try:
        fd = os.open(path, os.O_RDONLY)  # no file object: this is a few hundred microseconds in all
        try:
            size = _checked_size(fd, path.name, expected_bytes)
            data: mmap.mmap | bytearray | memoryview
            if size >= _MAP_FROM:
                data = mmap.mmap(fd, 0, access=mmap.ACCESS_COPY)
            else:
                data = (buffer or ReadBuffer()).view(size)
                if _read_into(fd, data) != size:
                    data.release()
                    raise OSError(translate("StateFiles", "the file changed while it was read"))
        finally:
            os.close(fd)
    except (OSError, ValueError) as e:
        raise StateFileMissing(translate("StateFiles", "The saved cache {name} could not be read: {error}").format(
            name=path.name, error=e)) from e
    try:
        state = _verify(path, data, expected_sum, n_tokens, n_vocab, n_ctx, meta.get("images"))
        state.checksum, state.images = expected_sum, meta.get("images")
        yield state
    finally:
        try:
            if isinstance(data, memoryview):
                data.release()  # the buffer can be replaced by a larger one
            elif isinstance(data, mmap.mmap):
                data.close()
        except BufferError:  # a view is still referenced (e.g. by a traceback): let GC close it
            pass


def _checked_size(fd: int, name: str, expected: int) -> int:
    """The size of the state file open at `fd`, once it is a file of the size its sidecar says."""
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):  # a folder (or anything but a file) in its place
        raise StateFileMissing(translate("StateFiles", "No saved cache at {name}: that is not a file.")
                               .format(name=name))
    if st.st_size != expected or st.st_size == 0:
        raise StateChecksumMismatch(translate("StateFiles", "The saved cache {name} has {size} bytes, not {expected}.")
                                    .format(name=name, size=grouped(st.st_size), expected=grouped(expected)))
    return st.st_size


def _read_into(fd: int, view: memoryview) -> int:
    """Read the file at `fd` into `view`; the bytes read (fewer at the end of the file)."""
    got = 0
    while got < len(view):
        if hasattr(os, "readv"):
            n = os.readv(fd, [view[got:]])
        else:  # Windows has no readv
            chunk = os.read(fd, len(view) - got)
            view[got : got + len(chunk)] = chunk
            n = len(chunk)
        if n == 0:
            break
        got += n
    return got


def _verify(path: Path, data: mmap.mmap | bytearray | memoryview, expected_sum: str, n_tokens: int, n_vocab: int,
            n_ctx: int, images: Any = None) -> VerifiedState:
    size = len(data)
    if xxhash.xxh3_64_hexdigest(data) != expected_sum:
        raise StateChecksumMismatch(translate("StateFiles", "The saved cache {name} is damaged (checksum mismatch).")
                                    .format(name=path.name))

    if size < _HEADER.size:
        raise StateFileCorrupt(translate("StateFiles", "The saved cache {name} is too short.").format(name=path.name))
    magic, version, count = _HEADER.unpack_from(data, 0)
    if magic != llama_cpp.LLAMA_STATE_SEQ_MAGIC or version != llama_cpp.LLAMA_STATE_SEQ_VERSION:
        raise StateFileCorrupt(translate("StateFiles", "{name} is not a llama.cpp sequence state of this version.")
                               .format(name=path.name))
    offset = _HEADER.size + 4 * count
    if count != n_tokens or count > n_ctx or offset > size:
        raise StateFileCorrupt(translate("StateFiles", "{name} holds {count} tokens where its sidecar says {expected}.")
                               .format(name=path.name, count=count, expected=n_tokens))
    # Every token in the vocabulary, or in an image's span the sidecar names (engine/local/vision.py:
    # negative ids). argmax, not max: it skips the ufunc machinery, a third of this check's cost.
    view = np.frombuffer(data, dtype="<i4", count=count, offset=_HEADER.size)
    in_vocab = not count or int(view[view.argmax()]) < n_vocab
    negative = bool(count) and int(view[view.argmin()]) < 0
    del view  # release the buffer export, so the map can be closed
    tokens = array(TOKEN_TYPE)
    tokens.frombytes(data[_HEADER.size : offset])
    if sys.byteorder != "little":
        tokens.byteswap()
    if not in_vocab or (negative and not _spans_named(tokens, images)):
        raise StateFileCorrupt(translate("StateFiles", "{name} holds tokens that are not in this model's vocabulary.")
                               .format(name=path.name))
    return VerifiedState(tokens, data, offset)


def _spans_named(tokens: Sequence[int], images: Any) -> bool:
    """Every run of negative ids is the span of an image the sidecar names (its hash and length)."""
    named = {}
    for shape in images if isinstance(images, list) else []:
        if isinstance(shape, dict) and isinstance(shape.get("sha256"), str) and len(shape["sha256"]) == 64 \
                and isinstance(shape.get("n_tokens"), int) and 0 < shape["n_tokens"] <= len(tokens):
            with contextlib.suppress(ValueError):
                projector = shape.get("projector")
                ids = placeholders(shape["sha256"], shape["n_tokens"], projector if isinstance(projector, str) else "")
                named[ids[0]] = ids
    i = 0
    while i < len(tokens):
        if tokens[i] >= 0:
            i += 1
            continue
        span = named.get(tokens[i])
        if span is None or list(tokens[i : i + len(span)]) != span:
            return False
        i += len(span)
    return True


# llama_state_seq_get/set_data frame the sequence stream with 8 bytes (a magic, then the source
# seq id) where a state file has its header and tokens. Writing that frame just before the
# stream lets llama.cpp read the bytes we verified, without a second read of the file. If a
# llama.cpp build frames it otherwise, set_data refuses and we fall back to the file API.
_SET_DATA_MAGIC = 0xAF143CD8
_FRAME = struct.Struct("<Ii")


def load_verified(ctx: llama_cpp.llama_context_p, seq_id: int, path: Path, state: VerifiedState) -> str:
    """Load verified state into `seq_id`; returns "buffer" (the verified bytes) or "file" (the
    fallback). Raises StateFileCorrupt if llama.cpp refuses it."""
    start = state.offset - _FRAME.size  # inside the token list, already parsed
    _FRAME.pack_into(state.data, start, _SET_DATA_MAGIC, seq_id)
    n = len(state.data) - start
    buf = (ctypes.c_uint8 * n).from_buffer(state.data, start)
    loaded = llama_cpp.llama_state_seq_set_data(ctx, buf, n, seq_id)
    del buf  # release the buffer export, so the map can be closed
    if loaded == n:
        return "buffer"
    capacity = len(state.tokens)
    tokens = (llama_cpp.llama_token * max(capacity, 1))()
    count = ctypes.c_size_t(0)
    read = llama_cpp.llama_state_seq_load_file(ctx, os.fsencode(path), seq_id, tokens, capacity, ctypes.byref(count))
    if read != len(state.data) or list(tokens[: count.value]) != state.tokens.tolist():
        raise StateFileCorrupt(translate("StateFiles", "llama.cpp refused the saved cache data."))
    return "file"


def _hash_and_sync(path: Path) -> str:
    h = xxhash.xxh3_64()
    with open(path, "r+b") as f:
        for chunk in iter(lambda: f.read(1 << 22), b""):
            h.update(chunk)
        os.fsync(f.fileno())
    return h.hexdigest()


# --- extras saved with a state file ------------------------------------------------------------
# What lets a reopened chat go on without decoding anything again: the engine's checkpoints
# (partial states: recurrent or sliding-window, see Engine._checkpoints), so regenerate needs no
# re-read, and, for models whose state cannot be cut back by one token (recurrent, hybrid), the
# logits of the last token, so the reply continues exactly. They go in a companion file bound to
# its state file by that file's checksum, written after it: a crash between the two leaves a
# companion bound to the old file, which is then ignored. They are an optimisation: any doubt and
# they are dropped (the engine decodes again instead).
#
#   b"EMBXTRA1" | u32 length | JSON {"state_xxh3_64", "n": [int], "bytes": [int], "logits": int,
#   "draft"?: {"identity", "n", "bytes"}} | checkpoint blobs | logits (f32) | draft state | xxh3_64
# A draft model's cache (speculative decoding) rides along the same way: the chat's first n
# tokens as that draft model read them, so a reopened chat guesses again without a re-read.

_EXTRAS_MAGIC = b"EMBXTRA1"
_U32 = struct.Struct("<I")
Blob = bytes | bytearray | memoryview


@dataclass(frozen=True)
class DraftState:
    identity: str  # the draft model and its context (engine/local/draft_model.py): restored only into the same
    n: int  # the chat's first n tokens, which it holds
    data: bytes  # llama.cpp's sequence state


@dataclass(frozen=True)
class Extras:
    checkpoints: list[tuple[int, bytes]]  # (tokens before it, partial state)
    logits: bytes | None  # the last token's logits row, little-endian f32
    draft: DraftState | None = None


def write_extras(path: Path, state_checksum: str, checkpoints: Sequence[tuple[int, Blob]], logits: Blob | None = None,
                 draft: DraftState | None = None) -> None:
    """Write the extras of state file `path` (atomically), or remove stale ones if there are none.
    Raises StateWriteError."""
    target = extras_path(Path(path))
    try:
        if not checkpoints and logits is None and draft is None:
            target.unlink(missing_ok=True)
            return
        meta: dict[str, Any] = {"state_xxh3_64": state_checksum, "n": [n for n, _ in checkpoints],
                                "bytes": [len(data) for _, data in checkpoints], "logits": 0 if logits is None else len(logits)}
        if draft is not None:
            meta["draft"] = {"identity": draft.identity, "n": draft.n, "bytes": len(draft.data)}
        header = json.dumps(meta).encode()
        parts = [_EXTRAS_MAGIC, _U32.pack(len(header)), header, *(bytes(d) for _, d in checkpoints), bytes(logits or b""),
                 draft.data if draft is not None else b""]
        body = b"".join(parts)
        tmp = temp_path(target)
        try:
            write_synced(tmp, body + xxhash.xxh3_64_digest(body))
            os.replace(tmp, target)
        finally:
            tmp.unlink(missing_ok=True)
    except OSError as e:
        raise StateWriteError(translate("StateFiles", "The chat's checkpoints could not be saved: {reason}").format(
            reason=e.strerror or e)) from e


def _size_or_0(path: str | os.PathLike[str]) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


def read_extras(path: Path, state_checksum: str, n_tokens: int, n_vocab: int) -> Extras:
    """The extras saved with state file `path` (which has `state_checksum` and `n_tokens`).
    Raises StateFileMissing (none saved) or StateFileCorrupt (damaged, or another state's)."""
    name = Path(path).name
    try:
        # Checkpoints are parts of a state (its sliding-window or recurrent layers), at most a few
        # of them: anything larger than this is not an extras file, and is not read.
        limit = 16 * _size_or_0(path) + 4 * n_vocab + (64 << 20)
        raw = read_record(extras_path(Path(path)), limit)  # a regular file only: a FIFO would block
    except FileNotFoundError as e:
        raise StateFileMissing(translate("StateFiles", "No extras saved with {name}.").format(name=name)) from e
    except (OSError, RecordError) as e:
        raise StateFileCorrupt(translate("StateFiles", "The extras of {name} could not be read: {error}").format(
            name=name, error=e)) from e
    body, digest = raw[:-8], raw[-8:]
    if len(raw) < len(_EXTRAS_MAGIC) + _U32.size + 8 or not body.startswith(_EXTRAS_MAGIC) or xxhash.xxh3_64_digest(body) != digest:
        raise StateFileCorrupt(translate("StateFiles", "The extras of {name} are damaged.").format(name=name))
    try:
        (length,) = _U32.unpack_from(body, len(_EXTRAS_MAGIC))
        start = len(_EXTRAS_MAGIC) + _U32.size
        meta = json.loads(body[start : start + length])
        ns, sizes, n_logits = [int(n) for n in meta["n"]], [int(b) for b in meta["bytes"]], int(meta["logits"])
        bound = meta["state_xxh3_64"] == state_checksum
        drafted = meta.get("draft")
        draft_meta = (str(drafted["identity"]), int(drafted["n"]), int(drafted["bytes"])) if drafted is not None else None
    except (ValueError, KeyError, TypeError, RecursionError) as e:
        raise StateFileCorrupt(translate("StateFiles", "The extras of {name} are unreadable ({error}).").format(
            name=name, error=e)) from e
    if not bound:
        raise StateFileCorrupt(translate("StateFiles", "The extras next to {name} belong to another save of it.")
                               .format(name=name))
    offset = start + length
    n_draft = draft_meta[2] if draft_meta else 0
    if len(ns) != len(sizes) or any(not 0 < n <= n_tokens for n in ns) or any(b <= 0 for b in sizes) \
            or n_logits not in (0, 4 * n_vocab) or offset + sum(sizes) + n_logits + n_draft != len(body) \
            or (draft_meta is not None and not (0 < draft_meta[1] <= n_tokens and n_draft > 0 and len(draft_meta[0]) <= 256)):
        raise StateFileCorrupt(translate("StateFiles", "The extras of {name} do not fit their state file.")
                               .format(name=name))
    checkpoints = []
    for n, size in zip(ns, sizes, strict=True):
        checkpoints.append((n, body[offset : offset + size]))
        offset += size
    logits = body[offset : offset + n_logits] if n_logits else None
    draft = DraftState(draft_meta[0], draft_meta[1], body[offset + n_logits :]) if draft_meta else None
    return Extras(checkpoints, logits, draft)
