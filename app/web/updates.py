"""Whether a newer Emberly exists: the release feed (GitHub's "latest release" answer, or a JSON
file of the same shape on any https server) read at most once a day, only where the user agreed
(Settings ▸ Updates), through the web's bounded fetch (a deadline, 256 KB at most, JSON only, the
public web only) and read as a hostile record. Nothing is downloaded or run: the window shows
the version, the start of its notes and a link to its page."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..records import RecordError, parse_record
from ..words import translate
from .errors import WebError
from .http import JSON_TYPES, fetch

if TYPE_CHECKING:
    import httpx

FEED = "https://api.github.com/repos/emberly/emberly/releases/latest"
MAX_FEED_BYTES = 256 << 10
MAX_NOTES = 2000  # characters of the notes kept: the page has the rest
VERSION = re.compile(r"v?(\d{1,5}(?:\.\d{1,5}){1,3})")


@dataclass(frozen=True)
class Release:
    version: str  # "0.2.0"
    notes: str  # plain text, at most MAX_NOTES characters
    url: str  # its page, an https address

    @property
    def headline(self) -> str:
        """The notes' first line of prose, their Markdown undone (headings skipped, links as their
        text, a list's dash dropped), at most 200 characters; "" when there is none."""
        for line in self.notes.splitlines():
            line = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", line).strip().lstrip("-*• ").strip()
            if line and not line.startswith("#"):
                return line[:200]
        return ""


def newer_release(current: str, feed: str = FEED, allowed: Collection[str] = (),
                  transport: httpx.BaseTransport | None = None) -> Release | None:
    """The feed's release when it is newer than `current`, else None. Raises WebError saying why
    the feed could not be read (unreachable, slow, too large, not a release)."""
    fetched = fetch(feed, accept=JSON_TYPES, allowed=allowed, max_bytes=MAX_FEED_BYTES, transport=transport,
                    headers={"Accept": "application/vnd.github+json, application/json"})
    try:
        value = parse_record(fetched.body, translate("Web", "the release feed"))
    except RecordError as e:
        raise WebError(translate("Web", "The release feed is not JSON: {error}").format(error=e)) from e
    release = release_from(value)
    return release if _parts(release.version) > _parts(current) else None


def release_from(value: Any) -> Release:
    """A release from the feed's answer (GitHub's tag_name, html_url, body; or version, url,
    notes). Raises WebError for one that is not a release."""
    if not isinstance(value, dict):
        raise WebError(translate("Web", "The release feed's answer is not a release."))
    tag = value.get("tag_name", value.get("version"))
    match = VERSION.fullmatch(tag.strip()) if isinstance(tag, str) else None
    if match is None:
        raise WebError(translate("Web", "The release feed names no version."))
    url = value.get("html_url", value.get("url"))
    if not isinstance(url, str) or not url.startswith("https://") or len(url) > 2000 or any(c.isspace() for c in url):
        raise WebError(translate("Web", "The release feed's link is not an https address."))
    notes = value.get("body", value.get("notes"))
    return Release(match.group(1), _plain(notes) if isinstance(notes, str) else "", url)


def _plain(text: str) -> str:
    """Notes as plain text: control and format characters (a bidi override) dropped, lines kept."""
    kept = "".join(c for c in text[: MAX_NOTES * 2] if c == "\n" or unicodedata.category(c)[0] != "C")
    return kept.strip()[:MAX_NOTES]


def _parts(version: str) -> tuple[int, ...]:
    parts = [int(p) for p in version.split(".")]
    return tuple(parts + [0] * (4 - len(parts)))
