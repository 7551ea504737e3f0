"""The bundled Lucide icons: every name has its file and every file a name; icons render at any
size and device pixel ratio, and follow the theme without being set again."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QIcon, QImage, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QToolButton
from pytestqt.qtbot import QtBot

from app.resources import icons_dir
from app.ui.look import theme
from app.ui.look.icons import ICONS, icon, svg_bytes
from app.ui.look.theme import apply_theme

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(autouse=True)
def restore_look(qapp: QApplication) -> Iterator[None]:
    palette = QPalette(qapp.palette())
    yield
    theme.reset_theme(palette)


def stroke_color(pixmap: QPixmap) -> QColor:
    """The colour of the most opaque pixel: a stroke's, not its anti-aliased edge."""
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    best = max(((image.pixelColor(x, y)) for y in range(image.height()) for x in range(image.width())),
               key=lambda c: c.alpha())
    assert best.alpha() > 200
    return best


def test_every_name_has_a_file_and_every_file_a_name() -> None:
    files = {p.stem for p in icons_dir().glob("*.svg")}
    assert set(ICONS.values()) <= files
    assert files <= set(ICONS.values()), f"unused icons: {files - set(ICONS.values())}"
    assert "ISC License" in (icons_dir() / "LICENSE").read_text()
    assert "lucide-static 1.62.0" in (icons_dir() / "README.md").read_text()


def test_installs_and_the_bundle_carry_the_icons() -> None:
    # (a text check: tomllib is Python 3.11+, the project supports 3.10)
    assert '"share/emberly/resources/icons" = ["resources/icons/*"]' in (ROOT / "pyproject.toml").read_text()
    assert '(str(RESOURCES), "resources")' in (ROOT / "packaging" / "emberly.spec").read_text()  # the folder, recursively


def test_an_unknown_name_lists_the_known_ones() -> None:
    with pytest.raises(KeyError, match="new-chat"):
        icon("no-such-icon")


def test_svg_bytes_colours_the_strokes() -> None:
    data = svg_bytes("send", "#123456")
    assert b'stroke="#123456"' in data and b"currentColor" not in data


@pytest.mark.parametrize("name", sorted(ICONS))
def test_every_icon_renders(qapp: QApplication, name: str) -> None:
    for size in (16, 32):
        pixmap = icon(name).pixmap(QSize(size, size))
        assert pixmap.size() == QSize(size, size) and not pixmap.isNull()
        assert stroke_color(pixmap).alpha() > 200  # something was drawn


def test_high_dpi_pixmaps_have_device_pixels(qapp: QApplication) -> None:
    pixmap = icon("settings").pixmap(QSize(16, 16), 2.0)
    assert pixmap.size() == QSize(32, 32) and pixmap.devicePixelRatio() == 2.0
    assert pixmap.deviceIndependentSize().toSize() == QSize(16, 16)
    stroke_color(pixmap)


def test_colour_follows_the_theme_without_setting_the_icon_again(qtbot: QtBot) -> None:
    apply_theme("light")
    button = QToolButton()
    qtbot.addWidget(button)
    button.setIcon(icon("copy"))
    light = stroke_color(button.icon().pixmap(QSize(20, 20)))
    assert light.lightness() < 80
    apply_theme("dark")
    dark = stroke_color(button.icon().pixmap(QSize(20, 20)))
    assert dark.lightness() > 180
    assert dark.name() == theme.PALETTES["dark"]["ButtonText"]


def test_a_token_tint_follows_the_theme_too(qapp: QApplication) -> None:
    apply_theme("light")
    assert stroke_color(icon("warm", "warm").pixmap(QSize(24, 24))).name() == theme.TOKENS["light"]["warm"]
    apply_theme("dark")
    assert stroke_color(icon("warm", "warm").pixmap(QSize(24, 24))).name() == theme.TOKENS["dark"]["warm"]


def test_disabled_differs_and_selected_looks_normal(qapp: QApplication) -> None:
    apply_theme("light")
    i = icon("delete")
    normal = stroke_color(i.pixmap(QSize(24, 24), QIcon.Mode.Normal))
    assert stroke_color(i.pixmap(QSize(24, 24), QIcon.Mode.Disabled)) != normal
    assert stroke_color(i.pixmap(QSize(24, 24), QIcon.Mode.Selected)) == normal
    assert stroke_color(i.pixmap(QSize(24, 24), QIcon.Mode.Active)) == normal


def test_a_copy_that_detaches_clones_the_engine(qapp: QApplication) -> None:
    original = icon("pin")
    copy = QIcon(original)
    copy.addPixmap(QPixmap(8, 8))  # detaches: Qt calls the engine's clone()
    del original
    import gc

    gc.collect()
    assert not copy.pixmap(QSize(16, 16)).isNull()


def test_painting_at_device_pixel_ratio_2(qapp: QApplication) -> None:
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QPainter

    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    icon("search").paint(painter, QRect(0, 0, 32, 32))
    painter.end()
    assert stroke_color(QPixmap.fromImage(image)).alpha() > 200
