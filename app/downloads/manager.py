"""The download queue: models (one or more files) fetched one or two at a time into
`<models>/<owner>/<repo>/`, paused, resumed, cancelled, and kept across restarts in
`downloads.json`. Qt-free: each active download runs on its own thread and reports through
`on_change(download)` from that thread (the UI bridges it to a signal).

A split model's parts are fetched last part first and first part last: the model picker lists a
split model only once its first part exists, so it appears whole or not at all. A download that
was running when the app stopped (quit, crash, kill -9) comes back paused, resuming from its part
file when the user says so. A finished download is recorded "done" at once and "synced" once its
files are fsynced; one found done but not synced after a crash is hashed again before it counts.

Nothing below the models folder is reached through a link (`inside`): a download whose folder,
file or part is a link fails with the reason, and nothing it points at is read, written or deleted.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .. import atomic
from ..records import RecordError, finite, load_record, short_text
from ..words import of, translate
from . import inside
from .hub import RemoteFile, file_url, name_problem, valid_repo
from .transfer import Paused, Retry, Transfer, TransferError, check_space, file_sha256, make_durable, part_path

STORE_VERSION = 1
STATES = ("queued", "checking", "downloading", "paused", "failed", "done")
MAX_FILES = 1024  # parts of one model
MAX_DOWNLOADS = 4096
ID = re.compile(r"[0-9a-f]{1,32}")
SHA256 = re.compile(r"[0-9a-f]{64}")
log = logging.getLogger("emberly.downloads")
ACTIVE = ("queued", "checking", "downloading")  # states that hold or wait for a slot
PROGRESS_EVERY = 0.2  # seconds between progress reports of one download


@dataclass
class Download:
    """One model to fetch. `state`: queued, checking, downloading, paused, failed, done."""

    id: str
    repo: str
    files: list[RemoteFile]  # in download order: a split model's first part last
    revision: str = "main"
    state: str = "queued"
    error: str = ""
    etags: dict[str, str] = field(default_factory=dict)
    added: float = field(default_factory=time.time)
    synced: bool = False  # done, and its files reached the disk (fsync)
    # Not saved: what the running transfer reports.
    done_bytes: int = 0
    speed: float = 0.0  # bytes per second, over the last few seconds
    resumes: int = 0
    recheck: bool = False  # hash the files already in place again (done but never synced)

    @property
    def total(self) -> int:
        return sum(f.size for f in self.files)

    @property
    def model_name(self) -> str:
        """The file to load: the first part of a split model (never its vision projector)."""
        names = [f.name for f in self.files]
        return min([n for n in names if "mmproj" not in n.casefold()] or names)

    @property
    def eta(self) -> float | None:
        return (self.total - self.done_bytes) / self.speed if self.speed > 0 and self.state == "downloading" else None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "repo": self.repo, "revision": self.revision, "state": self.state, "error": self.error,
                "etags": self.etags, "added": self.added, "synced": self.synced,
                "files": [asdict(f) for f in self.files]}

    @classmethod
    def from_json(cls, d: Any) -> Download:
        """An entry of downloads.json, checked as if anything had written it: ValueError for one
        Emberly would not have written (a name leaving the models folder, a wrong type…)."""
        if not isinstance(d, dict) or not isinstance(d.get("files"), list) or not 0 < len(d["files"]) <= MAX_FILES:
            raise ValueError("not a download")
        files = [_remote_file(f) for f in d["files"]]
        check_names(files)
        repo, revision, error = check_repo(d.get("repo")), d.get("revision", "main"), d.get("error", "")
        state, etags, added, synced = d.get("state", "paused"), d.get("etags", {}), d.get("added", time.time()), d.get("synced", False)
        if not (isinstance(d.get("id"), str) and ID.fullmatch(d["id"]) and short_text(revision, 256) and short_text(error)
                and state in STATES and isinstance(synced, bool) and finite(added, 0, 2**40) and isinstance(etags, dict)
                and len(etags) <= MAX_FILES and all(short_text(k) and short_text(v) for k, v in etags.items())):
            raise ValueError("a field of another type")
        if state in ACTIVE:
            state = "paused"  # it was running when the app stopped: the user resumes it
        return cls(d["id"], repo, files, revision, state, error, dict(etags), float(added), synced)


def _remote_file(f: Any) -> RemoteFile:
    if not (isinstance(f, dict) and short_text(f.get("name"), 1024) and isinstance(f.get("size"), int)
            and finite(f["size"], 0, 2**50) and isinstance(f.get("sha256"), str) and SHA256.fullmatch(f["sha256"])):
        raise ValueError("not a file of a download")
    return RemoteFile(f["name"], f["size"], f["sha256"])


def check_repo(repo: Any) -> str:
    """`repo` when it is a Hub repository id (owner/name) naming a folder in the models folder; else TransferError."""
    if not valid_repo(repo):
        raise TransferError(translate("Downloads", "Emberly will not download into a folder named {name}.").format(
            name=repr(str(repo)[:100])))
    return str(repo)


def check_names(files: list[RemoteFile]) -> None:
    """File names that stay inside their repository's folder once joined to it."""
    for f in files:
        if why := name_problem(f.name):
            raise TransferError(translate("Downloads", "The Hub listed a file name Emberly will not write ({problem}): "
                                                       "{name}.").format(problem=why, name=repr(f.name[:200])))


def download_order(files: list[RemoteFile]) -> list[RemoteFile]:
    ordered = sorted(files, key=lambda f: f.name.lower())
    return ordered[1:] + ordered[:1]


class Downloads:
    """The queue. `models` is the folder files land in (under owner/repo/); `store` the JSON file."""

    def __init__(self, models: Path, store: Path, *, max_active: int = 2, retry: Retry | None = None,
                 on_change: Callable[[Download], None] = lambda d: None):
        self.models, self.store = models, store
        self.max_active = max_active
        self.retry = retry or Retry()
        self.on_change = on_change
        self._lock = threading.RLock()
        self._items: dict[str, Download] = {}
        self._threads: dict[str, threading.Thread] = {}
        self._stop: dict[str, str] = {}  # id -> "pause" | "cancel" | "close"
        self._kept: dict[tuple[str, str], Transfer] = {}  # (id, file) -> a paused transfer, its hash state kept
        self._closed = False
        self._load()

    # --- where things are --------------------------------------------------------------------------

    def folder(self, d: Download) -> Path:
        return self.models.joinpath(*d.repo.split("/"))

    def path_of(self, d: Download, f: RemoteFile) -> Path:
        return self.folder(d).joinpath(*f.name.split("/"))

    def model_path(self, d: Download) -> Path:
        """The file to load once `d` is done (a split model's first part)."""
        return self.path_of(d, next(f for f in d.files if f.name == d.model_name))

    # --- the list ----------------------------------------------------------------------------------

    def items(self) -> list[Download]:
        with self._lock:
            return sorted(self._items.values(), key=lambda d: d.added)

    def get(self, download_id: str) -> Download | None:
        with self._lock:
            return self._items.get(download_id)

    def add(self, repo: str, files: list[RemoteFile], revision: str = "main") -> Download:
        """Queue a model. The same model already in the list is that entry: resumed if stopped,
        fetched again if its files are gone, and given the Hub's new record if the file changed."""
        if not files or any(not SHA256.fullmatch(f.sha256) for f in files):
            raise TransferError(translate("Downloads", "The Hub gave no sha256 for this file, so its download could "
                                                       "not be checked."))
        check_repo(repo)
        check_names(files)
        with self._lock:
            names = sorted(f.name for f in files)
            for d in self._items.values():
                if d.repo != repo or sorted(f.name for f in d.files) != names:
                    continue
                if d.state in ACTIVE:
                    return d
                by_name = sorted(files, key=lambda f: f.name)
                changed = sorted(d.files, key=lambda f: f.name) != by_name or d.revision != revision
                if changed:  # re-uploaded since: the old bytes are of no use, a finished file is checked
                    self._delete_parts(d)
                    d.files, d.revision, d.etags, d.recheck = download_order(files), revision, {}, True
                gone = d.state == "done" and not all(self._size(self.path_of(d, f)) is not None for f in d.files)
                if changed or gone or d.state in ("paused", "failed"):
                    d.state, d.error, d.synced = "queued", "", False
                    d.done_bytes = self._bytes_on_disk(d)
                    self._save()
                    break
                return d
            else:
                d = Download(uuid.uuid4().hex[:12], repo, download_order(files), revision)
                d.done_bytes = self._bytes_on_disk(d)
                self._items[d.id] = d
                self._save()
        self.on_change(d)
        self._schedule()
        return d

    def pause(self, download_id: str) -> None:
        with self._lock:
            d = self._items.get(download_id)
            if d is None or d.state not in ACTIVE:
                return
            if download_id in self._threads:
                self._stop[download_id] = "pause"
            else:
                d.state = "paused"
                self._save()
        self.on_change(d)

    def resume(self, download_id: str) -> None:
        with self._lock:
            d = self._items.get(download_id)
            if d is None or d.state not in ("paused", "failed"):
                return
            d.state, d.error = "queued", ""
            self._save()
        self.on_change(d)
        self._schedule()

    def cancel(self, download_id: str) -> None:
        """Stop and forget a download; its part files are deleted (finished files are kept). A
        running one is forgotten by its thread as it stops: this never waits."""
        with self._lock:
            d = self._items.get(download_id)
            if d is None:
                return
            if download_id in self._threads:
                self._stop[download_id] = "cancel"
                return
            self._forget(d)
        self.on_change(d)
        self._schedule()

    def _forget(self, d: Download) -> None:
        """Drop `d` and its part files (the lock held)."""
        self._items.pop(d.id, None)
        self._kept = {k: t for k, t in self._kept.items() if k[0] != d.id}
        if d.state != "done":
            self._delete_parts(d)
        d.state = "cancelled"
        self._save()

    def _delete_parts(self, d: Download) -> None:
        for f in d.files:
            try:
                inside.unlink(self.models, part_path(self.path_of(d, f)))
            except inside.Outside as e:
                log.warning("A part file of %s was not deleted: %s", d.repo, e)
            except OSError:
                pass

    def remove(self, download_id: str) -> None:
        """Forget a finished or failed entry (its files stay)."""
        with self._lock:
            d = self._items.get(download_id)
            if d is None or d.state in ACTIVE:
                return
            del self._items[download_id]
            self._save()

    def close(self, timeout: float = 3.0) -> None:
        """Stop every transfer (their part files stay) and wait for the threads, `timeout` seconds
        in all: a transfer stops between two socket reads, and one waiting on a silent server is
        woken (its socket shut); one still running after that is a daemon thread, and the next
        start finds its entry running and makes it paused."""
        with self._lock:
            self._closed = True
            for download_id in self._threads:
                self._stop[download_id] = "close"
            threads = list(self._threads.values())
        end = time.monotonic() + timeout
        for t in threads:
            t.join(max(0.0, end - time.monotonic()))

    def wait(self, download_id: str, timeout: float | None = None) -> Download:
        """Block until `download_id` is no longer active (tests, the bench)."""
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            with self._lock:
                d, thread = self._items.get(download_id), self._threads.get(download_id)
            if d is None or (d.state not in ACTIVE and thread is None):
                return d  # type: ignore[return-value]
            if thread is not None:
                thread.join(0.05)
            else:
                time.sleep(0.02)
            if end is not None and time.monotonic() > end:
                raise TimeoutError(f"download {download_id} still {d.state}")

    # --- running -----------------------------------------------------------------------------------

    def _schedule(self) -> None:
        with self._lock:
            if self._closed:
                return
            for d in self.items():
                if len(self._threads) >= self.max_active:
                    break
                if d.state == "queued" and d.id not in self._threads:
                    d.state = "checking"
                    t = threading.Thread(target=self._run, args=(d,), name=f"download-{d.id}", daemon=True)
                    self._threads[d.id] = t
                    t.start()

    def _run(self, d: Download) -> None:
        outcome = "failed"
        try:
            self._fetch_all(d)
            outcome = "done"
        except Paused:
            outcome = self._stop.get(d.id, "pause")
        except TransferError as e:  # inside.Outside too: a link in the way, logged
            if isinstance(e, inside.Outside):
                log.warning("The download of %s was refused: %s", d.repo, e)
            d.error = of(e)
        except Exception as e:  # a bug must not leave the entry "downloading" forever
            d.error = translate("Downloads", "The download stopped because of an error in Emberly: {error}").format(
                error=repr(e))
        finally:
            try:
                self._end(d, outcome)
            finally:
                with self._lock:  # last: wait() and the slot count see the thread until its work is over
                    self._threads.pop(d.id, None)
                    self._stop.pop(d.id, None)
                self._schedule()

    def _end(self, d: Download, outcome: str) -> None:
        with self._lock:
            if self._stop.get(d.id) == "cancel" and outcome != "done":
                outcome = "cancel"
            d.speed = 0.0
            if outcome == "cancel":
                self._forget(d)
            else:
                d.state = outcome if outcome in ("done", "failed") else "paused"
                self._save()
        self.on_change(d)
        if outcome == "done" and not d.synced:
            self._make_durable(d)

    def _make_durable(self, d: Download) -> None:
        try:
            make_durable([self.path_of(d, f) for f in d.files], self.models)
        except (OSError, TransferError) as e:  # left unsynced: the next start hashes the files again
            if isinstance(e, inside.Outside):
                log.warning("The files of %s were not synced: %s", d.repo, e)
            return
        with self._lock:
            d.synced = True
            self._save()

    def _fetch_all(self, d: Download) -> None:
        for f in d.files:  # a link anywhere on the way: refused before anything is hashed or sized
            inside.check(self.models, self.path_of(d, f))
            inside.check(self.models, part_path(self.path_of(d, f)), written=True)
        check_space(self.folder(d), d.total - self._bytes_on_disk(d))  # the whole model, before any byte
        before = 0  # bytes of the files already complete
        meter = _Meter()  # over the whole download: its speed and its reports go on from file to file
        for f in d.files:
            final = self.path_of(d, f)
            if not self._in_place(d, f, final):
                self._fetch_file(d, f, final, before, meter)
                if f is not d.files[-1]:
                    make_durable([final], self.models)  # an earlier part: on disk before the next begins
            before += f.size
        d.done_bytes = d.total
        d.recheck = False

    def _in_place(self, d: Download, f: RemoteFile, final: Path) -> bool:
        """Whether file `f` is complete already: verified when it was renamed into place, or now
        when the download is to be checked again (one that fails is deleted, to fetch again)."""
        # Each step below goes through `inside` again: a link put in meanwhile is refused too.
        if inside.size(self.models, final) != f.size:
            return False
        if not d.recheck or file_sha256(final, lambda: d.id in self._stop, self.models) == f.sha256.lower():
            return True
        inside.unlink(self.models, final)  # a crash before its bytes reached the disk damaged it: fetch it again
        return False

    def _fetch_file(self, d: Download, f: RemoteFile, final: Path, before: int, meter: _Meter) -> None:
        """One file of the download, `before` bytes of it done in the files before this one; a
        paused one keeps its Transfer, whose hash goes on from where it stopped."""
        def progress(done: int) -> None:
            d.done_bytes = before + done
            d.state = "downloading"
            now = time.monotonic()
            d.speed = meter.add(now, d.done_bytes)
            if meter.report_due(now):
                self.on_change(d)

        def event(what: str) -> None:
            if what == "checking":
                d.state = "checking"
                self.on_change(d)

        def keep_etag(etag: str) -> None:
            with self._lock:  # saved at once: a resume after a crash must know it
                d.etags[f.name] = etag
                self._save()

        transfer = self._kept.pop((d.id, f.name), None) or Transfer(
            file_url(d.repo, f.name, d.revision), final, f.size, f.sha256, etag=d.etags.get(f.name), retry=self.retry,
            root=self.models)
        transfer.on_progress, transfer.on_event, transfer.on_etag = progress, event, keep_etag
        transfer.should_stop = lambda: d.id in self._stop
        resumes = transfer.resumes
        try:
            transfer.run()
        except Paused:
            self._kept[(d.id, f.name)] = transfer
            raise
        finally:
            d.resumes += transfer.resumes - resumes

    def _bytes_on_disk(self, d: Download) -> int:
        total = 0
        for f in d.files:
            final = self.path_of(d, f)
            for p in (final, part_path(final)):
                if (size := self._size(p)) is not None:
                    total += min(size, f.size)
                    break
        return total

    def _size(self, path: Path) -> int | None:
        """The size of the plain file `path` in the models folder; None when missing or reached
        through a link (the download then says so when it runs)."""
        try:
            return inside.size(self.models, path)
        except (OSError, TransferError):
            return None

    # --- the store ---------------------------------------------------------------------------------

    def _load(self) -> None:
        try:
            raw = load_record(self.store, "downloads.json")
            entries = raw["downloads"] if isinstance(raw, dict) and raw.get("version") == STORE_VERSION else []
            if not isinstance(entries, list):
                raise RecordError("downloads.json holds no list")
        except FileNotFoundError:
            return
        except RecordError as e:
            log.warning("The downloads list was not read: %s", e)  # the part files stay on disk
            entries = []
        for entry in entries[:MAX_DOWNLOADS]:
            try:
                d = Download.from_json(entry)
            except (ValueError, TransferError) as e:  # never acted on: no file is touched for it
                log.warning("A download in downloads.json was left out: %s", e)
                continue
            d.done_bytes = self._bytes_on_disk(d)
            # Files renamed into place but not known to be on disk (a crash, a power cut) are
            # hashed again before they count; a download that had finished is checked at once.
            d.recheck = not d.synced
            if d.state == "done" and not d.synced:
                d.state = "queued"
            self._items[d.id] = d
        self._schedule()

    def _save(self) -> None:
        data = {"version": STORE_VERSION, "downloads": [d.to_json() for d in self.items()]}
        self.store.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(OSError):  # a full disk: the part files still carry the progress
            atomic.write_atomic(self.store, json.dumps(data, indent=1).encode())


class _Meter:
    """Speed over a sliding window of a few seconds, and when the next progress report is due."""

    WINDOW = 3.0

    def __init__(self) -> None:
        self.samples: list[tuple[float, int]] = []
        self.last_report = 0.0

    def report_due(self, now: float) -> bool:
        """Whether PROGRESS_EVERY has passed since the last report (which is then now)."""
        if now - self.last_report < PROGRESS_EVERY:
            return False
        self.last_report = now
        return True

    def add(self, now: float, done: int) -> float:
        self.samples.append((now, done))
        while len(self.samples) > 2 and now - self.samples[0][0] > self.WINDOW:
            self.samples.pop(0)
        t0, d0 = self.samples[0]
        return (done - d0) / (now - t0) if now > t0 else 0.0
