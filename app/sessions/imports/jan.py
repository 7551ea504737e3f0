"""Jan's threads (`~/jan/threads/<id>/`: `thread.json`, and `messages.jsonl` one message a line,
its `content` a list of {"type": "text", "text": {"value": …}}): a line each, in order."""

from __future__ import annotations

from pathlib import PurePath
from typing import Any

from .fields import ident, obj, parts_text, text
from .tree import MAX_NODES, Conversation, Node, seconds


def read(doc: Any, name: str, threads: dict[str, dict[str, Any]]) -> list[Conversation] | None:
    """`doc`: a messages.jsonl's lines; `threads`: each folder's thread.json (for the titles)."""
    if not isinstance(doc, list) or not any("thread_id" in obj(m) and "content" in obj(m) for m in doc[:5]):
        return None
    by_thread: dict[str, list[dict[str, Any]]] = {}
    for m in doc[:MAX_NODES]:
        thread = ident(obj(m).get("thread_id"))
        if thread is not None:
            by_thread.setdefault(thread, []).append(obj(m))
    info = threads.get(str(PurePath(name).parent), {})
    out = []
    for thread, lines in by_thread.items():
        nodes, parent = [], None
        for i, m in enumerate(lines):
            node_id = ident(m.get("id")) or f"{thread}-{i}"
            nodes.append(Node(node_id, parent, text(m.get("role")), parts_text(m.get("content")),
                              seconds(m.get("created_at") or m.get("created"))))
            parent = node_id
        created = seconds(info.get("created")) or (nodes[0].time if nodes else 0.0)
        out.append(Conversation("jan", thread, text(info.get("title")), created,
                                seconds(info.get("updated")) or created, nodes, parent))
    return out
