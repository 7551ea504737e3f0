"""DOCX text: the body's paragraphs and tables in document order (headings marked as in Markdown,
a table row per line, its cells split by tabs). A DOCX is a ZIP archive: it is checked first with
zipfile (how many parts, how large unpacked in all, how much each packs: a zip bomb is refused
unopened), then its main part is streamed through python-docx's element classes a block at a time
(word_body.py) instead of python-docx building every part's tree whole: memory follows the largest
block, not the document. Linked images and other external targets are never followed."""

from __future__ import annotations

import zipfile
from io import BytesIO
from typing import Any

from docx.enum.style import WD_STYLE_TYPE

from ..words import grouped, translate
from .reading import size_text
from .result import Body, DocumentError, Limits, Steps, TextSink, cap_note, reason
from .word_body import Reader, read_body
from .word_parts import main_part, part_info, styles

MAX_XML_BYTES = 64 << 20  # of the main part's XML: a 500-page report has 5-20 MB


def docx_text(data: bytes, name: str, limits: Limits, steps: Steps) -> Body:
    check_zip(data, name, limits)
    sink = TextSink(limits.max_chars)
    try:
        with zipfile.ZipFile(BytesIO(data)) as archive:
            main = main_part(archive, name)
            info = part_info(archive, main, name)
            if info.file_size > MAX_XML_BYTES:
                raise DocumentError(translate("Documents", "{name} holds {size} of text and markup, more than the "
                                              "{limit} Emberly reads in a Word document, so it was not opened").format(
                    name=name, size=size_text(info.file_size), limit=size_text(MAX_XML_BYTES)))
            reader = Reader(_Parent(styles(archive, main, name)), sink)
            with archive.open(info) as xml:  # zipfile stops at the declared size and checks the CRC
                read_body(xml.read, info.file_size, name, reader, steps)
    except DocumentError:  # ExtractionCancelled too
        raise
    except Exception as e:  # zipfile and lxml on hostile input: any exception means "damaged"
        raise DocumentError(translate("Documents", "{name} is not a Word document Emberly can read: it is damaged "
                                      "({reason})").format(name=name, reason=reason(e))) from None
    return Body(sink.text().rstrip("\n"), notes=[cap_note(limits.max_chars)] if sink.full else [])


class _Part:
    """What python-docx's Paragraph asks of its part: a style by id."""

    def __init__(self, styles: Any) -> None:
        self._styles = styles

    def get_style(self, style_id: str | None, style_type: WD_STYLE_TYPE) -> Any:
        return self._styles.get_by_id(style_id, style_type)


class _Parent:
    """A paragraph's parent, as python-docx sees it: something with a part."""

    def __init__(self, styles: Any) -> None:
        self.part = _Part(styles)


def check_zip(data: bytes, name: str, limits: Limits) -> None:
    """Refuse a ZIP that is not a Word document, or one that would unpack to too much."""
    declared = _declared_members(data)
    if declared is not None and declared > limits.max_zip_members:
        raise _too_many(name, declared, limits)
    try:
        with zipfile.ZipFile(BytesIO(data)) as archive:
            members = archive.infolist()
    except Exception as e:  # BadZipFile, and the struct/overflow errors of a forged directory
        raise DocumentError(translate("Documents", "{name} is a damaged ZIP archive, not a readable Word document "
                                      "({reason})").format(name=name, reason=reason(e))) from None
    if len(members) > limits.max_zip_members:
        raise _too_many(name, len(members), limits)
    if "word/document.xml" not in {m.filename for m in members}:
        raise DocumentError(translate("Documents", "{name} is a ZIP archive but not a Word document; Emberly reads "
                                      ".docx, PDF and text files").format(name=name))
    total = sum(m.file_size for m in members)
    if total > limits.max_unpacked_bytes:
        raise DocumentError(translate("Documents", "{name} would unpack to {size}, more than the {limit} Emberly "
                                      "allows a Word document: it may be a zip bomb, so it was not opened").format(
            name=name, size=size_text(total), limit=size_text(limits.max_unpacked_bytes)))
    for m in members:
        if m.file_size > limits.zip_ratio_floor and m.file_size > limits.max_zip_ratio * max(1, m.compress_size):
            raise DocumentError(translate("Documents", "{name} has a part that unpacks {ratio} times its packed size: "
                                          "it looks like a zip bomb, so it was not opened").format(
                name=name, ratio=grouped(m.file_size // max(1, m.compress_size))))


def _declared_members(data: bytes) -> int | None:
    """The member count the end-of-archive record claims, read before zipfile builds an entry
    for each (a 64 MB directory would be a million of them). 0xFFFF means ZIP64: more than a
    Word document ever has."""
    at = data.rfind(b"PK\x05\x06", max(0, len(data) - 65_557))  # the record, then a comment of < 64 KB
    if at < 0 or at + 22 > len(data):
        return None
    return int.from_bytes(data[at + 10 : at + 12], "little")


def _too_many(name: str, count: int, limits: Limits) -> DocumentError:
    return DocumentError(translate("Documents", "{name} holds {count} parts; a Word document has far fewer (Emberly "
                                   "allows {limit}), so it was not opened").format(
        name=name, count=grouped(count), limit=grouped(limits.max_zip_members)))
