"""The main window: sessions sidebar, header (model, context meter, progress), chat, composer."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, Qt, QTimer, QUrl
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QDesktopServices,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...downloads.store import has_unfinished as has_unfinished_downloads
from ...engine.local.default_model import demo_model_available, demo_model_path
from ...engine.prompt.reasoning import answer_of
from ...logs import log_file, trace
from ...paths import log_dir, models_dir
from ...sessions.model import Message, OpenResult, Session, untouched
from ...sessions.store import SessionStore, SessionSummary, StoreError
from ...settings import Settings, save_settings
from ..background import Background
from ..chat.view import ChatView
from ..engine_controller import EngineController, ModelLoaded
from ..look.appearance import apply_appearance
from ..look.icons import icon
from ..look.theme import theme_signals, token
from .banner import Banner
from .composer import Composer
from .empty_states import Suggestions, Welcome
from .sidebar import SessionList

if TYPE_CHECKING:
    from ..picker.downloads_bridge import DownloadsBridge
    from ..picker.picker import ModelPickerDialog


class ElidedLabel(QLabel):
    """A one-line label that shortens its text with "…" to the room it has (the whole text in
    its tooltip) instead of pushing the header wider."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__("", parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(40)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text if self.fontMetrics().horizontalAdvance(text) > self.width() else "")

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        rect = self.contentsRect()
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width()))


NO_MODEL = "Choose a model…"  # the header's model button with no model loaded or loading
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


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, data_root: Path):
        super().__init__()
        self.settings = settings
        self.setWindowTitle("Emberly")
        self.resize(1100, 760)
        self.store = SessionStore(data_root, settings.kv_budget_bytes())  # one per data folder, shared
        self.controller = EngineController(self.store)
        self.background = Background(self)  # file work off the GUI thread (export, import)
        self.model_info: ModelLoaded | None = None
        self.session: Session | None = None
        self.generating = False
        self.picker: ModelPickerDialog | None = None
        self.downloads: DownloadsBridge | None = None  # made on first use
        self._running_downloads: set[str] = set()  # seen downloading: the banner tells when they are done
        self._closing = False
        self._unsaved_send: tuple[str, int] | None = None  # text sent, messages before it: not yet known saved
        # The row of a sent message that was saved but not answered (too long for the context): its
        # text is back in the composer, and sending it again replaces it instead of adding another.
        self._resend_row: int | None = None
        self._writing_versions = 0  # Regenerate ×N running: how many versions are being written
        self._loads = 0  # model loads asked for and not yet ended (sending waits for them)
        self._queued_send: str | None = None  # sent while the model loads: goes once the chat is open
        self._shown_early: str | None = None  # the chat show_last_chat showed before it was open
        self._focus_at_reply: QWidget | None = None  # where the keyboard was when a reply was asked for
        self._opening_status = ""  # "Re-reading the chat…" while a chat opens: cleared when it has

        self.sidebar = SessionList(self.store, self)
        self.chat = ChatView(self)
        self.welcome = Welcome(self)
        self.suggestions = Suggestions(self)
        self.pages = QStackedWidget(self)
        for page in (self.chat, self.welcome, self.suggestions):
            self.pages.addWidget(page)
        self.composer = Composer(self)
        self.model_button = QToolButton(self)
        self.model_button.setObjectName("modelButton")
        self.model_button.setIcon(icon("model"))
        self.model_button.setText(NO_MODEL)
        self.model_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.model_button.setAutoRaise(True)
        self.model_button.setAccessibleName("Model")
        self.model_button.setToolTip("Choose a model (Ctrl+O)")
        self.demo_tag = QLabel("demo", self)
        self.demo_tag.setObjectName("tag")
        self.demo_tag.setToolTip("The bundled demo model: a tiny base model that writes fluent nonsense.\n"
                                 "Choose a real model with Ctrl+O.")
        tag_font = self.demo_tag.font()
        tag_font.setPointSizeF(tag_font.pointSizeF() * 0.85)
        self.demo_tag.setFont(tag_font)
        self.demo_tag.hide()
        self.chat_settings_button = QToolButton(self)
        self.chat_settings_button.setIcon(icon("chat-settings"))
        self.chat_settings_button.setAutoRaise(True)
        self.chat_settings_button.setAccessibleName("Chat settings")
        self.chat_settings_button.setToolTip("Chat settings: system prompt and sampling (Ctrl+;)")
        self.context_meter = QProgressBar(self)
        self.context_meter.setFormat("%v / %m tokens")
        self.context_meter.setMinimumWidth(190)
        self.context_meter.setMaximumWidth(240)
        self.context_meter.setAccessibleName("Context used")
        self.context_meter.setToolTip("Context used by this chat (its active branch)")
        self.context_meter.setRange(0, 1)
        self.context_meter.setValue(0)
        self.context_meter.hide()  # until a model says how large its context is
        self.downloads_button = QToolButton(self)
        self.downloads_button.setIcon(icon("get-model"))
        self.downloads_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.downloads_button.setAutoRaise(True)
        self.downloads_button.setAccessibleName("Downloads")
        self.downloads_button.setToolTip("Model downloads: open Get models")
        self.downloads_button.hide()
        self.speed_label = QLabel("", self)
        self.speed_label.setObjectName("quiet")
        self.speed_label.setToolTip("Speed of the last reply")
        self.status_label = ElidedLabel(self)
        self.status_label.setObjectName("quiet")
        self.progress = QProgressBar(self)
        self.progress.setMaximumWidth(160)
        self.progress.setAccessibleName("Progress")
        self.progress.hide()
        self.banner = Banner(self)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(lambda: self.status_label.setText(""))

        header = QHBoxLayout()
        header.setContentsMargins(8, 6, 12, 2)
        header.setSpacing(6)
        header.addWidget(self.model_button)
        header.addWidget(self.demo_tag)
        header.addWidget(self.chat_settings_button)
        header.addWidget(self.status_label, 1)
        header.addWidget(self.downloads_button)
        header.addWidget(self.progress)
        header.addWidget(self.context_meter)
        header.addWidget(self.speed_label)
        right = QWidget(self)
        right.setBackgroundRole(QPalette.ColorRole.Base)  # the conversation on the page colour; the sidebar on the window's
        right.setAutoFillBackground(True)
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addLayout(header)
        banner_row = QHBoxLayout()
        banner_row.setContentsMargins(12, 0, 12, 0)
        banner_row.addWidget(self.banner)
        column.addLayout(banner_row)
        column.addWidget(self.pages, 1)
        column.addWidget(self.composer)
        self.splitter = QSplitter(self)
        self.splitter.addWidget(self.sidebar)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([260, 840])
        self.setCentralWidget(self.splitter)
        self._build_menus()
        self._connect()
        self._style_meter()
        self.setTabOrder(self.sidebar.search, self.sidebar.new_button)
        self.setTabOrder(self.sidebar.new_button, self.sidebar.list)
        self.setTabOrder(self.sidebar.list, self.model_button)
        self.setTabOrder(self.model_button, self.chat_settings_button)
        self.setTabOrder(self.chat_settings_button, self.chat)
        self.setTabOrder(self.chat, self.composer.edit)
        self.setTabOrder(self.composer.edit, self.composer.button)
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode()))
        self._scroll_keys = ScrollKeysFirst(self)
        for box in (self.composer.edit, self.sidebar.search):
            box.installEventFilter(self._scroll_keys)
        self.sidebar.start_indexing()
        self._update_enabled()
        self.composer.edit.setFocus()  # the message box has the keyboard when the window first shows

    # --- set-up --------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        def action(menu: QMenu, text: str, slot: Any, shortcut: Any = None, glyph: str | None = None) -> QAction:
            a = QAction(text, self)
            if shortcut is not None:
                a.setShortcut(QKeySequence(shortcut))
                keys = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                a.setToolTip(f"{text.replace('&', '').rstrip('…')} ({keys})")
            if glyph is not None:
                a.setIcon(icon(glyph))
            a.triggered.connect(slot)
            menu.addAction(a)
            self.addAction(a)
            return a

        bar = self.menuBar()
        file = bar.addMenu("&File")
        action(file, "&New chat", self.new_chat, QKeySequence.StandardKey.New, "new-chat")
        action(file, "Choose &model…", self.open_picker, "Ctrl+O", "model")
        action(file, "&Export chat as Markdown…", lambda: self.export_chat("md"), None, "export")
        action(file, "Export chat as &JSON…", lambda: self.export_chat("json"), None, "export")
        action(file, "&Import chat…", self.import_chat, None, "import")
        file.addSeparator()
        action(file, "&Settings…", self.open_settings, QKeySequence.StandardKey.Preferences, "settings")
        action(file, "&Quit", self.close, QKeySequence.StandardKey.Quit, "quit")
        chat = bar.addMenu("&Chat")
        self.regenerate_action = action(chat, "&Regenerate reply", self.regenerate, "Ctrl+R", "regenerate")
        self.versions_action = action(chat, "Regenerate ×&N", self.regenerate_versions, "Ctrl+Shift+G", "regenerate-many")
        self.continue_action = action(chat, "&Continue reply", self.continue_reply, "Ctrl+Shift+R", "continue")
        self.stop_action = action(chat, "&Stop", self.stop, "Esc", "stop")
        chat.addSeparator()
        self.copy_reply_action = action(chat, "C&opy last reply", self.copy_last_reply, "Ctrl+Shift+C", "copy")
        action(chat, "Re&name chat…", self.rename_current, "F2", "rename")
        action(chat, "Search chats", self.focus_search, "Ctrl+K", "search")
        action(chat, "Go to the message &box", self.focus_composer, "Ctrl+L", "edit")
        action(chat, "Scroll to the &first message", self.chat.scroll_to_first, "Ctrl+Home", "scroll-up")
        action(chat, "Scroll to the &newest message", self.chat.scroll_to_newest, "Ctrl+End", "scroll-down")
        action(chat, "Chat settings…", self.open_chat_settings, "Ctrl+;", "chat-settings")
        help_menu = bar.addMenu("&Help")
        action(help_menu, "Copy &diagnostics", self.copy_diagnostics, None, "diagnostics")
        action(help_menu, "Open &log folder", self.open_log_folder, None, "log-folder")
        help_menu.addSeparator()
        action(help_menu, "&About Emberly", self.about, None, "about")

    def _connect(self) -> None:
        w = self.controller
        w.modelLoading.connect(self._on_model_loading)
        w.modelStatus.connect(self._status)
        w.modelLoaded.connect(self._on_model_loaded)
        w.modelFailed.connect(self._on_model_failed)
        w.modelCancelled.connect(self._on_model_cancelled)
        w.sessionOpening.connect(self._on_session_opening)
        w.sessionOpened.connect(self._on_session_opened)
        w.sessionChanged.connect(self._on_session_changed)
        w.sessionsChanged.connect(self.sidebar.refresh)
        w.sessionClosed.connect(self._on_session_closed)
        w.progress.connect(self._on_progress)
        w.replyStarted.connect(self._on_reply_started)
        w.replyText.connect(self._on_reply_text)
        w.replyStats.connect(self._on_reply_stats)
        w.versionsText.connect(self._on_versions_text)
        w.pace_replies_to_ui()
        w.replyFinished.connect(self._on_reply_finished)
        w.busyChanged.connect(self._on_busy)
        w.failed.connect(self._on_failed)
        w.warning.connect(self._on_warning)
        w.contextUsed.connect(self._on_context_used)
        self.composer.sendRequested.connect(self.send)
        self.composer.stopRequested.connect(self.stop)
        self.sidebar.sessionActivated.connect(self.open_session)
        self.sidebar.newRequested.connect(self.new_chat)
        self.sidebar.contextRequested.connect(self._session_menu)
        self.chat.contextRequested.connect(self._message_menu)
        self.chat.branchRequested.connect(self.switch_version)
        self.chat.actionRequested.connect(self._on_message_action)
        self.welcome.chooseRequested.connect(self.open_picker)
        self.welcome.getRequested.connect(lambda: self.open_get_models())
        self.suggestions.getChatModel.connect(self.open_get_models)
        self.downloads_button.clicked.connect(lambda: self.open_get_models())
        self.suggestions.chosen.connect(self._suggestion)
        theme_signals.changed.connect(self._style_meter)  # a method: disconnected with the window
        self.chat.codeCopied.connect(lambda: self._status("Code copied", 2000))
        self.model_button.clicked.connect(self.open_picker)
        self.chat_settings_button.clicked.connect(self.open_chat_settings)

    def start(self, override: Path | None = None) -> None:
        """Load a model (the one asked for, the default one, else the demo model, else open the
        picker), then reopen the last chat (a new chat when the setting reopen_last is off)."""
        if self.settings.notice:  # a settings file that could not be used: say so once
            box = QMessageBox(QMessageBox.Icon.Information, "Emberly", self.settings.notice, QMessageBox.StandardButton.Ok, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            self.settings.notice = ""
        model = self.settings.startup_model(override)  # a demo model is assembled on the engine thread, the first time
        if model is not None:
            self.load_model(model, self.settings.params_for(model))
        else:
            QTimer.singleShot(0, self.open_picker)
        if has_unfinished_downloads():  # say so in the header; they resume when the user says
            QTimer.singleShot(0, self.downloads_bridge)
        # Straight to the engine thread: these follow the load, they do not supersede it.
        last = self.chat_to_reopen()
        if last is not None:
            self.controller.open_session(last)
        else:
            self.controller.new_session()

    # --- actions -------------------------------------------------------------------------------

    # Actions that supersede what the engine thread is doing stop it first, queued work included:
    # a reply is saved marked stopped, a re-read or a load is abandoned.

    def load_model(self, path: str, params: Any) -> None:
        self.stop()
        self._loads += 1
        self._update_page()
        self._status(f"Loading {Path(path).name}…")
        if self.model_info is None:  # the header names the model coming, not "Choose a model…"
            self.model_button.setText(f"{Path(path).name}…")
        self.progress.setRange(0, 100)
        self.progress.setValue(0)
        self.progress.show()
        self.controller.load_model(path, params)

    def use_server(self, url: str, model: str) -> None:
        """The open chat, and the chats after it, on a model a server serves."""
        self.stop()
        self._loads += 1
        self._update_page()
        self._status(f"Connecting to {url}…")
        self.controller.use_server(url, model)

    def new_chat(self) -> None:
        """A new chat, unless the open one is still empty: that one is the new chat. (Asked while
        the engine thread works, e.g. on an open, a new one comes; the empty one goes as it is left.)"""
        self.focus_composer()
        if self.session is not None and untouched(self.session) and not self.chat.items() and not self.controller.busy:
            return
        self.stop()
        self.controller.new_session()

    def open_session(self, session_id: str) -> None:
        self.focus_composer()
        if self.session is not None and self.session.id == session_id:
            return
        self.stop()
        self.controller.open_session(session_id)

    def send(self, text: str) -> None:
        if self._loading and (self.model_info is None or self.session is None):
            # Sent while the model loads: shown now, sent once the model and the chat are there.
            self._queued_send = text
            self.chat.add_message("user", text)
            self.composer.set_generating(True)
            self._update_page()
            self._status("Your message goes as soon as the model is ready…")
            return
        if self.session is None or self.model_info is None:
            self._status("Choose a model first (Ctrl+O)", 4000)
            self.composer.edit.setPlainText(text)
            return
        row, self._resend_row = self._resend_row, None
        messages = self.session.messages
        if row is not None and row == len(messages) - 1 and messages[-1].role == "user":
            self.composer.set_generating(True)
            self._note_focus()
            self.controller.edit(row, text)  # the unanswered message, replaced by its new text
            return
        self._unsaved_send = (text, len(messages))
        self.chat.add_message("user", text)
        self._update_page()
        self.composer.set_generating(True)  # now, not when the engine thread says so: no double send
        self._note_focus()
        self.controller.send(text)

    def stop(self) -> None:
        self.controller.stop()

    def regenerate(self) -> None:
        if self._can_reply() and self.session and self.session.messages:
            self._note_focus()
            self.controller.regenerate()

    def regenerate_versions(self) -> None:
        """Regenerate ×N: N replies at once, the first shown as it streams, all kept as versions."""
        if self._can_reply() and self.session and self.session.messages and self._versions_at_once() > 1:
            self._writing_versions = self._versions_at_once()
            self._note_focus()
            self.controller.regenerate_versions(self._versions_at_once())

    def _versions_at_once(self) -> int:
        """How many replies Regenerate ×N writes: the setting, as far as the loaded model has room."""
        return min(self.settings.n_parallel(), self.model_info.n_parallel if self.model_info else 1)

    def switch_version(self, row: int, step: int) -> None:
        """Show another version of message `row` and the conversation below it."""
        if self._can_reply() and self.session is not None and row < len(self.session.messages):
            self.controller.switch_version(row, step)

    def branch_into_new_chat(self, row: int) -> None:
        if self._can_reply() and self.session is not None and row < len(self.session.messages):
            self.controller.fork(row)

    def continue_reply(self) -> None:
        if self._can_reply() and self.session and self.session.messages and self.session.messages[-1].role == "assistant":
            self._note_focus()
            self.controller.continue_reply()

    def bring_to_front(self) -> None:
        """Another start on this data folder asked for this window."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    def focus_search(self) -> None:
        self.sidebar.search.setFocus()
        self.sidebar.search.selectAll()

    def focus_composer(self) -> None:
        self.composer.edit.setFocus()

    def _note_focus(self) -> None:
        """Where the keyboard is as a reply is asked for: it goes to the message box when the
        reply ends only if the user has not moved it since."""
        self._focus_at_reply = QApplication.focusWidget()

    def _focus_after_reply(self) -> None:
        now = QApplication.focusWidget()
        if QApplication.activeModalWidget() is not None or self._closing:
            return
        if now is None or now is self._focus_at_reply or now in (self.composer.edit, self.composer.button, self.chat):
            self.focus_composer()

    def copy_last_reply(self) -> None:
        replies = [m for m in (self.session.messages if self.session else []) if m.role == "assistant"]
        if replies:
            self._copy(replies[-1], "Reply copied")

    def _copy(self, message: Message, said: str | None = "Copied") -> None:
        """A message on the clipboard (a reply without its reasoning), and `said` in the header."""
        QGuiApplication.clipboard().setText(answer_of(message.text) if message.role == "assistant" else message.text)
        if said:
            self._status(said, 2000)

    def rename_current(self) -> None:
        if self.session is not None and self.session.messages:
            self._rename(self.session)

    def _on_message_action(self, row: int, name: str) -> None:
        """A click on an action under message `row` (ChatView's strip)."""
        if self.session is None or row >= len(self.session.messages):
            return
        message = self.session.messages[row]
        if name == "copy":
            self._copy(message)
        elif name == "edit" and self._can_reply():
            self._edit(row)
        elif name == "regenerate":
            self.regenerate()
        elif name == "branch":
            self.branch_into_new_chat(row)

    def _suggestion(self, text: str) -> None:
        self.composer.edit.setPlainText(text)
        self.composer.edit.setFocus()
        self.composer.edit.moveCursor(self.composer.edit.textCursor().MoveOperation.End)

    def _can_reply(self) -> bool:
        return not self.generating and not self.controller.busy and self.model_info is not None

    # --- menus ---------------------------------------------------------------------------------

    def _message_menu(self, row: int, pos: QPoint) -> None:
        if self.session is None or row >= len(self.session.messages):
            return
        message = self.session.messages[row]
        menu = QMenu(self)
        menu.addAction(icon("copy"), "Copy", lambda: self._copy(message, None))
        idle = self._can_reply()
        if message.role == "user":
            menu.addAction(icon("edit"), "Edit and resend…", lambda: self._edit(row)).setEnabled(idle)
        last = row == len(self.session.messages) - 1
        if message.role == "assistant" and last:
            menu.addAction(icon("regenerate"), "Regenerate", self.regenerate).setEnabled(idle)
            if self._versions_at_once() > 1:
                menu.addAction(icon("regenerate-many"), f"Regenerate ×{self._versions_at_once()}", self.regenerate_versions).setEnabled(idle)
            menu.addAction(icon("continue"), "Continue", self.continue_reply).setEnabled(idle)
        k, n = self.session.branch_position(row)
        if n > 1:
            menu.addAction(icon("prev"), f"Previous version ({k - 1}/{n})" if k > 1 else "Previous version",
                           lambda: self.switch_version(row, -1)).setEnabled(idle and k > 1)
            menu.addAction(icon("next"), f"Next version ({k + 1}/{n})" if k < n else "Next version",
                           lambda: self.switch_version(row, 1)).setEnabled(idle and k < n)
        menu.addAction(icon("branch"), "Branch into a new chat", lambda: self.branch_into_new_chat(row)).setEnabled(idle)
        menu.addSeparator()
        menu.addAction(icon("delete"), "Delete", lambda: self.controller.delete_message(row)).setEnabled(idle)
        menu.popup(pos)

    def _edit(self, row: int) -> None:
        assert self.session is not None
        text, ok = QInputDialog.getMultiLineText(self, "Edit message", "Edit and resend:", self.session.messages[row].text)
        if ok and text.strip():
            self._note_focus()
            self.controller.edit(row, text.strip())

    def _session_menu(self, session_id: str, pos: QPoint) -> None:
        session = self.store.summary(session_id)  # the sidebar's own record: no file read here
        if session is None:
            return
        menu = QMenu(self)
        menu.addAction(icon("rename"), "Rename…", lambda: self._rename(session))
        menu.addAction(icon("pin"), "Unpin" if session.pinned else "Pin (keep its cache)", lambda: self.controller.pin_session(session.id, not session.pinned))
        menu.addAction(icon("duplicate"), "Duplicate", lambda: self.controller.duplicate_session(session.id))
        menu.addAction(icon("export"), "Export as Markdown…", lambda: self.export_chat("md", session.id))
        menu.addAction(icon("export"), "Export as JSON…", lambda: self.export_chat("json", session.id))
        menu.addSeparator()
        menu.addAction(icon("delete"), "Delete…", lambda: self._delete(session))
        menu.popup(pos)

    def _rename(self, session: Session | SessionSummary) -> None:
        title, ok = QInputDialog.getText(self, "Rename chat", "Title:", text=session.title)
        if ok:
            self.controller.rename_session(session.id, title)

    def _delete(self, session: Session | SessionSummary) -> None:
        answer = QMessageBox.question(self, "Delete chat", f"Delete “{session.title}” and its saved cache? This cannot be undone.")
        if answer == QMessageBox.StandardButton.Yes:
            if self.session is not None and self.session.id == session.id:
                self.stop()  # its reply, if one is running, has nowhere to go
            self.controller.delete_session(session.id)

    def export_chat(self, kind: str, session_id: str | None = None) -> None:
        sid = session_id or (self.session.id if self.session else None)
        if sid is None:
            return
        summary = self.store.summary(sid)
        title = summary.title if summary is not None else "chat"
        safe = "".join(c if c.isalnum() or c in " -_" else "_" for c in title).strip() or "chat"
        pattern = "Markdown (*.md)" if kind == "md" else "JSON (*.json)"
        dest, _ = QFileDialog.getSaveFileName(self, "Export chat", str(Path.home() / f"{safe}.{kind}"), pattern)
        if not dest:
            return
        export = self.store.export_markdown if kind == "md" else self.store.export_json

        def work() -> None:
            try:
                export(sid, Path(dest))
            except OSError as e:  # the destination: a full disk, a folder without write access
                raise StoreError(str(e)) from e

        self._status("Exporting…")
        self.background.run(work, lambda _: self._status(f"Exported to {dest}", 4000),
                            lambda e: self._on_failed(f"Export failed: {e}"), name="export")

    def import_chat(self) -> None:
        src, _ = QFileDialog.getOpenFileName(self, "Import chat", str(Path.home()), "Emberly chat (*.json)")
        if src:
            self._status("Importing…")
            self.background.run(lambda: self.store.import_json(Path(src)), self._imported,
                                lambda e: self._on_failed(str(e)), name="import")

    def _imported(self, session: Session) -> None:
        self._status("")
        self.sidebar.refresh()
        self.open_session(session.id)

    # --- dialogs -------------------------------------------------------------------------------

    def downloads_bridge(self) -> DownloadsBridge:
        if self.downloads is None:
            from ..picker.downloads_bridge import DownloadsBridge  # on first use: not on the start-up path

            self.downloads = DownloadsBridge(self)
            self.downloads.changed.connect(self._downloads_changed)
            self._downloads_changed()
        return self.downloads

    def _downloads_changed(self, download: object = None) -> None:
        if self.downloads is None:
            return
        from ...downloads.manager import Download  # loaded with the bridge

        if isinstance(download, Download) and download.state == "downloading":
            self._running_downloads.add(download.id)
        elif isinstance(download, Download) and download.state == "done" and download.id in self._running_downloads:
            self._running_downloads.discard(download.id)  # a check of files already in place says nothing
            name = Path(download.model_name).name
            self.banner.show_message(f"Downloaded {name}: choose it in the model picker (Ctrl+O) to chat with it.",
                                     "info", 10_000)
        summary = self.downloads.summary()
        self.downloads_button.setText(summary)
        self.downloads_button.setVisible(bool(summary))

    def open_get_models(self, entry: str = "") -> None:
        """The picker's Get models tab; `entry`: the curated model to select there (its name)."""
        self.open_picker()
        assert self.picker is not None
        self.picker.show_get_models(entry)

    def open_picker(self) -> None:
        if self.picker is None:
            from ..picker.picker import ModelPickerDialog  # on first use: not on the start-up path

            self.picker = ModelPickerDialog(self.settings, self, self.downloads_bridge())
            self.picker.loadRequested.connect(self._picker_load)
            self.picker.serverRequested.connect(self.use_server)
            self.picker.settingsChanged.connect(self._save_settings)
            self.picker.cancelRequested.connect(self.controller.cancel_load)
        self.picker.refresh()
        self.picker.show()
        self.picker.raise_()

    def _picker_load(self, path: str, params: Any) -> None:
        self.load_model(path, params)

    def open_settings(self) -> None:
        from .dialogs import SettingsDialog  # on first use: not on the start-up path

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            dialog.apply(self.settings)
            self._save_settings()
            apply_appearance(self.settings)
            # An int assignment is atomic; the engine thread reads it only when it saves a KV file.
            self.store.kv_budget = self.settings.kv_budget_bytes()

    def open_chat_settings(self) -> None:
        if self.session is None:
            return
        from .dialogs import ChatSettingsDialog  # on first use: not on the start-up path

        dialog = ChatSettingsDialog(self.session, self)
        if dialog.exec():
            self.controller.update_settings(**dialog.changes())

    def about(self) -> None:
        import llama_cpp
        from PySide6 import __version__ as pyside_version

        from ...engine.backend import supports_gpu_offload

        gpu = "yes" if supports_gpu_offload() else "no (CPU build)"  # what the build can do, model or not
        QMessageBox.about(
            self,
            "About Emberly",
            f"<b>Emberly {__version__}</b><br>Local chats that reopen instantly.<br><br>"
            f"llama-cpp-python {llama_cpp.__version__} · PySide6 {pyside_version}<br>GPU offload: {gpu}<br><br>"
            "Help ▸ Copy diagnostics puts a full report on the clipboard for a bug report.",
        )

    def diagnostics(self) -> str:
        """`emberly --diagnose`'s report, without its test generation, plus what the window knows."""
        from ...diagnose import build_report  # on first use: not on the start-up path

        report = build_report(generate=False)
        info = self.model_info
        if info is not None:
            report.add("Loaded model", f"{info.name} ({info.path}), context {info.n_ctx:,}, "
                       f"GPU layers {info.gpu_layers}, chat format {info.chat_format}")
        report.add("Log file", str(log_file() or "none"))
        return report.text()

    def copy_diagnostics(self) -> None:
        QGuiApplication.clipboard().setText(self.diagnostics())
        self._status("Diagnostics copied to the clipboard", 4000)

    def open_log_folder(self) -> None:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    # --- engine signals ------------------------------------------------------------------------

    def _on_model_loading(self, fraction: float) -> None:
        self.progress.setValue(int(fraction * 100))
        if self.picker is not None:
            self.picker.set_progress(fraction)

    def _on_model_loaded(self, info: ModelLoaded) -> None:
        self.model_info = info
        self._loads = max(self._loads - 1, 0)
        self.progress.hide()
        name = f"{info.name} · {info.quantization}"
        self.model_button.setText(f"{name}  ▾")
        self.model_button.setToolTip(f"{info.path}\nchat format: {info.chat_format}\nGPU layers: {info.gpu_layers}\n"
                                     "Click to choose another model (Ctrl+O)")
        demo = demo_model_available() and Path(info.path) == demo_model_path(models_dir())
        self.demo_tag.setVisible(demo)
        self.suggestions.offer_chat_model(demo)
        self.sidebar.fingerprint = info.fingerprint
        self.sidebar.refresh()
        self._status(f"Loaded {info.name}", 3000)
        if info.run_path_notice:
            self._on_warning(info.run_path_notice)
        if info.template_error:
            self._on_warning(f"The model's chat template is broken; using the {info.chat_format} format instead.")
        if self.picker is not None:
            self.picker.loaded()
        self._update_enabled()

    def _no_model_after_all(self) -> None:
        if self.model_info is None and not self._loading:
            self.model_button.setText(NO_MODEL)

    def _on_model_failed(self, message: str) -> None:
        self._loads = max(self._loads - 1, 0)
        self._no_model_after_all()
        self._give_back_queued()
        self.progress.hide()
        self._status("")
        self.welcome.set_detail("The model could not be loaded. Choose another one to begin.")
        self._update_page()
        if self.picker is not None and self.picker.isVisible():
            self.picker.failed(message)
        else:
            self._on_failed(message)
            self.open_picker()
            assert self.picker is not None
            self.picker.failed(message)

    def _on_model_cancelled(self) -> None:
        self._loads = max(self._loads - 1, 0)
        self._no_model_after_all()
        self._give_back_queued()
        self._update_page()
        self.progress.hide()
        self._status("Loading cancelled", 4000)
        if self.picker is not None:
            self.picker.failed("Loading was cancelled.")

    def _on_session_opening(self, kind: str, tokens: int) -> None:
        self._opening_status = f"Restoring {tokens:,} tokens from disk…" if kind == "restore" else "Re-reading the chat…"
        self._status(self._opening_status)

    def _on_session_opened(self, session: Session, result: OpenResult) -> None:
        self._on_session_changed(session)
        self.progress.hide()
        if self._opening_status and self.status_label.text() == self._opening_status:
            self._status("")  # the open is over, whatever it found (an empty chat says nothing more)
        self._opening_status = ""
        if result.kind == "warm":
            self._status(f"Restored {result.tokens:,} tokens from disk in {result.seconds * 1000:.0f} ms", 4000)
            if result.tokens:
                self.banner.show_message(f"Reopened warm: {result.tokens:,} tokens of this chat's memory restored "
                                         f"in {result.seconds * 1000:.0f} ms.", timeout_ms=5000)
        elif result.kind == "cold":
            why = f" ({result.reason})" if result.reason else ""
            read = result.decoded or result.tokens  # a branch switch reads only what differs
            self._status(f"Re-read {read:,} tokens in {result.seconds:.1f} s{why}", 6000)
            if read:
                because = f" because {result.reason}" if result.reason else ""
                self.banner.show_message(f"Re-read {read:,} tokens in {result.seconds:.1f} s{because}.", timeout_ms=10000)
        elif result.kind == "cancelled":
            self._status("Stopped re-reading; the chat will be read when you send", 5000)

    def chat_to_reopen(self) -> str | None:
        """The chat a start reopens: the settings' choice, if it is still there."""
        last = self.settings.chat_to_reopen()
        return last if last and self.store.exists(last) else None

    def show_last_chat(self) -> None:
        """While the model loads (app.main, after the first frame): the chat that reopens, shown
        before it is open. Its actions wait for the open (self.session); a send is queued."""
        last = self.chat_to_reopen()
        if self.session is not None or last is None:
            return

        def shown(session: Session) -> None:
            if self.session is None:  # not opened meanwhile
                self._show_early(session)

        # An unreadable chat is not shown early: the engine loop's open says what is wrong with it.
        self.background.run(lambda: self.store.load(last), shown, lambda _: None, name="show-last-chat")

    def _show_early(self, session: Session) -> None:
        self._shown_early = session.id
        self.chat.set_messages(session.messages, new_chat=True, branches=session.branch_positions())
        self.sidebar.current_id = session.id
        self.setWindowTitle(f"{session.title} — Emberly")
        self._update_page()
        trace("chat_shown", session=session.id)

    def _on_session_changed(self, session: Session) -> None:
        changed_chat = self.session is None or self.session.id != session.id
        if changed_chat:
            self._resend_row = None
        # The chat shown early keeps its rows (and their rendered documents) when it opens.
        new_chat = changed_chat and session.id != self._shown_early
        self._shown_early = None
        self.session = session
        self._remember_chat(session.id)
        self.sidebar.current_id = session.id
        if changed_chat or not self.generating:
            self.chat.set_messages(session.messages, new_chat=new_chat, branches=session.branch_positions())
        if self._queued_send is not None and self.model_info is not None:
            text, self._queued_send = self._queued_send, None
            self.send(text)
        self.setWindowTitle(f"{session.title} — Emberly")
        if changed_chat:
            self.banner.hide()  # it spoke of the chat before
        self.sidebar.refresh()
        self._update_enabled()

    def _remember_chat(self, session_id: str) -> None:
        """The open chat, on disk as soon as it changes (not only at a clean quit): a start after a
        crash or a kill reopens it."""
        if self.settings.last_session != session_id:
            self.settings.last_session = session_id
            self._save_settings()

    def _on_session_closed(self) -> None:
        self.banner.hide()
        self.session = None
        self.chat.set_messages([], new_chat=True)
        self.controller.new_session()

    def _on_progress(self, what: str, done: int, total: int) -> None:
        label = "Re-reading" if what == "reread" else "Reading"
        self._status(f"{label} {done:,} / {total:,} tokens…")
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.progress.setVisible(done < total)

    def _on_reply_started(self) -> None:
        self.generating = True
        self.progress.hide()
        self._status("Writing…")
        self.chat.add_message("assistant", "", streaming=True)
        if self._writing_versions and self.session is not None and self.session.messages:
            # Regenerate ×N: the reply shown is the first of N new versions after those there were.
            before = sum(m.parent == self.session.messages[-1].id for m in self.session.branches)
            self.chat.items()[-1].branch = (before + 1, before + self._writing_versions)
        self._update_enabled()

    def _on_reply_text(self, text: str) -> None:
        self.chat.append_text(text, now=True)
        self.controller.ui_caught_up()

    def _on_reply_stats(self, used: int, size: int, tok_s: float) -> None:
        """The context meter and the speed as the reply streams (the engine thread paces them)."""
        self._on_context_used(used, size)
        if tok_s > 0:
            self.speed_label.setText(f"{tok_s:.1f} tok/s")

    def _on_versions_text(self, written: tuple[int, ...]) -> None:
        self._status(f"Writing {len(written)} versions…")
        self.status_label.setToolTip("Characters written so far: " + " · ".join(f"{c:,}" for c in written))

    def _on_reply_finished(self, session: Session) -> None:
        self._writing_versions = 0
        self.status_label.setToolTip("")
        if self._unsaved_send is not None and len(session.messages) > self._unsaved_send[1]:
            self._unsaved_send = None  # the message was saved (the runner drops one it could not save)
        self.generating = False
        self.session = session
        self.chat.set_messages(session.messages, branches=session.branch_positions())
        last = session.messages[-1] if session.messages else None
        if last is not None and last.role == "assistant" and last.stats:
            self.speed_label.setText(f"{last.stats.get('generation_tok_s', 0):.1f} tok/s")
        self._status("")
        self.progress.hide()
        self.sidebar.refresh()
        self._update_enabled()
        self._focus_after_reply()

    def _on_busy(self, busy: bool) -> None:
        self.composer.set_generating(busy and self.model_info is not None)
        if not busy:
            self.generating = False
        if not self.controller.busy:
            self._loads = 0  # nothing queued: no load is pending (one that ended in a bug says nothing)
        if not self.controller.busy and self.progress.isVisible():  # a request that ended in a bug
            self.progress.hide()
            self._status("")
            if self.picker is not None and self.picker.loading:
                self.picker.failed("Loading stopped because of an error in Emberly (see the report).")
        self._update_enabled()

    def _on_failed(self, message: str) -> None:
        self.progress.hide()
        self._status("")
        if self._unsaved_send is not None:  # e.g. a full disk: give the text back to send again
            if not self.composer.edit.toPlainText():
                self.composer.edit.setPlainText(self._unsaved_send[0])
            self._unsaved_send = None
        elif self.session is not None and self.session.messages and self.session.messages[-1].role == "user":
            # Saved, not answered (e.g. longer than the context): back in the composer to shorten;
            # sending it again replaces it.
            if not self.composer.edit.toPlainText():
                self.composer.edit.setPlainText(self.session.messages[-1].text)
                self._resend_row = len(self.session.messages) - 1
        if not self._closing:
            # open(), not exec(): an error from the engine thread must never block the event loop.
            box = QMessageBox(QMessageBox.Icon.Warning, "Emberly", message, QMessageBox.StandardButton.Ok, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    def _on_warning(self, message: str) -> None:
        self._status(message, 8000)
        self.banner.show_message(message, "warning")

    def _on_context_used(self, used: int, size: int) -> None:
        self.context_meter.setVisible(size > 1)
        self.context_meter.setRange(0, size)
        self.context_meter.setValue(used)

    # --- helpers -------------------------------------------------------------------------------

    def _status(self, text: str, timeout_ms: int = 0) -> None:
        """Show `text` in the header; clear it after timeout_ms unless something else replaced it."""
        self.status_label.setText(text)
        self._status_timer.stop()
        if timeout_ms:
            self._status_timer.start(timeout_ms)

    def _update_enabled(self) -> None:
        idle = self._can_reply()
        has_reply = bool(self.session and self.session.messages and self.session.messages[-1].role == "assistant")
        self.regenerate_action.setEnabled(idle and bool(self.session and self.session.messages))
        self.versions_action.setEnabled(idle and bool(self.session and self.session.messages) and self._versions_at_once() > 1)
        self.versions_action.setText(f"Regenerate ×{max(self._versions_at_once(), 2)}")
        self.continue_action.setEnabled(idle and has_reply)
        self.copy_reply_action.setEnabled(bool(self.session and any(m.role == "assistant" for m in self.session.messages)))
        self.chat_settings_button.setEnabled(self.session is not None)
        self._update_page()

    @property
    def _loading(self) -> bool:
        return self._loads > 0

    def _update_page(self) -> None:
        """The welcome with no model (none loading), suggestions in an empty chat, else the chat."""
        if self.model_info is None and not self._loading and not self.chat.items():
            page: QWidget = self.welcome
        elif not self.chat.items() and not self.generating:
            page = self.suggestions
        else:
            page = self.chat
        if self.pages.currentWidget() is not page:
            focused = QGuiApplication.focusObject()
            focus_was_in_pages = isinstance(focused, QWidget) and self.pages.isAncestorOf(focused)
            self.pages.setCurrentWidget(page)
            if focus_was_in_pages:
                self.composer.edit.setFocus()

    def _give_back_queued(self) -> None:
        """A message that waited for a model that did not come: back in the composer, unsent."""
        if self._queued_send is None:
            return
        if not self.composer.edit.toPlainText():
            self.composer.edit.setPlainText(self._queued_send)
        self._queued_send = None
        self.composer.set_generating(False)
        if self.session is not None:
            self.chat.set_messages(self.session.messages, branches=self.session.branch_positions())

    def _style_meter(self, _scheme: str = "") -> None:
        """The context meter's fill and text in the theme's colours (its text readable over both)."""
        palette = self.context_meter.palette()
        palette.setColor(QPalette.ColorRole.Highlight, QColor(token("meter_fill")))
        palette.setColor(QPalette.ColorRole.HighlightedText, QColor(token("meter_text")))
        palette.setColor(QPalette.ColorRole.Text, QColor(token("meter_text")))
        self.context_meter.setPalette(palette)

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as e:
            self._status(f"Settings could not be saved: {e}", 6000)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop a reply; the engine thread then saves the chat and its cache while the window
        keeps painting ("Saving chat…"); the window closes for real once the thread has finished."""
        if not self.controller.running:
            event.accept()
            return
        event.ignore()
        if self._closing:
            return
        self._closing = True
        if self.downloads is not None:
            self.downloads.close()  # transfers stop; their part files stay, to resume next time
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self._save_settings()
        if self.picker is not None:
            self.picker.close()
        self._status("Saving chat…")
        for widget in (self.composer, self.sidebar, self.chat_settings_button, self.model_button):
            widget.setEnabled(False)
        self.controller.finished.connect(self.close)
        self.controller.begin_shutdown()
