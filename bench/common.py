"""What the benchmarks share: the model, a raw llama.cpp context, text, and output."""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import llama_cpp

from app.engine import Engine, LoadParams
from app.engine.backend import ensure_backend
from app.engine.local.default_model import ensure_demo_model
from app.engine.local.loaded_model import FLASH_ATTN, KV_TYPES
from app.engine.startup import safe_start
from app.paths import models_dir


def parser(description: str, model_option: bool = True) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--json", action="store_true", help="print one JSON object on the last line")
    if model_option:
        p.add_argument("--model", type=Path, help="GGUF file (default: the bundled demo model)")
    p.add_argument("--repeat", type=int, default=3, help="runs per measurement (the median is kept)")
    return p


def model_path(args: argparse.Namespace) -> Path:
    return args.model or ensure_demo_model(models_dir())


def chat_messages(n: int) -> list[dict[str, str]]:
    """A system prompt and one user message of at least n tokens (with the demo model's tokenizer)."""
    words = " ".join(f"Paragraph {i}: the river town of Ellery kept ledgers of grain, salt and wool." for i in range(n // 8))
    return [{"role": "system", "content": "You are a careful archivist."}, {"role": "user", "content": words}]


def chat_tokens(engine: Engine, n: int) -> list[int]:
    """A real chat prompt (the model's own chat template) of exactly n tokens."""
    tokens = engine.prompt_tokens(engine.render(chat_messages(n)))
    assert len(tokens) >= n, "text too short"
    return tokens[:n]


class RawContext:
    """A plain llama-cpp-python context with the engine's settings: the baseline."""

    def __init__(self, path: Path, params: LoadParams, n_seq_max: int = 1):
        ensure_backend()
        mparams = llama_cpp.llama_model_default_params()
        # The CPU path the engine runs on here (AMX / repacking on or off), so both measure the same code.
        run = run_path()
        mparams.n_gpu_layers = safe_start.effective_gpu_layers(params.gpu_layers, run)
        mparams.use_extra_bufts = run.use_extra_bufts
        self.model = llama_cpp.llama_model_load_from_file(str(path).encode(), mparams)
        if not self.model:
            raise SystemExit(f"llama.cpp could not load {path}")
        cparams = llama_cpp.llama_context_default_params()
        n_threads, n_threads_batch = params.resolved_threads()
        cparams.n_ctx, cparams.n_batch, cparams.n_ubatch = params.n_ctx, params.n_batch, params.n_ubatch
        cparams.n_threads, cparams.n_threads_batch = n_threads, n_threads_batch
        cparams.type_k = cparams.type_v = KV_TYPES[params.kv_type]
        cparams.flash_attn_type = FLASH_ATTN[params.flash_attn]
        cparams.swa_full = params.swa_full
        cparams.n_seq_max, cparams.kv_unified = n_seq_max, n_seq_max > 1  # as the engine for Regenerate ×N
        self.ctx = llama_cpp.llama_init_from_model(self.model, cparams)
        self.vocab = llama_cpp.llama_model_get_vocab(self.model)
        self.mem = llama_cpp.llama_get_memory(self.ctx)
        self.n_batch = params.n_batch

    def clear(self) -> None:
        """Empty the context as Engine.reset empties the engine's (drop the sequence; wipe the
        buffers only where llama.cpp cannot drop it), so that a restore into either starts from
        the same memory. A full clear memsets every buffer: the next load then writes into lines
        already in the CPU's cache, a head start worth up to a third of a small state's load."""
        if not llama_cpp.llama_memory_seq_rm(self.mem, 0, -1, -1):
            llama_cpp.llama_memory_clear(self.mem, True)

    def prefill(self, tokens: list[int]) -> None:
        for i in range(0, len(tokens), self.n_batch):
            chunk = tokens[i : i + self.n_batch]
            arr = (llama_cpp.llama_token * len(chunk))(*chunk)
            assert llama_cpp.llama_decode(self.ctx, llama_cpp.llama_batch_get_one(arr, len(chunk))) == 0

    def close(self) -> None:
        llama_cpp.llama_free(self.ctx)
        llama_cpp.llama_model_free(self.model)


def run_path() -> safe_start.RunPath:
    decision = safe_start.recorded()
    return decision.path if decision is not None else safe_start.RunPath()


def cpu_path() -> dict[str, Any]:
    """What a figure measured: the CPU variant, extra buffer types on or off, AMX."""
    rows = dict(safe_start.summary())
    return {"cpu": rows["CPU"], "cpu_backend": rows["CPU backend"], "extra_bufts": run_path().use_extra_bufts,
            "amx": rows["AMX"]}


def report(args: argparse.Namespace, lines: list[str], result: dict[str, Any]) -> None:
    print("\n".join(lines))
    if args.json:
        print(json.dumps(result))


Measure = Callable[[argparse.Namespace], tuple[list[str], dict[str, Any]]]


def main(doc: str, measure: Measure, *, model_option: bool = True, repeat: int = 3,
         options: Callable[[argparse.ArgumentParser], None] | None = None) -> None:
    """Every benchmark's entry point: the first line of its docstring as the description, the
    shared options (--json, --repeat, --model) and its own (`options`), then `measure(args)`,
    which returns the lines to print and the result (printed as one JSON line with --json)."""
    p = parser(doc.splitlines()[0], model_option)
    p.set_defaults(repeat=repeat)
    if options is not None:
        options(p)
    args = p.parse_args()
    lines, result = measure(args)
    report(args, lines, result)


def ledger_chat(runner: Any, engine: Engine, n_tokens: int) -> Any:
    """A new greedy chat on `runner` whose first message brings it to about `n_tokens` tokens
    (a ledger to summarise) and a short reply: the saved chat bench.reopen and bench.startup
    reopen. Returns the session."""
    session = runner.new_session(system_prompt="You are a careful archivist.")
    runner.set_settings(sampling={"temperature": 0.0})
    ledger = " ".join(f"Ledger {i}: grain, salt and wool of the river town Ellery." for i in range(n_tokens // 14))
    text = engine.detokenize(engine.tokenize(ledger)[: n_tokens - 60])
    runner.send("Summarise these ledgers:\n" + text)
    return session


def spin_until(cond: Any, timeout: float = 300) -> None:
    """Run the Qt event loop until `cond()` holds (checked every 10 ms); exits on a timeout."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    timer = QTimer()
    timer.timeout.connect(lambda: cond() and loop.quit())
    timer.start(10)
    QTimer.singleShot(int(timeout * 1000), loop.quit)
    loop.exec()
    timer.stop()
    if not cond():
        raise SystemExit("timed out")


# A restore takes a fraction of a millisecond to a few: a median of three such samples is noise.
RESTORE_SAMPLES = 51


def raw_load(raw: RawContext, path: Path, n_tokens: int) -> float:
    """Seconds llama.cpp's own llama_state_seq_load_file takes to load `path` into `raw`."""
    raw.clear()
    tokens = (llama_cpp.llama_token * n_tokens)()
    count = ctypes.c_size_t(0)
    t = time.perf_counter()
    ok = llama_cpp.llama_state_seq_load_file(raw.ctx, str(path).encode(), 0, tokens, n_tokens, ctypes.byref(count))
    took = time.perf_counter() - t
    assert ok and count.value == n_tokens
    return took


def time_restores(engine: Engine, raw: RawContext, path: Path, n_tokens: int,
                  samples: int = RESTORE_SAMPLES) -> tuple[list[float], list[float]]:
    """Seconds of Engine.load_state (every check included) and of llama.cpp's raw load of the
    same file, `samples` of each. Taken in pairs whose order alternates, so that neither always
    runs on what the other left in the CPU's caches (which side went last changed the ratio by
    a tenth on a small recurrent state)."""
    ours: list[float] = []
    theirs: list[float] = []
    for i in range(samples):
        for engine_first in (True, False) if i % 2 == 0 else (False, True):
            if engine_first:
                engine.reset()
                t = time.perf_counter()
                assert engine.load_state(path) == n_tokens
                ours.append(time.perf_counter() - t)
            else:
                theirs.append(raw_load(raw, path, n_tokens))
    return ours, theirs


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def ready_window(model: Path, data: Path, settings: Any = None) -> Any:
    """The real main window (offscreen unless a display is asked for) on `model` with `data`,
    started, its model loaded and a chat open. Close it with `closed_window`."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from app.core import Core
    from app.settings import Settings
    from app.ui.window.main_window import MainWindow

    global _qapp
    _qapp = QApplication.instance() or QApplication([])
    window = MainWindow(Core(settings or Settings(default_model=str(model)), data))
    window.show()
    window.start(model)
    spin_until(lambda: window.model_info is not None and window.session is not None and not window.controller.busy)
    return window


def closed_window(window: Any) -> None:
    window.close()
    spin_until(lambda: not window.controller.running, 60)


_qapp: Any = None  # the QApplication the benchmarks' windows run in, kept referenced


class StallProbe:
    """A 1 ms Qt timer: how late the GUI event loop runs it, in ms, from start() to stop()."""

    def __init__(self) -> None:
        from PySide6.QtCore import QElapsedTimer, QTimer

        self.lateness: list[float] = []
        self._clock, self._ticker, self._last = QElapsedTimer(), QTimer(), 0
        self._ticker.setInterval(1)
        self._ticker.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = self._clock.elapsed()
        self.lateness.append(max(0.0, now - self._last - 1.0))
        self._last = now

    def start(self) -> None:
        self._clock.start()
        self._ticker.start()

    def stop(self) -> list[float]:
        """The lateness of every tick but the first (the timer's own start)."""
        self._ticker.stop()
        return self.lateness[1:]
