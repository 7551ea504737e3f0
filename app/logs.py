"""The rotating log file in the user's log folder (or DATA/logs when the data folder is overridden).

Emberly's own loggers and llama.cpp's warnings go there; a crash report points at it.
"""

from __future__ import annotations

import errno
import json
import logging
import logging.handlers
import os
import stat
import sys
import time
from io import TextIOWrapper
from pathlib import Path

from .paths import log_dir

LOG_NAME = "emberly.log"
LOG_FALLBACK = "emberly.alt.log"  # when emberly.log is not a regular file
_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Logs "emberly.*" to a rotating file (1 MiB × 5); returns its path, or None when the folder
    cannot be written (then warnings go to stderr only, and the app runs on). A log file that is
    not a regular file (a FIFO, a link to /dev/zero, a folder) is refused: the log goes to
    emberly.alt.log beside it, and says so."""
    logger = logging.getLogger("emberly")
    logger.setLevel(level)
    logging.getLogger("emberly.llama").setLevel(logging.WARNING)  # llama.cpp's info lines are noise
    path = log_dir() / LOG_NAME
    if log_file() in (path.absolute(), path.with_name(LOG_FALLBACK).absolute()):
        return log_file()
    for old in [h for h in logger.handlers if isinstance(h, logging.StreamHandler)]:
        logger.removeHandler(old)  # set up again for another folder (tests, --data-dir)
        old.close()
    handler, refused = _log_handler(path)
    handler.setFormatter(logging.Formatter(_FORMAT))
    logger.addHandler(handler)
    for note in [*refused, *_notes]:  # said once, now that the log has somewhere to go (stderr at worst)
        logger.warning("%s", note)
    _notes.clear()
    return Path(handler.baseFilename) if isinstance(handler, logging.handlers.RotatingFileHandler) else None


def _log_handler(path: Path) -> tuple[logging.Handler, list[str]]:
    """The log file's handler (at `path`, else its fallback), and what was refused on the way."""
    refused: list[str] = []
    candidates: tuple[Path, ...] = ()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        candidates = (path, path.with_name(LOG_FALLBACK))
    except (OSError, ValueError) as e:
        refused.append(f"Emberly cannot write the log file {path}: {_why(path.parent, e)}")
    for candidate in candidates:
        try:
            return _LogFile(candidate, maxBytes=1 << 20, backupCount=5, encoding="utf-8"), refused
        except (OSError, ValueError) as e:
            refused.append(f"Emberly cannot write the log file {candidate}: {_why(candidate, e)}")
    handler = logging.StreamHandler()
    handler.setLevel(logging.WARNING)
    return handler, refused


class _LogFile(logging.handlers.RotatingFileHandler):
    """A rotating log file opened as open_append does: never through a symbolic link, never
    waiting on a FIFO, a regular file only."""

    def _open(self) -> TextIOWrapper:
        return os.fdopen(open_append(self.baseFilename, follow_links=False), "a", encoding=self.encoding, errors=self.errors)


def open_append(path: str | os.PathLike[str], follow_links: bool = True) -> int:
    """A descriptor to append to `path`, a regular file (made if missing). OSError for anything
    else: a FIFO (its open would wait for a reader), a device (/dev/zero swallows all), a folder,
    and with follow_links=False a symbolic link (where a log in Emberly's folder would point out
    of it)."""
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags | (0 if follow_links else getattr(os, "O_NOFOLLOW", 0)), 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        os.set_blocking(fd, True)
    except OSError:
        os.close(fd)
        raise
    return fd


def _why(path: Path, error: OSError | ValueError, follow_links: bool = False) -> str:
    """What is in the way, in words: what the open's errno says is not what the user sees."""
    try:
        mode = (os.stat if follow_links else os.lstat)(path).st_mode
    except (OSError, ValueError):
        return getattr(error, "strerror", None) or str(error)
    kinds = ((stat.S_ISLNK, "a symbolic link"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISDIR, "a folder"),
             (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"))
    return next((f"it is {name}, not a file" for test, name in kinds if test(mode)), getattr(error, "strerror", None) or str(error))


def log_file() -> Path | None:
    for handler in logging.getLogger("emberly").handlers:
        if isinstance(handler, logging.handlers.RotatingFileHandler):
            return Path(handler.baseFilename)
    return None


# --- start-up trace (bench.startup) ----------------------------------------------------------
# EMBERLY_STARTUP_TRACE=<file>: one JSON line per start-up event, {"event", "t": seconds since the
# process started (the kernel's start time, so the interpreter's own start counts), "mono":
# time.monotonic(), "cpu": the process's CPU time so far (all threads), ...}. Unset (every normal start): trace() is one global read.
TRACE_ENV = "EMBERLY_STARTUP_TRACE"
_trace_file = os.environ.get(TRACE_ENV) or None
_process_start: list[float] = []  # time.monotonic() at the process's start, once computed
_notes: list[str] = []  # said in the log once it is set up (the trace starts before it)


def tracing() -> bool:
    return _trace_file is not None


def trace(event: str, **fields: object) -> None:
    global _trace_file
    if _trace_file is None:
        return
    now = time.monotonic()
    line = json.dumps({"event": event, "t": round(now - _started_at(), 4), "mono": now,
                       "cpu": round(time.process_time(), 4), **fields})
    try:
        with os.fdopen(open_append(_trace_file), "a", encoding="utf-8") as f:  # a few lines per start: no handle kept
            f.write(line + "\n")
    except (OSError, ValueError) as e:  # a FIFO, /dev/zero, a folder: the start goes on untraced
        shown = "".join(c if c.isprintable() else repr(c)[1:-1] for c in _trace_file[:300])  # a NUL, a newline
        note = f"The start-up trace {shown} cannot be written ({_why(Path(_trace_file), e, follow_links=True)}): tracing is off"
        _trace_file = None
        print(f"Emberly: {note}", file=sys.stderr)
        _notes.append(note)
        if any(isinstance(h, logging.handlers.RotatingFileHandler) for h in logging.getLogger("emberly").handlers):
            logging.getLogger("emberly.app").warning("%s", _notes.pop())


def _started_at() -> float:
    """time.monotonic() when this process started. Linux: its start time in clock ticks since boot
    (/proc/self/stat) against CLOCK_BOOTTIME, exact to a tick (10 ms); psutil's create_time()
    adds the boot time rounded to whole seconds and can be off by up to a second."""
    if not _process_start:
        try:
            with open("/proc/self/stat", "rb") as f:
                start_ticks = int(f.read().rsplit(b")", 1)[1].split()[19])
            age = time.clock_gettime(time.CLOCK_BOOTTIME) - start_ticks / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError, AttributeError):
            import psutil

            age = time.time() - psutil.Process().create_time()
        _process_start.append(time.monotonic() - age)
    return _process_start[0]
