"""Exports of a chat with versions, a picture, code and a tool call (an imported ChatGPT export
gives the tree): one self-contained HTML file (every version under its message, code coloured,
the picture inlined, nothing fetched), a PDF through Qt's writer (its text read back with pypdf),
Markdown with all versions; and from the window's File menu, on a worker."""

from __future__ import annotations

import html.parser
import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from app.sessions import SessionStore
from app.sessions.export_text import to_markdown
from app.sessions.imports import import_chats, read_export
from app.sessions.model import Message, Session
from app.sessions.tool_steps import ToolRun, ToolStep
from app.ui.chat.export import to_html, write_pdf
from app.ui.window.main_window import MainWindow
from tests.support import exports


@pytest.fixture
def chat(tmp_path: Path) -> tuple[SessionStore, Session]:
    store = SessionStore(tmp_path / "data")
    found = read_export(exports.chatgpt_zip(tmp_path / "export.zip"), store)
    (sid,) = import_chats(store, found, found.conversations)
    session = store.load(sid)
    session.messages[-1].text += "\n\n```python\nprint('Douro')\n```"
    session.messages[-1].tools = [ToolStep("{}", [ToolRun("c1", "lookup", {"q": "rivers"}, "Tagus, Douro", "ran")])]
    store.save(session)
    return store, session


def test_html_holds_every_version_the_picture_and_coloured_code(chat: tuple[SessionStore, Session]) -> None:
    store, session = chat
    page = to_html(session, store.images.png_of)
    parser = html.parser.HTMLParser()
    parser.feed(page)  # parses (html.parser is lenient; the point: no exception, one document)
    assert page.count("<html") == 1 and "<script" not in page and "http://" not in page and "https://" not in page
    for text in ("Name a river in Portugal, like this one.", "The Mondego", "Name a river.", "The Tagus.", "The Douro."):
        assert text in page
    assert page.count('<details class="versions">') == 2  # the other question, the other answer
    assert re.search(r'<img class="pic" alt="[^"]*" src="data:image/png;base64,iVBOR', page)
    assert "<span style=\"color" in page  # Pygments' inline colours: self-contained
    assert "Tool call: lookup" in page and "Tagus, Douro" in page
    md = to_markdown(session, all_versions=True)
    assert "Another version (1 of 1)" in md and "> The Tagus." in md and "- Tool call: `lookup`" in md
    assert "The Tagus." not in to_markdown(session)  # the active path only


def test_pdf_through_qt(qtbot: QtBot, chat: tuple[SessionStore, Session], tmp_path: Path) -> None:
    store, session = chat
    session.messages.append(Message("user", "Ünïcödé, 中文, and a very long line " + "word " * 1000))  # 3 pages
    write_pdf(session, tmp_path / "chat.pdf", store.images.png_of)
    reader = PdfReader(str(tmp_path / "chat.pdf"))
    text = " ".join(" ".join(page.extract_text().split()) for page in reader.pages)  # pypdf: words by tabs
    assert len(reader.pages) >= 2 and "The Mondego" in text and "Name a river in Portugal" in text
    assert reader.metadata is not None and reader.metadata.title == session.title
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temporary file left


def test_the_window_exports_html_and_pdf(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    found = read_export(exports.chatgpt_zip(tmp_path / "export.zip"), window.store)
    (sid,) = import_chats(window.store, found, found.conversations)
    for kind in ("html", "pdf", "md-all"):
        dest = tmp_path / f"out-{kind}.{kind.split('-')[0]}"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, d=dest, **k: (str(d), ""))
        window.export_chat(kind, sid)
        qtbot.waitUntil(lambda d=dest: d.is_file() and d.stat().st_size > 0, timeout=20_000)
    assert (tmp_path / "out-html.html").read_text(encoding="utf-8").count("<details") >= 2
    assert (tmp_path / "out-pdf.pdf").read_bytes().startswith(b"%PDF")
    assert "Another version" in (tmp_path / "out-md-all.md").read_text(encoding="utf-8")
