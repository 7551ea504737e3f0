"""A saved chat: its transcript, settings and the model it was made with. Plain data + JSON.

Every file carries `schema`; `migrate` brings older files up to SCHEMA_VERSION one step at a
time (register a step in MIGRATIONS when the format changes), and refuses newer ones so an old
Emberly never overwrites what a newer one wrote.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable

SCHEMA_VERSION = 2

# MIGRATIONS[v] turns a version-v dict into a version-(v+1) dict.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def _v1_to_v2(d: dict[str, Any]) -> dict[str, Any]:
    d["kv_record"] = d.pop("cache", None) or {}  # renamed: it records the KV file's use, it caches nothing
    return d


MIGRATIONS[1] = _v1_to_v2

DEFAULT_TITLE = "New chat"


class SchemaError(ValueError):
    """A session file this version of Emberly cannot read."""


@dataclass
class Message:
    role: str  # user | assistant
    text: str
    time: float = field(default_factory=time.time)
    stats: dict[str, Any] | None = None  # ReplyStats.to_dict() for assistant replies
    # Cut short: by a stop (finish_reason "cancelled") or by a crash (finish_reason None).
    interrupted: bool = False
    finish_reason: str | None = None
    thinking_s: float | None = None  # how long a reasoning model thought before its answer

    def to_dict(self) -> dict[str, Any]:
        d = {
            "role": self.role,
            "text": self.text,
            "time": self.time,
            "stats": self.stats,
            "interrupted": self.interrupted,
            "finish_reason": self.finish_reason,
        }
        if self.thinking_s is not None:  # optional: older files (and older Emberlys) do without it
            d["thinking_s"] = self.thinking_s
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Message:
        return cls(
            role=str(d["role"]),
            text=str(d["text"]),
            time=float(d.get("time", 0.0)),
            stats=d.get("stats"),
            interrupted=bool(d.get("interrupted", False)),
            finish_reason=d.get("finish_reason"),
            thinking_s=_seconds(d.get("thinking_s")),
        )


def _seconds(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0 else None


@dataclass
class Session:
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    title: str = DEFAULT_TITLE
    created: float = field(default_factory=time.time)
    updated: float = field(default_factory=time.time)
    model_path: str | None = None
    model_fingerprint: dict[str, Any] | None = None
    system_prompt: str = ""
    sampling_preset: str = "balanced"
    sampling: dict[str, Any] = field(default_factory=dict)  # SamplingParams.to_dict()
    messages: list[Message] = field(default_factory=list)
    pinned: bool = False  # keep its KV file through disk-budget eviction
    # The KV state file's record: "last_used" (time, for disk-budget eviction) and "last_resume"
    # ({kind, seconds, reason}: how the last reopen went, shown as the chat's cache badge).
    kv_record: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        # By hand rather than dataclasses.asdict, which deep-copies: this runs every second while
        # a reply streams, on chats of thousands of messages.
        return {
            "schema": SCHEMA_VERSION,
            "id": self.id,
            "title": self.title,
            "created": self.created,
            "updated": self.updated,
            "model_path": self.model_path,
            "model_fingerprint": self.model_fingerprint,
            "system_prompt": self.system_prompt,
            "sampling_preset": self.sampling_preset,
            "sampling": self.sampling,
            "messages": [m.to_dict() for m in self.messages],
            "pinned": self.pinned,
            "kv_record": self.kv_record,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Session:
        d = migrate(data)
        try:
            return cls(
                id=str(d["id"]),
                title=str(d.get("title") or DEFAULT_TITLE),
                created=float(d["created"]),
                updated=float(d["updated"]),
                model_path=d.get("model_path"),
                model_fingerprint=d.get("model_fingerprint"),
                system_prompt=str(d.get("system_prompt", "")),
                sampling_preset=str(d.get("sampling_preset", "balanced")),
                sampling=dict(d.get("sampling") or {}),
                messages=[Message.from_dict(m) for m in d.get("messages", [])],
                pinned=bool(d.get("pinned", False)),
                kv_record=dict(d.get("kv_record") or {}),
            )
        except (KeyError, TypeError, ValueError) as e:
            raise SchemaError(f"the session data is incomplete ({e})") from e

    def chat_messages(self) -> list[dict[str, str]]:
        """The conversation as the engine renders it."""
        head = [{"role": "system", "content": self.system_prompt}] if self.system_prompt else []
        return head + [{"role": m.role, "content": m.text} for m in self.messages]

    def searchable(self) -> str:
        return "\n".join([self.title, *(m.text for m in self.messages)]).casefold()


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise SchemaError("a session file must hold a JSON object")
    version = data.get("schema")
    if not isinstance(version, int):
        raise SchemaError("the session file has no schema version")
    if version > SCHEMA_VERSION:
        raise SchemaError(f"this chat was saved by a newer Emberly (format {version}); update Emberly to open it")
    while version < SCHEMA_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SchemaError(f"no migration from session format {version}")
        data = step(dict(data))
        version += 1
        data["schema"] = version
    return data
