"""What the engine loop reports to the producer whose request it runs: one frozen dataclass per
kind of event, plain values or copies (they cross threads). Every request starts with exactly one
`RequestStarted` and ends with exactly one `RequestEnded`; what happens between depends on it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ..sessions.model import Message, OpenResult, Session

# --- models ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ModelLoading:
    fraction: float  # load progress, 0..1


@dataclass(frozen=True)
class ModelStatus:
    line: str  # shown while a load does something slow first (the start-up probe, a connection)


@dataclass(frozen=True)
class ModelLoaded:
    """What a producer learns of a model that loaded (or a server's model now in use)."""

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
    vision: bool = False  # its projector is loaded: it reads images
    projector_error: str | None = None  # why the projector chosen with it could not be used
    speculation: str = ""  # how its replies are sped up ("off: why"); "" for a server's model
    draft_error: str | None = None  # why the draft model chosen with it does not guess


@dataclass(frozen=True)
class ModelFailed:
    reason: str  # why a load failed (the previous model, if any, stays loaded)


@dataclass(frozen=True)
class ModelCancelled:
    """The load was cancelled (the previous model stays loaded)."""


# --- chats -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChatOpening:
    kind: Literal["restore", "reread"]  # before a long open
    tokens: int


@dataclass(frozen=True)
class ChatOpened:
    session: Session
    result: OpenResult


@dataclass(frozen=True)
class ChatChanged:
    session: Session  # after any change to the open chat's transcript or settings


@dataclass(frozen=True)
class ChatsChanged:
    """The list of chats changed (renamed, deleted, duplicated…)."""


@dataclass(frozen=True)
class ChatClosed:
    """The open chat was deleted."""


# --- replies -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Progress:
    what: Literal["prefill", "reread"]
    done: int
    total: int


@dataclass(frozen=True)
class ReplyStarted:
    """An assistant message is about to stream."""


@dataclass(frozen=True)
class ReplyText:
    text: str  # more text for the streaming message (coalesced)


@dataclass(frozen=True)
class VersionsText:
    written: tuple[int, ...]  # Regenerate xN: characters written so far by each reply


@dataclass(frozen=True)
class ReplyStats:
    tokens: int  # in the context, while a reply streams
    n_ctx: int
    tok_s: float


@dataclass(frozen=True)
class ToolStep:
    """A streaming reply's tool steps changed: a call was made, asked about, or answered."""

    message: Message  # a copy of the reply so far (its `tools`; its text is what follows them)


@dataclass(frozen=True)
class ToolAsked:
    """A call waits for the user: allow it (once or always) or decline it (once or always)."""

    call_id: str
    server: str
    tool: str
    arguments: str  # as JSON, indented


@dataclass(frozen=True)
class ToolProgress:
    """A running call's progress, as its server last reported it (at most ten a second; not
    kept with the chat: the call's block shows it while the call runs)."""

    call_id: str
    progress: float  # how far, in the server's own units
    total: float | None  # of how much, when the server knows
    message: str  # the server's line, plain text of at most 160 characters ("" when none)


@dataclass(frozen=True)
class ReplyFinished:
    session: Session  # with the finished (or stopped) reply


# --- the local API server's requests (app/server) -----------------------------------------------


@dataclass(frozen=True)
class ApiText:
    text: str  # more of the reply
    index: int = 0  # which of the n replies


@dataclass(frozen=True)
class ApiOpening:
    text: str  # what the prompt opened the reply with (a reasoning model's "<think>"), before any ApiText


@dataclass(frozen=True)
class ApiAccepted:
    """The prompt fits and the reply begins: a streamed response may send its status line now
    (before it, a refusal is still an HTTP error clients raise as such)."""


@dataclass(frozen=True)
class ApiDone:
    """The reply's end: why, and the usage OpenAI's clients read."""

    finish_reason: str  # "stop", "length", "cancelled"
    prompt_tokens: int
    completion_tokens: int
    cached_tokens: int  # of the prompt, already in the cache (not decoded)
    model: str
    finishes: tuple[str, ...] = ()  # with n > 1: each reply's finish reason (completion_tokens: all of them)
    tool_calls: tuple[tuple[str, str, str], ...] = ()  # (id, name, arguments as JSON): the reply called tools
    sources: tuple[tuple[str, str], ...] = ()  # (title, address) of the web pages read for it: "[n]" cites the nth


@dataclass(frozen=True)
class ApiError:
    """The request failed: the HTTP status, OpenAI's error code and the message for the client."""

    status: int
    code: str
    message: str


# --- every request -----------------------------------------------------------------------------


@dataclass(frozen=True)
class RequestStarted:
    rid: int


@dataclass(frozen=True)
class RequestEnded:
    rid: int


@dataclass(frozen=True)
class Failed:
    message: str  # readable; the app stays usable


@dataclass(frozen=True)
class Notice:
    message: str  # a quiet one-line note (e.g. a KV file could not be saved)


@dataclass(frozen=True)
class ContextUsed:
    tokens: int  # in the cache after a request
    n_ctx: int


@dataclass(frozen=True)
class LoopStopped:
    """The loop has ended (after a Shutdown): every engine is closed."""


@dataclass(frozen=True)
class ApiAnswering:
    """An API client's request began (True) or ended (False) on the loop: the window's own
    requests wait behind it meanwhile."""

    answering: bool


# --- compare (a second model beside the chat's) ------------------------------------------------


@dataclass(frozen=True)
class CompareReady:
    """The open chat is compared with `name`: "beside" (both models loaded), "turns" (one at a
    time: both do not fit in memory, `why`) or "server" (a server's model)."""

    name: str
    mode: Literal["beside", "turns", "server"]
    why: str = ""


@dataclass(frozen=True)
class CompareStarted:
    """The second model began its answer (its column streams from here)."""


@dataclass(frozen=True)
class CompareText:
    text: str  # more of the second model's answer (coalesced)


@dataclass(frozen=True)
class CompareFinished:
    session: Session  # with the second model's answer as a version of the reply
    message_id: str | None  # that answer (None: it wrote nothing)


@dataclass(frozen=True)
class CompareEnded:
    """The open chat is no longer compared."""


Event = (ModelLoading | ModelStatus | ModelLoaded | ModelFailed | ModelCancelled | ChatOpening | ChatOpened
         | ChatChanged | ChatsChanged | ChatClosed | Progress | ReplyStarted | ReplyText | VersionsText | ReplyStats
         | ReplyFinished | ToolStep | ToolAsked | ToolProgress | ApiText | ApiOpening | ApiAccepted | ApiDone | ApiError | ApiAnswering | RequestStarted | RequestEnded | Failed | Notice | ContextUsed
         | LoopStopped | CompareReady | CompareStarted | CompareText | CompareFinished | CompareEnded)

# Facts every subscriber of the loop learns (EngineLoop.subscribe), whoever asked for them: the
# window, the server and the core see the same model loaded, the same list of chats, the same
# API client being answered.
FACTS = (ModelLoaded, ChatsChanged, ApiAnswering)
