"""The reply's token loop, with speculative decoding: a drafter guesses the next tokens, one
decode checks them all, and the guesses the model would have sampled itself are kept.

A speculative reply is the reply. The model samples every position from its own logits, in
order, through the same sampler chain (grammar, penalties, the seeded random draw) as the loop
without guesses; a guess is kept only where it equals that sample, and the first sample that
differs is the next token. The checking decode is at most `verify_width` tokens wide, the width
this model was measured to decode exactly as one token at a time (verify_width.py). So the reply,
the cache it leaves and the logits saved with the chat are the same bytes with or without
guesses, greedy or sampled, and a chat reopened after a speculative turn continues identically.

A check costs more than a single token's decode: how many guesses pay is learnt as the reply goes
(`pace.py`), and where none do, tokens are decoded one at a time as before.
"""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator

from ..prompt.text_stream import TextStream
from ..reply import ReplyStats
from . import pace_record
from .engine_state import EngineState
from .pace import Pace
from .sampler_chain import SamplerChain, Stopped


class SpeculativeSampling(EngineState):
    def _sample(self, sampler: SamplerChain, text: TextStream, max_tokens: int, stats: ReplyStats,
                sampled: list[int], started: float) -> Iterator[str]:
        """The token loop: sample, stream the text, decode the token (with the drafter's guesses
        after it, where there are any); stats say why it ended."""
        t_gen = time.perf_counter()
        pace = Pace(self.verify_width if self._drafter is not None else 1, known=self._pace_known)  # 1: never a guess
        pending: int | None = None  # sampled from the last check's logits, not decoded yet
        while True:
            if self._stopping():
                stats.finish_reason = "cancelled"
                break
            if stats.generated >= max_tokens:
                stats.finish_reason = "length"
                break
            try:
                token, pending = pending if pending is not None else self._sample_next(sampler), None
            except Stopped:  # while a grammar checked the vocabulary
                stats.finish_reason = "cancelled"
                break
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
            room = min(pace.room(), max_tokens - stats.generated, self.n_ctx - len(self._tokens) - 3)
            t0 = time.perf_counter()
            guesses = self._drafter.draft([*self._tokens, token], room) if room > 0 and self._drafter else []
            t1, base = time.perf_counter(), len(self._tokens)
            if self._decode([token, *guesses], logits_last=True, all_logits=bool(guesses)) < len(guesses) + 1:
                self._rollback(base)  # as a failed decode of the token alone leaves it
                stats.finish_reason = "cancelled" if self._stopping() else "context_full"
                break
            t2 = time.perf_counter()
            if not guesses:
                pace.decoded(1, t2 - t1)
                continue
            kept, pending, ended = yield from self._check(sampler, text, guesses, stats, sampled)
            self._keep_checked(base, kept + 1, len(guesses) + 1)
            pace.checked(kept, len(guesses), t1 - t0, t2 - t1)
            if ended:
                break
        stats.generation_s = time.perf_counter() - t_gen
        self._pace_known = pace_record.keep(self._pace_key, self._pace_known, pace.ratios() if stats.drafted else {})

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
