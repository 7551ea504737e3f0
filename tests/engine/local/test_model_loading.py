"""Loading the real model, progress, and the typed error for each bad model file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from app.engine import Engine, LoadParams
from app.engine.errors import (
    LoadCancelled,
    ModelFileMissing,
    NotAGGUFFile,
    NotEnoughMemory,
    TruncatedModelFile,
    UnsupportedArchitecture,
)
from tests.support.helpers import make_unreadable


def test_load_reports_progress_and_capabilities(model_path: Path) -> None:
    seen: list[float] = []
    with Engine(model_path, LoadParams(n_ctx=2048, kv_type="q8_0"), progress=lambda f: seen.append(f) or True) as e:
        assert seen and seen[-1] == pytest.approx(1.0)
        assert seen == sorted(seen)
        assert e.n_ctx == 2048
        assert e.info.architecture == "gemma3"
        assert isinstance(e.gpu_offload_supported, bool)
        if not e.gpu_offload_supported:
            assert e.gpu_layers_offloaded == 0
        assert e.fingerprint["type_k"] == "q8_0"


@pytest.mark.slow  # over half a second: the fast tier stays under a minute
def test_cancel_load(model_path: Path) -> None:
    with pytest.raises(LoadCancelled):
        Engine(model_path, LoadParams(n_ctx=512), progress=lambda f: f < 0.3)


@pytest.mark.parametrize("make_bad", ["missing", "directory", "text", "random", "truncated", "unreadable"])
def test_bad_model_files(make_bad: str, tmp_path: Path, small_model: Path, request: pytest.FixtureRequest,
                         monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "model.gguf"
    expected: type[Exception]
    if make_bad == "missing":
        expected = ModelFileMissing
    elif make_bad == "directory":
        path.mkdir()
        expected = NotAGGUFFile
    elif make_bad == "text":
        path.write_text("hello, I am not a model\n")
        expected = NotAGGUFFile
    elif make_bad == "random":
        path.write_bytes(np.random.default_rng(1).bytes(4096))
        expected = NotAGGUFFile
    elif make_bad == "truncated":
        path = request.getfixturevalue("cut_model")
        expected = TruncatedModelFile
    else:
        make_unreadable(path, monkeypatch)
        expected = ModelFileMissing
    with pytest.raises(expected) as err:
        Engine(path, LoadParams(n_ctx=512))
    assert str(err.value)  # a message a person can read


def test_unsupported_architecture(tmp_path: Path) -> None:
    import gguf

    path = tmp_path / "alien.gguf"
    writer = gguf.GGUFWriter(path, "alienformer")
    writer.add_block_count(1)
    writer.add_context_length(128)
    writer.add_tensor("token_embd.weight", np.zeros((4, 8), dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    with pytest.raises(UnsupportedArchitecture, match="alienformer"):
        Engine(path, LoadParams(n_ctx=128))


def test_not_enough_memory(model_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import psutil

    class Tiny:
        available = 64 * 2**20

    monkeypatch.setattr(psutil, "virtual_memory", lambda: Tiny())
    monkeypatch.setattr("app.engine.backend.supports_gpu_offload", lambda: False)
    with pytest.raises(NotEnoughMemory, match="GiB"):
        Engine(model_path, LoadParams(n_ctx=4096))


def test_engine_still_loads_after_errors(make_engine: Callable[..., Engine], tmp_path: Path) -> None:
    with pytest.raises(ModelFileMissing):
        Engine(tmp_path / "missing.gguf")
    e = make_engine(n_ctx=512)
    assert e.generate([{"role": "user", "content": "Hi"}], max_tokens=4).consume() is not None


@pytest.mark.parametrize("content", [b"", b"notes!\n" + "é".encode() * 300, b"\x00\x01GGUX" + bytes(600)])
def test_what_a_non_gguf_file_is_called(tmp_path: Path, content: bytes) -> None:
    from app.engine.files.gguf_info import check_gguf_file

    path = tmp_path / "x.gguf"
    path.write_bytes(content)  # the é text crosses byte 512 in the middle of a character
    with pytest.raises(NotAGGUFFile) as err:
        check_gguf_file(path)
    expected = "is empty" if not content else "is a text file" if content.startswith(b"notes") else "does not start with 'GGUF'"
    assert expected in str(err.value)
