"""What LangChain (`langchain-openai`'s ChatOpenAI) and litellm (what aider reaches models
through) send the local API server, called as their users call them (issue 48): a reply whole
and streamed with its usage, an identical resend warm, the three structured-output methods, a
forced tool call sent back with its result, a prompt too long for the context raised as each
client's own context-window error (streamed too), and an option Emberly does not serve refused
by name. Both clients stay on loopback: litellm's cost map is its bundled copy, and its token
counter reads the tiktoken encodings it ships."""

from __future__ import annotations

import json
import os
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import openai
import pytest
from pydantic import BaseModel, Field

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # before the import, which fetches it otherwise
import litellm
from langchain_core.exceptions import ContextOverflowError
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langchain_openai import ChatOpenAI

from app.server.serve import LocalServer
from tests.runtime.test_loop import loop, window  # noqa: F401  (fixtures)
from tests.server.test_api import KEY, server  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.slow,  # a model on the engine loop and replies
              # litellm's own types and its use of pydantic: nothing of Emberly's
              pytest.mark.filterwarnings("ignore:.*using the `ReadOnly` qualifier:UserWarning"),
              pytest.mark.filterwarnings("ignore:Accessing the 'model_:DeprecationWarning")]

litellm.suppress_debug_info = True  # its "Give Feedback / Get Help" banner on every error
LOOPBACK = {"127.0.0.1", "localhost", "::1"}
ASK = "Name a river in Portugal."
TOO_LONG = "river " * 5000  # over the fixture's 4,096-token context
WEATHER: Any = {"type": "function", "function": {
    "name": "get_weather", "description": "The weather in a city today.",
    "parameters": {"type": "object", "required": ["city"], "additionalProperties": False,
                   "properties": {"city": {"type": "string", "maxLength": 24}}}}}


class River(BaseModel):
    """A river and the country it flows through."""

    name: str = Field(description="the river's name")
    country: str = Field(description="the country it flows through")


@tool
def get_weather(city: str) -> str:
    """The weather in a city today."""
    return f"Light rain in {city}, 14 °C."


@pytest.fixture(autouse=True)
def offline(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The hosts anything looked up besides the server's: none. litellm (a cost map) and
    tiktoken (encodings) reach for the internet unless told not to, and where it cannot be
    reached a client would wait for it; here such a look-up fails at once and is reported."""
    asked: list[str] = []
    real = socket.getaddrinfo

    def lookup(host: Any, *args: Any, **kwargs: Any) -> Any:
        name = host.decode() if isinstance(host, bytes) else host
        if name is not None and name not in LOOPBACK:
            asked.append(str(name))
            raise socket.gaierror(socket.EAI_NONAME, f"{name}: this test reaches nothing but the server")
        return real(host, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", lookup)
    yield asked
    assert not asked, f"a client reached for the internet: {asked}"


def chat(served: LocalServer, model: Path, **kwargs: Any) -> ChatOpenAI:
    settings: dict[str, Any] = {"temperature": 0, "max_tokens": 8, "max_retries": 0, "timeout": 60, **kwargs}
    return ChatOpenAI(base_url=served.address, api_key=KEY, model=model.name, **settings)


def with_litellm(served: LocalServer, model: Path, **kwargs: Any) -> Any:
    """litellm.completion as aider calls it: an `openai/` model on the user's api_base."""
    return litellm.completion(**{"model": f"openai/{model.name}", "api_base": served.address, "api_key": KEY,
                                 "max_tokens": 8, "temperature": 0, "num_retries": 0, "timeout": 60,
                                 "messages": [{"role": "user", "content": ASK}], **kwargs})


def test_langchain_whole_streamed_sent_again_and_refused(server: LocalServer, small_model: Path) -> None:  # noqa: F811
    llm = chat(server, small_model, stream_usage=True)
    whole = llm.invoke(ASK)
    assert isinstance(whole.content, str) and whole.content
    assert whole.response_metadata["finish_reason"] in ("stop", "length")
    usage = whole.usage_metadata
    assert usage is not None and usage["input_tokens"] > 5 and 0 < usage["output_tokens"] <= 8
    chunks = list(llm.stream(ASK))  # the identical request again: a retry, streamed
    assert "".join(str(c.content) for c in chunks) == whole.content  # the same greedy reply
    (again,) = [c.usage_metadata for c in chunks if c.usage_metadata]  # stream_options.include_usage
    assert (again["input_tokens"], again["output_tokens"]) == (usage["input_tokens"], usage["output_tokens"])
    assert again.get("input_token_details", {}).get("cache_read") == usage["input_tokens"] - 1  # warm: its last token read

    for refused in (lambda: llm.invoke(TOO_LONG), lambda: list(llm.stream(TOO_LONG))):
        with pytest.raises(ContextOverflowError) as e:
            refused()
        assert isinstance(e.value, openai.BadRequestError) and e.value.code == "context_length_exceeded"
    with pytest.raises(openai.BadRequestError) as unserved:
        chat(server, small_model, logprobs=True).invoke(ASK)
    assert unserved.value.param == "logprobs" and unserved.value.code == "unsupported_parameter"


@pytest.mark.parametrize("method", ["json_schema", "function_calling", "json_mode"])
def test_langchain_structured_output(server: LocalServer, small_model: Path, method: str) -> None:  # noqa: F811
    """The three methods of with_structured_output: a response_format schema, a forced call of a
    tool named for the model, and JSON mode, where the schema is only what the prompt shows
    (LangChain asks for the word JSON in it; a 270M model follows an example, not a description)."""
    llm = chat(server, small_model, max_tokens=64).with_structured_output(River, method=method, include_raw=True)
    if method == "json_mode":
        prompt: Any = [HumanMessage("Name a river in England. Answer in JSON."),
                       AIMessage('{"name": "Thames", "country": "England"}'),
                       HumanMessage("Name a river in Portugal. Answer in JSON.")]
    else:
        prompt = ASK
    out: Any = llm.invoke(prompt)
    raw: AIMessage = out["raw"]
    assert out["parsing_error"] is None and isinstance(out["parsed"], River), raw
    assert raw.response_metadata["finish_reason"] == ("tool_calls" if method == "function_calling" else "stop")
    if method == "function_calling":
        (call,) = raw.tool_calls
        assert call["name"] == "River" and River(**call["args"]) == out["parsed"]
    else:
        assert River.model_validate_json(str(raw.content)) == out["parsed"]


def test_langchain_tool_call_round_trip(server: LocalServer, small_model: Path) -> None:  # noqa: F811
    """bind_tools with the tool forced (what a small model needs to call one), whole and streamed;
    the call's result sent back as a ToolMessage and answered with the tool offered, its question
    not read again."""
    llm = chat(server, small_model, max_tokens=64)
    forced = llm.bind_tools([get_weather], tool_choice="get_weather")
    question = [HumanMessage("Is it raining in Porto?")]
    called = forced.invoke(question)
    assert isinstance(called, AIMessage) and called.response_metadata["finish_reason"] == "tool_calls"
    (call,) = called.tool_calls
    assert call["name"] == "get_weather" and isinstance(call["args"].get("city"), str) and call["id"]
    streamed: Any = None
    for piece in forced.stream(question):
        assert isinstance(piece, AIMessageChunk)
        streamed = piece if streamed is None else streamed + piece
    assert [(c["name"], c["args"]) for c in streamed.tool_calls] == [(call["name"], call["args"])]

    result = ToolMessage(get_weather.invoke(call["args"]), tool_call_id=call["id"])
    after = chat(server, small_model, max_tokens=4).bind_tools([get_weather]).invoke([*question, called, result])
    assert after.response_metadata["finish_reason"] in ("stop", "length", "tool_calls")
    asked, usage = called.usage_metadata, after.usage_metadata
    assert asked is not None and usage is not None and usage["input_tokens"] > asked["input_tokens"]
    assert usage.get("input_token_details", {}).get("cache_read", 0) >= asked["input_tokens"] - 1


def test_litellm_whole_streamed_sent_again_and_counted(server: LocalServer, small_model: Path) -> None:  # noqa: F811
    whole = with_litellm(server, small_model)
    text = whole.choices[0].message.content
    assert text and whole.choices[0].finish_reason in ("stop", "length")
    usage = whole.usage
    assert usage.prompt_tokens > 5 and 0 < usage.completion_tokens <= 8
    assert usage.total_tokens == usage.prompt_tokens + usage.completion_tokens
    chunks = list(with_litellm(server, small_model, stream=True, stream_options={"include_usage": True}))
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == text
    built = litellm.stream_chunk_builder(chunks, messages=[{"role": "user", "content": ASK}])
    assert built is not None and built.usage.completion_tokens == usage.completion_tokens
    assert built.usage.prompt_tokens_details.cached_tokens == usage.prompt_tokens - 1  # an identical resend: warm
    assert litellm.token_counter(model=f"openai/{small_model.name}", messages=[{"role": "user", "content": ASK}]) > 0

    structured = with_litellm(server, small_model, max_tokens=64, response_format=River)  # sent as a json_schema
    River.model_validate_json(structured.choices[0].message.content)
    called = with_litellm(server, small_model, max_tokens=64, tools=[WEATHER], tool_choice="required")
    (call,) = called.choices[0].message.tool_calls
    assert called.choices[0].finish_reason == "tool_calls" and call.function.name == "get_weather"
    assert isinstance(json.loads(call.function.arguments)["city"], str)


@pytest.mark.parametrize("stream", [True, False])
def test_litellm_too_long_is_its_context_window_error(server: LocalServer, small_model: Path,  # noqa: F811
                                                      stream: bool) -> None:
    """aider tells its user the chat is over the model's context only on litellm's
    ContextWindowExceededError; litellm raises it only for a message it recognizes."""
    with pytest.raises(litellm.ContextWindowExceededError) as e:
        reply = with_litellm(server, small_model, stream=stream, max_tokens=64,
                             messages=[{"role": "user", "content": TOO_LONG}])
        if stream:
            list(reply)  # where an error sent inside the stream would come
    assert e.value.status_code == 400
    with pytest.raises(litellm.ContextWindowExceededError):  # the completions endpoint's own check
        reply = litellm.text_completion(model=f"openai/{small_model.name}", api_base=server.address, api_key=KEY,
                                        prompt=TOO_LONG, max_tokens=64, stream=stream, num_retries=0, timeout=60)
        if stream:
            list(reply)  # litellm's stream wrapper sends the request on the first read


@pytest.mark.parametrize("endpoint, fields, param", [
    ("chat", {"logprobs": True}, "logprobs"),
    ("chat", {"logprobs": True, "top_logprobs": 2}, "logprobs"),
    ("completions", {"echo": True}, "echo"),
    ("completions", {"suffix": "\n    return total\n"}, "suffix"),  # an editor's fill-in-the-middle
])
def test_litellm_options_not_served_are_bad_requests_naming_them(server: LocalServer, small_model: Path,  # noqa: F811
                                                                 endpoint: str, fields: dict[str, Any],
                                                                 param: str) -> None:
    with pytest.raises(litellm.BadRequestError) as e:
        if endpoint == "completions":
            litellm.text_completion(model=f"openai/{small_model.name}", api_base=server.address, api_key=KEY,
                                    prompt="def total(xs):", max_tokens=2, num_retries=0, timeout=60, **fields)
        else:
            with_litellm(server, small_model, max_tokens=2, **fields)
    assert not isinstance(e.value, litellm.ContextWindowExceededError)
    assert e.value.status_code == 400 and f"send the request without '{param}'" in str(e.value)
