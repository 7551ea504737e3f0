"""What a producer (the window, the terminal, later the local API server) asks the engine loop
to do: one frozen dataclass per request. The loop numbers each one when it is submitted."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.images import RgbImage  # IMAGE_MARKER: where an ApiChat's images are
from ..engine.local.shared_embedder import SharedEmbedder
from ..engine.params import LoadParams
from ..engine.sampling import SamplingParams
from ..sessions.attachments import Attachment
from ..sessions.images import ImageRef
from ..sessions.presets import Preset


@dataclass(frozen=True)
class LoadModel:
    """Load the GGUF file at `path` on this computer; the open chat moves onto it."""

    path: str
    params: LoadParams


@dataclass(frozen=True)
class UseServer:
    """The open chat (and new ones) on `model` of the server at `url`."""

    url: str
    model: str


@dataclass(frozen=True)
class UseEmbedder:
    """Search documents and libraries by meaning too, with this embedding model (None: keywords)."""

    embedder: SharedEmbedder | None


@dataclass(frozen=True)
class UseWeb:
    """Settings ▸ Web: where searches go ("searxng" at `url`, "brave" or "tavily" with `key`; "":
    the web is off) and the hosts on this computer's network pages may be read from."""

    provider: str = ""
    url: str = ""
    key: str = ""
    allowed: tuple[str, ...] = ()


@dataclass(frozen=True)
class SetLimits:
    """A reply's length in tokens, and the disk the chats' caches may take in bytes (0: no limit);
    None leaves one as it is. Set on the engine thread, which reads both."""

    max_tokens: int | None = None
    kv_budget: int | None = None


@dataclass(frozen=True)
class UseTools:
    """The MCP servers chats may use (app.tools.servers.ServerConfig, their secrets filled in), and
    the tools the user always or never allows ({"server/tool": "always" | "never"})."""

    servers: tuple[Any, ...]
    policies: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class ApiChat:
    """A chat completion for a client of the local API server (app/server): on the model on this
    computer, never touching the window's chat (its cache is put back, warm, afterwards)."""

    messages: tuple[tuple[str, str], ...]  # (role, content)
    sampling: SamplingParams
    max_tokens: int
    stop: tuple[str, ...] = ()
    prompt: str | None = None  # a raw prompt instead (/v1/completions): no template
    n: int = 1  # replies at once (the batched versions of Regenerate ×N)
    model: str = ""  # the model's file name as the request was admitted ("": any)
    images: tuple[RgbImage, ...] = ()  # where the messages' text has the image marker, in order
    image_data: tuple[bytes, ...] = ()  # their bytes as the client sent them, until decoded (api_work.py, once the model is known to read them)
    extras: tuple[dict[str, Any], ...] = ()  # per message: tool_calls, tool_call_id, name (OpenAI's tool turns)
    tools: tuple[dict[str, Any], ...] = ()  # OpenAI's tool list, for the template; calls are read from the reply
    grammar: str = ""  # GBNF the reply is held to: response_format's schema, or tool_choice's forced call
    one_call: bool = False  # parallel_tool_calls false: a reply's first tool call only
    web: str = ""  # web_search_options' search_context_size (low, medium, high): the web searched first ("": not)


@dataclass(frozen=True)
class ExportWithCache:
    """Export a chat as Emberly JSON with its cache beside it (the open chat's cache saved first)."""

    chat_id: str
    dest: str


@dataclass(frozen=True)
class OpenChat:
    chat_id: str


@dataclass(frozen=True)
class NewChat:
    system_prompt: str = ""
    preset: str = "balanced"
    applied: Preset | None = None  # the model's preset for new chats (Settings.model_presets), taken by value


@dataclass(frozen=True)
class UpdateSettings:
    """Changes to the open chat's settings (ChatRunner.set_settings' keywords)."""

    changes: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RenameChat:
    chat_id: str
    title: str


@dataclass(frozen=True)
class PinChat:
    chat_id: str
    pinned: bool


@dataclass(frozen=True)
class DuplicateChat:
    chat_id: str


@dataclass(frozen=True)
class DeleteChat:
    chat_id: str
    keep: tuple[str, ...] = ()  # document texts (sha256) to keep though no chat holds them: the composer's


@dataclass(frozen=True)
class DeleteMessage:
    index: int


@dataclass(frozen=True)
class SwitchVersion:
    """Show another version of message `index` (step -1: the one before, 1: the one after)."""

    index: int
    step: int


@dataclass(frozen=True)
class Fork:
    """A new chat holding the open chat up to message `index`, opened."""

    index: int


@dataclass(frozen=True)
class Send:
    text: str
    attachments: tuple[Attachment, ...] = ()  # documents already in the store, read before the text
    images: tuple[ImageRef, ...] = ()  # images already in the store (a vision model reads them first)
    web: bool = False  # the web searched first, its passages in the message (UseWeb)


@dataclass(frozen=True)
class Regenerate:
    pass


@dataclass(frozen=True)
class RegenerateVersions:
    """`n` new replies at once, each kept as a version of the last message."""

    n: int


@dataclass(frozen=True)
class Edit:
    index: int
    text: str
    fresh: bool = False  # a message sent with the web: its pages read again ("Read the web again")


@dataclass(frozen=True)
class ContinueReply:
    pass


@dataclass(frozen=True)
class CompareWith:
    """A second model answers the open chat's messages beside its own: the GGUF file at `path`
    on this computer, or `model` of the server at `url`."""

    path: str = ""
    url: str = ""
    model: str = ""


@dataclass(frozen=True)
class CompareReply:
    """The compared chat's second model answers its last message (a version of the reply)."""


@dataclass(frozen=True)
class EndCompare:
    """The open chat goes on with its own model only (the second model's answers stay as versions)."""


@dataclass(frozen=True)
class KeepAnswer:
    """Make the reply `message_id` (a version of the last reply) the chat's: a version switch."""

    message_id: str


Request = (LoadModel | UseServer | UseEmbedder | UseWeb | SetLimits | UseTools | ExportWithCache | ApiChat | OpenChat | NewChat | UpdateSettings | RenameChat | PinChat | DuplicateChat
           | DeleteChat | DeleteMessage | SwitchVersion | Fork | Send | Regenerate | RegenerateVersions | Edit
           | ContinueReply | CompareWith | CompareReply | EndCompare | KeepAnswer)
