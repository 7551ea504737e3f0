"""The prefix cache: KV states of token prefixes (a system prompt and a document, a conversation a
client sends again), kept by content, so whatever starts with the same tokens on the same model
and context settings restores them instead of reading them again. No Qt, no engine: the engine's
side is app/engine/local/prefix_read.py.

An entry is a state file written with the chat state files' own machinery (state_files.write_state:
atomic, a sidecar with the fingerprint, the token count and an xxh3; for recurrent and hybrid
models the extras file, with the last logits and a checkpoint), named by its key:

    <folder>/<key>.kv, <key>.kv.json, <key>.kv.extra
    key = sha256("emberly-prefix-1" NUL | the engine's fingerprint as sorted JSON | NUL | tokens as int32 LE)

The fingerprint (Engine._make_fingerprint) is what a chat's state file is checked against: the
model's identity, the llama.cpp build and every context setting the state's layout depends on, so
a key names one state. A lookup is given the boundaries the caller cares about (after the system
prompt, after the document…), not every token, and answers the longest entry among them that
verifies in full, exactly as a chat's state file is verified (sidecar read through app/records.py,
fingerprint, size, checksum, header, and here the very token ids); an entry that fails is deleted
and is a miss. Least recently used goes first: a hit touches the state file's mtime, and after each
save the oldest entries are deleted until the folder is within its byte budget. Entries are regular
files: a symbolic link (or anything else) in an entry's place is removed, never followed.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import stat
import sys
from array import array
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...atomic import remove_stale_temps
from ...paths import cache_dir
from ..errors import StateFileCorrupt, StateFileError
from .sidecar import extras_path, sidecar_path
from .state_files import TOKEN_TYPE, ReadBuffer, VerifiedState, open_verified

log = logging.getLogger("emberly.engine")

DEFAULT_BUDGET = 2 << 30  # bytes: a 3,000-token document of an 8B model is ~400 MB of f16 KV
MAX_TOKENS = 1 << 22  # more than any context llama.cpp loads: a longer "prefix" is a caller's bug
MAX_BOUNDARIES = 256  # a lookup hashes (and may verify) one entry per boundary
MAX_ENTRIES = 4096  # whatever their size, so the folder's listing after a save stays cheap
_KEY_MAGIC = b"emberly-prefix-1\0"
_NAME = re.compile(r"([0-9a-f]{64})\.kv(?:\.json|\.extra)?")

# Called with a verified entry's path and bytes while they are held (the engine loads them);
# raising a StateFileError (llama.cpp refused them) makes the entry a miss, deleted.
Load = Callable[[Path, VerifiedState], None]


@dataclass(frozen=True)
class PrefixEntry:
    key: str
    path: Path  # the state file (it may be missing: what is left of an interrupted save)
    n_bytes: int  # its files together: state, sidecar, extras
    used_ns: int  # the state file's mtime: written or last restored


def prefix_keys(fingerprint: Mapping[str, Any], tokens: Sequence[int], boundaries: Iterable[int]) -> dict[int, str]:
    """The key of the first n tokens for each n in `boundaries`, hashed in one pass. Raises
    ValueError for an absurd request (see _checked)."""
    wanted = check_boundaries(tokens, boundaries)
    h = hashlib.sha256(_KEY_MAGIC)
    h.update(json.dumps(dict(fingerprint), sort_keys=True, separators=(",", ":")).encode())
    h.update(b"\0")
    keys: dict[int, str] = {}
    done = 0
    for n in wanted:
        h.update(_token_bytes(tokens[done:n]))
        done = n
        keys[n] = h.copy().hexdigest()
    return keys


def check_boundaries(tokens: Sequence[int], boundaries: Iterable[int]) -> list[int]:
    """The boundaries, sorted and unique, once the request is sane: 1..MAX_TOKENS tokens, at most
    MAX_BOUNDARIES boundaries, each a whole number of tokens within them."""
    if not 0 < len(tokens) <= MAX_TOKENS:
        raise ValueError(f"a prefix has 1 to {MAX_TOKENS:,} tokens, not {len(tokens):,}")
    wanted = list(boundaries)
    if len(wanted) > MAX_BOUNDARIES:
        raise ValueError(f"at most {MAX_BOUNDARIES} boundaries, not {len(wanted):,}")
    if any(isinstance(n, bool) or not isinstance(n, int) or not 0 < n <= len(tokens) for n in wanted):
        raise ValueError(f"boundaries are token counts from 1 to {len(tokens):,}")
    return sorted(set(wanted))


def _token_bytes(tokens: Sequence[int]) -> bytes:
    try:
        packed = array(TOKEN_TYPE, tokens)
    except (OverflowError, TypeError) as e:
        raise ValueError(f"token ids are 32-bit integers ({e})") from e
    if sys.byteorder != "little":
        packed.byteswap()
    return packed.tobytes()


class PrefixCache:
    """The folder of prefix states (default: <cache>/prefixes) and its byte budget."""

    def __init__(self, folder: Path | None = None, budget_bytes: int = DEFAULT_BUDGET) -> None:
        if isinstance(budget_bytes, bool) or not isinstance(budget_bytes, int) or not 0 < budget_bytes <= 1 << 50:
            raise ValueError(f"a budget of {budget_bytes!r} bytes")
        self.folder = Path(folder) if folder is not None else cache_dir() / "prefixes"
        self.budget_bytes = budget_bytes

    def path_for(self, fingerprint: Mapping[str, Any], tokens: Sequence[int]) -> Path:
        """Where the state of exactly `tokens` is kept (whether or not it is there)."""
        return self.folder / f"{prefix_keys(fingerprint, tokens, [len(tokens)])[len(tokens)]}.kv"

    def restore(self, fingerprint: Mapping[str, Any], tokens: Sequence[int], boundaries: Iterable[int], n_vocab: int,
                n_ctx: int, load: Load | None = None, buffer: ReadBuffer | None = None) -> int:
        """The longest of `boundaries` whose entry verifies (and, given `load`, loads: it gets the
        verified bytes), or 0. An entry that fails either way is deleted and the next shorter one
        tried; an entry used is touched (most recently used)."""
        keys = prefix_keys(fingerprint, tokens, boundaries)
        for n in sorted(keys, reverse=True):
            path = self.folder / f"{keys[n]}.kv"
            if not self._plain_files(path):
                continue
            try:
                with open_verified(path, fingerprint, n_vocab, n_ctx, buffer) as state:
                    # The name says which tokens; a file renamed or forged under it holds others.
                    if state.tokens != array(TOKEN_TYPE, tokens[:n]):
                        raise StateFileCorrupt(f"{path.name} holds other tokens than its name says")
                    if load is not None:
                        load(path, state)
            except StateFileError as e:
                log.info("A saved prefix (%d tokens) was refused and deleted: %s", n, e)
                self.discard(path)
                continue
            self._touch(path)
            return n
        return 0

    def _plain_files(self, path: Path) -> bool:
        """Whether the entry's state file is there, and none of its files is anything but a
        regular file (a symbolic link would be followed out of the folder: the entry goes)."""
        for i, part in enumerate((path, sidecar_path(path), extras_path(path))):
            try:
                mode = os.lstat(part).st_mode
            except FileNotFoundError:
                if i == 0:
                    return False
                continue  # a missing sidecar is open_verified's to refuse; extras are optional
            except OSError:
                return False
            if not stat.S_ISREG(mode):
                log.info("A saved prefix's %s is not a regular file: deleted", part.name)
                self.discard(path)
                return False
        return True

    def _touch(self, path: Path) -> None:
        with contextlib.suppress(OSError, NotImplementedError):  # LRU order only: never worth a failure
            os.utime(path, follow_symlinks=False)

    def discard(self, path: Path) -> None:
        """Delete an entry's files (links themselves, never what they point to). A folder in an
        entry's place is left: nothing is ever read from it."""
        for part in (path, sidecar_path(path), extras_path(path)):
            with contextlib.suppress(OSError):  # gone already, a folder, a read-only disk: a miss all the same
                os.unlink(part)

    def entries(self) -> list[PrefixEntry]:
        """Every entry in the folder, least recently used first."""
        sizes: dict[str, int] = {}
        state_time: dict[str, int] = {}
        other_time: dict[str, int] = {}
        try:
            listing = os.scandir(self.folder)
        except OSError:  # no folder yet (or not one this user may list): nothing to count or evict
            return []
        with listing:
            for item in listing:
                match = _NAME.fullmatch(item.name)
                if match is None:
                    continue
                try:
                    st = item.stat(follow_symlinks=False)
                except OSError:
                    continue
                key = match.group(1)
                sizes[key] = sizes.get(key, 0) + (st.st_size if stat.S_ISREG(st.st_mode) else 0)
                if item.name.endswith(".kv"):
                    state_time[key] = st.st_mtime_ns
                else:
                    other_time[key] = max(other_time.get(key, 0), st.st_mtime_ns)
        # The state file's time is the entry's; what an interrupted save left goes by its own.
        used = {k: state_time.get(k, other_time.get(k, 0)) for k in sizes}
        found = [PrefixEntry(k, self.folder / f"{k}.kv", sizes[k], used[k]) for k in sizes]
        return sorted(found, key=lambda e: (e.used_ns, e.key))

    def total_bytes(self) -> int:
        return sum(e.n_bytes for e in self.entries())

    def added(self, path: Path) -> bool:
        """After a save of `path`: touch it, then delete the least recently used entries until the
        folder is within budget (and MAX_ENTRIES). Returns whether `path` is kept (an entry larger
        than the whole budget is not)."""
        self._touch(path)
        remove_stale_temps(self.folder)  # a save a kill cut short
        found = self.entries()
        if any(e.path == path and e.n_bytes > self.budget_bytes for e in found):
            self.discard(path)  # it could never fit: the others are not evicted for it
            return False
        total = sum(e.n_bytes for e in found)
        for i, entry in enumerate(found):
            if total <= self.budget_bytes and len(found) - i <= MAX_ENTRIES:
                break
            self.discard(entry.path)
            total -= entry.n_bytes
        return path.exists()
