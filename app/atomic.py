"""Atomic file writes: a temp file in the same folder, fsync, rename, fsync the folder.

A crash at any moment leaves either the old file or the new one, never a mix, and never a
temp file that a later run would mistake for data (temp names start with a dot and end .tmp).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path


def temp_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.{os.getpid()}.tmp")


def write_synced(path: Path, data: bytes) -> None:
    """Write `data` to `path` and fsync it (a temp file, before its rename)."""
    with open(path, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` atomically. Raises OSError; `path` is then unchanged."""
    tmp = temp_path(path)
    try:
        write_synced(tmp, data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    fsync_dir(path.parent)


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
