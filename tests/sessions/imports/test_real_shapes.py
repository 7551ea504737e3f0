"""Issue 48, items 6-10: what other programs really send. Real samples (trimmed) are in
tests/sessions/fixtures/imports/ (SOURCES.md says where each came from); stand-ins in the same
fields, where no real sample was found, are in tests/support/exports.py."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from app.engine.prompt.reasoning import split_reasoning
from app.sessions import SessionStore
from app.sessions.imports import UnreadableExport, import_chats, read_export
from app.ui.window.import_chats import label_of, skipped_label
from tests.support import exports

FIXTURES = Path(__file__).parent.parent / "fixtures" / "imports"


def _write(tmp_path: Path, name: str, doc: Any) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _counts_match_the_import(store: SessionStore, path: Path) -> list[str]:
    """Imports every chat of `path`, checking the preview's counts against each chat made; returns the ids."""
    found = read_export(path, store)
    counts = [c.counts() for c in found.conversations]
    ids = import_chats(store, found, found.conversations)
    for sid, (shown, everything) in zip(ids, counts, strict=True):
        chat = store.load(sid)
        assert (shown, everything) == (len(chat.messages), len(chat.all_messages())), chat.title
    return ids


@pytest.mark.parametrize("pointer", [True, False], ids=["pointer-and-links", "old-export"])
def test_claude_reply_sharing_its_questions_time_is_the_last_shown(tmp_path: Path, pointer: bool) -> None:
    """Item 6: the export's pointer (or, without it, the file's order), never the newest by time."""
    store = SessionStore(tmp_path / "data")
    (sid,) = _counts_match_the_import(store, _write(tmp_path, "tie.json", [exports.claude_same_time(pointer)]))
    chat = store.load(sid)
    assert [m.text for m in chat.messages] == ["Why are there tides?", "The Moon's pull.", "How often?", "Twice a day."]
    assert chat.versions == []


def test_claude_chats_with_nothing_readable_are_skipped_and_said(tmp_path: Path) -> None:
    """Item 7: no empty chat is made; each is listed with its reason; only what is imported is counted."""
    store = SessionStore(tmp_path / "data")
    found = read_export(_write(tmp_path, "conversations.json", exports.claude_empty_texts()), store)
    assert [c.title for c in found.conversations] == ["Words"] and found.conversations[0].counts() == (2, 2)
    assert [(c.title, why) for c, why in found.skipped] == [
        ("Empty one", "its 2 messages have no text in the export"),
        ("Empty two", "its 2 messages have no text in the export")]
    assert skipped_label(*found.skipped[0]) == "Empty one · Claude · skipped: its 2 messages have no text in the export"
    (sid,) = import_chats(store, found, found.conversations)
    assert [s.id for s in store.list()] == [sid]

    only_empty = _write(tmp_path, "empty.json", exports.claude_empty_texts()[:2])
    with pytest.raises(UnreadableExport, match=r"empty.json: none of its 2 chats has anything to import .*no text"):
        read_export(only_empty, store)


def test_preview_counts_are_what_the_import_makes(tmp_path: Path, qapp: Any) -> None:
    """Item 8: tool nodes and empty replies between messages no longer break the path counted
    (the preview's words as the app says them: `qapp` holds Emberly's English plural forms)."""
    store = SessionStore(tmp_path / "data")
    code = _write(tmp_path, "code.json", [exports.chatgpt_code_interpreter()])
    found = read_export(code, store)
    assert found.conversations[0].counts() == (2, 2)
    assert "2 messages" in label_of(found.conversations[0], False)
    assert "more in other versions" not in label_of(found.conversations[0], False)
    _counts_match_the_import(store, code)
    # A real one: hidden custom instructions and system notes, an empty assistant node between the
    # question and its answer, and the instructions' node the newest by time (the path is ChatGPT's pointer).
    (sid,) = _counts_match_the_import(store, FIXTURES / "chatgpt-one-conversation.json")
    chat = store.load(sid)
    assert [m.role for m in chat.messages] == ["user", "assistant"] and chat.system_prompt == ""
    assert chat.messages[0].text.startswith("ME:\n\nWhere in the spectrum of Mexican society")
    assert chat.messages[1].text.startswith("Absolutely — I can provide both **primary quotes")
    # Every shape the other tests use: counted as imported.
    for i, doc in enumerate([[exports.chatgpt_conversation()], exports.claude_conversations(),
                             exports.openwebui_export(), exports.lmstudio_conversation()]):
        _counts_match_the_import(SessionStore(tmp_path / f"data-{i}"), _write(tmp_path, f"shape-{i}.json", doc))


def test_single_chat_shapes_are_read(tmp_path: Path) -> None:
    """Item 9: one ChatGPT conversation as an object, one claude.ai conversation, Open WebUI's
    bare chat (its single-chat download) and its older bare chats without a history."""
    store = SessionStore(tmp_path / "data")
    (gpt,) = read_export(FIXTURES / "chatgpt-one-conversation.json", store).conversations
    assert (gpt.format, gpt.title, gpt.counts()) == ("chatgpt", "Indigenous DNA in Mexico", (2, 2))
    (claude,) = read_export(_write(tmp_path, "one.json", exports.claude_same_time()), store).conversations
    assert (claude.format, claude.title) == ("claude", "Tides")

    (sid,) = _counts_match_the_import(store, FIXTURES / "openwebui-bare-chat.json")
    chat = store.load(sid)
    assert chat.title == "🧠 Goldwater Rule Ethics" and [m.role for m in chat.messages] == ["user", "assistant"]
    assert chat.messages[1].text.startswith("The principle you''re referring to")
    (sid,) = _counts_match_the_import(store, _write(tmp_path, "legacy.json", exports.openwebui_legacy_chats()))
    assert [m.text for m in store.load(sid).messages] == ["Hello?", "Hi there."]


def test_a_list_of_chats_without_messages_is_named(tmp_path: Path) -> None:
    """Item 9: what cannot be imported is named with what it is and why."""
    store = SessionStore(tmp_path / "data")
    listing = [{"uuid": "c1", "name": "Tides", "created_at": "2024-02-01T09:00:00Z", "updated_at": "2024-02-01T09:02:00Z",
                "current_leaf_message_uuid": "a2", "is_starred": False}]
    with pytest.raises(UnreadableExport, match=r"list.json holds no chats: it is a Claude chat without its messages"):
        read_export(_write(tmp_path, "list.json", listing), store)
    gpt = {"items": [{"id": "x", "title": "Sums", "create_time": "2024-05-01T10:00:00Z"}], "total": 1}
    with pytest.raises(UnreadableExport, match=r"ChatGPT chats without their messages"):
        read_export(_write(tmp_path, "gpt-list.json", gpt), store)


def test_chatgpt_empty_chats_are_skipped_and_said(tmp_path: Path) -> None:
    """Item 7, ChatGPT's: a chat whose mapping is empty, or holds only the hidden root and system
    nodes, is listed with its reason, never dropped unsaid nor made an empty chat."""
    store = SessionStore(tmp_path / "data")
    hidden = exports.chatgpt_conversation("c-hidden", "Only hidden")
    hidden["mapping"] = {k: v for k, v in hidden["mapping"].items() if k in ("root", "sys")}
    hidden["current_node"] = "sys"
    empty = {**exports.chatgpt_conversation("c-empty", "Nothing at all"), "mapping": {}, "current_node": None}
    doc = [empty, hidden, exports.chatgpt_conversation()]
    found = read_export(_write(tmp_path, "conversations.json", doc), store)
    assert [c.title for c in found.conversations] == ["Rivers of Portugal"]
    assert [(c.title, why) for c, why in found.skipped] == [
        ("Nothing at all", "it has no messages"), ("Only hidden", "it has no message of the user or the assistant")]
    assert skipped_label(*found.skipped[0]) == "Nothing at all · ChatGPT · skipped: it has no messages"
    with pytest.raises(UnreadableExport, match=r"one.json: its one chat has nothing to import \(it has no messages\)"):
        read_export(_write(tmp_path, "one.json", empty), store)


def test_chatgpt_pictures_are_images_not_missing_files(tmp_path: Path) -> None:
    """A real question with a picture: its pointer in `parts`, and the same file in `attachments`
    without a mimeType. It is the question's image, never also counted as an attached file."""
    store = SessionStore(tmp_path / "data")
    found = read_export(FIXTURES / "chatgpt-picture.json", store)
    import_chats(store, found, found.conversations)
    assert found.conversations[0].notes == ["1 image not in the export left out"]  # one JSON carries no picture

    photo = io.BytesIO()
    Image.new("RGB", (64, 48), (200, 120, 20)).save(photo, "JPEG")
    doc = json.loads((FIXTURES / "chatgpt-picture.json").read_text(encoding="utf-8"))
    with zipfile.ZipFile(tmp_path / "export.zip", "w") as z:  # ChatGPT's zip: the file named by its id, then its name
        z.writestr("conversations.json", json.dumps([doc]))
        z.writestr("file-6y9faxjcnXrzx8UTUQepS7-BE5F438F-8A64-4D2D-A395-F81569CBD555.jpeg", photo.getvalue())
    store = SessionStore(tmp_path / "data-zip")
    found = read_export(tmp_path / "export.zip", store)
    (sid,) = import_chats(store, found, found.conversations)
    question = store.load(sid).messages[0]
    assert (question.text, len(question.images), question.attachments) == ("Interpret this painting ", 1, [])
    assert found.conversations[0].notes == []


def test_claude_thinking_is_kept_as_the_replys_reasoning(tmp_path: Path) -> None:
    """Item 10: a thinking block is the reply's reasoning, as Emberly's reasoning models show it."""
    store = SessionStore(tmp_path / "data")
    found = read_export(FIXTURES / "claude-thinking.json", store)
    (sid,) = import_chats(store, found, found.conversations)
    reply = store.load(sid).messages[1]
    parts = split_reasoning(reply.text)
    assert parts.thinking == "The user asked for a greeting. I should respond warmly and invite further conversation."
    assert parts.answer == "Hello there! It's great to hear from you."


def test_claude_pictures_not_in_the_export_are_said(tmp_path: Path) -> None:
    """Item 10: a picture the export names but does not carry is said in the chat's notes."""
    (conv,) = read_export(FIXTURES / "claude-thinking.json", SessionStore(tmp_path / "data")).conversations
    assert conv.notes == ["1 picture named but not in the export"]
    assert "1 picture named but not in the export" in label_of(conv, False)


def test_openwebui_pictures_on_its_server_are_said(tmp_path: Path) -> None:
    """Item 10: Open WebUI's pictures named by a link to its server are not in the export: said."""
    store = SessionStore(tmp_path / "data")
    doc = exports.openwebui_export()
    doc[0]["chat"]["history"]["messages"]["q2"]["files"] = [{"type": "image", "url": "/api/v1/files/abc/content"}]
    (conv,) = read_export(_write(tmp_path, "owui.json", doc), store).conversations
    assert conv.notes == ["1 picture named but not in the export"]
