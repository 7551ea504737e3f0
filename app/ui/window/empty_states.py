"""What the window shows where there is no conversation yet: a welcome with no model, and
suggested prompts in an empty chat."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..i18n import QT_TRANSLATE_NOOP, data_size, translate
from ..look.icons import icon
from ..look.theme import scaled_font

SUGGESTIONS = (  # put in the message box in the interface's language: the user sends them as their own
    QT_TRANSLATE_NOOP("Welcome", "Explain how a KV cache speeds up a chat, simply."),
    QT_TRANSLATE_NOOP("Welcome", "Write a Python function that checks for a palindrome."),
    QT_TRANSLATE_NOOP("Welcome", "Give me three ideas for a quick vegetarian dinner."),
    QT_TRANSLATE_NOOP("Welcome", "Summarise the plot of Hamlet in five sentences."),
)

DEMO_NOTE = QT_TRANSLATE_NOOP("Welcome", "The demo model is a tiny base model: it continues text, it does not answer.")
FIT_WORDS = {"fits": QT_TRANSLATE_NOOP("Welcome", "fits this computer"),
             "tight": QT_TRANSLATE_NOOP("Welcome", "tight on this computer's memory"),
             "too big": QT_TRANSLATE_NOOP("Welcome", "too big for this computer")}


@dataclass(frozen=True)
class ModelOffer:
    """The chat model the demo's page offers: the smallest curated instruct model."""

    name: str
    size: int
    verdict: str  # fits | tight | too big (app.downloads.catalogue.fit)

    def summary(self) -> str:
        verdict = translate("Welcome", FIT_WORDS[self.verdict]) if self.verdict in FIT_WORDS else self.verdict
        return translate("Welcome", "{name}, {size}: {verdict}").format(name=self.name, size=data_size(self.size), verdict=verdict)


def smallest_chat_model() -> ModelOffer | None:
    """The smallest curated instruct model and whether it fits here (None: no list to read)."""
    from ...runtime import fit, load_catalogue, machine_memory, need_for_entry  # not on the first frame's path

    try:
        entries = load_catalogue()
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not entries:
        return None
    entry = min(entries, key=lambda e: e.size)
    return ModelOffer(entry.name, entry.size, fit(need_for_entry(entry), machine_memory()))


def _title(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setFont(scaled_font(label.font(), "heading", semibold=True))
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
        self.title, self.body, self.detail = _title("", self), _line("", self), _line("", self)
        self._detail_said = False  # set_detail said why: a language change keeps it
        self.choose = QPushButton(icon("model"), "", self)
        self.choose.setObjectName("primary")
        self.choose.clicked.connect(self.chooseRequested)
        self.get = QPushButton(icon("get-model"), "", self)
        self.get.clicked.connect(self.getRequested)
        self.retranslate()
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

    def retranslate(self) -> None:
        """Its words in the interface's language (at start, and when the language changes)."""
        self.setAccessibleName(translate("Welcome", "Welcome"))
        self.title.setText(translate("Welcome", "Welcome to Emberly"))
        self.body.setText(translate("Welcome", "Chat with a language model that runs on this computer. Every chat is "
                                    "saved with its memory, so it reopens in an instant, even after a restart."))
        if not self._detail_said:
            self.detail.setText(translate("Welcome", "Choose a GGUF model file to begin, or get one."))
        self.choose.setText(translate("Welcome", "Choose a model…"))
        self.choose.setAccessibleName(translate("Welcome", "Choose a model"))
        self.choose.setToolTip(translate("Welcome", "Choose a model (Ctrl+O)"))
        self.get.setText(translate("Welcome", "Get a model…"))
        self.get.setAccessibleName(translate("Welcome", "Get a model"))
        self.get.setToolTip(translate("Welcome", "Download a model from the curated list or Hugging Face"))

    def set_detail(self, text: str) -> None:
        """The line under the introduction: what to do, or why the last model did not load."""
        self._detail_said = True
        self.detail.setText(text)


class Suggestions(QWidget):
    """An empty chat: a few prompts to start from (a click puts one in the composer). On the demo
    model, first a line saying it is a base model and a way to a chat model."""

    chosen = Signal(str)
    getChatModel = Signal(str)  # the curated model to get, by name

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.title, self.hint, self.demo_note = _title("", self), _line("", self), _line("", self)
        self.get_chat_model = QPushButton(icon("get-model", "on_accent"), "", self)
        self.get_chat_model.setObjectName("primary")
        self.get_chat_model.clicked.connect(self._get_chat_model)
        self.offer_line = _line("", self)
        self.offer: ModelOffer | None = None
        self.buttons: list[QPushButton] = []
        layout = _centred(self)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addWidget(self.demo_note)
        get_row = QHBoxLayout()
        get_row.addStretch(1)
        get_row.addWidget(self.get_chat_model)
        get_row.addStretch(1)
        layout.addLayout(get_row)
        layout.addWidget(self.offer_line)
        layout.addSpacing(16)
        for _ in SUGGESTIONS:
            button = QPushButton(icon("suggest"), "", self)
            button.setObjectName("suggestion")
            button.clicked.connect(lambda _=False, b=button: self.chosen.emit(b.text()))
            self.buttons.append(button)
            layout.addWidget(button)
        self.retranslate()
        self.offer_chat_model(False)

    def retranslate(self) -> None:
        """Its words in the interface's language (at start, and when the language changes)."""
        self.setAccessibleName(translate("Welcome", "Suggested prompts"))
        self.title.setText(translate("Welcome", "What shall we talk about?"))
        self.hint.setText(translate("Welcome", "Type below, or start from one of these."))
        self.demo_note.setText(translate("Welcome", DEMO_NOTE))
        self.get_chat_model.setText(translate("Welcome", "Get a chat model"))
        self.get_chat_model.setAccessibleName(translate("Welcome", "Get a chat model"))
        for button, source in zip(self.buttons, SUGGESTIONS, strict=True):
            text = translate("Welcome", source)
            button.setText(text)
            button.setAccessibleName(translate("Welcome", "Suggested prompt: {text}").format(text=text))
        if self.offer is not None:
            self.offer_line.setText(self.offer.summary())

    def offer_chat_model(self, demo: bool) -> None:
        """On the demo (base) model: say so, and make getting a real chat model the first action."""
        if demo and self.offer is None:
            self.offer = smallest_chat_model()
        shown = demo and self.offer is not None
        self.demo_note.setVisible(demo)
        for widget in (self.get_chat_model, self.offer_line):
            widget.setVisible(shown)
        if shown and self.offer is not None:
            self.offer_line.setText(self.offer.summary())
            self.get_chat_model.setToolTip(translate("Welcome", "Open Get models on {name} ({size})").format(
                name=self.offer.name, size=data_size(self.offer.size)))

    def _get_chat_model(self) -> None:
        if self.offer is not None:
            self.getChatModel.emit(self.offer.name)
