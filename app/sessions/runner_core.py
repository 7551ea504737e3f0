"""What every operation of a chat's runner stands on: its state, the open chat and engine
required, the prompt made from the transcript, a reply's pieces streamed into its message, and
the transcript and cache saved (app/sessions/runner.py: the operations)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine import PRESETS, SamplingParams
from ..engine.chat_engine import Cancelled, ChatEngine
from ..engine.errors import StateFileError
from ..engine.files.prefix_cache import PrefixCache
from ..engine.local.shared_embedder import SharedEmbedder
from ..engine.prompt import reasoning
from ..errors import AppError
from ..words import translate
from .attachments import Attachment, placeholder
from .errors import AttachmentMissing
from .images import chat_images, image_marker
from .model import Message, Session
from .store import SessionStore
from .tool_steps import ChatTools, choice_from, schema_from, server_names
from .tool_turns import ToolBox

if TYPE_CHECKING:
    from ..engine.reply import ReplyStats
    from .documents_read import DocumentsRead
    from .web_found import WebSearch

OnPiece = Callable[[str], None]


class RunnerError(AppError):
    """A turn or an edit that cannot be done on this chat as it is."""


class NoActiveSession(RunnerError):
    pass


class RunnerCore:
    def __init__(self, store: SessionStore, engine: ChatEngine | None = None, flush_seconds: float = 1.0,
                 flush_tokens: int = 64, max_tokens: int = 1024, prefix_cache: PrefixCache | None = None):
        self.store = store
        # Documents read once: any chat that starts with the same ones restores them from here.
        self.prefix_cache = prefix_cache if prefix_cache is not None else PrefixCache(store.root / "prefixes")
        self.engine = engine
        self.embedder: SharedEmbedder | None = None  # the user's embedding model: search by meaning too
        self.web: WebSearch | None = None  # Settings ▸ Web, when on: a message may be sent with the web
        self.flush_seconds, self.flush_tokens, self.max_tokens = flush_seconds, flush_tokens, max_tokens
        self.active: Session | None = None
        self._cancelled: Cancelled | None = None
        self._kv_dirty = False  # the cache holds something its state file does not
        self.warnings: list[str] = []  # quiet, one-line notes for the user (KV save failures…)
        self._template_error_told = engine.template_error if engine is not None else None
        self._missing_told: set[str] = set()  # documents whose missing text was told once
        self._prompt_images: dict[str, Any] = {}  # `images=` for the engine: those of the last prompt made
        self.tools: ToolBox | None = None  # the MCP servers' tools, for chats that use some
        self.on_step: Callable[[Message], None] | None = None  # a reply's tool step changed (the window shows it)

    def set_settings(self, system_prompt: str | None = None, preset: str | None = None,
                     sampling: dict[str, Any] | None = None, libraries: list[str] | None = None,
                     tools: ChatTools | None = None, taken: dict[str, Any] | None = None) -> None:
        """`taken`: the preset these settings came from (Preset.to_dict(); {}: none)."""
        session, _ = self._require_session()
        if taken is not None:
            session.taken_preset = taken or None
        if tools is not None:
            session.tool_servers, session.tool_choice = server_names(tools.servers), choice_from(tools.choice)
            session.reply_schema = schema_from(tools.reply_schema)
        if libraries is not None:
            session.libraries = list(dict.fromkeys(libraries))
        if system_prompt is not None:
            session.system_prompt = system_prompt
        if preset is not None:
            session.sampling_preset = preset
            session.sampling = {} if preset != "custom" else session.sampling
        if sampling is not None:
            session.sampling_preset, session.sampling = "custom", dict(sampling)
        self._save_transcript(touch=False)

    def sampling(self) -> SamplingParams:
        session, _ = self._require_session()
        if session.sampling_preset == "custom" and session.sampling:
            return SamplingParams.from_dict(session.sampling)
        return PRESETS.get(session.sampling_preset, PRESETS["balanced"])

    def _stream(self, session: Session, reply: Any, msg: Message | None, on_piece: OnPiece | None) -> Message | None:
        """A generation's pieces into `msg` (made at the first piece when None), saved as it grows."""
        last_flush, unsaved = time.monotonic(), 0
        thinking = reasoning.Thinking()
        for piece in reply:
            if msg is None:
                msg = Message("assistant", "")
                session.messages.append(msg)
                piece = reply.opening + piece  # the reasoning block the prompt opened, kept with the reply
            msg.text += piece
            if msg.thinking_s is None:
                msg.thinking_s = thinking.seen(msg.text)
            msg.interrupted, msg.finish_reason = True, None  # until it completes
            if on_piece is not None:
                on_piece(piece)
            unsaved += 1
            if unsaved >= self.flush_tokens or time.monotonic() - last_flush >= self.flush_seconds:
                self.store.save_soon(session)  # fsync off the engine thread
                last_flush, unsaved = time.monotonic(), 0
        if msg is None and getattr(reply, "tool_calls", None):  # a server's calls with no text
            msg = Message("assistant", "")
            session.messages.append(msg)
        return msg

    def _tool_options(self, session: Session, specs: list[dict[str, Any]], grammar: str, choice: str
                      ) -> dict[str, Any]:
        """generate's keywords for a chat's tools and JSON replies: the tools' list; a local model's
        grammar; a server's tool_choice and response_format (the server holds its model to them)."""
        options: dict[str, Any] = {"tools": specs} if specs else {}
        if grammar:
            options["grammar"] = grammar
        if self.engine is not None and self.engine.provider is not None:
            if specs and choice != "auto":
                options["tool_choice"] = choice
            if session.reply_schema is not None and choice == "auto":
                options["schema"] = session.reply_schema
        return options

    def _tool_specs(self, session: Session) -> list[dict[str, Any]]:
        """The tools of the chat's servers, as they are now (kept with the chat: a reopen renders
        its prompt with the list its cache was read with). A server that failed is said once."""
        specs: list[dict[str, Any]] = []
        if session.tool_servers and self.tools is not None:
            specs, problems = self.tools.specs(session.tool_servers)
            said = translate("Runner", "The tools of {name} are not available: {why}")
            self.warnings.extend(said.format(name=name, why=why) for name, why in problems.items())
            held = session.tool_choice != "auto" or session.reply_schema is not None  # a grammar will hold them
            specs = [s for s in specs if self._holdable(s, held)]
        session.tool_specs = specs
        return specs

    def _holdable(self, spec: dict[str, Any], held: bool) -> bool:
        """Whether a tool's input schema is within what a grammar may hold: one over a bound is
        left out, said once per reply. Where a grammar will hold the calls (a forced call, a
        reply schema) and the model is this computer's, it is converted too (kept by schema)."""
        from ..engine.prompt.grammar import GrammarError, schema_grammar
        from ..engine.prompt.schema_bounds import SchemaTooLarge, check

        parameters = spec["function"].get("parameters") or {"type": "object"}
        try:
            check(parameters)
            if held and self.engine is not None and self.engine.provider is None:
                schema_grammar(parameters)
        except (SchemaTooLarge, GrammarError) as e:
            name = spec["function"]["name"]
            server = self.tools.server_of(name) if self.tools is not None else ""
            said = translate("Runner", "The tool {name} ({server}) is left out: {error}") if server else \
                translate("Runner", "The tool {name} is left out: {error}")
            self.warnings.append(said.format(name=name, server=server, error=e))
            return False
        return True

    def _grammars(self, session: Session, specs: list[dict[str, Any]]) -> tuple[str, str]:
        """The grammars of a reply's first generation and of those after a tool's result: a
        forced call first (the chat's tool_choice), answers held to the chat's JSON schema (one
        may call a tool instead). A server's model is not held to any."""
        from ..engine.prompt.grammar import GrammarError, answer_grammar, call_grammar

        if self.engine is None or self.engine.provider is not None:
            return "", ""
        try:
            answer = answer_grammar(session.reply_schema, specs) if session.reply_schema is not None else ""
            if specs and session.tool_choice != "auto":
                return call_grammar(specs, None if session.tool_choice == "required" else session.tool_choice), answer
        except GrammarError as e:
            raise RunnerError(translate("Runner", "This chat's replies cannot be held to its setting: {error}")
                              .format(error=e)) from None
        return answer, answer

    def _told(self, session: Session, msg: Message) -> None:
        """A tool step changed: saved, and shown."""
        self.store.save_soon(session)
        if self.on_step is not None:
            self.on_step(msg)

    @staticmethod
    def _record_model(session: Session, engine: ChatEngine) -> None:
        """The model that wrote the chat's last reply (or that the user chose for it): the one it
        reopens on."""
        session.model_path = str(engine.info.path)
        session.model_fingerprint = dict(engine.fingerprint)
        session.provider = dict(engine.provider) if engine.provider is not None else None

    def _prompt(self, session: Session) -> list[dict[str, Any]]:
        """The conversation for the engine, each attached document's text read from the store,
        each image the engine's marker where a model with a projector reads it (`_prompt_images`
        then gives the engine those images, `images=`; one missing or altered is a line saying so,
        said once)."""
        marker = image_marker(self.engine, session.messages, self._missing_told, self.warnings)
        images, missing = chat_images(self.store.images, session, marker, self._missing_told, self.warnings)
        self._prompt_images = {"images": images} if images else {}
        return session.chat_messages(self.document_text, marker, missing)

    def document_text(self, att: Attachment) -> str:
        """A document's text; a missing or altered one is a line naming it, and a warning (once)."""
        try:
            return self.store.attachments.text(att)
        except AttachmentMissing as e:
            if att.sha256 not in self._missing_told:
                self._missing_told.add(att.sha256)
                self.warnings.append(translate("Runner", "{error}. The model is told the file is no longer available.")
                                     .format(error=e))
            return placeholder(att)

    # --- persistence ---------------------------------------------------------------------------

    def _save_transcript(self, touch: bool = True) -> None:
        session, _ = self._require_session()
        self.store.save(session, touch)  # StoreError propagates: the caller must tell the user

    def _save_kv_if_dirty(self, canonical: bool = True) -> None:
        if not self._kv_dirty or self.active is None or self.engine is None or self.engine.n_cached == 0:
            return
        try:
            self.engine.save_state(self.kv_file(self.active.id), canonical=canonical)
            self._kv_dirty = False
        except StateFileError as e:  # a failed write, or the canonical reload refused
            self.warnings.append(translate("Runner", "The chat is saved, but its cache could not be: {error}")
                                 .format(error=e))
            return
        self._enforce_budget()

    def kv_file(self, session_id: str) -> Path:
        """Where this runner's engine keeps a chat's cache (a compared chat's second model: its own)."""
        return self.store.kv_path(session_id)

    def _enforce_budget(self) -> None:
        self.store.enforce_budget([self.active.id] if self.active is not None else [])

    def _require_session(self) -> tuple[Session, ChatEngine | None]:
        if self.active is None:
            raise NoActiveSession(translate("Runner", "No chat is open."))
        return self.active, self.engine

    def _require(self) -> tuple[Session, ChatEngine]:
        session, engine = self._require_session()
        if engine is None:
            raise NoActiveSession(translate("Runner", "No model is loaded."))
        return session, engine

    def _finish(self, msg: Message, stats: ReplyStats, documents: DocumentsRead | None = None) -> None:
        """A reply ended (done, stopped, failed): its figures kept, the chat and its cache saved,
        what the user should know said once."""
        session, engine = self._require()
        msg.stats = stats.to_dict()
        if session.compare is not None:  # two models answer this chat: say which wrote each reply
            msg.stats["model"] = engine.info.name[:64]
        if documents is not None:
            msg.stats["documents"] = documents.to_dict()
        msg.finish_reason = stats.finish_reason or None
        msg.interrupted = stats.finish_reason in ("cancelled", "")
        self._record_model(session, engine)
        self._save_transcript()  # waits for the background flushes, then saves the final reply
        self.warnings.extend(self.store.background_errors())
        if engine.template_error != self._template_error_told:  # the model's template failed on this chat
            self._template_error_told = engine.template_error
            self.warnings.append(translate("Runner", "The model's chat template failed, so Emberly uses its built-in "
                                           "{format} format now. ({error})").format(
                format=engine.chat_format.name, error=engine.template_error))
        notice = engine.take_notice()
        if notice:
            self.warnings.append(notice)
        self._save_kv_if_dirty()
