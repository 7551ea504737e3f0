"""The session data model: JSON round trip, schema versions and migrations."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from app.sessions import SCHEMA_VERSION, Message, SchemaError, Session, SessionStore
from app.sessions import model as model_module
from app.sessions.store import to_markdown


def test_round_trip() -> None:
    s = Session(title="Über / ../ 🦜", system_prompt="Be kind.", pinned=True)
    s.messages += [Message("user", "hi"), Message("assistant", "hel", interrupted=True)]
    back = Session.from_dict(s.to_dict())
    assert back == s
    assert s.to_dict()["schema"] == SCHEMA_VERSION


def test_chat_messages_for_the_engine() -> None:
    s = Session(system_prompt="Sys")
    s.messages += [Message("user", "a"), Message("assistant", "b")]
    assert s.chat_messages() == [
        {"role": "system", "content": "Sys"},
        {"role": "user", "content": "a"},
        {"role": "assistant", "content": "b"},
    ]
    assert Session().chat_messages() == []


def test_newer_and_broken_files_are_refused() -> None:
    data = Session().to_dict()
    with pytest.raises(SchemaError, match="newer Emberly"):
        Session.from_dict({**data, "schema": SCHEMA_VERSION + 1})
    with pytest.raises(SchemaError, match="no schema"):
        Session.from_dict({k: v for k, v in data.items() if k != "schema"})
    with pytest.raises(SchemaError, match="has no"):
        Session.from_dict({"schema": SCHEMA_VERSION})
    with pytest.raises(SchemaError):
        Session.from_dict([1, 2])  # type: ignore[arg-type]


def test_migrations_run_step_by_step(monkeypatch: pytest.MonkeyPatch) -> None:
    # Pretend the current format is one newer, whose step renames "name" to "title".
    def v1_to_v2(d: dict) -> dict:
        d["title"] = d.pop("name").upper()
        return d

    old = Session().to_dict()  # written at today's version
    old["name"] = old.pop("title") + " old"
    monkeypatch.setattr(model_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    monkeypatch.setitem(model_module.MIGRATIONS, SCHEMA_VERSION, v1_to_v2)
    assert model_module.migrate(old)["title"] == "NEW CHAT OLD"
    assert model_module.migrate(old)["schema"] == SCHEMA_VERSION + 1


FIXTURES = Path(__file__).parent / "fixtures"


def without_id(d: dict) -> dict:
    return {k: v for k, v in d.items() if k != "id"}


def test_a_chat_saved_in_format_1_loads_showing_the_same(tmp_path: Path) -> None:
    """A chat written by the first release (kept byte for byte in fixtures/) opens, lists and
    exports as it did; the next save writes the current format."""
    data = json.loads((FIXTURES / "chat-schema-1.json").read_text(encoding="utf-8"))
    assert data["schema"] == 1
    s = Session.from_dict(json.loads((FIXTURES / "chat-schema-1.json").read_text(encoding="utf-8")))
    assert (s.id, s.title, s.pinned, s.system_prompt, s.sampling_preset) == (
        "0f3c2a9e5b7d4e1f8a6c3b2d1e0f9a8b", "Trip to Lisbon", True, "You are a patient assistant.", "precise"
    )
    assert s.sampling == data["sampling"] and s.model_fingerprint == data["model_fingerprint"]
    assert [without_id(m.to_dict()) for m in s.messages] == data["messages"]
    assert s.kv_record == data["cache"]  # renamed in format 2

    store = SessionStore(tmp_path)
    shutil.copy(FIXTURES / "chat-schema-1.json", store.path(s.id))
    store.build_index()
    [summary] = store.list()
    assert (summary.title, summary.n_messages, summary.pinned, summary.last_resume) == (
        "Trip to Lisbon", 2, True, data["cache"]["last_resume"]
    )
    assert "Day 1: Alfama" in to_markdown(store.load(s.id))
    store.save(store.load(s.id), touch=False)
    saved = json.loads(store.path(s.id).read_text(encoding="utf-8"))
    assert saved["schema"] == SCHEMA_VERSION and "cache" not in saved and saved["kv_record"] == data["cache"]


def test_a_chat_saved_in_format_2_loads_as_a_tree_of_one_line(tmp_path: Path) -> None:
    """The format before versions (kept in fixtures/): the same messages on the active path, no
    other versions, ids by position (the same every time it is read); saved again as format 3."""
    data = json.loads((FIXTURES / "chat-schema-2.json").read_text(encoding="utf-8"))
    assert data["schema"] == 2
    s = Session.from_dict(json.loads((FIXTURES / "chat-schema-2.json").read_text(encoding="utf-8")))
    assert [without_id(m.to_dict()) for m in s.messages] == data["messages"]
    assert s.versions == [] and [m.id for m in s.messages] == [f"{i:016x}" for i in range(1, 5)]
    assert [s.version_position(i) for i in range(4)] == [(1, 1)] * 4
    assert s.chat_messages()[0] == {"role": "system", "content": "You answer briefly."}
    assert s.messages[1].thinking_s == 0.4 and s.messages[3].interrupted
    again = Session.from_dict(s.to_dict())
    assert again.to_dict() == s.to_dict() and s.to_dict()["schema"] == SCHEMA_VERSION
