"""Branch switching: showing another version of a reply after a 2,000-token shared history, through
the app's own ChatRunner, against re-reading that path.

python -m bench.branch [--json] [--repeat N] [--model PATH]. A chat of one 2,000-token question and
two versions of its reply (up to 200 tokens each, sampled with two seeds); then:

  switch_ms             ChatRunner.switch_branch to the other version until the cache holds its
                        path (the composer is ready): the branch's own state file, kept when it was
                        left, renamed back and restored; median of --repeat switches back and forth
  switch_in_context_ms  the same switch with no state file for any branch: the live cache is rolled
                        back to the fork (seq_rm) and the other reply decoded; median
  reprefill_ms          Engine.prefill of that path into an empty cache (what an app without the
                        cache does); median
  switch_speedup        reprefill_ms / switch_ms (acceptance: >= 20)
  identical             40 greedy tokens after a switch back to the first version equal those of
                        the app right after it wrote that version (it never switched)
  identical_in_context  the same, after the in-context switch
  reply_tokens          the two versions' lengths

Not measured yet: Regenerate xN in one batch (alternatives_wall_s, sequential_wall_s,
parallel_ratio) is not built (docs/architecture.md, "Branches").
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore

from .common import chat_messages, model_path, parser, report
from .resume import continue_greedy

N_CTX = 4096
HISTORY = 2000
REPLY = 200


def ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 2)


def run(path: Path, repeat: int, folder: Path) -> dict[str, Any]:
    engine = Engine(path, LoadParams(n_ctx=N_CTX))
    runner = ChatRunner(SessionStore(folder), engine, max_tokens=REPLY)
    session = runner.new_session()
    words = engine.tokenize(chat_messages(HISTORY)[1]["content"], special=False)
    question = engine.detokenize(words[: HISTORY - 20])  # with the template's tokens: ~2,000
    runner.set_settings(sampling={"temperature": 1.0, "seed": 1})
    first = runner.send(question)
    never_switched = continue_greedy(engine)  # the app right after it wrote the first version
    runner.set_settings(sampling={"temperature": 1.0, "seed": 2})
    second = runner.regenerate()
    assert first is not None and second is not None and session.branch_position(1) == (2, 2)

    def switch(step: int) -> float:
        t = time.perf_counter()
        opened = runner.switch_branch(1, step)
        took = time.perf_counter() - t
        assert opened is not None and session.messages[1].text == (first.text if step < 0 else second.text)
        return took

    warm = []
    for _ in range(repeat):
        warm.append(switch(-1))
        assert runner.store.kv_path(session.id).is_file()  # restored from the branch's file
        warm.append(switch(1))
    switch(-1)
    identical = continue_greedy(engine) == never_switched

    in_context = []
    for _ in range(repeat):
        for step in (1, -1):
            runner.store.delete_kv(session.id)  # no branch has a file: roll back and read the other reply
            in_context.append(switch(step))
    identical_in_context = continue_greedy(engine) == never_switched

    tokens, _ = engine.fit_conversation(session.chat_messages(), 0, add_generation_prompt=False)
    reprefill = []
    for _ in range(repeat):
        engine.reset()
        t = time.perf_counter()
        engine.prefill(tokens)
        reprefill.append(time.perf_counter() - t)
    engine.close()
    row: dict[str, Any] = {
        "history_tokens": len(tokens) - (first.stats or {}).get("generated", 0),
        "reply_tokens": [(m.stats or {}).get("generated", 0) for m in (first, second)],
        "switch_ms": ms(warm),
        "switch_in_context_ms": ms(in_context),
        "reprefill_ms": ms(reprefill),
        "identical": identical,
        "identical_in_context": identical_in_context,
    }
    row["switch_speedup"] = round(row["reprefill_ms"] / row["switch_ms"], 1)
    row["in_context_speedup"] = round(row["reprefill_ms"] / row["switch_in_context_ms"], 1)
    return row


def main() -> None:
    args = parser(__doc__.splitlines()[0]).parse_args()
    path = model_path(args)
    with tempfile.TemporaryDirectory(prefix="emberly-bench-") as tmp:
        r = run(path, max(args.repeat, 3), Path(tmp))
    lines = [
        f"model: {path.name}, n_ctx {N_CTX}, {r['history_tokens']:,}-token history, replies of {r['reply_tokens']} tokens",
        f"switch to the other version: {r['switch_ms']:.1f} ms from its state file, {r['switch_in_context_ms']:.0f} ms "
        f"rolling the live cache back, {r['reprefill_ms']:.0f} ms re-reading the path: {r['switch_speedup']}x "
        f"({r['in_context_speedup']}x in context) faster; identical: {r['identical']} (in context {r['identical_in_context']})",
    ]
    report(args, lines, r)


if __name__ == "__main__":
    main()
