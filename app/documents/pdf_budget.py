"""What a PDF's pages make pypdf decode and parse, counted before each page is read, against
budgets for the document.

pypdf bounds each stream (75 MB decoded, 2 M parsed items) but not how often a stream is read: a
2 MB file whose 20 pages share one 74 MB content stream was parsed 20 times and grew past 1.3 GB
in ten minutes. So each page is weighed before pypdf reads it: its content streams and the form
XObjects they draw (as many times as they draw each, through nested forms). A stream that can show
text is parsed at every use: its decoded size is work each time (pypdf: ~6 s and ~40 bytes of
memory per MB of dense text operators); one that cannot is only scanned, 1/64 of that. A stream's
first decoding is memory held while the file is open. Decoding is what pypdf would do next anyway,
and the same bytes are used (pypdf caches them on the stream).

A page over MAX_PAGE_WORK is left out, a note says which; once the document's work or decoded bytes
would pass their bounds, the pages read so far are kept and the rest are not read."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any, Literal

from pypdf.generic import ArrayObject, DictionaryObject, StreamObject

MAX_WORK = 32 << 20  # per document: ~4 bytes of content a character, what the 8 M characters kept take
MAX_PAGE_WORK = 4 << 20  # a page of text has 2-40 KB
MAX_DECODED = 64 << 20  # distinct streams decoded, as much as the file bound
FAILED_COST = 4 << 20  # decoded bytes charged for a stream that would not decode (pypdf stops at 75 MB)
_SCAN_SHARE = 64  # scanning a drawing for text operators costs ~1/64 of parsing it
_MAX_NESTING = 16  # forms drawn by forms
_TEXT = re.compile(rb"Tj|TJ|Do|'|\"")  # what pypdf looks for before it parses (Do: a form may hold text)
_DO = re.compile(rb"/([^\x00\t\n\x0c\r /\[\]()<>{}%]+)[\x00\t\n\x0c\r ]*Do(?![^\x00\t\n\x0c\r /\[\]()<>{}%])")
_HEX = re.compile(rb"#([0-9A-Fa-f]{2})")
Verdict = Literal["read", "too big", "spent"]


class ContentBudget:
    """Weighs pages in order: `take(page)` says whether to read it."""

    def __init__(self, work: int = MAX_WORK, page_work: int = MAX_PAGE_WORK, decoded: int = MAX_DECODED) -> None:
        self.work, self.page_work, self.decoded = work, page_work, decoded  # what is left of each
        self.limits = (work, page_work, decoded)
        self._seen: set[int] = set()  # streams pypdf holds decoded
        self._failed: set[int] = set()  # streams that would not decode: not tried again
        self._forms: dict[int, int] = {}  # the work of drawing a form once, once known
        self.spent_on = ""  # "work" or "decoded", once spent

    def take(self, page: Any) -> Verdict:
        """Weigh `page` and charge it: "read" it, leave it out as "too big" alone, or stop: the
        document's budget is "spent". Raises what pypdf raises on a damaged page (not read)."""
        work = sum(self._use(s, _resources(page), 0) for s in _contents(page))
        if self.decoded < 0:
            self.spent_on = "decoded"
            return "spent"
        if work > self.page_work:
            return "too big"
        if work > self.work:
            self.spent_on = "work"
            return "spent"
        self.work -= work
        return "read"

    def _use(self, stream: Any, resources: DictionaryObject, depth: int) -> int:
        """What reading `stream` once costs, the forms it draws included."""
        data = self._data(stream)
        if not _TEXT.search(data):
            return len(data) // _SCAN_SHARE
        cost = len(data)
        forms = _forms(resources)
        uses = Counter(_DO.findall(data)) if forms else Counter()
        if uses and depth >= _MAX_NESTING:
            return self.limits[0] + 1  # forms nested deeper than any real file's: not read
        for name, count in uses.items():
            form = forms.get("/" + _HEX.sub(lambda m: bytes.fromhex(m[1].decode()), name).decode("latin-1"))
            cost += count * self._form(form if form is not None else max(forms.values(), key=_size), depth + 1)
        return cost

    def _data(self, stream: Any) -> bytes:
        key = id(stream)
        if key in self._failed:
            raise ValueError("a content stream that could not be decoded")
        try:
            data: bytes = stream.get_data()
        except Exception:
            self._failed.add(key)
            self.decoded -= FAILED_COST
            raise
        if key not in self._seen:
            self._seen.add(key)
            self.decoded -= len(data)
        return data

    def _form(self, form: StreamObject, depth: int) -> int:
        key = id(form)
        if key not in self._forms:
            self._forms[key] = 0  # a form that draws itself: pypdf skips the inner entry
            resources = form.get("/Resources")
            resources = resources.get_object() if resources is not None else None
            # pypdf reads nothing of a form without resources (no font: no text)
            self._forms[key] = self._use(form, resources, depth) if isinstance(resources, DictionaryObject) else 0
        return self._forms[key]


def _contents(page: Any) -> list[Any]:
    contents = page.get("/Contents")
    contents = contents.get_object() if contents is not None else None
    items = contents if isinstance(contents, ArrayObject) else [contents] if contents is not None else []
    return [s for s in (item.get_object() for item in items) if isinstance(s, StreamObject)]


def _resources(page: Any) -> DictionaryObject:
    resources = page.get("/Resources")
    resources = resources.get_object() if resources is not None else None
    return resources if isinstance(resources, DictionaryObject) else DictionaryObject()


def _forms(resources: DictionaryObject) -> dict[str, StreamObject]:
    """The form XObjects in `resources`, by name (images are not parsed: not counted)."""
    xobjects = resources.get("/XObject")
    xobjects = xobjects.get_object() if xobjects is not None else None
    if not isinstance(xobjects, DictionaryObject):
        return {}
    found = {}
    for name, ref in xobjects.items():
        form = ref.get_object()
        if isinstance(form, StreamObject) and form.get("/Subtype") == "/Form":
            found[str(name)] = form
    return found


def _size(form: StreamObject) -> int:
    """A form's size before it is decoded (its /Length), to pick the largest for a name not found."""
    length = form.get("/Length")
    try:
        return int(length.get_object() if length is not None else 0)
    except (TypeError, ValueError):
        return 0
