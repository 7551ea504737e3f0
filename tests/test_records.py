"""Records on disk written by anything but Emberly (app/records.py, app/settings.py, the log and
the start-up trace in app/logs.py, sidecars, the engine-path record): special files, huge files,
deep or odd JSON, and values of the wrong type never crash, block or grow the app; the settings
fall back field by field and say which. tests/faults/test_hostile_records.py runs every kind
against every shape."""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pytest

from app import logs
from app.records import RecordError, load_record, parse_record, read_record
from app.settings import UNSAVED, VALID, Settings, load_settings, settings_path


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
    assert set(VALID) == {f.name for f in fields(Settings)} - UNSAVED


@pytest.mark.parametrize("field,value", [
    ("kv_budget_gib", "x" * 100), ("kv_budget_gib", 1e308), ("font_size", True), ("font_size", -4),
    ("theme", ["dark"]), ("default_model", 42), ("default_model", "a\0b"), ("recent_models", "abc"),
    ("recent_models", [1, 2]), ("model_params", {"m": 3}), ("versions_at_once", 1e9), ("reopen_last", "yes"),
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


def test_servers_and_saved_parameters_lose_only_their_bad_entries(config_dir: Path) -> None:
    good = {"url": "http://127.0.0.1:8080", "name": "Box", "kind": "llama-server"}
    hostile = [{"url": "ftp://x/"}, {"url": "file:///etc/passwd"}, {"url": "http://"}, {"url": "http://a b/"},
               {"url": "http://h:port/"}, {"url": "javascript:alert(1)"}, {"url": 5}, {"url": "http://h/", "name": "a\nb"},
               {"url": "http://h/", "name": "x" * 300}, {"url": "http://h/", "kind": "shell"}, {"url": "http://h/" + "x" * 3000},
               {"name": "no url"}, "http://h/", None, [1]]
    write_settings(config_dir, {"servers": [*hostile, {**good, "secret": "dropped"}],
                                "model_params": {"/m.gguf": {"n_ctx": 8192, "n_batch": "abc", "kv_type": "q2", "future": 1,
                                                             "nested": {"a": [1]}, "gpu_layers": 1e308},
                                                 "/n.gguf": "not a dict", "/o.gguf": {"swa_full": True}}})
    s = load_settings()
    assert s.servers == [good]
    assert s.model_params == {"/m.gguf": {"n_ctx": 8192, "future": 1}, "/o.gguf": {"swa_full": True}}
    assert "servers" in s.notice and "model_params" in s.notice
    assert s.params_for("/m.gguf").n_ctx == 8192


@pytest.mark.parametrize("bad", ["../../etc/passwd", "/abs", "a/b", "", "x" * 200])
def test_the_last_chat_is_a_name_never_a_path(config_dir: Path, bad: str) -> None:
    write_settings(config_dir, {"last_session": bad})
    s = load_settings()
    assert s.last_session is None and "last_session" in s.notice


@pytest.fixture
def emberly_log() -> Iterator[None]:
    """The "emberly" logger's handlers as they were, after a test that sets the log up again."""
    logger = logging.getLogger("emberly")
    handlers, level = list(logger.handlers), logger.level
    yield
    for handler in logger.handlers:
        if handler not in handlers:
            handler.close()
    logger.handlers[:], logger.level = handlers, level


@pytest.mark.parametrize("shape", ["fifo", "zero", "folder", "link out"])
def test_a_log_file_that_is_not_a_regular_file_gives_way_to_another(
        data_dir: Path, tmp_path: Path, emberly_log: None, shape: str) -> None:
    path = data_dir / "logs" / logs.LOG_NAME
    path.parent.mkdir(parents=True)
    outside = tmp_path / "outside.txt"
    outside.write_text("precious")
    {"fifo": lambda: os.mkfifo(path), "zero": lambda: path.symlink_to("/dev/zero"), "folder": path.mkdir,
     "link out": lambda: path.symlink_to(outside)}[shape]()
    written = in_seconds(logs.setup_logging)
    assert written == path.with_name(logs.LOG_FALLBACK)
    assert f"cannot write the log file {path}: it is a" in written.read_text()  # type: ignore[union-attr]
    assert outside.read_text() == "precious"


def test_a_trace_path_that_is_not_a_regular_file_turns_tracing_off(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "_notes", [])
    for name, make in (("fifo", os.mkfifo), ("zero", lambda p: p.symlink_to("/dev/zero")), ("dir", Path.mkdir)):
        make(tmp_path / name)
        monkeypatch.setattr(logs, "_trace_file", str(tmp_path / name))
        in_seconds(lambda: logs.trace("x") or True)
        assert not logs.tracing() and "cannot be written" in logs._notes[-1]
    monkeypatch.setattr(logs, "_trace_file", str(tmp_path / "trace.jsonl"))
    logs.trace("x", n=1)
    assert logs.tracing() and json.loads((tmp_path / "trace.jsonl").read_text())["event"] == "x"


@pytest.mark.parametrize("change", [{"max_gpu_layers": -5}, {"max_gpu_layers": "abc"}, {"use_extra_bufts": "no"},
                                    {"decided_at": 1e308}, {"failures": [[1]]}, {"key": None}, {"notice": "a\0b"}])
def test_an_engine_path_record_of_another_shape_is_not_used(change: dict[str, object]) -> None:
    from app.engine.startup.safe_start import Decision

    good: dict[str, object] = {"key": "k", "path": {"use_extra_bufts": False, "max_gpu_layers": 3}, "notice": "n",
                               "failures": ["f"], "model": "m", "decided_at": 1.0}
    assert Decision.from_json(good).path.max_gpu_layers == 3
    where = "path" if "gpu" in str(change) or "bufts" in str(change) else None
    with pytest.raises(ValueError):
        Decision.from_json({**good, "path": {**good["path"], **change}} if where else {**good, **change})  # type: ignore[dict-item]


def test_a_remote_sidecar_names_a_file_in_the_servers_folder_only(tmp_path: Path) -> None:
    from app.engine.errors import StateFileError
    from app.engine.files.sidecar import read_remote_sidecar, remote_sidecar_path

    kv = tmp_path / "chat.kv"
    good = {"version": 1, "url": "http://127.0.0.1:8080", "fingerprint": {}, "file": "c-1.bin", "n_tokens": 1, "n_bytes": 2}
    remote_sidecar_path(kv).write_text(json.dumps(good))
    assert read_remote_sidecar(kv)["file"] == "c-1.bin"
    for bad in ({"file": "../../x.bin"}, {"file": "/abs"}, {"file": ".."}, {"url": "ftp://h/"}, {"n_tokens": 1e308}):
        remote_sidecar_path(kv).write_text(json.dumps({**good, **bad}))
        with pytest.raises(StateFileError, match="not one Emberly wrote"):
            read_remote_sidecar(kv)
