"""`extract(path)`: one attached file turned into text. The file is read once (bounded, regular
files only), its kind is sniffed from its first bytes and its name together, and the format's
reader works on those same bytes. Every failure is a `DocumentError` naming the file."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable

from ..words import translate
from .html_text import html_text
from .pdf import pdf_text
from .reading import display_name, read_document
from .result import LIMITS, Body, Extracted, Limits, Steps, cap_note
from .text import decode, looks_like_html, sniff, tidy_json
from .word import docx_text


def extract(
    path: str | os.PathLike[str],
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
    *,
    limits: Limits = LIMITS,
) -> Extracted:
    """The text of the document at `path`. `cancelled()` is asked between pages and blocks
    (True raises ExtractionCancelled); `progress(done, total)` is told after each. Raises
    DocumentError, saying why, for anything that cannot be read. Runs off the GUI thread: a large
    PDF takes seconds."""
    name = display_name(path)
    steps = Steps(name, cancelled, progress)
    steps.check()
    data = read_document(path, name, limits.max_file_bytes)
    kind = sniff(name, data)
    if kind == "pdf":
        body = pdf_text(data, name, limits, steps)
    elif kind == "docx":
        body = docx_text(data, name, limits, steps)
    else:
        # Markup is not text: an HTML page is decoded whole (it is at most max_file_bytes) and its
        # text capped as it is read. So is a "text" file until it is known not to be HTML.
        body = decode(data, name, limits.max_file_bytes if kind in ("html", "text") else limits.max_chars)
        if kind == "text" and looks_like_html(name, body.text):
            kind = "html"
        if kind == "html":
            body = _with_notes(html_text(body.text, name, limits, steps), body.notes)
        else:
            steps.check()
            if kind == "json":
                body = tidy_json(body, limits)
            steps.done(1, 1)
    _cap(body, limits)
    if not body.text.strip() and not body.notes:
        body.notes.append(translate("Documents", "the file holds no text"))
    return Extracted(
        name=name,
        kind=kind,
        text=body.text,
        pages=body.pages,
        page_starts=body.page_starts,
        sha256=hashlib.sha256(data).hexdigest(),
        n_bytes=len(data),
        notes=tuple(dict.fromkeys(body.notes)),  # in order, once each
    )


def _with_notes(body: Body, earlier: list[str]) -> Body:
    body.notes[:0] = earlier
    return body


def _cap(body: Body, limits: Limits) -> None:
    """The last guard on the text's length (pretty-printed JSON can grow past it)."""
    if len(body.text) > limits.max_chars:
        body.text = body.text[: limits.max_chars]
        body.notes.append(cap_note(limits.max_chars))
