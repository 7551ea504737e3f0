"""Where the download queue is kept (`downloads.json` in the data folder), and a peek at it that
start-up can afford: json and the path only, not the queue's machinery."""

from __future__ import annotations

from pathlib import Path

from .. import paths
from ..records import RecordError, load_record

STORE_NAME = "downloads.json"


def store_path() -> Path:
    return paths.data_dir() / STORE_NAME


def has_unfinished(path: Path | None = None) -> bool:
    """Whether a previous run left downloads to resume or to look at, or finished files that may
    not have reached the disk (to hash again)."""
    try:
        raw = load_record(path or store_path(), "downloads.json")
    except (FileNotFoundError, RecordError):
        return False
    entries = raw.get("downloads", []) if isinstance(raw, dict) else []
    return isinstance(entries, list) and any(
        isinstance(e, dict) and (e.get("state") != "done" or not e.get("synced")) for e in entries)
