"""An MCP server written with the SDK (MCPServer), for the tools tests: `python -m
tests.support.mcp_server [MODE]` on stdio, or `--http PORT` on loopback. Its tools: add, echo,
sleep (a hang), crash (the process dies mid-call), words (n words), big (a result of N MB),
env (whether a variable reached it). Mode `shapes` adds what other servers really send (issue
48): pid (its process id: a test kills it while idle), document (an embedded text resource,
with a resource link, an image and a binary resource beside it), steps (works for a while,
reporting progress or not), crawl (reports "1 of 10" to "3 of 10 — indexing files…" at once,
then, with EMBERLY_TEST_GATE set, waits for that file to exist: a test sees its progress while
it runs), roots (asks the client for its roots, as server-filesystem does, and says them with
whether the client has roots at all and how many roots/list_changed it was sent) and report
(declared `execution.taskSupport: "required"`, MCP 2025-11-25, and refused when called without a
task, as the spec says); the other modes' tools stay as they were (tests prompt models with them). Modes
that misbehave before any tool: silent (never answers initialize), flood (100 MB on stdout
without a newline), garbage (answers every line with text that is not JSON-RPC), banner (a line
of text on stdout first, as careless servers print, then serves)."""

# No `from __future__ import annotations`: MCPServer reads a tool's annotations, which must then be
# the objects imported inside the functions below. The SDK is imported only by the modes that serve,
# so the misbehaving ones misbehave at once.

import json
import os
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

TASK_ONLY = {"report"}  # tools declared taskSupport "required"


def serve(transport: str = "stdio", port: int = 0, shapes: bool = False) -> None:
    from mcp.server.mcpserver import MCPServer
    from mcp_types import Tool, ToolExecution

    class Server(MCPServer):
        async def list_tools(self) -> list[Tool]:
            """MCPServer's decorator has no `execution`: a task-only tool's is added here."""
            return [t.model_copy(update={"execution": ToolExecution(task_support="required")})
                    if t.name in TASK_ONLY else t for t in await super().list_tools()]

    server = Server("emberly-test")

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
        # A test model asks for any number, a negative one too (its chat template dates the prompt,
        # so its pick changes by the day): EMBERLY_TEST_SLEEP_AT_LEAST makes it a hang regardless.
        least = float(os.environ.get("EMBERLY_TEST_SLEEP_AT_LEAST", "0"))
        time.sleep(min(max(seconds, least), 3600))
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

    if shapes:
        _add_shapes(server)
    if transport == "stdio":
        server.run("stdio")
    else:
        server.run("streamable-http", host="127.0.0.1", port=port)


def _add_shapes(server: "MCPServer") -> None:
    from mcp.server.mcpserver import Context
    from mcp.shared.exceptions import MCPError
    from mcp_types import (
        METHOD_NOT_FOUND,
        BlobResourceContents,
        ContentBlock,
        EmbeddedResource,
        ImageContent,
        NotificationParams,
        ResourceLink,
        TextContent,
        TextResourceContents,
    )

    @server.tool()
    def pid() -> int:
        """The server's process id."""
        return os.getpid()

    @server.tool(structured_output=False)
    def document(chars: int = 0) -> list[ContentBlock]:
        """A file as an embedded text resource (of `chars` characters when given), with a link,
        an image and a binary resource beside it."""
        text = "# Notes\nThe river rises at dawn.\n" if chars <= 0 else "n" * min(chars, 10 << 20)
        return [
            TextContent(text="Here is the file."),
            EmbeddedResource(resource=TextResourceContents(uri="file:///notes/today.md", mime_type="text/markdown",
                                                           text=text)),
            ResourceLink(uri="file:///notes/map.png", name="map.png", mime_type="image/png"),
            ImageContent(data="iVBORw0KGgo=", mime_type="image/png"),
            EmbeddedResource(resource=BlobResourceContents(uri="file:///notes/data.bin", blob="AAEC",
                                                           mime_type="application/octet-stream")),
        ]

    @server.tool()
    async def steps(seconds: float, progress: bool, ctx: Context) -> str:
        """Work for `seconds` (at most 60), telling the progress every 0.2 s when `progress`."""
        import anyio

        seconds = min(max(seconds, 0), 60)
        ends = time.monotonic() + seconds
        while (left := ends - time.monotonic()) > 0:
            await anyio.sleep(min(0.2, left))
            if progress:
                await ctx.report_progress(seconds - max(left - 0.2, 0), seconds, "working")
        return f"done after {seconds:g} s"

    @server.tool()
    async def crawl(ctx: Context) -> str:
        """Crawl the pages, telling the progress (waits for EMBERLY_TEST_GATE's file when set)."""
        import anyio

        for page in (1, 2, 3):
            await ctx.report_progress(page, 10, "indexing files…")
        gate = os.environ.get("EMBERLY_TEST_GATE")
        ends = time.monotonic() + 120
        while gate and not os.path.exists(gate) and time.monotonic() < ends:
            await anyio.sleep(0.05)
        return "crawled 10 pages"

    changed = [0]  # roots/list_changed notifications the client sent

    async def roots_changed(ctx: object, params: object) -> None:
        changed[0] += 1

    server._lowlevel_server.add_notification_handler("notifications/roots/list_changed", NotificationParams,
                                                     roots_changed)

    @server.tool()
    async def roots(ctx: Context) -> str:
        """The client's roots (JSON: whether it has roots, its roots, list_changed seen)."""
        has = ctx.client_capabilities is not None and ctx.client_capabilities.roots is not None
        listed = (await ctx.session.list_roots()).roots if has else []
        return json.dumps({"capability": has, "roots": [{"uri": str(r.uri), "name": r.name} for r in listed],
                           "changed": changed[0]})

    @server.tool()
    def report() -> str:
        """A long job, run only as a task (its declared taskSupport is "required")."""
        raise MCPError(code=METHOD_NOT_FOUND, message="report must be called as a task (taskSupport: required)")


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
    elif mode == "shapes":
        serve(shapes=True)
    elif mode == "--http":
        serve("http", int(argv[1]))
    else:
        serve()


if __name__ == "__main__":
    main(sys.argv[1:])
