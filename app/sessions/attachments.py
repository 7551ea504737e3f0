"""Documents attached to a message: a reference in the transcript, the text in a store.

    <data dir>/attachments/<sha256>.txt   an attached document's extracted text (UTF-8), named by
                                          the sha256 of that text: written once, atomically,
                                          shared by every message and chat that attaches it

A message holds `Attachment`s (the hash, a display name, kind, pages, size); the text is read
through `AttachmentStore.text`, which checks that the file still hashes to its name. The name is
shown, never used as a path. `collect` deletes the texts no chat references any more.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args

from ..atomic import remove_stale_temps, write_atomic
from ..documents import DocumentError, Extracted, Kind
from ..documents.library import Library
from ..documents.result import MAX_TEXT_CHARS
from ..records import RecordError, read_record
from ..words import grouped, translate
from .errors import AttachmentMissing, StoreError

SHA256 = re.compile(r"^[0-9a-f]{64}\Z")  # a stored text's or image's name
READ_CACHE_CHARS = 32_000_000  # texts kept in memory, in all
INDEX = "index.sqlite"  # the passages of documents too long to go whole (passages.py)
KINDS: tuple[str, ...] = get_args(Kind)
NAME_MAX = 255  # characters shown of a name
MAX_PAGE_STARTS = 100_000  # a PDF's pages; more is not one Emberly extracted
MAX_TEXT_BYTES = MAX_TEXT_CHARS * 4  # UTF-8: at most 4 bytes a character


def text_sha256(text: str) -> str:
    """The key of a text: the sha256 of its UTF-8 bytes. Raises ValueError for a text that is not
    Unicode (a lone surrogate, as JSON may carry)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def display_name(value: Any) -> str:
    """A name as shown: one line, no control characters, at most NAME_MAX characters ("document"
    when nothing is left). Never a path: it is only ever shown and written into a prompt."""
    if not isinstance(value, str):
        return "document"
    name = " ".join("".join(" " if ord(c) < 32 or ord(c) == 127 else c for c in value).split())
    return name[:NAME_MAX] or "document"


@dataclass(frozen=True)
class Attachment:
    """A document attached to a message. `sha256` is the hash of its extracted text (the store's
    key); `page_starts[i]` is where page i+1 begins in that text (PDFs)."""

    sha256: str
    name: str
    kind: str
    pages: int | None
    n_chars: int
    page_starts: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"sha256": self.sha256, "name": self.name, "kind": self.kind, "pages": self.pages,
                             "n_chars": self.n_chars}
        if self.page_starts:
            d["page_starts"] = list(self.page_starts)
        return d

    @classmethod
    def from_dict(cls, d: Any) -> Attachment:
        """Checked field by field: a transcript is a record anything may have written. An entry
        without a usable hash raises ValueError (the caller drops it); any other field that does
        not fit gets its default."""
        if not isinstance(d, dict) or not isinstance(d.get("sha256"), str) or not SHA256.match(d["sha256"]):
            raise ValueError("an attachment needs the sha256 of its text")
        n_chars: int = d["n_chars"] if _count(d.get("n_chars"), MAX_TEXT_CHARS) else 0
        pages = d.get("pages") if _count(d.get("pages"), MAX_PAGE_STARTS) else None
        starts = d.get("page_starts")
        ok = (isinstance(starts, list) and len(starts) <= MAX_PAGE_STARTS
              and all(_count(s, n_chars) for s in starts) and starts == sorted(starts))
        return cls(
            sha256=d["sha256"],
            name=display_name(d.get("name")),
            kind=d["kind"] if d.get("kind") in KINDS else "text",
            pages=pages,
            n_chars=n_chars,
            page_starts=tuple(starts) if ok and isinstance(starts, list) else (),
        )


def _count(value: Any, limit: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= limit


@dataclass(frozen=True)
class Passage:
    """A part of an attached document chosen for the prompt when the whole does not fit: its
    text is `text(document)[start:end]`; `page` and `heading` say where it is (a citation)."""

    sha256: str
    start: int
    end: int
    page: int | None = None
    heading: str = ""
    line: int | None = None  # where it starts, 1-based (shown in a citation when there are no pages)

    def place(self) -> str:
        """Where in its document: "page 3", "line 118" (or "")."""
        return f"page {self.page}" if self.page else (f"line {self.line}" if self.line else "")

    def source(self, name: str) -> str:
        """"guide.pdf, page 3", "notes.md › Setup" or the name alone."""
        return f"{name}, page {self.page}" if self.page else (f"{name} › {self.heading}" if self.heading else name)

    def to_dict(self) -> dict[str, Any]:
        return {"sha256": self.sha256, "start": self.start, "end": self.end, "page": self.page, "heading": self.heading,
                "line": self.line}

    @classmethod
    def from_dict(cls, d: Any) -> Passage:
        """Checked field by field; raises ValueError for one that cannot be a passage."""
        if not isinstance(d, dict) or not isinstance(d.get("sha256"), str) or not SHA256.match(d["sha256"]):
            raise ValueError("a passage needs its document's sha256")
        start, end = d.get("start"), d.get("end")
        if not (isinstance(start, int) and isinstance(end, int) and _count(start, MAX_TEXT_CHARS)
                and _count(end, MAX_TEXT_CHARS) and start <= end):
            raise ValueError("a passage needs its place in the document")
        page = d.get("page") if _count(d.get("page"), MAX_PAGE_STARTS) else None
        line = d.get("line") if _count(d.get("line"), MAX_TEXT_CHARS) else None
        return cls(d["sha256"], start, end, page, display_name(d.get("heading")) if d.get("heading") else "", line)


def passages_from(value: Any, attachments: list[Attachment]) -> list[Passage]:
    """A message's passages as a file holds them: only of its own documents, at most 1,000."""
    if not isinstance(value, list):
        return []
    own = {a.sha256 for a in attachments}
    found = []
    for item in value[:1000]:
        with contextlib.suppress(ValueError):
            passage = Passage.from_dict(item)
            if passage.sha256 in own:
                found.append(passage)
    return found


PASSAGES_NOTE = "Passages from the attached documents (they are too long to include whole):\n\n"
FOUND_NOTE = "Passages found in the user's libraries for this message:\n\n"


@dataclass(frozen=True)
class Found:
    """A passage a search of the chat's libraries found for a message. Its text is kept in the
    store by hash, as a document's is, so the message's prompt never changes (the library's file
    may change or go); `path`, `start` and `end` say where it was in the file as indexed."""

    sha256: str
    name: str  # the file's name
    n_chars: int
    library: str  # the library's name when it was found
    path: str  # shown, and looked up in the library's index: never opened from a transcript
    start: int
    end: int
    page: int | None = None
    heading: str = ""

    def text_ref(self) -> Attachment:
        """As a document of its own: what the store reads its text by."""
        return Attachment(self.sha256, self.name, "text", None, self.n_chars)

    def source(self) -> str:
        return Passage(self.sha256, self.start, self.end, self.page, self.heading).source(self.name)

    def to_dict(self) -> dict[str, Any]:
        return {"sha256": self.sha256, "name": self.name, "n_chars": self.n_chars, "library": self.library,
                "path": self.path, "start": self.start, "end": self.end, "page": self.page, "heading": self.heading}

    @classmethod
    def from_dict(cls, d: Any) -> Found:
        """Checked field by field; raises ValueError for one that cannot be a found passage."""
        place = Passage.from_dict(d)  # the hash, the place, the page and the heading
        path = d.get("path")
        return cls(place.sha256, display_name(d.get("name")), d["n_chars"] if _count(d.get("n_chars"), MAX_TEXT_CHARS)
                   else 0, display_name(d.get("library")), path if isinstance(path, str) and len(path) <= 4096
                   and "\0" not in path else "", place.start, place.end, place.page, place.heading)


def found_from(value: Any) -> list[Found]:
    """A message's found passages as a file holds them: entries that are not one are dropped."""
    found = []
    for item in value[:1000] if isinstance(value, list) else []:
        with contextlib.suppress(ValueError):
            found.append(Found.from_dict(item))
    return found


def attachments_from(value: Any) -> list[Attachment]:
    """A message's attachments as a file holds them: entries that are not one are dropped."""
    if not isinstance(value, list):
        return []
    found = []
    for item in value[:1000]:
        with contextlib.suppress(ValueError):
            found.append(Attachment.from_dict(item))
    return found


def document_block(name: str, text: str) -> str:
    """How a document (or a passage of one) enters the prompt, before the message's own text."""
    quoted = name.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")
    # A document cannot end its own block early (and pass what follows off as the user's words).
    return f'<document name="{quoted}">\n{text.replace("</document>", "</ document>")}\n</document>\n\n'


def placeholder(att: Attachment) -> str:
    """The one line sent instead of a text that is not in the store."""
    return f"[The attached file “{att.name}” is no longer available.]"


DocumentText = Callable[[Attachment], str]


class AttachmentStore:
    def __init__(self, root: Path) -> None:
        self.dir = Path(root) / "attachments"
        self.dir.mkdir(parents=True, exist_ok=True)
        remove_stale_temps(self.dir)
        # Texts read lately, with the file's stat when they were checked: every turn of a chat
        # with documents builds its prompt from them, and a stat is cheaper than a read and a hash.
        self._read: OrderedDict[str, tuple[tuple[int, int, int], str]] = OrderedDict()
        self._lock = threading.Lock()

    def path(self, sha256: str) -> Path:
        if not isinstance(sha256, str) or not SHA256.match(sha256):
            raise StoreError(translate("Attachments", "{sha} is not an attachment's sha256")
                             .format(sha=repr(str(sha256)[:80])))
        return self.dir / f"{sha256}.txt"

    def put(self, extracted: Extracted) -> Attachment:
        """Store an extracted document's text (once: the same text is one file) and return the
        reference a message keeps. Raises StoreError when it cannot be written."""
        sha = self.put_text(extracted.text)
        return Attachment(sha, display_name(extracted.name), extracted.kind, extracted.pages, len(extracted.text),
                          tuple(extracted.page_starts))

    def put_text(self, text: str) -> str:
        """Store `text` under its sha256 (returned); one already there and intact is kept."""
        if len(text) > MAX_TEXT_CHARS:
            raise StoreError(translate("Attachments", "A document of {chars} characters is more than Emberly keeps "
                                       "({limit})").format(chars=grouped(len(text)), limit=grouped(MAX_TEXT_CHARS)))
        try:
            data = text.encode("utf-8")
        except UnicodeEncodeError as e:
            raise StoreError(translate("Attachments", "The document's text is not valid Unicode")) from e
        sha = hashlib.sha256(data).hexdigest()
        path = self.path(sha)
        with contextlib.suppress(OSError, RecordError):
            if hashlib.sha256(read_record(path, MAX_TEXT_BYTES)).hexdigest() == sha:
                return sha
        try:
            self.dir.mkdir(parents=True, exist_ok=True)
            write_atomic(path, data)
        except OSError as e:
            raise StoreError(translate("Attachments", "The attached document could not be saved: {error}")
                             .format(error=e.strerror or e)) from e
        return sha

    def has(self, sha256: str) -> bool:
        return self.path(sha256).is_file()

    def text(self, att: Attachment) -> str:
        """The attachment's text, checked against its hash. Raises AttachmentMissing (a StoreError)
        when the file is not there, cannot be read, or is not the text it was."""
        path = self.path(att.sha256)
        with contextlib.suppress(OSError):
            st = os.stat(path)
            stamp = (st.st_ino, st.st_size, st.st_mtime_ns)
            with self._lock:
                cached = self._read.get(att.sha256)
            if cached is not None and cached[0] == stamp:
                return cached[1]
        try:
            data = read_record(path, MAX_TEXT_BYTES)
        except FileNotFoundError as e:
            raise AttachmentMissing(translate("Attachments", "The text of the attached file “{name}” is missing from "
                                              "{folder}").format(name=att.name, folder=self.dir)) from e
        except RecordError as e:
            raise AttachmentMissing(translate("Attachments", "The text of the attached file “{name}” cannot be read: "
                                              "{error}").format(name=att.name, error=e)) from e
        if hashlib.sha256(data).hexdigest() != att.sha256:
            raise AttachmentMissing(translate("Attachments", "The text of the attached file “{name}” was altered or "
                                              "damaged ({file} no longer matches its hash)")
                                    .format(name=att.name, file=path.name))
        text = data.decode("utf-8", "replace")  # it hashes right: it is the UTF-8 that was written
        with contextlib.suppress(OSError):
            st = os.stat(path)
            self._remember(att.sha256, (st.st_ino, st.st_size, st.st_mtime_ns), text)
        return text

    def _remember(self, sha256: str, stamp: tuple[int, int, int], text: str) -> None:
        with self._lock:
            self._read[sha256] = (stamp, text)
            self._read.move_to_end(sha256)
            while sum(len(t) for _, t in self._read.values()) > READ_CACHE_CHARS and len(self._read) > 1:
                self._read.popitem(last=False)

    def collect(self, referenced: Iterable[str]) -> int:
        """Delete every stored text whose hash is not in `referenced`; returns how many."""
        keep = set(referenced)
        removed = len(remove_unreferenced(self.dir, ".txt", keep))
        if removed and (self.dir / INDEX).is_file():  # their passages' index goes with them
            with contextlib.suppress(DocumentError), Library(self.dir / INDEX, embedder_id=None) as index:
                index.forget_except(keep)
        return removed


def remove_unreferenced(folder: Path, suffix: str, keep: set[str]) -> list[str]:
    """Delete the files `<sha256><suffix>` in `folder` whose hash is not in `keep`; the hashes
    deleted (a store's collection: the documents' texts, the images)."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    removed = []
    for entry in entries:
        stem, ext = os.path.splitext(entry.name)
        if ext == suffix and SHA256.match(stem) and stem not in keep:
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
                removed.append(stem)
    return removed


def embedded_texts(referenced: Iterable[str], store: AttachmentStore) -> dict[str, str]:
    """{sha256: text} of the referenced documents the store holds intact (an export's)."""
    texts = {}
    for sha in sorted(referenced):
        with contextlib.suppress(StoreError):
            texts[sha] = store.text(Attachment(sha, "document", "text", None, 0))
    return texts
