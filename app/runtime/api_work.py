"""A chat completion for a client of the local API server, on the engine thread.

It runs on the model on this computer as the window's own turns do (the same template, template
guard and sampling), with the engine lent by the runner: the window's open chat has its cache
saved before and restored after, warm, so an API request never touches the window's chat. Stop
strings end the reply where they begin (the engine's own, never sent), and a client that goes
away cancels the request within one token (the loop's cancel, polled by the decode). A raw
prompt (`/v1/completions`) is read as it is, with no template.

Warm conversations: every OpenAI client sends the whole conversation each turn. After a reply,
the conversation with it (closed as the template closes a turn) is saved to the prefix cache;
the next request looks for the longest of its last messages' ends there, restores it (ms) and
decodes only the rest, in this process or after a restart. The prompt is kept too (the cache
rolled back from the reply, its last token decoded again): a client that sends the identical
conversation again (a retry, Continue's regenerate, aider's re-send) restores it whole. `usage.prompt_tokens_details.
cached_tokens` says how many prompt tokens were not read again.

ApiAccepted is emitted once the prompt is known to fit, before anything is generated: a
streamed response waits for it (or the refusal) before its status line, so a prompt too long is
an HTTP 400 that clients raise as their context-window error, streamed or not.

Before the engine is lent (the window's chat saved), a request whose text cannot fit is refused
by a count: a token stands for at most the vocabulary's longest piece, so characters / that
piece is a lower bound on its tokens. The messages' text is counted before anything is rendered
(10,000 messages of 3 KB: refused in microseconds, where rendering and tokenizing them held the
engine for a minute), the rendered conversation before it is tokenized (10,000 short messages:
their turn markers are special tokens, seconds to tokenize). Images are decoded only once the
model is known to read them and the text fits, at most MAX_PIXEL_BYTES of pixels.
"""

from __future__ import annotations

import contextlib
import json
import logging
import weakref
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..engine.chat_engine import ChatEngine, LocalChatEngine, local_engine
from ..engine.errors import ContextOverflow, EngineError
from ..engine.files.prefix_cache import PrefixCache
from ..engine.images import IMAGE_MARKER, ImageError, RgbImage, decode_image, unmarked
from ..engine.local.engine_state import common_prefix
from ..engine.prompt.reasoning import CLOSE
from ..engine.prompt.tool_calls import ToolCall, call_message, call_syntax, parse_calls
from ..engine.reply import Reply, ReplyStats
from . import events as ev
from . import requests as rq
from .api_web import with_web
from .reply_stream import ReplyStream

if TYPE_CHECKING:
    from ..sessions.runner import ChatRunner


log = logging.getLogger("emberly.server")

LOOKBACK = 4  # message ends looked up in the prefix cache, the latest first
API_INTERVAL_S = 0.02  # a client gets the reply's text at most 50 times a second
VERSIONS_INTERVAL_S = 0.0  # n > 1: each reply's every piece as it comes, a chunk each, as they always were
MAX_PIXEL_BYTES = 48 << 20  # the decoded pixels of one request's images, in all
_longest: weakref.WeakKeyDictionary[LocalChatEngine, int] = weakref.WeakKeyDictionary()  # per engine: bytes


class ApiFailed(Exception):
    """What the client is told: an HTTP status, OpenAI's error code and a message."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code = status, code


def answer(runner: ChatRunner, r: rq.ApiChat, emit: Callable[[ev.Event], None], cancelled: Callable[[], bool]) -> None:
    """An API client's request on the loop, said to every subscriber while it runs; a request that
    cannot be served is an ApiError for its client."""
    emit(ev.ApiAnswering(True))
    try:
        api_chat(runner, r, emit, cancelled)
    except ApiFailed as e:
        emit(ev.ApiError(e.status, e.code, str(e)))
    finally:
        emit(ev.ApiAnswering(False))


def api_chat(runner: ChatRunner, r: rq.ApiChat, emit: Callable[[ev.Event], None],
             cancelled: Callable[[], bool]) -> None:
    """Run `r`, emitting ApiText pieces and one ApiDone. Raises ApiFailed."""
    sources: tuple[tuple[str, str], ...] = ()
    if r.web and runner.engine is not None:
        if runner.web is None:
            raise ApiFailed(400, "web_search_unavailable", "The web is off in Emberly (Settings ▸ Web): send the "
                            "request without 'web_search_options'.")
        r, sources = with_web(runner, r, runner.engine.n_ctx)
    messages, marker = _checked(runner, r)
    r = _decoded(r)
    with runner.lent() as lent:
        lent = _local(lent)
        if r.prompt is not None:
            return _complete(lent, r, emit, cancelled)
        tools = list(r.tools) or None
        try:
            prompt, dropped = lent.fit_conversation(messages, r.max_tokens, images=r.images, tools=tools)
        except ContextOverflow as e:
            raise ApiFailed(400, "context_length_exceeded", str(e)) from e
        if dropped:
            raise ApiFailed(400, "context_length_exceeded",
                            f"The messages and max_tokens ({r.max_tokens}) need more than the model's context of "
                            f"{lent.n_ctx} tokens.")
        if r.n > 1:
            return _versions(lent, r, messages, emit, cancelled)
        emit(ev.ApiAccepted())
        with _only_time_lost():
            ends = [*_ends(lent, messages, prompt, r.images), len(prompt)]  # the whole prompt: a retry
            lent.restore_prefix(prompt, runner.prefix_cache, ends)
        reply = lent.generate(messages, r.sampling, r.max_tokens, stop=r.stop, cancelled=cancelled, images=r.images,
                              grammar=r.grammar, tools=tools)
        if reply.opening:
            emit(ev.ApiOpening(reply.opening))
        if tools:  # read whole: a call is not text for the client
            answer, calls = _calls(lent, reply, _text_to(emit))
            calls = calls[:1] if r.one_call else calls  # parallel_tool_calls false: the first call only
        else:
            answer, calls = unmarked(_streamed(reply, _text_to(emit)), marker), []  # a marker the model wrote stands for nothing
        if not cancelled():  # kept for the client's next turn
            with _only_time_lost():
                _keep(lent, runner.prefix_cache, [*messages, call_message(answer, calls) if calls else
                                                  {"role": "assistant", "content": answer}], r.images)
                # And the prompt itself, for the same request sent again (a retry, a regenerate): rolled
                # back from the reply, its last token decoded alone again, as the first time.
                lent.read_prefix(prompt, runner.prefix_cache)
        _done(reply.stats, lent, emit, calls, sources)


def _checked(runner: ChatRunner, r: rq.ApiChat) -> tuple[list[dict[str, Any]], str]:
    """(the messages for the template, the engine's image marker or ""), once the request is
    known to be for the loaded model and to fit its context by a count. Raises ApiFailed."""
    engine = _local(runner.engine)
    if r.model and engine.info.path.name != r.model:
        raise ApiFailed(409, "model_changed", f"The model was changed in Emberly's window while this request waited: "
                                              f"{engine.info.path.name} is loaded now, not {r.model}.")
    if (r.images or r.image_data) and not engine.vision:  # before decoding anything
        raise ApiFailed(400, "model_without_vision", f"{engine.info.path.name} reads no images here: load a vision "
                                                     "model with its projector (mmproj) in Emberly's window.")
    drops = CLOSE in engine.chat_format.template  # a reasoning model's template, which may drop earlier reasoning
    _could_fit(engine, r, sum(_shown(role, content, drops) for role, content in r.messages) + len(r.prompt or ""),
               "prompt" if r.prompt is not None else "messages")
    marker = engine.image_marker if r.images or r.image_data else ""
    extras = r.extras or tuple({} for _ in r.messages)
    messages = [{"role": role, "content": content.replace(IMAGE_MARKER, marker) if marker else content, **extra}
                for (role, content), extra in zip(r.messages, extras, strict=True)]
    if r.prompt is None:  # the template's own text too: tokenizing 10,000 turns' markers takes seconds
        _could_fit(engine, r, len(engine.render(messages, tools=list(r.tools) or None)),
                   "conversation as the template writes it")
    return messages, marker


def _local(engine: ChatEngine | None) -> LocalChatEngine:
    """The window's engine as the model on this computer, which the local API serves. Raises ApiFailed."""
    if engine is None:
        raise ApiFailed(503, "model_not_loaded", "No model is loaded in Emberly: choose one in its window first.")
    local = local_engine(engine)
    if local is None:
        raise ApiFailed(503, "model_not_loaded", "Emberly's window is using a server's model; the local API serves "
                                                 "a model on this computer: load one in the window.")
    return local


def _could_fit(engine: LocalChatEngine, r: rq.ApiChat, chars: int, what: str) -> None:
    """Refuse a request whose text of `chars` characters needs more tokens than the context,
    before it is tokenized. Sound for byte-level BPE and SentencePiece vocabularies: each token
    stands for at most the longest piece's bytes of the text (an unknown character is one token
    of one character), and a character is at least a byte; the template only adds to it."""
    least = -(-chars // _longest_piece(engine))
    if least + r.max_tokens > engine.n_ctx:
        raise ApiFailed(400, "context_length_exceeded",
                        f"The {what} ({chars:,} characters: at least {least:,} tokens) and max_tokens "
                        f"({r.max_tokens:,}) need more than the model's context of {engine.n_ctx:,} tokens.")


def _shown(role: str, content: str, drops_reasoning: bool) -> int:
    """The characters of a message the template surely writes: not an earlier reply's reasoning
    (before its last </think>) where the template may leave it out, as most reasoning models' do."""
    cut = content.rfind(CLOSE) if drops_reasoning and role == "assistant" else -1
    return len(content) - (cut + len(CLOSE) if cut >= 0 else 0)


def _longest_piece(engine: LocalChatEngine) -> int:
    """The most bytes one token of `engine`'s vocabulary stands for (control tokens' text too),
    read once per engine: a few hundred ms for a 262k vocabulary, on the engine's thread."""
    longest = _longest.get(engine)
    if longest is None:
        longest = max((len(engine.token_bytes(t, special=True)) for t in range(engine.n_vocab)), default=1)
        _longest[engine] = longest = max(1, longest)
    return longest


def _decoded(r: rq.ApiChat) -> rq.ApiChat:
    """The request with its images decoded (app/engine/images.py: bounded, any damage a reason),
    once the model is known to read them: at most MAX_PIXEL_BYTES of pixels held."""
    images: list[RgbImage] = []
    for i, data in enumerate(r.image_data):
        try:
            images.append(decode_image(data, f"Image {i + 1}"))
        except ImageError as e:
            raise ApiFailed(400, "invalid_image", str(e)) from e
        if sum(len(image.pixels) for image in images) > MAX_PIXEL_BYTES:
            raise ApiFailed(413, "images_too_large", f"The images of one request may hold {MAX_PIXEL_BYTES >> 20} MB "
                                                     "of pixels; these hold more.")
    return replace(r, images=(*r.images, *images), image_data=()) if images else r


def _versions(engine: LocalChatEngine, r: rq.ApiChat, messages: list[dict[str, str]], emit: Callable[[ev.Event], None],
              cancelled: Callable[[], bool]) -> None:
    """n replies at once: the prompt read once and copied to n sequences, one batch a step."""
    if r.n > engine.n_parallel:
        raise ApiFailed(400, "invalid_n", f"The model was loaded for {engine.n_parallel} replies at once, not {r.n} "
                                          "(Emberly's Settings: Regenerate ×N).")
    if r.stop:
        raise ApiFailed(400, "invalid_stop", "Stop strings with n > 1 are not served yet.")
    emit(ev.ApiAccepted())
    samplings = [replace(r.sampling, seed=(r.sampling.seed + i) % (1 << 32)) for i in range(r.n)]
    streams = [_text_to(emit, i, VERSIONS_INTERVAL_S) for i in range(r.n)]
    try:
        alts = engine.generate_versions(messages, samplings, r.max_tokens,
                                        lambda i, text: streams[i].add(text), None, cancelled, r.images)
    except EngineError as e:
        raise ApiFailed(500, "engine_error", str(e)) from e
    finally:
        engine.drop_versions()
    for stream in streams:
        stream.flush()
    stats = [alt.stats for alt in alts]
    emit(ev.ApiDone("", stats[0].prompt_tokens, sum(s.generated for s in stats), stats[0].prompt_reused,
                    engine.info.path.name, tuple(_finish(s) for s in stats)))


def _complete(engine: LocalChatEngine, r: rq.ApiChat, emit: Callable[[ev.Event], None], cancelled: Callable[[], bool]) -> None:
    """A raw prompt, continued as it is (the legacy completions endpoint)."""
    assert r.prompt is not None
    tokens = engine.tokenize(r.prompt)
    if not tokens or len(tokens) + r.max_tokens > engine.n_ctx:
        raise ApiFailed(400, "context_length_exceeded", f"The prompt ({len(tokens):,} tokens) and max_tokens "
                                                        f"({r.max_tokens}) need more than the context of {engine.n_ctx}.")
    emit(ev.ApiAccepted())
    reply = engine.generate_from_tokens(tokens, r.sampling, r.max_tokens, r.stop, cancelled=cancelled)
    _streamed(reply, _text_to(emit))
    _done(reply.stats, engine, emit)


def _text_to(emit: Callable[[ev.Event], None], index: int = 0, interval: float | None = None) -> ReplyStream:
    """A reply's text on its way to the client: the window's batcher (reply_stream.py), never
    paced, as ApiText of reply `index` every `interval` (API_INTERVAL_S), counted from the
    stream's start (the first piece waits its interval too). Coalesced: every chunk costs the
    server's thread CPU the decode would otherwise have (two cores). What is held when the
    engine fails is not sent: an error follows."""
    return ReplyStream(emit, lambda text: ev.ApiText(text, index), API_INTERVAL_S if interval is None else interval,
                       first_waits=True)


def _streamed(reply: Reply, stream: ReplyStream) -> str:
    """The reply's text to the client as it is written, through `stream`; returns it whole."""
    sent: list[str] = []
    try:
        for piece in reply:
            sent.append(piece)
            stream.add(piece)
    except EngineError as e:
        raise ApiFailed(500, "engine_error", str(e)) from e
    stream.flush()
    return "".join(sent)


def _calls(engine: LocalChatEngine, reply: Reply, stream: ReplyStream) -> tuple[str, list[ToolCall]]:
    """The reply read whole, in the template's call syntax: (its text outside calls, its calls),
    that text sent at once through `stream` (nothing of a call is text for the client)."""
    try:
        text = reply.consume()
    except EngineError as e:
        raise ApiFailed(500, "engine_error", str(e)) from e
    parsed = parse_calls(text, call_syntax(engine.chat_format.template))
    stream.add(parsed.content)
    stream.flush()
    return parsed.content, list(parsed.calls)


def _done(stats: ReplyStats, engine: LocalChatEngine, emit: Callable[[ev.Event], None], calls: Sequence[ToolCall] = (),
          sources: tuple[tuple[str, str], ...] = ()) -> None:
    emit(ev.ApiDone("tool_calls" if calls else _finish(stats), stats.prompt_tokens, stats.generated,
                    stats.prompt_reused, engine.info.path.name,
                    tool_calls=tuple((c.id, c.name, json.dumps(c.arguments, ensure_ascii=False)) for c in calls),
                    sources=sources))


def _finish(stats: ReplyStats) -> str:
    """OpenAI's finish_reason for the engine's."""
    if stats.finish_reason in ("eog", "stop"):
        return "stop"
    return "length" if stats.finish_reason in ("length", "context_full") else "cancelled"


def _ends(engine: LocalChatEngine, messages: list[dict[str, str]], prompt: list[int],
          images: Sequence[RgbImage] = ()) -> list[int]:
    """Where the last few messages end in `prompt`'s tokens (as a conversation saved after its
    reply ends): what the prefix cache may hold of a conversation sent again."""
    ends = []
    for k in range(len(messages) - 1, max(0, len(messages) - 1 - LOOKBACK), -1):
        tokens = _tokens(engine, engine.render(messages[:k], add_generation_prompt=False), images)
        if 0 < len(tokens) < len(prompt) and common_prefix(tokens, prompt) == len(tokens):
            ends.append(len(tokens))
    return ends


def _keep(engine: LocalChatEngine, cache: PrefixCache, conversation: list[dict[str, str]],
          images: Sequence[RgbImage] = ()) -> None:
    """Save the conversation with its reply, closed as the template closes a turn: the next
    request's prompt begins with exactly these tokens (its images' spans too: the entry's
    sidecar names them, so a restore continues without the encoder)."""
    tokens = _tokens(engine, engine.render(conversation, add_generation_prompt=False), images)
    if 0 < len(tokens) < engine.n_ctx - 1:
        engine.read_prefix(tokens, cache)


def _tokens(engine: LocalChatEngine, text: str, images: Sequence[RgbImage]) -> list[int]:
    """The tokens of a rendered part of the conversation: its images are the first ones."""
    if not images:
        return engine.prompt_tokens(text)
    return list(engine.image_tokens(text, images[: text.count(engine.image_marker)]))


@contextlib.contextmanager
def _only_time_lost() -> Iterator[None]:
    """The prefix cache only saves time: a failure there is a cold turn, logged, never the reply's."""
    try:
        yield
    except (EngineError, ValueError) as e:  # StateFileError, ContextOverflow, an image the engine could not place
        log.warning("Local server: the prefix cache was not used for this turn: %s", e)
