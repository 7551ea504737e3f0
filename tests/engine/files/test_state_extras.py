"""Extras saved next to a state file (checkpoints, last logits): bound to it by its checksum,
refused when damaged (no model)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from app.engine.errors import StateFileCorrupt, StateFileMissing
from app.engine.files.state_files import DraftState, extras_path, read_extras, write_extras

CHECKPOINTS = [(7, b"\x01" * 100), (40, bytes(range(256)) * 3)]
N_VOCAB = 300
LOGITS = np.linspace(-5, 5, N_VOCAB, dtype="<f4").tobytes()


def read(kv: Path, checksum: str = "abc123", n_tokens: int = 50):  # type: ignore[no-untyped-def]
    return read_extras(kv, checksum, n_tokens, N_VOCAB)


def test_round_trip_and_nothing_left_behind(tmp_path: Path) -> None:
    kv = tmp_path / "chat.kv"
    write_extras(kv, "abc123", CHECKPOINTS, LOGITS)
    extras = read(kv)
    assert (extras.checkpoints, extras.logits) == (CHECKPOINTS, LOGITS)
    write_extras(kv, "abc123", CHECKPOINTS)  # a model that needs no logits saved
    assert read(kv).logits is None
    write_extras(kv, "abc123", [])  # a save with nothing extra removes the old file
    assert not extras_path(kv).exists()
    with pytest.raises(StateFileMissing):
        read(kv)
    assert list(tmp_path.iterdir()) == []  # no temp files either


def test_extras_of_another_save_are_refused(tmp_path: Path) -> None:
    kv = tmp_path / "chat.kv"
    write_extras(kv, "old-save", CHECKPOINTS, LOGITS)  # then the state file was replaced, and a crash came before these
    with pytest.raises(StateFileCorrupt, match="another save"):
        read(kv, checksum="new-save")


@pytest.mark.parametrize(("n_tokens", "n_vocab"), [(39, N_VOCAB), (50, N_VOCAB + 1)])
def test_extras_that_do_not_fit_the_state_file_are_refused(tmp_path: Path, n_tokens: int, n_vocab: int) -> None:
    kv = tmp_path / "chat.kv"
    write_extras(kv, "abc123", CHECKPOINTS, LOGITS)
    with pytest.raises(StateFileCorrupt, match="do not fit"):
        read_extras(kv, "abc123", n_tokens, n_vocab)  # a checkpoint past its tokens; logits of another vocabulary


@pytest.mark.parametrize("damage", ["flip", "truncate", "empty", "garbage"])
def test_damaged_extras_are_refused(tmp_path: Path, damage: str) -> None:
    kv = tmp_path / "chat.kv"
    write_extras(kv, "abc123", CHECKPOINTS, LOGITS)
    path = extras_path(kv)
    data = path.read_bytes()
    if damage == "flip":
        for at in range(0, len(data), 97):  # a flip anywhere is caught: header, blobs, logits or digest
            flipped = bytearray(data)
            flipped[at] ^= 0x40
            path.write_bytes(bytes(flipped))
            with pytest.raises(StateFileCorrupt):
                read(kv)
        return
    path.write_bytes({"truncate": data[:-20], "empty": b"", "garbage": b"EMBXTRA1" + b"\xff" * 64}[damage])
    with pytest.raises(StateFileCorrupt):
        read(kv)


def test_a_draft_models_cache_rides_along_and_must_fit_the_chat(tmp_path: Path) -> None:
    kv = tmp_path / "chat.kv"
    draft = DraftState("draft-model-key", 48, bytes(range(200)) * 5)
    write_extras(kv, "abc123", CHECKPOINTS, LOGITS, draft)
    extras = read(kv)
    assert (extras.checkpoints, extras.logits, extras.draft) == (CHECKPOINTS, LOGITS, draft)
    write_extras(kv, "abc123", [], None, draft)  # a plain attention model: the draft's cache alone
    assert read(kv).draft == draft and read(kv).checkpoints == [] and read(kv).logits is None
    with pytest.raises(StateFileCorrupt, match="do not fit"):
        read(kv, n_tokens=47)  # it says it holds more of the chat than the state file has
