"""A census of a JSON document taken from its bytes as they are read, before anything is parsed.

json builds a whole document in one C call and no hook sees a list being made, while a file of
small values grows ~25-fold in memory (64 MB of `[],` is 1.4 GB of lists; the 512 MB cap would
allow ~13 GB). So the brackets, braces, commas and colons outside strings (strings found by their
quotes once escapes are dropped) are counted chunk by chunk and weighed by the most CPython's
objects for them cost (a list 88 bytes with its first slots, a dict 184, a value or key 64 with
its slot); a document weighing more than PER_BYTE times its size plus FLOOR is refused before the
rest is read. Real exports weigh 4-7 times their size (9.5 for a chat of one-word messages); a
parse of what passes builds at most about its weight (64 MB of two-letter strings at the bound:
560 MB; it was 26 bytes a byte, 13 GB at the 512 MB cap).

It also refuses what cannot be JSON as soon as it is seen: a first significant byte that starts no
JSON value, or a control byte anywhere (JSON allows none, in strings or out), so a sparse file of
zeros costs a few kilobytes read, not its size."""

from __future__ import annotations

import re

PER_BYTE = 8  # weight allowed per byte of the file
FLOOR = 256 << 20  # and for any file: a small export of one-word messages weighs ~10x its size
_WEIGHTS = ((b"[", 88), (b"{", 184), (b":", 64), (b",", 64))  # upper bounds measured on CPython 3.11
_CONTROL = bytes(b for b in range(32) if b not in b"\t\n\r")
_DELETE = bytes(b for b in range(256) if b not in b'"[{,:' + _CONTROL)  # all but what the census reads
_CONTROL_RE = re.compile(b"[" + re.escape(_CONTROL) + b"]")
_STARTS = b'{["-0123456789tfn'  # the bytes a JSON value can start with
_BOM = b"\xef\xbb\xbf"
_SPACE = b" \t\r\n"


class CensusError(ValueError):
    """Why the bytes read so far cannot be an export Emberly reads (a clause: "it ...")."""


class Census:
    """Fed a document's bytes in order; raises CensusError as soon as they show it is not JSON or
    weighs too much for `size` (the bytes its file or zip entry declares)."""

    def __init__(self, size: int) -> None:
        self.budget = FLOOR + PER_BYTE * size
        self.weight = 0
        self.read = 0  # bytes fed so far
        self._started = False  # its first significant byte was seen
        self._inside = False  # within a string where the last chunk ended
        self._backslash = False  # the last chunk ended with an escape's backslash

    def feed(self, chunk: bytes) -> None:
        if not self._started:
            self._first(chunk)
        self.read += len(chunk)
        data = b"\\" + chunk if self._backslash else chunk
        run = len(data) - len(data.rstrip(b"\\"))
        self._backslash = run % 2 == 1  # an odd run ends with a backslash that escapes the next chunk's first byte
        if self._backslash:
            data = data[:-1]
        if b"\\" in data:  # escaped backslashes, then escaped quotes, go: what is left of a quote delimits a string
            data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
        kept = data.translate(None, _DELETE)
        control = _CONTROL_RE.search(kept)
        if control:
            raise CensusError(f"it holds control bytes (such as 0x{kept[control.start()]:02x}), which JSON never has")
        # A string the last chunk left open is opened again here, so the chunk starts outside one.
        # Strings holding none of the bytes counted are a pair of quotes now, and go at once (the
        # split that finds the rest makes an object per piece); two strings always have a comma or
        # a colon between them, so a pair is always one string's two ends.
        kept = ((b'"' if self._inside else b"") + kept).replace(b'""', b"")
        pieces = kept.split(b'"')
        self._inside = len(pieces) % 2 == 0  # an odd number of quotes: the chunk ends inside a string
        outside = b"".join(pieces[::2])
        self.weight += sum(weight * outside.count(char) for char, weight in _WEIGHTS)
        if self.weight > self.budget:
            raise CensusError(
                f"it holds too many small values for its size: after {self.read:,} bytes they would already take "
                f"~{self.weight >> 20:,} MB in memory, more than Emberly allows a file of its size "
                f"({self.budget >> 20:,} MB), so it was not read further")

    def _first(self, chunk: bytes) -> None:
        body = chunk[len(_BOM):] if self.read == 0 and chunk.startswith(_BOM) else chunk
        body = body.lstrip(_SPACE)
        if body:
            self._started = True
            if body[0] not in _STARTS:
                raise CensusError(f"it begins with byte 0x{body[0]:02x}, where JSON begins with {{, [ or a value")
