"""The reply's token loop, with speculative decoding: a drafter guesses the next tokens, one
decode checks them all, and the guesses the model would have sampled itself are kept.

A speculative reply is the reply. The model samples every position from its own logits, in
order, through the same sampler chain (grammar, penalties, the seeded random draw) as the loop
without guesses; a guess is kept only where it equals that sample, and the first sample that
differs is the next token. The checking decode is at most `verify_width` tokens wide, the width
this model was measured to decode exactly as one token at a time (verify_width.py). So the reply,
the cache it leaves and the logits saved with the chat are the same bytes with or without
guesses, greedy or sampled, and a chat reopened after a speculative turn continues identically.

Guesses that keep failing cost a wider decode each: after a check that kept none, guessing rests
for a while (`_Pace`), so prose without repeats runs as before.
"""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator
from dataclasses import dataclass

from ..prompt.text_stream import TextStream
from ..reply import ReplyStats
from .drafting import COOL_MAX
from .engine_state import EngineState
from .sampler_chain import SamplerChain, Stopped


@dataclass
class _Pace:
    """How many guesses the next check may hold: fewer after a miss, more after a hit, none for
    a rest (doubling, up to COOL_MAX tokens) after a check that kept none."""

    width: int
    limit: int = 0
    rest: int = 0
    cool: int = 0

    def __post_init__(self) -> None:
        self.limit = self.width - 1

    def room(self) -> int:
        if self.rest:
            self.rest -= 1
            return 0
        return self.limit

    def checked(self, kept: int, guessed: int) -> None:
        self.limit = min(self.limit + 1, self.width - 1) if kept == guessed else max(kept + 1, 1)
        self.cool = 0 if kept else min(max(self.cool * 2, 2), COOL_MAX)
        self.rest = self.cool


class SpeculativeSampling(EngineState):
    def _sample(self, sampler: SamplerChain, text: TextStream, max_tokens: int, stats: ReplyStats,
                sampled: list[int], started: float) -> Iterator[str]:
        """The token loop: sample, stream the text, decode the token (with the drafter's guesses
        after it, where there are any); stats say why it ended."""
        t_gen = time.perf_counter()
        pace = _Pace(self.verify_width) if self._drafter is not None and self.verify_width > 1 else None
        pending: int | None = None  # sampled from the last check's logits, not decoded yet
        while True:
            if self._stopping():
                stats.finish_reason = "cancelled"
                break
            if stats.generated >= max_tokens:
                stats.finish_reason = "length"
                break
            try:
                token = pending if pending is not None else self._sample_next(sampler)
            except Stopped:  # while a grammar checked the vocabulary
                stats.finish_reason = "cancelled"
                break
            pending = None
            if stats.generated == 0:
                stats.ttft_s = time.perf_counter() - started
                t_gen = time.perf_counter()
            if self.ends_turn(token):
                stats.finish_reason = "eog"
                break
            yield from self._emit(text, token, stats, sampled)
            if text.stopped or len(self._tokens) + 1 >= self.n_ctx:
                # A stop text stays in the cache; the next turn's prefix match trims it.
                self._decode([token], logits_last=True)
                stats.finish_reason = "stop" if text.stopped else "context_full"
                break
            room = min(pace.room(), max_tokens - stats.generated, self.n_ctx - len(self._tokens) - 3) if pace else 0
            guesses = self._drafter.draft([*self._tokens, token], room) if room > 0 and self._drafter else []
            base = len(self._tokens)
            if self._decode([token, *guesses], logits_last=True, all_logits=bool(guesses)) < len(guesses) + 1:
                self._rollback(base)  # as a failed decode of the token alone leaves it
                stats.finish_reason = "cancelled" if self._stopping() else "context_full"
                break
            if not guesses or pace is None:
                continue
            kept, pending, ended = yield from self._check(sampler, text, guesses, stats, sampled)
            self._keep_checked(base, kept + 1, len(guesses) + 1)
            pace.checked(kept, len(guesses))
            if ended:
                break
        stats.generation_s = time.perf_counter() - t_gen

    def _emit(self, text: TextStream, token: int, stats: ReplyStats, sampled: list[int]) -> Iterator[str]:
        stats.generated += 1
        sampled.append(token)
        piece = text.feed(self.token_bytes(token))
        if piece:
            yield piece

    def _check(self, sampler: SamplerChain, text: TextStream, guesses: list[int], stats: ReplyStats,
               sampled: list[int]) -> Generator[str, None, tuple[int, int | None, bool]]:
        """Sample each position of the check in order and keep the guesses that equal the samples.
        Returns (guesses kept, the first sample that differed, whether the reply ended)."""
        stats.drafted += len(guesses)
        for row, guess in enumerate(guesses):
            try:
                got = self._sample_next(sampler, row) if not self._stopping() else None
            except Stopped:
                got = None
            if got is None:
                stats.finish_reason = "cancelled"
                return row, None, True
            if got != guess:
                return row, got, False
            if self.ends_turn(got):  # sampled, not decoded: the cache ends before it
                stats.finish_reason = "eog"
                return row, None, True
            stats.accepted += 1
            yield from self._emit(text, got, stats, sampled)
            if _stopped(text):  # (a call: the type checker keeps `text.stopped` False from above)
                stats.finish_reason = "stop"
                return row + 1, None, True
        return len(guesses), None, False

    def _sample_next(self, sampler: SamplerChain, row: int = -1) -> int:
        """The next token, from the last decode's logits `row`, or a reopened chat's saved ones."""
        if self._logits_at != len(self._tokens) and self._saved_logits is not None:
            return sampler.sample_logits(self._saved_logits)
        return sampler.sample(self._ctx, row)

    def _keep_checked(self, base: int, keep: int, checked: int) -> None:
        """After a check of `checked` tokens at `base`, keep the first `keep` and their last
        logits, as the loop without guesses would have left them."""
        if keep == checked:
            return  # the context's last row is the last kept token's
        logits = self._row_logits(keep - 1)
        self._rollback(base + keep)
        self._saved_logits, self._logits_at = logits, -1


def _stopped(text: TextStream) -> bool:
    return text.stopped
