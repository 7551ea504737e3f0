"""Helpers shared by the engine tests."""

from __future__ import annotations

from app.engine import Engine


def long_text(n_sentences: int) -> str:
    """Plain text of about 18 tokens per sentence."""
    return " ".join(
        f"Sentence number {i} is about topic {i * 7 % 13} and the weather in city {i % 5}." for i in range(n_sentences)
    )


def text_tokens(engine: Engine, n_tokens: int) -> list[int]:
    """Exactly n_tokens tokens of real text, starting with BOS."""
    tokens = engine.prompt_tokens(long_text(n_tokens // 10 + 10))
    assert len(tokens) >= n_tokens
    return tokens[:n_tokens]


def greedy(engine: Engine, n: int) -> list[int]:
    """Continue the cached sequence greedily for n tokens; returns the sampled tokens."""
    reply = engine.generate_from_tokens(engine.tokens, max_tokens=n)
    reply.consume()
    return reply.tokens
