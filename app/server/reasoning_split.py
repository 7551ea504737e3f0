"""A reasoning model's reply for an API client: the `<think>` block as `reasoning_content`, the
rest as `content` (as DeepSeek's API and llama-server send them), split as the text streams."""

from __future__ import annotations

from ..runtime import CLOSE, OPEN, split_reasoning


class ReasoningSplit:
    def __init__(self, opening: str = "") -> None:
        self.text = opening
        self.thinking_sent = 0
        self.answer_sent = 0

    def feed(self, piece: str) -> tuple[str, str]:
        """(reasoning, content) added by `piece`; a text that may still open a block waits."""
        self.text += piece
        head = self.text.lstrip()
        if len(head) < len(OPEN) and OPEN.startswith(head):
            return "", ""
        parts = split_reasoning(self.text)
        thinking = parts.thinking or ""
        if not parts.thinking_done:  # a closing tag on its way, and the space before it, wait
            held = next((k for k in range(len(CLOSE) - 1, 0, -1) if self.text.endswith(CLOSE[:k])), 0)
            thinking = (thinking[:-held] if held else thinking).rstrip()
        reasoning, self.thinking_sent = thinking[self.thinking_sent :], max(self.thinking_sent, len(thinking))
        answer = parts.answer if parts.thinking_done else ""
        content, self.answer_sent = answer[self.answer_sent :], max(self.answer_sent, len(answer))
        return reasoning, content

    def rest(self) -> str:
        """At the end: content held back (a reply that only looked as if it might open a block)."""
        thinking, answer = self.whole()
        return answer[self.answer_sent :] if thinking is None or self.answer_sent else ""

    def whole(self) -> tuple[str | None, str]:
        """(reasoning or None, content) of the whole reply."""
        parts = split_reasoning(self.text)
        return parts.thinking, parts.answer
