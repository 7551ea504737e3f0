"""What the window shows, written to a JSON file ten times a second when `EMBERLY_TEST_PROBE`
names one: the real-desktop tests drive the app with a real keyboard and mouse from outside the
process, and read here what a person would see (where the focus is, whether the newest line is
in sight, the open chat, the context meter). Off unless asked for; costs nothing then."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPoint, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QWidget

if TYPE_CHECKING:
    from .window.main_window import MainWindow

ENV = "EMBERLY_TEST_PROBE"
INTERVAL_MS = 100


class Probe(QObject):
    def __init__(self, window: MainWindow, path: Path):
        super().__init__(window)
        self.window, self.path = window, path
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.write)
        self.timer.start(INTERVAL_MS)

    def state(self) -> dict[str, Any]:
        w = self.window
        focus = QApplication.focusWidget()
        bar = w.chat.verticalScrollBar()
        newest = w.chat.to_bottom
        return {
            "pid": os.getpid(),
            "active": w.isActiveWindow(),
            "focus": _describe(focus),
            "focus_in_composer": focus is not None and (focus is w.composer or w.composer.isAncestorOf(focus)),
            "session": w.session.id if w.session is not None else None,
            "messages": len(w.session.messages) if w.session is not None else 0,
            "generating": w.generating,
            "busy": w.controller.busy,  # the engine loop is doing something for the window
            "scroll": {"value": bar.value(), "maximum": bar.maximum(), "page": bar.pageStep()},
            "top_row": w.chat.top_row(),
            "following": w.chat.follow,
            "newest_button": newest.isVisible(),
            "newest_at": _centre(newest) if newest.isVisible() else None,
            "chat_at": _centre(w.chat),
            "search_text": w.sidebar.search.text(),
            "meter": w.context_meter.text() if w.context_meter.isVisible() else None,
            "meter_value": w.context_meter.value(),
            "speed": w.speed_label.text(),
            "status": w.status_label.text(),
            "banner": w.banner.text.text() if w.banner.isVisible() else "",
            "banners": w.banner.shown,
            "library_button_at": _centre(w.composer.library_button),
            "library_menu": _menu(w.libraries.menu),
            "chat_libraries": w.session.libraries if w.session is not None else [],
            "libraries_indexed": sorted(w.libraries.progress.last),
            "indexing": w.libraries.progress.library,
            "model": w.model_button.text(),
            "composer_images": [ref.name for ref, _ in w.composer.attachments.images],
            "composer_documents": [a.name for a in w.composer.attachments.attachments],
            "tool_question": question.asked.tool if (question := w.tools.question) is not None and question.isVisible()
            else None,
            "tool_calls": [t.status for t in w.chat.items()[-1].tools] if w.chat.items() else [],
            "last_version": list(w.chat.items()[-1].version) if w.chat.items() else None,
            "said": list(w.announcer.said),
            "compare": _compare(w),
            "web_button_at": _centre(w.composer.web_button) if w.composer.web_button.isVisible() else None,
            "web_checked": w.composer.web_button.isChecked(),
            "citation_at": _citation_at(w),
            "dialog": _dialog(w),
            "popup": _menu(popup) if isinstance(popup := QApplication.activePopupWidget(), QMenu) else [],
            "menus": [a.text() for a in w.menuBar().actions()],
        }

    def write(self) -> None:
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            tmp.write_text(json.dumps(self.state()))
            os.replace(tmp, self.path)
        except OSError:
            pass  # a test's folder gone: nothing to tell


def _compare(w: MainWindow) -> dict[str, Any] | None:
    """The compare column, when it shows: its model, its answer's length, its buttons."""
    c = w.compare
    if not c.isVisible():
        return None
    return {"name": c.name.text(), "mode": c.mode.text(), "answer_chars": len(c.answer.toPlainText().strip()),
            "answering": c.stop_button.isVisible(), "keep": c.keep_button.text(), "keep_enabled": c.keep_button.isEnabled(),
            "keep_at": _centre(c.keep_button), "figures": c.figures.text()}


def _citation_at(w: MainWindow) -> list[int] | None:
    """Where the last reply's first citation ("[1] …", the link cite:0) is on the screen, found
    in its document's layout (no pixel search)."""
    view = w.chat
    items = view.model_.items
    if not items or items[-1].role != "assistant" or not items[-1].sources:
        return None
    row = len(items) - 1
    index = view.model_.index(row)
    rect = view.visualRect(index)
    doc = view.delegate.document(row, view.delegate.text_width(row, rect.width()))
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == "cite:0":
                layout = block.layout()
                at = fragment.position() - block.position() + fragment.length() // 2
                line = layout.lineForTextPosition(at)
                x = layout.position().x() + float(line.cursorToX(at)[0])  # type: ignore[index]  # (x, position)
                y = layout.position().y() + line.y() + line.height() / 2
                origin = view.delegate.doc_origin(index)
                c = view.viewport().mapToGlobal(QPoint(int(origin.x() + x), int(origin.y() + y)))
                return [c.x(), c.y()]
            it += 1
        block = block.next()
    return None


def _describe(widget: QWidget | None) -> str | None:
    if widget is None:
        return None
    return f"{type(widget).__name__}:{widget.objectName() or widget.accessibleName()}"


def _menu(menu: QMenu) -> list[tuple[str, list[int]]]:
    """A popup menu's items and where each is on the screen (nothing while it is closed)."""
    if not menu.isVisible():
        return []
    found = []
    for action in menu.actions():
        if action.text():
            c = menu.mapToGlobal(menu.actionGeometry(action).center())
            found.append((action.text(), [c.x(), c.y()]))
    return found


def _dialog(w: MainWindow) -> dict[str, Any] | None:
    """The window over the main one (a dialog, a file chooser): its title, where the keyboard is
    in it, and its buttons that can be pressed, by their text, so a test presses what a person would."""
    top = QApplication.activeModalWidget() or QApplication.activeWindow()
    if top is None or top is w:
        return None
    buttons = {b.text().replace("&", ""): _centre(b) for b in top.findChildren(QAbstractButton)
               if b.isVisible() and b.isEnabled() and b.text()}
    return {"title": top.windowTitle(), "focus": _describe(QApplication.focusWidget()), "buttons": buttons}


def _centre(widget: QWidget) -> list[int]:
    """The widget's centre on the screen (xdotool's coordinates)."""
    c = widget.mapToGlobal(widget.rect().center())
    return [c.x(), c.y()]


def install(window: MainWindow) -> Probe | None:
    path = os.environ.get(ENV)
    return Probe(window, Path(path)) if path else None
