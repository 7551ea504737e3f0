"""A message sent with the web (app/sessions/web_found.py) on the real model: the stand-in SearXNG
searched, its best pages read once (the page cache), the passages that answer the message in its
prompt as the site's ("127.0.0.1 › Ellery…"), kept with it when the page changes; what fails is a
note and the message still goes."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from app.sessions import ChatRunner
from app.sessions.web_found import WebSearch
from app.web.pages import PageReader
from app.web.providers import SearXNG
from tests.support.web_server import WebStandIn


@pytest.fixture(scope="module")
def web() -> Iterator[WebStandIn]:
    with WebStandIn() as w:
        yield w


@pytest.mark.slow
def test_a_message_sent_with_the_web_carries_the_passages_that_answer_it(
        make_runner: Callable[..., ChatRunner], web: WebStandIn, tmp_path: Path) -> None:
    runner = make_runner()
    runner.web = WebSearch(SearXNG(web.url), PageReader(tmp_path / "pages", allowed=("127.0.0.1",)))
    runner.new_session()
    runner.set_settings(sampling={"temperature": 0.0})
    reply = runner.send("When did the grain market of Ellery open?", web=True)
    assert reply is not None and reply.text
    assert runner.active is not None
    question = runner.active.messages[0]
    assert question.found and {f.library for f in question.found} == {"127.0.0.1"}
    assert any("1821" in runner.store.attachments.text(f.text_ref()) for f in question.found)
    assert {f.path for f in question.found} <= {web.url + p for p in ("/article", "/doc.pdf", "/latin1")}
    prompt = question.prompt_text(runner.store.attachments.text)
    assert "grain market opened in 1821" in prompt and "Subscribe" not in prompt
    assert reply.stats is not None and reply.stats["prompt_tokens"] > 60
    fetched = [p for m, p, _, _ in web.requests if m == "GET" and not p.startswith("/search")]
    # The next question: pages come from the cache, nothing is read from the web but the search.
    runner.send("Who built the salt warehouses?", web=True)
    again = [p for m, p, _, _ in web.requests if m == "GET" and not p.startswith("/search")]
    assert again == fetched and len(fetched) == 3
    second = runner.active.messages[2]
    assert any("Harrow" in runner.store.attachments.text(f.text_ref()) for f in second.found)


@pytest.mark.slow
def test_without_the_web_or_without_an_answer_the_message_still_goes(
        make_runner: Callable[..., ChatRunner], web: WebStandIn, tmp_path: Path) -> None:
    runner = make_runner()
    runner.new_session()
    runner.send("Hello", web=True)  # the web is off
    assert runner.warnings and "The web is off" in runner.warnings[-1]
    runner.web = WebSearch(SearXNG(web.url + "/missing"), PageReader(tmp_path / "pages", allowed=("127.0.0.1",)))
    reply = runner.send("Hello again", web=True)
    assert reply is not None and "The web was not searched" in runner.warnings[-1]
    runner.web = WebSearch(SearXNG(web.url), PageReader(tmp_path / "pages"))  # the pages are not allowed: refused
    runner.send("And now?", web=True)
    assert runner.active is not None and not runner.active.messages[-2].found
    assert any("on this computer or its network" in w for w in runner.warnings)


@pytest.mark.slow
def test_read_the_web_again_sends_the_message_again_with_its_pages_read_anew(
        make_runner: Callable[..., ChatRunner], web: WebStandIn, tmp_path: Path) -> None:
    runner = make_runner()
    runner.web = WebSearch(SearXNG(web.url), PageReader(tmp_path / "pages", allowed=("127.0.0.1",)))
    session = runner.new_session()
    runner.send("When did the grain market of Ellery open?", web=True)
    pages = len([p for m, p, _, _ in web.requests if not p.startswith("/search")])
    runner.edit(0, session.messages[0].text)  # an edit of a message sent with the web: searched again, pages kept
    assert len([p for m, p, _, _ in web.requests if not p.startswith("/search")]) == pages
    runner.edit(0, session.messages[0].text, fresh=True)  # "Read the web again"
    assert len([p for m, p, _, _ in web.requests if not p.startswith("/search")]) == pages + 3
    assert session.messages[0].found and session.version_position(0) == (3, 3)  # the earlier sends stay versions


@pytest.mark.slow
def test_a_page_attached_is_read_once_across_chats(make_runner: Callable[..., ChatRunner], web: WebStandIn) -> None:
    """Chat ▸ Attach a web page: the page a document like any other, so the second chat that
    starts with it restores it from the prefix cache, whatever its question."""
    from app.runtime import page_document

    runner = make_runner()
    root = runner.store.root
    page = page_document(web.url + "/words/1500", root, ("127.0.0.1",))
    assert page.kind == "html" and page.name == "The ledgers (127.0.0.1)"  # its heading, and its site
    replies = []
    for question in ("What did the ledgers record?", "At which hour did the ferry cross?"):
        runner.new_session()
        att = runner.store.attachments.put(page_document(web.url + "/words/1500", root, ("127.0.0.1",)))
        replies.append(runner.send(question, attachments=[att]))
    first, second = ((r.stats or {}).get("documents") for r in replies if r is not None)
    assert first is not None and second is not None and first["restored"] is False and second["restored"] is True
    assert first["tokens"] > 1000 and second["tokens"] == first["tokens"]
    assert len([p for _, p, _, _ in web.requests if p == "/words/1500"]) == 1  # fetched once: the page cache
