"""GGUF headers remembered between loads: the same file reads from the cache, a changed one
does not, and a damaged cache is only a miss."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from app.engine.files import header_cache
from app.engine.files.gguf_info import inspect_model
from app.paths import cache_dir


@pytest.fixture(scope="module")
def model_file(small_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One copy of the model for the module (90 MB: a copy per test cost more than the tests); a
    test may touch its times, none changes its bytes."""
    copy = tmp_path_factory.mktemp("header-cache") / "model.gguf"
    shutil.copy(small_model, copy)
    return copy


@pytest.fixture
def model_copy(model_file: Path, data_dir: Path) -> Path:
    """The module's model copy, with an empty cache: each test has its own data folder."""
    return model_file


def test_a_second_read_comes_from_the_cache(model_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = header_cache.cached_inspect(model_copy)
    assert first == inspect_model(model_copy) and (cache_dir() / header_cache.CACHE_NAME).is_file()
    reads: list[object] = []
    monkeypatch.setattr(header_cache, "inspect_model", lambda p: reads.append(p) or inspect_model(p))
    assert header_cache.cached_inspect(model_copy) == first and reads == []  # no header walk


def test_a_changed_file_is_read_again(model_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    header_cache.cached_inspect(model_copy)
    reads: list[object] = []
    monkeypatch.setattr(header_cache, "inspect_model", lambda p: reads.append(p) or inspect_model(p))
    st = model_copy.stat()
    os.utime(model_copy, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))  # touched: another mtime and ctime
    header_cache.cached_inspect(model_copy)
    assert reads == [model_copy]


@pytest.mark.parametrize("content", [b"{", b"[]", b'{"x": 1}', b"\xff\xfe"])
def test_a_damaged_cache_is_a_miss(model_copy: Path, content: bytes) -> None:
    header_cache.cached_inspect(model_copy)
    path = cache_dir() / header_cache.CACHE_NAME
    if content == b'{"x": 1}':  # a well-formed file whose entry is not a ModelInfo
        key = next(iter(json.loads(path.read_bytes())))
        content = json.dumps({key: {"path": "x", "n_layers": "many"}}).encode()
    path.write_bytes(content)
    assert header_cache.cached_inspect(model_copy) == inspect_model(model_copy)
