"""Starting the desktop app: QApplication, appearance from settings, the main window."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__
from ..logs import setup_logging
from ..paths import APP_NAME
from ..resources import APP_ID, ICON_SIZES, icon_path
from ..settings import load_settings
from .appearance import apply_appearance
from .single_instance import SingleInstance

log = logging.getLogger("emberly.app")


def main(argv: list[str] | None = None, model: Path | None = None) -> int:
    from .crash import CrashHandler
    from .main_window import MainWindow

    settings = load_settings()
    data_root = settings.use_data_folder()  # before the log opens: logs live under a chosen data folder
    log_path = setup_logging()
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    configure_application(app)
    instance = SingleInstance(data_root)
    if not instance.acquire():
        log.info("Emberly already runs on %s: asked it to show its window", data_root)
        print(f"Emberly is already running on {data_root}; its window was brought to the front.", file=sys.stderr)
        return 0
    apply_appearance(settings)
    window = MainWindow(settings, data_root)
    instance.activated.connect(window.bring_to_front)
    crash_handler = CrashHandler(window)
    crash_handler.install()
    log.info("Emberly %s started (log %s)", __version__, log_path)
    window.show()
    window.start(model)
    try:
        return app.exec()
    finally:
        crash_handler.uninstall()
        instance.release()


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
