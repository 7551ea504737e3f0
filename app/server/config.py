"""What the local API server listens on, whom it answers, and its key.

Secure by default: loopback only, a random key required (kept in the system keyring, never in
settings.json, never logged), no CORS unless an origin is on the user's list, bounded requests."""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass, field

log = logging.getLogger("emberly.server")

DEFAULT_PORT = 8765
SERVICE = "Emberly local API server"
_memory: dict[str, str] = {}  # a key the keyring could not keep: this run only


@dataclass(frozen=True)
class ServerConfig:
    port: int = DEFAULT_PORT
    allow_lan: bool = False  # listen on every interface (the window warns); loopback otherwise
    origins: tuple[str, ...] = ()  # browser origins allowed (CORS), exactly as a browser sends them
    max_body: int = 32 << 20  # bytes of a request body: room for a few photos in base64 (image_url parts)
    max_header: int = 16 << 10  # bytes of a request's headers
    max_connections: int = 64  # at once; more are refused (503)
    idle_timeout_s: float = 10.0  # a connection that sends nothing is closed
    hosts: tuple[str, ...] = field(default=())  # extra names this machine answers to (LAN)

    @property
    def bind(self) -> str:
        return "0.0.0.0" if self.allow_lan else "127.0.0.1"


def api_key(rotate: bool = False) -> str:
    """The server's key, made at first use (or anew with `rotate`) and kept in the keyring."""
    if not rotate:
        found = _stored()
        if found:
            return found
    key = "emb-" + secrets.token_urlsafe(32)
    try:
        import keyring

        keyring.set_password(SERVICE, "api-key", key)
    except Exception as e:  # no backend, a locked keyring: this run only, said in the log (not the key)
        log.info("The local server's key is kept for this run only: the keyring refused it (%s)", type(e).__name__)
        _memory["api-key"] = key
    return key


def _stored() -> str | None:
    if "api-key" in _memory:
        return _memory["api-key"]
    try:
        import keyring

        return keyring.get_password(SERVICE, "api-key")
    except Exception as e:
        log.info("No local server key from the keyring: %s", type(e).__name__)
        return None
