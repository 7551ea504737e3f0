"""The web in the real window, on the real model and a stand-in web on loopback: Settings ▸ Web
(SearXNG first, keys in the keyring), the composer's Web button, the first message saying what
is sent where (declined: sent without the web), a reply whose citations open the page in the
system's browser."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.settings import Settings
from app.ui.window import web_settings, window_dialogs
from app.ui.window.main_window import MainWindow
from app.ui.window.web_settings import KEY_PLACES, WebDialog
from tests.support.helpers import type_and_send, wait_idle
from tests.support.web_server import WebStandIn


@pytest.fixture
def web() -> Iterator[WebStandIn]:
    with WebStandIn() as w:
        yield w


def test_settings_web_keeps_the_choice_and_the_key_in_the_keyring(qtbot: QtBot, memory_keyring: Any) -> None:
    from app.runtime import api_key

    settings = Settings()
    d = WebDialog(settings)
    qtbot.addWidget(d)
    assert d.provider.itemData(1) == "searxng" and "private" in d.provider.itemText(1)  # the private choice first
    d.provider.setCurrentIndex(d.provider.findData("brave"))
    assert not d.url.isEnabled() and d.key.isEnabled() and "Brave Search (api.search.brave.com)" in d.said.text()
    d.key.setText("brave-secret")
    d.allowed.setText(" Wiki.LAN , nas ")
    assert d.apply(settings) == ""
    assert settings.web == {"provider": "brave", "url": "", "allowed": ["wiki.lan", "nas"], "told": False}
    assert api_key(KEY_PLACES["brave"]) == "brave-secret" and "brave-secret" not in str(settings.web)


@pytest.mark.slow
@pytest.mark.qt_log_ignore("does not support grabbing the keyboard")  # the message's popup menu, offscreen
def test_a_message_sent_with_the_web_cites_pages_that_open_in_the_browser(
        qtbot: QtBot, window: MainWindow, web: WebStandIn, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.runtime import requests as rq

    window.controller.submit(rq.SetLimits(max_tokens=16))
    window.settings.web = {"provider": "searxng", "url": web.url, "allowed": ["127.0.0.1"], "told": False}
    window.web.use()
    window.composer.web_button.setVisible(window.web.on)
    assert window.composer.web_button.isVisible()
    window.composer.web_button.setChecked(True)
    asked: list[str] = []

    def answer(reply: QMessageBox.StandardButton) -> Any:
        return lambda _parent, _title, text, *a, **k: (asked.append(text), reply)[1]

    monkeypatch.setattr(web_settings.QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    type_and_send(qtbot, window, "Hello")  # declined: sent, without the web
    wait_idle(qtbot, window)
    assert asked and f"your SearXNG instance at {web.url}" in asked[0]
    assert window.session is not None and not window.session.messages[0].found
    assert not any(p.startswith("/search") for _, p, _, _ in web.requests)
    monkeypatch.setattr(web_settings.QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    type_and_send(qtbot, window, "When did the grain market of Ellery open?")
    wait_idle(qtbot, window)
    assert window.settings.web["told"] is True and len(asked) == 2
    question = window.session.messages[2]
    assert question.found and any(p.startswith("/search") for _, p, _, _ in web.requests)
    sources = window.chat.items()[3].sources
    assert sources and sources[0][0].startswith("127.0.0.1 › ")
    opened: list[QUrl] = []
    monkeypatch.setattr(window_dialogs.QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    # The reply's first citation with the keyboard: the reply focused, the Menu key, its "Source [1]".
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QMenu

    window.chat.setFocus()
    window.chat.setCurrentIndex(window.chat.model_.index(3))
    qtbot.keyClick(window.chat, Qt.Key.Key_Menu)
    menu = next(m for m in window.findChildren(QMenu) if m.isVisible())
    next(a for a in menu.actions() if a.text().startswith("Source [1]: 127.0.0.1 › ")).trigger()
    menu.close()
    assert [u.toString() for u in opened] == [question.found[0].path]
    type_and_send(qtbot, window, "Thanks!")  # the notice is said once
    wait_idle(qtbot, window)
    assert len(asked) == 2
    # The question's menu: Read the web again (its pages fetched anew; the answer before kept as a version).

    pages = sum(1 for _, p, _, _ in web.requests if not p.startswith("/search"))
    window._message_menu(2, QPoint(0, 0))
    menu = next(m for m in window.findChildren(QMenu) if m.isVisible())
    next(a for a in menu.actions() if a.text() == "Read the web again").trigger()
    menu.close()
    qtbot.waitUntil(lambda: window.session is not None and window.session.version_position(2) == (2, 2), timeout=30_000)
    wait_idle(qtbot, window)
    assert sum(1 for _, p, _, _ in web.requests if not p.startswith("/search")) > pages


def test_a_web_page_attached_from_the_chat_menu(qtbot: QtBot, window: MainWindow, web: WebStandIn,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    window.settings.web = {"allowed": ["127.0.0.1"]}  # the stand-in web is on this computer
    monkeypatch.setattr(window_dialogs.QInputDialog, "getText", lambda *a, **k: (f" {web.url}/article ", True))
    action = next(a for a in window.actions() if a.text().replace("&", "") == "Attach a web page…")
    action.trigger()
    bar = window.composer.attachments
    qtbot.waitUntil(lambda: len(bar.attachments) == 1 and not bar.busy, timeout=30_000)
    att = bar.attachments[0]
    assert att.name == "Ellery, a river town (127.0.0.1)" and att.kind == "html"
    assert "grain market opened in 1821" in window.store.attachments.text(att)
    monkeypatch.setattr(window_dialogs.QInputDialog, "getText", lambda *a, **k: ("http://10.0.0.1/admin", True))
    warned: list[str] = []
    bar.failed.connect(warned.append)
    action.trigger()  # this computer's network: refused, said
    qtbot.waitUntil(lambda: bool(warned) and not bar.busy, timeout=30_000)
    assert "on this computer or its network" in warned[0] and len(bar.attachments) == 1
