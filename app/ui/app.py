"""Starting the desktop app: QApplication, appearance from settings, the main window."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QIcon, QWindow
from PySide6.QtWidgets import QApplication, QWidget

from .. import __version__
from ..logs import setup_logging, trace, tracing
from ..paths import APP_NAME
from ..resources import APP_ID, ICON_SIZES, icon_path
from ..runtime import early_load
from ..settings import Settings, load_settings
from . import i18n, probe
from .i18n import translate
from .look.appearance import apply_appearance
from .single_instance import SingleInstance

if TYPE_CHECKING:
    from ..runtime import events as ev
    from .window.main_window import MainWindow

log = logging.getLogger("emberly.app")
QUIT_ENV = "EMBERLY_STARTUP_TRACE_QUIT"  # with EMBERLY_STARTUP_TRACE: close the window once ready


def main(argv: list[str] | None = None, model: Path | None = None, settings: Settings | None = None) -> int:
    """`settings`: as app.__main__ read them (else read here)."""
    trace("gui_main")
    from ..core import Core
    from .crash import CrashHandler
    from .window.main_window import MainWindow

    trace("imported")
    settings = settings if settings is not None else load_settings()
    data_root = settings.use_data_folder()  # before the log opens: logs live under a chosen data folder
    log_path = setup_logging()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv if argv is not None else sys.argv)
    configure_application(app)
    i18n.install(app, settings.language)
    trace("qapp")
    instance = SingleInstance(data_root)
    if not instance.acquire():
        _defer_to_running_instance(data_root)
        return 0
    apply_appearance(settings)
    window = MainWindow(Core(settings, data_root))
    instance.activated.connect(window.bring_to_front)
    crash_handler = CrashHandler(window)
    crash_handler.install()
    log.info("Emberly %s started (log %s)", __version__, log_path)
    # Kept alive by its parent, the window. With the quit asked for it closes the window even when the
    # trace file could not be written (tracing() turned off): a bench must not wait on it forever.
    tracer = StartupTrace(window) if tracing() or os.environ.get(QUIT_ENV) else None
    if os.environ.get(probe.ENV):
        probe.install(window)  # the real-desktop tests' view of the window (a child of it)
    show_first_frame_first(window, traced=tracer is not None)
    window.start(model)
    try:
        return app.exec()
    finally:
        crash_handler.uninstall()
        instance.release()


def _defer_to_running_instance(data_root: Path) -> None:
    """Another Emberly runs on this data folder (it was asked to show its window): this one stops."""
    early_load.release()
    log.info("Emberly already runs on %s: asked it to show its window", data_root)
    said = translate("App", "Emberly is already running on {folder}; its window was brought to the front.")
    print(said.format(folder=data_root), file=sys.stderr)


def show_first_frame_first(window: MainWindow, traced: bool) -> None:
    """Show the window, holding back the engine's start until its first frame is out.

    The model loads in C since app.__main__ (early_load). The Python work around it (the rest of
    llama_cpp's import, the engine thread's imports and set-up) holds the GIL, so it waits for
    the first frame instead of slowing it; the last chat is shown in the model's load time."""
    window.controller.hold()
    first_frame = FirstFrame(window)
    if traced:
        first_frame.shown.connect(lambda: trace("window_shown"))
    first_frame.shown.connect(window.controller.release)
    first_frame.shown.connect(early_load.release)  # the rest of llama_cpp's import (the model loads already)
    first_frame.shown.connect(window.show_last_chat)  # in the model's load time
    QTimer.singleShot(FIRST_FRAME_WAIT_MS, window.controller.release)  # a window that never paints
    QTimer.singleShot(FIRST_FRAME_WAIT_MS, early_load.release)
    window.show()
    first_frame.watch()


def configure_application(app: QApplication) -> None:
    """Name, version and icon, which the window title, taskbar and dock show."""
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(APP_ID)  # Wayland/X11 match the window to the installed .desktop entry
    app.setWindowIcon(app_icon())


def app_icon() -> QIcon:
    """The SVG scales to every size; the PNGs cover a Qt without its SVG image plugin."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(icon_path(size)), QSize(size, size))
    icon.addFile(str(icon_path()))
    return icon


FIRST_FRAME_WAIT_MS = 1500


class FirstFrame(QObject):
    """Says when a window's first frame is out: its QWindow's first Expose (or UpdateRequest)
    is delivered here, inside the filter, and `shown` emitted once it returns; Qt's widget
    repaint manager paints the whole widget tree into the backing store and flushes it while
    handling that event, so `shown` comes after the frame, not at a paint's start (a QTimer after
    show() fires before any paint; widgets have no frameSwapped signal, only QOpenGLWindow has)."""

    shown = Signal()

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.window = window

    def watch(self) -> None:
        """After show(), which makes the QWindow; its expose event comes later, from the event loop."""
        handle = self.window.windowHandle()
        if handle is not None:
            handle.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Expose, QEvent.Type.UpdateRequest) and isinstance(obj, QWindow) and obj.isExposed():
            obj.removeEventFilter(self)
            obj.event(event)  # the frame: painted and flushed
            self.shown.emit()
            return True
        return False


class StartupTrace(QObject):
    """EMBERLY_STARTUP_TRACE (bench.startup): the start-up's milestones, written by app.logs.trace.

    window_shown: the end of the window's first frame (FirstFrame). ready: the model is loaded,
    the last chat restored and the composer usable (idle)."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.flags = {"model": False, "session": False, "ready": False}
        self.quit = bool(os.environ.get(QUIT_ENV))
        # A start that reopens a chat is ready once it is restored; one that starts a new chat once it is made.
        self.expect_restore = window.saved_chat_to_reopen() is not None
        trace("window_built")
        from ..runtime import events as ev  # imported with the window already

        c = window.controller
        c.on(ev.ModelLoaded, self._on_model)
        c.on(ev.ChatOpened, self._on_session)
        c.on(ev.ChatChanged, self._on_session_changed)
        c.on(ev.RequestStarted, lambda e: self._check())
        c.on(ev.RequestEnded, lambda e: self._check())
        c.on(ev.ModelFailed, lambda e: trace("model_failed", message=e.reason))

    def _on_model(self, info: ev.ModelLoaded) -> None:
        self.flags["model"] = True
        trace("model_loaded", model=info.name)
        self._check()

    def _on_session(self, e: ev.ChatOpened) -> None:
        result = e.result
        self.flags["session"] = True
        trace("session_restored", kind=result.kind, tokens=result.tokens, restore_s=round(result.seconds, 4))
        self._check()

    def _on_session_changed(self, _e: ev.ChatChanged) -> None:
        if not self.expect_restore and not self.flags["session"]:
            self.flags["session"] = True
            trace("session_new")
        self._check()

    def _check(self) -> None:
        w = self.window
        if self.flags["ready"] or not (self.flags["model"] and self.flags["session"]):
            return
        if w.controller.busy or w.model_info is None or w.session is None or not w.composer.isEnabled() \
                or w.composer.generating:
            return
        self.flags["ready"] = True
        trace("ready", session=w.session.id)
        if self.quit:
            QTimer.singleShot(0, w.close)
