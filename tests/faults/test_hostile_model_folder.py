"""Issue 47, item 7: a hostile models folder. Whoever can write into the models folder puts a link
where the queue expects its own folders and files: the repository folder, the owner folder, a
nested subfolder of a file name ("sub/dir/model.gguf"), the file itself or its `.part` (a symlink,
or a hard link) pointing at a file outside, of the very size the queue expects.

Each row proves the queue follows none of them: the start-up check of a download found done but not
synced (which hashes the file and replaces it when the hash is wrong), a resume from a part, a
cancel (which deletes the part) and a new download all end in "failed" with the reason in
`Download.error` (what the Get models tab shows) and in the log, while the file outside keeps its
bytes and mtime, is not opened through the link (an audit hook records every open that resolves
outside), and nothing is added to or removed from the outside folder; no byte is fetched from the
loopback Hub stand-in. Which folder of a nested name is the link is drawn with fault_seed. Each row
takes well under a second; a row that hung would meet its timeout.
"""

from __future__ import annotations

import json
import logging
import os
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.downloads import Download, Downloads, RemoteFile, Retry
from app.downloads.transfer import part_path
from tests.support.hub_server import HubServer

pytestmark = [pytest.mark.faults, pytest.mark.timeout(60)]
SIZE = 256 << 10 | 321
RETRY = Retry(attempts=3, first_wait=0.01, max_wait=0.05, timeout=0.5)
ID = "0123456789ab"


class Opens:
    """Paths opened (builtins.open, os.open) that resolve into `folder`, seen by an audit hook. A
    hook cannot be removed: one per process, added by the first test here, recording only while a
    test has set `folder`."""

    folder: Path | None = None
    seen: list[str] = []
    hooked = False

    @classmethod
    def watch(cls, folder: Path) -> None:
        if not cls.hooked:
            sys.addaudithook(cls.hook)
            cls.hooked = True
        cls.folder, cls.seen = folder.resolve(), []

    @classmethod
    def hook(cls, event: str, args: tuple[Any, ...]) -> None:
        if event == "open" and cls.folder is not None and isinstance(args[0], (str, os.PathLike)):
            path = os.fspath(args[0])
            if os.path.isabs(path) and Path(os.path.realpath(path)).is_relative_to(cls.folder):
                cls.seen.append(str(path))


@pytest.fixture
def outside(tmp_path: Path) -> Iterator[Path]:
    """A folder beside the models folder, holding a file the user cares about; every open that
    resolves into it is recorded in Opens.seen."""
    folder = tmp_path / "outside"
    folder.mkdir()
    Opens.watch(folder)
    yield folder
    Opens.folder = None


@pytest.fixture
def served(hub: HubServer, tmp_path: Path) -> Path:
    blob = tmp_path / "served.gguf"
    blob.write_bytes(os.urandom(SIZE))
    return blob


class Precious:
    """A file outside the models folder, and what must still be true of it at the end."""

    def __init__(self, path: Path, size: int = SIZE):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(os.urandom(size))  # the expected size, other bytes: a hash would say "damaged"
        self.path, self.bytes, self.mtime = path, path.read_bytes(), path.stat().st_mtime_ns
        self.listing = sorted(p.name for p in path.parent.iterdir())
        Opens.seen.clear()  # the test's own opens

    def untouched(self) -> None:
        opened = list(Opens.seen)  # before the reads below
        assert sorted(p.name for p in self.path.parent.iterdir()) == self.listing, "the outside folder changed"
        assert self.path.read_bytes() == self.bytes, "the file outside was changed"
        assert self.path.stat().st_mtime_ns == self.mtime, "the file outside was written"
        assert opened == [], f"opened through a link: {opened}"


def host(hub: HubServer, blob: Path, repo: str = "o/r", name: str = "model.gguf") -> RemoteFile:
    f = hub.add(repo, name, blob)
    return RemoteFile(name, f.size, f.sha256)


def left_from_a_crash(tmp_path: Path, f: RemoteFile, state: str = "done", repo: str = "o/r") -> None:
    """downloads.json as a run that stopped would leave it: `done` but never synced (checked at
    start-up), or `paused` with its part on disk."""
    entry = {"id": ID, "repo": repo, "revision": "main", "state": state, "error": "", "etags": {}, "added": 1.0,
             "synced": False, "files": [{"name": f.name, "size": f.size, "sha256": f.sha256}]}
    (tmp_path / "downloads.json").write_text(json.dumps({"version": 1, "downloads": [entry]}))


def start(tmp_path: Path) -> Downloads:
    return Downloads(tmp_path / "models", tmp_path / "downloads.json", retry=RETRY)


def refused(d: Download | None, caplog: pytest.LogCaptureFixture, hub: HubServer) -> Download:
    assert d is not None and d.state == "failed", d and (d.state, d.error)
    assert "link" in d.error and "models folder" in d.error, d.error  # what the Get models tab shows
    assert any("refused" in r.getMessage() and "link" in r.getMessage() for r in caplog.records
               if r.name == "emberly.downloads" and r.levelno == logging.WARNING)
    assert hub.downloads() == []  # refused before any byte
    return d


def link(at: Path, to: Path) -> None:
    at.parent.mkdir(parents=True, exist_ok=True)
    at.symlink_to(to, target_is_directory=to.is_dir())


def checked_at_startup(hub: HubServer, served: Path, tmp_path: Path, precious: Precious,
                       caplog: pytest.LogCaptureFixture) -> None:
    """A download left `done` but never synced, checked by a queue that starts: refused, and the
    file outside untouched."""
    caplog.set_level(logging.WARNING, "emberly.downloads")
    left_from_a_crash(tmp_path, host(hub, served))
    q = start(tmp_path)
    try:
        d = q.wait(ID, timeout=30)
        precious.untouched()  # the harm first, then how it was refused
        refused(d, caplog, hub)
    finally:
        q.close()


def test_the_startup_check_does_not_follow_a_linked_repository_folder(
        hub: HubServer, served: Path, outside: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    precious = Precious(outside / "model.gguf")
    link(tmp_path / "models" / "o" / "r", outside)
    checked_at_startup(hub, served, tmp_path, precious, caplog)


def test_the_startup_check_does_not_follow_a_linked_owner_folder(
        hub: HubServer, served: Path, outside: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    precious = Precious(outside / "r" / "model.gguf")
    link(tmp_path / "models" / "o", outside)
    checked_at_startup(hub, served, tmp_path, precious, caplog)


def test_the_startup_check_does_not_hash_or_replace_a_linked_file(
        hub: HubServer, served: Path, outside: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    precious = Precious(outside / "model.gguf")
    final = tmp_path / "models" / "o" / "r" / "model.gguf"
    link(final, precious.path)
    checked_at_startup(hub, served, tmp_path, precious, caplog)
    assert final.is_symlink() and final.resolve() == precious.path.resolve()  # left as found


@pytest.mark.parametrize("kind", ["symlink", "hard link"])
def test_a_resume_does_not_write_through_a_linked_part_file(
        kind: str, hub: HubServer, served: Path, outside: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, "emberly.downloads")
    f = host(hub, served)
    precious = Precious(outside / "notes.txt", SIZE // 3)  # shorter: the resume would append the rest to it
    part = part_path(tmp_path / "models" / "o" / "r" / "model.gguf")
    if kind == "symlink":
        link(part, precious.path)
    else:
        part.parent.mkdir(parents=True)
        os.link(precious.path, part)
    left_from_a_crash(tmp_path, f, state="paused")
    q = start(tmp_path)
    try:
        sized = q.get(ID).done_bytes  # type: ignore[union-attr]
        q.resume(ID)
        d = q.wait(ID, timeout=30)
        precious.untouched()
        assert ("is a link" if kind == "symlink" else "another name (a hard link)") in refused(d, caplog, hub).error
        assert sized == (0 if kind == "symlink" else SIZE // 3)  # a link's target is not even sized
        assert part.exists()
    finally:
        q.close()


def test_a_cancel_does_not_delete_a_part_through_a_linked_folder(
        hub: HubServer, served: Path, outside: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, "emberly.downloads")
    f = host(hub, served)
    precious = Precious(outside / "model.gguf.part", SIZE // 2)
    link(tmp_path / "models" / "o" / "r", outside)
    left_from_a_crash(tmp_path, f, state="paused")
    q = start(tmp_path)
    try:
        q.cancel(ID)
        assert q.get(ID) is None
        precious.untouched()
        assert any("not deleted" in r.getMessage() for r in caplog.records)
    finally:
        q.close()


@pytest.mark.parametrize("where", ["o", "o/r", "o/r/sub", "o/r/sub/dir", "seeded"])
def test_a_new_download_into_a_linked_folder_writes_nothing_outside(
        where: str, hub: HubServer, served: Path, outside: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture,
        fault_seed: int) -> None:
    caplog.set_level(logging.WARNING, "emberly.downloads")
    if where == "seeded":  # the seed also draws the depth of a longer nested name
        rng = random.Random(fault_seed)
        name = "/".join(f"d{i}" for i in range(rng.randrange(1, 5))) + "/model.gguf"
        folders = ["o", "o/r", *("o/r/" + "/".join(name.split("/")[:i]) for i in range(1, name.count("/") + 1))]
        where = rng.choice(folders)
    else:
        name = "sub/dir/model.gguf"
    precious = Precious(outside / "keep.bin")
    link(tmp_path / "models" / where, outside)
    q = start(tmp_path)
    try:
        d = q.wait(q.add("o/r", [host(hub, served, name=name)]).id, timeout=30)
        precious.untouched()
        assert f"{where!r} in the models folder is a link" in refused(d, caplog, hub).error  # names the link
    finally:
        q.close()
