"""Reading the records Emberly keeps on disk (settings, the downloads queue, engine-path records,
the model header cache, state-file sidecars, chat transcripts)
as data that anything may have written: a regular file only (a FIFO would block the open, a
symlink to /dev/zero would read forever), of a bounded size, parsed into JSON without NaN,
infinities or nesting deep enough to exhaust the stack. One typed error, `RecordError`, says
what was wrong; callers fall back to defaults and tell the user."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from .errors import AppError
from .words import grouped, translate

MAX_RECORD_BYTES = 4 * 2**20  # the largest settings or downloads file seen is a few KB
MAX_DEPTH = 32  # objects and arrays inside each other


class RecordError(AppError):
    """A record on disk that is not what Emberly wrote: not a regular file, too large, or not
    plain JSON. FileNotFoundError is kept apart (a missing record is a first start)."""


def read_record(path: str | os.PathLike[str], limit: int = MAX_RECORD_BYTES) -> bytes:
    """The bytes of `path`, a regular file of at most `limit` bytes. Raises FileNotFoundError when
    it is not there, RecordError for anything else that is wrong with it."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))  # a FIFO must not block
    except FileNotFoundError:
        raise
    except (OSError, ValueError) as e:  # ValueError: a NUL in the path
        raise RecordError(translate("Records", "{name} cannot be opened: {reason}").format(
            name=_name(path), reason=getattr(e, "strerror", None) or e)) from e
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(translate("Records", "{name} is not a regular file").format(name=_name(path)))
        if info.st_size > limit:
            raise RecordError(translate("Records", "{name} is {size} bytes, more than a record of Emberly's can "
                                                   "be").format(name=_name(path), size=grouped(info.st_size)))
        return _read_all(fd, info.st_size, limit, path)
    except OSError as e:
        raise RecordError(translate("Records", "{name} cannot be read: {reason}").format(
            name=_name(path), reason=e.strerror or e)) from e
    finally:
        os.close(fd)


def read_export_file(path: str | os.PathLike[str], limit: int, what: str) -> bytes:
    """A regular file's bytes (not a FIFO, which would block, nor a device), at most `limit`.
    ValueError says why not ("it has N bytes, more than `what` (limit)")."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))  # a FIFO opens without a writer
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise ValueError(translate("Records", "it is not a regular file"))
        if st.st_size > limit:
            raise ValueError(translate("Records", "it has {size} bytes, more than {what} ({limit})").format(
                size=grouped(st.st_size), what=what, limit=grouped(limit)))
        data = f.read(st.st_size + 1)  # +1: a file that grew since fstat is seen
    if len(data) > limit:
        raise ValueError(translate("Records", "it has more than {limit} bytes").format(limit=grouped(limit)))
    return data


def _name(path: str | os.PathLike[str]) -> str:
    return os.path.basename(os.fspath(path))[:200]


def _read_all(fd: int, size: int, limit: int, path: str | os.PathLike[str]) -> bytes:
    """Up to `limit` bytes, asked for by the file's size: a read(limit) would allocate all of
    `limit` for a record of a few hundred bytes. Files in /proc say 0 and have more."""
    want = min(size, limit) + 1
    data = os.read(fd, want)
    if len(data) < want:  # a short read from a regular file: its end (one call, the usual case)
        return data
    chunks, total = [data], len(data)
    while total <= limit:
        chunk = os.read(fd, min(1 << 16, limit + 1 - total))
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        total += len(chunk)
    raise RecordError(translate("Records", "{name} is more than {limit} bytes").format(  # it grew while read
        name=_name(path), limit=grouped(limit)))


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def parse_record(data: bytes, what: str, max_depth: int = MAX_DEPTH) -> Any:
    """JSON from `data`, or RecordError naming `what`: not UTF-8, not JSON, NaN or infinities,
    numbers too large to be a float, or nested more than `max_depth` deep."""
    try:
        value = json.loads(data.decode("utf-8"), parse_constant=_no_constant)
    except RecursionError:
        raise _too_deep(what, max_depth) from None
    except (UnicodeDecodeError, ValueError) as e:
        raise RecordError(translate("Records", "{what} is not valid JSON ({error})").format(
            what=what, error=f"{type(e).__name__}: {str(e)[:80]}")) from None
    if _depth(value) > max_depth:
        raise _too_deep(what, max_depth)
    return value


def _too_deep(what: str, max_depth: int) -> RecordError:
    return RecordError(translate("Records", "{what} is nested more than {depth} levels deep").format(
        what=what, depth=str(max_depth)))


def load_record(path: Path, what: str, limit: int = MAX_RECORD_BYTES) -> Any:
    """read_record then parse_record."""
    return parse_record(read_record(path, limit), what)


def _depth(value: Any) -> int:
    """How deep objects and arrays nest (iteratively: the value may be as deep as json allows)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            items: list[Any] = list(item.values())
        elif isinstance(item, list):
            items = item
        else:
            continue
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH * 4:
            return deepest
        stack.extend((child, depth + 1) for child in items)
    return deepest


def finite(value: Any, low: float, high: float) -> bool:
    """A JSON number (not a bool) within [low, high]; 1e308 and friends are out of range."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high


def short_text(value: Any, limit: int = 4096) -> bool:
    """A string of at most `limit` characters with no NUL (which no path or name can hold)."""
    return isinstance(value, str) and len(value) <= limit and "\0" not in value


def short_line(value: Any, limit: int = 256) -> bool:
    """A short_text on one line, without control characters (a name shown in a list)."""
    return short_text(value, limit) and not any(ord(c) < 32 or ord(c) == 127 for c in value)


def http_url(value: Any, limit: int = 2048) -> bool:
    """An http:// or https:// address with a host, and nothing a request line could not carry
    (spaces, control characters, a port that is not a number)."""
    if not short_text(value, limit) or any(ord(c) <= 32 or ord(c) == 127 for c in value):
        return False
    try:
        parts = urlsplit(value)
        parts.port  # noqa: B018  (raises ValueError for a port that is not one)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.hostname)

