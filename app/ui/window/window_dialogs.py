"""The main window's dialogs: the model picker and Get models, settings, chat settings, about,
the diagnostics and the log folder."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import (
    QDesktopServices,
    QGuiApplication,
)
from PySide6.QtWidgets import (
    QInputDialog,
    QMessageBox,
)

from ... import __version__
from ...errors import AppError
from ...logs import log_file
from ...paths import log_dir
from ...runtime import Attachment, ImageRef
from ...runtime import requests as rq
from ..i18n import chat_title, say, translate
from ..look.appearance import apply_appearance
from .attachments import show_document
from .compare import choose_model
from .libraries import show_found
from .parts import WindowParts

if TYPE_CHECKING:
    from ..picker.downloads_bridge import DownloadsBridge
    from .server import ServerPanel


class WindowDialogs(WindowParts):
    def _say_settings_notice(self) -> None:
        """A settings file that could not be used: said once."""
        if self.settings.notice:
            box = QMessageBox(QMessageBox.Icon.Information, "Emberly", say(self.settings.notice), QMessageBox.StandardButton.Ok, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            self.settings.notice = ""

    def downloads_bridge(self) -> DownloadsBridge:
        if self.downloads is None:
            from ..picker.downloads_bridge import DownloadsBridge  # on first use: not on the start-up path

            self.downloads = DownloadsBridge(self.core.downloads, self.core.downloaded, self)
            self.downloads.changed.connect(self._downloads_changed)
            self._downloads_changed()
        return self.downloads

    def _downloads_changed(self, download: object = None) -> None:
        if self.downloads is None:
            return
        from ...runtime import Download  # loaded with the bridge

        if isinstance(download, Download) and download.state == "downloading":
            self._running_downloads.add(download.id)
        elif isinstance(download, Download) and download.state == "done" and download.id in self._running_downloads:
            self._running_downloads.discard(download.id)  # a check of files already in place says nothing
            name = Path(download.model_name).name
            said = translate("Window", "Downloaded {name}: choose it in the model picker (Ctrl+O) to chat with it.")
            self.banner.show_message(said.format(name=name), "info", 10_000)
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
            self.picker.embedderChosen.connect(self.choose_embedding_model)
            self.picker.serverRequested.connect(self.use_server)
            self.picker.settingsChanged.connect(self._save_settings)
            self.picker.cancelRequested.connect(self.controller.stop)
        self.picker.refresh()
        self.picker.show()
        self.picker.raise_()

    def _picker_load(self, path: str, params: Any) -> None:
        self.load_model(path, params)

    def open_settings(self) -> None:
        from .dialogs import SettingsDialog  # on first use: not on the start-up path

        panel = self.server_panel
        server = (translate("Window", "on at {address}").format(address=panel.server.address)
                  if panel is not None and panel.server is not None else translate("Window", "off", "the local API server"))
        info = self.model_info
        dialog = SettingsDialog(self.settings, self, server, info.speculation if info is not None else "")
        result = dialog.exec()
        if result:
            embedding_model, language = self.settings.embedding_model, self.settings.language
            dialog.apply(self.settings)
            if self.settings.language != language:
                self._use_language(self.settings.language)
            if self.settings.embedding_model != embedding_model:
                self.use_embedding_model(self.settings.embedding_model)
            self._save_settings()
            apply_appearance(self.settings)
            self.controller.submit(rq.SetLimits(kv_budget=self.settings.kv_budget_bytes()))
        if result == SettingsDialog.SERVER:
            self.open_server_dialog()
        elif result == SettingsDialog.TOOLS:
            self.tools.open_dialog()
        elif result == SettingsDialog.WEB:
            self.web.open_dialog(self)
            self.composer.web_button.setVisible(self.web.on)

    def _use_language(self, language: str) -> None:
        """The language now: Qt's translators (for what opens from here on), then the window's own
        words: its menus, header, sidebar, message box, empty states, title and the chat's labels."""
        from ..i18n import install
        from .menus import retranslate_menus

        app = QCoreApplication.instance()
        assert app is not None
        install(app, language)
        retranslate_menus(self)
        for part in (self.header, self.sidebar, self.composer, self.welcome, self.suggestions, self.libraries):
            part.retranslate()
        self._downloads_changed()  # the header's downloads summary
        self.sidebar.refresh()
        self._update_enabled()
        if self.session is not None:
            self.setWindowTitle(translate("EngineEvents", "{title} — Emberly").format(title=chat_title(self.session.title)))
            self.chat.set_messages(self.session.messages, versions=self.session.version_positions())

    def local_server(self) -> ServerPanel:
        """The local API server's panel, made at first use (uvicorn stays off the start-up path)."""
        if self.server_panel is None:
            from .server import ServerPanel

            self.server_panel = panel = ServerPanel(self.core, self)
            button = self.header.server_button
            button.clicked.connect(self.open_server_dialog)

            def show() -> None:
                button.setVisible(panel.running)  # its text: the header's (an API client being answered)
                button.setToolTip(translate("Window", "Local API server at {address}: {status}\n"
                                            "Click for its address, key and log").format(
                    address=panel.server.address if panel.server else "", status=panel.status()))

            panel.changed.connect(show)
        return self.server_panel

    def open_server_dialog(self) -> None:
        from .server import ServerDialog

        dialog = ServerDialog(self.local_server(), self)
        dialog.settingsChanged.connect(self._save_settings)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def choose_embedding_model(self, path: str) -> None:
        """A downloaded embedding model becomes the one documents and libraries are searched with."""
        self.settings.embedding_model = path
        self._save_settings()
        self.use_embedding_model(path)
        self.banner.show_message(translate("Window", "Documents and libraries are now searched by meaning with {name}, "
                                           "as well as by keywords (Settings ▸ Embedding model).").format(name=Path(path).name),
                                 timeout_ms=8000)

    def use_embedding_model(self, path: str | None) -> None:
        """Search documents and libraries by meaning with the model at `path` too (None: keywords)."""
        self.core.use_embedding_model(path)
        self.libraries.changed.emit()

    def open_chat_settings(self) -> None:
        if self.session is None:
            return
        from .dialogs import ChatSettingsDialog  # on first use: not on the start-up path

        servers = tuple(e["name"] for e in self.settings.mcp_servers) + (("web",) if self.web.on else ())  # the web's tools
        dialog = ChatSettingsDialog(self.session, self, servers)
        if dialog.exec():
            self.controller.submit(rq.UpdateSettings(dialog.changes()))
            self._preset_context(dialog.context_wanted())

    def _preset_context(self, n_ctx: int | None) -> None:
        """A preset taken with its own context size: the model on this computer loads again with it."""
        info = self.model_info
        if n_ctx is None or info is None or "://" in info.path or n_ctx == info.n_ctx:
            return
        self.load_model(info.path, replace(self.settings.params_for(info.path), n_ctx=n_ctx))

    def attach_page(self) -> None:
        """Chat ▸ Attach a web page…: its main text a document of the next message (read once:
        a chat that starts with it, and the next one with the same page, read it through the
        prefix cache)."""
        from ...runtime import page_document

        url, ok = QInputDialog.getText(self, translate("Window", "Attach a web page"),
                                       translate("Window", "The page's address (it is read from its site):"))
        url = url.strip()
        if not ok or not url:
            return
        if not url.startswith(("http://", "https://")):
            url = "https://" + url
        root, allowed = self.store.root, tuple(self.settings.web.get("allowed", []))
        self.composer.attachments.add_page(url, lambda: page_document(url, root, allowed))

    def compare_with(self) -> None:
        """Chat ▸ Compare with…: a second model answers each message beside the chat's."""
        if self.session is None or self.model_info is None:
            self._status(translate("Window", "Open a chat on a model first"), 4000)
            return
        request = choose_model(self, self.settings.recent_models, self.model_info.path, self.settings.servers)
        if request is not None:
            self.controller.submit(request)

    def about(self) -> None:
        import llama_cpp
        from PySide6 import __version__ as pyside_version

        from ...runtime import supports_gpu_offload

        # what the build can do, model or not
        gpu = translate("Window", "yes", "GPU offload") if supports_gpu_offload() else translate("Window", "no (CPU build)")
        QMessageBox.about(
            self,
            translate("Window", "About Emberly"),
            translate("Window", "<b>Emberly {version}</b><br>Local chats that reopen instantly.<br><br>"
                      "llama-cpp-python {llama} · PySide6 {pyside}<br>GPU offload: {gpu}<br><br>"
                      "Help ▸ Copy diagnostics puts a full report on the clipboard for a bug report.").format(
                version=__version__, llama=llama_cpp.__version__, pyside=pyside_version, gpu=gpu),
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
        self._status(translate("Window", "Diagnostics copied to the clipboard"), 4000)

    def open_log_folder(self) -> None:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def show_document(self, att: Attachment | ImageRef, passage: tuple[int, int] | None = None) -> None:
        """The text the model reads of a document, or the image it sees (a chip's click), read off
        the GUI thread."""
        failed: Callable[[AppError], None] = lambda e: self.banner.show_message(say(e), "warning")
        if isinstance(att, ImageRef):
            from .images import show_image

            show_image(self.background, self.store.images, att, self, failed)
            return
        show_document(self.background, self.store.attachments, att, self, failed, passage)

    def _show_source(self, row: int, i: int) -> None:
        """A reply's citation: its question's passage, highlighted in its document."""
        messages = self.session.messages if self.session is not None else []
        if not 0 < row < len(messages) or not 0 <= i < len(messages[row - 1].passages) + len(messages[row - 1].found):
            return
        question = messages[row - 1]
        if i >= len(question.passages) and (found := question.found[i - len(question.passages)]).path.startswith(
                ("https://", "http://")):  # found on the web: the page, in the system's browser
            QDesktopServices.openUrl(QUrl(found.path))
            return
        if i >= len(question.passages):  # found in a library: shown in its file
            show_found(self.background, self.libraries.libraries, self.store.attachments,
                       question.found[i - len(question.passages)], self, lambda e: self.banner.show_message(say(e), "warning"))
            return
        passage = question.passages[i]
        att = next((a for a in question.attachments if a.sha256 == passage.sha256), None)
        if att is not None:
            self.show_document(att, (passage.start, passage.end))

    def _show_sent_document(self, row: int, i: int) -> None:
        """A sent message's chip: its images first, then its documents (chat/items.documents_for)."""
        messages = self.session.messages if self.session is not None else []
        if not 0 <= row < len(messages):
            return
        images, documents = messages[row].images, messages[row].attachments
        if 0 <= i < len(images):
            self.show_document(images[i])
        elif 0 <= i - len(images) < len(documents):
            self.show_document(documents[i - len(images)])
