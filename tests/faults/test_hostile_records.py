"""Row: hostile records on disk (issue 32). Every record Emberly reads back from its folders, and
the paths it writes its log and start-up trace to, is replaced by something another program (or
a person) could have put there: a FIFO, a symbolic link to /dev/zero, a folder, a 3 GB sparse
file, JSON nested 100,000 deep, NaN and 1e308 and 1e400, values of the wrong type, a NUL in a
name, a name that climbs out with ../ or is absolute. The cases are generated from a seeded list
(which wrong value goes into which field, and their order, come from the fault seed).

Each case runs on a thread that must return within seconds (a blocking FIFO open fails the test
instead of hanging it) and ends in a typed error with a one-line message, a notice or a log line
that says what was refused, or a normalised value; the peak of Python's allocations per hostile
shape (tracemalloc) and the RSS growth are measured and bounded, and nothing outside the test's
own folders is touched.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import random
import threading
import time
import tracemalloc
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from dataclasses import fields
from pathlib import Path
from typing import Any

import psutil
import pytest

from app import logs
from app.downloads import Downloads
from app.downloads.queue_file import has_unfinished
from app.engine.files.gguf_info import inspect_model
from app.engine.files.header_cache import CACHE_NAME, cached_inspect
from app.engine.files.sidecar import read_remote_sidecar, read_sidecar, remote_sidecar_path, sidecar_path
from app.engine.startup import safe_start
from app.errors import AppError
from app.paths import APP_NAME, cache_dir, log_dir
from app.sessions import Session, SessionStore
from app.settings import CLEAN, VALID, Settings, load_settings, settings_path

pytestmark = pytest.mark.faults

SHAPES = ["FIFO", "symlink to /dev/zero", "folder", "huge file", "deep JSON", "NaN/1e308", "wrong types",
          "NUL in a name", "name climbing out"]
BAD_VALUES: list[Any] = [None, -1, 1.5, True, [], {}, "", "abc", [1, [2]], {"a": {"b": []}}, 2**70, "x" * 100_000]
CASE_SECONDS = 5  # each case; the row runs in a few seconds
MAX_PEAK = 32 << 20  # Python allocations of one case: nothing hostile is read whole


class Outcome(Exception):
    """A case's result, raised by its check: 'refused: <message>' or 'normalised'."""


# --- the valid records each case starts from ---------------------------------------------------------

SHA = "0" * 64
DOWNLOAD = {"id": "00000000000a", "repo": "alice/tiny-GGUF", "revision": "main", "state": "paused", "synced": False,
            "error": "", "etags": {}, "added": 1.0, "files": [{"name": "model.gguf", "size": 8, "sha256": SHA}]}
SIDECAR = {"format": 1, "fingerprint": {"model": "a"}, "n_tokens": 10, "state_bytes": 100, "xxh3_64": "00ff"}
REMOTE = {"version": 1, "url": "http://127.0.0.1:8080", "fingerprint": {}, "file": "abc-1234.bin", "n_tokens": 1, "n_bytes": 1}
DECISION = {"key": "k", "path": {"use_extra_bufts": True, "max_gpu_layers": None}, "notice": "", "failures": [],
            "model": "m.gguf", "decided_at": 1.0}
INFO = {"file_size": 8, "name": "m", "architecture": "llama", "size_label": None, "n_params": 1, "quantization": "Q4_K",
        "context_length": 2048, "n_layers": 2, "n_embd": 8, "n_head": 2, "n_head_kv": [2, 2], "head_dim_k": 4,
        "head_dim_v": 4, "n_vocab": 10, "sliding_window": 0, "swa_layers": [False, False], "chat_template": None,
        "split_count": 1, "recurrent_state": 0, "mtp_heads": 0, "path": "m.gguf"}
# "alternatives": versions_at_once as an earlier release saved it (read under its name now).
SETTINGS = {"theme": "dark", "font_size": 11, "kv_budget_gib": 2.0, "alternatives": 3, "last_session": "abc",
            "recent_models": ["/m.gguf"], "model_params": {"/m.gguf": {"n_ctx": 4096}}, "model_presets": {"/m.gguf": "Code"},
            "servers": [{"url": "http://127.0.0.1:8080", "name": "Box", "kind": "llama-server"}]}


def deep(n: int = 100_000) -> str:
    return "[" * n + "]" * n


def hostile_json(valid: dict[str, Any], shape: str, rng: random.Random, names: dict[str, list[Any]]) -> str:
    """`valid` as JSON text with one hostile change of `shape` (names: what NUL and climbing use)."""
    key = rng.choice(sorted(valid))
    if shape not in ("deep JSON", "NaN/1e308", "wrong types", "NUL in a name", "name climbing out"):
        return json.dumps(valid)  # the file itself is the attack
    if shape == "deep JSON":
        return json.dumps({**valid, key: "DEEP"}).replace('"DEEP"', deep())
    if shape == "NaN/1e308":
        numbers = [k for k, v in valid.items() if isinstance(v, int | float) and not isinstance(v, bool)] or [key]
        return json.dumps({**valid, rng.choice(numbers): "NUM"}).replace('"NUM"', rng.choice(["NaN", "1e308", "1e400", "-Infinity"]))
    if shape == "wrong types":
        return json.dumps({**valid, key: rng.choice([v for v in BAD_VALUES if type(v) is not type(valid[key])])})
    field, values = rng.choice(sorted(names.items()))
    return json.dumps({**valid, field: rng.choice(values)})


def make_special(path: Path, shape: str, text: str) -> bool:
    """Put a special file, a huge one or `text` at `path`; False when `shape` is a JSON one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if shape == "FIFO":
        os.mkfifo(path)
    elif shape == "symlink to /dev/zero":
        path.symlink_to("/dev/zero")
    elif shape == "folder":
        path.mkdir()
        (path / "inside.json").write_text("{}")
    elif shape == "huge file":
        with path.open("wb") as f:
            f.truncate(3 * 2**30)  # sparse: nothing is written, and nothing may be read
    else:
        path.write_text(text)
        return False
    return True


def refused(error: BaseException) -> Outcome:
    message = str(error)
    assert isinstance(error, AppError), f"an untyped {type(error).__name__}: {message[:200]}"
    assert message and "\n" not in message and len(message) < 600, message[:700]
    return Outcome(f"refused: {message}")


# --- one case per record kind: set the record up, read it as the app does, say how it ended ----------


def settings_case(case: Path, shape: str, rng: random.Random) -> Callable[[], None]:
    text = hostile_json(SETTINGS, shape, rng, {
        "last_session": ["../../outside/keep", "/etc/passwd", "a/b", "a\0b"], "default_model": ["a\0b"],
        "recent_models": [["ok", "a\0b"]], "data_dir": ["x\0y"],
        "servers": [[{"url": "file:///etc/passwd"}], [{"url": "http://h\0/"}], [{"url": "http://h/", "name": "a\0b"}]]})
    make_special(settings_path(), shape, text)

    def run() -> None:
        s = load_settings()
        for f in fields(Settings):
            if f.name in VALID:
                value = getattr(s, f.name)
                assert VALID[f.name](value) and (f.name not in CLEAN or CLEAN[f.name](value) == value), (f.name, value)
        if shape in ("FIFO", "symlink to /dev/zero", "folder", "huge file", "deep JSON"):
            assert "could not be read" in s.notice, s.notice
        raise Outcome(f"refused: {s.notice}" if "could not be read" in s.notice else f"normalised: {s.notice or 'a value that fits'}")
    return run


def downloads_case(case: Path, shape: str, rng: random.Random) -> Callable[[], None]:
    # Names: done and not synced, which start-up would re-hash (and delete on a mismatch) if it
    # took the entry. Other shapes: paused, so that an entry a wrong value happens to fit starts nothing.
    naming = shape in ("NUL in a name", "name climbing out")
    hostile = {**DOWNLOAD, "id": "00000000000b", "state": "done" if naming else "paused"}
    names = {"repo": ["../..", "alice/../../outside", "/abs/x"], "files": [
        [{"name": "../../../outside/keep.txt", "size": 8, "sha256": SHA}], [{"name": "/etc/passwd", "size": 8, "sha256": SHA}],
        [{"name": "a\0b.gguf", "size": 8, "sha256": SHA}]], "id": ["../x", "a\0b"]}
    entry = hostile_json(hostile, shape, rng, names)
    store = case / "data" / "downloads.json"
    make_special(store, shape, '{"version": 1, "downloads": [' + entry + ", " + json.dumps(DOWNLOAD) + "]}")

    def run() -> None:
        has_unfinished(store)
        q = Downloads(case / "data" / "models", store)
        try:
            ids = [d.id for d in q.items()]
        finally:
            q.close()
        assert set(ids) <= {DOWNLOAD["id"], hostile["id"]} and not (naming and hostile["id"] in ids), ids
        if hostile["id"] in ids:
            raise Outcome("normalised")
        raise Outcome("refused: left out of the downloads list (logged)")
    return run


def sidecar_case(case: Path, shape: str, rng: random.Random) -> Callable[[], None]:
    state = case / "data" / "kv" / "0123.kv"
    state.parent.mkdir(parents=True)
    state.write_bytes(b"x" * 100)
    remote = shape in ("NUL in a name", "name climbing out")  # the names a sidecar holds: the server's slot file
    valid = REMOTE if remote else SIDECAR
    text = hostile_json(valid, shape, rng, {"file": ["../../outside/keep.txt", "/etc/passwd", "a\0b.bin", ".."],
                                           "url": ["file:///etc/passwd", "http://h\0/"]})
    make_special(remote_sidecar_path(state) if remote else sidecar_path(state), shape, text)

    def run() -> None:
        try:
            meta = read_remote_sidecar(state) if remote else read_sidecar(state)
        except AppError as e:
            raise refused(e) from None
        assert all(isinstance(meta[k], int) and 0 <= meta[k] < 2**60 for k in ("n_tokens",)), meta
        raise Outcome("normalised")
    return run


def engine_path_case(case: Path, shape: str, rng: random.Random) -> Callable[[], None]:
    text = hostile_json(DECISION, shape, rng, {"model": ["../../outside/keep.txt", "a\0b"], "key": ["a\0b"],
                                               "failures": [["a\0b"]], "path": [{"max_gpu_layers": -5}]})
    make_special(safe_start.store_path(), shape, '{"version": 1, "decisions": {"k": ' + text + "}}")

    def run() -> None:
        decision = safe_start.recorded("k")
        if decision is None:
            raise Outcome("refused: the engine start is checked again (logged)")
        assert decision.path.max_gpu_layers is None or 0 <= decision.path.max_gpu_layers <= 2**16
        time.localtime(decision.decided_at)  # what diagnose shows
        raise Outcome("normalised")
    return run


def header_cache_case(case: Path, shape: str, rng: random.Random) -> Callable[[], None]:
    model = case / "models" / "m.gguf"
    model.parent.mkdir(parents=True)
    model.write_bytes(b"GGUF" + b"\0" * 60)  # not a real one: a cache miss ends in its typed error
    st = model.stat()
    key = f"{model.resolve()}|{st.st_size}|{st.st_mtime_ns}|{st.st_ctime_ns}|{st.st_ino}"
    text = hostile_json(INFO, shape, rng, {"name": ["a\0b"], "path": ["../../outside/keep.txt", "/etc/passwd"],
                                          "chat_template": ["\0"]})
    make_special(cache_dir() / CACHE_NAME, shape, "{" + json.dumps(key) + ": " + text + "}")

    def run() -> None:
        try:
            info = cached_inspect(model)
        except AppError as e:
            raise refused(e) from None
        assert info.path == model and all(isinstance(n, int) for n in info.n_head_kv)
        raise Outcome("normalised")
    return run


def transcript_case(case: Path, shape: str, rng: random.Random) -> Callable[[], None]:
    store = SessionStore(case / "data")
    session = Session(title="Mine")
    sid = session.id
    if shape in ("NUL in a name", "name climbing out"):
        sid = rng.choice(["../../outside/keep", "/etc/passwd", "a\0b", sid + "\n"])
    else:
        make_special(store.path(sid), shape, hostile_json(session.to_dict(), shape, rng, {}))

    def run() -> None:
        try:
            store.load(sid)
        except AppError as e:
            raise refused(e) from None
        raise Outcome("normalised")
    return run


def log_file_case(case: Path, shape: str, rng: random.Random) -> Callable[[], None]:
    path = log_dir() / logs.LOG_NAME
    if shape == "name climbing out":
        path.parent.mkdir(parents=True)
        path.symlink_to(rng.choice(["../../../outside/keep.txt", str(case.parent.parent / "outside" / "keep.txt")]))
    else:
        make_special(path, shape, "")

    def run() -> None:
        written = logs.setup_logging()
        logging.getLogger("emberly.test").warning("a line after the log was set up")
        assert written is not None and written.is_file() and "a line after" in written.read_text()
        if written.name == logs.LOG_FALLBACK:
            raise Outcome(f"refused: {written.read_text().splitlines()[0].split('] ', 1)[1]}")
        raise Outcome("normalised")
    return run


def trace_case(case: Path, shape: str, rng: random.Random) -> Callable[[], None]:
    path = case / "trace.jsonl"
    if shape != "NUL in a name":
        make_special(path, shape, "")

    def run() -> None:
        logs._trace_file = str(path) if shape != "NUL in a name" else str(path) + "\0x"
        logs.trace("hostile_case", n=1)
        if logs.tracing():
            raise Outcome("normalised")
        current = logs.log_file()  # set up by an earlier case: the note went there, else it waits for the log
        note = logs._notes.pop() if logs._notes else current.read_text().splitlines()[-1] if current else ""
        assert "cannot be written" in note, note
        raise Outcome(f"refused: {note}")
    return run


def data_folder_case(case: Path, shape: str, rng: random.Random) -> Callable[[], None]:
    outside_file = case.parent.parent / "outside" / "keep.txt"
    folder = {"as written": case / "chosen", "FIFO": case / "fifo", "symlink to /dev/zero": case / "zero", "huge file": case / "huge",
              "folder": Path(rng.choice(["/proc/1", "/proc/self", "/dev/zero/x"])),
              "NUL in a name": case / "a\0b", "name climbing out": rng.choice([outside_file, case / "x" / ".." / ".." / case.name / "y"])}[shape]
    if shape in ("FIFO", "symlink to /dev/zero", "huge file"):
        make_special(folder, shape, "")

    def run() -> None:
        os.environ.pop("EMBERLY_DATA_DIR", None)
        s = Settings(data_dir=str(folder))
        root = s.use_data_folder()
        if not s.notice:
            assert root == folder and root.is_dir() and case in root.resolve().parents
            raise Outcome("normalised")
        assert root.is_dir() and "cannot be used" in s.notice and f"{APP_NAME}" in str(root)
        raise Outcome(f"refused: {s.notice}")
    return run


KINDS: dict[str, tuple[Callable[[Path, str, random.Random], Callable[[], None]], list[str]]] = {
    "settings": (settings_case, SHAPES),
    "downloads.json": (downloads_case, SHAPES),
    "sidecar": (sidecar_case, SHAPES),
    "engine-path record": (engine_path_case, SHAPES),
    "header cache": (header_cache_case, SHAPES),
    "chat transcript": (transcript_case, SHAPES),
    "log file": (log_file_case, ["FIFO", "symlink to /dev/zero", "folder", "huge file", "name climbing out"]),
    "trace path": (trace_case, ["FIFO", "symlink to /dev/zero", "folder", "huge file", "NUL in a name"]),
    "data folder": (data_folder_case, ["FIFO", "symlink to /dev/zero", "folder", "huge file", "NUL in a name", "name climbing out"]),
}


def within(seconds: float, run: Callable[[], None]) -> str:
    """The case's Outcome, run on a thread that must end in time (a FIFO opened blocking would not)."""
    result: list[BaseException] = []

    def target() -> None:
        try:
            run()
        except BaseException as e:  # the Outcome, or what failed
            result.append(e)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert result, f"still running after {seconds} s: it blocked"
    if not isinstance(result[0], Outcome):
        raise result[0]
    return str(result[0])


def tree(root: Path) -> dict[str, tuple[int, int]]:
    return {str(p): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in root.rglob("*")}


@pytest.fixture
def hermetic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """platformdirs' folders, the data and config folders, the trace and the log all inside the test's."""
    for name in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"):
        monkeypatch.setenv(name, str(tmp_path / "xdg" / name.lower()))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")  # a download entry that is kept must reach nothing
    monkeypatch.setattr(logs, "_trace_file", None)
    monkeypatch.setattr(logs, "_notes", [])
    emberly = logging.getLogger("emberly")
    handlers, level = list(emberly.handlers), emberly.level
    yield tmp_path
    for handler in emberly.handlers:
        if handler not in handlers:
            handler.close()
    emberly.handlers[:], emberly.level = handlers, level


def test_hostile_records_are_refused_or_normalised_without_blocking(
        hermetic: Path, fault_seed: int, monkeypatch: pytest.MonkeyPatch, record_property: Callable[[str, object], None]) -> None:
    rng = random.Random(fault_seed)
    outside = hermetic / "outside"
    outside.mkdir()
    (outside / "keep.txt").write_text("precious")
    before = tree(outside)
    cases = [(kind, shape) for kind, (_, shapes) in KINDS.items() for shape in shapes]
    rng.shuffle(cases)
    # First each kind as Emberly writes it: taken as it is (and the modules each reader imports on
    # first use are imported before the allocations are measured).
    cases = [(kind, "as written") for kind in KINDS] + cases
    process = psutil.Process()
    peaks: dict[str, int] = defaultdict(int)
    results = Counter[str]()
    slowest, growth = 0.0, 0
    junk = hermetic / "junk.gguf"
    junk.write_bytes(b"GGUF" + b"\0" * 60)
    with contextlib.suppress(AppError):  # a header cache miss reads the model: its imports, before measuring
        inspect_model(junk)
    tracemalloc.start()
    try:
        for i, (kind, shape) in enumerate(cases):
            case = hermetic / "cases" / f"{i:03d}"
            monkeypatch.setenv("EMBERLY_DATA_DIR", str(case / "data"))
            monkeypatch.setenv("EMBERLY_CONFIG_DIR", str(case / "config"))
            run = KINDS[kind][0](case, shape, rng)
            rss, started = process.memory_info().rss, time.perf_counter()
            tracemalloc.reset_peak()
            base = tracemalloc.get_traced_memory()[0]
            outcome = within(CASE_SECONDS, run)
            peak = tracemalloc.get_traced_memory()[1] - base
            slowest = max(slowest, time.perf_counter() - started)
            peaks[shape] = max(peaks[shape], peak)
            growth = max(growth, process.memory_info().rss - rss)
            assert peak < MAX_PEAK, (kind, shape, peak)
            assert process.memory_info().rss - rss < 256 << 20, (kind, shape)
            results[f"{kind} / {shape}: {outcome.split(':')[0]}"] += 1
            assert shape != "as written" or outcome.startswith("normalised"), (kind, outcome)
            print(f"{kind} / {shape}: {outcome[:160]} [{peak / 2**10:.0f} KiB]")
    finally:
        tracemalloc.stop()
    assert tree(outside) == before and (outside / "keep.txt").read_text() == "precious"
    assert not Path("/tmp/emberly-pwned").exists()
    summary = (f"hostile records, {len(cases)} cases (seed {fault_seed}), slowest {slowest:.2f} s, largest RSS growth "
               f"{growth / 2**20:.1f} MiB; peak Python allocations per shape: "
               f"{', '.join(f'{s} {peaks[s] / 2**10:.0f} KiB' for s in ['as written', *SHAPES])}")
    print("\n" + summary)
    record_property("peaks", dict(peaks))
    record_property("results", dict(results))
    for kind in ("settings", "downloads.json", "sidecar", "engine-path record", "chat transcript"):
        for shape in ("FIFO", "symlink to /dev/zero", "folder", "huge file", "deep JSON"):
            assert results[f"{kind} / {shape}: refused"] == 1, (kind, shape, summary)
