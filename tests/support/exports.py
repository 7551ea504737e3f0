"""Other apps' exports, written as they write them (their public descriptions and real exports'
shapes): ChatGPT's conversations.json (a mapping tree with hidden system nodes, tool calls,
regenerations and edits, pictures as file-service pointers to the zip's files), Claude's (a list
of chat_messages with attachments' extracted text), Open WebUI's (a history.messages tree),
LM Studio's conversation file (versions per message) and Jan's thread folder."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path
from typing import Any

from PIL import Image

T0 = 1_700_000_000.0


def _node(node_id: str, parent: str | None, children: list[str], role: str | None, text: str = "", t: float = T0,
          **extra: Any) -> dict[str, Any]:
    message = None if role is None else {
        "id": node_id, "author": {"role": role, "name": None, "metadata": {}}, "create_time": t, "update_time": None,
        "content": extra.pop("content", {"content_type": "text", "parts": [text]}), "status": "finished_successfully",
        "end_turn": True, "weight": 1.0, "metadata": extra.pop("metadata", {}), "recipient": extra.pop("recipient", "all")}
    return {"id": node_id, "message": message, "parent": parent, "children": children}


def chatgpt_conversation(conv_id: str = "c-1", title: str = "Rivers of Portugal") -> dict[str, Any]:
    """A tree: a hidden system message, a question edited once (two versions), the second answered
    twice (a regenerate; the second shown), a tool call and its output before the first answer,
    and a picture and two documents sent with the question (one of them not in the zip)."""
    mapping = {
        "root": _node("root", None, ["sys"], None),
        "sys": _node("sys", "root", ["u1", "u1b"], "system", "", metadata={"is_visually_hidden_from_conversation": True}),
        "u1": _node("u1", "sys", ["a1"], "user", "Name a river.", T0 + 1),
        "a1": _node("a1", "u1", [], "assistant", "The Tagus.", T0 + 2),
        "u1b": _node("u1b", "sys", ["call", "a2b"], "user", "", T0 + 3, metadata={"attachments": [
            {"id": "file-Doc9", "name": "notes.txt", "mimeType": "text/plain", "size": 24},
            {"id": "file-Gone", "name": "lost.pdf", "mimeType": "application/pdf", "size": 9}]}, content={
            "content_type": "multimodal_text", "parts": [
                {"content_type": "image_asset_pointer", "asset_pointer": "file-service://file-AbC123", "width": 64,
                 "height": 48}, "Name a river in Portugal, like this one."]}),
        "call": _node("call", "u1b", ["out"], "assistant", "", T0 + 4, recipient="python",
                      content={"content_type": "code", "language": "python", "text": "print('Douro')"}),
        "out": _node("out", "call", ["a2"], "tool", "", T0 + 5,
                     content={"content_type": "execution_output", "text": "Douro"}),
        "a2": _node("a2", "out", [], "assistant", "The Douro.", T0 + 6),
        "a2b": _node("a2b", "u1b", [], "assistant", "The Mondego, ✓ «river» 🌊.", T0 + 7),
    }
    return {"title": title, "create_time": T0, "update_time": T0 + 7, "mapping": mapping, "current_node": "a2b",
            "conversation_id": conv_id, "id": conv_id, "default_model_slug": "gpt-4o", "is_archived": False}


def png(color: tuple[int, int, int] = (20, 120, 200), size: tuple[int, int] = (64, 48)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, color).save(out, "PNG")
    return out.getvalue()


def chatgpt_zip(path: Path, conversations: list[dict[str, Any]] | None = None) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("conversations.json", json.dumps(conversations or [chatgpt_conversation()]))
        z.writestr("file-AbC123-river.png", png())
        z.writestr("file-Doc9-notes.txt", "Rivers: Tagus, Douro.\n")
        z.writestr("chat.html", "<html></html>")
        z.writestr("user.json", json.dumps({"id": "user-1"}))
    return path


def claude_conversations() -> list[dict[str, Any]]:
    root = "00000000-0000-4000-8000-000000000000"
    return [{
        "uuid": "9f1c-aa", "name": "Budget review", "created_at": "2025-03-01T10:00:00.000000+00:00",
        "updated_at": "2025-03-01T10:05:00Z", "account": {"uuid": "acc"},
        "chat_messages": [
            {"uuid": "m1", "text": "Summarise this.", "sender": "human", "created_at": "2025-03-01T10:00:00Z",
             "content": [{"type": "text", "text": "Summarise this."}], "parent_message_uuid": root,
             "attachments": [{"file_name": "budget.txt", "file_size": 20, "file_type": "text/plain",
                              "extracted_content": "Rent 900. Food 300."}], "files": []},
            {"uuid": "m2", "text": "", "sender": "assistant", "created_at": "2025-03-01T10:00:05Z",
             "parent_message_uuid": "m1", "content": [
                 {"type": "tool_use", "name": "calc", "input": {"x": 1}},
                 {"type": "text", "text": "Rent and food: 1,200 a month."}], "attachments": [], "files": []},
            {"uuid": "m3", "text": "Summarise it shorter.", "sender": "human", "created_at": "2025-03-01T10:01:00Z",
             "parent_message_uuid": root, "content": [{"type": "text", "text": "Summarise it shorter."}]},
            {"uuid": "m4", "text": "1,200.", "sender": "assistant", "created_at": "2025-03-01T10:01:05Z",
             "parent_message_uuid": "m3", "content": [{"type": "text", "text": "1,200."}]},
        ]}]


def openwebui_export() -> list[dict[str, Any]]:
    import base64

    url = "data:image/png;base64," + base64.b64encode(png((200, 30, 30))).decode()
    messages = {
        "q": {"id": "q", "parentId": None, "childrenIds": ["r1", "r2"], "role": "user", "content": "Colour?",
              "timestamp": T0, "files": [{"type": "image", "url": url}], "models": ["llama3"]},
        "r1": {"id": "r1", "parentId": "q", "childrenIds": [], "role": "assistant", "content": "Red.",
               "timestamp": T0 + 1, "model": "llama3"},
        "r2": {"id": "r2", "parentId": "q", "childrenIds": ["q2"], "role": "assistant", "content": "Crimson.",
               "timestamp": T0 + 2, "model": "llama3"},
        "q2": {"id": "q2", "parentId": "r2", "childrenIds": [], "role": "user", "content": "Thanks", "timestamp": T0 + 3},
    }
    return [{"id": "owui-1", "user_id": "u", "title": "Colours", "created_at": int(T0), "updated_at": int(T0) + 3,
             "chat": {"id": "", "title": "Colours", "models": ["llama3"],
                      "history": {"messages": messages, "currentId": "q2"},
                      "messages": [messages[k] for k in ("q", "r2", "q2")]}}]


def lmstudio_conversation() -> dict[str, Any]:
    def user(text: str) -> dict[str, Any]:
        return {"type": "singleStep", "role": "user", "content": [{"type": "text", "text": text}]}

    def reply(text: str) -> dict[str, Any]:
        return {"type": "multiStep", "role": "assistant", "senderInfo": {"senderName": "qwen"}, "steps": [
            {"type": "contentBlock", "stepIdentifier": "s", "content": [{"type": "text", "text": text}]},
            {"type": "toolCallRequest", "toolCallRequest": {"name": "x"}}]}

    return {"name": "Poems", "createdAt": int(T0 * 1000), "lastUsedAt": int(T0 * 1000) + 5000,
            "systemPrompt": "You write short poems.", "tokenCount": 40,
            "messages": [{"versions": [user("A haiku about rain.")], "currentlySelected": 0},
                         {"versions": [reply("Rain taps the window."), reply("Grey drops on the roof.")],
                          "currentlySelected": 1}]}


def jan_thread(folder: Path) -> Path:
    thread = folder / "threads" / "jan_1700000000"
    thread.mkdir(parents=True)
    (thread / "thread.json").write_text(json.dumps({"id": "jan_1700000000", "object": "thread", "title": "Trip ideas",
                                                    "created": int(T0 * 1000), "updated": int(T0 * 1000) + 9000}))
    lines = [{"id": "01", "thread_id": "jan_1700000000", "role": "user", "created_at": int(T0 * 1000),
              "content": [{"type": "text", "text": {"value": "Where to in May?", "annotations": []}}]},
             {"id": "02", "thread_id": "jan_1700000000", "role": "assistant", "created_at": int(T0 * 1000) + 3000,
              "content": [{"type": "text", "text": {"value": "Lisbon.", "annotations": []}}], "status": "ready"}]
    (thread / "messages.jsonl").write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    return folder / "threads"


# Issue 48: what the apps really send (the real samples are tests/sessions/fixtures/imports/; these
# are stand-ins in the same fields where no real sample was found).

def claude_same_time(pointer: bool = True) -> dict[str, Any]:
    """One claude.ai conversation (as an object) whose last question and its reply share
    `created_at`, as old exports write them; with or without the export's own pointer and links."""
    def message(uuid: str, parent: str, sender: str, words: str, at: str) -> dict[str, Any]:
        m = {"uuid": uuid, "text": words, "sender": sender, "index": 0, "created_at": at, "updated_at": at,
             "truncated": False, "attachments": [], "files": [], "content": [{"type": "text", "text": words}]}
        return {**m, "parent_message_uuid": parent} if pointer else m

    root = "00000000-0000-4000-8000-000000000000"
    conv = {"uuid": "c-tie", "name": "Tides", "created_at": "2024-02-01T09:00:00.000000+00:00",
            "updated_at": "2024-02-01T09:02:00.000000+00:00", "chat_messages": [
                message("h1", root, "human", "Why are there tides?", "2024-02-01T09:00:00.000000+00:00"),
                message("a1", "h1", "assistant", "The Moon's pull.", "2024-02-01T09:00:04.000000+00:00"),
                message("h2", "a1", "human", "How often?", "2024-02-01T09:02:00.000000+00:00"),
                message("a2", "h2", "assistant", "Twice a day.", "2024-02-01T09:02:00.000000+00:00")]}
    return {**conv, "current_leaf_message_uuid": "a2"} if pointer else conv


def claude_empty_texts() -> list[dict[str, Any]]:
    """A Claude export whose chats' messages have empty texts in `text` and in its `content`
    parts (two such chats), and one chat with words."""
    def chat(uuid: str, name: str, words: tuple[str, str]) -> dict[str, Any]:
        return {"uuid": uuid, "name": name, "created_at": "2024-05-01T10:00:00Z", "updated_at": "2024-05-01T10:01:00Z",
                "chat_messages": [{"uuid": f"{uuid}-{i}", "text": w, "sender": s, "created_at": "2024-05-01T10:00:00Z",
                                   "content": [{"type": "text", "text": w}], "attachments": [], "files": []}
                                  for i, (s, w) in enumerate(zip(("human", "assistant"), words, strict=True))]}

    return [chat("e1", "Empty one", ("", "")), chat("e2", "Empty two", ("", " ")), chat("w1", "Words", ("Hi", "Hello"))]


def chatgpt_code_interpreter() -> dict[str, Any]:
    """One ChatGPT conversation where the reply ran code twice (its calls and outputs in between)."""
    mapping = {
        "root": _node("root", None, ["u1"], None),
        "u1": _node("u1", "root", ["c1"], "user", "Sum 1..10 in Python.", T0 + 1),
        "c1": _node("c1", "u1", ["o1"], "assistant", "", T0 + 2, recipient="python",
                    content={"content_type": "code", "language": "unknown", "text": "sum(range(11))"}),
        "o1": _node("o1", "c1", ["c2"], "tool", "", T0 + 3, content={"content_type": "execution_output", "text": "55"}),
        "c2": _node("c2", "o1", ["o2"], "assistant", "", T0 + 4, recipient="python",
                    content={"content_type": "code", "language": "unknown", "text": "print(55)"}),
        "o2": _node("o2", "c2", ["a1"], "tool", "", T0 + 5, content={"content_type": "execution_output", "text": "55"}),
        "a1": _node("a1", "o2", [], "assistant", "It is 55.", T0 + 6),
    }
    return {"title": "Sums", "create_time": T0, "update_time": T0 + 6, "mapping": mapping, "current_node": "a1",
            "conversation_id": "c-code", "id": "c-code"}


def openwebui_legacy_chats() -> list[dict[str, Any]]:
    """Older Open WebUI's bare chat objects: no wrapper, no history tree, their messages in order."""
    return [{"id": "legacy-1", "title": "Old chat", "models": ["llama2"], "timestamp": int(T0 * 1000),
             "messages": [{"role": "user", "content": "Hello?", "timestamp": int(T0)},
                          {"role": "assistant", "content": "Hi there.", "timestamp": int(T0) + 1, "model": "llama2"}]}]
