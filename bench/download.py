"""Download speed against the loopback Hub stand-in (tests/support/hub_server.py), in one run:

- `mb_s`: app.downloads.Transfer (Range, sha256 on its own thread as the bytes arrive, the
  verified rename), against `raw_mb_s`: a plain urllib copy of the same file (shutil.copyfileobj,
  no hash, no sync) from the same server; `ratio` = mb_s / raw_mb_s, the median of the pairs;
- `resume_overhead_s`: the extra time per interruption of a download dropped at random offsets
  (`--drops` of them), over a clean download, both timed in the same run;
- `finish_s`: from the last byte written to the verified file under its final name.

    python -m bench.download [--json] [--file F.gguf] [--repeat N] [--drops N]
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from app.downloads import Retry, Transfer
from app.engine.local.default_model import ensure_demo_model
from app.paths import models_dir
from tests.support.hub_server import Fault, plan_remote

from .common import main


def raw_copy(url: str, dest: Path) -> float:
    if dest.exists():
        dest.unlink()  # as ours does: truncating a file in place makes ext4 flush it on close
    t = time.perf_counter()
    with urllib.request.urlopen(url) as r, open(dest, "wb") as f:
        shutil.copyfileobj(r, f)
    return time.perf_counter() - t


def ours(url: str, dest: Path, size: int, sha256: str) -> tuple[float, float, int]:
    """Seconds for the whole download, seconds from the last byte to the renamed file, resumes."""
    last_byte = [0.0]

    def progress(done: int) -> None:
        if done == size:
            last_byte[0] = time.perf_counter()

    if dest.exists():
        dest.unlink()
    transfer = Transfer(url, dest, size, sha256, retry=Retry(first_wait=0.05), on_progress=progress)
    t = time.perf_counter()
    transfer.run()
    end = time.perf_counter()
    return end - t, end - last_byte[0], transfer.resumes


def options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--file", type=Path, help="file to serve (default: the bundled demo model)")
    p.add_argument("--drops", type=int, default=10, help="interruptions in the resume run")


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    source = args.file or ensure_demo_model(models_dir())
    size = source.stat().st_size
    rng = random.Random(7)
    # The server runs in its own process, as a real one does: in ours it would share the GIL.
    server = subprocess.Popen([sys.executable, "-m", "tests.support.hub_server", "bench/model", "model.gguf", str(source)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None and server.stdin is not None
    endpoint, sha256 = server.stdout.readline().split()
    url = f"{endpoint}/bench/model/resolve/main/model.gguf"
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        raw_copy(url, folder / "warm.bin")  # page cache and sockets warm for both
        pairs, finishes, clean = [], [], []
        for _ in range(args.repeat):
            raw_s = raw_copy(url, folder / "raw.bin")
            our_s, finish_s, _ = ours(url, folder / "ours.gguf", size, sha256)
            pairs.append((raw_s, our_s))
            finishes.append(finish_s)
            clean.append(our_s)
        overheads = []
        for _ in range(args.repeat):
            plan_remote(endpoint, *(Fault(drop_at=rng.randrange(1, size // (args.drops + 1))) for _ in range(args.drops)))
            dropped_s, _, resumes = ours(url, folder / "ours.gguf", size, sha256)
            clean_s, _, _ = ours(url, folder / "ours.gguf", size, sha256)
            overheads.append((dropped_s - clean_s) / max(resumes, 1))
    server.stdin.close()
    server.wait()
    mb = size / 1e6
    raw_mb_s = statistics.median(mb / r for r, _ in pairs)
    mb_s = statistics.median(mb / o for _, o in pairs)
    ratio = statistics.median(r / o for r, o in pairs)
    result = {
        "file_mb": round(mb, 1),
        "raw_mb_s": round(raw_mb_s, 1),
        "mb_s": round(mb_s, 1),
        "ratio": round(ratio, 3),
        "resume_overhead_s": round(statistics.median(overheads), 4),
        "finish_s": round(statistics.median(finishes), 4),
        "drops": args.drops,
        "repeat": args.repeat,
    }
    return [
        f"file: {mb:.0f} MB from {endpoint} (another process)",
        f"plain urllib copy: {raw_mb_s:.0f} MB/s; app.downloads: {mb_s:.0f} MB/s (ratio {ratio:.2f}, target >= 0.9)",
        f"resume overhead per interruption: {result['resume_overhead_s'] * 1000:.0f} ms (target <= 200 ms)",
        f"last byte to the verified file in place: {result['finish_s'] * 1000:.0f} ms (target <= 150 ms)",
    ], result


if __name__ == "__main__":
    main(__doc__, measure, model_option=False, options=options)
