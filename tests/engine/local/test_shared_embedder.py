"""The embedding model the user chose, shared by the indexer and the chats (app/engine/local/
shared_embedder.py): loaded on first use, its vectors the Embedder's own, one thread at a time,
and a model that cannot load said once, after which a question's vector is None (keywords)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from app.engine.errors import EngineError
from app.engine.local.embedder import Embedder
from app.engine.local.shared_embedder import SharedEmbedder

TEXTS = [f"The river Ellery stood at {i} metres near the mill." for i in range(40)]


def test_loaded_on_first_use_and_shared_by_two_threads(zoo: Callable[[str], Path]) -> None:
    bert = zoo("bert")
    shared = SharedEmbedder(bert)
    assert shared._embedder is None and shared.id == f"{bert.name}:{bert.stat().st_size}"  # nothing loaded yet
    with Embedder(bert, n_ctx=2048, n_batch=2048, n_seq_max=16) as own:
        expected = own.embed(TEXTS)
    results: dict[int, np.ndarray] = {}
    threads = [threading.Thread(target=lambda i=i: results.__setitem__(i, shared.embed(TEXTS))) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(np.allclose(results[i], expected, atol=1e-5) for i in (0, 1))
    query = shared.embed_query(TEXTS[3])
    assert query is not None and np.allclose(query, expected[3], atol=1e-5)
    shared.close()
    with pytest.raises(EngineError):
        shared.embed(TEXTS[:1])
    assert shared.embed_query("x") is None and not shared.usable


def test_a_model_that_cannot_load_is_said_once_and_search_goes_by_keywords(tmp_path: Path) -> None:
    broken = tmp_path / "embedder.gguf"
    broken.write_bytes(b"GGUF" + bytes(64))
    shared = SharedEmbedder(broken)
    with pytest.raises(EngineError, match="The embedding model embedder.gguf cannot be used"):
        shared.embed(["a"])
    assert shared.error.startswith("The embedding model embedder.gguf cannot be used") and not shared.usable
    assert shared.embed_query("a question") is None
    assert SharedEmbedder(tmp_path / "missing.gguf").id == "missing.gguf:0"


def test_models_trained_with_task_prefixes_get_them(tmp_path: Path) -> None:
    nomic = SharedEmbedder(tmp_path / "nomic-embed-text-v1.5.Q8_0.gguf")
    assert (nomic.query_prefix, nomic.document_prefix) == ("search_query: ", "search_document: ")
    assert SharedEmbedder(tmp_path / "all-MiniLM-L6-v2-Q8_0.gguf").query_prefix == ""


def test_it_loads_the_way_the_start_up_probe_chose(zoo: Callable[[str], Path], monkeypatch: pytest.MonkeyPatch) -> None:
    """An in-process load has no probe of its own: the machine's recorded way, and before there is
    one, the safe CPU path (no extra buffer types, no GPU layers)."""
    import app.engine.local.embedder as embedder_module
    from app.engine.startup import safe_start

    seen: list[safe_start.RunPath | None] = []
    real = embedder_module.Embedder
    monkeypatch.setattr(embedder_module, "Embedder", lambda *a, run_path=None, **k: seen.append(run_path) or real(*a, **k))
    monkeypatch.setattr(safe_start, "recorded", lambda key=None: None)
    SharedEmbedder(zoo("bert")).embed(["a"])
    fast = safe_start.Decision("k", safe_start.RunPath(use_extra_bufts=True, max_gpu_layers=None))
    monkeypatch.setattr(safe_start, "recorded", lambda key=None: fast)
    SharedEmbedder(zoo("bert")).embed(["a"])
    assert seen == [safe_start.RunPath(False, 0), safe_start.RunPath(True, None)]
