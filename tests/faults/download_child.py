"""The process that the download kill test (test_downloads.py) kills with SIGKILL: it builds the
app's download queue on a data folder, queues one model from the Hub stand-in and reports the
bytes on disk, one line each, until it is killed.

    ready                 the queue is built and the download queued
    bytes <n>             the part file holds n bytes

Usage: python -m tests.faults.download_child <models folder> <store file> <repo> <name> <size> <sha256>
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from app.downloads import Downloads, RemoteFile
from app.downloads.transfer import part_path


def main() -> None:
    models, store, repo, name, size, sha256 = sys.argv[1:7]
    queue = Downloads(Path(models), Path(store))
    d = queue.add(repo, [RemoteFile(name, int(size), sha256)])
    print("ready", flush=True)
    part = part_path(queue.path_of(d, d.files[0]))
    while True:
        try:
            print("bytes", part.stat().st_size, flush=True)
        except FileNotFoundError:
            pass
        time.sleep(0.05)


if __name__ == "__main__":
    main()
