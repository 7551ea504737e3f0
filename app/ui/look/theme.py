"""Emberly's look: Qt's Fusion style with an explicit light and dark palette, named colour tokens
for what widgets paint themselves, and a short stylesheet for what a palette cannot say.

Every colour lives in the plain tables below (hex strings), so app.ui.look.contrast can check them
and docs/design.md can list them. Import cost is the Qt modules alone: the tables are literals,
the palette and stylesheet are built only when applied.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from functools import cache
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from ...resources import icons_dir

SCHEMES = ("light", "dark")
# The type scale (docs/design.md): sizes relative to the app font, whose point size is Settings →
# Font size. "caption" is the sidebar's group headings (upper case, semibold).
TYPE_SCALE = {"caption": 0.8, "small": 0.85, "base": 1.0, "heading": 1.5}
CHOICES = ("system", "light", "dark")

# Palette roles (the Active and Inactive groups share them: an unfocused window should not fade).
# Neutral greys, one ember accent taken from resources/emberly.svg's orange, deepened until white
# text on it and it as text on white pass WCAG AA. Selection (Highlight) is a soft ember tint with
# ordinary text on it: calmer than a full accent bar, and icons keep the text colour when selected.
PALETTES: dict[str, dict[str, str]] = {
    "light": {
        "Window": "#f7f7f8", "WindowText": "#1f2125", "Base": "#ffffff", "AlternateBase": "#f3f4f6",
        "Text": "#1f2125", "PlaceholderText": "#6b6f78", "Button": "#ffffff", "ButtonText": "#1f2125",
        "Highlight": "#f8d9c4", "HighlightedText": "#1f2125", "Link": "#c2410c", "LinkVisited": "#9a3412",
        "ToolTipBase": "#2b2d31", "ToolTipText": "#f4f4f5", "BrightText": "#ffffff", "Accent": "#c2410c",
        # Fusion draws bevels and frames from these.
        "Light": "#ffffff", "Midlight": "#eeeff1", "Mid": "#c8cacf", "Dark": "#9a9da5", "Shadow": "#6b6e75",
    },
    "dark": {
        "Window": "#1e1f22", "WindowText": "#e7e8ea", "Base": "#26282c", "AlternateBase": "#2b2d31",
        "Text": "#e7e8ea", "PlaceholderText": "#9397a0", "Button": "#2f3136", "ButtonText": "#e7e8ea",
        "Highlight": "#5c3420", "HighlightedText": "#f2f2f3", "Link": "#ff9a55", "LinkVisited": "#f0b48a",
        "ToolTipBase": "#3a3c42", "ToolTipText": "#f0f0f2", "BrightText": "#ffffff", "Accent": "#ff9a55",
        "Light": "#45474d", "Midlight": "#393b40", "Mid": "#2a2c30", "Dark": "#141517", "Shadow": "#0b0b0c",
    },
}

# The Disabled group: the roles that differ from PALETTES (the rest are copied). Disabled controls
# are exempt from WCAG contrast, but must still read as "there, not now".
DISABLED: dict[str, dict[str, str]] = {
    "light": {
        "WindowText": "#a0a3aa", "Text": "#a0a3aa", "ButtonText": "#a0a3aa", "PlaceholderText": "#b8bac0",
        "Base": "#f7f7f8", "Button": "#f3f4f6", "Highlight": "#e9e9ec", "HighlightedText": "#6b6e75",
        "Link": "#a0a3aa", "Accent": "#d4d5d9",
    },
    "dark": {
        "WindowText": "#6c6f77", "Text": "#6c6f77", "ButtonText": "#6c6f77", "PlaceholderText": "#55585f",
        "Base": "#222327", "Button": "#26282c", "Highlight": "#34363b", "HighlightedText": "#9a9da5",
        "Link": "#6c6f77", "Accent": "#3b3d43",
    },
}

# Named colours for what the rest of the UI paints itself (token(name) reads the current scheme).
TOKENS: dict[str, dict[str, str]] = {
    "light": {
        "text": "#1f2125",
        "muted": "#5c6068",          # quiet text (timestamps, hints): AA on Base, Window and user_bubble
        "accent": "#c2410c",         # accent as text, icon tint and focus ring
        "accent_fill": "#c2410c",    # primary (default) buttons
        "accent_hover": "#a8380a",
        "on_accent": "#ffffff",      # text on accent_fill
        "border": "#878b93",         # control outlines: 3:1 on Base and Window (WCAG 1.4.11)
        "divider": "#e3e4e7",        # decorative separators (splitter, tooltips): no contrast duty
        "hover": "#ececef",          # flat tool button under the mouse
        "pressed": "#e2e3e6",
        "scrollbar": "#c4c6cb",
        "user_bubble": "#fcebdf",    # the user's messages: a warm tint of Base
        "banner_info_bg": "#e8f1fb", "banner_info_fg": "#1c3d6b",
        "banner_warn_bg": "#fff3df", "banner_warn_fg": "#7a3d00",
        "meter_fill": "#f6d3bd", "meter_text": "#1f2125",
        "warm": "#c2410c",           # KV cache state: warm (restored), cold (re-prefill), stale
        "cold": "#1d5fc2",
        "stale": "#5c6068",
        "danger": "#b42318",
    },
    "dark": {
        "text": "#e7e8ea",
        "muted": "#a2a5ad",
        "accent": "#ff9a55",
        "accent_fill": "#c2410c",
        "accent_hover": "#a8380a",
        "on_accent": "#ffffff",
        "border": "#767a83",
        "divider": "#34363b",
        "hover": "#34363c",
        "pressed": "#3d3f45",
        "scrollbar": "#4a4d54",
        "user_bubble": "#3a2d25",
        "banner_info_bg": "#1c2a3a", "banner_info_fg": "#cfe2fa",
        "banner_warn_bg": "#3b2b12", "banner_warn_fg": "#f8d9a0",
        "meter_fill": "#6a3516", "meter_text": "#f2f2f3",
        "warm": "#ff9a55",
        "cold": "#8ab4ff",
        "stale": "#a2a5ad",
        "danger": "#ff8a80",
    },
}


class _ThemeSignals(QObject):
    changed = Signal(str)  # the scheme ("light"/"dark"), emitted after every re-apply


theme_signals = _ThemeSignals()


class _State:
    choice: str | None = None  # what apply_theme was given; None: the system signal is ignored
    scheme = "light"  # what is applied
    connected = False  # to styleHints().colorSchemeChanged (once)
    fusion = False  # Fusion set (once)


_state = _State()


def palette_for(scheme: str) -> QPalette:
    """The full palette of `scheme`: every role set in every group, so nothing falls back to the
    platform's colours (Qt re-resolves an app palette against the system's on a theme change)."""
    roles, disabled = PALETTES[scheme], DISABLED[scheme]
    palette = QPalette()
    for name, hex_ in roles.items():
        role = getattr(QPalette.ColorRole, name, None)
        if role is None:  # e.g. Accent before Qt 6.6
            continue
        color = QColor(hex_)
        palette.setColor(QPalette.ColorGroup.Active, role, color)
        palette.setColor(QPalette.ColorGroup.Inactive, role, color)
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled.get(name, hex_)))
    return palette


def stylesheet_for(scheme: str) -> str:
    """What the palette cannot say: rounded controls, flat tool buttons, thin scrollbars, the focus
    ring. Colours come from the palette (palette(...)) or the scheme's tokens."""
    t, off = TOKENS[scheme], DISABLED[scheme]["ButtonText"]  # QSS palette() gives the active colour
    return "\n" + _controls_qss(t, off) + _arrows_qss(t) + _frames_qss(t) + _named_widgets_qss(t)


def _controls_qss(t: dict[str, str], off: str) -> str:
    """Buttons, tool buttons, text fields and tooltips: rounded, flat, with a focus ring."""
    return f"""\
QPushButton {{ background: palette(button); border: 1px solid {t["border"]}; border-radius: 6px; padding: 5px 14px; }}
QPushButton:hover {{ background: {t["hover"]}; }}
QPushButton:pressed {{ background: {t["pressed"]}; }}
QPushButton:focus {{ border: 2px solid {t["accent"]}; padding: 4px 13px; }}
QPushButton:default {{ background: {t["accent_fill"]}; color: {t["on_accent"]}; border-color: {t["accent_fill"]}; }}
QPushButton:default:hover {{ background: {t["accent_hover"]}; }}
QPushButton:default:focus {{ border: 2px solid {t["text"]}; }}
QPushButton:disabled {{ background: palette(button); color: {off}; border-color: {t["divider"]}; }}
QToolButton {{ background: transparent; border: none; border-radius: 6px; padding: 4px; }}
QToolButton:hover {{ background: {t["hover"]}; }}
QToolButton:pressed, QToolButton:checked {{ background: {t["pressed"]}; }}
QToolButton:focus {{ border: 2px solid {t["accent"]}; padding: 2px; }}
QCheckBox, QRadioButton {{ border: 2px solid transparent; border-radius: 4px; padding: 0 2px; }}
QCheckBox:focus, QRadioButton:focus {{ border-color: {t["accent"]}; }}
QComboBox, QAbstractSpinBox {{ background: palette(button); border: 1px solid {t["border"]}; border-radius: 6px; padding: 3px 6px; }}
QComboBox:focus, QAbstractSpinBox:focus {{ border: 2px solid {t["accent"]}; padding: 2px 5px; }}
QComboBox:disabled, QAbstractSpinBox:disabled {{ border-color: {t["divider"]}; }}
QAbstractItemView {{ border: 1px solid {t["border"]}; padding: 1px; }}
QAbstractItemView:focus {{ border: 2px solid {t["accent"]}; padding: 0; }}
QTabBar:focus {{ border: 2px solid {t["accent"]}; border-radius: 6px; }}
QSlider {{ border: 2px solid transparent; border-radius: 6px; }}
QSlider:focus {{ border-color: {t["accent"]}; }}
QSlider::groove:horizontal {{ height: 4px; background: {t["border"]}; border-radius: 2px; }}
QSlider::handle:horizontal {{ width: 14px; margin: -5px 0; background: {t["accent_fill"]}; border-radius: 7px; }}
QSlider::groove:horizontal:disabled, QSlider::handle:horizontal:disabled {{ background: {t["divider"]}; }}
QLineEdit, QPlainTextEdit, QTextEdit {{
    background: palette(base); border: 1px solid {t["border"]}; border-radius: 6px; padding: 4px 6px;
    selection-background-color: palette(highlight); selection-color: palette(highlighted-text);
}}
QLineEdit:focus, QPlainTextEdit:focus, QTextEdit:focus {{ border: 2px solid {t["accent"]}; padding: 3px 5px; }}
QLineEdit:disabled, QPlainTextEdit:disabled, QTextEdit:disabled {{ border-color: {t["divider"]}; }}
QToolTip {{ color: palette(tooltip-text); background: palette(tooltip-base); border: 1px solid {t["divider"]}; padding: 4px 6px; }}
"""


@cache
def _files() -> Path:
    """A folder only this process writes, for the icons the style sheet names by file; gone at exit."""
    folder = Path(tempfile.mkdtemp(prefix="emberly-look-"))
    atexit.register(shutil.rmtree, folder, True)
    return folder


def _colored_file(lucide: str, color_hex: str) -> str:
    """Lucide icon `lucide` in `color_hex` as an SVG file (QSS `image: url(…)` takes a file, not bytes)."""
    path = _files() / f"{lucide}-{color_hex.lstrip('#')}.svg"
    if not path.exists():
        svg = (icons_dir() / f"{lucide}.svg").read_text(encoding="utf-8")
        path.write_text(svg.replace("currentColor", color_hex), encoding="utf-8")
    return path.as_posix()


def _arrows_qss(t: dict[str, str]) -> str:
    """The arrows of combo and spin boxes: a style sheet that draws their frame draws these too."""
    down, up = _colored_file("chevron-down", t["text"]), _colored_file("chevron-up", t["text"])
    return f"""\
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: 18px; border: none; }}
QComboBox::down-arrow {{ image: url({down}); width: 12px; height: 12px; }}
QAbstractSpinBox::up-button {{ subcontrol-origin: border; subcontrol-position: top right; width: 18px; border: none; }}
QAbstractSpinBox::down-button {{ subcontrol-origin: border; subcontrol-position: bottom right; width: 18px; border: none; }}
QAbstractSpinBox::up-arrow {{ image: url({up}); width: 10px; height: 10px; }}
QAbstractSpinBox::down-arrow {{ image: url({down}); width: 10px; height: 10px; }}
"""


def _frames_qss(t: dict[str, str]) -> str:
    """Splitter handles, progress bars and thin scrollbars."""
    return f"""\
QSplitter::handle {{ background: {t["divider"]}; }}
QSplitter::handle:horizontal {{ width: 1px; }}
QSplitter::handle:vertical {{ height: 1px; }}
QProgressBar {{ border: 1px solid {t["border"]}; border-radius: 4px; background: palette(base); text-align: center; }}
QProgressBar::chunk {{ background: {t["meter_fill"]}; border-radius: 3px; }}  /* text stays readable over it */
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 0; }}
QScrollBar:horizontal {{ background: transparent; height: 10px; margin: 0; }}
QScrollBar::handle {{ background: {t["scrollbar"]}; border-radius: 3px; margin: 2px; }}
QScrollBar::handle:vertical {{ min-height: 28px; }}
QScrollBar::handle:horizontal {{ min-width: 28px; }}
QScrollBar::handle:hover {{ background: {t["border"]}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
"""


def _named_widgets_qss(t: dict[str, str]) -> str:
    """Widgets styled by object name: primary and suggestion buttons, quiet labels and tags,
    the model button, chips, the jump-to-bottom button, the chat list."""
    return f"""\
QPushButton#primary {{ background: {t["accent_fill"]}; color: {t["on_accent"]}; border-color: {t["accent_fill"]}; }}
QPushButton#primary:hover {{ background: {t["accent_hover"]}; }}
QPushButton#primary:focus {{ border: 2px solid {t["text"]}; padding: 4px 13px; }}
QPushButton#suggestion {{ text-align: left; padding: 10px 14px; background: palette(base); border-color: {t["divider"]}; }}
QPushButton#suggestion:hover {{ border-color: {t["accent"]}; background: {t["hover"]}; }}
QPushButton#suggestion:focus {{ border: 2px solid {t["accent"]}; padding: 9px 13px; background: {t["hover"]}; }}
QLabel#quiet {{ color: {t["muted"]}; }}
QLabel#tag {{ color: {t["on_accent"]}; background: {t["accent_fill"]}; border-radius: 4px; padding: 1px 6px; }}
QToolButton#modelButton {{ font-weight: 600; padding: 4px 8px; }}
QToolButton#modelButton:focus {{ padding: 2px 6px; }}
QFrame#chip {{ background: palette(base); border: 1px solid {t["border"]}; border-radius: 8px; }}
QToolButton#scrollToBottom {{ background: palette(button); border: 1px solid {t["border"]}; border-radius: 14px; padding: 4px 10px; }}
QToolButton#scrollToBottom:focus {{ border: 2px solid {t["accent"]}; padding: 3px 9px; }}
QListWidget#sessions {{ background: transparent; border: none; outline: none; }}
QListWidget#sessions::item {{ padding: 6px 6px; border-radius: 6px; }}
QListWidget#sessions::item:hover {{ background: {t["hover"]}; }}
QListWidget#sessions::item:selected {{ background: palette(highlight); color: palette(highlighted-text); }}
QListWidget#sessions:focus {{ border: 1px solid {t["accent"]}; border-radius: 6px; }}
QListView#chatView {{ border: 2px solid transparent; border-radius: 6px; padding: 0; }}
QListView#chatView:focus {{ border-color: {t["accent"]}; }}
"""


def current_scheme() -> str:
    """"light" or "dark": the scheme applied last (light before any)."""
    return _state.scheme


def token(name: str) -> str:
    """The hex colour of token `name` in the current scheme."""
    return TOKENS[current_scheme()][name]


def _scheme_of(color_scheme: Qt.ColorScheme) -> str:
    return "dark" if color_scheme == Qt.ColorScheme.Dark else "light"  # Unknown → light


def _apply(scheme: str) -> None:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    # Only once, before the palette (setStyle resets it). With a stylesheet set, app.style() is
    # Qt's stylesheet proxy (no name), hence the flag.
    if not _state.fusion:
        if app.style().name().lower() != "fusion":
            app.setStyle("Fusion")
        _state.fusion = True
    _state.scheme = scheme
    app.setPalette(palette_for(scheme))
    sheet = stylesheet_for(scheme)
    if app.styleSheet() != sheet:  # re-setting re-polishes every widget: skip when unchanged
        app.setStyleSheet(sheet)
    theme_signals.changed.emit(scheme)


def _on_system_scheme(color_scheme: Qt.ColorScheme) -> None:
    if _state.choice == "system":  # an explicit light/dark choice ignores the system
        _apply(_scheme_of(color_scheme))


def apply_theme(choice: str) -> None:
    """Apply "system" (follow the OS, now and on later changes), "light" or "dark"."""
    if choice not in CHOICES:
        choice = "system"
    hints = QGuiApplication.styleHints()
    _state.choice = None  # the override below may emit colorSchemeChanged: apply once, below
    if not _state.connected:
        hints.colorSchemeChanged.connect(_on_system_scheme)
        _state.connected = True
    # Tell Qt (6.8+) too, so native parts (dialogs, title bars) agree. Done before reading the
    # scheme: unsetting an override reports the system's own scheme again.
    try:
        if choice == "system":
            hints.unsetColorScheme()
        else:
            hints.setColorScheme(Qt.ColorScheme.Dark if choice == "dark" else Qt.ColorScheme.Light)
    except AttributeError:  # Qt < 6.8
        pass
    _state.choice = choice
    _apply(_scheme_of(hints.colorScheme()) if choice == "system" else choice)


def reset_theme(palette: QPalette | None = None) -> None:
    """Forget the applied theme: no stylesheet, `palette` (or Fusion's own), the system signal
    ignored. For tests that must leave the app as they found it."""
    _state.choice, _state.scheme, _state.fusion = None, "light", False
    app = QApplication.instance()
    if isinstance(app, QApplication):
        app.setStyleSheet("")
        app.setPalette(palette if palette is not None else app.style().standardPalette())
    try:
        QGuiApplication.styleHints().unsetColorScheme()
    except AttributeError:  # Qt < 6.8
        pass


def scaled_font(font: QFont, size: str, semibold: bool = False) -> QFont:
    """A copy of `font` at a step of the type scale (never below 7 pt)."""
    scaled = QFont(font)
    scaled.setPointSizeF(max(font.pointSizeF() * TYPE_SCALE[size], 7))
    if semibold:
        scaled.setWeight(QFont.Weight.DemiBold)
    return scaled
