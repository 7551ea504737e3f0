"""Helpers shared by the engine tests."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

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


def make_unreadable(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A GGUF-looking file this process may not read: chmod 0, or, for root (as in CI), which
    reads anything, a PermissionError from open() on that path."""
    path.write_bytes(b"GGUF" + bytes(64))
    path.chmod(0)
    if os.access(path, os.R_OK):
        real_open = open

        def deny(file: object, *args: object, **kwargs: object) -> object:
            if Path(str(file)) == path:
                raise PermissionError(13, "Permission denied", str(file))
            return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

        monkeypatch.setattr("builtins.open", deny)
