"""Claude's export (`conversations.json` in its zip): a list of conversations, each with its
`chat_messages` in order (sender "human" or "assistant"; newer exports name each message's
parent, `parent_message_uuid`, which makes the edited and retried versions a tree). Documents a
message attached come with their extracted text and are kept as its attachments; tool use is
left out and counted."""

from __future__ import annotations

from typing import Any

from .fields import ident, obj, parts_text, seq, text
from .tree import MAX_NODES, Conversation, Node, iso_seconds

ROOT = "00000000-0000-4000-8000-000000000000"  # the parent Claude gives a first message


def read(doc: Any) -> list[Conversation] | None:
    if not isinstance(doc, list) or not any(isinstance(c, dict) and "chat_messages" in c for c in doc[:20]):
        return None
    return [c for c in (_conversation(c) for c in doc) if c is not None]


def _conversation(c: Any) -> Conversation | None:
    c = obj(c)
    source = ident(c.get("uuid"))
    if source is None:
        return None
    nodes: list[Node] = []
    notes: list[str] = []
    previous: str | None = None
    tools = 0
    for i, m in enumerate(seq(c.get("chat_messages"))[:MAX_NODES]):
        m = obj(m)
        node_id = ident(m.get("uuid")) or f"{source}-{i}"
        parts = seq(m.get("content"))
        tools += sum(isinstance(p, dict) and p.get("type") in ("tool_use", "tool_result") for p in parts)
        words = parts_text([p for p in parts if obj(p).get("type") == "text"]) if parts else text(m.get("text"))
        documents = [(text(a.get("file_name")) or "document", text(a.get("extracted_content")))
                     for a in map(obj, seq(m.get("attachments"))) if text(a.get("extracted_content"))]
        parent = ident(m.get("parent_message_uuid")) if "parent_message_uuid" in m else previous
        nodes.append(Node(node_id, None if parent == ROOT else parent, text(m.get("sender")), words,
                          iso_seconds(m.get("created_at")), documents=documents))
        previous = node_id
    if tools:
        notes.append(f"{tools} tool use{'s' if tools != 1 else ''} left out")
    current = max(nodes, key=lambda n: n.time).id if nodes else None
    return Conversation("claude", source, text(c.get("name")), iso_seconds(c.get("created_at")),
                        iso_seconds(c.get("updated_at")), nodes, current, notes)
