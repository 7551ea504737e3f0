"""The model picker's "Servers" tab: add a model server (llama-server, vLLM, Ollama, LM Studio,
llama_cpp.server… anything OpenAI-compatible), test it, list its models, and chat with one.

The list is kept in Settings.servers, API keys in the system keyring (app/engine/remote/providers.py). Asking a
server what it serves is network work: it runs in the background (app.ui.background).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...errors import AppError
from ...runtime import EngineError, Server, api_key, servers_of, set_api_key
from ...settings import Settings
from ..background import Background
from ..i18n import number, say, translate
from ..look.icons import icon

if TYPE_CHECKING:
    from ...runtime import ServerInfo

URL_ROLE = Qt.ItemDataRole.UserRole
MODEL_ROLE = Qt.ItemDataRole.UserRole + 1


class ServersPage(QWidget):
    useRequested = Signal(str, str)  # server url, model id
    settingsChanged = Signal()  # a server was added or removed: the settings need saving
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.infos: dict[str, ServerInfo] = {}  # url → ServerInfo, once asked
        self.errors: dict[str, str] = {}
        self._background = Background(self)
        self._adding: dict[str, str] = {}  # url → key of a server being added

        self.address = QLineEdit(self)
        self.address.setPlaceholderText("http://127.0.0.1:8080")
        self.address.setAccessibleName(translate("Servers", "Server address"))
        self.key = QLineEdit(self)
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setPlaceholderText(translate("Servers", "optional"))
        self.key.setAccessibleName(translate("Servers", "API key"))
        self.add_button = QPushButton(icon("plus"), translate("Servers", "Add server"), self)
        self.add_button.setDefault(False)
        self.tree = QTreeWidget(self)
        self.tree.setAccessibleName(translate("Servers", "Servers and their models"))
        self.tree.setHeaderLabels([translate("Servers", "Server and its models"), translate("Servers", "Context")])
        self.tree.setColumnWidth(0, 460)
        self.tree.setRootIsDecorated(True)
        self.details = QLabel(translate("Servers", "Add a server to chat with the models it serves."), self)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setObjectName("serversMessage")
        self.refresh_button = QPushButton(translate("Servers", "Test again"), self)
        self.remove_button = QPushButton(translate("Servers", "Remove"), self)
        self.use_button = QPushButton(translate("Servers", "Chat with this model"), self)

        self._lay_out()

        self.add_button.clicked.connect(self.add)
        self.address.returnPressed.connect(self.add)
        self.refresh_button.clicked.connect(self.test_selected)
        self.remove_button.clicked.connect(self.remove_selected)
        self.use_button.clicked.connect(self.use_selected)
        self.tree.itemSelectionChanged.connect(self._selected)
        self.tree.itemDoubleClicked.connect(self._double_clicked)
        self.show_servers()
        for server in servers_of(self.settings.servers):
            self._ask(server.url)

    def _lay_out(self) -> None:
        """The address and key to add a server above, its models below, what can be done to the
        selected one at the bottom."""
        form = QFormLayout()
        form.addRow(translate("Servers", "Address"), self.address)
        key_row = QHBoxLayout()
        key_row.addWidget(self.key, 1)
        key_row.addWidget(self.add_button)
        form.addRow(translate("Servers", "API key"), key_row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.refresh_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        buttons.addWidget(self.use_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.details)
        layout.addLayout(buttons)

    # --- asking servers ------------------------------------------------------------------------

    def _ask(self, url: str, key: str | None = None) -> None:
        def work() -> ServerInfo:
            from ...runtime import probe  # httpx: imported off the GUI thread

            try:
                return probe(url, key if key is not None else api_key(url))
            except EngineError:
                raise
            except Exception as e:  # an odd server: said, not a row stuck on "asking…"
                said = translate("Servers", "{url} could not be asked ({error}).")  # shown in the list and its details
                raise EngineError(said.format(url=url, error=f"{e.__class__.__name__}: {e}")) from e

        self._background.run(work, lambda info: self._probed(url, info), lambda e: self._probed(url, e),
                             latest=url, name="server-probe")

    def add(self) -> None:
        from ...runtime import RemoteError, normalize_url

        try:
            url = normalize_url(self.address.text())
        except RemoteError as e:
            self._say(say(e), error=True)
            return
        self._say(translate("Servers", "Asking {url}…").format(url=url))
        self.add_button.setEnabled(False)
        key = self.key.text().strip()
        self._adding[url] = key
        self._ask(url, key or None)

    def _probed(self, url: str, result: ServerInfo | AppError) -> None:
        adding = self._adding.pop(url, None)
        if adding is not None:
            self.add_button.setEnabled(True)
        if isinstance(result, Exception):
            self.errors[url] = str(result)
            self.infos.pop(url, None)
            if adding is not None:  # not added: the address or key is wrong, the user fixes it
                self._say(str(result), error=True)
                return
        else:
            self.errors.pop(url, None)
            self.infos[url] = result
            if adding is not None:
                self._keep(url, adding, result.kind)
        self.show_servers(select=url)

    def _keep(self, url: str, key: str, kind: str) -> None:
        note = set_api_key(url, key or None) if key else ""
        servers = [s for s in servers_of(self.settings.servers) if s.url != url]
        servers.append(Server(url, url.split("://", 1)[-1], kind))
        self.settings.servers = [s.to_dict() for s in servers]
        self.settingsChanged.emit()
        self.address.clear()
        self.key.clear()
        said = translate("Servers", "Added {url}.").format(url=url)
        self._say(f"{said} {note}" if note else said)  # the note: the keyring's, a sentence of its own

    # --- the list ------------------------------------------------------------------------------

    def show_servers(self, select: str | None = None) -> None:
        self.tree.clear()
        chosen = None
        for server in servers_of(self.settings.servers):
            info = self.infos.get(server.url)
            if info is not None:
                state = info.label
            elif server.url in self.errors:
                state = translate("Servers", "cannot be reached")
            else:
                state = translate("Servers", "asking…")
            top = QTreeWidgetItem([f"{server.name} · {state}", ""])
            top.setData(0, URL_ROLE, server.url)
            top.setIcon(0, icon("warning") if server.url in self.errors else icon("server"))
            top.setToolTip(0, self.errors.get(server.url, server.url))
            self.tree.addTopLevelItem(top)
            n_ctx = info.n_ctx if info is not None else 0
            for model in info.models if info is not None else ():
                shown = model.rsplit("/", 1)[-1] if model.endswith(".gguf") else model  # llama-server names its file
                child = QTreeWidgetItem([shown, translate("Servers", "{size} tokens").format(size=number(n_ctx)) if n_ctx else ""])
                child.setData(0, URL_ROLE, server.url)
                child.setData(0, MODEL_ROLE, model)
                child.setToolTip(0, model)
                top.addChild(child)
                if chosen is None and server.url == select:
                    chosen = child
            top.setExpanded(True)
            if chosen is None and server.url == select:
                chosen = top
        if chosen is not None:
            self.tree.setCurrentItem(chosen)
        self._selected()

    def _current(self) -> tuple[str | None, str | None]:
        item = self.tree.currentItem()
        if item is None:
            return None, None
        return item.data(0, URL_ROLE), item.data(0, MODEL_ROLE)

    def _selected(self) -> None:
        url, model = self._current()
        self.use_button.setEnabled(model is not None)
        self.remove_button.setEnabled(url is not None)
        self.refresh_button.setEnabled(url is not None)
        if url is None:
            self.details.setText(translate("Servers", "Add a server to chat with the models it serves."))
            return
        info = self.infos.get(url)
        if info is None:
            asking = translate("Servers", "Asking {url}…").format(url=url)
            self.details.setText(self.errors[url] if url in self.errors else asking)
            return
        lines = [translate("Servers", "{server} at {url}").format(server=f"<b>{info.label}</b>", url=url)]
        if info.kind == "llama-server":
            n = info.total_slots  # (the English singular is a message of its own: shown as it was without a translation)
            slots = (translate("Servers", "%n slot of {size} tokens · build {build}", None, n) if n == 1
                     else translate("Servers", "%n slots of {size} tokens · build {build}", None, n))
            lines.append(slots.format(size=number(info.n_ctx), build=info.build))
            lines.append(translate("Servers", "Chats resume from the server's slot files when it runs with --slot-save-path "
                                              "(and with -np set, so that chats keep their own slot)."))
        else:
            lines.append(translate("Servers", "Cache on server: prefix only. A reopened chat is read again by the server, "
                                              "unless it still holds the start of it."))
        self.details.setText("<br>".join(lines))

    def test_selected(self) -> None:
        url, _ = self._current()
        if url is not None:
            self.infos.pop(url, None)
            self.errors.pop(url, None)
            self.show_servers(select=url)
            self._ask(url)

    def remove_selected(self) -> None:
        url, _ = self._current()
        if url is None:
            return
        self.settings.servers = [s.to_dict() for s in servers_of(self.settings.servers) if s.url != url]
        set_api_key(url, None)
        self.infos.pop(url, None)
        self.errors.pop(url, None)
        self.settingsChanged.emit()
        self.show_servers()
        self._say(translate("Servers", "Removed {url}.").format(url=url))

    def _double_clicked(self, _item: QTreeWidgetItem, _column: int) -> None:
        self.use_selected()

    def use_selected(self) -> None:
        url, model = self._current()
        if url is not None and model is not None:
            self.useRequested.emit(url, model)

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setText(say(text))
        self.message.setProperty("error", error)
        self.message.setStyleSheet("color: #c0392b" if error else "")
