"""The MCP servers' tools, for a thread that is not the event loop's: ToolHub runs one asyncio
loop in a thread of its own; each enabled server is a link (a task holding its transport and
the SDK's ClientSession) started when first needed. Every wait has the server's deadline: a
server that hangs, crashes, never answers initialize or floods (its stdout, or an HTTP response:
app/tools/http.py) fails its own calls with the reason and is started again on the next one;
the others, and the caller, go on. A server that died while idle (its process ended, or an HTTP
server that forgot its session) is started again before the next call rather than failing it.
A tool that runs only as an MCP task (taskSupport "required", 2025-11-25) is left out: the SDK
has no client side of tasks, and such a tool refuses any other call. Each call asks for progress
(a progressToken); a server that reports it has its deadline moved on each time, up to
MAX_TIMEOUT_S in all (the spec's "may reset the timeout", with a maximum it asks for), and the
caller is handed the latest report (plain text, bounded) on its own thread, at most once every
STOP_POLL_S: what the caller's wait polls at anyway.

Roots (MCP's `roots`): a server whose settings let it see the chat's library folders
(ServerConfig.library_roots) is told the client has roots and, when it asks, given the folders
`set_roots` last named (file:// URIs; none when the chat has none); a change is sent to its
running session as roots/list_changed. Other servers are not told the client has roots at all,
so they go on as they would without Emberly's say (a filesystem server keeps the folders in its
arguments: roots it is given replace them)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import os
import re
import threading
import time
import unicodedata
from collections import Counter
from collections.abc import Callable, Coroutine, Sequence
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import anyio

from ..words import Words, of, translate
from .content import MAX_RESULT_CHARS as MAX_RESULT_CHARS  # what the model is given of a result
from .content import ToolResult, result_of
from .servers import LEFT_OUT, MAX_TIMEOUT_S, ServerConfig

log = logging.getLogger("emberly.tools")

TASK_ONLY = translate("Tools", "it runs only as an MCP task (taskSupport \"required\"), which Emberly does not support")
# A start that failed, by (a stdio server, a note on what it wrote): its log or its address named.
_NEVER_ANSWERED = {
    (True, False): translate("Tools", "{server} did not start within {seconds} s (it never answered initialize); its "
                                      "log: {log}"),
    (True, True): translate("Tools", "{server} did not start within {seconds} s (it never answered initialize; "
                                     "{note}); its log: {log}"),
    (False, False): translate("Tools", "{server} did not start within {seconds} s (it never answered initialize) (at "
                                       "{address})"),
    (False, True): translate("Tools", "{server} did not start within {seconds} s (it never answered initialize; "
                                      "{note}) (at {address})")}
_COULD_NOT_START = {True: translate("Tools", "{server} could not start: {error}; its log: {log}"),
                    False: translate("Tools", "{server} could not start: {error} (at {address})")}
STOP_POLL_S = 0.1  # how often a waiting call looks for a stop
TOOL_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")  # what OpenAI-style tool calls allow
MAX_PROGRESS_MESSAGE = 160  # characters of a progress report's message passed on (one line of a call's block)
T = TypeVar("T")
Progress = Callable[[float, float | None, str], None]  # (progress, total or None, message): a call's report
Roots = tuple[tuple[str, str], ...]  # (file:// URI, name) each


class ToolError(Exception):
    """A tool that could not be listed or called: the message says which server and why."""


class ToolStopped(ToolError):
    """The caller stopped waiting for the call (the user stopped the reply)."""


@dataclass(frozen=True)
class Tool:
    name: str  # as the model calls it: the server's own name, or server_name where two servers share one
    server: str
    tool: str  # the server's own name for it
    description: str
    input_schema: dict[str, Any]


class _Link:
    """One server: its session, held by a task of the hub's loop from start to stop."""

    def __init__(self, config: ServerConfig, log_dir: Path, roots: Callable[[], Roots] = lambda: ()) -> None:
        self.config, self.log_path = config, log_dir / f"{re.sub(r'[^A-Za-z0-9._-]', '_', config.name)}.log"
        self.roots = roots  # what a server allowed to see the chat's folders is given when it asks
        self.session: Any = None
        self.tools: list[Any] = []
        self.error: str | None = None
        self.notes: list[str] = []  # what the transport saw go wrong (a server writing text to stdout)
        self.process: Any = None  # a stdio server's, while it runs: its returncode says it died
        self.expired = False  # an HTTP server answered 404 (or 400: app/tools/http.py) to this session: it forgot it (a restart)
        self._task: asyncio.Task[None] | None = None
        self._ready = asyncio.Event()
        self._stop = asyncio.Event()

    @property
    def its_log(self) -> str:
        """Where to read more: a stdio server's stderr, kept here. An HTTP server logs where it
        runs, so nothing (a path here would name a file that is never written)."""
        return f"; its log: {self.log_path}" if self.config.kind == "stdio" else ""

    @property
    def where(self) -> str:
        """What a failed start names: the log, or the address that did not answer."""
        return self.its_log or f" (at {self.config.url.split('?', 1)[0]})"

    def _ended(self) -> bool:
        """A started session whose server is gone: its process ended, or its transport said so."""
        return self._stop.is_set() or (self.process is not None and _exited(self.process))

    async def ready(self) -> Any:
        """The session, started if it is not (its initialize and tool list within the deadline)."""
        running = self._task is not None and not self._task.done()
        if running and self.session is not None and not self._ended():
            return self.session  # the usual case: no wait to set up
        if running and self.session is not None:  # it died while idle: what is left is stopped, then started anew
            log.info("MCP server %s ended while idle (%s); starting it again", self.config.describe(),
                     self.error or "its process ended")
            await self.stop()
        if self._task is None or self._task.done():
            self._ready, self._stop, self.error, self.session = asyncio.Event(), asyncio.Event(), None, None
            self.notes, self.process, self.expired = [], None, False
            self._task = asyncio.get_running_loop().create_task(self._run())
        try:
            await asyncio.wait_for(self._ready.wait(), self.config.timeout_s)
        except asyncio.TimeoutError:
            await self.stop()
            raise self._failed(_NEVER_ANSWERED[self.config.kind == "stdio", bool(self.notes)],
                               seconds=f"{self.config.timeout_s:g}", note=self.notes[0] if self.notes else "") from None
        if self.session is None:
            raise self._failed(_COULD_NOT_START[self.config.kind == "stdio"], error=str(self.error))
        return self.session

    def _failed(self, said: Words, **values: object) -> ToolError:
        """A start that failed, `said` of this server with its log ({log}) or its address ({address})."""
        return ToolError(said.format(server=self.config.name, log=str(self.log_path),
                                     address=self.config.url.split("?", 1)[0], **values))

    async def _run(self) -> None:
        from mcp.client.session import ClientSession

        try:
            async with self._transport() as (read, write):
                # Only a server allowed to see the chat's folders is told the client has roots.
                listed = self._list_roots if self.config.library_roots else None
                async with ClientSession(read, write, message_handler=self._on_message,
                                         list_roots_callback=listed) as session:
                    await session.initialize()
                    self.tools = await _all_tools(session)
                    self.session = session
                    self._ready.set()
                    await self._stop.wait()
        except Exception as e:  # a server's failure is its own: said, never raised into the loop
            self.error = self.error or _reason(e)  # the transport's reason first (a flood), if it gave one
            log.info("MCP server %s stopped: %s", self.config.describe(), self.error)
        finally:
            self.session = None
            self._ready.set()

    def _transport(self) -> contextlib.AbstractAsyncContextManager[Any]:
        if self.config.kind == "stdio":
            from .stdio import bounded_stdio

            return bounded_stdio(self.config, self.log_path, self.notes, self._started)
        from .http import bounded_http

        return bounded_http(self.config, self._refused, self._expired)

    def _started(self, process: Any) -> None:
        self.process = process

    def _refused(self, reason: str) -> None:
        """A response the HTTP transport cut off: its reason is this link's (what a failed call says)."""
        self.error = reason

    def _expired(self) -> None:
        self.expired = True

    async def _on_message(self, message: Any) -> None:
        if isinstance(message, Exception):  # the transport's end (a flood, the process gone): stop the link
            self.error = _reason(message)
            log.info("MCP server %s: %s", self.config.describe(), self.error)
            self._stop.set()

    async def _list_roots(self, context: Any) -> Any:
        """A server's roots/list: the folders set_roots last named (an empty list: none)."""
        from mcp_types import ListRootsResult, Root

        roots = []
        for uri, name in self.roots():
            with contextlib.suppress(ValueError):  # pydantic's: a URI its FileUrl refuses is left out
                roots.append(Root(uri=uri, name=name or None))  # type: ignore[arg-type]  # validated from str
        return ListRootsResult(roots=roots)

    async def stop(self) -> None:
        """Let a started session end as the spec says (its transport closes stdin, then ends the
        process group); one still starting, or slow to end, is cancelled, which does the same."""
        task = self._task
        if task is None or task.done():
            return
        self._stop.set()
        if self.session is not None:
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(asyncio.shield(task), 5)
        if not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


async def _all_tools(session: Any) -> list[Any]:
    from mcp_types import PaginatedRequestParams

    tools, cursor = [], None
    for _ in range(100):  # pages: a server that pages forever is cut off
        page = await session.list_tools(params=PaginatedRequestParams(cursor=cursor) if cursor else None)
        tools += page.tools
        cursor = page.next_cursor
        if not cursor or len(tools) > 1000:
            break
    return tools[:1000]


def _reason(e: BaseException) -> str:
    inner = getattr(e, "exceptions", None)  # an ExceptionGroup from the SDK's task groups
    if isinstance(inner, tuple) and inner:
        return "; ".join(_reason(x) for x in inner[:3])
    text = str(e) or type(e).__name__
    return text if len(text) < 500 else text[:500] + "…"


class ToolHub:
    """The enabled servers' tools, listed and called from any thread but the hub's own."""

    def __init__(self, servers: Sequence[ServerConfig], log_dir: Path) -> None:
        self._roots: Roots = ()
        self._links = {c.name: _Link(c, Path(log_dir), lambda: self._roots) for c in servers if c.enabled}
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="emberly-tools", daemon=True)
        self._thread.start()
        self._tools: dict[str, Tool] = {}
        self.problems: dict[str, str] = {}  # a server's name: why its tools are missing
        self.left_out: dict[str, list[str]] = {}  # a server's name: "tool: why", for each tool not offered

    def tools(self) -> list[Tool]:
        """Every enabled server's tools (servers started as needed, at the same time); a server
        that fails is left out, its reason in `problems`."""
        async def gather() -> list[tuple[str, list[Any] | str]]:
            async def one(link: _Link) -> tuple[str, list[Any] | str]:
                try:
                    await link.ready()
                    return link.config.name, link.tools
                except ToolError as e:
                    return link.config.name, of(e)

            return list(await asyncio.gather(*(one(link) for link in self._links.values())))

        deadline = max((link.config.timeout_s for link in self._links.values()), default=1) + 15
        found = self._run(gather(), deadline)
        self.problems = {name: tools for name, tools in found if isinstance(tools, str)}
        self.left_out = {}
        for name, tools in found:
            for t in tools if not isinstance(tools, str) else ():
                if _task_only(t):
                    self.left_out.setdefault(name, []).append(LEFT_OUT.format(name=t.name, reason=TASK_ONLY))
        listed = [(name, t) for name, tools in found if not isinstance(tools, str) for t in tools if not _task_only(t)]
        counts = Counter(t.name for _, t in listed)
        self._tools = {}
        for server, t in listed:
            name = t.name if counts[t.name] == 1 else f"{server}_{t.name}"
            name = re.sub(r"[^A-Za-z0-9_-]", "_", name)[:64]
            if name in self._tools or not TOOL_NAME.fullmatch(name):
                continue
            schema = t.input_schema if isinstance(t.input_schema, dict) else {"type": "object"}
            self._tools[name] = Tool(name, server, t.name, (t.description or "")[:2000], schema)
        return list(self._tools.values())

    @property
    def wants_roots(self) -> bool:
        """Whether any server may see the chat's folders (set_roots is worth calling)."""
        return any(link.config.library_roots for link in self._links.values())

    def set_roots(self, folders: Sequence[tuple[str, str]]) -> None:
        """The chat's folders, (path, name) each, as the roots of the servers allowed to see them;
        their running sessions are told of a change (roots/list_changed) and ask again. Returns at
        once (from any thread but the hub's), except when no folder is left: then it waits for
        those sessions to end."""
        roots: list[tuple[str, str]] = []
        for path, name in folders:
            with contextlib.suppress(ValueError):  # a path with a NUL: not a folder anyone has
                if os.path.isabs(path):
                    roots.append((Path(path).as_uri(), name[:200]))
        if tuple(dict.fromkeys(roots)) == self._roots:
            return
        emptied = bool(self._roots) and not roots
        self._roots = tuple(dict.fromkeys(roots))
        if not any(link.config.library_roots and link.session is not None for link in self._links.values()):
            return
        if emptied:  # waited for: the next call must not reach a session that is ending
            with contextlib.suppress(ToolError):
                self._run(self._tell_roots_changed(True), 30)
        else:
            asyncio.run_coroutine_threadsafe(self._tell_roots_changed(False), self._loop)

    async def _tell_roots_changed(self, emptied: bool) -> None:
        """roots/list_changed to the allowed servers' sessions; where no folder is left, their
        sessions end instead (started again at the next call): a server may keep its last roots
        when given none (server-filesystem does), and the chat now open shares no folder."""
        from mcp_types import RootsListChangedNotification

        async def tell(link: _Link) -> None:
            session = link.session
            if session is None or not link.config.library_roots:
                return
            if emptied:
                await link.stop()
                return
            with anyio.move_on_after(link.config.timeout_s), contextlib.suppress(Exception):  # its next call says why
                await session.send_notification(RootsListChangedNotification())

        await asyncio.gather(*(tell(link) for link in self._links.values()))

    def call(self, name: str, arguments: dict[str, Any], cancelled: Callable[[], bool] | None = None,
             progress: Progress | None = None) -> ToolResult:
        """Call a tool by the name tools() gave it. Raises ToolError (no such tool, its server
        failed or passed its deadline: the server is then stopped, started again next time);
        ToolStopped as soon as `cancelled()` is true (the call is abandoned, the server kept).
        `progress(progress, total, message)` is told the server's latest report, on this thread,
        at most every STOP_POLL_S; never after the call returns."""
        tool = self._tools.get(name)
        if tool is None:
            raise ToolError(f"There is no tool {name!r}.")
        link = self._links[tool.server]
        timeout = link.config.timeout_s
        most = max(timeout, MAX_TIMEOUT_S)  # a call that keeps reporting progress, in all
        reports = _Reports()

        async def call() -> ToolResult:
            started = time.perf_counter()
            try:
                for attempt in range(2):
                    session = await link.ready()
                    try:
                        result = await _call(session, tool.tool, arguments, timeout, most, reports.put)
                        break
                    except Exception:
                        if not link.expired or attempt:
                            raise
                        # The server answered 404 or 400 to the session, so it did not run the call: it
                        # restarted while idle. A new session, and the call once more.
                        log.info("MCP server %s forgot its session; starting a new one", link.config.describe())
                        await link.stop()
            except ToolError:  # it could not start: said by ready()
                raise
            except TimeoutError:
                await link.stop()
                raise ToolError(f"{tool.name} ({tool.server}) did not answer within {timeout:g} s; the server "
                                "was stopped and starts again with the next call.") from None
            except Exception as e:
                reason = link.error or _reason(e)  # the transport's own reason (a flood) before the SDK's words
                await link.stop()
                if "onnection closed" in reason:  # the SDK's words for any end: the link's, if it has them now
                    reason = link.error or ("the server closed the connection (its process ended?)"
                                            if link.config.kind == "stdio" else "the connection to the server ended")
                raise ToolError(f"{tool.name} ({tool.server}) failed: {reason}{link.where}. The server starts again "
                                "with the next call.") from None
            return result_of(result, time.perf_counter() - started)

        told = None if progress is None else lambda: reports.deliver(progress)
        return self._run(call(), 3 * timeout + most + 15, cancelled, told)  # starts, a retry, the call: a safety net

    def _run(self, work: Coroutine[Any, Any, T], timeout: float, cancelled: Callable[[], bool] | None = None,
             tick: Callable[[], None] | None = None) -> T:
        """`work` on the hub's loop, waited for here; `tick()` between two looks at it."""
        future = asyncio.run_coroutine_threadsafe(work, self._loop)
        deadline = time.monotonic() + timeout
        try:
            while True:
                try:
                    return future.result(min(STOP_POLL_S, max(deadline - time.monotonic(), 0)))
                except FutureTimeout:
                    if tick is not None:
                        tick()
                    if cancelled is not None and cancelled():
                        future.cancel()
                        raise ToolStopped("The call was stopped.") from None
                    if time.monotonic() >= deadline:
                        raise
        except FutureTimeout:
            future.cancel()
            raise ToolError(translate("Tools", "The tools did not answer within {seconds} s.").format(
                seconds=f"{timeout:g}")) from None

    def close(self) -> None:
        """Stop every server (their process groups ended), then the loop."""
        if not self._thread.is_alive():
            return
        async def stop_all() -> None:
            await asyncio.gather(*(link.stop() for link in self._links.values()))

        with contextlib.suppress(Exception):
            self._run(stop_all(), 30)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)


async def _call(session: Any, name: str, arguments: dict[str, Any], timeout: float, most: float,
                report: Callable[[float, float | None, str | None], None]) -> Any:
    """The call within `timeout` (TimeoutError past it); each progress the server reports moves
    the deadline on by `timeout`, up to `most` in all, and is given to `report`."""
    with anyio.fail_after(timeout) as scope:  # a cancel scope: no task of its own, as wait_for makes
        cap = anyio.current_time() + most

        async def progressed(progress: float, total: float | None, message: str | None) -> None:
            scope.deadline = min(anyio.current_time() + timeout, cap)  # still at work
            report(progress, total, message)

        return await session.call_tool(name, arguments, progress_callback=progressed)


class _Reports:
    """A call's progress: the latest report, kept by the hub's loop as it comes, passed on by the
    caller's thread when it looks (`deliver`), once per report. Reports in between are dropped:
    the caller looks every STOP_POLL_S, so at most ten a second reach it, the latest always."""

    def __init__(self) -> None:
        self.latest: tuple[float, float | None, str] | None = None
        self.told: tuple[float, float | None, str] | None = None

    def put(self, progress: float, total: float | None, message: str | None) -> None:
        if not isinstance(progress, (int, float)) or not math.isfinite(progress):
            return  # the deadline was still moved on: the server is at work
        whole = float(total) if isinstance(total, (int, float)) and math.isfinite(total) and total > 0 else None
        self.latest = (max(float(progress), 0.0), whole, plain(message))

    def deliver(self, to: Progress) -> None:
        latest = self.latest  # one read: the loop's thread may replace it meanwhile
        if latest is not None and latest != self.told:
            self.told = latest
            to(*latest)


def plain(text: object, limit: int = MAX_PROGRESS_MESSAGE) -> str:
    """A server's line as plain text on one line: control and format characters (a bidi
    override, a zero-width joiner, a newline) become spaces, runs of spaces one, at most `limit`
    characters. Markup stays text: whoever shows it escapes it."""
    if not isinstance(text, str):
        return ""
    kept = "".join(" " if unicodedata.category(c)[0] == "C" else c for c in text[: limit * 4])
    line = " ".join(kept.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _task_only(tool: Any) -> bool:
    """Whether a listed tool may be called only as a task (the `execution` of MCP 2025-11-25)."""
    return getattr(getattr(tool, "execution", None), "task_support", None) == "required"


def _exited(process: Any) -> bool:
    """Whether a server's process has ended. Its returncode is set by a callback the child
    watcher queues after reaping it, which a call queued just before may overtake (the process
    already gone from the system): on POSIX a pid no longer there says so at once."""
    if process.returncode is not None:
        return True
    if os.name != "posix":  # os.kill(pid, 0) would end the process on Windows
        return False
    try:
        os.kill(process.pid, 0)
    except (ProcessLookupError, PermissionError):  # no such pid, or another user's now: ours is gone
        return True
    except OSError:
        return False
    return False
