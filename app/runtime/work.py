"""What each request does, on the engine thread: the engines (the model on this computer and
each server's), the chat runner, and a handler per request type. `EngineLoop` calls `run` for
one request at a time; events go to the producer that sent it (`Job.emit`)."""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from typing_extensions import assert_never

from ..engine.errors import EngineError, LoadCancelled
from ..engine.local.default_model import demo_model_available, demo_model_path, ensure_demo_model
from ..logs import trace
from ..paths import models_dir
from ..sessions.model import Message, Session, untouched
from ..sessions.presets import apply_to_open_chat
from ..sessions.store import SessionStore, StoreError
from ..words import of, translate
from . import events as ev
from . import requests as rq
from .compare_work import CompareWork
from .reply_stream import Job, LiveStats, ReplyStream
from .told import SAID_NOTHING, library_folders, model_info, said_nothing, snapshot
from .tool_gate import ToolGate

if TYPE_CHECKING:  # imported on the engine thread, where they run (llama.cpp with them)
    from ..engine import Engine
    from ..engine.chat_engine import ChatEngine
    from ..engine.remote.engine import RemoteEngine
    from ..sessions.model import OpenResult
    from ..sessions.runner import ChatRunner
    from ..sessions.tool_steps import ToolRun
    from ..sessions.tool_turns import ToolBox

# llama.cpp reports a load's progress per tensor (237 times for Gemma 3 270M): each report is a
# queued event and a repaint, taking CPU from the load it reports.
PROGRESS_INTERVAL_S = 0.05

OnPiece = Callable[[str], None]
Progress = Callable[[int, int], None]


class ChatWork:
    def __init__(self, store: SessionStore):
        self._store = store
        self._runner: ChatRunner | None = None
        # A chat runs on the model on this computer or on a server's (its Session.provider): the
        # local engine stays loaded while a chat runs on a server, and each server model's engine
        # is kept (a connection pool and its slot) for the chats that use it.
        self._local: Engine | None = None
        self._remotes: dict[tuple[str, str], RemoteEngine] = {}
        self._job: Job | None = None
        self._stream: ReplyStream | None = None  # the reply streaming now, if any
        self._last_progress = 0.0
        self.gate = ToolGate()  # the user's say over each tool call (answered from the window's thread)
        self._hub: Any = None  # app.tools.hub.ToolHub of the servers in use (None: no tools)
        self._hub_servers: tuple[Any, ...] = ()
        self._hub_tools: ToolBox | None = None  # the MCP servers' tools (runner.tools adds the web's)
        self.compare = CompareWork(self)  # the second model of compared chats

    @property
    def runner(self) -> ChatRunner:
        """Made at first use, normally the loop's first request: importing it imports the engine
        and llama.cpp, which the window's first frame should not wait for."""
        if self._runner is None:
            # llama_cpp first, alone: an early load's thread may be importing it, and Jinja with it.
            # Importing llama_cpp waits for that import to end; importing Jinja beside it (the
            # runner's templates) could see a half-made jinja2 (a circular import across threads).
            import llama_cpp  # noqa: F401

            from ..sessions.runner import ChatRunner

            self._runner = ChatRunner(self._store)
            self._runner.on_step = self._tool_step
        return self._runner

    def run(self, request: rq.Request, job: Job) -> None:
        self._job = job
        with self.runner.cancellable(job.cancelled):
            self._handle(request)

    # The request's handler; mypy checks every kind of request has one (assert_never).
    def _handle(self, request: rq.Request) -> None:
        match request:
            case rq.LoadModel():
                self._load_model(request)
            case rq.UseServer():
                self._use_server(request)
            case rq.OpenChat():
                self._open_chat(request)
            case rq.NewChat():
                self._new_chat(request)
            case rq.UpdateSettings():
                self._update_settings(request)
            case rq.RenameChat(chat_id=chat, title=title):
                self._change_chat(chat, lambda: self.runner.rename(chat, title))
            case rq.PinChat(chat_id=chat, pinned=pinned):
                self._change_chat(chat, lambda: self.runner.set_pinned(chat, pinned))
            case rq.DuplicateChat(chat_id=chat):
                self._change_chat(chat, lambda: self.runner.duplicate(chat))
            case rq.DeleteChat():
                self._delete_chat(request)
            case rq.DeleteMessage():
                self._delete_message(request)
            case rq.SwitchVersion():
                self._switch_version(request)
            case rq.Fork():
                self._fork(request)
            case rq.Send():
                self._send(request)
            case rq.Regenerate():
                self._regenerate(request)
            case rq.RegenerateVersions():
                self._regenerate_versions(request)
            case rq.Edit():
                self._edit(request)
            case rq.ContinueReply():
                self._continue(request)
            case rq.ApiChat():
                self._api_chat(request)
            case rq.UseTools():
                self._use_tools(request)
            case rq.ExportWithCache():
                self._export_with_cache(request)
            case rq.SetLimits() | rq.UseEmbedder() | rq.UseWeb():
                self._set_up(request)
            case rq.CompareWith() | rq.CompareReply() | rq.EndCompare() | rq.KeepAnswer():
                self.compare.run(request)
            case _:
                assert_never(request)

    def after(self, job: Job) -> None:
        """Every request's end: the runner's warnings, and how full the context is."""
        runner = self.runner
        while runner.warnings:
            job.emit(ev.Notice(runner.warnings.pop(0)))
        if runner.engine is not None:
            job.emit(ev.ContextUsed(runner.engine.n_cached, runner.engine.n_ctx))
        self._share_folders()
        self._job = None

    def _share_folders(self) -> None:
        """The open chat's library folders to the tools' servers allowed to see them (MCP roots):
        after every request, so opening, switching or changing a chat is followed."""
        if self._hub is None or not self._hub.wants_roots:
            return
        active = self.runner.active
        self._hub.set_roots(library_folders(self._store.root, active.libraries) if active is not None else [])

    def close(self) -> None:
        """Save the open chat and its cache, free every engine, and stop the tools' servers."""
        if self._hub is not None:
            self._hub.close()
        self._drop_if_untouched()
        self.compare.close()
        engine = self.runner.engine
        self.runner.close_engine()
        for other in [self._local, *self._remotes.values()]:
            if other is not None and other is not engine:
                other.close()

    def _emit(self, event: ev.Event) -> None:
        if self._job is not None:
            self._job.emit(event)

    def _tool_step(self, msg: Message) -> None:
        """A reply's tool step changed: the text streamed before it is sent first (it became the
        call), never after the step that took it away."""
        if self._stream is not None:
            self._stream.flush()
        self._emit(ev.ToolStep(copy.deepcopy(msg)))

    def _cancelled(self) -> bool:
        return self._job is not None and self._job.cancelled()

    # --- models --------------------------------------------------------------------------------

    def _load_model(self, r: rq.LoadModel) -> None:
        trace("load_started")
        if self._cancelled():
            self._emit(ev.ModelCancelled())
            return
        demo = demo_model_path(models_dir()) if demo_model_available() else None
        if demo is not None and Path(r.path) == demo:  # cheap once assembled (a size check)
            if not demo.is_file():
                self._emit(ev.ModelStatus(translate("Work", "Preparing the demo model (first start)…")))
            try:
                ensure_demo_model(models_dir())
            except OSError as e:
                self._emit(ev.ModelFailed(translate("Work", "The demo model could not be prepared in {folder}: {error}")
                                          .format(folder=demo.parent, error=e)))
                return
        from ..engine import Engine
        try:
            engine = Engine(r.path, r.params, progress=self._on_load_progress,
                            status=lambda line: self._emit(ev.ModelStatus(line)))
        except LoadCancelled:
            self._emit(ev.ModelCancelled())
            return
        except (EngineError, OSError) as e:
            self._emit(ev.ModelFailed(of(e)))
            return
        trace("engine_loaded")
        old, self._local = self._local, engine
        try:
            self._switch_to(engine)
        finally:
            if old is not None:
                old.close()

    def _on_load_progress(self, fraction: float) -> bool:
        now = time.monotonic()
        if now - self._last_progress >= PROGRESS_INTERVAL_S or fraction >= 1.0:
            self._last_progress = now
            self._emit(ev.ModelLoading(fraction))
        return not self._cancelled()

    def _use_server(self, r: rq.UseServer) -> None:
        if self._cancelled():
            self._emit(ev.ModelCancelled())
            return
        from ..engine.remote.http import normalize_url

        try:
            old = self._remotes.get((normalize_url(r.url), r.model))
            engine = self._remote(r.url, r.model, fresh=True)  # what the server is now
        except EngineError as e:
            self._emit(ev.ModelFailed(of(e)))
            return
        self._switch_to(engine)
        if old is not None:
            old.close()

    def _switch_to(self, engine: ChatEngine) -> None:
        """The model the user chose: the open chat's cache is saved for the old one, and the chat
        restored (or re-read) on this one, which it now reopens on."""
        result = None
        try:
            result = self.runner.set_engine(engine, self._progress("reread"), adopt=True)
        except (EngineError, StoreError) as e:  # the model is loaded; only the chat's restore failed
            self._emit(ev.Failed(of(e)))
        self._emit(model_info(engine))
        if result is not None and self.runner.active is not None:
            self._emit(ev.ChatOpened(snapshot(self.runner.active), result))

    def _remote(self, url: str, model: str, fresh: bool = False) -> RemoteEngine:
        """The engine for a server's model, made on first use (asking the server what it is)."""
        from ..engine.remote.engine import RemoteEngine
        from ..engine.remote.http import normalize_url
        from ..engine.remote.providers import api_key
        from ..engine.remote.server_info import probe

        key = (normalize_url(url), model)
        engine = self._remotes.get(key)
        if engine is None or fresh:
            self._emit(ev.ModelStatus(translate("Work", "Connecting to {server}…").format(server=key[0])))
            secret = api_key(key[0])
            engine = self._remotes[key] = RemoteEngine(probe(key[0], secret), model, secret)
        return engine

    def _engine_for(self, session: Session) -> ChatEngine | None:
        """The engine a chat reopens on: its server's model, or the one on this computer."""
        if session.provider is None:
            return self._local if self._local is not None else self.runner.engine
        return self._remote(session.provider["url"], session.provider["model"])

    # --- chats ---------------------------------------------------------------------------------

    def _open_chat(self, r: rq.OpenChat) -> None:
        if self._cancelled():
            return  # superseded while queued (another chat was opened after it)
        trace("open_started")
        store = self.runner.store
        session = store.load(r.chat_id)
        self._drop_if_untouched(keep=r.chat_id)
        self._engine_of_chat(session)
        engine = self.runner.engine
        if engine is not None and session.messages:  # an empty chat has nothing to restore or re-read
            status = store.cache_status(session, engine.fingerprint)
            self._emit(ev.ChatOpening("restore" if status.state == "warm" else "reread", status.tokens))
        self._opened(self.runner.open(r.chat_id, self._progress("reread")))  # no model yet: only shown
        self.compare.shown()

    def _engine_of_chat(self, session: Session) -> None:
        """Before a chat opens: switch to the engine it was last used on (a server's model or the
        one on this computer), saying so; one that cannot be had leaves the current one."""
        current = self.runner.engine
        try:
            engine = self._engine_for(session)
        except EngineError as e:
            self._emit(ev.Notice(translate("Work", "{error} The chat is open on the current model instead.")
                                 .format(error=e)))
            return
        if engine is None or engine is current:
            return
        if self.runner.active is not None and self.runner.active.id != session.id:
            self.runner.leave()  # its cache saved on the engine it ran on
        self.runner.set_engine(engine)
        self._emit(model_info(engine))

    def _new_chat(self, r: rq.NewChat) -> None:
        self._drop_if_untouched()
        session = self.runner.new_session(r.system_prompt, r.preset)
        if r.applied is not None:
            apply_to_open_chat(self.runner, r.applied)
        self.compare.shown()
        self._emit(ev.ChatChanged(snapshot(session)))

    def _api_chat(self, r: rq.ApiChat) -> None:
        from .api_work import answer

        answer(self.runner, r, self._emit, self._cancelled)

    def _set_up(self, r: rq.SetLimits | rq.UseEmbedder | rq.UseWeb) -> None:
        """The settings the engine thread reads, changed on it."""
        if isinstance(r, rq.UseEmbedder):
            self.runner.embedder = r.embedder
        elif isinstance(r, rq.UseWeb):
            from .web_setup import web_search

            self.runner.web = web_search(r, self._store.root)
            self._tool_box()
        else:
            if r.max_tokens is not None:
                self.runner.max_tokens = r.max_tokens
            if r.kv_budget is not None:
                self._store.kv_budget = r.kv_budget

    def _use_tools(self, r: rq.UseTools) -> None:
        """The servers chats may call tools of: started on demand by a chat that uses them (one
        changed is stopped and started again with its new settings)."""
        self.gate.set_policies(dict(r.policies))
        if r.servers == self._hub_servers:
            return
        if self._hub is not None:
            self._hub.close()
        self._hub, self._hub_servers, self._hub_tools = None, r.servers, None
        if r.servers:
            from ..paths import log_dir
            from ..sessions.tool_turns import HubTools
            from ..tools.hub import ToolHub

            self._hub = ToolHub(r.servers, log_dir() / "tools")
            self._hub_tools = HubTools(self._hub, self._approve, lambda run, done, total, message: self._emit(
                ev.ToolProgress(run.id, done, total, message)))
            self._share_folders()
        self._tool_box()

    def _approve(self, run: ToolRun, cancelled: Callable[[], bool]) -> bool:
        return self.gate.ask(run, cancelled, self._emit)

    def _tool_box(self) -> None:
        """The chats' tools: the MCP servers' and, with the web on, the web's (web_setup.py)."""
        from .web_setup import tool_box

        self.runner.tools = tool_box(self.runner.web, self._hub_tools, self._approve)

    def _export_with_cache(self, r: rq.ExportWithCache) -> None:
        """Here, after whatever the chat was doing: its cache is the one its last reply left."""
        runner = self.runner
        if runner.active is not None and runner.active.id == r.chat_id:
            runner.save_cache()
        try:
            self._store.export_json(r.chat_id, Path(r.dest), with_cache=True)
        except (StoreError, OSError) as e:
            self._emit(ev.Failed(translate("Work", "Export failed: {error}").format(error=e)))
            return
        self._emit(ev.Notice(translate("Work", "Exported to {dest}, with the chat's cache in {name}.cache")
                             .format(dest=r.dest, name=Path(r.dest).stem)))

    def _update_settings(self, r: rq.UpdateSettings) -> None:
        self.runner.set_settings(**r.changes)
        self._changed()

    # Sidebar changes to a chat, here so the open chat's copy stays the truth.

    def _delete_chat(self, r: rq.DeleteChat) -> None:
        def delete() -> None:
            if self.runner.delete(r.chat_id, r.keep):
                self._emit(ev.ChatClosed())

        self._change_chat(r.chat_id, delete)

    def _drop_if_untouched(self, keep: str | None = None) -> None:
        """Leaving a chat nobody wrote in (a Ctrl+N, then another chat or a quit): it is deleted,
        not left behind as one more "New chat" in the sidebar."""
        active = self.runner.active
        if active is not None and active.id != keep and untouched(active):
            self.runner.delete(active.id)
            self._emit(ev.ChatsChanged())

    def _change_chat(self, chat_id: str, change: Callable[[], object]) -> None:
        change()
        active = self.runner.active
        if active is not None and active.id == chat_id:
            self._emit(ev.ChatChanged(snapshot(active)))
        self._emit(ev.ChatsChanged())

    def _switch_version(self, r: rq.SwitchVersion) -> None:
        if self._cancelled():
            return  # superseded while queued
        self._opened(self.runner.switch_version(r.index, r.step, self._progress("reread")))

    def _fork(self, r: rq.Fork) -> None:
        fork = self.runner.fork(r.index)
        self._emit(ev.ChatsChanged())
        self._opened(self.runner.open(fork.id, self._progress("reread")))

    def _opened(self, result: OpenResult | None) -> None:
        """The open chat after a switch: restored (a result), or only shown (no model yet)."""
        assert self.runner.active is not None
        if result is None:
            self._changed()
        else:
            self._emit(ev.ChatOpened(snapshot(self.runner.active), result))

    def _changed(self) -> None:
        assert self.runner.active is not None
        self._emit(ev.ChatChanged(snapshot(self.runner.active)))

    def _delete_message(self, r: rq.DeleteMessage) -> None:
        self.runner.delete_message(r.index)
        self._changed()

    # --- replies -------------------------------------------------------------------------------

    # A send or an edit cancelled while queued still saves the user's text (its reply stops at
    # once); a regenerate or continue cancelled while queued changes nothing.

    def _send(self, r: rq.Send) -> None:
        self._reply(lambda on_piece, progress: self.runner.send(r.text, on_piece, progress, list(r.attachments),
                                                                    list(r.images), r.web), announce_user=True)

    def _edit(self, r: rq.Edit) -> None:
        self._reply(lambda on_piece, progress: self.runner.edit(r.index, r.text, on_piece, progress, fresh=r.fresh),
                    announce_user=True)

    def _regenerate(self, r: rq.Regenerate) -> None:
        if not self._cancelled():
            self._reply(lambda on_piece, progress: self.runner.regenerate(on_piece, progress), announce_user=True)

    def _continue(self, r: rq.ContinueReply) -> None:
        if not self._cancelled():
            self._reply(lambda on_piece, progress: self.runner.continue_reply(on_piece, progress), announce_user=False)

    def _regenerate_versions(self, r: rq.RegenerateVersions) -> None:
        if self._cancelled():
            return
        written = [0] * r.n
        # The counts at their own pace, not the text's: every version's pieces, coalesced alike.
        counts = ReplyStream(self._emit, lambda _text: ev.VersionsText(tuple(written)))

        def call(on_piece: OnPiece, progress: Progress) -> object:
            def piece_of(i: int, piece: str) -> None:
                written[i] += len(piece)
                if i == 0:
                    on_piece(piece)  # the one the window streams (the others show as counts)
                counts.add(piece)

            try:
                return self.runner.regenerate_versions(r.n, piece_of, progress)
            finally:
                counts.flush()

        self._reply(call, announce_user=True)

    def _reply(self, call: Callable[[OnPiece, Progress], object], announce_user: bool) -> None:
        stream = self._stream = ReplyStream(self._emit, producer=self._job.producer if self._job is not None else None)

        def on_piece(piece: str) -> None:
            if stream.live is None:
                engine = self.runner.engine
                assert engine is not None  # a reply runs on one
                stream.live = LiveStats(engine)
                if announce_user and self.runner.active is not None:
                    # The transcript now ends with the user's message: show it as saved.
                    self._emit(ev.ChatChanged(snapshot(self.runner.active, drop_last=True)))
                self._emit(ev.ReplyStarted())
            stream.add(piece)

        try:
            call(on_piece, self._progress("prefill"))
            if stream.live is None and not self._cancelled() and said_nothing(self.runner.active):
                self._emit(ev.Notice(SAID_NOTHING))
        finally:
            stream.flush()
            self._stream = None
            if self.runner.active is not None:
                self._emit(ev.ReplyFinished(snapshot(self.runner.active)))

    def _progress(self, what: Literal["prefill", "reread"]) -> Progress:
        def report(done: int, total: int) -> None:
            if total >= 256:  # short prefills need no progress bar
                self._emit(ev.Progress(what, done, total))

        return report
