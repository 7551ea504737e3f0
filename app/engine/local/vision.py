"""A vision model's projector ("mmproj") through libmtmd (llama_cpp.mtmd_cpp): images become
spans of the chat's sequence, encoded once.

An image's span in the engine's token list is held by placeholder ids: negative numbers no
vocabulary has, drawn from the image's hash. The cache's bookkeeping (delta decoding, the state
file's token list, a restore's comparison with the next prompt) then treats an image like text:
the same image at the same place matches, and continues warm without the encoder; another image
there differs from its first position, so the span is read again. A span is never cut: a
rollback into it goes back to its start.

The engine gets RGB pixels only (app/engine/images.py decodes files); libmtmd resizes them to
the projector's size. A projector that cuts a large image into tiles (SmolVLM, LFM2-VL,
InternVL, LLaVA-NeXT) gives several image chunks with text chunks between them (a tile's row and
column): all of it, from the first image chunk to the last, is the image's one span, read in
order. Positions: an image of n tokens takes n positions, except on models with M-RoPE
(Qwen2-VL and later), where its tokens take a grid of positions, max(width, height) in all: the
engine then counts positions apart from tokens (EngineState._pos).
"""

from __future__ import annotations

import ctypes
import hashlib
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import llama_cpp
from llama_cpp import mtmd_cpp as mtmd

from ...words import translate
from ..errors import ProjectorError
from ..images import RgbImage, placeholders

log = logging.getLogger("emberly.engine")


_logs_routed = False


def _route_logs() -> None:
    """libmtmd's log lines (a line per prompt chunk) into the app's log, as llama.cpp's are, not stderr."""
    global _logs_routed
    if not _logs_routed:
        from .. import backend

        mtmd.mtmd_log_set(backend._on_log, ctypes.c_void_p(0))
        mtmd.mtmd_helper_log_set(backend._on_log, ctypes.c_void_p(0))
        _logs_routed = True


@dataclass
class ImageSpan:
    """One image, tokenized for the model: the text tokens libmtmd puts around it (Gemma 3:
    <start_of_image> … <end_of_image>) and its chunks (owned: freed by close): one image chunk, or
    a tiled image's image and text chunks. A span restored with a state file has its shape only (no
    chunks, maybe no image yet): enough to compare a prompt with the cache; reading it again needs
    the image and the projector."""

    sha256: str
    before: list[int]
    n_tokens: int
    after: list[int]
    image: RgbImage | None = None
    _chunks: Any = None  # mtmd_input_chunks_p holding the parts
    _parts: list[Any] | None = None  # the mtmd_input_chunk_p in _chunks that the span reads, in order
    projector: str = ""  # the identity of the projector that reads it (Projector.identity)
    n_pos: int = 0  # the positions it takes where fewer than its tokens (M-RoPE), else 0

    @property
    def readable(self) -> bool:
        return self._parts is not None

    @property
    def positions(self) -> int:
        return self.n_pos or self.n_tokens

    @property
    def ids(self) -> list[int]:
        return placeholders(self.sha256, self.n_tokens, self.projector)

    @property
    def shape(self) -> dict[str, Any]:
        """What a state file's sidecar keeps of it (image_read.remember_shapes reads it back)."""
        shape = {"sha256": self.sha256, "n_tokens": self.n_tokens, "before": self.before, "after": self.after,
                 "projector": self.projector}
        return {**shape, "n_pos": self.n_pos} if self.n_pos else shape

    def close(self) -> None:
        if self._chunks is not None:
            mtmd.mtmd_input_chunks_free(self._chunks)
            self._chunks = self._parts = None


class Projector:
    """libmtmd's context for `path` on the loaded text model; one per engine, loaded on first use."""

    def __init__(self, path: Path, model: Any, n_embd: int, n_threads: int, use_gpu: bool = False) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise ProjectorError(translate("Projector", "The projector {name} is not there: {path}.").format(
                name=self.path.name, path=self.path))
        _route_logs()
        params = mtmd.mtmd_context_params_default()
        params.use_gpu, params.n_threads, params.print_timings = use_gpu, n_threads, False
        self._ctx = mtmd.mtmd_init_from_file(str(self.path).encode(), model, params)
        if not self._ctx:
            raise ProjectorError(translate("Projector", "{name} is not a projector for this model (not a vision "
                                                        "projector llama.cpp reads, or made for a model other than "
                                                        "{width} wide).").format(
                name=self.path.name, width=str(n_embd)))
        if not mtmd.mtmd_support_vision(self._ctx):
            self.close()
            raise ProjectorError(translate("Projector", "{name} has no vision encoder (an audio projector?).").format(
                name=self.path.name))
        self.mrope = bool(mtmd.mtmd_decode_use_mrope(self._ctx))  # an image takes a grid of positions
        self.marker = (mtmd.mtmd_default_marker() or b"<__media__>").decode()
        self.identity = _identity(self.path)  # its images' placeholders depend on it

    def span(self, image: RgbImage) -> ImageSpan:
        """Tokenize one image (its marker alone) into its span. Raises ProjectorError."""
        if self._ctx is None:
            raise ProjectorError(translate("Projector", "The projector is closed."))
        pixels = (ctypes.c_uint8 * len(image.pixels)).from_buffer_copy(image.pixels)
        bitmap = mtmd.mtmd_bitmap_init(image.width, image.height, pixels)
        if not bitmap:
            raise ProjectorError(translate("Projector", "libmtmd refused an image of {width} × {height}.").format(
                width=image.width, height=image.height))
        chunks = mtmd.mtmd_input_chunks_init()
        try:
            mtmd.mtmd_bitmap_set_id(bitmap, image.sha256.encode())
            marker = self.marker.encode()
            text = mtmd.mtmd_input_text(marker, len(marker), False, True)
            bitmaps = (mtmd.mtmd_bitmap_p_ctypes * 1)(bitmap)
            rc = mtmd.mtmd_tokenize(self._ctx, chunks, ctypes.byref(text), bitmaps, 1)
            if rc != 0:
                raise ProjectorError(translate("Projector", "libmtmd could not prepare the image (code {code}).")
                                     .format(code=str(rc)))
            return self._split(image, chunks)
        except BaseException:
            mtmd.mtmd_input_chunks_free(chunks)
            raise
        finally:
            mtmd.mtmd_bitmap_free(bitmap)

    def _split(self, image: RgbImage, chunks: Any) -> ImageSpan:
        """The span: the text before the first image chunk, every chunk up to the last image chunk
        (a tiled image's tiles and the text between them), the text after it."""
        parts = [mtmd.mtmd_input_chunks_get(chunks, i) for i in range(mtmd.mtmd_input_chunks_size(chunks))]
        images = [i for i, c in enumerate(parts) if mtmd.mtmd_input_chunk_get_type(c) == 1]  # MTMD_INPUT_CHUNK_TYPE_IMAGE
        if not images or any(mtmd.mtmd_input_chunk_get_type(c) not in (0, 1) for c in parts):
            raise ProjectorError(translate("Projector", "libmtmd made no image chunk of the image."))
        first, last = images[0], images[-1]
        n_tokens = sum(int(mtmd.mtmd_input_chunk_get_n_tokens(c)) for c in parts[first : last + 1])
        n_pos = sum(int(mtmd.mtmd_input_chunk_get_n_pos(c)) for c in parts[first : last + 1])
        if not 0 < n_pos <= n_tokens or (n_pos != n_tokens and not self.mrope):
            raise ProjectorError(translate("Projector", "This projector's images take {positions} positions for "
                                                        "{count} tokens: not supported.").format(
                positions=n_pos, count=n_tokens))
        texts = [_text(c) if mtmd.mtmd_input_chunk_get_type(c) == 0 else [] for c in parts]  # read once
        before = [t for ids in texts[:first] for t in ids]
        after = [t for ids in texts[last + 1 :] for t in ids]
        if any(t < 0 for ids in texts for t in ids):
            # libmtmd looks some image tokens up by text (SmolVLM's <global-img>): -1 when absent
            raise ProjectorError(translate("Projector", "{name} needs image tokens this model's vocabulary does not "
                                                        "have: it was made for another model.").format(
                name=self.path.name))
        return ImageSpan(image.sha256, before, n_tokens, after, image, chunks, parts[first : last + 1], self.identity,
                         n_pos if n_pos != n_tokens else 0)

    def read(self, lctx: Any, span: ImageSpan, n_past: int, seq: int, n_batch: int, logits_last: bool = False) -> int:
        """Encode the image and decode its embeddings at `n_past` in sequence `seq`; returns
        the new n_past. Raises ProjectorError (the cache then holds what was decoded before)."""
        if self._ctx is None or span._parts is None:
            raise ProjectorError(translate("Projector", "The projector or the image was closed."))
        new_n_past = llama_cpp.llama_pos(n_past)
        for i, part in enumerate(span._parts):
            last = i == len(span._parts) - 1
            rc = mtmd.mtmd_helper_eval_chunk_single(self._ctx, lctx, part, new_n_past.value, seq, n_batch,
                                                    logits_last and last, ctypes.byref(new_n_past))
            if rc != 0:
                raise ProjectorError(translate("Projector", "The image could not be read (libmtmd code {code}).")
                                     .format(code=str(rc)))
        return int(new_n_past.value)

    def close(self) -> None:
        if self._ctx is not None:
            mtmd.mtmd_free(self._ctx)
            self._ctx = None


def _identity(path: Path) -> str:
    """The projector's name, size and a digest of its first and last MiB (the GGUF header and
    metadata, the first and last tensors): a file converted again with other weights is another
    projector, at the cost of 2 MiB read when it loads, not its whole hundreds of MB."""
    size = path.stat().st_size
    digest = hashlib.sha256()
    with path.open("rb") as f:
        digest.update(f.read(1 << 20))
        f.seek(max(0, size - (1 << 20)))
        digest.update(f.read(1 << 20))
    return f"{path.name}:{size}:{digest.hexdigest()[:16]}"


def _text(chunk: Any) -> list[int]:
    """A text chunk's tokens."""
    n = ctypes.c_size_t()
    ids = mtmd.mtmd_input_chunk_get_tokens_text(chunk, ctypes.byref(n))
    return [int(ids[j]) for j in range(n.value)]
