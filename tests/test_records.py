"""Records on disk written by anything but Emberly (app/records.py, app/settings.py): special
files, huge files, deep or odd JSON, and values of the wrong type never crash, block or grow the
app; the settings fall back field by field and say which."""

from __future__ import annotations

import json
import os
import threading
from dataclasses import fields
from pathlib import Path

import pytest

from app.records import RecordError, load_record, parse_record, read_record
from app.settings import VALID, Settings, load_settings, settings_path


def write_settings(config_dir: Path, data: object) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def in_seconds(call: object, seconds: float = 10) -> object:
    """`call()`'s result, failing if it has not returned in time (a FIFO must not block a read)."""
    out: list[object] = []
    t = threading.Thread(target=lambda: out.append(call()), daemon=True)  # type: ignore[operator]
    t.start()
    t.join(seconds)
    assert out, "it blocked"
    return out[0]


def test_every_setting_has_a_check() -> None:
    assert set(VALID) == {f.name for f in fields(Settings)} - {"extra", "notice"}


@pytest.mark.parametrize("field,value", [
    ("kv_budget_gib", "x" * 100), ("kv_budget_gib", 1e308), ("font_size", True), ("font_size", -4),
    ("theme", ["dark"]), ("default_model", 42), ("default_model", "a\0b"), ("recent_models", "abc"),
    ("recent_models", [1, 2]), ("model_params", {"m": 3}), ("alternatives", 1e9), ("reopen_last", "yes"),
    ("last_session", {"id": 1}), ("data_dir", ""), ("servers", [[1]]), ("window_geometry", 3.5),
])
def test_a_value_of_the_wrong_kind_falls_back_to_its_default_and_says_so(config_dir: Path, field: str, value: object) -> None:
    write_settings(config_dir, {field: value, "theme": "dark" if field != "theme" else value, "extra_key": [1]})
    s = load_settings()
    assert getattr(s, field) == getattr(Settings(), field)
    assert field in s.notice
    if field != "theme":
        assert s.theme == "dark"  # the good ones are kept
    assert s.extra == {"extra_key": [1]}


@pytest.mark.parametrize("text", ['{"kv_budget_gib": NaN}', '{"kv_budget_gib": Infinity}', "[" * 100_000 + "]" * 100_000,
                                  '{"model_params": ' + "[" * 40 + "1" + "]" * 40 + '}',
                                  "\ufeff{}", '{"theme": "dark"', "1" * 5000])
def test_a_settings_file_that_is_not_plain_json_gives_the_defaults(config_dir: Path, text: str) -> None:
    path = write_settings(config_dir, text)
    s = load_settings()
    assert s == Settings() and "could not be read" in s.notice
    assert path.with_name("settings.json.broken").exists() and not path.exists()


def test_special_files_are_refused_without_blocking(config_dir: Path, tmp_path: Path) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)  # nobody writes to it: an open without O_NONBLOCK would wait forever
    s = in_seconds(load_settings)
    assert isinstance(s, Settings) and "not a regular file" in s.notice and path.exists()
    path.unlink()
    path.symlink_to("/dev/zero")  # would read forever
    s = in_seconds(load_settings)
    assert isinstance(s, Settings) and "not a regular file" in s.notice
    assert path.with_name("settings.json.broken").is_symlink()  # the link set aside, /dev/zero untouched
    path.mkdir()
    assert "could not be read" in load_settings().notice


def test_a_huge_record_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as f:
        f.truncate(3 * 2**30)  # sparse: nothing is written, and nothing must be read
    with pytest.raises(RecordError, match="more than"):
        read_record(path)
    with pytest.raises(FileNotFoundError):
        load_record(tmp_path / "missing.json", "x")
    assert parse_record(b'{"a": [1, 2.5, "x", null, true]}', "x") == {"a": [1, 2.5, "x", None, True]}


def test_a_models_saved_parameters_of_the_wrong_kind_are_not_used(config_dir: Path) -> None:
    write_settings(config_dir, {"model_params": {"/m.gguf": {"n_ctx": "abc", "kv_type": "q8_0", "n_batch": 2**40,
                                                             "swa_full": 1, "flash_attn": "on", "gpu_layers": None}}})
    p = load_settings().params_for("/m.gguf")
    assert (p.n_ctx, p.kv_type, p.n_batch, p.swa_full, p.flash_attn) == (4096, "q8_0", 512, False, "on")
