"""The probe child (see `safe_start`): load a model on the given path, decode one batch and a few
tokens, and report each stage as a JSON line in the `out` file, so the parent knows how far it got
when it dies by a signal. Run as `python -m app.engine.startup.probe_child SPEC.json` (or the frozen app
with `--engine-probe SPEC.json`). Exit 0: it ran; 3: the model did not load (not a crash).
"""

from __future__ import annotations

import json
import logging
import os
import re
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

PROBE_TEXT = "The probe reads a short sentence about rivers, ledgers and the weather in a small town. " * 4
N_BATCH_TOKENS = 48
N_GENERATED = 4
_BUFFER_LINE = re.compile(r"load_tensors:\s+(\S+) model buffer size")


class _BufferNames(logging.Handler):
    """Collects the model buffer types llama.cpp reports while loading (CPU_Mapped, AMX, CUDA0…)."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.names: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        m = _BUFFER_LINE.search(record.getMessage())
        if m and m.group(1) not in self.names:
            self.names.append(m.group(1))


def _test_signal(use_extra_bufts: bool) -> None:
    """The test hook: die by a real signal where the AMX fault would strike (first decode)."""
    from .safe_start import TEST_SIGNAL_ENV

    wanted = os.environ.get(TEST_SIGNAL_ENV, "")
    if not wanted:
        return
    name, _, only = wanted.partition(":")
    if only == "extra_bufts" and not use_extra_bufts:
        return
    os.kill(os.getpid(), getattr(signal, name))


def run(spec: dict[str, Any], out: IO[str]) -> int:
    def report(**fields: object) -> None:
        out.write(json.dumps(fields) + "\n")
        out.flush()

    import llama_cpp

    from .. import backend

    buffers = _BufferNames()
    logging.getLogger("emberly.llama").addHandler(buffers)
    logging.getLogger("emberly.llama").setLevel(logging.INFO)
    backend.ensure_backend()
    report(stage="started", cpu_variant=backend.cpu_variant())

    mparams = llama_cpp.llama_model_default_params()
    mparams.n_gpu_layers = int(spec["gpu_layers"]) if backend.supports_gpu_offload() else 0
    mparams.use_extra_bufts = bool(spec["use_extra_bufts"])
    model = llama_cpp.llama_model_load_from_file(str(spec["model"]).encode(), mparams)
    if not model:
        report(stage="load_failed", error="; ".join(backend.take_recent_errors()[-3:]) or "model did not load")
        return 3
    report(stage="loaded", buffers=buffers.names)

    cparams = llama_cpp.llama_context_default_params()
    cparams.n_ctx = 256
    cparams.n_batch = cparams.n_ubatch = 64
    cparams.n_seq_max = 1
    cparams.n_outputs_max = 1
    cparams.n_threads = int(spec["n_threads"])
    cparams.n_threads_batch = int(spec["n_threads_batch"])
    cparams.no_perf = True
    ctx = llama_cpp.llama_init_from_model(model, cparams)
    if not ctx:
        report(stage="load_failed", error="; ".join(backend.take_recent_errors()[-3:]) or "no context")
        return 3
    report(stage="context")

    rc = _decode(model, ctx, bool(spec["use_extra_bufts"]), report)
    llama_cpp.llama_free(ctx)
    llama_cpp.llama_model_free(model)
    return rc


def _decode(model: Any, ctx: Any, use_extra_bufts: bool, report: Callable[..., None]) -> int:
    """One batch of the probe text (matrix-matrix kernels), then a few single tokens."""
    import llama_cpp

    vocab = llama_cpp.llama_model_get_vocab(model)
    data = PROBE_TEXT.encode()
    buf = (llama_cpp.llama_token * (len(data) + 8))()
    n = llama_cpp.llama_tokenize(vocab, data, len(data), buf, len(data) + 8, True, False)
    batch_tokens = list(buf[: max(0, min(n, N_BATCH_TOKENS))]) or [0]
    _test_signal(use_extra_bufts)
    sampler = llama_cpp.llama_sampler_chain_init(llama_cpp.llama_sampler_chain_default_params())
    llama_cpp.llama_sampler_chain_add(sampler, llama_cpp.llama_sampler_init_greedy())
    generated: list[int] = []
    try:
        for step in range(N_GENERATED + 1):
            arr = (llama_cpp.llama_token * len(batch_tokens))(*batch_tokens)
            rc = llama_cpp.llama_decode(ctx, llama_cpp.llama_batch_get_one(arr, len(batch_tokens)))
            if rc != 0:
                report(stage="decode_failed", error=f"llama_decode returned {rc}")
                return 4
            report(stage="decoded", step=step, tokens=len(batch_tokens))
            token = llama_cpp.llama_sampler_sample(sampler, ctx, -1)
            generated.append(int(token))
            batch_tokens = [token]
    finally:
        llama_cpp.llama_sampler_free(sampler)
    report(stage="ok", generated=generated)
    return 0


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m app.engine.startup.probe_child SPEC.json", file=sys.stderr)
        return 2
    spec = json.loads(Path(argv[0]).read_text("utf-8"))
    with open(spec["out"], "a", encoding="utf-8") as out:
        try:
            return run(spec, out)
        except Exception as e:  # a Python error is a failed probe too, with its reason
            out.write(json.dumps({"stage": "error", "error": f"{type(e).__name__}: {e}"}) + "\n")
            return 5


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
