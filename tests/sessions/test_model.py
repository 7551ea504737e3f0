"""The session data model: JSON round trip, schema versions and migrations."""

from __future__ import annotations

import pytest

from app.sessions import SCHEMA_VERSION, Message, SchemaError, Session
from app.sessions import model as model_module


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
    with pytest.raises(SchemaError, match="incomplete"):
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
