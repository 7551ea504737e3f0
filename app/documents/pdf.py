"""PDF text with pypdf, page by page. An encrypted PDF opens only if its user password is empty
(pypdf tries that itself); a damaged one is refused with the reason. pypdf's own limits on
decompressed streams, arrays and dictionaries (its `Configuration`) are kept as they are: they
stop one stream from inflating into gigabytes. What they do not stop, one stream read again by
every page that uses it, is bounded per document (pdf_budget.py): past it, the pages read so far
are kept and a note says which were not read."""

from __future__ import annotations

import logging
from io import BytesIO

from pypdf import PasswordType, PdfReader
from pypdf.errors import DependencyError

from ..words import Words, grouped, translate
from .pdf_budget import ContentBudget
from .reading import size_text
from .result import Body, DocumentError, Limits, Steps, TextSink, clean, reason

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
        raise DocumentError(translate("Documents", "{name} is a damaged PDF: its pages cannot be listed "
                                      "({reason})").format(name=name, reason=reason(e))) from None
    sink, starts, failed, too_big = TextSink(limits.max_chars), [], [], []
    budget, stopped = ContentBudget(), 0
    for i in range(count):
        steps.check()
        try:
            page = reader.pages[i]
            verdict = budget.take(page)
        except Exception:  # a page that cannot be weighed is not read: it fails below
            page, verdict = None, "read"
        if verdict == "spent":
            stopped = i + 1
            break
        if i:
            sink.add(_PAGE_BREAK)
        if sink.full:
            break
        starts.append(sink.size)
        if verdict == "too big":
            too_big.append(i + 1)
        elif page is None:
            failed.append(i + 1)
        else:
            try:
                sink.add(clean(page.extract_text()))
            except Exception:  # one bad page costs that page, not the document
                failed.append(i + 1)
        steps.done(i + 1, count)
    left_out = len(failed) + len(too_big) + (count - stopped + 1 if stopped else 0)
    if count and left_out == count:
        raise DocumentError(_none_read(name, count, failed, too_big, stopped, budget))
    notes = _budget_notes(count, too_big, stopped, budget) + _notes(sink, limits, starts, count, failed)
    return Body(sink.text(), count, tuple(starts), notes)


def _none_read(name: str, count: int, failed: list[int], too_big: list[int], stopped: int,
               budget: ContentBudget) -> Words:
    if not too_big and not stopped:
        return translate("Documents", "{name} is a damaged PDF: the text of none of its {count} pages could be "
                                      "read").format(name=name, count=str(count))
    reasons = [why for _, why in _left_out(count, too_big, stopped, budget)]
    joined = reasons[0] if len(reasons) == 1 else translate("Documents", "{reason}; {other}").format(
        reason=reasons[0], other=reasons[1])
    if failed:
        return translate("Documents", "{name} was not read: {reasons} ({count} more are damaged)").format(
            name=name, reasons=joined, count=str(len(failed)))
    return translate("Documents", "{name} was not read: {reasons}").format(name=name, reasons=joined)


def _budget_notes(count: int, too_big: list[int], stopped: int, budget: ContentBudget) -> list[str]:
    return [_not_read(pages, why) for pages, why in _left_out(count, too_big, stopped, budget)]


def _left_out(count: int, too_big: list[int], stopped: int, budget: ContentBudget) -> list[tuple[list[int], Words]]:
    """The pages the content budget left out (pdf_budget.py), and why, in words."""
    work, page_work, decoded = (size_text(n) for n in budget.limits)
    left_out = []
    if too_big:
        left_out.append((too_big, translate("Documents", "each holds more than the {limit} of drawing instructions "
                                                         "Emberly reads on one page").format(limit=page_work)))
    if stopped:
        why = (translate("Documents", "its pages decode to more than the {limit} of content Emberly reads per "
                                      "PDF").format(limit=decoded)
               if budget.spent_on == "decoded" else
               translate("Documents", "its pages hold more than the {limit} of content Emberly reads per PDF (counted "
                                      "each time a page uses it)").format(limit=work))
        left_out.append((list(range(stopped, count + 1)), why))
    return left_out


def _not_read(pages: list[int], why: Words) -> Words:
    if len(pages) == 1:
        return translate("Documents", "page {page} was not read: {reason}").format(page=str(pages[0]), reason=why)
    if pages == list(range(pages[0], pages[-1] + 1)):
        return translate("Documents", "pages {first}-{last} were not read: {reason}").format(
            first=str(pages[0]), last=str(pages[-1]), reason=why)
    shown = f"{', '.join(map(str, pages[:10]))}{', ...' if len(pages) > 10 else ''}"
    return translate("Documents", "pages {pages} were not read: {reason}").format(pages=shown, reason=why)


def _open(data: bytes, name: str) -> PdfReader:
    try:
        reader = PdfReader(BytesIO(data), strict=False)
        if reader.is_encrypted and reader.decrypt("") == PasswordType.NOT_DECRYPTED:
            raise DocumentError(translate("Documents", "{name} is protected by a password; Emberly does not open "
                                          "protected PDFs. Save a copy without the password and attach that").format(
                name=name))
        return reader
    except DocumentError:
        raise
    except DependencyError:
        raise DocumentError(translate("Documents", "{name} is encrypted in a way this install cannot decrypt (AES "
                                      "needs the 'cryptography' package)").format(name=name)) from None
    except Exception as e:  # a parser of hostile input: any exception is "damaged", never a crash
        raise DocumentError(translate("Documents", "{name} is not a PDF Emberly can read: it is damaged or malformed "
                                      "({reason})").format(name=name, reason=reason(e))) from None


def _notes(sink: TextSink, limits: Limits, starts: list[int], count: int, failed: list[int]) -> list[str]:
    notes: list[str] = []
    if sink.full:
        notes.append(translate("Documents", "only the first {count} characters are kept (pages {first}-{last} are cut "
                                            "or left out)").format(
            count=grouped(limits.max_chars), first=str(len(starts)), last=str(count)))
    if failed:
        shown = ", ".join(str(p) for p in failed[:10]) + (", ..." if len(failed) > 10 else "")
        notes.append((translate("Documents", "the text of pages {pages} could not be read") if len(failed) > 1 else
                      translate("Documents", "the text of page {pages} could not be read")).format(pages=shown))
    if count and not sink.text().strip():
        notes.append(translate("Documents", "no text was found: the pages may be scanned images, and Emberly does not "
                                            "read text in images"))
    return notes
