"""The main window's menus and keys: its File, Chat and Help menus (each action also the
window's, so its shortcut works wherever the focus is), the order Tab goes in, and the scroll
keys a text box lets through."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from ..i18n import translate
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


def build_menus(window: WindowParts) -> None:
    """The File, Chat and Help menus."""
    bar = window.menuBar()
    _file_menu(window, Actions(window, bar.addMenu(translate("Menus", "&File"))))
    _chat_menu(window, Actions(window, bar.addMenu(translate("Menus", "&Chat"))))
    _help_menu(window, Actions(window, bar.addMenu(translate("Menus", "&Help"))))


class Actions:
    """Adds actions to one menu and to the window (a shortcut works wherever the focus is)."""

    def __init__(self, window: WindowParts, menu: QMenu) -> None:
        self.window, self.menu = window, menu

    def __call__(self, text: str, slot: Any, shortcut: Any = None, glyph: str | None = None) -> QAction:
        a = QAction(text, self.window)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
            keys = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            a.setToolTip(f"{text.replace('&', '').rstrip('…')} ({keys})")
        if glyph is not None:
            a.setIcon(icon(glyph))
        a.triggered.connect(slot)
        self.menu.addAction(a)
        self.window.addAction(a)
        return a


def _file_menu(window: WindowParts, add: Actions) -> None:
    menu = add.menu
    add(translate("Menus", "&New chat"), window.new_chat, QKeySequence.StandardKey.New, "new-chat")
    add(translate("Menus", "Choose &model…"), window.open_picker, "Ctrl+O", "model")
    add(translate("Menus", "&Export chat as Markdown…"), lambda: window.export_chat("md"), None, "export")
    add(translate("Menus", "Export chat as Markdown with all &versions…"), lambda: window.export_chat("md-all"), None, "export")
    add(translate("Menus", "Export chat as &HTML…"), lambda: window.export_chat("html"), None, "export")
    add(translate("Menus", "Export chat as &PDF…"), lambda: window.export_chat("pdf"), None, "export")
    add(translate("Menus", "Export chat as &JSON…"), lambda: window.export_chat("json"), None, "export")
    add(translate("Menus", "Export chat as JSON with its &cache…"), lambda: window.export_chat("json-cache"), None, "export")
    add(translate("Menus", "Export &all chats (or those the search finds)…"), window.export_all, None, "export")
    add(translate("Menus", "&Import chat…"), window.import_chat, None, "import")
    add(translate("Menus", "Import chats from &other apps…"), window.import_chats, None, "import")
    add(translate("Menus", "&Libraries…"), window.libraries.open_dialog, None, "library")
    add(translate("Menus", "Local &API server…"), window.open_server_dialog, None, "server")
    add(translate("Menus", "&Tools (MCP servers)…"), window.tools.open_dialog, None, "settings")
    menu.addSeparator()
    add(translate("Menus", "&Settings…"), window.open_settings, QKeySequence.StandardKey.Preferences, "settings")
    add(translate("Menus", "&Quit"), window.close, QKeySequence.StandardKey.Quit, "quit")


def _chat_menu(window: WindowParts, add: Actions) -> None:
    menu = add.menu
    window.regenerate_action = add(translate("Menus", "&Regenerate reply"), window.regenerate, "Ctrl+R", "regenerate")
    window.versions_action = add(translate("Menus", "Regenerate ×&N"), window.regenerate_versions, "Ctrl+Shift+G", "regenerate-many")
    window.continue_action = add(translate("Menus", "&Continue reply"), window.continue_reply, "Ctrl+Shift+R", "continue")
    window.stop_action = add(translate("Menus", "&Stop"), window.stop, "Esc", "stop")
    menu.addSeparator()
    window.copy_reply_action = add(translate("Menus", "C&opy last reply"), window.copy_last_reply, "Ctrl+Shift+C", "copy")
    add(translate("Menus", "Re&name chat…"), window.rename_current, "F2", "rename")
    add(translate("Menus", "Search chats"), window.focus_search, "Ctrl+K", "search")
    add(translate("Menus", "Go to the message &box"), window.focus_composer, "Ctrl+L", "edit")
    add(translate("Menus", "Scroll to the &first message"), window.chat.scroll_to_first, "Ctrl+Home", "scroll-up")
    add(translate("Menus", "Scroll to the &newest message"), window.chat.scroll_to_newest, "Ctrl+End", "scroll-down")
    add(translate("Menus", "Chat settings…"), window.open_chat_settings, "Ctrl+;", "chat-settings")
    add(translate("Menus", "Co&mpare with another model…"), window.compare_with, "Ctrl+Shift+M", "compare")
    add(translate("Menus", "Attach a &web page…"), window.attach_page, "Ctrl+Shift+U", "web")


def _help_menu(window: WindowParts, add: Actions) -> None:
    menu = add.menu
    add(translate("Menus", "Copy &diagnostics"), window.copy_diagnostics, None, "diagnostics")
    add(translate("Menus", "Open &log folder"), window.open_log_folder, None, "log-folder")
    menu.addSeparator()
    add(translate("Menus", "&About Emberly"), window.about, None, "about")


def set_tab_order(window: WindowParts) -> None:
    """Tab goes down the sidebar, across the header, then to the chat and the message box."""
    w = window
    chain: list[QWidget] = [w.sidebar.search, w.sidebar.new_button, w.sidebar.list, w.model_button,
                            w.chat_settings_button, w.chat, w.composer.attach_button, w.composer.library_button,
                            w.composer.edit, w.composer.button]
    for before, after in zip(chain, chain[1:], strict=False):
        w.setTabOrder(before, after)
