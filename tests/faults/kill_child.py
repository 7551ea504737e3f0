"""The process that the kill matrix (test_kill_matrix.py) kills with SIGKILL.

It opens a saved chat like the app does (ChatRunner on the real engine), sends a message and
streams the reply, then sends follow-ups until it is killed, announcing every step on stdout,
one line each, flushed before the step goes on:

    ready <open kind>                the model is loaded and the chat opened
    turn <n> <json text>             turn n's message is being sent
    prefill <done> <total>           a prefill batch of the reply went in (restore: "rprefill")
    piece <n> <json text>            the n-th streamed piece of the reply
    done <finish reason>             send() returned: the reply, its transcript and its KV file are saved
    save+ <kind> <i>                 save number i of kind "transcript" or "kv" begins
    save- <kind> <i>                 ... and is complete (renamed into place, folder synced)
    stall <point>                    the planned save stops here and waits for the kill

To kill inside a save (a few milliseconds) at a chosen point, the plan may name one save that
stops at one of these points until the kill arrives:
    partial             a transcript's temp file holds a random fraction of its bytes
    before-rename       a transcript's temp file is complete, not yet renamed
    kv-state-written    the KV state temp file is written, its sidecar not yet
    kv-sidecar-partial  the KV sidecar's temp file holds part of its bytes
    kv-between-renames  the new state file is in place, its sidecar is still the old one

Usage: python -m tests.faults.kill_child '<json plan>'
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from typing import Any

import app.atomic as atomic
import app.engine.files.state_files as state_files
import app.engine.local.saved_state as engine_mod  # where the engine reads and writes state files
import app.sessions.store as store_mod
import app.sessions.writer as writer_mod
from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore

_out = threading.Lock()
_counts = {"transcript": 0, "kv": 0}
_local = threading.local()


def say(line: str) -> None:
    with _out:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()


def main(plan: dict[str, Any]) -> None:
    stall: dict[str, Any] | None = plan.get("stall")

    def stop_here(point: str) -> None:
        if getattr(_local, "stall", None) == point:
            say(f"stall {point}")
            while True:
                time.sleep(3600)

    def counted(kind: str, real: Any) -> Any:
        def save(*args: Any, **kwargs: Any) -> Any:
            with _out:
                n = _counts[kind]
                _counts[kind] += 1
            planned = stall is not None and stall["kind"] == kind and stall["index"] == n
            _local.stall = stall["point"] if planned else None  # type: ignore[index]
            say(f"save+ {kind} {n}")
            try:
                result = real(*args, **kwargs)
            finally:
                _local.stall = None
            say(f"save- {kind} {n}")
            return result

        return save

    def write_synced(real: Any, partial: str, complete: str | None = None) -> Any:
        def write(path: Any, data: bytes) -> None:
            if getattr(_local, "stall", None) == partial:
                with open(path, "wb") as f:
                    f.write(data[: int(len(data) * stall["fraction"])])  # type: ignore[index]
                    f.flush()
                    os.fsync(f.fileno())
                stop_here(partial)
            real(path, data)
            if complete is not None:
                stop_here(complete)

        return write

    class OsWithStall:
        """state_files' `os`, stopping between the state file's rename and the sidecar's."""

        def __getattr__(self, name: str) -> Any:
            return getattr(os, name)

        @staticmethod
        def replace(src: Any, dst: Any) -> None:
            os.replace(src, dst)
            if str(dst).endswith(".kv"):
                stop_here("kv-between-renames")

    real_hash = state_files._hash_and_sync

    def hash_and_sync(path: Any) -> str:
        stop_here("kv-state-written")
        return real_hash(path)

    # Transcripts: synchronous saves (the store) and streaming flushes (the background writer),
    # both through app.atomic.write_atomic, which writes its temp file with app.atomic.write_synced.
    store_mod.write_atomic = counted("transcript", store_mod.write_atomic)
    writer_mod.write_atomic = counted("transcript", writer_mod.write_atomic)
    atomic.write_synced = write_synced(atomic.write_synced, "partial", "before-rename")
    # KV files: the state temp file, the sidecar's temp file, the two renames.
    engine_mod.write_state = counted("kv", engine_mod.write_state)
    state_files.write_synced = write_synced(state_files.write_synced, "kv-sidecar-partial")
    state_files._hash_and_sync = hash_and_sync
    state_files.os = OsWithStall()  # type: ignore[assignment]

    engine = Engine(plan["model"], LoadParams(n_ctx=plan["n_ctx"], n_batch=plan["n_batch"]))
    runner = ChatRunner(SessionStore(plan["data"]), engine, flush_tokens=plan["flush_tokens"], max_tokens=plan["max_tokens"])
    opened = runner.open(plan["session"], progress=lambda done, total: say(f"rprefill {done} {total}"))
    say(f"ready {opened.kind}")
    pieces = 0

    def on_piece(piece: str) -> None:
        nonlocal pieces
        pieces += 1
        say(f"piece {pieces} {json.dumps(piece)}")

    for turn, text in enumerate(plan["messages"]):
        say(f"turn {turn} {json.dumps(text)}")
        pieces = 0
        reply = runner.send(text, on_piece, progress=lambda done, total: say(f"prefill {done} {total}"))
        say(f"done {reply.finish_reason if reply is not None else 'empty'}")
    say("end")


if __name__ == "__main__":
    main(json.loads(sys.argv[1]))
