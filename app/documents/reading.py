"""Reading a document's bytes as a file anything may have made: opened without waiting (a FIFO
would block the open), kept only if it is a regular file (a folder, a device, /dev/zero behind a
symlink are refused), refused before reading if it is larger than the bound, read once. Every
parser then works on these bytes, the ones hashed: a file replaced after the checks is not read."""

from __future__ import annotations

import errno
import os
import stat

from ..units import human_size
from ..words import Words, translate
from .result import DocumentError

_CHUNK = 1 << 20
_FOLDER = translate("Documents", "{name} is a folder, not a file")


def display_name(path: str | os.PathLike[str]) -> str:
    """The file's name as a message shows it: no control characters (a name with a newline could
    forge a second line), at most 200 characters."""
    name = os.path.basename(os.fspath(path).rstrip("/\\")) or os.fspath(path)
    return "".join("?" if ord(c) < 32 or ord(c) == 127 else c for c in name)[:200]


def size_text(n: int) -> Words:
    """human_size without a trailing ".0": "64 MiB", "2.1 GiB"."""
    return human_size(n, whole=True)


def read_document(path: str | os.PathLike[str], name: str, limit: int) -> bytes:
    """The bytes of the regular file at `path` (symlinks followed), at most `limit` of them."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except (OSError, ValueError) as e:  # ValueError: a NUL in the path
        raise DocumentError(_open_failed(name, e)) from None
    try:
        info = os.fstat(fd)
        _check_kind(name, info.st_mode)
        if info.st_size > limit:
            said = translate("Documents", "{name} is {size}; Emberly reads documents up to {limit}")
            raise DocumentError(said.format(name=name, size=size_text(info.st_size), limit=size_text(limit)))
        return _read_bounded(fd, name, limit)
    except OSError as e:
        raise DocumentError(translate("Documents", "{name} cannot be read: {reason}").format(
            name=name, reason=e.strerror or e)) from None
    finally:
        os.close(fd)


def _open_failed(name: str, e: OSError | ValueError) -> Words:
    code = getattr(e, "errno", None)
    if isinstance(e, FileNotFoundError):
        said = translate("Documents", "{name} was not found: it was moved or deleted, or a link to it leads nowhere")
    elif isinstance(e, PermissionError):
        said = translate("Documents", "{name} cannot be read: permission denied")
    elif code == errno.ELOOP:
        said = translate("Documents", "{name} is a symbolic link that leads back to itself (a loop of links)")
    elif isinstance(e, IsADirectoryError):
        said = _FOLDER
    elif isinstance(e, ValueError):
        said = translate("Documents", "{name} is not a valid file name")
    else:
        return translate("Documents", "{name} cannot be opened: {reason}").format(
            name=name, reason=getattr(e, "strerror", None) or e)
    return said.format(name=name)


def _check_kind(name: str, mode: int) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise DocumentError(_FOLDER.format(name=name))
    what = (translate("Documents", "a named pipe") if stat.S_ISFIFO(mode) else translate("Documents", "a device")
            if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else translate("Documents", "special"))
    raise DocumentError(translate("Documents", "{name} is not a regular file ({what}); Emberly reads documents from "
                                  "ordinary files").format(name=name, what=what))


def _read_bounded(fd: int, name: str, limit: int) -> bytes:
    """Read to the end in chunks; a file that grows past `limit` while read is refused."""
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        total += len(chunk)
        if total > limit:
            raise DocumentError(translate("Documents", "{name} grew past {limit} while it was read; Emberly reads "
                                          "documents up to that").format(name=name, limit=size_text(limit)))
