"""Each app's export (tests/support/exports.py writes them in their real shapes) read by content,
previewed, imported as Emberly chats with every version kept, pictures and attached
documents kept, what cannot be carried said; a second import of the same export adds nothing."""

from __future__ import annotations

import json
from pathlib import Path

from app.sessions import SessionStore
from app.sessions.imports import import_chats, read_export
from tests.support import exports


def _versions(session: object) -> list[list[str]]:
    """Each message on the active path and its siblings' texts, oldest first."""
    return [[m.text for m in session.siblings(i)] for i in range(len(session.messages))]  # type: ignore[attr-defined]


def test_a_chatgpt_zip_keeps_its_tree_and_its_picture(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "data")
    found = read_export(exports.chatgpt_zip(tmp_path / "chatgpt-export.zip"), store)  # the name says nothing
    (conv,) = found.conversations
    assert conv.key == "chatgpt:c-1" and conv.counts() == (2, 5)  # shown, and in all versions
    (sid,) = import_chats(store, found, found.conversations)
    chat = store.load(sid)
    assert chat.title == "Rivers of Portugal" and chat.system_prompt == ""
    assert [m.text for m in chat.messages] == ["Name a river in Portugal, like this one.", "The Mondego, ✓ «river» 🌊."]
    assert _versions(chat) == [["Name a river.", "Name a river in Portugal, like this one."],
                               ["The Douro.", "The Mondego, ✓ «river» 🌊."]]
    (document,) = chat.messages[0].attachments  # the one the zip holds, read as an attached file is
    assert document.name == "notes.txt" and store.attachments.text(document).strip() == "Rivers: Tagus, Douro."
    picture = chat.messages[0].images[0]
    assert (picture.width, picture.height) == (64, 48) and store.images.load(picture).width == 64
    assert conv.notes == ["1 tool call message left out", "1 tool message left out",
                          "1 missing or unreadable attached file left out"]
    # The first question's answer is there as another version, and a switch to it shows it.
    chat.switch_to(next(m.id for m in chat.versions if m.text == "The Tagus."))
    assert [m.text for m in chat.messages] == ["Name a river.", "The Tagus."]

    again = read_export(tmp_path / "chatgpt-export.zip", store)
    assert again.imported == {"chatgpt:c-1"} and import_chats(store, again, again.conversations) == []


def test_claude_openwebui_lmstudio_and_jan(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "data")
    files = tmp_path / "files"
    files.mkdir()
    (files / "conversations.json").write_text(json.dumps(exports.claude_conversations()))
    (files / "chats.json").write_text(json.dumps(exports.openwebui_export()))
    (files / "1700000000.conversation.json").write_text(json.dumps(exports.lmstudio_conversation()))
    jan = exports.jan_thread(tmp_path / "jan")

    claude = store.load(_one(store, files / "conversations.json"))
    assert [m.text for m in claude.messages] == ["Summarise it shorter.", "1,200."]
    assert _versions(claude)[0] == ["Summarise this.", "Summarise it shorter."]
    first = next(m for m in claude.versions if m.text == "Summarise this.")
    assert first.attachments[0].name == "budget.txt" and store.attachments.text(first.attachments[0]) == "Rent 900. Food 300."

    owui = store.load(_one(store, files / "chats.json"))
    assert [m.text for m in owui.messages] == ["Colour?", "Crimson.", "Thanks"]
    assert _versions(owui)[1] == ["Red.", "Crimson."] and owui.messages[0].images[0].width == 64

    lms = store.load(_one(store, files / "1700000000.conversation.json"))
    assert lms.system_prompt == "You write short poems." and lms.title == "Poems"
    assert [m.text for m in lms.messages] == ["A haiku about rain.", "Grey drops on the roof."]
    assert _versions(lms)[1] == ["Rain taps the window.", "Grey drops on the roof."]

    trip = store.load(_one(store, jan))
    assert trip.title == "Trip ideas" and [m.text for m in trip.messages] == ["Where to in May?", "Lisbon."]
    assert trip.created == exports.T0


def _one(store: SessionStore, path: Path) -> str:
    found = read_export(path, store)
    assert len(found.conversations) == 1, found.conversations
    (sid,) = import_chats(store, found, found.conversations)
    return sid


def test_emberlys_own_export_is_one_of_the_formats(tmp_path: Path) -> None:
    from app.sessions.model import Message, Session

    source = SessionStore(tmp_path / "a")
    chat = Session(title="Own", messages=[Message("user", "Hi"), Message("assistant", "Hello")])
    source.save(chat)
    source.export_json(chat.id, tmp_path / "own.json")
    store = SessionStore(tmp_path / "b")
    found = read_export(tmp_path / "own.json", store)
    assert [(c.format, c.title, c.counts()) for c in found.conversations] == [("emberly", "Own", (2, 2))]
    (sid,) = import_chats(store, found, found.conversations)
    assert [m.text for m in store.load(sid).messages] == ["Hi", "Hello"]
    assert read_export(tmp_path / "own.json", store).imported == {f"emberly:{chat.id}"}
