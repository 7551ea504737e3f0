"""Row 7: soak. 1,000 turns in one chat on the real model with a 512-token context, so the
context-full path (dropping the oldest turns and re-reading the rest) runs hundreds of times:
no crash, no word lost, and the process's memory at the end within 10% of what it was after
turn 100."""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Callable

import psutil
import pytest

from app.sessions import ChatRunner
from tests.support.helpers import greedy_session

TURNS = 1000
N_CTX = 512
MAX_TOKENS = 4  # short replies: the soak is about the context-full path, not generation speed

_WORDS = (
    "river mountain bread winter harbour lantern violin garden copper orchard engine meadow glacier "
    "library festival compass marble thunder pepper island castle feather desert canal clock"
).split()
_SHAPES = (
    "Tell me about the {a} and the {b}.",
    "Why would a {a} need a {b}?",
    "Write one line about {a}s.",
    "{n} {a}s and {m} {b}s: how many in all?",
    "Describe a {a} in the style of a {b}.",
    "Is a {a} heavier than a {b}? Explain briefly, with an example from {c}.",
    "List three things a {a} and a {b} share.",
    "Translate 'the {a} sleeps under the {b}' into French.",
    "Continue the story: once upon a time a {a} met a {b} near the {c}, and",
    "ok",
)


def user_message(rng: random.Random, turn: int) -> str:
    a, b, c = rng.sample(_WORDS, 3)
    shape = rng.choice(_SHAPES).format(a=a, b=b, c=c, n=rng.randint(2, 99), m=rng.randint(2, 99))
    return f"{turn}. {shape}" if rng.random() < 0.7 else shape


def rss() -> int:
    gc.collect()
    return psutil.Process().memory_info().rss


@pytest.mark.exhaustive
@pytest.mark.timeout(1800)  # a hang guard, not a time limit: ~9 min for 1,000 turns on the 2-core test machine
def test_soak_1000_turns_with_a_small_context(
    make_runner: Callable[..., ChatRunner], fault_seed: int, rows: Callable[[int, int], int],
    record_property: Callable[[str, object], None],
) -> None:
    """The whole suite runs 250 turns (the memory compared after turn 100 and at the end);
    `-m exhaustive` runs all 1,000."""
    rng = random.Random(fault_seed)
    turns = rows(TURNS, 250)
    runner = make_runner(n_ctx=N_CTX)
    runner.max_tokens = MAX_TOKENS
    sid = greedy_session(runner)
    engine = runner.engine
    assert engine is not None and engine.n_ctx == N_CTX

    # Time spent fitting the conversation into the context (render + tokenize the history).
    fit_seconds = [0.0]
    real_fit = engine.fit_conversation

    def timed_fit(*args: object, **kwargs: object) -> tuple[list[int], int]:
        t = time.perf_counter()
        try:
            return real_fit(*args, **kwargs)  # type: ignore[arg-type]
        finally:
            fit_seconds[0] += time.perf_counter() - t

    engine.fit_conversation = timed_fit  # type: ignore[method-assign]

    sent: list[str] = []
    trims = trimmed_turns = no_reply = context_full = 0
    finish: dict[str, int] = {}
    prev_dropped = 0
    rss_100 = 0
    t0 = time.perf_counter()
    for turn in range(1, turns + 1):
        text = user_message(rng, turn)
        sent.append(text)
        reply = runner.send(text)
        if reply is None:  # the model ended its turn at once: no reply message
            no_reply += 1
        else:
            assert not reply.interrupted and reply.stats is not None, f"turn {turn}: {reply}"
            stats = reply.stats
            finish[stats["finish_reason"]] = finish.get(stats["finish_reason"], 0) + 1
            context_full += stats["finish_reason"] == "context_full"
            dropped = stats["turns_dropped"]
            if dropped:
                trimmed_turns += 1
            if dropped > prev_dropped:  # the context was full: older turns dropped, the rest re-read
                trims += 1
                assert stats["prompt_decoded"] > stats["prompt_tokens"] // 2, f"turn {turn}: {stats}"
            prev_dropped = dropped
            assert stats["prompt_tokens"] + stats["generated"] <= N_CTX
        assert engine.n_cached <= N_CTX
        if turn == 100:
            rss_100 = rss()
        if turn % 100 == 0:
            print(
                f"  turn {turn}: {time.perf_counter() - t0:.0f} s ({fit_seconds[0]:.0f} s fitting the conversation), "
                f"{trims} trims, rss {rss() / 2**20:.0f} MiB"
            )
    seconds = time.perf_counter() - t0
    rss_end = rss()
    assert runner.warnings == []

    # No word lost: the transcript on disk holds every message, in order.
    on_disk = runner.store.load(sid)
    assert [m.text for m in on_disk.messages if m.role == "user"] == sent
    assert on_disk.messages == runner.active.messages  # type: ignore[union-attr]
    assert not any(m.interrupted for m in on_disk.messages)

    growth = rss_end / rss_100 - 1
    summary = (
        f"soak: {turns} turns (n_ctx {N_CTX}, max_tokens {MAX_TOKENS}) in {seconds:.0f} s (of which "
        f"{fit_seconds[0]:.0f} s fitting the conversation into the context); context-full trims "
        f"(oldest turns dropped, the rest re-read): {trims}; turns with a trimmed prompt: {trimmed_turns}; "
        f"finish reasons {finish}, turns without a reply: {no_reply}; RSS after turn 100 "
        f"{rss_100 / 2**20:.1f} MiB, at the end {rss_end / 2**20:.1f} MiB ({growth:+.1%})"
    )
    print(summary)
    for key, value in [
        ("turns", turns), ("trims", trims), ("trimmed_turns", trimmed_turns), ("context_full_replies", context_full),
        ("rss_after_100_mib", round(rss_100 / 2**20, 1)), ("rss_end_mib", round(rss_end / 2**20, 1)),
        ("rss_growth", round(growth, 4)), ("seconds", round(seconds, 1)), ("fit_seconds", round(fit_seconds[0], 1)),
    ]:
        record_property(key, value)

    assert trims >= turns // 10, summary  # "hundreds of times" in 1,000 turns
    assert rss_end <= rss_100 * 1.10, summary
