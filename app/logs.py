"""The rotating log file in the user's log folder (or DATA/logs when the data folder is overridden).

Emberly's own loggers and llama.cpp's warnings go there; a crash report points at it.
"""

from __future__ import annotations

import json
import logging
import logging.handlers
import os
import sys
import time
from pathlib import Path

from .paths import log_dir

LOG_NAME = "emberly.log"
_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Logs "emberly.*" to a rotating file (1 MiB × 5); returns its path, or None when the folder
    cannot be written (then warnings go to stderr only, and the app runs on)."""
    logger = logging.getLogger("emberly")
    logger.setLevel(level)
    logging.getLogger("emberly.llama").setLevel(logging.WARNING)  # llama.cpp's info lines are noise
    path = log_dir() / LOG_NAME
    if log_file() == path.absolute():
        return path
    for old in [h for h in logger.handlers if isinstance(h, logging.StreamHandler)]:
        logger.removeHandler(old)  # set up again for another folder (tests, --data-dir)
        old.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.handlers.RotatingFileHandler(path, maxBytes=1 << 20, backupCount=5,
                                                                       encoding="utf-8")
    except OSError as e:
        print(f"Emberly: cannot write the log file {path}: {e}", file=sys.stderr)
        handler = logging.StreamHandler()
        handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter(_FORMAT))
    logger.addHandler(handler)
    return path if isinstance(handler, logging.handlers.RotatingFileHandler) else None


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


def tracing() -> bool:
    return _trace_file is not None


def trace(event: str, **fields: object) -> None:
    if _trace_file is None:
        return
    now = time.monotonic()
    line = json.dumps({"event": event, "t": round(now - _started_at(), 4), "mono": now,
                       "cpu": round(time.process_time(), 4), **fields})
    with open(_trace_file, "a", encoding="utf-8") as f:  # a few lines per start: no handle kept
        f.write(line + "\n")


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
