"""When the GPU refuses the layers asked for (app/engine/startup/device_fit.py): the steps down, the
record, the test hook. The steps taken on a real device: tests/device/test_offload.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.engine.startup import device_fit


@pytest.mark.parametrize(("asked", "n_layers", "steps"), [
    (999, 4, [5, 2, 0]),  # every layer: 4 and the output layer, half of that, none
    (2, 4, [2, 1, 0]),
    (1, 4, [1, 0]),
    (0, 4, [0]),
    (999, 0, [1, 0]),
])
def test_steps_go_from_what_was_asked_through_half_to_none(asked: int, n_layers: int, steps: list[int]) -> None:
    assert device_fit.steps(asked, n_layers) == steps


def test_a_fit_is_remembered_by_its_key_and_a_damaged_record_is_ignored(config_dir: Path) -> None:
    one, other = device_fit.key("model-a", 4096, "f16", 1, "Vulkan0"), device_fit.key("model-a", 8192, "f16", 1, "Vulkan0")
    assert one != other and device_fit.remembered(one) is None
    device_fit.remember(one, 2)
    assert device_fit.remembered(one) == 2 and device_fit.remembered(other) is None
    record = config_dir / device_fit.STORE_NAME
    record.write_text(json.dumps({"version": 1, "fits": {one: -5, other: True}}))  # what Emberly never writes
    assert device_fit.remembered(one) is None and device_fit.remembered(other) is None
    record.write_text("{not json")
    assert device_fit.remembered(one) is None
    device_fit.remember(one, 1)  # written over
    assert device_fit.remembered(one) == 1


def test_the_record_keeps_the_newest_fits(config_dir: Path) -> None:
    for i in range(device_fit._MAX_ENTRIES + 10):
        device_fit.remember(f"k{i}", i % 7)
    assert device_fit.remembered("k0") is None and device_fit.remembered(f"k{device_fit._MAX_ENTRIES + 9}") is not None


@pytest.mark.parametrize(("hook", "stage", "layers", "refused"), [
    ("load:2", "load", 5, True), ("load:2", "load", 2, False), ("load:2", "decode", 5, False),
    ("decode:0", "decode", 1, True), ("", "load", 99, False), ("load:x", "load", 99, False),
])
def test_the_test_hook_refuses_only_what_it_names(monkeypatch: pytest.MonkeyPatch, hook: str, stage: str, layers: int,
                                                   refused: bool) -> None:
    monkeypatch.setenv(device_fit.TEST_REFUSAL_ENV, hook)
    assert device_fit.refused_by_hook(stage, layers) is refused
