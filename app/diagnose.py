"""`emberly --diagnose`: what a bug report needs, in one step.

Versions (Emberly, Python, Qt, llama-cpp-python, the llama.cpp build), what the build can do
(CPU features, backends, devices, GPU offload), Emberly's folders and their sizes, the configured
models, and a 16-token test generation with its speed. Every problem found is listed at the end,
and the exit code is non-zero when there is one. The Help menu copies the same report, without
the test generation (the window already has a model loaded).
"""

from __future__ import annotations

import os
import platform
import sys
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from . import __version__
from .paths import cache_dir, config_dir, log_dir
from .settings import Settings, load_settings
from .units import human_size

TEST_PROMPT = "Here is a list of fruits: apple, banana,"
TEST_TOKENS = 16


@dataclass
class Report:
    lines: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def add(self, label: str, value: str) -> None:
        self.lines.append(f"{label + ':':<18}{value}")

    def text(self) -> str:
        verdict = ["Result: OK"] if not self.problems else ["Result: PROBLEMS FOUND", *(f"  - {p}" for p in self.problems)]
        return "\n".join([*self.lines, "", *verdict]) + "\n"


def build_report(model: Path | None = None, generate: bool = True) -> Report:
    report = Report()
    report.add("Emberly", __version__)
    report.add("Python", f"{platform.python_version()} ({platform.python_implementation()}, {sys.executable})")
    report.add("System", f"{platform.platform()} {platform.machine()}")
    _qt(report)
    if not _llama(report):
        return report
    settings = load_settings()
    settings.use_data_folder()  # one that cannot be used gives way to the standard folder: a problem to report
    if settings.notice:
        report.problems.append(settings.notice.replace("\n\n", " "))
    _folders(report, settings)
    chosen = _models(report, settings, model)
    if generate and chosen is not None:
        _test_generation(report, settings, chosen)
    return report


def run_diagnose(model: Path | None = None) -> int:
    report = build_report(model, generate=True)
    print(report.text(), end="", flush=True)
    return 1 if report.problems else 0


def _qt(report: Report) -> None:
    try:
        import PySide6
        from PySide6 import QtCore, QtWidgets  # noqa: F401  (the window needs QtWidgets to import)
    except Exception as e:  # any import failure is the finding
        report.add("Qt", "not importable")
        report.problems.append(f"Qt (PySide6) cannot be imported: {e}")
        return
    report.add("Qt", f"{QtCore.qVersion()} (PySide6 {PySide6.__version__})")
    _desktop(report)


def _desktop(report: Report) -> None:
    """Whether Qt's X11 plugin can load (its libraries), and which platform the window would use."""
    if not sys.platform.startswith("linux"):
        return
    from .platform_check import check_platform, missing_libraries, missing_message, plugins_dir

    plugins = plugins_dir()
    missing = missing_libraries(plugins / "libqxcb.so") if plugins is not None else ()
    report.add("X11 libraries", f"missing {', '.join(missing)}" if missing else "libraries present")
    verdict = check_platform()
    where = f"none ({verdict.problem.splitlines()[0]})" if verdict.problem else verdict.platform or "Qt's default"
    report.add("Window platform", where)
    if missing and verdict.platform != "wayland":
        report.problems.append(missing_message(missing))


def _llama(report: Report) -> bool:
    try:
        import llama_cpp

        from .engine import backend
    except Exception as e:
        report.add("llama.cpp", "not importable")
        report.problems.append(f"llama-cpp-python cannot be loaded: {e}")
        return False
    report.add("llama-cpp-python", f"{llama_cpp.__version__} ({backend.library_path()})")
    report.add("llama.cpp build", backend.llama_build_id())
    report.add("System info", backend.system_info())
    try:
        report.add("Backends", ", ".join(backend.backends()))
        for dev in backend.devices():
            memory = f", {human_size(dev.memory_total)} ({human_size(dev.memory_free)} free)" if dev.memory_total else ""
            report.add("Device", f"{dev.name}: {dev.description}{memory}")
    except (OSError, AttributeError) as e:
        report.add("Backends", f"unknown ({e})")
    from .engine.startup import safe_start

    for label, value in safe_start.summary():
        report.add(label, value)
    offload = backend.supports_gpu_offload()
    report.add("GPU offload", "yes" if offload else
               "no: this llama-cpp-python was built for the CPU only (see the README to rebuild it for a GPU)")
    return True


def _folders(report: Report, settings: Settings) -> None:
    data = settings.data_root()
    for label, folder in (("Data folder", data), ("Config folder", config_dir()),
                          ("Cache folder", cache_dir()), ("Log folder", log_dir())):
        state = human_size(_folder_size(folder)) if folder.is_dir() else "NOT A FOLDER" if folder.exists() else "not created yet"
        report.add(label, f"{folder} ({state})")
    try:
        data.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=data, prefix=".diagnose-"):
            pass
    except OSError as e:
        report.problems.append(f"The data folder cannot be written, so chats cannot be saved: {e}")


def _models(report: Report, settings: Settings, model: Path | None) -> Path | None:
    """Lists the configured models; returns the one to test (--model, else the default, else the demo)."""
    configured = [Path(p) for p in dict.fromkeys([*([settings.default_model] if settings.default_model else []),
                                                 *settings.recent_models])]
    for path in configured:
        state = human_size(path.stat().st_size) if path.is_file() else "MISSING"
        report.add("Model", f"{path} ({state}){'  [default]' if str(path) == settings.default_model else ''}")
    if not configured:
        report.add("Model", "none configured yet")
    if model is not None:
        return model
    if settings.default_model and Path(settings.default_model).is_file():
        return Path(settings.default_model)
    from .engine.local.default_model import demo_model_available, ensure_demo_model
    from .paths import models_dir

    if demo_model_available():
        try:
            return ensure_demo_model(models_dir())
        except OSError as e:
            report.problems.append(f"The demo model could not be prepared in {models_dir()}: {e}")
            return None
    report.problems.append("No model to test: pass --model FILE.gguf, or pick one in the app")
    return None


def _test_generation(report: Report, settings: Settings, model: Path) -> None:
    from .engine import GREEDY, Engine
    from .engine.errors import EngineError
    from .engine.files.gguf_info import estimate_memory

    params = settings.params_for(str(model))
    started = time.perf_counter()
    try:
        engine = Engine(model, params)
    except EngineError as e:
        report.add("Test model", f"{model}: could not be loaded")
        report.problems.append(f"The model {model} does not load: {e}")
        return
    try:
        load_s = time.perf_counter() - started
        info = engine.info
        report.add("Test model", f"{info.name} ({info.architecture}, {info.quantization}) loaded in {load_s:.2f} s, "
                   f"context {engine.n_ctx:,}, {_placement(params.gpu_layers, engine.gpu_layers_offloaded, engine.info.n_layers)}")
        if used := engine.device_bytes:
            est = estimate_memory(info, engine.n_ctx, params.kv_type, params.n_ubatch, params.swa_full, params.n_parallel)
            parts = ", ".join(f"{name} {human_size(n)}" for name, n in used.items())
            report.add("Device memory", f"{human_size(sum(used.values()))} used by this load ({parts}); "
                       f"{human_size(est.on_device(engine.gpu_layers_offloaded, info.n_layers))} estimated")
        report.add("Speculation", engine.speculation + (f" ({engine.draft_error})" if engine.draft_error else ""))
        decision = engine.run_path
        if decision is not None and decision.fresh:
            report.add("Engine path", f"checked now: {decision.path.describe()}; {decision.notice or 'the fast path works here'}")
        # Greedy with end tokens banned: always TEST_TOKENS tokens, the same on every run of a build.
        sampling = replace(GREEDY, logit_bias=tuple((t, float("-inf")) for t in engine.end_tokens()))
        reply = engine.generate_from_tokens(engine.prompt_tokens(TEST_PROMPT), sampling, max_tokens=TEST_TOKENS)
        text = "".join(reply)
        s = reply.stats
        guessed = f", {s.accepted} of {s.drafted} guesses kept" if s.drafted else ""
        report.add("Test generation", f"{s.generated} tokens at {s.generation_tok_s:.1f} tokens/s "
                   f"(prompt {s.prompt_decoded} tokens at {s.prefill_tok_s:.0f} tokens/s, first token {s.ttft_s * 1000:.0f} ms{guessed})")
        report.add("Test output", repr(TEST_PROMPT + text))
        if s.generated != TEST_TOKENS:
            report.problems.append(f"The test generation stopped after {s.generated} of {TEST_TOKENS} tokens ({s.finish_reason})")
    except EngineError as e:
        report.problems.append(f"The test generation failed: {e}")
    finally:
        engine.close()


def _folder_size(folder: Path) -> int:
    total = 0
    for root, _dirs, files in os.walk(folder):
        for name in files:
            try:
                total += os.lstat(os.path.join(root, name)).st_size
            except OSError:
                pass
    return total


def _placement(asked: int, placed: int, n_layers: int) -> str:
    """Where the layers went, as llama.cpp placed them (the output layer counts as one)."""
    wanted = "all" if asked < 0 else f"{asked}"
    return f"GPU layers {placed} of {n_layers + 1} placed ({wanted} asked for)"
