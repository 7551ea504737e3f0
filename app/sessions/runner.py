"""Running chats: one engine, the store, and the open session.

The runner keeps the promises of a saved chat:
- the user's message is on disk before generation starts, and a streaming reply is flushed as
  it grows (every `flush_seconds` or `flush_tokens`), marked interrupted until it completes, so a
  crash loses at most the last moments of one reply;
- after each reply, and when the user leaves a chat, the KV cache is saved to the session's
  state file (after the transcript, never instead of it);
- reopening restores that file when it is valid for the loaded model (warm), and otherwise
  re-reads the transcript (cold), recording why.

It is Qt-free and runs on one thread (the engine thread); only `stop()` may be called from
another. Inside `with runner.cancellable(cancelled):` every prefill, reply and re-read stops
once `cancelled()` is true, however early it became so (a request cancelled while queued).
"""

from __future__ import annotations

import contextlib
import functools
import random
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from typing import Any

from ..engine import ReplyStats
from ..engine.chat_engine import Cancelled, ChatEngine, PrefillProgress
from ..engine.errors import StateFileError, StateFileMissing
from ..engine.prompt import reasoning
from ..engine.sampling import DEFAULT_SEED
from ..words import of, translate
from .attachments import Attachment
from .documents_read import read_documents
from .found import user_message
from .images import ImageRef
from .model import DEFAULT_TITLE, Message, OpenResult, Session, clean_title, title_from
from .runner_core import NoActiveSession, OnPiece, RunnerCore, RunnerError
from .store import StoreError
from .tool_turns import take_step
from .versions import VersionPieces

__all__ = ["ChatRunner", "NoActiveSession", "OnPiece", "RunnerError"]


class ChatRunner(RunnerCore):
    # --- engine --------------------------------------------------------------------------------

    def set_engine(self, engine: ChatEngine | None, progress: PrefillProgress | None = None,
                   adopt: bool = False) -> OpenResult | None:
        """Switch models: the open chat's cache is saved for the old model, then restored (or
        re-read) on the new one. `adopt`: the user chose this model for the open chat, which now
        reopens on it."""
        if self.active is not None:
            self._save_kv_if_dirty()
        self.engine = engine
        if adopt and self.active is not None and engine is not None:
            self._record_model(self.active, engine)
        self._kv_dirty = False
        self._template_error_told = engine.template_error if engine is not None else None  # told at load
        if self.active is not None and engine is not None:
            return self._restore(progress)
        return None

    def close_engine(self) -> None:
        """Save the open chat and its cache, then free the engine (leaving the app)."""
        engine = self.engine
        try:
            self._save_kv_if_dirty(canonical=False)  # leaving: no need to reload what was just written
            self.leave()
        finally:
            self.engine = None
            if engine is not None:
                engine.close()

    def stop(self) -> None:
        """Stop the running reply or restore. Safe from any thread."""
        if self.engine is not None:
            self.engine.stop()

    @contextlib.contextmanager
    def cancellable(self, cancelled: Cancelled) -> Iterator[None]:
        """Run a request that stops as soon as `cancelled()` is true."""
        self._cancelled = cancelled
        try:
            yield
        finally:
            self._cancelled = None

    # --- sessions ------------------------------------------------------------------------------

    def new_session(self, system_prompt: str = "", preset: str = "balanced") -> Session:
        self.leave()
        session = self.store.create(system_prompt=system_prompt, sampling_preset=preset)
        self.active = session
        if self.engine is not None:
            self.engine.reset()
        return session

    def open(self, session_id: str, progress: PrefillProgress | None = None) -> OpenResult | None:
        """Make `session_id` the open chat: warm from its KV file, else cold from the transcript.
        With no model loaded it only becomes the open chat (None): a model load restores it."""
        if self.active is not None and self.active.id != session_id:
            self.leave()
        self.active = self.store.load(session_id)
        return self._restore(progress) if self.engine is not None else None

    # Changes to a chat from the sidebar: the open chat's copy here is the truth, so it is changed
    # and saved; any other chat is changed on disk.

    def rename(self, session_id: str, title: str) -> None:
        """A blank title keeps the one the chat has."""
        if self._is_open(session_id):
            assert self.active is not None
            self.active.title = clean_title(title, self.active.title)
            self._save_transcript()
        else:
            self.store.rename(session_id, title)

    def set_pinned(self, session_id: str, pinned: bool) -> None:
        if self._is_open(session_id):
            assert self.active is not None
            self.active.pinned = pinned
            self._save_transcript(touch=False)
        else:
            self.store.set_pinned(session_id, pinned)

    def duplicate(self, session_id: str) -> Session:
        """A copy with a new id and its cache (saved first when the chat is open): it opens warm."""
        if self._is_open(session_id):
            self._save_transcript(touch=False)
            self.save_cache()
        return self.store.duplicate(session_id)

    def delete(self, session_id: str, keep_attachments: Iterable[str] = ()) -> bool:
        """Delete a chat, its cache and the document texts no other chat attaches (`keep_attachments`:
        those in the composer, not yet sent); returns whether it was the open one (now none is open)."""
        was_open = self._is_open(session_id)
        if was_open:
            self.active = None
            self._kv_dirty = False
            if self.engine is not None:
                self.engine.reset()
        self.store.delete(session_id)
        self.store.collect_attachments(keep_attachments)
        return was_open

    def _is_open(self, session_id: str) -> bool:
        return self.active is not None and self.active.id == session_id

    @contextlib.contextmanager
    def lent(self) -> Iterator[ChatEngine]:
        """The engine for another producer's request (the local API server): the open chat's
        cache is saved first and restored after, warm, so the chat never notices."""
        if self.engine is None:
            raise RunnerError(translate("Runner", "No model is loaded."))
        self._save_kv_if_dirty()
        try:
            yield self.engine
        finally:
            self.engine.reset()
            if self.active is not None and self.active.messages:
                with contextlib.suppress(StateFileError):  # no saved cache: the chat's next turn reads it
                    self.engine.load_state(self.kv_file(self.active.id))

    def save_cache(self) -> None:
        """Save the open chat's KV cache now (e.g. before quitting), if it changed."""
        self._save_kv_if_dirty()

    def leave(self) -> None:
        """Close the open chat, saving its cache first."""
        if self.active is None:
            return
        self._save_kv_if_dirty()
        self.active.kv_record["last_used"] = time.time()
        try:
            self.store.save(self.active, touch=False)
        except StoreError as e:
            self.warnings.append(of(e))
        self.active = None
        self._enforce_budget()

    def _restore(self, progress: PrefillProgress | None) -> OpenResult:
        session, engine = self._require()
        t0 = time.perf_counter()
        if not session.messages:
            engine.reset()
            result = OpenResult("empty", 0, time.perf_counter() - t0)
        else:
            try:
                n = engine.load_state(self.kv_file(session.id))
                self._kv_dirty = False
                result = OpenResult("warm", n, time.perf_counter() - t0)
            except StateFileError as e:
                reason = translate("Runner", "no saved cache") if isinstance(e, StateFileMissing) else of(e)
                # Delta: what the cache holds of this chat is kept (a version switch re-reads only
                # the part after where the versions part).
                messages = self._prompt(session)
                read_documents(engine, session, messages, self.prefix_cache, 0, progress, self._cancelled)
                tokens, _ = engine.fit_conversation(messages, 0, add_generation_prompt=False, **self._prompt_images,
                                                    tools=session.tool_specs or None)
                stats = engine.prefill(tokens, progress, self._cancelled)
                self._kv_dirty = True
                result = OpenResult("cold" if stats.finish_reason == "prefilled" else "cancelled", engine.n_cached,
                                    time.perf_counter() - t0, reason, stats.prompt_decoded)
        self._record_resume(session, result)
        self._save_transcript(touch=False)
        return result

    @staticmethod
    def _record_resume(session: Session, result: OpenResult) -> None:
        """How the chat's last reopen went: the sidebar's cache badge."""
        session.kv_record["last_used"] = time.time()
        session.kv_record["last_resume"] = {
            "kind": result.kind,
            "tokens": result.tokens,
            "seconds": round(result.seconds, 4),
            "reason": result.reason,
            "time": time.time(),
        }

    # --- turns ---------------------------------------------------------------------------------

    def send(self, text: str, on_piece: OnPiece | None = None, progress: PrefillProgress | None = None,
             attachments: list[Attachment] | None = None, images: list[ImageRef] | None = None,
             web: bool = False) -> Message | None:
        """Add the user's message (on disk before anything else happens) and stream the reply.
        `attachments`: documents already put in `store.attachments`, read before the text;
        `images`: already in `store.images`, read before them by a model with a projector;
        `web`: the web searched for it first (`self.web`, Settings ▸ Web), its passages in it."""
        session, _ = self._require()
        title = session.title
        documents = list(attachments or [])
        session.messages.append(self._message_with(text, documents, web))
        session.messages[-1].images = list(images or [])
        if session.title == DEFAULT_TITLE:
            session.title = title_from(text)
        try:
            self._save_transcript()
        except StoreError:  # a full or read-only disk: no reply to a message that is not saved
            session.messages.pop()
            session.title = title
            raise
        return self._reply(on_piece, progress)

    def regenerate(self, on_piece: OnPiece | None = None, progress: PrefillProgress | None = None) -> Message | None:
        """A new reply to the last message; the last reply stays, as its sibling (the engine rolls
        back to where it began)."""
        left = self._set_replies_aside()
        try:
            return self._reply(on_piece, progress)
        finally:
            self._back_if_unanswered(left)

    def edit(self, index: int, text: str, on_piece: OnPiece | None = None, progress: PrefillProgress | None = None,
             attachments: list[Attachment] | None = None, fresh: bool = False) -> Message | None:
        """Send user message `index` again with `text`, and reply: the old message and what
        followed it stay as another version, except a message that was never answered (it is replaced).
        `attachments`: the new message's documents (None: the old message's). A message sent with
        the web is searched for again; `fresh`: its pages read again, not taken from the page cache."""
        session, _ = self._require()
        old = self._message(index)
        if old.role != "user":
            raise RunnerError(translate("Runner", "Only your own messages can be edited and sent again."))
        documents = list(old.attachments if attachments is None else attachments)
        if index == len(session.messages) - 1 and not any(m.parent == session.messages[index].id for m in session.versions):
            session.remove(index)
        else:
            self._set_aside(index)
        web = any(f.path.startswith(("https://", "http://")) for f in old.found)
        session.messages.append(self._message_with(text, documents, web, fresh))
        session.messages[-1].images = list(old.images)  # the same pictures, asked about again
        self._save_transcript()
        return self._reply(on_piece, progress)

    def _message_with(self, text: str, documents: list[Attachment], web: bool = False, fresh: bool = False) -> Message:
        """The user's message, with what its libraries and the web found and its documents'
        passages (found.py)."""
        session, engine = self._require()
        if web and self.web is None:
            self.warnings.append(translate("Runner", "The web is off: turn it on in Settings ▸ Web. The message went "
                                           "without it."))
        return user_message(self.store, session.libraries, text, documents, engine.n_cached, engine.n_ctx,
                            min(self.max_tokens, engine.n_ctx // 4), self.warnings, self.embedder,
                            self.web if web else None, fresh)

    def regenerate_versions(self, n: int, on_piece: Callable[[int, str], None] | None = None,
                                progress: PrefillProgress | None = None) -> list[Message]:
        """n new replies to the last message at once (one batch per step; the engine copies the
        prompt's cache to each, no re-read), each with its own seed; the last reply stays too. The
        first becomes the active path, the others its siblings, each with its state file, so
        switching to one is a restore. A reply the model ended before writing anything is left out.
        `on_piece(i, text)` streams reply i."""
        session, engine = self._require()
        if not 1 <= n <= engine.n_parallel:
            raise RunnerError(translate("Runner", "The model was loaded for {parallel} replies at once, not {n}: "
                                        "load it again after changing the number in Settings.").format(
                parallel=engine.n_parallel, n=n))
        left = self._set_replies_aside()
        base = self.sampling()
        seeds = [base.seed + i if base.seed != DEFAULT_SEED else random.getrandbits(32) for i in range(n)]
        now = time.time()
        msgs = [Message("assistant", "", time=now + i * 1e-3, parent=session.messages[-1].id, left=now) for i in range(n)]
        self._kv_dirty = True
        prompt_messages = self._prompt(session)
        # A reasoning block the prompt opens (DeepSeek-R1) is kept with each reply, as _reply does.
        pieces = VersionPieces(self, session, msgs, reasoning.opening_in(engine.render(prompt_messages)[-64:]),
                                on_piece)
        begun = pieces.begun  # the replies that wrote something, in the order they began
        alts: list[Any] = []
        try:
            alts = engine.generate_versions(
                prompt_messages, [replace(base, seed=seed) for seed in seeds], self.max_tokens, pieces, progress,
                self._cancelled, **self._prompt_images, tools=session.tool_specs or None)
        finally:
            for msg, alt in zip(msgs, alts, strict=False):
                msg.stats = alt.stats.to_dict()
                msg.finish_reason = alt.stats.finish_reason or None
                msg.interrupted = alt.stats.finish_reason in ("cancelled", "")
            if begun:
                self._record_model(session, engine)
            self._save_transcript()
            self.warnings.extend(self.store.background_errors())
            if alts:
                self._save_versions(msgs, alts)
            self._back_if_unanswered(left)
        return [m for m in msgs if m in begun]

    def _save_versions(self, msgs: list[Message], alts: list[Any]) -> None:
        """Each sibling's sequence to its version's state file; then the active path's cache."""
        session, engine = self._require()
        prompt = engine.tokens[: len(engine.tokens) - len(alts[0].tokens)]
        try:
            for i in range(1, len(alts)):
                if msgs[i].text:
                    engine.save_version(i, prompt, alts[i], self.store.version_kv_path(session.id, msgs[i].id))
        except StateFileError as e:
            self.warnings.append(translate("Runner", "The other replies are saved, but not all their caches: {error}")
                                 .format(error=e))
        finally:
            engine.drop_versions()
        if msgs[0].text:
            self._save_kv_if_dirty()

    def _set_replies_aside(self) -> str | None:
        """Before a regenerate: the last reply set aside as another version, and the transcript saved.
        Returns its id (None: the chat ended with an unanswered message)."""
        session, _ = self._require()
        start = session.reply_start()
        if not start:
            raise NoActiveSession("There is no message to reply to.")
        left = session.messages[-1].id if start < len(session.messages) else None
        self._set_aside(start)
        self._save_transcript()
        return left

    def _back_if_unanswered(self, left: str | None) -> None:
        """A regenerate that wrote nothing (stopped at once, or an error): the reply set aside is
        shown again, rather than a chat that ends with an unanswered message."""
        session, _ = self._require_session()
        if left is None or (session.messages and session.messages[-1].role == "assistant"):
            return
        session.switch_to(left)
        self._save_transcript()
        if self.store.unpark_kv(session.id, left):
            self._kv_dirty = False  # its file holds that reply; the live cache holds only a prefix of it

    def _set_aside(self, start: int) -> None:
        """Set the active path from `start` on aside, keeping its cache as that version's."""
        session, _ = self._require_session()
        self._park_cache()
        session.set_aside(start)

    def _park_cache(self) -> None:
        """The active path is about to change: its saved cache becomes its version's (a rename).
        The live cache stays: the next reply or switch keeps what it shares with the new path."""
        session, engine = self._require_session()
        if session.messages:
            if engine is not None:
                engine.read_saved_extras()  # they are read from the file being renamed
            self.store.park_kv(session.id, session.messages[-1].id)

    # --- versions ------------------------------------------------------------------------------

    def switch_version(self, index: int, step: int, progress: PrefillProgress | None = None) -> OpenResult | None:
        """Show the sibling `step` places from message `index` (-1: the one before) and the path
        below it; the cache follows (see switch_to)."""
        session, _ = self._require_session()
        self._message(index)
        target = session.sibling(index, step)
        if target is None:
            raise RunnerError(translate("Runner", "There is no other version of that message."))
        return self.switch_to(target.id, progress)

    def switch_to(self, message_id: str, progress: PrefillProgress | None = None) -> OpenResult | None:
        """Make the path through `message_id` the active one. Its cache: the state file saved for
        that version when it was left (milliseconds), else the live cache rolled back to where the
        versions part and the rest of the path read (only that part)."""
        session, engine = self._require_session()
        if engine is not None:
            self._save_kv_if_dirty(canonical=False)  # the live cache is left or rolled back next
        self._park_cache()
        try:
            session.switch_to(message_id)
        except KeyError as e:
            raise RunnerError(translate("Runner", "That message is no longer in this chat.")) from e
        self._save_transcript(touch=False)
        if session.messages:
            self.store.unpark_kv(session.id, session.messages[-1].id)
        return self._restore(progress) if engine is not None else None

    def fork(self, index: int) -> Session:
        """A new chat holding the active path up to message `index` (its cache copied: it opens
        warm and rolls back what it does not share), that remembers where it came from."""
        session, _ = self._require_session()
        self._message(index)
        self._save_transcript(touch=False)
        self.save_cache()
        fork = Session(
            title=clean_title(f"{session.title} (fork)"), model_path=session.model_path,
            provider=dict(session.provider) if session.provider is not None else None,
            model_fingerprint=session.model_fingerprint, system_prompt=session.system_prompt,
            sampling_preset=session.sampling_preset, sampling=dict(session.sampling),
            messages=[Message.from_dict(m.to_dict()) for m in session.messages[: index + 1]],
            forked_from={"id": session.id, "title": session.title},
        )
        self.store.save(fork)
        self.store.copy_kv(session.id, fork.id)
        return fork

    def continue_reply(self, on_piece: OnPiece | None = None, progress: PrefillProgress | None = None) -> Message | None:
        """Let the model continue the last (cut-off) reply."""
        session, _ = self._require()
        if not session.messages or session.messages[-1].role != "assistant":
            raise RunnerError(translate("Runner", "There is no reply to continue."))
        return self._reply(on_piece, progress, continue_last=True)

    def delete_message(self, index: int) -> None:
        """Delete one message; what followed it (in every version) follows the message before it."""
        session, _ = self._require_session()
        self._message(index)
        session.remove(index)
        self._save_transcript()

    def _message(self, index: int) -> Message:
        session, _ = self._require_session()
        if not 0 <= index < len(session.messages):
            raise RunnerError(translate("Runner", "That message is no longer in this chat."))
        return session.messages[index]

    def _reply(self, on_piece: OnPiece | None, progress: PrefillProgress | None, continue_last: bool = False) -> Message | None:
        session, engine = self._require()
        msg = session.messages[-1] if continue_last else None
        begun = len(session.messages)
        self._kv_dirty = True
        specs = self._tool_specs(session)
        grammar, later = self._grammars(session, specs)
        choice = session.tool_choice  # the first generation's; those after a tool's result choose freely
        messages = self._prompt(session)
        documents = read_documents(engine, session, messages, self.prefix_cache, min(self.max_tokens, engine.n_ctx // 4),
                                   progress, self._cancelled)
        # A reply stopped after a tool's result goes on from it (the prompt ends with the result).
        continue_last = continue_last and not (msg is not None and msg.tools and not msg.text)
        stats: ReplyStats | None = None
        try:
            while True:
                reply = engine.generate(
                    messages, self.sampling(), self.max_tokens, continue_last=continue_last, progress=progress,
                    cancelled=self._cancelled, **self._prompt_images, **self._tool_options(session, specs, grammar, choice),
                )
                stats = reply.stats
                msg = self._stream(session, reply, msg, on_piece)
                if msg is None:
                    break
                step = take_step(msg, stats.finish_reason, engine.chat_format.template, specs, self.tools,
                                 self._cancelled or (lambda: False), functools.partial(self._told, session, msg),
                                 reply.tool_calls, engine.n_ctx // 2 or 100_000)  # half the context at most
                if step != "next":
                    stats.finish_reason = "tool_limit" if step == "limit" else "cancelled" if step == "stopped" else stats.finish_reason
                    break
                messages, continue_last, grammar, choice = self._prompt(session), False, later, "auto"
        finally:
            if msg is None and len(session.messages) > begun:  # an error while the first piece was taken
                msg = session.messages[-1]
            if msg is not None and stats is not None:
                self._finish(msg, stats, documents)
        return msg
