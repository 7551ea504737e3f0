"""Search providers behind one interface: `provider.search(query, n)` → typed, bounded results.

- SearXNG: a self-hosted metasearch instance's JSON API (`/search?q=…&format=json`; the instance
  must list `json` in its `search.formats`). The private choice: the queries go to the user's
  own server, which asks the engines it is set up for. Its host is allowed by name (often the LAN).
- Brave Search API (`/res/v1/web/search`, the key in `X-Subscription-Token`).
- Tavily (`POST /search`, the key as a bearer token).

No provider that needs no key is offered: the libraries that do so scrape a search engine's
result pages, against its terms and breaking whenever its markup changes. A response is read as
a hostile record: whatever does not fit a result's type and bounds is left out.
"""

from __future__ import annotations

import html
import json
import re
import urllib.parse
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from ..words import translate
from .errors import WebError
from .http import JSON_TYPES, fetch

MAX_RESULTS = 10
TITLE_MAX, URL_MAX, SNIPPET_MAX, DATE_MAX = 300, 2048, 1000, 40
MAX_ANSWER_BYTES = 2 << 20
_TAG = re.compile(r"</?[A-Za-z][^<>]{0,200}>")

BRAVE_URL = "https://api.search.brave.com/res/v1/web/search"
TAVILY_URL = "https://api.tavily.com/search"


@dataclass(frozen=True)
class SearchResult:
    title: str
    url: str  # http(s) only
    snippet: str
    published: str | None = None  # as the provider wrote it (ISO date, "2 days ago")


class Provider(Protocol):
    @property
    def name(self) -> str: ...  # what the user sees: "SearXNG (searx.lan)"
    @property
    def sends_to(self) -> str: ...  # where a query goes, in words, for the first-use notice

    def search(self, query: str, n: int = 5) -> list[SearchResult]: ...


Fetch = Callable[..., Any]


@dataclass(frozen=True)
class SearXNG:
    base_url: str
    fetch: Fetch = fetch

    @property
    def name(self) -> str:
        return f"SearXNG ({urllib.parse.urlsplit(self.base_url).netloc or self.base_url})"

    @property
    def sends_to(self) -> str:
        return translate("Web", "your SearXNG instance at {url}").format(url=self.base_url)

    def search(self, query: str, n: int = 5) -> list[SearchResult]:
        url = self.base_url.rstrip("/") + "/search?" + urllib.parse.urlencode({"q": query, "format": "json"})
        host = urllib.parse.urlsplit(self.base_url).hostname or ""
        data = _answer(self.fetch, url, self.name, allowed=(host,))  # the user's own server: allowed by name
        return results_from(data.get("results") if isinstance(data, dict) else None, n,
                            title="title", url="url", snippet="content", published="publishedDate")


@dataclass(frozen=True)
class Brave:
    key: str
    fetch: Fetch = fetch
    endpoint: str = BRAVE_URL
    name: str = "Brave Search"
    sends_to: str = translate("Web", "Brave Search (api.search.brave.com), with your API key")

    def search(self, query: str, n: int = 5) -> list[SearchResult]:
        url = self.endpoint + "?" + urllib.parse.urlencode({"q": query, "count": min(n, 20)})
        data = _answer(self.fetch, url, self.name, headers={"X-Subscription-Token": self.key, "Accept": "application/json"},
                       allowed=_local_endpoint(self.endpoint))
        web = data.get("web") if isinstance(data, dict) else None
        return results_from(web.get("results") if isinstance(web, dict) else None, n,
                            title="title", url="url", snippet="description", published="page_age", fallback_date="age")


@dataclass(frozen=True)
class Tavily:
    key: str
    fetch: Fetch = fetch
    endpoint: str = TAVILY_URL
    name: str = "Tavily"
    sends_to: str = translate("Web", "Tavily (api.tavily.com), with your API key")

    def search(self, query: str, n: int = 5) -> list[SearchResult]:
        data = _answer(self.fetch, self.endpoint, self.name, method="POST",
                       json={"query": query, "max_results": min(n, 20), "search_depth": "basic"},
                       headers={"Authorization": f"Bearer {self.key}"}, allowed=_local_endpoint(self.endpoint))
        return results_from(data.get("results") if isinstance(data, dict) else None, n,
                            title="title", url="url", snippet="content", published="published_date")


def _local_endpoint(endpoint: str) -> tuple[str, ...]:
    """A stand-in endpoint on this computer (the tests') is its own: allowed by name; the real
    ones are public anyway."""
    host = urllib.parse.urlsplit(endpoint).hostname or ""
    return (host,) if host in ("127.0.0.1", "localhost", "::1") else ()


def _answer(get: Fetch, url: str, who: str, **kwargs: Any) -> Any:
    fetched = get(url, accept=JSON_TYPES, max_bytes=MAX_ANSWER_BYTES, **kwargs)
    try:
        return json.loads(fetched.body)
    except RecursionError as e:
        raise WebError(translate("Web", "{provider} answered with JSON nested too deeply.").format(provider=who)) from e
    except ValueError as e:
        raise WebError(translate("Web", "{provider} answered with something that is not JSON ({error}).").format(
            provider=who, error=str(e)[:80])) from e


def results_from(items: Any, n: int, *, title: str, url: str, snippet: str, published: str,
                 fallback_date: str = "") -> list[SearchResult]:
    """A provider's result list, each item's fields by the provider's names: items that are not
    objects, or have no http(s) address, are left out; texts are cut to their bounds."""
    found: list[SearchResult] = []
    seen: set[str] = set()
    for item in items[:200] if isinstance(items, list) else []:
        if not isinstance(item, Mapping):
            continue
        address = item.get(url)
        if not isinstance(address, str) or not _address(address) or address in seen:
            continue
        seen.add(address)
        date = _text(item.get(published), DATE_MAX) or (_text(item.get(fallback_date), DATE_MAX) if fallback_date else "")
        found.append(SearchResult(_text(item.get(title), TITLE_MAX) or address, address,
                                  _text(item.get(snippet), SNIPPET_MAX), date or None))
        if len(found) >= min(n, MAX_RESULTS):
            break
    return found


def _address(value: Any) -> bool:
    """An http(s) address, whole (one too long to keep is left out, never cut into another)."""
    if not isinstance(value, str) or len(value) > URL_MAX or any(c.isspace() for c in value):
        return False
    try:
        parts = urllib.parse.urlsplit(value)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.netloc)


def _text(value: Any, limit: int) -> str:
    """One line of plain text: highlighting markup (Brave's <strong>) and entities undone."""
    if not isinstance(value, str):
        return ""
    plain = html.unescape(_TAG.sub("", value[: limit * 4]))
    return " ".join(plain.split())[:limit]
