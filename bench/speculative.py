"""Speculative decoding: replies sped up by guesses the model checks in one batch, against the
same replies decoded one token at a time, in the same run.

python -m bench.speculative [--json] [--model PATH] [--tokens N] [--repeat R]. Every engine loads
with a q8_0 KV cache and flash attention (where a batch decodes exactly as single tokens; the
plain engine too, so the two differ only in the guessing).

Per row: `tok_s_ratio` speculative over plain generation speed (the medians of --repeat
alternating runs), `acceptance` the guesses kept over those checked, `identical` whether the
greedy replies are the same tokens, `width` the tokens one check holds on this machine.
- `lookup_code_edit`: prompt lookup, a code file to rename a name in and show whole (the reply
  repeats most of the prompt); `lookup_free_form`: prompt lookup, a story (little to repeat).
- `draft_pair`: the model requantized to Q8_0 as the target, the model itself as its draft (the
  same vocabulary and weights: high acceptance; the draft costs most of what the target does here).
- `draft_reopen`: a draft-pair chat of 4 × --tokens tokens reopened, its draft model's cache
  restored from the chat's extras (`saved`) or, with them removed, read again (`read_again`):
  the tokens the draft read and the next reply's time.
- `mtp`: the zoo's NextN model (GLM-4.5's architecture, random "Markov" weights, requantized to
  Q8_0; tests/support/zoo.py) with its own MTP head against plain decoding: `identical` is what it
  shows. Its speed says nothing of a trained model's: its head is a third of its layers and its
  guesses are right about half the time by construction. `reopen` on it: the chat's head cache
  restored with the chat (`head_restored`: it holds the chat from its first token).
- `reopen`: a chat of two speculative turns saved, reopened in a new engine and continued:
  `warm` (nothing read again) and `identical` to the engine that never closed.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from app.engine import Engine, LoadParams
from app.engine.files.sidecar import extras_path
from app.engine.sampling import GREEDY
from tests.support.zoo import build, build_requantized, build_small_vocab

from .common import main, model_path

EXACT = LoadParams(n_ctx=4096, kv_type="q8_0", flash_attn="on")
# A fixed file (not one of the repository's, which change): a small model follows this edit, so the
# reply repeats most of the prompt.
CODE = '''"""Filling a llama_batch: every decode here puts its tokens in the same way."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def fill_batch(batch: Any, tokens: Sequence[int], pos0: int, logits: bool, seq: int = 0) -> None:
    """`tokens` at positions pos0.. of sequence `seq` in a llama_batch, each with `logits` or not."""
    for i, tok in enumerate(tokens):
        batch.token[i], batch.pos[i], batch.n_seq_id[i], batch.logits[i] = tok, pos0 + i, 1, logits
        batch.seq_id[i][0] = seq
    batch.n_tokens = len(tokens)
'''
EDIT = [{"role": "user", "content": f"Rename `tokens` to `ids` everywhere in this file and show the whole file:\n\n{CODE}"}]
STORY = [{"role": "user", "content": "Write a story about a lighthouse keeper who finds a message in a bottle."}]


def run(engine: Engine, messages: list[dict[str, str]], tokens: int) -> tuple[list[int], float, int, int]:
    engine.reset()
    reply = engine.generate(messages, GREEDY, max_tokens=tokens)
    reply.consume()
    return reply.tokens, reply.stats.generation_tok_s, reply.stats.drafted, reply.stats.accepted


def compare(plain: Engine, fast: Engine, messages: list[dict[str, str]], tokens: int, repeat: int) -> dict[str, Any]:
    speeds: dict[str, list[float]] = {"plain": [], "fast": []}
    drafted = accepted = 0
    identical = True
    for _ in range(repeat):
        expected, plain_s, _, _ = run(plain, messages, tokens)
        got, fast_s, d, a = run(fast, messages, tokens)
        speeds["plain"].append(plain_s)
        speeds["fast"].append(fast_s)
        drafted, accepted, identical = drafted + d, accepted + a, identical and got == expected
    plain_s, fast_s = statistics.median(speeds["plain"]), statistics.median(speeds["fast"])
    return {"tok_s_ratio": round(fast_s / plain_s, 3) if plain_s else None, "plain_tok_s": round(plain_s, 1),
            "speculative_tok_s": round(fast_s, 1), "acceptance": round(accepted / drafted, 3) if drafted else None,
            "drafted": drafted, "identical": identical, "width": fast.verify_width, "drafter": fast.speculation,
            "tokens": len(expected)}


def mtp(demo: Path, folder: Path, args: argparse.Namespace) -> dict[str, Any]:
    """The zoo's NextN model with its MTP head, on the demo model's first 32k tokens."""
    nextn = build_requantized(folder, build("glm4moe-mtp", folder, build_small_vocab(folder, demo)), "Q8_0")
    plain, fast = Engine(nextn, replace(EXACT, speculation="off")), Engine(nextn, EXACT)
    row = compare(plain, fast, STORY, args.tokens, args.repeat)
    plain.close()
    fast.close()
    row["reopen"] = reopen(nextn, folder, args.tokens)
    return row


def reopen(path: Path, folder: Path, tokens: int) -> dict[str, Any]:
    first = Engine(path, EXACT)
    reply = first.generate(EDIT, GREEDY, max_tokens=tokens)
    text = reply.consume()
    saved = first.save_state(folder / "chat.kv")
    follow = [*EDIT, {"role": "assistant", "content": text}, {"role": "user", "content": "Now show it once more."}]
    never_closed = first.generate(follow, GREEDY, max_tokens=tokens)
    never_closed.consume()
    first.close()
    second = Engine(path, EXACT)
    second.load_state(saved.path)
    again = second.generate(follow, GREEDY, max_tokens=tokens)
    again.consume()
    head = second._head  # an MTP head: did its cache come back with the chat?
    head_restored = head is not None and head._begin == 0
    second.close()
    # Warm: the reopened engine read no more of the chat than the one that never closed.
    return {"warm": again.stats.prompt_reused == never_closed.stats.prompt_reused, "saved_tokens": saved.n_tokens,
            "reused": again.stats.prompt_reused, "identical": again.tokens == never_closed.tokens,
            "accepted": again.stats.accepted, "head_restored": head_restored}


def draft_reopen(target: Path, draft: Path, folder: Path, tokens: int) -> dict[str, Any]:
    """A draft-pair chat of --tokens tokens reopened: the draft model's cache restored from the
    chat's extras, against the same reopen with the extras removed (the draft reads it all)."""
    params = replace(EXACT, draft_model=str(draft))
    first = Engine(target, params)
    text = first.generate(STORY, GREEDY, max_tokens=tokens).consume()
    saved = first.save_state(folder / "pair.kv")
    first.close()
    follow = [*STORY, {"role": "assistant", "content": text}, {"role": "user", "content": "And then?"}]
    row: dict[str, Any] = {"chat_tokens": saved.n_tokens}
    for name in ("saved", "read_again"):
        if name == "read_again":
            extras_path(saved.path).unlink()
        engine = Engine(target, params)
        engine.load_state(saved.path)
        t = time.perf_counter()
        reply = engine.generate(follow, GREEDY, max_tokens=40)
        reply.consume()
        row[name] = {"draft_tokens_read": getattr(engine._drafter, "tokens_read", None),
                     "reply_s": round(time.perf_counter() - t, 3)}
        engine.close()
    return row


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    path = model_path(args)
    rows: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="emberly-bench-") as tmp:
        plain = Engine(path, replace(EXACT, speculation="off"))
        fast = Engine(path, EXACT)
        if fast.verify_width < 2:
            raise SystemExit(f"{path.name} does not speculate here ({fast.speculation}).")
        rows["lookup_code_edit"] = compare(plain, fast, EDIT, args.tokens, args.repeat)
        rows["lookup_free_form"] = compare(plain, fast, STORY, args.tokens, args.repeat)
        plain.close()
        fast.close()
        target = build_requantized(Path(tmp), path, "Q8_0")
        plain = Engine(target, replace(EXACT, speculation="off"))
        paired = Engine(target, replace(EXACT, draft_model=str(path)))
        rows["draft_pair"] = compare(plain, paired, STORY, args.tokens, args.repeat)
        plain.close()
        paired.close()
        rows["draft_reopen"] = draft_reopen(target, path, Path(tmp), args.tokens * 4)
        rows["mtp"] = mtp(path, Path(tmp), args)
        rows["reopen"] = reopen(path, Path(tmp), args.tokens)
    lines = [f"model: {path.name}; {args.tokens} tokens a reply, greedy; medians of {args.repeat} alternating runs"]
    for name in ("lookup_code_edit", "lookup_free_form", "draft_pair"):
        r = rows[name]
        lines.append(f"{name:17} {r['speculative_tok_s']:7.1f} against {r['plain_tok_s']:7.1f} tok/s = "
                     f"{r['tok_s_ratio']}x; acceptance {r['acceptance']} of {r['drafted']}; identical: {r['identical']}; "
                     f"{r['drafter']}")
    d = rows["draft_reopen"]
    lines.append(f"draft pair reopened ({d['chat_tokens']} tokens): its cache restored, it read {d['saved']['draft_tokens_read']} "
                 f"tokens, reply {d['saved']['reply_s']} s; read again: {d['read_again']['draft_tokens_read']} tokens, "
                 f"{d['read_again']['reply_s']} s")
    m = rows["mtp"]
    lines.append(f"mtp (zoo NextN model, untrained): {m['tok_s_ratio']}x; acceptance {m['acceptance']} of {m['drafted']}; "
                 f"identical: {m['identical']}; reopened warm {m['reopen']['warm']}, identical {m['reopen']['identical']}, "
                 f"head restored {m['reopen']['head_restored']}")
    lines.append(f"reopened after speculative turns: warm {rows['reopen']['warm']}, identical {rows['reopen']['identical']}")
    return lines, rows


def options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--tokens", type=int, default=200, help="tokens a reply (default 200)")


if __name__ == "__main__":
    main(__doc__, measure, options=options)
