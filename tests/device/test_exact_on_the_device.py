"""The CPU's exactness checks, run again with every layer on the device: a pytest of its own in a
child process that sees the device (this process keeps the CPU only), on the zoo's F16 models
(`EMBERLY_TEST_DEFAULT_ZOO`: quantized layers would compile lavapipe's pipelines for minutes).
The engine's default placement is every layer on the GPU, so these are the very tests the CPU
runs; tests/support/on_device.py records every load, and this test holds the run to having put
its layers on the device, not quietly on the CPU.

What runs there: every zoo family's regenerate, reopen, edit and stop (KV, recurrent, hybrid:
rollback and checkpoints), Regenerate ×N as batched sequences, version switches from their own
state files, a recurrent chat regenerated from its checkpoint after a restart, a document read
once and restored into a hybrid model, and an M-RoPE image span encoded by the projector on the
device (`use_gpu`) and restored warm."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.tiers import exhaustive_run

pytestmark = pytest.mark.slow  # minutes of models on a software device

ROOT = Path(__file__).resolve().parents[2]
CHECKS = [
    "tests/engine/local/test_families.py",
    "tests/engine/local/test_versions.py::test_greedy_versions_are_one_reply_and_reuse_the_prompt",
    "tests/engine/local/test_versions.py::test_seeds_differ_each_stops_on_its_own_and_a_stop_ends_all",
    "tests/engine/local/test_versions.py::test_a_saved_version_reopens_and_continues_like_the_reply_it_is",
    "tests/sessions/test_runner.py::test_a_recurrent_chat_regenerates_from_a_checkpoint_live_and_after_a_restart",
    "tests/engine/local/test_prefix_read.py::test_a_hybrid_model_continues_exactly_from_a_restored_prefix",
    "tests/engine/local/test_vision.py::test_an_m_rope_image_takes_a_grid_of_positions_and_is_restored_warm",
]
# A fresh machine compiles lavapipe's pipelines for each family's shapes: minutes each (cached in
# the Vulkan build's folder after). The whole suite runs the KV family (Llama 3) and the hybrid one
# (LFM2: recurrent state, checkpoints); `-m exhaustive` adds Mamba and Qwen 3 (about 15 minutes
# more, cold). Never the demo model's Q4_K layers (test_versions' gemma row).
WHOLE = "not gemma and not mamba and not qwen3 and not reasoning"
EVERY = "not gemma"
FAMILIES = {"Emberly zoo llama3", "Emberly zoo lfm2"}


@pytest.mark.exhaustive
@pytest.mark.timeout(3000)  # a fresh machine compiles the pipelines: about 10 minutes
def test_the_cpus_exactness_checks_pass_with_every_layer_on_the_device(
        gpu_device: dict[str, str], tmp_path: Path, request: pytest.FixtureRequest) -> None:
    selection = EVERY if exhaustive_run(request.config) else WHOLE
    print(f"on the device: -k {selection!r} (-m exhaustive: every family)")
    report = tmp_path / "loads.json"
    env = {**os.environ, **gpu_device, "EMBERLY_DEVICE_REPORT": str(report), "EMBERLY_TEST_DEFAULT_ZOO": "llama3"}
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "tests.support.on_device", "-k", selection, *CHECKS],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=3000)
    tail = run.stdout[-5000:] + run.stderr[-2000:]
    print(tail)
    assert run.returncode == 0, tail
    counts = {kind: int(n) for n, kind in re.findall(r"(\d+) (passed|failed|skipped|errors?)\b", run.stdout.strip().splitlines()[-1])}
    assert counts.get("passed", 0) >= 25 and set(counts) == {"passed"}, counts  # nothing skipped, nothing failed
    loads = json.loads(report.read_text())
    on_device = [load for load in loads if load["placed"] > 0]
    print(f"{len(loads)} loads, {len(on_device)} with layers on {loads[0]['device']}")
    # Every load the checks asked for with the default (every layer) put every layer there.
    everything = [load for load in loads if load["asked"] < 0]
    assert everything and all(load["placed"] == load["layers"] and load["device"] for load in everything), everything
    expected = FAMILIES | ({"Emberly zoo mamba", "Emberly zoo qwen3"} if selection == EVERY else set())
    assert {load["model"] for load in on_device} >= expected
