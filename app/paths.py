"""Where Emberly keeps its files: platformdirs' per-user folders, or EMBERLY_DATA_DIR for a
portable install (and for tests). Qt-free."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Emberly"


def data_dir() -> Path:
    override = os.environ.get("EMBERLY_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


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
