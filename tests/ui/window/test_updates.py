"""Whether a newer Emberly exists, in the window: asked once at the first start (a notice whose
"Tell me" turns it on; not answered, it stays off), then the feed read off the GUI thread at most
once a day, a newer release a notice whose button opens its page."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from app.ui.window import updates
from app.ui.window.main_window import MainWindow
from tests.support.helpers import screenshot
from tests.web.test_updates import Feed


@pytest.fixture
def feed() -> Iterator[Feed]:
    f = Feed()
    yield f
    f.server.shutdown()
    f.server.server_close()


def test_asked_once_then_a_newer_version_is_said_with_its_page(qtbot: QtBot, bare_window: MainWindow, feed: Feed,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    window = bare_window
    s, banner = window.settings, window.banner
    s.update_feed = feed.url + "/latest"
    assert s.updates == ""
    window.updates.start()
    assert banner.isVisible() and banner.text.text() == updates.ASK and s.updates == "off"  # off until agreed
    action = banner.findChild(QPushButton)
    assert action is not None and action.text() == "Tell me" and action.isVisible()
    screenshot(window, "updates-asked.png")
    opened: list[QUrl] = []
    monkeypatch.setattr(updates.QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    action.click()
    assert s.updates == "on"
    qtbot.waitUntil(lambda: window.updates.found is not None, timeout=20_000)
    assert banner.text.text() == "Emberly 0.4.0 is out: Now follows any axios redirects (with page transition, enabled " \
        "by default)" and action.text() == "See what is new"
    assert s.updates_checked > 0
    screenshot(window, "updates-newer.png")
    action.click()
    assert [u.toString() for u in opened] == ["https://github.com/reed-jones/phase/releases/tag/v0.4.0"]
    assert not banner.isVisible()
    # Started again the same day: the feed is not read again.
    window.updates.found = None
    window.updates.start()
    qtbot.wait(200)
    assert window.updates.found is None and not banner.isVisible()


def test_settings_has_the_choice(qtbot: QtBot) -> None:
    from app.settings import Settings
    from app.ui.window.dialogs import SettingsDialog

    s = Settings()
    dialog = SettingsDialog(s)
    qtbot.addWidget(dialog)
    assert not dialog.updates.isChecked()
    dialog.updates.setChecked(True)
    dialog.apply(s)
    assert s.updates == "on"
