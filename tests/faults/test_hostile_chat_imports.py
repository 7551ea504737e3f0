"""Hostile exports of other apps (issue 37's rows): every importer gets what Emberly's own JSON
gets (tests/faults/test_hostile_imports.py): wrong types in every field of each format, cycles in
a tree's parent links, dangling parents and children, 5 MB titles, deep nesting, invalid UTF-8,
a zip bomb, path traversal in a zip's names, a 2 GB file, a FIFO. Each is refused with one line
naming the file and the reason, or imported normalised (the chat loads, its title is one short
line, its roles are Emberly's); never a crash, never a file written outside the data folder."""

from __future__ import annotations

import copy
import json
import os
import random
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.sessions import SessionStore
from app.sessions.imports import UnreadableExport, import_chats, read_export
from app.sessions.model import ROLES, TITLE_MAX
from tests.support import exports

BAD: list[Any] = [None, 0, -1, 1.5e308, True, [], {}, "", "x" * 5_000_000, [1, {"a": []}], {"role": "user"},
                  float("nan"), 2**70, "\udcff"[:0] + "\u202euser"]
SAMPLES = {
    "chatgpt": lambda: [exports.chatgpt_conversation()],
    "claude": exports.claude_conversations,
    "openwebui": exports.openwebui_export,
    "lmstudio": exports.lmstudio_conversation,
}


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON value (keys of objects, indexes of lists)."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*prefix, i))


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    out = copy.deepcopy(doc)
    here = out
    for step in path[:-1]:
        here = here[step]
    here[path[-1]] = value
    return out


def _check(store: SessionStore, path: Path) -> str:
    """'refused' or 'imported', after checking what each means."""
    try:
        found = read_export(path, store)
    except UnreadableExport as e:
        line = str(e)
        assert "\n" not in line and path.name in line, line
        return "refused"
    for sid in import_chats(store, found, found.conversations):
        chat = store.load(sid)
        assert "\n" not in chat.title and len(chat.title) <= TITLE_MAX
        assert all(m.role in ROLES for m in chat.all_messages())
        chat.switch_to(chat.all_messages()[-1].id) if chat.all_messages() else None
    found.close()
    return "imported"


def test_wrong_types_in_every_field_of_every_format(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "data")
    rng = random.Random(37)
    seen = {"refused": 0, "imported": 0}
    n, written = 0, set()
    for fmt, make in SAMPLES.items():
        doc = make()
        places = list(_paths(doc))
        for place in rng.sample(places, min(len(places), 60)):
            for bad in rng.sample(BAD, 3):
                n += 1
                f = tmp_path / f"{fmt}-{n}.json"
                f.write_text(json.dumps(_set(doc, place, bad), allow_nan=True), encoding="utf-8")
                written.add(f.name)
                seen[_check(store, f)] += 1
    assert seen["refused"] and seen["imported"] and n > 500, seen
    assert {p.name for p in tmp_path.iterdir()} == written | {"data"}  # nothing written beside the data folder


def test_cycles_dangling_links_and_huge_titles(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "data")
    conv = exports.chatgpt_conversation()
    mapping = conv["mapping"]
    mapping["u1"]["parent"], mapping["sys"]["parent"] = "a1", "u1"  # a cycle: u1 → a1 → u1 (through sys)
    mapping["a2"]["parent"] = "nowhere"  # a dangling parent
    mapping["a2b"]["children"] = ["ghost"]  # a dangling child
    conv["title"] = "T" * 5_000_000 + "\n second line"
    conv["current_node"] = "ghost"
    f = tmp_path / "cycle.json"
    f.write_text(json.dumps([conv]), encoding="utf-8")
    assert _check(store, f) == "imported"
    (chat,) = [store.load(s.id) for s in store.list()]
    assert len(chat.title) <= TITLE_MAX and chat.messages

    nested = tmp_path / "nested.json"
    nested.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    bad_utf8 = tmp_path / "latin1.json"
    bad_utf8.write_bytes(json.dumps([exports.chatgpt_conversation()]).encode().replace(b"Tagus", b"Tag\xfas"))
    for hostile in (nested, bad_utf8):
        assert _check(store, hostile) == "refused"


def test_zip_bombs_traversal_huge_files_and_fifos(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "data")
    bomb = tmp_path / "bomb.zip"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("conversations.json", b"[" + b" " * (300 << 20) + b"]")  # 300 MB of spaces in ~300 KB
    with pytest.raises(UnreadableExport, match="bomb.zip.*zip bomb"):
        read_export(bomb, store)

    traversal = tmp_path / "traversal.zip"
    with zipfile.ZipFile(traversal, "w") as z:
        z.writestr("../../../../tmp/evil/conversations.json", json.dumps([exports.chatgpt_conversation("c-2")]))
        z.writestr("/etc/file-AbC123-x.png", exports.png())
    before = set(tmp_path.iterdir())
    assert _check(store, traversal) == "imported"
    assert set(tmp_path.iterdir()) == before and not Path("/tmp/evil").exists()

    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(2 << 30)  # 2 GB, sparse
    with pytest.raises(UnreadableExport, match="huge.json.*bytes"):
        read_export(huge, store)
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    with pytest.raises(UnreadableExport, match="not a regular file"):
        read_export(fifo, store)
