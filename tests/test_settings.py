"""Settings: the data folder chosen in them is where everything goes."""

from __future__ import annotations

from pathlib import Path

import pytest

from app import paths
from app.settings import Settings


def test_the_data_folder_in_the_settings_moves_chats_models_logs_and_cache(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("EMBERLY_DATA_DIR", raising=False)
    chosen = tmp_path / "my-emberly"
    assert Settings(data_dir=str(chosen)).use_data_folder() == chosen
    assert (paths.data_dir(), paths.models_dir(), paths.log_dir(), paths.cache_dir()) == (
        chosen, chosen / "models", chosen / "logs", chosen / "cache")


def test_an_environment_override_wins_over_the_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EMBERLY_DATA_DIR", str(tmp_path / "portable"))
    assert Settings(data_dir=str(tmp_path / "other")).use_data_folder() == tmp_path / "portable"
    assert paths.models_dir() == tmp_path / "portable" / "models"


def test_reopen_last_is_on_by_default_and_kept_when_turned_off() -> None:
    from app.settings import load_settings, save_settings, settings_path

    assert Settings().reopen_last is True and load_settings().reopen_last is True  # no file yet
    save_settings(Settings(reopen_last=False, last_session="abc"))
    loaded = load_settings()
    assert (loaded.reopen_last, loaded.last_session) == (False, "abc")
    settings_path().write_text('{"theme": "dark"}', "utf-8")  # a file from before the setting existed
    assert load_settings().reopen_last is True


def test_a_start_reads_the_settings_once_so_a_broken_files_notice_reaches_the_window(config_dir: Path) -> None:
    """app.__main__ reads them for the early model load and hands them to the window: a second
    read would find the broken file already set aside, and the notice would be lost."""
    from app.__main__ import load_model_early

    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "settings.json").write_text("{ not json")
    settings = load_model_early(None)
    assert "could not be read" in settings.notice
