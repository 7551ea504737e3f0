"""Where Emberly's bundled assets (icons) live: resources/ in the source tree, inside a
PyInstaller bundle (sys._MEIPASS/resources), or under sys.prefix/share/emberly for a wheel
install. Qt-free."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

APP_ID = "io.github.emberly.Emberly"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


@functools.cache  # asked for each icon made (the sidebar's 2,000 chats): one resolve and stat per process
def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)  # set by PyInstaller's bootloader
    if bundle:
        return Path(bundle) / "resources"
    tree = Path(__file__).resolve().parent.parent / "resources"  # the source tree, an editable install
    if tree.is_dir():
        return tree
    return Path(sys.prefix) / "share" / "emberly" / "resources"  # pyproject's data-files (pip install .)


def icons_dir() -> Path:
    """The bundled Lucide UI icons (resources/icons: SVGs, LICENSE)."""
    return resources_dir() / "icons"


def icon_path(size: int | None = None) -> Path:
    """The scalable SVG icon, or the PNG rendition of `size` pixels (one of ICON_SIZES)."""
    if size is None:
        return resources_dir() / "emberly.svg"
    if size not in ICON_SIZES:
        raise ValueError(f"no {size} px icon; sizes: {ICON_SIZES}")
    return resources_dir() / f"emberly-{size}.png"
