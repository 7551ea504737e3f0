"""Reading another app's JSON as a hostile record: a field of the wrong type reads as missing."""

from __future__ import annotations

from typing import Any

MAX_ID = 200


def obj(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def seq(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def ident(value: Any) -> str | None:
    """An id (a string or a number, as files write them), None when it is not one."""
    if isinstance(value, str) and value and len(value) <= MAX_ID:
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return None


def parts_text(parts: Any) -> str:
    """The text of OpenAI-style content parts ([{"type": "text", "text": …}], or a plain string)."""
    if isinstance(parts, str):
        return parts
    out = []
    for p in seq(parts):
        if isinstance(p, str):
            out.append(p)
        elif isinstance(p, dict) and p.get("type") in ("text", "input_text", None):
            value = p.get("text")
            out.append(text(value) or text(obj(value).get("value")))  # Jan: {"text": {"value": …}}
    return "".join(out)
