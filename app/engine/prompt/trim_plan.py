"""Which old turns to drop so a conversation fits the context: pure, no model.

The planner asks a `prompt_of(kept messages)` function for the prompt of a trimmed conversation:
the engine renders and tokenizes, tests count.

Dropping turns changes the prompt right after the system prompt, so the cache is re-read from
there. To make that rare, a trim drops a quarter of the context more than needed, and later turns
keep the same first message (the anchor) for as long as they fit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence, Sized
from dataclasses import dataclass
from typing import Generic, TypeVar

from ...words import grouped, translate
from ..errors import ContextOverflow

# The first message kept after a trim: (its index, role, content). Found again by its text, since
# messages before it may have been deleted; the index tells apart messages with the same text.
Anchor = tuple[int, str, str]
T = TypeVar("T", bound=Sized)
M = TypeVar("M", bound=Mapping[str, str])


@dataclass(frozen=True)
class TrimPlan(Generic[T]):
    tokens: T  # the prompt that fits
    dropped: int  # messages dropped after the system prompt
    anchor: Anchor | None  # to pass to the next plan: None when nothing was dropped


def cut_points(messages: Sequence[Mapping[str, str]]) -> tuple[int, list[int]]:
    """(index of the first droppable message, the cuts that keep whole turns): a cut is before a
    user message (or the first droppable one), never after the last message; the last cut keeps
    only the last message."""
    first = 1 if messages and messages[0]["role"] == "system" else 0
    cuts = [i for i in range(first, len(messages)) if i == first or messages[i]["role"] == "user"]
    cuts = [c for c in cuts if c < len(messages) - 1] or [first]
    cuts.append(max(len(messages) - 1, first))
    return first, cuts


def plan_trim(
    messages: Sequence[M],
    prompt_of: Callable[[list[M]], T],
    n_ctx: int,
    reserve: int,
    anchor: Anchor | None = None,
) -> TrimPlan[T]:
    """The prompt of the latest messages that leaves `reserve` of `n_ctx` free.

    Whole history if it fits; else the previous plan's anchor if it still fits and an earlier cut
    would not; else the earliest cut leaving a quarter of the context spare, else the earliest
    leaving `reserve`. Raises ContextOverflow if even the last message alone does not fit.
    Dropping more must never lengthen the prompt."""
    trim = _Trim(messages, prompt_of, n_ctx, reserve)
    anchored = trim.at_anchor(anchor) if anchor is not None else None
    if anchored is not None and anchored[1]:
        return anchored[0]
    whole = trim.tokens_from(trim.first)
    if trim.fits(whole):
        return TrimPlan(whole, 0, None)
    if anchored is not None:
        return anchored[0]
    fit = trim.earliest(reserve + n_ctx // 4) or trim.earliest(reserve)
    if fit is None:
        raise ContextOverflow(translate(
            "ModelContext", "This message needs {needed} tokens, but the context holds {context} with {reserve} kept "
            "free for the reply. Shorten it or load the model with a larger context."
        ).format(needed=grouped(len(trim.tokens_from(trim.cuts[-1]))), context=grouped(n_ctx), reserve=grouped(reserve)))
    return trim.plan(*fit)


class _Trim(Generic[M, T]):
    """One plan_trim: the messages, where they may be cut, and what fits."""

    def __init__(self, messages: Sequence[M], prompt_of: Callable[[list[M]], T], n_ctx: int, reserve: int) -> None:
        self.messages, self.prompt_of, self.n_ctx, self.reserve = messages, prompt_of, n_ctx, reserve
        self.first, self.cuts = cut_points(messages)

    def tokens_from(self, cut: int) -> T:
        return self.prompt_of([*self.messages[:self.first], *self.messages[cut:]])

    def fits(self, tokens: Sized, free: int | None = None) -> bool:
        return len(tokens) + (self.reserve if free is None else free) <= self.n_ctx

    def plan(self, tokens: T, cut: int) -> TrimPlan[T]:
        return TrimPlan(tokens, cut - self.first, (cut, self.messages[cut]["role"], self.messages[cut]["content"]))

    def at_anchor(self, anchor: Anchor) -> tuple[TrimPlan[T], bool] | None:
        """The plan cut at the previous plan's anchor if it still fits, and whether that settles it
        (an earlier cut does not fit: the whole history will not either)."""
        index, role, content = anchor
        cuts, messages = self.cuts, self.messages
        same = [at for at, cut in enumerate(cuts) if (messages[cut]["role"], messages[cut]["content"]) == (role, content)]
        if not same:
            return None
        at = min(same, key=lambda a: abs(cuts[a] - index))
        tokens = self.tokens_from(cuts[at])
        if not self.fits(tokens):
            return None
        # Does the whole fit again (messages deleted)? One earlier cut that does not settles it.
        back = 1
        while at - back > 0 and self.fits(self.tokens_from(cuts[at - back])):
            back *= 2
        return self.plan(tokens, cuts[at]), at - back > 0

    def earliest(self, free: int) -> tuple[T, int] | None:
        """The first cut leaving `free` tokens. It looks back from the last cut 1, 2, 4… cuts for
        one that does not fit, then bisects: a turn costs a few prompts' worth of tokenizing, not
        the whole history (which grows without bound)."""
        cuts = self.cuts
        hi = len(cuts) - 1
        found = (self.tokens_from(cuts[hi]), cuts[hi])
        if not self.fits(found[0], free):
            return None
        lo, back = 0, 1
        while hi > 0:
            probe = max(hi - back, 0)
            tokens = self.tokens_from(cuts[probe])
            if not self.fits(tokens, free):
                lo = probe + 1
                break
            found, hi, back = (tokens, cuts[probe]), probe, back * 2
        while lo < hi:  # cuts[hi] fits, cuts[lo - 1] does not
            mid = (lo + hi) // 2
            tokens = self.tokens_from(cuts[mid])
            if self.fits(tokens, free):
                found, hi = (tokens, cuts[mid]), mid
            else:
                lo = mid + 1
        return found
