"""Atomic file writes: a temp file in the same folder, fsync, rename, fsync the folder.

A crash at any moment leaves either the old file or the new one, never a mix, and never a
temp file that a later run would mistake for data (temp names start with a dot and end .tmp).
A temp file is always a new one: its name is unguessable and it is created exclusively, never
through a link, so a link planted in the folder cannot redirect the write to a file elsewhere.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from .words import translate

# Created here or refused: an existing name, a link (POSIX) fails; binary on Windows (no \r\n).
NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)


def temp_path(path: Path) -> Path:
    """A fresh temp name beside `path` (each call another): '.<name>.<pid>.<random>.tmp'."""
    return path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(8)}.tmp")


def create_new(path: Path, mode: int = 0o666) -> BinaryIO:
    """Open `path` for writing as a file made now. Raises OSError (FileExistsError where anything,
    a link included, is already there)."""
    return os.fdopen(os.open(path, NEW_FILE, mode), "wb")


def write_synced(path: Path, data: bytes, mode: int = 0o666) -> None:
    """Write `data` to `path`, a new file (`mode`, less the umask), and fsync it (a temp file,
    before its rename)."""
    with create_new(path, mode) as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


@contextlib.contextmanager
def replacing(path: Path) -> Iterator[Path]:
    """A fresh temp path beside `path`, nothing there yet, to write (create_new makes it safely);
    when the block ends without an error it replaces `path` (and the rename is made durable),
    otherwise it is removed and `path` is unchanged."""
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
                raise OSError(translate("Records", "{name} is not a regular file").format(name=src.name))
            with create_new(tmp) as out:
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
