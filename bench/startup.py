"""Start-up: a cold process start of the app to its first frame and to a restored 4,000-token chat,
against a bare llama-cpp-python script that loads the same model and state file, in the same run.

python -m bench.startup [--json] [--repeat N]. Set-up (not timed): a temporary data and config
folder, a chat of ~4,000 tokens saved warm by the sessions API as the app saves it (its KV state
file and sidecar), and settings that name the model (default_model, with an 8,192-token context
as bench.reopen) and the chat (last_session). Then one warm-up start that is not counted: the
record of the start-up probe (app/engine/startup/safe_start.py) is taken away first, so that start is a
user's first one (it probes, and writes the record again); every counted start is a later one.

Then N app starts (`python -m app`, QT_QPA_PLATFORM=offscreen) interleaved with N raw floors,
each a fresh process. The app traces its own start (EMBERLY_STARTUP_TRACE, see app/logs.py and
app/ui/app.py) and closes itself once ready (EMBERLY_STARTUP_TRACE_QUIT). Every time is from the
moment this process spawned the child (time.monotonic(), the same clock in both processes), so the
interpreter's own start and the exec count, as they do for a user:
  window_s     the end of the main window's first frame (painted and flushed)
  ready_s      the model loaded, the last chat restored warm and the composer usable
  raw_floor_s  `python -c`: import llama_cpp, load the model and create its context with the app's
               parameters (the run path the probe chose), llama_state_seq_load_file the chat's state
  ready_ratio  median ready_s / median raw_floor_s
The breakdown is the median time of each traced event (main thread and engine thread).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

N_TOKENS = 4000
N_CTX = 8192
ROOT = Path(__file__).resolve().parents[1]

RAW_CHILD = r"""
import ctypes, json, sys, time
import llama_cpp
t_import = time.monotonic()
spec = json.loads(sys.argv[1])
llama_cpp.llama_backend_init()
mp = llama_cpp.llama_model_default_params()
mp.n_gpu_layers = spec["n_gpu_layers"]
mp.use_extra_bufts = spec["use_extra_bufts"]
model = llama_cpp.llama_model_load_from_file(spec["model"].encode(), mp)
assert model, "model did not load"
t_model = time.monotonic()
cp = llama_cpp.llama_context_default_params()
for name, value in spec["cparams"].items():
    setattr(cp, name, value)
ctx = llama_cpp.llama_init_from_model(model, cp)
assert ctx, "no context"
t_ctx = time.monotonic()
n = spec["n_ctx"]
tokens = (llama_cpp.llama_token * n)()
count = ctypes.c_size_t(0)
ok = llama_cpp.llama_state_seq_load_file(ctx, spec["state"].encode(), 0, tokens, n, ctypes.byref(count))
t_state = time.monotonic()
assert ok and count.value == spec["tokens"], (ok, count.value)
print(json.dumps({"import": t_import, "model": t_model, "context": t_ctx, "state": t_state, "cpu": time.process_time()}))
"""


def build_chat(path: Path, data: Path, params: Any) -> tuple[str, int]:
    """A ~4,000-token chat saved with its warm KV state file, as the app saves it on quitting."""
    from app.engine import Engine
    from app.sessions import ChatRunner, SessionStore

    from .common import ledger_chat

    engine = Engine(path, params)
    runner = ChatRunner(SessionStore(data), engine, max_tokens=32)
    session = ledger_chat(runner, engine, N_TOKENS)
    tokens = engine.n_cached
    runner.close_engine()  # what quitting does: the cache saved, the transcript too
    return session.id, tokens


def raw_spec(path: Path, params: Any, state: Path, tokens: int) -> dict[str, Any]:
    """The app's model and context parameters (app/engine/local/loaded_model.py LoadedModel) for the raw child."""
    from app.engine import backend
    from app.engine.local.loaded_model import FLASH_ATTN, KV_TYPES
    from app.engine.startup import safe_start

    from .common import run_path

    run = run_path()
    gpu = params.gpu_layers if backend.supports_gpu_offload() else 0
    n_threads, n_threads_batch = params.resolved_threads()
    n_parallel = max(1, params.n_parallel)
    return {
        "model": str(path), "state": str(state), "tokens": tokens, "n_ctx": params.n_ctx,
        "n_gpu_layers": safe_start.effective_gpu_layers(gpu, run), "use_extra_bufts": run.use_extra_bufts,
        "cparams": {
            "n_ctx": params.n_ctx, "n_batch": params.n_batch, "n_ubatch": min(params.n_ubatch, params.n_batch),
            "n_seq_max": n_parallel, "kv_unified": n_parallel > 1, "n_outputs_max": n_parallel,
            "n_threads": n_threads, "n_threads_batch": n_threads_batch, "flash_attn_type": FLASH_ATTN[params.flash_attn],
            "type_k": KV_TYPES[params.kv_type], "type_v": KV_TYPES[params.kv_type], "swa_full": params.swa_full,
            "no_perf": True,
        },
    }


def app_start(env: dict[str, str], trace: Path) -> dict[str, Any]:
    """One start of the app to ready (it then closes itself); event -> seconds from the spawn."""
    trace.unlink(missing_ok=True)
    env = {**env, "EMBERLY_STARTUP_TRACE": str(trace), "EMBERLY_STARTUP_TRACE_QUIT": "1"}
    spawned = time.monotonic()
    out = subprocess.run([sys.executable, "-m", "app"], env=env, cwd=ROOT, capture_output=True, text=True,
                         timeout=600, check=False)
    exited = time.monotonic() - spawned
    events: dict[str, Any] = {}
    lines = trace.read_text("utf-8").splitlines() if trace.exists() else []
    for line in lines:
        record = json.loads(line)
        events.setdefault(record["event"], {**record, "s": record["mono"] - spawned})
    if out.returncode != 0 or "ready" not in events:
        raise SystemExit(f"the app did not start to ready (exit {out.returncode}); trace: {lines}\n{out.stderr[-3000:]}")
    return {"events": {k: v["s"] for k, v in events.items()}, "cpu": {k: v["cpu"] for k, v in events.items()},
            "kind": events["session_restored"]["kind"],
            "tokens": events["session_restored"]["tokens"], "exit_s": exited,
            "exec_s": events["gui_main"]["s"] - events["gui_main"]["t"]}  # spawn -> the kernel's process start


def raw_start(env: dict[str, str], spec: dict[str, Any]) -> dict[str, float]:
    spawned = time.monotonic()
    out = subprocess.run([sys.executable, "-c", RAW_CHILD, json.dumps(spec)], env=env, capture_output=True, text=True,
                         timeout=600, check=False)
    if out.returncode != 0:
        raise SystemExit(f"the raw floor failed:\n{out.stderr[-3000:]}")
    marks = json.loads(out.stdout.strip().splitlines()[-1])
    return {k: v if k == "cpu" else v - spawned for k, v in marks.items()}


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    from .common import model_path

    path = model_path(args)  # the demo model where it already is: before the folders are overridden
    with tempfile.TemporaryDirectory(prefix="emberly-bench-startup-") as tmp:
        data, config = Path(tmp) / "data", Path(tmp) / "config"
        os.environ["EMBERLY_DATA_DIR"], os.environ["EMBERLY_CONFIG_DIR"] = str(data), str(config)
        # Bytecode cached, as for a user (pip compiles it; an editable install writes it on the
        # first run): in a folder of this run, so nothing is written into the source tree.
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pycache")}
        for name in ("EMBERLY_STARTUP_TRACE", "EMBERLY_STARTUP_TRACE_QUIT", "PYTHONDONTWRITEBYTECODE"):
            env.pop(name, None)

        from app.engine.startup import safe_start
        from app.sessions import SessionStore
        from app.settings import Settings, save_settings

        settings = Settings(default_model=str(path))
        settings.model_params[str(path)] = {"n_ctx": N_CTX}
        params = settings.params_for(str(path))
        t = time.perf_counter()
        session_id, tokens = build_chat(path, data, params)  # probes once here (a fresh config folder)
        setup_s = time.perf_counter() - t
        settings.last_session = session_id
        save_settings(settings)
        state = SessionStore(data).kv_path(session_id)
        spec = raw_spec(path, params, state, tokens)

        # The warm-up start: a user's first, with the probe (its record taken away first).
        record = safe_start.store_path()
        record.unlink()
        trace = Path(tmp) / "trace.jsonl"
        first = app_start(env, trace)
        if not record.exists():
            raise SystemExit("the first start did not record the start-up probe")
        raw_start(env, spec)  # its bytecode cached too

        apps, raws = [], []
        for i in range(max(args.repeat, 1)):  # interleaved, in turns, so drift hits both alike
            if i % 2:
                raws.append(raw_start(env, spec))
                apps.append(app_start(env, trace))
            else:
                apps.append(app_start(env, trace))
                raws.append(raw_start(env, spec))

    window = [a["events"]["window_shown"] for a in apps]
    ready = [a["events"]["ready"] for a in apps]
    floor = [r["state"] for r in raws]
    med = statistics.median
    names = sorted({e for a in apps for e in a["events"]}, key=lambda e: med(a["events"].get(e, 0.0) for a in apps))
    events = {e: round(med(a["events"][e] for a in apps if e in a["events"]), 4) for e in names}
    raw_events = {k: round(med(r[k] for r in raws), 4) for k in ("import", "model", "context", "state")}
    ready_cpu, floor_cpu = med(a["cpu"]["ready"] for a in apps), med(r["cpu"] for r in raws)
    result = {
        "window_s": round(med(window), 4),
        "ready_s": round(med(ready), 4),
        "raw_floor_s": round(med(floor), 4),
        "ready_ratio": round(med(ready) / med(floor), 3),
        "pair_ratio": round(med(a / r for a, r in zip(ready, floor, strict=True)), 3),
        "runs": {"window_s": [round(x, 4) for x in window], "ready_s": [round(x, 4) for x in ready],
                 "raw_floor_s": [round(x, 4) for x in floor], "kind": [a["kind"] for a in apps]},
        "events": events,
        "cpu": {e: round(med(a["cpu"][e] for a in apps if e in a["cpu"]), 4) for e in names},
        "ready_cpu_s": round(ready_cpu, 4),
        "raw_floor_cpu_s": round(floor_cpu, 4),
        "raw_events": raw_events,
        "tokens": tokens,
        "first_start_ready_s": round(first["events"]["ready"], 4),
        "first_start_window_s": round(first["events"]["window_shown"], 4),
        "exec_s": round(med(a["exec_s"] for a in apps), 4),
        "setup_s": round(setup_s, 1),
        "n_ctx": N_CTX,
    }
    lines = [
        f"model: {path.name}; a saved chat of {tokens:,} tokens (n_ctx {N_CTX:,}); {len(apps)} cold starts of "
        f"python -m app (offscreen), interleaved with the raw floor; times from the spawn",
        f"warm-up start (not counted, a first start: the engine probe ran): window {result['first_start_window_s']:.2f} s, "
        f"ready {result['first_start_ready_s']:.2f} s; the counted starts reuse its record",
        "",
        f"{'run':>4} {'window_s':>9} {'ready_s':>8} {'raw_floor_s':>12} {'ratio':>6}  restored",
    ]
    for i, (a, w, r, f) in enumerate(zip(apps, window, ready, floor, strict=True)):
        lines.append(f"{i + 1:>4} {w:9.3f} {r:8.3f} {f:12.3f} {r / f:6.2f}  {a['kind']} {a['tokens']:,} tokens")
    lines += [
        f"{'med':>4} {result['window_s']:9.3f} {result['ready_s']:8.3f} {result['raw_floor_s']:12.3f} "
        f"{result['ready_ratio']:6.2f}  (median of pair ratios {result['pair_ratio']})",
        "",
        "where the app's time goes (median s from the spawn, + since the previous event; the process's CPU s):",
    ]
    previous = 0.0
    for name, at in events.items():
        lines.append(f"  {name:<17} {at:7.3f}  +{at - previous:.3f}   cpu {result['cpu'][name]:.3f}")
        previous = at
    lines.append("raw floor: " + ", ".join(f"{k} {v:.3f}" for k, v in raw_events.items()) + f"; cpu {floor_cpu:.3f}")
    lines.append(f"CPU time to ready: app {ready_cpu:.3f} s, raw floor {floor_cpu:.3f} s ({ready_cpu / floor_cpu:.2f}x): "
                 "what the start costs on a busy machine")
    return lines, result


if __name__ == "__main__":
    from .common import main

    main(__doc__, measure, repeat=5)
