"""A Word document's body, streamed: its XML is fed to lxml a chunk at a time, parsed into
python-docx's own element classes (so a paragraph's text is python-docx's), and each block of the
body (a paragraph, a content control, a row of a table) is turned into text and freed as soon as
it ends. python-docx builds the whole tree first, ~15 bytes of memory per byte of XML (200 MB of
XML took 3 GB); here a document holds one block's tree at a time, and a block may not be more
than MAX_BLOCK_BYTES of XML."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from docx.oxml.ns import nsmap, qn
from docx.oxml.parser import element_class_lookup
from docx.text.paragraph import Paragraph
from lxml import etree  # type: ignore[import-untyped]  # no stubs; python-docx brings it

from ..words import translate
from .reading import size_text
from .result import DocumentError, Steps, TextSink

MAX_BLOCK_BYTES = 16 << 20  # of XML for one paragraph, table row or content control (its tree: ~15x)
_CHUNK = 1 << 18
_DOCUMENT, _BODY = qn("w:document"), qn("w:body")
_P, _R, _TBL, _TR, _TC = qn("w:p"), qn("w:r"), qn("w:tbl"), qn("w:tr"), qn("w:tc")
_SDT, _SDT_CONTENT = qn("w:sdt"), qn("w:sdtContent")
_WATCHED = (_BODY, _P, _TBL, _TR, _SDT)
_MAX_NESTING = 8  # tables in table cells, content controls in content controls
# python-docx's (1.2) paragraph text, its XPath compiled once (it compiles each per call: 40 us a
# run, most of a long document's time): CT_P.text, CT_Hyperlink.text, CT_R.text.
_W = {"w": nsmap["w"]}
_P_CONTENT = etree.XPath("w:r | w:hyperlink", namespaces=_W)
_LINK_RUNS = etree.XPath("w:r", namespaces=_W)
_RUN_CONTENT = etree.XPath("w:br | w:cr | w:noBreakHyphen | w:ptab | w:t | w:tab", namespaces=_W)


def read_body(read: Callable[[int], bytes], size: int, name: str, reader: Reader, steps: Steps) -> None:
    """Feed the main part's XML (`size` bytes, read with `read`) to `reader`, block by block, until
    its end or until the reader's text is full. Raises DocumentError (lxml's errors pass)."""
    # Events for the elements that matter only (a proxy object per run would double the time);
    # others are freed with the block they are in, or as a later block's earlier siblings.
    parser = etree.XMLPullParser(events=("start", "end"), tag=_WATCHED, remove_blank_text=True,
                                 resolve_entities=False)
    parser.set_element_class_lookup(element_class_lookup)  # python-docx's parser, as a pull parser
    walk = _Walk(reader)
    fed = held_from = 0  # bytes fed; where the tree still held began (about: a chunk's precision)
    while not walk.body_read and (chunk := read(_CHUNK)):
        fed += len(chunk)
        parser.feed(chunk)
        if walk.take(parser.read_events()):
            held_from = fed
        if reader.sink.full:
            return
        if fed - held_from > MAX_BLOCK_BYTES:
            raise DocumentError(translate("Documents", "{name} has a paragraph or table row of more than {limit} of "
                                          "XML, more than Emberly reads in one piece, so it was not read "
                                          "further").format(
                name=name, limit=size_text(MAX_BLOCK_BYTES)))
        steps.check()
        steps.done(fed, size)
    if not walk.body_read:  # nothing after the body is read: python-docx reads nothing else there
        parser.close()  # an element left open is an error here
        walk.take(parser.read_events())
    steps.done(size, size)
    if not walk.found_body:
        raise DocumentError(translate("Documents", "{name} is not a Word document Emberly can read: it is damaged (it "
                                      "has no body)").format(name=name))


class _Walk:
    """What ends where: the body's blocks go to the reader and are freed, and so are the rows of a
    table directly in the body (a long table is one block). The body is the first w:body in the
    root w:document, as python-docx reads it."""

    def __init__(self, reader: Reader) -> None:
        self.reader = reader
        self.body: Any = None
        self.found_body = False
        self.body_read = False

    def take(self, events: Iterable[tuple[str, Any]]) -> bool:
        """Handle `events` until the reader is full; True if a block was freed."""
        freed = False
        for event, element in events:
            freed = self._event(event, element) or freed
            if self.reader.sink.full:
                break
        return freed

    def _event(self, event: str, element: Any) -> bool:
        tag, parent = element.tag, element.getparent()
        if event == "start":
            if tag == _BODY and not self.found_body and parent is not None and parent.tag == _DOCUMENT \
                    and parent.getparent() is None:
                self.body, self.found_body = element, True
            return False
        if self.body is None or tag == _BODY:
            if element is self.body:
                self.body, self.body_read = None, True
            return False
        if parent is self.body:
            if tag == _TBL:
                self.reader.table_end()  # its rows were read as they ended
            else:
                self.reader.block(element, 0)
        elif tag == _TR and parent.tag == _TBL and parent.getparent() is self.body:
            self.reader.row(element, 0)
        else:
            return False
        _free(element)
        return True


def _free(element: Any) -> None:
    """The iterparse idiom: an element that has ended is emptied, and its earlier siblings go."""
    element.clear(keep_tail=False)
    parent = element.getparent()
    if parent is not None:
        while element.getprevious() is not None:
            del parent[0]


class Reader:
    """Turns blocks into text: paragraphs through python-docx (runs, hyperlinks, tabs, breaks),
    tables cell by cell without python-docx's grid (a forged gridSpan would repeat a cell a
    billion times). `parent` gives paragraphs their part, for the style of a heading."""

    def __init__(self, parent: Any, sink: TextSink) -> None:
        self.parent = parent
        self.sink = sink
        self.levels: dict[str | None, int] = {}

    def block(self, element: Any, depth: int) -> None:
        if element.tag == _P:
            self.sink.add(self._paragraph(element) + "\n")
        elif element.tag == _TBL:
            for row in element.iterchildren(_TR):
                self.row(row, depth)
            self.table_end()
        elif element.tag == _SDT and depth < _MAX_NESTING:
            for content in element.iterchildren(_SDT_CONTENT):
                for child in content.iterchildren():
                    self.block(child, depth + 1)

    def row(self, row: Any, depth: int) -> None:
        self.sink.add("\t".join(self._cell(tc, depth) for tc in row.iterchildren(_TC)) + "\n")

    def table_end(self) -> None:
        self.sink.add("\n")

    def _paragraph(self, p: Any) -> str:
        level = self._heading_level(p)
        text = paragraph_text(p)
        return f"{'#' * level} {text}" if level and text.strip() else text

    def _cell(self, tc: Any, depth: int) -> str:
        return " ".join(t for t in self._cell_parts(tc.iterchildren(), depth) if t)

    def _cell_parts(self, children: Iterable[Any], depth: int) -> Iterable[str]:
        for child in children:
            if child.tag == _P:
                yield paragraph_text(child).replace("\n", " ").replace("\t", " ")
            elif child.tag == _TBL and depth < _MAX_NESTING:
                for row in child.iterchildren(_TR):
                    yield " ".join(self._cell(tc, depth + 1) for tc in row.iterchildren(_TC))

    def _heading_level(self, p: Any) -> int:
        """1-9 for a paragraph styled "Heading N" (by the style's name, which python-docx keeps in
        English whatever the document's language), else 0."""
        style_id = p.style
        if style_id not in self.levels:
            try:
                style = Paragraph(p, self.parent).style
                words = ((style.name if style is not None else None) or "").split()
            except Exception:  # a damaged styles part costs the heading marks only
                words = []
            heading = len(words) == 2 and words[0].lower() == "heading" and len(words[1]) == 1 and words[1] in "123456789"
            self.levels[style_id] = int(words[1]) if heading else 0
        return self.levels[style_id]


def paragraph_text(p: Any) -> str:
    """What python-docx's Paragraph(p).text is (tests/documents/test_word_body.py holds them equal)."""
    return "".join(_run_text(e) if e.tag == _R else "".join(_run_text(r) for r in _LINK_RUNS(e)) for e in _P_CONTENT(p))


def _run_text(r: Any) -> str:
    return "".join(str(e) for e in _RUN_CONTENT(r))
