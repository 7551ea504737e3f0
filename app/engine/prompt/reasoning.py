"""A reasoning model's reply: the `<think>…</think>` block it writes before its answer.

Qwen 3, QwQ, SmolLM 3 and the DeepSeek-R1 distills write their reasoning between these tags;
the R1 templates open the block in the prompt itself, so such a reply starts inside it (the
runner stores the opening with the reply, see `opening_in`). The transcript keeps the reply as
written: the model's own template decides what later turns see (most drop earlier reasoning).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass

OPEN, CLOSE = "<think>", "</think>"
_SPACE = re.compile(r"\s*")  # skips whitespace without copying the text (called per streamed token)


@dataclass(frozen=True)
class ReplyParts:
    thinking: str | None  # None: the reply has no reasoning block
    answer: str
    thinking_done: bool  # the block is closed (or there is none)
    answer_start: int  # where the answer begins in the reply's text


def split_reasoning(text: str) -> ReplyParts:
    """The reasoning and the answer of a reply (whole or still streaming)."""
    start = _SPACE.match(text).end()  # type: ignore[union-attr]  # \s* always matches
    if not text.startswith(OPEN, start):
        return ReplyParts(None, text, True, 0)
    body_start = start + len(OPEN)
    end = text.find(CLOSE, body_start)
    if end < 0:
        return ReplyParts(text[body_start:].strip(), "", False, len(text))
    answer_start = _SPACE.match(text, end + len(CLOSE)).end()  # type: ignore[union-attr]
    return ReplyParts(text[body_start:end].strip(), text[answer_start:], True, answer_start)


def answer_of(text: str) -> str:
    """What a reply says, its reasoning left out (what "Copy" copies)."""
    return split_reasoning(text).answer


def opening_in(prompt: str) -> str:
    """The reasoning block a prompt leaves open at its end ("<think>\\n" after DeepSeek-R1's
    generation prompt), or "": the reply is written inside it."""
    at = prompt.rfind(OPEN)
    if at < 0 or prompt[at + len(OPEN) :].strip():
        return ""
    return prompt[at:]


def thought_label(seconds: float | None, done: bool = True) -> str:
    if not done:
        return "Thinking…"
    if seconds is None:
        return "Thoughts"
    return f"Thought for {max(1, round(seconds))} s" if seconds < 90 else f"Thought for {round(seconds / 60)} min"


class Thinking:
    """Times a streaming reply's reasoning: `seen(text so far)` returns the seconds from the
    first text to the close of the block, once it has closed (else None)."""

    def __init__(self) -> None:
        self._started: float | None = None
        self._plain = False  # the reply began with something other than a reasoning block

    def seen(self, text: str) -> float | None:
        now = time.monotonic()
        if self._started is None:
            self._started = now
        if self._plain:
            return None
        parts = split_reasoning(text)
        if parts.thinking is None:
            begun = text[_SPACE.match(text).end() :][: len(OPEN)]  # type: ignore[union-attr]
            self._plain = not OPEN.startswith(begun)  # past what could still become "<think>"
            return None
        return now - self._started if parts.thinking_done else None
