"""MCP server settings (app/tools/servers.py): the mcp.json that Claude Desktop, Cursor and LM
Studio write, read whole; a hostile one refused with a reason, server by server."""

from __future__ import annotations

import json

import pytest

from app.tools.servers import MAX_SERVERS, ServerConfigError, parse_mcp_json

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
