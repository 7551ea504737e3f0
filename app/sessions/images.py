"""Images attached to a message: a reference in the transcript, the pixels in a store.

    <data dir>/images/<sha256>.png   an attached image as the engine reads it (RGB, upright, at
                                     most engine.images.MAX_SIDE a side), lossless, named by the
                                     sha256 of its size and pixels: written once, shared by every
                                     message and chat that attaches it

The PNG is written by Emberly from decoded pixels, so reading it back gives the same pixels and
the same hash; a file that no longer does (altered, damaged, replaced) is refused with the reason
and the chat goes on without it. `collect` deletes the images no chat references any more.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..atomic import remove_stale_temps, write_atomic
from ..engine.images import MAX_BYTES, MAX_SIDE, ImageError, RgbImage, decode_image, png_bytes
from ..records import RecordError, read_record
from ..words import translate
from .attachments import SHA256, display_name, remove_unreferenced
from .errors import AttachmentMissing, StoreError

CACHE_PIXELS = 64_000_000  # decoded images kept in memory, in bytes of pixels: a chat's turns reuse them


@dataclass(frozen=True)
class ImageRef:
    """An image attached to a message: its hash (the store's key), a display name and size."""

    sha256: str
    name: str
    width: int
    height: int

    def to_dict(self) -> dict[str, Any]:
        return {"sha256": self.sha256, "name": self.name, "width": self.width, "height": self.height}

    @classmethod
    def from_dict(cls, d: Any) -> ImageRef:
        """Checked: a transcript is a record anything may have written. ValueError without a
        usable hash; a size that does not fit reads 0 (only shown)."""
        if not isinstance(d, dict) or not isinstance(d.get("sha256"), str) or not SHA256.match(d["sha256"]):
            raise ValueError("an image entry without a sha256")

        def side(value: Any) -> int:
            return value if isinstance(value, int) and not isinstance(value, bool) and 0 < value <= MAX_SIDE else 0

        name = d.get("name")
        return cls(d["sha256"], display_name(name) if isinstance(name, str) and name.strip() else "image",
                   side(d.get("width")), side(d.get("height")))


def images_from(value: Any) -> list[ImageRef]:
    """A message's image entries, each checked; unusable ones are left out."""
    out = []
    for d in value if isinstance(value, list) else []:
        with contextlib.suppress(ValueError):
            out.append(ImageRef.from_dict(d))
    return out


class ImageStore:
    def __init__(self, root: Path) -> None:
        self.dir = Path(root) / "images"
        self.dir.mkdir(parents=True, exist_ok=True)
        remove_stale_temps(self.dir)
        self._read: OrderedDict[str, RgbImage] = OrderedDict()
        self._lock = threading.Lock()

    def path(self, sha256: str) -> Path:
        if not isinstance(sha256, str) or not SHA256.match(sha256):
            raise StoreError(translate("Attachments", "{sha} is not an image's sha256")
                             .format(sha=repr(str(sha256)[:80])))
        return self.dir / f"{sha256}.png"

    def put(self, image: RgbImage, name: str) -> ImageRef:
        """Store `image` (once: the same pixels are one file) and return the reference a message
        keeps. Raises StoreError when it cannot be written."""
        path, ref = self.path(image.sha256), ImageRef(image.sha256, display_name(name), image.width, image.height)
        if path.is_file():
            with self._lock:
                self._read.pop(image.sha256, None)  # the file itself is checked
            with contextlib.suppress(AttachmentMissing):  # one altered on disk is written again below
                self.load(ref)
                return ref
        try:
            write_atomic(path, png_bytes(image))
        except OSError as e:
            raise StoreError(translate("Attachments", "The image could not be saved: {error}")
                             .format(error=e.strerror or e)) from e
        self._remember(image)
        return ref

    def png_of(self, ref: ImageRef) -> bytes | None:
        """The stored PNG of `ref` as it is on disk (an export inlines it), None when it is not there."""
        try:
            return read_record(self.path(ref.sha256), MAX_BYTES)
        except (OSError, RecordError):
            return None

    def load(self, ref: ImageRef) -> RgbImage:
        """The image's pixels, checked against its hash. Raises AttachmentMissing (a StoreError)
        when the file is not there, cannot be read, or is not the image it was."""
        with self._lock:
            cached = self._read.get(ref.sha256)
            if cached is not None:
                self._read.move_to_end(ref.sha256)
                return cached
        try:
            image = decode_image(read_record(self.path(ref.sha256), MAX_BYTES), ref.name)
        except FileNotFoundError as e:
            raise AttachmentMissing(translate("Attachments", "The attached image “{name}” is missing from {folder}")
                                    .format(name=ref.name, folder=self.dir)) from e
        except (RecordError, ImageError) as e:
            raise AttachmentMissing(translate("Attachments", "The attached image “{name}” cannot be read: {error}")
                                    .format(name=ref.name, error=e)) from e
        if image.sha256 != ref.sha256:
            raise AttachmentMissing(translate("Attachments", "The attached image “{name}” was altered or replaced (its "
                                              "file no longer matches its hash)").format(name=ref.name))
        self._remember(image)
        return image

    def _remember(self, image: RgbImage) -> None:
        with self._lock:
            self._read[image.sha256] = image
            self._read.move_to_end(image.sha256)
            while sum(len(i.pixels) for i in self._read.values()) > CACHE_PIXELS and len(self._read) > 1:
                self._read.popitem(last=False)

    def collect(self, referenced: Iterable[str]) -> int:
        """Delete every stored image whose hash is not in `referenced`; returns how many."""
        removed = remove_unreferenced(self.dir, ".png", set(referenced))
        with self._lock:
            for sha in removed:
                self._read.pop(sha, None)
        return len(removed)


def embedded_images(referenced: Iterable[str], store: ImageStore) -> dict[str, str]:
    """{sha256: the PNG in base64} of the referenced images the store holds intact (an export's)."""
    out = {}
    for sha in sorted(referenced):
        with contextlib.suppress(StoreError, OSError, RecordError):
            store.load(ImageRef(sha, "image", 0, 0))  # intact: it decodes to its hash
            out[sha] = base64.b64encode(read_record(store.path(sha), MAX_BYTES)).decode("ascii")
    return out


def exported_images(value: Any, referenced: set[str]) -> list[Callable[[], RgbImage]]:
    """The images an export embeds for its chat, each to be decoded (one at a time: a file of
    many large pictures is never all in memory) and checked against its hash (ValueError for one
    that is not that image); images it does not reference are ignored."""
    if value is None:
        return []
    if not isinstance(value, dict):
        raise ValueError(translate("Attachments", "its images are not an object of PNGs"))

    def decoded(sha: str) -> RgbImage:
        try:
            image = decode_image(base64.b64decode(value[sha], validate=True), translate("Attachments", "an image"))
        except (ImageError, ValueError, TypeError) as e:
            raise ValueError(translate("Attachments", "image {sha}… is not an image: {error}")
                             .format(sha=sha[:12], error=e)) from e
        if image.sha256 != sha:
            raise ValueError(translate("Attachments", "image {sha}… is not the image it names").format(sha=sha[:12]))
        return image

    for sha in referenced & value.keys():
        if not isinstance(value[sha], str):
            raise ValueError(translate("Attachments", "image {sha}… is not base64 text").format(sha=sha[:12]))
    return [functools.partial(decoded, sha) for sha in sorted(referenced & value.keys())]


def image_marker(engine: Any, messages: Iterable[Any], told: set[str], warnings: list[str]) -> str:
    """The marker a chat's images stand as in its prompt: the engine's, where it reads images;
    "" (the text alone, said once) where it does not, or when the chat has none."""
    if engine is None or not any(m.images for m in messages):
        return ""
    if not engine.vision:
        if "no projector" not in told:
            told.add("no projector")
            warnings.append(translate("Attachments", "This chat has images, and the model reads no images (no "
                                      "projector, mmproj, loaded with it): it reads the text only."))
        return ""
    return str(engine.image_marker)


def chat_images(store: ImageStore, session: Any, marker: str, told: set[str],
                warnings: list[str]) -> tuple[list[RgbImage], frozenset[str]]:
    """The images of the chat's active path from the store, in order, and the hashes of those
    missing or altered there (each said once: the model is told it is no longer available)."""
    if not marker:
        return [], frozenset()
    images, missing = [], set()
    for ref in session.image_refs():
        try:
            images.append(store.load(ref))
        except AttachmentMissing as e:
            missing.add(ref.sha256)
            if ref.sha256 not in told:
                told.add(ref.sha256)
                warnings.append(translate("Attachments", "{error}. The model is told the image is no longer available.")
                                .format(error=e))
    return images, frozenset(missing)


def gone_line(ref: ImageRef) -> str:
    """What the model reads where an image no longer available was."""
    return f"[image “{ref.name}” is no longer available]\n"
