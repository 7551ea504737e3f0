"""Settings ▸ Tools: the MCP servers chats may use. Add a stdio server (a command, its arguments,
environment and folder) or a streamable HTTP one (a URL and headers), import the servers of a
Claude Desktop / Cursor / LM Studio mcp.json, turn one off, list its tools (those offered to the
model and those left out, with why), read its log, let it see the open chat's library folders
(its MCP roots: off unless the user ticks it). Environment values and header values go to the
keyring (app/tools/saved.py), never to settings.json."""

from __future__ import annotations

import re
import shlex
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...errors import AppError
from ...paths import log_dir
from ...runtime import MAX_TIMEOUT_S, ToolServerConfig, configs_of, entry_of, forget_secrets, read_mcp_json, server_config
from ...settings import Settings
from ..background import Background
from ..i18n import say, translate

LOG_SHOWN = 64 * 1024  # the end of a server's log, in bytes


class ToolsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Tools", "Tools (MCP servers)"))
        self.resize(560, 420)
        self.configs, problems = configs_of(settings.mcp_servers)
        self._removed = [e for e in settings.mcp_servers if e.get("name") not in {c.name for c in self.configs}]
        self._forget_choices = False
        self._background = Background(self)  # the mcp.json read: a FIFO or a slow disk must not hold the window
        self.list = QListWidget(self)
        self.list.setAccessibleName(translate("Tools", "MCP servers"))
        self.list.itemDoubleClicked.connect(lambda _item: self.edit())
        intro = QLabel(translate("Tools", "Servers whose tools the model may call, in the chats where you turn them on (Chat "
                                 "settings). Each call asks you first, unless you always allow that tool."), self)
        intro.setWordWrap(True)
        buttons = QHBoxLayout()
        for label, slot in ((translate("Tools", "Add…"), self.add), (translate("Tools", "Edit…"), self.edit),
                            (translate("Tools", "Remove"), self.remove),
                            (translate("Tools", "Import mcp.json…"), self.import_file),
                            (translate("Tools", "Tools…"), self.show_tools), (translate("Tools", "Show log"), self.show_log)):
            button = QPushButton(label, self)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        n = len(settings.tool_policies)
        self.forget = QPushButton(translate("Tools", "Ask again for every tool (%n remembered)", None, n), self)
        self.forget.setEnabled(bool(settings.tool_policies))
        self.forget.clicked.connect(self._forget)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.forget)
        if problems:
            layout.addWidget(QLabel(translate("Tools", "Left out: {problems}").format(problems="; ".join(problems)), self))
        layout.addWidget(box)
        self._fill()

    def _fill(self) -> None:
        self.list.clear()
        for config in self.configs:
            item = QListWidgetItem(say(config.describe()), self.list)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if config.enabled else Qt.CheckState.Unchecked)

    def _enabled(self) -> list[ToolServerConfig]:
        """The configs with the list's check boxes (on or off)."""
        return [replace(c, enabled=self.list.item(i).checkState() == Qt.CheckState.Checked)
                for i, c in enumerate(self.configs)]

    def _put(self, config: ToolServerConfig) -> None:
        self.configs = [*(c for c in self._enabled() if c.name != config.name), config]
        self._fill()

    def add(self) -> None:
        dialog = ServerEditDialog(None, self)
        if dialog.exec() and dialog.config is not None:
            self._put(dialog.config)

    def edit(self) -> None:
        row = self.list.currentRow()
        if row < 0:
            return
        old = self._enabled()[row]
        dialog = ServerEditDialog(old, self)
        if dialog.exec() and dialog.config is not None:
            if dialog.config.name != old.name:
                self._removed.append(entry_of_names(old))
            self.configs = self._enabled()
            self.configs[row] = dialog.config
            self._fill()

    def remove(self) -> None:
        row = self.list.currentRow()
        if row >= 0:
            configs = self._enabled()
            self._removed.append(entry_of_names(configs.pop(row)))
            self.configs = configs
            self._fill()

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("Tools", "Import an mcp.json"), str(Path.home()),
                                              translate("Tools", "MCP settings (*.json)"))
        if path:
            self._background.run(lambda: read_mcp_json(path), lambda read: self._imported(Path(path).name, *read),
                                 self._import_failed, latest="import", name="mcp-json-import")

    def _imported(self, name: str, found: list[ToolServerConfig], problems: list[str]) -> None:
        for config in found:
            self._put(config)
        n = len(found)
        said = (translate("Tools", "%n server imported from {file}.", None, n) if n == 1
                else translate("Tools", "%n servers imported from {file}.", None, n)).format(file=name)
        if problems:
            said = translate("Tools", "{imported}\n\nLeft out:\n{problems}").format(imported=said,
                                                                                    problems="\n".join(problems[:20]))
        QMessageBox.information(self, translate("Tools", "Import an mcp.json"), said)

    def _import_failed(self, error: AppError) -> None:
        QMessageBox.warning(self, translate("Tools", "Import an mcp.json"), say(error))

    def show_tools(self) -> None:
        """The selected server's tools, listed by starting it on a worker thread (as it is here,
        changes not yet applied included); what the model is not offered says why."""
        from ...runtime import server_tools  # the SDK, on first use

        row = self.list.currentRow()
        if row < 0:
            return
        config = self._enabled()[row]
        title = translate("Tools", "{name}: its tools").format(name=config.name)
        self._background.run(lambda: server_tools(config, log_dir() / "tools"),
                             lambda listed: self._view(title, say(listed.text()), "tools-view"),
                             latest="tools", name="mcp-tools")

    def show_log(self) -> None:
        row = self.list.currentRow()
        if row < 0:
            return
        config = self.configs[row]
        if config.kind == "http":  # no process here, so no stderr to keep: the server logs where it runs
            self._view(translate("Tools", "{name}: its log").format(name=config.name),
                       translate("Tools", "A server at an address keeps its own log, where it runs; Emberly has none for it. "
                                 "A failed call says what went wrong."), "log-view")
            return
        path = log_dir() / "tools" / f"{re.sub(r'[^A-Za-z0-9._-]', '_', config.name)}.log"
        try:
            with open(path, "rb") as f:
                f.seek(max(0, path.stat().st_size - LOG_SHOWN))
                text = f.read().decode("utf-8", errors="replace") or translate("Tools", "(empty)")
        except OSError:
            text = translate("Tools", "Nothing logged yet: the server has not been started.")
        self._view(translate("Tools", "{name}: its log ({path})").format(name=config.name, path=path), text, "log-view")

    def _view(self, title: str, text: str, name: str) -> None:
        viewer = QDialog(self)
        viewer.setWindowTitle(title)
        viewer.resize(640, 400)
        view = QPlainTextEdit(text, viewer)
        view.setObjectName(name)
        view.setReadOnly(True)
        QVBoxLayout(viewer).addWidget(view)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.open()

    def _forget(self) -> None:
        self._forget_choices = True
        self.forget.setText(translate("Tools", "Every tool asks again"))
        self.forget.setEnabled(False)

    def apply(self, settings: Settings) -> str:
        """Into `settings` (secrets into the keyring); returns a note when the keyring could not keep them."""
        entries, notes = [], set()
        for config in self._enabled():
            entry, note = entry_of(config)
            entries.append(entry)
            notes.add(note)
        kept = {e["name"] for e in entries}
        for gone in self._removed:
            if gone.get("name") not in kept:
                forget_secrets(gone)
        settings.mcp_servers = entries
        if self._forget_choices:
            settings.tool_policies = {}
        return next((n for n in notes if n), "")


def entry_of_names(config: ToolServerConfig) -> dict[str, object]:
    """What forgetting a server's secrets needs: its name and its secrets' names."""
    return {"name": config.name, "env": dict.fromkeys(config.env, ""), "headers": dict.fromkeys(config.headers, "")}


class ServerEditDialog(QDialog):
    """One server's settings; `config` is the checked result (None until OK)."""

    def __init__(self, config: ToolServerConfig | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("Tools", "MCP server"))
        self.config: ToolServerConfig | None = None
        c = config or ToolServerConfig("")
        self.name = QLineEdit(c.name, self)
        self.kind = QComboBox(self)
        self.kind.addItem(translate("Tools", "A program on this computer (stdio)"), "stdio")
        self.kind.addItem(translate("Tools", "An address (streamable HTTP)"), "http")
        self.kind.setCurrentIndex(1 if config is not None and c.kind == "http" else 0)
        self.command = QLineEdit(c.command, self)
        self.command.setPlaceholderText(translate("Tools", "npx, uvx, python, /path/to/server"))
        self.args = QLineEdit(shlex.join(c.args), self)
        self.args.setPlaceholderText("-y @modelcontextprotocol/server-filesystem ~/Documents")
        self.cwd = QLineEdit(c.cwd or "", self)
        self.env = QPlainTextEdit("\n".join(f"{k}={v}" for k, v in c.env.items()), self)
        self.env.setPlaceholderText(translate("Tools", "NAME=value, one a line (kept in the system keyring)"))
        self.url = QLineEdit(c.url, self)
        self.url.setPlaceholderText("https://example.com/mcp")
        self.headers = QPlainTextEdit("\n".join(f"{k}: {v}" for k, v in c.headers.items()), self)
        self.headers.setPlaceholderText(translate("Tools", "Authorization: Bearer …, one a line (kept in the system keyring)"))
        self.timeout = QDoubleSpinBox(self)
        self.timeout.setRange(1, int(MAX_TIMEOUT_S))
        self.timeout.setSuffix(translate("Tools", " s", "seconds"))
        self.timeout.setValue(c.timeout_s)
        self.roots = QCheckBox(translate("Tools", "Let this server see the chat's library folders"), self)
        self.roots.setChecked(c.library_roots)
        self.roots.setToolTip(translate("Tools", "Sent as the server's MCP roots: the folders of the libraries the open chat "
                                        "searches (none when it searches none). A file server then works in those folders "
                                        "instead of the ones in its arguments."))
        self.error = QLabel("", self)
        self.error.setWordWrap(True)
        form = QFormLayout(self)
        for label, widget in ((translate("Tools", "Name"), self.name), (translate("Tools", "Kind"), self.kind),
                              (translate("Tools", "Command"), self.command), (translate("Tools", "Arguments"), self.args),
                              (translate("Tools", "Folder"), self.cwd), (translate("Tools", "Environment"), self.env),
                              (translate("Tools", "URL"), self.url), (translate("Tools", "Headers"), self.headers),
                              (translate("Tools", "Time limit"), self.timeout)):
            form.addRow(label, widget)
        form.addRow(translate("Tools", "Folders"), self.roots)
        form.addRow(self.error)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        box.accepted.connect(self._check)
        box.rejected.connect(self.reject)
        form.addRow(box)
        self.kind.currentIndexChanged.connect(self._sync)
        self._sync()

    def _sync(self) -> None:
        stdio = self.kind.currentData() == "stdio"
        for w in (self.command, self.args, self.cwd, self.env):
            w.setEnabled(stdio)
        for w in (self.url, self.headers):
            w.setEnabled(not stdio)

    def _check(self) -> None:
        try:
            entry: dict[str, object] = {"type": self.kind.currentData(), "timeout": self.timeout.value(),
                                        "libraryRoots": self.roots.isChecked()}
            if self.kind.currentData() == "stdio":
                entry.update(command=self.command.text().strip(), args=shlex.split(self.args.text()),
                             env=_pairs(self.env.toPlainText(), "="))
                if self.cwd.text().strip():
                    entry["cwd"] = self.cwd.text().strip()
            else:
                entry.update(url=self.url.text().strip(), headers=_pairs(self.headers.toPlainText(), ":"))
            self.config = server_config(self.name.text().strip(), entry)
        except ValueError as e:
            self.error.setText(f"<span style='color:#b42318'>{say(e)}</span>")
            return
        self.accept()


def _pairs(text: str, sep: str) -> dict[str, str]:
    """NAME=value (or Name: value) lines; a line without the separator says so."""
    out = {}
    for line in text.splitlines():
        if line.strip():
            if sep not in line:
                raise ValueError(translate("Tools", "{line} has no {separator}").format(line=repr(line.strip()[:40]),
                                                                                        separator=repr(sep)))
            key, value = line.split(sep, 1)
            out[key.strip()] = value.strip()
    return out
