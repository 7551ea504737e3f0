"""Render resources/emberly.svg to the PNG sizes, a Windows .ico and a macOS .icns.

    .venv/bin/python packaging/render_icons.py

Run it after editing the SVG and commit the results. Uses Qt's own SVG renderer (QtSvg), so no
Pillow or Inkscape is needed; the .ico and .icns simply embed PNGs, which both formats allow
(Windows Vista+, macOS 10.7+), so PyInstaller needs no Pillow to use them either.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# .icns chunk types that hold PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def render(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in pngs.items():
        # Width/height 0 means 256; 32 bits per pixel; size and offset of the embedded PNG.
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for size, kind in ICNS_TYPES.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    _app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(RESOURCES / "emberly.svg"))
    if not renderer.isValid():
        print("emberly.svg did not parse", file=sys.stderr)
        return 1
    pngs = {size: render(renderer, size) for size in SIZES}
    for size, png in pngs.items():
        (RESOURCES / f"emberly-{size}.png").write_bytes(png)
    (RESOURCES / "emberly.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (RESOURCES / "emberly.icns").write_bytes(icns(pngs))
    print(f"wrote {len(pngs)} PNGs, emberly.ico and emberly.icns to {RESOURCES}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
