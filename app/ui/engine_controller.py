"""The window's one face on the engine loop (app.runtime): a thin Qt adapter.

Its methods submit typed requests as the window's producer (the highest priority); the loop's
events arrive on the engine thread, cross to the main thread through one queued signal, and are
re-emitted there as the typed signals the window connects to. The llama context is created, used
and freed on the engine thread only; the window never waits on it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from ..engine.params import LoadParams
from ..runtime import WINDOW, EngineLoop
from ..runtime import events as ev
from ..runtime import requests as rq
from ..runtime.events import ModelLoaded
from ..runtime.tool_gate import Decision
from ..sessions.attachments import Attachment
from ..sessions.images import ImageRef
from ..sessions.model import Message, OpenResult, Session

__all__ = ["EngineController", "ModelLoaded"]


class EngineController(QObject):
    # Model
    modelLoading = Signal(float)  # load progress, 0..1
    modelStatus = Signal(str)  # a line to show while a load does something slow first
    modelLoaded = Signal(ModelLoaded)
    modelFailed = Signal(str)  # why a load failed (the previous model, if any, stays loaded)
    modelCancelled = Signal()  # the user cancelled a load (the previous model stays loaded)
    # Chats
    sessionOpening = Signal(str, int)  # kind ("restore" | "reread"), tokens — before a long open
    sessionOpened = Signal(Session, OpenResult)
    sessionChanged = Signal(Session)  # a copy, after any change to the transcript
    sessionsChanged = Signal()  # the list of chats changed (renamed, deleted, duplicated…)
    sessionClosed = Signal()  # the open chat was deleted
    # Replies
    progress = Signal(str, int, int)  # what ("prefill" | "reread"), done, total tokens
    replyStarted = Signal()  # an assistant message is about to stream
    replyText = Signal(str)  # more text for the streaming message (coalesced)
    versionsText = Signal(tuple)  # Regenerate xN: characters written so far by each reply
    replyStats = Signal(int, int, float)  # tokens in the context, context size, tokens a second
    replyFinished = Signal(Session)  # a copy with the finished reply
    toolStep = Signal(Message)  # a copy of the streaming reply: its tool calls changed
    toolAsked = Signal(object)  # events.ToolAsked: a call waits for the user's answer (answer_tool)
    toolProgress = Signal(object)  # events.ToolProgress: a running call's progress (at most ten a second)
    # General
    busyChanged = Signal(bool)  # a request is running on the engine thread
    failed = Signal(str)  # a readable error; the app stays usable
    warning = Signal(str)  # a quiet one-line note (e.g. a KV file could not be saved)
    contextUsed = Signal(int, int)  # tokens in the cache, context size — after each request
    finished = Signal()  # the loop has ended (after begin_shutdown): every engine is closed

    _event = Signal(object)  # any runtime event, from the engine thread to this (main) thread

    def __init__(self, loop: EngineLoop, parent: QObject | None = None):
        super().__init__(parent)
        self.loop = loop  # app.core's: started by it
        self._event.connect(self._dispatch, Qt.ConnectionType.QueuedConnection)
        self._producer = self.loop.producer(self._event.emit, WINDOW)
        # Requests sent and not yet ended: busy from the moment a request is queued, not only
        # once the loop picks it up (each request ends with exactly one RequestEnded).
        self._pending = 0

    @property
    def busy(self) -> bool:
        return self._pending > 0

    @property
    def running(self) -> bool:
        return self.loop.running

    def submit(self, request: rq.Request) -> None:
        """Send `request` as the window: it runs on the engine thread; its events come as signals."""
        self._pending += 1
        self._producer.submit(request)

    _submit = submit

    def _dispatch(self, event: ev.Event) -> None:
        relay = _RELAY.get(type(event))
        if relay is not None:
            relay(self, event)
        elif isinstance(event, ev.RequestEnded):
            self._pending = max(0, self._pending - 1)
            self.busyChanged.emit(False)
        elif isinstance(event, ev.LoopStopped):
            self.loop.join(5)  # it has delivered its last event: ending now
            self.finished.emit()

    def load_model(self, path: str | Path, params: LoadParams) -> None:
        self._submit(rq.LoadModel(str(path), params))

    def use_server(self, url: str, model: str) -> None:
        """The open chat, and the chats that follow, on a server's model (modelLoaded when ready)."""
        self._submit(rq.UseServer(url, model))

    def open_session(self, session_id: str) -> None:
        self._submit(rq.OpenChat(session_id))

    def new_session(self, system_prompt: str = "", preset: str = "balanced") -> None:
        self._submit(rq.NewChat(system_prompt, preset))

    def update_settings(self, **changes: Any) -> None:
        self._submit(rq.UpdateSettings(changes))

    def use_tools(self, servers: tuple[Any, ...], policies: dict[str, str]) -> None:
        """The MCP servers chats may use (app.tools.servers.ServerConfig) and the tools always or never allowed."""
        self._submit(rq.UseTools(servers, tuple(policies.items())))

    def answer_tool(self, call_id: str, decision: Decision) -> None:
        """The user's answer to toolAsked: "once", "always", "decline" or "never" (read at once by
        the engine thread, which waits for it)."""
        self.loop.work.gate.answer(call_id, decision)

    def export_with_cache(self, chat_id: str, dest: str) -> None:
        """Export a chat with its cache, on the engine thread (after the chat's running reply)."""
        self._submit(rq.ExportWithCache(chat_id, dest))

    def delete_message(self, index: int) -> None:
        self._submit(rq.DeleteMessage(index))

    def switch_version(self, index: int, step: int) -> None:
        """Show another version of message `index` (step -1: the one before, 1: the one after)."""
        self._submit(rq.SwitchVersion(index, step))

    def fork(self, index: int) -> None:
        """A new chat holding the open chat up to message `index`, opened."""
        self._submit(rq.Fork(index))

    def rename_session(self, session_id: str, title: str) -> None:
        self._submit(rq.RenameChat(session_id, title))

    def pin_session(self, session_id: str, pinned: bool) -> None:
        self._submit(rq.PinChat(session_id, pinned))

    def duplicate_session(self, session_id: str) -> None:
        self._submit(rq.DuplicateChat(session_id))

    def delete_session(self, session_id: str, keep: tuple[str, ...] = ()) -> None:
        self._submit(rq.DeleteChat(session_id, keep))

    def send(self, text: str, attachments: tuple[Attachment, ...] = (), images: tuple[ImageRef, ...] = ()) -> None:
        self._submit(rq.Send(text, attachments, images))

    def regenerate(self) -> None:
        self._submit(rq.Regenerate())

    def regenerate_versions(self, n: int) -> None:
        """n new replies at once, each kept as a version (Esc stops them all)."""
        self._submit(rq.RegenerateVersions(n))

    def edit(self, index: int, text: str) -> None:
        self._submit(rq.Edit(index, text))

    def continue_reply(self) -> None:
        self._submit(rq.ContinueReply())

    def stop(self) -> None:
        """Stop every request sent so far: the running reply, prefill, re-read or load, and any
        still queued (a reply is saved, marked stopped). Requests sent after this are not touched."""
        self._producer.stop()

    def cancel_load(self) -> None:
        self.stop()

    def hold(self) -> None:
        """Requests wait (at most 10 s) until `release`: the app's first frame goes first."""
        self.loop.hold.clear()

    def release(self) -> None:
        self.loop.hold.set()

    def pace_replies_to_ui(self) -> None:
        """A window that calls ui_caught_up() after drawing each streamed update: the loop then
        waits for it (at most 20 ms) before decoding on, so repaints do not preempt the decode."""
        self._producer.paced = True

    def ui_caught_up(self) -> None:
        self._producer.caught_up.set()

    def begin_shutdown(self) -> None:
        """Stop everything sent so far, then save the open chat and its cache and free the engine,
        without blocking the caller: `finished` says when it is done."""
        if self.loop.running:
            self.loop.shutdown()


def _relay(signal: str, *fields: str) -> Callable[[EngineController, Any], None]:
    def emit(controller: EngineController, event: Any) -> None:
        getattr(controller, signal).emit(*(getattr(event, f) for f in fields))

    return emit


# Event type → the signal it is re-emitted as, with its fields as the signal's arguments.
_RELAY: dict[type, Callable[[EngineController, Any], None]] = {
    ev.ModelLoading: _relay("modelLoading", "fraction"),
    ev.ModelStatus: _relay("modelStatus", "line"),
    ev.ModelLoaded: lambda c, e: c.modelLoaded.emit(e),
    ev.ModelFailed: _relay("modelFailed", "reason"),
    ev.ModelCancelled: _relay("modelCancelled"),
    ev.ChatOpening: _relay("sessionOpening", "kind", "tokens"),
    ev.ChatOpened: _relay("sessionOpened", "session", "result"),
    ev.ChatChanged: _relay("sessionChanged", "session"),
    ev.ChatsChanged: _relay("sessionsChanged"),
    ev.ChatClosed: _relay("sessionClosed"),
    ev.Progress: _relay("progress", "what", "done", "total"),
    ev.ReplyStarted: _relay("replyStarted"),
    ev.ReplyText: _relay("replyText", "text"),
    ev.VersionsText: _relay("versionsText", "written"),
    ev.ReplyStats: _relay("replyStats", "tokens", "n_ctx", "tok_s"),
    ev.ReplyFinished: _relay("replyFinished", "session"),
    ev.ToolStep: _relay("toolStep", "message"),
    ev.ToolAsked: lambda c, e: c.toolAsked.emit(e),
    ev.ToolProgress: lambda c, e: c.toolProgress.emit(e),
    ev.RequestStarted: lambda c, e: c.busyChanged.emit(True),
    ev.Failed: _relay("failed", "message"),
    ev.Notice: _relay("warning", "message"),
    ev.ContextUsed: _relay("contextUsed", "tokens", "n_ctx"),
}
