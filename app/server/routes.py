"""The endpoints: `GET /health`, `GET /v1/models`, `POST /v1/chat/completions` and
`/v1/completions` (streamed as server-sent events, or whole), `POST /v1/embeddings` (strings or
token arrays, floats or base64), in OpenAI's shapes and error shapes. A request is read as input
anything may have sent: every field is checked, and a wrong one is a 400 naming it."""

from __future__ import annotations

import asyncio
import base64
import functools
import json
import math
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import replace
from typing import Any

from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from ..runtime import IMAGE_MARKER, EngineError, SamplingParams, unmarked
from ..runtime import events as ev
from ..runtime import requests as rq
from .citations import url_citations
from .gateway import Busy, Gateway
from .guard import MAX_DEPTH, Invalid, error_body, too_deep
from .opening import ClientGone, Item, chained, until_accepted
from .reasoning_split import ReasoningSplit
from .request_log import RequestLog
from .tool_fields import message_extras, tool_fields
from .unserved import refuse_unserved

MAX_MESSAGES = 10_000
MAX_STOPS = 4
MAX_IMAGES = 16  # in one request
MAX_IMAGE_DATA = 24 << 20  # their base64, in all (decoded on the engine's thread, once the model reads images)
PARSE_IN_THREAD = 64 << 10  # a body larger than this is parsed off the event loop
MAX_N = 8  # replies at once (the model must be loaded for as many: Settings, Regenerate ×N)
ROLES = ("system", "user", "assistant", "developer", "tool")
# OpenAI's words for a prompt over the context: litellm (under aider) raises its
# ContextWindowExceededError, and LangChain its ContextOverflowError, only on a message they
# recognize (the `openai` package puts the message alone in the exception, not the code).
OVERFLOW = "Input tokens exceed the configured limit. "


Parse = Callable[[dict[str, Any], "str | None"], "tuple[rq.ApiChat, bool, bool]"]
Endpoint = Callable[[Request], Awaitable[Response]]


def error(status: int, message: str, code: str | None = None, param: str | None = None) -> Response:
    kind = {401: "authentication_error", 404: "not_found_error", 503: "server_error", 500: "server_error",
            429: "rate_limit_error"}.get(status, "invalid_request_error")
    return Response(error_body(message, kind, code, param), status, media_type="application/json")


def build_app(gateway: Gateway, max_body: int = 32 << 20, web: bool = False) -> Starlette:
    """`web`: clients may ask for the web to be searched first (web_search_options)."""

    async def health(_: Request) -> Response:
        return JSONResponse({"status": "ok", "model": gateway.model})

    async def models(_: Request) -> Response:
        names = [n for n in (gateway.model, gateway.embedder.name if gateway.embedder is not None else None) if n]
        return JSONResponse({"object": "list", "data": [{"id": n, "object": "model", "created": 0, "owned_by": "emberly"}
                                                        for n in names]})

    def generation(parse: Parse, kind: str) -> Endpoint:
        """A chat or raw completions endpoint: the body checked by `parse`, then answered."""

        async def endpoint(request: Request) -> Response:
            record = RequestLog(request, gateway.model)
            try:
                body = await _json(request, max_body)
                # Off the event loop: a schema's grammar is made in a helper process (milliseconds, or
                # its deadline for a hostile one), and thousands of messages take a while to check.
                api, stream, usage = await asyncio.to_thread(parse, body, gateway.model)
            except Invalid as e:
                record.write(f"failed {e.status} {e.code or 'invalid_request'}")
                return error(e.status, str(e), e.code, e.param)
            except ClientDisconnect:
                record.write("client gone")
                raise
            return await _answer(request, gateway, api, stream, usage, kind, record)

        return endpoint

    async def embeddings(request: Request) -> Response:
        record = RequestLog(request, gateway.embedder.name if gateway.embedder is not None else None)
        try:
            body = await _json(request, max_body)
            response, record.prompt = await _embeddings(gateway, body)
            record.write("done")
            return response
        except Invalid as e:
            record.write(f"failed {e.status} {e.code or 'invalid_request'}")
            return error(e.status, str(e), e.code, e.param)

    return Starlette(routes=[Route("/health", health), Route("/v1/models", models),
                             Route("/v1/chat/completions", generation(functools.partial(_chat_request, web=web), "chat.completion"), methods=["POST"]),
                             Route("/v1/completions", generation(_completion_request, "text_completion"),
                                   methods=["POST"]),
                             Route("/v1/embeddings", embeddings, methods=["POST"])])


async def _answer(request: Request, gateway: Gateway, api: rq.ApiChat, stream: bool, usage: bool, kind: str,
                  record: RequestLog) -> Response:
    """A chat ("chat.completion") or raw ("text_completion") reply, streamed or whole."""
    try:
        gateway.check_room()
    except Busy as e:
        record.write("refused 429 busy")
        response = error(429, str(e), "busy")
        response.headers["retry-after"] = "5"
        return response
    events = gateway.run(api)
    if stream:  # the status line once the prompt is accepted: a refusal before it is an HTTP error (opening.py)
        try:
            head = await until_accepted(events, request.receive)
        except ClientGone:
            record.write("client gone")
            return error(503, "The client went away before the reply began.", "cancelled")
        if head and isinstance(head[-1], ev.ApiAccepted):
            return StreamingResponse(_stream(chained(head, events), api, gateway.model or "", usage, kind, record),
                                     media_type="text/event-stream", headers={"cache-control": "no-cache"})
        async for _ in events:  # the request's end (so it is not cancelled again)
            pass
        return _failure(head[-1] if head else None, record)
    splits, done, failed = [ReasoningSplit() for _ in range(api.n)], None, None
    async for event in events:
        if isinstance(event, ev.ApiOpening):
            splits = [ReasoningSplit(event.text) for _ in range(api.n)]
        elif isinstance(event, ev.ApiText):
            splits[event.index].feed(event.text)
        elif isinstance(event, ev.ApiDone):
            done = event
        elif isinstance(event, (ev.ApiError, ev.Failed)):
            failed = event
    if failed is not None or done is None:
        return _failure(failed, record)
    record.done(done)
    record.write()
    return _whole(splits, done, kind)


def _whole(splits: list[ReasoningSplit], done: ev.ApiDone, kind: str) -> JSONResponse:
    """An unstreamed reply's body: its choices (reasoning apart, tool calls) and usage."""
    choices = []
    for i, split in enumerate(splits):
        choice: dict[str, Any] = {"index": i, "finish_reason": done.finishes[i] if done.finishes else done.finish_reason,
                                  "logprobs": None}
        if kind == "chat.completion":
            thinking, answer = split.whole()
            choice["message"] = {"role": "assistant", "content": None if done.tool_calls and not answer else answer,
                                 **({"annotations": url_citations(answer, done.sources)} if done.sources else {}),
                                 **({"reasoning_content": thinking} if thinking is not None else {}),
                                 **({"tool_calls": _tool_calls(done)} if done.tool_calls else {})}
        else:
            choice["text"] = split.text
        choices.append(choice)
    return JSONResponse({"id": f"{'chatcmpl' if kind == 'chat.completion' else 'cmpl'}-{uuid.uuid4().hex}",
                         "object": kind, "created": int(time.time()), "model": done.model, "choices": choices,
                         "usage": _usage(done)})


async def _stream(events: AsyncIterator[Item], api: rq.ApiChat, model: str, usage: bool, kind: str,
                  record: RequestLog) -> AsyncIterator[bytes]:
    try:
        async for data in _chunks(events, api, model, usage, kind, record):
            yield data
    finally:  # the end, or the client gone (Starlette cancels the stream)
        record.write()


async def _chunks(events: AsyncIterator[Item], api: rq.ApiChat, model: str, usage: bool, kind: str,
                  record: RequestLog) -> AsyncIterator[bytes]:
    chat = kind == "chat.completion"
    base = {"id": f"{'chatcmpl' if chat else 'cmpl'}-{uuid.uuid4().hex}",
            "object": "chat.completion.chunk" if chat else "text_completion", "created": int(time.time()), "model": model}

    def chunk(delta: dict[str, Any], finish: str | None = None, index: int = 0) -> bytes:
        choice: dict[str, Any] = {"index": index, "finish_reason": finish, "logprobs": None}
        if chat:
            choice["delta"] = delta
        else:
            choice["text"] = delta.get("content", "")
        return b"data: " + json.dumps({**base, "choices": [choice]}).encode() + b"\n\n"

    for i in range(api.n if chat else 0):
        yield chunk({"role": "assistant", "content": ""}, index=i)
    splits = [ReasoningSplit() for _ in range(api.n)]
    async for event in events:
        if isinstance(event, ev.ApiOpening):
            splits = [ReasoningSplit(event.text) for _ in range(api.n)]
        elif isinstance(event, ev.ApiText):
            reasoning, content = splits[event.index].feed(event.text) if chat else ("", event.text)
            if reasoning:
                yield chunk({"reasoning_content": reasoning}, index=event.index)
            if content:
                yield chunk({"content": content}, index=event.index)
        elif isinstance(event, ev.ApiDone):
            record.done(event)
            for i, split in enumerate(splits):
                if chat and split.rest():
                    yield chunk({"content": split.rest()}, index=i)
                if chat and event.sources:  # where its "[n]" are, once the whole answer is known
                    yield chunk({"annotations": url_citations(split.whole()[1], event.sources)}, index=i)
                if chat and event.tool_calls:
                    yield chunk({"tool_calls": [{"index": k, **c} for k, c in enumerate(_tool_calls(event))]}, index=i)
                yield chunk({}, event.finishes[i] if event.finishes else event.finish_reason, index=i)
            if usage:
                yield b"data: " + json.dumps({**base, "choices": [], "usage": _usage(event)}).encode() + b"\n\n"
        elif isinstance(event, (ev.ApiError, ev.Failed)):  # the status line is sent: the error goes in the stream
            message = event.message
            code = event.code if isinstance(event, ev.ApiError) else "engine_error"
            record.failed(event.status if isinstance(event, ev.ApiError) else 500, code)
            yield b"data: " + error_body(message, "server_error", code) + b"\n\n"
    yield b"data: [DONE]\n\n"


def _tool_calls(done: ev.ApiDone) -> list[dict[str, Any]]:
    return [{"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}
            for call_id, name, arguments in done.tool_calls]


def _failure(failed: Item | None, record: RequestLog) -> Response:
    if isinstance(failed, ev.ApiError):
        status, code, message = failed.status, failed.code, failed.message
    elif isinstance(failed, ev.Failed):
        status, code, message = 500, "engine_error", failed.message
    else:
        status, code, message = 503, "cancelled", "The request was cancelled before it ended."
    record.failed(status, code)
    record.write()
    return error(status, OVERFLOW + message if code == "context_length_exceeded" else message, code)


def _usage(done: ev.ApiDone) -> dict[str, Any]:
    return {"prompt_tokens": done.prompt_tokens, "completion_tokens": done.completion_tokens,
            "total_tokens": done.prompt_tokens + done.completion_tokens,
            "prompt_tokens_details": {"cached_tokens": done.cached_tokens}}


async def _json(request: Request, limit: int) -> dict[str, Any]:
    """The body as a JSON object, read up to `limit` bytes (a body sent in chunks has no length to check first)."""
    chunks, seen = [], 0
    async for chunk in request.stream():
        seen += len(chunk)
        if seen > limit:
            raise Invalid(f"The request body is over {limit:,} bytes.", status=413, code="body_too_large")
        chunks.append(chunk)
    raw = b"".join(chunks)
    return await asyncio.to_thread(_parsed, raw) if len(raw) > PARSE_IN_THREAD else _parsed(raw)


def _parsed(raw: bytes) -> dict[str, Any]:
    """The body as a JSON object nested at most MAX_DEPTH deep: json itself raises RecursionError
    past ~1,000 levels, and what reads the body after it (a template, a grammar) recurses too."""
    try:
        body = json.loads(raw)
    except RecursionError:
        raise Invalid(f"The body is nested more than {MAX_DEPTH} levels deep.", code="too_deep") from None
    except ValueError as e:
        raise Invalid(f"The body is not JSON: {str(e)[:200]}") from e
    if not isinstance(body, dict):
        raise Invalid("The body must be a JSON object.")
    if too_deep(body, MAX_DEPTH):
        raise Invalid(f"The body is nested more than {MAX_DEPTH} levels deep.", code="too_deep")
    return body


def _chat_request(body: dict[str, Any], loaded: str | None, web: bool = False) -> tuple[rq.ApiChat, bool, bool]:
    """The request checked field by field: (what the engine runs, stream, include usage). `web`:
    the user lets clients have the web searched first."""
    _check_model(body, loaded)
    refuse_unserved(body, completions=False)
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages or len(messages) > MAX_MESSAGES:
        raise Invalid(f"'messages' must be a list of 1 to {MAX_MESSAGES:,} messages.", "messages")
    parsed = [_message(m, i) for i, m in enumerate(messages)]
    data = _image_data([(i, payload) for i, (_, _, images) in enumerate(parsed) for payload in images])
    api, stream, usage = _generation(body, tuple((role, text) for role, text, _ in parsed), None, loaded or "")
    tools, grammar = tool_fields(body)
    if (tools or grammar) and api.n > 1:
        raise Invalid("Tools and response_format with n > 1 are not served yet.", "n")
    extras = tuple(message_extras(m, i) for i, m in enumerate(messages))
    parallel = body.get("parallel_tool_calls")
    if parallel is not None and not isinstance(parallel, bool):
        raise Invalid("'parallel_tool_calls' must be true or false.", "parallel_tool_calls")
    return (replace(api, image_data=data, tools=tools, grammar=grammar, extras=extras, one_call=parallel is False,
                    web=_web_search(body, web)), stream, usage)


def _web_search(body: dict[str, Any], allowed: bool) -> str:
    """web_search_options' context size ("": not asked for). Its user_location is not used: the
    search goes to the provider the user chose, as the window's does."""
    options = body.get("web_search_options")
    if options is None:
        return ""
    if not allowed:
        raise Invalid("This server's clients may not search the web: the user of Emberly may allow it (Settings ▸ "
                      "Local API server). Send the request without 'web_search_options'.", "web_search_options",
                      code="unsupported_parameter")
    size = options.get("search_context_size", "medium") if isinstance(options, dict) else None
    if size not in ("low", "medium", "high"):
        raise Invalid("'web_search_options' must be an object whose search_context_size is low, medium or high.",
                      "web_search_options")
    return str(size)


def _image_data(payloads: list[tuple[int, str]]) -> tuple[bytes, ...]:
    """The images' bytes from their base64 ((message index, payload) each), counted and sized
    first. Their pixels are decoded on the engine's thread once the model is known to read
    images (app/runtime/api_work.py)."""
    if len(payloads) > MAX_IMAGES:
        raise Invalid(f"At most {MAX_IMAGES} images are read in one request, not {len(payloads)}.", "messages")
    if sum(len(payload) for _, payload in payloads) > MAX_IMAGE_DATA:
        raise Invalid(f"The images of one request may be {MAX_IMAGE_DATA >> 20} MB of base64 in all; these are more.",
                      "messages", 413, "images_too_large")
    data = []
    for i, payload in payloads:
        try:
            data.append(base64.b64decode(payload, validate=True))
        except ValueError as e:
            raise Invalid(f"messages[{i}]: the image's base64 is damaged.", f"messages[{i}].content") from e
    return tuple(data)


def _completion_request(body: dict[str, Any], loaded: str | None) -> tuple[rq.ApiChat, bool, bool]:
    _check_model(body, loaded)
    refuse_unserved(body, completions=True)
    prompt = body.get("prompt")
    if isinstance(prompt, list) and len(prompt) == 1:
        prompt = prompt[0]
    if not isinstance(prompt, str) or not prompt:
        raise Invalid("'prompt' must be one non-empty string.", "prompt")
    return _generation(body, (), prompt, loaded or "")


def _generation(body: dict[str, Any], pairs: tuple[tuple[str, str], ...], prompt: str | None,
                model: str) -> tuple[rq.ApiChat, bool, bool]:
    """The fields chat and raw completions share: n, the token limit, sampling, stop, streaming."""
    n = _integer(body.get("n", 1), "n", 1, 1 if prompt is not None else MAX_N)
    limit = body.get("max_completion_tokens", body.get("max_tokens"))
    max_tokens = _integer(limit, "max_tokens", 1, 1 << 20) if limit is not None else (1024 if prompt is None else 16)
    sampling = SamplingParams(temperature=_number(body.get("temperature", 0.7), "temperature", 0, 2),
                              top_p=_number(body.get("top_p", 0.95), "top_p", 0, 1),
                              seed=_integer(body.get("seed", 0), "seed", -(1 << 63), (1 << 64) - 1) % (1 << 32))
    stop = body.get("stop")
    stops = (stop,) if isinstance(stop, str) else stop if isinstance(stop, list) else () if stop is None else None
    if stops is None or len(stops) > MAX_STOPS or not all(isinstance(s, str) and 0 < len(s) <= 256 for s in stops):
        raise Invalid(f"'stop' must be a string or a list of at most {MAX_STOPS} strings.", "stop")
    stream = body.get("stream", False)
    options = body.get("stream_options")
    options = {} if options is None else options
    if not isinstance(stream, bool) or not isinstance(options, dict):
        raise Invalid("'stream' must be true or false, and 'stream_options' an object.", "stream")
    return (rq.ApiChat(pairs, sampling, max_tokens, tuple(stops), prompt, n, model), stream,
            options.get("include_usage") is True)


def _check_model(body: dict[str, Any], loaded: str | None) -> None:
    if loaded is None:
        raise Invalid("No model is loaded in Emberly: choose one in its window first.", status=503,
                      code="model_not_loaded")
    model = body.get("model")
    if model is not None and model not in (loaded, loaded.removesuffix(".gguf"), "default", ""):
        raise Invalid(f"The model {str(model)[:100]!r} is not loaded here; this server serves {loaded!r}.", "model",
                      404, "model_not_found")


MAX_INPUTS = 2048


async def _embeddings(gateway: Gateway, body: dict[str, Any]) -> tuple[Response, int]:
    """Vectors from the embedding model chosen in Emberly's settings (not the chat model), and
    the tokens read."""
    embedder = gateway.embedder
    if embedder is None:
        raise Invalid("No embedding model is set in Emberly (Settings ▸ Embedding model).", "model", 404,
                      "model_not_found")
    model = body.get("model")
    if model is not None and model not in (embedder.name, embedder.name.removesuffix(".gguf"), "default", ""):
        raise Invalid(f"The model {str(model)[:100]!r} is not the embedding model here ({embedder.name!r}).", "model",
                      404, "model_not_found")
    given = body.get("input")
    items = [given] if isinstance(given, str) or (isinstance(given, list) and given and
                                                   all(isinstance(t, int) and not isinstance(t, bool) for t in given)) \
        else given
    if not isinstance(items, list) or not 0 < len(items) <= MAX_INPUTS or not all(
            isinstance(x, str) or (isinstance(x, list) and x and all(isinstance(t, int) and not isinstance(t, bool)
                                                                      for t in x)) for x in items):
        raise Invalid(f"'input' must be a string, a token array, or a list of 1 to {MAX_INPUTS} of them.", "input")
    encoding = body.get("encoding_format", "float")
    if encoding not in ("float", "base64"):
        raise Invalid("'encoding_format' must be float or base64.", "encoding_format")

    def work() -> tuple[Any, int]:
        rows: list[Any] = [None] * len(items)
        for text, embed in ((True, embedder.embed), (False, embedder.embed_tokens)):
            where = [i for i, x in enumerate(items) if isinstance(x, str) == text]
            if where:
                for i, row in zip(where, embed([items[i] for i in where]), strict=True):
                    rows[i] = row
        used = sum(embedder.count_tokens(x) if isinstance(x, str) else len(x) for x in items)
        return rows, used

    try:
        rows, used = await asyncio.to_thread(work)
    except EngineError as e:
        raise Invalid(str(e), "input", 400, "invalid_input") from e
    data = [{"object": "embedding", "index": i, "embedding": base64.b64encode(row.astype("<f4").tobytes()).decode()
             if encoding == "base64" else [float(v) for v in row]} for i, row in enumerate(rows)]
    return JSONResponse({"object": "list", "data": data, "model": embedder.name,
                         "usage": {"prompt_tokens": used, "total_tokens": used}}), used


def _message(m: Any, i: int) -> tuple[str, str, list[str]]:
    """(role, text, its images' base64, not yet decoded): an image part is IMAGE_MARKER where it
    was, and the marker written in text is broken so that it stands for nothing."""
    if not isinstance(m, dict) or m.get("role") not in ROLES:
        raise Invalid(f"messages[{i}] needs a role: one of {', '.join(ROLES)}.", f"messages[{i}].role")
    content = m.get("content")
    images: list[str] = []
    if content is None and m["role"] == "assistant" and m.get("tool_calls"):
        content = ""  # a reply that only called tools
    if isinstance(content, list):  # parts: text, and images as data: URLs (nothing is fetched)
        runs: list[str] = [""]  # the text between images, each run escaped whole (a marker split over parts too)
        for part in content:
            if isinstance(part, dict) and part.get("type") == "text" and isinstance(part.get("text"), str):
                runs[-1] += part["text"]
            elif isinstance(part, dict) and part.get("type") == "image_url":
                images.append(_image_payload(part.get("image_url"), i))
                runs.append("")
            else:
                raise Invalid(f"messages[{i}].content: only text and image_url parts are served.",
                              f"messages[{i}].content")
        content = (IMAGE_MARKER + "\n").join(unmarked(run) for run in runs)
    elif isinstance(content, str):
        content = unmarked(content)
    if not isinstance(content, str):
        raise Invalid(f"messages[{i}].content must be text.", f"messages[{i}].content")
    role = "system" if m["role"] == "developer" else m["role"]
    return role, content, images


def _image_payload(value: Any, i: int) -> str:
    url = value.get("url") if isinstance(value, dict) else value
    head, _, payload = url.partition(",") if isinstance(url, str) else ("", "", "")
    if not (head.startswith("data:image/") and head.endswith(";base64")):
        raise Invalid(f"messages[{i}]: an image must be a data: URL (base64); Emberly fetches nothing from the "
                      "network.", f"messages[{i}].content")
    return payload


def _number(value: Any, name: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or not low <= value <= high:
        raise Invalid(f"'{name}' must be a number from {low} to {high}.", name)
    return float(value)


def _integer(value: Any, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise Invalid(f"'{name}' must be a whole number from {low} to {high}.", name)
    return value
