"""What other programs really send (issue 48), through the official `openai` package on a real
engine loop: a streamed prompt too long for the context is the 400 clients raise as their
context-window error, before any chunk (queued behind another request too); `--serve` loads a
context coding assistants' prompts fit in; options Emberly does not serve are refused by name,
not ignored; each request is one line in the server's log, without its content or key."""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from app.downloads.catalogue import FITS_SHARE, Memory
from app.engine import estimate_memory, inspect_model
from app.server.serve import LocalServer
from tests.runtime.test_loop import Recorder, loop, of, window  # noqa: F401  (fixtures)
from tests.server.test_api import KEY, client, server  # noqa: F401  (fixtures)
from tests.support.headless import headless_serve

pytestmark = pytest.mark.slow  # a model on the engine loop and replies

TOO_LONG = [{"role": "user", "content": "river " * 5000}]  # over the fixture's 4,096-token context
ASK: Any = [{"role": "user", "content": "Name a river."}]


def test_a_streamed_prompt_too_long_is_a_400_before_any_chunk_even_queued(server: LocalServer,  # noqa: F811
                                                                          small_model: Path) -> None:
    c = client(server)

    def refused() -> None:
        with pytest.raises(openai.BadRequestError) as e:
            c.chat.completions.create(model=small_model.name, max_tokens=64, messages=TOO_LONG, stream=True)  # type: ignore[arg-type]
        assert e.value.code == "context_length_exceeded" and e.value.status_code == 400
        with pytest.raises(openai.BadRequestError) as e:
            c.completions.create(model=small_model.name, max_tokens=64, prompt="river " * 5000, stream=True)
        assert e.value.code == "context_length_exceeded"

    refused()
    ahead: list[str] = []  # a stream running while the refused ones wait behind it
    running = threading.Thread(target=lambda: ahead.extend(
        chunk.choices[0].delta.content or "" for chunk in c.chat.completions.create(
            model=small_model.name, max_tokens=400, temperature=0, messages=ASK, stream=True) if chunk.choices))
    running.start()
    until = time.monotonic() + 30
    while not server.gateway.state.running and time.monotonic() < until:
        time.sleep(0.01)
    refused()
    running.join(120)
    assert "".join(ahead), "the stream ahead of the refused ones did not answer"
    raw = httpx.post(f"{server.address}/chat/completions", headers={"authorization": f"Bearer {KEY}"}, timeout=60,
                     json={"model": small_model.name, "stream": True, "max_tokens": 64, "messages": TOO_LONG})
    assert raw.status_code == 400 and raw.headers["content-type"] == "application/json"  # no SSE at all
    assert raw.json()["error"]["type"] == "invalid_request_error"


def test_serve_chooses_a_context_from_the_model_and_the_memory(small_model: Path, tmp_path: Path) -> None:
    """`--serve` without `--ctx`: the model's own context where memory holds it (a 4,500-token
    prompt is answered where 4,096 refused it), a smaller one where it does not; said at start."""
    with headless_serve(small_model, tmp_path / "portable") as served:
        reply = served.client(timeout=120).chat.completions.create(
            model=small_model.name, max_tokens=2, temperature=0, messages=[{"role": "user", "content": "river " * 4500}])
        assert reply.usage is not None and reply.usage.prompt_tokens > 4096
        said = served.line().strip()  # printed with the two lines above
        assert said.startswith("Context: ") and int(said.split()[1].replace(",", "")) > 4096, said
    from app.server.context_size import serving_context  # here: the other tests run on an Emberly without it

    assert serving_context(small_model, Memory(64 << 30, 32 << 30)) == (32768, "the model's own context")
    holds_8k = int(estimate_memory(inspect_model(small_model), 8192).total / FITS_SHARE) + 1  # the picker's estimate
    assert serving_context(small_model, Memory(1 << 30, holds_8k)) == (8192, "what this computer's free memory holds")


@pytest.mark.parametrize("endpoint, fields, param", [
    ("chat", {"logprobs": True}, "logprobs"),
    ("chat", {"logprobs": True, "top_logprobs": 3}, "logprobs"),
    ("chat", {"top_logprobs": 3}, "top_logprobs"),
    ("chat", {"logit_bias": {"42": 5}}, "logit_bias"),
    ("chat", {"presence_penalty": 0.5}, "presence_penalty"),
    ("chat", {"frequency_penalty": -0.5}, "frequency_penalty"),
    ("completions", {"logprobs": 2}, "logprobs"),
    ("completions", {"logprobs": 0}, "logprobs"),  # 0 still asks for the chosen tokens' log probabilities
    ("completions", {"echo": True}, "echo"),
    ("completions", {"suffix": "\n    return total\n"}, "suffix"),
    ("completions", {"best_of": 3}, "best_of"),
])
def test_options_not_served_are_refused_by_name(server: LocalServer, small_model: Path,  # noqa: F811
                                                endpoint: str, fields: dict[str, Any], param: str) -> None:
    c = client(server)
    with pytest.raises(openai.BadRequestError) as e:
        if endpoint == "chat":
            c.chat.completions.create(model=small_model.name, messages=ASK, max_tokens=2, extra_body=fields)
        else:
            c.completions.create(model=small_model.name, prompt="def total(xs):", max_tokens=2, extra_body=fields)
    body: Any = e.value.body
    assert (body["param"], body["code"], body["type"]) == (param, "unsupported_parameter", "invalid_request_error")
    assert "Emberly does not serve" in body["message"]


def test_options_that_ask_for_nothing_are_served(server: LocalServer, small_model: Path) -> None:  # noqa: F811
    c = client(server)
    chat = c.chat.completions.create(model=small_model.name, messages=ASK, max_tokens=2, logprobs=False, top_logprobs=0,
                                     presence_penalty=0, frequency_penalty=0.0, logit_bias={}, user="someone",
                                     parallel_tool_calls=False, seed=7)
    assert chat.choices[0].message.content is not None
    with pytest.raises(openai.BadRequestError) as e:
        c.chat.completions.create(model=small_model.name, messages=ASK, max_tokens=2,
                                  extra_body={"parallel_tool_calls": "no"})
    assert e.value.param == "parallel_tool_calls"
    raw = c.completions.create(model=small_model.name, prompt="def total(xs):", max_tokens=2, echo=False, suffix="",
                               best_of=1, extra_body={"logprobs": None})
    assert raw.choices[0].text is not None


def test_each_request_is_one_line_in_the_servers_log(server: LocalServer, small_model: Path,  # noqa: F811
                                                     caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="emberly.server")
    c = client(server)
    secret = "Porto's lighthouse keeper"
    c.chat.completions.create(model=small_model.name, max_tokens=3, temperature=0,
                              messages=[{"role": "user", "content": secret}])
    for _ in c.chat.completions.create(model=small_model.name, max_tokens=3, temperature=0, messages=ASK, stream=True):
        pass
    with pytest.raises(openai.BadRequestError):
        c.chat.completions.create(model=small_model.name, max_tokens=64, messages=TOO_LONG)  # type: ignore[arg-type]
    with pytest.raises(openai.BadRequestError):
        c.completions.create(model=small_model.name, prompt="x", echo=True)
    body = {"model": small_model.name, "stream": True, "max_tokens": 2000, "temperature": 0,
            "messages": [{"role": "user", "content": "Write a very long story."}]}
    with httpx.stream("POST", f"{server.address}/chat/completions", headers={"authorization": f"Bearer {KEY}"},
                      json=body, timeout=60) as r:
        next(line for line in r.iter_lines() if '"content": "' in line and '"content": ""' not in line)
    until = time.monotonic() + 20
    while sum("client gone" in m for m in caplog.messages) < 1 and time.monotonic() < until:
        time.sleep(0.02)
    lines = [r.getMessage() for r in caplog.records if r.name == "emberly.server" and " prompt tokens " in r.getMessage()]
    assert len(lines) == 5, lines  # one per request
    whole, streamed, too_long, echo, gone = lines
    for line in lines:
        assert line.startswith("127.0.0.1:") and secret not in line and KEY not in line
    assert f"/v1/chat/completions {small_model.name}: done (" in whole and "3 generated" in whole
    assert ": done (" in streamed
    assert "failed 400 context_length_exceeded" in too_long and "/v1/chat/completions" in too_long
    assert "/v1/completions" in echo and "failed 400 unsupported_parameter" in echo
    assert ": client gone" in gone
    assert all(line.rsplit("· ", 1)[1].endswith(" s") for line in lines)
