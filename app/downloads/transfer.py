"""Moving one file's bytes: HTTP Range resume into `<name>.part`, sha256 as the bytes arrive, and
a rename to the final name only once the hash matches. Qt-free; its threads are the hasher's and a
watch on each connection.

`Transfer.run()` returns when the file is verified in place, or raises:
- `Paused` when `should_stop()` said so (the part file stays, to resume later);
- `TransferError` for what retrying cannot fix (404, a sha256 mismatch — whose part is deleted —,
  a full disk). Dropped connections, stalls, short bodies, 5xx and 429 are retried with backoff
  (429's Retry-After honoured up to `Retry.max_retry_after`) and resume from the last byte on disk.

Redirects are followed to http(s) only, and never from https to http. A pause or a cancel wakes a
connection the server holds silent within a fraction of a second (connection_watch.py), not at the
read timeout.

The hash follows the bytes written, so a resume after a drop costs only a reconnect, and so does
one after a pause when the same Transfer runs again (the queue keeps it); a part left by an
earlier run is hashed once before the download goes on.

The verified file is renamed into place at once, before its bytes reach the disk: the fsync of a
multi-GB file takes seconds, and the model can be loaded from the page cache meanwhile. The
caller makes it durable afterwards (`make_durable`) and records that it did; a file renamed but
not yet recorded durable is hashed again after a crash (app.downloads.manager).
"""

from __future__ import annotations

import errno
import hashlib
import http.client
import math
import os
import queue
import random
import re
import shutil
import socket
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..units import human_size
from ..words import translate
from . import inside
from .connection_watch import Watch, watched_handlers
from .errors import TransferError as TransferError  # re-exported: callers catch it from here
from .hub_http import USER_AGENT

CHUNK = 1 << 20  # read size: large enough that syscalls are not what costs
SPACE_MARGIN = 64 << 20  # free space kept beyond the file itself
MAX_RESTARTS = 3  # starting over more often than this means the server is not serving one file
_NUMBER = re.compile(r"[0-9]{1,20}")  # ASCII digits: str.isdigit() takes "²", which int() refuses


class Paused(Exception):
    """should_stop() returned True: the part file is kept."""


@dataclass
class Retry:
    """How hard to try before giving up: `attempts` failures in a row with no byte gained."""

    attempts: int = 8
    first_wait: float = 0.5
    max_wait: float = 30.0
    timeout: float = 30.0  # seconds of silence that count as a stall (and the connect timeout)
    max_retry_after: float = 30.0  # a longer Retry-After is cut to this

    def wait(self, failures: int, retry_after: float | None = None) -> float:
        if retry_after is not None and math.isfinite(retry_after) and retry_after >= 0:
            return min(retry_after, self.max_retry_after)
        return float(min(self.first_wait * 2 ** (failures - 1), self.max_wait)) * random.uniform(0.8, 1.2)


class _Retryable(Exception):
    def __init__(self, reason: str, retry_after: float | None = None):
        super().__init__(reason)
        self.retry_after = retry_after


def part_path(final: Path) -> Path:
    return final.with_name(final.name + ".part")


def check_space(folder: Path, needed: int) -> None:
    """Refuse before starting when the disk cannot hold `needed` more bytes (and a margin)."""
    probe = folder
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    free = shutil.disk_usage(probe).free
    if free < needed + SPACE_MARGIN:
        raise TransferError(translate("Downloads", "Not enough disk space: this download needs {size} more, and "
                                                   "{folder} has {free} free. Free some space and resume it.").format(
            size=human_size(needed), folder=str(probe), free=human_size(free)))


class _Hasher:
    """sha256 on its own thread (hashlib lets go of the GIL), beside the thread that receives and
    writes. The queue is bounded, so a hash slower than the network holds the download back
    instead of holding the file in memory."""

    DEPTH = 16  # blocks in flight

    def __init__(self, h: Any):
        self.h = h
        self.blocks: queue.Queue[bytes | None] = queue.Queue(self.DEPTH)
        self.thread = threading.Thread(target=self._loop, name="download-hash", daemon=True)
        self.thread.start()

    def _loop(self) -> None:
        while (block := self.blocks.get()) is not None:
            self.h.update(block)

    def feed(self, block: bytes) -> None:
        self.blocks.put(block)

    def close(self) -> None:
        if self.thread.is_alive():
            self.blocks.put(None)
            self.thread.join()


class _Redirects(urllib.request.HTTPRedirectHandler):
    """Redirects to http(s) only, and never from https to http (urllib alone would follow ftp:)."""

    def redirect_request(self, req: urllib.request.Request, fp: Any, code: int, msg: str, headers: Any,
                         newurl: str) -> urllib.request.Request | None:
        old, new = urllib.parse.urlsplit(req.full_url).scheme, urllib.parse.urlsplit(newurl).scheme.lower()
        if new not in ("http", "https") or (old == "https" and new != "https"):
            fp.close()
            raise TransferError(translate("Downloads", "The server redirected the download from {scheme}: to {target}; "
                                                       "Emberly follows redirects to http(s) only, and never from "
                                                       "https to http.").format(scheme=old, target=repr(newurl[:200])))
        return super().redirect_request(req, fp, code, msg, headers, newurl)


class Transfer:
    """One file from `url` to `final`, `size` bytes with LFS sha256 `sha256`.

    `on_progress(done_bytes)` is called after every block written; `should_stop()` is polled as
    often. `etag` is what the server called the file when the part was begun (reported through
    `on_etag` as soon as it is known, for the caller to keep across restarts): a resume sends it as
    If-Range, and one that meets a different ETag starts over. No link below `root` (the models
    folder; `final`'s own folder by default) is followed to reach the file or its part (`inside`)."""

    def __init__(self, url: str, final: Path, size: int, sha256: str, *, etag: str | None = None,
                 retry: Retry | None = None, on_progress: Callable[[int], None] = lambda done: None,
                 should_stop: Callable[[], bool] = lambda: False, on_event: Callable[[str], None] = lambda what: None,
                 on_etag: Callable[[str], None] = lambda etag: None, root: Path | None = None):
        self.url, self.final, self.size, self.sha256 = url, final, size, sha256.lower()
        self.root = root or final.parent
        self.on_etag = on_etag  # the server's name for the file, as soon as it is known (to save it)
        self.etag = etag
        self.retry = retry or Retry()
        self.on_progress, self.should_stop, self.on_event = on_progress, should_stop, on_event
        self.part = part_path(final)
        self._hash = hashlib.sha256()
        self._hashed = 0  # bytes of the part file written and given to the hash
        self.resumes = 0  # connections begun after the first
        self.restarts = 0  # times the part was thrown away (the file changed, a range ignored)
        self._gained = False  # the current connection has written bytes
        self._hasher: _Hasher | None = None

    # --- the loop --------------------------------------------------------------------------------

    def run(self) -> Path:
        try:
            return self._run()
        finally:
            if self._hasher is not None:
                self._hasher.close()  # every block fed is in the hash: a later run goes on from it
                self._hasher = None

    def _run(self) -> Path:
        inside.make_dirs(self.root, self.final.parent)
        done = self._open_part()
        check_space(self.final.parent, self.size - done)
        failures = 0
        first = True
        while True:
            if self.should_stop():
                raise Paused()
            if done >= self.size:
                return self._finish()
            if not first:
                self.resumes += 1
            first = False
            try:
                gained = self._fetch_from(done)
            except _Retryable as e:
                done = self._hashed
                # A connection that brought bytes before it broke is resumed at once; one that
                # brought none waits longer each time, and Retry-After is honoured.
                failures = 0 if self._gained else failures + 1
                if failures >= self.retry.attempts:
                    raise TransferError(translate("Downloads", "The download keeps failing ({reason}); it is paused "
                                                               "and can be resumed.").format(reason=e)) from e
                self.on_event(f"retry: {e}")
                if failures or e.retry_after is not None:
                    self._sleep(self.retry.wait(max(failures, 1), e.retry_after))
                continue
            done = self._hashed
            if not gained and done < self.size:
                failures += 1

    def _sleep(self, seconds: float) -> None:
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            if self.should_stop():
                raise Paused()
            time.sleep(min(left, 0.05))

    def _open_part(self) -> int:
        """Hash what a previous run left in the part file (too long a part is cut back). A
        Transfer run again after a pause has hashed it already, if nothing else wrote to it."""
        have = inside.size(self.root, self.part)
        if have is None:
            self._hash, self._hashed = hashlib.sha256(), 0
            return 0
        if have > self.size:
            self._restart()
            return 0
        if have == self._hashed:
            return have
        self.on_event("checking")
        self._hash, self._hashed = hashlib.sha256(), 0  # what stands if the hashing is stopped
        self._hash, self._hashed = hash_file(self.part, self.should_stop, self.root), have
        return have

    def _restart(self) -> None:
        self.restarts += 1
        inside.unlink(self.root, self.part)
        if self.restarts > MAX_RESTARTS:
            raise TransferError(translate("Downloads", "The server keeps sending a different file than the one listed; "
                                                       "the download stopped."))
        if self._hasher is not None:
            self._hasher.close()
            self._hasher = None
        self._hash = hashlib.sha256()
        self._hashed = 0
        self.etag = None

    # --- one connection --------------------------------------------------------------------------

    def _request(self, start: int, watch: Watch) -> http.client.HTTPResponse:
        headers = {"User-Agent": USER_AGENT, "Accept-Encoding": "identity"}
        if start:
            headers["Range"] = f"bytes={start}-"
            if self.etag and not self.etag.startswith("W/"):
                headers["If-Range"] = self.etag  # changed since the part began: the whole file comes (200)
        request = urllib.request.Request(self.url, headers=headers)
        opener = urllib.request.build_opener(_Redirects(), *watched_handlers(watch))
        try:
            return opener.open(request, timeout=self.retry.timeout)  # type: ignore[no-any-return]
        except urllib.error.HTTPError as e:
            e.close()
            if e.code == 416:
                raise _Range416(_total_size(e, start)) from e
            if e.code == 429 or e.code >= 500:
                raise _Retryable(translate("Downloads", "the server answered {status}").format(status=str(e.code)),
                                 _retry_after(e.headers.get("Retry-After"))) from e
            if e.code in (401, 403):
                raise TransferError(translate("Downloads", "The server refused the download ({status}): the model may "
                                                           "be gated or need a login.").format(
                    status=str(e.code))) from e
            if e.code == 404:
                raise TransferError(translate("Downloads", "The file is no longer on the server (404).")) from e
            if 300 <= e.code < 400:  # to a scheme urllib refuses (file:), or a loop
                raise TransferError(translate("Downloads", "The server redirected the download where Emberly does not "
                                                           "follow ({status}).").format(status=str(e.code))) from e
            raise TransferError(translate("Downloads", "The server answered {status} {reason}.").format(
                status=str(e.code), reason=str(e.reason)[:200])) from e
        except (urllib.error.URLError, OSError, http.client.HTTPException) as e:
            if self.should_stop():
                raise Paused() from e  # the watch shut the socket
            reason = getattr(e, "reason", e)
            raise _Retryable(translate("Downloads", "cannot reach the server: {reason}").format(
                reason=str(reason))) from e

    def _fetch_from(self, start: int) -> bool:
        """Append from byte `start`; True when bytes were gained. Raises _Retryable on a drop."""
        self._gained = False
        with Watch(self.should_stop) as watch:
            try:
                response = self._request(start, watch)
            except _Range416 as e:
                # Nothing to send from `start` (< size): the file is not the one listed, or the part is stale.
                self._changed_size(e.total)
                self._restart()
                return False
            with response:
                if start and response.status == 200:
                    self._restart()  # the server ignored the range, or If-Range said it changed: all again
                    start = 0
                etag = response.headers.get("ETag")
                if start and etag and self.etag and etag != self.etag:
                    self._restart()  # the file changed on the server since the part was begun
                    raise _Retryable(translate("Downloads", "the file changed on the server; starting over"))
                if start and _range_start(response) not in (None, start):
                    raise _Retryable(translate("Downloads", "the server sent another range than bytes={start}-").format(
                        start=str(start)))
                if etag and etag != self.etag:
                    self.etag = etag
                    self.on_etag(etag)
                self._changed_size(_total_size(response, start))
                self._copy(response, start)
        return self._gained

    def _changed_size(self, total: int | None) -> None:
        if total is not None and total != self.size:
            inside.unlink(self.root, self.part)  # bytes of another file: of no use
            raise TransferError(translate("Downloads", "The server's file is {size}, not the expected {expected}: it "
                                                       "changed since it was listed. Search for it again.").format(
                size=human_size(total), expected=human_size(self.size)))

    def _copy(self, response: http.client.HTTPResponse, start: int) -> None:
        if self._hasher is None:
            self._hasher = _Hasher(self._hash)
        fd = inside.open_file(self.root, self.part, os.O_WRONLY | os.O_CREAT | (os.O_TRUNC if start == 0 else 0))
        try:
            os.lseek(fd, start, os.SEEK_SET)
            done = start
            while done < self.size:
                if self.should_stop():
                    raise Paused()
                try:
                    # One socket read at a time: what arrived before a stall or a reset is kept.
                    block = response.read1(min(CHUNK, self.size - done))
                except (OSError, http.client.HTTPException) as e:  # a reset, a stall (timeout), a short body
                    if self.should_stop():
                        raise Paused() from e  # the watch shut the socket
                    raise _Retryable(_describe(e)) from e
                if not block:
                    raise _Retryable(translate("Downloads", "the connection closed at {done} of {size}").format(
                        done=human_size(done), size=human_size(self.size)))
                self._write(fd, memoryview(block))
                self._hasher.feed(block)
                done += len(block)
                self._hashed = done
                self._gained = True
                self.on_progress(done)
        finally:
            os.close(fd)

    def _write(self, fd: int, data: memoryview) -> None:
        try:
            while data:
                data = data[os.write(fd, data):]
        except OSError as e:
            if e.errno in (errno.ENOSPC, errno.EDQUOT):
                raise TransferError(translate("Downloads", "The disk is full: the download stopped at {size} and is "
                                                           "kept; free some space and resume it.").format(
                    size=human_size(self._hashed))) from e
            raise TransferError(translate("Downloads", "Cannot write {path}: {reason}.").format(
                path=str(self.part), reason=str(e.strerror))) from e

    # --- the end ---------------------------------------------------------------------------------

    def _finish(self) -> Path:
        """Check the hash of what was written, then rename it into place (see make_durable)."""
        if self._hasher is not None:
            self._hasher.close()
            self._hasher = None
        if self.size == 0:  # a 0-byte file needs no request: its part is made here
            os.close(inside.open_file(self.root, self.part, os.O_WRONLY | os.O_CREAT))
        digest = self._hash.hexdigest()
        if digest != self.sha256:
            inside.unlink(self.root, self.part)
            self._restart()
            raise TransferError(translate("Downloads", "The downloaded file is corrupted: its sha256 is {sha256}…, the "
                                                       "server's {expected}…. The partial file was removed; try the "
                                                       "download again.").format(
                sha256=digest[:12], expected=self.sha256[:12]))
        inside.replace(self.root, self.part, self.final)
        return self.final


def make_durable(paths: list[Path], root: Path | None = None) -> None:
    """fsync downloaded files and their folders (seconds for GB files: off the finish path),
    reached without following a link below `root` (each file's folder by default)."""
    for path in paths:
        fd = inside.open_file(root or path.parent, path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    for folder in {p.parent for p in paths}:
        inside.fsync_dir(root or folder, folder)


def hash_file(path: Path, should_stop: Callable[[], bool] = lambda: False, root: Path | None = None) -> Any:
    """sha256 of a file on disk, stopping (Paused) between blocks when asked; no link below
    `root` (the file's folder by default) is followed."""
    h = hashlib.sha256()
    with os.fdopen(inside.open_file(root or path.parent, path, os.O_RDONLY), "rb") as f:
        while block := f.read(CHUNK):
            if should_stop():
                raise Paused()
            h.update(block)
    return h


def file_sha256(path: Path, should_stop: Callable[[], bool] = lambda: False, root: Path | None = None) -> str:
    return str(hash_file(path, should_stop, root).hexdigest())


class _Range416(Exception):
    def __init__(self, total: int | None):
        super().__init__(total)
        self.total = total


def _range_start(response: http.client.HTTPResponse) -> int | None:
    """The first byte a 206 says it holds (`Content-Range: bytes a-b/N`)."""
    value = response.headers.get("Content-Range", "")
    first = value.removeprefix("bytes ").split("-", 1)[0]
    return int(first) if _NUMBER.fullmatch(first) else None


def _retry_after(value: str | None) -> float | None:
    try:
        return float(value) if value else None
    except ValueError:
        return None  # an HTTP date: fall back to backoff (so do inf and nan: Retry.wait)


def _total_size(response: Any, start: int) -> int | None:
    """The whole file's size as a response states it in Content-Range (`bytes a-b/N`, `bytes */N`);
    a Content-Length alone may be wrong: reads stop at the expected size, and the hash decides."""
    content_range = response.headers.get("Content-Range")
    if content_range and "/" in content_range:
        total = content_range.rsplit("/", 1)[1]
        return int(total) if _NUMBER.fullmatch(total) else None
    return None


def _describe(e: BaseException) -> str:
    if isinstance(e, (socket.timeout, TimeoutError)):
        return translate("Downloads", "the server stopped sending (stalled)")
    if isinstance(e, http.client.IncompleteRead):
        return translate("Downloads", "the server sent less than it announced")
    return translate("Downloads", "the connection broke ({error})").format(error=e.__class__.__name__)
