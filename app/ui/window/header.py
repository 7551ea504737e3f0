"""The main window's header: the model button (with its "demo" tag), chat settings, a status line,
the downloads button, progress, the context meter and the last reply's speed. It draws its own
part of the engine loop's events (`follow`): the model, the load's and a read's progress, the
context used, the speed, an API client being answered."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QSizePolicy, QToolButton, QWidget

from ...paths import models_dir
from ...runtime import demo_model_available, demo_model_path
from ...runtime import events as ev
from ..engine_controller import ModelLoaded, On
from ..i18n import QT_TRANSLATE_NOOP, number, say, translate
from ..look.icons import icon
from ..look.theme import scaled_font, token

NO_MODEL = QT_TRANSLATE_NOOP("Header", "Choose a model…")  # the model button with no model loaded or loading


class ElidedLabel(QLabel):
    """A one-line label that shortens its text with "…" to the room it has (the whole text in
    its tooltip) instead of pushing the header wider."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__("", parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(40)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text if self.fontMetrics().horizontalAdvance(text) > self.width() else "")

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        rect = self.contentsRect()
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                         self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width()))


class Header(QWidget):
    """Its parts keep a name in MainWindow too (the window's tests and tab order use them)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.model: ModelLoaded | None = None  # the model loaded, as the loop said
        self._loads = 0  # loads asked for (`loading`) and not yet ended
        self._status_text: str = ""  # the status line's last words (Words: the core's, said again in a new language)
        self._api_busy = False  # an API client is being answered
        self.model_button = _tool_button(self, "model", "")
        self.model_button.setObjectName("modelButton")
        self.demo_tag = _demo_tag(self)
        self.chat_settings_button = _tool_button(self, "chat-settings")
        self.context_meter = _context_meter(self)
        self.downloads_button = _tool_button(self, "get-model", "")
        self.downloads_button.hide()
        self.speed_label = QLabel("", self)
        self.speed_label.setObjectName("quiet")
        self.status_label = ElidedLabel(self)
        self.status_label.setObjectName("quiet")
        self.progress = QProgressBar(self)
        self.progress.setMaximumWidth(160)
        self.progress.hide()
        # The libraries' indexer at work (app/ui/window/libraries.py): what it reads, and a pause.
        self.library_button = _tool_button(self, "library", "")
        self.library_button.setObjectName("quiet")
        self.library_button.hide()
        self.library_pause = _tool_button(self, "pause")
        self.library_pause.hide()
        # The local API server, while it is on (app/ui/window/server.py): a click opens its dialog.
        self.server_button = _tool_button(self, "server", "")
        self.server_button.setObjectName("quiet")
        self.server_button.hide()
        self.retranslate()
        self._said = QTimer(self)  # clears a status said for a while (`say`)
        self._said.setSingleShot(True)
        self._said.timeout.connect(lambda: self.status_label.setText(""))
        self._lay_out()
        self.style_meter()

    def retranslate(self) -> None:
        """The header's own words in the interface's language (at start, and when the language
        changes): the status line's last words too, when the core said them (app.words)."""
        for button, name, tip in ((self.model_button, translate("Header", "Model"), translate("Header", "Choose a model (Ctrl+O)")),
                                  (self.chat_settings_button, translate("Header", "Chat settings"),
                                   translate("Header", "Chat settings: system prompt and sampling (Ctrl+;)")),
                                  (self.downloads_button, translate("Header", "Downloads"), translate("Header", "Model downloads: open Get models")),
                                  (self.library_button, translate("Header", "Libraries"), translate("Header", "Libraries")),
                                  (self.library_pause, translate("Header", "Pause indexing"), translate("Header", "Pause indexing")),
                                  (self.server_button, translate("Header", "Local API server"), translate("Header", "Local API server"))):
            button.setAccessibleName(name)
            button.setToolTip(tip)
        if self.model is not None:
            self._show_model(self.model)
        elif not self._loads:
            self.model_button.setText(translate("Header", NO_MODEL))
        self._show_api()
        if self.status_label.text():
            self.status_label.setText(say(self._status_text))
        self.speed_label.setToolTip(translate("Header", "Speed of the last reply"))
        self.progress.setAccessibleName(translate("Header", "Progress"))
        self.demo_tag.setText(translate("Header", "demo"))
        self.demo_tag.setToolTip(translate("Header", "The bundled demo model: a tiny base model that writes fluent nonsense.\n"
                                           "Choose a real model with Ctrl+O."))
        self.context_meter.setFormat(translate("Header", "%v / %m tokens"))
        self.context_meter.setAccessibleName(translate("Header", "Context used"))
        self.context_meter.setToolTip(translate("Header", "Context used by this chat: the messages shown, not their other versions"))

    def _lay_out(self) -> None:
        """One row: the model and the chat's settings on the left, the status taking the room
        left, then what is at work (libraries, server, downloads, progress), the context and speed."""
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 12, 2)
        row.setSpacing(6)
        parts: list[QWidget] = [self.model_button, self.demo_tag, self.chat_settings_button, self.status_label,
                                self.library_button, self.library_pause, self.server_button, self.downloads_button,
                                self.progress, self.context_meter, self.speed_label]
        for widget in parts:
            row.addWidget(widget, 1 if widget is self.status_label else 0)

    def follow(self, on: On) -> None:
        """Draw the loop's events that are the header's (subscribed before the window's handlers)."""
        on(ev.ModelLoading, lambda e: self.progress.setValue(int(e.fraction * 100)))
        on(ev.ModelLoaded, self._model_loaded)
        on(ev.ModelFailed, self._load_ended)
        on(ev.ModelCancelled, self._load_ended)
        on(ev.Progress, self._reading)
        on(ev.ReplyStarted, lambda _e: self.progress.hide())
        on(ev.ReplyStats, self._reply_stats)
        on(ev.ReplyFinished, self._reply_finished)
        on(ev.ContextUsed, lambda e: self._context_used(e.tokens, e.n_ctx))
        on(ev.ApiAnswering, self._api_answering)

    def say(self, text: str, timeout_ms: int = 0) -> None:
        """`text` in the status line; cleared after timeout_ms unless something else replaced it."""
        self._status_text = text  # Words said again in another language when it changes
        self.status_label.setText(say(text))
        self._said.stop()
        if timeout_ms:
            self._said.start(timeout_ms)

    def loading(self, path: str) -> None:
        """A load asked for: its progress from 0, and the model coming named if none is loaded."""
        self._loads += 1
        if self.model is None:
            self.model_button.setText(f"{Path(path).name}…")
        self.progress.setRange(0, 100)
        self.progress.setValue(0)
        self.progress.show()

    def _model_loaded(self, info: ModelLoaded) -> None:
        self.model, self._loads = info, max(0, self._loads - 1)
        self.progress.hide()
        self._show_model(info)

    def _show_model(self, info: ModelLoaded) -> None:
        name = f"{info.name} · {info.quantization}"
        if info.vision:  # a badge: it reads images
            name = translate("Header", "{name} · vision").format(name=name)
        self.model_button.setText(f"{name}  ▾")
        self.model_button.setToolTip(translate("Header", "{path}\nchat format: {format}\nGPU layers: {layers}\n"
                                               "Click to choose another model (Ctrl+O)").format(
            path=info.path, format=info.chat_format, layers=info.gpu_layers))
        self.demo_tag.setVisible(is_demo_model(info.path))

    def _load_ended(self, _e: ev.ModelFailed | ev.ModelCancelled) -> None:
        """A load failed or was cancelled: the model before it stays, or none is named."""
        self._loads = max(0, self._loads - 1)
        self.progress.hide()
        if self.model is None and not self._loads:
            self.model_button.setText(translate("Header", NO_MODEL))

    def _reading(self, e: ev.Progress) -> None:
        said = (translate("Header", "Re-reading {done} / {total} tokens…") if e.what == "reread"
                else translate("Header", "Reading {done} / {total} tokens…"))
        self.say(said.format(done=number(e.done), total=number(e.total)))
        self.progress.setRange(0, e.total)
        self.progress.setValue(e.done)
        self.progress.setVisible(e.done < e.total)

    def _reply_stats(self, e: ev.ReplyStats) -> None:
        """The context meter and the speed as the reply streams (the engine thread paces them)."""
        self._context_used(e.tokens, e.n_ctx)
        if e.tok_s > 0:
            self.speed_label.setText(tokens_per_second(e.tok_s))

    def _reply_finished(self, e: ev.ReplyFinished) -> None:
        self.progress.hide()
        last = e.session.messages[-1] if e.session.messages else None
        if last is not None and last.role == "assistant" and last.stats:
            self.speed_label.setText(tokens_per_second(last.stats.get("generation_tok_s", 0)))

    def _context_used(self, used: int, size: int) -> None:
        self.context_meter.setVisible(size > 1)
        self.context_meter.setRange(0, size)
        self.context_meter.setValue(used)

    def _api_answering(self, e: ev.ApiAnswering) -> None:
        """While an API client's request runs, the window's own sends wait behind it: say so."""
        self._api_busy = e.answering
        self._show_api()

    def _show_api(self) -> None:
        self.server_button.setText(translate("Header", "API · busy") if self._api_busy else translate("Header", "API"))  # short: the header has little room

    def style_meter(self, _scheme: str = "") -> None:
        """The context meter's fill and text in the theme's colours (its text readable over both)."""
        palette = self.context_meter.palette()
        palette.setColor(QPalette.ColorRole.Highlight, QColor(token("meter_fill")))
        palette.setColor(QPalette.ColorRole.HighlightedText, QColor(token("meter_text")))
        palette.setColor(QPalette.ColorRole.Text, QColor(token("meter_text")))
        self.context_meter.setPalette(palette)


def is_demo_model(path: str) -> bool:
    """The bundled demo model (a tiny base model: the window tags it and offers a real one)."""
    return demo_model_available() and Path(path) == demo_model_path(models_dir())


def _tool_button(parent: QWidget, glyph: str, text: str | None = None) -> QToolButton:
    """`text` None: an icon only; else the icon with a text beside it."""
    button = QToolButton(parent)
    button.setIcon(icon(glyph))
    if text is not None:
        button.setText(text)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    button.setAutoRaise(True)
    return button


def tokens_per_second(rate: float) -> str:
    return translate("Header", "{rate} tok/s").format(rate=number(rate, 1))


def _demo_tag(parent: QWidget) -> QLabel:
    """The tag beside the model's name while the bundled demo model is loaded (hidden until then)."""
    tag = QLabel(parent)
    tag.setObjectName("tag")
    tag.setFont(scaled_font(tag.font(), "small"))
    tag.hide()
    return tag


def _context_meter(parent: QWidget) -> QProgressBar:
    """How much of the context the chat fills: hidden until a model says how large its context is."""
    meter = QProgressBar(parent)
    meter.setMinimumWidth(190)
    meter.setMaximumWidth(240)
    meter.setRange(0, 1)
    meter.setValue(0)
    meter.hide()
    return meter
