"""`emberly --serve`: the local API server with no window, on the model given (or the default one,
or the demo model), until Ctrl+C or SIGTERM. It prints the address and the key once, on the
terminal that asked (never in the log), and the context it chose (app/server/context_size.py) unless
`--ctx` set it."""

from __future__ import annotations

import argparse
import queue
import signal
import sys
import threading
from pathlib import Path
from types import FrameType

from .engine.params import LoadParams
from .runtime import WINDOW, EngineLoop
from .runtime import events as ev
from .runtime import requests as rq
from .server.config import ServerConfig, api_key, key_place
from .server.context_size import serving_context


def serve_headless(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .core import Core
    from .engine.local.default_model import demo_model_available, ensure_demo_model
    from .logs import setup_logging
    from .paths import data_dir, models_dir
    from .settings import load_settings

    settings = load_settings()
    settings.use_data_folder()
    setup_logging()
    model = args.model or settings.startup_model()
    if model is None:
        if not demo_model_available():
            parser.error("no --model given, no default model and the demo model is not installed")
        model = ensure_demo_model(models_dir())
    n_ctx, why = (args.ctx, "--ctx") if args.ctx else serving_context(Path(model))
    core = Core(settings, data_dir())
    core.start(indexing=False)  # the server reads no library
    try:
        failure = _load(core.loop, str(model), n_ctx)
        if failure:
            print(f"Could not load the model: {failure}", file=sys.stderr)
            return 1
        if settings.embedding_model:
            core.use_embedding_model(settings.embedding_model)
        config = ServerConfig(port=args.port if args.port is not None else settings.server_port,
                              allow_lan=settings.server_lan, origins=tuple(settings.server_origins))
        try:
            server = core.start_server(config, api_key)
        except OSError as e:
            print(str(e), file=sys.stderr)
            return 1
        print(f"Serving {core.gateway.model} at {server.address}\nAPI key: {api_key()} (kept {key_place()})\n"
              f"Context: {n_ctx:,} tokens ({why})", flush=True)
        _wait_for_a_signal()
        return 0
    finally:
        core.close()


def _load(loop: EngineLoop, model: str, n_ctx: int) -> str:
    """Load `model` on the loop; "" when loaded, else why not."""
    events: queue.Queue[ev.Event] = queue.Queue()
    producer = loop.producer(events.put, WINDOW)
    rid = producer.submit(rq.LoadModel(model, LoadParams(n_ctx=n_ctx)))
    failure = "the load did not end"
    while True:
        event = events.get()
        if isinstance(event, ev.ModelLoaded):
            failure = ""
        elif isinstance(event, ev.ModelFailed):
            failure = event.reason
        elif isinstance(event, ev.Failed):
            failure = event.message
        elif isinstance(event, ev.RequestEnded) and event.rid == rid:
            return failure


def _wait_for_a_signal() -> None:
    done = threading.Event()

    def stop(_signum: int, _frame: FrameType | None) -> None:
        done.set()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    while not done.wait(0.5):
        pass
