"""The session store on real files: atomic saves, listing, search, copies, export/import, KV budget."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from app.engine.files.state_files import extras_path, sidecar_path
from app.sessions import ChatRunner, Message, Session, SessionStore, StoreError
from app.sessions.model import TITLE_MAX
from app.sessions.store import to_markdown
from tests.support.helpers import greedy_session

FP = {"model": "abc", "n_ctx": 4096}


@pytest.fixture
def store(data_dir: Path) -> SessionStore:
    return SessionStore(data_dir)


def fake_kv(store: SessionStore, session_id: str, size: int, fingerprint: dict = FP) -> None:
    kv = store.kv_path(session_id)
    kv.write_bytes(b"\0" * size)
    sidecar_path(kv).write_text(
        json.dumps({"format": 1, "fingerprint": fingerprint, "n_tokens": size // 100, "state_bytes": size, "xxh3_64": "0"})
    )


def test_titles_never_become_file_names(store: SessionStore) -> None:
    for title in ["../../etc/passwd", "a/b\\c", "🦜 Ünïcode ✨", "", "CON", "." * 300]:
        s = store.create(title=title)
        assert store.path(s.id).parent == store.sessions_dir
        assert store.load(s.id).title == (title or "New chat")[:TITLE_MAX]  # capped: a sidebar line
    assert {p.parent for p in store.root.rglob("*") if p.is_file()} <= {store.sessions_dir}
    with pytest.raises(StoreError):
        store.path("../../x")


def test_list_newest_first_and_search(store: SessionStore) -> None:
    a = store.create(title="Pasta recipes")
    time.sleep(0.01)
    b = store.create(title="Travel")
    b.messages.append(Message("user", "What about PASTA in Rome?"))
    store.save(b)
    time.sleep(0.01)
    c = store.create(title="Taxes")
    assert [s.id for s in store.list()] == [c.id, b.id, a.id]
    assert [s.id for s in store.search("pasta")] == [b.id, a.id]
    assert store.search("nothing like this") == []


@pytest.mark.parametrize("content", ["{ truncated", "[" * 100_000 + "]" * 100_000, "null", '{"messages": "x"}'])
def test_unreadable_files_are_listed_apart_and_kept(store: SessionStore, content: str) -> None:
    good = store.create(title="fine")
    bad = store.sessions_dir / ("f" * 32 + ".json")
    bad.write_text(content)
    assert [s.id for s in store.list()] == [good.id]
    assert store.unreadable() == [bad]
    assert bad.exists()


def test_rename_duplicate_delete(store: SessionStore) -> None:
    s = store.create(title="one")
    s.messages.append(Message("user", "hello"))
    store.save(s)
    fake_kv(store, s.id, 1000)
    assert store.rename(s.id, "  two / three  ").title == "two / three"
    copy = store.duplicate(s.id)
    assert copy.id != s.id and copy.title == "two / three (copy)" and copy.messages == store.load(s.id).messages
    assert store.kv_path(copy.id).read_bytes() == store.kv_path(s.id).read_bytes()  # opens warm too
    store.delete(s.id)
    assert not store.exists(s.id) and not store.kv_path(s.id).exists() and not sidecar_path(store.kv_path(s.id)).exists()
    assert store.exists(copy.id)


def test_export_and_import(store: SessionStore, tmp_path: Path) -> None:
    s = store.create(title="Trip / 2026 🧳", system_prompt="Plan well.")
    s.messages += [Message("user", "Where to?"), Message("assistant", "Lisbon.", interrupted=True)]
    store.save(s)
    store.export_json(s.id, tmp_path / "x.json")
    store.export_markdown(s.id, tmp_path / "x.md")
    md = (tmp_path / "x.md").read_text()
    assert md.startswith("# Trip / 2026 🧳") and "Where to?" in md and "(interrupted)" in md
    assert md == to_markdown(s)

    again = store.import_json(tmp_path / "x.json")  # same id exists: a new one is given
    assert again.id != s.id and again.messages == s.messages and again.title == s.title
    store.delete(s.id)
    third = store.import_json(tmp_path / "x.json")
    assert third.id == s.id
    (tmp_path / "junk.json").write_text('{"hello": 1}')
    with pytest.raises(StoreError, match="not an Emberly chat"):
        store.import_json(tmp_path / "junk.json")


def test_failed_save_keeps_the_previous_transcript(store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    s = store.create(title="keep me")
    s.messages.append(Message("user", "first words"))
    store.save(s)
    before = store.path(s.id).read_bytes()

    real_fsync = os.fsync

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    s.messages.append(Message("user", "second words"))
    with pytest.raises(StoreError, match="No space left"):
        store.save(s)
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert store.path(s.id).read_bytes() == before
    assert [p.name for p in store.sessions_dir.iterdir()] == [f"{s.id}.json"]  # no temp file left


def test_stale_temp_files_are_cleaned_at_start(data_dir: Path) -> None:
    store = SessionStore(data_dir)
    (store.sessions_dir / ".abc.json.123.tmp").write_text("partial")
    SessionStore(data_dir)
    assert list(store.sessions_dir.iterdir()) == []


def test_cache_status(store: SessionStore) -> None:
    s = store.create()
    assert store.cache_status(s, FP).state == "cold"
    fake_kv(store, s.id, 5000)
    warm = store.cache_status(s, FP)
    assert (warm.state, warm.tokens, warm.bytes_on_disk > 5000) == ("warm", 50, True)
    extras_path(store.kv_path(s.id)).write_bytes(b"x" * 3000)  # checkpoints and logits count too
    assert store.cache_status(s, FP).bytes_on_disk == warm.bytes_on_disk + 3000
    stale = store.cache_status(s, {**FP, "n_ctx": 8192})
    assert stale.state == "stale" and "context size" in (stale.reason or "")
    assert store.cache_status(s, None).state == "stale"


def test_disk_budget_evicts_least_recently_used_kv_only(data_dir: Path) -> None:
    store = SessionStore(data_dir, kv_budget=25_000)
    sessions = []
    for i in range(4):
        s = Session(title=f"s{i}", pinned=(i == 0))
        s.kv_record["last_used"] = 1000.0 + i  # s0 oldest (but pinned), s3 newest
        store.save(s)
        fake_kv(store, s.id, 10_000)
        sessions.append(s)
    evicted = store.enforce_budget(keep=[sessions[1].id])
    assert evicted == [sessions[2].id, sessions[3].id]  # oldest first, until within budget
    assert store.kv_usage() <= 25_000
    assert store.kv_path(sessions[0].id).exists()  # pinned
    assert store.kv_path(sessions[1].id).exists()  # the open chat
    assert all(store.exists(s.id) for s in sessions)  # transcripts are never evicted

    unlimited = SessionStore(data_dir, kv_budget=0)
    fake_kv(unlimited, sessions[2].id, 10**6)
    assert unlimited.enforce_budget() == []


def test_orphan_kv_files_are_removed(data_dir: Path) -> None:
    store = SessionStore(data_dir, kv_budget=1)
    s = store.create()
    fake_kv(store, s.id, 10)
    store.path(s.id).unlink()
    store.enforce_budget()
    assert list(store.kv_dir.iterdir()) == []


def test_a_version_keeps_its_cache_under_its_leaf(store: SessionStore) -> None:
    s = store.create()
    fake_kv(store, s.id, 5000)
    extras_path(store.kv_path(s.id)).write_bytes(b"x")
    store.park_kv(s.id, "aaaaaaaaaaaaaaaa")  # the active path is about to change
    assert not store.kv_path(s.id).exists() and store.cache_status(s, FP).state == "cold"
    version = store.version_kv_path(s.id, "aaaaaaaaaaaaaaaa")
    assert version.stat().st_size == 5000 and sidecar_path(version).exists() and extras_path(version).exists()
    assert not store.unpark_kv(s.id, "bbbbbbbbbbbbbbbb")  # a version with no cache of its own
    assert store.unpark_kv(s.id, "aaaaaaaaaaaaaaaa")
    assert store.cache_status(s, FP).state == "warm" and not version.exists() and not extras_path(version).exists()
    with pytest.raises(StoreError):
        store.version_kv_path(s.id, "../../x")
    store.park_kv(s.id, "aaaaaaaaaaaaaaaa")
    store.delete_kv(s.id)
    assert list(store.kv_dir.iterdir()) == []


def test_disk_budget_evicts_other_versions_first_and_their_orphans(data_dir: Path) -> None:
    store = SessionStore(data_dir, kv_budget=25_000)
    a, b = Session(title="a"), Session(title="b")
    for s in (a, b):
        store.save(s)
        fake_kv(store, s.id, 10_000)
    store.park_kv(a.id, "aaaaaaaaaaaaaaaa")  # a's other version
    fake_kv(store, a.id, 10_000)  # and its active path
    assert store.enforce_budget(keep=[b.id]) == []  # the version went; both chats keep their path's cache
    assert not store.version_kv_path(a.id, "aaaaaaaaaaaaaaaa").exists()
    assert store.kv_path(a.id).exists() and store.kv_path(b.id).exists()

    store.park_kv(b.id, "bbbbbbbbbbbbbbbb")
    store.path(b.id).unlink()  # its transcript gone: its version's cache too
    store.kv_budget = 1
    store.enforce_budget(keep=[a.id])
    assert sorted(p.name.split(".")[0] for p in store.kv_dir.iterdir()) == [a.id, a.id]


def test_export_and_import_keep_the_tree(store: SessionStore, tmp_path: Path) -> None:
    """JSON holds the whole tree; Markdown the active path (what the window shows)."""
    s = Session(title="tree")
    s.messages += [Message("user", "q", time=1.0), Message("assistant", "first answer", time=2.0)]
    s.set_aside(1)
    s.messages.append(Message("assistant", "second answer", time=3.0))
    store.save(s)
    store.export_json(s.id, tmp_path / "tree.json")
    back = store.import_json(tmp_path / "tree.json")
    assert back.id != s.id  # the id was taken
    assert [m.text for m in back.messages] == ["q", "second answer"]
    assert [m.text for m in back.siblings(1)] == ["first answer", "second answer"]
    store.export_markdown(s.id, tmp_path / "tree.md")
    md = (tmp_path / "tree.md").read_text(encoding="utf-8")
    assert "second answer" in md and "first answer" not in md


SERVER = {"url": "http://127.0.0.1:8080", "model": "qwen3-8b"}


def test_a_chat_keeps_its_server_but_an_import_does_not(store: SessionStore, tmp_path: Path) -> None:
    s = store.create(title="On a server")
    s.provider = dict(SERVER)
    s.messages.append(Message("user", "Hi"))
    store.save(s)
    assert store.load(s.id).provider == SERVER
    assert store.duplicate(s.id).provider == SERVER
    store.export_json(s.id, tmp_path / "x.json")
    assert json.loads((tmp_path / "x.json").read_text())["provider"] == SERVER
    # A file from elsewhere never makes Emberly contact the server it names.
    assert store.import_json(tmp_path / "x.json").provider is None
    for bad in ({"url": 1, "model": "m"}, {"url": "u"}, "http://x", ["u", "m"]):
        data = {**s.to_dict(), "provider": bad}
        assert Session.from_dict(data).provider is None


def test_a_chat_on_a_server_has_its_cache_status_from_the_servers_record(store: SessionStore) -> None:
    from app.engine.files.sidecar import REMOTE_SIDECAR_VERSION, remote_sidecar_path

    s = store.create()
    s.messages.append(Message("user", "Hi"))
    store.save(s)
    fp = {"server": SERVER["url"], "model": "/models/q.gguf", "n_ctx": 4096, "build": "b1"}
    assert store.cache_status(s, fp).state == "cold"
    record = {"version": REMOTE_SIDECAR_VERSION, "url": SERVER["url"], "fingerprint": fp, "file": f"{s.id}-x.bin",
              "n_tokens": 321, "n_bytes": 4567, "saved": 0.0}
    remote_sidecar_path(store.kv_path(s.id)).write_text(json.dumps(record))
    warm = store.cache_status(s, fp)
    assert (warm.state, warm.tokens, warm.bytes_on_disk) == ("warm", 321, 4567) and SERVER["url"] in (warm.reason or "")
    assert store.cache_status(s, {**fp, "build": "b2"}).state == "stale"
    assert store.cache_status(s, {**fp, "server": "http://elsewhere:1"}).state == "stale"
    store.delete(s.id)
    assert not remote_sidecar_path(store.kv_path(s.id)).exists()


@pytest.mark.slow
def test_a_json_export_with_its_cache_imports_warm_and_continues_identically(
        make_runner: Callable[..., ChatRunner], tmp_path: Path) -> None:
    from app.sessions.store import cache_folder

    runner = make_runner()
    sid = greedy_session(runner)
    runner.send("Tell me about the river town of Ellery.")
    runner.save_cache()
    dest = tmp_path / "out" / "ellery.json"
    dest.parent.mkdir()
    runner.store.export_json(sid, dest, with_cache=True)
    assert {"chat.state", "chat.state.json"} <= {p.name for p in cache_folder(dest).iterdir()}

    other = make_runner(root=tmp_path / "elsewhere")
    imported = other.store.import_json(dest)
    opened = other.open(imported.id)
    assert opened is not None and opened.kind == "warm", opened
    again = other.send("And its trade?")
    expected = runner.send("And its trade?")
    assert again is not None and expected is not None and again.text == expected.text
    assert again.stats is not None and again.stats["prompt_decoded"] < 30
    # Without the folder, or with a damaged one, it opens cold and says why.
    (cache_folder(dest) / "chat.state").write_bytes(b"not a state file")
    damaged = other.store.import_json(dest)
    reopened = other.open(damaged.id)
    assert reopened is not None and reopened.kind == "cold" and reopened.reason
