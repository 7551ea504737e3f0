"""File ▸ Export all chats…: every chat in one zip (web pages, Markdown with every version, or
Emberly JSON), each named by its date and title once; the JSON zip imports back whole through
File ▸ Import chats from other apps (Emberly's own format), and only once."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from app.sessions import SessionStore
from app.sessions.imports import import_chats, read_export
from app.sessions.model import Message, Session
from app.ui.window.export_all import export_all
from app.ui.window.main_window import MainWindow


def test_every_chat_in_one_zip_and_back(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "a")
    chats = [Session(title=title, created=1.7e9, messages=[Message("user", f"Hi {i}"), Message("assistant", "Hello")])
             for i, title in enumerate(["Plans", "Plans", "a/b: ../c"])]
    for chat in chats:
        store.save(chat)
    for kind in ("html", "md", "json"):
        assert export_all(store, tmp_path / f"all-{kind}.zip", kind) == 3
    with zipfile.ZipFile(tmp_path / "all-html.zip") as z:
        names = sorted(z.namelist())
        assert [n.split(" ", 1)[1] for n in names] == ["Plans (2).html", "Plans.html", "a_b_ .._c.html"]
        assert all("/" not in n and "<!doctype html>" in z.read(n).decode() for n in names)
    with zipfile.ZipFile(tmp_path / "all-md.zip") as z:
        assert sum("Hi 0" in z.read(n).decode() for n in z.namelist()) == 1

    other = SessionStore(tmp_path / "b")
    found = read_export(tmp_path / "all-json.zip", other)
    assert sorted(c.format for c in found.conversations) == ["emberly"] * 3
    ids = import_chats(other, found, found.conversations)
    assert sorted(m.text for sid in ids for m in other.load(sid).messages if m.role == "user") == ["Hi 0", "Hi 1", "Hi 2"]
    again = read_export(tmp_path / "all-json.zip", other)
    assert import_chats(other, again, again.conversations) == []


def test_the_window_exports_the_chats_its_search_finds(qtbot: QtBot, bare_window: MainWindow, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    for title in ("Rivers of Spain", "Rivers of France", "Mountains"):
        bare_window.store.save(Session(title=title, messages=[Message("user", title), Message("assistant", "Yes.")]))
    bare_window.sidebar.refresh()
    bare_window.sidebar.search.setText("rivers")
    qtbot.waitUntil(lambda: len(bare_window.sidebar.ids()) == 2, timeout=5_000)
    dest = tmp_path / "found.zip"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(dest), "Markdown files in a zip (*.zip)"))
    bare_window.export_all()
    qtbot.waitUntil(dest.is_file, timeout=10_000)
    with zipfile.ZipFile(dest) as z:
        assert sorted(n.split(" ", 1)[1] for n in z.namelist()) == ["Rivers of France.md", "Rivers of Spain.md"]
