"""Compared chats on the engine thread (a part of ChatWork): the second model, its runner, and how
the two models share the machine.

Both models answer on this one thread, **one after the other**: the chat's model first (the
window's Send), then the second (`CompareReply`, its own request, so Stop in one column cancels
only that request). Interleaving token by token was measured (`bench.compare`'s
`interleaved_ratio`): on a CPU both decodes want every core, so interleaving finishes the pair no
sooner, and the first answer comes half as late again. The second model stays loaded beside the
chat's where both fit by the picker's estimate (weights, cache, work buffers against the memory
free now, the chat's model already in it); otherwise the two **take turns**: the chat's model is
saved and freed, the second loaded, answers and is saved and freed, and the chat's loaded again
and restored from its file (warm, seconds rather than a re-read).

The engine and the runner are imported where they run, on the engine thread: the window's first
frame imports this module (through the loop) and must not wait for llama.cpp.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

from ..downloads.catalogue import FITS_SHARE, Memory, machine_memory
from ..engine.errors import EngineError
from ..engine.params import LoadParams
from ..sessions.file_values import NAME_MAX
from ..sessions.model import Message, Session
from ..sessions.store import StoreError
from ..units import human_size
from ..words import of, translate
from . import events as ev
from . import requests as rq
from .reply_stream import ReplyStream
from .told import snapshot

if TYPE_CHECKING:
    from ..engine import Engine
    from ..engine.chat_engine import ChatEngine, PrefillProgress
    from ..engine.remote.engine import RemoteEngine
    from ..sessions.compare import CompareRunner
    from ..sessions.model import OpenResult
    from ..sessions.runner import ChatRunner
    from .reply_stream import Job


class Work(Protocol):
    """What of ChatWork (work.py, whose part this is) it uses."""

    _local: Engine | None
    _job: Job | None

    @property
    def runner(self) -> ChatRunner: ...
    def _emit(self, event: ev.Event) -> None: ...
    def _cancelled(self) -> bool: ...
    def _remote(self, url: str, model: str, fresh: bool = False) -> RemoteEngine: ...
    def _opened(self, result: OpenResult | None) -> None: ...
    def _progress(self, what: Literal["prefill", "reread"]) -> PrefillProgress: ...


class CompareWork:
    def __init__(self, work: Work):
        self._work = work
        self._side: CompareRunner | None = None
        self._loaded: ChatEngine | None = None  # the second model on this computer, while it stays loaded
        self.memory: Callable[[], Memory] = machine_memory  # what is free now (a test stands in for it)

    # --- requests -------------------------------------------------------------------------------

    def run(self, r: rq.CompareWith | rq.CompareReply | rq.EndCompare | rq.KeepAnswer) -> None:
        if isinstance(r, rq.CompareWith):
            self._start(r)
        elif isinstance(r, rq.CompareReply):
            self._reply(r)
        elif isinstance(r, rq.EndCompare):
            self._end(r)
        else:
            self._keep(r)

    def _start(self, r: rq.CompareWith) -> None:
        from ..sessions.compare import side_record

        session, own = self._work.runner.active, self._work.runner.engine
        if session is None:
            self._work._emit(ev.Failed(translate("Compare", "Open a chat to compare it with another model.")))
            return
        if not r.url and own is not None and own.provider is None and Path(r.path).resolve() == Path(own.info.path):
            self._work._emit(ev.Failed(translate("Compare", "That is the chat's own model: choose another one to "
                                                 "compare it with.")))
            return
        self._release()
        record = {"model_path": f"{r.url}#{r.model}" if r.url else r.path, "model_fingerprint": {},
                  "provider": {"url": r.url, "model": r.model} if r.url else None}
        try:
            name, mode, why = self._describe(record)
            if mode != "turns":
                record = side_record(self._engine_of(record))
                name = str(record["name"])
        except EngineError as e:
            self._work._emit(ev.Failed(translate("Compare", "The model to compare with could not be used: {error}")
                                       .format(error=e)))
            return
        session.compare = {**record, "name": name}
        self._save(session)
        self._work._emit(ev.CompareReady(name, mode, why))
        self._work._emit(ev.ChatChanged(snapshot(session)))

    def _reply(self, r: rq.CompareReply) -> None:
        session = self._work.runner.active
        if session is None or session.compare is None or self._work._cancelled():
            return  # not compared (any more), or stopped while queued: nothing to answer
        record = session.compare
        try:
            _, mode, _ = self._describe(record)
            if mode == "turns":
                self._in_turn(session, record)
            else:
                self._answer(session, self._engine_of(record))
        except EngineError as e:
            name = record.get("name")
            said = translate("Compare", "{name} could not answer: {error}").format(name=name, error=e) if name else \
                translate("Compare", "The second model could not answer: {error}").format(error=e)
            self._work._emit(ev.Failed(said))

    def _end(self, r: rq.EndCompare) -> None:
        session = self._work.runner.active
        self._release()
        if session is None or session.compare is None:
            return
        session.compare = None
        self._save(session)
        self._work._emit(ev.CompareEnded())
        self._work._emit(ev.ChatChanged(snapshot(session)))

    def _keep(self, r: rq.KeepAnswer) -> None:
        """The answer the user keeps becomes the chat's reply: a version switch (the chat's model
        restores that version's file or reads only that answer; the other model's file is its own)."""
        runner = self._work.runner
        self._work._opened(runner.switch_to(r.message_id, self._work._progress("reread")))

    def shown(self) -> None:
        """A chat was opened: a compared one says with what; the second model of another chat is
        freed (its cache saved for that chat)."""
        session = self._work.runner.active
        if session is None or session.compare is None:
            self._release()
            return
        try:
            name, mode, why = self._describe(session.compare)
        except EngineError as e:
            name, mode, why = str(session.compare.get("name") or "?"), "turns", of(e)
        self._work._emit(ev.CompareReady(name, mode, why))

    def close(self) -> None:
        self._release()

    # --- the second model -----------------------------------------------------------------------

    def _describe(self, record: Mapping[str, Any]) -> tuple[str, Literal["beside", "turns", "server"], str]:
        """(its name, how it answers, why it takes turns): reads a GGUF header, loads nothing."""
        from ..engine.files.gguf_info import estimate_memory, inspect_model

        provider = record.get("provider")
        if isinstance(provider, dict):
            return str(record.get("name") or provider["model"]), "server", ""
        path = Path(str(record["model_path"]))
        if self._loaded is not None and self._loaded.info.path == path:
            return self._loaded.info.name[:NAME_MAX], "beside", ""
        info = inspect_model(path)
        params = self._params()
        need = estimate_memory(info, params.n_ctx, params.kv_type, params.n_ubatch, params.swa_full,
                               params.n_parallel, params.rollback_snapshots).total
        memory = self.memory()
        free = int(FITS_SHARE * (memory.ram_free + memory.vram_free))
        if need <= free:
            return info.name[:NAME_MAX], "beside", ""
        why = translate("Compare", "{name} needs about {need} and {free} is free beside the chat's model: the two "
                        "answer one at a time")
        return info.name[:NAME_MAX], "turns", why.format(name=info.name, need=human_size(need), free=human_size(free))

    def _params(self) -> LoadParams:
        """The chat's model's load settings, without what belongs to it alone (its projector, its
        draft model): the same every start, so the second model's saved cache stays valid."""
        local = self._work._local
        return dataclasses.replace(local.params, projector=None, draft_model=None) if local is not None else LoadParams()

    def _engine_of(self, record: Mapping[str, Any]) -> ChatEngine:
        provider = record.get("provider")
        if isinstance(provider, dict):
            return self._work._remote(str(provider["url"]), str(provider["model"]))
        path = Path(str(record["model_path"]))
        if self._loaded is None or self._loaded.info.path != path:
            self._release()
            self._loaded = self._load(path)
        return self._loaded

    def _load(self, path: Path) -> ChatEngine:
        from ..engine import Engine

        return Engine(path, self._params())

    def _release(self) -> None:
        """The second model's cache saved for its chat, and a local model freed (a server's
        engine stays with the others: ChatWork keeps them)."""
        if self._side is not None:
            self._side.leave()
            self._side.engine = None
        if self._loaded is not None:
            self._loaded.close()
            self._loaded = None

    def _runner(self, engine: ChatEngine, session: Session) -> CompareRunner:
        from ..sessions.compare import CompareRunner

        main = self._work.runner
        if self._side is None:
            self._side = CompareRunner(main.store, prefix_cache=main.prefix_cache)
        side = self._side
        side.max_tokens, side.tools, side.embedder = main.max_tokens, main.tools, main.embedder
        if side.engine is not engine:
            side.leave()
            side.engine = engine
        side.follow(session)
        return side

    def _answer(self, session: Session, engine: ChatEngine) -> None:
        side = self._runner(engine, session)
        job = self._work._job
        stream = ReplyStream(self._work._emit, ev.CompareText, producer=job.producer if job is not None else None)
        msg: Message | None = None
        started = False

        def on_piece(piece: str) -> None:
            nonlocal started
            if not started:
                started = True
                self._work._emit(ev.CompareStarted())
            stream.add(piece)

        try:
            with side.cancellable(self._work._cancelled):
                msg = side.answer(on_piece)  # its reading shows in its column, not the header's bar
        finally:
            stream.flush()
            while side.warnings:
                self._work._emit(ev.Notice(side.warnings.pop(0)))
            self._work._emit(ev.CompareFinished(snapshot(session), msg.id if msg is not None else None))

    def _in_turn(self, session: Session, record: Mapping[str, Any]) -> None:
        """Both do not fit: the chat's model saved and freed while the second loads and answers,
        then loaded again and restored from its file."""
        main, local = self._work.runner, self._work._local
        reload = None
        if main.engine is local and local is not None:
            reload = (local.info.path, local.params)
            main.set_engine(None)  # its cache saved
            self._work._local = None
            local.close()
        try:
            engine = self._load(Path(str(record["model_path"])))
            try:
                self._answer(session, engine)
            finally:
                if self._side is not None:
                    self._side.leave()
                    self._side.engine = None
                engine.close()
        finally:
            if reload is not None:
                self._reload(*reload)

    def _reload(self, path: Path, params: LoadParams) -> None:
        """The chat's model back after its turn, the chat restored on it (from the file just saved)."""
        from ..engine import Engine

        try:
            engine = Engine(path, params)
        except EngineError as e:
            self._work._emit(ev.ModelFailed(translate("Compare", "The chat's model could not be loaded again: {error}")
                                            .format(error=e)))
            return
        self._work._local = engine
        self._work.runner.set_engine(engine, self._work._progress("reread"))

    def _save(self, session: Session) -> None:
        try:
            self._work.runner.store.save(session, touch=False)
        except StoreError as e:
            self._work._emit(ev.Failed(of(e)))
