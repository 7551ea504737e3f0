"""The reply's text assembly (app.engine.prompt.text_stream), exhaustively, without a model: however the
bytes are split into tokens, the text shown is the text up to the first stop string, whole
characters only, and never a piece of a stop string."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.prompt.text_stream import TextStream, find_stop, stop_prefix_len

ALPHABET = st.sampled_from(list("ab<>/ é€😀\n"))  # 1- to 4-byte characters, and stop-ish marks
texts = st.text(ALPHABET, max_size=40)
stops = st.lists(st.text(ALPHABET, min_size=1, max_size=6), max_size=3)


def split_bytes(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(data) + 1) for c in cuts} | {0, len(data)})
    return [data[a:b] for a, b in zip(points, points[1:], strict=False)]


def expected(text: str, stop_strings: list[str]) -> str:
    cut = find_stop(text, stop_strings)
    return text if cut is None else text[:cut]


@pytest.mark.slow  # about a second: the fast tier stays under a minute
@settings(max_examples=600, deadline=None)
@given(texts, stops, st.lists(st.integers(min_value=0, max_value=200), max_size=20))
def test_any_split_into_tokens_shows_the_text_up_to_the_first_stop(text: str, stop_strings: list[str], cuts: list[int]) -> None:
    stream = TextStream(stop_strings)
    shown = []
    for piece in split_bytes(text.encode(), cuts):
        out = stream.feed(piece)
        # Nothing shown can be taken back: what is out is final, and a stop string never shows.
        shown.append(out)
        assert all(s not in "".join(shown) for s in stop_strings)
    shown.append(stream.finish())
    assert "".join(shown) == expected(text, stop_strings)
    assert stream.stopped == (find_stop(text, stop_strings) is not None)


@given(texts, stops)
def test_what_is_held_back_could_still_become_a_stop_string(text: str, stop_strings: list[str]) -> None:
    k = stop_prefix_len(text, stop_strings)
    if k:
        assert any(s.startswith(text[-k:]) and len(s) > k for s in stop_strings)
    for longer in range(k + 1, len(text) + 1):  # no longer tail could
        assert not any(s.startswith(text[-longer:]) and len(s) > longer for s in stop_strings)


def test_a_character_cut_between_tokens_is_shown_whole() -> None:
    stream = TextStream()
    euro = "€".encode()
    assert stream.feed(euro[:1]) == "" and stream.feed(euro[1:2]) == "" and stream.feed(euro[2:]) == "€"
    assert stream.feed(b"\xf0\x9f") == "" and stream.finish() == "\ufffd"  # a reply cut mid-character


def test_text_after_a_stop_string_is_never_shown() -> None:
    stream = TextStream(["<end>"])
    assert stream.feed(b"Hello <e") == "Hello "
    assert stream.feed(b"nd> and more") == "" and stream.stopped
    assert stream.feed(b"even more") == "" and stream.finish() == ""
