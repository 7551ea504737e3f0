"""One message of a transcript: its text, what it attaches (documents, passages, images), a
reply's tool steps and stats, and where it hangs in the tree. Plain data + JSON, read as an
import must (file_values.py). Apart from model.py, which holds the chat around it.
"""

from __future__ import annotations

import re
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from ..words import translate
from .attachments import (
    FOUND_NOTE,
    PASSAGES_NOTE,
    Attachment,
    DocumentText,
    Found,
    Passage,
    attachments_from,
    document_block,
    found_from,
    passages_from,
    placeholder,
)
from .errors import SchemaError
from .file_values import ROLES, SEARCHED, seconds_from, short_text_from, stats_from, timestamp_from
from .images import ImageRef, images_from
from .tool_steps import ToolStep, steps_from


def new_message_id() -> str:
    return uuid.uuid4().hex[:16]


_MESSAGE_ID = re.compile(r"^[0-9a-f]{8,32}$")


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
    id: str = field(default_factory=new_message_id)
    # The message it answers or follows (None: the first). Kept for messages off the active path;
    # on the path it is the previous message, set by Session.link().
    parent: str | None = None
    left: float | None = None  # when it last left the active path: a switch comes back to the latest
    attachments: list[Attachment] = field(default_factory=list)  # documents, in the prompt before `text`
    passages: list[Passage] = field(default_factory=list)  # instead of the whole documents (they did not fit)
    found: list[Found] = field(default_factory=list)  # in the chat's libraries, first in the prompt
    searched: str = ""  # how passages and found were searched for: "keywords", "meaning and keywords"
    images: list[ImageRef] = field(default_factory=list)  # for a vision model: before the text, in order
    tools: list[ToolStep] = field(default_factory=list)  # a reply's tool calls and results, before `text`

    def to_dict(self) -> dict[str, Any]:
        d = {
            "id": self.id,
            "role": self.role,
            "text": self.text,
            "time": self.time,
            "stats": self.stats,
            "interrupted": self.interrupted,
            "finish_reason": self.finish_reason,
        }
        if self.thinking_s is not None:  # optional: older files (and older Emberlys) do without it
            d["thinking_s"] = self.thinking_s
        if self.attachments:  # saved only when there are some (format 4)
            d["attachments"] = [a.to_dict() for a in self.attachments]
        if self.passages:
            d["passages"] = [p.to_dict() for p in self.passages]
        if self.found:
            d["found"] = [f.to_dict() for f in self.found]
        if self.searched:
            d["searched"] = self.searched
        if self.images:
            d["images"] = [i.to_dict() for i in self.images]
        if self.tools:
            d["tools"] = [t.to_dict() for t in self.tools]
        return d

    def prompt_text(self, documents: DocumentText | None = None) -> str:
        """The message as the engine reads it: the passages found in the chat's libraries, each
        attached document (its text from `documents`; without it, a line naming the file), then
        the text."""
        lead = self._found_text(documents) if self.found else ""
        if not self.attachments:
            return lead + self.text
        if self.passages and documents is not None:
            return lead + self._passages_text(documents) + self.text
        blocks = [document_block(a.name, documents(a) if documents is not None else placeholder(a))
                  for a in self.attachments]
        return lead + "".join(blocks) + self.text

    def _found_text(self, documents: DocumentText | None) -> str:
        blocks = [document_block(f"{f.library}: {f.source()}", documents(f.text_ref()) if documents is not None
                                 else placeholder(f.text_ref())) for f in self.found]
        return FOUND_NOTE + "".join(blocks)

    def _passages_text(self, documents: DocumentText) -> str:
        """The chosen passages, each a block naming its source, in the order they were chosen."""
        names = {a.sha256: a for a in self.attachments}
        texts = {sha: documents(att) for sha, att in names.items() if any(p.sha256 == sha for p in self.passages)}
        blocks = dict.fromkeys(  # a document no longer there: its one line, once
            document_block(p.source(names[p.sha256].name), _part(texts[p.sha256], p)) for p in self.passages)
        return PASSAGES_NOTE + "".join(blocks)

    def version_dict(self) -> dict[str, Any]:
        """As a message off the active path is saved: with its parent and when it left."""
        return {**self.to_dict(), "parent": self.parent, "left": self.left}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Message:
        """Checked as an import must be: a file may come from anywhere."""
        if not isinstance(d, dict):
            raise SchemaError(translate("ChatStore", "a message must be a JSON object"))
        role, text = d["role"], d["text"]
        if role not in ROLES:
            raise SchemaError(translate("ChatStore", "a message has the role {role}, not one of {roles}")
                              .format(role=repr(str(role)[:40]), roles=", ".join(ROLES)))
        if not isinstance(text, str):
            raise SchemaError(translate("ChatStore", "a message's text must be a string"))
        return cls(
            role=role,
            text=text,
            time=timestamp_from(d.get("time"), 0.0),
            stats=stats_from(d.get("stats")),
            interrupted=d.get("interrupted") is True,
            finish_reason=short_text_from(d.get("finish_reason")),
            thinking_s=seconds_from(d.get("thinking_s")),
            id=d["id"] if isinstance(d.get("id"), str) and _MESSAGE_ID.match(d["id"]) else new_message_id(),
            parent=d["parent"] if isinstance(d.get("parent"), str) else None,
            left=timestamp_from(d.get("left"), 0.0) if d.get("left") is not None else None,
            attachments=(attachments := attachments_from(d.get("attachments"))),
            passages=passages_from(d.get("passages"), attachments),
            found=found_from(d.get("found")),
            searched=d["searched"] if d.get("searched") in SEARCHED else "",
            images=images_from(d.get("images")),
            tools=steps_from(d.get("tools")) if role == "assistant" else [],
        )


def _part(text: str, passage: Passage) -> str:
    return text[passage.start : passage.end] if passage.end <= len(text) else text
