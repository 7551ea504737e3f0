"""DOCX text with python-docx: the body's paragraphs and tables in document order (headings
marked as in Markdown, a table row per line, its cells split by tabs). A DOCX is a ZIP archive,
and python-docx unpacks every part into memory, so the archive is checked first with zipfile:
how many parts, how large unpacked in all, how much each packs. A zip bomb is refused unopened.
Linked images and other external targets are never followed (python-docx does not fetch)."""

from __future__ import annotations

import zipfile
from collections.abc import Iterable
from io import BytesIO
from typing import Any

import docx
from docx.oxml.ns import qn
from docx.text.paragraph import Paragraph

from .reading import size_text
from .result import Body, DocumentError, Limits, Steps, TextSink, cap_note, reason

_P, _TBL, _TR, _TC = qn("w:p"), qn("w:tbl"), qn("w:tr"), qn("w:tc")
_SDT, _SDT_CONTENT = qn("w:sdt"), qn("w:sdtContent")
_MAX_NESTING = 8  # tables in table cells, content controls in content controls
_PROGRESS_EVERY = 64  # blocks


def docx_text(data: bytes, name: str, limits: Limits, steps: Steps) -> Body:
    check_zip(data, name, limits)
    try:
        document = docx.Document(BytesIO(data))
        blocks = list(document.element.body.iterchildren())
    except Exception as e:  # python-docx and lxml on hostile input: any exception means "damaged"
        raise DocumentError(f"{name} is not a Word document Emberly can read: it is damaged ({reason(e)})") from None
    reader = _Reader(document, TextSink(limits.max_chars))
    for i, block in enumerate(blocks):
        steps.check()
        try:
            reader.block(block, 0)
        except Exception as e:
            raise DocumentError(f"{name} is a damaged Word document: part of its text cannot be read ({reason(e)})") from None
        if (i + 1) % _PROGRESS_EVERY == 0 or i + 1 == len(blocks):  # not a signal per paragraph
            steps.done(i + 1, len(blocks))
        if reader.sink.full:
            break
    text = reader.sink.text().rstrip("\n")
    return Body(text, notes=[cap_note(limits.max_chars)] if reader.sink.full else [])


def check_zip(data: bytes, name: str, limits: Limits) -> None:
    """Refuse a ZIP that is not a Word document, or one that would unpack to too much."""
    declared = _declared_members(data)
    if declared is not None and declared > limits.max_zip_members:
        raise _too_many(name, declared, limits)
    try:
        with zipfile.ZipFile(BytesIO(data)) as archive:
            members = archive.infolist()
    except Exception as e:  # BadZipFile, and the struct/overflow errors of a forged directory
        raise DocumentError(f"{name} is a damaged ZIP archive, not a readable Word document ({reason(e)})") from None
    if len(members) > limits.max_zip_members:
        raise _too_many(name, len(members), limits)
    if "word/document.xml" not in {m.filename for m in members}:
        raise DocumentError(f"{name} is a ZIP archive but not a Word document; Emberly reads .docx, PDF and text files")
    total = sum(m.file_size for m in members)
    if total > limits.max_unpacked_bytes:
        raise DocumentError(f"{name} would unpack to {size_text(total)}, more than the {size_text(limits.max_unpacked_bytes)} "
                            "Emberly allows a Word document: it may be a zip bomb, so it was not opened")
    for m in members:
        if m.file_size > limits.zip_ratio_floor and m.file_size > limits.max_zip_ratio * max(1, m.compress_size):
            raise DocumentError(f"{name} has a part that unpacks {m.file_size // max(1, m.compress_size):,} times its "
                                "packed size: it looks like a zip bomb, so it was not opened")


def _declared_members(data: bytes) -> int | None:
    """The member count the end-of-archive record claims, read before zipfile builds an entry
    for each (a 64 MB directory would be a million of them). 0xFFFF means ZIP64: more than a
    Word document ever has."""
    at = data.rfind(b"PK\x05\x06", max(0, len(data) - 65_557))  # the record, then a comment of < 64 KB
    if at < 0 or at + 22 > len(data):
        return None
    return int.from_bytes(data[at + 10 : at + 12], "little")


def _too_many(name: str, count: int, limits: Limits) -> DocumentError:
    return DocumentError(f"{name} holds {count:,} parts; a Word document has far fewer (Emberly allows "
                         f"{limits.max_zip_members:,}), so it was not opened")


class _Reader:
    """Walks the body's XML: paragraphs through python-docx (runs, hyperlinks, tabs, breaks),
    tables cell by cell without python-docx's grid (a forged gridSpan would repeat a cell a
    billion times)."""

    def __init__(self, document: Any, sink: TextSink) -> None:
        self.document = document
        self.sink = sink
        self.levels: dict[str | None, int] = {}

    def block(self, element: Any, depth: int) -> None:
        if element.tag == _P:
            self.sink.add(self._paragraph(element) + "\n")
        elif element.tag == _TBL:
            for row in element.iterchildren(_TR):
                self.sink.add("\t".join(self._cell(tc, depth) for tc in row.iterchildren(_TC)) + "\n")
            self.sink.add("\n")
        elif element.tag == _SDT and depth < _MAX_NESTING:
            for content in element.iterchildren(_SDT_CONTENT):
                for child in content.iterchildren():
                    self.block(child, depth + 1)

    def _paragraph(self, p: Any) -> str:
        level = self._heading_level(p)
        text: str = Paragraph(p, self.document).text
        return f"{'#' * level} {text}" if level and text.strip() else text

    def _cell(self, tc: Any, depth: int) -> str:
        return " ".join(t for t in self._cell_parts(tc.iterchildren(), depth) if t)

    def _cell_parts(self, children: Iterable[Any], depth: int) -> Iterable[str]:
        for child in children:
            if child.tag == _P:
                yield Paragraph(child, self.document).text.replace("\n", " ").replace("\t", " ")
            elif child.tag == _TBL and depth < _MAX_NESTING:
                for row in child.iterchildren(_TR):
                    yield " ".join(self._cell(tc, depth + 1) for tc in row.iterchildren(_TC))

    def _heading_level(self, p: Any) -> int:
        """1-9 for a paragraph styled "Heading N" (by the style's name, which python-docx keeps in
        English whatever the document's language), else 0."""
        style_id = p.style
        if style_id not in self.levels:
            try:
                style = Paragraph(p, self.document).style
                words = ((style.name if style is not None else None) or "").split()
            except Exception:  # a damaged styles part costs the heading marks only
                words = []
            heading = len(words) == 2 and words[0].lower() == "heading" and len(words[1]) == 1 and words[1] in "123456789"
            self.levels[style_id] = int(words[1]) if heading else 0
        return self.levels[style_id]
