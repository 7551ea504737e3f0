"""What extraction returns, its bounds and its errors, and the small helpers every format shares
(the running text with its cap, cancellation and progress)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from ..errors import AppError
from ..words import Words, grouped, translate

Kind = Literal["text", "markdown", "code", "pdf", "docx", "html", "csv", "json"]

MAX_FILE_BYTES = 64 * 2**20  # a 300-page PDF with images is ~20 MB; more is refused before reading
MAX_TEXT_CHARS = 8_000_000  # ~2 M tokens: far past any context, still cheap to chunk and index


@dataclass(frozen=True)
class Limits:
    """The bounds extraction keeps. Tests lower them; the app uses `LIMITS`."""

    max_file_bytes: int = MAX_FILE_BYTES
    max_chars: int = MAX_TEXT_CHARS
    # DOCX is a ZIP: a real one has 10-100 parts, unpacks to a few times its size, and its XML
    # packs 5-30x. A zip bomb packs zeros ~1000x. python-docx holds every part in memory.
    max_zip_members: int = 5_000
    max_unpacked_bytes: int = 256 * 2**20
    max_zip_ratio: float = 200.0
    zip_ratio_floor: int = 2**20  # a part smaller than this may pack as well as it likes
    max_pretty_json_bytes: int = 2**20  # larger JSON is kept as written


LIMITS = Limits()


class DocumentError(AppError):
    """A file that cannot be read as a document; the message names the file and says why."""


class ExtractionCancelled(DocumentError):
    """The caller's `cancelled()` answered True between two pages or blocks."""


@dataclass(frozen=True)
class Extracted:
    """A document's text. `page_starts[i]` is where page i+1 begins in `text` (PDF only; the
    pages after a cap are not there). `notes` say what was changed or left out."""

    name: str
    kind: Kind
    text: str
    pages: int | None
    page_starts: tuple[int, ...]
    sha256: str
    n_bytes: int
    notes: tuple[str, ...] = ()


@dataclass
class Body:
    """A format's result before the file's identity is added."""

    text: str
    pages: int | None = None
    page_starts: tuple[int, ...] = ()
    notes: list[str] = field(default_factory=list)


@dataclass
class Steps:
    """Cancellation and progress, as the caller gave them."""

    name: str
    cancelled: Callable[[], bool] | None = None
    progress: Callable[[int, int], None] | None = None

    def check(self) -> None:
        if self.cancelled is not None and self.cancelled():
            raise ExtractionCancelled(translate("Documents", "Reading {name} was cancelled").format(name=self.name))

    def done(self, done: int, total: int) -> None:
        if self.progress is not None:
            self.progress(done, total)


class TextSink:
    """Pieces of text joined up to `limit` characters; `full` once the cap is reached, so the
    reader stops early instead of building text it would throw away."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.parts: list[str] = []
        self.size = 0
        self.full = False

    def add(self, piece: str) -> None:
        if self.full or not piece:
            return
        room = self.limit - self.size
        if len(piece) > room:
            piece, self.full = piece[:room], True
        self.parts.append(piece)
        self.size += len(piece)

    def text(self) -> str:
        return "".join(self.parts)


def cap_note(limit: int) -> Words:
    return translate("Documents", "only the first {count} characters are kept").format(count=grouped(limit))


def clean(text: str) -> str:
    """One kind of line break, and no NUL (nothing downstream wants one in a text)."""
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\0", "")


def reason(e: BaseException) -> str:
    """A library's exception in a few words, safe to show: its type and the start of its message."""
    text = "".join(" " if ord(c) < 32 else c for c in str(e))[:120].strip()
    return f"{type(e).__name__}: {text}" if text else type(e).__name__
