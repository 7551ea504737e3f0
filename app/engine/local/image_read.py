"""Prompts with images (a vision model's projector: vision.py): an image is a span of placeholder
ids in the prompt's tokens, and the engine's one decode path reads it.

Every path that decodes (a reply's delta, a rollback's re-read, Regenerate ×N, a prefix read)
goes through `_decode`; a run of placeholders there is an image: encoded and decoded whole
through libmtmd, found by its ids among the spans this engine tokenized (the last MAX_SPANS
images). What the cache holds of a prompt is kept as for text: the same images at the same
places are equal ids, so a chat restored from its state file continues without the encoder (it
need not even be loaded); another image there differs from its first position. A span is never
cut: a delta or rollback that would start inside one starts at its beginning.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import llama_cpp

from ...words import grouped, translate
from ..chat_engine import PrefillProgress
from ..errors import ContextOverflow, EngineError, ProjectorError
from ..images import IMAGE_MARKER, RgbImage
from .engine_state import SEQ, EngineState

if TYPE_CHECKING:  # libmtmd is loaded with the first projector, not with the engine
    from .vision import ImageSpan, Projector

MAX_SPANS = 32  # images kept tokenized (their preprocessed pixels) beyond those the prompt in hand uses


class ImageReads(EngineState):
    _projector: Projector | None = None
    _spans: OrderedDict[str, ImageSpan] | None = None  # by image hash, least recently used first
    _span_ids: dict[int, tuple[ImageSpan, int]] | None = None  # a placeholder id: its span and offset
    _in_use: set[str] = set()  # the images of the prompt last tokenized: never evicted for another

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
            raise ProjectorError(translate("Projector", "No model is loaded for the projector."))
        self._projector = Projector(Path(path), model, llama_cpp.llama_model_n_embd(model),
                                    self.params.resolved_threads()[1], use_gpu=self.gpu_layers_offloaded > 0)

    @property
    def vision(self) -> bool:
        return self._projector is not None

    @property
    def image_marker(self) -> str:
        """Where an image goes in a prompt's text."""
        return self._projector.marker if self._projector is not None else IMAGE_MARKER

    def close_projector(self) -> None:
        for span in (self._spans or {}).values():
            span.close()
        self._spans, self._span_ids = None, None
        if self._projector is not None:
            self._projector.close()
            self._projector = None

    def image_tokens(self, prompt: str, images: Sequence[RgbImage]) -> list[int]:
        """The tokens of `prompt`, the projector's marker in it standing for each of `images` in
        turn (more markers than images: the last ones, a trimmed chat's first turns being gone)."""
        parts = prompt.split(self.image_marker)
        if len(parts) - 1 > len(images):
            raise EngineError(translate("Projector", "The prompt has {count} images where {given} were given.").format(
                count=len(parts) - 1, given=len(images)))
        tokens = self.prompt_tokens(parts[0])
        used = images[len(images) - (len(parts) - 1):]
        self._in_use = {image.sha256 for image in used}  # kept past MAX_SPANS while this prompt needs them
        for image, text in zip(used, parts[1:], strict=True):
            span = self._span_for(image)
            tokens += span.before + span.ids + span.after
            tokens += self.tokenize(text) if text else []
        return tokens

    def _span_for(self, image: RgbImage) -> ImageSpan:
        span = self._spans.get(image.sha256) if self._spans is not None else None
        if span is not None and self._projector is not None and span.projector != self._projector.identity:
            span = None  # read by another projector (a restored chat's): this one reads it anew
        if span is None:
            if self._projector is None:
                raise ProjectorError(translate("Projector", "This model reads no images: choose its projector (mmproj) "
                                                            "file with it."))
            span = self._register(self._projector.span(image))
        elif span.image is None:
            span.image = image  # restored with a state file: now it can be read again if need be
        assert self._spans is not None
        self._spans.move_to_end(image.sha256)
        return span

    def _register(self, span: ImageSpan) -> ImageSpan:
        spans = self._spans if self._spans is not None else OrderedDict()
        ids = self._span_ids if self._span_ids is not None else {}
        self._spans, self._span_ids = spans, ids
        old = spans.pop(span.sha256, None)
        if old is not None and old is not span:
            for t in old.ids:
                if ids.get(t, (None,))[0] is old:
                    del ids[t]
            old.close()
        spans[span.sha256] = span
        ids.update((t, (span, i)) for i, t in enumerate(span.ids))
        for sha in [s for s in spans if s not in self._in_use][: max(0, len(spans) - MAX_SPANS)]:
            evicted = spans.pop(sha)  # the least recently used first
            for t in evicted.ids:
                if ids.get(t, (None,))[0] is evicted:
                    del ids[t]
            evicted.close()
        return span

    def image_shapes(self, tokens: Sequence[int]) -> list[dict[str, Any]]:
        """The shapes of the image spans in `tokens` (for a state file's sidecar)."""
        shapes, ids = [], self._span_ids or {}
        for t in tokens:
            if t < 0 and t in ids and ids[t][1] == 0:  # where a span starts (two may touch)
                shapes.append(ids[t][0].shape)
        return shapes

    def remember_shapes(self, shapes: Any, tokens: Sequence[int]) -> None:
        """Register the image spans a restored state file names (its sidecar: a hostile record),
        those whose placeholders are in `tokens`: the next prompt's images then compare equal
        without the projector."""
        held = {t for t in tokens if t < 0}
        if not isinstance(shapes, list) or not shapes or not held:
            return
        from ..images import placeholders
        from .vision import ImageSpan

        for shape in shapes[:MAX_SPANS]:
            if not _valid_shape(shape, self.n_vocab, self.n_ctx):
                continue
            sha, n, projector = shape["sha256"], shape["n_tokens"], shape.get("projector") or ""
            kept = self._spans.get(sha) if self._spans is not None else None
            if (kept is None or kept.projector != projector) and placeholders(sha, n, projector)[0] in held:
                self._register(ImageSpan(sha, list(shape["before"]), n, list(shape["after"]), projector=projector,
                                         n_pos=shape.get("n_pos", 0)))

    def shifts_in(self, tokens: Sequence[int]) -> list[tuple[int, int, int]]:
        """EngineState._shifts for a cache holding `tokens` (a restored state file's)."""
        ids = self._span_ids
        if not ids or not any(span.n_pos for span, _ in ids.values()):
            return []
        shifts = []
        for i, t in enumerate(tokens):
            known = ids.get(t) if t < 0 else None
            if known is not None and known[1] == 0 and known[0].n_pos:
                shifts.append((i + known[0].n_tokens, known[0].n_tokens - known[0].n_pos, known[0].n_pos))
        return shifts

    def _unit_start(self, tokens: Sequence[int], n: int) -> int:
        """`n`, or the start of the image span it falls inside (a span is never cut)."""
        if not 0 < n < len(tokens) or tokens[n] >= 0 or tokens[n - 1] >= 0:
            return n
        known = (self._span_ids or {}).get(tokens[n])
        if known is not None and n >= known[1] and list(tokens[n - known[1] : n - known[1] + known[0].n_tokens]) \
                == known[0].ids[: len(tokens) - (n - known[1])]:
            return n - known[1]
        while n > 0 and tokens[n - 1] < 0:  # an image this engine did not tokenize: back to where the run starts
            n -= 1
        return n

    def _decode_with_images(self, tokens: Sequence[int], logits_last: bool, progress: PrefillProgress | None,
                            checkpoint: bool, stoppable: bool) -> int:
        """As _decode, for tokens with image spans: text runs through _decode, each span whole."""
        done = 0
        while done < len(tokens):
            if tokens[done] >= 0:
                start = done
                end = next((i for i in range(start, len(tokens)) if tokens[i] < 0), len(tokens))
                last = end == len(tokens)
                done = start + self._decode(tokens[start:end], logits_last and last, None, checkpoint and last, stoppable)
                if done < end:
                    return done
            else:
                if stoppable and self._stopping():
                    return done
                n = self._span_at(tokens, done).n_tokens
                if not self._read_span(tokens, done, logits_last and done + n == len(tokens)):
                    return done
                done += n
            if progress is not None:
                progress(done, len(tokens))
        return done

    def _span_at(self, tokens: Sequence[int], at: int) -> ImageSpan:
        """The span starting at tokens[at], ready to read (its chunk made if it was restored)."""
        known = (self._span_ids or {}).get(tokens[at])
        if known is None or known[1] != 0 or self._projector is None or (not known[0].readable and
                                                                          known[0].image is None):
            raise ProjectorError(translate("Projector", "An image in this chat must be read again, which needs the "
                                                        "model's projector (mmproj) and the image."))
        span = known[0]
        if list(tokens[at : at + span.n_tokens]) != span.ids:
            raise ProjectorError(translate("Projector", "An image's span in the prompt was cut."))
        if not span.readable and span.image is not None:
            made = self._projector.span(span.image)
            if made.shape != span.shape:
                made.close()
                raise ProjectorError(translate("Projector", "This projector reads the image into another span than "
                                                            "the saved chat's: load the projector the chat was written "
                                                            "with."))
            span = self._register(made)
        return span

    def _read_span(self, tokens: Sequence[int], at: int, logits_last: bool = False) -> bool:
        """Encode and decode the image whose span starts at tokens[at]; False when stopped."""
        span = self._span_at(tokens, at)
        pos0 = self._pos(len(self._tokens))
        if len(self._tokens) + span.n_tokens >= self.n_ctx:
            raise ContextOverflow(translate("Projector", "An image of {count} tokens does not fit in the context of "
                                                         "{n_ctx}.").format(count=span.n_tokens,
                                                                             n_ctx=grouped(self.n_ctx)))
        assert self._projector is not None
        self._saved_logits = None
        try:
            new_n_past = self._projector.read(self._ctx, span, pos0, SEQ, self._n_batch, logits_last)
        except ProjectorError:
            self._drop_from(pos0)  # what the image began: gone, whole
            if self._stopping():
                return False
            raise
        if new_n_past != pos0 + span.positions:
            self._drop_from(pos0)
            raise ProjectorError(translate("Projector", "The image took other positions than its span says."))
        self._tokens.extend(span.ids)
        if span.n_pos:  # M-RoPE: the tokens after it take positions fewer than their index
            self._shifts = [*self._shifts, (len(self._tokens), span.n_tokens - span.n_pos, span.n_pos)]
        self._logits_at = len(self._tokens) if logits_last else -1
        return True

    def _drop_from(self, pos0: int) -> None:
        """The cells from pos0 on gone; a memory that cannot cut (recurrent) is emptied, the
        bookkeeping with it, so the next prompt is read again rather than continued wrongly."""
        if not llama_cpp.llama_memory_seq_rm(self._mem, SEQ, pos0, -1):
            self._clear_cache()


def _valid_shape(shape: Any, n_vocab: int, n_ctx: int) -> bool:
    def ids(value: Any) -> bool:
        return isinstance(value, list) and len(value) <= 16 and all(
            isinstance(t, int) and not isinstance(t, bool) and 0 <= t < n_vocab for t in value)

    return (isinstance(shape, dict) and isinstance(shape.get("sha256"), str) and len(shape["sha256"]) == 64
            and all(c in "0123456789abcdef" for c in shape["sha256"]) and isinstance(shape.get("n_tokens"), int)
            and not isinstance(shape["n_tokens"], bool) and 0 < shape["n_tokens"] < n_ctx
            and isinstance(shape.get("projector", ""), str) and len(shape.get("projector", "")) <= 300
            and ids(shape.get("before")) and ids(shape.get("after"))
            and (type(shape.get("n_pos", 0)) is int and 0 <= shape.get("n_pos", 0) < shape["n_tokens"]))
