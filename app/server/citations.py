"""Where a reply cites the web pages its prompt carried (a client's web_search_options): OpenAI's
`url_citation` annotations, as its web-search replies have them (`message.annotations`;
streamed, in the last chunk's delta)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any


def url_citations(text: str, sources: Sequence[tuple[str, str]]) -> list[dict[str, Any]]:
    """A url_citation for each "[n]" in `text` that cites one of `sources` ((title, address) each);
    where it cites none, one per page, spanning the whole answer (drawn from them all)."""
    found = []
    for m in re.finditer(r"\[(\d{1,3})\]", text):
        n = int(m.group(1))
        if 1 <= n <= len(sources):
            title, url = sources[n - 1]
            found.append({"type": "url_citation",
                          "url_citation": {"start_index": m.start(), "end_index": m.end(), "url": url, "title": title}})
    if not found:
        pages = dict.fromkeys(sources)  # a page's passages: one citation
        found = [{"type": "url_citation", "url_citation": {"start_index": 0, "end_index": len(text), "url": url,
                                                            "title": title}} for title, url in pages]
    return found
