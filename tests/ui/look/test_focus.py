"""The keyboard's place is always visible (WCAG 2.4.7, measured as 2.4.11/2.4.13 do): Tab through
the window and the dialogs a person opens most, in both themes, and every control the focus lands
on looks different focused than not — by at least a one-pixel ring around it of pixels whose
colour changes by 3:1 or more (corners, rounded, may take a fifth). Each control is photographed
with the focus on it and again after Tab took the focus away, as a person sees it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import chain

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.ui.look import contrast
from app.ui.window.main_window import MainWindow
from tests.support.dialogs import dialogs
from tests.support.helpers import screenshot

RING = 0.8  # of the control's perimeter, in pixels changed by 3:1: a one-pixel ring, less rounded corners


def luminances(widget: QWidget) -> np.ndarray:
    """WCAG relative luminance of each pixel of `widget` as it is drawn (app.ui.look.contrast's, per pixel)."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    bgr = rows[:, :image.width() * 4].reshape(image.height(), image.width(), 4)[..., :3] / 255.0
    linear = np.where(bgr <= 0.04045, bgr / 12.92, ((bgr + 0.055) / 1.055) ** 2.4)
    return linear @ np.array([0.0722, 0.7152, 0.2126])  # B, G, R as RGB32 lays them out in memory


def changed_by_3(before: np.ndarray, after: np.ndarray) -> int:
    ratio = (np.maximum(before, after) + 0.05) / (np.minimum(before, after) + 0.05)
    return int((ratio >= 3).sum())


def tab_walk(root: QWidget) -> Iterator[tuple[QWidget, np.ndarray, np.ndarray]]:
    """(control, as it looks focused, as it looks once Tab moved on) along `root`'s Tab order, once round."""
    root.activateWindow()
    focused: list[tuple[QWidget, np.ndarray]] = []
    for _ in range(80):
        QTest.keyClick(QApplication.focusWidget() or root, Qt.Key.Key_Tab)
        QApplication.processEvents()
        now = QApplication.focusWidget()
        assert now is not None and now.window() is root, f"Tab left {type(root).__name__}"
        if focused:
            before, look = focused[-1]
            if before is not now:
                yield before, look, luminances(before)
        if any(w is now for w, _ in focused):
            return
        focused.append((now, luminances(now)))


def pages(w: MainWindow) -> Iterator[QWidget]:
    """The window as it first shows (the welcome, with no model), then with a conversation."""
    from app.sessions.message import Message

    yield w
    w.chat.set_messages([Message("user", "Name a river."), Message("assistant", "The Danube.")], new_chat=True)
    w._update_page()
    QApplication.processEvents()
    assert w.pages.currentWidget() is w.chat
    yield w


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_control_the_keyboard_reaches_shows_it(scheme: str, look: Callable[[str], None], bare_window: MainWindow,
                                                     qtbot: QtBot) -> None:
    look(scheme)
    w = bare_window
    w.resize(1280, 800)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    faint: list[str] = []
    reached: list[str] = []
    for root in chain(pages(w), dialogs(w)):  # each dialog shown while its turn lasts
        qtbot.waitUntil(lambda root=root: QApplication.activeWindow() is root)  # type: ignore[misc]
        for control, on, off in tab_walk(root):
            reached.append(type(control).__name__)
            need = RING * 2 * (control.width() + control.height())
            if (n := changed_by_3(off, on)) < need:
                faint.append(f"{type(root).__name__} › {type(control).__name__} {control.accessibleName() or control.objectName()!r}: "
                             f"{n} pixels changed by 3:1, {need:.0f} needed")
        if root is w:
            screenshot(w, f"focus-{scheme}.png")  # the conversation's ring, after the second walk
    assert len(reached) > 40 and "ChatView" in reached, f"the Tab walks reached only {reached}"
    assert not faint, f"focus hardly visible ({scheme}):\n" + "\n".join(faint)


def test_the_per_pixel_luminance_is_the_contrast_modules(qtbot: QtBot) -> None:
    swatch = QWidget()
    qtbot.addWidget(swatch)
    swatch.setStyleSheet("background: #c2410c;")
    swatch.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
    swatch.resize(8, 8)
    assert np.allclose(luminances(swatch), contrast.luminance("#c2410c"))
