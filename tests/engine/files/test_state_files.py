"""KV state files: exact resume (in a new process), and every bad file refused before llama.cpp."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
import xxhash

from app.engine import Engine
from app.engine.errors import (
    StateChecksumMismatch,
    StateFileCorrupt,
    StateFileError,
    StateFileMissing,
    StateFingerprintMismatch,
    StateSidecarCorrupt,
    StateSidecarMissing,
    StateWriteError,
)
from app.engine.files import state_files
from app.engine.files.state_files import sidecar_path
from tests.support.helpers import greedy, in_new_process, long_text

CHAT = [
    {"role": "system", "content": "You are a patient assistant."},
    {"role": "user", "content": "Summarise this:\n" + long_text(100)},
]


def chat_with_reply(engine: Engine) -> None:
    reply = engine.generate(CHAT, max_tokens=20)
    reply.consume()
    assert reply.stats.generated == 20


@pytest.mark.slow
def test_exact_resume_in_a_new_process(make_engine: Callable[..., Engine], small_model: Path, tmp_path: Path) -> None:
    engine = make_engine()
    chat_with_reply(engine)
    n = engine.n_cached
    assert n > 1800
    saved = engine.save_state(tmp_path / "chat.kv")
    assert saved.n_tokens == n and saved.path.stat().st_size == saved.state_bytes
    never_stopped = greedy(engine, 40)

    result = in_new_process(
        f"""
        import json, time
        from app.engine import Engine, LoadParams
        from tests.support.helpers import greedy
        engine = Engine({str(small_model)!r}, LoadParams(n_ctx=4096))
        t = time.perf_counter()
        restored = engine.load_state({str(tmp_path / "chat.kv")!r})
        took = time.perf_counter() - t
        via = engine.last_load_path
        print(json.dumps({{"restored": restored, "via": via, "took": took, "tokens": greedy(engine, 40)}}))
        """
    )
    assert result["restored"] == n
    assert result["via"] == "buffer"  # llama.cpp loaded the verified bytes, not a second read
    assert result["tokens"] == never_stopped and len(never_stopped) == 40


@pytest.mark.slow
def test_resume_then_next_turn_in_a_new_engine(make_engine: Callable[..., Engine], tmp_path: Path) -> None:
    a = make_engine()
    chat_with_reply(a)
    n_saved = a.save_state(tmp_path / "chat.kv").n_tokens
    history = CHAT + [{"role": "assistant", "content": a.detokenize(a.tokens[-20:])}]
    history += [{"role": "user", "content": "Shorter, please."}]
    expected = a.generate(history, max_tokens=30)
    expected.consume()

    b = make_engine()
    assert b.load_state(tmp_path / "chat.kv") == n_saved
    resumed = b.generate(history, max_tokens=30)
    resumed.consume()
    assert resumed.tokens == expected.tokens
    assert resumed.stats.prompt_reused == expected.stats.prompt_reused  # no re-prefill of the history


@pytest.fixture(scope="module")
def good_save(shared_engine: Engine, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One good state file for the refusal tests below: each test damages a copy."""
    shared_engine.reset()
    shared_engine.generate([{"role": "user", "content": long_text(10)}], max_tokens=10).consume()
    path = tmp_path_factory.mktemp("saved") / "chat.kv"
    shared_engine.save_state(path)
    return path


@pytest.fixture
def saved(engine: Engine, good_save: Path, tmp_path: Path) -> tuple[Engine, Path]:
    """The shared engine holding the saved chat (restored from a copy of the good file, which the
    test may then damage): a refused load must leave that cache as it was."""
    path = tmp_path / good_save.name
    shutil.copy(good_save, path)
    shutil.copy(sidecar_path(good_save), sidecar_path(path))
    assert engine.load_state(path) > 0
    return engine, path


def assert_refused_and_usable(engine: Engine, path: Path, error: type[StateFileError]) -> None:
    """The load is refused with `error`, the engine keeps its cache and still answers correctly:
    as the same cache, never offered that file, answers. (Not as an empty engine: the probe
    shares its first tokens with the cached chat, which keeps them as that chat's prefill decoded
    them, in other batches than a prefill of the probe alone, and some CPUs round a row in
    another batch differently.) The cache is saved first, so that the yardstick restores it."""
    snapshot = path.with_name("before-the-refused-load.kv")
    if engine.n_cached:
        engine.save_state(snapshot)  # the live cache is reloaded from it: the same layout as a restore
    before = engine.tokens
    with pytest.raises(error) as info:
        engine.load_state(path)
    assert str(info.value)
    assert engine.tokens == before
    probe = [{"role": "user", "content": "What is 1 + 1?"}]
    got = engine.generate(probe, max_tokens=4)
    got.consume()
    engine.reset()
    if before:
        assert engine.load_state(snapshot) == len(before)
    again = engine.generate(probe, max_tokens=4)
    again.consume()
    assert got.tokens == again.tokens and got.stats.prompt_reused == again.stats.prompt_reused


def flip(path: Path, offset: int) -> None:
    data = bytearray(path.read_bytes())
    data[offset] ^= 0xFF
    path.write_bytes(bytes(data))


def test_mapped_and_read_restores_are_the_same(saved: tuple[Engine, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    """A state file is mapped from a size on (state_files._MAP_FROM), read into the engine's
    buffer below it: both hand llama.cpp the verified bytes and continue alike."""
    engine, path = saved
    continuations = []
    for map_from in (1 << 40, 0, 1 << 40):  # read, mapped, read again (the buffer reused)
        monkeypatch.setattr(state_files, "_MAP_FROM", map_from)
        engine.reset()
        assert engine.load_state(path) > 0 and engine.last_load_path == "buffer"
        continuations.append(greedy(engine, 6))
    assert continuations[0] == continuations[1] == continuations[2] and len(continuations[0]) == 6


def test_truncated(saved: tuple[Engine, Path]) -> None:
    engine, path = saved
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    assert_refused_and_usable(engine, path, StateChecksumMismatch)


def test_zero_length(saved: tuple[Engine, Path]) -> None:
    engine, path = saved
    path.write_bytes(b"")
    assert_refused_and_usable(engine, path, StateChecksumMismatch)


def test_flipped_byte_in_kv_data(saved: tuple[Engine, Path]) -> None:
    engine, path = saved
    flip(path, path.stat().st_size - 1000)
    assert_refused_and_usable(engine, path, StateChecksumMismatch)


def test_flipped_header_with_a_matching_checksum_still_refused(saved: tuple[Engine, Path]) -> None:
    engine, path = saved
    flip(path, 4)  # the format version
    side = sidecar_path(path)
    meta = json.loads(side.read_text())
    meta["xxh3_64"] = xxhash.xxh3_64_hexdigest(path.read_bytes())
    side.write_text(json.dumps(meta))
    assert_refused_and_usable(engine, path, StateFileCorrupt)


@pytest.mark.parametrize("token", ["n_vocab", "a negative id no image span names"])
def test_a_token_outside_the_vocabulary_and_the_image_placeholders_is_refused(
        saved: tuple[Engine, Path], token: str) -> None:
    """Negative ids are images' spans (engine/local/vision.py), each named in the sidecar; anything
    else that is no token of this model is refused, even with a matching checksum."""
    import struct

    engine, path = saved
    data = bytearray(path.read_bytes())
    value = engine.n_vocab if token == "n_vocab" else -1
    struct.pack_into("<i", data, 12, value)  # the first token, after magic, version and count
    path.write_bytes(bytes(data))
    side = sidecar_path(path)
    meta = json.loads(side.read_text())
    meta["xxh3_64"] = xxhash.xxh3_64_hexdigest(bytes(data))
    side.write_text(json.dumps(meta))
    assert_refused_and_usable(engine, path, StateFileCorrupt)


def test_no_sidecar(saved: tuple[Engine, Path]) -> None:
    engine, path = saved
    sidecar_path(path).unlink()
    assert_refused_and_usable(engine, path, StateSidecarMissing)


def test_garbled_sidecar(saved: tuple[Engine, Path]) -> None:
    engine, path = saved
    sidecar_path(path).write_text("{not json")
    assert_refused_and_usable(engine, path, StateSidecarCorrupt)


def test_missing_file(saved: tuple[Engine, Path]) -> None:
    engine, path = saved
    assert_refused_and_usable(engine, path.with_name("other.kv"), StateFileMissing)


def test_sidecar_of_another_chat(saved: tuple[Engine, Path]) -> None:
    engine, path = saved
    engine.generate([{"role": "user", "content": "Another chat."}], max_tokens=5).consume()
    other = path.with_name("other.kv")
    engine.save_state(other)
    shutil.copy(sidecar_path(other), sidecar_path(path))
    assert_refused_and_usable(engine, path, StateChecksumMismatch)


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"n_ctx": 2048}, "n_ctx"),
        pytest.param({"kv_type": "q8_0"}, "type_k", marks=pytest.mark.slow),  # a model load each: one is enough for the fast tier
        pytest.param({"swa_full": True}, "swa_full", marks=pytest.mark.slow),
    ],
)
def test_other_context_settings(
    make_engine: Callable[..., Engine], saved: tuple[Engine, Path], params: dict[str, object], field: str
) -> None:
    _, path = saved
    other = make_engine(**params)
    other.generate([{"role": "user", "content": "Hello"}], max_tokens=3).consume()
    with pytest.raises(StateFingerprintMismatch) as info:
        other.load_state(path)
    assert field in info.value.fields
    assert_refused_and_usable(other, path, StateFingerprintMismatch)


@pytest.mark.slow
def test_state_from_another_model_of_the_same_shape(
    make_engine: Callable[..., Engine], small_model: Path, tmp_path: Path
) -> None:
    # A same-shape model that llama.cpp would happily load the state into: one weight byte differs.
    twin = tmp_path / "twin.gguf"
    shutil.copy(small_model, twin)
    flip(twin, twin.stat().st_size - 4096)
    twin_engine = Engine(twin)
    try:
        twin_engine.generate([{"role": "user", "content": "Hello"}], max_tokens=3).consume()
        foreign = tmp_path / "twin.kv"
        twin_engine.save_state(foreign)
    finally:
        twin_engine.close()
    engine = make_engine()
    with pytest.raises(StateFingerprintMismatch, match="another model file") as info:
        engine.load_state(foreign)
    assert "model" in info.value.fields
    assert_refused_and_usable(engine, foreign, StateFingerprintMismatch)


def test_another_llama_cpp_build(saved: tuple[Engine, Path]) -> None:
    engine, path = saved
    side = sidecar_path(path)
    meta = json.loads(side.read_text())
    meta["fingerprint"]["llama_cpp_build"] = "0123456789abcdef"
    side.write_text(json.dumps(meta))
    assert_refused_and_usable(engine, path, StateFingerprintMismatch)


def test_save_to_an_unwritable_place_keeps_the_old_files(saved: tuple[Engine, Path], tmp_path: Path) -> None:
    engine, path = saved
    old = path.read_bytes()
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where a folder should be")
    with pytest.raises(StateWriteError):
        engine.save_state(blocker / "chat.kv")

    # A failure in the middle of a save leaves the previous pair untouched and no temp files.
    def fail(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    import app.engine.files.state_files as sf

    real = sf.write_synced
    sf.write_synced = fail  # type: ignore[assignment]
    try:
        engine.generate([{"role": "user", "content": "Something new"}], max_tokens=3).consume()
        with pytest.raises(StateWriteError, match="No space left"):
            engine.save_state(path)
    finally:
        sf.write_synced = real  # type: ignore[assignment]
    assert path.read_bytes() == old
    assert sorted(p.name for p in path.parent.iterdir() if p.name.startswith(".")) == []
    engine.load_state(path)  # the old pair still verifies
