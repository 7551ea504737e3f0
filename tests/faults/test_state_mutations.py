"""Row 2: bad KV state files. 200 mutations of a chat's valid state file and sidecar, each
followed by reopening the chat (from an empty cache, as a restarted app would) and a next turn
on the real model, and again on every family of the test zoo (tests/support/zoo.py: a full KV cache,
recurrent and hybrid memory): never a crash, never loaded, always a cold reopen that says why, and a
continuation identical to a clean re-prefill (greedy). The good file itself reopens warm and
continues exactly like the app that never closed: that, not a re-read, is its oracle, since a
re-read prefills the replies in a batch, which some CPUs round differently from their
token-by-token decode (docs/architecture.md, "Which comparisons are exact").

The mutations: truncations at random offsets, zero length, a huge sparse file, bytes appended,
random byte flips in the header (magic, version, token count, token ids) and in the tensor data
(all caught by the sidecar's xxh3), sidecars swapped from another chat, files written with
another context size / KV type / sliding-window setting, a sidecar naming another model or
llama.cpp build, garbage sidecars (random bytes, cut JSON, wrong shapes and types, Infinity,
deep nesting, several GB), missing files, folders in their place; and, with the checksum
recomputed (a forged sidecar), flips in the header fields and a state file of another KV type,
which the header check or llama.cpp itself must refuse.

Apart from the 200: forged flips in the tensor data (checksum recomputed) are out of reach of any
check by design — the sidecar's checksum is what vouches for those bytes — so for those the test
asserts only that nothing crashes and the chat goes on, and reports how many loaded.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import struct
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
import xxhash

import app.engine.local.saved_state as engine_mod  # where the engine reads and writes state files
from app.engine import Engine, LoadParams
from app.engine.files.state_files import sidecar_path
from app.sessions import ChatRunner, SessionStore
from tests.support.helpers import greedy_session
from tests.support.zoo import FAMILIES

MUTATIONS = 200
FORGED_DATA_FLIPS = 12
N_CTX = 512
MAX_TOKENS = 8
NEXT = "Which of them is the longest?"
HEADER = 12  # magic, version, token count; then the token ids (4 bytes each), then the sequence data


@dataclass(frozen=True)
class Files:
    """A chat's KV pair (state file bytes, sidecar bytes)."""

    state: bytes
    sidecar: bytes

    @property
    def meta(self) -> dict:
        return json.loads(self.sidecar)

    @property
    def n_tokens(self) -> int:
        return int(self.meta["n_tokens"])

    def with_sidecar(self, **changes: object) -> bytes:
        return json.dumps({**self.meta, **changes}).encode()

    def forged(self, state: bytes, another_file: bool = False) -> tuple[bytes, bytes]:
        """`state` with a sidecar that vouches for it (checksum and size recomputed; for another
        file, also its token count)."""
        meta = {**self.meta, "xxh3_64": xxhash.xxh3_64_hexdigest(state), "state_bytes": len(state)}
        if another_file:
            meta["n_tokens"] = struct.unpack_from("<I", state, 8)[0]
        return state, json.dumps(meta).encode()


@dataclass
class Mutation:
    kind: str
    reasons: tuple[str, ...]  # the reopen's recorded reason contains one of these
    reaches_llama: bool = False  # passes our checks; llama.cpp itself must refuse it


class Bench:
    """Files of the chat under test, another chat, and the same chat saved with other settings."""

    def __init__(self, kv: Path, good: Files, other_chat: Files, foreign: dict[str, Files]):
        self.kv, self.side = kv, sidecar_path(kv)
        self.good, self.other_chat, self.foreign = good, other_chat, foreign

    def clear(self) -> None:
        for p in (self.kv, self.side):
            if p.is_dir():
                shutil.rmtree(p)
            else:
                p.unlink(missing_ok=True)

    def put(self, state: bytes | None, sidecar: bytes | None) -> None:
        self.clear()
        if state is not None:
            self.kv.write_bytes(state)
        if sidecar is not None:
            self.side.write_bytes(sidecar)

    def flip(self, rng: random.Random, lo: int, hi: int, count: int = 1) -> bytes:
        data = bytearray(self.good.state)
        for _ in range(count):
            data[rng.randrange(lo, hi)] ^= rng.randrange(1, 256)
        return bytes(data)


def mutate(bench: Bench, kind: str, rng: random.Random) -> Mutation:
    """Apply mutation `kind` (parameters drawn from rng) to the chat's KV pair."""
    good = bench.good
    size, tokens_end = len(good.state), HEADER + 4 * good.n_tokens
    damaged, wrong_size = ("damaged",), ("bytes",)
    if kind == "truncated":
        bench.put(good.state[: rng.randrange(1, size)], good.sidecar)
        return Mutation(kind, wrong_size)
    if kind == "truncated-to-header":
        bench.put(good.state[: rng.randrange(1, tokens_end)], good.sidecar)
        return Mutation(kind, wrong_size)
    if kind == "zero-length":
        bench.put(b"", good.sidecar)
        return Mutation(kind, wrong_size)
    if kind == "huge-sparse":
        bench.put(good.state, good.sidecar)
        os.truncate(bench.kv, rng.randrange(3 * 2**30, 6 * 2**30))  # sparse: no data is written
        return Mutation(kind, wrong_size)
    if kind == "appended":
        bench.put(good.state + os.urandom(rng.randrange(1, 4096)), good.sidecar)
        return Mutation(kind, wrong_size)
    if kind == "flip-header":
        bench.put(bench.flip(rng, 0, HEADER), good.sidecar)
        return Mutation(kind, damaged)
    if kind == "flip-token-ids":
        bench.put(bench.flip(rng, HEADER, tokens_end), good.sidecar)
        return Mutation(kind, damaged)
    if kind == "flip-tensor-data":
        bench.put(bench.flip(rng, tokens_end, size), good.sidecar)
        return Mutation(kind, damaged)
    if kind == "flip-many":
        bench.put(bench.flip(rng, 0, size, rng.randint(2, 64)), good.sidecar)
        return Mutation(kind, damaged)
    if kind == "sidecar-of-another-chat":
        bench.put(good.state, bench.other_chat.sidecar)
        return Mutation(kind, wrong_size + damaged)
    if kind == "state-of-another-chat":
        bench.put(bench.other_chat.state, good.sidecar)
        return Mutation(kind, wrong_size + damaged)
    if kind.startswith("saved-with-"):  # the same chat saved by an engine with other settings
        setting = kind.removeprefix("saved-with-")
        foreign = bench.foreign[setting]
        bench.put(foreign.state, foreign.sidecar)
        return Mutation(kind, ({"n_ctx": "context size", "kv_type": "KV cache type", "swa_full": "sliding-window"}[setting],))
    if kind == "sidecar-of-another-model":
        bench.put(good.state, good.with_sidecar(fingerprint={**good.meta["fingerprint"], "model": os.urandom(16).hex()}))
        return Mutation(kind, ("another model file",))
    if kind == "sidecar-of-another-build":
        bench.put(good.state, good.with_sidecar(fingerprint={**good.meta["fingerprint"], "llama_cpp_build": "b0000"}))
        return Mutation(kind, ("another build of llama.cpp",))
    if kind == "sidecar-wrong-checksum":
        bench.put(good.state, good.with_sidecar(xxh3_64=f"{rng.getrandbits(64):016x}"))
        return Mutation(kind, damaged)
    if kind == "sidecar-wrong-size":
        bench.put(good.state, good.with_sidecar(state_bytes=size + rng.choice([-1, 1]) * rng.randint(1, size)))
        return Mutation(kind, wrong_size)
    if kind == "sidecar-wrong-token-count":
        bench.put(good.state, good.with_sidecar(n_tokens=good.n_tokens + rng.choice([-1, 1]) * rng.randint(1, 9)))
        return Mutation(kind, ("holds",))
    if kind == "sidecar-garbage":
        bench.put(good.state, rng.choice([os.urandom(rng.randrange(0, 2048)), b"", b"\xff\xfe{", b"null", b"[]", b"42"]))
        return Mutation(kind, ("sidecar",))
    if kind == "sidecar-cut":
        bench.put(good.state, good.sidecar[: rng.randrange(0, len(good.sidecar))])
        return Mutation(kind, ("sidecar",))
    if kind == "sidecar-bad-field":
        field = rng.choice(["format", "fingerprint", "state_bytes", "xxh3_64", "n_tokens"])
        meta = good.meta
        if rng.random() < 0.5:
            del meta[field]
        else:
            meta[field] = rng.choice([None, [], {}, "x", -1.5, [1, 2]]) if field != "format" else rng.choice([0, 2, "1", None])
        bench.put(good.state, json.dumps(meta).encode())
        # A checksum "x" does not match; a size -1.5 is -1 bytes; an empty fingerprint is "another model".
        return Mutation(kind, ("sidecar", "damaged", "bytes", "holds", "made with"))
    if kind == "sidecar-infinity":
        meta = json.dumps({**good.meta, "state_bytes": 0}).replace('"state_bytes": 0', f'"state_bytes": {rng.choice(["Infinity", "-Infinity", "1e999"])}')
        bench.put(good.state, meta.encode())
        return Mutation(kind, ("sidecar",))
    if kind == "sidecar-deeply-nested":
        depth = rng.randint(20_000, 200_000)
        bench.put(good.state, b"[" * depth + b"]" * depth)
        return Mutation(kind, ("sidecar",))
    if kind == "sidecar-huge-sparse":
        bench.put(good.state, good.sidecar)
        os.truncate(bench.side, rng.randrange(3 * 2**30, 6 * 2**30))
        return Mutation(kind, ("sidecar",))
    if kind == "no-sidecar":
        bench.put(good.state, None)
        return Mutation(kind, ("no sidecar",))
    if kind == "no-state-file":
        bench.put(None, good.sidecar)
        return Mutation(kind, ("no saved cache",))
    if kind == "folder-for-state-file":
        bench.put(None, good.sidecar)
        bench.kv.mkdir()
        return Mutation(kind, ("no saved cache",))
    if kind == "folder-for-sidecar":
        bench.put(good.state, None)
        bench.side.mkdir()
        return Mutation(kind, ("sidecar",))
    # Forged: the sidecar's checksum recomputed over the damaged bytes. Our header check refuses
    # these before llama.cpp sees them...
    if kind == "forged-magic-or-version":
        bench.put(*good.forged(bench.flip(rng, 0, 8)))
        return Mutation(kind, ("not a llama.cpp sequence state",))
    if kind == "forged-token-count":
        bench.put(*good.forged(bench.flip(rng, 8, 12)))
        return Mutation(kind, ("holds",))
    if kind == "forged-token-out-of-vocabulary":
        data = bytearray(good.state)
        i = rng.randrange(good.n_tokens)
        struct.pack_into("<i", data, HEADER + 4 * i, rng.choice([-1, -(2**31), 2**24 + rng.randrange(2**20), 2**31 - 1]))
        bench.put(*good.forged(bytes(data)))
        return Mutation(kind, ("vocabulary",))
    # ... and llama.cpp refuses these (their layout differs), after which the engine is emptied.
    if kind == "forged-kv-type":
        bench.put(*good.forged(bench.foreign["kv_type"].state, another_file=True))
        return Mutation(kind, ("llama.cpp refused",), reaches_llama=True)
    raise AssertionError(kind)


KINDS = [
    "truncated", "truncated", "truncated-to-header", "zero-length", "huge-sparse", "appended",
    "flip-header", "flip-token-ids", "flip-tensor-data", "flip-tensor-data", "flip-many",
    "sidecar-of-another-chat", "state-of-another-chat",
    "saved-with-n_ctx", "saved-with-kv_type", "saved-with-swa_full",
    "sidecar-of-another-model", "sidecar-of-another-build", "sidecar-wrong-checksum", "sidecar-wrong-size",
    "sidecar-wrong-token-count", "sidecar-garbage", "sidecar-cut", "sidecar-bad-field", "sidecar-infinity",
    "sidecar-deeply-nested", "sidecar-huge-sparse", "no-sidecar", "no-state-file", "folder-for-state-file",
    "folder-for-sidecar", "forged-magic-or-version", "forged-token-count", "forged-token-out-of-vocabulary",
    "forged-kv-type",
]  # fmt: skip


@pytest.mark.exhaustive
@pytest.mark.parametrize("family", ["gemma", *FAMILIES])
def test_200_bad_state_files_always_reopen_cold_like_a_clean_reprefill(
    family: str,
    make_runner: Callable[..., ChatRunner],
    model_path: Path,
    zoo: Callable[[str], Path],
    data_dir: Path,
    fault_seed: int,
    rows: Callable[[int, int], int],
    monkeypatch: pytest.MonkeyPatch,
    record_property: Callable[[str, object], None],
) -> None:
    """On the demo model (a sliding-window cache) and every family of the test zoo. The whole
    suite runs 40 of the 200 (every kind at least once); `-m exhaustive` runs all 200."""
    rng = random.Random(fault_seed)
    mutations, forged_flips = rows(MUTATIONS, 40), rows(FORGED_DATA_FLIPS, 4)
    t0 = time.perf_counter()
    model = model_path if family == "gemma" else zoo(family)
    runner = make_runner(model=model, n_ctx=N_CTX)
    runner.max_tokens = MAX_TOKENS
    engine: Engine = runner.engine  # type: ignore[assignment]
    store = runner.store
    other = greedy_session(runner)
    runner.send("Tell me about the harbour of a small town.")
    sid = greedy_session(runner, "You answer in one line.")
    runner.send("Name three rivers of Europe.")
    transcript = store.path(sid).read_bytes()
    kv = store.kv_path(sid)

    def pair(path: Path) -> Files:
        return Files(path.read_bytes(), sidecar_path(path).read_bytes())

    # The good pair, as saved after the reply; then what the app that never closed says next. A
    # warm reopen must say exactly that. (Not what a re-read says: the re-read prefills the replies
    # in a batch, which some CPUs round differently from their token-by-token decode.)
    good = pair(kv)
    never_closed = runner.send(NEXT)
    assert never_closed is not None
    runner.leave()
    session = store.load(sid)
    foreign = {}
    for setting, params in {"n_ctx": {"n_ctx": 1024}, "kv_type": {"kv_type": "q8_0"}, "swa_full": {"swa_full": True}}.items():
        with Engine(model, LoadParams(**{"n_ctx": N_CTX, **params})) as e:  # type: ignore[arg-type]
            tokens, _ = e.fit_conversation(session.chat_messages(), 0, add_generation_prompt=False)
            e.prefill(tokens)
            path = data_dir / f"foreign-{setting}.kv"
            e.save_state(path)
            foreign[setting] = pair(path)
    bench = Bench(kv, good, pair(store.kv_path(other)), foreign)
    assert bench.good.n_tokens > 20

    # How many opens handed their state file to llama.cpp (after the checks, before the load).
    reached_llama = Counter[str]()
    opening: list[str] = []
    real_load = engine_mod.load_verified

    def counting_load(*args: object, **kwargs: object) -> str:
        if opening:
            reached_llama[opening[0]] += 1
        return real_load(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(engine_mod, "load_verified", counting_load)

    def reopen_and_continue(kind: str = "") -> tuple[str, str, str]:
        """Reopen the chat as a restarted app would, and send the next message."""
        store.path(sid).write_bytes(transcript)
        engine.reset()
        fresh = ChatRunner(SessionStore(data_dir), engine, max_tokens=MAX_TOKENS)
        opening[:] = [kind]
        try:
            opened = fresh.open(sid)
        finally:
            opening.clear()
        reply = fresh.send(NEXT)  # None: the model wrote nothing (only a forged state's noise does)
        # A folder where a KV file goes: the new cache cannot be saved, which the user is told.
        blocked = bench.kv.is_dir() or bench.side.is_dir()
        assert fresh.warnings == [] if not blocked else "cache could not be" in " ".join(fresh.warnings), fresh.warnings
        return opened.kind, opened.reason or "", reply.text if reply is not None else ""

    # The good pair reopens warm and continues exactly like the app that never closed.
    bench.put(bench.good.state, bench.good.sidecar)
    assert reopen_and_continue("good") == ("warm", "", never_closed.text)
    assert reached_llama["good"] == 1
    # The reference for every damaged file: a clean re-read (no state file at all). Cold against
    # cold: the same tokens prefilled in the same batches, bit-identical on every CPU.
    bench.put(None, None)
    kind, reason, clean = reopen_and_continue()
    assert (kind, reason) == ("cold", "no saved cache") and clean
    # Whether this CPU rounds a batch like single rows (it need not: the summary says which).
    cpu_rounds_alike = clean == never_closed.text

    kinds_here = KINDS
    if engine.memory == "recurrent":  # no KV cache: a file saved with another KV type is laid out the same
        kinds_here = [k for k in KINDS if k != "forged-kv-type"]
    cycles, extra = divmod(mutations, len(kinds_here))  # every kind, then a draw for the rest
    kinds = kinds_here * cycles + rng.sample(kinds_here, extra)
    rng.shuffle(kinds)
    done = Counter[str]()
    reasons = Counter[str]()
    for i, current in enumerate(kinds):
        mutation = mutate(bench, current, rng)
        context = f"mutation {i} ({current}, seed {fault_seed})"
        reached_before = reached_llama[current]
        kind, reason, text = reopen_and_continue(current)
        assert kind == "cold", f"{context}: reopened {kind}"
        assert any(r in reason for r in mutation.reasons), f"{context}: reason {reason!r}, expected {mutation.reasons}"
        assert reached_llama[current] - reached_before == int(mutation.reaches_llama), context
        assert text == clean, f"{context}: continued {text!r}, a clean re-prefill says {clean!r}"
        done[current] += 1
        reasons[re.sub(r"\d[\d,]*", "N", reason.split(" (")[0].replace(kv.name, "<kv>"))] += 1
    assert reached_llama["forged-kv-type"] == done["forged-kv-type"] > 0 or engine.memory == "recurrent"
    reached = sum(n for k, n in reached_llama.items() if k in KINDS)
    assert reached == reached_llama["forged-kv-type"]  # nothing else reached llama.cpp

    # Forged flips in the tensor data: no check can see them (the checksum vouches for them).
    # Nothing may crash, and the chat must go on.
    forged = Counter[str]()
    tokens_end = HEADER + 4 * bench.good.n_tokens
    for _ in range(forged_flips):
        bench.put(*bench.good.forged(bench.flip(rng, tokens_end, len(bench.good.state), rng.randint(1, 8))))
        kind, reason, text = reopen_and_continue("forged-tensor-data")
        forged[f"{kind}, {'same' if text == clean else 'other' if text else 'empty'} continuation"] += 1
    seconds = time.perf_counter() - t0

    summary = (
        f"state mutations on {family} ({engine.memory}): {sum(done.values())} mutations of {len(done)} kinds in {seconds:.0f} s (seed {fault_seed}): "
        f"all reopened cold and continued exactly like a clean re-prefill; reasons {dict(reasons)}; "
        f"a warm reopen continued like the never-closed app, and {'also' if cpu_rounds_alike else 'not'} like a re-read on this CPU; "
        f"reached llama.cpp and refused there (a forged sidecar over another KV type's file): {reached}; "
        f"forged tensor-data flips (outside the 200, no check can see them): {dict(forged)}"
    )
    print(summary)
    record_property("mutations", sum(done.values()))
    record_property("kinds", dict(done))
    record_property("forged_tensor_data", dict(forged))
    record_property("seconds", round(seconds, 1))
    record_property("cpu_rounds_a_batch_like_single_rows", cpu_rounds_alike)
    assert sum(done.values()) == mutations >= len(kinds_here) and set(done) == set(kinds_here), summary
