"""Where the download queue is kept (`downloads.json` in the data folder), and a peek at it that
start-up can afford: json and the path only, not the queue's machinery."""

from __future__ import annotations

import json
from pathlib import Path

from .. import paths

STORE_NAME = "downloads.json"


def store_path() -> Path:
    return paths.data_dir() / STORE_NAME


def has_unfinished(path: Path | None = None) -> bool:
    """Whether a previous run left downloads to resume or to look at, or finished files that may
    not have reached the disk (to hash again)."""
    try:
        entries = json.loads((path or store_path()).read_text(encoding="utf-8")).get("downloads", [])
        return any(isinstance(e, dict) and (e.get("state") != "done" or not e.get("synced")) for e in entries)
    except (OSError, ValueError, AttributeError):
        return False
