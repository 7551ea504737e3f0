"""Row 1: kill -9 mid-reply, 50 times, on the real model.

Each kill runs kill_child.py in a new process on one data folder (five chats that grow kill
after kill): it opens a chat, sends a message and streams the reply, announcing every step on
stdout. The moment is drawn per kill from the seed: during the reply's prefill (after a random
prefill batch, plus up to 20 ms), while it streams (after a random piece, plus up to 30 ms), or
inside a save. A save takes milliseconds, so for those the child stops inside it, at each of
these points in turn, until the kill arrives: a transcript's temp file partly written (a random
fraction) or complete but not renamed — in the save of the reopen, of the new message, of a
streaming flush or of the final reply — or the KV file's state temp written, its sidecar's temp
partly written, or the state renamed and the sidecar not. The child's own announcements then
say where it died, and the test counts kills per phase.

After every kill, what the app would find when it starts again:
- every transcript loads, and the chat that was killed still holds, unchanged, everything that
  was on disk before this turn, plus the new message once its save had completed (the kill may
  land inside that very save: then the message is not there, and the old transcript is intact);
- a reply cut short is on disk as streamed so far, marked interrupted (finish_reason None);
- temp files a kill left behind are counted (every kill inside a save leaves one), and the app
  cleans them up: once the store has opened the data folder again, none remain;
- the chat continues: it reopens (warm from its KV file, or cold when the kill left that file
  half-replaced), may continue the cut reply, and answers a next message.
"""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from app.engine import Engine
from app.sessions import ChatRunner, SessionStore
from app.sessions.model import Message
from tests.support.helpers import greedy_session, temp_files

ROOT = Path(__file__).resolve().parents[2]
KILLS = 50
CHATS = 5
N_CTX = 2048
CHILD = {"n_ctx": N_CTX, "n_batch": 16, "flush_tokens": 4, "max_tokens": 16}
TRANSCRIPT_POINTS = ("partial", "before-rename")
KV_POINTS = ("kv-state-written", "kv-sidecar-partial", "kv-between-renames")
LEAVES_TEMP = {*TRANSCRIPT_POINTS, *KV_POINTS}  # between the renames, the sidecar's temp file is still there

_WORDS = (
    "river mountain bread winter harbour lantern violin garden copper orchard engine meadow glacier "
    "library festival compass marble thunder pepper island castle feather desert canal clock"
).split()


def words(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(_WORDS) for _ in range(n))


@dataclass
class Plan:
    phase: str  # prefill | stream | save
    at: float = 0.0  # prefill: fraction of the batches; stream: the piece number
    delay: float = 0.0
    stall: dict[str, Any] | None = None


def make_plans(rng: random.Random, kills: int) -> list[Plan]:
    phases = (["prefill", "stream", "save"] * kills)[:kills]
    rng.shuffle(phases)
    plans = []
    saves = 0
    for phase in phases:
        if phase == "prefill":
            plans.append(Plan(phase, at=rng.uniform(0.1, 0.8), delay=rng.uniform(0, 0.02)))
        elif phase == "stream":
            plans.append(Plan(phase, at=rng.randint(1, 10), delay=rng.uniform(0, 0.03)))
        else:  # every stop point in turn; the child's transcript saves: 0 reopen, 1 new message, 2+ flushes, final
            point = (*TRANSCRIPT_POINTS, *KV_POINTS)[saves % 5]
            kind, index = ("transcript", (1, 2, 0, 3, 4)[saves // 5 % 5]) if point in TRANSCRIPT_POINTS else ("kv", 0)
            plans.append(Plan(phase, stall={"kind": kind, "index": index, "point": point, "fraction": rng.random()}))
            saves += 1
    return plans


@dataclass
class ChildRun:
    """What the child announced before it died."""

    lines: list[str]
    opened: str = ""
    sent: list[str] = field(default_factory=list)  # messages whose save had completed
    attempted: list[str] = field(default_factory=list)  # every message it began to send
    streamed: dict[str, str] = field(default_factory=dict)  # message -> reply text streamed
    completed: set[str] = field(default_factory=set)  # messages whose send() returned
    landed: str = "other"  # where the kill found it: prefill | stream | save | other
    stall: str | None = None

    @classmethod
    def parse(cls, lines: list[str]) -> ChildRun:
        run = cls(lines)
        open_saves: set[str] = set()
        state, current = "other", None
        for line in lines:
            tag, _, rest = line.partition(" ")
            if tag == "ready":
                run.opened = rest
            elif tag == "turn":
                current = json.loads(rest.partition(" ")[2])
                run.attempted.append(current)
                state = "sending"
            elif tag == "save+":
                open_saves.add(rest)
            elif tag == "save-":
                open_saves.discard(rest)
                if state == "sending" and rest.startswith("transcript"):
                    state = "prefill"  # the message is on disk; the prefill begins
                    run.sent.append(current)  # type: ignore[arg-type]
            elif tag in ("prefill", "rprefill"):
                state = "prefill"
            elif tag == "piece":
                state = "stream"
                run.streamed[current] = run.streamed.get(current, "") + json.loads(rest.partition(" ")[2])  # type: ignore[index]
            elif tag == "done":
                state = "other"
                run.completed.add(current)  # type: ignore[arg-type]
            elif tag == "stall":
                run.stall = rest
        run.landed = "save" if open_saves else state
        return run


def run_child(plan: Plan, payload: dict[str, Any], err: Path) -> ChildRun:
    """Start the child, kill it with SIGKILL at the planned moment, return what it announced."""
    with open(err, "w") as stderr:
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.faults.kill_child", json.dumps({**payload, "stall": plan.stall})],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=stderr, text=True,
        )
    watchdog = threading.Timer(120, proc.kill)  # a hung child fails the test, it does not hang it
    watchdog.start()
    assert proc.stdout is not None
    lines: list[str] = []
    pieces = 0
    killed = False
    try:
        for raw in proc.stdout:
            line = raw.rstrip("\n")
            lines.append(line)
            tag, _, rest = line.partition(" ")
            fire = False
            if plan.phase == "prefill" and tag == "prefill":
                done, total = map(int, rest.split())
                fire = done < total and done >= plan.at * total
            elif plan.phase == "stream" and tag == "piece":
                pieces += 1
                fire = pieces >= plan.at
            elif plan.phase == "save" and tag == "stall":
                fire = True
            if fire:
                time.sleep(plan.delay)
                os.kill(proc.pid, signal.SIGKILL)
                killed = True
                break
        lines += [raw.rstrip("\n") for raw in proc.stdout]  # what it said before it died
        proc.wait()
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert killed and proc.returncode == -signal.SIGKILL, (
        f"the child was not killed as planned ({plan}; rc {proc.returncode}):\n"
        + "\n".join(lines[-20:]) + "\n" + err.read_text()[-3000:]
    )
    return ChildRun.parse(lines)


def check_transcript(store: SessionStore, sid: str, before: list[Message], run: ChildRun) -> tuple[int, int]:
    """The killed chat on disk: everything from before, the new messages, partial replies marked.
    Returns (partial replies, messages not on disk because the kill landed inside their save)."""
    messages = store.load(sid).messages
    assert messages[: len(before)] == before, "a kill changed what was already on disk"
    new = messages[len(before) :]
    users = [m.text for m in new if m.role == "user"]
    assert set(run.sent) <= set(users), f"lost a user message: {run.sent} vs {users}"
    assert set(users) <= set(run.attempted)
    partial = 0
    for i, m in enumerate(new):
        if m.role != "assistant":
            continue
        assert i > 0 and new[i - 1].role == "user", new
        streamed = run.streamed.get(new[i - 1].text, "")
        if m.interrupted:  # cut short by the kill: as streamed so far, no finish reason
            assert m.finish_reason is None and m.text and streamed.startswith(m.text), (m, streamed)
            partial += 1
        else:  # the kill came after its final save
            assert m.finish_reason in ("eog", "stop", "length") and m.text == streamed, (m, streamed)
    return partial, len(set(run.attempted) - set(users))


@pytest.mark.exhaustive
def test_kill_minus_9_mid_reply_50_times(
    make_runner: Callable[..., ChatRunner],
    small_model: Path,
    data_dir: Path,
    tmp_path: Path,
    fault_seed: int,
    rows: Callable[[int, int], int],
    record_property: Callable[[str, object], None],
) -> None:
    """The whole suite runs 18 of the 50 kills (every stop point inside a save at least once);
    `-m exhaustive` runs all 50."""
    rng = random.Random(fault_seed)
    kills = rows(KILLS, 18)
    t0 = time.perf_counter()
    setup = make_runner(n_ctx=N_CTX)
    engine: Engine = setup.engine  # type: ignore[assignment]
    setup.max_tokens = 6
    chats: list[str] = []
    for c in range(CHATS):
        chats.append(greedy_session(setup, system_prompt=f"You are assistant number {c}." if c % 2 else ""))
        setup.send(f"Chat {c}: hello! Tell me about {words(rng, 3)}.")
    setup.leave()
    store = SessionStore(data_dir)
    before = {sid: store.load(sid).messages for sid in chats}

    landed: Counter[str] = Counter()
    planned: Counter[str] = Counter()
    stall_points: Counter[str] = Counter()
    child_opened: Counter[str] = Counter()
    reopened: Counter[str] = Counter()
    cold_reasons: Counter[str] = Counter()
    left_temps = kills_leaving_temps = partial_replies = lost_to_a_save = continued = no_reply = 0

    for k, plan in enumerate(make_plans(rng, kills)):
        sid = chats[k % CHATS]
        messages = [f"Kill {k}: {words(rng, 40)}?", f"Kill {k}, again: {words(rng, 6)}.", f"Kill {k}, last: {words(rng, 6)}."]
        payload = {"model": str(small_model), "data": str(data_dir), "session": sid, "messages": messages, **CHILD}
        run = run_child(plan, payload, tmp_path / f"child-{k}.err")
        planned[plan.phase] += 1
        landed[run.landed] += 1
        child_opened[run.opened] += 1
        if run.stall:
            stall_points[run.stall] += 1
        context = f"kill {k} (seed {fault_seed}, {plan}, landed in {run.landed}):\n" + "\n".join(run.lines[-12:])

        # What the app finds when it starts again.
        sessions, kv = data_dir / "sessions", data_dir / "kv"
        leftovers = temp_files(sessions, kv)
        left_temps += len(leftovers)
        kills_leaving_temps += bool(leftovers)
        if run.stall in LEAVES_TEMP:
            assert leftovers, context  # the kill did land inside the write
        store = SessionStore(data_dir)
        assert temp_files(sessions, kv) == [], context
        assert store.unreadable() == [] and sorted(s.id for s in store.list()) == sorted(chats), context
        try:
            partial, lost = check_transcript(store, sid, before[sid], run)
        except AssertionError as e:
            raise AssertionError(f"{context}\n{e}") from e
        partial_replies += partial
        lost_to_a_save += lost
        assert not lost or run.landed == "save", context
        for other in chats:
            if other != sid:
                assert store.load(other).messages == before[other], context

        # The chat goes on.
        runner = ChatRunner(store, engine, max_tokens=6)
        opened = runner.open(sid)
        reopened[opened.kind] += 1
        if opened.kind == "cold":
            cold_reasons[re.sub(r"\S+\.kv|\d[\d,]*", "…", opened.reason or "")] += 1
        session = runner.active
        assert session is not None
        last = session.messages[-1]
        if last.role == "assistant" and last.interrupted and rng.random() < 0.5:
            more = runner.continue_reply()
            assert more is last and not more.interrupted, context
            continued += 1
        reply = runner.send(f"Next {k}: and the {words(rng, 2)}?")
        if reply is None:
            no_reply += 1
        else:
            assert not reply.interrupted and reply.finish_reason in ("eog", "stop", "length"), context
        assert runner.warnings == [], context
        runner.leave()
        before[sid] = store.load(sid).messages
        assert before[sid] == session.messages

    seconds = time.perf_counter() - t0
    summary = (
        f"kill matrix: {kills} kill -9 in {seconds:.0f} s (seed {fault_seed}); landed in prefill {landed['prefill']}, "
        f"streaming {landed['stream']}, a save {landed['save']}, elsewhere {landed['other']} "
        f"(planned {dict(planned)}); stopped-in-save points {dict(stall_points)}; kills that left temp files "
        f"{kills_leaving_temps} ({left_temps} files), all removed when the store reopened, none remain; "
        f"partial replies on disk, marked interrupted: {partial_replies}; messages lost because the kill landed "
        f"inside their own save: {lost_to_a_save}; the child opened {dict(child_opened)}; the chat reopened "
        f"{dict(reopened)} (cold because {dict(cold_reasons)}); cut replies continued: {continued}; "
        f"next turns without a reply: {no_reply}"
    )
    print(summary)
    for key, value in [
        ("kills", kills), ("prefill", landed["prefill"]), ("stream", landed["stream"]), ("save", landed["save"]),
        ("other", landed["other"]), ("temp_files_left", left_temps), ("partial_replies", partial_replies),
        ("seconds", round(seconds, 1)),
    ]:
        record_property(key, value)
    each = max(1, kills // 10)  # 5 of the 50; 1 of a sample
    for phase in ("prefill", "stream", "save"):
        assert landed[phase] >= each, summary
    assert set(stall_points) == LEAVES_TEMP, summary
    assert landed["other"] <= kills // 10, summary
    assert partial_replies >= each and kills_leaving_temps >= min(5, planned["save"]), summary
