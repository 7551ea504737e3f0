"""The main window's menus and keys: its File, Chat and Help menus (each action also the
window's, so its shortcut works wherever the focus is), the order Tab goes in, and the scroll
keys a text box lets through."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from ..i18n import QT_TRANSLATE_NOOP, translate
from ..look.icons import icon

if TYPE_CHECKING:
    from .parts import WindowParts  # the window as its parts declare it (no import of main_window back)

SCROLL_KEYS = {(Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)}


class ScrollKeysFirst(QObject):
    """Ctrl+Home / Ctrl+End scroll the conversation wherever the focus is: a text box that would
    take them (to the start or end of its own text) lets the window's shortcut have them."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and (
                (Qt.Key(event.key()), event.modifiers()) in SCROLL_KEYS):
            event.ignore()  # not overridden: the shortcut runs
            return True
        return False


SOURCE = "source"  # an action's English text (its property): what a language change translates again


def build_menus(window: WindowParts) -> None:
    """The File, Chat and Help menus."""
    bar = window.menuBar()
    for title, fill in ((QT_TRANSLATE_NOOP("Menus", "&File"), _file_menu), (QT_TRANSLATE_NOOP("Menus", "&Chat"), _chat_menu),
                        (QT_TRANSLATE_NOOP("Menus", "&Help"), _help_menu)):
        menu = bar.addMenu(translate("Menus", title))
        menu.menuAction().setProperty(SOURCE, title)
        fill(window, Actions(window, menu))


def retranslate_menus(window: WindowParts) -> None:
    """Every menu and action in the language now installed."""
    for top in window.menuBar().actions():
        top.setText(translate("Menus", top.property(SOURCE)))
        menu = top.menu()
        for action in menu.actions() if isinstance(menu, QMenu) else []:
            if action.property(SOURCE):
                _name(action, action.property(SOURCE))


def _name(action: QAction, source: str) -> None:
    """The action's text in the interface's language, and its tooltip with its keys."""
    text = translate("Menus", source)
    action.setText(text)
    if not action.shortcut().isEmpty():
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{text.replace('&', '').rstrip('…')} ({keys})")


class Actions:
    """Adds actions to one menu and to the window (a shortcut works wherever the focus is)."""

    def __init__(self, window: WindowParts, menu: QMenu) -> None:
        self.window, self.menu = window, menu

    def __call__(self, source: str, slot: Any, shortcut: Any = None, glyph: str | None = None) -> QAction:
        """`source`: the English text, marked with QT_TRANSLATE_NOOP("Menus", …)."""
        a = QAction(self.window)
        a.setProperty(SOURCE, source)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        _name(a, source)
        if glyph is not None:
            a.setIcon(icon(glyph))
        a.triggered.connect(slot)
        self.menu.addAction(a)
        self.window.addAction(a)
        return a


def _file_menu(window: WindowParts, add: Actions) -> None:
    menu = add.menu
    add(QT_TRANSLATE_NOOP("Menus", "&New chat"), window.new_chat, QKeySequence.StandardKey.New, "new-chat")
    add(QT_TRANSLATE_NOOP("Menus", "Choose &model…"), window.open_picker, "Ctrl+O", "model")
    add(QT_TRANSLATE_NOOP("Menus", "&Export chat as Markdown…"), lambda: window.export_chat("md"), None, "export")
    add(QT_TRANSLATE_NOOP("Menus", "Export chat as Markdown with all &versions…"), lambda: window.export_chat("md-all"), None, "export")
    add(QT_TRANSLATE_NOOP("Menus", "Export chat as &HTML…"), lambda: window.export_chat("html"), None, "export")
    add(QT_TRANSLATE_NOOP("Menus", "Export chat as &PDF…"), lambda: window.export_chat("pdf"), None, "export")
    add(QT_TRANSLATE_NOOP("Menus", "Export chat as &JSON…"), lambda: window.export_chat("json"), None, "export")
    add(QT_TRANSLATE_NOOP("Menus", "Export chat as JSON with its &cache…"), lambda: window.export_chat("json-cache"), None, "export")
    add(QT_TRANSLATE_NOOP("Menus", "Export &all chats (or those the search finds)…"), window.export_all, None, "export")
    add(QT_TRANSLATE_NOOP("Menus", "&Import chat…"), window.import_chat, None, "import")
    add(QT_TRANSLATE_NOOP("Menus", "Import chats from &other apps…"), window.import_chats, None, "import")
    add(QT_TRANSLATE_NOOP("Menus", "&Libraries…"), window.libraries.open_dialog, None, "library")
    add(QT_TRANSLATE_NOOP("Menus", "Local &API server…"), window.open_server_dialog, None, "server")
    add(QT_TRANSLATE_NOOP("Menus", "&Tools (MCP servers)…"), window.tools.open_dialog, None, "settings")
    menu.addSeparator()
    add(QT_TRANSLATE_NOOP("Menus", "&Settings…"), window.open_settings, QKeySequence.StandardKey.Preferences, "settings")
    add(QT_TRANSLATE_NOOP("Menus", "&Quit"), window.close, QKeySequence.StandardKey.Quit, "quit")


def _chat_menu(window: WindowParts, add: Actions) -> None:
    menu = add.menu
    window.regenerate_action = add(QT_TRANSLATE_NOOP("Menus", "&Regenerate reply"), window.regenerate, "Ctrl+R", "regenerate")
    window.versions_action = add(QT_TRANSLATE_NOOP("Menus", "Regenerate ×&N"), window.regenerate_versions, "Ctrl+Shift+G", "regenerate-many")
    window.continue_action = add(QT_TRANSLATE_NOOP("Menus", "&Continue reply"), window.continue_reply, "Ctrl+Shift+R", "continue")
    window.stop_action = add(QT_TRANSLATE_NOOP("Menus", "&Stop"), window.stop, "Esc", "stop")
    menu.addSeparator()
    window.copy_reply_action = add(QT_TRANSLATE_NOOP("Menus", "C&opy last reply"), window.copy_last_reply, "Ctrl+Shift+C", "copy")
    add(QT_TRANSLATE_NOOP("Menus", "Re&name chat…"), window.rename_current, "F2", "rename")
    add(QT_TRANSLATE_NOOP("Menus", "Search chats"), window.focus_search, "Ctrl+K", "search")
    add(QT_TRANSLATE_NOOP("Menus", "Go to the message &box"), window.focus_composer, "Ctrl+L", "edit")
    add(QT_TRANSLATE_NOOP("Menus", "Scroll to the &first message"), window.chat.scroll_to_first, "Ctrl+Home", "scroll-up")
    add(QT_TRANSLATE_NOOP("Menus", "Scroll to the &newest message"), window.chat.scroll_to_newest, "Ctrl+End", "scroll-down")
    add(QT_TRANSLATE_NOOP("Menus", "Chat settings…"), window.open_chat_settings, "Ctrl+;", "chat-settings")
    add(QT_TRANSLATE_NOOP("Menus", "Co&mpare with another model…"), window.compare_with, "Ctrl+Shift+M", "compare")
    add(QT_TRANSLATE_NOOP("Menus", "Attach a &web page…"), window.attach_page, "Ctrl+Shift+U", "web")


def _help_menu(window: WindowParts, add: Actions) -> None:
    menu = add.menu
    add(QT_TRANSLATE_NOOP("Menus", "Copy &diagnostics"), window.copy_diagnostics, None, "diagnostics")
    add(QT_TRANSLATE_NOOP("Menus", "Open &log folder"), window.open_log_folder, None, "log-folder")
    menu.addSeparator()
    add(QT_TRANSLATE_NOOP("Menus", "&About Emberly"), window.about, None, "about")


def set_tab_order(window: WindowParts) -> None:
    """Tab goes down the sidebar, across the header, then to the chat and the message box."""
    w = window
    chain: list[QWidget] = [w.sidebar.search, w.sidebar.new_button, w.sidebar.list, w.model_button,
                            w.chat_settings_button, w.chat, w.composer.attach_button, w.composer.library_button,
                            w.composer.web_button, w.composer.edit, w.composer.button]
    for before, after in zip(chain, chain[1:], strict=False):
        w.setTabOrder(before, after)
