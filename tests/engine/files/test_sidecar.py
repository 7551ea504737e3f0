"""The sidecar's reading (app/engine/files/sidecar.py): its parse is cached by the file's bytes, so a
changed sidecar is always read anew and no reader sees another's changes. No model needed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.engine.errors import StateSidecarCorrupt
from app.engine.files.sidecar import SIDECAR_FORMAT, read_sidecar, sidecar_path


def write(state: Path, n_tokens: int, **fingerprint: object) -> None:
    meta = {"format": SIDECAR_FORMAT, "fingerprint": fingerprint, "n_tokens": n_tokens,
            "state_bytes": 100, "xxh3_64": "00ff"}
    sidecar_path(state).write_text(json.dumps(meta))


def test_a_rewritten_sidecar_is_read_anew(tmp_path: Path) -> None:
    state = tmp_path / "chat.kv"
    write(state, 10, model="a")
    assert read_sidecar(state)["n_tokens"] == 10
    write(state, 11, model="a")  # same length, other bytes
    assert read_sidecar(state)["n_tokens"] == 11
    write(state, 10, model="a")  # the first bytes again: the cached parse
    assert read_sidecar(state) == {"fingerprint": {"model": "a"}, "n_tokens": 10, "state_bytes": 100, "xxh3_64": "00ff"}


def test_one_readers_changes_do_not_reach_the_next(tmp_path: Path) -> None:
    state = tmp_path / "chat.kv"
    write(state, 10, model="a")
    first = read_sidecar(state)
    first["n_tokens"] = 99
    with pytest.raises(TypeError):
        first["fingerprint"]["model"] = "b"  # type: ignore[index]
    again = read_sidecar(state)
    assert again["n_tokens"] == 10 and again["fingerprint"]["model"] == "a"


def test_a_garbled_sidecar_after_a_good_one_is_refused(tmp_path: Path) -> None:
    state = tmp_path / "chat.kv"
    write(state, 10, model="a")
    read_sidecar(state)
    sidecar_path(state).write_text(sidecar_path(state).read_text()[:-2])
    with pytest.raises(StateSidecarCorrupt):
        read_sidecar(state)
    sidecar_path(state).write_text(json.dumps({"format": SIDECAR_FORMAT, "fingerprint": ["model", "a"],
                                               "n_tokens": 1, "state_bytes": 1, "xxh3_64": "0"}))
    with pytest.raises(StateSidecarCorrupt):
        read_sidecar(state)


def test_a_gpu_made_cache_mismatches_where_no_gpu_is_and_the_other_way() -> None:
    """`device` is written only where a build sees a GPU: absent on either side it differs; the
    fields written only where they apply otherwise count from the engine's side (n_seq_max)."""
    from app.engine.files.sidecar import describe_mismatch, fingerprint_mismatch

    cpu, gpu = {"model": "a", "gpu_layers": 0}, {"model": "a", "gpu_layers": 0, "device": "Vulkan0: llvmpipe"}
    assert fingerprint_mismatch(cpu, gpu) == ["device"] and fingerprint_mismatch(gpu, cpu) == ["device"]
    assert fingerprint_mismatch(gpu, dict(gpu)) == [] and fingerprint_mismatch(cpu, dict(cpu)) == []
    assert describe_mismatch(fingerprint_mismatch({**gpu, "gpu_layers": 5}, gpu)) == "another GPU offload setting"
    assert describe_mismatch(["device"]) == "another compute device"
    assert fingerprint_mismatch({**cpu, "n_seq_max": 3}, cpu) == []
