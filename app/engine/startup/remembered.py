"""Small numbers remembered per key in a JSON file of the config folder: what a load measured
once (the layers a GPU holds, the widest batch that decodes like single tokens) so later loads
go straight there. Bounded (the oldest keys go first) and checked on read; a file that cannot be
read or written costs a measurement again, never a load."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import xxhash

from ...atomic import write_atomic
from ...paths import config_dir
from ...records import RecordError, finite, load_record

log = logging.getLogger("emberly.remembered")


def key_of(*parts: object) -> str:
    """A short key for JSON-able parts (model identity, sizes, device names…)."""
    return xxhash.xxh3_64(json.dumps(parts).encode()).hexdigest()


class Remembered:
    def __init__(self, file_name: str, label: str, field: str, max_entries: int = 256, high: int = 2**16):
        """`label` names the file in messages; values are ints in 0..`high`, under `field`."""
        self.file_name, self.label, self.field = file_name, label, field
        self.max_entries, self.high = max_entries, high

    @property
    def path(self) -> Path:
        return config_dir() / self.file_name

    def _read(self) -> dict[str, int]:
        try:
            raw = load_record(self.path, self.label)
        except FileNotFoundError:
            return {}
        except RecordError as e:
            log.warning("Ignoring %s (%s)", self.path, e)
            return {}
        values = raw.get(self.field) if isinstance(raw, dict) else None
        if not isinstance(values, dict):
            return {}
        return {k: v for k, v in values.items()
                if isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and finite(v, 0, self.high)}

    def get(self, key: str) -> int | None:
        return self._read().get(key)

    def get_all(self, keys: list[str]) -> dict[str, int]:
        """The values of those `keys` that are remembered, in one read."""
        values = self._read()
        return {k: values[k] for k in keys if k in values}

    def put(self, key: str, value: int) -> None:
        self.put_all({key: value})

    def put_all(self, new: dict[str, int]) -> None:
        """Remember each key's value (the newest last), in one write."""
        values = self._read()
        for key, value in new.items():
            values.pop(key, None)
            values[key] = value
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            body = {"version": 1, self.field: dict(list(values.items())[-self.max_entries:])}
            write_atomic(self.path, json.dumps(body).encode())
        except OSError as e:  # not fatal: the next load measures again
            log.warning("Could not save %s: %s", self.path, e)
