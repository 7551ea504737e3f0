"""The prefix cache's store (app/engine/files/prefix_cache.py) on state files built here, byte for
byte as llama.cpp writes them (header, tokens, data) with the sidecar write_state writes: keys,
the longest boundary, LRU eviction within the budget, and every bad entry a miss, deleted. The
engine's side, on the real model, is tests/engine/local/test_prefix_read.py."""

from __future__ import annotations

import json
import os
import struct
from collections.abc import Callable
from pathlib import Path

import llama_cpp
import pytest
import xxhash

from app.engine.errors import StateFileCorrupt
from app.engine.files import prefix_cache
from app.engine.files.prefix_cache import PrefixCache, prefix_keys
from app.engine.files.sidecar import SIDECAR_FORMAT, extras_path, sidecar_path
from app.engine.files.state_files import VerifiedState

FINGERPRINT = {"model": "abc", "n_ctx": 4096, "type_k": "f16", "n_swa": 512}
N_VOCAB, N_CTX = 1000, 4096
TOKENS = [2, *range(10, 110)]  # 101 tokens


def write_entry(cache: PrefixCache, tokens: list[int], fingerprint: dict[str, object] = FINGERPRINT,
                data: int = 1000, extras: bool = False) -> Path:
    """A state file of `tokens` with `data` bytes of sequence data, and its sidecar, under its key."""
    path = cache.path_for(fingerprint, tokens)
    path.parent.mkdir(parents=True, exist_ok=True)
    body = struct.pack("<III", llama_cpp.LLAMA_STATE_SEQ_MAGIC, llama_cpp.LLAMA_STATE_SEQ_VERSION, len(tokens))
    body += struct.pack(f"<{len(tokens)}i", *tokens) + bytes(range(256)) * (data // 256) + bytes(data % 256)
    path.write_bytes(body)
    sidecar = {"format": SIDECAR_FORMAT, "fingerprint": fingerprint, "n_tokens": len(tokens),
               "state_bytes": len(body), "xxh3_64": xxhash.xxh3_64_hexdigest(body)}
    sidecar_path(path).write_text(json.dumps(sidecar))
    if extras:
        extras_path(path).write_bytes(b"EMBXTRA1 stand-in")
    return path


def files_of(path: Path) -> list[Path]:
    return [p for p in (path, sidecar_path(path), extras_path(path)) if os.path.lexists(p)]


def restore(cache: PrefixCache, tokens: list[int], boundaries: list[int], fingerprint: dict[str, object] = FINGERPRINT) -> int:
    return cache.restore(fingerprint, tokens, boundaries, N_VOCAB, N_CTX)


@pytest.fixture
def cache(tmp_path: Path) -> PrefixCache:
    return PrefixCache(tmp_path / "prefixes")


def test_keys_name_the_fingerprint_and_the_exact_tokens(cache: PrefixCache) -> None:
    key = prefix_keys(FINGERPRINT, TOKENS, [101])[101]
    assert len(key) == 64 and cache.path_for(FINGERPRINT, TOKENS).name == f"{key}.kv"
    assert prefix_keys(dict(reversed(FINGERPRINT.items())), TOKENS, [101])[101] == key  # field order is not content
    others = {
        prefix_keys({**FINGERPRINT, "n_ctx": 8192}, TOKENS, [101])[101],  # a context setting
        prefix_keys({**FINGERPRINT, "model": "abd"}, TOKENS, [101])[101],  # another model
        prefix_keys(FINGERPRINT, [*TOKENS[:-1], 111], [101])[101],  # one token
        prefix_keys(FINGERPRINT, [*TOKENS, 5], [102])[102],  # one more token
    }
    assert key not in others and len(others) == 4
    # One pass over the tokens gives each boundary the key of that prefix alone.
    keys = prefix_keys(FINGERPRINT, TOKENS, [101, 7, 50, 7])
    assert sorted(keys) == [7, 50, 101] and keys[101] == key
    assert keys[50] == prefix_keys(FINGERPRINT, TOKENS[:50], [50])[50]


@pytest.mark.parametrize("tokens, boundaries", [
    ([], [1]),
    (TOKENS, [0]),
    (TOKENS, [102]),
    (TOKENS, [True]),
    (TOKENS, [3.0]),
    (TOKENS, list(range(1, prefix_cache.MAX_BOUNDARIES + 2))),
    (range(prefix_cache.MAX_TOKENS + 1), [1]),  # refused by its length, before any hashing
    ([1, 2**40], [2]),
])
def test_absurd_requests_are_refused(cache: PrefixCache, tokens: list[int], boundaries: list[int]) -> None:
    with pytest.raises(ValueError):
        restore(cache, tokens, boundaries)


@pytest.mark.parametrize("budget", [0, -1, True, 2**51, 1.5])
def test_absurd_budgets_are_refused(tmp_path: Path, budget: int) -> None:
    with pytest.raises(ValueError):
        PrefixCache(tmp_path, budget)


def test_default_folder_is_in_the_cache_folder(data_dir: Path) -> None:
    cache = PrefixCache()
    assert cache.folder == data_dir / "cache" / "prefixes" and cache.budget_bytes == 2 << 30
    assert restore(cache, TOKENS, [101]) == 0 and cache.entries() == []  # no folder yet: a miss


def test_the_longest_saved_boundary_is_restored(cache: PrefixCache) -> None:
    write_entry(cache, TOKENS[:10])
    write_entry(cache, TOKENS[:60])
    loaded: list[tuple[Path, list[int]]] = []

    def load(path: Path, state: VerifiedState) -> None:
        loaded.append((path, state.tokens.tolist()))

    assert cache.restore(FINGERPRINT, TOKENS, [10, 60, 101], N_VOCAB, N_CTX, load) == 60
    assert loaded == [(cache.path_for(FINGERPRINT, TOKENS[:60]), TOKENS[:60])]
    assert restore(cache, TOKENS, [10, 101]) == 10  # only the boundaries asked for count
    assert restore(cache, TOKENS, [30, 101]) == 0
    assert restore(cache, [*TOKENS[:9], 999, *TOKENS[10:]], [10, 60, 101]) == 0  # the tenth token differs
    assert restore(cache, TOKENS, [60], {**FINGERPRINT, "n_ctx": 2048}) == 0  # another context
    assert len(cache.entries()) == 2  # misses delete nothing


def test_a_refused_load_deletes_the_entry_and_tries_the_next(cache: PrefixCache) -> None:
    short, long = write_entry(cache, TOKENS[:10]), write_entry(cache, TOKENS[:60], extras=True)

    def load(path: Path, state: VerifiedState) -> None:
        if path == long:
            raise StateFileCorrupt("llama.cpp refused it")

    assert cache.restore(FINGERPRINT, TOKENS, [10, 60], N_VOCAB, N_CTX, load) == 10
    assert files_of(long) == [] and len(files_of(short)) == 2


def flip_last_byte(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[-1] ^= 0xFF
    path.write_bytes(bytes(data))


def truncate(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:-100])


def drop_sidecar(path: Path) -> None:
    sidecar_path(path).unlink()


def garble_sidecar(path: Path) -> None:
    sidecar_path(path).write_text('{"format": 1, "fingerprint": {}, "n_tokens": NaN}')


@pytest.mark.parametrize("damage", [flip_last_byte, truncate, drop_sidecar, garble_sidecar])
def test_a_damaged_entry_is_a_miss_and_deleted(cache: PrefixCache, damage: Callable[[Path], None]) -> None:
    short, long = write_entry(cache, TOKENS[:10]), write_entry(cache, TOKENS, extras=True)
    damage(long)
    assert restore(cache, TOKENS, [10, 101]) == 10
    assert files_of(long) == [] and len(files_of(short)) == 2


def test_a_foreign_entry_is_a_miss_and_deleted(cache: PrefixCache) -> None:
    """Another model's state under this key (copied, or a key collision forged): its sidecar's
    fingerprint is refused; a state of other tokens renamed to this key, its tokens."""
    theirs = write_entry(cache, TOKENS, {**FINGERPRINT, "model": "other"})
    ours = cache.path_for(FINGERPRINT, TOKENS)
    os.rename(theirs, ours)
    os.rename(sidecar_path(theirs), sidecar_path(ours))
    assert restore(cache, TOKENS, [101]) == 0 and files_of(ours) == []

    other = write_entry(cache, [*TOKENS[:-1], 7])
    os.rename(other, ours)
    os.rename(sidecar_path(other), sidecar_path(ours))
    assert restore(cache, TOKENS, [101]) == 0 and files_of(ours) == []


def state_path(path: Path) -> Path:
    return path


@pytest.mark.parametrize("part", [state_path, sidecar_path, extras_path])
def test_a_symlink_is_never_followed_out_of_the_folder(cache: PrefixCache, tmp_path: Path,
                                                       part: Callable[[Path], Path]) -> None:
    """A valid entry outside the folder, linked in under its name (one of its files a symbolic
    link, the others hard links): refused, and the links deleted, not what they point to."""
    outside = PrefixCache(tmp_path / "elsewhere")
    target = write_entry(outside, TOKENS, extras=True)
    ours = cache.path_for(FINGERPRINT, TOKENS)
    cache.folder.mkdir()
    for name in (state_path, sidecar_path, extras_path):
        if name is part:
            os.symlink(name(target), name(ours))
        else:
            os.link(name(target), name(ours))
    assert restore(cache, TOKENS, [101]) == 0
    assert files_of(ours) == [] and len(files_of(target)) == 3
    assert restore(outside, TOKENS, [101]) == 101


def test_a_folder_in_an_entrys_place_is_a_miss(cache: PrefixCache) -> None:
    path = cache.path_for(FINGERPRINT, TOKENS)
    path.mkdir(parents=True)
    assert restore(cache, TOKENS, [101]) == 0 and path.is_dir()


def set_used(path: Path, seconds: int) -> None:
    os.utime(path, (seconds, seconds))


def test_least_recently_used_entries_go_first_to_keep_the_budget(tmp_path: Path) -> None:
    probe = PrefixCache(tmp_path / "probe")
    size = sum(p.stat().st_size for p in files_of(write_entry(probe, TOKENS[:10], data=10_000)))
    cache = PrefixCache(tmp_path / "prefixes", budget_bytes=3 * size + size // 2)  # room for three
    a, b, c = (write_entry(cache, TOKENS[:n], data=10_000) for n in (10, 20, 30))
    for i, path in enumerate((a, b, c)):
        set_used(path, 1_000_000 + i)
    assert restore(cache, TOKENS, [10]) == 10  # a is used: now the most recent
    assert cache.total_bytes() == sum(p.stat().st_size for entry in (a, b, c) for p in files_of(entry))
    d = write_entry(cache, TOKENS[:40], data=10_000)
    assert cache.added(d)
    assert files_of(b) == [] and all(files_of(p) for p in (a, c, d))  # b was the least recently used
    assert [e.path for e in cache.entries()] == [c, a, d]
    assert cache.total_bytes() <= cache.budget_bytes


def test_an_entry_larger_than_the_budget_is_not_kept(tmp_path: Path) -> None:
    cache = PrefixCache(tmp_path / "prefixes", budget_bytes=4096)
    small = write_entry(cache, TOKENS[:10], data=100)
    big = write_entry(cache, TOKENS, data=10_000)
    assert not cache.added(big)
    assert files_of(big) == [] and len(files_of(small)) == 2


def test_leftovers_count_and_go_first_and_other_files_are_left_alone(cache: PrefixCache) -> None:
    kept = write_entry(cache, TOKENS[:10])
    orphan = write_entry(cache, TOKENS[:20])
    orphan.unlink()  # a save interrupted between its renames leaves a sidecar alone
    set_used(sidecar_path(orphan), 1_000_000)
    stranger = cache.folder / "notes.txt"
    stranger.write_text("mine")
    entries = cache.entries()
    assert [e.path for e in entries] == [orphan, kept] and entries[0].n_bytes == sidecar_path(orphan).stat().st_size
    cache.budget_bytes = entries[1].n_bytes
    assert cache.added(kept)
    assert files_of(orphan) == [] and stranger.exists()


def test_entries_beyond_the_count_limit_go(cache: PrefixCache, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prefix_cache, "MAX_ENTRIES", 2)
    paths = [write_entry(cache, TOKENS[:n], data=10) for n in (10, 20, 30)]
    for i, path in enumerate(paths):
        set_used(path, 1_000_000 + i)
    assert cache.added(paths[1])  # touched: the newest
    assert files_of(paths[0]) == [] and all(files_of(p) for p in paths[1:])
