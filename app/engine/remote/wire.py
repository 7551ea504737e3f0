"""What a server sends, parsed at the edge into typed, bounded values: one function per message
shape (`/props`, `/v1/models`, a reply event, `/slots`, `/apply-template`, `/tokenize`).

The rule (issue 32): a value of the wrong type is refused with one `RemoteError("protocol")` that
names the server, the message and the field; a number out of its range is brought into it (a slot
count of 10**9 is MAX_SLOTS, a context of -1 is "not said"); JSON nested too deeply to read is
refused, not reported as a server that is offline. Optional hints a server may spell its own way
(a model entry's context length) are left out when they are not numbers. Nothing untyped or
unbounded gets past these functions into the engine; bodies are bounded in bytes before they get
here (http.fetch, the stream reader)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx

from ...words import translate
from .http import RemoteError, fetch, http_error, short_error

MAX_TOKENS = 1 << 26  # a context or a token count above this (67 M) is no model's
MAX_BYTES = 1 << 50  # a slot file's size
MAX_SLOTS = 64  # slots told apart on one server: SlotPool builds a list of them per reply
MAX_MODELS = 1000  # model entries kept from /v1/models
MAX_NAME = 4096  # a model id, a path, a build
MAX_MS = 1e12  # a duration in milliseconds (31 years)
TIMING_KEYS = ("cache_n", "prompt_n", "prompt_ms", "prompt_per_second", "predicted_n", "predicted_ms",
               "predicted_per_second")  # fmt: skip
# What a value is or should be, in a message about a server's answer (Where.wrong).
AN_OBJECT, A_LIST = translate("Remote", "an object"), translate("Remote", "a list")
A_NUMBER, A_STRING = translate("Remote", "a number"), translate("Remote", "a string")
THE_ANSWER = translate("Remote", "the answer")
REPLY_EVENT = translate("Remote", "reply event")  # what a server sent: "a bad reply event"
SLOT_ANSWER = translate("Remote", "slot file answer")


def answer_to(endpoint: str) -> str:
    """What a server sent to a question, said in a message: "/props answer"."""
    return translate("Remote", "{endpoint} answer").format(endpoint=endpoint)


def show(value: Any) -> str:
    """A value a server sent, said in a message: short, whatever it is."""
    if value is None:
        return translate("Remote", "missing")
    if isinstance(value, str):
        return repr(value[:40]) + ("…" if len(value) > 40 else "")
    if isinstance(value, dict):
        return AN_OBJECT
    if isinstance(value, list):
        return A_LIST
    return repr(value)[:40]


@dataclass(frozen=True)
class Where:
    """Which server sent which message: what a refusal says."""

    base: str
    what: str  # "/props answer", "reply event"…

    def wrong(self, name: str, value: Any, wanted: str) -> RemoteError:
        return RemoteError("protocol", translate("Remote", "The server at {server} sent a bad {what}: {name} is "
                                                           "{value}, not {wanted}.")
                           .format(server=self.base, what=self.what, name=name, value=show(value), wanted=wanted))


def loads(data: bytes, where: Where) -> Any:
    """JSON, or one RemoteError: not JSON, not UTF-8, or nested deeper than Python's parser goes
    (which raises RecursionError at ~1000 levels in microseconds; nothing here walks deeper)."""
    try:
        return json.loads(data)
    except RecursionError:
        said = translate("Remote", "The server at {server} sent a {what} nested too deeply to read.")
        raise RemoteError("protocol", said.format(server=where.base, what=where.what)) from None
    except ValueError as e:  # JSONDecodeError, UnicodeDecodeError, an integer of over 4300 digits
        said = translate("Remote", "The server at {server} sent a {what} that is not JSON ({error}).")
        error = short_error(e)[:80]
        raise RemoteError("protocol", said.format(server=where.base, what=where.what, error=error)) from None


def number(obj: Mapping[str, Any], key: str, where: Where, hi: float, lo: float = 0, name: str = "") -> float | None:
    """obj[key] brought into [lo, hi] (None: not said); a non-number (a string, a list, NaN) is refused."""
    value = obj.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or value != value:
        raise where.wrong(name or key, value, A_NUMBER)
    return float(min(max(value, lo), hi)) if isinstance(value, float) else min(max(value, int(lo)), int(hi))


def count(obj: Mapping[str, Any], key: str, where: Where, hi: int = MAX_TOKENS, name: str = "") -> int | None:
    value = number(obj, key, where, hi, 0, name)
    return None if value is None else int(value)


def text(obj: Mapping[str, Any], key: str, where: Where, limit: int = MAX_NAME) -> str:
    value = obj.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise where.wrong(key, value, A_STRING)
    if len(value) > limit:
        raise where.wrong(key, value, translate("Remote", "a string of at most {limit} characters").format(limit=limit))
    return value


def child(obj: Mapping[str, Any], key: str, where: Where, kind: type[dict[str, Any]] | type[list[Any]] = dict) -> Any:
    """obj[key] when it is of `kind` (None: not said); anything else is refused."""
    value = obj.get(key)
    if value is not None and not isinstance(value, kind):
        raise where.wrong(key, value, AN_OBJECT if kind is dict else A_LIST)
    return value


def answer(client: httpx.Client, method: str, url: str, base: str, what: str, model: str = "", **bounds: Any) -> Any:
    """A question's answer as JSON (http.fetch's bounds); a status other than 200 is the server's error."""
    status, data = fetch(client, method, url, base, what, **bounds)
    if status != 200:
        raise http_error(status, data.decode("utf-8", "replace"), base, model)
    return loads(data, Where(base, answer_to(what)))


# --- what a server is ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Props:
    """llama-server's `/props`."""

    n_ctx: int  # 0: not said
    model_path: str
    build: str
    total_slots: int  # 1 … MAX_SLOTS


def parse_props(body: Any, base: str) -> Props | None:
    """None where /props is not llama-server's (another server's page): the server is then asked
    as any OpenAI-compatible one."""
    if not isinstance(body, dict) or not isinstance(body.get("default_generation_settings"), dict):
        return None
    where = Where(base, answer_to("/props"))
    n_ctx = count(body["default_generation_settings"], "n_ctx", where, name="default_generation_settings.n_ctx")
    return Props(n_ctx or 0, text(body, "model_path", where), text(body, "build_info", where, 200),
                 max(1, count(body, "total_slots", where, MAX_SLOTS) or 1))


@dataclass(frozen=True)
class Models:
    """`/v1/models`: the ids served (entries that are not models left out), and a context length
    where an entry says one (vLLM: max_model_len; llama-server: meta.n_ctx_train)."""

    ids: tuple[str, ...]
    n_ctx: int = 0


def _hint(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int | float) or not value > 0:
        return 0
    return int(min(value, MAX_TOKENS))


def parse_models(body: Any, base: str) -> Models:
    where = Where(base, answer_to("/v1/models"))
    if not isinstance(body, dict):
        raise RemoteError("protocol", translate("Remote", "{server} does not answer /v1/models as an OpenAI-compatible "
                                                          "server does (it sent {value}, not an object).")
                          .format(server=base, value=show(body)))
    data = child(body, "data", where, list) or []
    ids: list[str] = []
    n_ctx = 0
    for m in data[:MAX_MODELS]:
        if not isinstance(m, dict) or not isinstance(m.get("id"), str) or not 0 < len(m["id"]) <= MAX_NAME:
            continue  # not a model entry
        ids.append(m["id"])
        meta = m["meta"] if isinstance(m.get("meta"), dict) else {}
        for v in (m.get("max_model_len"), m.get("context_length"), meta.get("n_ctx_train")):
            n_ctx = n_ctx or _hint(v)
    return Models(tuple(ids), n_ctx)


# --- a reply ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Usage:
    """OpenAI's `usage`, as counts."""

    prompt_tokens: int = 0
    completion_tokens: int | None = None
    cached_tokens: int = 0


@dataclass(frozen=True)
class Event:
    """One `data:` event of a reply."""

    choices: tuple[tuple[str, str], ...] = ()  # (text, finish reason or "")
    error: tuple[str, str] | None = None  # (message, type): a server failing mid-stream (vLLM)
    progress: tuple[int, int] | None = None  # llama-server's prompt progress: (done, total), the cache left out
    timings: dict[str, float] = field(default_factory=dict)  # llama-server's, TIMING_KEYS only
    usage: Usage | None = None
    tool_calls: tuple[ToolDelta, ...] = ()  # the first choice's tool call fragments


@dataclass(frozen=True)
class ToolDelta:
    """A fragment of a streamed tool call (OpenAI's delta.tool_calls[i]): the call at `index`
    gets its id and name once, its arguments' JSON a piece at a time."""

    index: int
    id: str = ""
    name: str = ""
    arguments: str = ""


MAX_CALL_INDEX = 63


def _tool_deltas(c: Any, where: Where) -> tuple[ToolDelta, ...]:
    delta = child(c, "delta", where) if isinstance(c, dict) else None
    calls = child(delta, "tool_calls", where, list) if delta else None
    out = []
    for i, call in enumerate(calls or []):
        if not isinstance(call, dict):
            raise where.wrong(f"delta.tool_calls[{i}]", call, AN_OBJECT)
        function = child(call, "function", where) or {}
        index = count(call, "index", where, MAX_CALL_INDEX, name="delta.tool_calls.index")
        arguments = function.get("arguments") or ""
        if not isinstance(arguments, str):
            raise where.wrong("delta.tool_calls.function.arguments", arguments, A_STRING)
        out.append(ToolDelta(i if index is None else index, text(call, "id", where, 64), text(function, "name", where, 64),
                             arguments))
    return tuple(out)


def _error(value: Any) -> tuple[str, str]:
    if isinstance(value, dict):
        message, etype = value.get("message"), value.get("type")
        return (message[:300] if isinstance(message, str) else "an error",
                etype[:100] if isinstance(etype, str) else "")
    return (value[:300] if isinstance(value, str) else "an error"), ""


def _choice(i: int, c: Any, where: Where) -> tuple[str, str]:
    if not isinstance(c, dict):
        raise where.wrong(f"choices[{i}]", c, AN_OBJECT)
    delta = child(c, "delta", where) or {}
    content = delta.get("content")
    if content is not None and not isinstance(content, str):
        raise where.wrong("delta.content", content, A_STRING)
    why = c.get("finish_reason")
    if why is not None and not isinstance(why, str):
        raise where.wrong("finish_reason", why, A_STRING)
    return content or "", (why or "")[:40]


def _progress(p: Mapping[str, Any], where: Where) -> tuple[int, int]:
    total, cache, done = (count(p, k, where, name=f"prompt_progress.{k}") or 0 for k in ("total", "cache", "processed"))
    total = max(0, total - cache)
    return min(max(0, done - cache), total), total


def _usage(u: Mapping[str, Any], where: Where) -> Usage:
    details = child(u, "prompt_tokens_details", where) or {}
    return Usage(count(u, "prompt_tokens", where, name="usage.prompt_tokens") or 0,
                 count(u, "completion_tokens", where, name="usage.completion_tokens"),
                 count(details, "cached_tokens", where, name="usage.prompt_tokens_details.cached_tokens") or 0)


def _timings(t: Mapping[str, Any], where: Where) -> dict[str, float]:
    bounds = {k: MAX_TOKENS if k.endswith("_n") else MAX_MS for k in TIMING_KEYS}  # counts, or durations and rates
    return {k: v for k, hi in bounds.items() if (v := number(t, k, where, hi, 0, f"timings.{k}")) is not None}


def parse_event(data: bytes, base: str) -> Event:
    """A `data:` line's JSON, typed; anything that is not what a chat completion chunk holds is refused."""
    where = Where(base, REPLY_EVENT)
    obj = loads(data, where)
    if not isinstance(obj, dict):
        raise RemoteError("protocol", translate("Remote", "The server at {server} sent a reply event that is {value}, "
                                                          "not an object.").format(server=base, value=show(obj)))
    if obj.get("error") is not None:
        return Event(error=_error(obj["error"]))
    choices = tuple(_choice(i, c, where) for i, c in enumerate(child(obj, "choices", where, list) or []))
    progress = child(obj, "prompt_progress", where)
    timings = child(obj, "timings", where) or {}
    usage = child(obj, "usage", where)
    first = (child(obj, "choices", where, list) or [None])[0]
    return Event(choices, None, _progress(progress, where) if progress is not None else None,
                 _timings(timings, where),
                 _usage(usage, where) if usage is not None else None, _tool_deltas(first, where))


# --- the chat's slot, and the server's template -------------------------------------------------------


def parse_busy(body: Any, base: str) -> set[int]:
    """`GET /slots`: the slots the server says are processing (ids past MAX_SLOTS are one id)."""
    where = Where(base, answer_to("/slots"))
    if not isinstance(body, list):
        raise where.wrong(THE_ANSWER, body, A_LIST)
    busy: set[int] = set()
    for s in body:
        if not isinstance(s, dict):
            raise where.wrong(translate("Remote", "a slot"), s, AN_OBJECT)
        slot = count(s, "id", where, MAX_SLOTS)
        if slot is not None and s.get("is_processing") is True:
            busy.add(slot)
    return busy


def parse_slot_result(body: Any, base: str, tokens_key: str, bytes_key: str) -> tuple[int, int]:
    """`POST /slots/<id>?action=save|restore`: (tokens, bytes), -1 where not said."""
    where = Where(base, SLOT_ANSWER)
    if not isinstance(body, dict):
        raise where.wrong(THE_ANSWER, body, AN_OBJECT)
    tokens, size = count(body, tokens_key, where), count(body, bytes_key, where, MAX_BYTES)
    return -1 if tokens is None else tokens, -1 if size is None else size


def parse_prompt(body: Any, base: str) -> str:
    """`POST /apply-template`: the rendered chat."""
    where = Where(base, answer_to("/apply-template"))
    prompt = body.get("prompt") if isinstance(body, dict) else body
    if not isinstance(prompt, str):
        raise where.wrong("prompt", prompt, translate("Remote", "the rendered chat (a string)"))
    return prompt


def parse_tokens(body: Any, base: str) -> list[int]:
    """`POST /tokenize`: the prompt's tokens."""
    where = Where(base, answer_to("/tokenize"))
    tokens = body.get("tokens") if isinstance(body, dict) else body
    if not isinstance(tokens, list) or len(tokens) > MAX_TOKENS or not all(type(t) is int for t in tokens):
        raise where.wrong("tokens", tokens, translate("Remote", "a list of token ids"))
    return tokens
