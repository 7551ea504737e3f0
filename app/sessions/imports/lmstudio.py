"""LM Studio's conversation files (`~/.lmstudio/conversations/*.conversation.json`): `messages`
in order, each with its `versions` and the one `currentlySelected`; the conversation goes on from
the selected one, so the others are versions with nothing after them. A reply's `steps` hold its
text (contentBlock) and its tool calls (left out and counted)."""

from __future__ import annotations

from typing import Any

from .fields import ident, obj, parts_text, seq, text
from .tree import MAX_NODES, Conversation, Node, left_out, seconds


def read(doc: Any, name: str) -> list[Conversation] | None:
    d = obj(doc)
    messages = seq(d.get("messages"))
    if not messages or not any("versions" in obj(m) for m in messages[:5]):
        return None
    created = seconds(d.get("createdAt"))
    source = ident(d.get("id")) or f"{name}:{created}"
    nodes: list[Node] = []
    notes: list[str] = []
    parent: str | None = None
    tools = 0
    for i, m in enumerate(messages[:MAX_NODES]):
        m = obj(m)
        versions = seq(m.get("versions"))
        chosen = m.get("currentlySelected") if isinstance(m.get("currentlySelected"), int) else 0
        next_parent = parent
        for j, v in enumerate(versions[:64]):
            v = obj(v)
            words = [parts_text(v.get("content"))]
            for step in map(obj, seq(v.get("steps"))):
                if step.get("type") == "contentBlock":
                    words.append(parts_text(step.get("content")))
                else:
                    tools += step.get("type") in ("toolCallRequest", "toolCallResult")
            node_id = f"{i}.{j}"
            nodes.append(Node(node_id, parent, text(v.get("role")), "".join(words), created + i * 1e-3 + j * 1e-6))
            if j == chosen:
                next_parent = node_id
        parent = next_parent
    if tools:
        notes.append(left_out("tool step", tools))
    system = text(d.get("systemPrompt"))
    if system.strip():
        nodes = [Node("system", None, "system", system, created), *(
            Node(n.id, n.parent or "system", n.role, n.text, n.time) for n in nodes)]
    return [Conversation("lmstudio", source, text(d.get("name")), created, seconds(d.get("lastUsedAt")) or created,
                         nodes, parent, notes)]
