"""Chatting with a model another program serves: llama-server, vLLM, Ollama, LM Studio,
llama-cpp-python's `llama_cpp.server` — anything that speaks OpenAI's `/v1/chat/completions` with
server-sent events.

`RemoteEngine` has the surface `ChatRunner` uses of the local `Engine` (generate, stop, stats,
load_state / save_state, n_ctx, n_cached…), so sessions and the window do not know which one
they drive. What differs:

- The request runs on a reader thread that hands lines to the engine thread (stream.py), so a
  stop returns at once whatever the socket does, and a server silent for `stall_timeout_s` ends
  the reply with a message instead of hanging. llama-server is asked for prompt progress
  (`return_progress`): a long prefill streams progress, not silence.
- Whatever a server sends is bounded and typed at the edge (http.fetch, wire.py): a server that
  lies ends a reply or a question with one RemoteError, and the words already received are kept.
- Instant resume, on llama-server started with `--slot-save-path`: the open chat is pinned to one
  slot (`id_slot`), the slot saved to `<chat id>-<fingerprint>.bin` on the server after each
  reply and restored on reopen. The client keeps a sidecar (`<id>.kv.remote`: server, model,
  n_ctx, build, token and byte counts, file name) and reopens cold, with the reason, when it does
  not match. A restored file never has to match the transcript: the server keeps the longest
  common prefix of the slot and the prompt, as the local engine does.
- Servers without slots (vLLM, Ollama, LM Studio, `llama_cpp.server`) keep at most a prefix
  cache of their own: `load_state` says so and the chat opens cold.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...atomic import write_atomic
from ...words import of, translate
from ..chat_engine import Cancelled, ChatEngine, PrefillProgress
from ..errors import EngineError, StateFileCorrupt, StateFileError, StateWriteError
from ..files.sidecar import REMOTE_SIDECAR_VERSION, read_remote_sidecar, remote_mismatch, remote_sidecar_path
from ..images import IMAGE_MARKER, RgbImage, with_image_parts
from ..prompt.chat_format import Message
from ..prompt.trim_plan import Anchor, plan_trim
from ..reply import Reply, ReplyStats
from ..sampling import DEFAULT_SEED, SamplingParams
from .http import MAX_BODY, RemoteError, error_of, fetch, http_client, http_error
from .server_info import ServerInfo
from .slots import SLOTS
from .stream import ReplyStream
from .tool_wire import ToolCallsBuilder, wire_messages
from .wire import SLOT_ANSWER, Usage, Where, answer, loads, parse_busy, parse_prompt, parse_slot_result, parse_tokens

log = logging.getLogger("emberly.remote")

STALL_TIMEOUT_S = 30.0
STREAM_BYTES = 64 << 20  # a reply's stream, at least: far more than its text and chunks ever are
STREAM_BYTES_PER_TOKEN = 4 << 10  # …and per token asked for, for a long one
TOKEN_CHARS = 256  # no token's text is longer (the longest in common vocabularies are ~128)
ONE_REPLY = translate("Remote", "Several replies at once need a model on this computer.")
# A slot call, in a message about it, and what a chat's saved cache met there.
_SLOT_CALL = {"save": translate("Remote", "the slot save"), "restore": translate("Remote", "the slot restore"),
              "erase": translate("Remote", "the slot erase")}
_COULD_NOT = {"save": translate("Remote", "the server could not save it ({error})"),
              "restore": translate("Remote", "the server could not restore it ({error})"),
              "erase": translate("Remote", "the server could not erase it ({error})")}

@dataclass(frozen=True)
class RemoteModelInfo:
    """The few facts of ModelInfo the window shows, for a model a server serves."""

    name: str
    path: str  # what a transcript records as its model: "<server>#<model>"
    architecture: str = "remote"
    quantization: str = ""
    size_label: str = ""


@dataclass(frozen=True)
class _ServerFormat:
    name: str = translate("Remote", "the server's template")
    template: str = ""  # the server applies it: Emberly never sees its text


class RemoteEngine:
    memory = "kv"
    n_parallel = 1
    template_error: str | None = None
    # Images go to the server as image_url parts (PNG data: URLs); a server whose model has no
    # vision says so, the error says it to the user, and the chat goes on with the text alone.
    vision = True
    image_marker = IMAGE_MARKER
    chat_format = _ServerFormat()
    gpu_offload_supported = False
    gpu_layers_offloaded = 0
    run_path_notice = ""

    def __init__(self, server: ServerInfo, model: str, api_key: str | None = None,
                 stall_timeout_s: float = STALL_TIMEOUT_S):
        if server.models and model not in server.models:
            raise RemoteError("model_gone", translate("Remote", "The server at {server} does not serve {model} (it "
                                                                "serves {models}).")
                              .format(server=server.url, model=repr(model),
                                      models=", ".join(m[:60] for m in server.models[:5])))
        self.server = server
        self.model = model
        self.stall_timeout_s = stall_timeout_s
        self._client = http_client(api_key, stall_timeout_s)
        self._deadline_s = 2 * (stall_timeout_s + 5)  # a question's answer, all of it (a trickle ends)
        name = Path(server.model_path).name if server.model_path else model
        self.info = RemoteModelInfo(name=f"{name} · {server.url.split('://', 1)[-1]}", path=f"{server.url}#{model}",
                                    quantization=server.label)
        self.provider: dict[str, str] | None = {"url": server.url, "model": model}
        self.fingerprint: dict[str, Any] = {"server": server.url, "model": server.model_path or model,
                                            "n_ctx": server.n_ctx, "build": server.build}
        self._n_cached = 0
        self._slot: int | None = None
        self._slot_files = server.kind == "llama-server"  # until the server says it has no --slot-save-path
        self._stream: ReplyStream | None = None
        self.last_timings: dict[str, float] = {}  # llama-server's timings of the last reply
        self._restored = 0  # tokens the last restore put in the slot, until the next reply says what it reused
        self._notice: str | None = None
        self._trim_anchor: Anchor | None = None  # the first message kept by the last trim

    # --- what the window shows ------------------------------------------------------------------

    @property
    def n_ctx(self) -> int:
        return self.server.n_ctx

    @property
    def n_cached(self) -> int:
        return self._n_cached

    @property
    def tokens(self) -> list[int]:
        return []  # the server holds them

    @property
    def keeps_slots(self) -> bool:
        """Whether a chat can be saved on this server and restored (llama-server --slot-save-path)."""
        return self._slot_files

    # --- replies ---------------------------------------------------------------------------------

    def generate(self, messages: Sequence[Message], sampling: SamplingParams, max_tokens: int = 512,
                 continue_last: bool = False, progress: PrefillProgress | None = None,
                 cancelled: Cancelled | None = None, images: Sequence[RgbImage] = (),
                 tools: Sequence[Any] | None = None, tool_choice: str = "auto",
                 schema: Mapping[str, Any] | None = None) -> Reply:
        """`tools`: OpenAI's list, sent as it is; the calls the server reads in the reply come back
        as `reply.tool_calls` (ToolCall), complete when the reply ends. `tool_choice` as OpenAI's.
        `schema`: the reply is JSON of this schema (OpenAI's response_format, which the server holds)."""
        stats = ReplyStats()
        calls: list[Any] = []
        reply = Reply(self._pieces(messages, sampling, max_tokens, continue_last, progress, cancelled, stats, images,
                                   (list(tools or []), tool_choice, calls), schema), stats)
        reply.tool_calls = calls
        return reply

    def _body(self, messages: Sequence[Message], sampling: SamplingParams, max_tokens: int,
              continue_last: bool, images: Sequence[RgbImage] = (), tools: Sequence[Any] = (),
              tool_choice: str = "auto", schema: Mapping[str, Any] | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": wire_messages(with_image_parts(messages, images, IMAGE_MARKER), messages),
            "stream": True,
            "stream_options": {"include_usage": True},
            "max_tokens": max_tokens,
            "temperature": sampling.temperature,
            "top_p": sampling.top_p,
        }
        if sampling.seed != DEFAULT_SEED:
            body["seed"] = sampling.seed
        if tools:
            body["tools"] = list(tools)
            body["tool_choice"] = tool_choice if tool_choice in ("auto", "required") else {
                "type": "function", "function": {"name": tool_choice}}
        if self.server.kind == "llama-server":  # its own sampler settings, the slot, and progress
            body.update(top_k=sampling.top_k, min_p=sampling.min_p, repeat_penalty=sampling.repeat_penalty,
                        repeat_last_n=sampling.repeat_last_n, cache_prompt=True, return_progress=True)
            if self._slot is not None:
                body["id_slot"] = self._slot
        elif continue_last:  # vLLM's way to continue the last assistant message (llama-server does it unasked)
            body.update(continue_final_message=True, add_generation_prompt=False)
        if schema is not None:
            body["response_format"] = {"type": "json_schema", "json_schema": {"name": "reply", "schema": dict(schema)}}
        return body

    def _fit(self, messages: Sequence[Message], reserve: int) -> tuple[list[Message], int]:
        """On llama-server, the oldest whole turns after the system prompt left out when the chat
        outgrows the slot's context (as the local engine does, with the same planner: the server
        renders and counts the candidates). Other servers say when it is too long."""
        chars = sum(len(m["content"]) for m in messages)
        if self.server.kind != "llama-server" or not self.n_ctx or chars // 2 + reserve <= self.n_ctx:
            return list(messages), 0  # no tokenizer gives more than one token per 2 characters of chat text

        def prompt_of(kept: list[Message]) -> list[int]:
            # Each answer's cap grows with the chat: a rendered character is at most 12 bytes of
            # JSON, and a tokenized one at most 4 byte tokens of 8 bytes each.
            size = sum(len(m["content"]) for m in kept)
            prompt = parse_prompt(self._ask("POST", "/apply-template", {"messages": kept}, MAX_BODY + 12 * size),
                                  self.server.url)
            return parse_tokens(self._ask("POST", "/tokenize", {"content": prompt, "add_special": True, "parse_special": True},
                                          MAX_BODY + 32 * len(prompt)), self.server.url)

        plan = plan_trim(messages, prompt_of, self.n_ctx, reserve, self._trim_anchor)
        self._trim_anchor = plan.anchor
        first = 1 if messages and messages[0]["role"] == "system" else 0
        return [*messages[:first], *messages[first + plan.dropped:]], plan.dropped

    def _ask(self, method: str, path: str, body: Any, cap: int = MAX_BODY) -> Any:
        return answer(self._client, method, f"{self.server.url}{path}", self.server.url, path, self.model, body=body,
                      cap=cap, deadline_s=self._deadline_s)

    def _pieces(self, messages: Sequence[Message], sampling: SamplingParams, max_tokens: int, continue_last: bool,
                progress: PrefillProgress | None, cancelled: Cancelled | None, stats: ReplyStats,
                images: Sequence[RgbImage] = (), tooling: tuple[list[Any], str, list[Any]] = ([], "auto", []),
                schema: Mapping[str, Any] | None = None) -> Iterator[str]:
        t0 = time.perf_counter()
        if self.server.kind == "llama-server" and self._slot is None:
            self._take_slot()
        messages, stats.turns_dropped = self._fit(messages, min(max_tokens, self.n_ctx // 4))
        tools, tool_choice, calls = tooling
        body = self._body(messages, sampling, max_tokens, continue_last, images, tools, tool_choice, schema)
        building = ToolCallsBuilder(TOKEN_CHARS * max(0, max_tokens) + (1 << 16))
        # Bounds on what a server may send for one reply: each token is at most one text chunk of
        # TOKEN_CHARS, an event line and a blank one (progress and keep-alives are the slack).
        most, chars = 2 * max(0, max_tokens) + 64, (1 << 20) + TOKEN_CHARS * max(0, max_tokens)
        stream = self._stream = self._open_stream(body, max_tokens, most)
        t_first = 0.0
        usage: Usage | None = None
        timings: dict[str, float] = {}
        try:
            for event in stream.events(cancelled):
                if event.error is not None:  # a server that fails mid-stream says so in an event (vLLM)
                    raise error_of(500, *event.error, self.server.url, self.model)
                if event.progress is not None and progress is not None and event.progress[1] > 0:
                    progress(*event.progress)
                timings, usage = event.timings or timings, event.usage or usage
                building.add(event.tool_calls)
                for piece, why in event.choices:
                    if piece:
                        if not t_first:
                            t_first = time.perf_counter()
                            stats.ttft_s = stats.prefill_s = t_first - t0
                        stats.generated, chars = stats.generated + 1, chars - len(piece)
                        if stats.generated > most or chars < 0:
                            raise self._too_long(max_tokens)
                        yield piece
                    if why:
                        stats.finish_reason = "length" if why == "length" else "eog"
            self._say_how_it_ended(stream, cancelled, stats)
            calls.extend(building.calls(self.server.url))
        except RemoteError as e:
            if images and e.kind == "refused" and not t_first:  # an image the server's model cannot read
                raise self._no_vision(e) from e
            raise
        finally:
            stream.abandoned.set()  # a stop, an error or the end: the reader closes the connection
            self._stream = None
            if t_first:
                stats.generation_s = time.perf_counter() - t_first
            self._account(stats, usage, timings)

    def _open_stream(self, body: dict[str, Any], max_tokens: int, most: int) -> ReplyStream:
        """The request, read on its own thread, bounded in bytes and in lines (two per event of the
        `most` a reply may send, and the slack)."""
        return ReplyStream(self._client, self.server.url, body, self.stall_timeout_s,
                           max(STREAM_BYTES, max_tokens * STREAM_BYTES_PER_TOKEN), 2 * most + 4096, self.model).start()

    @staticmethod
    def _say_how_it_ended(stream: ReplyStream, cancelled: Cancelled | None, stats: ReplyStats) -> None:
        """A reply's finish reason once its stream ended: a stop, or a [DONE] without a reason."""
        if stream.stopped or (cancelled is not None and cancelled()):
            stats.finish_reason = "cancelled"
        elif not stats.finish_reason and stream.completed:
            stats.finish_reason = "eog"  # (a stream that ends unsaid, no [DONE], stays "": interrupted)

    def _too_long(self, max_tokens: int) -> RemoteError:
        return RemoteError("protocol", translate("Remote", "The server at {server} sent far more than the {count} "
                                                           "tokens asked for, so Emberly stopped reading. What it "
                                                           "wrote before is kept.")
                           .format(server=self.server.url, count=max_tokens))

    def _no_vision(self, refused: RemoteError) -> RemoteError:
        """The server's model refused the images before any word: from now on the text alone goes
        (the runner says so once), and the chat goes on."""
        self.vision = False
        return RemoteError("refused", translate("Remote", "The model on {server} does not take images ({error}). Send "
                                                          "again to go on without them, or load a vision model there "
                                                          "(llama-server: --mmproj).")
                           .format(server=self.server.url, error=refused))

    def _account(self, stats: ReplyStats, usage: Usage | None, timings: Mapping[str, float]) -> None:
        """The server's own counts where it gives them (llama-server's timings, OpenAI's usage),
        typed and bounded by wire.parse_event."""
        self.last_timings = dict(timings)
        restored, self._restored = self._restored, 0
        if restored and timings and timings.get("cache_n", 0) == 0 and timings.get("prompt_n", 0) > restored // 2:
            self._notice = translate("Remote", "The server read the whole chat again right after restoring it. On a "
                                               "sliding-window model (Gemma 3 and others) start llama-server with "
                                               "--swa-full, or it cannot reuse a restored slot.")
        if timings:
            stats.prompt_reused = int(timings.get("cache_n", 0))
            stats.prompt_decoded = int(timings.get("prompt_n", 0))
            stats.prompt_tokens = stats.prompt_reused + stats.prompt_decoded
            stats.generated = int(timings.get("predicted_n", stats.generated))
            if timings.get("prompt_ms"):
                stats.prefill_s = timings["prompt_ms"] / 1000
        elif usage is not None:
            stats.prompt_tokens = usage.prompt_tokens
            stats.prompt_reused = min(usage.cached_tokens, usage.prompt_tokens)
            stats.prompt_decoded = stats.prompt_tokens - stats.prompt_reused
            if usage.completion_tokens is not None:
                stats.generated = usage.completion_tokens
        if stats.prompt_tokens:
            self._n_cached = stats.prompt_tokens + stats.generated

    def stop(self) -> None:
        """Stop the running reply (any thread): its connection is closed, which llama-server takes
        as a cancel."""
        stream = self._stream
        if stream is not None:
            stream.stop()

    def generate_versions(self, messages: Sequence[Message], samplings: Sequence[SamplingParams], max_tokens: int = 512,
                              on_piece: Callable[[int, str], None] | None = None,
                              progress: PrefillProgress | None = None, cancelled: Cancelled | None = None,
                              images: Sequence[RgbImage] = (), tools: Sequence[Any] | None = None) -> Any:
        raise EngineError(ONE_REPLY)

    def save_version(self, i: int, tokens_before: Sequence[int], alt: Any, path: Path) -> Any:
        raise EngineError(ONE_REPLY)

    def render(self, messages: Sequence[Message], add_generation_prompt: bool = True) -> str:
        return ""  # the server renders its template; nothing opens a reasoning block here

    # --- the chat's cache on the server -------------------------------------------------------

    def _post_slot(self, action: str, filename: str | None = None, counts: tuple[str, str] | None = None) -> tuple[int, int]:
        """One slot call; `counts`: the keys of its answer's token and byte counts ((-1, -1) unasked
        or unsaid). Whatever goes wrong is a StateFileError, which the chat takes as a cold reopen."""
        assert self._slot is not None
        url = self.server.url
        try:
            status, data = fetch(self._client, "POST", f"{url}/slots/{self._slot}", url, _SLOT_CALL[action],
                                 body={"filename": filename} if filename else {}, params={"action": action},
                                 deadline_s=self._deadline_s)
            if status == 501:  # started without --slot-save-path
                self._slot_files = False
                raise StateFileError(translate("Remote", "the server keeps no chat files (start llama-server with "
                                                         "--slot-save-path)"))
            if status != 200:
                refused = http_error(status, data.decode("utf-8", "replace"), url)
                raise StateFileError(_COULD_NOT[action].format(error=refused))
            if counts is None:
                return -1, -1
            return parse_slot_result(loads(data, Where(url, SLOT_ANSWER)), url, *counts)
        except RemoteError as e:
            raise StateFileError(of(e)) from e

    def _take_slot(self) -> bool:
        """Pin this engine's open chat to a slot no one else is using (False: none is free; the
        chat then runs on any slot, prefix cache only)."""
        busy: set[int] = set()
        try:
            busy = parse_busy(self._ask("GET", "/slots", None), self.server.url)
        except RemoteError as e:  # no /slots endpoint (or one that lies): only this process's own holds are known
            log.info("No busy slots from %s: %s", self.server.url, e)
        self._slot = SLOTS.take(self.server.url, id(self), max(1, self.server.total_slots), busy, self._slot)
        return self._slot is not None

    def _file_name(self, chat_id: str) -> str:
        fp = hashlib.sha256(json.dumps(self.fingerprint, sort_keys=True).encode()).hexdigest()[:12]
        return f"{chat_id}-{fp}.bin"

    def save_state(self, path: str | Path, canonical: bool = True) -> None:
        """Save the open chat's slot on the server, and its sidecar here."""
        if self.server.kind != "llama-server" or not self._slot_files or self._slot is None or not self._n_cached:
            return
        kv = Path(path)
        name = self._file_name(kv.name.split(".")[0])
        tokens, size = self._post_slot("save", name, ("n_saved", "n_written"))
        meta = {"version": REMOTE_SIDECAR_VERSION, "url": self.server.url, "fingerprint": self.fingerprint, "file": name,
                "n_tokens": max(0, tokens), "n_bytes": max(0, size), "saved": time.time()}
        try:
            write_atomic(remote_sidecar_path(kv), json.dumps(meta).encode())
        except OSError as e:
            said = translate("Remote", "its record could not be written ({error})")
            raise StateWriteError(said.format(error=e)) from e

    def load_state(self, path: str | Path) -> int:
        """Restore the chat's slot file on the server (milliseconds); StateFileError says why not."""
        if self.server.kind != "llama-server":
            raise StateFileError(translate("Remote", "cache on server: prefix only"))
        kv = Path(path)
        meta = read_remote_sidecar(kv)
        why = remote_mismatch(meta, self.fingerprint)
        if why:
            raise StateFileError(why)
        if not self._take_slot():
            raise StateFileError(translate("Remote", "every slot of the server is busy with other chats"))
        self._n_cached, self._trim_anchor = 0, None
        restored, read = self._post_slot("restore", meta["file"], ("n_restored", "n_read"))  # failed: the slot is empty
        if restored != meta["n_tokens"] or read != meta["n_bytes"]:
            self._erase()
            raise StateFileCorrupt(translate("Remote", "the server's file holds {tokens} tokens in {size} bytes, not "
                                                       "the {saved_tokens} in {saved_size} saved")
                                   .format(tokens=restored, size=read, saved_tokens=meta["n_tokens"],
                                           saved_size=meta["n_bytes"]))
        self._n_cached = self._restored = restored
        return restored

    def _erase(self) -> None:
        try:
            self._post_slot("erase")
        except StateFileError:
            pass

    def fit_conversation(self, messages: Sequence[Message], reserve: int, continue_last: bool = False,
                         add_generation_prompt: bool = True, images: Sequence[Any] = (),
                         tools: Sequence[Any] | None = None) -> tuple[list[int], int]:
        return [], 0  # a cold reopen: the server reads the chat with the next request

    def prefill(self, prompt: Sequence[int], progress: PrefillProgress | None = None,
                cancelled: Cancelled | None = None) -> ReplyStats:
        return ReplyStats(finish_reason="prefilled")

    def read_saved_extras(self) -> None:
        pass

    def take_notice(self) -> str | None:
        """A one-line note for the user about how the server runs, once."""
        notice, self._notice = self._notice, None
        return notice

    def drop_versions(self) -> None:
        pass

    def reset(self) -> None:
        """A new chat: it keeps the slot (the next prompt shares nothing with what it holds)."""
        self._n_cached = 0
        self._trim_anchor = None

    def close(self) -> None:
        self.stop()
        SLOTS.release(self.server.url, id(self))
        self._client.close()


def _conforms(engine: RemoteEngine) -> ChatEngine:  # mypy checks here that RemoteEngine is a ChatEngine
    return engine
