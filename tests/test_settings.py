"""Settings: the data folder chosen in them is where everything goes; one that cannot be used
(a file, /proc/1, /dev/zero, read-only) gives way to the standard folder with a notice; a setting
saved under its old name by an earlier release is read under its name now."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app import paths
from app.paths import DataFolderError
from app.settings import Settings


def test_the_data_folder_in_the_settings_moves_chats_models_logs_and_cache(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EMBERLY_DATA_DIR", "")  # recorded: what use_data_folder sets is undone after the test
    monkeypatch.delenv("EMBERLY_DATA_DIR")
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


def test_regenerate_n_saved_as_alternatives_by_an_earlier_release_is_read_as_versions_at_once() -> None:
    """The setting was "alternatives" before it was versions_at_once: an old file keeps its value
    (no notice, not kept as an unknown key) and the next save writes the new name only."""
    from app.settings import load_settings, save_settings, settings_path

    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('{"theme": "dark", "alternatives": 2}', "utf-8")
    loaded = load_settings()
    assert (loaded.versions_at_once, loaded.n_parallel(), loaded.theme) == (2, 2, "dark")
    assert loaded.notice == "" and loaded.extra == {}
    save_settings(loaded)
    saved = json.loads(settings_path().read_text("utf-8"))
    assert saved["versions_at_once"] == 2 and "alternatives" not in saved

    # Both names (a newer file an earlier release saved again): the new one wins, the old goes.
    settings_path().write_text('{"alternatives": 4, "versions_at_once": 1}', "utf-8")
    both = load_settings()
    assert both.versions_at_once == 1 and both.extra == {} and both.notice == ""
    settings_path().write_text('{"alternatives": "many"}', "utf-8")  # a bad value: its default, said by its name now
    bad = load_settings()
    assert bad.versions_at_once == Settings().versions_at_once and "versions_at_once" in bad.notice


def test_a_start_reads_the_settings_once_so_a_broken_files_notice_reaches_the_window(config_dir: Path) -> None:
    """app.__main__ reads them for the early model load and hands them to the window: a second
    read would find the broken file already set aside, and the notice would be lost."""
    from app.__main__ import load_model_early

    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "settings.json").write_text("{ not json")
    settings = load_model_early(None)
    assert "could not be read" in settings.notice


@pytest.fixture
def default_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """platformdirs' folders inside the test's own: a fallback never touches the user's."""
    home = tmp_path / "xdg"
    monkeypatch.setenv("EMBERLY_DATA_DIR", "")  # recorded: what use_data_folder sets is undone after the test
    monkeypatch.delenv("EMBERLY_DATA_DIR")
    for name in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(home / name.lower()))
    return home / "xdg_data_home" / paths.APP_NAME


@pytest.mark.parametrize("hostile", ["/proc/1", "/dev/zero", "file", "file/below", "a\nb/\u202e"])
def test_a_data_folder_that_cannot_be_used_gives_way_to_the_standard_one_with_a_notice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, default_folders: Path, hostile: str) -> None:
    (tmp_path / "file").write_text("x")
    folder = hostile if hostile.startswith("/") else str(tmp_path / hostile)
    if hostile.startswith("a"):  # an odd name is fine when it is a folder
        assert Settings(data_dir=folder).use_data_folder() == Path(folder)
        return
    s = Settings(data_dir=folder)
    assert s.use_data_folder() == default_folders and default_folders.is_dir()
    assert s.notice.startswith(f"The data folder {folder} cannot be used") and str(default_folders) in s.notice
    assert paths.data_dir() == default_folders and s.data_root() == default_folders
    assert s.data_dir == folder  # kept in the settings: the next start tries it again
    assert s.use_data_folder() == default_folders and "EMBERLY_DATA_DIR" not in os.environ  # the window's call
    assert paths.log_dir() != default_folders / "logs"  # platformdirs' own log folder, as without a choice
    monkeypatch.setenv("EMBERLY_DATA_DIR", folder)  # --data-dir, a portable install
    s = Settings()
    assert s.use_data_folder() == default_folders and "EMBERLY_DATA_DIR" not in os.environ
    assert "cannot be used" in s.notice


def test_a_folder_that_cannot_be_written_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    default_folders: Path) -> None:
    """A read-only folder (root writes anywhere: a folder it cannot create a file in stands in)."""
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        monkeypatch.setenv("EMBERLY_DATA_DIR", str(locked if os.geteuid() else "/proc/self"))
        s = Settings(notice="Your settings could not be read.")
        assert s.use_data_folder() == default_folders
        assert s.notice.startswith("Your settings could not be read.\n\nThe data folder")
        assert "no file can be written in it" in s.notice
        with pytest.raises(DataFolderError, match="NUL"):
            paths.check_data_folder(Path("/tmp/a\0b"))
    finally:
        locked.chmod(0o700)


def test_a_models_preset_for_new_chats_is_kept_and_a_bad_entry_left_out(config_dir: Path) -> None:
    from app.settings import load_settings, save_settings, settings_path

    settings = Settings(model_presets={"/m.gguf": "Code"})
    save_settings(settings)
    assert load_settings().model_presets == {"/m.gguf": "Code"}
    settings_path().write_text(json.dumps({"model_presets": {"/a.gguf": "Mine", "/b.gguf": 5, "/c.gguf": "x" * 500}}))
    assert load_settings().model_presets == {"/a.gguf": "Mine"}


def test_the_webs_settings_keep_what_can_be_used(config_dir: Path) -> None:
    from app.settings import load_settings, save_settings

    good = {"provider": "searxng", "url": "http://searx.lan:8080", "allowed": ["searx.lan"], "told": True}
    save_settings(Settings(web=good))
    again = load_settings()
    assert again.web == good and not again.notice
    config_dir.joinpath("settings.json").write_text(json.dumps({"web": {
        "provider": "bing", "url": "javascript:alert(1)", "allowed": ["x"] * 99, "told": "yes", "key": "leaked?"}}))
    hostile = load_settings()
    assert hostile.web == {} and "web" in hostile.notice
