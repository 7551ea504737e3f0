"""Emberly's composition root: every service, built once for a data folder, with no Qt.

The window (app.ui), the terminal (`--cli`, app.cli) and the headless server (`--serve`,
app.headless) each start from one `Core` and speak to it through the engine loop's typed
requests and events; nothing in `app.ui` constructs a service. What it holds: the settings, the
chats' store, the engine loop, the libraries and their indexer, the model downloads, the
embedding model documents are searched with, and the local API server's gateway and server.
The heavy parts (downloads, the server, an embedding model) are made on first use, so a window
that never opens Get models does not import them.

A service's progress reaches every subscriber (`Listeners`), on the service's own thread: a
subscriber that paints (the window) crosses to its own thread itself.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .documents.libraries import Indexer, Libraries, Progress
from .runtime import WINDOW, EngineLoop
from .runtime import events as ev
from .runtime import requests as rq
from .runtime.listeners import Listeners
from .server.config import ServerConfig, api_key, key_place
from .sessions.store import SessionStore
from .settings import Settings

if TYPE_CHECKING:
    from .downloads import Download, Downloads
    from .engine.local.shared_embedder import SharedEmbedder
    from .server.gateway import Gateway
    from .server.serve import LocalServer as LocalServer  # re-exported for the window's annotations

# The window reaches the local API server through the root that runs it (it imports no app.server):
# what the server listens on, its key and where that is kept (and, for annotations, `LocalServer`).
__all__ = ["Core", "ServerConfig", "api_key", "key_place"]

SYNC_INTERVAL_S = 60.0  # libraries' folders looked at again this often (a change is also seen at once)


class Core:
    """The services of one data folder. `start()` starts the loop and the indexer; `close()`
    stops what runs (the loop last: it saves the open chat and its cache)."""

    def __init__(self, settings: Settings, data_root: Path, models: Path | None = None,
                 index_interval: float = SYNC_INTERVAL_S) -> None:
        self.settings = settings
        self.data_root = data_root
        self._models = models
        self.store = SessionStore(data_root, settings.kv_budget_bytes())  # one per data folder, shared
        self.loop = EngineLoop(self.store)
        self._asks = self.loop.producer(lambda _event: None, WINDOW)  # the core's own requests
        self.libraries = Libraries(data_root)
        self.indexed: Listeners[Progress] = Listeners()  # the indexer's progress, on its thread
        self.indexer = Indexer(self.libraries, self.indexed, interval=index_interval)
        self.downloaded: Listeners[Download] = Listeners()  # a download's change, on its transfer's thread
        self.embedder: SharedEmbedder | None = None
        self.server: LocalServer | None = None
        self._downloads: Downloads | None = None
        self._gateway: Gateway | None = None
        self.served_model: str | None = None  # what the server serves: the model on this computer's file name
        self.loop.subscribe(self._told)

    def start(self, indexing: bool = True) -> None:
        """Start the loop, and the indexer unless told not to (a front end that reads no library)."""
        self.loop.start()
        if indexing:
            self.indexer.start()

    @property
    def downloads(self) -> Downloads:
        """The model downloads' queue, made on first use (what it left unfinished resumes)."""
        if self._downloads is None:
            from . import paths
            from .downloads import Downloads
            from .downloads.queue_file import store_path

            self._downloads = Downloads(self._models or paths.models_dir(), store_path(), on_change=self.downloaded)
        return self._downloads

    @property
    def gateway(self) -> Gateway:
        """The local API server's door to the loop, made on first use."""
        if self._gateway is None:
            from .server.gateway import Gateway

            self._gateway = Gateway(self.loop)
            self._gateway.embedder = self.embedder
            self._gateway.model = self.served_model
        return self._gateway

    def _told(self, event: ev.Event) -> None:
        """A fact from the loop (on its thread): the server serves the model on this computer that
        loaded last, whoever loaded it; none while the chats use a server's model."""
        if isinstance(event, ev.ModelLoaded):
            self.served_model = Path(event.path).name if "://" not in event.path else None
            if self._gateway is not None:
                self._gateway.model = self.served_model  # read by the server's threads: one assignment

    def use_embedding_model(self, path: str | Path | None) -> SharedEmbedder | None:
        """Search documents and libraries by meaning with the model at `path` too (None: by
        keywords alone): the indexer, the chats and the server all use the one embedder; the one
        before it is freed once the indexer has let it go."""
        from .engine.local.shared_embedder import SharedEmbedder

        old, self.embedder = self.embedder, SharedEmbedder(Path(path)) if path else None
        self.indexer.set_embedder(self.embedder)
        self._asks.submit(rq.UseEmbedder(self.embedder))
        if self._gateway is not None:
            self._gateway.embedder = self.embedder
        if old is not None:
            old.close()  # waits for the batch the indexer may be embedding with it
        return self.embedder

    def start_server(self, config: ServerConfig, key: Callable[[], str]) -> LocalServer:
        """The local API server on `config`, the one running stopped first. Raises OSError (the
        port is taken, the address cannot be had)."""
        from .server.serve import LocalServer

        self.stop_server()
        server = LocalServer(self.gateway, config, key)
        server.start()
        self.server = server
        return server

    def stop_server(self) -> None:
        if self.server is not None:
            self.gateway.stop_all()
            self.server.stop()
            self.server = None

    def close_services(self) -> None:
        """Stop the indexer between two files, the server and the downloads (their part files
        stay, to resume next time); the loop goes on until `close()`."""
        self.indexer.stop(timeout=2.0)
        self.stop_server()
        if self._downloads is not None:
            self._downloads.close()

    def close(self) -> None:
        """Everything stopped: the services, then the loop (the open chat and its cache saved)."""
        self.close_services()
        self.loop.shutdown()
        self.loop.join()
        if self.embedder is not None:
            self.embedder.close()
