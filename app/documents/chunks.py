"""Chunks of a document for retrieval, cut where its structure is: headings, paragraphs, fenced
code blocks. Extraction marks headings as Markdown does (`# `) in every format, so one chunker
serves all of them.

A chunk holds whole blocks up to `max_tokens` (counted by the embedding model's tokenizer when
there is one: `count`); a block larger than that is cut at lines, then sentences, then words. Each
chunk keeps its place (character offsets into the text, the page it starts on, the headings
above it) so a citation can open the passage.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

Count = Callable[[str], int]

MAX_TOKENS = 256  # all-MiniLM-L6-v2 reads 256 word pieces; larger embedders read more, but
# retrieval is sharper on passages of a paragraph or two
_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$")
_FENCE = re.compile(r"^[ \t]*(```|~~~)")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def estimate_tokens(text: str) -> int:
    """Tokens without a tokenizer: ~4 characters each (English prose)."""
    return max(1, (len(text) + 3) // 4)


@dataclass(frozen=True)
class Chunk:
    text: str
    start: int  # offsets into the document's text: text == document[start:end] minus cut whitespace
    end: int
    page: int | None  # 1-based, for PDFs
    heading: str  # the headings above it, outermost first ("Setup › Linux"), or ""


@dataclass(frozen=True)
class _Block:
    start: int
    end: int
    heading: str


def chunk_text(text: str, page_starts: Sequence[int] = (), count: Count = estimate_tokens,
               max_tokens: int = MAX_TOKENS) -> list[Chunk]:
    """The document's chunks, in order; whitespace-only text has none."""
    chunks: list[Chunk] = []
    group: list[_Block] = []
    size = 0

    def flush() -> None:
        nonlocal group, size
        if group:
            chunks.append(_chunk(text, group[0].start, group[-1].end, group[0].heading, page_starts))
        group, size = [], 0

    for block in _pieces(text, count, max_tokens):
        n = count(text[block.start : block.end])
        # A heading alone is never a chunk: it goes with what follows it.
        lone_heading = len(group) == 1 and _HEADING.match(text[group[0].start : group[0].end].strip()) is not None
        if group and (block.heading != group[0].heading or (size + n > max_tokens and not lone_heading)):
            flush()
        group.append(block)
        size += n
    flush()
    return [c for c in chunks if c.text]


def _chunk(text: str, start: int, end: int, heading: str, page_starts: Sequence[int]) -> Chunk:
    body = text[start:end]
    lead = len(body) - len(body.lstrip())
    body = body.strip()
    start += lead
    page = bisect.bisect_right(page_starts, start) if page_starts else None
    return Chunk(body, start, start + len(body), page if page else None, heading)


def _pieces(text: str, count: Count, max_tokens: int) -> Iterator[_Block]:
    """The document's blocks, each cut to fit `max_tokens` when it is larger."""
    for block in _blocks(text):
        if count(text[block.start : block.end]) <= max_tokens:
            yield block
        else:
            for start, end in _split(text, block.start, block.end, count, max_tokens):
                yield _Block(start, end, block.heading)


def _blocks(text: str) -> Iterator[_Block]:
    """Paragraphs, code blocks (fence to fence) and headings (each its own block, so a chunk
    starts at its heading), with the heading path above each."""
    headings: list[str] = []
    start: int | None = None
    in_code = False
    pos = 0
    for line in text.splitlines(keepends=True):
        stripped = line.strip()
        end = pos + len(line)
        if _FENCE.match(line):
            if not in_code and start is not None:  # a fence ends the paragraph before it
                yield _Block(start, pos, _path(headings))
                start = None
            in_code = not in_code
            start = pos if start is None else start
            if not in_code:  # the closing fence: the code block ends with it
                yield _Block(start, end, _path(headings))
                start = None
        elif in_code:
            pass
        elif (match := _HEADING.match(stripped)) is not None:
            if start is not None:
                yield _Block(start, pos, _path(headings))
            level = len(match.group(1))
            headings[level - 1 :] = [match.group(2)]
            while len(headings) < level:  # a level skipped (# then ###): no empty names in the path
                headings.insert(len(headings) - 1, "")
            yield _Block(pos, end, _path(headings))
            start = None
        elif not stripped:
            if start is not None:
                yield _Block(start, pos, _path(headings))
                start = None
        elif start is None:
            start = pos
        pos = end
    if start is not None:
        yield _Block(start, len(text), _path(headings))


def _path(headings: list[str]) -> str:
    return " › ".join(h for h in headings if h)


def _split(text: str, start: int, end: int, count: Count, max_tokens: int) -> Iterator[tuple[int, int]]:
    """(start, end) pieces of text[start:end], each within max_tokens: lines first, then
    sentences, then words, then characters."""
    for separators in (_lines, _sentences, _words):
        cuts = list(separators(text, start, end))
        if len(cuts) > 1:
            yield from _pack(text, cuts, count, max_tokens)
            return
    step = max(1, max_tokens * 2)  # no separator at all: ≥ 2 characters a token in any tokenizer
    for s in range(start, end, step):
        yield s, min(end, s + step)


def _pack(text: str, cuts: list[tuple[int, int]], count: Count, max_tokens: int) -> Iterator[tuple[int, int]]:
    """Consecutive cuts joined while they fit; a cut that alone does not fit is split further."""
    begin: int | None = None
    last = 0
    for s, e in cuts:
        if begin is not None and count(text[begin:e]) > max_tokens:
            yield begin, last
            begin = None
        if begin is None:
            if count(text[s:e]) > max_tokens:
                yield from _split(text, s, e, count, max_tokens)
                continue
            begin = s
        last = e
    if begin is not None:
        yield begin, last


def _lines(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    pos = start
    for line in text[start:end].splitlines(keepends=True):
        yield pos, pos + len(line)
        pos += len(line)


def _sentences(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    pos = start
    for m in _SENTENCE_END.finditer(text, start, end):
        yield pos, m.end()
        pos = m.end()
    if pos < end:
        yield pos, end


def _words(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    pos = start
    for m in re.finditer(r"\s+", text[start:end]):
        yield pos, start + m.end()
        pos = start + m.end()
    if pos < end:
        yield pos, end
