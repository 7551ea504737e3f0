"""Row 8: hostile import files. Over 100 generated files go through SessionStore.import_json as a
user's "Import chat…" would take them: deep nesting, huge strings in every field, wrong types
everywhere, unknown roles, duplicate and path-traversal ids, a future schema, invalid UTF-8,
NaN and Infinity, a 2 GB sparse file, a symlink to /dev/zero, a FIFO, a folder.

Each one is refused with a one-line StoreError, or imported with its fields normalised (titles
one line of at most TITLE_MAX characters, roles the app knows, numbers finite, settings usable):
what the sidebar, the message footers, the settings dialog and the next reply read from it works.
Nothing outside the data folder is touched, and no file is read whole that is not a chat.
"""

from __future__ import annotations

import copy
import json
import os
import random
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import psutil

from app.engine import SamplingParams
from app.sessions import ChatRunner, Session, SessionStore, StoreError
from app.sessions.model import ROLES, TITLE_MAX
from app.sessions.store import MAX_IMPORT_BYTES, to_markdown
from app.ui.chat.items import footer_for
from tests.support.helpers import GREEDY

VALID: dict[str, Any] = {
    "schema": 2, "id": "0123456789abcdef0123456789abcdef", "title": "Rivers", "created": 1.7e9, "updated": 1.7e9,
    "model_path": "/models/x.gguf", "model_fingerprint": {"model": "abc"}, "system_prompt": "Be brief.",
    "sampling_preset": "custom", "sampling": {"temperature": 0.0, "top_k": 40, "logit_bias": [[5, -1.5]]},
    "pinned": False, "kv_record": {"last_used": 1.7e9},
    "messages": [
        {"role": "user", "text": "Name a river.", "time": 1.7e9},
        {"role": "assistant", "text": "The Tagus.", "time": 1.7e9, "stats": {"generated": 4, "generation_tok_s": 20.5,
         "prompt_decoded": 12, "prompt_reused": 0, "finish_reason": "eog", "rollback": "none"},
         "interrupted": False, "finish_reason": "eog"},
    ],
}  # fmt: skip
HUGE = "x" * 5_000_000
BAD_VALUES: list[Any] = [None, 0, -1, 1.5, True, [], {}, "", "x", [1, 2], {"a": {"b": []}}, 1e308, -1e308,
                         float("nan"), float("inf"), 2**70, HUGE]  # fmt: skip
TOP_FIELDS = ["id", "title", "created", "updated", "model_path", "model_fingerprint", "system_prompt",
              "sampling_preset", "sampling", "pinned", "kv_record", "messages"]  # fmt: skip
MESSAGE_FIELDS = ["role", "text", "time", "stats", "interrupted", "finish_reason", "thinking_s"]
ROLES_SEEN = ["tool<script>", "system", "", "USER", "assistant ", "<|im_start|>", "function", "tool", "\u202euser"]


def dumps(d: Any) -> bytes:
    return json.dumps(d, allow_nan=True).encode()  # NaN and Infinity: what json.loads accepts


def hostile_files(folder: Path, rng: random.Random) -> Iterator[tuple[str, Path]]:
    """(kind, path) of every hostile file, written into `folder`."""
    n = 0

    def put(kind: str, data: bytes) -> tuple[str, Path]:
        nonlocal n
        n += 1
        path = folder / f"{n:03d}.json"
        path.write_bytes(data)
        return kind, path

    for depth in (1_000, 100_000, 1_000_000):
        yield put("deep nesting", b"[" * depth + b"]" * depth)
        yield put("deep nesting", b'{"a":' * depth + b"1" + b"}" * depth)
        yield put("deep nesting", dumps({**VALID, "sampling": None})[:-1] + b', "x": ' + b"[" * depth + b"]" * depth + b"}")
    for field in TOP_FIELDS:
        for value in BAD_VALUES:
            yield put("wrong type", dumps({**VALID, field: value}))
    for field in MESSAGE_FIELDS:
        for value in rng.sample(BAD_VALUES, 6):
            d = copy.deepcopy(VALID)
            d["messages"][1][field] = value
            yield put("wrong type in a message", dumps(d))
    for field in ["title", "model_path", "system_prompt", "sampling_preset", "id"]:
        yield put("huge string", dumps({**VALID, field: HUGE}))
    d = copy.deepcopy(VALID)
    d["messages"][0]["text"] = HUGE
    d["messages"][1]["stats"] = {HUGE: 1, "generated": HUGE, "finish_reason": HUGE}
    d["messages"][1]["finish_reason"] = HUGE
    yield put("huge string", dumps(d))
    for role in ROLES_SEEN:
        d = copy.deepcopy(VALID)
        d["messages"][1]["role"] = role
        yield put("unknown role", dumps(d))
    for bad_id in ["../../../../tmp/pwned", "/etc/passwd", "0123456789abcdef0123456789abcdef/../x", "CON", ""]:
        yield put("path-traversal id", dumps({**VALID, "id": bad_id}))
    yield put("duplicate id", dumps(VALID))
    yield put("duplicate id", dumps(VALID))
    for schema in (3, 99, -1, 2**40, "2", None):
        yield put("future or bad schema", dumps({**VALID, "schema": schema}))
    yield put("invalid UTF-8", dumps(VALID).replace(b"Rivers", b"Riv\xff\xfers"))
    yield put("invalid UTF-8", b"\xff\xfe" + dumps(VALID))
    yield put("invalid UTF-8", bytes(rng.randrange(256) for _ in range(4096)))
    for garbage in [b"", b"null", b"[]", b"42", b'"chat"', b"{", b"{}", dumps(VALID)[: len(dumps(VALID)) // 2]]:
        yield put("not an export", garbage)
    yield put("NaN and Infinity", dumps({**VALID, "created": float("nan"), "updated": float("inf"), "sampling": {
        "temperature": float("nan"), "top_p": float("inf"), "seed": float("-inf"), "logit_bias": [[float("nan"), 1], [1, float("nan")]]}}))
    kind, sparse = put("2 GB sparse file", b"")
    os.truncate(sparse, 2 * 2**30)
    yield kind, sparse
    kind, huge = put("a file just over the limit", b"")
    os.truncate(huge, MAX_IMPORT_BYTES + 1)
    yield kind, huge
    link = folder / "zero.json"
    link.symlink_to("/dev/zero")
    yield "symlink to /dev/zero", link
    fifo = folder / "fifo.json"
    os.mkfifo(fifo)
    yield "FIFO", fifo
    (folder / "folder.json").mkdir()
    yield "a folder", folder / "folder.json"
    yield "missing file", folder / "missing.json"


def check_imported(session: Session, store: SessionStore) -> None:
    """What the app reads from an imported chat works."""
    assert isinstance(session.title, str) and 0 < len(session.title) <= TITLE_MAX and "\n" not in session.title
    assert store.path(session.id).parent == store.sessions_dir and store.path(session.id).is_file()
    assert store.load(session.id) == session
    for m in session.messages:
        assert m.role in ROLES and isinstance(m.text, str)
        footer_for(m)  # the window's line under each message
    time.localtime(session.created), time.localtime(session.updated)  # the sidebar's date
    SamplingParams.from_dict(session.sampling)  # the settings dialog and the next reply
    to_markdown(session)
    store.cache_status(session, None)
    json.dumps(session.to_dict(), allow_nan=False)  # saved again without NaN or Infinity


def tree(root: Path) -> dict[str, tuple[int, int]]:
    return {str(p): (p.stat().st_size, p.stat().st_mtime_ns) for p in root.rglob("*") if p.is_file()}


def test_hostile_import_files_are_refused_or_normalised(
    tmp_path: Path, fault_seed: int, record_property: Callable[[str, object], None]
) -> None:
    rng = random.Random(fault_seed)
    data_dir, inbox, outside = tmp_path / "data", tmp_path / "inbox", tmp_path / "outside"
    for d in (data_dir, inbox, outside):
        d.mkdir()
    (outside / "keep.txt").write_text("untouched")
    store = SessionStore(data_dir)
    existing = store.create(title="Mine")
    before_outside = tree(outside)
    process = psutil.Process()
    results = Counter[str]()
    messages = Counter[str]()
    imported_ids: set[str] = set()
    for kind, path in hostile_files(inbox, rng):
        rss = process.memory_info().rss
        started = time.perf_counter()
        try:
            session = store.import_json(path)
        except StoreError as e:
            message = str(e)
            assert "\n" not in message and len(message) < 400, (kind, message[:500])
            assert message.startswith(path.name), (kind, message[:200])
            results[f"{kind}: refused"] += 1
            messages[message.removeprefix(path.name).split(":")[1].strip()[:60]] += 1
        else:
            check_imported(session, store)
            assert session.id not in imported_ids and session.id != existing.id  # a fresh id where taken
            imported_ids.add(session.id)
            results[f"{kind}: imported, normalised"] += 1
        assert time.perf_counter() - started < 20, kind  # /dev/zero, the FIFO and 2 GB are not read
        assert process.memory_info().rss - rss < 512 << 20, kind  # nor held in memory
    total = sum(results.values())

    # Nothing outside the data folder touched; the data folder holds only the chats imported.
    assert tree(outside) == before_outside
    assert {p.stem for p in store.sessions_dir.glob("*.json")} == imported_ids | {existing.id}
    assert not Path("/tmp/pwned.json").exists() and not any(inbox.glob("*.tmp"))
    assert store.load(existing.id).title == "Mine"
    assert [s.id for s in store.list()] and len(store.list()) == len(imported_ids) + 1  # the sidebar lists them all
    assert results["unknown role: refused"] == len(ROLES_SEEN)
    assert results["duplicate id: imported, normalised"] == 2
    for kind in ("symlink to /dev/zero", "FIFO", "2 GB sparse file", "a file just over the limit", "a folder"):
        assert results[f"{kind}: refused"] == 1, kind

    summary = f"row 8: hostile imports, {total} files (seed {fault_seed}): {dict(sorted(results.items()))}; reasons {dict(messages.most_common(12))}"
    print("\n" + summary)
    record_property("files", total)
    record_property("results", dict(results))
    assert total >= 100, summary


def test_a_normalised_import_opens_and_gets_a_reply(tmp_path: Path, make_runner: Callable[..., ChatRunner], data_dir: Path) -> None:
    """Wrong types in every field a reply reads (sampling, stats, times, pinned): the imported chat
    opens on the real model and the next turn is answered."""
    d = copy.deepcopy(VALID)
    d.update(sampling={"temperature": "hot", "top_k": [], "top_p": float("nan"), "seed": "x", "logit_bias": [[10**12, -1e9], "x"]},
             created=float("nan"), pinned="yes", kv_record={"last_used": "soon", "last_resume": 5}, title="A\nB\tC " * 100)
    d["messages"][1]["stats"] = {"generated": "many", "generation_tok_s": None, "prompt_decoded": [], "rollback": 3}
    src = tmp_path / "export.json"
    src.write_bytes(dumps(d))
    runner = make_runner(n_ctx=1024)
    session = runner.store.import_json(src)
    assert session.title.startswith("A B C A B C") and len(session.title) == TITLE_MAX
    assert SamplingParams.from_dict(session.sampling) == SamplingParams(logit_bias=((10**12, -1e9),))  # the rest: defaults
    runner.open(session.id)
    runner.set_settings(sampling=GREEDY)
    reply = runner.send("And another river?")
    assert reply is not None and reply.text
    runner.set_settings(sampling=d["sampling"])  # the imported custom settings themselves
    again = runner.send("One more.")
    assert again is not None and again.text
    runner.store.enforce_budget([])  # reads kv_record["last_used"] of every chat
