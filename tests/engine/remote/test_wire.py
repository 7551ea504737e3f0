"""What a server sends, parsed at the edge (app/engine/remote/wire.py, http.fetch): wrong types are
refused with a message naming the server and the field, numbers are brought into range, deep JSON
is refused, bodies are capped, and redirects followed only for a GET within the server's address.
A hostile server on loopback is in tests/faults/test_hostile_server.py."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from app.engine.remote.http import MAX_BODY, RemoteError, fetch, http_error
from app.engine.remote.wire import (
    MAX_SLOTS,
    MAX_TOKENS,
    Where,
    loads,
    parse_busy,
    parse_event,
    parse_models,
    parse_prompt,
    parse_props,
    parse_tokens,
)

BASE = "http://box:8080"


def props(n_ctx: Any = 4096, total_slots: Any = 2) -> dict[str, Any]:
    return {"default_generation_settings": {"n_ctx": n_ctx}, "total_slots": total_slots, "model_path": "/m.gguf"}


@pytest.mark.parametrize(("n_ctx", "expected"), [(4096, 4096), (-1, 0), (2**63, MAX_TOKENS), (1e308, MAX_TOKENS),
                                                 (float("inf"), MAX_TOKENS), (None, 0), (4096.7, 4096)])  # fmt: skip
def test_a_context_is_brought_into_range(n_ctx: Any, expected: int) -> None:
    info = parse_props(props(n_ctx), BASE)
    assert info is not None and info.n_ctx == expected


@pytest.mark.parametrize(("slots", "expected"), [(2, 2), (10**9, MAX_SLOTS), (float("inf"), MAX_SLOTS), (0, 1), (-5, 1)])
def test_a_slot_count_is_bounded(slots: Any, expected: int) -> None:
    info = parse_props(props(total_slots=slots), BASE)
    assert info is not None and info.total_slots == expected


@pytest.mark.parametrize(("n_ctx", "slots"), [("abc", 2), ([1], 2), (float("nan"), 2), (True, 2), (4096, "lots"), (4096, {})])
def test_a_number_of_the_wrong_type_is_refused(n_ctx: Any, slots: Any) -> None:
    with pytest.raises(RemoteError) as caught:
        parse_props(props(n_ctx, slots), BASE)
    assert caught.value.kind == "protocol" and BASE in str(caught.value)
    assert ("n_ctx" if slots == 2 else "total_slots") in str(caught.value)


def test_models_keep_the_entries_that_are_models() -> None:
    body = {"data": [{"id": "a", "max_model_len": 10**30}, "x", {"id": 5}, {"id": "b", "meta": "not a dict"}]}
    assert parse_models(body, BASE).ids == ("a", "b") and parse_models(body, BASE).n_ctx == MAX_TOKENS
    for bad in ([], "x", {"data": "x"}):
        with pytest.raises(RemoteError, match="/v1/models"):
            parse_models(bad, BASE)


def test_deep_json_is_refused_not_offline() -> None:
    with pytest.raises(RemoteError) as caught:
        loads(b"[" * 100_000 + b"]" * 100_000, Where(BASE, "/props answer"))
    assert caught.value.kind == "protocol" and "nested too deeply" in str(caught.value)
    assert http_error(500, "[" * 100_000, BASE).kind == "refused"  # an error body's text is the message


def test_an_event_is_typed() -> None:
    event = parse_event(b'{"choices": [{"delta": {"content": "hi"}, "finish_reason": null}], "timings": {"cache_n": 1e400,'
                        b' "prompt_ms": 5}, "prompt_progress": {"total": 10, "cache": 4, "processed": 99}}', BASE)
    assert event.choices == (("hi", ""),) and event.timings == {"cache_n": MAX_TOKENS, "prompt_ms": 5}
    assert event.progress == (6, 6)
    for bad, name in [(b'{"choices": 5}', "choices"), (b'{"choices": [{"delta": "x"}]}', "delta"),
                      (b'{"choices": [{"delta": {"content": 5}}]}', "content"), (b'{"timings": "fast"}', "timings"),
                      (b'{"usage": {"prompt_tokens": "7"}}', "prompt_tokens"), (b"[]", "not an object")]:  # fmt: skip
        with pytest.raises(RemoteError, match=name):
            parse_event(bad, BASE)


def test_slot_and_template_answers() -> None:
    assert parse_busy([{"id": 1, "is_processing": True}, {"id": 10**9, "is_processing": True}], BASE) == {1, MAX_SLOTS}
    assert parse_prompt({"prompt": "p"}, BASE) == "p" and parse_tokens({"tokens": [1, 2]}, BASE) == [1, 2]
    with pytest.raises(RemoteError, match="prompt is missing"):
        parse_prompt({}, BASE)
    with pytest.raises(RemoteError, match="tokens"):
        parse_tokens({"tokens": [1, "2"]}, BASE)


def mock(handler: Any) -> httpx.Client:
    return httpx.Client(transport=httpx.MockTransport(handler), follow_redirects=False)


@pytest.mark.parametrize(("method", "location", "followed"), [
    ("GET", "/v1/other", True), ("GET", "http://box:8080/x", True), ("GET", "http://box:9090/x", False),
    ("GET", "https://box:8080/x", False), ("GET", "ftp://box/x", False), ("GET", "http://elsewhere:8080/x", False),
    ("POST", "/v1/other", False), ("POST", "http://elsewhere/x", False),
])  # fmt: skip
def test_redirects_are_followed_only_for_a_get_within_the_server(method: str, location: str, followed: bool) -> None:
    asked: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        asked.append(str(request.url))
        return httpx.Response(307, headers={"Location": location}) if len(asked) == 1 else httpx.Response(200, stream=httpx.ByteStream(b"{}"))

    with mock(handler) as client:
        if followed:
            assert fetch(client, method, f"{BASE}/v1/models", BASE, "/v1/models", body=None) == (200, b"{}")
        else:
            with pytest.raises(RemoteError) as caught:
                fetch(client, method, f"{BASE}/v1/models", BASE, "/v1/models", body={"messages": []} if method == "POST" else None)
            assert caught.value.kind == "protocol" and BASE in str(caught.value) and "Servers" in str(caught.value)
    assert len(asked) == (2 if followed else 1)  # a POST's body never goes anywhere else


def test_a_body_over_its_cap_is_refused() -> None:
    with mock(lambda request: httpx.Response(200, stream=httpx.ByteStream(b" " * (MAX_BODY + 1)))) as client:
        with pytest.raises(RemoteError, match="over 4 MiB"):
            fetch(client, "GET", f"{BASE}/props", BASE, "/props")
    with mock(lambda request: httpx.Response(500, stream=httpx.ByteStream(b"e" * (MAX_BODY + 1)))) as client:
        status, data = fetch(client, "GET", f"{BASE}/props", BASE, "/props")
        assert status == 500 and len(data) == 64 << 10  # an error's body: its start is enough
