"""What the model is given of a tool's result (MCP's CallToolResult): its text parts, and the text
of an embedded text resource under a line naming it (servers that read files answer so: the
text is the answer, not an attachment). A resource link, an image, audio or a binary resource is
described in a line, as the model reads text only. The whole is cut at MAX_RESULT_CHARS, with a
note saying how long it was."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

MAX_RESULT_CHARS = 100_000  # what the model is given of a result; the rest is said to be cut
MAX_LABEL = 200  # of a URI, a name or a MIME type in a line that describes a part


@dataclass(frozen=True)
class ToolResult:
    text: str
    is_error: bool
    seconds: float
    cut: bool = False  # longer than MAX_RESULT_CHARS: the text says so


def result_of(result: Any, seconds: float) -> ToolResult:
    parts = [_part(block) for block in getattr(result, "content", None) or []]
    if not parts and getattr(result, "structured_content", None) is not None:
        parts.append(json.dumps(result.structured_content, ensure_ascii=False)[: MAX_RESULT_CHARS + 1])
    text = "\n".join(parts)
    cut = len(text) > MAX_RESULT_CHARS
    if cut:
        text = text[:MAX_RESULT_CHARS] + f"\n[… cut here: the result had {len(text):,} characters]"
    return ToolResult(text, bool(getattr(result, "is_error", False)), seconds, cut)


def _part(block: Any) -> str:
    kind = getattr(block, "type", "")
    if kind == "text":
        return str(block.text)
    if kind == "resource":
        resource = getattr(block, "resource", None)
        text = getattr(resource, "text", None)
        named = _label(getattr(resource, "uri", ""), getattr(resource, "mime_type", None))
        if isinstance(text, str):
            return f"[resource {named}]\n{text}"
        return f"[resource {named}: binary, not shown to the model]"
    if kind == "resource_link":
        name = _clip(getattr(block, "name", ""))
        return f"[resource link {name}: {_label(getattr(block, 'uri', ''), getattr(block, 'mime_type', None))}, not read]"
    if kind in ("image", "audio"):
        return f"[{kind} ({_clip(getattr(block, 'mime_type', '') or 'unknown type')}): not shown to the model]"
    return f"[{_clip(kind) or 'unknown'} content: not shown to the model]"


def _label(uri: object, mime: object) -> str:
    return _clip(uri) + (f" ({_clip(mime)})" if mime else "")


def _clip(value: object) -> str:
    text = str(value or "")
    return text if len(text) <= MAX_LABEL else text[:MAX_LABEL] + "…"
