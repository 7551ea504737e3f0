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

from .pdf_budget import ContentBudget
from .reading import size_text
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
               budget: ContentBudget) -> str:
    if not too_big and not stopped:
        return f"{name} is a damaged PDF: the text of none of its {count} pages could be read"
    reasons = [why for _, why in _left_out(count, too_big, stopped, budget)]
    return f"{name} was not read: {'; '.join(reasons)}" + (f" ({len(failed)} more are damaged)" if failed else "")


def _budget_notes(count: int, too_big: list[int], stopped: int, budget: ContentBudget) -> list[str]:
    return [f"{pages} not read: {why}" for pages, why in _left_out(count, too_big, stopped, budget)]


def _left_out(count: int, too_big: list[int], stopped: int, budget: ContentBudget) -> list[tuple[str, str]]:
    """The pages the content budget left out (pdf_budget.py), and why, in words."""
    work, page_work, decoded = (size_text(n) for n in budget.limits)
    left_out = []
    if too_big:
        left_out.append((_pages(too_big), f"each holds more than the {page_work} of drawing instructions Emberly "
                                          "reads on one page"))
    if stopped:
        why = (f"its pages decode to more than the {decoded} of content Emberly reads per PDF"
               if budget.spent_on == "decoded" else
               f"its pages hold more than the {work} of content Emberly reads per PDF (counted each time a page "
               "uses it)")
        left_out.append((_pages(list(range(stopped, count + 1))), why))
    return left_out


def _pages(pages: list[int]) -> str:
    if len(pages) == 1:
        return f"page {pages[0]} was"
    if pages == list(range(pages[0], pages[-1] + 1)):
        return f"pages {pages[0]}-{pages[-1]} were"
    return f"pages {', '.join(map(str, pages[:10]))}{', ...' if len(pages) > 10 else ''} were"


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
