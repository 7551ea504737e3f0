"""Open WebUI's export (Settings ▸ Chats ▸ Export: a JSON list of chats): each chat's
`history.messages` is a tree ({id, parentId, childrenIds, role, content, timestamp}) with the
`currentId` shown last. Pictures sent as data: URLs in a message's `files` are kept."""

from __future__ import annotations

from typing import Any

from .fields import ident, obj, parts_text, seq, text
from .tree import MAX_NODES, Conversation, Node, seconds


def read(doc: Any) -> list[Conversation] | None:
    chats = doc if isinstance(doc, list) else [doc]
    if not any(isinstance(c, dict) and "history" in obj(c.get("chat")) for c in chats[:20]):
        return None
    return [c for c in (_conversation(c) for c in chats) if c is not None]


def _conversation(c: Any) -> Conversation | None:
    c = obj(c)
    chat = obj(c.get("chat"))
    history = obj(chat.get("history"))
    source = ident(c.get("id")) or ident(chat.get("id"))
    if source is None or not history:
        return None
    nodes = []
    for key, m in list(obj(history.get("messages")).items())[:MAX_NODES]:
        m = obj(m)
        node_id = ident(m.get("id")) or ident(key)
        if node_id is None:
            continue
        images = [text(f.get("url")) for f in map(obj, seq(m.get("files")))
                  if f.get("type") == "image" and text(f.get("url")).startswith("data:image/")]
        nodes.append(Node(node_id, ident(m.get("parentId")), text(m.get("role")), parts_text(m.get("content")),
                          seconds(m.get("timestamp")), images))
    return Conversation("openwebui", source, text(c.get("title")) or text(chat.get("title")),
                        seconds(c.get("created_at")), seconds(c.get("updated_at")), nodes,
                        ident(history.get("currentId")))
