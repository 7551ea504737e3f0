"""A pytest plugin for running the CPU's exactness checks on a GPU device (tests/device/): it
records every model load (what was asked, what llama.cpp placed, on which device) and writes
them to $EMBERLY_DEVICE_REPORT when the run ends, so the caller can prove the checks really ran
with their layers on the device, not quietly on the CPU."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

_loads: list[dict[str, Any]] = []


@pytest.fixture(autouse=True)
def _record_loads(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    from app.engine import backend
    from app.engine.local import loaded_model

    original = loaded_model.LoadedModel.__init__

    def recording(self: loaded_model.LoadedModel, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        _loads.append({"model": self.info.name, "asked": self.params.gpu_layers, "placed": self.gpu_layers_offloaded,
                       "layers": self.info.n_layers + 1, "device": backend.offload_devices(),
                       "device_bytes": self.device_bytes})

    monkeypatch.setattr(loaded_model.LoadedModel, "__init__", recording)
    yield


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if report := os.environ.get("EMBERLY_DEVICE_REPORT"):
        Path(report).write_text(json.dumps(_loads), "utf-8")
