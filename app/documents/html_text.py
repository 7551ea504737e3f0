"""HTML to text with the standard library's tokenizer: scripts, styles and other non-text parts
dropped, block elements turned into line breaks, headings marked as in Markdown (chunking follows
them). Nothing a page refers to (images, frames, style sheets, links) is ever fetched: the
tokenizer only reads the text it is fed."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from ..words import translate
from .result import Body, DocumentError, Limits, Steps, TextSink, cap_note

_SKIP = {"script", "style", "noscript", "template", "svg", "math"}
_BLOCK = {
    "address", "article", "aside", "blockquote", "br", "caption", "details", "dd", "div", "dl", "dt",
    "fieldset", "figcaption", "figure", "footer", "form", "header", "hr", "li", "main", "nav", "ol", "p",
    "pre", "section", "summary", "table", "title", "tr", "ul",
}
_HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
_CELLS = {"td", "th"}
_FEED = 1 << 18  # characters per feed: cancellation and progress come between feeds
_SPACES = re.compile(r"\s+")
_BLANK_LINES = re.compile(r"\n{3,}")


class _Text(HTMLParser):
    def __init__(self, sink: TextSink) -> None:
        super().__init__(convert_charrefs=True)
        self.sink = sink
        self.skipping = 0  # inside how many script/style/... elements
        self.pre = 0
        self.line_start = True

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIP:
            self.skipping += 1
        elif tag in _HEADINGS:
            self._break()
            self._emit("#" * _HEADINGS[tag] + " ")
        elif tag in _BLOCK:
            if tag == "pre":
                self.pre += 1
            self._break()
        elif tag in _CELLS and not self.line_start:
            self._emit("\t")

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP:
            self.skipping = max(0, self.skipping - 1)
        elif tag in _BLOCK or tag in _HEADINGS:
            if tag == "pre" and self.pre:
                self.pre -= 1
            self._break()

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _BLOCK:  # <br/>, <hr/>: a self-closed element opens nothing
            self._break()

    def handle_data(self, data: str) -> None:
        if self.skipping:
            return
        if not self.pre:
            data = _SPACES.sub(" ", data)
            if self.line_start:
                data = data.lstrip(" ")
        self._emit(data)

    def _break(self) -> None:
        if not self.line_start:
            self._emit("\n")

    def _emit(self, text: str) -> None:
        if text:
            self.sink.add(text)
            self.line_start = text.endswith("\n")


def html_text(source: str, name: str, limits: Limits, steps: Steps) -> Body:
    """The readable text of an HTML page (already decoded)."""
    sink = TextSink(limits.max_chars)
    parser = _Text(sink)
    total = max(1, -(-len(source) // _FEED))
    try:
        for i in range(total):
            steps.check()
            parser.feed(source[i * _FEED : (i + 1) * _FEED])
            steps.done(i + 1, total)
            if sink.full:
                break
        parser.close()
    except DocumentError:
        raise
    except Exception as e:  # the tokenizer's own asserts on input it cannot place
        raise DocumentError(translate("Documents", "{name} could not be read as HTML ({error})").format(
            name=name, error=type(e).__name__)) from None
    lines = (line.rstrip() for line in sink.text().split("\n"))
    text = _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip("\n")
    return Body(text, notes=[cap_note(limits.max_chars)] if sink.full else [])
