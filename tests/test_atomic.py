"""app/atomic.py on real files: a link planted in the data folder where a temp file goes (the
name the old scheme made, '.<name>.<pid>.tmp', or the temp name itself) is never written
through; the write still replaces the file whole, or fails with the file and the link's target
as they were."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from app import atomic

pytestmark = pytest.mark.skipif(os.name != "posix", reason="planting links needs POSIX symlinks")

Write = Callable[[Path, Path], None]
WRITES: dict[str, Write] = {
    "write_atomic": lambda path, tmp: atomic.write_atomic(path, b"new contents"),
    "copy_atomic": lambda path, tmp: atomic.copy_atomic(tmp / "source", path),
}


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    """(the data folder holding `chat.json`, a folder outside it holding `precious.txt`)."""
    data, outside = tmp_path / "data", tmp_path / "outside"
    data.mkdir()
    outside.mkdir()
    (data / "chat.json").write_bytes(b"old contents")
    (outside / "precious.txt").write_bytes(b"the user's own file")
    (tmp_path / "source").write_bytes(b"new contents")
    return data, outside


@pytest.mark.parametrize("write", WRITES.values(), ids=WRITES.keys())
def test_a_link_at_the_old_predictable_temp_name_is_not_followed(folders: tuple[Path, Path], tmp_path: Path,
                                                                 write: Write) -> None:
    data, outside = folders
    planted = data / f".chat.json.{os.getpid()}.tmp"
    planted.symlink_to(outside / "precious.txt")
    write(data / "chat.json", tmp_path)
    assert (outside / "precious.txt").read_bytes() == b"the user's own file"
    assert not (data / "chat.json").is_symlink() and (data / "chat.json").read_bytes() == b"new contents"
    assert planted.is_symlink()  # someone else's name: left alone
    plain = data / "plain"
    plain.write_bytes(b"")  # the mode a plain open() gives: the new file's too (umask applied)
    assert (data / "chat.json").stat().st_mode == plain.stat().st_mode


@pytest.mark.parametrize("target", ["precious.txt", "not-yet.txt"], ids=["existing", "dangling"])
@pytest.mark.parametrize("write", WRITES.values(), ids=WRITES.keys())
def test_a_link_at_the_temp_name_itself_fails_the_write_clearly(folders: tuple[Path, Path], tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch, write: Write,
                                                                target: str) -> None:
    """Even a link at the very name drawn (as if guessed) is neither written through nor made
    the file: the write raises, and nothing changes anywhere."""
    data, outside = folders
    planted = data / ".chat.json.guessed.tmp"
    planted.symlink_to(outside / target)
    monkeypatch.setattr(atomic, "temp_path", lambda path: planted)
    with pytest.raises(FileExistsError):
        write(data / "chat.json", tmp_path)
    assert sorted(p.name for p in outside.iterdir()) == ["precious.txt"]  # a dangling link made no file
    assert (outside / "precious.txt").read_bytes() == b"the user's own file"
    assert (data / "chat.json").read_bytes() == b"old contents" and not (data / "chat.json").is_symlink()


def test_temp_names_are_fresh_and_cleaned_up_after_a_failure(folders: tuple[Path, Path]) -> None:
    data, _ = folders
    names = {atomic.temp_path(data / "chat.json").name for _ in range(50)}
    assert len(names) == 50 and all(n.startswith(".chat.json.") and n.endswith(".tmp") for n in names)
    with pytest.raises(RuntimeError), atomic.replacing(data / "chat.json") as tmp:
        atomic.write_synced(tmp, b"half")
        raise RuntimeError("the writer failed")
    assert sorted(p.name for p in data.iterdir()) == ["chat.json"] and (data / "chat.json").read_bytes() == b"old contents"
    atomic.write_atomic(data / "chat.json", b"whole")
    assert sorted(p.name for p in data.iterdir()) == ["chat.json"] and (data / "chat.json").read_bytes() == b"whole"
