"""Several replies at once (Regenerate ×N): each on its own sequence of the one context,
decoded in one batch, each kept as a version of the message with its own saved state."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import llama_cpp

from ...words import translate
from ..chat_engine import Cancelled, PrefillProgress
from ..errors import (
    EngineBusy,
    EngineError,
)
from ..files.state_files import (
    SavedState,
    write_state,
)
from ..images import RgbImage
from ..prompt.chat_format import Message
from ..prompt.text_stream import TextStream
from ..reply import FinishReason, ReplyStats
from ..sampling import SamplingParams
from .engine_state import DECODE_OK, SEQ, EngineState, ReplyVersion
from .sampler_chain import SamplerChain


class ParallelVersions(EngineState):
    def generate_versions(
        self,
        messages: Sequence[Message],
        samplings: Sequence[SamplingParams],
        max_tokens: int = 512,
        on_piece: Callable[[int, str], None] | None = None,
        progress: PrefillProgress | None = None,
        cancelled: Cancelled | None = None,
        images: Sequence[RgbImage] = (),
        tools: Sequence[Mapping[str, Any]] | None = None,
    ) -> list[ReplyVersion]:
        """len(samplings) replies to one conversation, decoded together: the prompt is read once
        into sequence 0 and copied to the others (llama_memory_seq_cp: no re-read), then every step
        is one llama_decode of one token per sequence still going. `on_piece(i, text)` streams
        reply i. Each stops on its own (end of turn, stop text, max_tokens); `cancelled` stops all.
        `tools`: the chat's tool list, rendered as its replies are (the versions call none).

        Reply 0 stays in the cache as the engine's sequence; the others stay in theirs until
        save_version / drop_versions (or any other request) drops them."""
        n = len(samplings)
        if not 1 <= n <= self.n_parallel:
            raise EngineError(translate("Engine", "This model was loaded for {count} replies at once, not {asked}: "
                                                  "load it again after changing the number in Settings.").format(
                count=self.n_parallel, asked=n))
        started = time.perf_counter()
        prompt, dropped = self.fit_conversation(messages, min(max_tokens, self.n_ctx // 4), images=images,
                                                tools=tools)
        if not self._busy.acquire(blocking=False):
            raise EngineBusy(translate("Engine", "A reply is already being generated."))
        alts = [ReplyVersion(stats=ReplyStats(prompt_tokens=len(prompt), turns_dropped=dropped)) for _ in range(n)]
        samplers: list[SamplerChain] = []
        try:
            self._begin(cancelled)
            first = alts[0].stats
            if not self._prefill(list(prompt), first, progress):
                first.finish_reason = "cancelled" if self._stopping() else "context_full"
            else:
                samplers = [SamplerChain(p, self.n_vocab, self._tokens) for p in samplings]
                self._decode_versions(alts, samplers, max_tokens, on_piece, started)
            for a in alts[1:]:
                a.stats.prompt_reused, a.stats.prompt_decoded = first.prompt_reused, first.prompt_decoded
                a.stats.prefill_s, a.stats.rollback = first.prefill_s, first.rollback
                a.stats.finish_reason = a.stats.finish_reason or first.finish_reason
            return alts
        finally:
            for sampler in samplers:
                sampler.close()
            self._cancelled = None
            self._busy.release()

    def _decode_versions(self, alts: list[ReplyVersion], samplers: list[SamplerChain], max_tokens: int,
                         on_piece: Callable[[int, str], None] | None, started: float) -> None:
        base = len(self._tokens)
        for i in range(1, len(alts)):  # the prompt's cells, shared by every sequence
            llama_cpp.llama_memory_seq_rm(self._mem, i, -1, -1)
            llama_cpp.llama_memory_seq_cp(self._mem, SEQ, i, -1, -1)
        self._versions_in_use = len(alts)
        run = _VersionsRun(self, alts, samplers, on_piece)
        going = list(range(len(alts)))
        while going:
            batch: list[tuple[int, int]] = []  # (sequence, token) to decode
            for i in going:
                token = run.next_token(i, base, max_tokens, started)
                if token is not None:
                    batch.append((i, token))
            if not batch:
                break
            self._saved_logits = run.saved = None
            if not self._decode_batch(batch, base, alts):
                for i, _ in batch:  # not in the cache: not in the reply either
                    alts[i].tokens.pop()
                    alts[i].stats.generated -= 1
                    run.finish(i, "context_full")
                break
            run.rows = {i: j for j, (i, _) in enumerate(batch)}
            going = []
            for i, _ in batch:
                if run.streams[i].stopped:
                    run.finish(i, "stop")  # the stop text stays in the cache, as in a single reply
                else:
                    going.append(i)
        self._tokens.extend(alts[0].tokens)
        self._logits_at = -1  # its logits row is gone with later decodes: saved instead
        self._saved_logits = alts[0].last_logits

    def _decode_batch(self, batch: list[tuple[int, int]], base: int, alts: list[ReplyVersion]) -> bool:
        """One llama_decode of each (sequence, token) at its sequence's next position."""
        b = self._batch
        for j, (i, token) in enumerate(batch):
            b.token[j], b.pos[j], b.n_seq_id[j], b.logits[j] = token, self._pos(base) + alts[i].stats.generated - 1, 1, True
            b.seq_id[j][0] = i
        b.n_tokens = len(batch)
        return bool(llama_cpp.llama_decode(self._ctx, b) == DECODE_OK)

    def save_version(self, i: int, tokens_before: Sequence[int], alt: ReplyVersion, path: Path) -> SavedState:
        """Write reply i's sequence (the prompt `tokens_before` and its tokens) as a state file with
        its extras, like save_state. Raises StateWriteError."""
        if not 0 < i < self._versions_in_use:
            raise EngineError(translate("Engine", "There is no reply {index} in the cache.").format(index=i))
        with self._idle():
            tokens = [*tokens_before, *alt.tokens]
            saved = write_state(self._ctx, i, tokens, path, self.fingerprint,
                                self.image_shapes(tokens) if self._span_ids else ())
            self._write_extras(saved, tokens, alt.last_logits)
            return saved

    def drop_versions(self) -> None:
        """Free the other replies' sequences (reply 0 is the engine's own)."""
        for i in range(1, self._versions_in_use):
            llama_cpp.llama_memory_seq_rm(self._mem, i, -1, -1)
        self._versions_in_use = 1


class _VersionsRun:
    """The state of one generate_versions decode: each sequence's text stream and logits row."""

    def __init__(self, engine: ParallelVersions, alts: list[ReplyVersion], samplers: list[SamplerChain],
                 on_piece: Callable[[int, str], None] | None) -> None:
        self.engine, self.alts, self.samplers, self.on_piece = engine, alts, samplers, on_piece
        self.streams = [TextStream(engine._stop_strings) for _ in alts]
        self.saved = engine._saved_logits  # a reopened recurrent chat: the prompt's logits were saved
        self.rows = dict.fromkeys(range(len(alts)), -1)  # each sequence's logits row in the last decode
        self.t_gen = time.perf_counter()

    def next_token(self, i: int, base: int, max_tokens: int, started: float) -> int | None:
        """Sample sequence i's next token and stream its text; None when the sequence is done."""
        engine, a = self.engine, self.alts[i]
        if engine._stopping():
            self.finish(i, "cancelled")
            return None
        if a.stats.generated >= max_tokens:
            self.finish(i, "length")
            return None
        sampler = self.samplers[i]
        token = sampler.sample_logits(self.saved) if self.rows[i] == -1 and self.saved is not None \
            else sampler.sample(engine._ctx, self.rows[i])
        if a.stats.generated == 0:
            a.stats.ttft_s = time.perf_counter() - started
        if engine.ends_turn(token):
            self.finish(i, "eog")
            return None
        if base + sum(x.stats.generated for x in self.alts) + 1 >= engine.n_ctx:
            self.finish(i, "context_full")  # the sequences share the context's cells
            return None
        a.stats.generated += 1
        a.tokens.append(token)
        self._emit(i, self.streams[i].feed(engine.token_bytes(token)))
        return token

    def finish(self, i: int, why: FinishReason) -> None:
        import numpy as np

        a, engine = self.alts[i], self.engine
        a.stats.finish_reason = why
        a.stats.generation_s = time.perf_counter() - self.t_gen
        self._emit(i, self.streams[i].finish())
        if self.rows[i] == -1 and self.saved is not None:
            a.last_logits = np.array(self.saved, dtype=np.float32)
        elif ptr := llama_cpp.llama_get_logits_ith(engine._ctx, self.rows[i]):  # NULL after a failed decode
            a.last_logits = np.ctypeslib.as_array(ptr, shape=(engine.n_vocab,)).copy()

    def _emit(self, i: int, piece: str) -> None:
        if piece:
            self.alts[i].text += piece
            if self.on_piece is not None:
                self.on_piece(i, piece)
