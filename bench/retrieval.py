"""Retrieval: Emberly's embedder against llama-cpp-python's own loop, a folder indexed, a query over 100,000 chunks, recall on planted facts.

python -m bench.retrieval [--json] [--repeat N] [--zoo DIR]. The embedding model is the test zoo's
BERT (tests/support/zoo.py: random weights, 128 dimensions; the speed of a loop, not of a model).
- embed_tok_s: app.engine.local.embedder.Embedder over the chunks of the planted corpus;
  raw_embed_tok_s: llama_cpp.Llama(embedding=True).embed over the same chunks, same model, same
  batch size (512: the most Llama's ubatch takes); embed_ratio = embed / raw (issue 33: ≥ 0.9);
- index_files_s: Library.sync of a folder of 500 mixed files (Markdown, text, code, CSV, JSON,
  HTML, DOCX and one 200-page PDF), keyword index only (embedding is the line above);
- query_ms_p95: Library.search, BM25 and vectors fused, over 100,000 chunks of Zipfian text (made-up
  words with real prose's spread of frequencies) with 384-dimension vectors, 100 questions of 12
  words drawn the same way (issue 33: ≤ 50 ms);
- recall_at_5: the planted facts whose passage is in the top 5, BM25 alone (issue 33: ≥ 0.9);
- gui_stall_p99_ms: the real window (offscreen, no model) while its libraries' indexer reads the
  same 500 mixed files as a library added through it: how late a 1 ms timer runs, p99 (issue 33:
  < 16), and how long that indexing took beside the window (library_index_s).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import docx
import llama_cpp
import numpy as np

from app.documents.chunks import chunk_text
from app.documents.library import Library
from app.engine.local.default_model import ensure_demo_model
from app.engine.local.embedder import Embedder
from app.paths import cache_dir, models_dir
from tests.support.corpus import Zipf, filler, make_pdf, planted_corpus
from tests.support.zoo import build

from .common import main

N_CHUNKS = 100_000
DIM = 384  # all-MiniLM-L6-v2's width
BATCH = 512
CHUNK_TOKENS = 80  # a 40-word paragraph is one chunk


def embed_speed(model: Path, texts: list[str], repeat: int) -> dict[str, float]:
    n_tokens = 0
    ours, raw = [], []
    with Embedder(model, n_ctx=BATCH, n_batch=BATCH, n_seq_max=16) as embedder:
        n_tokens = sum(min(embedder.count_tokens(t), embedder.max_tokens) for t in texts)
        embedder.embed(texts[:16])  # warm, as the reference is below: the first batch sets up the graph
        for _ in range(repeat):
            t0 = time.perf_counter()
            embedder.embed(texts)
            ours.append(time.perf_counter() - t0)
    reference = llama_cpp.Llama(str(model), embedding=True, n_ctx=BATCH, n_batch=BATCH, verbose=False)
    try:
        reference.embed(texts[:16], normalize=True, truncate=True)
        for _ in range(repeat):
            t0 = time.perf_counter()
            reference.embed(texts, normalize=True, truncate=True)
            raw.append(time.perf_counter() - t0)
    finally:
        reference.close()
    return {"embed_tok_s": n_tokens / statistics.median(ours), "raw_embed_tok_s": n_tokens / statistics.median(raw)}


def mixed_folder(folder: Path, n_files: int = 500) -> None:
    """500 files of every kind a library reads, one of them a 200-page PDF."""
    rng = random.Random(11)
    planted_corpus(folder / "notes", n_files=n_files // 2, n_facts=0)
    kinds = ["txt", "py", "csv", "json", "html", "docx"]
    for i in range(n_files // 2 - 1):
        kind, body = kinds[i % len(kinds)], filler(rng, 300)
        path = folder / "mixed" / f"file-{i:03d}.{kind}"
        path.parent.mkdir(parents=True, exist_ok=True)
        if kind == "docx":
            document = docx.Document()
            document.add_heading(f"Report {i}", level=1)
            for part in body.split(". "):
                document.add_paragraph(part)
            document.save(str(path))
        elif kind == "json":
            path.write_text(json.dumps({"id": i, "notes": body.split(". ")}), encoding="utf-8")
        elif kind == "csv":
            path.write_text("\n".join(f"{j},{w}" for j, w in enumerate(body.split())), encoding="utf-8")
        elif kind == "html":
            path.write_text(f"<html><body><h1>Page {i}</h1><p>{body}</p></body></html>", encoding="utf-8")
        else:
            path.write_text(body, encoding="utf-8")
    pages = [filler(rng, 40).replace("(", "").replace(")", "") for _ in range(200)]
    (folder / "mixed" / "book.pdf").write_bytes(make_pdf(pages))


def big_library(path: Path, words: Zipf) -> Library:
    """A library of N_CHUNKS chunks of Zipfian text, a paragraph each, with random unit vectors
    (search speed does not depend on what they are)."""
    rng = random.Random(5)
    vectors = np.random.default_rng(5).standard_normal((N_CHUNKS, DIM), dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    library = Library(path, embedder_id="random", max_tokens=CHUNK_TOKENS)
    per_file = 100
    for f in range(N_CHUNKS // per_file):
        text = "\n\n".join(words.text(rng, 40) for _ in range(per_file))
        rows = vectors[f * per_file : (f + 1) * per_file]
        library.index_text(f"file-{f}", f"file-{f}.txt", text,
                           embed=lambda texts, rows=rows: rows[: len(texts)])  # type: ignore[misc]
    return library


def query_speed(library: Library, words: Zipf) -> float:
    rng = random.Random(9)
    questions = [words.text(rng, 12) + "?" for _ in range(100)]
    vectors = np.random.default_rng(9).standard_normal((len(questions), DIM), dtype=np.float32)
    library.search("warm up", query_vector=vectors[0])  # the matrix is built at the first search
    times = []
    for q, v in zip(questions, vectors, strict=True):
        t0 = time.perf_counter()
        library.search(q, k=5, query_vector=v / np.linalg.norm(v))
        times.append(time.perf_counter() - t0)
    return float(np.percentile(times, 95)) * 1000


def indexing_stalls(folder: Path, data: Path) -> tuple[list[float], float]:
    """The 1 ms timer's lateness (ms) in the window's event loop while it indexes `folder` as a
    library, and the seconds that took."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from app.core import Core
    from app.settings import Settings
    from app.ui.window.main_window import MainWindow

    from .common import StallProbe, spin_until

    _app = QApplication.instance() or QApplication([])  # kept referenced for the run
    window = MainWindow(Core(Settings(), data))
    window.resize(1100, 800)
    window.show()
    spin_until(lambda: window.isVisible(), 10)
    probe = StallProbe()
    panel = window.libraries
    probe.start()
    t0 = time.perf_counter()
    info = panel.add([folder])
    assert info is not None
    spin_until(lambda: info.id in panel.progress.last and not panel.progress.library, 600)
    seconds = time.perf_counter() - t0
    stalls = probe.stop()
    panel.stop()
    window.close()
    return stalls, seconds


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    model = build("bert", args.zoo, ensure_demo_model(models_dir()))
    with tempfile.TemporaryDirectory(prefix="emberly-bench-retrieval-") as tmp:
        root = Path(tmp)
        facts = planted_corpus(root / "planted")
        chunks = [c.text for p in sorted((root / "planted").iterdir()) for c in chunk_text(p.read_text("utf-8"))]
        speed = embed_speed(model, chunks, max(args.repeat, 1))
        with Library(root / "planted.sqlite") as planted:
            planted.sync([root / "planted"])
            recall = sum(any(f.answer in h.text for h in planted.search(f.question, k=5)) for f in facts) / len(facts)
        mixed_folder(root / "mixed")
        with Library(root / "mixed.sqlite") as mixed:
            t0 = time.perf_counter()
            report = mixed.sync([root / "mixed"])
            index_s = time.perf_counter() - t0
        stalls, window_index_s = indexing_stalls(root / "mixed", root / "data")
        t0 = time.perf_counter()
        words = Zipf()
        with big_library(root / "big.sqlite", words) as big:
            build_s = time.perf_counter() - t0
            assert big.n_chunks() == N_CHUNKS, big.n_chunks()
            p95 = query_speed(big, words)
    result = {
        "embed_tok_s": round(speed["embed_tok_s"]), "raw_embed_tok_s": round(speed["raw_embed_tok_s"]),
        "embed_ratio": round(speed["embed_tok_s"] / speed["raw_embed_tok_s"], 3),
        "index_files": report.indexed, "index_failed": report.failed, "index_files_s": round(index_s, 2),
        "query_chunks": N_CHUNKS, "query_ms_p95": round(p95, 1), "recall_at_5": round(recall, 3),
        "gui_stall_p99_ms": round(float(np.percentile(stalls, 99)), 2), "gui_stall_max_ms": round(max(stalls), 2),
        "library_index_s": round(window_index_s, 2),
    }
    lines = [
        f"embedder (zoo BERT, {len(chunks)} chunks, batch {BATCH}): Emberly {result['embed_tok_s']:,} tok/s, "
        f"llama-cpp-python {result['raw_embed_tok_s']:,} tok/s: ratio {result['embed_ratio']}",
        f"a folder of {report.indexed + report.failed} mixed files (one a 200-page PDF) indexed in "
        f"{result['index_files_s']} s ({report.failed} could not be read)",
        f"search over {N_CHUNKS:,} chunks ({DIM} dimensions, BM25 fused), 100 questions: p95 {result['query_ms_p95']} ms "
        f"(library built in {build_s:.0f} s)",
        f"planted facts in the top 5 (BM25): {result['recall_at_5']:.0%}",
        f"the window while its indexer reads the same folder ({result['library_index_s']} s): event-loop stall "
        f"p99 {result['gui_stall_p99_ms']} ms, max {result['gui_stall_max_ms']} ms",
    ]
    return lines, result


def options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--zoo", type=Path, default=cache_dir() / "zoo", help="folder the zoo models are built in (kept)")


if __name__ == "__main__":
    main(__doc__, measure, model_option=False, repeat=3, options=options)
