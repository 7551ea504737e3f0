"""What the sessions and the window use of an engine: the local `Engine` (llama.cpp in this
process) and `RemoteEngine` (a model another program serves) both have `ChatEngine`, so
`ChatRunner` and the engine thread drive either without knowing which. What only the model on
this computer can do (warm prefixes, raw prompts, stop strings and grammars, its vocabulary) is
`LocalChatEngine`, a second protocol a caller checks for with `local_engine()`."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from .reply import PrefixRead, Reply, ReplyStats, ReplyVersion

if TYPE_CHECKING:  # Jinja and llama.cpp's side: not imported where only the protocol is needed
    from .files.gguf_info import ModelInfo
    from .files.prefix_cache import PrefixCache
    from .files.state_files import SavedState
    from .images import RgbImage
    from .prompt.chat_format import ChatFormat, Message
    from .sampling import SamplingParams

PrefillProgress = Callable[[int, int], None]  # (tokens decoded, tokens to decode), per batch
Cancelled = Callable[[], bool]  # a request's stop condition, polled between tokens and batches


class ModelFacts(Protocol):
    """What the window, a transcript and a log say of a loaded model, wherever it runs."""

    @property
    def name(self) -> str: ...

    @property
    def path(self) -> str | Path: ...  # what a transcript records as its model

    @property
    def architecture(self) -> str: ...

    @property
    def quantization(self) -> str: ...

    @property
    def size_label(self) -> str | None: ...


class FormatFacts(Protocol):
    """The chat template in use: its name, and its text where the engine has it ("" on a server)."""

    @property
    def name(self) -> str: ...

    @property
    def template(self) -> str: ...


class ChatEngine(Protocol):
    fingerprint: dict[str, Any]  # what a saved cache must have been made with
    provider: dict[str, str] | None  # None: this computer; else {"url", "model"} of a server
    template_error: str | None

    @property
    def info(self) -> ModelFacts: ...

    @property
    def chat_format(self) -> FormatFacts: ...

    # A vision model with its projector reads images where `image_marker` stands in a message.
    @property
    def vision(self) -> bool: ...

    @property
    def image_marker(self) -> str: ...

    @property
    def n_ctx(self) -> int: ...

    @property
    def n_cached(self) -> int: ...

    @property
    def n_parallel(self) -> int: ...

    @property
    def tokens(self) -> list[int]: ...

    @property
    def gpu_offload_supported(self) -> bool: ...

    @property
    def gpu_layers_offloaded(self) -> int: ...

    @property
    def run_path_notice(self) -> str: ...

    def generate(self, messages: Sequence[Message], sampling: SamplingParams, max_tokens: int = 512, *,
                 continue_last: bool = False, progress: PrefillProgress | None = None,
                 cancelled: Cancelled | None = None, images: Sequence[RgbImage] = (),
                 tools: Sequence[Mapping[str, Any]] | None = None) -> Reply: ...

    def generate_versions(self, messages: Sequence[Message], samplings: Sequence[SamplingParams], max_tokens: int = 512,
                              on_piece: Callable[[int, str], None] | None = None,
                              progress: PrefillProgress | None = None, cancelled: Cancelled | None = None,
                              images: Sequence[RgbImage] = (),
                              tools: Sequence[Mapping[str, Any]] | None = None) -> list[ReplyVersion]: ...

    def save_version(self, i: int, tokens_before: Sequence[int], alt: ReplyVersion, path: Path) -> SavedState: ...

    def drop_versions(self) -> None: ...

    def render(self, messages: Sequence[Message], add_generation_prompt: bool = True) -> str: ...

    def fit_conversation(self, messages: Sequence[Message], reserve: int, continue_last: bool = False,
                         add_generation_prompt: bool = True, images: Sequence[RgbImage] = (),
                         tools: Sequence[Mapping[str, Any]] | None = None) -> tuple[list[int], int]: ...

    def prefill(self, prompt: Sequence[int], progress: PrefillProgress | None = None,
                cancelled: Cancelled | None = None) -> ReplyStats: ...

    def load_state(self, path: str | Path) -> int: ...

    def save_state(self, path: str | Path, canonical: bool = True) -> SavedState | None: ...

    def read_saved_extras(self) -> None: ...

    def take_notice(self) -> str | None: ...  # a one-line note for the user, said once

    def reset(self) -> None: ...

    def stop(self) -> None: ...

    def close(self) -> None: ...


class LocalChatEngine(ChatEngine, Protocol):
    """The model on this computer (app/engine/local): its vocabulary, raw prompts, stop strings and
    grammars, images as tokens, and the prefix cache's warm reads, which a server's model has not."""

    projector_error: str | None
    draft_error: str | None  # why the draft model asked for does not guess (prompt lookup does)

    @property
    def speculation(self) -> str: ...  # how replies are sped up, or "off: why"

    @property
    def info(self) -> ModelInfo: ...

    @property
    def chat_format(self) -> ChatFormat: ...

    @property
    def n_vocab(self) -> int: ...

    def token_bytes(self, token: int, special: bool = False) -> bytes: ...

    def tokenize(self, text: str, special: bool = True) -> list[int]: ...

    def prompt_tokens(self, prompt: str) -> list[int]: ...

    def image_tokens(self, prompt: str, images: Sequence[RgbImage]) -> list[int]: ...

    def render(self, messages: Sequence[Mapping[str, Any]], add_generation_prompt: bool = True,
               tools: Sequence[Mapping[str, Any]] | None = None) -> str: ...

    def generate(self, messages: Sequence[Message], sampling: SamplingParams = ..., max_tokens: int = 512,
                 stop: Sequence[str] = (), continue_last: bool = False, progress: PrefillProgress | None = None,
                 cancelled: Cancelled | None = None, images: Sequence[RgbImage] = (), grammar: str = "",
                 tools: Sequence[Mapping[str, Any]] | None = None) -> Reply: ...

    def generate_from_tokens(self, prompt: Sequence[int], sampling: SamplingParams = ..., max_tokens: int = 512,
                             stop: Sequence[str] = (), progress: PrefillProgress | None = None,
                             cancelled: Cancelled | None = None, _started: float | None = None,
                             grammar: str = "") -> Reply: ...

    def restore_prefix(self, tokens: Sequence[int], cache: PrefixCache, boundaries: Iterable[int]) -> int: ...

    def read_prefix(self, tokens: Sequence[int], cache: PrefixCache, boundaries: Iterable[int] = (),
                    progress: PrefillProgress | None = None, cancelled: Cancelled | None = None) -> PrefixRead: ...


def local_engine(engine: ChatEngine | None) -> LocalChatEngine | None:
    """`engine` as the model on this computer, or None (none loaded, or a server's). By its
    `provider`, not isinstance: a runtime protocol check would read every property of the engine
    on Python < 3.12. mypy holds Engine to LocalChatEngine (app/engine/local/engine.py)."""
    return cast("LocalChatEngine", engine) if engine is not None and engine.provider is None else None
