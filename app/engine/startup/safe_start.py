"""Crash-proof engine start: find, once per llama.cpp build and machine, a way to run that does
not kill the process.

A CPU (or a VM, or a driver) can report what it cannot do: a host that reports AMX under a VM
dies with SIGILL at the first decode on llama.cpp's AMX path, although ggml's own checks pass.
No check in this process can catch that, so the first time a build meets a machine, a child
process loads the model and decodes (`probe_child`), and the parent watches how it ends. If it
dies by a signal, the child is tried again on safer settings: no extra buffer types (AMX,
weight repacking), then half the GPU layers, then none. What works is remembered in the config
folder (`engine-paths.json`), so later starts cost nothing, and said once in plain words.
"""

from __future__ import annotations

import functools
import json
import logging
import platform
import signal
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

import xxhash

from ...atomic import write_atomic
from ...child_process import own_command
from ...paths import config_dir
from ...records import RecordError, finite, load_record, short_text
from ...words import translate
from .. import backend
from ..errors import EngineWontRun, LoadCancelled

log = logging.getLogger("emberly.safe_start")

STORE_NAME = "engine-paths.json"
PROBE_TIMEOUT_S = 600.0  # a huge model on a slow disk; a probe that hangs this long counts as failed
EXIT_LOAD_FAILED = 3  # the child could not load the model: a model problem, not a crash
# Test hook, read by the child only: "SIGILL" kills every probe with that signal right before its
# first decode; "SIGILL:extra_bufts" only probes that use extra buffer types (the AMX case).
TEST_SIGNAL_ENV = "EMBERLY_PROBE_TEST_SIGNAL"

StatusCallback = Callable[[str], None]


@dataclass(frozen=True)
class RunPath:
    """How to load models on this machine: the knobs a crash can make us turn down."""

    use_extra_bufts: bool = True  # llama.cpp's extra CPU buffer types: AMX, repacked weights
    max_gpu_layers: int | None = None  # None: as many as asked for

    def describe(self) -> str:
        if self.max_gpu_layers is None:
            return (translate("EngineStart", "fast path (extra buffer types on)") if self.use_extra_bufts
                    else translate("EngineStart", "safe CPU path (extra buffer types off)"))
        said = (translate("EngineStart", "fast path (extra buffer types on), at most {layers} GPU layers")
                if self.use_extra_bufts
                else translate("EngineStart", "safe CPU path (extra buffer types off), at most {layers} GPU layers"))
        return said.format(layers=self.max_gpu_layers)


@dataclass
class Decision:
    """What the probe found for one build on one machine."""

    key: str
    path: RunPath
    notice: str = ""  # plain words for the user when the fast path failed; "" when it works
    failures: list[str] = field(default_factory=list)  # one line per probe that died
    model: str = ""  # the model file the probe used
    decided_at: float = 0.0
    fresh: bool = False  # made by this process (then its notice is said once)

    def to_json(self) -> dict[str, object]:
        d = asdict(self)
        d.pop("fresh")
        return d

    @classmethod
    def from_json(cls, raw: dict[str, object]) -> Decision:
        """A decision as this module wrote it; ValueError for anything else (the record is a file
        anything may have written: a max_gpu_layers of -5 would mean all of them, 1e308 a time
        no clock shows)."""
        path, failures = raw.get("path"), raw.get("failures", [])
        if not isinstance(path, dict):
            raise ValueError("no path")
        extra_bufts, max_gpu = path.get("use_extra_bufts", True), path.get("max_gpu_layers")
        key, notice, model, decided_at = raw.get("key"), raw.get("notice", ""), raw.get("model", ""), raw.get("decided_at", 0.0)
        if not (isinstance(extra_bufts, bool) and (max_gpu is None or (isinstance(max_gpu, int) and finite(max_gpu, 0, 2**16)))
                and short_text(key, 256) and short_text(notice) and short_text(model) and finite(decided_at, 0, 2**40)
                and isinstance(failures, list) and len(failures) <= 64 and all(short_text(f) for f in failures)):
            raise ValueError("a field Emberly would not have written")
        return cls(key=str(key), path=RunPath(extra_bufts, max_gpu), notice=str(notice), failures=[str(f) for f in failures],
                   model=str(model), decided_at=float(decided_at))  # type: ignore[arg-type]  # a number: checked


def effective_gpu_layers(requested: int, path: RunPath) -> int:
    """llama.cpp's n_gpu_layers for a request (-1: all) on this path."""
    n = 999 if requested < 0 else requested
    return n if path.max_gpu_layers is None else min(n, path.max_gpu_layers)


def _list(value: object) -> list[object]:
    return value if isinstance(value, list) else []


# --- which machine is this ---------------------------------------------------------------------


@functools.cache
def _cpuinfo() -> dict[str, str]:
    """The first CPU's fields from /proc/cpuinfo (Linux; empty elsewhere)."""
    fields: dict[str, str] = {}
    try:
        text = Path("/proc/cpuinfo").read_text("utf-8", "replace")
    except OSError:
        return fields
    for line in text.splitlines():
        name, _, value = line.partition(":")
        fields.setdefault(name.strip(), value.strip())
    return fields


def cpu_model_name() -> str:
    info = _cpuinfo()
    return info.get("model name") or platform.processor() or platform.machine()


def cpu_flags() -> set[str]:
    """The CPU flags the OS reports (what ggml's feature checks read); empty where unknown."""
    info = _cpuinfo()
    return set((info.get("flags") or info.get("Features") or "").split())


def cpu_signature() -> str:
    """The CPU's model name and flags: a new CPU, or one that reports other features, is probed anew."""
    return f"{platform.machine()}; {cpu_model_name()}; {' '.join(sorted(cpu_flags()))}"


def machine_key() -> str:
    """llama.cpp build + CPU + the devices it sees: a new key means a new probe."""
    h = xxhash.xxh3_64()
    h.update(backend.llama_build_id().encode())
    h.update(cpu_signature().encode())
    try:
        h.update("|".join(f"{d.name}:{d.description}" for d in backend.devices()).encode())
    except (OSError, AttributeError):
        pass
    return h.hexdigest()


# --- the store -------------------------------------------------------------------------------


def store_path() -> Path:
    return config_dir() / STORE_NAME


def _read_store(path: Path) -> dict[str, dict[str, object]]:
    try:
        raw = load_record(path, "The engine-path record")
    except FileNotFoundError:
        return {}
    except RecordError as e:
        log.warning("Ignoring %s (%s): the engine start will be checked again", path, e)
        return {}
    decisions = raw.get("decisions") if isinstance(raw, dict) else None
    return decisions if isinstance(decisions, dict) else {}


def _write_store(path: Path, decisions: dict[str, dict[str, object]]) -> None:
    write_atomic(path, json.dumps({"version": 1, "decisions": decisions}, indent=1).encode("utf-8"))


def recorded(key: str | None = None) -> Decision | None:
    """The decision remembered for this build and machine, if any."""
    key = key or machine_key()
    raw = _read_store(store_path()).get(key)
    if not isinstance(raw, dict):
        return None
    try:
        return Decision.from_json(raw)
    except (KeyError, TypeError, ValueError) as e:
        log.warning("Ignoring a damaged engine-path record (%s)", e)
        return None


def remember(decision: Decision) -> None:
    path = store_path()
    decisions = _read_store(path)
    decisions[decision.key] = decision.to_json()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _write_store(path, decisions)
    except OSError as e:  # not fatal: the probe just runs again next time
        log.warning("Could not save %s: %s", path, e)


def forget(key: str | None = None) -> bool:
    """"Try the fast path again": drop the decision for this build and machine (or all of them,
    key="*"). The next model load probes again. Returns whether there was one."""
    path = store_path()
    decisions = _read_store(path)
    if key == "*":
        had, decisions = bool(decisions), {}
    else:
        had = decisions.pop(key or machine_key(), None) is not None
    if had:
        try:
            _write_store(path, decisions)
        except OSError as e:
            log.warning("Could not update %s: %s", path, e)
            return False
    return had


# --- the probe ---------------------------------------------------------------------------------


_SIGNALS = {  # how a probe child died, by the signal that killed it
    "SIGILL": translate("EngineStart", "illegal instruction, {signal}"),
    "SIGSEGV": translate("EngineStart", "invalid memory access, {signal}"),
    "SIGBUS": translate("EngineStart", "bus error, {signal}"),
    "SIGABRT": translate("EngineStart", "aborted, {signal}"),
    "SIGFPE": translate("EngineStart", "arithmetic fault, {signal}"),
    "": translate("EngineStart", "killed, {signal}"),  # any other
}


@dataclass
class ProbeOutcome:
    ok: bool
    returncode: int | None
    stages: list[dict[str, object]]  # what the child reported, in order
    detail: str = ""

    @property
    def load_failed(self) -> bool:
        return self.returncode == EXIT_LOAD_FAILED

    @property
    def buffers(self) -> list[str]:
        for stage in self.stages:
            if stage.get("stage") == "loaded":
                return [str(b) for b in _list(stage.get("buffers"))]
        return []

    @property
    def how(self) -> str:
        """How the child ended, in words: "illegal instruction, SIGILL", "exit code 4"…"""
        rc = self.returncode
        if rc is None:
            return translate("EngineStart", "no answer in time")
        if rc >= 0:
            return translate("EngineStart", "exit code {code}").format(code=str(rc))
        try:
            name = signal.Signals(-rc).name
        except ValueError:
            return translate("EngineStart", "killed by signal {signal}").format(signal=str(-rc))
        return _SIGNALS.get(name, _SIGNALS[""]).format(signal=name)

    def describe(self) -> str:
        last = self.stages[-1].get("stage") if self.stages else "start"
        if self.detail:
            return translate("EngineStart", "died ({how}) after stage '{stage}': {detail}").format(
                how=self.how, stage=last, detail=self.detail)
        return translate("EngineStart", "died ({how}) after stage '{stage}'").format(how=self.how, stage=last)


def child_command(spec_path: Path) -> list[str]:
    """The command that runs the probe child: this interpreter, or the frozen app itself."""
    return own_command("app.engine.startup.probe_child", str(spec_path))


def run_probe(model: Path, path: RunPath, gpu_layers: int, n_threads: int, n_threads_batch: int,
              heartbeat: Callable[[], bool] | None = None, timeout_s: float = PROBE_TIMEOUT_S) -> ProbeOutcome:
    """Load `model` and decode in a child process on `path`; report how it ended.
    `heartbeat` is called every 50 ms; returning False kills the child and raises LoadCancelled."""
    with tempfile.TemporaryDirectory(prefix="emberly-probe-") as tmp:
        spec_path, out_path = Path(tmp) / "spec.json", Path(tmp) / "out.jsonl"
        spec_path.write_text(json.dumps({"model": str(model), "use_extra_bufts": path.use_extra_bufts,
                                         "gpu_layers": effective_gpu_layers(gpu_layers, path), "n_threads": n_threads,
                                         "n_threads_batch": n_threads_batch, "out": str(out_path)}), "utf-8")
        started = time.monotonic()
        child = subprocess.Popen(child_command(spec_path), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE)
        try:
            while child.poll() is None:
                if heartbeat is not None and not heartbeat():
                    child.kill()
                    child.wait()
                    raise LoadCancelled(translate("EngineLoad", "Loading was cancelled."))
                if time.monotonic() - started > timeout_s:
                    child.kill()
                    child.wait()
                    break
                time.sleep(0.05)
            stderr = child.stderr.read().decode("utf-8", "replace") if child.stderr else ""
        finally:
            if child.stderr:
                child.stderr.close()
        timed_out = child.returncode is not None and time.monotonic() - started > timeout_s
        stages = []
        if out_path.exists():
            for line in out_path.read_text("utf-8", "replace").splitlines():
                try:
                    stages.append(json.loads(line))
                except ValueError:
                    pass
        ok = child.returncode == 0 and bool(stages) and stages[-1].get("stage") == "ok"
        detail = ""
        if not ok:
            errors = [str(s.get("error")) for s in stages if s.get("error")]
            detail = errors[-1] if errors else stderr.strip().splitlines()[-1] if stderr.strip() else ""
        return ProbeOutcome(ok, None if timed_out else child.returncode, stages, detail)


def _ladder(gpu_layers_requested: int, n_layers: int, gpu_supported: bool) -> list[RunPath]:
    rungs = [RunPath(True, None), RunPath(False, None)]
    if gpu_supported and gpu_layers_requested != 0:
        half = (n_layers if gpu_layers_requested < 0 else min(gpu_layers_requested, n_layers)) // 2
        if half > 0:
            rungs.append(RunPath(False, half))
        rungs.append(RunPath(False, 0))
    return rungs


def cpu_path_name() -> str:
    """The CPU code llama.cpp runs when extra buffer types are off: the widest SIMD it was built
    with (system info lists what the loaded CPU backend was compiled for)."""
    info = backend.system_info()
    for feature, name in (("AVX512 = 1", "AVX-512"), ("AVX2 = 1", "AVX2"), ("AVX = 1", "AVX"), ("NEON = 1", "NEON")):
        if feature in info:
            return translate("EngineStart", "the {name} path").format(name=name)
    return translate("EngineStart", "the plain CPU path")


def _notice(failures: list[ProbeOutcome], chosen: RunPath) -> str:
    first = failures[0]
    signal_text = first.how
    if not chosen.use_extra_bufts and "AMX" in first.buffers:
        return translate("EngineStart", "This CPU reports AMX but cannot run it ({signal}); using {path} "
                                        "instead.").format(signal=signal_text, path=cpu_path_name())
    if not chosen.use_extra_bufts and len(failures) == 1:
        used = (", ".join(b for b in first.buffers if not b.startswith("CPU_Mapped"))
                or translate("EngineStart", "extra buffer types"))
        return translate("EngineStart", "llama.cpp's fast CPU path ({used}) crashed on this computer ({signal}); "
                                        "using {path} instead.").format(
            used=used, signal=signal_text, path=cpu_path_name())
    if chosen.max_gpu_layers == 0:
        return translate("EngineStart", "llama.cpp crashed when using the GPU on this computer ({signal}); "
                                        "running on the CPU only.").format(signal=signal_text)
    return translate("EngineStart", "llama.cpp crashed on this computer ({signal}); using a safer setting: "
                                    "{path}.").format(signal=signal_text, path=chosen.describe())


def decide(model: Path, gpu_layers: int, n_layers: int, gpu_supported: bool, n_threads: int, n_threads_batch: int,
           heartbeat: Callable[[], bool] | None = None, status: StatusCallback | None = None) -> Decision | None:
    """The remembered decision, or a new one found by probing with `model`. None when the probe
    could not judge (the child failed to load the model: the caller's own load reports why).
    Raises EngineWontRun when every path crashed, LoadCancelled when `heartbeat` says stop."""
    key = machine_key()
    known = recorded(key)
    if known is not None:
        return known
    if status is not None:
        status(translate("EngineStart", "Checking that llama.cpp runs on this computer (once per llama.cpp build "
                                        "and CPU)…"))
    failures: list[ProbeOutcome] = []
    for rung in _ladder(gpu_layers, n_layers, gpu_supported):
        started = time.monotonic()
        outcome = run_probe(model, rung, gpu_layers, n_threads, n_threads_batch, heartbeat)
        log.info("Engine probe on %s: %s in %.1f s", rung.describe(), "ok" if outcome.ok else outcome.describe(),
                 time.monotonic() - started)
        if outcome.ok:
            notice = _notice(failures, rung) if failures else ""
            decision = Decision(key, rung, notice, [f.describe() for f in failures], str(model), time.time(), fresh=True)
            if notice:
                log.warning("%s (probe failures: %s)", notice, "; ".join(decision.failures))
            remember(decision)
            return decision
        if outcome.load_failed and not failures:
            return None  # a model problem: the caller's load says what it is
        failures.append(outcome)
    reasons = "; ".join(f.describe() for f in failures)
    raise EngineWontRun(translate(
        "EngineStart", "llama.cpp crashes on this computer whatever the settings ({reasons}). This llama-cpp-python "
        "may have been built for another CPU: reinstall it built here with "
        "'pip install --force-reinstall --no-cache-dir --no-deps llama-cpp-python=={version}'."
    ).format(reasons=reasons, version=_llama_version()))


def _llama_version() -> str:
    import llama_cpp

    return str(llama_cpp.__version__)


def summary() -> list[tuple[str, str]]:
    """What `--diagnose`, the picker and the benchmarks say about the CPU path: (label, value)."""
    rows = [("CPU", cpu_model_name())]
    rows.append(("CPU backend", backend.cpu_variant()))
    rows.append(("AMX", _amx_text()))
    decision = recorded()
    if decision is None:
        rows.append(("Engine path", "not checked yet on this computer (checked at the next model load)"))
    else:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(decision.decided_at)) if decision.decided_at else "earlier"
        why = decision.notice or "the fast path works here"
        rows.append(("Engine path", f"{decision.path.describe()}; {why} (checked {when})"))
    return rows


def _amx_text() -> str:
    reported = "amx_tile" in cpu_flags()
    built = "AMX_INT8 = 1" in backend.system_info()
    if not reported:
        return "not reported by this CPU"
    return f"reported by this CPU; {'in' if built else 'not in'} this llama.cpp build"
