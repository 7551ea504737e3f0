"""What the window shows where there is no conversation yet: a welcome with no model, and
suggested prompts in an empty chat."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .icons import icon

SUGGESTIONS = (
    "Explain how a KV cache speeds up a chat, simply.",
    "Write a Python function that checks for a palindrome.",
    "Give me three ideas for a quick vegetarian dinner.",
    "Summarise the plot of Hamlet in five sentences.",
)


def _title(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * 1.5)
    font.setWeight(QFont.Weight.DemiBold)
    label.setFont(font)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


def _line(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName("quiet")
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


WIDTH = 560  # of the centred content: wrapped lines of a comfortable length


def _centred(page: QWidget) -> QVBoxLayout:
    """A column WIDTH wide in the middle of `page`, a little above centre; returns its layout."""
    column = QWidget(page)
    column.setMaximumWidth(WIDTH)
    inner = QVBoxLayout(column)
    inner.setContentsMargins(16, 0, 16, 0)
    inner.setSpacing(8)
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(column, 4)
    row.addStretch(1)
    outer = QVBoxLayout(page)
    outer.addStretch(2)
    outer.addLayout(row)
    outer.addStretch(3)
    return inner


class Welcome(QWidget):
    """No model loaded: what Emberly is, in two lines, and the way to a model."""

    chooseRequested = Signal()
    getRequested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName("Welcome")
        self.title = _title("Welcome to Emberly", self)
        self.body = _line("Chat with a language model that runs on this computer. Every chat is saved with its "
                          "memory, so it reopens in an instant, even after a restart.", self)
        self.detail = _line("Choose a GGUF model file to begin, or get one.", self)
        self.choose = QPushButton(icon("model"), "Choose a model…", self)
        self.choose.setObjectName("primary")
        self.choose.setAccessibleName("Choose a model")
        self.choose.setToolTip("Choose a model (Ctrl+O)")
        self.choose.clicked.connect(self.chooseRequested)
        self.get = QPushButton(icon("get-model"), "Get a model…", self)
        self.get.setAccessibleName("Get a model")
        self.get.setToolTip("Download a model from the curated list or Hugging Face")
        self.get.clicked.connect(self.getRequested)
        layout = _centred(self)
        for w in (self.title, self.body, self.detail):
            layout.addWidget(w)
        layout.addSpacing(16)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.choose)
        buttons.addWidget(self.get)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    def set_detail(self, text: str) -> None:
        """The line under the introduction: what to do, or why the last model did not load."""
        self.detail.setText(text)


class Suggestions(QWidget):
    """An empty chat: a few prompts to start from (a click puts one in the composer)."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName("Suggested prompts")
        self.title = _title("What shall we talk about?", self)
        self.hint = _line("Type below, or start from one of these.", self)
        self.buttons: list[QPushButton] = []
        layout = _centred(self)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(16)
        for text in SUGGESTIONS:
            button = QPushButton(icon("suggest"), text, self)
            button.setObjectName("suggestion")
            button.setAccessibleName(f"Suggested prompt: {text}")
            button.clicked.connect(lambda _=False, t=text: self.chosen.emit(t))
            self.buttons.append(button)
            layout.addWidget(button)
