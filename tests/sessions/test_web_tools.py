"""The web's tools (app/sessions/web_tools.py): web_search called by a real model (the demo
model, the call forced by the chat's tool_choice) on the stand-in SearXNG, approved like any tool, its
result read once and kept; read_page on the stand-in pages, bounded, refusing this computer's
addresses; the tools offered only to a chat that turned the web on."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from app.sessions import ChatRunner
from app.sessions.tool_steps import ChatTools, ToolRun
from app.sessions.web_found import WebSearch
from app.sessions.web_tools import PAGE_CHARS, WebTools
from app.web.pages import PageReader
from app.web.providers import SearXNG
from tests.support.helpers import greedy_session
from tests.support.web_server import WebStandIn


@pytest.fixture(scope="module")
def web() -> Iterator[WebStandIn]:
    with WebStandIn() as w:
        yield w


def tools(web: WebStandIn, folder: Path, asked: list[str], allowed: tuple[str, ...] = ("127.0.0.1",)) -> WebTools:
    search = WebSearch(SearXNG(web.url), PageReader(folder, allowed=allowed))
    return WebTools(search, None, lambda run, _cancelled: asked.append(run.name) is None)


@pytest.mark.slow
def test_a_model_calls_web_search_and_answers_from_the_results(
        make_runner: Callable[..., ChatRunner], web: WebStandIn, tmp_path: Path) -> None:
    runner = make_runner()  # the demo model's real weights write a query that ends
    runner.max_tokens = 64
    asked: list[str] = []
    runner.tools = tools(web, tmp_path / "pages", asked)
    sid = greedy_session(runner)
    runner.set_settings(tools=ChatTools(("web",), "web_search"))
    reply = runner.send("What is new in Ellery?")
    assert reply is not None and asked == ["web_search"]
    run = reply.tools[0].runs[0]
    assert run.server == "web" and run.status == "ran" and isinstance(run.arguments.get("query"), str)
    assert f"{web.url}/article" in run.result and "1." in run.result
    saved = runner.store.load(sid)
    assert saved.messages[-1].tools[0].runs[0].result == run.result  # read once: kept with the chat
    assert {s["function"]["name"] for s in saved.tool_specs} == {"web_search", "read_page"}


def test_read_page_is_bounded_and_refuses_this_computer(web: WebStandIn, tmp_path: Path) -> None:
    asked: list[str] = []
    box = tools(web, tmp_path / "pages", asked)
    run = ToolRun("1", "read_page", {"url": web.url + "/article"})
    box.run(run, lambda: False)
    assert run.status == "ran" and "grain market opened in 1821" in run.result and len(run.result) < PAGE_CHARS + 500
    refusing = tools(web, tmp_path / "other", asked, allowed=())
    for arguments in ({"url": web.url + "/article"}, {"url": "file:///etc/passwd"}, {}, {"url": 7}):
        bad = ToolRun("2", "read_page", arguments)
        refusing.run(bad, lambda: False)
        assert bad.status == "failed" and bad.result.startswith("Error: "), bad
    declined = ToolRun("3", "web_search", {"query": "x"})
    WebTools(box.web, None, lambda run, _c: False).run(declined, lambda: False)
    assert declined.status == "declined" and not any(p.startswith("/search?q=x") for _, p, _, _ in web.requests)


def test_the_tools_are_offered_only_to_a_chat_with_the_web_on(web: WebStandIn, tmp_path: Path) -> None:
    box = tools(web, tmp_path, [])
    assert box.specs([])[0] == [] and box.specs(["maths"])[0] == []
    assert [s["function"]["name"] for s in box.specs(["web"])[0]] == ["web_search", "read_page"]
    assert box.server_of("read_page") == "web" and box.server_of("add") == ""
