"""The local API server running: uvicorn (h11) on its own thread with its own event loop, behind
the guard, with its bounds (connections at once, header size, idle connections closed)."""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from .config import ServerConfig
from .gateway import Gateway
from .guard import Guard
from .routes import build_app

log = logging.getLogger("emberly.server")


class _Protocol(H11Protocol):
    """uvicorn's h11 protocol, closing a connection whose next request (headers and body) has not
    arrived whole within the idle timeout of the connection opening or of its last response.
    uvicorn only times out a kept-alive connection until its first byte: idle sockets, or a
    request sent a byte at a time, would otherwise hold the connection limit and every request
    after them would be refused."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._deadline = self._arm()

    def on_response_complete(self) -> None:
        self._deadline.cancel()
        self._deadline = self._arm()  # before a pipelined request starts its cycle
        super().on_response_complete()

    def _arm(self) -> asyncio.TimerHandle:
        waited: object | None = self.cycle  # None until a request's headers are in (uvicorn types it otherwise)
        return self.loop.call_later(self.timeout_keep_alive, self._too_slow, waited)

    def _too_slow(self, waited: object | None) -> None:
        cycle: Any = self.cycle
        unread = cycle is waited or (not cycle.response_complete and cycle.more_body and not cycle.response_started)
        if unread and not self.transport.is_closing():
            self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        self._deadline.cancel()
        super().connection_lost(exc)


class LocalServer:
    def __init__(self, gateway: Gateway, config: ServerConfig, key: Callable[[], str]) -> None:
        self.gateway, self.config = gateway, config
        app = Guard(build_app(gateway, config.max_body), config, key)
        self._server = uvicorn.Server(uvicorn.Config(
            app, host=config.bind, port=config.port, log_config=None, access_log=False, lifespan="off",
            http=_Protocol, limit_concurrency=config.max_connections, timeout_keep_alive=int(config.idle_timeout_s),
            h11_max_incomplete_event_size=config.max_header, server_header=False, date_header=False))
        self._thread = threading.Thread(target=self._server.run, name="emberly-api-server", daemon=True)

    def start(self, timeout: float = 10.0) -> None:
        """Listen; raises OSError (the port taken, say) when it could not."""
        self._thread.start()
        end = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > end:
                raise OSError(f"The local server could not listen on {self.config.bind}:{self.config.port} "
                              "(is the port in use?)")
            time.sleep(0.01)
        log.info("Local API server listening on %s", self.address)

    @property
    def port(self) -> int:
        servers = getattr(self._server, "servers", [])
        return int(servers[0].sockets[0].getsockname()[1]) if servers else self.config.port

    @property
    def address(self) -> str:
        host = "127.0.0.1" if not self.config.allow_lan else self.config.bind
        return f"http://{host}:{self.port}/v1"

    def stop(self, timeout: float = 5.0) -> None:
        self._server.should_exit = True
        if self._thread.is_alive():
            self._thread.join(timeout)
