"""A stdio MCP server's transport, bounded: the SDK's own (mcp.client.stdio) joins a line's
chunks without limit, so a server that floods its stdout without a newline would take the
app's memory and, quadratically, its CPU. Here a message is at most MAX_MESSAGE bytes and a
server may write at most MAX_JUNK bytes that are not JSON-RPC; past either the connection ends
with the reason. Each server runs in its own process group (killed whole on close, children
too), with its stderr in a log file of its own. A server whose stdout ends (its process died,
in a call or while idle) ends the connection with that reason, so the hub starts it again
rather than sending the next call into a closed pipe."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import anyio
import anyio.abc
import mcp_types
from anyio.streams.memory import MemoryObjectSendStream
from mcp.client.stdio import get_default_environment
from mcp.shared.message import SessionMessage

from .servers import ServerConfig

MAX_MESSAGE = 32 << 20  # a tool's result of 10 MB, JSON-escaped, fits
MAX_JUNK = 1 << 20  # lines that are not JSON-RPC (a server printing its banner to stdout)
MAX_LOG = 1 << 20  # a server's stderr log is started again past this
GRACE_S = 2.0  # for a server to leave once its stdin is closed, then for it to die


class TransportError(Exception):
    """What ended a server's connection: said to the session as its stream's exception."""


@contextlib.asynccontextmanager
async def bounded_stdio(config: ServerConfig, log: Path, notes: list[str] | None = None,
                        started: Callable[[anyio.abc.Process], None] | None = None
                        ) -> AsyncIterator[tuple[object, object]]:
    """(read stream, write stream) for mcp.ClientSession, as mcp.client.stdio.stdio_client gives;
    what the server did wrong without ending the connection is added to `notes`; `started(process)`
    is told the server's process (its returncode says whether it still runs)."""
    log.parent.mkdir(parents=True, exist_ok=True)
    if log.exists() and log.stat().st_size > MAX_LOG:
        log.unlink()
    with log.open("ab") as errlog:
        process = await anyio.open_process(
            [config.command, *config.args], stdin=-1, stdout=-1, stderr=errlog, cwd=config.cwd,
            env={**get_default_environment(), **config.env}, start_new_session=sys.platform != "win32")
        if started is not None:
            started(process)
        read_send, read_recv = anyio.create_memory_object_stream[SessionMessage | Exception](0)
        write_send, write_recv = anyio.create_memory_object_stream[SessionMessage](0)
        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(_read, process, read_send, notes if notes is not None else [])
                tg.start_soon(_write, process, write_recv)
                try:
                    yield read_recv, write_send
                finally:
                    with anyio.CancelScope(shield=True):
                        await _stop(process)
                    tg.cancel_scope.cancel()
        finally:
            for stream in (read_send, read_recv, write_send, write_recv):
                stream.close()


async def _read(process: anyio.abc.Process, out: MemoryObjectSendStream[SessionMessage | Exception],
                notes: list[str]) -> None:
    assert process.stdout is not None
    buffer, junk = bytearray(), 0
    with out, contextlib.suppress(anyio.ClosedResourceError, anyio.BrokenResourceError, anyio.EndOfStream):
        async for chunk in process.stdout:
            start = len(buffer)
            buffer += chunk
            while (end := buffer.find(b"\n", start)) >= 0:
                line = bytes(buffer[:end]).strip()
                del buffer[: end + 1]
                start = 0
                if not line:
                    continue
                try:
                    message = mcp_types.jsonrpc_message_adapter.validate_json(line, by_name=False)
                except ValueError:
                    if not junk:
                        notes.append(f"it wrote text that is not JSON-RPC to its stdout: {line[:60].decode(errors='replace')!r}")
                    junk += len(line)
                    if junk > MAX_JUNK:
                        await out.send(TransportError(f"the server wrote over {MAX_JUNK >> 20} MB that is not "
                                                      "JSON-RPC to its stdout"))
                        return
                    continue
                await out.send(SessionMessage(message))
            if len(buffer) > MAX_MESSAGE:
                await out.send(TransportError(f"the server sent a message over {MAX_MESSAGE >> 20} MB"))
                return
        ended = await _exited(process, GRACE_S / 4)
        code = f", exit code {process.returncode}" if ended else ""
        await out.send(TransportError(f"the server closed the connection (its process ended{code})" if ended
                                      else "the server closed its stdout"))


async def _write(process: anyio.abc.Process, messages: anyio.abc.ObjectReceiveStream[SessionMessage]) -> None:
    assert process.stdin is not None
    with contextlib.suppress(anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
        async for message in messages:
            data = message.message.model_dump_json(by_alias=True, exclude_unset=True) + "\n"
            await process.stdin.send(data.encode())


async def _stop(process: anyio.abc.Process) -> None:
    """Close its stdin (the spec's way to ask it to leave), then end its whole process group:
    children it started too."""
    assert process.stdin is not None and process.stdout is not None
    with contextlib.suppress(OSError, anyio.BrokenResourceError, anyio.ClosedResourceError):
        await process.stdin.aclose()
    if not await _exited(process, GRACE_S):
        _signal(process, signal.SIGTERM)
        await _exited(process, GRACE_S)
    _signal(process, getattr(signal, "SIGKILL", signal.SIGTERM))
    await _exited(process, GRACE_S)
    with contextlib.suppress(OSError, anyio.BrokenResourceError, anyio.ClosedResourceError):
        await process.stdout.aclose()
    # asyncio's transport of the process, else closed only when collected (after the loop, loudly)
    transport = getattr(getattr(process, "_process", None), "_transport", None)
    with contextlib.suppress(Exception):
        transport.close()  # type: ignore[union-attr]


def _signal(process: anyio.abc.Process, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        if sys.platform == "win32":
            process.kill()
        else:
            os.killpg(process.pid, sig)  # its own group (start_new_session): the server and its children


async def _exited(process: anyio.abc.Process, timeout: float) -> bool:
    """Polled: process.wait() also waits for its pipes to close, which a child holding them delays."""
    with anyio.move_on_after(timeout):
        while process.returncode is None:
            await anyio.sleep(0.02)
    return process.returncode is not None
