"""Images attached to messages (app/sessions/images.py): the store keeps them by the hash of their
pixels and refuses one altered on disk; exports carry them; and on the demo model with the zoo's
projector an image chat reopens warm in a new engine and goes on exactly as if never closed."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from app.engine import Engine
from app.sessions import ChatRunner, SessionStore
from app.sessions.errors import AttachmentMissing
from app.sessions.images import ImageRef, ImageStore, images_from
from tests.engine.local.test_vision import image
from tests.support.helpers import greedy_session
from tests.support.zoo_vision import build_gemma3_projector


def test_the_store_keeps_pixels_by_their_hash_and_refuses_an_altered_file(tmp_path: Path) -> None:
    store = ImageStore(tmp_path)
    picture = image(3, 40, 30)
    ref = store.put(picture, "harbour\n.png")
    assert ref == ImageRef(picture.sha256, "harbour .png", 40, 30)
    assert ImageStore(tmp_path).load(ref) == picture  # from the PNG on disk: the same pixels and hash
    other = image(4, 40, 30)
    store.path(picture.sha256).write_bytes(store.path(store.put(other, "x").sha256).read_bytes())
    with pytest.raises(AttachmentMissing, match="altered or replaced"):
        ImageStore(tmp_path).load(ref)
    assert ImageStore(tmp_path).put(picture, "harbour.png").sha256 == picture.sha256  # attached again: written again
    assert ImageStore(tmp_path).load(ref) == picture
    store.path(picture.sha256).unlink()
    with pytest.raises(AttachmentMissing, match="missing"):
        ImageStore(tmp_path).load(ref)
    assert store.collect({other.sha256}) == 0 and store.collect(set()) == 1


def test_entries_are_checked_as_a_hostile_record() -> None:
    good = {"sha256": "a" * 64, "name": "cat.png", "width": 10, "height": 5}
    assert images_from([good, {"sha256": "../etc"}, "x", {**good, "width": -1, "name": 7}]) == [
        ImageRef("a" * 64, "cat.png", 10, 5), ImageRef("a" * 64, "image", 0, 5)]
    assert images_from({"not": "a list"}) == []


def test_an_export_carries_its_images_and_an_import_checks_them(data_dir: Path, tmp_path: Path) -> None:
    store = SessionStore(data_dir)
    session = store.create()
    session.messages = []
    from app.sessions.model import Message

    ref = store.images.put(image(5, 20, 20), "map.png")
    session.messages.append(Message("user", "What is this?", images=[ref]))
    store.save(session)
    out = tmp_path / "chat.json"
    store.export_json(session.id, out)
    other = SessionStore(tmp_path / "elsewhere")
    imported = other.import_json(out)
    assert imported.messages[0].images == [ref] and other.images.load(ref).sha256 == ref.sha256
    data = json.loads(out.read_text())
    data["images"][ref.sha256] = data["images"][ref.sha256][:-40] + "A" * 40  # damaged
    out.write_text(json.dumps(data))
    with pytest.raises(Exception, match="not an image|not the image"):
        SessionStore(tmp_path / "third").import_json(out)


@pytest.mark.slow  # the demo model twice, and its projector
def test_an_image_chat_reopens_warm_and_goes_on_exactly(model_path: Path, data_dir: Path,
                                                        make_engine: Callable[..., Engine]) -> None:
    projector = str(build_gemma3_projector(model_path.parent))
    store = SessionStore(data_dir)
    runner = ChatRunner(store, make_engine(model_path, projector=projector), max_tokens=8)
    greedy_session(runner)
    ref = store.images.put(image(1), "garden.png")
    first = runner.send("What is in this picture?", images=[ref])
    assert first is not None and first.stats is not None
    assert first.stats["prompt_decoded"] > 16  # the image's 16 tokens were read with the text
    runner.save_cache()
    assert runner.active is not None
    sid = runner.active.id

    reopened = ChatRunner(SessionStore(data_dir), make_engine(model_path, projector=projector), max_tokens=8)
    opened = reopened.open(sid)
    assert opened is not None and opened.kind == "warm"
    answer = reopened.send("And its colours?")
    never_closed = runner.send("And its colours?")
    assert answer is not None and never_closed is not None and answer.stats is not None
    assert answer.text == never_closed.text and answer.text
    assert answer.stats["prompt_decoded"] < 30  # the new question only: the image stayed read
    assert [m.images for m in reopened.store.load(sid).messages] == [[ref], [], [], []]


@pytest.mark.slow
def test_a_missing_image_is_said_and_left_out_and_no_projector_reads_the_text(
        model_path: Path, data_dir: Path, make_engine: Callable[..., Engine]) -> None:
    projector = str(build_gemma3_projector(model_path.parent))
    store = SessionStore(data_dir)
    runner = ChatRunner(store, make_engine(model_path, projector=projector), max_tokens=4)
    greedy_session(runner)
    ref = store.images.put(image(2), "gone.png")
    assert runner.send("Describe it.", images=[ref]) is not None
    assert store.images.collect(set()) == 1  # the file, and the pixels kept in memory
    again = runner.regenerate()  # read again from where the image was, told it is gone
    assert again is not None and runner.engine is not None and min(runner.engine.tokens) >= 0
    assert any("gone.png" in w and "no longer available" in w for w in runner.warnings)
    text_only = ChatRunner(SessionStore(data_dir), make_engine(model_path), max_tokens=4)
    assert text_only.open(runner.active.id if runner.active else "") is not None
    reply = text_only.send("Then tell me a story.")
    assert reply is not None and reply.stats is not None
    assert any("reads the text only" in w for w in text_only.warnings)
    assert text_only.engine is not None and min(text_only.engine.tokens) >= 0  # the text alone, read again
