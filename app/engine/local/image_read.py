"""Prompts with images (a vision model's projector: vision.py): tokenized into text and image
spans, and read into the chat's sequence as a delta, like any prompt.

What the cache holds of a prompt is kept: the same images at the same places are placeholder ids
equal to the cached ones, so a chat restored from its state file continues without the encoder
(it need not even be loaded); from the first token that differs, text is decoded and each image
encoded and decoded whole. A span is never cut: a read that must go back into one goes back to
its start.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import llama_cpp

from ..chat_engine import Cancelled, PrefillProgress
from ..errors import ContextOverflow, EngineError, ProjectorError
from ..images import RgbImage
from ..reply import ReplyStats
from .engine_state import SEQ, EngineState, common_prefix

if TYPE_CHECKING:  # libmtmd is loaded with the first projector, not with the engine
    from .vision import ImageSpan, Projector


@dataclass
class ImagePrompt:
    """A prompt's tokens, images' spans held by placeholder ids (vision.placeholders)."""

    tokens: list[int]
    spans: list[tuple[int, ImageSpan]] = field(default_factory=list)  # (where it starts, the image)

    def unit_start(self, n: int) -> int:
        """`n`, or the start of the image span it falls inside."""
        for start, span in self.spans:
            if start < n < start + span.n_tokens:
                return start
        return n

    def close(self) -> None:
        for _, span in self.spans:
            span.close()


class ImageReads(EngineState):
    _projector: Projector | None = None

    def use_projector(self, path: str | Path) -> None:
        """Load the vision projector at `path` for this model (replacing another). Raises ProjectorError."""
        from ..backend import ensure_backend
        from .vision import Projector

        ensure_backend()
        if self._projector is not None and self._projector.path == Path(path):
            return
        self.close_projector()
        model = self._loaded.model
        if model is None:
            raise ProjectorError("No model is loaded for the projector.")
        self._projector = Projector(Path(path), model, llama_cpp.llama_model_n_embd(model),
                                    self.params.resolved_threads()[1], use_gpu=self.gpu_layers_offloaded > 0)

    @property
    def vision(self) -> bool:
        return self._projector is not None

    def close_projector(self) -> None:
        if self._projector is not None:
            self._projector.close()
            self._projector = None

    def image_prompt(self, prompt: str, images: Sequence[RgbImage]) -> ImagePrompt:
        """`prompt` with the projector's marker where each of `images` goes, tokenized."""
        projector = self._projector
        if projector is None:
            raise ProjectorError("This model reads no images: choose its projector (mmproj) file with it.")
        parts = prompt.split(projector.marker)
        if len(parts) - 1 != len(images):
            raise EngineError(f"The prompt has {len(parts) - 1} image markers for {len(images)} images.")
        out = ImagePrompt(self.prompt_tokens(parts[0]))
        try:
            for image, text in zip(images, parts[1:], strict=True):
                span = projector.span(image)
                out.tokens += span.before
                out.spans.append((len(out.tokens), span))
                out.tokens += span.ids + span.after
                out.tokens += self.tokenize(text) if text else []
        except BaseException:
            out.close()
            raise
        return out

    def read_image_prompt(self, prompt: ImagePrompt, progress: PrefillProgress | None = None,
                          cancelled: Cancelled | None = None) -> ReplyStats:
        """Bring the cache to exactly `prompt` (delta), the last token's logits ready."""
        tokens = prompt.tokens
        if not tokens or len(tokens) >= self.n_ctx:
            raise ContextOverflow(f"The prompt has {len(tokens):,} tokens; the context holds {self.n_ctx:,}.")
        with self._idle():
            self._begin(cancelled)
            stats = ReplyStats(prompt_tokens=len(tokens))
            t0 = time.perf_counter()
            try:
                keep = prompt.unit_start(min(common_prefix(self._tokens, tokens), len(tokens) - 1))
                stats.rollback, redecoded = self._rollback(keep)
                stats.prompt_reused = keep - redecoded
                done = self._read_from(prompt, progress)
                stats.prompt_decoded = redecoded + done
                stats.finish_reason = "prefilled" if len(self._tokens) == len(tokens) else "cancelled"
            finally:
                self._cancelled = None
            stats.prefill_s = time.perf_counter() - t0
            return stats

    def _read_from(self, prompt: ImagePrompt, progress: PrefillProgress | None) -> int:
        """Decode `prompt` after what the cache holds: text in batches, each image whole."""
        tokens, starts = prompt.tokens, dict(prompt.spans)
        begin = len(self._tokens)
        while len(self._tokens) < len(tokens) and not self._stopping():
            at = len(self._tokens)
            span = starts.get(at)
            if span is not None:
                assert self._projector is not None
                if self._projector.read(self._ctx, span, at, SEQ, self._n_batch) != at + span.n_tokens:
                    raise ProjectorError("The image took other positions than its tokens.")
                self._tokens.extend(span.ids)
                self._logits_at, self._saved_logits = -1, None
                continue
            end = min([s for s in starts if s > at] + [len(tokens)])
            last = end == len(tokens)
            if self._decode(tokens[at:end], logits_last=last, checkpoint=last, stoppable=True) < end - at:
                break
            if progress is not None:
                progress(len(self._tokens) - begin, len(tokens) - begin)
        return len(self._tokens) - begin
