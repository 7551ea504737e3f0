"""Copies of the real test model with one metadata key added (e.g. a hostile chat template).

A key goes first in the metadata section; everything after it shifts, so the tensor data is
re-aligned. The tensor offsets are relative to the data section and stay valid.
"""

from __future__ import annotations

import shutil
import struct
from pathlib import Path

from gguf import GGUF_DEFAULT_ALIGNMENT, GGUFValueType

from app.engine.files.gguf_info import read_header


def with_string_key(source: Path, target: Path, key: str, value: str) -> Path:
    header = read_header(source)
    align = int(header.fields.get("general.alignment", GGUF_DEFAULT_ALIGNMENT))
    k, v = key.encode(), value.encode()
    entry = struct.pack("<Q", len(k)) + k + struct.pack("<I", GGUFValueType.STRING) + struct.pack("<Q", len(v)) + v
    with open(source, "rb") as src, open(target, "wb") as out:
        start = src.read(24)  # magic, version, tensor count, key count
        n_kv = struct.unpack_from("<Q", start, 16)[0]
        out.write(start[:16] + struct.pack("<Q", n_kv + 1) + entry)
        out.write(src.read(header.header_end - 24))
        out.write(b"\0" * (-out.tell() % align))
        src.seek(header.data_offset)
        shutil.copyfileobj(src, out, 1 << 24)
    return target
