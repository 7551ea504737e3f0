"""Emberly's icons: Lucide SVGs (resources/icons, ISC) drawn in the current theme's text colour.

`icon(name)` returns a QIcon whose engine renders at paint time, so a theme switch recolours
every icon already set on a button or action: nothing has to set it again.
"""

from __future__ import annotations

from functools import cache

import shiboken6
from PySide6.QtCore import QByteArray, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QIconEngine, QImage, QPainter, QPalette, QPixmap

from ...resources import icons_dir
from . import theme

# Our name → Lucide file (without .svg). Widgets use our names, so a different Lucide pick is a
# one-line change here.
ICONS: dict[str, str] = {
    "new-chat": "square-pen", "search": "search", "settings": "settings", "model": "box",
    "send": "send", "stop": "square", "regenerate": "refresh-cw", "regenerate-many": "layers",
    "continue": "chevrons-right", "copy": "copy", "edit": "pencil", "fork": "git-branch",
    "delete": "trash-2", "pin": "pin", "export": "download", "import": "upload", "quit": "log-out",
    "diagnostics": "clipboard-list", "log-folder": "folder-open", "about": "info",
    "prev": "chevron-left", "next": "chevron-right", "scroll-down": "arrow-down", "scroll-up": "arrow-up",
    "warm": "flame", "cold": "snowflake", "stale": "circle-dashed", "chat-settings": "sliders-horizontal",
    "duplicate": "copy-plus", "rename": "text-cursor-input", "close": "x", "chat": "message-square",
    "suggest": "sparkles", "warning": "triangle-alert", "ok": "circle-check", "get-model": "hard-drive-download",
    "pause": "pause", "resume": "play", "server": "server", "plus": "plus", "attach": "paperclip",
    "document": "file-text", "library": "library-big", "image": "image", "compare": "columns-2",
    "web": "globe", "open-down": "chevron-down", "open-up": "chevron-up",  # the latter two: theme's QSS arrows
}

_CACHE_LIMIT = 512
_cache: dict[tuple[str, int, int, str, float], QPixmap] = {}
# PySide does not hand a Python object returned from a C++ virtual (clone()) over to C++: without a
# reference it is freed while the QIcon still uses it. Kept here until Qt deletes it (then invalid).
_clones: list[QIconEngine] = []


def icon_file(name: str) -> str:
    if name not in ICONS:
        raise KeyError(f"no icon {name!r}; known: {', '.join(sorted(ICONS))}")
    return str(icons_dir() / f"{ICONS[name]}.svg")


@cache
def _svg_text(name: str) -> str:
    with open(icon_file(name), encoding="utf-8") as f:
        return f.read()


def svg_bytes(name: str, color_hex: str) -> bytes:
    """The SVG of icon `name` with its strokes (currentColor) in `color_hex`."""
    return _svg_text(name).replace("currentColor", color_hex).encode()


def _render(name: str, color_hex: str, size: QSize, dpr: float) -> QPixmap:
    from PySide6.QtSvg import QSvgRenderer  # ~20 ms to import: not before the first icon paints

    w, h = max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr))
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    side = min(w, h)  # Lucide icons are square: centre them in a non-square request
    painter = QPainter(image)
    QSvgRenderer(QByteArray(svg_bytes(name, color_hex))).render(painter, QRectF((w - side) / 2, (h - side) / 2, side, side))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


class SvgIconEngine(QIconEngine):
    """Renders one Lucide icon in the app palette's ButtonText colour (or a theme token's) at the
    time Qt asks, caching each (size, mode, colour, devicePixelRatio)."""

    def __init__(self, name: str, color_token: str | None = None) -> None:
        super().__init__()
        icon_file(name)  # fail now on an unknown name, not at the first paint
        self.name, self.color_token = name, color_token

    def color(self, mode: QIcon.Mode) -> str:
        if mode == QIcon.Mode.Disabled:
            return QGuiApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText).name()
        if self.color_token:  # Active and Selected look as Normal: the row or button shows the state
            return theme.token(self.color_token)
        return QGuiApplication.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText).name()

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float) -> QPixmap:
        # Qt >= 6.8 passes the logical size; the pixmap has size × scale device pixels.
        color = self.color(mode)
        key = (self.name, size.width(), size.height(), color, scale)
        pixmap = _cache.get(key)
        if pixmap is None:
            if len(_cache) >= _CACHE_LIMIT:
                _cache.clear()
            pixmap = _cache[key] = _render(self.name, color, size, scale)
        return pixmap

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        painter.drawPixmap(rect, self.scaledPixmap(rect.size(), mode, state, dpr))

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:
        side = min(size.width(), size.height())
        return QSize(side, side)

    def isNull(self) -> bool:
        return False

    def key(self) -> str:
        return "EmberlySvgIconEngine"

    def iconName(self) -> str:
        return self.name

    def clone(self) -> QIconEngine:
        _clones[:] = [e for e in _clones if shiboken6.isValid(e)]
        copy = SvgIconEngine(self.name, self.color_token)
        _clones.append(copy)
        return copy


def icon(name: str, color_token: str | None = None) -> QIcon:
    """Lucide icon `name` (a key of ICONS), tinted with the text colour or theme token `color_token`,
    following theme changes by itself. KeyError for an unknown name."""
    return QIcon(SvgIconEngine(name, color_token))


# Colours are part of the cache key, so old entries are only dead weight after a theme change.
theme.theme_signals.changed.connect(lambda _scheme: _cache.clear())
