"""Small dialogs: app settings, and per-chat settings (system prompt, sampling preset)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QLocale
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
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from ...runtime import PRESETS, Preset, PresetBook, SamplingParams, Session, same_settings, taken_preset
from ...settings import MAX_VERSIONS_AT_ONCE, Settings
from ..i18n import LANGUAGES, QT_TRANSLATE_NOOP, chat_title, number, translate
from .chat_presets import PresetRow
from .chat_tools import ChatToolsBox

THEMES = {"system": QT_TRANSLATE_NOOP("Settings", "Follow the system"), "light": QT_TRANSLATE_NOOP("Settings", "Light"),
          "dark": QT_TRANSLATE_NOOP("Settings", "Dark")}
# The sampling presets' names as the chat settings show them (one not here: its key, capitalised).
SAMPLINGS = {"precise": QT_TRANSLATE_NOOP("ChatSettings", "Precise"), "balanced": QT_TRANSLATE_NOOP("ChatSettings", "Balanced"),
             "creative": QT_TRANSLATE_NOOP("ChatSettings", "Creative"), "custom": QT_TRANSLATE_NOOP("ChatSettings", "Custom")}


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


def _path_row(parent: QWidget, edit: QLineEdit, folder: bool, title: str = "") -> QWidget:
    """`title`: the file chooser's ("Choose a model" when none is given)."""
    row = QWidget(parent)
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    browse = QPushButton(translate("Settings", "Browse…"), row)

    def pick() -> None:
        if folder:
            chosen = QFileDialog.getExistingDirectory(parent, translate("Settings", "Choose a folder"), edit.text())
        else:
            chosen, _ = QFileDialog.getOpenFileName(parent, title or translate("Settings", "Choose a model"), edit.text(),
                                                    translate("Settings", "GGUF models (*.gguf)"))
        if chosen:
            edit.setText(chosen)

    browse.clicked.connect(pick)
    layout.addWidget(edit, 1)
    layout.addWidget(browse)
    return row


def _font_size_box(parent: QWidget, points: int) -> QSpinBox:
    """Points, or "System size" at its minimum (0 in the settings: follow the system's)."""
    box = QSpinBox(parent)
    box.setRange(7, 28)
    box.setSpecialValueText(translate("Settings", "System size"))
    box.setSuffix(translate("Settings", " pt", "a font size's unit, after the number"))
    box.setValue(points if points >= 8 else 7)
    return box


def _budget_box(parent: QWidget, gib: float) -> QDoubleSpinBox:
    """The chats' caches' room on disk, in GiB ("unlimited" at 0)."""
    box = QDoubleSpinBox(parent)
    box.setRange(0, 1024)
    box.setDecimals(1)
    box.setSuffix(translate("Settings", " GiB", "a size's unit, after the number"))
    box.setSpecialValueText(translate("Settings", "unlimited"))
    box.setValue(gib)
    return box


class SettingsDialog(QDialog):
    SERVER = 2  # exec()'s result when the local server's button closed it: apply, then show the server
    TOOLS = 3  # … when the tools' button did: apply, then show Settings ▸ Tools
    WEB = 4  # … the web's

    def __init__(self, settings: Settings, parent: QWidget | None = None, server: str = "off", speculation: str = ""):
        """`speculation`: how the loaded model's replies are sped up ("" when none is loaded)."""
        super().__init__(parent)
        self.setWindowTitle(translate("Settings", "Settings"))
        self._look_boxes(settings)
        self.font_size = _font_size_box(self, settings.font_size)
        self.default_model = QLineEdit(settings.default_model or "", self)
        self.embedding_model = QLineEdit(settings.embedding_model or "", self)
        self.embedding_model.setPlaceholderText(translate("Settings", "none: documents and libraries are searched by keywords"))
        self.embedding_model.setToolTip(translate("Settings", "A GGUF embedding model (all-MiniLM-L6-v2, nomic-embed-text, "
                                                  "EmbeddingGemma…; Get models lists some): passages are then found by "
                                                  "meaning as well as by words"))
        self.data_dir = QLineEdit(settings.data_dir or "", self)
        self.data_dir.setPlaceholderText(translate("Settings", "the standard folder for your system"))
        self.kv_budget = _budget_box(self, settings.kv_budget_gib)
        for edit, name in ((self.default_model, translate("Settings", "Default model")),
                           (self.embedding_model, translate("Settings", "Embedding model")),
                           (self.data_dir, translate("Settings", "Data folder"))):
            edit.setAccessibleName(name)  # its label names the row, a field and its Browse button
        form = QFormLayout(self)
        form.addRow(translate("Settings", "Language"), self.language)
        form.addRow(translate("Settings", "Theme"), self.theme)
        form.addRow(translate("Settings", "Font size"), self.font_size)
        form.addRow(translate("Settings", "Default model"), _path_row(self, self.default_model, folder=False))
        form.addRow(translate("Settings", "Embedding model"),
                    _path_row(self, self.embedding_model, False, translate("Settings", "Choose an embedding model")))
        form.addRow(translate("Settings", "Data folder"), _path_row(self, self.data_dir, folder=True))
        form.addRow(QLabel(translate("Settings", "A new data folder is used from the next start."), self))
        self._add_start_rows(form, settings, speculation)
        self._add_page_buttons(form, server, len(settings.mcp_servers), settings.web.get("provider") or "off")
        form.addRow(_buttons(self))

    def _look_boxes(self, settings: Settings) -> None:
        """The theme's and the language's choices."""
        self.theme = QComboBox(self)
        for key, label in THEMES.items():
            self.theme.addItem(translate("Settings", label), key)
        self.theme.setCurrentIndex(max(0, list(THEMES).index(settings.theme) if settings.theme in THEMES else 0))
        self.language = QComboBox(self)
        self.language.addItem(translate("Settings", "The system's ({language})").format(
            language=QLocale.system().nativeLanguageName() or "English"), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))

    def _add_start_rows(self, form: QFormLayout, settings: Settings, speculation: str) -> None:
        """Caches, versions at once, the loaded model's speculation, and what happens on start."""
        self.versions_at_once = QSpinBox(self)
        self.versions_at_once.setRange(1, MAX_VERSIONS_AT_ONCE)
        self.versions_at_once.setSpecialValueText(translate("Settings", "off"))
        self.versions_at_once.setValue(settings.n_parallel())
        self.versions_at_once.setToolTip(translate("Settings", "Versions of a reply written at once by Regenerate ×N "
                                                   "(Ctrl+Shift+G). Used from the next model load."))
        form.addRow(translate("Settings", "Chat caches on disk"), self.kv_budget)
        form.addRow(translate("Settings", "Regenerate ×N: versions at once"), self.versions_at_once)
        if speculation:  # a model's own load setting: changed in the model picker, said here
            self.speculation = QLabel(translate("Settings", "{speculation} (the model picker's Speculation setting)").format(
                speculation=speculation), self)
            self.speculation.setWordWrap(True)
            form.addRow(translate("Settings", "Speculation"), self.speculation)
        self.reopen_last = QCheckBox(translate("Settings", "Reopen the last chat and model on start"), self)
        self.reopen_last.setChecked(settings.reopen_last is not False)
        self.reopen_last.setToolTip(translate("Settings", "Off: Emberly starts with a new chat (the default model still loads)."))
        form.addRow(self.reopen_last)
        self.updates = QCheckBox(translate("Settings", "Tell me when a new version of Emberly exists (asks GitHub once a day)"),
                                 self)
        self.updates.setChecked(settings.updates == "on")
        form.addRow(self.updates)

    def _add_page_buttons(self, form: QFormLayout, server: str, n_tools: int, web: str = "off") -> None:
        """The buttons to the settings that have dialogs of their own: each closes this one
        (applied) with its own result, and the window opens that dialog."""
        self.server = QPushButton(translate("Settings", "Local API server ({state})…").format(state=server), self)
        self.server.setToolTip(translate("Settings", "Other apps on this computer (editors, scripts, aider, Continue) can use "
                                         "the loaded model through an OpenAI-compatible API: its address, key, port and "
                                         "browser origins"))
        self.server.clicked.connect(lambda: self.done(self.SERVER))
        form.addRow(translate("Settings", "Local server"), self.server)
        self.tools = QPushButton(translate("Settings", "Tools (MCP servers: {n})…").format(n=number(n_tools)), self)
        self.tools.setToolTip(translate("Settings", "Programs and addresses whose tools the model may call in the chats "
                                        "where you turn them on: add them, import an mcp.json, read their logs"))
        self.tools.clicked.connect(lambda: self.done(self.TOOLS))
        form.addRow(translate("Settings", "Tools"), self.tools)
        provider = translate("Settings", "off", "the web search") if web == "off" else web  # else the provider's key
        self.web = QPushButton(translate("Settings", "Web ({provider})…").format(provider=provider), self)
        self.web.setToolTip(translate("Settings", "Search the web for a message (the composer's Web button): where "
                                      "searches go, and what leaves your computer"))
        self.web.clicked.connect(lambda: self.done(self.WEB))
        form.addRow(translate("Settings", "Web"), self.web)

    def apply(self, settings: Settings) -> None:
        settings.language = self.language.currentData()
        settings.theme = self.theme.currentData()
        settings.font_size = 0 if self.font_size.value() == self.font_size.minimum() else self.font_size.value()
        settings.default_model = self.default_model.text().strip() or None
        settings.embedding_model = self.embedding_model.text().strip() or None
        settings.data_dir = self.data_dir.text().strip() or None
        settings.kv_budget_gib = self.kv_budget.value()
        settings.versions_at_once = self.versions_at_once.value()
        settings.reopen_last = self.reopen_last.isChecked()
        settings.updates = "on" if self.updates.isChecked() else "off"


class ChatSettingsDialog(QDialog):
    """System prompt, sampling and tools for one chat (`servers`: the MCP servers in Settings ▸ Tools)."""

    def __init__(self, session: Session, parent: QWidget | None = None, servers: tuple[str, ...] = ()):
        super().__init__(parent)
        self.setWindowTitle(translate("ChatSettings", "Chat settings — {title}").format(title=chat_title(session.title)))
        self._preset_row(session)  # first: Tab goes through the dialog top to bottom
        self.system_prompt = QPlainTextEdit(session.system_prompt, self)
        self.system_prompt.setTabChangesFocus(True)  # Tab leaves it (a tab in a system prompt is rare)
        self.system_prompt.setPlaceholderText(translate("ChatSettings", "A system prompt for this chat (optional)"))
        self.preset = QComboBox(self)
        for name in [*PRESETS, "custom"]:
            self.preset.addItem(translate("ChatSettings", SAMPLINGS[name]) if name in SAMPLINGS else name.capitalize(), name)
        self.preset.setCurrentIndex(max(0, self.preset.findData(session.sampling_preset)))
        current = SamplingParams.from_dict(session.sampling) if session.sampling else PRESETS.get(session.sampling_preset, PRESETS["balanced"])
        self._base = current  # what the four boxes below do not show (min-p, a seed) is kept from here
        self.temperature = QDoubleSpinBox(self)
        self.temperature.setRange(0, 2)
        self.temperature.setSingleStep(0.1)
        self.temperature.setValue(current.temperature)
        self.top_p = QDoubleSpinBox(self)
        self.top_p.setRange(0, 1)
        self.top_p.setSingleStep(0.05)
        self.top_p.setValue(current.top_p)
        self.top_k = QSpinBox(self)
        self.top_k.setRange(0, 1000)
        self.top_k.setValue(current.top_k)
        self.repeat_penalty = QDoubleSpinBox(self)
        self.repeat_penalty.setRange(1, 2)
        self.repeat_penalty.setSingleStep(0.05)
        self.repeat_penalty.setValue(current.repeat_penalty)
        self.tools = ChatToolsBox(session, servers, self)
        self.presets.chosen.connect(self.show_preset)
        form = QFormLayout(self)
        # Alt+P: the keyboard on its choice (the row's focus proxy)
        form.addRow(translate("ChatSettings", "&Preset"), self.presets)
        form.addRow("", self.preset_note)
        form.addRow(translate("ChatSettings", "System prompt"), self.system_prompt)
        form.addRow(translate("ChatSettings", "Sampling"), self.preset)
        for label, widget in [(translate("ChatSettings", "Temperature"), self.temperature),
                              (translate("ChatSettings", "Top-p"), self.top_p), (translate("ChatSettings", "Top-k"), self.top_k),
                              (translate("ChatSettings", "Repeat penalty"), self.repeat_penalty)]:
            form.addRow(label, widget)
        form.addRow(QLabel(translate("ChatSettings", "Temperature 0 is greedy: the same reply every time."), self))
        form.addRow(self.tools)
        box = _buttons(self)
        box.accepted.disconnect()
        box.accepted.connect(self._accept_if_valid)
        form.addRow(box)
        self.preset.currentIndexChanged.connect(self._sync)
        self._sync()
        self.system_prompt.setFocus()  # what the dialog is most often opened for

    def _preset_row(self, session: Session) -> None:
        """The preset the chat took (by value), and a note where the user's has changed since."""
        self._taken = taken_preset(session)
        self._chosen = False  # a preset was chosen here (its context size, if it has one, is then applied)
        self.presets = PresetRow(self._as_preset, self, self._taken.name if self._taken else "")
        self.preset_note = QLabel(_changed_note(self._taken, self.presets.book), self)
        self.preset_note.setWordWrap(True)
        self.preset_note.setObjectName("quiet")
        self.preset_note.setVisible(bool(self.preset_note.text()))

    def _accept_if_valid(self) -> None:
        if self.tools.check():
            self.accept()

    def _sync(self) -> None:
        custom = self.preset.currentData() == "custom"
        for w in (self.temperature, self.top_p, self.top_k, self.repeat_penalty):
            w.setEnabled(custom)

    def show_preset(self, preset: Preset) -> None:
        """Fill the dialog with a preset's settings (the chat takes them when it is accepted)."""
        self._taken, self._chosen = preset, True
        self.preset_note.hide()
        self.system_prompt.setPlainText(preset.system_prompt)
        named = next((k for k, v in PRESETS.items() if v == preset.sampling), "custom")
        self.preset.setCurrentIndex(max(0, self.preset.findData(named)))
        self._base = s = preset.sampling
        for box, value in ((self.temperature, s.temperature), (self.top_p, s.top_p), (self.repeat_penalty, s.repeat_penalty)):
            box.setValue(value)
        self.top_k.setValue(s.top_k)
        self.tools.show_preset(preset)

    def _sampling(self) -> SamplingParams:
        if self.preset.currentData() != "custom":
            return PRESETS.get(str(self.preset.currentData()), PRESETS["balanced"])
        return replace(self._base, temperature=self.temperature.value(), top_p=self.top_p.value(),
                       top_k=self.top_k.value(), repeat_penalty=self.repeat_penalty.value())

    def _as_preset(self, name: str, check: bool = True) -> Preset:
        if check:
            self.tools.check()  # (a schema that does not hold is said, and left out)
        tools = self.tools.chosen()
        return Preset(name, self.system_prompt.toPlainText().strip(), self._sampling(), None, tools.servers,
                      tools.choice, tools.reply_schema)

    def taken(self) -> Preset | None:
        """The preset the chat's settings come from once accepted: the one chosen (or the chat's),
        unless a setting was changed after it."""
        t = self._taken
        return t if t is not None and same_settings(self._as_preset(t.name, check=False), t) else None

    def context_wanted(self) -> int | None:
        """A preset chosen here with a context size: the model loads with it."""
        t = self.taken()
        return t.n_ctx if t is not None and self._chosen else None

    def changes(self) -> dict[str, Any]:
        changes: dict[str, Any] = {"system_prompt": self.system_prompt.toPlainText().strip()}
        if self.preset.currentData() == "custom":
            changes["sampling"] = self._sampling().to_dict()
        else:
            changes["preset"] = self.preset.currentData()
        changes["tools"] = self.tools.chosen()
        t = self.taken()
        changes["taken"] = t.to_dict() if t is not None else {}
        return changes


def _changed_note(taken: Preset | None, book: PresetBook) -> str:
    """What to say when the chat's preset has been edited since the chat took it."""
    now = book.get(taken.name) if taken is not None else None
    if taken is None or now is None or same_settings(now, taken):
        return ""
    return translate("ChatSettings", "“{name}” has changed since this chat took it: choose it again to take the new "
                     "version.").format(name=taken.name)
