"""Documents read once: a new chat on a document another chat read restores it from the prefix cache.

python -m bench.documents [--json]. A ~3,000-token document chat (system prompt, the document, its
receipt: what any question about it starts with) and a question, answered greedily:
- doc_tokens: the document chat's prefix, in tokens;
- first_ttft_s: the first chat: Engine.read_prefix decodes the prefix and saves it to the prefix
  cache (its save_ms, included), then the question's first token;
- reuse_ttft_s: a new engine on the same document (the cache folder kept, the engine loaded before
  the clock starts): read_prefix restores the prefix (restore_ms), then the first token;
- read_once_speedup: first_ttft_s / reuse_ttft_s (issue 33's target: ≥ 50);
- identical: the two answers, token for token (both continue from the restored layout);
- entry_mb: the cache entry's size on disk (state, sidecar, extras).
Each run starts on an empty cache folder; medians are kept.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path
from typing import Any

from app.engine import GREEDY, Engine, LoadParams
from app.engine.files.prefix_cache import PrefixCache
from app.engine.local.prefix_read import PrefixRead

from .common import cpu_path, main, model_path

N_DOC = 3000
N_ANSWER = 32
SYSTEM = "You answer questions about the document the user gave, from the document only."
QUESTION = {"role": "user", "content": "Which mill had the most rainy days, and who kept the log on them?"}


def document_chat(engine: Engine) -> list[dict[str, str]]:
    """The system prompt, a document of about N_DOC tokens (field notes with facts to ask
    about) and its receipt."""
    weather = ("clear", "foggy", "rainy", "windy", "overcast")
    names = ("Ada", "Brann", "Cleo", "Dario", "Edda", "Fenn", "Greta")
    notes = "\n".join(
        f"Day {i}: the survey measured the river Ellery at {1 + (i * 37) % 29 / 10:.1f} metres near mill {i % 7}; "
        f"the weather was {weather[i % 5]}, and {names[i % 7]} kept the log." for i in range(1, N_DOC // 25))
    chat = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "Here is a document.\n\n" + notes},
            {"role": "assistant", "content": "I have read the document."}]
    over = len(prefix_of(engine, chat)) - N_DOC
    if over > 0:  # cut the notes to N_DOC tokens in all (a whole line at most too few)
        lines = notes.splitlines()
        while over > 0 and len(lines) > 1:
            over -= len(engine.tokenize(lines.pop() + "\n", special=False))
        chat[1]["content"] = "Here is a document.\n\n" + "\n".join(lines)
    return chat


def prefix_of(engine: Engine, chat: list[dict[str, str]]) -> list[int]:
    return engine.prompt_tokens(engine.render(chat, add_generation_prompt=False))


def ask(engine: Engine, cache: PrefixCache, chat: list[dict[str, str]]) -> tuple[PrefixRead, float, list[int]]:
    """(the prefix read, seconds from the read's start to the answer's first token, the answer)."""
    read = engine.read_prefix(prefix_of(engine, chat), cache)
    reply = engine.generate([*chat, QUESTION], GREEDY, max_tokens=N_ANSWER)
    reply.consume()
    return read, read.seconds + reply.stats.ttft_s, reply.tokens


def one_run(path: Path, params: LoadParams) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="emberly-bench-prefixes-") as folder:
        cache = PrefixCache(Path(folder))
        with Engine(path, params) as first:
            chat = document_chat(first)
            read, first_ttft, answer = ask(first, cache, chat)
        assert not read.restored and read.saved, read
        with Engine(path, params) as again:
            reread, reuse_ttft, reanswer = ask(again, cache, chat)
        assert reread.restored, reread
        entry = sum(e.n_bytes for e in cache.entries())
    return {"doc_tokens": read.n_tokens, "first_ttft_s": first_ttft, "reuse_ttft_s": reuse_ttft,
            "restore_ms": reread.seconds * 1000, "save_ms": read.save_seconds * 1000, "identical": answer == reanswer,
            "entry_mb": entry / 2**20}


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    path = model_path(args)
    runs = [one_run(path, LoadParams(n_ctx=4096)) for _ in range(args.repeat)]

    def med(key: str) -> float:
        return statistics.median(r[key] for r in runs)

    result = {
        "doc_tokens": runs[0]["doc_tokens"],
        "first_ttft_s": round(med("first_ttft_s"), 3),
        "reuse_ttft_s": round(med("reuse_ttft_s"), 4),
        "read_once_speedup": round(med("first_ttft_s") / med("reuse_ttft_s"), 1),
        "restore_ms": round(med("restore_ms"), 2),
        "save_ms": round(med("save_ms"), 1),
        "identical": all(r["identical"] for r in runs),
        "entry_mb": round(runs[0]["entry_mb"], 2),
        "cpu_path": cpu_path(),
    }
    lines = [
        f"model: {path.name}, a {result['doc_tokens']:,}-token document chat, {N_ANSWER} greedy tokens, "
        f"{args.repeat} runs (median)",
        f"first chat (reads and saves it): first token {result['first_ttft_s']:.2f} s (the save {result['save_ms']:.0f} ms)",
        f"a new engine on the same document: first token {result['reuse_ttft_s'] * 1000:.0f} ms "
        f"(restore {result['restore_ms']:.1f} ms): {result['read_once_speedup']}x",
        f"identical answers: {result['identical']}; cache entry {result['entry_mb']} MB",
    ]
    return lines, result


if __name__ == "__main__":
    main(__doc__, measure)
