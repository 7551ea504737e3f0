"""The main window: sessions sidebar, header (model, context meter, progress), chat, composer."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QGuiApplication,
    QPalette,
)
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...runtime import LoadParams, Message, Session, answer_of, untouched
from ...runtime import events as ev
from ...runtime import has_unfinished as has_unfinished_downloads
from ...runtime import requests as rq
from ...settings import save_settings
from ..background import Background
from ..chat.items import image_label
from ..chat.view import ChatView
from ..engine_controller import EngineController, ModelLoaded
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..look.theme import theme_signals
from .attachments import chip_label
from .banner import Banner
from .chat_menus import ChatMenus
from .compare import CompareColumn
from .composer import Composer
from .empty_states import Suggestions, Welcome
from .engine_events import EngineEvents
from .header import Header
from .libraries import LibrariesPanel
from .menus import ScrollKeysFirst, build_menus, set_tab_order
from .send_state import SendState, Sent
from .sidebar import SessionList
from .tools import ToolTurns
from .updates import Updates
from .web_settings import WebSetup
from .window_dialogs import WindowDialogs

if TYPE_CHECKING:
    from ...core import Core
    from ..picker.picker import ModelPickerDialog


class MainWindow(EngineEvents, ChatMenus, WindowDialogs, QMainWindow):
    def __init__(self, core: Core):
        super().__init__()
        self.core, self.settings, self.store = core, core.settings, core.store  # the window makes no service
        settings = self.settings
        self.setWindowTitle("Emberly")
        self.resize(1100, 760)
        self.controller = EngineController(core.loop)
        self.background = Background(self)  # file work off the GUI thread (export, import)
        self._init_state()

        self.sidebar = SessionList(self.store, self)
        self.chat = ChatView(self)
        self.welcome = Welcome(self)
        self.suggestions = Suggestions(self)
        self.pages = QStackedWidget(self)
        for page in (self.chat, self.welcome, self.suggestions):
            self.pages.addWidget(page)
        self.compare = CompareColumn(self.controller, self.pages, self)  # a second model's answers beside the chat
        self.web = WebSetup(self.controller, settings, self._save_settings, lambda m: self.banner.show_message(m, "warning"))
        self.composer = Composer(self.store.attachments, self, self.store.images)
        self.header = Header(self)
        h = self.header  # its parts, by the names the window and its tests use
        self.model_button, self.demo_tag, self.chat_settings_button = h.model_button, h.demo_tag, h.chat_settings_button
        self.status_label, self.downloads_button, self.progress = h.status_label, h.downloads_button, h.progress
        self.context_meter, self.speed_label = h.context_meter, h.speed_label
        self.banner = Banner(self)
        self.updates = Updates(settings, self._save_settings, self.banner, self)  # whether a newer version exists
        self.libraries = LibrariesPanel(core, h, self.composer.library_button, self, self._chat_libraries,
                                        lambda ids: self.controller.submit(rq.UpdateSettings({"libraries": ids})))
        self.tools = ToolTurns(self, self.controller, self.chat, settings, self._save_settings, self._status,
                               lambda message: self.banner.show_message(message, "warning"))

        self._lay_out()
        build_menus(self)
        self._connect()
        set_tab_order(self)
        if settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(settings.window_geometry.encode()))
        self._scroll_keys = ScrollKeysFirst(self)
        for box in (self.composer.edit, self.sidebar.search):
            box.installEventFilter(self._scroll_keys)
        self.sidebar.start_indexing()
        core.start()
        self._update_enabled()
        self.composer.edit.setFocus()  # the message box has the keyboard when the window first shows

    def _init_state(self) -> None:
        """What the window knows of the engine and the chat, and where a send stands."""
        self.model_info: ModelLoaded | None = None
        self.session: Session | None = None
        self.send_state = SendState()  # where a send stands (send_state.py: its phases and transitions)
        self.picker: ModelPickerDialog | None = None
        self.downloads = self.server_panel = None  # made on first use (window_dialogs: local_server)
        self._running_downloads: set[str] = set()  # seen downloading: the banner tells when they are done
        self._closing = False
        self._shown_early: str | None = None  # the chat show_last_chat showed before it was open
        self._focus_at_reply: QWidget | None = None  # where the keyboard was when a reply was asked for
        self._switching = False  # a version switch asked for: its reopen says itself in the status line only
        self._opening_status = ""  # "Re-reading the chat…" while a chat opens: cleared when it has

    def _chat_libraries(self) -> list[str] | None:
        return self.session.libraries if self.session is not None else None

    # --- set-up --------------------------------------------------------------------------------

    def _lay_out(self) -> None:
        """The sidebar beside a column: header, banner, the page (chat, welcome, suggestions), composer."""
        right = QWidget(self)
        right.setBackgroundRole(QPalette.ColorRole.Base)  # the conversation on the page colour; the sidebar on the window's
        right.setAutoFillBackground(True)
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addWidget(self.header)
        banner_row = QHBoxLayout()
        banner_row.setContentsMargins(12, 0, 12, 0)
        banner_row.addWidget(self.banner)
        column.addLayout(banner_row)
        column.addWidget(self.compare.split, 1)
        column.addWidget(self.composer)
        self.splitter = QSplitter(self)
        self.splitter.addWidget(self.sidebar)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([260, 840])
        self.setCentralWidget(self.splitter)

    def _connect(self) -> None:
        self._connect_engine()
        self.composer.sendRequested.connect(self.send)
        self.composer.stopRequested.connect(self.stop)
        self.composer.attachments.failed.connect(lambda message: self.banner.show_message(message, "warning"))
        self.composer.attachments.viewRequested.connect(self.show_document)
        self.libraries.noticed.connect(lambda message: self.banner.show_message(message, "warning"))
        self.chat.documentRequested.connect(self._show_sent_document)
        self.chat.thumbnail_source = self._make_thumbnails
        self.chat.sourceRequested.connect(self._show_source)
        self.sidebar.sessionActivated.connect(self.open_session)
        self.sidebar.newRequested.connect(self.new_chat)
        self.sidebar.contextRequested.connect(self._session_menu)
        self.chat.contextRequested.connect(self._message_menu)
        self.chat.versionRequested.connect(self.switch_version)
        self.chat.actionRequested.connect(self._on_message_action)
        self.welcome.chooseRequested.connect(self.open_picker)
        self.welcome.getRequested.connect(lambda: self.open_get_models())
        self.suggestions.getChatModel.connect(self.open_get_models)
        self.downloads_button.clicked.connect(lambda: self.open_get_models())
        self.suggestions.chosen.connect(self._suggestion)
        theme_signals.changed.connect(self.header.style_meter)  # a method: disconnected with the window
        self.chat.codeCopied.connect(lambda: self._status(translate("Window", "Code copied"), 2000))
        self.chat.scrolled.connect(self._on_chat_scrolled)
        self._scroll_save = QTimer(self)  # a scroll is saved once it rests, not on every step
        self._scroll_save.setSingleShot(True)
        self._scroll_save.setInterval(1000)
        self._scroll_save.timeout.connect(self._save_settings)
        self.model_button.clicked.connect(self.open_picker)
        self.chat_settings_button.clicked.connect(self.open_chat_settings)

    def _connect_engine(self) -> None:
        """The engine loop's events: the header and the sidebar draw their own part, then the
        window's handlers (app/ui/window/engine_events.py) and the tool turns' (tools.py)."""
        on = self.controller.on
        self.header.follow(on)
        self.sidebar.follow(on)
        self.tools.follow(on)
        self.compare.follow(on)
        on(ev.ModelLoading, self._on_model_loading)
        on(ev.ModelStatus, lambda e: self._status(e.line))
        on(ev.ModelLoaded, self._on_model_loaded)
        on(ev.ModelFailed, self._on_model_failed)
        on(ev.ModelCancelled, self._on_model_cancelled)
        on(ev.ChatOpening, self._on_session_opening)
        on(ev.ChatOpened, self._on_session_opened)
        on(ev.ChatChanged, lambda e: self._on_session_changed(e.session))
        on(ev.CompareFinished, lambda e: self._on_session_changed(e.session))  # a version more of the reply
        on(ev.ChatClosed, self._on_session_closed)
        on(ev.ReplyStarted, self._on_reply_started)
        on(ev.ReplyText, self._on_reply_text)
        on(ev.VersionsText, self._on_versions_text)
        self.controller.pace_replies_to_ui()
        on(ev.ReplyFinished, self._on_reply_finished)
        on(ev.RequestStarted, self._on_request_started)
        on(ev.RequestEnded, self._on_request_ended)
        on(ev.Failed, lambda e: self._on_failed(e.message))
        on(ev.Notice, lambda e: self._on_warning(e.message))

    def start(self, override: Path | None = None) -> None:
        """Load a model (the one asked for, the default one, else the demo model, else open the
        picker), then reopen the last chat (a new chat when the setting reopen_last is off)."""
        self._say_settings_notice()
        self.updates.start()
        if self.settings.embedding_model:
            self.use_embedding_model(self.settings.embedding_model)
        if self.settings.mcp_servers:
            self.tools.use()
        if self.web.on:
            self.web.use()
        self.composer.web_button.setVisible(self.web.on)
        if self.settings.server_on and not self.local_server().start():
            self.banner.show_message(translate("Window", "The local API server is off: {error}").format(
                error=self.local_server().error), "warning")
        model = self.settings.startup_model(override)  # a demo model is assembled on the engine thread, the first time
        if model is not None:
            self.load_model(model, self.settings.params_for(model))
        else:
            QTimer.singleShot(0, self.open_picker)
        if has_unfinished_downloads():  # say so in the header; they resume when the user says
            QTimer.singleShot(0, self.downloads_bridge)
        # Straight to the engine thread: these follow the load, they do not supersede it.
        last = self.saved_chat_to_reopen()
        if last is not None:
            self.controller.submit(rq.OpenChat(last))
        else:
            self.controller.submit(self.new_chat_request())

    # --- actions -------------------------------------------------------------------------------

    # Actions that supersede what the engine thread is doing stop it first, queued work included:
    # a reply is saved marked stopped, a re-read or a load is abandoned.

    def load_model(self, path: str, params: LoadParams) -> None:
        self.stop()
        self.send_state.load_asked()
        self._update_page()
        self._status(translate("Window", "Loading {name}…").format(name=Path(path).name))
        self.header.loading(path)
        self.controller.submit(rq.LoadModel(str(path), params))

    def use_server(self, url: str, model: str) -> None:
        """The open chat, and the chats after it, on a model a server serves."""
        self.stop()
        self.send_state.load_asked()
        self._update_page()
        self._status(translate("Window", "Connecting to {url}…").format(url=url))
        self.controller.submit(rq.UseServer(url, model))

    def new_chat(self) -> None:
        """A new chat, unless the open one is still empty: that one is the new chat. (Asked while
        the engine thread works, e.g. on an open, a new one comes; the empty one goes as it is left.)"""
        self.focus_composer()
        if self.session is not None and untouched(self.session) and not self.chat.items() and not self.controller.busy:
            return
        self.stop()
        self.controller.submit(self.new_chat_request())

    def open_session(self, session_id: str) -> None:
        self.focus_composer()
        if self.session is not None and self.session.id == session_id:
            return
        self.stop()
        self.controller.submit(rq.OpenChat(session_id))

    def send(self, text: str) -> None:
        if self._loading and (self.model_info is None or self.session is None):
            # Sent while the model loads: shown now, sent once the model and the chat are there.
            self.send_state.queue(text)
            self.chat.add_message("user", text)
            self.composer.set_generating(True)
            self._update_page()
            self._status(translate("Window", "Your message goes as soon as the model is ready…"))
            return
        if self.session is None or self.model_info is None:
            self._status(translate("Window", "Choose a model first (Ctrl+O)"), 4000)
            self.composer.edit.setPlainText(text)
            return
        row = self.send_state.take_resend_row()
        messages = self.session.messages
        if row is not None and row == len(messages) - 1 and messages[-1].role == "user":
            self.composer.set_generating(True)
            self._note_focus()
            self.controller.submit(rq.Edit(row, text))  # the unanswered message, replaced by its new text
            self.compare.ask()
            return
        if self.composer.attachments.busy:
            self.composer.edit.setPlainText(text)
            self._status(translate("Window", "A document or image is still being read: send once its chip shows it is in"), 5000)
            return
        attachments, images = self.composer.attachments.take(), self.composer.attachments.take_images()
        self.send_state.sent(Sent(text, len(messages), attachments, images))
        self.chat.add_message("user", text, documents=tuple(image_label(r) for r in images) + tuple(
            chip_label(a) for a in attachments), pictures=tuple(r.sha256 for r in images))
        self._update_page()
        self.composer.set_generating(True)  # now, not when the engine thread says so: no double send
        self._note_focus()
        web = self.composer.web_button.isChecked() and self.web.on and self.web.may_send(self)
        self.controller.submit(rq.Send(text, attachments, images, web))
        self.compare.ask()

    def stop(self) -> None:
        self.controller.stop()

    def regenerate(self) -> None:
        if self._can_reply() and self.session and self.session.messages:
            self._note_focus()
            self.controller.submit(rq.Regenerate())

    def regenerate_versions(self) -> None:
        """Regenerate ×N: N replies at once, the first shown as it streams, all kept as versions."""
        if self._can_reply() and self.session and self.session.messages and self._versions_at_once() > 1:
            self.send_state.writing_versions(self._versions_at_once())
            self._note_focus()
            self.controller.submit(rq.RegenerateVersions(self._versions_at_once()))

    def _versions_at_once(self) -> int:
        """How many replies Regenerate ×N writes: the setting, as far as the loaded model has room."""
        return min(self.settings.n_parallel(), self.model_info.n_parallel if self.model_info else 1)

    def fork_into_new_chat(self, row: int) -> None:
        if self._can_reply() and self.session is not None and row < len(self.session.messages):
            self.controller.submit(rq.Fork(row))

    def continue_reply(self) -> None:
        if self._can_reply() and self.session and self.session.messages and self.session.messages[-1].role == "assistant":
            self._note_focus()
            self.controller.submit(rq.ContinueReply())

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
            self._copy(replies[-1], QT_TRANSLATE_NOOP("Window", "Reply copied"))

    def _copy(self, message: Message, said: str | None = QT_TRANSLATE_NOOP("Window", "Copied")) -> None:
        """A message on the clipboard (a reply without its reasoning), and `said` (English, translated here) in the header."""
        QGuiApplication.clipboard().setText(answer_of(message.text) if message.role == "assistant" else message.text)
        if said:
            self._status(translate("Window", said), 2000)

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
        elif name == "fork":
            self.fork_into_new_chat(row)

    def _suggestion(self, text: str) -> None:
        self.composer.edit.setPlainText(text)
        self.composer.edit.setFocus()
        self.composer.edit.moveCursor(self.composer.edit.textCursor().MoveOperation.End)

    @property
    def generating(self) -> bool:
        """A reply streams."""
        return self.send_state.replying

    def _can_reply(self) -> bool:
        return not self.generating and not self.controller.busy and self.model_info is not None

    # --- helpers -------------------------------------------------------------------------------

    def _status(self, text: str, timeout_ms: int = 0) -> None:
        """Show `text` in the header; clear it after timeout_ms unless something else replaced it."""
        self.header.say(text, timeout_ms)

    def _update_enabled(self) -> None:
        idle = self._can_reply()
        has_reply = bool(self.session and self.session.messages and self.session.messages[-1].role == "assistant")
        self.regenerate_action.setEnabled(idle and bool(self.session and self.session.messages))
        self.versions_action.setEnabled(idle and bool(self.session and self.session.messages) and self._versions_at_once() > 1)
        self.versions_action.setText(translate("Window", "Regenerate ×{n}").format(n=max(self._versions_at_once(), 2)))
        self.continue_action.setEnabled(idle and has_reply)
        self.copy_reply_action.setEnabled(bool(self.session and any(m.role == "assistant" for m in self.session.messages)))
        self.chat_settings_button.setEnabled(self.session is not None)
        self._update_page()

    @property
    def _loading(self) -> bool:
        return self.send_state.loading

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

    def _make_thumbnails(self, shas: list[str]) -> None:
        """Thumbnails of the chat's images, read from the image store off the GUI thread (one
        missing or altered keeps its icon)."""
        from .images import thumbnail_images

        store = self.store.images
        self.background.run(lambda: thumbnail_images(store, shas), self.chat.add_thumbnails, name="thumbnails")

    def _give_back_queued(self) -> None:
        """A message that waited for a model that did not come: back in the composer, unsent."""
        text = self.send_state.give_back_queued()
        if text is None:
            return
        if not self.composer.edit.toPlainText():
            self.composer.edit.setPlainText(text)
        self.composer.set_generating(False)
        if self.session is not None:
            self.chat.set_messages(self.session.messages, versions=self.session.version_positions())

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as e:
            self._status(translate("Window", "Settings could not be saved: {error}").format(error=e), 6000)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop a reply; the engine thread then saves the chat and its cache while the window
        keeps painting ("Saving chat…"); the window closes for real once the thread has finished."""
        if not self.controller.running:
            self._stop_services()
            event.accept()
            return
        event.ignore()
        if self._closing:
            return
        self._closing = True
        self._stop_services()
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self._save_settings()
        if self.picker is not None:
            self.picker.close()
        self._status(translate("Window", "Saving chat…"))
        for widget in (self.composer, self.sidebar, self.chat_settings_button, self.model_button):
            widget.setEnabled(False)
        self.controller.on(ev.LoopStopped, self._saved_and_closed)
        self.controller.begin_shutdown()

    def _saved_and_closed(self, _e: ev.LoopStopped) -> None:
        """The loop has saved the chat and freed the engine: the window closes for real."""
        self.close()

    def _stop_services(self) -> None:
        """The indexer, the server and the downloads (their part files stay, to resume next time)."""
        if self.server_panel is not None:
            self.server_panel.stop()
        self.core.close_services()
