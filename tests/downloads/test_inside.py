"""Files under the models folder never reached through a link (app.downloads.inside): every
operation refuses a symlinked folder on the way or a symlinked file, a FIFO does not hang an open, a
file to be written may not have a second name, and the models folder itself may be a link. The
same rows run without dir_fd (the lstat-and-resolve path other platforms take)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from app.downloads import Downloads, RemoteFile, Retry, inside
from tests.support.hub_server import HubServer


@pytest.fixture(params=["dir_fd", "lstat"])
def root(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    if request.param == "lstat":
        monkeypatch.setattr(inside, "_AT", False)
    models = tmp_path / "models"
    inside.make_dirs(models, models / "o" / "r")
    return models


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "f").write_bytes(b"precious")
    (folder / "f.part").write_bytes(b"precious")
    return folder


def operations(root: Path, path: Path) -> dict[str, Callable[[], object]]:
    part = path.with_name(path.name + ".part")
    return {
        "check": lambda: inside.check(root, path),
        "size": lambda: inside.size(root, path),
        "read": lambda: os.close(inside.open_file(root, path, os.O_RDONLY)),
        "write": lambda: os.close(inside.open_file(root, part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)),
        "unlink": lambda: inside.unlink(root, path),
        "replace": lambda: inside.replace(root, part, path),
        "make_dirs": lambda: inside.make_dirs(root, path.parent / "new"),
    }


@pytest.mark.parametrize("linked", ["o", "o/r", "o/r/sub"])
def test_a_linked_folder_on_the_way_is_refused_by_every_operation(root: Path, outside: Path, linked: str) -> None:
    (root / "o" / "r" / "sub").mkdir()
    target = root / linked
    target.rename(target.with_name("moved"))
    target.symlink_to(outside, target_is_directory=True)
    path = root / "o" / "r" / "sub" / "f"
    for what, act in operations(root, path).items():
        with pytest.raises(inside.Outside, match=f"'{linked}' in the models folder .*link"):
            act()
        assert sorted(p.name for p in outside.iterdir()) == ["f", "f.part"], what
        assert (outside / "f").read_bytes() == (outside / "f.part").read_bytes() == b"precious", what


@pytest.mark.parametrize("linked", ["f", "f.part"])
def test_a_linked_file_or_part_is_refused_and_left_alone(root: Path, outside: Path, linked: str) -> None:
    folder = root / "o" / "r"
    (folder / linked).symlink_to(outside / linked)
    (folder / ("f.part" if linked == "f" else "f")).write_bytes(b"ours")
    acts = operations(root, folder / "f")
    for what in (["check", "size", "read", "unlink", "replace"] if linked == "f" else ["write", "replace"]):
        with pytest.raises(inside.Outside, match="is a link"):
            acts[what]()
        assert (folder / linked).is_symlink(), what
    assert (outside / "f").read_bytes() == (outside / "f.part").read_bytes() == b"precious"


def test_a_fifo_is_refused_without_hanging(root: Path) -> None:
    fifo = root / "o" / "r" / "f.part"
    os.mkfifo(fifo)
    for flags in (os.O_RDONLY, os.O_WRONLY | os.O_CREAT):
        with pytest.raises(inside.Outside, match="not a plain file"):
            os.close(inside.open_file(root, fifo, flags))


def test_a_file_to_write_with_another_name_is_refused(root: Path, outside: Path) -> None:
    part = root / "o" / "r" / "f.part"
    os.link(outside / "f.part", part)
    with pytest.raises(inside.Outside, match="hard link"):
        inside.check(root, part, written=True)
    with pytest.raises(inside.Outside, match="hard link"):
        os.close(inside.open_file(root, part, os.O_WRONLY | os.O_TRUNC))  # not cut before the check
    os.close(inside.open_file(root, part, os.O_RDONLY))  # reading it is no harm
    assert (outside / "f.part").read_bytes() == b"precious"


def test_plain_files_and_missing_ones_work(root: Path) -> None:
    folder = root / "o" / "r" / "a" / "b"
    path = folder / "f"
    part = folder / "f.part"
    inside.check(root, path)  # a missing folder is fine: it is made without following anything
    assert inside.size(root, path) is None
    inside.make_dirs(root, folder)
    fd = inside.open_file(root, part, os.O_WRONLY | os.O_CREAT)
    os.write(fd, b"bytes")
    os.close(fd)
    inside.replace(root, part, path)
    assert inside.size(root, path) == 5 and path.read_bytes() == b"bytes"
    inside.fsync_dir(root, folder)
    inside.unlink(root, path)
    inside.unlink(root, path)  # gone already: fine
    assert list(folder.iterdir()) == []
    with pytest.raises(inside.Outside, match="not inside"):
        inside.size(root, root.parent / "elsewhere")


def test_a_models_folder_that_is_itself_a_link_still_downloads(hub: HubServer, blob: Path, tmp_path: Path,
                                                             retry: Retry) -> None:
    real = tmp_path / "disk" / "models"
    real.mkdir(parents=True)
    (tmp_path / "models").symlink_to(real, target_is_directory=True)  # the user's choice, followed
    f = hub.add("o/r", "sub/m.gguf", blob)
    q = Downloads(tmp_path / "models", tmp_path / "downloads.json", retry=retry)
    d = q.wait(q.add("o/r", [RemoteFile("sub/m.gguf", f.size, f.sha256)]).id, timeout=60)
    assert d.state == "done" and d.synced, d.error
    assert (real / "o" / "r" / "sub" / "m.gguf").read_bytes() == blob.read_bytes()
