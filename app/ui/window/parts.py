"""The main window's shared state, declared once so that each of its parts (chat_menus.py,
window_dialogs.py, engine_events.py: mixins of MainWindow) type-checks on its own. At run time
the parts are plain classes and only MainWindow (main_window.py) has all of this."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QLabel, QProgressBar, QToolButton
    from PySide6.QtWidgets import QMainWindow as _Base

    from ...engine.params import LoadParams
    from ...sessions.attachments import Attachment
    from ...sessions.images import ImageRef
    from ...sessions.model import Message, Session
    from ...sessions.store import SessionStore
    from ...settings import Settings
    from ..background import Background
    from ..chat.view import ChatView
    from ..engine_controller import EngineController, ModelLoaded
    from ..picker.downloads_bridge import DownloadsBridge
    from ..picker.picker import ModelPickerDialog
    from .banner import Banner
    from .composer import Composer
    from .empty_states import Suggestions, Welcome
    from .header import ElidedLabel, Header
    from .libraries import LibrariesPanel
    from .server import ServerPanel
    from .sidebar import SessionList
else:
    _Base = object


class WindowParts(_Base):
    if TYPE_CHECKING:
        settings: Settings
        store: SessionStore
        controller: EngineController
        libraries: LibrariesPanel
        server_panel: ServerPanel | None
        background: Background
        model_info: ModelLoaded | None
        session: Session | None
        generating: bool
        picker: ModelPickerDialog | None
        downloads: DownloadsBridge | None
        sidebar: SessionList
        chat: ChatView
        welcome: Welcome
        suggestions: Suggestions
        composer: Composer
        banner: Banner
        header: Header
        model_button: QToolButton
        demo_tag: QLabel
        chat_settings_button: QToolButton
        status_label: ElidedLabel
        downloads_button: QToolButton
        progress: QProgressBar
        context_meter: QProgressBar
        speed_label: QLabel
        _running_downloads: set[str]
        _closing: bool
        _loads: int
        _opening_status: str
        _queued_send: str | None
        _resend_row: int | None
        _scroll_save: QTimer
        _shown_early: str | None
        _unsaved_send: tuple[str, int, tuple[Attachment, ...], tuple[ImageRef, ...]] | None
        _writing_versions: int

        # Defined by MainWindow or another part.
        def _status(self, text: str, timeout_ms: int = 0) -> None: ...
        def _save_settings(self) -> None: ...
        def _update_enabled(self) -> None: ...
        def _update_page(self) -> None: ...
        @property
        def _loading(self) -> bool: ...
        def _focus_after_reply(self) -> None: ...
        def _give_back_queued(self) -> None: ...
        def _note_focus(self) -> None: ...
        def _can_reply(self) -> bool: ...
        def _copy(self, message: Message, said: str | None = "Copied") -> None: ...
        def _versions_at_once(self) -> int: ...
        def _on_failed(self, message: str) -> None: ...
        def _close_tool_question(self) -> None: ...
        def open_tools(self) -> None: ...
        def send(self, text: str) -> None: ...
        def stop(self) -> None: ...
        def regenerate(self) -> None: ...
        def regenerate_versions(self) -> None: ...
        def switch_version(self, row: int, step: int) -> None: ...
        def branch_into_new_chat(self, row: int) -> None: ...
        def continue_reply(self) -> None: ...
        def open_session(self, session_id: str) -> None: ...
        def open_picker(self) -> None: ...
        def load_model(self, path: str, params: LoadParams) -> None: ...
        def use_server(self, url: str, model: str) -> None: ...
