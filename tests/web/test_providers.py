"""Search providers on real answers (tests/web/fixtures, SOURCES.md says where each was captured):
read from the files as they are, and asked over HTTP of stand-in servers on loopback that answer
with them; what each request carries (the key where it belongs, nothing else); hostile answers."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from app.web.errors import WebError
from app.web.providers import Brave, SearchResult, SearXNG, Tavily, results_from
from tests.support.web_server import FIXTURES, WebStandIn


@pytest.fixture(scope="module")
def web() -> Iterator[WebStandIn]:
    with WebStandIn() as w:
        yield w


def test_the_captured_answers_read_as_typed_results() -> None:
    searx = json.loads((FIXTURES / "searxng.json").read_text())
    got = results_from(searx["results"], 10, title="title", url="url", snippet="content", published="publishedDate")
    assert len(got) == 9 and all(r.url.startswith("http") and r.title for r in got)
    assert [r.published for r in got][:8] == [None] * 8 and got[8].published  # the first dated result, as captured
    brave = json.loads((FIXTURES / "brave.json").read_text())
    got = results_from(brave["web"]["results"], 10, title="title", url="url", snippet="description",
                       published="page_age", fallback_date="age")
    raw = "".join(r["description"] for r in brave["web"]["results"])
    assert len(got) == 5 and all(r.snippet for r in got) and "<strong>" in raw and "&#x27;" in raw
    assert not any("<strong>" in r.snippet or "&#x27;" in r.snippet for r in got)  # plain text, as the model reads it
    tavily = json.loads((FIXTURES / "tavily.json").read_text())
    got = results_from(tavily["results"], 10, title="title", url="url", snippet="content", published="published_date")
    assert len(got) == len(tavily["results"]) and all(isinstance(r, SearchResult) and r.snippet for r in got)


def test_each_provider_asks_its_api_and_sends_its_key_only_there(web: WebStandIn) -> None:
    searx = SearXNG(web.url).search("espresso grind", 3)
    assert [r.url for r in searx] == [web.url + p for p in ("/article", "/doc.pdf", "/latin1")]
    method, path, headers, _ = web.requests[-1]
    assert method == "GET" and path.startswith("/search?") and "format=json" in path and "q=espresso+grind" in path
    assert "X-Subscription-Token" not in headers and "Authorization" not in headers
    brave = Brave("brave-key", endpoint=web.url + "/res/v1/web/search").search("swift", 2)
    _, path, headers, _ = web.requests[-1]
    assert len(brave) == 2 and headers["X-Subscription-Token"] == "brave-key" and "count=2" in path
    tavily = Tavily("tvly-key", endpoint=web.url + "/search").search("oom", 2)
    method, _, headers, body = web.requests[-1]
    assert method == "POST" and headers["Authorization"] == "Bearer tvly-key" and len(tavily) == 2
    assert json.loads(body) == {"query": "oom", "max_results": 2, "search_depth": "basic"}
    assert SearXNG(web.url).sends_to == f"your SearXNG instance at {web.url}"


@pytest.mark.parametrize(("base", "said"), [("/nested", "nested too deeply"), ("/html", "text/html, not a page"),
                                            ("/missing", "answered 404")])
def test_a_hostile_or_broken_instance_is_a_reason_not_a_crash(web: WebStandIn, base: str, said: str) -> None:
    with pytest.raises(WebError, match=said):
        SearXNG(web.url + base).search("anything")


@pytest.mark.parametrize("items", [
    None, 7, "results", [None, 1, "x", [], {}],
    [{"url": "javascript:alert(1)", "title": "x"}, {"url": "file:///etc/passwd"}, {"url": "http://" + "a" * 3000},
     {"url": "http://ok.example/ a b"}, {"url": 5, "title": "n"}, {"url": "https://ok.example/", "title": {"x": 1},
                                                                    "content": ["list"], "publishedDate": 2024}],
])
def test_result_lists_anything_wrote_keep_only_what_fits(items: Any) -> None:
    got = results_from(items, 10, title="title", url="url", snippet="content", published="publishedDate")
    assert got in ([], [SearchResult("https://ok.example/", "https://ok.example/", "", None)])


def test_result_texts_are_bounded_and_one_line() -> None:
    got = results_from([{"url": "https://ok.example/", "title": "T\n" * 400, "content": "word " * 1000}] * 3, 10,
                       title="title", url="url", snippet="content", published="publishedDate")
    assert len(got) == 1  # the same address once
    assert len(got[0].title) <= 300 and "\n" not in got[0].title and len(got[0].snippet) <= 1000
