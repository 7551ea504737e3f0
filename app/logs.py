"""The rotating log file in the user's log folder (or DATA/logs when the data folder is overridden).

Emberly's own loggers and llama.cpp's warnings go there; a crash report points at it.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
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
        handler, path = logging.StreamHandler(), None
        handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter(_FORMAT))
    logger.addHandler(handler)
    return path


def log_file() -> Path | None:
    for handler in logging.getLogger("emberly").handlers:
        if isinstance(handler, logging.handlers.RotatingFileHandler):
            return Path(handler.baseFilename)
    return None
