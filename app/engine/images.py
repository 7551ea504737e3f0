"""Images for vision models, decoded before they reach the engine: the engine only ever receives
RGB pixels of bounded size, never the bytes of a file (a decoder in C inside the engine thread
is the last place for a hostile PNG).

Pillow decodes (PNG, JPEG, WebP, GIF: fuzzed continuously by OSS-Fuzz); its decompression-bomb
limit is set to what Emberly accepts, so a 50,000 × 50,000 PNG is refused from its header before
a pixel is allocated. EXIF orientation is applied, the first frame of an animation taken, CMYK,
palettes, greyscale and alpha made RGB, and anything larger than MAX_SIDE on a side scaled down
(every projector resizes to a few hundred pixels anyway). The pixels' hash names the image: in
the chat's folder, in the KV cache's record of which image filled which span, and in a restore's
check that the same image is still there.
"""

from __future__ import annotations

import hashlib
import io
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..words import grouped, translate
from .errors import EngineError

IMAGE_MARKER = "<__media__>"  # where an image stands in a message's text (libmtmd's default marker)
PLACEHOLDER_SPACE = (1 << 30) - 1  # an image's span in a token list: ids -1 .. -PLACEHOLDER_SPACE
MAX_BYTES = 50 << 20  # a file larger than this is not read at all
MAX_PIXELS = 64_000_000  # what the decoder may allocate (8,000 × 8,000): larger is a bomb
MAX_SIDE = 2048  # stored and encoded: larger images are scaled down first
FORMATS = ("PNG", "JPEG", "WEBP", "GIF")
THE_IMAGE = translate("Images", "The image")  # what an image without a name is called in messages


class ImageError(EngineError):
    """An image that cannot be used: the message says why, for the person who attached it."""


@dataclass(frozen=True)
class RgbImage:
    width: int
    height: int
    pixels: bytes  # width × height × 3, row by row
    sha256: str  # of the size and pixels: the image's name wherever it is kept

    def __post_init__(self) -> None:
        if not (0 < self.width <= MAX_SIDE and 0 < self.height <= MAX_SIDE) or len(self.pixels) != self.width * self.height * 3:
            raise ImageError(translate(
                "Images", "An image of {width} × {height} needs {needed} bytes of pixels, not {given}.").format(
                width=self.width, height=self.height, needed=grouped(self.width * self.height * 3),
                given=grouped(len(self.pixels))))

    @classmethod
    def of(cls, width: int, height: int, pixels: bytes) -> RgbImage:
        digest = hashlib.sha256(f"{width}x{height}:".encode() + pixels).hexdigest()
        return cls(width, height, pixels, digest)


def decode_image(data: bytes, name: str = THE_IMAGE) -> RgbImage:
    """RGB pixels of `data` (a PNG, JPEG, WebP or GIF file's bytes). Raises ImageError with a
    reason a person can act on."""
    from PIL import Image, ImageOps, UnidentifiedImageError

    if len(data) > MAX_BYTES:
        raise ImageError(translate("Images", "{name} is {size} MB; images up to {limit} MB are read.").format(
            name=name, size=f"{len(data) / (1 << 20):.0f}", limit=MAX_BYTES >> 20))
    Image.MAX_IMAGE_PIXELS = MAX_PIXELS  # Pillow refuses twice this from the header; the check below, this
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data), formats=FORMATS) as image:
                if image.width * image.height > MAX_PIXELS:
                    raise ImageError(translate("Images", "{name} is {width} × {height} pixels: too large to open "
                                                         "(up to {limit} million pixels).").format(
                        name=name, width=grouped(image.width), height=grouped(image.height), limit=MAX_PIXELS // 1_000_000))
                image.seek(0)  # an animation: its first frame
                upright = ImageOps.exif_transpose(image)
                if upright.mode in ("RGBA", "LA", "PA") or "transparency" in upright.info:
                    upright = upright.convert("RGBA")
                    rgb = Image.new("RGB", upright.size, (255, 255, 255))  # transparent as a viewer shows it: on white
                    rgb.paste(upright, mask=upright.getchannel("A"))
                else:
                    rgb = upright.convert("RGB")  # CMYK, palettes, greyscale alike
    except Image.DecompressionBombError as e:
        raise ImageError(translate("Images", "{name} declares more pixels than it could hold: not opened ({error}).")
                         .format(name=name, error=e)) from e
    except UnidentifiedImageError as e:
        raise ImageError(translate("Images", "{name} is not a PNG, JPEG, WebP or GIF image.").format(name=name)) from e
    except ImageError:
        raise
    except Exception as e:
        raise ImageError(translate("Images", "{name} could not be read: it is damaged or cut short ({error}).")
                         .format(name=name, error=e)) from e
    if max(rgb.size) > MAX_SIDE:
        rgb.thumbnail((MAX_SIDE, MAX_SIDE), Image.Resampling.LANCZOS)
    return RgbImage.of(rgb.width, rgb.height, rgb.tobytes())


_urls: dict[str, str] = {}  # the last images sent: a chat sends the same ones every turn


def unmarked(text: str, marker: str = IMAGE_MARKER) -> str:
    """`text` with `marker` broken wherever it is written: only an attached image stands there."""
    return text.replace(marker, marker[:2] + " " + marker[2:]) if marker else text


def png_bytes(image: RgbImage) -> bytes:
    """The image as a lossless PNG (fast compression: it is written and sent, rarely kept long)."""
    from PIL import Image

    out = io.BytesIO()
    Image.frombytes("RGB", (image.width, image.height), image.pixels).save(out, "PNG", compress_level=1)
    return out.getvalue()


def png_data_url(image: RgbImage) -> str:
    """The image as an OpenAI image_url: a PNG in a data: URL."""
    import base64

    url = _urls.get(image.sha256)
    if url is None:
        url = "data:image/png;base64," + base64.b64encode(png_bytes(image)).decode("ascii")
        while len(_urls) >= 8:
            _urls.pop(next(iter(_urls)))
        _urls[image.sha256] = url
    return url


def with_image_parts(messages: Sequence[Mapping[str, str]], images: Sequence[RgbImage],
                     marker: str = IMAGE_MARKER) -> list[dict[str, Any]]:
    """OpenAI chat messages, each `marker` in a text replaced by an image_url part with the next of
    `images` (the last ones when there are more images than markers: a trimmed chat's oldest
    turns are gone)."""
    total = sum(m["content"].count(marker) for m in messages)
    queue = list(images[max(0, len(images) - total):]) if total else []
    out: list[dict[str, Any]] = []
    for m in messages:
        if not queue or marker not in m["content"]:
            out.append({"role": m["role"], "content": m["content"]})
            continue
        parts: list[dict[str, Any]] = []
        for i, text in enumerate(m["content"].split(marker)):
            if i and queue:
                parts.append({"type": "image_url", "image_url": {"url": png_data_url(queue.pop(0))}})
            elif i:  # more markers than images: the marker stays text
                text = marker + text
            if text.strip():
                parts.append({"type": "text", "text": text})
        out.append({"role": m["role"], "content": parts})
    return out


def placeholders(sha256: str, n: int, projector: str = "") -> list[int]:
    """The ids an image's span holds in the engine's token list (engine/local/vision.py):
    negative, no vocabulary has them, drawn from the image's hash and the projector that reads it
    (another projector's embeddings are another reading: the cache must not take one for the other)."""
    key = hashlib.sha256(f"{projector}\0{sha256}".encode()).hexdigest() if projector else sha256
    base = int(key[:15], 16) % PLACEHOLDER_SPACE
    return [-1 - (base + i) % PLACEHOLDER_SPACE for i in range(n)]
