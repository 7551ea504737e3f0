"""The web, read once: pages fetched and read, a page's chat asked again, the window meanwhile.

python -m bench.web [--json] [--repeat N] [--model PATH]. A stand-in web on loopback
(tests/support/web_server.py): a SearXNG answering with a real captured answer whose results
point at the stand-in's pages, and generated articles in their site's boilerplate.

  fetch_extract_ms_p95  fetching one page and taking its main text (trafilatura), no page cache:
                        20 pages of 200 to 4,000 words, p95 over --repeat passes (loopback: what
                        Emberly adds to a page's download)
  page_tokens           the passages of a ~3,000-token page the first message carried (Web on)
  reread_speedup        the second question on that chat: its first token with the page in the
                        chat's cache (warm: only the question is read) vs the chat read again by a
                        fresh engine (cold: open + first token), what an app without the cache
                        does (acceptance ≥ 50)
  identical             the second question's greedy reply after the chat is reopened from its
                        state file equals the never-closed engine's
  other_chat_speedup    Chat ▸ Attach a web page: a new chat starting with the same ~3,000-token page
                        and another question, its first token (the page restored from the prefix
                        cache: `other_chat_restored`) vs the first chat's (the page read)
  gui_stall_p99_ms      the real window (offscreen) while a message with the web is searched, its
                        pages read and its reply streams: the lateness of a 1 ms timer (< 16)
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore
from app.sessions.web_found import WebSearch
from app.web.http import fetch
from app.web.pages import PageReader, page_of
from app.web.providers import SearXNG

from .common import main, model_path, percentile

N_CTX = 32768  # the libraries' and the web's share of it (a quarter) holds the whole page
LOCAL = ("127.0.0.1",)
QUESTIONS = ("What did the ledgers of Ellery record?", "At which hour did the ferry cross in paragraph 7?")


def fetch_extract(url: str, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        for words in range(200, 4001, 200):
            t0 = time.perf_counter()
            page_of(f"{url}/words/{words}", fetch(f"{url}/words/{words}", allowed=LOCAL))
            times.append((time.perf_counter() - t0) * 1000)
    return times


def runner(root: Path, model: Path, url: str) -> ChatRunner:
    r = ChatRunner(SessionStore(root), Engine(model, LoadParams(n_ctx=N_CTX)), max_tokens=32)
    r.web = WebSearch(SearXNG(url), PageReader(root / "web" / "pages", allowed=LOCAL))
    return r


def read_once(root: Path, model: Path, url: str) -> dict[str, Any]:
    live = runner(root / "live", model, url)
    session = live.new_session()
    live.set_settings(sampling={"temperature": 0.0})
    live.send(QUESTIONS[0], web=True)
    page_tokens = live.engine.n_cached if live.engine is not None else 0
    live.save_cache()
    for name in ("cold", "warm"):
        shutil.copytree(root / "live", root / name)
    for kv in (root / "cold" / "kv").glob(f"{session.id}*"):  # an app without the cache: the chat read again
        kv.unlink()
    reply = live.send(QUESTIONS[1])
    warm_s = float((reply.stats or {})["ttft_s"]) if reply is not None else 0.0
    cold = runner(root / "cold", model, url)
    t0 = time.perf_counter()
    opened = cold.open(session.id)
    again = cold.send(QUESTIONS[1])
    cold_s = time.perf_counter() - t0 - (float((again.stats or {})["generation_s"]) if again is not None else 0.0)
    warm = runner(root / "warm", model, url)
    reopened = warm.open(session.id)
    restored = warm.send(QUESTIONS[1])
    for r in (live, cold, warm):
        r.close_engine()
    return {"page_tokens": page_tokens, "warm_s": round(warm_s, 4), "cold_s": round(cold_s, 3),
            "cold_kind": opened.kind if opened is not None else "", "warm_kind": reopened.kind if reopened else "",
            "reread_speedup": round(cold_s / warm_s, 1) if warm_s else 0.0,
            "identical": reply is not None and restored is not None and reply.text == restored.text}


def other_chat(root: Path, model: Path, url: str) -> dict[str, Any]:
    """The same page attached to two new chats, each with its own question."""
    from app.runtime import page_document

    r = ChatRunner(SessionStore(root), Engine(model, LoadParams(n_ctx=N_CTX)), max_tokens=8)
    firsts, restored = [], []
    for question in QUESTIONS:
        r.new_session()
        r.set_settings(sampling={"temperature": 0.0})
        att = r.store.attachments.put(page_document(url + "/words/2300", root, LOCAL))
        t0 = time.perf_counter()
        reply = r.send(question, attachments=[att])
        stats = (reply.stats or {}) if reply is not None else {}
        firsts.append(time.perf_counter() - t0 - float(stats.get("generation_s", 0.0)))
        restored.append(bool((stats.get("documents") or {}).get("restored")))
    r.close_engine()
    return {"other_chat_s": [round(t, 3) for t in firsts], "other_chat_speedup": round(firsts[0] / firsts[1], 1),
            "other_chat_restored": restored == [False, True]}


def window_stall(model: Path, url: str, data: Path) -> list[float]:
    from app.runtime import requests as rq
    from app.settings import Settings

    from .common import StallProbe, closed_window, ready_window, spin_until

    web = {"provider": "searxng", "url": url, "allowed": list(LOCAL), "told": True}
    window = ready_window(model, data, Settings(default_model=str(model), web=web))
    window.controller.submit(rq.SetLimits(max_tokens=64))
    window.composer.web_button.setChecked(True)
    probe = StallProbe()
    probe.start()
    window.send(QUESTIONS[0])
    spin_until(lambda: not window.controller.busy and not window.generating, 600)
    stalls = probe.stop()
    closed_window(window)
    return stalls


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    from tests.support.web_server import WebStandIn

    model = model_path(args)
    with tempfile.TemporaryDirectory(prefix="emberly-bench-web-") as tmp, WebStandIn(("/words/2300",)) as web:
        root = Path(tmp)
        os.environ["EMBERLY_CONFIG_DIR"] = str(root / "config")
        times = fetch_extract(web.url, max(args.repeat, 1))
        once = read_once(root, model, web.url)
        once.update(other_chat(root / "attached", model, web.url))
        stalls = window_stall(model, web.url, root / "window")
    result = {"fetch_extract_ms_p95": round(percentile(times, 0.95), 2),
              "fetch_extract_ms_median": round(statistics.median(times), 2), **once,
              "gui_stall_p99_ms": round(percentile(stalls, 0.99), 2), "gui_stall_max_ms": round(max(stalls, default=0.0), 2)}
    r = result
    lines = [
        f"20 pages of 200 to 4,000 words fetched and read: median {r['fetch_extract_ms_median']} ms, "
        f"p95 {r['fetch_extract_ms_p95']} ms",
        f"a chat whose first message carried a page ({r['page_tokens']:,} tokens in the cache), asked again: first token "
        f"{r['warm_s']} s warm vs {r['cold_s']} s read again ({r['cold_kind']}): {r['reread_speedup']}x; reopened "
        f"{r['warm_kind']}, identical {r['identical']}",
        f"the same page attached to a new chat with another question: first token {r['other_chat_s'][1]} s (restored "
        f"{r['other_chat_restored']}) vs {r['other_chat_s'][0]} s in the first chat: {r['other_chat_speedup']}x",
        f"the window while a message with the web is searched, read and answered: stall p99 {r['gui_stall_p99_ms']} ms "
        f"(< 16), max {r['gui_stall_max_ms']} ms",
    ]
    return lines, result


if __name__ == "__main__":
    main(__doc__, measure)
