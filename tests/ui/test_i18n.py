"""The interface's languages (app/ui/i18n.py) on the real window: German from its built .qm, the
layout mirrored in Arabic, Japanese, and a pseudo-locale that lengthens every string by 40 %: in
it every word the window shows is a translated one (a string left out of `translate` fails here)
and nothing is clipped. Screenshots: artifacts/i18n-*.png (look at them)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QMenu, QWidget
from pytestqt.qtbot import QtBot

from app.ui import i18n
from app.ui.i18n import ENGLISH, translate
from app.ui.window.main_window import MainWindow
from tests.support.dialogs import dialogs
from tests.support.helpers import screenshot

OPEN, CLOSE = "⟦", "⟧"


class Pseudo(QTranslator):
    """Every string 40 % longer, between markers, its placeholders, %n and mnemonic kept."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if not source:
            return ""
        pad = max(2, round(len(source) * 0.4))  # in words, as a language's are: a line may break between them
        return f"{OPEN}{source}{' ~~~~' * (pad // 5)}{'~' * (pad % 5)}{CLOSE}"

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False


@pytest.fixture
def language(qapp: QApplication) -> Iterator[Any]:
    """`language(code)` installs that language's translators before the window is made; English after."""
    if not any(i18n.FOLDER.glob("emberly_*.qm")):
        pytest.fail(f"no built translations in {i18n.FOLDER}: `pip install -e .` builds them (setup.py)")
    yield lambda code: i18n.install(qapp, code)
    i18n.install(qapp, "en")
    QLocale.setDefault(ENGLISH)


def window(request: pytest.FixtureRequest) -> MainWindow:
    """The window as the app shows it: its light theme (the stylesheet sets the controls' sizes)."""
    request.getfixturevalue("look")("light")
    w: MainWindow = request.getfixturevalue("bare_window")
    w.resize(1280, 800)
    QApplication.processEvents()
    return w


def test_the_window_speaks_german(language: Any, request: pytest.FixtureRequest) -> None:
    locale = language("de")
    w = window(request)
    assert locale.name() == "de_DE" and QLocale().name() == "de_DE"
    titles = [a.text() for a in w.menuBar().actions()]
    assert titles == [translate("Menus", t) for t in ("&File", "&Chat", "&Help")] and titles[0] != "&File"
    assert w.composer.button.text() == translate("Composer", "Send") != "Send"
    assert w.composer.edit.placeholderText() != "Message — Enter to send, Shift+Enter for a new line"
    assert translate("Sidebar", "%n message(s) · {when}", None, 1) != translate("Sidebar", "%n message(s) · {when}", None, 2)
    assert QLocale().toString(2048) == "2.048"  # numbers in the locale's own form
    screenshot(w, "i18n-de.png")


def test_a_language_chosen_in_settings_applies_at_once(language: Any, request: pytest.FixtureRequest) -> None:
    """The window built in English speaks German as soon as Settings says so: menus with their
    tooltips, header (its status line's last words from the core, the API button), sidebar, message
    box, the empty chat's suggestions; and English again."""
    from app.runtime import events as ev
    from app.words import translate as core

    w = window(request)
    english = (w.menuBar().actions()[0].text(), w.composer.button.text(), w.sidebar.search.placeholderText(),
               w.chat_settings_button.toolTip(), w.suggestions.buttons[0].text())
    assert english[0] == "&File" and english[1] == "Send"
    w.header.say(core("Work", "Connecting to {server}…").format(server="http://127.0.0.1:8080"))
    w.header._api_answering(ev.ApiAnswering(True))
    w._use_language("de")
    assert w.header.status_label.text() == translate("Work", "Connecting to {server}…").format(server="http://127.0.0.1:8080")
    assert not w.header.status_label.text().startswith("Connecting")
    assert w.header.server_button.text() == translate("Header", "API · busy") != "API · busy"
    german = (w.menuBar().actions()[0].text(), w.composer.button.text(), w.sidebar.search.placeholderText(),
              w.chat_settings_button.toolTip(), w.suggestions.buttons[0].text())
    assert german == (translate("Menus", "&File"), translate("Composer", "Send"), translate("Sidebar", "Search chats (Ctrl+K)"),
                      translate("Header", "Chat settings: system prompt and sampling (Ctrl+;)"),
                      translate("Welcome", "Explain how a KV cache speeds up a chat, simply."))
    assert all(g != e for g, e in zip(german, english, strict=True)), german
    quit_action = next(a for a in w.menuBar().actions()[0].menu().actions() if a.text() == translate("Menus", "&Quit"))
    assert quit_action.toolTip().startswith(translate("Menus", "&Quit").replace("&", "")), quit_action.toolTip()
    w._use_language("en")
    assert (w.menuBar().actions()[0].text(), w.composer.button.text()) == english[:2]


def test_arabic_mirrors_the_layout_and_the_chat_keeps_its_direction(language: Any, request: pytest.FixtureRequest) -> None:
    language("ar")
    w = window(request)
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert w.sidebar.mapTo(w, QPoint(0, 0)).x() > w.width() // 2, "the sidebar is not on the right"
    assert w.composer.button.mapTo(w, QPoint(0, 0)).x() < w.width() // 2, "Send is not on the left"
    screenshot(w, "i18n-ar.png")


def test_japanese(language: Any, request: pytest.FixtureRequest) -> None:
    language("ja")
    w = window(request)
    assert w.composer.button.text() == translate("Composer", "Send") != "Send"
    screenshot(w, "i18n-ja.png")


def shown_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text `root` shows or says (to a screen reader, in a tooltip)."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        where = f"{type(root).__name__} › {type(widget).__name__}:{widget.objectName()}"
        texts = [widget.toolTip(), widget.accessibleName(), widget.windowTitle() if widget.isWindow() else ""]
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        for text in texts:
            yield where, text
    for menu in root.findChildren(QMenu):
        for action in [menu.menuAction(), *menu.actions()]:
            yield f"menu {menu.title()}", action.text()


def untranslated(root: QWidget, content: set[str]) -> set[str]:
    """Words `root` shows that did not go through a translator (`content`: the user's own)."""
    return {f"{where}: {text!r}" for where, text in shown_texts(root)
            if text.strip() and OPEN not in text and text not in content and any(c.isalpha() for c in text)}


def clipped(root: QWidget) -> list[str]:
    """Labels and buttons narrower than their text needs (wrapping and eliding ones can be)."""
    return [f"{type(root).__name__} › {type(x).__name__} {x.text()!r}: {x.width()} < {x.sizeHint().width()}"
            for x in root.findChildren(QLabel) + root.findChildren(QAbstractButton)
            if x.isVisible() and x.text() and not (isinstance(x, QLabel) and x.wordWrap())
            and type(x).__name__ != "ElidedLabel" and x.width() < x.sizeHint().width()]


def test_a_pseudo_locale_finds_every_string_translated_and_none_clipped(qapp: QApplication, request: pytest.FixtureRequest,
                                                                         qtbot: QtBot) -> None:
    pseudo = Pseudo(qapp)
    qapp.installTranslator(pseudo)
    try:
        w = window(request)
        qtbot.waitUntil(lambda: w.sidebar.list.count() > 0)
        # Not the window's words: the chat's title (the user's), and examples of a command line and an address.
        content = {w.session.title if w.session else "", "-y @modelcontextprotocol/server-filesystem ~/Documents",
                   "https://example.com/mcp"}
        missing, cut = untranslated(w, content), clipped(w)
        screenshot(w, "i18n-pseudo.png")
        for dialog in dialogs(w):
            missing |= untranslated(dialog, content)
            cut += clipped(dialog)
            if dialog.width() > 1280 or dialog.height() > 800:  # laid out to fit its words: then too big for a small screen
                cut.append(f"{type(dialog).__name__} is {dialog.width()} × {dialog.height()}")
            screenshot(dialog, f"i18n-pseudo-{type(dialog).__name__}.png")
    finally:
        qapp.removeTranslator(pseudo)
    assert not missing, "shown without translation:\n" + "\n".join(sorted(missing))
    assert not cut, "clipped at 40 % longer:\n" + "\n".join(cut)
    assert w.minimumSizeHint().width() <= 1280, "the window no longer fits a 1280-pixel screen"


def test_what_the_core_says_is_said_in_the_language(language: Any, request: pytest.FixtureRequest, qtbot: QtBot,
                                                    tmp_path: Path) -> None:
    """The engine's own words (app.words) in German: a model that cannot be loaded says why in the
    picker; a notice holding another error says both in German."""
    from app.engine.params import LoadParams
    from app.runtime.told import SAID_NOTHING
    from app.words import grouped
    from app.words import translate as core

    language("de")
    w = window(request)
    missing = tmp_path / "gone.gguf"
    w.open_picker()
    assert w.picker is not None
    w.load_model(str(missing), LoadParams())
    english = f"The model file {missing} does not exist."
    qtbot.waitUntil(lambda: bool(w.picker and w.picker.error.text()), timeout=30_000)
    assert w.picker.error.text() == translate("ModelFiles", "The model file {path} does not exist.").format(path=missing)
    assert w.picker.error.text() != english and str(missing) in w.picker.error.text()
    w.picker.close()
    nested = core("Work", "{error} The chat is open on the current model instead.").format(
        error=RuntimeError(core("ModelFiles", "The model file {path} does not exist.").format(path=missing)))
    w._on_warning(nested)
    shown = w.banner.text.text()
    assert shown == translate("Work", "{error} The chat is open on the current model instead.").format(
        error=translate("ModelFiles", "The model file {path} does not exist.").format(path=missing))
    assert "does not exist" not in shown and "current model" not in shown, shown
    w._on_warning(SAID_NOTHING)
    assert w.banner.text.text() == translate("Work", SAID_NOTHING.source) != SAID_NOTHING
    counted = core("Records", "it has more than {limit} bytes").format(limit=grouped(1234567))
    assert i18n.say(counted) == translate("Records", "it has more than {limit} bytes").format(limit="1.234.567")


def test_percentages_in_the_locales_digits_and_sign(language: Any) -> None:
    language("en")
    assert i18n.percent(0.42) == "42%"
    language("ar")
    arabic = i18n.percent(0.42)
    assert "٤٢" in arabic and "٪" in arabic, arabic


@pytest.mark.parametrize("code", [c for c in i18n.LANGUAGES if c != "en"])
def test_each_language_fits_the_window_and_the_dialogs(code: str, language: Any, request: pytest.FixtureRequest) -> None:
    """Each shipped language's own words, not only the pseudo-locale's: no label or button
    narrower than its text, no dialog bigger than a small screen, the window as narrow as before."""
    language(code)
    w = window(request)
    cut = clipped(w)
    for dialog in dialogs(w):
        cut += clipped(dialog)
        if dialog.width() > 1280 or dialog.height() > 800:
            cut.append(f"{type(dialog).__name__} is {dialog.width()} × {dialog.height()}")
    assert not cut, f"clipped in {code}:\n" + "\n".join(cut)
    assert w.minimumSizeHint().width() <= 1280, f"the window in {code} no longer fits a 1280-pixel screen"
