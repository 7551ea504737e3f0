"""Whether a newer Emberly exists, in the window (app/web/updates.py reads the feed). Asked once,
at the first start: a notice says what would be asked of whom, and its "Tell me" turns it on (not
answered, it stays off; Settings has it too). On, the feed is read off the GUI thread at most
once a day; a newer version is a notice with the start of its notes and a button that opens its
page in the browser. Nothing is downloaded or run."""

from __future__ import annotations

import logging
import time
import urllib.parse
from collections.abc import Callable

from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import QDesktopServices

from ... import __version__
from ...errors import AppError
from ...runtime import UPDATE_FEED, Release, newer_release
from ...settings import Settings
from ..background import Background
from ..i18n import QT_TRANSLATE_NOOP, translate
from .banner import Banner

log = logging.getLogger("emberly.ui")

DAY_S = 24 * 3600
ASK = QT_TRANSLATE_NOOP("Updates", "Emberly can tell you when a new version exists: once a day it asks GitHub for the number "
                        "and notes of its latest release. Nothing is downloaded or installed.")


class Updates(QObject):
    def __init__(self, settings: Settings, save: Callable[[], None], banner: Banner, parent: QObject) -> None:
        super().__init__(parent)
        self.settings, self.save, self.banner = settings, save, banner
        self.background = Background(self)
        self.found: Release | None = None  # the newer release said, if any

    def start(self) -> None:
        s = self.settings
        if s.updates == "":
            s.updates = "off"  # asked once: off until the user says yes
            self.save()
            self.banner.show_message(translate("Updates", ASK), "info", 0, (translate("Updates", "Tell me"), self._agreed))
        elif s.updates == "on" and not 0 <= time.time() - s.updates_checked < DAY_S:
            self.check()

    def _agreed(self) -> None:
        self.settings.updates = "on"
        self.save()
        self.check()

    def check(self) -> None:
        feed = self.settings.update_feed or UPDATE_FEED
        allowed = (urllib.parse.urlsplit(feed).hostname or "",) if self.settings.update_feed else ()  # a mirror the user named
        self.background.run(lambda: newer_release(__version__, feed, allowed), self._checked, self._failed,
                            name="update check")

    def _checked(self, release: Release | None) -> None:
        self.settings.updates_checked = time.time()
        self.save()
        if release is None:
            return
        self.found = release
        first = release.headline
        said = (translate("Updates", "Emberly {version} is out: {headline}") if first
                else translate("Updates", "Emberly {version} is out."))
        self.banner.show_message(said.format(version=release.version, headline=first), "info", 0,
                                 (translate("Updates", "See what is new"), lambda: QDesktopServices.openUrl(QUrl(release.url))))

    def _failed(self, error: AppError) -> None:
        log.info("no update check: %s", error)  # quiet: asked again at the next start
