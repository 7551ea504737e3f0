"""Images decoded for vision models (app/engine/images.py): every format the window takes, turned
upright and made RGB, and every hostile file refused with a reason, never a crash."""

from __future__ import annotations

import io
import struct
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from app.engine.images import MAX_SIDE, ImageError, RgbImage, decode_image
from tests.support.tiers import examples


def encoded(image: Image.Image, fmt: str, **options: object) -> bytes:
    out = io.BytesIO()
    image.save(out, fmt, **options)
    return out.getvalue()


def test_png_jpeg_webp_and_gif_become_the_same_rgb_pixels() -> None:
    image = Image.new("RGB", (4, 3), (200, 30, 40))
    for fmt in ("PNG", "WEBP", "GIF"):
        got = decode_image(encoded(image, fmt, **({"lossless": True} if fmt == "WEBP" else {})))
        assert (got.width, got.height) == (4, 3)
        assert got.pixels == bytes([200, 30, 40]) * 12
    jpeg = decode_image(encoded(image, "JPEG", quality=95))
    assert all(abs(a - b) < 8 for a, b in zip(jpeg.pixels[:3], (200, 30, 40), strict=True))
    assert decode_image(encoded(image, "PNG")).sha256 == decode_image(encoded(image, "PNG")).sha256
    assert decode_image(encoded(image, "PNG")).sha256 != decode_image(encoded(Image.new("RGB", (3, 4)), "PNG")).sha256


def test_exif_orientation_alpha_cmyk_and_the_first_frame_of_an_animation() -> None:
    tall = Image.new("RGB", (6, 2), (0, 0, 255))
    exif = Image.Exif()
    exif[0x0112] = 6  # shot rotated: shown turned 90° clockwise
    upright = decode_image(encoded(tall, "JPEG", exif=exif.tobytes()))
    assert (upright.width, upright.height) == (2, 6)
    cmyk = decode_image(encoded(Image.new("CMYK", (3, 3), (0, 255, 255, 0)), "JPEG"), "scan.jpg")
    assert cmyk.pixels[0] > 200 and cmyk.pixels[1] < 60  # red, as the printer meant it
    rgba = decode_image(encoded(Image.new("RGBA", (2, 2), (10, 20, 30, 0)), "PNG"))
    assert rgba.pixels == b"\xff" * 12  # transparent: on white, as a viewer shows it
    frames = [Image.new("RGB", (5, 5), colour) for colour in ((255, 0, 0), (0, 255, 0))]
    gif = encoded(frames[0], "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0)
    first = decode_image(gif)
    assert first.pixels[0] > 200 and first.pixels[1] < 60


def test_large_images_are_scaled_down_and_bombs_refused_from_their_header() -> None:
    wide = decode_image(encoded(Image.new("RGB", (MAX_SIDE * 2, 10)), "PNG"))
    assert (wide.width, wide.height) == (MAX_SIDE, 5)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    bomb = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 50_000, 50_000, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\0" * 1000)) + chunk(b"IEND", b""))
    with pytest.raises(ImageError, match="50,000 × 50,000|more pixels"):
        decode_image(bomb, "bomb.png")


def test_damaged_and_foreign_files_are_refused_with_a_reason() -> None:
    png = encoded(Image.new("RGB", (64, 64), (1, 2, 3)), "PNG")
    with pytest.raises(ImageError, match="damaged or cut short"):
        decode_image(png[: len(png) // 2], "cut.png")
    with pytest.raises(ImageError, match="not a PNG, JPEG, WebP or GIF"):
        decode_image(b"%PDF-1.7 not an image", "notes.pdf")
    with pytest.raises(ImageError, match="not a PNG, JPEG, WebP or GIF"):
        decode_image(encoded(Image.new("RGB", (2, 2)), "BMP"))  # a format the window does not offer
    with pytest.raises(ImageError, match="needs"):
        RgbImage(2, 2, b"\0" * 5, "x")


@settings(max_examples=examples(150, 40), deadline=None)
@given(st.data())
def test_any_damage_to_a_file_is_an_image_or_a_reason(data: st.DataObject) -> None:
    fmt = data.draw(st.sampled_from(["PNG", "JPEG", "GIF", "WEBP"]))
    raw = bytearray(encoded(Image.new("RGB", (16, 16), (9, 99, 199)), fmt))
    for _ in range(data.draw(st.integers(1, 8))):
        raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
    cut = data.draw(st.integers(1, len(raw)))
    try:
        image = decode_image(bytes(raw[:cut]))
    except ImageError:
        return
    assert len(image.pixels) == image.width * image.height * 3
