"""PDF text with pypdf, page by page. An encrypted PDF opens only if its user password is empty
(pypdf tries that itself); a damaged one is refused with the reason. pypdf's own limits on
decompressed streams, arrays and dictionaries (its `Configuration`) are kept as they are: they
are what stops a small PDF from inflating into gigabytes."""

from __future__ import annotations

import logging
from io import BytesIO

from pypdf import PasswordType, PdfReader
from pypdf.errors import DependencyError

from .result import Body, DocumentError, Limits, Steps, TextSink, cap_note, clean, reason

# pypdf warns through logging about each flaw it reads past ("EOF marker not found"): a hostile
# PDF would fill the app's log. Its errors still reach us as exceptions.
logging.getLogger("pypdf").setLevel(logging.ERROR)

_PAGE_BREAK = "\n\n"


def pdf_text(data: bytes, name: str, limits: Limits, steps: Steps) -> Body:
    """The text of each page in order; `page_starts` says where each begins."""
    reader = _open(data, name)
    try:
        count = len(reader.pages)
    except Exception as e:  # pypdf raises many types on a damaged page tree
        raise DocumentError(f"{name} is a damaged PDF: its pages cannot be listed ({reason(e)})") from None
    sink, starts, failed = TextSink(limits.max_chars), [], []
    for i in range(count):
        steps.check()
        if i:
            sink.add(_PAGE_BREAK)
        if sink.full:
            break
        starts.append(sink.size)
        try:
            sink.add(clean(reader.pages[i].extract_text()))
        except Exception:  # one bad page costs that page, not the document
            failed.append(i + 1)
        steps.done(i + 1, count)
    if count and len(failed) == count:
        raise DocumentError(f"{name} is a damaged PDF: the text of none of its {count} pages could be read")
    return Body(sink.text(), count, tuple(starts), _notes(sink, limits, starts, count, failed))


def _open(data: bytes, name: str) -> PdfReader:
    try:
        reader = PdfReader(BytesIO(data), strict=False)
        if reader.is_encrypted and reader.decrypt("") == PasswordType.NOT_DECRYPTED:
            raise DocumentError(
                f"{name} is protected by a password; Emberly does not open protected PDFs. "
                "Save a copy without the password and attach that"
            )
        return reader
    except DocumentError:
        raise
    except DependencyError:
        raise DocumentError(f"{name} is encrypted in a way this install cannot decrypt (AES needs the 'cryptography' "
                            "package)") from None
    except Exception as e:  # a parser of hostile input: any exception is "damaged", never a crash
        raise DocumentError(f"{name} is not a PDF Emberly can read: it is damaged or malformed ({reason(e)})") from None


def _notes(sink: TextSink, limits: Limits, starts: list[int], count: int, failed: list[int]) -> list[str]:
    notes = []
    if sink.full:
        notes.append(f"{cap_note(limits.max_chars)} (pages {len(starts)}-{count} are cut or left out)")
    if failed:
        shown = ", ".join(str(p) for p in failed[:10]) + (", ..." if len(failed) > 10 else "")
        notes.append(f"the text of page{'s' if len(failed) > 1 else ''} {shown} could not be read")
    if count and not sink.text().strip():
        notes.append("no text was found: the pages may be scanned images, and Emberly does not read text in images")
    return notes
