"""What a chat file may hold, read as an import must: a file may come from anywhere, so each
reader returns the value when it fits, else a default or None; what does not fit is dropped,
never passed on. Apart from model.py: shared by Message (message.py) and Session.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from ..engine.sampling import SamplingParams

DEFAULT_TITLE = "New chat"
ROLES = ("user", "assistant")
SEARCHED = ("keywords", "meaning and keywords")  # the system prompt is the session's own field
TITLE_MAX = 200  # characters: a sidebar line, and then some
_LATEST = 253_402_300_799.0  # 9999-12-31, the last time time.localtime can show
NAME_MAX = 64  # characters of a model's name kept with a compared chat's replies (a text stat) and its record
_TEXT_STATS = ("finish_reason", "rollback", "model")  # every other ReplyStats field is a number ("model": who wrote it)


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def seconds_from(value: Any) -> float | None:
    return float(value) if is_number(value) and value >= 0 else None


def timestamp_from(value: Any, default: float) -> float:
    return float(value) if is_number(value) and 0 <= value <= _LATEST else default


def short_text_from(value: Any, limit: int = 64) -> str | None:
    return value if isinstance(value, str) and len(value) <= limit else None


def stats_from(value: Any) -> dict[str, Any] | None:
    if not isinstance(value, dict):
        return None
    return {k: v for k, v in value.items() if isinstance(k, str) and len(k) <= 64
            and (short_text_from(v) is not None if k in _TEXT_STATS else is_number(v))}


def title_from(text: str, limit: int = 48) -> str:
    """A new chat's title: the first line of its first message, shortened."""
    line = " ".join(text.strip().splitlines()[0].split()) if text.strip() else ""
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def clean_title(value: Any, default: str = DEFAULT_TITLE) -> str:
    """One line of at most TITLE_MAX characters (a blank or non-text title: `default`)."""
    return " ".join(value.split())[:TITLE_MAX] if isinstance(value, str) and value.strip() else default


def flat_from(value: Any) -> dict[str, Any] | None:
    """A JSON object of short keys and plain values (text, finite numbers, booleans, null)."""
    if not isinstance(value, dict):
        return None
    return {k: v for k, v in value.items() if isinstance(k, str) and len(k) <= 64
            and (v is None or isinstance(v, (str, bool)) or is_number(v))}


def library_ids_from(value: Any) -> list[str]:
    return [v for v in value[:100] if isinstance(v, str) and re.fullmatch(r"[0-9a-f]{12}", v)] \
        if isinstance(value, list) else []


def kv_record_from(value: Any) -> dict[str, Any]:
    record = value if isinstance(value, dict) else {}
    last_used, last_resume = record.get("last_used"), flat_from(record.get("last_resume"))
    return {**({"last_used": last_used} if is_number(last_used) else {}),
            **({"last_resume": last_resume} if last_resume is not None else {})}


def sampling_from(value: Any) -> dict[str, Any]:
    """The custom sampling settings given, as SamplingParams reads them (a value it cannot use
    becomes the default; {}: the preset's)."""
    if not isinstance(value, dict):
        return {}
    usable = SamplingParams.from_dict(value).to_dict()
    return {k: usable[k] for k in value if k in usable}


def compare_from(value: Any) -> dict[str, Any] | None:
    """A compared chat's second model: its path, fingerprint and server (None: this computer)."""
    if not isinstance(value, dict) or not isinstance(path := value.get("model_path"), str) or len(path) > 4096:
        return None
    provider = flat_from(value.get("provider"))
    if provider is not None and not (isinstance(provider.get("url"), str) and isinstance(provider.get("model"), str)):
        provider = None
    name = value.get("name")
    return {"model_path": path, "model_fingerprint": flat_from(value.get("model_fingerprint")) or {},
            "name": name[:NAME_MAX] if isinstance(name, str) else "",
            **({"last_resume": resume} if (resume := flat_from(value.get("last_resume"))) is not None else {}),
            "provider": {"url": provider["url"][:2048], "model": provider["model"][:512]} if provider else None}


TAKEN_MAX = 128 * 1024  # bytes of a remembered preset as JSON: a long system prompt, a schema


def taken_from(value: Any) -> dict[str, Any] | None:
    """A chat's remembered preset: an object with a name, of bounded size (its fields are read
    as a preset file's are, by Preset.from_dict, where they are used)."""
    if not isinstance(value, dict) or not isinstance(value.get("name"), str):
        return None
    try:
        return value if len(json.dumps(value)) <= TAKEN_MAX else None
    except (TypeError, ValueError):
        return None
