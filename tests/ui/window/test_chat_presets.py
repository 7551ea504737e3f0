"""Presets in the chat settings: one chosen fills the dialog (a built-in, an imported LM Studio
file), the dialog's settings saved as one, one exported; accepting gives the chat those settings."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.engine.sampling import SamplingParams
from app.sessions.model import Session
from app.sessions.preset_files import read_preset_file
from app.sessions.presets import BUILT_IN, Preset, PresetBook, apply
from app.ui.picker.new_chats import NewChatPreset
from app.ui.window import chat_presets
from app.ui.window.dialogs import ChatSettingsDialog
from app.ui.window.main_window import MainWindow

SAMPLES = Path(__file__).parents[2] / "sessions" / "fixtures" / "presets"
SCHEMA = {"type": "object", "properties": {"answer": {"type": "string"}}, "required": ["answer"]}


def dialog(qtbot: QtBot, session: Session | None = None) -> ChatSettingsDialog:
    d = ChatSettingsDialog(session or Session(), None, ("files",))
    qtbot.addWidget(d)
    return d


def pick(d: ChatSettingsDialog, name: str) -> None:
    d.presets.combo.setCurrentIndex(d.presets.combo.findData(name))
    d.presets.combo.activated.emit(d.presets.combo.currentIndex())


def test_a_built_in_preset_fills_the_dialog_and_the_chat_takes_it(qtbot: QtBot, config_dir: Path) -> None:
    PresetBook().put(Preset("Seeded", "Roll dice.", SamplingParams(temperature=0.9, min_p=0.3, seed=42)))
    d = dialog(qtbot, Session(system_prompt="old"))
    pick(d, "Code")
    code = BUILT_IN[2]
    assert d.system_prompt.toPlainText() == code.system_prompt
    assert d.preset.currentData() == "precise" and d.changes()["preset"] == "precise"  # its sampling is Precise's
    pick(d, "Seeded")
    changes = d.changes()
    assert changes["system_prompt"] == "Roll dice." and d.preset.currentData() == "custom"
    assert SamplingParams.from_dict(changes["sampling"]) == SamplingParams(temperature=0.9, min_p=0.3, seed=42)  # min-p
    # and the seed too, which no box shows


def test_save_as_preset_then_export_and_a_preset_with_tools(qtbot: QtBot, config_dir: Path, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    d = dialog(qtbot, Session(system_prompt="Answer in French.", tool_servers=["files"], reply_schema=SCHEMA))
    monkeypatch.setattr(chat_presets.QInputDialog, "getText", lambda *a, **k: ("French", True))
    d.presets.save.click()
    saved = PresetBook().get("French")
    assert saved is not None and saved.system_prompt == "Answer in French." and saved.tool_servers == ("files",)
    assert saved.reply_schema == SCHEMA and d.presets.combo.currentData() == "French" and d.presets.export.isEnabled()
    out = tmp_path / "french.json"
    monkeypatch.setattr(chat_presets.QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    d.presets.export.click()
    assert read_preset_file(out).preset == saved
    other = dialog(qtbot)
    pick(other, "French")
    tools = other.tools.chosen() if other.tools.check() else None
    assert tools is not None and tools.servers == ("files",) and tools.reply_schema == SCHEMA


def test_an_lm_studio_file_imported_fills_the_dialog_and_says_what_it_left_out(
        qtbot: QtBot, config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    d = dialog(qtbot)
    told: list[str] = []
    monkeypatch.setattr(chat_presets.QMessageBox, "information", lambda _p, _t, text: told.append(text))
    monkeypatch.setattr(chat_presets.QMessageBox, "warning", lambda _p, _t, text: told.append(text))
    for name in ("lmstudio-v3-Oberstufe---Tutor-und-Korrektor.preset.json", "lmstudio-v2-codellama-instruct.preset.json"):
        monkeypatch.setattr(chat_presets.QFileDialog, "getOpenFileName", lambda *a, n=name, **k: (str(SAMPLES / n), ""))
        d.presets.load.click()
    assert d.system_prompt.toPlainText() == "You are a helpful coding AI assistant."
    assert told == ["CodeLlama Instruct (LM Studio 0.2) is imported; Emberly has no place for its stop strings, "
                    "a prompt format, which were left out."]
    assert {"Oberstufe: Tutor & Fachlehrer-Feedback", "CodeLlama Instruct"} <= {p.name for p in PresetBook().presets}
    bad = config_dir / "bad.json"
    bad.write_text("[1]")
    monkeypatch.setattr(chat_presets.QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    d.presets.load.click()
    assert "not a preset" in told[-1]


def test_presets_the_user_made_are_listed_after_the_built_in_ones(qtbot: QtBot, config_dir: Path) -> None:
    PresetBook().put(Preset("Mine", "Be brief."))
    items = [dialog(qtbot).presets.combo.itemText(i) for i in range(len(BUILT_IN) + 2)]
    assert items == ["Apply a preset…", "Precise (built in)", "Creative (built in)", "Code (built in)", "Mine"]


def test_a_models_preset_starts_its_new_chats(qtbot: QtBot, window: MainWindow, config_dir: Path) -> None:
    """The picker's "New chats" for the loaded model: every new chat with it takes that preset."""
    from app.runtime import requests as rq
    from tests.support.helpers import wait_idle

    assert window.model_info is not None
    picker_row = NewChatPreset(window.settings, window)
    picker_row.show_for(Path(window.model_info.path))
    picker_row.setCurrentIndex(picker_row.findData("Code"))
    picker_row.remember(Path(window.model_info.path))  # as the picker does when the model loads
    assert window.settings.model_presets == {window.model_info.path: "Code"}
    window.controller.submit(rq.UpdateSettings({"system_prompt": "Something else."}))  # (an untouched chat stays)
    wait_idle(qtbot, window)
    window.new_chat()
    qtbot.waitUntil(lambda: window.session is not None and window.session.system_prompt == BUILT_IN[2].system_prompt)
    assert window.session is not None and window.session.sampling_preset == "precise"
    picker_row.setCurrentIndex(0)  # "no preset"
    picker_row.remember(Path(window.model_info.path))
    assert window.settings.model_presets == {}


def test_the_chat_settings_say_which_preset_the_chat_took_and_when_it_changed(qtbot: QtBot, config_dir: Path) -> None:
    book = PresetBook()
    mine = book.put(Preset("Mine", "Be brief.", SamplingParams(temperature=0.4), 2048))
    chat = Session()
    apply(mine, chat)
    d = dialog(qtbot, chat)
    assert d.presets.combo.currentData() == "Mine" and d.preset_note.isHidden()
    assert d.changes()["taken"] == mine.to_dict() and d.context_wanted() is None  # not chosen here: no reload
    d.system_prompt.setPlainText("Be brief, and kind.")  # a setting changed after it: no longer that preset's
    assert d.changes()["taken"] == {}
    book.put(Preset("Mine", "Be long-winded.", SamplingParams(temperature=0.4), 2048))  # edited later
    d = dialog(qtbot, chat)
    assert not d.preset_note.isHidden() and "has changed since this chat took it" in d.preset_note.text()
    assert d.system_prompt.toPlainText() == "Be brief."  # the chat keeps what it took until asked
    pick(d, "Mine")  # taken again: the new version, and its context size
    assert d.preset_note.isHidden() and d.system_prompt.toPlainText() == "Be long-winded."
    assert d.changes()["taken"]["system_prompt"] == "Be long-winded." and d.context_wanted() == 2048


def test_a_preset_with_its_own_context_size_loads_the_model_with_it(qtbot: QtBot, window: MainWindow) -> None:
    from tests.support.helpers import wait_idle

    assert window.model_info is not None and window.model_info.n_ctx != 2048
    window._preset_context(2048)
    qtbot.waitUntil(lambda: window.model_info is not None and window.model_info.n_ctx == 2048, timeout=60_000)
    wait_idle(qtbot, window)
    assert window.session is not None  # the chat is still open, on the model loaded again


def test_new_chats_preset_with_a_context_size_sets_the_pickers(qtbot: QtBot, config_dir: Path, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QComboBox, QWidget

    from app.settings import Settings

    PresetBook().put(Preset("Long", n_ctx=16384))
    host = QWidget()
    qtbot.addWidget(host)
    context = QComboBox(host)
    context.addItem("4,096 tokens", 4096)
    row = NewChatPreset(Settings(), host, context)
    row.show_for(tmp_path / "model.gguf")
    row.setCurrentIndex(row.findData("Long"))
    row.activated.emit(row.currentIndex())
    assert context.currentData() == 16384
