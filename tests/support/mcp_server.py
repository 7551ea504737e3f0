"""An MCP server written with the SDK (MCPServer), for the tools tests: `python -m
tests.support.mcp_server [MODE]` on stdio, or `--http PORT` on loopback. Its tools: add, echo,
sleep (a hang), crash (the process dies mid-call), words (n words), big (a result of N MB),
env (whether a variable reached it). Modes that misbehave before any tool: silent (never answers initialize),
flood (100 MB on stdout without a newline), garbage (answers every line with text that is not
JSON-RPC), banner (a line of text on stdout first, as careless servers print, then serves)."""

from __future__ import annotations

import os
import sys
import time


def serve(transport: str = "stdio", port: int = 0) -> None:
    from mcp.server.mcpserver import MCPServer

    server = MCPServer("emberly-test")

    @server.tool()
    def add(a: int, b: int) -> int:
        """Add two integers."""
        return a + b

    @server.tool()
    def echo(text: str) -> str:
        """Say the text back."""
        return text

    @server.tool()
    def sleep(seconds: float) -> str:
        """Wait, then say so (a tool that hangs)."""
        time.sleep(min(max(seconds, 0), 3600))  # a test model asks for any number
        return f"slept {seconds}"

    @server.tool()
    def crash() -> str:
        """End the server's process in the middle of the call."""
        os._exit(3)

    @server.tool()
    def words(n: int) -> str:
        """A list of n words (at most 200)."""
        return " ".join(f"river{i}" for i in range(max(1, min(n, 200))))

    @server.tool()
    def big(megabytes: int) -> str:
        """A result of that many megabytes (1 to 10: a test model asks for any number)."""
        return "x" * (max(1, min(megabytes, 10)) << 20)

    @server.tool()
    def env(name: str) -> str:
        """Whether an environment variable reached the server (never its value)."""
        return "set" if os.environ.get(name) else "unset"

    if transport == "stdio":
        server.run("stdio")
    else:
        server.run("streamable-http", host="127.0.0.1", port=port)


def main(argv: list[str]) -> None:
    argv = [a for a in argv if not a.startswith("--marker=")]  # a test's name for the process (pgrep)
    mode = argv[0] if argv else "serve"
    out = sys.stdout.buffer
    if mode == "silent":
        for _ in sys.stdin:  # reads everything, answers nothing
            pass
    elif mode == "flood":
        chunk = b"y" * (1 << 20)
        for _ in range(100):
            out.write(chunk)
        out.flush()
        time.sleep(60)
    elif mode == "garbage":
        for _ in sys.stdin:
            out.write(b'{"jsonrpc": "2.0", "id": this is not json\n')
            out.flush()
    elif mode == "banner":
        print("Starting the test server, version 1.0", flush=True)
        serve()
    elif mode == "--http":
        serve("http", int(argv[1]))
    else:
        serve()


if __name__ == "__main__":
    main(sys.argv[1:])
