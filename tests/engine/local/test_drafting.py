"""Prompt lookup's guesses: what followed the chat's last tokens the last time they were seen."""

from __future__ import annotations

from app.engine.local.drafting import PromptLookup


def test_it_guesses_what_followed_the_tail_last_time() -> None:
    lookup = PromptLookup()
    history = [1, 2, 3, 4, 5, 6, 9, 1, 2, 3, 4, 7, 8, 1, 2, 3]
    assert lookup.draft(history, 3) == [4, 7, 8]  # the latest occurrence of (1, 2, 3), not the first
    assert lookup.draft([*history, 4], 2) == [7, 8]  # (2, 3, 4) last ended before 7
    assert lookup.draft([*history, 4], 0) == []


def test_no_guess_without_a_long_enough_match() -> None:
    lookup = PromptLookup()
    assert lookup.draft([5, 6, 7, 8, 9, 5, 6], 4) == []  # two tokens are not enough
    assert lookup.draft([1, 2], 4) == []


def test_the_index_follows_a_chat_that_went_back() -> None:
    lookup = PromptLookup()
    assert lookup.draft([1, 2, 3, 4, 1, 2, 3], 1) == [4]
    assert lookup.draft([1, 2, 3, 5, 1, 2, 3], 1) == [5]  # another history: indexed afresh


def test_image_placeholders_are_never_guessed() -> None:
    lookup = PromptLookup()
    assert lookup.draft([1, 2, 3, -7, -8, 1, 2, 3], 3) == []  # what followed was an image's span
    assert lookup.draft([-7, 1, 2, 3, 4, 9, 1, 2, 3], 3) == [4, 9, 1]
