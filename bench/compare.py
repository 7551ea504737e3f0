"""Compare: two models answering one chat, each on its own cache (Chat ▸ Compare with…).

python -m bench.compare [--json] [--repeat N] [--model PATH] [--second PATH]. The chat's model
(--model: the demo model) and a second model (--second: the demo model with its vocabulary cut
to 32k tokens, tests/support/zoo.py: another GGUF with the same real weights, so its replies are
text a tokenizer reads back as written) answer a chat whose first message is a 1,500-token
ledger, through the app's own ChatRunner and CompareRunner; the user keeps the second model's
first answer. (The zoo's random-weight models are no good here: Llama 3's template trims a
reply, and theirs begin with a space, so each re-reads its own last answer, as any app would.)

  keep_reread_tokens  what the chat's model read when the second model's answer was kept: that
                      answer only (it had never read it)
  reread_tokens       the second turn, per model ({"chat", "second"}): tokens decoded. Acceptance:
                      the new message only (each model's cache holds the rest)
  message_tokens      the new message's own tokens, per model (its tokenizer), for comparison; the
                      rest of reread_tokens is the template's turn markup
  chat_tokens         the prompt each model answered at the second turn: what an app that re-reads
                      the chat per model would decode
  warm_both           the chat reopened by fresh engines in the same data folder: both caches
                      restored from their files (each "warm")
  identical           the third turn's two replies after that reopen equal those of the engines
                      that never closed (the same cache, restored: the same arithmetic)
  sequential_s, interleaved_s, first_answer_s  two 64-token greedy replies on one chat, one model
                      after the other vs token by token in turn (how two models share the machine):
                      both done, and the first answer done; interleaved_ratio = interleaved_s /
                      sequential_s
  gui_stall_p99_ms    the real window (offscreen) while a compared turn streams in both columns: the
                      lateness of a 1 ms timer (acceptance < 16)
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
from app.engine.local.default_model import ensure_demo_model
from app.engine.sampling import GREEDY
from app.paths import cache_dir, models_dir
from app.sessions import ChatRunner, SessionStore
from app.sessions.compare import CompareRunner, side_record

from .common import ledger_chat, main, model_path, percentile

N_CTX = 4096
LEDGER = 1500
REPLY = 64
QUESTIONS = ("Which goods came first?", "And which came last?")


def second_model(args: argparse.Namespace, chat: Path) -> Path:
    if args.second is not None:
        return Path(args.second)
    from tests.support.zoo import build_small_vocab

    return build_small_vocab(cache_dir() / "zoo", chat if args.model else ensure_demo_model(models_dir()))


def runners(root: Path, chat: Path, second: Path) -> tuple[ChatRunner, CompareRunner]:
    store = SessionStore(root)
    runner = ChatRunner(store, Engine(chat, LoadParams(n_ctx=N_CTX)), max_tokens=REPLY)
    side = CompareRunner(store, Engine(second, LoadParams(n_ctx=N_CTX)), max_tokens=REPLY, prefix_cache=runner.prefix_cache)
    return runner, side


def close(*rs: ChatRunner) -> None:
    for r in rs:
        r.close_engine()


def compared_turns(root: Path, chat: Path, second: Path) -> dict[str, Any]:
    """Two compared turns, the second model's first answer kept, then a reopen and a third turn."""
    runner, side = runners(root, chat, second)
    a, b = runner.engine, side.engine
    assert isinstance(a, Engine) and isinstance(b, Engine)
    session = ledger_chat(runner, a, LEDGER)  # the chat's model answers the ledger
    session.compare = side_record(b)
    side.follow(session)
    first = side.answer()
    assert first is not None
    kept = runner.switch_to(first.id)
    runner.send(QUESTIONS[0])
    b2 = side.answer()
    assert kept is not None and b2 is not None
    a2 = session.messages[-1]
    stats = {"chat": a2.stats or {}, "second": b2.stats or {}}
    runner.save_cache()
    side.save_cache()
    reopened_root = root.with_name(root.name + "-reopened")
    shutil.copytree(root, reopened_root)
    runner2, side2 = runners(reopened_root, chat, second)
    opened = runner2.open(session.id)
    assert runner2.active is not None
    resumed = side2.follow(runner2.active)
    third = [[r.send(QUESTIONS[1]), s.answer()] for r, s in ((runner, side), (runner2, side2))]
    message_tokens = {"chat": len(a.tokenize(QUESTIONS[0])), "second": len(b.tokenize(QUESTIONS[0]))}
    close(runner, side, runner2, side2)
    return {
        "keep_reread_tokens": kept.decoded,
        "reread_tokens": {k: v.get("prompt_decoded") for k, v in stats.items()},
        "message_tokens": message_tokens,
        "chat_tokens": {k: v.get("prompt_tokens") for k, v in stats.items()},
        "warm_both": opened is not None and opened.kind == "warm" and resumed is not None and resumed.kind == "warm",
        "identical": [m.text if m else None for m in third[0]] == [m.text if m else None for m in third[1]],
    }


def turn_taking(chat: Path, second: Path, repeat: int) -> dict[str, Any]:
    """Two greedy replies to one chat: one model after the other, or interleaved token by token."""
    a, b = Engine(chat, LoadParams(n_ctx=N_CTX)), Engine(second, LoadParams(n_ctx=N_CTX))
    messages = [{"role": "user", "content": "Tell me about the river town of Ellery and its markets."}]
    runs: dict[str, list[tuple[float, float]]] = {"sequential": [], "interleaved": []}
    try:
        for engine in (a, b):  # the prompt read once: both modes then decode only the replies
            list(engine.generate(messages, GREEDY, REPLY))
        for _ in range(repeat):
            t0 = time.perf_counter()
            list(a.generate(messages, GREEDY, REPLY))
            first = time.perf_counter() - t0
            list(b.generate(messages, GREEDY, REPLY))
            runs["sequential"].append((time.perf_counter() - t0, first))
            t0 = time.perf_counter()
            streams, done = [iter(a.generate(messages, GREEDY, REPLY)), iter(b.generate(messages, GREEDY, REPLY))], []
            while streams:
                for s in list(streams):
                    if next(s, None) is None:
                        streams.remove(s)
                        done.append(time.perf_counter() - t0)
            runs["interleaved"].append((time.perf_counter() - t0, done[0]))
    finally:
        a.close()
        b.close()
    med = {k: (statistics.median(r[0] for r in v), statistics.median(r[1] for r in v)) for k, v in runs.items()}
    return {"sequential_s": round(med["sequential"][0], 3), "interleaved_s": round(med["interleaved"][0], 3),
            "first_answer_s": {k: round(v[1], 3) for k, v in med.items()},
            "interleaved_ratio": round(med["interleaved"][0] / med["sequential"][0], 3)}


def window_stall(chat: Path, second: Path, data: Path) -> list[float]:
    """The real window with a compared chat: the 1 ms timer's lateness while both columns stream."""
    from app.runtime import requests as rq

    from .common import StallProbe, closed_window, ready_window, spin_until

    window = ready_window(chat, data)
    window.controller.submit(rq.SetLimits(max_tokens=REPLY * 2))
    window.controller.submit(rq.CompareWith(path=str(second)))
    spin_until(lambda: window.compare.isVisible() and not window.controller.busy)
    probe = StallProbe()
    probe.start()
    window.send("Tell me about the river town of Ellery and its markets.")
    spin_until(lambda: not window.controller.busy and window.compare._rid is None, 600)
    stalls = probe.stop()
    closed_window(window)
    return stalls


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    chat = model_path(args)
    second = second_model(args, chat)
    with tempfile.TemporaryDirectory(prefix="emberly-bench-compare-") as tmp:
        root = Path(tmp)
        os.environ["EMBERLY_CONFIG_DIR"] = str(root / "config")
        turns = compared_turns(root / "chats", chat, second)
        taking = turn_taking(chat, second, max(args.repeat, 1))
        stalls = window_stall(chat, second, root / "window")
    result = {**turns, **taking, "gui_stall_p99_ms": round(percentile(stalls, 0.99), 2),
              "gui_stall_max_ms": round(max(stalls, default=0.0), 2), "chat_model": chat.name, "second_model": second.name}
    r = result
    lines = [
        f"{chat.name} and {second.name} on a {LEDGER:,}-token chat; the second model's first answer kept: the chat's "
        f"model read {r['keep_reread_tokens']} tokens (that answer)",
        f"second turn, tokens read: {r['reread_tokens']} (the new message is {r['message_tokens']} tokens; the chats "
        f"are {r['chat_tokens']})",
        f"reopened by fresh engines: warm on both {r['warm_both']}; the next turn identical {r['identical']}",
        f"two {REPLY}-token replies: one after the other {r['sequential_s']} s, interleaved {r['interleaved_s']} s "
        f"(ratio {r['interleaved_ratio']}); first answer done {r['first_answer_s']}",
        f"the window while both columns stream: event-loop stall p99 {r['gui_stall_p99_ms']} ms (< 16), "
        f"max {r['gui_stall_max_ms']} ms",
    ]
    return lines, result


def options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--second", type=Path, help="the second model (default: the demo model's 32k-vocabulary cut)")


if __name__ == "__main__":
    main(__doc__, measure, options=options)
