"""The engine: one model, one context, one sequence, and the exact bookkeeping of what it holds.

Invariants (see docs/architecture.md):
- `self._tokens` is exactly what sequence 0 of the KV cache holds, position by position. Every
  path that changes the cache (decode, abort, rollback, restore) updates it, or resyncs it from
  `llama_memory_seq_pos_max`.
- A turn renders the whole conversation, keeps the longest common prefix with the cache, removes
  the rest and decodes only what is new (delta decoding).
- Rollback never continues on a cache that says it failed (a recurrent state cannot be cut back)
  or that lost the sliding-window cells the next token needs: it falls back to a checkpoint of
  the partial state, taken right before each prompt's last token, then to a re-prefill.

Everything here runs on one thread (the engine thread); only `stop()` may be called from another.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import os
import threading
import time
from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import llama_cpp

from .. import backend
from ..chat_engine import Cancelled, PrefillProgress
from ..errors import (
    ContextOverflow,
    DecodeError,
    EngineBusy,
    EngineError,
    ModelFileChanged,
    StateFileCorrupt,
    StateFileMissing,
    StateWriteError,
    TemplateError,
)
from ..files.fingerprint import model_identity
from ..files.gguf_info import ModelInfo
from ..files.state_files import (
    TOKEN_TYPE,
    ReadBuffer,
    SavedState,
    load_verified,
    open_verified,
    read_extras,
    write_extras,
    write_state,
)
from ..params import LoadParams
from ..prompt.chat_format import TRIAL_CHAT, ChatFormat, ChatFormatter, Message, choose_format
from ..prompt.reasoning import opening_in
from ..prompt.text_stream import TextStream
from ..prompt.trim_plan import Anchor, plan_trim
from ..reply import FinishReason, Reply, ReplyStats, Rollback
from ..sampling import GREEDY, SamplingParams
from ..startup.safe_start import Decision
from . import early_load
from .loaded_model import LoadedModel, MemoryKind, ProgressCallback
from .sampler_chain import SamplerChain

SEQ = 0
log = logging.getLogger("emberly.engine")
_DECODE_OK, _DECODE_NO_SLOT, _DECODE_ABORTED = 0, 1, 2


@dataclass
class _Checkpoint:
    """The partial state (sliding-window cells, recurrent state) at `n` tokens: LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY."""

    n: int
    tokens: tuple[int, ...]
    data: Any  # ctypes c_uint8 array


@dataclass
class Alternative:
    """One of the replies of Engine.generate_alternatives, complete once it returns."""

    text: str = ""
    tokens: list[int] = field(default_factory=list)  # sampled (no end-of-generation token)
    stats: ReplyStats = field(default_factory=ReplyStats)
    last_logits: Any = None  # numpy f32 row of its last decoded token (a recurrent state's save needs it)


class Engine:
    provider: dict[str, str] | None = None  # this computer (a RemoteEngine names its server)

    def __init__(
        self,
        model_path: str | Path,
        params: LoadParams | None = None,
        progress: ProgressCallback | None = None,
        chat_format: str | None = None,
        max_checkpoints: int = 4,
        status: Callable[[str], None] | None = None,
    ):
        """`progress` reports the load (0..1; return False to cancel); `status` gets a line to
        show while something slow happens before it (the one-time start-up probe)."""
        params = params or LoadParams()
        self._batch: Any = None
        self._checkpoints: list[_Checkpoint] = []
        # The model the app began loading at its start, when it is this one (early_load), or now.
        self._loaded = early_load.take(model_path, params, progress) or LoadedModel(model_path, params, progress, status)
        try:
            self._setup(params, chat_format, max_checkpoints)
        except BaseException:
            self.close()
            raise

    def _setup(self, params: LoadParams, chat_format: str | None, max_checkpoints: int) -> None:
        self.params = params
        self.info: ModelInfo = self._loaded.info
        assert self._loaded.ctx is not None
        self._ctx: llama_cpp.llama_context_p = self._loaded.ctx
        self._vocab = self._loaded.vocab
        self._mem = llama_cpp.llama_get_memory(self._ctx)
        self.n_ctx: int = self._loaded.n_ctx
        self.n_vocab: int = self._loaded.n_vocab
        self._n_batch = params.n_batch
        self.n_parallel = max(1, params.n_parallel)  # sequences: Regenerate xN needs N
        self._alternatives = 1  # sequences in use: 0, and 1.. after generate_alternatives
        self._tokens: array[int] = array(TOKEN_TYPE)  # 4 bytes a token: a long chat's list of ints would cost 9x
        self._trim_anchor: Anchor | None = None  # first message kept after the last trim
        # The last cached token's logits: in the context right after a decode (while the cache
        # length is `_logits_at`), or saved with a reopened chat's state (`_saved_logits`). A
        # prompt that is exactly the cache then needs no decode: a recurrent state cannot be cut
        # back by one token to decode it again.
        self._logits_at = -1
        self._saved_logits: Any = None  # numpy f32 row, for exactly the cached tokens
        self._pending_extras: tuple[Path, str] | None = None  # restored with the state file, not read yet
        self.last_load_path: str | None = None  # "buffer" (verified bytes) or "file" (fallback)
        self._max_checkpoints = max_checkpoints
        self._read_buffer = ReadBuffer()  # small state files are read into it (open_verified)
        # Sliding-window layers drop old cells unless the cache is full-size, and a recurrent state
        # cannot be cut back at all: rollback there needs checkpoints of that partial state.
        self._swa_pruned = self._loaded.n_swa > 0 and not params.swa_full
        self._checkpointing = self._swa_pruned or self._loaded.memory in ("recurrent", "hybrid")
        self._abort = threading.Event()
        self._cancelled: Cancelled | None = None  # the running request's own stop condition
        self._busy = threading.Lock()
        # Only a prefill is aborted inside llama_decode: ggml calls the callback before every graph
        # node, so it is installed for prefills only (a Python callback per node would cost ~3% of
        # generation speed). A generated token the user has seen is always decoded, so the cache
        # holds exactly the text shown.
        self._abort_cb = llama_cpp.ggml_abort_callback(lambda _data: self._stopping())
        self._add_bos = bool(llama_cpp.llama_vocab_get_add_bos(self._vocab))
        self._bos = llama_cpp.llama_vocab_bos(self._vocab)
        self._batch = llama_cpp.llama_batch_init(max(self._n_batch, self.n_parallel), 0, 1)
        # A model's own template that is broken or hostile must not stop the model loading: it is
        # replaced by the built-in format for the architecture, and `template_error` says why.
        self.template_error: str | None = None
        try:
            self.set_chat_format(chat_format)
            self.render(TRIAL_CHAT)
        except TemplateError as e:
            self._fall_back_from_template(e)
        self.fingerprint = self._make_fingerprint()
        st = os.stat(self.info.path)  # what _check_model_file compares with
        self._model_file = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)
        self._model_file_moved = False

    def _check_model_file(self) -> None:
        """Before every decode: llama.cpp reads the weights through a map of the file, and pages of
        a file cut short under it raise SIGBUS, which kills the app. A file renamed over or deleted
        is harmless (the map keeps the loaded one alive; Windows refuses both while it is mapped);
        one written in place (same inode, new size or time) is not used again."""
        try:
            st = os.stat(self.info.path)
        except OSError:
            now = None  # deleted or moved away
        else:
            now = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)
        loaded = self._model_file
        if now is not None and now[:2] == loaded[:2] and now != loaded:
            raise ModelFileChanged(
                f"The model file {Path(self.info.path).name} was changed on disk while it was loaded. "
                "Load it again to go on (nothing of the chat is lost).")
        if now != loaded and not self._model_file_moved:
            self._model_file_moved = True
            log.warning("The model file %s was replaced or removed on disk; the loaded copy stays in use "
                        "until a model is loaded again.", self.info.path)

    # --- properties ----------------------------------------------------------------------------

    @property
    def tokens(self) -> list[int]:
        """A copy of the tokens the cache holds, in position order."""
        return list(self._tokens)

    @property
    def n_cached(self) -> int:
        return len(self._tokens)

    @property
    def gpu_offload_supported(self) -> bool:
        return self._loaded.gpu_offload_supported

    @property
    def gpu_layers_offloaded(self) -> int:
        return self._loaded.gpu_layers_offloaded

    @property
    def run_path(self) -> Decision | None:
        """How llama.cpp runs on this machine (see `safe_start`); None if the probe could not judge."""
        return self._loaded.run_path

    @property
    def run_path_notice(self) -> str:
        """A line to say once: set only by the load that found the fast path does not work here."""
        decision = self._loaded.run_path
        return decision.notice if decision is not None and decision.fresh else ""

    @property
    def n_swa(self) -> int:
        return self._loaded.n_swa

    @property
    def memory(self) -> MemoryKind:
        return self._loaded.memory

    # --- text ----------------------------------------------------------------------------------

    def set_chat_format(self, override: str | None) -> None:
        """Use the model's template, or a builtin format name / a Jinja template string.
        Raises TemplateError (and keeps the current format) if the template is not valid."""
        chat_format = choose_format(self.info.chat_template, self.info.architecture, self.n_vocab, override)
        bos, eos = self._token_text(self._bos), self._token_text(llama_cpp.llama_vocab_eos(self._vocab))
        formatter = ChatFormatter(chat_format, bos, eos)
        self.chat_format: ChatFormat = chat_format
        self._formatter = formatter
        # Turn markers that are single special tokens stop by id (they render as nothing).
        self._stop_ids: set[int] = set()
        self._stop_strings: list[str] = []
        for marker in chat_format.stop_strings:
            ids = self.tokenize(marker)
            if len(ids) == 1 and self._is_control(ids[0]):
                self._stop_ids.add(ids[0])
            else:
                self._stop_strings.append(marker)

    def ends_turn(self, token: int) -> bool:
        """Does sampling this token end the reply (the model's end-of-generation tokens, or a turn
        marker of the chat format)?"""
        return bool(llama_cpp.llama_vocab_is_eog(self._vocab, token)) or token in self._stop_ids

    def render(self, messages: Sequence[Message], add_generation_prompt: bool = True) -> str:
        try:
            return self._formatter.render(messages, add_generation_prompt)
        except TemplateError as e:
            if self.chat_format.source != "model":
                raise  # a format the user chose: theirs to fix
            self._fall_back_from_template(e)  # the model's template failed on this chat only
            return self._formatter.render(messages, add_generation_prompt)

    def _fall_back_from_template(self, error: TemplateError) -> None:
        self.template_error = str(error)
        self.set_chat_format(choose_format(None, self.info.architecture, self.n_vocab).name)

    def tokenize(self, text: str, special: bool = True) -> list[int]:
        """Tokens of `text`; special markers like <start_of_turn> parse as control tokens."""
        data = text.encode("utf-8")
        cap = len(data) + 8
        buf = (llama_cpp.llama_token * cap)()
        n = llama_cpp.llama_tokenize(self._vocab, data, len(data), buf, cap, False, special)
        if n < 0:
            cap = -n
            buf = (llama_cpp.llama_token * cap)()
            n = llama_cpp.llama_tokenize(self._vocab, data, len(data), buf, cap, False, special)
        return list(buf[:n])

    def end_tokens(self) -> list[int]:
        """The vocabulary's end-of-generation tokens (eos, eot…): banned when a fixed length is wanted."""
        return [t for t in range(self.n_vocab) if llama_cpp.llama_vocab_is_eog(self._vocab, t)]

    def prompt_tokens(self, prompt: str) -> list[int]:
        tokens = self.tokenize(prompt)
        if self._add_bos and (not tokens or tokens[0] != self._bos):
            tokens.insert(0, self._bos)
        return tokens

    def token_bytes(self, token: int, special: bool = False) -> bytes:
        buf = ctypes.create_string_buffer(64)
        n = llama_cpp.llama_token_to_piece(self._vocab, token, buf, 64, 0, special)
        if n < 0:
            buf = ctypes.create_string_buffer(-n)
            n = llama_cpp.llama_token_to_piece(self._vocab, token, buf, -n, 0, special)
        return buf.raw[:n]

    def detokenize(self, tokens: Sequence[int], special: bool = False) -> str:
        return b"".join(self.token_bytes(t, special) for t in tokens).decode("utf-8", "replace")

    def _token_text(self, token: int) -> str:
        return self.token_bytes(token, special=True).decode("utf-8", "replace") if token >= 0 else ""

    def _is_control(self, token: int) -> bool:
        return self.token_bytes(token, special=False) == b""

    # --- generation ----------------------------------------------------------------------------

    def stop(self) -> None:
        """Stop the running prefill or reply as soon as possible. Safe from any thread. A stop
        that comes before a request starts is forgotten: to stop a request that may still be
        queued elsewhere, give it a `cancelled` condition instead."""
        self._abort.set()

    def _stopping(self) -> bool:
        cancelled = self._cancelled
        return self._abort.is_set() or (cancelled is not None and cancelled())

    def _begin(self, cancelled: Cancelled | None) -> None:
        self.drop_alternatives()
        self._check_model_file()
        self._abort.clear()
        self._cancelled = cancelled
        self._take_extras()

    def generate(
        self,
        messages: Sequence[Message],
        sampling: SamplingParams = GREEDY,
        max_tokens: int = 512,
        stop: Sequence[str] = (),
        continue_last: bool = False,
        progress: PrefillProgress | None = None,
        cancelled: Cancelled | None = None,
    ) -> Reply:
        """Reply to a conversation. With `continue_last`, the last message is an assistant reply
        that was cut short and the model continues it. The conversation may be trimmed of its
        oldest turns to fit the context (reported in stats.turns_dropped). The reply stops as
        soon as `cancelled()` is true (checked between tokens and inside a prefill), or on stop()."""
        started = time.perf_counter()
        prompt, dropped = self.fit_conversation(messages, min(max_tokens, self.n_ctx // 4), continue_last)
        reply = self.generate_from_tokens(prompt, sampling, max_tokens, stop, progress, cancelled, _started=started)
        reply.stats.turns_dropped = dropped
        if not continue_last:
            reply.opening = opening_in(self.detokenize(prompt[-8:], special=True))
        return reply

    def generate_from_tokens(
        self,
        prompt: Sequence[int],
        sampling: SamplingParams = GREEDY,
        max_tokens: int = 512,
        stop: Sequence[str] = (),
        progress: PrefillProgress | None = None,
        cancelled: Cancelled | None = None,
        _started: float | None = None,
    ) -> Reply:
        if not prompt:
            raise ValueError("empty prompt")
        if len(prompt) >= self.n_ctx:
            raise ContextOverflow(f"The prompt has {len(prompt):,} tokens; the context holds {self.n_ctx:,}.")
        stats = ReplyStats(prompt_tokens=len(prompt))
        tokens: list[int] = []
        stops = [*self._stop_strings, *stop]
        started = _started or time.perf_counter()
        pieces = self._stream(list(prompt), sampling, max_tokens, stops, stats, tokens, progress, started, cancelled)
        return Reply(pieces, stats, tokens)

    def _stream(
        self,
        prompt: list[int],
        sampling: SamplingParams,
        max_tokens: int,
        stop_strings: list[str],
        stats: ReplyStats,
        sampled: list[int],
        progress: PrefillProgress | None,
        started: float,
        cancelled: Cancelled | None,
    ) -> Iterator[str]:
        if not self._busy.acquire(blocking=False):
            raise EngineBusy("A reply is already being generated.")
        sampler: SamplerChain | None = None
        try:
            self._begin(cancelled)
            if not self._prefill(prompt, stats, progress):
                stats.finish_reason = "cancelled" if self._stopping() else "context_full"
                return
            sampler = SamplerChain(sampling, self.n_vocab, self._tokens)
            text = TextStream(stop_strings)
            t_gen = time.perf_counter()
            while True:
                if self._stopping():
                    stats.finish_reason = "cancelled"
                    break
                if stats.generated >= max_tokens:
                    stats.finish_reason = "length"
                    break
                if self._logits_at != len(self._tokens) and self._saved_logits is not None:
                    token = sampler.sample_logits(self._saved_logits)  # a reopened chat: its saved logits
                else:
                    token = sampler.sample(self._ctx)
                if stats.generated == 0:
                    stats.ttft_s = time.perf_counter() - started
                    t_gen = time.perf_counter()
                if self.ends_turn(token):
                    stats.finish_reason = "eog"
                    break
                stats.generated += 1
                sampled.append(token)
                piece = text.feed(self.token_bytes(token))
                if piece:
                    yield piece
                if text.stopped:
                    stats.finish_reason = "stop"
                    # The stop text stays in the cache; the next turn's prefix match trims it.
                    self._decode([token], logits_last=True)
                    break
                if len(self._tokens) + 1 >= self.n_ctx:
                    self._decode([token], logits_last=True)
                    stats.finish_reason = "context_full"
                    break
                if self._decode([token], logits_last=True) == 0:
                    stats.finish_reason = "cancelled" if self._stopping() else "context_full"
                    break
            tail = text.finish()
            if tail:
                yield tail
            if text.stopped:  # a stop string completed in the text held back at the end
                stats.finish_reason = "stop"
            stats.generation_s = time.perf_counter() - t_gen
        finally:
            if sampler is not None:
                sampler.close()
            self._cancelled = None
            self._busy.release()

    # --- N replies at once (Regenerate xN) -------------------------------------------------------

    def generate_alternatives(
        self,
        messages: Sequence[Message],
        samplings: Sequence[SamplingParams],
        max_tokens: int = 512,
        on_piece: Callable[[int, str], None] | None = None,
        progress: PrefillProgress | None = None,
        cancelled: Cancelled | None = None,
    ) -> list[Alternative]:
        """len(samplings) replies to one conversation, decoded together: the prompt is read once
        into sequence 0 and copied to the others (llama_memory_seq_cp: no re-read), then every step
        is one llama_decode of one token per sequence still going. `on_piece(i, text)` streams
        reply i. Each stops on its own (end of turn, stop text, max_tokens); `cancelled` stops all.

        Reply 0 stays in the cache as the engine's sequence; the others stay in theirs until
        save_alternative / drop_alternatives (or any other request) drops them."""
        n = len(samplings)
        if not 1 <= n <= self.n_parallel:
            raise EngineError(f"This model was loaded for {self.n_parallel} replies at once, not {n}: "
                              "load it again after changing the number in Settings.")
        started = time.perf_counter()
        prompt, dropped = self.fit_conversation(messages, min(max_tokens, self.n_ctx // 4))
        if not self._busy.acquire(blocking=False):
            raise EngineBusy("A reply is already being generated.")
        alts = [Alternative(stats=ReplyStats(prompt_tokens=len(prompt), turns_dropped=dropped)) for _ in range(n)]
        samplers: list[SamplerChain] = []
        try:
            self._begin(cancelled)
            first = alts[0].stats
            if not self._prefill(list(prompt), first, progress):
                first.finish_reason = "cancelled" if self._stopping() else "context_full"
            else:
                samplers = [SamplerChain(p, self.n_vocab, self._tokens) for p in samplings]
                self._decode_alternatives(alts, samplers, max_tokens, on_piece, started)
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

    def _decode_alternatives(self, alts: list[Alternative], samplers: list[SamplerChain], max_tokens: int,
                             on_piece: Callable[[int, str], None] | None, started: float) -> None:
        import numpy as np

        base = len(self._tokens)
        for i in range(1, len(alts)):  # the prompt's cells, shared by every sequence
            llama_cpp.llama_memory_seq_rm(self._mem, i, -1, -1)
            llama_cpp.llama_memory_seq_cp(self._mem, SEQ, i, -1, -1)
        self._alternatives = len(alts)
        streams = [TextStream(self._stop_strings) for _ in alts]
        saved = self._saved_logits  # a reopened recurrent chat: the prompt's logits were saved
        rows = dict.fromkeys(range(len(alts)), -1)  # each sequence's logits row in the last decode
        going = list(range(len(alts)))
        t_gen = time.perf_counter()

        def finish(i: int, why: FinishReason) -> None:
            alts[i].stats.finish_reason = why
            alts[i].stats.generation_s = time.perf_counter() - t_gen
            tail = streams[i].finish()
            if tail:
                alts[i].text += tail
                if on_piece is not None:
                    on_piece(i, tail)
            if rows[i] == -1 and saved is not None:
                alts[i].last_logits = np.array(saved, dtype=np.float32)
            elif ptr := llama_cpp.llama_get_logits_ith(self._ctx, rows[i]):  # NULL after a failed decode
                alts[i].last_logits = np.ctypeslib.as_array(ptr, shape=(self.n_vocab,)).copy()

        while going:
            batch: list[tuple[int, int]] = []  # (sequence, token) to decode
            for i in going:
                a = alts[i]
                if self._stopping():
                    finish(i, "cancelled")
                    continue
                if a.stats.generated >= max_tokens:
                    finish(i, "length")
                    continue
                token = samplers[i].sample_logits(saved) if rows[i] == -1 and saved is not None \
                    else samplers[i].sample(self._ctx, rows[i])
                if a.stats.generated == 0:
                    a.stats.ttft_s = time.perf_counter() - started
                if self.ends_turn(token):
                    finish(i, "eog")
                    continue
                if base + sum(x.stats.generated for x in alts) + 1 >= self.n_ctx:
                    finish(i, "context_full")  # the sequences share the context's cells
                    continue
                a.stats.generated += 1
                a.tokens.append(token)
                piece = streams[i].feed(self.token_bytes(token))
                if piece:
                    a.text += piece
                    if on_piece is not None:
                        on_piece(i, piece)
                batch.append((i, token))
            if not batch:
                break
            b = self._batch
            for j, (i, token) in enumerate(batch):
                b.token[j], b.pos[j], b.n_seq_id[j], b.logits[j] = token, base + alts[i].stats.generated - 1, 1, True
                b.seq_id[j][0] = i
            b.n_tokens = len(batch)
            self._saved_logits = saved = None
            if llama_cpp.llama_decode(self._ctx, b) != _DECODE_OK:
                for i, _ in batch:  # not in the cache: not in the reply either
                    alts[i].tokens.pop()
                    alts[i].stats.generated -= 1
                    finish(i, "context_full")
                break
            rows = {i: j for j, (i, _) in enumerate(batch)}
            going = []
            for i, _ in batch:
                if streams[i].stopped:
                    finish(i, "stop")  # the stop text stays in the cache, as in a single reply
                else:
                    going.append(i)
        self._tokens.extend(alts[0].tokens)
        self._logits_at = -1  # its logits row is gone with later decodes: saved instead
        self._saved_logits = alts[0].last_logits

    def save_alternative(self, i: int, tokens_before: Sequence[int], alt: Alternative, path: Path) -> SavedState:
        """Write reply i's sequence (the prompt `tokens_before` and its tokens) as a state file with
        its extras, like save_state. Raises StateWriteError."""
        if not 0 < i < self._alternatives:
            raise EngineError(f"There is no reply {i} in the cache.")
        with self._idle():
            tokens = [*tokens_before, *alt.tokens]
            saved = write_state(self._ctx, i, tokens, path, self.fingerprint)
            self._write_extras(saved, tokens, alt.last_logits)
            return saved

    def drop_alternatives(self) -> None:
        """Free the other replies' sequences (reply 0 is the engine's own)."""
        for i in range(1, self._alternatives):
            llama_cpp.llama_memory_seq_rm(self._mem, i, -1, -1)
        self._alternatives = 1

    def prefill(self, prompt: Sequence[int], progress: PrefillProgress | None = None,
                cancelled: Cancelled | None = None) -> ReplyStats:
        """Bring the cache to exactly `prompt` (delta: only what differs is decoded), leaving the
        last token's logits ready. Used to re-read a chat from its transcript."""
        if not prompt or len(prompt) >= self.n_ctx:
            raise ContextOverflow(f"The prompt has {len(prompt):,} tokens; the context holds {self.n_ctx:,}.")
        with self._idle():
            self._begin(cancelled)
            stats = ReplyStats(prompt_tokens=len(prompt))
            try:
                stats.finish_reason = "prefilled" if self._prefill(list(prompt), stats, progress) else "cancelled"
            finally:
                self._cancelled = None
            return stats

    def _prefill(self, prompt: list[int], stats: ReplyStats, progress: PrefillProgress | None = None) -> bool:
        """Longest common prefix with the cache, rollback, decode the rest, checkpoint.
        Returns False when stopped (or the context filled) before the whole prompt went in."""
        keep = _common_prefix(self._tokens, prompt)
        if keep == len(prompt) == len(self._tokens) and self._has_last_logits():
            stats.prompt_reused = keep  # the cache is the prompt and its logits are at hand
            return True
        keep = min(keep, len(prompt) - 1)  # the last prompt token is decoded again for its logits
        t0 = time.perf_counter()
        stats.rollback, redecoded = self._rollback(keep)
        stats.prompt_reused = keep - redecoded
        llama_cpp.llama_set_abort_callback(self._ctx, self._abort_cb, None)
        try:
            done = self._decode(prompt[keep:], logits_last=True, progress=progress, checkpoint=True)
        finally:
            llama_cpp.llama_set_abort_callback(self._ctx, llama_cpp.ggml_abort_callback(), None)  # NULL: none
        stats.prompt_decoded = redecoded + done
        stats.prefill_s = time.perf_counter() - t0
        return done == len(prompt) - keep

    def logits(self) -> Any:
        """A copy of the logits of the last decoded token (numpy float32 array of n_vocab)."""
        import numpy as np

        ptr = llama_cpp.llama_get_logits_ith(self._ctx, -1)
        return np.ctypeslib.as_array(ptr, shape=(self.n_vocab,)).copy()

    def _has_last_logits(self) -> bool:
        return self._logits_at == len(self._tokens) or self._saved_logits is not None

    def _last_logits(self) -> Any:
        """A copy of the last cached token's logits, or None when no decode left them."""
        if self._saved_logits is not None:
            return self._saved_logits
        return self.logits() if self._tokens and self._logits_at == len(self._tokens) else None

    def fit_conversation(
        self, messages: Sequence[Message], reserve: int, continue_last: bool = False, add_generation_prompt: bool = True
    ) -> tuple[list[int], int]:
        """Prompt tokens of the conversation, leaving `reserve` tokens free: the oldest turns after
        the system prompt are dropped, whole, until it fits (the plan is `trim_plan`'s). Returns
        (tokens, messages dropped). Raises ContextOverflow if the last message alone does not fit."""

        def prompt_of(kept: list[Message]) -> list[int]:
            return self.prompt_tokens(self._render_for(kept, continue_last, add_generation_prompt))

        plan = plan_trim(messages, prompt_of, self.n_ctx, reserve, self._trim_anchor)
        self._trim_anchor = plan.anchor
        return plan.tokens, plan.dropped

    def _render_for(self, messages: Sequence[Message], continue_last: bool, add_generation_prompt: bool = True) -> str:
        if continue_last and messages and messages[-1]["role"] == "assistant":
            head, content = self.render(messages[:-1]), messages[-1]["content"]
            opening = opening_in(head)  # kept with the reply and written by the prompt: once only
            return head + (content[len(opening) :] if opening and content.startswith(opening) else content)
        return self.render(messages, add_generation_prompt)

    # --- the cache -----------------------------------------------------------------------------

    def _decode(self, tokens: Sequence[int], logits_last: bool, progress: PrefillProgress | None = None,
                checkpoint: bool = False) -> int:
        """Decode `tokens` after the cache, in n_batch chunks. Returns how many went in (fewer on
        abort or a full context; the bookkeeping is resynced from the cache). Raises DecodeError.
        With `checkpoint`, the partial state is checkpointed right before the last token: where
        regenerate rolls back to, so it re-decodes only that token, exactly as it went the first time."""
        done = 0
        batch = self._batch
        # The token whose logits are read is decoded alone, as every generated token is. ggml's
        # kernels for a batch and for a single row can round differently (on AVX2, llamafile's
        # tinyBLAS against vec_dot: logits differ by ~0.7), so logits read from a batch would make
        # a regenerate, or a reopened chat, continue differently from the original reply.
        body = len(tokens) - 1 if logits_last and len(tokens) > 1 else len(tokens)
        while done < len(tokens):
            if checkpoint and done == body:
                self._take_checkpoint()
            chunk = tokens[done : min(done + self._n_batch, body) if done < body else len(tokens)]
            pos0 = len(self._tokens)
            for i, tok in enumerate(chunk):
                batch.token[i] = tok
                batch.pos[i] = pos0 + i
                batch.n_seq_id[i] = 1
                batch.seq_id[i][0] = SEQ
                batch.logits[i] = False
            batch.logits[len(chunk) - 1] = logits_last and done + len(chunk) == len(tokens)
            batch.n_tokens = len(chunk)
            self._saved_logits = None  # the cache changes
            rc = llama_cpp.llama_decode(self._ctx, batch)
            if rc == _DECODE_OK:
                self._tokens.extend(chunk)
                done += len(chunk)
                self._logits_at = len(self._tokens) if batch.logits[len(chunk) - 1] else -1
                if progress is not None:
                    progress(done, len(tokens))
                continue
            # Micro-batches decoded before an abort stay in the cache: resync from the cache.
            pos_max = llama_cpp.llama_memory_seq_pos_max(self._mem, SEQ)
            kept = max(pos_max + 1 - pos0, 0) if pos_max >= pos0 else 0
            self._tokens.extend(chunk[:kept])
            done += kept
            if rc in (_DECODE_ABORTED, _DECODE_NO_SLOT):
                return done
            raise DecodeError(f"llama_decode failed with code {rc}")
        return done

    def _swa_intact(self, n: int) -> bool:
        """Does the cache still hold every sliding-window cell the token at position n needs?
        It attends to positions p with n - p < n_swa (llama.cpp's standard window mask)."""
        if not self._swa_pruned or n == 0:
            return True
        pos_min: int = llama_cpp.llama_memory_seq_pos_min(self._mem, SEQ)
        return 0 <= pos_min <= max(0, n - self.n_swa + 1)

    def rollback(self, n: int) -> Rollback:
        """Keep only the first n cached tokens (what regenerate and edit need). Returns the
        method used: none | seq_rm | checkpoint | reprefill."""
        with self._idle():
            self._take_extras()
            return self._rollback(n)[0]

    def _rollback(self, n: int) -> tuple[Rollback, int]:
        """Returns (method, tokens re-decoded to get there)."""
        n = max(0, min(n, len(self._tokens)))
        self._checkpoints = [c for c in self._checkpoints if c.n <= n]
        if n == len(self._tokens) and self._swa_intact(n):
            return "none", 0
        self._saved_logits = None
        if llama_cpp.llama_memory_seq_rm(self._mem, SEQ, n, -1) and self._swa_intact(n):
            del self._tokens[n:]
            return "seq_rm", 0
        for cp in reversed(self._checkpoints):
            if cp.tokens == tuple(self._tokens[: cp.n]) and self._restore_checkpoint(cp):
                redo = self._tokens[cp.n : n]
                del self._tokens[cp.n :]
                if self._decode(redo, logits_last=False) == len(redo):
                    return "checkpoint", len(redo)
                break
        # Last resort: the cache cannot be trusted, rebuild it from the tokens we know.
        redo = self._tokens[:n]
        self._clear_cache()
        return "reprefill", self._decode(redo, logits_last=False)

    def _clear_cache(self) -> None:
        self._saved_logits = self._pending_extras = None
        if not llama_cpp.llama_memory_seq_rm(self._mem, SEQ, -1, -1):
            llama_cpp.llama_memory_clear(self._mem, True)
        del self._tokens[:]

    def _take_checkpoint(self) -> None:
        if not self._checkpointing or self._max_checkpoints <= 0 or not self._tokens:
            return
        flags = llama_cpp.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY
        size = llama_cpp.llama_state_seq_get_size_ext(self._ctx, SEQ, flags)
        data = (ctypes.c_uint8 * size)()
        if llama_cpp.llama_state_seq_get_data_ext(self._ctx, data, size, SEQ, flags) != size:
            return
        self._checkpoints = [c for c in self._checkpoints if c.n != len(self._tokens)]
        self._checkpoints.append(_Checkpoint(len(self._tokens), tuple(self._tokens), data))
        del self._checkpoints[: -self._max_checkpoints]

    def _restore_checkpoint(self, cp: _Checkpoint) -> bool:
        # The partial state first: a recurrent state cannot be cut back, so seq_rm fails (changing
        # nothing) until the restore has put that state at cp.n; then it trims the attention cells.
        flags = llama_cpp.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY
        if llama_cpp.llama_state_seq_set_data_ext(self._ctx, cp.data, len(cp.data), SEQ, flags) == 0:
            return False
        return bool(llama_cpp.llama_memory_seq_rm(self._mem, SEQ, cp.n, -1)) and self._swa_intact(cp.n)

    def reset(self) -> None:
        """Empty the cache (a new chat)."""
        with self._idle():
            self.drop_alternatives()
            self._clear_cache()
            self._checkpoints.clear()
            self._trim_anchor = None

    # --- state files ---------------------------------------------------------------------------

    def _make_fingerprint(self) -> dict[str, Any]:
        v = backend.versions()
        return {
            "model": model_identity(self.info.path),
            "model_size": self.info.file_size,
            "llama_cpp_python": v.llama_cpp_python,
            "llama_cpp_build": v.llama_cpp_build,
            "n_ctx": self.n_ctx,
            "type_k": self.params.kv_type,
            "type_v": self.params.kv_type,
            "flash_attn": self.params.flash_attn,
            "swa_full": self.params.swa_full,
            "n_swa": self.n_swa,
            "n_ubatch": self.params.n_ubatch,
            "gpu_layers": self.gpu_layers_offloaded,
            # A sliding-window cache's size grows with the sequences it holds: another layout.
            **({"n_seq_max": self.n_parallel} if self.n_parallel > 1 and self._swa_pruned else {}),
        }

    def save_state(self, path: str | Path, canonical: bool = True) -> SavedState:
        """Write the sequence and its sidecar (atomically). Raises StateWriteError.

        With `canonical`, the live cache is then reloaded from the file just written. A restore
        lays the cells out afresh (sliding-window layers keep only their window, packed), and
        attention sums cells in layout order: a chat continued live and one reopened from the
        file would otherwise differ in float rounding. Reloading costs a few milliseconds and
        makes "reopened" continue bit-for-bit like "never closed"."""
        with self._idle():
            self._take_extras()
            saved = write_state(self._ctx, SEQ, self._tokens, Path(path), self.fingerprint)
            self._write_extras(saved, self._tokens, self._last_logits() if self._keeps_logits else None)
        if canonical and saved.n_tokens:
            self.load_state(saved.path)
        return saved

    @property
    def _keeps_logits(self) -> bool:
        """A recurrent state cannot go back one token to decode it again: its logits are saved."""
        return self.memory in ("recurrent", "hybrid")

    def _write_extras(self, saved: SavedState, tokens: Sequence[int], logits: Any) -> None:
        """The checkpoints of the saved tokens (so a reopened chat regenerates without a re-read)
        and, where kept, the last logits. Best effort: the state file alone is a complete save."""
        ours = [(c.n, memoryview(c.data)) for c in self._checkpoints if c.tokens == tuple(tokens[: c.n])]
        row = logits.astype("<f4").tobytes() if logits is not None and self._keeps_logits else None
        try:
            write_extras(saved.path, saved.checksum, ours, row)
        except StateWriteError as e:
            log.warning("%s", e)

    def load_state(self, path: str | Path) -> int:
        """Restore a sequence saved by save_state; returns the tokens restored. Every check runs
        before llama.cpp sees the file; on any StateFileError the engine keeps its cache (or, if
        llama.cpp itself refuses verified data, is left empty) and stays usable.

        The file holds tokens and KV but no logits: the next prefill decodes the last token again,
        which yields them, except on a recurrent or hybrid model, whose extras file saved them."""
        with self._idle():
            path = Path(path)
            with open_verified(path, self.fingerprint, self.n_vocab, self.n_ctx, self._read_buffer) as state:
                # Start from an empty cache, so the restored layout is the same in every process.
                # Sliding-window checkpoints of this same conversation stay valid (they hold only
                # SWA cells, for a prefix of these tokens): regenerate still finds them.
                n = len(state.tokens)
                if self._checkpoints:
                    self._checkpoints = [c for c in self._checkpoints if c.n <= n and c.tokens == tuple(state.tokens[: c.n])]
                del self._tokens[:]
                self._logits_at, self._saved_logits, self._pending_extras = -1, None, None
                llama_cpp.llama_memory_clear(self._mem, False)  # cell metadata only (every sequence): no memset
                self._alternatives = 1
                try:
                    self.last_load_path = load_verified(self._ctx, SEQ, path, state)
                except StateFileCorrupt:
                    self._clear_cache()
                    raise
                # A forged file (its checksum recomputed) can hold cells at other positions than its
                # tokens say: the next decode would then fail. The last position must be the last token's.
                last = llama_cpp.llama_memory_seq_pos_max(self._mem, SEQ)
                if n and last != n - 1:
                    self._clear_cache()
                    raise StateFileCorrupt(f"{path.name} restored cells up to position {last} for {n} tokens")
                self._tokens = state.tokens
                if self._checkpointing:
                    # Read when first needed: the last logits are 4 bytes × n_vocab (1 MB for
                    # Gemma's vocabulary), several times a small recurrent state, and a reopen
                    # that is only looked at never needs them.
                    self._pending_extras = (path, state.checksum)
                return len(state.tokens)

    def read_saved_extras(self) -> None:
        """Read now what the last restore left to read when first needed (its checkpoints and
        last logits): the caller is about to move its files (a branch of the chat is set aside)."""
        with self._idle():
            self._take_extras()

    def _take_extras(self) -> None:
        """Take the checkpoints and last logits saved with the restored state file, if they
        check out (they are bound to that file's checksum: a later save of it makes them refused)."""
        import numpy as np

        if self._pending_extras is None:
            return
        path, checksum = self._pending_extras
        self._pending_extras = None
        try:
            extras = read_extras(path, checksum, len(self._tokens), self.n_vocab)
        except StateFileMissing:
            return
        except StateFileCorrupt as e:
            log.info("Saved checkpoints not used: %s", e)  # only an optimisation: the engine decodes again
            return
        if not self._checkpoints:  # a reopen (a canonical reload keeps the checkpoints it has)
            self._checkpoints = [
                _Checkpoint(n, tuple(self._tokens[:n]), (ctypes.c_uint8 * len(data)).from_buffer_copy(data))
                for n, data in extras.checkpoints
            ][-self._max_checkpoints :] if self._max_checkpoints > 0 else []
        if extras.logits is not None:
            self._saved_logits = np.frombuffer(extras.logits, dtype="<f4").astype(np.float32)

    @contextlib.contextmanager
    def _idle(self) -> Iterator[None]:
        if not self._busy.acquire(blocking=False):
            raise EngineBusy("The engine is busy with a reply.")
        try:
            yield
        finally:
            self._busy.release()

    # --- lifetime ------------------------------------------------------------------------------

    def take_notice(self) -> str | None:
        return None  # a local engine says what it must at load (run_path_notice)

    def close(self) -> None:
        if self._batch is not None:
            llama_cpp.llama_batch_free(self._batch)
            self._batch = None
        self._checkpoints.clear()
        self._loaded.close()

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i



