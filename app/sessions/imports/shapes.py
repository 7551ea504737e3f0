"""What Emberly says of what it cannot import: a chat read with nothing in it to make a message of
(listed as skipped, never made an empty chat), and a document that is another app's but holds no
chats (a list of chats without their messages, as the apps' own sites fetch it), named as what it is."""

from __future__ import annotations

from typing import Any

from ...words import grouped, translate
from .fields import obj, seq
from .tree import ROLES, Conversation


def why_skipped(conv: Conversation) -> str:
    """Why `conv` has no message to import (its counts are 0)."""
    said = [n for n in conv.nodes if ROLES.get(n.role) in ("user", "assistant")]
    if not said:
        return translate("ChatImport", "it has no messages") if not conv.nodes else \
            translate("ChatImport", "it has no message of the user or the assistant")
    if len(said) == 1:
        return translate("ChatImport", "its one message has no text in the export")
    return translate("ChatImport", "its {count} messages have no text in the export").format(count=grouped(len(said)))


def describe(doc: Any) -> str | None:
    """What `doc` is, when it is another app's list of chats without their messages."""
    items = seq(obj(doc).get("items")) if isinstance(doc, dict) else []
    if items and all("title" in obj(i) and "create_time" in obj(i) and "mapping" not in obj(i) for i in items[:20]):
        return translate("ChatImport", "a list of {count} ChatGPT chats without their messages (the list its site "
                         "shows, not an export)").format(count=grouped(len(items)))
    claude = doc if isinstance(doc, list) else [doc]
    if claude and all(_claude_summary(c) for c in claude[:20]):
        n = len(claude)
        if n == 1:
            return translate("ChatImport", "a Claude chat without its messages (claude.ai's list of chats, not its "
                             "export: Settings ▸ Privacy ▸ Export data)")
        return translate("ChatImport", "a list of {count} Claude chats without their messages (claude.ai's list of "
                         "chats, not its export: Settings ▸ Privacy ▸ Export data)").format(count=grouped(n))
    return None


def _claude_summary(c: Any) -> bool:
    c = obj(c)
    return "uuid" in c and "name" in c and "created_at" in c and "chat_messages" not in c
