"""The web as tools the model calls: `web_search` and `read_page`, the tools of a built-in server
named "web" (a chat turns it on in its tools, as it would an MCP server's). Each call goes through
the user's approval like any other (the policy "web/web_search": "always" is "always allow web
search"); a result is plain text the model reads once: it stays in the chat's cache and in its
transcript, so a reopened chat never fetches it again.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from ..web.errors import WebError
from .tool_steps import ToolRun
from .tool_turns import DECLINED, STOPPED, ToolBox
from .web_found import RESULTS, WebSearch

SERVER = "web"
PAGE_CHARS = 12_000  # of a page's text in a result: ~3,000 tokens
SPECS: list[dict[str, Any]] = [
    {"type": "function", "function": {
        "name": "web_search", "description": "Search the web. Returns the best results: title, address and a snippet.",
        "parameters": {"type": "object", "properties": {"query": {"type": "string", "description": "What to search for"}},
                       "required": ["query"]}}},
    {"type": "function", "function": {
        "name": "read_page", "description": "Read a web page's main text (from a web_search result's address).",
        "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The page's address"}},
                       "required": ["url"]}}},
]
NAMES = {s["function"]["name"] for s in SPECS}


class WebTools:
    """A ToolBox: the web's two tools, beside another box's (the MCP servers', or None)."""

    def __init__(self, web: WebSearch, others: ToolBox | None, approve: Callable[[ToolRun, Callable[[], bool]], bool]):
        self.web, self.others, self.approve = web, others, approve

    def specs(self, servers: Sequence[str]) -> tuple[list[dict[str, Any]], dict[str, str]]:
        specs, problems = self.others.specs([s for s in servers if s != SERVER]) if self.others is not None else ([], {})
        return [*specs, *SPECS] if SERVER in servers else specs, problems

    def server_of(self, name: str) -> str:
        if name in NAMES:
            return SERVER
        return self.others.server_of(name) if self.others is not None else ""

    def run(self, run: ToolRun, cancelled: Callable[[], bool]) -> None:
        if run.name not in NAMES:
            if self.others is None:
                run.result, run.status = f"Error: there is no tool named {run.name}.", "failed"
                return
            self.others.run(run, cancelled)
            return
        run.server = SERVER
        if not self.approve(run, cancelled):
            run.result, run.status = (STOPPED if cancelled() else DECLINED), "declined"
            return
        started = time.perf_counter()
        try:
            run.result = self._search(run.arguments) if run.name == "web_search" else self._read(run.arguments)
            run.status = "ran"
        except WebError as e:
            run.result, run.status = f"Error: {e}", "failed"
        run.seconds = time.perf_counter() - started

    def _search(self, arguments: dict[str, Any]) -> str:
        query = arguments.get("query")
        if not isinstance(query, str) or not query.strip():
            raise WebError("web_search needs a query: the words to search for.")
        results = self.web.provider.search(query.strip()[:400], RESULTS)
        if not results:
            return f"No results for {query!r}."
        return "\n".join(f"{i}. {r.title}\n   {r.url}\n   {r.snippet}" for i, r in enumerate(results, 1))

    def _read(self, arguments: dict[str, Any]) -> str:
        url = arguments.get("url")
        if not isinstance(url, str) or not url.strip():
            raise WebError("read_page needs the page's address (url).")
        page = self.web.reader.page(url.strip())
        text = page.text if len(page.text) <= PAGE_CHARS else page.text[:PAGE_CHARS] + "\n[…the rest of the page is left out]"
        return f"{page.title}\n{page.final_url}\n\n{text}"
