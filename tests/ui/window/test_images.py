"""Images in the window: a vision model loaded with its projector (the header says so), a picture
dropped and one pasted from the clipboard shown as thumbnail chips, sent with the message, shown
as chips in it, and a click shows the image as the model reads it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtCore import QMimeData, QUrl
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.engine import LoadParams
from app.runtime import requests as rq
from app.settings import Settings
from app.ui.look.appearance import apply_appearance
from app.ui.window.images import ImageViewer
from app.ui.window.main_window import MainWindow
from tests.support.helpers import screenshot, type_and_send, wait_idle
from tests.support.zoo_vision import build_gemma3_projector

pytestmark = pytest.mark.slow  # a model load with its projector and a reply: the full suite runs it


def test_pictures_dropped_and_pasted_go_with_the_message(qtbot: QtBot, window: MainWindow, small_model: Path,
                                                         tmp_path: Path, themed: None) -> None:
    projector = build_gemma3_projector(small_model.parent)
    window.load_model(str(small_model), LoadParams(n_ctx=4096, projector=str(projector)))
    qtbot.waitUntil(lambda: window.model_info is not None and window.model_info.vision, timeout=60_000)
    wait_idle(qtbot, window)
    assert "vision" in window.model_button.text()

    photo = tmp_path / "lighthouse.png"
    Image.new("RGB", (320, 200), (30, 90, 200)).save(photo)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(photo))])
    window.composer.edit.insertFromMimeData(mime)  # a drop
    pasted = QImage(120, 80, QImage.Format.Format_RGB32)
    pasted.fill(QColor(220, 120, 20))
    clip = QMimeData()
    clip.setImageData(pasted)
    window.composer.edit.insertFromMimeData(clip)  # a picture from the clipboard
    bar = window.composer.attachments
    qtbot.waitUntil(lambda: len(bar.images) == 2, timeout=10_000)
    assert [bar._chips[i].button.text() for i in (0, 1)] == ["lighthouse.png · 320 × 200", "pasted image · 120 × 80"]
    assert window.composer.edit.toPlainText() == ""
    for theme in ("light", "dark"):
        apply_appearance(Settings(theme=theme))
        qtbot.wait(50)
        screenshot(window, f"images-composer-{theme}.png")

    # What is tested is the prompt (the pictures read with the text), not the reply: unbounded, the
    # base model wrote to its 1,024-token limit, over 240 s on a busy machine.
    window.controller.submit(rq.SetLimits(max_tokens=32))
    wait_idle(qtbot, window)  # its request over: Enter while one runs is not a send
    type_and_send(qtbot, window, "What do these show?")
    wait_idle(qtbot, window)
    assert window.session is not None
    sent = window.session.messages[-2]
    assert [i.name for i in sent.images] == ["lighthouse.png", "pasted image"] and not bar.images
    qtbot.waitUntil(lambda: set(window.chat.thumbnails) == {i.sha256 for i in sent.images}, timeout=10_000)
    assert window.chat.thumbnails[sent.images[0].sha256].width() == 40  # 320 × 200: 40 × 25 in the message
    reply = window.session.messages[-1]
    assert reply.stats is not None and reply.stats["prompt_decoded"] > 32  # two images of 16 tokens, and the text
    window._show_sent_document(len(window.session.messages) - 2, 0)  # the first chip of the sent message
    qtbot.waitUntil(lambda: any(isinstance(w, ImageViewer) and w.isVisible() for w in QApplication.topLevelWidgets()),
                    timeout=10_000)
    (viewer,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, ImageViewer) and w.isVisible()]
    assert viewer.picture.pixmap().width() == 320 and viewer.windowTitle() == "lighthouse.png · 320 × 200"
    screenshot(viewer, "images-viewer.png")
    viewer.close()
    window.chat.scrollToTop()
    for theme in ("light", "dark"):
        apply_appearance(Settings(theme=theme))
        qtbot.wait(50)
        screenshot(window, f"images-sent-{theme}.png")
