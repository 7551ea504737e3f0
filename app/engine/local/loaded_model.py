"""Loading a GGUF model and creating its llama.cpp context, with typed errors.

llama.cpp answers a failed load with NULL and a log line; we check what we can first (file,
header, memory), then map the logged reason to an error a person can act on.
"""

from __future__ import annotations

import ctypes
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

import llama_cpp
import psutil

from ...words import Words, grouped, translate
from .. import backend
from ..errors import (
    LoadCancelled,
    ModelLoadError,
    NotEnoughMemory,
    TruncatedModelFile,
    UnsupportedArchitecture,
)
from ..files.fingerprint import model_identity
from ..files.gguf_info import ModelInfo, estimate_memory
from ..files.header_cache import cached_inspect
from ..params import FLASH_ATTN, KV_TYPES, SPECULATION, LoadParams
from ..startup import device_fit, safe_start
from . import verify_width

log = logging.getLogger("emberly.engine")

# What kind of memory a model keeps, as llama.cpp reports it: a KV cache of every position, one
# whose sliding-window layers drop old cells, a fixed-size recurrent state (Mamba, RWKV), or both
# attention and recurrent layers (hybrid). Only a plain KV cache can always be cut back with seq_rm.
MemoryKind = Literal["kv", "swa", "recurrent", "hybrid"]

ProgressCallback = Callable[[float], bool]  # fraction 0..1; return False to cancel


def _why_no_speculation(params: LoadParams, memory: MemoryKind, encoder: bool) -> str:
    """Why replies of this load cannot be sped up by checking guesses in a batch ("" if they can)."""
    if params.speculation == "off":
        return translate("Speculation", "turned off")
    if encoder:
        return translate("Speculation", "an encoder-decoder model decodes after its encoder: its memory cannot drop a "
                                        "refused guess")
    # ggml-cpu splits one token's attention over the cache in chunks (from 512 cells, an F16 or
    # F32 cache) and reduces them: a batch's rows are summed in another order. A quantized cache
    # with flash attention runs every width through the same kernel (docs/architecture.md).
    if not params.checks:  # (turned off was said above)
        return translate("Speculation", "it needs a q8_0 or q4_0 KV cache and flash attention")
    return ""


def _has_mtp_head(info: ModelInfo, params: LoadParams) -> bool:
    """Load the model's NextN layer for an MTP head to draft with (mtp_head.py)? Only where checks
    may run (`_why_no_speculation`)."""
    return info.has_mtp_head and params.checks


def _check(params: LoadParams) -> None:
    if params.kv_type not in KV_TYPES:
        raise ModelLoadError(translate("EngineLoad", "KV cache type must be one of {choices}, not {value}").format(
            choices=", ".join(KV_TYPES), value=repr(params.kv_type)))
    if params.flash_attn not in FLASH_ATTN:
        raise ModelLoadError(translate("EngineLoad", "Flash attention must be one of {choices}, not {value}").format(
            choices=", ".join(FLASH_ATTN), value=repr(params.flash_attn)))
    if params.kv_type != "f16" and params.flash_attn == "off":  # llama.cpp would only say "no context"
        raise ModelLoadError(translate("EngineLoad", "A {kv_type} KV cache needs flash attention (auto or on).").format(
            kv_type=params.kv_type))
    if params.speculation not in SPECULATION:
        raise ModelLoadError(translate("EngineLoad", "Speculation must be one of {choices}, not {value}").format(
            choices=", ".join(SPECULATION), value=repr(params.speculation)))


class LoadedModel:
    """A llama_model and its llama_context, owned together and freed together."""

    def __init__(self, path: str | os.PathLike[str], params: LoadParams, progress: ProgressCallback | None = None,
                 status: safe_start.StatusCallback | None = None):
        backend.ensure_backend()
        _check(params)
        self.path = Path(path).resolve() if Path(path).exists() else Path(path)
        self.params = params
        self.info: ModelInfo = cached_inspect(self.path)  # the header read at an earlier load, or now
        self.n_ctx_requested = params.n_ctx if params.n_ctx > 0 else self.info.context_length
        if params.check_memory:
            self._check_memory()

        self.model: llama_cpp.llama_model_p | None = None
        self.ctx: llama_cpp.llama_context_p | None = None
        self._progress_cb = self._make_progress(progress)  # referenced for the C side's lifetime
        backend.take_recent_errors()

        self.gpu_offload_supported = backend.supports_gpu_offload()
        self._cancelled = False
        # Before this process runs llama.cpp on a model: a path this machine survives (probed in
        # a child process the first time a build meets a machine; remembered after that).
        n_threads, n_threads_batch = params.resolved_threads()
        self.run_path: safe_start.Decision | None = safe_start.decide(
            self.path, self._gpu_layers_requested(), self.info.n_layers, self.gpu_offload_supported,
            n_threads, n_threads_batch, heartbeat=self._heartbeat(progress), status=status)
        path_knobs = self.run_path.path if self.run_path is not None else safe_start.RunPath()
        asked = safe_start.effective_gpu_layers(self._gpu_layers_requested(), path_knobs)
        self.device_notice = ""  # said once, by the load that found the GPU cannot hold what was asked
        self.device_bytes: dict[str, int] = {}  # device memory llama.cpp took, by use ("model", "KV"…)
        self.offload_devices = backend.offload_devices() if self.gpu_offload_supported else ""  # asked once a load
        fit_key = (device_fit.key(model_identity(self.path), self.n_ctx_requested, params.kv_type, params.n_parallel,
                                  self.offload_devices) if asked > 0 else "")
        known = device_fit.remembered(fit_key) if fit_key else None
        tries = device_fit.steps(asked if known is None else min(asked, known), self.info.n_layers)
        refusal = ""
        for i, layers in enumerate(tries):
            try:
                self._load(layers, path_knobs.use_extra_bufts, n_threads, n_threads_batch)
                break
            except NotEnoughMemory as e:
                if layers == 0 or i == len(tries) - 1:
                    raise
                log.warning("The GPU refused %d layers of %s (%s); trying %d", layers, self.info.name, e, tries[i + 1])
                refusal = str(e)
        if refusal:
            device_fit.remember(fit_key, self.gpu_layers_offloaded)
            self.device_notice = self._fewer_layers(asked)
            log.warning("%s (%s)", self.device_notice, refusal)
        self.verify_width = self._verify_width(path_knobs.use_extra_bufts)

    def _fewer_layers(self, asked: int) -> Words:
        """What a load that put fewer layers on the GPU than asked says once."""
        total = self.info.n_layers + 1
        return translate("EngineLoad", "The GPU has too little memory for {asked} layers of {name}: {placed} of its "
                                       "{total} layers run there now, the rest on the CPU.").format(
            asked=min(asked, total), name=self.info.name, placed=self.gpu_layers_offloaded, total=total)

    @property
    def notice(self) -> str:
        """What this load says once: that the fast path crashed here (a fresh probe's finding), that
        the GPU could not hold what was asked; "" for neither."""
        found = self.run_path.notice if self.run_path is not None and self.run_path.fresh else ""
        said = [n for n in (found, self.device_notice) if n]
        if len(said) == 2:
            return translate("EngineLoad", "{first}\n\n{second}").format(first=said[0], second=said[1])
        return said[0] if said else ""

    def _verify_width(self, use_extra_bufts: bool) -> int:
        """Tokens one decode may check at once with the same logits as one by one (1: none, and
        `speculation_off` says why). Measured once per model, placement and machine
        (`verify_width`), on the empty context."""
        assert self.model is not None and self.ctx is not None
        self.speculation_off = _why_no_speculation(self.params, self.memory, bool(llama_cpp.llama_model_has_encoder(self.model)))
        if self.speculation_off:
            return 1
        if self.mtp:  # every decode then hands the head its hidden rows: the last layer runs on every row
            from llama_cpp import llama_cpp_ext  # llama.cpp's staging API (C++ symbols): only where used

            llama_cpp_ext.llama_set_embeddings_nextn(self.ctx, True, False)
        width_key = verify_width.key(model_identity(self.path), safe_start.machine_key(), self.gpu_layers_offloaded,
                                     self.offload_devices, use_extra_bufts, self.params.kv_type,
                                     self.params.flash_attn, *(["mtp"] if self.mtp else []))
        width = verify_width.remembered(width_key)
        if width is None:
            width = verify_width.measure(self.ctx, self.vocab, self.n_vocab)
            verify_width.remember(width_key, width)
            log.info("%s checks %d tokens at once exactly as one by one", self.info.name, width)
        if width <= 1 and self.memory in ("recurrent", "hybrid"):
            # no snapshots (Mamba)
            self.speculation_off = translate("Speculation", "the model's memory cannot drop the guesses it refuses")
        elif width <= 1:
            self.speculation_off = translate("Speculation", "this model's kernels give a batch other logits than a "
                                                            "single token on this computer")
        return width

    def _load(self, n_gpu_layers: int, use_extra_bufts: bool, n_threads: int, n_threads_batch: int) -> None:
        """The model and its context with `n_gpu_layers` on the GPU. NotEnoughMemory when the
        device (or the computer) cannot hold them, with nothing left allocated."""
        mparams = llama_cpp.llama_model_default_params()
        mparams.n_gpu_layers = n_gpu_layers
        mparams.use_extra_bufts = use_extra_bufts
        self.mtp = mparams.load_mtp = _has_mtp_head(self.info, self.params)  # else llama.cpp skips the NextN layer
        mparams.progress_callback = self._progress_cb
        backend.take_placed()
        backend.take_device_bytes()
        model = (llama_cpp.llama_model_load_from_file(str(self.path).encode(), mparams)
                 if not device_fit.refused_by_hook("load", n_gpu_layers) else None)
        if not model:
            raise self._load_error(n_gpu_layers)
        self.model = model
        self.vocab = llama_cpp.llama_model_get_vocab(model)
        self.ctx = self._create_context(model, self.params, n_threads, n_threads_batch)
        self.n_ctx: int = llama_cpp.llama_n_ctx(self.ctx)
        self.n_layers: int = llama_cpp.llama_model_n_layer(model)
        self.n_swa: int = llama_cpp.llama_model_n_swa(model)
        self.memory: MemoryKind = (
            "hybrid" if llama_cpp.llama_model_is_hybrid(model)
            else "recurrent" if llama_cpp.llama_model_is_recurrent(model)
            else "swa" if self.n_swa > 0
            else "kv"
        )
        self.n_vocab: int = llama_cpp.llama_vocab_n_tokens(self.vocab)
        self.gpu_layers_offloaded = self._layers_placed(n_gpu_layers)
        self.device_bytes = backend.take_device_bytes()
        if self.gpu_layers_offloaded and not llama_cpp.llama_model_has_encoder(model):  # an encoder's model decodes after it
            self._first_decode()

    def _first_decode(self) -> None:
        """One token through every layer, then forgotten: a device that cannot run the model's
        graph says so now, while fewer layers can still be tried, not at the chat's first reply."""
        assert self.ctx is not None
        token = llama_cpp.llama_vocab_bos(self.vocab)
        rc = llama_cpp.llama_decode(self.ctx, llama_cpp.llama_batch_get_one((llama_cpp.llama_token * 1)(max(token, 0)), 1))
        llama_cpp.llama_memory_clear(llama_cpp.llama_get_memory(self.ctx), True)
        if rc != 0 or device_fit.refused_by_hook("decode", self.gpu_layers_offloaded):
            self.close()
            raise NotEnoughMemory(translate("EngineLoad", "the first decode failed on the GPU (llama_decode returned "
                                                          "{code})").format(code=str(rc)))

    def _layers_placed(self, asked: int) -> int:
        """The layers llama.cpp put on a GPU, as it said (the output layer counts as one); those
        asked for, where it said nothing."""
        placed = backend.take_placed()
        if placed is not None:
            return placed[0]
        return min(max(asked, 0), self.n_layers + 1) if self.gpu_offload_supported else 0

    def _create_context(self, model: llama_cpp.llama_model_p, params: LoadParams, n_threads: int,
                        n_threads_batch: int) -> llama_cpp.llama_context_p:
        self._cparams = cparams = llama_cpp.llama_context_default_params()
        cparams.n_ctx = self.n_ctx_requested
        cparams.n_batch = params.n_batch
        cparams.n_ubatch = min(params.n_ubatch, params.n_batch)
        n_parallel = max(1, params.n_parallel)
        cparams.n_seq_max = n_parallel
        cparams.kv_unified = n_parallel > 1
        # We read one logits row per sequence, or one per token a speculative decode checks; the
        # default (n_batch rows × n_vocab floats) would reserve 512 MiB for Gemma 3's 262k vocabulary.
        cparams.n_outputs_max = max(n_parallel, verify_width.MAX_WIDTH if params.checks else 1)
        if llama_cpp.llama_model_is_recurrent(model) or llama_cpp.llama_model_is_hybrid(model):
            cparams.n_rs_seq = params.rollback_snapshots  # a recurrent state cannot be cut back without them
        cparams.n_threads = n_threads
        cparams.n_threads_batch = n_threads_batch
        cparams.flash_attn_type = FLASH_ATTN[params.flash_attn]
        cparams.type_k = KV_TYPES[params.kv_type]
        cparams.type_v = KV_TYPES[params.kv_type]
        cparams.swa_full = params.swa_full
        cparams.no_perf = True
        ctx: llama_cpp.llama_context_p = llama_cpp.llama_init_from_model(model, cparams)
        if not ctx:
            reason = ("; ".join(backend.take_recent_errors()[-3:])
                      or translate("EngineLoad", "llama.cpp could not create a context"))
            self.close()
            raise NotEnoughMemory(translate(
                "EngineLoad", "The model loaded but a context of {n_ctx} tokens could not be created ({reason}). Try a "
                "smaller context size or KV cache type q8_0."
            ).format(n_ctx=grouped(self.n_ctx_requested), reason=reason))
        return ctx

    def head_context(self) -> llama_cpp.llama_context_p | None:
        """A context for the model's MTP head (`mtp_head.py`): on the same model, beside the chat's,
        whose positions it mirrors; its cache holds the NextN layer's cells only. The caller frees
        it before this model closes. None where it could not be made."""
        if not self.mtp or self.model is None or self.ctx is None or llama_cpp.llama_model_n_layer_nextn(self.model) <= 0:
            return None  # (an MTP context on a model loaded without its head aborts the process)
        cparams = llama_cpp.llama_context_params.from_buffer_copy(self._cparams)
        cparams.ctx_type, cparams.ctx_other, cparams.n_rs_seq = llama_cpp.LLAMA_CONTEXT_TYPE_MTP, self.ctx, 0
        cparams.n_ctx = self.n_ctx
        cparams.n_outputs_max = cparams.n_seq_max  # one guess at a time (llama.cpp reserves a row a sequence)
        ctx: llama_cpp.llama_context_p | None = llama_cpp.llama_init_from_model(self.model, cparams)
        return ctx or None

    # --- helpers -------------------------------------------------------------------------------

    def _gpu_layers_requested(self) -> int:
        """The request as the user made it (-1: all; `safe_start.effective_gpu_layers` maps it)."""
        return self.params.gpu_layers if self.gpu_offload_supported else 0

    @staticmethod
    def _heartbeat(progress: ProgressCallback | None) -> Callable[[], bool] | None:
        """While the probe runs: keep the progress at 0 and let a cancel stop it."""
        if progress is None:
            return None
        return lambda: progress(0.0) is not False

    def _make_progress(self, progress: ProgressCallback | None) -> Any:
        def on_progress(fraction: float, _user_data: ctypes.c_void_p) -> bool:
            if progress is None:
                return True
            try:
                keep_going = progress(float(fraction)) is not False
            except Exception:  # never let a Python error unwind through C
                keep_going = True
            if not keep_going:
                self._cancelled = True
            return keep_going

        return llama_cpp.llama_progress_callback(on_progress)

    def _check_memory(self) -> None:
        est = estimate_memory(self.info, self.n_ctx_requested, self.params.kv_type, self.params.n_ubatch, self.params.swa_full,
                              self.params.n_parallel, self.params.rollback_snapshots)
        available = psutil.virtual_memory().available
        # Weights on the GPU do not need RAM; only check when everything stays on the CPU.
        if not (backend.supports_gpu_offload() and self.params.gpu_layers != 0) and est.total > available:
            raise NotEnoughMemory(translate(
                "EngineLoad", "{name} needs about {needed} GiB with a {n_ctx}-token context, but only {free} GiB of "
                "memory is free. Choose a smaller context, a smaller KV cache type, or a smaller model."
            ).format(name=self.info.name, needed=f"{est.total / 2**30:.1f}", n_ctx=grouped(self.n_ctx_requested),
                     free=f"{available / 2**30:.1f}"))

    def _load_error(self, n_gpu_layers: int) -> ModelLoadError:
        if self._cancelled:
            return LoadCancelled(translate("EngineLoad", "Loading was cancelled."))
        lines = backend.take_recent_errors()
        text = "\n".join(lines).lower()
        detail = lines[-1] if lines else translate("EngineLoad", "no reason given")
        if "unknown model architecture" in text or "unsupported model architecture" in text:
            return UnsupportedArchitecture(translate(
                "EngineLoad", "{name} uses the '{architecture}' architecture, which this version of llama.cpp does not "
                "support. Updating llama-cpp-python may help."
            ).format(name=self.info.name, architecture=self.info.architecture))
        if "alloc" in text or "out of memory" in text or device_fit.refused_by_hook("load", n_gpu_layers):
            return NotEnoughMemory(translate("EngineLoad", "Not enough memory to load {name} ({detail}).").format(
                name=self.info.name, detail=detail))
        if "file bounds" in text or "truncat" in text or "unexpected end" in text:
            return TruncatedModelFile(translate("EngineLoad", "{name} is damaged or cut off ({detail}). Download it "
                                                              "again.").format(name=self.path.name, detail=detail))
        return ModelLoadError(translate("EngineLoad", "llama.cpp could not load {name}: {detail}").format(
            name=self.path.name, detail=detail))

    def close(self) -> None:
        if self.ctx is not None:
            llama_cpp.llama_free(self.ctx)
            self.ctx = None
        if self.model is not None:
            llama_cpp.llama_model_free(self.model)
            self.model = None
