"""Row 12: downloads. Against the loopback Hub stand-in (tests/support/hub_server.py), with faults the
server injects: a download interrupted 20 times at random offsets (fault_seed) completes with the
right sha256 and no leftovers; kill -9 of the app mid-download then a restart resumes from the part
file; a corrupted transfer is refused and removed; a disk without room is refused before any byte,
and a disk that fills up mid-download keeps the part and resumes once space is back (a real small
tmpfs where `mount` works); stalls, wrong lengths, 416, 500 and 429 with Retry-After, mixed at
random; a split model completes as one entry."""

from __future__ import annotations

import errno
import os
import random
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.downloads import Downloads, RemoteFile, Retry
from app.downloads import transfer as transfer_mod
from app.downloads.transfer import part_path
from app.engine.files.model_files import ModelFolder, scan
from tests.support.helpers import fill_filesystem
from tests.support.hub_server import Fault, HubServer, sha256_of
from tests.support.waiting import until

pytestmark = pytest.mark.faults
ROOT = Path(__file__).resolve().parents[2]
SIZE = 24 << 20 | 777


@pytest.fixture(scope="module")
def big_blob(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("big") / "model.gguf"
    path.write_bytes(os.urandom(SIZE))
    return path


RETRY = Retry(attempts=6, first_wait=0.01, max_wait=0.05, timeout=0.5)


def leftovers(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file() and (p.name.endswith((".part", ".tmp")) or p.name.startswith("."))]


def remote(hub: HubServer, path: Path, repo: str = "o/r", name: str = "model.gguf") -> RemoteFile:
    f = hub.add(repo, name, path)
    return RemoteFile(name, f.size, f.sha256)


def test_twenty_interruptions_at_random_offsets_end_in_the_right_file(hub: HubServer, big_blob: Path, tmp_path: Path,
                                                                      fault_seed: int) -> None:
    rng = random.Random(fault_seed)
    most = SIZE // 40  # every fault interrupts: twenty of them cannot bring the whole file
    kinds = [lambda: Fault(stall=1.0, stall_at=rng.randrange(0, most)),
             lambda: Fault(announce=rng.randrange(1, most)),  # a Content-Length short of the body
             lambda: Fault(status=500),
             lambda: Fault(status=503, retry_after=0.05),
             lambda: Fault(status=429, retry_after=0.05)]
    plan = [Fault(drop_at=rng.randrange(1, most)) for _ in range(14)] + [rng.choice(kinds)() for _ in range(6)]
    rng.shuffle(plan)
    hub.plan(*plan)
    q = Downloads(tmp_path / "models", tmp_path / "downloads.json", retry=RETRY)
    d = q.wait(q.add("o/r", [remote(hub, big_blob)]).id, timeout=300)
    assert d.state == "done", d.error
    assert sha256_of(q.model_path(d)) == sha256_of(big_blob)
    assert leftovers(tmp_path) == []
    assert hub.faults == []  # every planned fault was met
    gets = hub.downloads()
    assert len(gets) > 20
    # Every resume began where the bytes on disk ended: never back, never from zero once bytes had
    # come, never past the end.
    starts = [int(r.range.removeprefix("bytes=").rstrip("-")) if r.range else 0 for r in gets]
    assert starts == sorted(starts) and starts[-1] < SIZE
    for i, start in enumerate(starts):
        if any(g.sent for g in gets[:i]):
            assert start > 0, (i, starts)


def test_kill_9_mid_download_then_a_restart_resumes_from_the_part_file(hub: HubServer, big_blob: Path,
                                                                      tmp_path: Path, fault_seed: int) -> None:
    hub.rate = 8e6
    f = remote(hub, big_blob)
    models, store = tmp_path / "models", tmp_path / "downloads.json"
    kill_at = random.Random(fault_seed).randrange(2_000_000, SIZE // 2)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-m", "tests.faults.download_child", str(models), str(store), "o/r",
                              f.name, str(f.size), f.sha256], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert child.stdout is not None
    try:
        for line in child.stdout:
            if line.startswith("bytes") and int(line.split()[1]) >= kill_at:
                break
        else:
            pytest.fail(f"the child ended first: {child.wait()}")
        child.send_signal(signal.SIGKILL)
    finally:
        child.wait(30)
    part = part_path(models / "o" / "r" / f.name)
    on_disk = part.stat().st_size
    assert on_disk >= kill_at and not (models / "o" / "r" / f.name).exists()

    hub.rate = None
    q = Downloads(models, store, retry=RETRY)  # the app starts again
    [d] = q.items()
    assert d.state == "paused" and d.done_bytes == on_disk
    q.resume(d.id)
    assert q.wait(d.id, timeout=120).state == "done"
    assert hub.downloads()[-1].range == f"bytes={on_disk}-"
    assert sha256_of(q.model_path(d)) == f.sha256
    assert leftovers(tmp_path) == []


def test_a_corrupted_transfer_is_refused_removed_and_said(hub: HubServer, big_blob: Path, tmp_path: Path,
                                                          fault_seed: int) -> None:
    hub.plan(Fault(corrupt_at=random.Random(fault_seed).randrange(SIZE)))
    q = Downloads(tmp_path / "models", tmp_path / "downloads.json", retry=RETRY)
    d = q.wait(q.add("o/r", [remote(hub, big_blob)]).id, timeout=120)
    assert d.state == "failed" and "corrupted" in d.error and "removed" in d.error
    assert list((tmp_path / "models").rglob("*.gguf*")) == []


def test_a_split_model_completes_as_one_entry_despite_drops(hub: HubServer, big_blob: Path, tmp_path: Path,
                                                           fault_seed: int) -> None:
    rng = random.Random(fault_seed)
    names = [f"m-Q4_K_M-0000{i}-of-00003.gguf" for i in (1, 2, 3)]
    files = [remote(hub, big_blob, "o/m-GGUF", n) for n in names]
    hub.plan(*(Fault(drop_at=rng.randrange(1, SIZE)) for _ in range(5)))
    q = Downloads(tmp_path / "models", tmp_path / "downloads.json", retry=RETRY)
    d = q.wait(q.add("o/m-GGUF", files).id, timeout=300)
    assert d.state == "done", d.error
    found = scan([ModelFolder("Emberly", tmp_path / "models")])
    assert [(m.path.name, m.parts, m.size) for m in found] == [(names[0], 3, 3 * SIZE)]
    assert leftovers(tmp_path) == []


class SmallDisk:
    """A models folder on a 96 MiB filesystem whose writes can be made to fail with ENOSPC."""

    def __init__(self, root: Path):
        self.root = root
        self.full = False

    def fill(self) -> None:
        self.full = True

    def heal(self) -> None:
        self.full = False


class Tmpfs(SmallDisk):
    def fill(self) -> None:
        fill_filesystem(self.root / "filler")

    def heal(self) -> None:
        (self.root / "filler").unlink()


@pytest.fixture(params=["injected", "tmpfs"])
def small_disk(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[SmallDisk]:
    """A real tmpfs where `mount` works; else the free space and the write's ENOSPC are injected at
    app.downloads.transfer's edge."""
    root = tmp_path / "fs"
    root.mkdir()
    if request.param == "injected":
        disk = SmallDisk(root)
        real_usage, real_write = transfer_mod.shutil.disk_usage, os.write
        monkeypatch.setattr(transfer_mod.shutil, "disk_usage", lambda p: real_usage(p)._replace(free=96 << 20))

        def write(fd: int, data: object) -> int:
            if disk.full and Path(os.readlink(f"/proc/self/fd/{fd}")).is_relative_to(root):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return real_write(fd, data)  # type: ignore[arg-type]

        monkeypatch.setattr(transfer_mod.os, "write", write)
        yield disk
        return
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=96m", "tmpfs", str(root)], capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here ({mounted.stderr.strip()}); the injected variant covers this row")
    try:
        yield Tmpfs(root)
    finally:
        subprocess.run(["umount", "-l", str(root)], check=True)


def test_a_disk_without_room_is_refused_before_starting(small_disk: SmallDisk, hub: HubServer, tmp_path: Path) -> None:
    big = tmp_path / "too-big.gguf"
    with open(big, "wb") as f:
        f.truncate(60 << 20)  # 60 MiB + the 64 MiB margin > 96 MiB
    q = Downloads(small_disk.root / "models", tmp_path / "downloads.json", retry=RETRY)
    d = q.wait(q.add("o/r", [remote(hub, big)]).id, timeout=60)
    assert d.state == "failed" and "Not enough disk space" in d.error
    assert hub.downloads() == [] and leftovers(small_disk.root) == []


def test_a_disk_that_fills_mid_download_keeps_the_part_and_resumes_once_there_is_room(
    small_disk: SmallDisk, hub: HubServer, big_blob: Path, tmp_path: Path
) -> None:
    hub.rate = 8e6
    q = Downloads(small_disk.root / "models", tmp_path / "downloads.json", retry=RETRY)
    d = q.add("o/r", [remote(hub, big_blob)])
    part = part_path(q.path_of(d, d.files[0]))
    until(lambda: part.exists() and part.stat().st_size > 4_000_000, what="4 MB on disk")
    small_disk.fill()
    assert q.wait(d.id, timeout=60).state == "failed"
    assert "disk is full" in d.error
    kept = part.stat().st_size
    assert kept > 4_000_000
    small_disk.heal()
    hub.rate = None
    q.resume(d.id)
    assert q.wait(d.id, timeout=60).state == "done"
    assert sha256_of(q.model_path(d)) == sha256_of(big_blob)
    assert int(hub.downloads()[-1].range.removeprefix("bytes=").rstrip("-")) <= kept
    assert leftovers(small_disk.root) == []
