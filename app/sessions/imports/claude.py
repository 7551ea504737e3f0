"""Claude's export (`conversations.json` in its zip): a list of conversations, each with its
`chat_messages` in order (sender "human" or "assistant"; newer exports name each message's
parent, `parent_message_uuid`, which makes the edited and retried versions a tree, and the one
shown last, `current_leaf_message_uuid`). One conversation as an object (claude.ai's own API,
browser exporters) is read the same. Documents a message attached come with their extracted text
and are kept as its attachments; a reply's thinking is kept as its reasoning (`<think>…</think>`
before the answer, as Emberly's reasoning models write it); tool use is left out and counted,
and so are the pictures and files the export names but does not carry."""

from __future__ import annotations

from pathlib import PurePath
from typing import Any

from .fields import ident, obj, parts_text, seq, text
from .tree import MAX_NODES, Conversation, Node, iso_seconds, left_out

ROOT = "00000000-0000-4000-8000-000000000000"  # the parent Claude gives a first message
SAID = ("tool use", "picture", "file")  # what is left out (tree.LEFT_OUT), counted in this order
PICTURES = (".png", ".jpg", ".jpeg", ".webp", ".gif", ".heic")


def read(doc: Any) -> list[Conversation] | None:
    if isinstance(doc, dict) and "chat_messages" in doc:  # one conversation
        doc = [doc]
    if not isinstance(doc, list) or not any(isinstance(c, dict) and "chat_messages" in c for c in doc[:20]):
        return None
    return [c for c in (_conversation(c) for c in doc) if c is not None]


def _conversation(c: Any) -> Conversation | None:
    c = obj(c)
    source = ident(c.get("uuid"))
    if source is None:
        return None
    nodes: list[Node] = []
    left = {"tools": 0, "pictures": 0, "files": 0}
    previous: str | None = None
    for i, m in enumerate(seq(c.get("chat_messages"))[:MAX_NODES]):
        m = obj(m)
        node_id = ident(m.get("uuid")) or f"{source}-{i}"
        parts = seq(m.get("content"))
        left["tools"] += sum(isinstance(p, dict) and p.get("type") in ("tool_use", "tool_result") for p in parts)
        pictures, files = _not_carried(m)
        left["pictures"] += pictures
        left["files"] += files
        documents = [(text(a.get("file_name")) or "document", text(a.get("extracted_content")))
                     for a in map(obj, seq(m.get("attachments"))) if text(a.get("extracted_content"))]
        parent = ident(m.get("parent_message_uuid")) if "parent_message_uuid" in m else previous
        nodes.append(Node(node_id, None if parent == ROOT else parent, text(m.get("sender")), _words(m, parts),
                          iso_seconds(m.get("created_at")), documents=documents))
        previous = node_id
    notes = [left_out(what, n) for what, n in zip(SAID, left.values(), strict=True) if n]
    return Conversation("claude", source, text(c.get("name")), iso_seconds(c.get("created_at")),
                        iso_seconds(c.get("updated_at")), nodes, _current(c, nodes), notes)


def _current(c: dict[str, Any], nodes: list[Node]) -> str | None:
    """The message Claude showed last: its own pointer, else the last in the file (its order is the
    order written). Never the newest by time: a message and its reply may share `created_at`."""
    leaf = ident(c.get("current_leaf_message_uuid"))
    if leaf is not None and any(n.id == leaf for n in nodes):
        return leaf
    return nodes[-1].id if nodes else None


def _words(m: dict[str, Any], parts: list[Any]) -> str:
    """The message's text; a reply's thinking blocks first, as its reasoning."""
    if not parts:
        return text(m.get("text"))
    answer = parts_text([p for p in parts if obj(p).get("type") == "text"]) or text(m.get("text"))
    thinking = "\n\n".join(t for t in (text(obj(p).get("thinking")).strip() for p in parts
                                         if obj(p).get("type") == "thinking") if t)
    if not thinking or text(m.get("sender")) == "human":
        return answer
    return f"<think>\n{thinking}\n</think>\n\n{answer}"


def _not_carried(m: dict[str, Any]) -> tuple[int, int]:
    """(pictures, other files) the message lists in `files`/`files_v2`: the export has their
    names only, never their bytes (documents come in `attachments`, with their text)."""
    seen: set[str] = set()
    pictures = files = 0
    for f in (*map(obj, seq(m.get("files"))), *map(obj, seq(m.get("files_v2")))):
        key = text(f.get("file_uuid")) or text(f.get("file_name"))
        if not key or key in seen:
            continue
        seen.add(key)
        if f.get("file_kind") == "image" or PurePath(text(f.get("file_name"))).suffix.lower() in PICTURES:
            pictures += 1
        else:
            files += 1
    return pictures, files
