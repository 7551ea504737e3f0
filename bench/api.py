"""The local API server: a streamed reply as the openai client receives it, a conversation sent again after a restart, many clients at once.

python -m bench.api [--json] [--repeat N] [--model M]. All on one engine loop per "app run", the
server on loopback, the official `openai` client:
- client_tok_s: a greedy 256-token reply as the client receives it (in its own process, chunks from
  its first to its last), against in_app_tok_s: the same prompt through the window's path (a chat turn on the same
  engine loop, ReplyStats' rate); alternated, the median pair ratio is stream_ratio (≥ 0.95);
- warm_ttft_s: a ~4,000-token conversation's next turn sent after the app restarted (a new engine
  loop on the same data folder: the prefix cache holds it), against cold_ttft_s: the same request
  on a fresh data folder; resume_speedup = cold / warm (≥ 20); identical: the same greedy reply;
- retry_ttft_s: that cold request sent again unchanged (a client's retry, Continue's regenerate):
  retry_speedup = cold / retry (≥ 20), retry_identical: the same greedy reply;
- against the llama-server the tests build (same model, 8,192-token context, one slot, its default
  caching: a prompt cache in RAM, gone with a restart): ttft_vs_llama_server = Emberly's warm
  first token on the resent conversation after a restart / llama-server's after its restart
  (≤ 0.1), and tok_s_vs_llama_server: Emberly's client / the same client on llama-server, the
  two in turn each round, the median of the pairs (≥ 0.95);
- 8 clients × 5 requests at once: all complete; queue_wait_p99_s (a request's first token, less
  one request's own first token when alone) and the window's event-loop stall p99 while serving
  (the real window, offscreen, its server on; < 16 ms).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

N_TOKENS = 256
N_CONVERSATION = 4000
CLIENTS, REQUESTS = 8, 5
KEY = "emb-bench"


class App:
    """One run of the app without a window: an engine loop with the model, a server on it."""

    def __init__(self, data: Path, model: Path, n_ctx: int = 8192) -> None:
        from app.engine import LoadParams
        from app.runtime import EngineLoop
        from app.runtime import events as ev
        from app.runtime import requests as rq
        from app.server.config import ServerConfig
        from app.server.gateway import Gateway
        from app.server.serve import LocalServer
        from app.sessions.store import SessionStore
        from tests.runtime.test_loop import Recorder, of

        self.loop = EngineLoop(SessionStore(data))
        self.loop.start()
        self.window = Recorder(self.loop)
        assert of(self.window.run(rq.LoadModel(str(model), LoadParams(n_ctx=n_ctx))), ev.ModelLoaded)
        self.gateway = Gateway(self.loop)
        self.gateway.model = model.name
        self.server = LocalServer(self.gateway, ServerConfig(port=0, max_connections=256), lambda: KEY)
        self.server.start()
        import openai

        self.client = openai.OpenAI(base_url=self.server.address, api_key=KEY, max_retries=0, timeout=600)

    def stream(self, messages: list[dict[str, str]], max_tokens: int) -> tuple[float, float, int, str]:
        """(first token s, tokens/s from first to last chunk, tokens, text) as the client sees them."""
        t0 = time.perf_counter()
        first = last = 0.0
        text, tokens = [], 0
        for chunk in self.client.chat.completions.create(model=self.gateway.model or "", messages=messages,  # type: ignore[arg-type]
                                                         max_tokens=max_tokens, temperature=0, stream=True,
                                                         stream_options={"include_usage": True}):
            if chunk.usage is not None:
                tokens = chunk.usage.completion_tokens
            for choice in chunk.choices:
                if choice.delta.content:
                    last = time.perf_counter()
                    first = first or last
                    text.append(choice.delta.content)
        rate = (tokens - 1) / (last - first) if last > first else 0.0
        return first - t0, rate, tokens, "".join(text)

    def close(self) -> None:
        self.server.stop()
        self.loop.shutdown()
        self.loop.join(60)


CLIENT = """
import json, sys, time, openai
base, key, model, messages, n = json.loads(sys.argv[1])
client = openai.OpenAI(base_url=base, api_key=key, max_retries=0, timeout=600)
first = last = 0.0
tokens = 0
for chunk in client.chat.completions.create(model=model, messages=messages, max_tokens=n, temperature=0, stream=True,
                                            stream_options={"include_usage": True}):
    if chunk.usage is not None:
        tokens = chunk.usage.completion_tokens
    if any(c.delta.content for c in chunk.choices):
        last = time.perf_counter()
        first = first or last
print(json.dumps((tokens - 1) / (last - first)))
"""


def client_in_its_own_process(app: App | None, messages: list[dict[str, str]], max_tokens: int,
                              url: str = "", model: str = "") -> float:
    """tok/s as a client in another process receives them (as a real one does: no GIL shared with
    the app), from `app`'s server or the one at `url`."""
    import json
    import subprocess
    import sys

    where = [app.server.address, KEY, app.gateway.model] if app is not None else [url, "none", model]
    spec = json.dumps([*where, messages, max_tokens])
    out = subprocess.run([sys.executable, "-c", CLIENT, spec], capture_output=True, text=True, check=True)
    return float(out.stdout)


def stream_speed(app: App, repeat: int, peer: str, model: str) -> dict[str, float]:
    """client_tok_s, in_app_tok_s, stream_ratio, llama_server_tok_s and tok_s_vs_llama_server:
    Emberly's client, the window's path and llama-server's client (at `peer`) in turn each round,
    so a drift in the machine's speed moves all three (medians of the pairs' ratios)."""
    from app.runtime import events as ev
    from app.runtime import requests as rq
    from tests.runtime.test_loop import of

    ask = [{"role": "user", "content": "Tell me a long story about a lighthouse keeper."}]
    app.loop.runner.max_tokens = N_TOKENS
    ours, inside, theirs = [], [], []
    for _ in range(max(repeat, 5)):  # a pair's ratio moves by ±0.05 with this machine's speed
        ours.append(client_in_its_own_process(app, ask, N_TOKENS))
        theirs.append(client_in_its_own_process(None, ask, N_TOKENS, peer, model))
        app.window.run(rq.NewChat())
        app.window.run(rq.UpdateSettings({"sampling": {"temperature": 0.0}}))
        done = of(app.window.run(rq.Send(ask[0]["content"])), ev.ReplyFinished)[0]
        inside.append(float(done.session.messages[-1].stats["generation_tok_s"]))
    return {"client_tok_s": statistics.median(ours), "in_app_tok_s": statistics.median(inside),
            "stream_ratio": statistics.median(o / i for o, i in zip(ours, inside, strict=True)),
            "llama_server_tok_s": statistics.median(theirs),
            "tok_s_vs_llama_server": statistics.median(o / t for o, t in zip(ours, theirs, strict=True))}


def first_token_s(url: str, key: str, model: str, messages: list[dict[str, str]]) -> float:
    import openai

    client = openai.OpenAI(base_url=url, api_key=key, max_retries=0, timeout=600)
    t0 = time.perf_counter()
    for chunk in client.chat.completions.create(model=model, messages=messages, max_tokens=16, temperature=0,  # type: ignore[arg-type]
                                                stream=True):
        if any(c.delta.content for c in chunk.choices):
            return time.perf_counter() - t0
    return time.perf_counter() - t0


def llama_server(model: Path, work: Path) -> Any:
    """The llama-server the tests build, on the same model: 8,192-token context, one slot."""
    from tests.support.servers.llama_server import ensure_llama_server, llama_server

    return llama_server(ensure_llama_server(), model, None, work / "llama-server.log", slots=1, n_ctx=8192).start()


def llama_server_ttft(server: Any, model: Path, turn: list[dict[str, str]]) -> float:
    """llama-server's first token on `turn` after a restart, its first turn read before as Emberly's was."""
    first_token_s(f"{server.url}/v1", "none", model.name, turn[:-2])
    server.restart()
    return first_token_s(f"{server.url}/v1", "none", model.name, turn)


def conversation(app: App) -> list[dict[str, str]]:
    """A ~4,000-token conversation: its first turn answered through the server, the next asked."""
    from bench.common import chat_messages

    ask = chat_messages(N_CONVERSATION * 36 // 100)  # ~2.7 tokens a word-count unit: ~4,000 tokens
    _, _, _, reply = app.stream(ask, 32)
    return [*ask, {"role": "assistant", "content": reply}, {"role": "user", "content": "And the next ledger?"}]


def many_clients(app: App, alone_ttft: float) -> list[float]:
    waits: list[float] = []
    lock = threading.Lock()

    def client(i: int) -> None:
        for j in range(REQUESTS):
            ttft, _, tokens, _ = app.stream([{"role": "user", "content": f"Client {i}, request {j}: a short poem."}], 16)
            assert tokens > 0
            with lock:
                waits.append(max(0.0, ttft - alone_ttft))

    threads = [threading.Thread(target=client, args=(i,)) for i in range(CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return waits


def window_stall_while_serving(model: Path, data: Path) -> tuple[list[float], list[float]]:
    """The real window (offscreen) with its server on, 8 × 5 requests: the 1 ms timer's lateness."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from app.core import Core
    from app.settings import Settings
    from app.ui.window.main_window import MainWindow

    from .common import StallProbe, spin_until

    _app = QApplication.instance() or QApplication([])
    window = MainWindow(Core(Settings(default_model=str(model)), data))
    window.show()
    window.start(model)
    spin_until(lambda: window.model_info is not None and window.session is not None and not window.controller.busy)
    panel = window.local_server()
    window.settings.server_port = 0
    from app.server.config import ServerConfig
    from app.server.serve import LocalServer

    panel.server = LocalServer(panel.gateway, ServerConfig(port=0, max_connections=256), lambda: KEY)
    panel.server.start()
    import openai

    client = openai.OpenAI(base_url=panel.server.address, api_key=KEY, max_retries=0, timeout=600)
    waits: list[float] = []
    done = threading.Event()

    def run() -> None:
        def one(i: int) -> None:
            for j in range(REQUESTS):
                t0 = time.perf_counter()
                client.chat.completions.create(model=panel.gateway.model or "", max_tokens=16, temperature=0,
                                               messages=[{"role": "user", "content": f"Client {i}, request {j}."}])
                waits.append(time.perf_counter() - t0)

        threads = [threading.Thread(target=one, args=(i,)) for i in range(CLIENTS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        done.set()

    probe = StallProbe()
    probe.start()
    threading.Thread(target=run).start()
    spin_until(done.is_set, 600)
    stalls = probe.stop()
    panel.stop()
    window.close()
    spin_until(lambda: not window.controller.running, 60)
    return stalls, waits


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    from .common import model_path, percentile

    model = model_path(args)
    with tempfile.TemporaryDirectory(prefix="emberly-bench-api-") as tmp:
        root = Path(tmp)
        os.environ["EMBERLY_CONFIG_DIR"] = str(root / "config")
        app = App(root / "a", model)
        peer = llama_server(model, root)
        try:
            speeds = stream_speed(app, args.repeat, f"{peer.url}/v1", model.name)
            turn = conversation(app)
            server_ttft = llama_server_ttft(peer, model, turn)
        finally:
            peer.stop()
        alone = app.stream([{"role": "user", "content": "A short poem."}], 16)[0]
        waits = many_clients(app, alone)
        app.close()

        restarted = App(root / "a", model)  # the same data folder: its prefix cache
        warm_ttft, _, _, warm_text = restarted.stream(turn, 16)
        restarted.close()
        fresh = App(root / "b", model)
        cold_ttft, _, _, cold_text = fresh.stream(turn, 16)
        retry_ttft, _, _, retry_text = fresh.stream(turn, 16)  # a retry: the identical request again
        fresh.close()
        stalls, window_waits = window_stall_while_serving(model, root / "c")
    result = {
        **{k: round(v, 3 if "_vs_" in k or k.endswith("ratio") else 1) for k, v in speeds.items()},
        "warm_ttft_s": round(warm_ttft, 3), "cold_ttft_s": round(cold_ttft, 3),
        "resume_speedup": round(cold_ttft / warm_ttft, 1), "identical": warm_text == cold_text,
        "retry_ttft_s": round(retry_ttft, 3), "retry_speedup": round(cold_ttft / retry_ttft, 1),
        "retry_identical": retry_text == cold_text,
        "requests": CLIENTS * REQUESTS, "queue_wait_p99_s": round(percentile(waits, 0.99), 3),
        "gui_stall_p99_ms": round(percentile(stalls, 0.99), 2), "gui_stall_max_ms": round(max(stalls, default=0.0), 2),
        "window_requests": len(window_waits),
        "llama_server_ttft_s": round(server_ttft, 3),
        "ttft_vs_llama_server": round(warm_ttft / server_ttft, 4),
    }
    lines = [
        f"a {N_TOKENS}-token greedy reply: the openai client receives {result['client_tok_s']} tok/s, the window's "
        f"path {result['in_app_tok_s']} tok/s: ratio {result['stream_ratio']}",
        f"a {N_CONVERSATION:,}-token conversation sent again after a restart: first token {result['warm_ttft_s']} s "
        f"warm vs {result['cold_ttft_s']} s cold: {result['resume_speedup']}x; identical {result['identical']}",
        f"the same request sent again (a retry): first token {result['retry_ttft_s']} s vs {result['cold_ttft_s']} s "
        f"the first time: {result['retry_speedup']}x; identical {result['retry_identical']}",
        f"{CLIENTS} clients x {REQUESTS} requests at once: all done; queue wait p99 {result['queue_wait_p99_s']} s",
        f"the window while its server serves {len(window_waits)} requests: event-loop stall p99 "
        f"{result['gui_stall_p99_ms']} ms, max {result['gui_stall_max_ms']} ms",
        f"llama-server, same model and client: {result['llama_server_tok_s']} tok/s (Emberly's "
        f"{result['tok_s_vs_llama_server']}x); the conversation after its restart: first token "
        f"{result['llama_server_ttft_s']} s (Emberly's warm one {result['ttft_vs_llama_server']}x of it)",
    ]
    return lines, result


if __name__ == "__main__":
    from .common import main

    main(__doc__, measure)
