"""The user's MCP servers as settings.json keeps them (`Settings.mcp_servers`): each an mcp.json
entry with its name, whose environment values and header values are in the system keyring,
never in the file (they are API keys and tokens more often than not). An entry that does not
read as a server is left out with its reason."""

from __future__ import annotations

from typing import Any

from ..engine.remote.providers import api_key, set_api_key
from .servers import LEFT_OUT, NOT_AN_OBJECT, ServerConfig, server_config


def _secret(server: str, where: str, key: str) -> str:
    return f"mcp:{server}:{where}:{key}"


def entry_of(config: ServerConfig) -> tuple[dict[str, Any], str]:
    """The settings entry of `config` (its secrets' names only) with its secrets put in the
    keyring; and a note for the user when the keyring could not keep them ("" when it did)."""
    entry: dict[str, Any] = {"name": config.name, "timeout": config.timeout_s, "enabled": config.enabled}
    if config.command:
        entry.update(type="stdio", command=config.command, args=list(config.args),
                     env=dict.fromkeys(config.env, ""), **({"cwd": config.cwd} if config.cwd else {}))
    else:
        entry.update(type="http", url=config.url, headers=dict.fromkeys(config.headers, ""))
    if config.library_roots:
        entry["libraryRoots"] = True
    notes = {set_api_key(_secret(config.name, where, k), v)
             for where, values in (("env", config.env), ("headers", config.headers)) for k, v in values.items()}
    return entry, next((n for n in notes if n), "")


def forget_secrets(entry: dict[str, Any]) -> None:
    """A server removed: its secrets leave the keyring too."""
    for where in ("env", "headers"):
        for k in entry.get(where) or {}:
            set_api_key(_secret(str(entry.get("name")), where, k), None)


def configs_of(entries: list[Any]) -> tuple[list[ServerConfig], list[str]]:
    """The servers of the settings' entries, their secrets from the keyring (a missing one is
    empty), and why any entry was left out."""
    configs: list[ServerConfig] = []
    problems: list[str] = []
    for entry in entries:
        name = entry.get("name") if isinstance(entry, dict) else None
        try:
            if not isinstance(entry, dict):
                raise ValueError(NOT_AN_OBJECT)
            filled = dict(entry)
            for where in ("env", "headers"):
                if isinstance(entry.get(where), dict):
                    filled[where] = {k: api_key(_secret(str(name), where, k)) or "" for k in entry[where]}
            configs.append(server_config(name, filled))
        except ValueError as e:
            problems.append(LEFT_OUT.format(name=repr(str(name)[:64]), reason=e))
    return configs, problems
