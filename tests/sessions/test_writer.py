"""The background transcript writer: newest snapshot wins, drain orders later saves, errors surface."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.sessions import Message, SessionStore
from app.sessions.writer import BackgroundWriter


def test_newest_snapshot_wins_and_drain_waits(tmp_path: Path) -> None:
    writer = BackgroundWriter()
    target = tmp_path / "t.json"
    for i in range(200):
        writer.submit(target, f"version {i}".encode())
    writer.drain()
    assert target.read_text() == "version 199"
    assert writer.take_errors() == []


def test_a_synchronous_save_is_never_overtaken(data_dir: Path) -> None:
    store = SessionStore(data_dir)
    session = store.create(title="race")
    for i in range(50):
        session.messages.append(Message("assistant", f"partial {i}"))
        store.save_soon(session)
    session.messages.append(Message("assistant", "final"))
    store.save(session)
    assert store.load(session.id).messages[-1].text == "final"


def test_background_failures_are_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    writer = BackgroundWriter()

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    writer.submit(tmp_path / "t.json", b"data")
    writer.drain()
    errors = writer.take_errors()
    assert len(errors) == 1 and errors[0][1].errno == 28
    assert not (tmp_path / "t.json").exists() and list(tmp_path.iterdir()) == []
