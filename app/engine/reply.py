"""A reply as it streams, and its figures: what the local and the remote engine both hand the
runner (kept apart from engine.py so that the remote engine and the window need no llama.cpp)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

# Why a reply ended: an end-of-generation token, a stop string, max_tokens, a stop or cancel, a full
# context; "prefilled" for a prefill (a re-read) that ran to its end.
FinishReason = Literal["", "eog", "stop", "length", "cancelled", "context_full", "prefilled", "tool_limit"]
# How the cache got back to an earlier point: not needed, llama_memory_seq_rm, a restored
# checkpoint of the partial (sliding-window or recurrent) state, or decoding again from the start.
Rollback = Literal["none", "seq_rm", "checkpoint", "reprefill"]


@dataclass
class ReplyStats:
    prompt_tokens: int = 0  # tokens of the rendered prompt
    prompt_reused: int = 0  # of those, already in the cache
    prompt_decoded: int = 0  # decoded for this reply (prefill, incl. any rollback re-decode)
    generated: int = 0
    ttft_s: float = 0.0  # request to first sampled token
    prefill_s: float = 0.0
    generation_s: float = 0.0
    finish_reason: FinishReason = ""  # "" while running
    turns_dropped: int = 0  # oldest turns left out because the context was full
    rollback: Rollback = "none"
    drafted: int = 0  # tokens a drafter guessed and the model checked (speculative decoding)
    accepted: int = 0  # of those, the ones the model sampled itself: each saved a decode

    @property
    def prefill_tok_s(self) -> float:
        return self.prompt_decoded / self.prefill_s if self.prefill_s > 0 else 0.0

    @property
    def generation_tok_s(self) -> float:
        # Timed from the first sampled token: each generated token then costs one decode.
        return self.generated / self.generation_s if self.generation_s > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["prefill_tok_s"] = round(self.prefill_tok_s, 2)
        d["generation_tok_s"] = round(self.generation_tok_s, 2)
        return d


@dataclass
class Reply:
    """A streaming reply: iterate for text pieces (always whole UTF-8 characters); `stats` and
    `text` are complete once iteration ends."""

    _pieces: Iterator[str]
    stats: ReplyStats = field(default_factory=ReplyStats)
    tokens: list[int] = field(default_factory=list)  # sampled token ids (no end-of-generation)
    text: str = ""
    # A reasoning block the prompt opened ("<think>\n" after DeepSeek-R1's generation prompt):
    # the reply is written inside it, so whoever keeps the reply keeps this before it.
    opening: str = ""
    # A server's structured tool calls (OpenAI's tool_calls), complete once iteration ends; a local
    # model's calls are in its text (prompt/tool_calls.py reads them).
    tool_calls: list[Any] = field(default_factory=list)

    def __iter__(self) -> Iterator[str]:
        for piece in self._pieces:
            self.text += piece
            yield piece

    def consume(self) -> str:
        for _ in self:
            pass
        return self.text


@dataclass
class ReplyVersion:
    """One of the replies of ChatEngine.generate_versions, complete once it returns."""

    text: str = ""
    tokens: list[int] = field(default_factory=list)  # sampled (no end-of-generation token)
    stats: ReplyStats = field(default_factory=ReplyStats)
    last_logits: Any = None  # numpy f32 row of its last decoded token (a recurrent state's save needs it)


@dataclass(frozen=True)
class PrefixRead:
    """What LocalChatEngine.read_prefix did to leave a sequence holding a prefix."""

    n_tokens: int  # tokens the sequence holds: the whole prefix, unless stopped
    restored: bool  # all of them came from the cache: nothing was decoded
    seconds: float  # the whole read, the save included
    n_restored: int = 0  # tokens restored from an entry (all of them, or a shorter boundary's)
    n_decoded: int = 0
    saved: bool = False  # an entry for the whole prefix was written now
    save_seconds: float = 0.0  # of `seconds`, writing it and reloading it
    stopped: bool = False  # a stop came first: the sequence holds what was decoded, nothing saved
