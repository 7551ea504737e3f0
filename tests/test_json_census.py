"""The census an export's JSON passes while it is read (app/sessions/imports/census.py): its weight
is exactly what the values' brackets, braces, commas and colons outside strings weigh, however the
bytes are cut into chunks and whatever the strings hold; it is at least what json builds for the
shapes that grow most; real exports weigh well under the bound; and what is not JSON is refused from
the bytes that show it, without reading on."""

from __future__ import annotations

import json
import random
import time
import tracemalloc
import zipfile
from pathlib import Path
from typing import Any

import pytest

from app.json_census import _WEIGHTS, FLOOR, PER_BYTE, Census, CensusError
from app.sessions import SessionStore
from app.sessions.imports import UnreadableExport, read_export, source
from tests.support import exports
from tests.support.tiers import examples

WEIGHT = dict(_WEIGHTS)


def weight(value: Any) -> int:
    """What the census should find, from the parsed value."""
    if isinstance(value, list):
        return WEIGHT[b"["] + WEIGHT[b","] * max(0, len(value) - 1) + sum(map(weight, value))
    if isinstance(value, dict):
        return (WEIGHT[b"{"] + WEIGHT[b":"] * len(value) + WEIGHT[b","] * max(0, len(value) - 1)
                + sum(map(weight, value.values())))
    return 0


def fed(data: bytes, rng: random.Random, size: int | None = None) -> Census:
    census = Census(size if size is not None else len(data) * 100)
    at = 0
    while at < len(data):
        step = rng.randrange(1, 40)
        census.feed(data[at : at + step])
        at += step
    return census


def test_the_weight_is_exact_whatever_the_strings_hold_and_wherever_chunks_end() -> None:
    rng = random.Random(47)
    alphabet = ["a", ",", ":", "[", "{", '"', "\\", "\\\\", '\\"', "é", "\n", "]", "}", " ", "\u2028", "🌊"]

    def value(depth: int) -> Any:
        r = rng.random()
        if depth > 4 or r < 0.3:
            return rng.choice(["".join(rng.choice(alphabet) for _ in range(rng.randrange(12))), 1, -2.5e3, None, True])
        if r < 0.65:
            return [value(depth + 1) for _ in range(rng.randrange(5))]
        return {"".join(rng.choice(alphabet) for _ in range(rng.randrange(6))): value(depth + 1)
                for _ in range(rng.randrange(5))}

    for _ in range(examples(300, 100)):
        doc = [value(0) for _ in range(rng.randrange(1, 20))]
        data = json.dumps(doc, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1])).encode()
        assert fed(data, rng).weight == weight(doc), data


@pytest.mark.parametrize("shape", ["[]", "[0]", "[[[[]]]]", "{}", '{"a":0}', '{"a":{}}', '{"a":{"a":{"a":{}}}}',
                                   '"ab"', "0.5", "1234", '{"k%d":"ab"}', '[{"a":[{"b":[]}]}]'])
def test_the_weight_is_at_least_what_json_builds(shape: str) -> None:
    # The ratio is per value: 5,000 of them measure it within 1% of 20,000.
    data = ("[" + ",".join(shape.replace("%d", str(i)) for i in range(examples(20_000, 5_000))) + "]").encode()
    tracemalloc.start()
    try:
        built = json.loads(data)
        grew = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    del built
    assert fed(data, random.Random(1)).weight >= 0.95 * grew  # "ab": 0.96 of it, the rest 1.3-3.5x


def test_real_exports_weigh_well_under_the_bound() -> None:
    """Chats of one-word messages, the densest real kind: 7-10 per byte, within 8 per byte and the
    floor up to ~180 MB of them; real messages weigh 4-7."""
    for doc in ([exports.chatgpt_conversation()], exports.claude_conversations(), exports.openwebui_export(),
                exports.lmstudio_conversation()):
        data = json.dumps(doc).encode()
        assert fed(data, random.Random(2)).weight < 11 * len(data)
    assert PER_BYTE == 8 and FLOOR == 256 << 20


def test_what_is_not_json_is_refused_from_the_bytes_that_show_it(tmp_path: Path) -> None:
    for data, reason in ((b"\0" * 10, "begins with byte 0x00"), (b"   \n\tPK\x03\x04", "begins with byte 0x50"),
                         (b'["a\x01b"]', "control bytes (such as 0x01)"), (b"[1,\x00]", "control bytes")):
        with pytest.raises(CensusError, match=reason.replace("(", r"\(").replace(")", r"\)")):
            Census(len(data)).feed(data)
    for fine in (b"\xef\xbb\xbf  [1]", b"  \n", b'"x"', b"-1", b"null", b'{"t": "tab\there"}'.replace(b"\t", b"\\t")):
        Census(len(fine)).feed(fine)
    # A sparse 500 MB file: the first read (4 KB) is the last.
    path = tmp_path / "sparse.json"
    with open(path, "wb") as f:
        f.truncate(500 << 20)
    reads: list[int] = []
    real_load = source._load

    def counted(read: Any, size: int, name: str) -> Any:
        def reading(n: int) -> bytes:
            reads.append(n)
            return bytes(read(n))

        return real_load(reading, size, name)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(source, "_load", counted)
        with pytest.raises(UnreadableExport, match=r"^sparse\.json is not an export Emberly can read: it begins"):
            read_export(path, SessionStore(tmp_path / "data"))
    assert reads == [4096]


def test_too_heavy_in_a_zip_or_a_folder_and_spaces_between_values(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "data")
    rng = random.Random(3)
    pieces = [b"[],", b"[ ],", b"[],\n", b"[ ] ,", b"[\t],"]
    block = b"".join(rng.choice(pieces) for _ in range(16_000))  # 64 KB: deflate looks back 32 KB only
    heavy = b"[" + block * 160 + b"[]]"  # 10 MB
    with zipfile.ZipFile(tmp_path / "export.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=1) as z:
        z.writestr("conversations.json", heavy)  # packs ~5:1 (the fastest level): no zip bomb by its ratio
    with pytest.raises(UnreadableExport, match=r"conversations\.json .*too many small values"):
        read_export(tmp_path / "export.zip", store)
    (tmp_path / "threads").mkdir()
    (tmp_path / "threads" / "messages.jsonl").write_bytes(b"[],[]\n" * ((12 << 20) // 6))
    with pytest.raises(UnreadableExport, match=r"messages\.jsonl .*too many small values"):
        read_export(tmp_path / "threads", store)
    # 100 MB of spaces between two chats costs one C loop, not a Python one per space.
    chats = [json.dumps(exports.chatgpt_conversation(f"c-{i}")).encode() for i in (1, 2)]
    with open(tmp_path / "spaced.json", "wb") as f:  # written in pieces: no 100 MB joined in memory
        f.writelines([b"[", chats[0], b" " * (100 << 20), b",", chats[1], b"]"])
    began = time.monotonic()
    found = read_export(tmp_path / "spaced.json", store)
    assert len(found.conversations) == 2 and time.monotonic() - began < 10
    found.close()
