"""Emberly's embedder (app/engine/local/embedder.py) on the zoo's BERT (tests/support/zoo.py):
its vectors are llama-cpp-python's own `Llama.embed` ones, one text at a time and many per batch."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import llama_cpp
import numpy as np
import pytest

from app.engine.errors import EngineError, ModelLoadError
from app.engine.local.embedder import Embedder, EmbeddingCancelled
from tests.support.helpers import long_text

ATOL = 1e-4  # float rounding: a batch's matrix products sum in another order than one text's

# 40 texts of 2 to ~300 tokens: more than n_seq_max (16), and 16 of them can pass n_batch (2048) tokens.
TEXTS = [long_text(i * 7 % 17) + f" Text {i}." * (i % 5) for i in range(40)]


@pytest.fixture(scope="module")
def bert(zoo: Callable[[str], Path]) -> Path:
    return zoo("bert")


@pytest.fixture(scope="module")
def embedder(bert: Path) -> Iterator[Embedder]:
    with Embedder(bert) as e:
        yield e


@pytest.fixture(scope="module")
def reference(bert: Path) -> llama_cpp.Llama:
    """llama-cpp-python's embedder. Its n_ubatch is at most 512 and a BERT's encoder pass must hold
    a whole batch (llama.cpp asserts it), so n_batch 512: the zoo BERT's training context too."""
    return llama_cpp.Llama(model_path=str(bert), embedding=True, n_ctx=512, n_batch=512, verbose=False)


def reference_embed(reference: llama_cpp.Llama, text: str) -> np.ndarray:
    return np.asarray(reference.embed(text, normalize=True), dtype=np.float32)


def test_the_zoo_bert_loads_in_llama_cpp(reference: llama_cpp.Llama) -> None:
    a, b = (np.asarray(reference.embed(t)) for t in ("hello", "a lake in the mountains"))
    assert a.shape == b.shape == (128,)
    assert np.isfinite(a).all() and np.isfinite(b).all()
    assert np.abs(a - b).max() > 0.1  # different texts, different vectors


def test_model_facts_and_tokens(embedder: Embedder) -> None:
    assert (embedder.n_embd, embedder.n_ctx_train, embedder.pooling) == (128, 512, llama_cpp.LLAMA_POOLING_TYPE_MEAN)
    tokens = embedder.tokenize("hello <bos>")
    # <bos> and <eos> as [CLS] and [SEP]; a marker in the text stays text
    assert tokens[0] == 2 and tokens[-1] == 1 and 2 not in tokens[1:]
    assert embedder.count_tokens("hello <bos>") == len(tokens)


def test_one_text_matches_llama_cpp(embedder: Embedder, reference: llama_cpp.Llama) -> None:
    for text in ("hello", "a lake in the mountains", long_text(10)):
        [row] = embedder.embed([text])
        assert row.dtype == np.float32 and np.linalg.norm(row) == pytest.approx(1.0, abs=1e-5)
        assert np.abs(row - reference_embed(reference, text)).max() < ATOL


def test_many_texts_per_batch_match_one_by_one_and_llama_cpp(embedder: Embedder, reference: llama_cpp.Llama) -> None:
    batches: list[int] = []
    batched = embedder.embed(TEXTS, cancelled=lambda: bool(batches.append(1)))  # polled once per batch
    assert batched.shape == (len(TEXTS), 128) and len(batches) >= 3
    one_by_one = np.vstack([embedder.embed([t]) for t in TEXTS])
    expected = np.vstack([reference_embed(reference, t) for t in TEXTS])
    assert np.abs(batched - one_by_one).max() < ATOL
    assert np.abs(batched - expected).max() < ATOL


def test_small_batches_split_by_tokens(bert: Path, embedder: Embedder) -> None:
    """n_batch 256: batches close on the token count before n_seq_max; a longer text is truncated to 256."""
    with Embedder(bert, n_ctx=256, n_batch=256, n_seq_max=4) as small:
        assert small.max_tokens == 256
        fits = [t for t in TEXTS if small.count_tokens(t) <= 256]
        batches: list[int] = []
        rows = small.embed(fits, cancelled=lambda: bool(batches.append(1)))
        assert len(fits) > 20 and len(batches) > -(-len(fits) // 4)  # more than n_seq_max alone would make
        assert np.abs(rows - embedder.embed(fits)).max() < ATOL


def test_an_overlong_text_is_truncated(embedder: Embedder) -> None:
    text = long_text(60)
    assert embedder.count_tokens(text) > embedder.max_tokens == 512
    rows = embedder.embed([text, text + " More words past the cut.", "short"])
    assert np.isfinite(rows).all()
    assert np.abs(rows[0] - rows[1]).max() < ATOL  # both cut at the same token, [SEP] kept
    assert np.abs(rows[0] - rows[2]).max() > 0.01


def test_no_texts_and_an_empty_text(embedder: Embedder) -> None:
    none = embedder.embed([])
    assert none.shape == (0, 128) and none.dtype == np.float32
    [empty] = embedder.embed([""])  # still [CLS] [SEP]
    assert np.linalg.norm(empty) == pytest.approx(1.0, abs=1e-5)


def test_cancel_stops_between_batches(embedder: Embedder) -> None:
    polls: list[int] = []

    def cancelled() -> bool:
        polls.append(1)
        return len(polls) > 1  # after the first batch

    with pytest.raises(EmbeddingCancelled):
        embedder.embed(TEXTS, cancelled)
    assert len(polls) == 2
    assert np.allclose(embedder.embed(TEXTS[:2]), np.vstack([embedder.embed([t]) for t in TEXTS[:2]]), atol=ATOL)


def test_closed_embedder_refuses(bert: Path) -> None:
    e = Embedder(bert)
    e.close()
    e.close()  # twice is fine
    with pytest.raises(EngineError, match="closed"):
        e.embed(["hello"])


def test_a_chat_model_is_refused(small_model: Path) -> None:
    with pytest.raises(ModelLoadError, match="not an embedding model"):
        Embedder(small_model)
