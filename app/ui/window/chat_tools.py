"""A chat's tools, in its settings: which MCP servers' tools the model may call, whether each
reply begins with a call, and "reply as JSON" with a schema (checked as a grammar before it is
kept: a schema llama.cpp's grammars cannot express is said here, not at the next reply)."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from ...errors import AppError
from ...runtime import ChatTools, Preset, Session
from ..i18n import QT_TRANSLATE_NOOP, say, translate
from ..look.theme import token

CHOICES = {"auto": QT_TRANSLATE_NOOP("ChatSettings", "The model decides when to call a tool"),
           "required": QT_TRANSLATE_NOOP("ChatSettings", "Every reply begins with a tool call")}


class ChatToolsBox(QGroupBox):
    def __init__(self, session: Session, servers: tuple[str, ...], parent: QWidget | None = None):
        super().__init__(translate("ChatSettings", "Tools"), parent)
        self._layout = layout = QVBoxLayout(self)
        self.servers: list[QCheckBox] = []
        for name in dict.fromkeys([*servers, *session.tool_servers]):  # one no longer in Settings stays shown
            box = QCheckBox(translate("ChatSettings", "Tools of {name}").format(name=name), self)
            box.setProperty("server", name)
            box.setChecked(name in session.tool_servers)
            layout.addWidget(box)
            self.servers.append(box)
        if not self.servers:
            layout.addWidget(QLabel(translate("ChatSettings", "No MCP servers yet: add them in File ▸ Tools."), self))
        self.choice = QComboBox(self)
        for key, label in CHOICES.items():
            self.choice.addItem(translate("ChatSettings", label), key)
        # A named tool: those of the list the chat was last given (known without starting a server).
        names = [str(spec["function"]["name"]) for spec in session.tool_specs]
        for name in dict.fromkeys([*names, *([session.tool_choice] if session.tool_choice not in CHOICES else [])]):
            self.choice.addItem(translate("ChatSettings", "Every reply begins with a call of {name}").format(name=name), name)
        self.choice.setCurrentIndex(max(0, self.choice.findData(session.tool_choice)))
        layout.addWidget(self.choice)
        self.as_json = QCheckBox(translate("ChatSettings", "Reply as JSON, with this schema:"), self)
        self.as_json.setChecked(session.reply_schema is not None)
        self.schema = QPlainTextEdit(json.dumps(session.reply_schema, indent=1) if session.reply_schema else "", self)
        self.schema.setPlaceholderText('{"type": "object", "properties": {"answer": {"type": "string"}}}')
        self.schema.setMaximumHeight(120)
        self.error = QLabel("", self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {token('danger')}")
        self.error.hide()
        for w in (self.as_json, self.schema, self.error):
            layout.addWidget(w)
        self.as_json.toggled.connect(self.schema.setEnabled)
        self.schema.setEnabled(self.as_json.isChecked())
        self._schema: dict[str, object] | None = session.reply_schema

    def show_preset(self, preset: Preset) -> None:
        """A preset's tools: its servers ticked (one not in Settings shown too), its choice, its schema."""
        for name in preset.tool_servers:
            if not any(b.property("server") == name for b in self.servers):
                box = QCheckBox(translate("ChatSettings", "Tools of {name}").format(name=name), self)
                box.setProperty("server", name)
                self._layout.insertWidget(len(self.servers), box)
                self.servers.append(box)
        for box in self.servers:
            box.setChecked(box.property("server") in preset.tool_servers)
        if self.choice.findData(preset.tool_choice) < 0:
            choice = preset.tool_choice
            self.choice.addItem(translate("ChatSettings", "Every reply begins with a call of {name}").format(name=choice), choice)
        self.choice.setCurrentIndex(self.choice.findData(preset.tool_choice))
        self.as_json.setChecked(preset.reply_schema is not None)
        self.schema.setPlainText(json.dumps(preset.reply_schema, indent=1) if preset.reply_schema else "")
        self.error.hide()

    def check(self) -> bool:
        """Whether the schema (when on) is a JSON object a grammar can express; says why not."""
        self._schema = None
        if not self.as_json.isChecked():
            return True
        try:
            schema = json.loads(self.schema.toPlainText() or "{}")
            if not isinstance(schema, dict):
                raise ValueError(translate("ChatSettings", "The schema must be a JSON object."))
            from ...runtime import schema_grammar  # llama.cpp's converter: loaded by now

            schema_grammar(schema)
        except (ValueError, AppError) as e:  # json's errors, and GrammarError
            self.error.setText(say(e)[:300])
            self.error.show()
            return False
        self._schema = schema
        return True

    def chosen(self) -> ChatTools:
        servers = tuple(str(b.property("server")) for b in self.servers if b.isChecked())
        return ChatTools(servers, str(self.choice.currentData()), self._schema)
