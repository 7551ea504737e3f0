"""What the sessions and the window use of an engine: the local `Engine` (llama.cpp in this
process) and `RemoteEngine` (a model another program serves) both have it, so `ChatRunner` and
the engine thread drive either without knowing which."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from .prompt.chat_format import Message
from .sampling import SamplingParams

PrefillProgress = Callable[[int, int], None]  # (tokens decoded, tokens to decode), per batch
Cancelled = Callable[[], bool]  # a request's stop condition, polled between tokens and batches


class ChatEngine(Protocol):
    info: Any  # .name, .path (what a transcript records as its model), .architecture, …
    fingerprint: dict[str, Any]  # what a saved cache must have been made with
    provider: dict[str, str] | None  # None: this computer; else {"url", "model"} of a server
    template_error: str | None
    chat_format: Any  # .name

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
                 cancelled: Cancelled | None = None, images: Sequence[Any] = (),
                 tools: Sequence[Any] | None = None) -> Any: ...  # a Reply

    def generate_versions(self, messages: Sequence[Message], samplings: Sequence[SamplingParams], max_tokens: int = 512,
                              on_piece: Callable[[int, str], None] | None = None,
                              progress: PrefillProgress | None = None, cancelled: Cancelled | None = None,
                              images: Sequence[Any] = (), tools: Sequence[Any] | None = None) -> Any: ...

    def save_version(self, i: int, tokens_before: Sequence[int], alt: Any, path: Path) -> Any: ...

    def drop_versions(self) -> None: ...

    def render(self, messages: Sequence[Message], add_generation_prompt: bool = True) -> str: ...

    def fit_conversation(self, messages: Sequence[Message], reserve: int, continue_last: bool = False,
                         add_generation_prompt: bool = True, images: Sequence[Any] = (),
                         tools: Sequence[Any] | None = None) -> tuple[list[int], int]: ...

    def prefill(self, prompt: Sequence[int], progress: PrefillProgress | None = None,
                cancelled: Cancelled | None = None) -> Any: ...  # ReplyStats

    def load_state(self, path: str | Path) -> int: ...

    def save_state(self, path: str | Path, canonical: bool = True) -> Any: ...

    def read_saved_extras(self) -> None: ...

    def take_notice(self) -> str | None: ...  # a one-line note for the user, said once

    def reset(self) -> None: ...

    def stop(self) -> None: ...

    def close(self) -> None: ...
