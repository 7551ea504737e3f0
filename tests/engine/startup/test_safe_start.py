"""The crash-proof start (app.engine.startup.safe_start): a probe child that dies by a real signal makes
the engine load on the safe path, answer, remember it and say so once; "try again" forgets it."""

from __future__ import annotations

import json
import signal
from pathlib import Path

import pytest

from app.engine import GREEDY, Engine, LoadParams
from app.engine.errors import EngineWontRun, LoadCancelled
from app.engine.startup import safe_start
from app.engine.startup.safe_start import Decision, ProbeOutcome, RunPath


@pytest.fixture
def fresh_machine(config_dir: Path) -> Path:
    """A config folder with no probe record: this build meets this machine for the first time."""
    (config_dir / safe_start.STORE_NAME).unlink(missing_ok=True)
    return config_dir


@pytest.fixture
def probes(monkeypatch: pytest.MonkeyPatch) -> list[RunPath]:
    """Every probe child started, by the path it tried."""
    started: list[RunPath] = []
    real = safe_start.run_probe

    def counting(model: Path, path: RunPath, *args: object, **kwargs: object) -> ProbeOutcome:
        started.append(path)
        return real(model, path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(safe_start, "run_probe", counting)
    return started


def answer(engine: Engine, n: int = 8) -> list[int]:
    reply = engine.generate([{"role": "user", "content": "Name three rivers."}], GREEDY, max_tokens=n)
    reply.consume()
    return reply.tokens


@pytest.mark.slow
def test_a_probe_killed_by_sigill_makes_the_engine_load_on_the_safe_path(
        model_path: Path, fresh_machine: Path, probes: list[RunPath], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(safe_start.TEST_SIGNAL_ENV, "SIGILL:extra_bufts")  # dies as the AMX host did
    engine = Engine(model_path, LoadParams(n_ctx=1024))
    try:
        assert probes == [RunPath(True, None), RunPath(False, None)]
        decision = engine.run_path
        assert decision is not None and decision.fresh
        assert decision.path == RunPath(use_extra_bufts=False)
        assert len(decision.failures) == 1 and "(illegal instruction, SIGILL)" in decision.failures[0]
        assert "illegal instruction" in engine.run_path_notice and "instead" in engine.run_path_notice
        assert len(answer(engine)) > 0
    finally:
        engine.close()

    saved = json.loads((fresh_machine / safe_start.STORE_NAME).read_text())["decisions"]
    assert list(saved) == [safe_start.machine_key()]
    assert saved[safe_start.machine_key()]["path"] == {"use_extra_bufts": False, "max_gpu_layers": None}

    # The next start reuses the decision: no probe, nothing said again, same safe path.
    again = Engine(model_path, LoadParams(n_ctx=1024))
    try:
        assert len(probes) == 2
        assert again.run_path is not None and again.run_path.path == RunPath(use_extra_bufts=False)
        assert not again.run_path.fresh and again.run_path_notice == ""
        assert len(answer(again)) > 0
    finally:
        again.close()

    # "Try the fast path again" forgets it; on a machine where the fast path works it is chosen.
    assert safe_start.forget()
    assert safe_start.recorded() is None
    monkeypatch.delenv(safe_start.TEST_SIGNAL_ENV)
    fast = Engine(model_path, LoadParams(n_ctx=1024))
    try:
        assert probes[2:] == [RunPath(True, None)]
        assert fast.run_path is not None and fast.run_path.path == RunPath() and fast.run_path_notice == ""
    finally:
        fast.close()


@pytest.mark.slow  # over a second: the fast tier stays under a minute
def test_when_every_path_crashes_the_load_fails_with_a_message_and_nothing_is_remembered(
        model_path: Path, fresh_machine: Path, probes: list[RunPath], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(safe_start.TEST_SIGNAL_ENV, "SIGSEGV")
    with pytest.raises(EngineWontRun) as caught:
        Engine(model_path, LoadParams(n_ctx=1024))
    message = str(caught.value)
    assert "crashes on this computer" in message and "SIGSEGV" in message and "--force-reinstall" in message
    assert len(probes) >= 2
    assert safe_start.recorded() is None


def test_a_load_cancelled_during_the_probe_stops_the_child(model_path: Path, fresh_machine: Path) -> None:
    calls = []

    def progress(fraction: float) -> bool:
        calls.append(fraction)
        return False  # the user pressed Cancel at once

    with pytest.raises(LoadCancelled):
        Engine(model_path, LoadParams(n_ctx=1024), progress=progress)
    assert calls == [0.0]
    assert safe_start.recorded() is None


@pytest.mark.slow  # over a second: the fast tier stays under a minute
def test_a_model_that_does_not_load_is_not_blamed_on_the_cpu(tmp_path: Path, model_path: Path, fresh_machine: Path) -> None:
    broken = tmp_path / "cut.gguf"
    with open(model_path, "rb") as f:
        broken.write_bytes(f.read(model_path.stat().st_size // 2))  # header intact, tensors cut off
    outcome = safe_start.run_probe(broken, RunPath(), 0, 1, 1)
    assert outcome.load_failed and not outcome.ok
    assert safe_start.decide(broken, 0, 18, False, 1, 1) is None
    assert safe_start.recorded() is None


# --- model-free units ------------------------------------------------------------------------


def test_a_decision_survives_its_json_and_a_damaged_store_is_ignored(config_dir: Path) -> None:
    d = Decision("k1", RunPath(False, 12), "why", ["died"], "/m.gguf", 1.5, fresh=True)
    assert Decision.from_json(json.loads(json.dumps(d.to_json()))) == Decision("k1", RunPath(False, 12), "why", ["died"],
                                                                                  "/m.gguf", 1.5)
    safe_start.remember(d)
    assert safe_start.recorded("k1") == Decision("k1", RunPath(False, 12), "why", ["died"], "/m.gguf", 1.5)
    for damage in (b"{", b"[]", b'{"decisions": {"k1": {"path": 3}}}', b'{"decisions": {"k1": {"key": "k1"}}}'):
        (config_dir / safe_start.STORE_NAME).write_bytes(damage)
        assert safe_start.recorded("k1") is None
    assert safe_start.forget("k1")  # the damaged record goes
    assert not safe_start.forget("k1")


def test_the_ladder_turns_down_extra_buffers_then_gpu_layers() -> None:
    assert safe_start._ladder(0, 18, gpu_supported=False) == [RunPath(True), RunPath(False)]
    assert safe_start._ladder(999, 18, gpu_supported=True) == [RunPath(True), RunPath(False), RunPath(False, 9), RunPath(False, 0)]
    assert safe_start._ladder(0, 18, gpu_supported=True) == [RunPath(True), RunPath(False)]
    assert safe_start.effective_gpu_layers(999, RunPath(False, 9)) == 9
    assert safe_start.effective_gpu_layers(-1, RunPath()) == 999
    assert safe_start.effective_gpu_layers(4, RunPath(False, 9)) == 4


def test_what_the_user_is_told() -> None:
    amx = ProbeOutcome(False, -signal.SIGILL, [{"stage": "loaded", "buffers": ["CPU_Mapped", "AMX"]}, {"stage": "context"}])
    assert amx.describe() == "died (illegal instruction, SIGILL) after stage 'context'"
    notice = safe_start._notice([amx], RunPath(False))
    assert notice.startswith("This CPU reports AMX but cannot run it (illegal instruction, SIGILL); using the ")
    repack = ProbeOutcome(False, -signal.SIGSEGV, [{"stage": "loaded", "buffers": ["CPU_Mapped", "CPU_REPACK"]}])
    assert "fast CPU path (CPU_REPACK) crashed" in safe_start._notice([repack], RunPath(False))
    gpu = ProbeOutcome(False, -signal.SIGABRT, [{"stage": "loaded", "buffers": ["CUDA0"]}])
    assert "running on the CPU only" in safe_start._notice([gpu, gpu, gpu], RunPath(False, 0))
    assert ProbeOutcome(False, None, []).describe() == "died (no answer in time) after stage 'start'"
    assert ProbeOutcome(False, 4, [{"stage": "decode_failed"}], "llama_decode returned -1").describe() == \
        "died (exit code 4) after stage 'decode_failed': llama_decode returned -1"
