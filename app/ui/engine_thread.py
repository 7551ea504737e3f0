"""The bridge between the GUI and the engine: one worker object living in a QThread.

Requests go in as queued signals from `EngineController` (main thread) to `EngineWorker` slots
(engine thread); results come back as signals carrying plain values or copies. Every request is
numbered. Stopping cannot travel as a queued signal (the worker is busy in a decode loop and does
not run its event loop): `stop()` marks every request numbered so far as cancelled, a plain int
the worker checks before a request starts and the engine polls between tokens and batches, so a
stop is never lost, even for a request still in the queue. The llama context is created, used
and freed on the engine thread only.
"""

from __future__ import annotations

import copy
import logging
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..engine.params import LoadParams
from ..engine.default_model import demo_model_available, demo_model_path, ensure_demo_model
from ..engine.errors import EngineError, LoadCancelled
from ..errors import AppError
from ..logs import trace
from ..paths import models_dir
from ..sessions.model import DEFAULT_TITLE, Session
from ..sessions.store import SessionStore, StoreError

if TYPE_CHECKING:  # imported on the engine thread, where they run (llama.cpp with them)
    from ..engine import Engine
    from ..engine.remote import RemoteEngine
    from ..engine.surface import ChatEngine
    from ..sessions.runner import ChatRunner, OpenResult

log = logging.getLogger("emberly.engine_thread")

# Coalesce tokens: at most 20 text updates a second reach the GUI. Every repaint takes CPU
# from the decode threads (on 2 cores, 30 ms updates cost ~3% of generation speed).
STREAM_INTERVAL_S = 0.05
UI_WAIT_S = 0.02  # at most this long per update for the window to draw it
# The header's context meter and speed follow a streaming reply at most 4 times a second: they
# are read at a glance, and each update is a repaint taken from the decode.
LIVE_STATS_INTERVAL_S = 0.25
# llama.cpp reports a load's progress per tensor (237 times for Gemma 3 270M): each report the
# window gets is a queued event and a repaint, taking CPU from the load it reports.
PROGRESS_INTERVAL_S = 0.05


@dataclass(frozen=True)
class ModelLoaded:
    """What the window learns of a model that loaded (plain values: it crosses threads)."""

    name: str
    path: str
    architecture: str
    quantization: str
    size_label: str
    n_ctx: int
    gpu_offload_supported: bool
    gpu_layers: int
    n_parallel: int  # replies it can write at once (Regenerate xN)
    chat_format: str
    template_error: str | None
    run_path_notice: str  # said once, when this load found the fast path does not work here
    fingerprint: dict[str, Any]


class EngineSignals(QObject):
    """What the engine thread reports. The worker emits these on the engine thread; the
    controller re-emits them on the main thread, so the window connects to the controller only."""

    # Model
    modelLoading = Signal(float)  # load progress, 0..1
    modelStatus = Signal(str)  # a line to show while a load does something slow first (the start-up probe)
    modelLoaded = Signal(object)  # ModelLoaded
    modelFailed = Signal(str)  # why a load failed (the previous model, if any, stays loaded)
    modelCancelled = Signal()  # the user cancelled a load (the previous model stays loaded)
    # Sessions
    sessionOpening = Signal(str, int)  # kind ("restore" | "reread"), tokens — before a long open
    sessionOpened = Signal(object, object)  # Session copy, OpenResult
    sessionChanged = Signal(object)  # Session copy, after any change to the transcript
    sessionsChanged = Signal()  # the list of chats changed (renamed, deleted, duplicated…)
    sessionClosed = Signal()  # the open chat was deleted
    # Replies
    progress = Signal(str, int, int)  # what ("prefill" | "reread"), done, total tokens
    replyStarted = Signal()  # an assistant message is about to stream
    replyText = Signal(str)  # more text for the streaming message (coalesced)
    alternativesText = Signal(object)  # Regenerate xN: characters written so far by each reply (a list)
    replyStats = Signal(int, int, float)  # tokens in the context, context size, tokens a second — while a reply streams
    replyFinished = Signal(object)  # Session copy with the finished reply
    # General
    busyChanged = Signal(bool)  # a request is running on the engine thread
    failed = Signal(str)  # a readable error; the app stays usable
    warning = Signal(str)  # a quiet one-line note (e.g. a KV file could not be saved)
    contextUsed = Signal(int, int)  # tokens in the cache, context size — after each request


# Re-emitted by the controller as they are (busyChanged goes through its request count first).
RELAYED = ("modelLoading", "modelStatus", "modelLoaded", "modelFailed", "modelCancelled", "sessionOpening",
           "sessionOpened", "sessionChanged", "sessionsChanged", "sessionClosed", "progress", "replyStarted",
           "replyText", "alternativesText", "replyStats", "replyFinished", "failed", "warning", "contextUsed")


class EngineWorker(EngineSignals):
    def __init__(self, store: SessionStore):
        super().__init__()
        self._store = store
        self._runner: ChatRunner | None = None
        self._runner_lock = threading.Lock()
        # A chat runs on the model on this computer or on a server's (its Session.provider): the
        # local engine stays loaded while a chat runs on a server, and each server model's engine
        # is kept (a connection pool and its slot) for the chats that use it.
        self._local: Engine | None = None
        self._remotes: dict[tuple[str, str], RemoteEngine] = {}
        # Cleared by the app until its window's first frame is out (app.ui.app): requests wait.
        self.hold = threading.Event()
        self.hold.set()
        self._cancelled_through = 0  # requests numbered up to this one are cancelled (any thread writes)
        self._pending = ""
        self._last_emit = 0.0
        self._last_progress = 0.0
        self.ui_caught_up = threading.Event()  # set by the window once it has drawn an update
        self.wait_for_ui = False  # a window that sets ui_caught_up turns this on

    @property
    def runner(self) -> ChatRunner:
        """Made at first use, normally the engine thread's first request: importing it imports
        the engine and llama.cpp, which the window's first frame should not wait for."""
        with self._runner_lock:
            if self._runner is None:
                from ..sessions.runner import ChatRunner

                self._runner = ChatRunner(self._store)
            return self._runner

    # --- model ---------------------------------------------------------------------------------

    @Slot(int, str, object)
    def loadModel(self, rid: int, path: str, params: LoadParams) -> None:
        def work() -> None:
            trace("load_started")
            if self._is_cancelled(rid):
                self.modelCancelled.emit()
                return
            demo = demo_model_path(models_dir()) if demo_model_available() else None
            if demo is not None and Path(path) == demo:  # cheap once assembled (a size check)
                if not demo.is_file():
                    self.modelStatus.emit("Preparing the demo model (first start)…")
                try:
                    ensure_demo_model(models_dir())
                except OSError as e:
                    self.modelFailed.emit(f"The demo model could not be prepared in {demo.parent}: {e}")
                    return
            from ..engine import Engine

            try:
                engine = Engine(path, params, progress=lambda f: self._on_load_progress(rid, f),
                                status=self.modelStatus.emit)
            except LoadCancelled:
                self.modelCancelled.emit()
                return
            except (EngineError, OSError) as e:
                self.modelFailed.emit(str(e))
                return
            trace("engine_loaded")
            old, self._local = self._local, engine
            try:
                self._switch_to(engine)
            finally:
                if old is not None:
                    old.close()

        self._run(rid, work)

    @Slot(int, str, str)
    def useServer(self, rid: int, url: str, model: str) -> None:
        """The open chat (and new ones) on `model` of the server at `url`."""
        def work() -> None:
            if self._is_cancelled(rid):
                self.modelCancelled.emit()
                return
            from ..engine.remote import normalize_url

            try:
                old = self._remotes.get((normalize_url(url), model))
                engine = self._remote(url, model, fresh=True)  # what the server is now
            except EngineError as e:
                self.modelFailed.emit(str(e))
                return
            self._switch_to(engine)
            if old is not None:
                old.close()

        self._run(rid, work)

    def _switch_to(self, engine: ChatEngine) -> None:
        """The model the user chose: the open chat's cache is saved for the old one, and the chat
        restored (or re-read) on this one, which it now reopens on."""
        result = None
        try:
            result = self.runner.set_engine(engine, self._progress("reread"), adopt=True)
        except (EngineError, StoreError) as e:  # the model is loaded; only the chat's restore failed
            self.failed.emit(str(e))
        self.modelLoaded.emit(_model_info(engine))
        if result is not None and self.runner.active is not None:
            self.sessionOpened.emit(_copy(self.runner.active), result)

    def _remote(self, url: str, model: str, fresh: bool = False) -> RemoteEngine:
        """The engine for a server's model, made on first use (asking the server what it is)."""
        from ..engine.remote import RemoteEngine, normalize_url, probe
        from ..providers import api_key

        key = (normalize_url(url), model)
        engine = self._remotes.get(key)
        if engine is None or fresh:
            self.modelStatus.emit(f"Connecting to {key[0]}…")
            secret = api_key(key[0])
            engine = self._remotes[key] = RemoteEngine(probe(key[0], secret), model, secret)
        return engine

    def _engine_for(self, session: Session) -> ChatEngine | None:
        """The engine a chat reopens on: its server's model, or the one on this computer."""
        if session.provider is None:
            return self._local if self._local is not None else self.runner.engine
        return self._remote(session.provider["url"], session.provider["model"])

    def cancel_through(self, rid: int) -> None:
        """Thread-safe: cancel every request numbered up to `rid`, running or queued."""
        if rid > self._cancelled_through:
            self._cancelled_through = rid

    def _is_cancelled(self, rid: int) -> bool:
        return rid <= self._cancelled_through

    def _on_load_progress(self, rid: int, fraction: float) -> bool:
        now = time.monotonic()
        if now - self._last_progress >= PROGRESS_INTERVAL_S or fraction >= 1.0:
            self._last_progress = now
            self.modelLoading.emit(fraction)
        return not self._is_cancelled(rid)

    # --- sessions ------------------------------------------------------------------------------

    @Slot(int, str)
    def openSession(self, rid: int, session_id: str) -> None:
        def work() -> None:
            if self._is_cancelled(rid):
                return  # superseded while queued (another chat was opened after it)
            trace("open_started")
            store = self.runner.store
            session = store.load(session_id)
            self._drop_if_untouched(keep=session_id)
            self._engine_of_chat(session)
            engine = self.runner.engine
            if engine is not None and session.messages:  # an empty chat has nothing to restore or re-read
                status = store.cache_status(session, engine.fingerprint)
                self.sessionOpening.emit("restore" if status.state == "warm" else "reread", status.tokens)
            self._opened(self.runner.open(session_id, self._progress("reread")))  # no model yet: only shown

        self._run(rid, work)

    def _engine_of_chat(self, session: Session) -> None:
        """Before a chat opens: switch to the engine it was last used on (a server's model or the
        one on this computer), saying so; one that cannot be had leaves the current one."""
        current = self.runner.engine
        try:
            engine = self._engine_for(session)
        except EngineError as e:
            self.warning.emit(f"{e} The chat is open on the current model instead.")
            return
        if engine is None or engine is current:
            return
        if self.runner.active is not None and self.runner.active.id != session.id:
            self.runner.leave()  # its cache saved on the engine it ran on
        self.runner.set_engine(engine)
        self.modelLoaded.emit(_model_info(engine))

    @Slot(int, str, str)
    def newSession(self, rid: int, system_prompt: str, preset: str) -> None:
        def work() -> None:
            self._drop_if_untouched()
            self.sessionChanged.emit(_copy(self.runner.new_session(system_prompt, preset)))

        self._run(rid, work)

    @Slot(int, object)
    def updateSettings(self, rid: int, changes: dict[str, Any]) -> None:
        def work() -> None:
            self.runner.set_settings(**changes)
            assert self.runner.active is not None
            self.sessionChanged.emit(_copy(self.runner.active))

        self._run(rid, work)

    # Sidebar changes to a chat, here so the open chat's copy stays the truth.

    @Slot(int, str, str)
    def renameSession(self, rid: int, session_id: str, title: str) -> None:
        self._change_session(rid, session_id, lambda: self.runner.rename(session_id, title))

    @Slot(int, str, bool)
    def pinSession(self, rid: int, session_id: str, pinned: bool) -> None:
        self._change_session(rid, session_id, lambda: self.runner.set_pinned(session_id, pinned))

    @Slot(int, str)
    def duplicateSession(self, rid: int, session_id: str) -> None:
        self._change_session(rid, session_id, lambda: self.runner.duplicate(session_id))

    @Slot(int, str)
    def deleteSession(self, rid: int, session_id: str) -> None:
        def delete() -> None:
            if self.runner.delete(session_id):
                self.sessionClosed.emit()

        self._change_session(rid, session_id, delete)

    def _drop_if_untouched(self, keep: str | None = None) -> None:
        """Leaving a chat nobody wrote in (a Ctrl+N, then another chat or a quit): it is deleted,
        not left behind as one more "New chat" in the sidebar."""
        active = self.runner.active
        if active is not None and active.id != keep and untouched(active):
            self.runner.delete(active.id)
            self.sessionsChanged.emit()

    def _change_session(self, rid: int, session_id: str, change: Any) -> None:
        def work() -> None:
            change()
            active = self.runner.active
            if active is not None and active.id == session_id:
                self.sessionChanged.emit(_copy(active))
            self.sessionsChanged.emit()

        self._run(rid, work)

    @Slot(int, int, int)
    def switchBranch(self, rid: int, index: int, step: int) -> None:
        def work() -> None:
            if self._is_cancelled(rid):
                return  # superseded while queued
            result = self.runner.switch_branch(index, step, self._progress("reread"))
            self._opened(result)

        self._run(rid, work)

    @Slot(int, int)
    def forkSession(self, rid: int, index: int) -> None:
        def work() -> None:
            fork = self.runner.fork(index)
            self.sessionsChanged.emit()
            self._opened(self.runner.open(fork.id, self._progress("reread")))

        self._run(rid, work)

    def _opened(self, result: OpenResult | None) -> None:
        """The open chat after a switch: restored (a result), or only shown (no model yet)."""
        assert self.runner.active is not None
        if result is None:
            self.sessionChanged.emit(_copy(self.runner.active))
        else:
            self.sessionOpened.emit(_copy(self.runner.active), result)

    @Slot(int, int)
    def deleteMessage(self, rid: int, index: int) -> None:
        def work() -> None:
            self.runner.delete_message(index)
            assert self.runner.active is not None
            self.sessionChanged.emit(_copy(self.runner.active))

        self._run(rid, work)

    # --- replies -------------------------------------------------------------------------------

    # A send or an edit cancelled while queued still saves the user's text (its reply stops at
    # once); a regenerate or continue cancelled while queued changes nothing.

    @Slot(int, str)
    def send(self, rid: int, text: str) -> None:
        self._reply(rid, lambda on_piece, progress: self.runner.send(text, on_piece, progress), announce_user=True)

    @Slot(int)
    def regenerate(self, rid: int) -> None:
        self._reply(rid, lambda on_piece, progress: self.runner.regenerate(on_piece, progress), announce_user=True,
                    skip_if_cancelled=True)

    @Slot(int, int)
    def regenerateAlternatives(self, rid: int, n: int) -> None:
        written, told = [0] * n, [0.0]

        def call(on_piece: Any, progress: Any) -> Any:
            def piece_of(i: int, piece: str) -> None:
                written[i] += len(piece)
                if i == 0:
                    on_piece(piece)  # the one the window streams (the others show as counts)
                if time.monotonic() - told[0] >= STREAM_INTERVAL_S:  # its own pace, not the text's
                    told[0] = time.monotonic()
                    self.alternativesText.emit(list(written))

            try:
                return self.runner.regenerate_alternatives(n, piece_of, progress)
            finally:
                self.alternativesText.emit(list(written))

        self._reply(rid, call, announce_user=True, skip_if_cancelled=True)

    @Slot(int, int, str)
    def edit(self, rid: int, index: int, text: str) -> None:
        self._reply(rid, lambda on_piece, progress: self.runner.edit(index, text, on_piece, progress), announce_user=True)

    @Slot(int)
    def continueReply(self, rid: int) -> None:
        self._reply(rid, lambda on_piece, progress: self.runner.continue_reply(on_piece, progress), announce_user=False,
                    skip_if_cancelled=True)

    def _reply(self, rid: int, call: Any, announce_user: bool, skip_if_cancelled: bool = False) -> None:
        def work() -> None:
            if skip_if_cancelled and self._is_cancelled(rid):
                return
            self._pending, self._last_emit = "", 0.0
            live: list[LiveStats] = []

            def on_piece(piece: str) -> None:
                if not live:
                    engine = self.runner.engine
                    assert engine is not None  # a reply runs on one
                    live.append(LiveStats(engine))
                    if announce_user and self.runner.active is not None:
                        # The transcript now ends with the user's message: show it as saved.
                        self.sessionChanged.emit(_copy(self.runner.active, drop_last=True))
                    self.replyStarted.emit()
                self._pending += piece
                now = time.monotonic()
                stats = live[0].piece(now)
                if stats is not None:  # before the text, which waits for the window to draw it
                    self.replyStats.emit(*stats)
                if now - self._last_emit >= STREAM_INTERVAL_S:
                    self._emit_pending(now)

            try:
                call(on_piece, self._progress("prefill"))
            finally:
                self._emit_pending(time.monotonic())
                if self.runner.active is not None:
                    self.replyFinished.emit(_copy(self.runner.active))

        self._run(rid, work)

    def _emit_pending(self, now: float) -> None:
        if self._pending:
            self.ui_caught_up.clear()
            self.replyText.emit(self._pending)
            self._pending = ""
            if self.wait_for_ui:
                # Let the window draw the new text while llama.cpp's threads are idle: where
                # every core decodes, a repaint that preempts them costs twice its own time.
                # Bounded, so a slow or closing window never holds the reply up for long.
                self.ui_caught_up.wait(UI_WAIT_S)
        self._last_emit = time.monotonic()


    # --- lifetime ------------------------------------------------------------------------------

    @Slot()
    def shutdown(self) -> None:
        """Save the open chat and its cache, free the engine, and end the thread's loop."""
        try:
            self._drop_if_untouched()
            engine = self.runner.engine
            self.runner.close_engine()
            for other in [self._local, *self._remotes.values()]:
                if other is not None and other is not engine:
                    other.close()
        except Exception:  # a bug, reported; the thread must end all the same
            log.exception("Unexpected error while closing the engine")
            sys.excepthook(*sys.exc_info())
        thread = QThread.currentThread()
        if thread is not None:
            thread.quit()

    # --- helpers -------------------------------------------------------------------------------

    def _progress(self, what: str) -> Any:
        def report(done: int, total: int) -> None:
            if total >= 256:  # short prefills need no progress bar
                self.progress.emit(what, done, total)

        return report

    def _run(self, rid: int, work: Any) -> None:
        self.hold.wait(10)  # the app's start: the window paints its first frame before this work
        self.busyChanged.emit(True)
        try:
            with self.runner.cancellable(lambda: self._is_cancelled(rid)):
                work()
        except AppError as e:  # meant for the user: shown as it is
            self.failed.emit(str(e) or type(e).__name__)
        except Exception:  # a bug: logged with its traceback, reported through the crash dialog
            log.exception("Unexpected error on the engine thread")
            sys.excepthook(*sys.exc_info())
        finally:
            self._flush_warnings()
            engine = self.runner.engine
            if engine is not None:
                self.contextUsed.emit(engine.n_cached, engine.n_ctx)
            self.busyChanged.emit(False)

    def _flush_warnings(self) -> None:
        while self.runner.warnings:
            self.warning.emit(self.runner.warnings.pop(0))


class EngineController(EngineSignals):
    """Main-thread handle on the engine thread: its methods emit queued requests, each with its
    number; its signals are the worker's, re-emitted on the main thread."""

    _load = Signal(int, str, object)
    _use_server = Signal(int, str, str)
    _open = Signal(int, str)
    _new = Signal(int, str, str)
    _settings = Signal(int, object)
    _delete = Signal(int, int)
    _switch_branch = Signal(int, int, int)
    _fork = Signal(int, int)
    _rename = Signal(int, str, str)
    _pin = Signal(int, str, bool)
    _duplicate = Signal(int, str)
    _delete_session = Signal(int, str)
    _send = Signal(int, str)
    _regenerate = Signal(int)
    _alternatives = Signal(int, int)
    _edit = Signal(int, int, str)
    _continue = Signal(int)
    _shutdown = Signal()

    def __init__(self, store: SessionStore, parent: QObject | None = None):
        super().__init__(parent)
        self.engine_thread = QThread()
        self.engine_thread.setObjectName("engine")
        self.worker = EngineWorker(store)
        self.worker.moveToThread(self.engine_thread)
        w = self.worker
        for signal, slot in [
            (self._load, w.loadModel),
            (self._use_server, w.useServer),
            (self._open, w.openSession),
            (self._new, w.newSession),
            (self._settings, w.updateSettings),
            (self._delete, w.deleteMessage),
            (self._switch_branch, w.switchBranch),
            (self._fork, w.forkSession),
            (self._rename, w.renameSession),
            (self._pin, w.pinSession),
            (self._duplicate, w.duplicateSession),
            (self._delete_session, w.deleteSession),
            (self._send, w.send),
            (self._regenerate, w.regenerate),
            (self._alternatives, w.regenerateAlternatives),
            (self._edit, w.edit),
            (self._continue, w.continueReply),
            (self._shutdown, w.shutdown),
        ]:
            signal.connect(slot)  # queued: the worker lives in another thread
        # Requests sent and not yet finished: busy from the moment a request is queued, not only
        # once the worker picks it up (each request ends with exactly one busyChanged(False)).
        self._pending = 0
        self._last_request = 0
        w.busyChanged.connect(self._on_busy)
        for name in RELAYED:
            getattr(w, name).connect(getattr(self, name))
        self.engine_thread.finished.connect(w.deleteLater)  # Qt's pattern: the worker dies with its thread
        self.engine_thread.start()

    @property
    def busy(self) -> bool:
        return self._pending > 0

    def _next(self) -> int:
        self._pending += 1
        self._last_request += 1
        return self._last_request

    def _on_busy(self, busy: bool) -> None:
        if not busy:
            self._pending = max(0, self._pending - 1)
        self.busyChanged.emit(busy)

    def load_model(self, path: str | Path, params: LoadParams) -> None:
        self._load.emit(self._next(), str(path), params)

    def use_server(self, url: str, model: str) -> None:
        """The open chat, and the chats that follow, on a server's model (modelLoaded when ready)."""
        self._use_server.emit(self._next(), url, model)

    def open_session(self, session_id: str) -> None:
        self._open.emit(self._next(), session_id)

    def new_session(self, system_prompt: str = "", preset: str = "balanced") -> None:
        self._new.emit(self._next(), system_prompt, preset)

    def update_settings(self, **changes: Any) -> None:
        self._settings.emit(self._next(), changes)

    def delete_message(self, index: int) -> None:
        self._delete.emit(self._next(), index)

    def switch_branch(self, index: int, step: int) -> None:
        """Show another version of message `index` (step -1: the one before, 1: the one after)."""
        self._switch_branch.emit(self._next(), index, step)

    def fork(self, index: int) -> None:
        """A new chat holding the open chat up to message `index`, opened."""
        self._fork.emit(self._next(), index)

    def rename_session(self, session_id: str, title: str) -> None:
        self._rename.emit(self._next(), session_id, title)

    def pin_session(self, session_id: str, pinned: bool) -> None:
        self._pin.emit(self._next(), session_id, pinned)

    def duplicate_session(self, session_id: str) -> None:
        self._duplicate.emit(self._next(), session_id)

    def delete_session(self, session_id: str) -> None:
        self._delete_session.emit(self._next(), session_id)

    def send(self, text: str) -> None:
        self._send.emit(self._next(), text)

    def regenerate(self) -> None:
        self._regenerate.emit(self._next())

    def regenerate_alternatives(self, n: int) -> None:
        """n new replies at once, each kept as a version (Esc stops them all)."""
        self._alternatives.emit(self._next(), n)

    def edit(self, index: int, text: str) -> None:
        self._edit.emit(self._next(), index, text)

    def continue_reply(self) -> None:
        self._continue.emit(self._next())

    def stop(self) -> None:
        """Stop every request sent so far: the running reply, prefill, re-read or load, and any
        still queued (a reply is saved, marked stopped). Requests sent after this are not touched."""
        self.worker.cancel_through(self._last_request)

    def cancel_load(self) -> None:
        self.stop()

    def pace_replies_to_ui(self) -> None:
        """A window that calls ui_caught_up() after drawing each streamed update: the worker then
        waits for it (at most 20 ms) before decoding on, so repaints do not preempt the decode."""
        self.worker.wait_for_ui = True

    def ui_caught_up(self) -> None:
        self.worker.ui_caught_up.set()

    def begin_shutdown(self) -> None:
        """Stop everything sent so far, then save the open chat and its cache, free the engine and
        end the thread, without blocking the caller: `thread.finished` says when it is done.
        (Never terminate() the thread, and never let a running QThread be destroyed.)"""
        if self.engine_thread.isRunning():
            self.stop()
            self._shutdown.emit()


class LiveStats:
    """A streaming reply's figures for the header, at most every LIVE_STATS_INTERVAL_S: the tokens
    in the context (the prompt and what is written so far) and the tokens written a second. A
    local engine's cache count is exact as it goes; a server says its count only at the end, so
    there each piece counts as a token on top of what the cache held when the reply began."""

    def __init__(self, engine: ChatEngine):
        self.engine = engine
        self.before = engine.n_cached
        self.pieces = 0
        self.started = time.monotonic()
        self.told = 0.0

    def piece(self, now: float) -> tuple[int, int, float] | None:
        self.pieces += 1
        if now - self.told < LIVE_STATS_INTERVAL_S:
            return None
        self.told = now
        rate = (self.pieces - 1) / (now - self.started) if now > self.started else 0.0
        return max(self.engine.n_cached, self.before + self.pieces), self.engine.n_ctx, rate


def untouched(session: Session) -> bool:
    """A chat with nothing of the user's in it: no message, no version, no title, pin or system prompt."""
    return (not session.messages and not session.branches and not session.pinned and not session.system_prompt
            and session.title == DEFAULT_TITLE)


def _copy(session: Session, drop_last: bool = False) -> Session:
    """A snapshot the GUI may keep: the worker goes on changing its own session."""
    snap = copy.deepcopy(session)
    if drop_last and snap.messages and snap.messages[-1].role == "assistant":
        snap.messages.pop()
    return snap


def _model_info(engine: ChatEngine) -> ModelLoaded:
    info = engine.info
    return ModelLoaded(
        name=info.name,
        path=str(info.path),
        architecture=info.architecture,
        quantization=info.quantization,
        size_label=info.size_label,
        n_ctx=engine.n_ctx,
        gpu_offload_supported=engine.gpu_offload_supported,
        gpu_layers=engine.gpu_layers_offloaded,
        n_parallel=engine.n_parallel,
        chat_format=engine.chat_format.name,
        template_error=engine.template_error,
        run_path_notice=engine.run_path_notice,
        fingerprint=dict(engine.fingerprint),
    )
