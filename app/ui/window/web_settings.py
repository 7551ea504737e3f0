"""Settings ▸ Web, and what the window does with it: where a message's search goes (off until the
user chooses; SearXNG, the private choice, first), the keys in the keyring, the hosts on this
computer's network pages may be read from, and the first use saying what leaves the computer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QMessageBox, QWidget

from ...runtime import api_key, set_api_key
from ...runtime import requests as rq
from ...settings import Settings
from ..engine_controller import EngineController
from ..i18n import QT_TRANSLATE_NOOP, translate

PROVIDERS = {"": QT_TRANSLATE_NOOP("Web", "Off"),  # shown through translate("Web", …)
             "searxng": QT_TRANSLATE_NOOP("Web", "SearXNG: your own instance (private, recommended)"),
             "brave": QT_TRANSLATE_NOOP("Web", "Brave Search API"), "tavily": "Tavily"}
KEY_PLACES = {"brave": "https://api.search.brave.com", "tavily": "https://api.tavily.com"}  # keyring entries
SENDS_TO = {"searxng": QT_TRANSLATE_NOOP("Web", "your SearXNG instance at {url}"),
            "brave": QT_TRANSLATE_NOOP("Web", "Brave Search (api.search.brave.com)"),
            "tavily": QT_TRANSLATE_NOOP("Web", "Tavily (api.tavily.com)")}


def what_is_sent(web: dict[str, Any]) -> str:
    sends_to = SENDS_TO.get(web.get("provider", ""), "")
    where = translate("Web", sends_to).format(url=web.get("url", "")) if sends_to else ""
    return translate("Web", "A message sent with Web on goes to {where} as a search. The pages it finds are then read from "
                     "their own sites (no cookies, no scripts), and the passages that answer the message are saved with "
                     "it. Nothing else leaves your computer.").format(where=where)


class WebDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Web", "Web"))
        web = settings.web
        self.provider = QComboBox(self)
        for key, label in PROVIDERS.items():
            self.provider.addItem(translate("Web", label), key)
        self.provider.setCurrentIndex(max(0, self.provider.findData(web.get("provider", ""))))
        self.url = QLineEdit(web.get("url", ""), self)
        self.url.setPlaceholderText(translate("Web", "http://searx.lan:8080 (its settings.yml must allow the json format)"))
        self.key = QLineEdit(self)
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setPlaceholderText(translate("Web", "kept in your system's keyring"))
        self.allowed = QLineEdit(", ".join(web.get("allowed", [])), self)
        self.allowed.setPlaceholderText(translate("Web", "none: pages on this computer and its network are never read"))
        self.allowed.setToolTip(translate("Web", "Hosts on this computer's network that pages may be read from, by name "
                                          "(a wiki on the LAN). Your SearXNG instance's host is allowed by itself."))
        self.said = QLabel(self)
        self.said.setWordWrap(True)
        self.said.setObjectName("quiet")
        form = QFormLayout(self)
        form.addRow(translate("Web", "Search with"), self.provider)
        form.addRow(translate("Web", "SearXNG address"), self.url)
        form.addRow(translate("Web", "API key"), self.key)
        form.addRow(translate("Web", "Allowed local hosts"), self.allowed)
        form.addRow(self.said)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        form.addRow(box)
        self.provider.currentIndexChanged.connect(self._sync)
        self._sync()

    def _sync(self) -> None:
        kind = str(self.provider.currentData())
        self.url.setEnabled(kind == "searxng")
        self.key.setEnabled(kind in KEY_PLACES)
        kept = kind in KEY_PLACES and api_key(KEY_PLACES[kind])
        self.key.setPlaceholderText(translate("Web", "kept in your system's keyring (one is kept: leave empty to keep it)")
                                    if kept else translate("Web", "kept in your system's keyring"))
        self.said.setText(what_is_sent({"provider": kind, "url": self.url.text()}) if kind else
                          translate("Web", "Off: nothing is searched, no page is read."))

    def apply(self, settings: Settings) -> str:
        """The choice into `settings` (the key into the keyring). Returns a note when the keyring failed."""
        kind = str(self.provider.currentData())
        before = settings.web.get("provider", ""), settings.web.get("url", "")
        settings.web = {"provider": kind, "url": self.url.text().strip(),
                        "allowed": [h.strip().lower() for h in self.allowed.text().split(",") if h.strip()][:32],
                        "told": settings.web.get("told") is True and before == (kind, self.url.text().strip())}
        if kind in KEY_PLACES and self.key.text().strip():
            return set_api_key(KEY_PLACES[kind], self.key.text().strip())
        return ""


class WebSetup:
    """The window's part: the settings to the engine thread, the dialog, and the first use's notice."""

    def __init__(self, controller: EngineController, settings: Settings, save: Callable[[], None],
                 warn: Callable[[str], None]):
        self._controller, self._settings, self._save, self._warn = controller, settings, save, warn

    @property
    def on(self) -> bool:
        web = self._settings.web
        return web.get("provider") == "searxng" and bool(web.get("url")) or web.get("provider") in KEY_PLACES

    def use(self) -> None:
        web = self._settings.web
        kind = web.get("provider", "") if self.on else ""
        key = (api_key(KEY_PLACES[kind]) or "") if kind in KEY_PLACES else ""
        if kind in KEY_PLACES and not key:
            self._warn(translate("Web", "The web is off: {provider} needs its API key (Settings ▸ Web).").format(
                provider=translate("Web", PROVIDERS[kind])))
            kind = ""
        self._controller.submit(rq.UseWeb(kind, web.get("url", ""), key, tuple(web.get("allowed", []))))

    def open_dialog(self, parent: QWidget) -> None:
        dialog = WebDialog(self._settings, parent)
        if dialog.exec():
            note = dialog.apply(self._settings)
            if note:
                self._warn(note)
            self._save()
            self.use()

    def may_send(self, parent: QWidget) -> bool:
        """The first message with the web: what is sent where, said once, and agreed to."""
        if self._settings.web.get("told"):
            return True
        notice = translate("Web", "{notice}\n\nSend it?").format(notice=what_is_sent(self._settings.web))
        answer = QMessageBox.question(parent, translate("Web", "Search the web"), notice)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self._settings.web = {**self._settings.web, "told": True}
        self._save()
        return True
