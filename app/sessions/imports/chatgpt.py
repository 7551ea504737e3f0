"""ChatGPT's export (`conversations.json`, in the zip it mails; or one conversation as an object,
as its API and browser exporters write it): conversations, each a `mapping` of nodes ({id,
message, parent, children}) and the `current_node` shown last, so every regenerated and edited
version is a node of the tree. Messages ChatGPT hides (its system prompt,
custom instructions) are not kept; its tools' calls and results (code, browsing) are left out and
counted; pictures and documents the user sent are the zip's `file-…` files (a document is read as
Emberly reads an attached one)."""

from __future__ import annotations

from typing import Any

from .fields import ident, obj, seq, text
from .tree import MAX_NODES, Conversation, Node, seconds


def read(doc: Any) -> list[Conversation] | None:
    if isinstance(doc, dict) and "mapping" in doc:  # one conversation: ChatGPT's API, browser exporters
        doc = [doc]
    if not isinstance(doc, list) or not any(isinstance(c, dict) and "mapping" in c for c in doc[:20]):
        return None
    return [c for c in (_conversation(c) for c in doc) if c is not None]


def _conversation(c: Any) -> Conversation | None:
    if not isinstance(c, dict) or "mapping" not in c:
        return None
    mapping = obj(c.get("mapping"))  # empty (or null): a chat with no messages, listed as skipped
    nodes = [n for n in (_node(key, value) for key, value in list(mapping.items())[:MAX_NODES]) if n is not None]
    source = ident(c.get("conversation_id")) or ident(c.get("id")) or f"untitled-{seconds(c.get('create_time'))}"
    return Conversation("chatgpt", source, text(c.get("title")), seconds(c.get("create_time")),
                        seconds(c.get("update_time")), nodes, ident(c.get("current_node")))


def _node(key: Any, value: Any) -> Node | None:
    node = obj(value)
    node_id = ident(node.get("id")) or ident(key)
    if node_id is None:
        return None
    message = obj(node.get("message"))
    role = text(obj(message.get("author")).get("role"))
    metadata = obj(message.get("metadata"))
    content = obj(message.get("content"))
    kind = text(content.get("content_type"))
    if not message or metadata.get("is_visually_hidden_from_conversation") is True or kind == "user_editable_context":
        role = ""  # the root, or what ChatGPT does not show: not kept, not counted
    elif role == "assistant" and (text(message.get("recipient")) not in ("", "all") or kind == "code"):
        role = "tool call"  # the model calling one of ChatGPT's tools
    elif role == "assistant" and kind in ("thoughts", "reasoning_recap"):
        role = "reasoning summary"
    words, images = [], []
    for part in seq(content.get("parts")):
        if isinstance(part, str):
            words.append(part)
        elif isinstance(part, dict) and part.get("content_type") == "image_asset_pointer":
            pointer = text(part.get("asset_pointer"))
            if pointer:
                images.append(pointer.split("://", 1)[-1])
    if kind not in ("text", "multimodal_text", "") and role in ("user", "assistant"):
        words = [text(content.get("text"))] if kind != "code" else words
    # A picture is listed in `attachments` too, with or without its mimeType: carried as an image, not a file.
    files = [(text(a.get("name")) or "file", text(a.get("id"))) for a in map(obj, seq(metadata.get("attachments")))
             if text(a.get("id")) not in ("", *images) and not text(a.get("mimeType")).startswith("image/")]
    return Node(node_id, ident(node.get("parent")), role, "\n".join(w for w in words if w), seconds(message.get("create_time")),
                images, files=files)
