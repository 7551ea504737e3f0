"""Where Emberly keeps its files: platformdirs' per-user folders, or EMBERLY_DATA_DIR for a
portable install (and for tests). Qt-free.

A data folder can be anything the user or an environment names: `/proc/1`, `/dev/zero`, a file, a
read-only mount, a path with a NUL. `check_data_folder` says so with one typed error before the
app writes there, so the start falls back to the standard folder instead of failing on a bare
OSError later (app.settings.Settings.use_data_folder)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import platformdirs

from .errors import AppError
from .words import of, translate

APP_NAME = "Emberly"
_NOT_A_FOLDER = translate("DataFolder", "it is not a folder")


class DataFolderError(AppError):
    """A data folder Emberly cannot keep its files in; the message says which and why."""


def data_dir() -> Path:
    override = os.environ.get("EMBERLY_DATA_DIR")
    return Path(override) if override else default_data_dir()


def default_data_dir() -> Path:
    """platformdirs' data folder, whatever EMBERLY_DATA_DIR says."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """Settings and what Emberly learned about this machine (EMBERLY_CONFIG_DIR overrides)."""
    override = os.environ.get("EMBERLY_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def models_dir() -> Path:
    return data_dir() / "models"


def log_dir() -> Path:
    """Rotating logs: under the data folder when it is overridden (portable), else platformdirs'."""
    override = os.environ.get("EMBERLY_DATA_DIR")
    return Path(override) / "logs" if override else Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    override = os.environ.get("EMBERLY_DATA_DIR")
    return Path(override) / "cache" if override else Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def check_data_folder(folder: Path) -> Path:
    """`folder`, made if missing, once it is a folder this user can write a file in. Raises
    DataFolderError otherwise. A few system calls: it runs on every start."""
    shown = repr(str(folder))[1:-1][:300]  # a NUL or a newline shows as an escape
    step = translate("DataFolder", "it cannot be made ({reason})")
    try:
        if "\0" in str(folder):
            raise ValueError(translate("DataFolder", "a path cannot hold a NUL character"))
        folder.mkdir(parents=True, exist_ok=True)
        if not stat.S_ISDIR(os.stat(folder).st_mode):
            raise NotADirectoryError(_NOT_A_FOLDER)
        # A real write: access() says yes to root in /proc, and a read-only mount or a full
        # quota only shows itself on a write.
        step = translate("DataFolder", "no file can be written in it ({reason})")
        probe = folder / f".emberly-write-check-{os.getpid()}"
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600))
        probe.unlink()
    except (OSError, ValueError) as e:
        strerror = getattr(e, "strerror", None)
        if isinstance(e, FileExistsError) and not os.path.isdir(folder):  # mkdir on a file or a device
            why: str = _NOT_A_FOLDER
        else:
            why = step.format(reason=strerror) if strerror else of(e)
        raise DataFolderError(translate("DataFolder", "The data folder {folder} cannot be used: {reason}.").format(
            folder=shown, reason=why)) from e
    return folder
