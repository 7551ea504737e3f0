"""Chunking by structure (app/documents/chunks.py): headings start chunks and name them, code
blocks stay whole, pages are kept, every chunk is the document's own text at its offsets, and no
chunk is larger than asked, whatever the text."""

from __future__ import annotations

import random

from app.documents.chunks import chunk_text, estimate_tokens


def words(text: str) -> int:
    return len(text.split()) or 1


GUIDE = """# Guide

Emberly keeps what the model read.
It restores it in milliseconds.

## Setup

Install it with pip.

```sh
pip install emberly

emberly --demo
```

### Linux

Use the system's Python.

# Notes
A last word.
"""


def test_headings_start_chunks_and_name_them_and_code_stays_whole() -> None:
    chunks = chunk_text(GUIDE, count=words, max_tokens=60)
    assert [c.heading for c in chunks] == ["Guide", "Guide › Setup", "Guide › Setup › Linux", "Notes"]
    assert chunks[0].text.startswith("# Guide") and chunks[1].text.startswith("## Setup")
    assert "pip install emberly\n\nemberly --demo\n```" in chunks[1].text  # the blank line inside the fence did not cut it
    for c in chunks:
        assert GUIDE[c.start : c.end] == c.text and c.page is None


def test_pages_and_a_skipped_heading_level() -> None:
    text = "# A\n\nOne.\n\n### C\n\nTwo.\n\n" + "Three on page two.\n"
    starts = (0, text.index("Three"))
    chunks = chunk_text(text, starts, count=words, max_tokens=4)
    assert [(c.heading, c.page) for c in chunks] == [("A", 1), ("A › C", 1), ("A › C", 2)]


def test_no_chunk_is_larger_than_asked_whatever_the_text() -> None:
    rng = random.Random(7)
    vocab = ["river", "mill", "a", "the", "lighthouse.", "Ellery!", "1871?", "\n", "\n\n", "# Head\n", "```\n",
             "x" * 300]
    for trial in range(30):
        text = "".join(rng.choice(vocab) + rng.choice([" ", "", "\n"]) for _ in range(rng.randrange(1, 800)))
        limit = rng.choice([5, 20, 64])
        chunks = chunk_text(text, count=words, max_tokens=limit)
        for c in chunks:
            assert text[c.start : c.end] == c.text and c.text.strip() == c.text
            # a heading line may ride along with the piece after it
            assert words(c.text) <= limit + 2, (trial, c)
        # nothing lost, nothing twice, in order (a word too long for a chunk may be cut)
        assert "".join("".join(c.text.split()) for c in chunks) == "".join(text.split())


def test_a_line_with_no_spaces_is_cut_by_characters() -> None:
    text = "y" * 10_000
    chunks = chunk_text(text, max_tokens=100)
    assert "".join(c.text for c in chunks) == text and all(estimate_tokens(c.text) <= 100 for c in chunks)


def test_nothing_but_whitespace_has_no_chunks() -> None:
    assert chunk_text(" \n\n\t\n") == [] and chunk_text("") == []
