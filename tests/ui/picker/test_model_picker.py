"""The model picker on the real demo model: listing, metadata, memory estimate, load, bad files."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.core import Core
from app.engine import LoadParams
from app.engine.startup import safe_start
from app.runtime import events as ev
from app.settings import Settings
from app.ui.picker.picker import ModelPickerDialog
from app.ui.window.main_window import MainWindow
from tests.support.helpers import add_window, close_window, screenshot, wait_idle


def test_lists_the_demo_model_with_its_metadata(qtbot: QtBot, model_path: Path, monkeypatch: object) -> None:
    # The demo model lives in Emberly's models folder; point that folder at the test copy.
    monkeypatch.setattr("app.engine.files.model_files.paths.models_dir", lambda: model_path.parent)  # type: ignore[attr-defined]
    settings = Settings(model_params={str(model_path): LoadParams(n_ctx=8192, kv_type="q8_0").to_dict()})
    picker = ModelPickerDialog(settings)
    qtbot.addWidget(picker)
    with qtbot.waitSignal(picker.scanned, timeout=10_000):
        picker.refresh()  # on a background thread
    names = [picker.table.item(r, 0).text() for r in range(picker.table.rowCount())]
    assert model_path.name in names
    picker.select_path(model_path)
    details = picker.details.text()
    for expected in ("Gemma 3 270m", "gemma3", "270M", "Q4_K_M", "32,768", "18 layers", "sliding window 512", "chat template: no"):
        assert expected in details
    # Remembered per model: the context and KV type come back.
    assert picker.context.currentData() == 8192 and picker.kv_type.currentData() == "q8_0"
    before = picker.memory.text()
    picker.context.setCurrentIndex(picker.context.findData(32768))
    after = picker.memory.text()
    assert before != after and "MiB" in after
    if not picker.gpu_supported:  # the CPU build explains how to get a GPU build
        assert not picker.gpu.isEnabled() and "CMAKE_ARGS" in picker.gpu_hint.text()
    picker.resize(960, 560)
    picker.show()
    screenshot(picker, "model-picker.png")


def test_a_corrupt_file_shows_its_error_and_the_app_goes_on(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, small_model: Path
) -> None:
    window.open_picker()
    picker = window.picker
    assert picker is not None
    broken = tmp_path / "broken.gguf"
    with open(small_model, "rb") as model:  # its first 300 KB, not the whole 90 MB read to cut it
        broken.write_bytes(model.read(300_000))
    picker._show(broken)
    assert "cut off" in picker.error.text() or "damaged" in picker.error.text()
    assert not picker.load_button.isEnabled()

    text_file = tmp_path / "notes.gguf"
    text_file.write_text("not a model")
    picker._show(text_file)
    assert "not a GGUF" in picker.error.text()

    # A file whose header reads fine but llama.cpp refuses: the error lands in the dialog and
    # the loaded model stays.
    before = window.model_info
    picker._show(small_model)
    picker.path = broken  # as if the file changed on disk after it was inspected
    picker._load()
    qtbot.waitUntil(lambda: not picker.loading, timeout=30_000)
    assert picker.error.text()
    assert window.model_info == before
    wait_idle(qtbot, window)
    window.controller.loop.runner.max_tokens = 5
    window.composer.edit.setPlainText("Still here?")
    window.composer._submit()
    qtbot.waitUntil(lambda: window.generating, timeout=10_000)
    wait_idle(qtbot, window)
    assert window.session is not None and window.session.messages[-1].role == "assistant"


def test_load_from_the_picker(qtbot: QtBot, window: MainWindow, small_model: Path) -> None:
    window.open_picker()
    picker = window.picker
    assert picker is not None
    picker._show(small_model)
    picker.context.setCurrentIndex(picker.context.findData(2048))
    picker._load()
    assert picker.loading and picker.progress.isVisible()
    qtbot.waitUntil(lambda: not picker.loading, timeout=30_000)
    wait_idle(qtbot, window)
    assert window.model_info is not None and window.model_info.n_ctx == 2048
    assert window.settings.default_model == str(small_model)
    assert window.settings.params_for(str(small_model)).n_ctx == 2048
    assert not picker.isVisible()


@pytest.mark.slow
def test_after_a_probe_crash_the_window_loads_on_the_safe_path_says_so_and_the_picker_can_reset_it(
    qtbot: QtBot, model_path: Path, data_dir: Path, config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (config_dir / safe_start.STORE_NAME).unlink()  # the first start of this build on this machine
    monkeypatch.setenv(safe_start.TEST_SIGNAL_ENV, "SIGILL:extra_bufts")  # the probe child dies as on the AMX host
    w = MainWindow(Core(Settings(default_model=str(model_path)), data_dir))
    add_window(qtbot, w)
    w.resize(1000, 720)
    w.show()
    statuses: list[str] = []
    w.controller.on(ev.ModelStatus, lambda e: statuses.append(e.line))
    w.start()
    wait_idle(qtbot, w)
    assert statuses and statuses[0].startswith("Checking that llama.cpp runs on this computer")
    notice = w.model_info.run_path_notice if w.model_info else ""
    assert "(illegal instruction, SIGILL); using the " in notice
    assert w.status_label.text() == notice  # said in the window, once

    w.controller.loop.runner.max_tokens = 12
    w.composer.edit.setPlainText("Hello!")
    qtbot.keyClick(w.composer.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.generating, timeout=30_000)
    wait_idle(qtbot, w)
    assert w.session is not None and w.session.messages[-1].role == "assistant" and w.session.messages[-1].text

    w.open_picker()
    picker = w.picker
    assert picker is not None
    assert picker.engine_path.text().startswith("safe CPU path (extra buffer types off): ")
    assert picker.retry_fast_path.isVisible()
    screenshot(picker, "model-picker-safe-path.png")
    picker.retry_fast_path.click()
    assert safe_start.recorded() is None and not picker.retry_fast_path.isVisible()
    assert "tried again" in picker.engine_path.text()
    picker.close()
    close_window(qtbot, w)


@pytest.mark.slow  # two pickers scanning a folder: the full suite runs it
def test_a_vision_model_is_paired_with_the_projector_beside_it(qtbot: QtBot, small_model: Path, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The mmproj file in the model's folder is offered ("Images"), chosen when it is the only
    one, loaded with the model (LoadParams.projector) and counted in the memory needed; with two,
    the one chosen before; "none" reads text only."""
    from tests.support.zoo_vision import build_gemma3_projector

    folder = tmp_path / "models"
    folder.mkdir()
    model = folder / small_model.name
    model.symlink_to(small_model)
    first = build_gemma3_projector(folder)
    monkeypatch.setattr("app.engine.files.model_files.paths.models_dir", lambda: folder)

    def shown(settings: Settings) -> ModelPickerDialog:
        picker = ModelPickerDialog(settings)
        qtbot.addWidget(picker)
        with qtbot.waitSignal(picker.scanned, timeout=10_000):
            picker.refresh()
        names = [picker.table.item(r, 0).text() for r in range(picker.table.rowCount())]
        assert names == [model.name]  # the projectors are not models
        picker.select_path(model)
        return picker

    picker = shown(Settings())
    assert picker.projector.currentData() == str(first) and picker.params().projector == str(first)
    assert "image projector" in picker.memory.text()
    second = folder / "mmproj-other.gguf"
    second.write_bytes(first.read_bytes())
    remembered = shown(Settings(model_params={str(model): LoadParams(projector=str(second)).to_dict()}))
    assert remembered.projector.count() == 3 and remembered.params().projector == str(second)
    remembered.projector.setCurrentIndex(0)
    assert remembered.params().projector is None and "image projector" not in remembered.memory.text()
