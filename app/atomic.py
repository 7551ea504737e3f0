"""Atomic file writes: a temp file in the same folder, fsync, rename, fsync the folder.

A crash at any moment leaves either the old file or the new one, never a mix, and never a
temp file that a later run would mistake for data (temp names start with a dot and end .tmp).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path


def temp_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.{os.getpid()}.tmp")


def write_synced(path: Path, data: bytes) -> None:
    """Write `data` to `path` and fsync it (a temp file, before its rename)."""
    with open(path, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


@contextlib.contextmanager
def replacing(path: Path) -> Iterator[Path]:
    """A temp path beside `path` to write; when the block ends without an error it replaces
    `path` (and the rename is made durable), otherwise it is removed and `path` is unchanged."""
    tmp = temp_path(path)
    try:
        yield tmp
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    fsync_dir(path.parent)


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` atomically. Raises OSError; `path` is then unchanged."""
    with replacing(path) as tmp:
        write_synced(tmp, data)


def copy_atomic(src: Path, dst: Path) -> None:
    """Copy the regular file `src` to `dst` atomically, a block at a time (a KV state file may be
    larger than memory would like). Raises OSError; `dst` is then unchanged."""
    import shutil
    import stat

    with replacing(dst) as tmp:
        with os.fdopen(os.open(src, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as f:  # a FIFO: no block
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise OSError(f"{src.name} is not a regular file")
            with open(tmp, "wb") as out:
                shutil.copyfileobj(f, out, 1 << 20)
                out.flush()
                os.fsync(out.fileno())


def fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX; Windows has no directory fsync)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def remove_stale_temps(folder: Path) -> int:
    """Delete temp files a killed process left behind; returns how many."""
    removed = 0
    if folder.is_dir():
        for p in folder.iterdir():
            if p.name.startswith(".") and p.name.endswith(".tmp"):
                with contextlib.suppress(OSError):
                    p.unlink()
                    removed += 1
    return removed
