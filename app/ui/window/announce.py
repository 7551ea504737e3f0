"""What a screen reader says without the focus moving (AT-SPI, UIA, NSAccessibility read Qt's
announcement events): a reply beginning and ending, and the notices the banner shows."""

from __future__ import annotations

from collections import deque

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from ..i18n import say


class Announcer:
    def __init__(self, widget: QWidget) -> None:
        self.widget = widget
        self.said: deque[str] = deque(maxlen=20)  # the latest, for the tests and the probe

    def say(self, text: str, urgent: bool = False) -> None:
        """`urgent`: said at once, interrupting (an error); otherwise after what is being read."""
        text = say(text)
        self.said.append(text)
        event = QAccessibleAnnouncementEvent(self.widget, text)
        if urgent:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
