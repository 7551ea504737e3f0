"""Settings ▸ Web on the engine thread: the provider a message's search goes to, and the reader
of its pages (the page cache in `<data>/web/pages`)."""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from . import requests as rq

if TYPE_CHECKING:
    from ..documents.result import Extracted
    from ..sessions.tool_steps import ToolRun
    from ..sessions.tool_turns import ToolBox
    from ..sessions.web_found import WebSearch


def web_search(r: rq.UseWeb, data: Path) -> WebSearch | None:
    from ..sessions.web_found import WebSearch
    from ..web.pages import PageReader
    from ..web.providers import Brave, Provider, SearXNG, Tavily

    provider: Provider
    if r.provider == "searxng" and r.url:
        provider = SearXNG(r.url)
    elif r.provider == "brave" and r.key:
        provider = Brave(r.key)
    elif r.provider == "tavily" and r.key:
        provider = Tavily(r.key)
    else:
        return None
    return WebSearch(provider, PageReader(data / "web" / "pages", r.allowed))


def tool_box(web: WebSearch | None, others: ToolBox | None, approve: Callable[[ToolRun, Callable[[], bool]], bool]
             ) -> ToolBox | None:
    """The chats' tools: the MCP servers' (`others`), and the web's where the web is on."""
    if web is None:
        return others
    from ..sessions.web_tools import WebTools

    return WebTools(web, others, approve)


def page_document(url: str, data: Path, allowed: tuple[str, ...] = ()) -> Extracted:
    """A web page as a document to attach (the composer's "Attach a web page…", a link dropped
    on it): read once (the page cache), its main text then a document like any other, so a chat
    that starts with it reads it through the prefix cache, and the next chat with the same page
    restores it. Raises app.web's WebError, saying why."""
    from ..documents.result import Extracted
    from ..web.pages import PageReader

    page = PageReader(data / "web" / "pages", allowed).page(url)
    name = f"{page.title} ({urllib.parse.urlsplit(page.final_url).hostname or 'web'})"
    return Extracted(name, "html", page.text, None, (), "", len(page.text.encode("utf-8")))
