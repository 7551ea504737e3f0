"""`python -m app --serve` in a new process, as a user starts it: no window, a fresh portable data
folder, none of the test run's EMBERLY_* settings. It prints where it serves and with which key;
it must end cleanly (exit 0) on SIGTERM."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import openai

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Headless:
    proc: subprocess.Popen[str]
    serving: str  # its first line: "Serving <model> at <address>"
    said_key: str  # its second: "API key: <key> (kept …)"

    @property
    def key(self) -> str:
        return self.said_key.split(": ")[1].split(" (kept ")[0]

    def line(self) -> str:
        """The next line it prints."""
        assert self.proc.stdout is not None
        return self.proc.stdout.readline()

    def client(self, timeout: float = 60) -> openai.OpenAI:
        return openai.OpenAI(base_url=self.serving.split(" at ")[1], api_key=self.key, max_retries=0, timeout=timeout)


@contextlib.contextmanager
def headless_serve(model: Path, data_dir: Path, argv: list[str] | None = None) -> Iterator[Headless]:
    """The server started with `model` (no --ctx) and `data_dir` as its portable data folder,
    after its first two lines; sent SIGTERM at the end, and checked to exit 0. `argv` runs
    another build of the app (the bundle's emberly-cli) instead of this checkout's."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("EMBERLY_")}
    proc = subprocess.Popen([*(argv or [sys.executable, "-m", "app"]), "--serve", "--port", "0", "--model", str(model),
                             "--data-dir", str(data_dir)], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        yield Headless(proc, proc.stdout.readline().strip(), proc.stdout.readline().strip())
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(60) == 0, proc.stderr.read() if proc.stderr else ""
