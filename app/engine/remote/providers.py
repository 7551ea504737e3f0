"""Model servers the user added ("Servers" in the model picker): where they are, and their API keys.

The list lives in settings.json (`Settings.servers`: url, name, kind); a key never does. Keys go to
the system keyring through `keyring` (Secret Service, macOS Keychain, Windows Credential Locker).
Where there is no keyring (a bare desktop session, a CI box) a key is kept in memory until Emberly
closes, and `set_api_key` says so.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import Any

from ...words import translate

log = logging.getLogger("emberly.providers")
SERVICE = "Emberly"
_memory: dict[str, str] = {}  # keys the keyring could not take, for this run only
_lock = threading.Lock()


@dataclass(frozen=True)
class Server:
    url: str  # normalized: app.engine.remote.http.normalize_url
    name: str
    kind: str  # "llama-server" | "openai"

    def to_dict(self) -> dict[str, str]:
        return {"url": self.url, "name": self.name, "kind": self.kind}

    @classmethod
    def from_dict(cls, d: Any) -> Server | None:
        if not isinstance(d, dict) or not isinstance(d.get("url"), str) or not d["url"]:
            return None
        name, kind = d.get("name"), d.get("kind")
        return cls(d["url"], name if isinstance(name, str) and name else d["url"],
                   kind if kind in ("llama-server", "openai") else "openai")


def servers_of(saved: list[Any]) -> list[Server]:
    """The usable entries of Settings.servers (a hand-edited one that is not is left out)."""
    return [s for s in map(Server.from_dict, saved) if s is not None]


def api_key(url: str) -> str | None:
    with _lock:
        if url in _memory:
            return _memory[url]
    try:
        import keyring

        return keyring.get_password(SERVICE, url)
    except Exception as e:  # no backend, a locked keyring, a D-Bus error: no key, said in the log
        log.info("No API key from the keyring for %s: %s", url, e)
        return None


def set_api_key(url: str, key: str | None) -> str:
    """Keep `key` for `url` (None or "": forget it). Returns "" or a note for the user where the
    system keyring could not take it."""
    with _lock:
        _memory.pop(url, None)
    try:
        import keyring

        if key:
            keyring.set_password(SERVICE, url, key)
        else:
            try:
                keyring.delete_password(SERVICE, url)
            except keyring.errors.PasswordDeleteError:
                pass
        return ""
    except Exception as e:
        if not key:
            return ""
        with _lock:
            _memory[url] = key
        log.warning("The keyring could not keep the API key for %s (%s): kept until Emberly closes", url, e)
        return translate("Servers", "There is no system keyring here, so the key is kept only until Emberly closes.")
