"""The local API server (app/server) with real clients on loopback: the official `openai` package
(models, chat streamed and not, its error types) and raw httpx for the protocol's edges (a
foreign Host, a foreign Origin and a listed one's preflight, a body too large, a client that goes
away mid-stream). The window's chat on the same engine loop is never touched: its next turn
continues warm."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import openai
import pytest

from app.engine import LoadParams
from app.engine.local.shared_embedder import SharedEmbedder
from app.runtime import EngineLoop
from app.runtime import events as ev
from app.runtime import requests as rq
from app.server.config import ServerConfig
from app.server.gateway import Gateway
from app.server.serve import LocalServer
from app.sessions.store import SessionStore
from tests.engine.prompt.test_reasoning import R1_TEMPLATE
from tests.runtime.test_loop import Recorder, loop, of, window  # noqa: F401  (fixtures)
from tests.support.headless import headless_serve
from tests.support.helpers import long_text

pytestmark = pytest.mark.slow  # a model on the engine loop and replies: the full suite runs them

KEY = "emb-test-key-0123456789"
ORIGIN = "http://localhost:5173"


@pytest.fixture
def server(loop: EngineLoop, window: Recorder, small_model: Path) -> Iterator[LocalServer]:  # noqa: F811
    gateway = Gateway(loop)
    gateway.model = small_model.name
    served = LocalServer(gateway, ServerConfig(port=0, origins=(ORIGIN,), max_body=1 << 20), lambda: KEY)
    served.start()
    yield served
    served.stop()


def client(server: LocalServer, key: str = KEY) -> openai.OpenAI:
    return openai.OpenAI(base_url=server.address, api_key=key, max_retries=0, timeout=60)


def test_models_and_chat_whole_and_streamed(server: LocalServer, small_model: Path) -> None:
    c = client(server)
    assert [m.id for m in c.models.list().data] == [small_model.name]
    ask = [{"role": "user", "content": "Name three rivers of Europe."}]
    whole = c.chat.completions.create(model=small_model.name, messages=ask, max_tokens=12, temperature=0)  # type: ignore[arg-type]
    text = whole.choices[0].message.content
    assert text and whole.choices[0].finish_reason in ("length", "stop") and whole.usage is not None
    assert whole.usage.completion_tokens <= 12 and whole.usage.prompt_tokens > 5
    pieces, usage = [], None
    for chunk in c.chat.completions.create(model=small_model.name, messages=ask, max_tokens=12, temperature=0,  # type: ignore[arg-type]
                                           stream=True, stream_options={"include_usage": True}):
        pieces += [choice.delta.content or "" for choice in chunk.choices]
        usage = chunk.usage or usage
    assert "".join(pieces) == text and usage is not None and usage.completion_tokens == whole.usage.completion_tokens
    stopped = c.chat.completions.create(model=small_model.name, messages=ask, max_tokens=12, temperature=0,  # type: ignore[arg-type]
                                        stop=[text[3:6]])
    assert stopped.choices[0].message.content == text[: text.index(text[3:6])]  # the stop string never sent
    assert stopped.choices[0].finish_reason == "stop"


def test_a_template_that_opens_a_reasoning_block_gives_reasoning_content(server: LocalServer, small_model: Path,
                                                                          loop: EngineLoop) -> None:  # noqa: F811
    """DeepSeek-R1's template ends its prompt in "<think>\\n": the reply is reasoning until it
    closes the block, so a client gets it as `reasoning_content`, whole and streamed, as the window
    shows it folded."""
    engine = loop.runner.engine
    assert engine is not None
    engine.set_chat_format(R1_TEMPLATE)  # the loop is idle: no request is running on it
    c = client(server)
    ask = [{"role": "user", "content": "Name a river."}]
    whole = c.chat.completions.create(model=small_model.name, messages=ask, max_tokens=12, temperature=0)  # type: ignore[arg-type]
    message = whole.choices[0].message
    thinking = message.model_extra and message.model_extra.get("reasoning_content")
    assert thinking and message.content == ""  # 12 tokens of a base model never close the block
    streamed = []
    for chunk in c.chat.completions.create(model=small_model.name, messages=ask, max_tokens=12, temperature=0,  # type: ignore[arg-type]
                                           stream=True):
        for choice in chunk.choices:
            assert not choice.delta.content
            streamed.append((choice.delta.model_extra or {}).get("reasoning_content") or "")
    assert "".join(streamed) == thinking


def test_errors_come_as_the_clients_exception_types(server: LocalServer, small_model: Path) -> None:
    ask = [{"role": "user", "content": "Hello"}]
    with pytest.raises(openai.AuthenticationError):
        client(server, "emb-wrong").chat.completions.create(model=small_model.name, messages=ask)  # type: ignore[arg-type]
    c = client(server)
    with pytest.raises(openai.NotFoundError, match="not loaded here"):
        c.chat.completions.create(model="gpt-4o", messages=ask)  # type: ignore[arg-type]
    with pytest.raises(openai.BadRequestError, match="temperature"):
        c.chat.completions.create(model=small_model.name, messages=ask, temperature="hot")  # type: ignore[arg-type]
    with pytest.raises(openai.BadRequestError) as e:
        c.chat.completions.create(model=small_model.name, max_tokens=64,
                                  messages=[{"role": "user", "content": "river " * 5000}])
    assert e.value.code == "context_length_exceeded"


def test_the_window_chat_is_never_touched_and_goes_on_warm(server: LocalServer, window: Recorder,  # noqa: F811
                                                           small_model: Path, loop: EngineLoop) -> None:  # noqa: F811
    loop.runner.max_tokens = 8
    first = window.run(rq.Send("Tell me about these lighthouses. " + long_text(30)))  # a cold re-read: 300+ tokens
    assert of(first, ev.ReplyFinished)
    before = of(first, ev.ReplyFinished)[0].session
    reply = client(server).chat.completions.create(
        model=small_model.name, max_tokens=8, temperature=0,
        messages=[{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Something else entirely."}])
    assert reply.choices[0].message.content
    second = window.run(rq.Send("And about harbours?"))
    after = of(second, ev.ReplyFinished)[0].session
    assert [m.text for m in after.messages[:2]] == [m.text for m in before.messages[:2]]  # the chat as it was
    assert after.messages[1].stats["prompt_tokens"] > 300
    assert after.messages[-1].stats["prompt_decoded"] < 40  # its cache put back: only the new turn read


def test_protocol_edges_host_origin_preflight_body_and_a_client_that_goes_away(server: LocalServer,
                                                                               small_model: Path) -> None:
    base = f"http://127.0.0.1:{server.port}"
    auth = {"authorization": f"Bearer {KEY}"}
    assert httpx.get(f"{base}/health").json()["status"] == "ok"  # open: no key needed
    assert httpx.get(f"{base}/v1/models").status_code == 401
    rebound = httpx.get(f"{base}/v1/models", headers={**auth, "host": f"attacker.example:{server.port}"})
    assert rebound.status_code == 403 and rebound.json()["error"]["code"] == "host_refused"
    foreign = httpx.get(f"{base}/v1/models", headers={**auth, "origin": "https://evil.example"})
    assert foreign.status_code == 403 and "access-control-allow-origin" not in foreign.headers
    preflight = httpx.options(f"{base}/v1/chat/completions", headers={
        "origin": ORIGIN, "access-control-request-method": "POST", "access-control-request-headers": "authorization"})
    assert preflight.status_code == 204 and preflight.headers["access-control-allow-origin"] == ORIGIN
    refused = httpx.options(f"{base}/v1/chat/completions", headers={"origin": "https://evil.example"})
    assert refused.status_code == 403 and "access-control-allow-origin" not in refused.headers
    listed = httpx.get(f"{base}/v1/models", headers={**auth, "origin": ORIGIN})
    assert listed.status_code == 200 and listed.headers["access-control-allow-origin"] == ORIGIN
    big = httpx.post(f"{base}/v1/chat/completions", headers=auth, content=b"{" + b" " * (2 << 20) + b"}")
    assert big.status_code == 413 and big.json()["error"]["code"] == "body_too_large"
    bad = httpx.post(f"{base}/v1/chat/completions", headers=auth, content=b'{"messages": [')
    assert bad.status_code == 400 and bad.json()["error"]["type"] == "invalid_request_error"

    # A client that reads one piece of a long reply and goes away: the request ends at once.
    body = {"model": small_model.name, "stream": True, "max_tokens": 2000, "temperature": 0,
            "messages": [{"role": "user", "content": "Write a very long story."}]}
    with httpx.stream("POST", f"{base}/v1/chat/completions", headers=auth, json=body, timeout=60) as r:
        first = next(line for line in r.iter_lines() if '"content": "' in line and '"content": ""' not in line)
        assert json.loads(first[6:])["object"] == "chat.completion.chunk"
    gateway = server.gateway
    end = time.monotonic() + 10
    while (gateway.state.running or not gateway.state.served) and time.monotonic() < end:
        time.sleep(0.02)
    assert not gateway.state.running and gateway.state.served == 1, "the request went on after its client left"
    assert time.monotonic() < end - 5  # ended within a few tokens, not after 2,000


def test_a_conversation_sent_again_continues_warm_even_after_a_restart(server: LocalServer, small_model: Path,
                                                                       data_dir: Path) -> None:
    ask = [{"role": "system", "content": "You answer from the notes."},
           {"role": "user", "content": "Here are my notes. " + long_text(120)}]
    c = client(server)
    first = c.chat.completions.create(model=small_model.name, messages=ask, max_tokens=8, temperature=0)  # type: ignore[arg-type]
    assert first.usage is not None and first.usage.prompt_tokens > 1000
    again = [*ask, {"role": "assistant", "content": first.choices[0].message.content or ""},
             {"role": "user", "content": "And the second one?"}]
    second = c.chat.completions.create(model=small_model.name, messages=again, max_tokens=8, temperature=0)  # type: ignore[arg-type]
    assert second.usage is not None and second.usage.prompt_tokens_details is not None
    assert second.usage.prompt_tokens_details.cached_tokens > first.usage.prompt_tokens  # only the new turn read

    third = after_a_restart(data_dir, small_model, LoadParams(n_ctx=4096), again)
    assert third.usage is not None and third.usage.prompt_tokens_details is not None
    # The same request again: its whole prompt was kept, all but its last token restored.
    assert third.usage.prompt_tokens_details.cached_tokens == third.usage.prompt_tokens - 1
    assert third.choices[0].message.content == second.choices[0].message.content  # the same greedy reply


def test_the_same_request_sent_again_is_warm_and_answers_the_same(server: LocalServer, small_model: Path,
                                                                    data_dir: Path) -> None:
    """A retry (Continue's regenerate, aider's re-send): the identical conversation again reads only
    its last token, here and after a restart, and the greedy reply is the first one's."""
    ask = [{"role": "user", "content": "Here are my notes. " + long_text(60) + " What is the first one?"}]
    c = client(server)
    first = c.chat.completions.create(model=small_model.name, messages=ask, max_tokens=8, temperature=0)  # type: ignore[arg-type]
    retry = c.chat.completions.create(model=small_model.name, messages=ask, max_tokens=8, temperature=0)  # type: ignore[arg-type]
    assert first.usage is not None and first.usage.prompt_tokens > 500
    for again in (retry, after_a_restart(data_dir, small_model, LoadParams(n_ctx=4096), ask)):
        assert again.usage is not None and again.usage.prompt_tokens_details is not None
        assert again.usage.prompt_tokens_details.cached_tokens == first.usage.prompt_tokens - 1  # its last token alone
        assert again.choices[0].message.content == first.choices[0].message.content


def after_a_restart(data_dir: Path, model: Path, params: LoadParams, messages: list[Any]) -> Any:
    """The same request to a new engine loop and server on the same data folder (a restart)."""
    fresh = EngineLoop(SessionStore(data_dir))
    fresh.start()
    try:
        assert of(Recorder(fresh).run(rq.LoadModel(str(model), params)), ev.ModelLoaded)
        gateway = Gateway(fresh)
        gateway.model = model.name
        restarted = LocalServer(gateway, ServerConfig(port=0), lambda: KEY)
        restarted.start()
        try:
            return client(restarted).chat.completions.create(model=model.name, messages=messages, max_tokens=8,
                                                             temperature=0)
        finally:
            restarted.stop()
    finally:
        fresh.shutdown()
        assert fresh.join(60)


def test_headless_serve_in_a_new_process(small_model: Path, tmp_path: Path) -> None:
    """`python -m app --serve`: no window; it says where and with which key, answers the openai
    client, and ends cleanly on SIGTERM (headless_serve checks the exit)."""
    with headless_serve(small_model, tmp_path / "portable") as served:
        assert served.serving.startswith(f"Serving {small_model.name} at http://127.0.0.1:")
        assert served.said_key.startswith("API key: emb-")
        assert " (kept " in served.said_key  # where: the keyring, or a file only the user can read
        assert served.line().startswith("Context: 32,768 tokens (")  # no --ctx: the model's own
        reply = served.client().chat.completions.create(model=small_model.name, max_tokens=4, temperature=0,
                                                        messages=[{"role": "user", "content": "Hello"}])
        assert reply.choices[0].message.content
    log = (tmp_path / "portable" / "logs" / "emberly.log").read_text()
    assert served.key not in log  # the key is never logged


def test_raw_completions_and_embeddings_of_strings_and_token_arrays(server: LocalServer, small_model: Path,
                                                                   zoo: Callable[[str], Path]) -> None:
    c = client(server)
    raw = c.completions.create(model=small_model.name, prompt="The rivers of Europe are", max_tokens=6, temperature=0)
    assert raw.choices[0].text and raw.usage is not None and raw.usage.completion_tokens <= 6
    streamed = "".join(ch.choices[0].text for ch in c.completions.create(
        model=small_model.name, prompt="The rivers of Europe are", max_tokens=6, temperature=0, stream=True) if ch.choices)
    assert streamed == raw.choices[0].text

    with pytest.raises(openai.NotFoundError, match="No embedding model"):
        c.embeddings.create(model="any", input="hello")
    shared = SharedEmbedder(zoo("bert"))
    server.gateway.embedder = shared
    assert [m.id for m in c.models.list().data] == [small_model.name, shared.name]
    texts = ["The lighthouse is green.", "Ferries leave at dawn."]
    expected = shared.embed(texts)
    got = c.embeddings.create(model=shared.name, input=texts)  # the client asks for base64 and decodes it
    assert np.allclose([d.embedding for d in got.data], expected, atol=1e-6) and got.usage.prompt_tokens > 4
    floats = httpx.post(f"http://127.0.0.1:{server.port}/v1/embeddings", headers={"authorization": f"Bearer {KEY}"},
                        json={"model": shared.name, "input": texts[0], "encoding_format": "float"}).json()
    assert np.allclose(floats["data"][0]["embedding"], expected[0], atol=1e-6)
    tokens = shared._loaded().tokenize(texts[1])  # a token array of the embedding model's own ids
    by_ids = c.embeddings.create(model=shared.name, input=[tokens])
    assert np.allclose(by_ids.data[0].embedding, expected[1], atol=1e-5)
    with pytest.raises(openai.BadRequestError, match="tiktoken"):
        c.embeddings.create(model=shared.name, input=[[10**9]])
    shared.close()


def test_a_client_that_reads_nothing_and_500_idle_connections_block_nobody(server: LocalServer,
                                                                           small_model: Path) -> None:
    """A slow client's reply waits in its own queue (the engine never waits on a socket); 500
    connections that send nothing are closed to make room for a client (serve.py); connections
    that carried the key fill the limit: the next is refused with 503 at once, the server stays
    up and closes them once idle, after which it answers again."""
    import socket

    body = json.dumps({"model": small_model.name, "stream": True, "max_tokens": 64, "temperature": 0,
                       "messages": [{"role": "user", "content": "Go on for a while."}]}).encode()
    lazy = socket.create_connection(("127.0.0.1", server.port))
    lazy.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    lazy.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                 + f"Authorization: Bearer {KEY}\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body)
    t0 = time.monotonic()
    reply = client(server).chat.completions.create(model=small_model.name, max_tokens=4, temperature=0,
                                                   messages=[{"role": "user", "content": "Hello"}])
    assert reply.choices[0].message.content and time.monotonic() - t0 < 30  # not held up by the lazy reader
    lazy.close()

    tight = LocalServer(server.gateway, ServerConfig(port=0, max_connections=16, idle_timeout_s=2), lambda: KEY)
    tight.start()
    try:
        idle = [socket.create_connection(("127.0.0.1", tight.port), timeout=5) for _ in range(500)]
        with client(tight) as first:
            assert [m.id for m in first.models.list().data] == [small_model.name]  # keyless ones went first
        keyed = []
        for _ in range(16):  # each asks at once: a connection that has not is a stranger, closed to make room
            keyed.append(socket.create_connection(("127.0.0.1", tight.port), timeout=5))
            keyed[-1].sendall(f"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {KEY}\r\n\r\n".encode())
            assert keyed[-1].recv(4096).startswith(b"HTTP/1.1 200")
        with pytest.raises(openai.InternalServerError):  # over the limit: refused at once, not queued forever
            client(tight).models.list()
        time.sleep(3)  # idle past the timeout: closed by the server
        assert [m.id for m in client(tight).models.list().data] == [small_model.name]
        for s in [*idle, *keyed]:
            s.close()
    finally:
        tight.stop()


def test_n_replies_at_once_through_the_batched_versions(server: LocalServer, small_model: Path,
                                                        window: Recorder) -> None:  # noqa: F811
    assert of(window.run(rq.LoadModel(str(small_model), LoadParams(n_ctx=4096, n_parallel=3))), ev.ModelLoaded)
    c = client(server)
    ask = [{"role": "user", "content": "Name a river."}]
    three = c.chat.completions.create(model=small_model.name, messages=ask, max_tokens=8, n=3, temperature=1.0, seed=5)  # type: ignore[arg-type]
    assert [ch.index for ch in three.choices] == [0, 1, 2] and all(ch.message.content for ch in three.choices)
    assert three.usage is not None and three.usage.completion_tokens <= 24
    streamed: dict[int, str] = {}
    for chunk in c.chat.completions.create(model=small_model.name, messages=ask, max_tokens=8, n=3,  # type: ignore[arg-type]
                                           temperature=1.0, seed=5, stream=True):
        for ch in chunk.choices:
            streamed[ch.index] = streamed.get(ch.index, "") + (ch.delta.content or "")
    assert [streamed[i] for i in range(3)] == [ch.message.content for ch in three.choices]  # the same seeds
    with pytest.raises(openai.BadRequestError, match="replies at once"):
        c.chat.completions.create(model=small_model.name, messages=ask, max_tokens=8, n=8)  # type: ignore[arg-type]


def test_a_request_admitted_for_a_model_the_window_has_since_changed_is_told_so(
        loop: EngineLoop, window: Recorder, small_model: Path) -> None:  # noqa: F811
    from app.engine import SamplingParams
    from app.runtime import API

    api = Recorder(loop, API, name="api")
    asked = rq.ApiChat((("user", "Hello"),), SamplingParams(temperature=0), 4, model="an-earlier-model.gguf")
    (failed,) = of(api.run(asked), ev.ApiError)
    assert (failed.status, failed.code) == (409, "model_changed") and small_model.name in failed.message
    (done,) = of(api.run(rq.ApiChat((("user", "Hello"),), SamplingParams(temperature=0), 4, model=small_model.name)),
                 ev.ApiDone)
    assert done.completion_tokens > 0


def _data_url(colour: tuple[int, int, int]) -> str:
    import base64
    import io

    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (300, 200), colour).save(out, "PNG")
    return "data:image/png;base64," + base64.b64encode(out.getvalue()).decode()


def test_images_as_image_url_parts_are_read_once_and_kept_warm_after_a_restart(
        server: LocalServer, window: Recorder, small_model: Path, data_dir: Path) -> None:  # noqa: F811
    """A vision model (the zoo projector beside the small model): an image part is read with its
    message; the conversation sent again, even after a restart, restores it with the text
    (cached_tokens past the image) and never encodes it again. A model without a projector, a URL
    on the network and damaged bytes are refused with the reason."""
    from tests.support.zoo_vision import TOKENS_PER_IMAGE, build_gemma3_projector

    c = client(server)
    look = [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": _data_url((20, 90, 200))}},
                                         {"type": "text", "text": "What is in this picture?"}]}]
    with pytest.raises(openai.BadRequestError, match="reads no images"):
        c.chat.completions.create(model=small_model.name, messages=look, max_tokens=4)  # type: ignore[arg-type]
    params = LoadParams(n_ctx=4096, projector=str(build_gemma3_projector(small_model.parent)))
    loaded = window.run(rq.LoadModel(str(small_model), params))
    assert of(loaded, ev.ModelLoaded)[0].vision
    for bad, why in (("https://example.com/cat.png", "fetches nothing"), ("data:image/png;base64,@@@", "damaged"),
                     ("data:image/png;base64,AAAA", "not a PNG")):
        with pytest.raises(openai.BadRequestError, match=why):
            c.chat.completions.create(model=small_model.name, max_tokens=4, messages=[  # type: ignore[arg-type]
                {"role": "user", "content": [{"type": "image_url", "image_url": {"url": bad}}]}])
    first = c.chat.completions.create(model=small_model.name, messages=look, max_tokens=8, temperature=0)  # type: ignore[arg-type]
    assert first.usage is not None and first.usage.prompt_tokens > TOKENS_PER_IMAGE
    again = [*look, {"role": "assistant", "content": first.choices[0].message.content or ""},
             {"role": "user", "content": "And its colours?"}]
    second = c.chat.completions.create(model=small_model.name, messages=again, max_tokens=8, temperature=0)  # type: ignore[arg-type]
    assert second.usage is not None and second.usage.prompt_tokens_details is not None
    assert second.usage.prompt_tokens_details.cached_tokens > first.usage.prompt_tokens  # the image was not read again

    third = after_a_restart(data_dir, small_model, params, again)  # the prefix cache on disk holds it
    assert third.usage is not None and third.usage.prompt_tokens_details is not None
    # The same request again: its whole prompt was kept, all but its last token restored.
    assert third.usage.prompt_tokens_details.cached_tokens == third.usage.prompt_tokens - 1
    assert third.choices[0].message.content == second.choices[0].message.content


def test_requests_speculate_and_answer_as_without(server: LocalServer, small_model: Path, window: Recorder,  # noqa: F811
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A client's request goes through the engine's own loop: with a q8_0 cache its replies are
    checked guesses too, and the same text as with speculation off."""
    from app.engine.local.pace import Pace
    from app.engine.local.speculative import SpeculativeSampling

    monkeypatch.setattr(Pace, "room", lambda self: self.width - 1)  # every token checked
    checks: list[int] = []
    check = SpeculativeSampling._check

    def counted(self: Any, *args: Any) -> Any:
        checks.append(1)
        return (yield from check(self, *args))

    monkeypatch.setattr(SpeculativeSampling, "_check", counted)
    ask = [{"role": "user", "content": "Repeat exactly, twice: the quick brown fox jumps over the lazy dog."}]
    texts = []
    for speculation in ("auto", "off"):
        params = LoadParams(n_ctx=4096, kv_type="q8_0", flash_attn="on", speculation=speculation)
        assert of(window.run(rq.LoadModel(str(small_model), params)), ev.ModelLoaded)
        reply = client(server).chat.completions.create(model=small_model.name, messages=ask, max_tokens=40,  # type: ignore[arg-type]
                                                       temperature=0)
        texts.append(reply.choices[0].message.content)
        assert (len(checks) > 0) == (speculation == "auto")
        checks.clear()
    assert texts[0] == texts[1] and texts[0]
