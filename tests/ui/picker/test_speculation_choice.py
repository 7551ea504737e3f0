"""The picker's speculation choice, and a speculative reply in the window: its footer says how
many guesses the model checked and kept."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.core import Core
from app.engine import LoadParams
from app.engine.local.pace import Pace
from app.settings import Settings
from app.ui.picker.picker import ModelPickerDialog
from app.ui.window.dialogs import SettingsDialog
from app.ui.window.main_window import MainWindow
from tests.support.helpers import add_window, type_and_send, wait_idle
from tests.support.zoo import build_requantized


def test_the_picker_offers_guesses_a_smaller_model_beside_it_and_off(qtbot: QtBot, small_model: Path, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch,
                                                                     zoo: Callable[[str], Path]) -> None:
    folder = tmp_path / "models"
    folder.mkdir()
    (folder / "glm").mkdir()  # (a folder of its own: it is no draft for the others)
    (folder / "glm" / "glm-nextn.gguf").symlink_to(zoo("glm4moe-mtp"))
    (folder / "llama").mkdir()  # (a catalogue file's name: its draft is suggested)
    (folder / "llama" / "Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf").symlink_to(zoo("llama3"))
    target = folder / "gemma-q8_0.gguf"
    target.symlink_to(build_requantized(small_model.parent, small_model, "Q8_0"))
    (folder / "gemma-q4_k_m.gguf").symlink_to(small_model)
    monkeypatch.setattr("app.engine.files.model_files.paths.models_dir", lambda: folder)
    picker = ModelPickerDialog(Settings(model_params={str(target): LoadParams(kv_type="q8_0").to_dict()}))
    qtbot.addWidget(picker)
    with qtbot.waitSignal(picker.scanned, timeout=10_000):
        picker.refresh()
    picker.select_path(target)
    items = [picker.speculation.itemText(i) for i in range(picker.speculation.count())]
    assert items == ["guesses from the chat (prompt lookup)", "draft model: gemma-q4_k_m.gguf", "off"]
    assert (picker.params().speculation, picker.params().draft_model) == ("auto", None)
    assert "exactly" in picker.speculation_hint.text()
    picker.speculation.setCurrentIndex(1)
    assert picker.params().draft_model == str(folder / "gemma-q4_k_m.gguf")
    picker.kv_type.setCurrentIndex(picker.kv_type.findData("f16"))
    assert "q8_0 or q4_0 KV cache" in picker.speculation_hint.text()
    picker.speculation.setCurrentIndex(2)
    assert picker.params().speculation == "off" and picker.speculation_hint.text() == ""
    picker.select_path(folder / "gemma-q4_k_m.gguf")  # the smaller model: nothing smaller beside it to draft
    assert picker.speculation.count() == 2
    picker.select_path(folder / "glm" / "glm-nextn.gguf")  # a model with a NextN layer drafts for itself
    assert picker.speculation.itemText(0) == "its own MTP head (multi-token prediction)"
    picker.select_path(folder / "llama" / "Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf")  # the catalogue names its draft
    assert "A draft model for it: Llama 3.2 1B Instruct (770.3 MiB), in Get models" in picker.speculation_hint.text()


@pytest.fixture
def fast_window(qtbot: QtBot, small_model: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setattr(Pace, "room", lambda self: self.width - 1)  # every token checked: the footer is certain
    params = LoadParams(kv_type="q8_0", flash_attn="on").to_dict()
    w = MainWindow(Core(Settings(default_model=str(small_model), model_params={str(small_model): params}), data_dir))
    add_window(qtbot, w)
    w.show()
    w.start()
    wait_idle(qtbot, w)
    yield w


def test_a_speculative_reply_says_what_was_guessed_and_kept(qtbot: QtBot, fast_window: MainWindow) -> None:
    window = fast_window
    assert window.model_info is not None and window.model_info.speculation.startswith("prompt lookup")
    window.controller.loop.runner.max_tokens = 60
    type_and_send(qtbot, window, "Repeat exactly: one two three four five six seven eight. one two three four five six")
    wait_idle(qtbot, window)
    footer = window.chat.items()[-1].footer
    assert "drafted " in footer and " · accepted " in footer and "%)" in footer, footer
    settings = SettingsDialog(window.settings, window, speculation=window.model_info.speculation)
    qtbot.addWidget(settings)
    assert settings.speculation.text().startswith("prompt lookup, up to")
