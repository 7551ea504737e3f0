"""The web, for a message sent with Web on: searched first, the best pages read (once: kept in
the page cache), and their passages that answer the message put in its prompt, like a library's.

Each passage is saved with the message (its text in the attachment store, by hash) as a `Found`
whose library is the site ("example.org") and whose path is the page's address, so the reply's
citations read "[1] example.org › Title" and open the page; the prompt never changes when the
page does, and the cache that holds it stays valid.
"""

from __future__ import annotations

import urllib.parse
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..documents.library import Library
from ..web.errors import WebError
from ..words import translate
from .attachments import AttachmentStore, Found
from .errors import StoreError
from .passages import MAX_FOUND, MAX_HITS, found_cost, index_path

if TYPE_CHECKING:
    from ..web.pages import Page, PageReader
    from ..web.providers import Provider

RESULTS = 5  # asked of the provider
PAGES = 3  # of those, read
LEFT_OUT = translate("WebSearch", "Pages from the web are left out: {error}")


@dataclass(frozen=True)
class WebSearch:
    """The web as the user set it up (Settings ▸ Web): where queries go, and the pages' reader."""

    provider: Provider
    reader: PageReader


def find_on_web(web: WebSearch, question: str, room: int, store: AttachmentStore, notes: list[str],
                fresh: bool = False) -> list[Found]:
    """The passages of the best pages for `question` that fit `room` tokens, their texts in `store`
    (`fresh`: the pages read again, not taken from the page cache). What could not be had (the
    search, a page) is a line in `notes`; the message still goes."""
    try:
        results = web.provider.search(question, RESULTS)
    except WebError as e:
        notes.append(translate("WebSearch", "The web was not searched: {error}").format(error=e))
        return []
    pages: list[Page] = []
    for result in results:
        if len(pages) == PAGES:
            break
        try:
            pages.append(web.reader.page(result.url, fresh))
        except WebError as e:
            notes.append(translate("WebSearch", "A page was left out: {error}").format(error=e))
    if not pages:
        return []
    try:
        keys = {store.put_text(p.text): p for p in pages}
    except StoreError as e:
        notes.append(LEFT_OUT.format(error=e))
        return []
    with Library(index_path(store)) as index:
        for key, page in keys.items():
            index.index_text(key, page.title, page.text)
        hits = index.search(question, k=MAX_HITS, within=list(keys)) or \
            [h for key in keys for h in index.first_chunks(key, 2)]
    spans: dict[str, list[tuple[int, int, str]]] = {}  # a page's chosen chunks, in the order its best one ranks
    used = 0
    for hit in hits:
        cost = found_cost(len(hit.text.encode("utf-8")))
        if used + cost <= room:
            spans.setdefault(hit.path, []).append((hit.start, hit.end, hit.heading))
            used += cost
    found: list[Found] = []
    for key, chosen in spans.items():
        page = keys[key]
        site = (urllib.parse.urlsplit(page.final_url).hostname or "web").removeprefix("www.")
        for start, end, heading in _merged(chosen):
            try:
                sha = store.put_text(page.text[start:end])
            except StoreError as e:
                notes.append(LEFT_OUT.format(error=e))
                return found
            found.append(Found(sha, page.title, end - start, site, page.final_url, start, end, None, heading))
    return found[:MAX_FOUND]


def _merged(spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """Chunks of one page that touch, as one passage each (in the page's order): a page's answer
    is read as it was written, not as shuffled pieces."""
    merged: list[tuple[int, int, str]] = []
    for start, end, heading in sorted(spans):
        if merged and start <= merged[-1][1] + 2:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]), merged[-1][2])
        else:
            merged.append((start, end, heading))
    return merged
