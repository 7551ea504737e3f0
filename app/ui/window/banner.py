"""A one-line notice under the header: how a chat reopened, a template or cache warning.

Non-blocking (nothing to dismiss before working on), it says what the status line says for
longer, with an icon and a close button; an information goes by itself, a warning stays until
closed or replaced.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from ..i18n import say, translate
from ..look.icons import icon
from ..look.theme import theme_signals, token

KINDS = {"info": ("ok", "banner_info_bg", "banner_info_fg"), "warning": ("warning", "banner_warn_bg", "banner_warn_fg")}


class Banner(QFrame):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("banner")
        self.setAccessibleName(translate("Window", "Notice"))
        self.kind = "info"
        self.shown = 0  # messages shown so far (the test probe tells a new one from one still there)
        self.glyph = QLabel(self)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.action = QPushButton(self)  # a notice that offers one thing to do (show_message's `action`)
        self.action.setAccessibleName(translate("Window", "The notice's action"))  # named by its label once it shows
        self.action.hide()
        self._act: Callable[[], object] | None = None
        self.action.clicked.connect(self._acted)
        self.close_button = QToolButton(self)
        self.close_button.setIcon(icon("close"))
        self.close_button.setAutoRaise(True)
        self.close_button.setAccessibleName(translate("Window", "Close the notice"))
        self.close_button.setToolTip(translate("Window", "Close"))
        self.close_button.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 6, 6)
        layout.setSpacing(8)
        layout.addWidget(self.glyph, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.action, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        theme_signals.changed.connect(self._restyle)  # a method: disconnected when the banner goes
        self.hide()

    def show_message(self, text: str, kind: str = "info", timeout_ms: int = 8000,
                     action: tuple[str, Callable[[], object]] | None = None) -> None:
        """Show `text`; an information hides after `timeout_ms` (0: stays), a warning stays.
        `action`: (a button's label, what it does; the notice closes after it)."""
        self.kind = kind if kind in KINDS else "info"
        self.shown += 1
        if action is not None:
            self.action.setText(action[0])
            self.action.setAccessibleName(action[0])
        self.action.setVisible(action is not None)
        self._act = action[1] if action else None
        text = say(text)
        self.text.setText(text)
        self.setAccessibleDescription(text)
        self._style()
        self.show()
        self._timer.stop()
        if self.kind == "info" and timeout_ms:
            self._timer.start(timeout_ms)

    def _acted(self) -> None:
        act, self._act = self._act, None
        self.hide()
        if act is not None:
            act()

    def _restyle(self, _scheme: str) -> None:
        self._style()

    def _style(self) -> None:
        glyph, bg, fg = KINDS[self.kind]
        self.glyph.setPixmap(icon(glyph, fg).pixmap(16, 16))
        self.setStyleSheet(f"QFrame#banner {{ background: {token(bg)}; border-radius: 6px; }}"
                           f"QFrame#banner QLabel {{ color: {token(fg)}; background: transparent; }}")
