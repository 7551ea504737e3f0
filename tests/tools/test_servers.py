"""MCP server settings (app/tools/servers.py): the mcp.json that Claude Desktop, Cursor and LM
Studio write, read whole; a hostile one refused with a reason, server by server; its file read
as a regular file of bounded size only (a FIFO, /dev/zero, a folder refused); a time limit over
MAX_TIMEOUT_S taken, capped."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from app.tools.saved import configs_of
from app.tools.servers import MAX_FILE, MAX_SERVERS, MAX_TIMEOUT_S, ServerConfigError, parse_mcp_json, read_mcp_json

CLAUDE_DESKTOP = {  # the shape of Claude Desktop's claude_desktop_config.json
    "mcpServers": {
        "filesystem": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/home/me/Notes"]},
        "github": {"command": "docker", "args": ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server"],
                   "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_secret"}},
    }
}
LM_STUDIO = {  # LM Studio's mcp.json: a remote server by url, with headers
    "mcpServers": {"hf-mcp-server": {"url": "https://huggingface.co/mcp", "headers": {"Authorization": "Bearer hf_x"}}}
}


def test_claude_desktop_and_lm_studio_files_are_read() -> None:
    servers, problems = parse_mcp_json(json.dumps(CLAUDE_DESKTOP))
    assert problems == [] and [s.name for s in servers] == ["filesystem", "github"]
    github = servers[1]
    assert github.kind == "stdio" and github.command == "docker" and github.args[-1] == "ghcr.io/github/github-mcp-server"
    assert github.env == {"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_secret"} and "ghp_secret" not in github.describe()
    (hf,), problems = parse_mcp_json(json.dumps(LM_STUDIO))
    assert problems == [] and hf.kind == "http" and hf.url == "https://huggingface.co/mcp"
    assert hf.headers == {"Authorization": "Bearer hf_x"} and "hf_x" not in hf.describe()


@pytest.mark.parametrize("entry, says", [
    ({"command": 7}, "command must be a string"),
    ({"command": "x", "args": "not a list"}, "args must be a list"),
    ({"command": "x", "args": [1, 2]}, "an argument must be a string"),
    ({"command": "x\0y"}, "command must be a string"),
    ({"command": "x", "env": {"A": 1}}, "env must map names"),
    ({"command": "x", "env": {"A=B": "c"}}, "env must map names"),
    ({"command": "x", "timeout": True}, "timeout must be seconds"),
    ({"command": "x", "timeout": 1e9}, "timeout must be seconds"),
    ({"url": "file:///etc/passwd"}, "url must be an http"),
    ({"url": "http://127.0.0.1:1/sse", "type": "sse"}, "SSE servers"),
    ({"type": "websocket", "url": "ws://x"}, "unknown type"),
    ("just text", "not an object"),
    ({"command": "x", "args": ["a"] * 10_000}, "args must be a list"),
])
def test_a_bad_server_is_left_out_with_its_reason(entry: object, says: str) -> None:
    servers, problems = parse_mcp_json(json.dumps({"mcpServers": {"bad": entry, "good": {"command": "ok"}}}))
    assert [s.name for s in servers] == ["good"]
    assert len(problems) == 1 and problems[0].startswith("'bad': ") and says in problems[0], problems


@pytest.mark.parametrize("text, says", [
    ("{not json", "not JSON"),
    ("[" * 100_000 + "]" * 100_000, "not JSON"),  # nesting deeper than the parser's stack
    ('["a list"]', 'no "mcpServers"'),
    ('{"mcpServers": []}', 'no "mcpServers"'),
    (" " * (1 << 21), "far fewer"),
])
def test_a_file_that_is_not_an_mcp_json_is_refused(text: str, says: str) -> None:
    with pytest.raises(ServerConfigError, match=says):
        parse_mcp_json(text)


def test_names_and_numbers_of_servers_are_bounded() -> None:
    many = {f"s{i}": {"command": "x"} for i in range(MAX_SERVERS + 5)}
    many["a/../../etc"] = {"command": "x"}
    servers, problems = parse_mcp_json(json.dumps({"mcpServers": many}))
    assert len(servers) == MAX_SERVERS and any("6 more servers left out" in p for p in problems)
    servers, problems = parse_mcp_json(json.dumps({"mcpServers": {"a/../../etc": {"command": "x"}, "": {}}}))
    assert servers == [] and len(problems) == 2 and all("a name of letters" in p for p in problems)


@pytest.mark.parametrize("timeout, kept", [(45, 45.0), (300, 300.0), (301, MAX_TIMEOUT_S), (3600, MAX_TIMEOUT_S)])
def test_a_time_limit_over_the_cap_is_taken_capped(timeout: float, kept: float) -> None:
    (server,), problems = parse_mcp_json(json.dumps({"mcpServers": {"slow": {"url": "http://x/mcp", "timeout": timeout}}}))
    assert problems == [] and server.timeout_s == kept
    # A server saved before the cap (settings.json) still loads: its secrets are not forgotten.
    (saved,), problems = configs_of([{"name": "slow", "type": "stdio", "command": "x", "timeout": 3600.0}])
    assert problems == [] and saved.timeout_s == MAX_TIMEOUT_S


def test_an_mcp_json_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "claude_desktop_config.json"
    path.write_text(json.dumps(CLAUDE_DESKTOP), encoding="utf-8")
    servers, problems = read_mcp_json(path)
    assert [s.name for s in servers] == ["filesystem", "github"] and problems == []


@pytest.mark.parametrize("make, says", [
    (lambda p: p.write_bytes(b" " * (MAX_FILE + 1)), "more than an mcp.json can"),
    (lambda p: p.symlink_to("/dev/zero"), "not a regular file"),
    (lambda p: os.mkfifo(p), "not a regular file"),
    (lambda p: p.mkdir(), "Is a directory"),
    (lambda p: None, "No such file or directory"),
    (lambda p: p.write_text("{not json"), "mcp.json: The file is not JSON"),
])
def test_an_mcp_json_that_is_no_file_of_settings_is_refused_unread(tmp_path: Path, make: Callable[[Path], object],
                                                                  says: str) -> None:
    path = tmp_path / "mcp.json"
    make(path)
    with pytest.raises(ServerConfigError, match=says) as refused:
        read_mcp_json(path)
    assert str(refused.value).startswith("mcp.json")
