"""Stopping at any moment: between tokens, and inside a long prefill (llama.cpp abort callback)."""

from __future__ import annotations

import threading
from collections.abc import Callable

import llama_cpp
import pytest

from app.engine import Engine
from tests.support.helpers import greedy, stopped_inside_prefill, text_tokens


def cache_len(engine: Engine) -> int:
    return llama_cpp.llama_memory_seq_pos_max(llama_cpp.llama_get_memory(engine._ctx), 0) + 1


def stop_from_another_thread(engine: Engine) -> None:
    t = threading.Thread(target=engine.stop)
    t.start()
    t.join()


@pytest.mark.slow
def test_stop_during_generation(make_engine: Callable[..., Engine]) -> None:
    engine = make_engine()
    prompt = text_tokens(engine, 200)
    reply = engine.generate_from_tokens(prompt, max_tokens=200)
    pieces = 0
    for _ in reply:
        pieces += 1
        if pieces == 5:
            stop_from_another_thread(engine)
    assert reply.stats.finish_reason == "cancelled"
    assert 5 <= reply.stats.generated < 10
    assert engine.n_cached == cache_len(engine) == len(prompt) + reply.stats.generated

    # Usable at once, and what it produces equals an engine that never stopped: one that
    # generated the same tokens (decoded one by one, as a reply is) and went on.
    after = greedy(engine, 12)
    fresh = make_engine()
    unstopped = fresh.generate_from_tokens(prompt, max_tokens=reply.stats.generated)
    unstopped.consume()
    assert unstopped.tokens == reply.tokens
    assert greedy(fresh, 12) == after


@pytest.mark.slow
def test_stop_during_a_2000_token_prefill(make_engine: Callable[..., Engine]) -> None:
    engine = make_engine()
    prompt = text_tokens(engine, 2000)
    s = stopped_inside_prefill(engine, prompt, max_tokens=10)
    assert s.finish_reason == "cancelled" and s.generated == 0
    assert 0 < s.prompt_decoded < 2000, "the stop must land inside the prefill"
    # Batches decoded before the abort stay in the cache (llama.cpp drops the aborted call's
    # own micro-batches), and the bookkeeping says exactly that.
    assert engine.n_cached == cache_len(engine) == s.prompt_decoded
    assert engine.tokens == prompt[: engine.n_cached]

    # Asking again reuses what was decoded, and the reply equals an uninterrupted engine's.
    again = engine.generate_from_tokens(prompt, max_tokens=10)
    again.consume()
    assert again.stats.prompt_reused == s.prompt_decoded
    fresh = make_engine().generate_from_tokens(prompt, max_tokens=10)
    fresh.consume()
    assert again.tokens == fresh.tokens and len(fresh.tokens) == 10


def test_stop_before_a_reply_starts_is_not_carried_over(engine: Engine) -> None:
    engine.stop()  # a stale stop, e.g. a late click after a reply ended
    reply = engine.generate([{"role": "user", "content": "Hello"}], max_tokens=5)
    reply.consume()
    assert reply.stats.finish_reason == "length"
