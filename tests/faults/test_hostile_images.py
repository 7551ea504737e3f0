"""Hostile images (issue 35's rows): damaged, cut, bomb, CMYK, animated and disguised files given
to the composer as a person would (a drop), and an image chat whose stored picture was replaced
by another at the same place. Never a crash, never a lost word: each bad file is a one-line
reason and no chip; the good ones go on; the replaced picture reopens warm, then is said to be
gone and the chat is read again from where it was, the other words kept."""

from __future__ import annotations

import io
import os
import random
import struct
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image
from pytestqt.qtbot import QtBot

from app.engine import Engine
from app.sessions import ChatRunner, SessionStore
from app.sessions.attachments import AttachmentStore
from app.ui.window.composer import Composer
from tests.engine.local.test_vision import image
from tests.support.helpers import greedy_session
from tests.support.zoo_vision import build_gemma3_projector


def _png(size: tuple[int, int], colour: tuple[int, ...], mode: str = "RGB", fmt: str = "PNG", **kw: object) -> bytes:
    out = io.BytesIO()
    Image.new(mode, size, colour).save(out, fmt, **kw)
    return out.getvalue()


def _bomb() -> bytes:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 50_000, 50_000, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\0" * 4096)) + chunk(b"IEND", b""))


def test_every_hostile_file_is_a_reason_and_the_good_ones_go_on(qtbot: QtBot, tmp_path: Path, fault_seed: int) -> None:
    rng = random.Random(fault_seed)
    good = _png((40, 30), (10, 200, 30))
    damaged = bytearray(good)
    for _ in range(8):
        damaged[rng.randrange(40, len(damaged))] = rng.randrange(256)
    frames = [Image.new("RGB", (8, 8), c) for c in ((255, 0, 0), (0, 0, 255))]
    gif = io.BytesIO()
    frames[0].save(gif, "GIF", save_all=True, append_images=frames[1:], loop=0)
    files = {"good.png": (good, True), "cut.png": (good[: len(good) // 2], False), "bomb.png": (_bomb(), False),
             "cmyk.jpg": (_png((12, 12), (0, 255, 255, 0), "CMYK", "JPEG"), True),
             "animated.gif": (gif.getvalue(), True), "text.png": (b"not an image at all\n" * 10, False),
             "empty.webp": (b"", False), "damaged.png": (bytes(damaged), None)}  # damaged: either, never a crash
    for name, (data, _) in files.items():
        (tmp_path / name).write_bytes(data)
    os.mkfifo(tmp_path / "fifo.png")  # no writer: a plain open() would hold its worker for good
    files["fifo.png"] = (b"", False)
    composer = Composer(AttachmentStore(tmp_path / "data"))
    qtbot.addWidget(composer)
    reasons: list[str] = []
    composer.attachments.failed.connect(reasons.append)
    composer.attachments.add_files([tmp_path / name for name in files])
    qtbot.waitUntil(lambda: not composer.attachments.busy, timeout=20_000)
    shown = {ref.name for ref, _ in composer.attachments.images}
    for name, (_, ok) in files.items():
        if ok is True:
            assert name in shown, reasons
        elif ok is False:
            assert name not in shown and any(name in r or "image" in r for r in reasons), (name, reasons)
    assert len(shown) + len(reasons) == len(files) and all("\n" not in r and len(r) < 400 for r in reasons)
    assert any("50,000 × 50,000" in r or "more pixels" in r for r in reasons)


def test_a_picture_replaced_at_the_same_place_reopens_warm_then_is_said_and_read_again(
        model_path: Path, data_dir: Path, make_engine: Callable[..., Engine]) -> None:
    projector = str(build_gemma3_projector(model_path.parent))
    store = SessionStore(data_dir)
    runner = ChatRunner(store, make_engine(model_path, projector=projector), max_tokens=6)
    sid = greedy_session(runner)
    ref = store.images.put(image(1), "garden.png")
    assert runner.send("What is in this picture?", images=[ref]) is not None
    assert runner.send("And its colours?") is not None
    runner.save_cache()
    before = [m.text for m in store.load(sid).messages]
    other = store.images.put(image(2), "other.png")  # another picture in the first one's file
    store.images.path(ref.sha256).write_bytes(store.images.path(other.sha256).read_bytes())

    reopened = ChatRunner(SessionStore(data_dir), make_engine(model_path, projector=projector), max_tokens=6)
    opened = reopened.open(sid)
    assert opened is not None and opened.kind == "warm"  # the cache holds what was read then
    reply = reopened.send("Anything else?")
    assert reply is not None and reply.stats is not None
    assert any("garden.png" in w and "altered or replaced" in w for w in reopened.warnings)
    assert reply.stats["prompt_decoded"] > 20  # read again from where the picture was: no image in it now
    assert reopened.engine is not None and min(reopened.engine.tokens) >= 0
    assert [m.text for m in reopened.store.load(sid).messages][:4] == before  # no word lost


@pytest.mark.parametrize("projector_kind", ["missing", "a text model", "another width"])
def test_a_projector_that_cannot_be_used_leaves_a_text_model_with_the_reason(
        projector_kind: str, model_path: Path, small_model: Path, tmp_path: Path,
        make_engine: Callable[..., Engine]) -> None:
    path = {"missing": tmp_path / "mmproj-gone.gguf", "a text model": small_model,
            "another width": build_gemma3_projector(tmp_path, n_embd_text=512)}[projector_kind]
    engine = make_engine(model_path, projector=str(path))
    assert not engine.vision and engine.projector_error
    reply = engine.generate([{"role": "user", "content": "Still here?"}], max_tokens=4)
    reply.consume()
    assert reply.tokens
