"""MCP server settings: one stdio server (a command, its arguments, environment and folder) or a
streamable HTTP one (a URL and headers), and the `mcp.json` that Claude Desktop, Cursor and LM
Studio write ({"mcpServers": {name: {...}}}), read as a hostile record: anything malformed is
left out with a reason, never half-taken. Emberly's own key, `"libraryRoots": true`, lets a
server see the open chat's library folders as its MCP roots (off unless exactly true)."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..errors import AppError
from ..records import read_export_file
from ..words import grouped, translate

MAX_FILE = 1 << 20  # an mcp.json of a megabyte is not a settings file
MAX_SERVERS, MAX_ARGS, MAX_ENV, MAX_TEXT = 64, 256, 256, 4096
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}")
DEFAULT_TIMEOUT_S = 30.0  # Jan's default; a server's own setting may say otherwise
# A reply waits for its tools: their listing (every server's, before the reply starts) and each
# call. An hour (what was once allowed) is a reply frozen on a server that hangs; five minutes
# covers a slow tool (a crawl, a build) and is the SDK's own read timeout for an HTTP stream.
# Stop ends a wait at any time. A longer setting (up to 3600 s, saved before) is taken, capped.
MAX_TIMEOUT_S = 300.0
LEFT_OUT = translate("Tools", "{name}: {reason}")  # a server's entry or a tool, and why it was left out
NOT_AN_OBJECT = translate("Tools", "not an object")
_AN_ARGUMENT = translate("Tools", "an argument")


class ServerConfigError(AppError, ValueError):
    """An mcp.json that cannot be read at all (not a regular file, not JSON, not an object, too big)."""


@dataclass(frozen=True)
class ServerConfig:
    name: str
    command: str = ""  # a stdio server
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)  # secrets among them: never logged
    cwd: str | None = None
    url: str = ""  # a streamable HTTP server
    headers: Mapping[str, str] = field(default_factory=dict)  # an Authorization among them: never logged
    timeout_s: float = DEFAULT_TIMEOUT_S
    enabled: bool = True
    library_roots: bool = False  # the user lets it see the chat's library folders (its MCP roots)

    @property
    def kind(self) -> str:
        return "stdio" if self.command else "http"

    def describe(self) -> str:
        """What a log line or the window may say of it: no environment, no header values."""
        if self.command:
            return f"{self.name} ({self.command.rsplit('/', 1)[-1]}, stdio)"
        return f"{self.name} ({self.url.split('?', 1)[0]})"


def parse_mcp_json(text: str) -> tuple[list[ServerConfig], list[str]]:
    """The servers of an mcp.json and, per server left out, why. Raises ServerConfigError when
    the file as a whole cannot be read."""
    if len(text) > MAX_FILE:
        raise ServerConfigError(translate("Tools", "The file has {count} characters: an mcp.json has far "
                                                   "fewer.").format(count=grouped(len(text))))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise ServerConfigError(translate("Tools", "The file is not JSON: {error}").format(error=str(e))) from None
    servers = data.get("mcpServers", data.get("servers")) if isinstance(data, dict) else None
    if not isinstance(servers, dict):
        raise ServerConfigError(translate("Tools", 'The file has no "mcpServers" object.'))
    configs: list[ServerConfig] = []
    problems: list[str] = []
    for name, entry in list(servers.items())[:MAX_SERVERS]:
        try:
            configs.append(server_config(name, entry))
        except ValueError as e:
            problems.append(LEFT_OUT.format(name=repr(str(name)[:64]), reason=e))
    if len(servers) > MAX_SERVERS:
        problems.append(translate("Tools", "{count} more servers left out (at most {most}).").format(
            count=str(len(servers) - MAX_SERVERS), most=str(MAX_SERVERS)))
    return configs, problems


def read_mcp_json(path: str | os.PathLike[str]) -> tuple[list[ServerConfig], list[str]]:
    """parse_mcp_json of the file at `path`, read as a chat export is (app/records.py): a regular
    file only (a FIFO would block the read, a device never end), of at most MAX_FILE bytes. Slow
    where the disk is: not for the GUI thread. Raises ServerConfigError naming the file."""
    name = os.path.basename(os.fspath(path))[:200]
    try:
        data = read_export_file(path, MAX_FILE, translate("Tools", "an mcp.json can"))
    except (OSError, ValueError) as e:  # ValueError: not a regular file, too big, a NUL in the path
        raise ServerConfigError(translate("Tools", "{name} cannot be imported: {reason}.").format(
            name=name, reason=getattr(e, "strerror", None) or e)) from None
    try:
        return parse_mcp_json(data.decode("utf-8", errors="replace"))
    except ServerConfigError as e:
        raise ServerConfigError(translate("Tools", "{name}: {error}").format(name=name, error=e)) from None


def server_config(name: Any, entry: Any) -> ServerConfig:
    """One server's entry, checked. Raises ValueError saying what is wrong."""
    if not isinstance(name, str) or not NAME.fullmatch(name):
        raise ValueError(translate("Tools", "a name of letters, digits, spaces, dots, dashes or underscores (at most "
                                            "64) is needed"))
    if not isinstance(entry, dict):
        raise ValueError(NOT_AN_OBJECT)
    kind = entry.get("type", entry.get("transport", "stdio" if "command" in entry else "http"))
    timeout = entry.get("timeout", DEFAULT_TIMEOUT_S)
    if type(timeout) not in (int, float) or not 1 <= timeout <= 3600:
        raise ValueError(translate("Tools", "timeout must be seconds between 1 and 3600"))
    timeout_s = min(float(timeout), MAX_TIMEOUT_S)
    enabled = entry.get("disabled", False) is not True and entry.get("enabled", True) is not False
    roots = entry.get("libraryRoots", False) is True  # folders shown only when the user said so
    if kind == "stdio":
        command = _text(entry.get("command"), "command")
        args = entry.get("args", [])
        if not isinstance(args, list) or len(args) > MAX_ARGS:
            raise ValueError(translate("Tools", "args must be a list of at most {count} strings").format(
                count=str(MAX_ARGS)))
        cwd = entry.get("cwd")
        return ServerConfig(name, command=command, args=tuple(_text(a, _AN_ARGUMENT, empty=True) for a in args),
                            env=_strings(entry.get("env", {}), "env"), cwd=None if cwd is None else _text(cwd, "cwd"),
                            timeout_s=timeout_s, enabled=enabled, library_roots=roots)
    if kind in ("http", "streamable-http", "streamableHttp"):
        url = _text(entry.get("url"), "url")
        if not re.match(r"https?://[^\s/]+", url):
            raise ValueError(translate("Tools", "url must be an http:// or https:// address"))
        return ServerConfig(name, url=url, headers=_strings(entry.get("headers", {}), "headers"), timeout_s=timeout_s,
                            enabled=enabled, library_roots=roots)
    if kind == "sse":
        raise ValueError(translate("Tools", "SSE servers (the older HTTP transport) are not supported: use its "
                                            "streamable HTTP address"))
    raise ValueError(translate("Tools", "unknown type {type} (stdio or http)").format(type=repr(str(kind)[:32])))


def _text(value: Any, what: str, empty: bool = False) -> str:
    if not isinstance(value, str) or (not value and not empty) or len(value) > MAX_TEXT or "\0" in value:
        raise ValueError(translate("Tools", "{what} must be a string of at most {count} characters").format(
            what=what, count=str(MAX_TEXT)))
    return value


def _strings(value: Any, what: str) -> dict[str, str]:
    if not isinstance(value, dict) or len(value) > MAX_ENV:
        raise ValueError(translate("Tools", "{what} must be an object of at most {count} strings").format(
            what=what, count=str(MAX_ENV)))
    out = {}
    for k, v in value.items():
        if not isinstance(k, str) or not k or len(k) > 256 or "\0" in k or "=" in k or not isinstance(v, str) \
                or len(v) > MAX_TEXT or "\0" in v:
            raise ValueError(translate("Tools", "{what} must map names to strings (at most {count} characters)").format(
                what=what, count=str(MAX_TEXT)))
        out[k] = v
    return out
