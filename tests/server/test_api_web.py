"""A client of the local API server asks for the web (OpenAI's `web_search_options`) with the
official `openai` package: refused unless the user allows it; allowed, the stand-in SearXNG is
searched, the pages' passages go into the prompt and the reply cites them (`annotations`); the
client's next turn, sent without the passages it never saw, gets them back, so the first turn
is read from the prefix cache and nothing is searched again (app/runtime/api_web.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import openai
import pytest

from app.runtime import EngineLoop
from app.runtime import requests as rq
from app.runtime.api_web import FILE
from app.server.citations import url_citations
from app.server.config import ServerConfig
from app.server.gateway import Gateway
from app.server.serve import LocalServer
from tests.runtime.test_loop import Recorder, loop, window  # noqa: F401  (fixtures)
from tests.server.test_api import KEY, client, server  # noqa: F401  (fixtures)
from tests.support.web_server import WebStandIn

QUESTION = "When did the grain market of Ellery open?"


@pytest.fixture(scope="module")
def web() -> Iterator[WebStandIn]:
    with WebStandIn() as w:
        yield w


@pytest.fixture
def web_server(loop: EngineLoop, window: Recorder, small_model: Path, web: WebStandIn) -> Iterator[LocalServer]:  # noqa: F811
    window.run(rq.UseWeb("searxng", web.url, allowed=("127.0.0.1",)))
    gateway = Gateway(loop)
    gateway.model = small_model.name
    served = LocalServer(gateway, ServerConfig(port=0, web=True), lambda: KEY)
    served.start()
    yield served
    served.stop()


def searches(web: WebStandIn) -> int:
    return sum(1 for method, path, _, _ in web.requests if path.startswith("/search"))


def test_citations_are_where_the_reply_cites_or_else_span_it() -> None:
    sources = [("Ellery", "https://a.example/ellery"), ("Salt", "https://b.example/salt")]
    cited = url_citations("It opened in 1821 [1], see [3] and [2].", sources)
    assert [(a["url_citation"]["start_index"], a["url_citation"]["url"]) for a in cited] == [
        (18, "https://a.example/ellery"), (35, "https://b.example/salt")]
    assert all(a["type"] == "url_citation" for a in cited)
    spanned = url_citations("In 1821.", [sources[0], sources[0], sources[1]])  # one per page
    assert [(a["url_citation"]["start_index"], a["url_citation"]["end_index"]) for a in spanned] == [(0, 8), (0, 8)]


@pytest.mark.slow
def test_web_search_is_refused_unless_the_user_allows_it(server: LocalServer, small_model: Path) -> None:  # noqa: F811
    with pytest.raises(openai.BadRequestError) as refused:
        client(server).chat.completions.create(model=small_model.name, messages=[{"role": "user", "content": QUESTION}],
                                               max_tokens=4, web_search_options={})
    assert "Local API server" in str(refused.value) and refused.value.body["param"] == "web_search_options"  # type: ignore[index]


@pytest.mark.slow
def test_a_clients_conversation_with_the_web_is_searched_once_and_read_once(
        web_server: LocalServer, web: WebStandIn, small_model: Path, data_dir: Path) -> None:
    c = client(web_server)
    for bad in ("yes", {"search_context_size": "huge"}):
        with pytest.raises(openai.BadRequestError):
            c.chat.completions.create(model=small_model.name, messages=[{"role": "user", "content": QUESTION}],
                                      max_tokens=4, web_search_options=bad)  # type: ignore[arg-type]
    plain = c.chat.completions.create(model=small_model.name, messages=[{"role": "user", "content": "Hello"}],
                                      max_tokens=4, temperature=0)
    before = searches(web)
    first = [{"role": "user", "content": QUESTION}]
    one = c.chat.completions.create(model=small_model.name, messages=first, max_tokens=16, temperature=0,  # type: ignore[arg-type]
                                    web_search_options={"search_context_size": "low"})
    assert searches(web) == before + 1
    assert one.usage is not None and plain.usage is not None and one.usage.prompt_tokens > plain.usage.prompt_tokens + 100
    cited = one.choices[0].message.annotations
    assert cited and {a.url_citation.url for a in cited} <= {web.url + p for p in ("/article", "/doc.pdf", "/latin1")}
    assert (data_dir / FILE).is_file()
    # The next turn: the client sends the first again as it had it, without the passages.
    answer = one.choices[0].message.content or ""
    second = [*first, {"role": "assistant", "content": answer}, {"role": "user", "content": "Who built the salt warehouses?"}]
    pieces, last = [], None
    for chunk in c.chat.completions.create(model=small_model.name, messages=second, max_tokens=8, temperature=0,  # type: ignore[arg-type]
                                           web_search_options={}, stream=True, stream_options={"include_usage": True}):
        if chunk.choices:
            pieces.append(chunk.choices[0].delta.content or "")
            last = chunk.choices[0].delta.model_extra or last
        if chunk.usage is not None:
            two = chunk.usage
    assert searches(web) == before + 2  # the new message only
    assert last is not None and last["annotations"][0]["type"] == "url_citation"
    assert two.prompt_tokens_details is not None and two.prompt_tokens_details.cached_tokens is not None
    assert two.prompt_tokens_details.cached_tokens > one.usage.prompt_tokens, "the first turn was read again"
    # The same request again (a retry): nothing searched, the prompt from the cache (its last token read alone).
    again = c.chat.completions.create(model=small_model.name, messages=second, max_tokens=8, temperature=0,  # type: ignore[arg-type]
                                      web_search_options={})
    assert searches(web) == before + 2
    assert again.usage is not None and again.usage.prompt_tokens_details is not None
    assert again.usage.prompt_tokens == two.prompt_tokens
    assert again.usage.prompt_tokens_details.cached_tokens == two.prompt_tokens - 1
