"""Images for the next message and in sent ones: files (the paperclip, a drop, a pasted path) and
pictures pasted from the clipboard are decoded off the GUI thread (app/engine/images.py: Pillow,
bounded) and put in the image store; the composer shows a thumbnail chip, a sent message a chip
with the image's name and size, and a click shows the image as the model reads it."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QImage, QPixmap
from PySide6.QtWidgets import QDialog, QLabel, QScrollArea, QVBoxLayout, QWidget

from ...errors import AppError
from ...records import read_export_file
from ...runtime import MAX_BYTES, ImageError, ImageRef, ImageStore, RgbImage, decode_image
from ..background import Background
from ..chat.delegate import THUMB as MESSAGE_THUMB
from ..chat.items import image_label
from ..i18n import translate

IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".webp", ".gif"})
THUMB = 48


def is_image(path: Path) -> bool:
    return path.suffix.lower() in IMAGE_SUFFIXES


def read_image_file(path: Path) -> RgbImage:
    """An image file's pixels (background thread). Raises ImageError with the reason."""
    try:
        data = read_export_file(path, MAX_BYTES, translate("Attachments", "a picture may have"))  # a FIFO would hold the worker forever
    except ValueError as e:
        raise ImageError(translate("Attachments", "{name} cannot be read: {reason}.").format(name=path.name, reason=e)) from e
    except OSError as e:
        raise ImageError(translate("Attachments", "{name} could not be read: {reason}").format(
            name=path.name, reason=e.strerror or e)) from e
    return decode_image(data, path.name)


def clipboard_png(image: QImage) -> bytes:
    """A pasted picture as PNG bytes (decoded again, bounded, like any file)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; PySide6 takes str
    return bytes(data.data())


def qimage(image: RgbImage) -> QImage:
    return QImage(image.pixels, image.width, image.height, image.width * 3, QImage.Format.Format_RGB888).copy()


def small(image: RgbImage, side: int) -> QImage:
    """The image within side × side, its proportions kept (any thread: a QImage, not a QPixmap)."""
    return qimage(image).scaled(side, side, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)


def thumbnail(image: RgbImage) -> QIcon:
    return QIcon(QPixmap.fromImage(small(image, THUMB)))


def thumbnail_images(store: ImageStore, shas: list[str], side: int = MESSAGE_THUMB) -> dict[str, QImage]:
    """Small pictures of stored images, for the chips of sent messages (on a background thread)."""
    out = {}
    for sha in shas:
        with contextlib.suppress(AppError):
            out[sha] = small(store.load(ImageRef(sha, "image", 0, 0)), side)
    return out


class ImageViewer(QDialog):
    """An image as the model reads it (upright, RGB), scaled to fit the screen."""

    def __init__(self, ref: ImageRef, image: RgbImage, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(image_label(ref))
        pixmap = QPixmap.fromImage(qimage(image))
        screen = QGuiApplication.primaryScreen()
        room = screen.availableSize() * 0.8 if screen is not None else pixmap.size()
        if pixmap.width() > room.width() or pixmap.height() > room.height():
            pixmap = pixmap.scaled(room, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
        self.picture = QLabel(self)
        self.picture.setPixmap(pixmap)
        self.picture.setAccessibleName(ref.name)
        scroll = QScrollArea(self)
        scroll.setWidget(self.picture)
        scroll.setWidgetResizable(True)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        self.resize(pixmap.width() + 40, pixmap.height() + 40)


def show_image(background: Background, store: ImageStore, ref: ImageRef, parent: QWidget,
               failed: Callable[[AppError], None]) -> None:
    """Read the image off the GUI thread, then show it."""

    def shown(image: RgbImage) -> None:
        viewer = ImageViewer(ref, image, parent)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.show()

    background.run(lambda: store.load(ref), shown, failed, latest="image viewer", name="image viewer")
