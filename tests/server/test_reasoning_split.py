"""A reasoning model's reply split for API clients (app/server/reasoning_split.py): however the
text streams in, the pieces add up to the whole reply's reasoning and answer."""

from __future__ import annotations

import random

import pytest

from app.server.reasoning_split import ReasoningSplit

CASES = [
    ("", "<think>\nThe user asks for rivers.\nList three.\n</think>\n\nDanube, Rhine, Loire.", "The user asks for rivers.\nList three.", "Danube, Rhine, Loire."),
    ("<think>\n", "Only reasoning so far, then</think> the answer.", "Only reasoning so far, then", "the answer."),
    ("", "No block at all: an answer.", None, "No block at all: an answer."),
    ("", "<th", None, "<th"),
    ("", "  <think>unfinished", "unfinished", ""),
]


@pytest.mark.parametrize("opening, text, thinking, answer", CASES)
def test_any_split_adds_up_to_the_whole(opening: str, text: str, thinking: str | None, answer: str) -> None:
    rng = random.Random(7)
    for _ in range(50):
        cuts = sorted(rng.sample(range(1, len(text)), min(len(text) - 1, rng.randrange(0, 12)))) if len(text) > 1 else []
        pieces = [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)], strict=True)]
        split = ReasoningSplit(opening)
        got_r, got_c = "", ""
        for piece in pieces:
            r, c = split.feed(piece)
            got_r, got_c = got_r + r, got_c + c
        got_c += split.rest()
        assert split.whole() == (thinking, answer)
        assert (got_r, got_c) == (thinking or "", answer), pieces
