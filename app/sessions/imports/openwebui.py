"""Open WebUI's chats: its export (Settings ▸ Chats ▸ Export, and a chat's own Download ▸ JSON: a
list of {id, title, chat: {…}}) and the bare chat objects older versions wrote ("Download &
delete": the `chat` itself, its `id` often empty). A chat's `history.messages` is a tree ({id,
parentId, role, content, timestamp}) with the `currentId` shown last; a chat older than that
history has only its `messages` in order. Pictures sent as data: URLs in a message's `files` are
kept; those it names by a link to the server that made it are not in the export, and are said."""

from __future__ import annotations

from typing import Any

from .fields import ident, obj, parts_text, seq, text
from .tree import MAX_NODES, Conversation, Node, left_out, seconds


def read(doc: Any) -> list[Conversation] | None:
    chats = doc if isinstance(doc, list) else [doc]
    if not any(_is_chat(obj(c).get("chat")) or _is_bare(c) for c in chats[:20]):
        return None
    return [c for c in (_conversation(c) for c in chats) if c is not None]


def _is_chat(chat: Any) -> bool:
    return isinstance(chat, dict) and (isinstance(chat.get("history"), dict) or isinstance(chat.get("messages"), list))


def _is_bare(c: Any) -> bool:
    """A chat object without its wrapper: its history, or its messages with the models it used
    (what tells it from another app's list of messages)."""
    c = obj(c)
    return "schema" not in c and "chat" not in c and (
        isinstance(obj(c.get("history")).get("messages"), dict)
        or ("models" in c and bool(seq(c.get("messages"))) and not any("versions" in obj(m) for m in seq(c.get("messages"))[:5])))


def _conversation(c: Any) -> Conversation | None:
    c = obj(c)
    chat = obj(c.get("chat")) if "chat" in c else c
    history = obj(chat.get("history"))
    current = ident(history.get("currentId"))
    source = ident(c.get("id")) or ident(chat.get("id")) or current  # a bare chat's id is often ""
    if source is None:
        return None
    pictures = 0
    nodes = []
    messages = obj(history.get("messages"))
    listed = messages.items() if messages else ((None, m) for m in seq(chat.get("messages")))
    parent: str | None = None
    for i, (key, m) in enumerate(list(listed)[:MAX_NODES]):
        m = obj(m)
        node_id = ident(m.get("id")) or ident(key) or f"{source}-{i}"
        images = [text(f.get("url")) for f in map(obj, seq(m.get("files"))) if f.get("type") == "image"]
        kept = [url for url in images if url.startswith("data:image/")]
        pictures += len(images) - len(kept)
        link = ident(m.get("parentId")) if messages or "parentId" in m else parent  # no history: in order
        nodes.append(Node(node_id, link, text(m.get("role")), parts_text(m.get("content")),
                          seconds(m.get("timestamp")), kept))
        parent = node_id
    notes = [left_out("picture", pictures)] if pictures else []
    created = seconds(c.get("created_at")) or seconds(chat.get("timestamp"))
    return Conversation("openwebui", source, text(c.get("title")) or text(chat.get("title")), created,
                        seconds(c.get("updated_at")) or created, nodes, current or parent, notes)
