"""GPU offload: where the layers went, whether a chat saved on each placement reopens exact, a
restore into device memory against one into the CPU's, and how long the load takes to recover
when the device refuses.

python -m bench.offload [--json] [--model PATH] [--tokens N]. It needs a GPU device llama.cpp can
use: a GPU build of llama-cpp-python, or the tests' software Vulkan device,
`eval "$(python -m tests.support.vulkan)"` first (on lavapipe the speeds mean nothing, and the
first run compiles its pipelines for minutes: use a small F16 model, the zoo's Llama 3).

Per placement (all layers, half, none): `offloaded_layers` as llama.cpp placed them (`asked`);
`device_mb` the device memory the load took, as llama.cpp logged it, and `estimate_mb` the
picker's estimate of that part; `warm_identical` whether a chat of --tokens tokens saved there
and restored in a new engine continues (40 tokens sampled, seeded) as the engine that never
closed; `restore_ms` the median restore. `restore_ratio` is the all-layers restore over the
none's (device memory against the CPU's). `ladder`: a load asked for every layer on a device
that refuses more than half (the engine's test hook, EMBERLY_TEST_DEVICE_REFUSES): `recovery_s`
its load time, `plain_s` a load straight at half, `placed` where it landed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from app.engine import Engine, LoadParams, SamplingParams, backend
from app.engine.files.gguf_info import estimate_memory
from app.engine.startup import device_fit

from .common import chat_tokens, main, model_path

DRAW = SamplingParams(temperature=1.5, top_k=0, top_p=1.0, min_p=0.0, seed=7)  # from the whole distribution


def continuation(engine: Engine) -> list[int]:
    reply = engine.generate_from_tokens(engine.tokens, DRAW, max_tokens=40)
    reply.consume()
    return reply.tokens


def placement(path: Path, layers: int, n: int, repeat: int, folder: Path) -> dict[str, Any]:
    params = LoadParams(n_ctx=n + 256, gpu_layers=layers)
    first = Engine(path, params)
    first.prefill(chat_tokens(first, n))
    state = first.save_state(folder / f"chat-{layers}.kv").path
    never_closed = continuation(first)
    info, placed, used = first.info, first.gpu_layers_offloaded, sum(first.device_bytes.values())
    first.close()
    second = Engine(path, params)
    times = []
    for _ in range(repeat):
        second.reset()
        t = time.perf_counter()
        second.load_state(state)
        times.append(time.perf_counter() - t)
    identical = continuation(second) == never_closed
    second.close()
    est = estimate_memory(info, params.n_ctx).on_device(placed, info.n_layers)
    return {"asked": layers, "offloaded_layers": placed, "of": info.n_layers + 1, "device_mb": round(used / 2**20, 1),
            "estimate_mb": round(est / 2**20, 1), "warm_identical": identical,
            "restore_ms": round(statistics.median(times) * 1000, 2)}


def ladder(path: Path, half: int, folder: Path) -> dict[str, Any]:
    os.environ["EMBERLY_CONFIG_DIR"] = str(folder / "config")  # a fresh record: the refusal is met, not remembered
    t = time.perf_counter()
    os.environ[device_fit.TEST_REFUSAL_ENV] = f"load:{half}"
    try:
        stepped = Engine(path, LoadParams(n_ctx=1024, gpu_layers=-1))
    finally:
        del os.environ[device_fit.TEST_REFUSAL_ENV]
    recovery_s, placed = time.perf_counter() - t, stepped.gpu_layers_offloaded
    stepped.close()
    t = time.perf_counter()
    Engine(path, LoadParams(n_ctx=1024, gpu_layers=half)).close()
    return {"recovery_s": round(recovery_s, 3), "plain_s": round(time.perf_counter() - t, 3), "placed": placed}


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    path = model_path(args)
    if not backend.supports_gpu_offload() or not backend.offload_devices():
        raise SystemExit("No GPU device here: use a GPU build, or eval \"$(python -m tests.support.vulkan)\" first.")
    with tempfile.TemporaryDirectory(prefix="emberly-bench-") as tmp:
        os.environ.setdefault("EMBERLY_CONFIG_DIR", str(Path(tmp) / "probe"))
        probe = Engine(path, LoadParams(n_ctx=512, gpu_layers=-1))  # the start-up probe, and the pipelines compiled
        n_layers = probe.info.n_layers
        probe.close()
        runs = [placement(path, layers, args.tokens, max(args.repeat, 5), Path(tmp)) for layers in (-1, (n_layers + 1) // 2, 0)]
        step = ladder(path, (n_layers + 1) // 2, Path(tmp))
    ratio = round(runs[0]["restore_ms"] / runs[2]["restore_ms"], 2) if runs[2]["restore_ms"] else None
    lines = [f"model: {path.name} on {backend.offload_devices()}; a {args.tokens}-token chat per placement"]
    for r in runs:
        lines.append(f"asked {r['asked']:>3}: {r['offloaded_layers']} of {r['of']} layers placed, device memory "
                     f"{r['device_mb']} MiB (estimate {r['estimate_mb']}); restore {r['restore_ms']} ms; "
                     f"warm identical: {r['warm_identical']}")
    lines.append(f"restore into device memory / into the CPU's: {ratio}")
    lines.append(f"a device refusing more than half: load {step['recovery_s']} s landing on {step['placed']} layers, "
                 f"against {step['plain_s']} s straight there")
    return lines, {"placements": runs, "restore_ratio": ratio, "ladder": step, "device": backend.offload_devices()}


def options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--tokens", type=int, default=4000, help="the saved chat's length (default 4000)")


if __name__ == "__main__":
    main(__doc__, measure, options=options)
