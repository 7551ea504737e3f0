"""What the local API server listens on, whom it answers, and its key.

Secure by default: loopback only, a random key required, no CORS unless an origin is on the
user's list, bounded requests. The key is kept in the system keyring, never in settings.json,
never logged. Where there is no usable keyring (none installed, keyring's `fail` backend, or its
`null` one, which accepts a key and keeps nothing: a new key on every call, so every request
would be refused), it is kept in `api-key` in the config folder, a file only this user can read
(0600), so that it survives a restart; the log says where (`key_place`)."""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import stat
import threading
from dataclasses import dataclass, field
from pathlib import Path

from ..atomic import replacing, write_synced
from ..paths import config_dir
from ..records import RecordError, read_record
from ..words import translate

log = logging.getLogger("emberly.server")

DEFAULT_PORT = 8765
SERVICE = "Emberly local API server"
KEY_FILE = "api-key"
_memory: dict[str, str] = {}  # a key neither the keyring nor the file could keep: this run only
_told: set[str] = set()  # where the key is kept, logged once per place
_making = threading.Lock()


@dataclass(frozen=True)
class ServerConfig:
    port: int = DEFAULT_PORT
    allow_lan: bool = False  # listen on every interface (the window warns); loopback otherwise
    origins: tuple[str, ...] = ()  # browser origins allowed (CORS), exactly as a browser sends them
    max_body: int = 32 << 20  # bytes of a request body: room for a few photos in base64 (image_url parts)
    max_header: int = 16 << 10  # bytes of a request's headers
    max_connections: int = 64  # at once; more are refused (503), idle keyless ones closed first (serve.py)
    idle_timeout_s: float = 10.0  # a connection that sends nothing is closed
    hosts: tuple[str, ...] = field(default=())  # extra names this machine answers to (LAN)
    web: bool = False  # clients may have the web searched first (web_search_options: app/runtime/api_web.py)

    @property
    def bind(self) -> str:
        return "0.0.0.0" if self.allow_lan else "127.0.0.1"

    @property
    def max_strangers(self) -> int:
        """Connections none of whose requests carried the key, at most (half: the rest is the clients')."""
        return max(1, self.max_connections // 2)


def api_key(rotate: bool = False) -> str:
    """The server's key, made at first use (or anew with `rotate`) and kept in the keyring, or
    in the key file where there is no usable keyring."""
    with _making:  # the window's thread and the server's may ask at once
        if not rotate:
            found = _stored()
            if found:
                return found
        key = "emb-" + secrets.token_urlsafe(32)
        if _to_keyring(key):
            with contextlib.suppress(OSError):
                _key_path().unlink()  # an older key kept in the file while there was no keyring
            _memory.pop("api-key", None)
            return key
        try:
            _write_key_file(key)
        except OSError as e:  # a read-only config folder: this run only, said in the log (not the key)
            log.warning("The local server's key is kept for this run only: no usable keyring and the key file "
                        "could not be written (%s)", e.strerror or type(e).__name__)
            _memory["api-key"] = key
            return key
        _memory.pop("api-key", None)
        _tell(f"in {_key_path()} (readable by you only): there is no usable keyring")
        return _read_key_file() or key  # another process may have written its own just after: the file's is used


def key_place() -> str:
    """Where the key is kept, to tell the user: the keyring, the key file, or this run only."""
    if "api-key" in _memory:
        return translate("Server", "for this run only (no usable keyring, and the key file could not be written)")
    if _from_keyring() is not None:
        return translate("Server", "in the system keyring")
    return translate("Server", "in {file} (readable by you only)").format(file=str(_key_path()))


def _stored() -> str | None:
    if "api-key" in _memory:
        return _memory["api-key"]
    found = _from_keyring()
    if found:
        return found
    found = _read_key_file()
    if found:
        _tell(f"in {_key_path()} (readable by you only): there is no usable keyring")
    return found


def _from_keyring() -> str | None:
    try:
        import keyring

        if _unusable(keyring.get_keyring()):
            return None
        found = keyring.get_password(SERVICE, "api-key")
    except Exception as e:
        log.info("No local server key from the keyring: %s", type(e).__name__)
        return None
    return found if isinstance(found, str) and found else None


def _to_keyring(key: str) -> bool:
    """Whether the keyring kept `key`: read back, since a backend may accept it and keep nothing."""
    try:
        import keyring

        if _unusable(keyring.get_keyring()):
            return False
        keyring.set_password(SERVICE, "api-key", key)
        return bool(keyring.get_password(SERVICE, "api-key") == key)
    except Exception as e:  # no backend, a locked keyring
        log.info("The keyring did not keep the local server's key (%s)", type(e).__name__)
        return False


def _unusable(backend: object) -> bool:
    """keyring's stand-ins for "no keyring": `fail` raises, `null` keeps nothing."""
    from keyring.backends import fail, null

    return isinstance(backend, (fail.Keyring, null.Keyring))


def _key_path() -> Path:
    return config_dir() / KEY_FILE


def _read_key_file() -> str | None:
    """The key in the key file (a regular file of a few bytes, anything else ignored), its mode
    made 0600 again if someone widened it."""
    path = _key_path()
    try:
        data = read_record(path, 256)
        if os.name == "posix" and stat.S_IMODE(os.stat(path).st_mode) & 0o077:
            os.chmod(path, 0o600)
            log.warning("The local server's key file %s was readable by others: made readable by you only", path)
    except FileNotFoundError:
        return None
    except (OSError, RecordError) as e:
        log.warning("The local server's key file %s cannot be used: %s", path, e)
        return None
    key = data.decode("ascii", "replace").strip()
    return key if key.startswith("emb-") and key.isprintable() and len(key) > 20 else None


def _write_key_file(key: str) -> None:
    """The key file, written whole (a temp file renamed over it) and created 0600: never readable
    by others, not even for a moment. Raises OSError."""
    path = _key_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with replacing(path) as tmp:
        write_synced(tmp, key.encode("ascii") + b"\n", 0o600)


def _tell(where: str) -> None:
    if where not in _told:
        _told.add(where)
        log.info("The local server's key is kept %s", where)
