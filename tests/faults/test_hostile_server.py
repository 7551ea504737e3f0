"""Row 14 (issue 32): a hostile OpenAI-compatible server. Its own loopback server
(tests/support/servers/hostile.py) lies in every field of `/props`, `/v1/models`, a reply event,
`/slots`, `/apply-template` and `/tokenize` (values drawn from a seeded list of wrong types,
out-of-range numbers and huge strings), nests JSON 100,000 deep, stalls, trickles, floods (an
endless body, an endless line, an endless stream, a compressed body) and redirects (to another
host, another scheme, in a loop; a POST's 307 and 308).

Every case ends within seconds in one typed outcome: a RemoteError whose message names the server
(and the field it lied in), a StateFileError for the chat's cache, or a value normalised into its
range. A reply's words sent before the lie are kept, on disk, marked interrupted; a POST is never
re-sent to another host; each case's peak of Python memory (tracemalloc) is bounded, and the worst
per class is printed."""

from __future__ import annotations

import copy
import json
import math
import random
import threading
import time
import tracemalloc
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import StateFileError
from app.engine.remote.engine import RemoteEngine
from app.engine.remote.http import RemoteError
from app.engine.remote.server_info import ServerInfo, probe
from app.engine.remote.wire import MAX_SLOTS, MAX_TOKENS
from app.sessions import ChatRunner, SessionStore
from tests.support.servers.hostile import (
    GOOD_WORDS,
    MODEL,
    WORDS,
    Handler,
    Hostile,
    Route,
    body,
    chunk,
    endless,
    event,
    flood,
    json_of,
    redirect,
    sse,
    stall,
    trickle,
    word,
)

pytestmark = [pytest.mark.faults, pytest.mark.timeout(300)]
KEPT = "".join(word(i) for i in range(WORDS))
PROBE_S = 0.5  # probe's timeout in the stall cases
DEEP = 100_000
PEAK_MIB = 96  # any one case's peak of Python memory
BAD = ['"abc"', "[1]", "{}", "[]", "-1", str(2**63), "1e308", "1e400", "-1e400", "NaN", "true", "null", '""',
       "1000000000", '"' + "x" * 5000 + '"', "4096.5", '[{"a": [1]}]', '"12"']  # fmt: skip
PROPS = {"default_generation_settings": {"n_ctx": 4096}, "total_slots": 2, "model_path": "/m.gguf", "build_info": "b1"}
MODELS = {"data": [{"id": MODEL, "max_model_len": 4096, "meta": {"n_ctx_train": 4096}}]}
EVENT = {"choices": [{"index": 0, "delta": {"content": "lie "}, "finish_reason": None}],
         "timings": {"cache_n": 0, "prompt_n": 7, "prompt_ms": 1.0, "predicted_n": 7},
         "usage": {"prompt_tokens": 7, "completion_tokens": 7, "prompt_tokens_details": {"cached_tokens": 0}},
         "prompt_progress": {"total": 7, "cache": 0, "processed": 7}}  # fmt: skip
END = event(chunk("", "stop")) + b"data: [DONE]\n\n"
# (message shape, dotted field, kind of value wanted)
FIELDS = [
    ("/props", "default_generation_settings.n_ctx", "count"), ("/props", "total_slots", "count"),
    ("/props", "model_path", "text4096"), ("/props", "build_info", "text200"),
    ("/v1/models", "data", "list-lenient"), ("/v1/models", "data.0", "lenient"), ("/v1/models", "data.0.id", "lenient"),
    ("/v1/models", "data.0.max_model_len", "lenient"), ("/v1/models", "data.0.meta", "lenient"),
    ("event", "choices", "list"), ("event", "choices.0", "element"), ("event", "choices.0.delta", "object"),
    ("event", "choices.0.delta.content", "text"), ("event", "choices.0.finish_reason", "text"),
    ("event", "timings", "object"), ("event", "timings.cache_n", "count"), ("event", "timings.prompt_ms", "count"),
    ("event", "timings.predicted_n", "count"), ("event", "usage", "object"), ("event", "usage.prompt_tokens", "count"),
    ("event", "usage.completion_tokens", "count"), ("event", "usage.prompt_tokens_details", "object"),
    ("event", "usage.prompt_tokens_details.cached_tokens", "count"), ("event", "prompt_progress", "object"),
    ("event", "prompt_progress.total", "count"), ("event", "prompt_progress.processed", "count"),
    ("event", "prompt_progress.cache", "count"),
    ("/slots", "", "lenient"), ("save", "n_saved", "count"), ("save", "n_written", "count"),
    ("restore", "n_restored", "count"), ("restore", "n_read", "count"),
    ("/apply-template", "prompt", "required-text"), ("/tokenize", "tokens", "tokens"),
]  # fmt: skip


@dataclass
class Case:
    klass: str
    name: str
    routes: dict[str, Route]
    act: str = "reply"  # "probe" | "reply" | "save" | "restore"
    expect: str = "protocol"  # a RemoteError kind | "ok" | "any" (a RemoteError) | "state" (a StateFileError)
    needle: str = ""  # what the message must say
    words: int = WORDS  # good words the reply keeps
    n_ctx: int = 4096
    text: str = "Hello there"
    stall_s: float = 5.0
    other: Hostile | None = None  # a second host that must never be asked
    stop_after_s: float | None = None
    done: dict[str, Any] = field(default_factory=dict)


def with_value(obj: Any, path: str, raw: str) -> bytes:
    """`obj` as JSON with the field at `path` replaced by the raw JSON text `raw` (1e400, NaN…)."""
    if not path:
        return raw.encode()
    obj = copy.deepcopy(obj)
    *parents, last = path.split(".")
    node = obj
    for key in parents:
        node = node[int(key)] if key.isdigit() else node[key]
    node[int(last) if last.isdigit() else last] = "\x00HOLE"
    return json.dumps(obj).replace('"\\u0000HOLE"', raw).encode()


def accepted(kind: str, value: Any) -> bool:
    """The oracle: whether a value of this kind is taken (normalised) rather than refused."""
    if kind in ("lenient",) or (value is None and kind not in ("required-text", "tokens", "element")):
        return True
    if kind == "count":
        return isinstance(value, int | float) and not isinstance(value, bool) and not math.isnan(value)
    if kind.startswith("text"):
        limit = int(kind[4:] or 10**9)
        return isinstance(value, str) and len(value) <= limit
    if kind == "required-text":
        return isinstance(value, str)
    if kind in ("object", "element"):  # an element of a list: null is no "not said"
        return isinstance(value, dict)
    if kind == "list":
        return isinstance(value, list) and all(isinstance(v, dict) for v in value)
    if kind == "list-lenient":
        return isinstance(value, list)
    assert kind == "tokens"
    return isinstance(value, list) and all(type(v) is int for v in value)


def lie_cases(rng: random.Random) -> list[Case]:
    cases = []
    for shape, path, kind in FIELDS:
        for raw in rng.sample(BAD, 4 if shape == "/props" else 3):
            ok = accepted(kind, json.loads(raw))
            name = f"{shape} {path or 'body'} = {raw[:20]}"
            needle = path.rsplit(".", 1)[-1] if path and not path.split(".")[-1].isdigit() else ""
            c = Case(f"lying {'reply event' if shape == 'event' else shape}", name, {}, expect="ok" if ok else "protocol",
                     needle="" if ok else needle)
            if shape == "/props":
                c.routes["/props"], c.act = body(with_value(PROPS, path, raw)), "probe"
            elif shape == "/v1/models":
                c.routes.update({"/props": json_of({}, 404), "/v1/models": body(with_value(MODELS, path, raw))})
                c.act = "probe"
            elif shape == "event":
                c.routes["/v1/chat/completions"] = sse(event(with_value(EVENT, path, raw)), END)
            elif shape in ("save", "restore"):
                c.act, c.expect = shape, "ok" if ok else "state"
                c.routes["/slots/0"] = body(with_value({"n_saved": 7, "n_written": 700, "n_restored": 7, "n_read": 700}, path, raw))
            else:
                c.routes[shape] = body(with_value({path: "x"} if path else {}, path, raw))
                c.klass, c.n_ctx, c.text = "lying /slots, template", 150, "words " * 70
                c.words = WORDS if ok else 0  # the template is asked before the reply
            cases.append(c)
    return cases


def deep(open_: bytes = b'{"a":', inner: bytes = b"1", close: bytes = b"}") -> bytes:
    return open_ * DEEP + inner + close * DEEP


def fixed_cases(other: Hostile) -> list[Case]:
    far = f"{other.url}/v1/chat/completions"
    chat = "/v1/chat/completions"
    return [
        Case("deep JSON", "/props", {"/props": body(b'{"default_generation_settings": ' + deep() + b"}")}, "probe",
             needle="nested too deeply"),
        Case("deep JSON", "/props as a list (not llama-server's)", {"/props": body(deep(b"[", b"", b"]"))}, "probe", "ok"),
        Case("deep JSON", "/v1/models", {"/props": json_of({}, 404), "/v1/models": body(deep())}, "probe",
             needle="nested too deeply"),
        Case("deep JSON", "reply event", {chat: sse(event(deep(b"[", b"", b"]")), END)}, needle="nested too deeply"),
        Case("deep JSON", "error event", {chat: sse(event(b'{"error": ' + deep() + b"}"), END)}, needle="nested too deeply"),
        Case("lying reply event", "an error of the wrong types", {chat: sse(event({"error": {"message": 5, "type": []}}))},
             expect="refused", needle="an error"),
        Case("deep JSON", "error body", {chat: body(deep(), 500)}, expect="refused", words=0),
        Case("deep JSON", "/apply-template", {"/apply-template": body(deep())}, needle="nested too deeply", words=0,
             n_ctx=150, text="words " * 70),
        Case("deep JSON", "/slots", {"/slots": body(deep(b"[", b"", b"]"))}, expect="ok"),
        Case("stall", "/props never answers", {"/props": stall()}, "probe", "timeout"),
        Case("stall", "/props trickles", {"/props": trickle(b"{")}, "probe", "timeout"),
        Case("stall", "reply stalls after words", {chat: stall(GOOD_WORDS)}, expect="timeout", stall_s=0.5),
        Case("stall", "reply never answers", {chat: stall()}, expect="timeout", words=0, stall_s=0.5),
        Case("stall", "keep-alives until stopped", {chat: trickle(GOOD_WORDS, b":\n", 0.05, "text/event-stream")},
             expect="ok", stop_after_s=0.5),
        Case("flood", "endless /props", {"/props": endless(b"x" * 65536, b'{"a": "')}, "probe", needle="over 4 MiB"),
        Case("flood", "/props of 1 TB", {"/props": _announce(10**12)}, "probe", needle="over 4 MiB"),
        Case("flood", "endless /v1/models", {"/props": json_of({}, 404), "/v1/models": endless(b"[]," * 20000, b'{"data": [')},
             "probe", needle="over 16 MiB"),
        Case("flood", "endless error body", {chat: endless(b"e" * 65536, status=500)}, expect="refused", words=0),
        Case("flood", "endless line", {chat: flood(b"x" * 65536, b"data: ")}, needle="line of over 1 MiB"),
        Case("flood", "endless stream of words", {chat: flood(event(chunk("x ")))}, needle="tokens asked for"),
        Case("flood", "1 MiB comments at the real cap", {chat: flood(b":" + b"c" * ((1 << 20) - 16) + b"\n")},
             needle="over 64 MiB"),
        Case("flood", "endless 1 MiB words", {chat: flood(event(chunk("y" * ((1 << 20) - 200))))},
             needle="tokens asked for"),
        Case("flood", "endless blank lines", {chat: flood(b"\n" * 65536)}, needle="lines for one reply"),
        Case("flood", "gzip /props", {"/props": body(b"\x1f\x8b" + b"\0" * 64, headers={"Content-Encoding": "gzip"})},
             "probe", needle="compressed"),
        Case("flood", "gzip reply", {chat: _gzip_stream()}, needle="compressed", words=0),
        Case("redirect", "/props to another host", {"/props": redirect(f"{other.url}/props", 302)}, "probe",
             needle="another address", other=other),
        Case("redirect", "/v1/models within the server", {"/props": json_of({}, 404), "/v1/models": redirect("/v1/m2", 301),
             "/v1/m2": json_of(MODELS)}, "probe", "ok"),
        Case("redirect", "/v1/models to ftp://", {"/props": json_of({}, 404), "/v1/models": redirect("ftp://127.0.0.1/m")},
             "probe", needle="another address"),
        Case("redirect", "/v1/models to https://", {"/props": json_of({}, 404),
             "/v1/models": redirect(f"https://127.0.0.1:{other.server_address[1]}/v1/models")}, "probe", needle="another address"),
        Case("redirect", "/v1/models in a loop", {"/props": json_of({}, 404), "/v1/models": redirect("/v1/models", 302)},
             "probe", needle="more than 3 times"),
        Case("redirect", "/v1/models to nowhere", {"/props": json_of({}, 404), "/v1/models": redirect("http://[::1")},
             "probe", needle="no usable address"),
        *[Case("redirect", f"chat {s} to another host", {chat: redirect(far, s)}, needle="does not send a request on", words=0,
               other=other) for s in (307, 308, 302, 303)],
        Case("redirect", "chat 307 within the server", {chat: redirect("/v1/chat/elsewhere")}, needle="does not send", words=0),
        Case("redirect", "/apply-template 307 to another host", {"/apply-template": redirect(f"{other.url}/apply-template")},
             needle="does not send", words=0, n_ctx=150, text="words " * 70, other=other),
        Case("redirect", "slot save 308 to another host", {"/slots/0": redirect(f"{other.url}/slots/0", 308)}, "save",
             "state", needle="does not send", other=other),
        Case("lying reply event", "not HTTP at all", {chat: _raw(b"HELLO\r\n\r\n")}, expect="any", words=0),
        Case("lying reply event", "a 100 KB header", {chat: _raw(b"HTTP/1.1 200 OK\r\nX: " + b"h" * 200_000 + b"\r\n\r\n")},
             expect="any", words=0),
    ]


def _announce(size: int) -> Route:
    def route(h: Handler) -> None:
        h.head(200, length=size)
        h.write(b'{"a": 1')
        h.server.closing.wait(30)

    return route


def _raw(data: bytes) -> Route:
    def route(h: Handler) -> None:
        h.wfile.write(data)
        h.close_connection = True

    return route


def _gzip_stream() -> Route:
    def route(h: Handler) -> None:
        h.head(content_type="text/event-stream", headers={"Content-Encoding": "gzip"})
        h.write(b"\x1f\x8b" + b"\0" * 64)

    return route


def run(case: Case, store: SessionStore) -> tuple[str, str]:
    """(outcome, message) of one case on its own hostile server: a RemoteError's kind, "state",
    or "ok" (the values checked to be in range)."""
    with Hostile(case.n_ctx) as server:
        server.routes.update(case.routes)
        case.done["url"] = server.url
        try:
            if case.act == "probe":
                check_info(probe(server.url, timeout_s=PROBE_S))
                return "ok", ""
            # What probe would say of the server (the probe cases ask it): one client less per case.
            info = ServerInfo(server.url, "llama-server", (MODEL,), case.n_ctx, "/m.gguf", "b1", 2)
            engine = RemoteEngine(info, MODEL, stall_timeout_s=case.stall_s)
        except RemoteError as e:
            return e.kind, str(e)
        try:
            return reply(case, server, store, engine)
        finally:
            engine.close()


def reply(case: Case, server: Hostile, store: SessionStore, engine: RemoteEngine) -> tuple[str, str]:
    runner = ChatRunner(store, engine, max_tokens=16)
    runner.new_session()
    assert runner.active is not None
    case.done["chat"] = runner.active.id
    if case.act == "restore":
        lie, server.routes["/slots/0"] = server.routes.pop("/slots/0"), json_of({"n_saved": 7, "n_written": 700})
    seen: list[tuple[int, int]] = []
    timer = threading.Timer(case.stop_after_s, runner.stop) if case.stop_after_s else None
    if timer is not None:
        timer.start()
    try:
        message = runner.send(case.text, None, lambda done, total: seen.append((done, total)))
    except RemoteError as e:
        return e.kind, str(e)
    finally:
        check_kept(case, runner)
    assert all(0 <= d <= t <= MAX_TOKENS for d, t in seen), seen
    if message is not None:
        assert all(0 <= v <= 2 * MAX_TOKENS for v in message.stats.values() if isinstance(v, int)), message.stats
    said = [w for w in runner.warnings if server.url in w]
    if case.act == "restore":
        server.routes["/slots/0"] = lie
        try:
            engine.load_state(store.kv_path(case.done["chat"]))
        except StateFileError as e:
            said = [str(e)] if server.url in str(e) else []
    return ("state", said[0]) if said else ("ok", "")


def check_info(info: Any) -> None:
    assert 0 <= info.n_ctx <= MAX_TOKENS and len(info.model_path) <= 4096 and len(info.build) <= 200
    assert info.kind == "openai" or 1 <= info.total_slots <= MAX_SLOTS
    assert all(isinstance(m, str) for m in info.models)


def check_kept(case: Case, runner: ChatRunner) -> None:
    """The user's message, and every word sent before the lie, on disk."""
    assert runner.active is not None
    messages = json.loads(runner.store.path(runner.active.id).read_text("utf-8"))["messages"]
    assert messages[0]["role"] == "user" and messages[0]["text"] == case.text
    if case.words:
        assert messages[1]["role"] == "assistant" and messages[1]["text"].startswith(KEPT), (case.name, messages[1:])
    else:
        assert len(messages) == 1, (case.name, messages[1:])


def test_a_hostile_server_ends_in_typed_bounded_outcomes(
    tmp_path: Path, fault_seed: int, record_property: Callable[[str, object], None]
) -> None:
    rng = random.Random(fault_seed)
    store = SessionStore(tmp_path / "data")
    peaks: dict[str, float] = defaultdict(float)
    slowest: dict[str, float] = defaultdict(float)
    counts: dict[str, int] = defaultdict(int)
    with Hostile() as other:
        cases = [*lie_cases(rng), *fixed_cases(other)]
        tracemalloc.start()
        try:
            for case in cases:
                tracemalloc.reset_peak()
                base = tracemalloc.get_traced_memory()[0]
                started = time.monotonic()
                outcome, message = run(case, store)
                took = time.monotonic() - started
                peak = (tracemalloc.get_traced_memory()[1] - base) / (1 << 20)
                what = f"{case.klass}: {case.name}: {outcome}: {message[:200]}"
                assert outcome == case.expect or (case.expect == "any" and outcome not in ("ok", "state")), what
                if outcome != "ok":
                    assert case.done["url"] in message and "\n" not in message and len(message) < 600, what
                    assert case.needle in message, what
                assert took < 10, what  # no hang: the slowest bound here is half a second of stall
                assert peak < PEAK_MIB, f"{what}: {peak:.1f} MiB"
                if case.other is not None:
                    assert not case.other.requests, (what, case.other.requests)
                peaks[case.klass], slowest[case.klass] = max(peaks[case.klass], peak), max(slowest[case.klass], took)
                counts[case.klass] += 1
        finally:
            tracemalloc.stop()
    summary = {k: f"{counts[k]} cases, peak {peaks[k]:.1f} MiB, slowest {slowest[k]:.2f} s" for k in sorted(counts)}
    print(f"\nrow 14: hostile server, {len(cases)} cases (seed {fault_seed}): {summary}")
    record_property("classes", summary)
    assert len(cases) >= 100
