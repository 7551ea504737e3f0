"""An export to import, as a hostile record: a JSON file, a zip (ChatGPT's and Claude's exports),
or a folder (Jan's threads, LM Studio's conversations). Its JSON documents are streamed in a chunk
at a time (each at most MAX_DOCUMENT bytes, valid UTF-8, JSON or JSON Lines) past a census
(census.py) that refuses what is not JSON, or would grow far past its size in memory, before the
rest is read; they are parsed once whole. Its pictures are read when a message asks for one.
Nothing is ever written by a member's name: a zip's paths ("../../x") are only names here. A zip
bomb is refused by its members' sizes and ratios before any is read."""

from __future__ import annotations

import codecs
import json
import os
import re
import stat
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from ...errors import AppError
from ...json_census import Census, CensusError
from ...records import read_export_file
from ...words import grouped, of, translate

MAX_DOCUMENT = 512 << 20  # bytes of one JSON file: a ChatGPT export of years of chats is ~100-300 MB
MAX_MEMBERS = 20_000  # files in a zip or folder looked at
MAX_RATIO = 200  # a zip member that unpacks to more than this times its packed size (and 1 MB) is a bomb
MAX_IMAGE = 50 << 20
MAX_DEPTH = 4  # folders below the one chosen
DOCUMENTS = (".json", ".jsonl")
IMAGES = (".png", ".jpg", ".jpeg", ".webp", ".gif")
CHUNK = 1 << 20  # bytes read, counted and decoded at a time
FIRST = 4 << 10  # the first read: enough to tell a file that is not JSON
_SPACE = re.compile(r"[ \t\r\n]*")
NOT_A_FILE = translate("ChatImport", "it is not a regular file")


class UnreadableExport(AppError):
    """An export that cannot be read: one line that names the file and the reason."""


@dataclass
class Source:
    name: str  # the file or folder, as the user chose it
    documents: list[tuple[str, Any]] = field(default_factory=list)  # (its path inside, parsed JSON or a JSONL list)
    files: dict[str, str] = field(default_factory=dict)  # every other file's name (lower case): where it is
    _zip: zipfile.ZipFile | None = None
    _root: Path | None = None

    def image(self, key: str) -> bytes | None:
        """The bytes of the picture named `key` or starting with it (ChatGPT names a file by its
        id, then its name), None when the export does not hold it or it is too big."""
        return self.read(key, MAX_IMAGE, IMAGES)

    def read(self, key: str, limit: int, suffixes: tuple[str, ...] = ()) -> bytes | None:
        """The bytes of the file named `key` or starting with it (of those `suffixes`, when given)."""
        key = key.lower()
        where = self.files.get(key) or next((w for k, w in self.files.items()
                                              if k.startswith(key) and (not suffixes or k.endswith(suffixes))), None)
        if where is None or (suffixes and not where.lower().endswith(suffixes)):
            return None
        try:
            if self._zip is not None:
                info = self._zip.getinfo(where)
                if info.file_size > limit:
                    return None
                with self._zip.open(info) as f:
                    return f.read(limit + 1)[:limit]
            assert self._root is not None
            return _read_file(self._root / where, limit)
        except (OSError, KeyError, zipfile.BadZipFile, ValueError):
            return None

    def close(self) -> None:
        if self._zip is not None:
            self._zip.close()


def open_source(path: Path) -> Source:
    """Read an export's JSON documents. Raises UnreadableExport."""
    name = Path(path).name
    try:
        mode = os.stat(path).st_mode
        if stat.S_ISDIR(mode):
            return _folder(Path(path))
        if not stat.S_ISREG(mode):  # a FIFO would block the zip check's open, a device never end
            raise ValueError(NOT_A_FILE)
        if zipfile.is_zipfile(path):
            return _zip(Path(path))
        return Source(name, [(name, _load_file(Path(path), name))])
    except UnreadableExport:
        raise
    except (OSError, ValueError, zipfile.BadZipFile, RecursionError) as e:
        why = translate("ChatImport", "it is nested too deeply") if isinstance(e, RecursionError) else \
            _kept(of(e), str(e).splitlines()[0][:200]) if str(e) else type(e).__name__
        said = translate("ChatImport", "{name} cannot be imported: {why}")
        raise UnreadableExport(said.format(name=name, why=why)) from None


def _kept(said: str, cut: str) -> str:
    """`cut`, what is shown of an error's text: the error's own Words where nothing was cut."""
    return said if cut == said else cut


def _read_file(path: Path, limit: int) -> bytes:
    return read_export_file(path, limit, translate("ChatImport", "an export of chats"))


def _load_file(path: Path, name: str) -> Any:
    """The JSON document in the regular file at `path` (a FIFO opens without waiting and is refused)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb", buffering=0) as f:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ValueError(NOT_A_FILE)
        if info.st_size > MAX_DOCUMENT:
            raise ValueError(translate("ChatImport", "it has {size} bytes, more than an export of chats ({limit})")
                             .format(size=grouped(info.st_size), limit=grouped(MAX_DOCUMENT)))
        return _load(f.read, info.st_size, name)


def _load(read: Callable[[int], bytes], size: int, name: str) -> Any:
    """One JSON document read with `read` a chunk at a time (`size`: the bytes its file or zip
    entry declares). Each chunk passes the census and is decoded as it comes, so a file that is not
    JSON, or would grow too much, is refused without being read whole, and the file's bytes are
    never all held at once."""
    census = Census(size)
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    parts: list[str] = []
    while chunk := read(CHUNK if census.read else FIRST):
        if census.read + len(chunk) > MAX_DOCUMENT:
            raise UnreadableExport(translate("ChatImport", "{name} cannot be imported: it has more than {limit} bytes")
                                   .format(name=name, limit=grouped(MAX_DOCUMENT)))
        try:
            census.feed(chunk)
            parts.append(decoder.decode(chunk))
        except CensusError as e:
            raise UnreadableExport(translate("ChatImport", "{name} is not an export Emberly can read: {error}")
                                   .format(name=name, error=e)) from None
        except UnicodeDecodeError as e:
            raise UnreadableExport(translate("ChatImport", "{name} is not UTF-8 text (near byte {at})")
                                   .format(name=name, at=grouped(census.read - len(chunk) + e.start))) from None
    try:
        parts.append(decoder.decode(b"", final=True))
    except UnicodeDecodeError:
        raise UnreadableExport(translate("ChatImport", "{name} is not UTF-8 text (it ends inside a character)")
                               .format(name=name)) from None
    text = "".join(parts)
    del parts  # the pieces go before the parse builds its values
    return _parse(text, name)


def _parse(text: str, name: str) -> Any:
    """JSON or JSON Lines, read a piece at a time: a worker that parses a 100 MB export in one
    call holds Python's lock for seconds, and the window, whose painting is Python, waits."""
    if name.lower().endswith(".jsonl"):
        try:
            return [json.loads(line) for line in text.splitlines() if line.strip()]
        except ValueError as e:
            raise UnreadableExport(translate("ChatImport", "{name} is not JSON Lines: {error}")
                                   .format(name=name, error=_kept(of(e), str(e)[:120]))) from None
    try:
        start = _skip(text, 0)
        return _array(text, start) if text.startswith("[", start) else json.loads(text)
    except ValueError as e:
        raise UnreadableExport(translate("ChatImport", "{name} is not JSON: {error}")
                               .format(name=name, error=_kept(of(e), str(e)[:120]))) from None


def _array(text: str, start: int) -> list[Any]:
    """A top-level JSON array (its "[" at `start`), one element per decoder call."""
    decoder = json.JSONDecoder()
    items: list[Any] = []
    i = _skip(text, start + 1)
    if text[i : i + 1] == "]":
        return items
    while True:
        item, i = decoder.raw_decode(text, i)
        items.append(item)
        i = _skip(text, i)
        if text[i : i + 1] == "]":
            if text[_skip(text, i + 1) :]:
                raise ValueError(translate("ChatImport", "extra data after the list"))
            return items
        if text[i : i + 1] != ",":
            raise ValueError(translate("ChatImport", "expected ',' or ']' at character {at}").format(at=grouped(i)))
        i = _skip(text, i + 1)


def _skip(text: str, i: int) -> int:
    match = _SPACE.match(text, i)  # a C loop: 300 MB of spaces between two values is a file inside the cap
    return match.end() if match else i


def _zip(path: Path) -> Source:
    archive = zipfile.ZipFile(path)
    source = Source(path.name, _zip=archive)
    try:
        members = archive.infolist()
        if len(members) > MAX_MEMBERS:
            raise UnreadableExport(translate("ChatImport", "{name} holds {count} files, more than an export of chats")
                                   .format(name=path.name, count=grouped(len(members))))
        for info in members:
            if info.is_dir():
                continue
            if info.file_size > MAX_RATIO * max(info.compress_size, 1) and info.file_size > 1 << 20:
                raise UnreadableExport(translate("ChatImport", "{name} cannot be imported: {member} would unpack to "
                                                 "{size} bytes from {packed} (a zip bomb?)").format(
                    name=path.name, member=info.filename[:80], size=grouped(info.file_size),
                    packed=grouped(info.compress_size)))
            lower = PurePosixPath(info.filename).name.lower()
            if lower.endswith(DOCUMENTS):
                if info.file_size > MAX_DOCUMENT:
                    raise UnreadableExport(translate("ChatImport", "{name}: {member} has {size} bytes, more than an "
                                                     "export of chats ({limit})").format(
                        name=path.name, member=info.filename[:80], size=grouped(info.file_size),
                        limit=grouped(MAX_DOCUMENT)))
                with archive.open(info) as f:  # zipfile stops at the declared size and checks the CRC
                    source.documents.append((info.filename, _load(f.read, info.file_size, info.filename)))
            else:
                source.files.setdefault(lower, info.filename)
    except BaseException:
        archive.close()
        raise
    return source


def _folder(root: Path) -> Source:
    source = Source(root.name, _root=root)
    for relative in _walk(root):
        lower = relative.name.lower()
        if lower.endswith(DOCUMENTS):
            source.documents.append((str(relative), _load_file(root / relative, str(relative))))
        else:
            source.files.setdefault(lower, str(relative))
    return source


def _walk(root: Path) -> Iterator[Path]:
    """Files under `root` (relative), at most MAX_DEPTH folders down and MAX_MEMBERS in all; links
    are not followed (a link to / would be a walk of the disk)."""
    seen = 0
    stack: list[tuple[Path, int]] = [(Path(), 0)]
    while stack:
        folder, depth = stack.pop()
        try:
            entries = sorted(os.scandir(root / folder), key=lambda e: e.name)
        except OSError:
            continue
        for entry in entries:
            seen += 1
            if seen > MAX_MEMBERS:
                raise UnreadableExport(translate("ChatImport", "{name} holds more than {limit} files: choose the "
                                                 "export itself").format(name=root.name, limit=grouped(MAX_MEMBERS)))
            if entry.is_symlink():
                continue
            if entry.is_dir(follow_symlinks=False) and depth < MAX_DEPTH:
                stack.append((folder / entry.name, depth + 1))
            elif entry.is_file(follow_symlinks=False):
                yield folder / entry.name
