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
import threading
import time
from array import array
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import llama_cpp

from ...words import grouped, of, translate
from ..chat_engine import Cancelled, LocalChatEngine, PrefillProgress
from ..errors import (
    ContextOverflow,
    DecodeError,
    EngineBusy,
    ProjectorError,
)
from ..files.gguf_info import ModelInfo
from ..files.state_files import (
    TOKEN_TYPE,
    ReadBuffer,
)
from ..images import RgbImage
from ..params import LoadParams
from ..prompt.chat_format import Message
from ..prompt.reasoning import opening_in
from ..prompt.text_stream import TextStream
from ..prompt.trim_plan import Anchor
from ..reply import Reply, ReplyStats
from ..sampling import GREEDY, SamplingParams
from ..startup.safe_start import Decision, machine_key
from . import early_load, pace_record
from .batches import fill_batch
from .chat_text import ChatText
from .draft_model import DraftModel, DraftRefused
from .drafting import Drafter, PromptLookup
from .engine_state import DECODE_ABORTED, DECODE_NO_SLOT, DECODE_OK, SEQ, Checkpoint, common_prefix
from .image_read import ImageReads
from .loaded_model import LoadedModel, MemoryKind, ProgressCallback
from .model_file import ModelFileWatch
from .mtp_head import MtpHead
from .prefix_read import PrefixReads
from .rollback import CacheRollback
from .sampler_chain import SamplerChain
from .saved_state import SavedStates
from .speculative import SpeculativeSampling
from .versions import ParallelVersions


class Engine(SpeculativeSampling, ParallelVersions, SavedStates, CacheRollback, PrefixReads, ImageReads, ChatText,
             ModelFileWatch):
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
        self._checkpoints: list[Checkpoint] = []
        self._drafter: Drafter | None = None  # speculative decoding's guesser (set up with the model)
        self._head: MtpHead | None = None  # the drafter, where it is the model's MTP head: it follows every decode
        # The model the app began loading at its start, when it is this one (early_load), or now.
        self._loaded = early_load.take(model_path, params, progress) or LoadedModel(model_path, params, progress, status)
        try:
            self._setup(params, chat_format, max_checkpoints)
            # A projector that cannot be used leaves a text model, with the reason to show.
            self.projector_error: str | None = None
            if params.projector:
                try:
                    self.use_projector(params.projector)
                except ProjectorError as e:
                    self.projector_error = of(e)
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
        self._versions_in_use = 1  # sequences in use: 0, and 1.. after generate_versions
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
        self._last_batch: tuple[int, int] | None = None
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
        # Speculative decoding (speculative.py): guesses checked this many at a time (1: none).
        self.verify_width: int = self._loaded.verify_width
        self.draft_error: str | None = None  # why the draft model asked for does not guess
        self._use_drafter(params)
        self._start_chat_format(chat_format)
        self.fingerprint = self._make_fingerprint()
        self._recall_pace(params)
        self._watch_model_file()

    def _use_drafter(self, params: LoadParams) -> None:
        """The draft model asked for where it can guess for this model, else the model's own MTP
        head where it has one, else prompt lookup."""
        if self.verify_width > 1 and params.draft_model:
            try:
                self._drafter = DraftModel(params.draft_model, self._vocab, self.n_ctx, params)
                return
            except DraftRefused as e:
                self.draft_error = of(e)
        ctx = self._loaded.head_context() if self.verify_width > 1 else None
        if ctx is not None:
            self._drafter = self._head = MtpHead(self._loaded, ctx, self._n_batch)
            return
        self._drafter = PromptLookup()

    def _recall_pace(self, params: LoadParams) -> None:
        """What the pace learnt of this model and drafter on this machine (pace_record.py)."""
        self._pace_key = pace_record.key(self.fingerprint, machine_key(), params.resolved_threads(), self.speculation)
        self._pace_known = pace_record.recall(self._pace_key, self.verify_width) if self.verify_width > 1 else {}

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
    def device_bytes(self) -> dict[str, int]:
        """GPU memory the load took, as llama.cpp logged it, by use ("model", "KV", "compute")."""
        return dict(self._loaded.device_bytes)

    @property
    def run_path(self) -> Decision | None:
        """How llama.cpp runs on this machine (see `safe_start`); None if the probe could not judge."""
        return self._loaded.run_path

    @property
    def run_path_notice(self) -> str:
        """Lines to say once: set only by the load that found the fast path does not work here, or
        that the GPU cannot hold the layers asked for (`device_fit`)."""
        return self._loaded.notice

    @property
    def speculation(self) -> str:
        """How this model's replies are sped up, in words: the drafter, or why none runs."""
        if self.verify_width <= 1 or self._drafter is None:  # callers read startswith("off"): the English
            return translate("Speculation", "off: {reason}").format(
                reason=self._loaded.speculation_off or translate("Speculation", "no drafter"))
        name = (translate("Speculation", "draft model {name}").format(name=self._drafter.label)
                if isinstance(self._drafter, DraftModel) else self._drafter.name)
        name = translate("Speculation", "the model's own MTP head") if self._head is not None else name
        return translate("Speculation", "{drafter}, up to {count} guesses checked at once").format(
            drafter=name, count=self.verify_width - 1)

    @property
    def n_swa(self) -> int:
        return self._loaded.n_swa

    @property
    def memory(self) -> MemoryKind:
        return self._loaded.memory

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
        self.drop_versions()
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
        images: Sequence[RgbImage] = (),
        grammar: str = "",
        tools: Sequence[Mapping[str, Any]] | None = None,
    ) -> Reply:
        """Reply to a conversation. With `continue_last`, the last message is an assistant reply
        that was cut short and the model continues it. The conversation may be trimmed of its
        oldest turns to fit the context (reported in stats.turns_dropped). The reply stops as
        soon as `cancelled()` is true (checked between tokens and inside a prefill), or on stop().
        `images`: where `image_marker` stands in the messages' text, in order (a vision model).
        `grammar`: GBNF the reply is held to (prompt/grammar.py: a JSON schema, a forced tool call).
        `tools`: OpenAI's tool list, rendered by the template (prompt/tool_calls.py reads the calls)."""
        started = time.perf_counter()
        prompt, dropped = self.fit_conversation(messages, min(max_tokens, self.n_ctx // 4), continue_last,
                                                images=images, tools=tools)
        reply = self.generate_from_tokens(prompt, sampling, max_tokens, stop, progress, cancelled, _started=started,
                                          grammar=grammar)
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
        grammar: str = "",
    ) -> Reply:
        if not prompt:
            raise ValueError("empty prompt")
        if len(prompt) >= self.n_ctx:
            raise ContextOverflow(self._too_long(len(prompt)))
        stats = ReplyStats(prompt_tokens=len(prompt))
        tokens: list[int] = []
        stops = [*self._stop_strings, *stop]
        started = _started or time.perf_counter()
        if grammar:  # checked now, before the reply starts: a schema it cannot hold is said at once
            SamplerChain(sampling, self.n_vocab, (), grammar, self._vocab).close()
        pieces = self._stream(list(prompt), sampling, max_tokens, stops, stats, tokens, progress, started, cancelled,
                              grammar)
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
        grammar: str = "",
    ) -> Iterator[str]:
        if not self._busy.acquire(blocking=False):
            raise EngineBusy(translate("Engine", "A reply is already being generated."))
        sampler: SamplerChain | None = None
        try:
            self._begin(cancelled)
            if not self._prefill(prompt, stats, progress):
                stats.finish_reason = "cancelled" if self._stopping() else "context_full"
                return
            sampler = SamplerChain(sampling, self.n_vocab, self._tokens, grammar, self._vocab, self._stopping)
            text = TextStream(stop_strings)
            yield from self._sample(sampler, text, max_tokens, stats, sampled, started)
            tail = text.finish()
            if tail:
                yield tail
            if text.stopped:  # a stop string completed in the text held back at the end
                stats.finish_reason = "stop"
        finally:
            if sampler is not None:
                sampler.close()
            self._cancelled = None
            self._busy.release()

    # --- N replies at once (Regenerate xN) -------------------------------------------------------

    def prefill(self, prompt: Sequence[int], progress: PrefillProgress | None = None,
                cancelled: Cancelled | None = None) -> ReplyStats:
        """Bring the cache to exactly `prompt` (delta: only what differs is decoded), leaving the
        last token's logits ready. Used to re-read a chat from its transcript."""
        if not prompt or len(prompt) >= self.n_ctx:
            raise ContextOverflow(self._too_long(len(prompt)))
        with self._idle():
            self._begin(cancelled)
            stats = ReplyStats(prompt_tokens=len(prompt))
            try:
                stats.finish_reason = "prefilled" if self._prefill(list(prompt), stats, progress) else "cancelled"
            finally:
                self._cancelled = None
            return stats

    def _too_long(self, n: int) -> str:
        return translate("Engine", "The prompt has {count} tokens; the context holds {n_ctx}.").format(
            count=grouped(n), n_ctx=grouped(self.n_ctx))

    def _prefill(self, prompt: list[int], stats: ReplyStats, progress: PrefillProgress | None = None) -> bool:
        """Longest common prefix with the cache, rollback, decode the rest, checkpoint.
        Returns False when stopped (or the context filled) before the whole prompt went in."""
        keep = common_prefix(self._tokens, prompt)
        if keep == len(prompt) == len(self._tokens) and self._has_last_logits():
            stats.prompt_reused = keep  # the cache is the prompt and its logits are at hand
            return True
        keep = min(keep, len(prompt) - 1)  # the last prompt token is decoded again for its logits
        keep = min(self._unit_start(prompt, keep), self._unit_start(self._tokens, keep))  # an image is read whole
        if self._head is not None and keep > 0 and prompt[keep - 1] >= 0 and self._head.lacks_row(keep):
            keep -= 1  # decoded again, its hidden row lets the MTP head keep the chat it holds
        t0 = time.perf_counter()
        stats.rollback, redecoded = self._rollback(keep)
        stats.prompt_reused = keep - redecoded
        # A stop lands inside a llama_decode only where the memory can drop what that call began
        # (KV cells). A recurrent state is updated layer by layer in place: stopped mid-graph, some
        # layers would have read tokens the others did not. Those stop between calls instead.
        mid_call = self.memory in ("kv", "swa")
        if mid_call:
            llama_cpp.llama_set_abort_callback(self._ctx, self._abort_cb, None)
        try:
            done = self._decode(prompt[keep:], logits_last=True, progress=progress, checkpoint=True, stoppable=True)
        finally:
            if mid_call:
                llama_cpp.llama_set_abort_callback(self._ctx, llama_cpp.ggml_abort_callback(), None)  # NULL: none
        stats.prompt_decoded = redecoded + done
        stats.prefill_s = time.perf_counter() - t0
        return done == len(prompt) - keep

    def logits(self) -> Any:
        """A copy of the logits of the last decoded token (numpy float32 array of n_vocab)."""
        return self._row_logits(-1)

    def _row_logits(self, row: int) -> Any:
        """A copy of logits row `row` of the last decode (-1: its last)."""
        import numpy as np

        ptr = llama_cpp.llama_get_logits_ith(self._ctx, row)
        return np.ctypeslib.as_array(ptr, shape=(self.n_vocab,)).copy()

    def _has_last_logits(self) -> bool:
        return self._logits_at == len(self._tokens) or self._saved_logits is not None

    def _last_logits(self) -> Any:
        """A copy of the last cached token's logits, or None when no decode left them."""
        if self._saved_logits is not None:
            return self._saved_logits
        return self.logits() if self._tokens and self._logits_at == len(self._tokens) else None

    # --- the cache -----------------------------------------------------------------------------

    def _decode(self, tokens: Sequence[int], logits_last: bool, progress: PrefillProgress | None = None,
                checkpoint: bool = False, stoppable: bool = False, all_logits: bool = False) -> int:
        """Decode `tokens` after the cache, in n_batch chunks. Returns how many went in (fewer on
        abort, a stop between chunks when `stoppable`, or a full context; the bookkeeping is
        resynced from the cache). Raises DecodeError.
        With `all_logits` (a speculative check, at most `verify_width` tokens: exact), every row's logits.
        With `checkpoint`, the partial state is checkpointed right before the last token: where
        regenerate rolls back to, so it re-decodes only that token, exactly as it went the first time."""
        if tokens and min(tokens) < 0:  # an image's placeholders (vision.py)
            return self._decode_with_images(tokens, logits_last, progress, checkpoint, stoppable)
        done = 0
        batch = self._batch
        # The token whose logits are read is decoded alone, as every generated token is. ggml's
        # kernels for a batch and for a single row can round differently (on AVX2, llamafile's
        # tinyBLAS against vec_dot: logits differ by ~0.7), so logits read from a batch would make
        # a regenerate, or a reopened chat, continue differently from the original reply.
        body = len(tokens) - 1 if logits_last and len(tokens) > 1 and not all_logits else len(tokens)
        while done < len(tokens):
            if stoppable and self._stopping():
                return done
            if checkpoint and done == body:
                self._take_checkpoint()
            chunk = tokens[done : min(done + self._n_batch, body) if done < body else len(tokens)]
            pos0 = self._pos(len(self._tokens))
            fill_batch(batch, chunk, pos0, all_logits)
            batch.logits[len(chunk) - 1] = all_logits or (logits_last and done + len(chunk) == len(tokens))
            self._saved_logits = None  # the cache changes
            rc = llama_cpp.llama_decode(self._ctx, batch)
            if rc == DECODE_OK:
                if self._head is not None:
                    self._head.follow(len(self._tokens), chunk, pos0, mark=done + len(chunk) == body < len(tokens))
                self._last_batch = (len(self._tokens), len(self._tokens) + len(chunk))
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
            if rc in (DECODE_ABORTED, DECODE_NO_SLOT):
                return done
            raise DecodeError(translate("Engine", "llama_decode failed with code {code}").format(code=str(rc)))
        return done

    # --- state files ---------------------------------------------------------------------------

    @contextlib.contextmanager
    def _idle(self) -> Iterator[None]:
        if not self._busy.acquire(blocking=False):
            raise EngineBusy(translate("Engine", "The engine is busy with a reply."))
        try:
            yield
        finally:
            self._busy.release()

    # --- lifetime ------------------------------------------------------------------------------

    def take_notice(self) -> str | None:
        return None  # a local engine says what it must at load (run_path_notice)

    def close(self) -> None:
        self.close_projector()
        if self._drafter is not None:
            self._drafter.close()
        self._drafter = self._head = None
        if self._batch is not None:
            llama_cpp.llama_batch_free(self._batch)
            self._batch = None
        self._checkpoints.clear()
        self._loaded.close()

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _conforms(engine: Engine) -> LocalChatEngine:  # mypy checks here that Engine is a LocalChatEngine
    return engine
