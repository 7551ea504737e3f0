"""Model inspection from the GGUF header, checked against the gguf package's own reader."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.engine import estimate_memory, inspect_model
from app.engine.errors import ModelFileMissing, NotAGGUFFile, TruncatedModelFile
from app.engine.files.gguf_info import split_parts


def test_gemma_metadata(model_path: Path) -> None:
    info = inspect_model(model_path)
    assert info.architecture == "gemma3"
    assert info.name == "Gemma 3 270m"
    assert info.size_label == "270M"
    assert info.quantization == "Q4_K_M"
    assert info.file_size == model_path.stat().st_size
    assert info.context_length == 32768
    assert info.n_layers == 18
    assert info.n_head_kv == (1,) * 18
    assert (info.head_dim_k, info.head_dim_v) == (256, 256)
    assert info.sliding_window == 512
    # Gemma 3: every 6th layer attends globally, the other five slide.
    assert info.swa_layers.count(False) == 3 and info.swa_layers[5] is False
    assert info.n_vocab == 262144
    assert not info.has_chat_template


@pytest.mark.slow
def test_matches_the_gguf_reference_reader(model_path: Path) -> None:
    from gguf import GGUFReader

    ref = GGUFReader(model_path)
    info = inspect_model(model_path)
    assert info.n_params == sum(int(t.n_elements) for t in ref.tensors)
    data_end = max(t.data_offset + int(t.n_bytes) for t in ref.tensors)
    assert data_end == model_path.stat().st_size
    assert info.n_vocab == len(ref.fields["tokenizer.ggml.tokens"].data)
    assert info.context_length == ref.fields["gemma3.context_length"].contents()


def test_memory_estimate_counts_sliding_layers_at_their_window(model_path: Path) -> None:
    info = inspect_model(model_path)
    est = estimate_memory(info, n_ctx=4096)
    per_cell_layer = 1 * (256 + 256) * 2  # one KV head, K and V, f16
    # llama.cpp's own log for this model: 4096 cells x 3 global layers + 1024 cells x 15 SWA layers.
    assert est.kv_cache == (4096 * 3 + 1024 * 15) * per_cell_layer
    assert est.weights == info.file_size
    assert est.total > est.weights + est.kv_cache
    assert estimate_memory(info, 4096, "q8_0").kv_cache < est.kv_cache
    assert estimate_memory(info, 4096, swa_full=True).kv_cache == 4096 * 18 * per_cell_layer
    assert estimate_memory(info, 16384).kv_cache > est.kv_cache


@pytest.mark.slow  # over a second: the fast tier stays under a minute
def test_bad_files_give_typed_errors(tmp_path: Path, model_path: Path) -> None:
    with pytest.raises(ModelFileMissing):
        inspect_model(tmp_path / "nope.gguf")
    with pytest.raises(NotAGGUFFile, match="folder"):
        inspect_model(tmp_path)
    text = tmp_path / "notes.gguf"
    text.write_text("this is a text file renamed to .gguf\n")
    with pytest.raises(NotAGGUFFile, match="not a GGUF"):
        inspect_model(text)
    data = model_path.read_bytes()
    header_cut = tmp_path / "header-cut.gguf"
    header_cut.write_bytes(data[:100_000])
    with pytest.raises(TruncatedModelFile):
        inspect_model(header_cut)
    data_cut = tmp_path / "data-cut.gguf"
    data_cut.write_bytes(data[: len(data) // 2])
    with pytest.raises(TruncatedModelFile, match="cut off"):
        inspect_model(data_cut)


def test_split_model_names(tmp_path: Path) -> None:
    first = tmp_path / "big-00001-of-00003.gguf"
    assert [p.name for p in split_parts(first)] == [f"big-0000{i}-of-00003.gguf" for i in (1, 2, 3)]
    assert split_parts(tmp_path / "single.gguf") == [tmp_path / "single.gguf"]


def test_a_fifo_picked_as_a_model_is_refused_at_once(tmp_path: Path) -> None:
    """The picker's Browse checks the file on the GUI thread: a FIFO must not wait for a writer."""
    import os
    import threading

    fifo = tmp_path / "model.gguf"
    os.mkfifo(fifo)
    rescue = threading.Timer(5.0, lambda: open(fifo, "wb").close())  # main: the open blocks until this
    rescue.start()
    try:
        with pytest.raises(NotAGGUFFile, match="not a regular file"):
            inspect_model(fifo)
        assert rescue.is_alive()  # answered before the rescue
    finally:
        rescue.cancel()


def test_the_device_share_follows_the_layers_llama_cpp_places() -> None:
    """llama.cpp places the last layers, the output layer first: one layer there is the output
    layer's weights and no cache; all of them, everything; none, the compute buffer alone (ggml
    runs a long prompt's products on the device)."""
    from app.engine.files.gguf_info import MemoryEstimate

    est = MemoryEstimate(weights=500, kv_cache=400, compute=50, recurrent_state=0)
    assert est.on_device(0, 4) == 50
    assert est.on_device(1, 4) == 500 // 5 + 50
    assert est.on_device(3, 4) == 500 * 3 // 5 + 400 * 2 // 4 + 50
    assert est.on_device(5, 4) == est.on_device(999, 4) == est.total
