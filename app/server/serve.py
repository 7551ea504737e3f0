"""The local API server running: uvicorn (h11) on its own thread with its own event loop, behind
the guard, with its bounds (connections at once, header size, idle connections closed).

Connections at once, and who keeps them: uvicorn answers 503 to every request once
`max_connections` are open, so idle sockets that sent no key (anyone on the LAN with "allow my
network" on) would refuse every client until they time out. `_Protocol` tells connections
apart: one is a *stranger* until one of its requests carried the right key (the guard calls the
connection's mark, put in the request's scope), a *client* after. When a connection opens:

- strangers may hold at most `max_strangers` (half) of the slots: past that, the oldest idle
  stranger (no request in progress) is closed; if every stranger is busy, the new one is;
- when all slots are taken, the oldest idle stranger is closed to make room instead of the new
  connection being refused;
- clients' connections are never closed to make room: they keep the other half (and any slot
  strangers leave), and close after the idle timeout as before.

A client's new connection is a stranger for the moment before its first request arrives: it is
the newest, so the strangers closed first are the ones that have waited longest with nothing.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from .config import ServerConfig
from .gateway import Gateway
from .guard import AUTHENTICATED, Guard, Receive, Scope, Send
from .routes import build_app

log = logging.getLogger("emberly.server")
_opened = itertools.count()  # connections in the order they opened: the oldest idle stranger goes first


class _Protocol(H11Protocol):
    """uvicorn's h11 protocol, closing a connection whose next request (headers and body) has not
    arrived whole within the idle timeout of the connection opening or of its last response.
    uvicorn only times out a kept-alive connection until its first byte: idle sockets, or a
    request sent a byte at a time, would otherwise hold the connection limit and every request
    after them would be refused. Strangers and clients: the module's docstring."""

    max_open = 0  # connections served at once (0: no bound here); a server's own subclass sets both
    max_strangers = 0  # of which at most this many strangers

    def __init__(self, config: uvicorn.Config, server_state: Any, app_state: dict[str, Any],
                 _loop: asyncio.AbstractEventLoop | None = None) -> None:
        super().__init__(config, server_state, app_state, _loop)
        self.authenticated = False  # a request on it carried the key
        self._order = next(_opened)
        inner: Any = self.app

        async def marked(scope: Scope, receive: Receive, send: Send) -> None:
            scope[AUTHENTICATED] = self._authenticate
            await inner(scope, receive, send)

        self.app = marked

    def _authenticate(self) -> None:
        self.authenticated = True

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._deadline = self._arm()
        if self.max_open > 0:
            self._make_room()

    def _idle(self) -> bool:
        cycle: Any = self.cycle  # None until a first request's headers are in
        return cycle is None or bool(cycle.response_complete)

    def _make_room(self) -> None:
        """Close the oldest idle strangers while strangers are over their share or every slot is
        taken; this connection itself if strangers are over their share and none is idle."""
        live = [c for c in self.connections if isinstance(c, _Protocol) and not c.transport.is_closing()]
        strangers = sorted((c for c in live if not c.authenticated), key=lambda c: c._order)
        idle = [c for c in strangers if c is not self and c._idle()]
        count, over = len(live), len(strangers) - self.max_strangers
        while idle and (over > 0 or count > self.max_open):
            idle.pop(0)._close()
            count, over = count - 1, over - 1
        if over > 0:
            self._close()

    def _close(self) -> None:
        """Closed, and no longer counted at once: uvicorn forgets a connection only when it is lost,
        a loop iteration later, and a request read in between would count it and be refused."""
        self.transport.close()
        self.connections.discard(self)

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
        app = Guard(build_app(gateway, config.max_body, config.web), config, key)

        class Protocol(_Protocol):
            max_open, max_strangers = config.max_connections, config.max_strangers

        self._server = uvicorn.Server(uvicorn.Config(
            app, host=config.bind, port=config.port, log_config=None, access_log=False, lifespan="off",
            http=Protocol, limit_concurrency=config.max_connections + 1,  # uvicorn counts the one asking in
            timeout_keep_alive=int(config.idle_timeout_s), h11_max_incomplete_event_size=config.max_header,
            server_header=False, date_header=False, ws="none"))  # no WebSocket upgrades: nothing here speaks it
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
