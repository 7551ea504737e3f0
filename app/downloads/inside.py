"""File operations under the models folder that never follow a link (issue 47, item 7).

Anyone who can write into the models folder (a shared or synced folder, an unpacked archive) could
put a symlink where an owner or repository folder, a subfolder, a file or its `.part` belongs; the
queue would then hash, delete, replace or write whatever it points at. Every operation here walks
from the models folder one name at a time, each opened with O_NOFOLLOW relative to the folder
before it (openat), and acts on the last name through that folder's descriptor: a link anywhere
below the models folder is refused (`Outside`) at the moment of use, with no window between a
check and the act. The models folder itself may be a link: that is the user's own choice.

Where the platform has no dir_fd (Windows) the walk is lstat and a resolved-path check just before
each act: a link swapped in between the two remains a race there.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path

from ..words import Words, translate
from .errors import TransferError

# os.replace takes dir_fd wherever os.rename does (supports_dir_fd lists rename only).
_AT = {os.open, os.stat, os.unlink, os.rename, os.mkdir} <= os.supports_dir_fd and hasattr(os, "O_NOFOLLOW")
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIR = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_FILE = _NOFOLLOW | _NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
# A link met with O_NOFOLLOW (ELOOP; FreeBSD: EMLINK), a file where a folder belongs, a FIFO opened to write.
_LINK_ERRNOS = {errno.ELOOP, errno.EMLINK, errno.ENOTDIR, errno.ENXIO}


class Outside(TransferError):
    """A path under the models folder goes through a link, or is not a plain file or folder."""


_LINK = translate("Downloads", "{name} in the models folder is a link")
_NOT_FOLDER = translate("Downloads", "{name} in the models folder is not a folder")
_NOT_PLAIN = translate("Downloads", "{name} in the models folder is not a plain file")
_HARD_LINK = translate("Downloads", "{name} in the models folder has another name (a hard link)")


def _refuse(root: Path, rel: str, what: Words) -> Outside:
    """`what` names the path ({name}) and what is wrong with it."""
    return Outside(translate("Downloads", "{problem}: Emberly reads, writes and deletes only plain files and folders "
                                          "there, never through a link, so it left it (and anything it points to) "
                                          "untouched. Remove it from {folder} and try the download again.").format(
        problem=what.format(name=repr(rel[:300])), folder=repr(str(root)[:300])))


def _parts(root: Path, path: Path) -> tuple[str, ...]:
    try:
        parts = path.relative_to(root).parts
    except ValueError:
        parts = ()
    if not parts or any(p in (".", "..") for p in parts):
        raise _refuse(root, str(path), translate("Downloads", "{name} in the models folder is not inside it"))
    return parts


def _open_folder(root: Path, parts: tuple[str, ...], create: bool) -> int:
    """A descriptor of root/parts, each name opened without following a link (and made if `create`)."""
    if create:
        root.mkdir(parents=True, exist_ok=True)
    fd = os.open(root, _DIR)  # the models folder itself may be a link: the user's choice
    try:
        for i, name in enumerate(parts):
            if create:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(name, 0o777, dir_fd=fd)
            try:
                inner = os.open(name, _DIR | _NOFOLLOW, dir_fd=fd)
            except OSError as e:
                if e.errno not in _LINK_ERRNOS:
                    raise
                kind = _LINK if stat.S_ISLNK(os.stat(name, dir_fd=fd, follow_symlinks=False).st_mode) else _NOT_FOLDER
                raise _refuse(root, "/".join(parts[:i + 1]), kind) from e
            os.close(fd)
            fd = inner
        return fd
    except BaseException:
        os.close(fd)
        raise


def _walk_checked(root: Path, parts: tuple[str, ...], create: bool) -> None:
    """Without dir_fd: lstat each folder below root, then the resolved path must stay inside."""
    folder = root
    for i, name in enumerate(parts):
        folder = folder / name
        if create:
            with contextlib.suppress(FileExistsError):
                folder.mkdir()
        st = os.lstat(folder)
        if stat.S_ISLNK(st.st_mode) or not stat.S_ISDIR(st.st_mode) or _is_junction(folder):
            raise _refuse(root, "/".join(parts[:i + 1]), translate("Downloads", "{name} in the models folder is a link "
                                                                                "or not a folder"))
    if not Path(os.path.realpath(folder)).is_relative_to(os.path.realpath(root)):
        raise _refuse(root, "/".join(parts), translate("Downloads", "{name} in the models folder leads out of it"))


def _is_junction(path: Path) -> bool:
    check = getattr(os.path, "isjunction", None)  # Python 3.12+, Windows junctions
    return bool(check and check(path))


@contextlib.contextmanager
def _at(root: Path, path: Path) -> Iterator[tuple[int | None, str]]:
    """(folder descriptor, name) to act on `path` with dir_fd; (None, the whole path) without dir_fd."""
    parts = _parts(root, path)
    if not _AT:
        _walk_checked(root, parts[:-1], create=False)
        yield None, str(path)
        return
    fd = _open_folder(root, parts[:-1], create=False)
    try:
        yield fd, parts[-1]
    finally:
        os.close(fd)


def _lstat(root: Path, path: Path, fd: int | None, name: str) -> os.stat_result | None:
    """The file's own stat (None when missing); Outside when it is a link or not a plain file."""
    try:
        st = os.stat(name, dir_fd=fd, follow_symlinks=False)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(st.st_mode) or _is_junction(path):
        raise _refuse(root, "/".join(_parts(root, path)), _LINK)
    if not stat.S_ISREG(st.st_mode):
        raise _refuse(root, "/".join(_parts(root, path)), _NOT_PLAIN)
    return st


def check(root: Path, path: Path, *, written: bool = False) -> None:
    """Outside when a folder on the way to `path`, or `path` itself, is a link (or not what it
    should be), or when a file to be `written` has another name; a missing one is fine (it is
    made without following anything)."""
    with contextlib.suppress(FileNotFoundError), _at(root, path) as (fd, name):
        st = _lstat(root, path, fd, name)
        if written and st is not None and st.st_nlink > 1:
            raise _refuse(root, "/".join(_parts(root, path)), _HARD_LINK)


def size(root: Path, path: Path) -> int | None:
    """The size of the plain file `path` (None when it or a folder on the way is missing)."""
    try:
        with _at(root, path) as (fd, name):
            st = _lstat(root, path, fd, name)
    except FileNotFoundError:
        return None
    return None if st is None else st.st_size


def open_file(root: Path, path: Path, flags: int, mode: int = 0o644) -> int:
    """os.open of the plain file `path`, never through a link. One opened for writing must have no
    other name (a hard link): its bytes may belong to a file outside the models folder."""
    with _at(root, path) as (fd, name):
        if fd is None:
            _lstat(root, path, fd, name)  # no O_NOFOLLOW to rely on
        try:
            # O_NONBLOCK: a FIFO does not hang the open. O_TRUNC waits for the checks below.
            opened = os.open(name, (flags & ~os.O_TRUNC) | _FILE, mode, dir_fd=fd)
        except OSError as e:
            if e.errno not in _LINK_ERRNOS:
                raise
            _lstat(root, path, fd, name)  # says link or not a plain file
            raise
    try:
        st = os.fstat(opened)
        if not stat.S_ISREG(st.st_mode):
            raise _refuse(root, "/".join(_parts(root, path)), _NOT_PLAIN)
        if flags & (os.O_WRONLY | os.O_RDWR) and st.st_nlink > 1:
            raise _refuse(root, "/".join(_parts(root, path)), _HARD_LINK)
        if _NONBLOCK:
            os.set_blocking(opened, True)
        if flags & os.O_TRUNC:
            os.ftruncate(opened, 0)
    except BaseException:
        os.close(opened)
        raise
    return opened


def unlink(root: Path, path: Path) -> None:
    """Delete the plain file `path` (gone already: fine). A link is refused, not removed."""
    with contextlib.suppress(FileNotFoundError), _at(root, path) as (fd, name):
        if _lstat(root, path, fd, name) is not None:
            os.unlink(name, dir_fd=fd)  # never follows the last name: a swap in between removes a link at most


def replace(root: Path, src: Path, dst: Path) -> None:
    """Rename the plain file `src` to `dst` in the same folder; a link at either is refused."""
    if src.parent != dst.parent:
        raise ValueError("a rename within one folder only")
    with _at(root, src) as (fd, name):
        if _lstat(root, src, fd, name) is None:
            raise FileNotFoundError(errno.ENOENT, "no such file", str(src))
        other = dst.name if fd is not None else str(dst)
        _lstat(root, dst, fd, other)
        os.replace(name, other, src_dir_fd=fd, dst_dir_fd=fd)


def make_dirs(root: Path, folder: Path) -> None:
    """Make `folder` (and the models folder) without following a link below the models folder."""
    if folder == root:
        root.mkdir(parents=True, exist_ok=True)
        return
    parts = _parts(root, folder)
    if _AT:
        os.close(_open_folder(root, parts, create=True))
    else:
        root.mkdir(parents=True, exist_ok=True)
        _walk_checked(root, parts, create=True)


def fsync_dir(root: Path, folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX; Windows has no directory fsync)."""
    if os.name != "posix":
        return
    fd = _open_folder(root, _parts(root, folder) if folder != root else (), create=False)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
