"""The theme: Fusion with Emberly's own light and dark palettes, applied on choice and on a
(simulated) system change; a dark screenshot is dark, a light one light."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.settings import Settings
from app.ui.look import theme
from app.ui.look.appearance import apply_appearance
from app.ui.look.theme import PALETTES, apply_theme, current_scheme, palette_for, theme_signals, token


@pytest.fixture(autouse=True)
def restore_look(qapp: QApplication) -> Iterator[None]:
    """Leave the app as found: other tests in the session see the default look."""
    style, palette, font = qapp.style().name(), QPalette(qapp.palette()), qapp.font()
    yield
    if qapp.style().name() != style:
        qapp.setStyle(style)
    theme.reset_theme(palette)
    qapp.setFont(font)


def window_color() -> str:
    return QApplication.palette().color(QPalette.ColorRole.Window).name()


def mean_luminance(image: QImage) -> float:
    gray = image.convertToFormat(QImage.Format.Format_Grayscale8)
    w, h = gray.width(), gray.height()
    samples = [gray.pixelColor(x, y).red() for y in range(0, h, 3) for x in range(0, w, 3)]
    return sum(samples) / len(samples) / 255


def sample_window(qtbot: QtBot) -> QMainWindow:
    """The kinds of widget Emberly's window is made of: a list, a text area, a line edit, buttons."""
    w = QMainWindow()
    qtbot.addWidget(w)
    sessions = QListWidget()
    sessions.addItems([f"Chat {i}" for i in range(8)])
    sessions.setCurrentRow(1)
    right = QWidget()
    col = QVBoxLayout(right)
    transcript = QPlainTextEdit("Hello! How can I help?\n\nA longer answer, a few lines of it.")
    col.addWidget(transcript)
    col.addWidget(QLineEdit(placeholderText="Message"))
    send = QPushButton("Send")
    col.addWidget(send)
    disabled = QPushButton("Stop")
    disabled.setEnabled(False)
    col.addWidget(disabled)
    split = QSplitter()
    split.addWidget(sessions)
    split.addWidget(right)
    w.setCentralWidget(split)
    w.resize(640, 420)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_dark_and_light_palettes_are_applied_on_fusion() -> None:
    apply_theme("dark")
    assert QApplication.style().metaObject().className() == "QStyleSheetStyle"  # our stylesheet, over:
    sheet = QApplication.instance().styleSheet()  # type: ignore[union-attr]
    QApplication.instance().setStyleSheet("")  # type: ignore[union-attr]
    assert QApplication.style().name().lower() == "fusion"
    QApplication.instance().setStyleSheet(sheet)  # type: ignore[union-attr]
    assert current_scheme() == "dark" and window_color() == PALETTES["dark"]["Window"]
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 60
    assert token("accent") == theme.TOKENS["dark"]["accent"]
    apply_theme("light")
    assert current_scheme() == "light" and window_color() == PALETTES["light"]["Window"]
    assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() > 240
    assert token("accent") == theme.TOKENS["light"]["accent"]
    assert "border-radius: 6px" in QApplication.instance().styleSheet()  # type: ignore[union-attr]


def test_every_role_is_set_in_every_group() -> None:
    for scheme in theme.SCHEMES:
        palette = palette_for(scheme)
        for name, hex_ in PALETTES[scheme].items():
            role = getattr(QPalette.ColorRole, name)
            assert palette.color(QPalette.ColorGroup.Active, role).name() == hex_
            assert palette.color(QPalette.ColorGroup.Inactive, role).name() == hex_
        for name in ("Text", "WindowText", "ButtonText"):
            role = getattr(QPalette.ColorRole, name)
            assert palette.color(QPalette.ColorGroup.Disabled, role) != palette.color(QPalette.ColorGroup.Active, role)
    assert set(theme.TOKENS["light"]) == set(theme.TOKENS["dark"])


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_a_screenshot_has_the_schemes_brightness(qtbot: QtBot, scheme: str) -> None:
    apply_theme(scheme)
    image = sample_window(qtbot).grab().toImage()
    lum = mean_luminance(image)
    assert (lum < 0.35) if scheme == "dark" else (lum > 0.65), f"{scheme} screenshot mean luminance {lum:.2f}"


def test_a_scheme_switch_recolours_a_shown_window(qtbot: QtBot) -> None:
    apply_theme("light")
    w = sample_window(qtbot)
    assert mean_luminance(w.grab().toImage()) > 0.65
    apply_theme("dark")
    assert mean_luminance(w.grab().toImage()) < 0.35


def test_system_follows_a_change_and_an_explicit_choice_ignores_it(qtbot: QtBot) -> None:
    hints = QGuiApplication.styleHints()
    apply_theme("system")
    with qtbot.waitSignal(theme_signals.changed, timeout=1000) as blocker:
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert blocker.args == ["dark"] and current_scheme() == "dark"
    assert window_color() == PALETTES["dark"]["Window"]
    with qtbot.waitSignal(theme_signals.changed, timeout=1000) as blocker:
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert blocker.args == ["light"] and window_color() == PALETTES["light"]["Window"]

    apply_theme("light")
    with qtbot.assertNotEmitted(theme_signals.changed):
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert current_scheme() == "light" and window_color() == PALETTES["light"]["Window"]


def test_apply_appearance_sets_theme_and_only_the_point_size(qapp: QApplication) -> None:
    family = qapp.font().family()
    apply_appearance(Settings(theme="dark", font_size=14))
    assert current_scheme() == "dark" and window_color() == PALETTES["dark"]["Window"]
    assert qapp.font().pointSize() == 14 and qapp.font().family() == family


def test_importing_the_theme_is_cheap() -> None:
    """Start-up budget: the theme module imports only QtCore/QtGui/QtWidgets."""
    import subprocess
    import sys

    code = "import sys, app.ui.look.theme; print(sorted(m for m in sys.modules if m.startswith('PySide6.Qt')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert eval(out) == ["PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"]


def test_the_design_doc_lists_the_colours_in_use() -> None:
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[3] / "docs" / "design.md").read_text()
    for name in theme.TOKENS["light"]:
        assert f"| `{name}` | `{theme.TOKENS['light'][name]}` | `{theme.TOKENS['dark'][name]}` |" in doc, name
    for name in PALETTES["light"]:
        assert f"| {name} | `{PALETTES['light'][name]}` | `{PALETTES['dark'][name]}` |" in doc, name


def test_the_design_doc_gives_the_type_scale_in_use(qapp: QApplication) -> None:
    from pathlib import Path

    from PySide6.QtGui import QFont

    doc = (Path(__file__).resolve().parents[3] / "docs" / "design.md").read_text()
    for step, factor in theme.TYPE_SCALE.items():
        assert f"| `{step}` | {factor:g}×" in doc, step
    base = QFont(qapp.font())
    base.setPointSizeF(20)
    assert theme.scaled_font(base, "small").pointSizeF() == 17
    assert theme.scaled_font(base, "heading", semibold=True).weight() == QFont.Weight.DemiBold
    base.setPointSizeF(6)
    assert theme.scaled_font(base, "caption").pointSizeF() == 7  # never below 7 pt


def test_the_stylesheet_is_short_and_built_from_tokens() -> None:
    for scheme in theme.SCHEMES:
        sheet = theme.stylesheet_for(scheme)
        assert len(sheet.strip().splitlines()) < 80
        assert theme.TOKENS[scheme]["border"] in sheet and theme.TOKENS[scheme]["accent"] in sheet
