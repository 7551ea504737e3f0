"""GUI fluidity while a reply streams: the real window, offscreen, on the real model.

python -m bench.ui [--json]. Streams 256 tokens into a new chat, then into a 1,000-message chat,
while a 1 ms timer measures how late the GUI event loop runs it (a stall), and times how long
the 1,000-message chat takes to show when reopened (long_chat_open_s: open → its first frame). Tokens/s through the
UI (the engine's rate while the window renders the reply) is compared with a raw
llama-cpp-python greedy loop on the same prompt, alternating runs (regenerate in the window,
then the raw loop; ratio = the median of the pairs' ratios); those runs go without the 1 ms
probe, which would otherwise cost the CPU time it measures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

N_TOKENS = 256
N_LONG = 1000

LONG_REPLY = """Here is a function and a table.

```python
def mean(values):
    return sum(values) / len(values)
```

| n | square |
|---|--------|
| 2 | 4 |
| 3 | 9 |
"""


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    from .common import model_path, percentile, spin_until

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = tempfile.TemporaryDirectory(prefix="emberly-bench-ui-")
    os.environ["EMBERLY_DATA_DIR"] = str(Path(tmp.name) / "data")
    os.environ["EMBERLY_CONFIG_DIR"] = str(Path(tmp.name) / "config")

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from app.core import Core
    from app.runtime import requests as rq
    from app.sessions import Message, Session, SessionStore
    from app.settings import Settings
    from app.ui.window.main_window import MainWindow

    from .common import RawContext
    from .stream import raw_run

    _app = QApplication.instance() or QApplication([])  # kept referenced for the run
    path = model_path(args)
    data = Path(os.environ["EMBERLY_DATA_DIR"])
    window = MainWindow(Core(Settings(default_model=str(path)), data))
    window.resize(1100, 800)
    window.show()
    window.start(path)

    idle = lambda: window.model_info is not None and window.session is not None and not window.controller.busy
    spin_until(idle)

    def stream(text: str | None, probe: bool = True) -> tuple[list[float], dict[str, Any]]:
        """Send `text` (None: regenerate the last reply), measuring the 1 ms timer's lateness
        until the reply is done."""
        lateness: list[float] = []
        clock = QElapsedTimer()
        ticker = QTimer()
        ticker.setInterval(1)
        last = [0]

        def tick() -> None:
            now = clock.elapsed()
            if window.generating:
                lateness.append(max(0.0, now - last[0] - 1.0))
            last[0] = now

        ticker.timeout.connect(tick)
        window.controller.loop.runner.max_tokens = N_TOKENS
        clock.start()
        if probe:
            ticker.start()
        if text is None:
            window.regenerate()
        else:
            window.composer.edit.setPlainText(text)
            window.composer._submit()
        spin_until(lambda: window.generating)
        spin_until(lambda: not window.generating and idle())
        ticker.stop()
        assert window.session is not None
        return lateness, dict(window.session.messages[-1].stats or {})

    window.controller.submit(rq.UpdateSettings({"sampling": {"temperature": 0.0}}))
    spin_until(idle)
    if os.environ.get("EMBERLY_BENCH_NO_RENDER"):
        window.chat.append_text = lambda _text, now=False: None  # type: ignore[method-assign]  # the handler still says caught up
    stalls, stats = stream("Tell me a long story about a lighthouse keeper.")
    engine = window.controller.loop.runner.engine
    assert engine is not None
    short_prompt = engine.tokens[: stats["prompt_tokens"]]
    raw = RawContext(path, engine.params)
    ui_speeds, raw_speeds = [], []
    for _ in range(max(args.repeat, 7)):  # this machine's speed drifts: many short alternations
        ui_speeds.append(stream(None, probe=False)[1]["generation_tok_s"])
        _, gen_s, tokens = raw_run(raw, short_prompt)
        raw_speeds.append(len(tokens) / gen_s)

    # A long chat: 1,000 messages with code blocks and tables, opened cold (it re-reads only
    # what fits the context).
    store = SessionStore(data)
    long = Session(title="Long chat", sampling_preset="custom", sampling={"temperature": 0.0})
    for i in range(N_LONG // 2):
        long.messages += [Message("user", f"Question {i}: how do I average numbers?"), Message("assistant", LONG_REPLY)]
    store.save(long)
    t0 = time.perf_counter()
    window.sidebar.refresh()
    window.open_session(long.id)
    spin_until(lambda: window.session is not None and window.session.id == long.id and idle())
    cold_open_s = time.perf_counter() - t0  # re-reads what fits the context, then saves its cache
    # Opened again (from another chat), as a user comes back to it: shown, then warm.
    window.new_chat()
    spin_until(lambda: window.session is not None and window.session.id != long.id and idle())
    t0 = time.perf_counter()
    window.open_session(long.id)
    spin_until(lambda: window.session is not None and window.session.id == long.id and len(window.chat.items()) == N_LONG,
               timeout=60)
    window.chat.viewport().repaint()  # the first frame of it
    open_s = time.perf_counter() - t0
    spin_until(idle)
    ready_s = time.perf_counter() - t0
    long_stalls, long_stats = stream("Thanks! One more question about averages?")

    long_prompt = engine.tokens[: long_stats["prompt_tokens"]]
    long_ui = stream(None, probe=False)[1]["generation_tok_s"]
    _, gen_s, tokens = raw_run(raw, long_prompt)
    long_ratio = long_ui / (len(tokens) / gen_s)
    window.close()
    raw.close()
    tmp.cleanup()

    ui_tok_s = statistics.median(ui_speeds)
    raw_tok_s = statistics.median(raw_speeds)
    # Each UI run is paired with the raw run right after it; the median pair ratio is robust
    # to the machine's drift between pairs.
    ratio = statistics.median(u / r for u, r in zip(ui_speeds, raw_speeds, strict=True))
    result = {
        "stall_p99_ms": round(percentile(stalls, 0.99), 2),
        "stall_max_ms": round(max(stalls, default=0.0), 2),
        "long_chat_stall_p99_ms": round(percentile(long_stalls, 0.99), 2),
        "long_chat_stall_max_ms": round(max(long_stalls, default=0.0), 2),
        "long_chat_open_s": round(open_s, 3),
        "long_chat_ready_s": round(ready_s, 3),
        "long_chat_cold_open_s": round(cold_open_s, 2),
        "ui_tok_s": round(ui_tok_s, 2),
        "raw_tok_s": round(raw_tok_s, 2),
        "ratio": round(ratio, 3),
        "long_chat_ratio": round(long_ratio, 3),
    }
    lines = [
        f"model: {path.name}; {N_TOKENS} tokens streamed into the window (offscreen)",
        f"new chat:  event-loop stall p99 {result['stall_p99_ms']} ms, max {result['stall_max_ms']} ms",
        f"{N_LONG}-message chat: p99 {result['long_chat_stall_p99_ms']} ms, max {result['long_chat_stall_max_ms']} ms "
        f"(shown in {result['long_chat_open_s']} s, warm in {result['long_chat_ready_s']} s; "
        f"the first open re-read it in {result['long_chat_cold_open_s']} s)",
        f"tokens/s through the UI {ui_tok_s:.1f} vs raw loop {raw_tok_s:.1f}: ratio {result['ratio']} "
        f"(long chat: {result['long_chat_ratio']})",
        f"runs (UI / raw tok/s): {', '.join(f'{u:.1f}/{r:.1f}' for u, r in zip(ui_speeds, raw_speeds, strict=True))}",
    ]
    return lines, result


if __name__ == "__main__":
    from .common import main

    main(__doc__, measure)
