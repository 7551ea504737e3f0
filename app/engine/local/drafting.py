"""Drafters: cheap guesses of the tokens a reply goes on with, which the model then checks in one
batch (`speculative.py`). A guess never changes the reply: the model samples every position
itself and only the guesses that match its own tokens are kept.

`PromptLookup` guesses from the chat itself: where the last few tokens were already seen (the
document it quotes, the code it edits, its own earlier words), what followed them then.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...words import translate
from ..files.state_files import DraftState

MAX_NGRAM = 4  # the longest tail looked up; longer tails seldom match where shorter ones fail
MIN_NGRAM = 3  # two tokens ("of the") match everywhere in prose and guess wrong: each wrong guess costs a wider decode


class Drafter(Protocol):
    name: str
    keeps_state: bool  # whether it has a cache worth saving with the chat (a draft model)

    def draft(self, history: Sequence[int], n: int) -> list[int]:
        """Up to `n` tokens guessed to follow `history` (the cache and the token sampled last)."""
        ...

    def saved(self, tokens: Sequence[int]) -> DraftState | None:
        """Its cache for a prefix of the chat's `tokens`, to save with the chat (None: nothing)."""
        ...

    def restore(self, state: DraftState, tokens: Sequence[int]) -> bool:
        """Take a cache saved with the chat whose tokens are `tokens`; False if it does not fit."""
        ...

    def close(self) -> None:
        """Free what it holds (a model, a context)."""
        ...


class FollowingDrafter(Drafter, Protocol):
    """A drafter that reads every decode of the chat's cache as it happens (an MTP head needs the
    hidden rows each decode leaves)."""

    def follow(self, n_before: int, chunk: Sequence[int], pos0: int, mark: bool = False) -> None:
        """The chat's cache of `n_before` tokens just decoded `chunk` at position `pos0`."""
        ...

    def forget(self) -> None:
        """The chat's cache was replaced: start again with the next decode."""
        ...

    def lacks_row(self, n: int) -> bool:
        """Would a cache cut back to n tokens make it start again (unless the chat's cache decodes
        its n-th token again)?"""
        ...


class PromptLookup:
    """n-gram lookup over the chat's tokens, indexed as the chat grows (one pass per new token)."""

    name: str = translate("Speculation", "prompt lookup")
    keeps_state = False  # its index is rebuilt from the tokens in a pass

    def __init__(self, max_ngram: int = MAX_NGRAM, min_ngram: int = MIN_NGRAM):
        self._sizes = range(max_ngram, min_ngram - 1, -1)
        self._seen: list[int] = []  # the history indexed so far
        self._ends: dict[tuple[int, ...], int] = {}  # an n-gram -> where its latest occurrence ends

    def draft(self, history: Sequence[int], n: int) -> list[int]:
        if n <= 0 or len(history) <= MIN_NGRAM:
            return []
        self._index(history)
        end = len(history)
        for size in self._sizes:
            if size >= end:
                continue
            tail = tuple(history[end - size:])
            at = self._ends.get(tail)
            if at is not None:
                guesses = list(history[at : min(at + n, end)])
                cut = next((i for i, t in enumerate(guesses) if t < 0), len(guesses))  # up to an image's span
                return guesses[:cut]
        return []

    def saved(self, tokens: Sequence[int]) -> DraftState | None:
        return None

    def restore(self, state: DraftState, tokens: Sequence[int]) -> bool:
        return False

    def close(self) -> None:
        pass

    def _index(self, history: Sequence[int]) -> None:
        """Index every n-gram that ends before the history's last token: the tail's own
        occurrence must not be its own match."""
        known = len(self._seen)
        if known > len(history) or list(history[:known]) != self._seen:  # another chat, a rollback
            self._seen, self._ends, known = [], {}, 0
        upto = len(history) - 1
        for end in range(max(known, 1), upto + 1):
            for size in self._sizes:
                if size <= end:
                    gram = tuple(history[end - size : end])
                    if min(gram) >= 0:  # an image's placeholders are no text to quote
                        self._ends[gram] = end
        self._seen = list(history[: max(upto, known)])
