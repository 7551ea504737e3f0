"""The per-document budget on what pypdf decodes and parses (app/documents/pdf_budget.py): a stream
counted at every page that uses it, forms counted at every use through nested forms (a form that
draws itself once), drawings scanned rather than parsed, a stream that would not decode tried once;
and extract() keeping the pages read with a note for those not read, or refusing when none was."""

from __future__ import annotations

import io
import zlib
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from pypdf.errors import LimitReachedError
from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

from app.documents import DocumentError, extract
from app.documents import pdf as pdf_module
from app.documents.pdf_budget import ContentBudget

FONT = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"


def text_stream(size: int, word: str = "w") -> bytes:
    line = f"BT /F1 9 Tf 72 700 Td ({word}) Tj ET\n".encode()
    return line * (size // len(line))


def stream_object(data: bytes, head: bytes = b"") -> bytes:
    packed = zlib.compress(data)
    return b"<< %s /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream" % (head, len(packed), packed)


def pdf(objects: list[bytes], pages: list[int]) -> bytes:
    """A PDF of `objects` (numbered from 3 on, in order) whose pages are the objects `pages`."""
    body = [b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % n for n in pages), len(pages)),
            *objects]
    out, offsets = bytearray(b"%PDF-1.4\n"), []
    for n, item in enumerate(body, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (n, item)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(body) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(body) + 1, xref)
    return bytes(out)


def page(contents: int, xobjects: bytes = b"") -> bytes:
    return (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> %s >> "
            b"/Contents %d 0 R >>" % (xobjects, contents))


def shared(pages: int, stream: bytes) -> bytes:
    """`pages` pages drawing one content stream (object 3 is the font, 4 the stream)."""
    return pdf([FONT, stream_object(stream)] + [page(4)] * pages, list(range(5, 5 + pages)))


def weigh(data: bytes, budget: ContentBudget) -> list[str]:
    return [budget.take(p) for p in PdfReader(io.BytesIO(data)).pages]


def test_a_shared_stream_is_work_at_every_page_and_decoded_once() -> None:
    stream = text_stream(100_000)
    budget = ContentBudget(work=350_000, page_work=200_000, decoded=1 << 20)
    assert weigh(shared(10, stream), budget) == ["read"] * 3 + ["spent"] * 7
    assert budget.work == 350_000 - 3 * len(stream) and budget.decoded == (1 << 20) - len(stream)
    assert budget.spent_on == "work"
    # A drawing (no text operator) is scanned, not parsed: 1/64 of it.
    drawing = b"0 0 m 100 100 l S\n" * 5000
    budget = ContentBudget(work=10 << 20)
    assert weigh(shared(10, drawing), budget) == ["read"] * 10
    assert budget.work == (10 << 20) - 10 * (len(drawing) // 64)


def test_forms_are_counted_at_every_use_through_nested_forms() -> None:
    inner = text_stream(1_000, "inner")
    outer = b"/Inner Do\n" * 10 + text_stream(500, "outer")
    form = b"/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /Font << /F1 3 0 R >> %s >>"
    objects = [FONT,
               stream_object(b"/Outer Do\n" * 50 + text_stream(200)),  # 4: the page's content
               stream_object(outer, form % b"/XObject << /Inner 7 0 R >>"),  # 5
               page(4, b"/XObject << /Outer 5 0 R >>"),  # 6
               stream_object(inner + b"/Inner Do\n", form % b"/XObject << /Inner 7 0 R >>")]  # 7: draws itself
    budget = ContentBudget(work=10 << 20)
    assert weigh(pdf(objects, [6]), budget) == ["read"]
    content = len(b"/Outer Do\n" * 50 + text_stream(200))
    expected = content + 50 * (len(outer) + 10 * len(inner + b"/Inner Do\n"))  # its own use inside: 0
    assert (10 << 20) - budget.work == expected
    # The same page, drawn with forms alone, past a page's bound: that page is left out.
    budget = ContentBudget(work=10 << 20, page_work=expected - 1)
    assert weigh(pdf(objects, [6]), budget) == ["too big"]


def test_a_stream_that_will_not_decode_is_tried_once() -> None:
    calls = []

    class Exploding(DecodedStreamObject):
        def get_data(self) -> Any:
            calls.append(1)
            raise LimitReachedError("too much")

    stream = Exploding()
    pages = [DictionaryObject({NameObject("/Contents"): stream}) for _ in range(5)]
    budget = ContentBudget(decoded=9 << 20)
    for p in pages:
        with pytest.raises((LimitReachedError, ValueError)):  # then: not tried again
            budget.take(p)
    assert len(calls) == 1 and budget.decoded == (9 << 20) - (4 << 20)


def test_extract_keeps_the_pages_read_and_says_which_were_not(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    small, big = text_stream(20_000, "small"), text_stream(300_000, "big")
    objects = [FONT, stream_object(small), stream_object(big)] + [page(4)] * 2 + [page(5)] + [page(4)] * 7
    (tmp_path / "mixed.pdf").write_bytes(pdf(objects, list(range(6, 16))))
    monkeypatch.setattr(pdf_module, "ContentBudget", lambda: ContentBudget(work=100 << 10, page_work=200 << 10))
    doc = extract(tmp_path / "mixed.pdf")
    # Pages 1-2 read, 3 too big alone (left out, empty), 4-6 read (20 KB each), then the work is spent.
    assert doc.pages == 10 and len(doc.page_starts) == 6
    texts = [doc.text[start:end] for start, end in zip(doc.page_starts, [*doc.page_starts[1:], len(doc.text)], strict=True)]
    assert ["small" in t for t in texts] == [True, True, False, True, True, True] and "big" not in doc.text
    assert doc.notes[:2] == (
        "page 3 was not read: each holds more than the 200 KiB of drawing instructions Emberly reads on one page",
        "pages 7-10 were not read: its pages hold more than the 100 KiB of content Emberly reads per PDF "
        "(counted each time a page uses it)")
    # Nothing read at all: refused, naming the file.
    (tmp_path / "heavy.pdf").write_bytes(shared(3, big))
    with pytest.raises(DocumentError, match=r"^heavy\.pdf was not read: .*each holds more than"):
        extract(tmp_path / "heavy.pdf")
