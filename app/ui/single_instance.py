"""One Emberly per data folder. A second start on the same folder asks the running one to show
its window and exits; a start on another folder runs side by side.

Two of them on one folder would each take the other's in-flight temp files for leftovers of a
crash (the store removes those when it opens the folder) and would write the same transcripts.
Ownership is a `QLockFile` in the data folder (stale after a crash: Qt checks the owner's pid);
the "show yourself" request travels over a `QLocalServer` named for the folder and the user,
which is Qt's usual way to reach the running instance.
"""

from __future__ import annotations

import getpass
import time
from pathlib import Path

import xxhash
from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

RAISE = b"raise\n"
LOCK_NAME = ".emberly.lock"


def server_name(data_root: Path) -> str:
    """Per user and data folder: other users and other folders never meet."""
    key = f"{getpass.getuser()}:{data_root.resolve()}"
    return f"emberly-{xxhash.xxh3_64_hexdigest(key.encode())}"


class SingleInstance(QObject):
    activated = Signal()  # another start on this data folder asked this one to show itself

    def __init__(self, data_root: Path, parent: QObject | None = None):
        super().__init__(parent)
        data_root.mkdir(parents=True, exist_ok=True)
        self.name = server_name(data_root)
        self._lock = QLockFile(str(data_root / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # only a dead owner makes it stale, never its age
        self._server: QLocalServer | None = None

    def acquire(self, wait_s: float = 5.0) -> bool:
        """True: this process owns the data folder now. False: another Emberly owns it and has
        been asked to show its window (or could not be reached within `wait_s`)."""
        if self._lock.tryLock(0):
            QLocalServer.removeServer(self.name)  # a socket left behind by a crash
            self._server = QLocalServer(self)
            self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
            self._server.newConnection.connect(self._on_connection)
            self._server.listen(self.name)
            return True
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:  # the owner may still be starting: retry until it listens
            if self._ask_to_raise():
                return False
            time.sleep(0.1)
        return False

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        self._lock.unlock()

    def _ask_to_raise(self) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(500):
            return False
        socket.write(RAISE)
        sent = socket.waitForBytesWritten(1000)
        socket.disconnectFromServer()
        return sent

    def _on_connection(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda s=socket: self._on_message(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._on_message(socket)

    def _on_message(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(RAISE.strip()):
            self.activated.emit()
