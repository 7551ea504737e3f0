"""A page's main text, and the pages read kept on disk.

HTML goes through trafilatura (its main text: navigation, footers, cookie notices and comments
left out; tables kept; its title); a PDF through the documents' own reader; plain text as it is.
Each page read is kept in `<data>/web/pages/` (its text, title and fetch time, one JSON file per
address, the oldest dropped past MAX_PAGES), so a second question on it, in this chat or
another, reads no page again; "read again" (`fresh`) fetches it anew.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Collection
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..atomic import write_atomic
from ..documents.pdf import pdf_text
from ..documents.result import LIMITS, DocumentError, Steps
from ..words import translate
from .errors import WebError
from .guard import Resolver
from .http import Fetched, fetch

log = logging.getLogger("emberly.web")

MAX_PAGES = 500
MAX_CHARS = 400_000  # of a page's text: a long article is ~50,000


@dataclass(frozen=True)
class Page:
    url: str  # as asked for (the cache's key)
    final_url: str  # after redirects
    title: str
    text: str
    fetched: float  # time.time() of the fetch


def page_of(url: str, got: Fetched) -> Page:
    """The page's title and main text. Raises WebError when it holds no text Emberly can read."""
    name = url.rsplit("/", 1)[-1] or url
    if got.content_type == "application/pdf":
        try:
            body = pdf_text(got.body, name, LIMITS, Steps(name, None, None))
        except DocumentError as e:
            raise WebError(translate("Web", "{url} is a PDF Emberly cannot read: {error}").format(
                url=url, error=e)) from e
        text, title = body.text, name
    elif got.content_type == "text/plain":
        text, title = _decoded(got), name
    else:
        text, title = _main_text(got)
    text = text.strip()[:MAX_CHARS]
    if not text:
        raise WebError(translate("Web", "{url} has no text to read (a page built by JavaScript, or an empty "
                                        "one).").format(url=url))
    return Page(url, got.url, " ".join((title or name).split())[:300], text, got.fetched)


def _decoded(got: Fetched) -> str:
    for charset in (got.charset, "utf-8"):
        if charset:
            try:
                return got.body.decode(charset)
            except (LookupError, UnicodeDecodeError):
                continue
    return got.body.decode("cp1252", errors="replace")


def _main_text(got: Fetched) -> tuple[str, str]:
    import trafilatura  # ~0.2 s to import: only when a page is read

    # Bytes with no charset named: trafilatura detects it (the page's own <meta>, then its guess).
    source: str | bytes = _decoded(got) if got.charset else got.body
    doc = trafilatura.bare_extraction(source, url=got.url, with_metadata=True, include_comments=False,
                                      include_tables=True, include_links=False)
    if doc is None:
        return "", ""
    return str(getattr(doc, "text", "") or ""), str(getattr(doc, "title", "") or "")


class PageCache:
    def __init__(self, folder: Path):
        self.folder = folder

    def _path(self, url: str) -> Path:
        return self.folder / f"{hashlib.sha256(url.encode('utf-8', 'surrogatepass')).hexdigest()[:32]}.json"

    def get(self, url: str) -> Page | None:
        try:
            data: Any = json.loads(self._path(url).read_text("utf-8"))
            page = Page(**{k: data[k] for k in ("url", "final_url", "title", "text", "fetched")})
        except (OSError, ValueError, KeyError, TypeError):
            return None
        ok = all(isinstance(getattr(page, k), str) for k in ("url", "final_url", "title", "text"))
        return page if ok and page.url == url and isinstance(page.fetched, (int, float)) else None

    def put(self, page: Page) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomic(self._path(page.url), json.dumps(asdict(page), ensure_ascii=False).encode())
            self._trim()
        except OSError as e:  # a full disk: the page is read again next time
            log.warning("A page could not be kept (%s)", e)

    def _trim(self) -> None:
        files = sorted(self.folder.glob("*.json"), key=lambda p: p.stat().st_mtime)
        for old in files[:-MAX_PAGES]:
            old.unlink(missing_ok=True)


class PageReader:
    """Pages by address: from the cache, else fetched (bounded, public addresses only, unless a
    host is `allowed`) and extracted, then kept."""

    def __init__(self, folder: Path, allowed: Collection[str] = (), resolver: Resolver | None = None):
        self.cache = PageCache(folder)
        self.allowed, self.resolver = tuple(allowed), resolver

    def page(self, url: str, fresh: bool = False) -> Page:
        if not fresh:
            kept = self.cache.get(url)
            if kept is not None:
                return kept
        page = page_of(url, fetch(url, allowed=self.allowed, resolver=self.resolver))
        self.cache.put(page)
        return page

    def age(self, page: Page) -> float:
        return time.time() - page.fetched
