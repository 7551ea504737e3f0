"""Asking the Hugging Face Hub's JSON API with every answer bounded: a connect timeout, a read
timeout (seconds of silence), a deadline for the whole call, a size cap on each body (gzip
included), `Link: rel="next"` paging capped in pages and entries, and redirects followed only
within the Hub's own address (no other host, no scheme change). Every failure is one HubError
whose message names the Hub and what went wrong. Qt-free; every call blocks.

huggingface_hub's client is not used for these calls: it has no timeout by default, follows pages
without end and reads whole bodies, and its client factory is shared by the whole process.
"""

from __future__ import annotations

import functools
import json
import os
import ssl
import time
import urllib.parse
import zlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..errors import AppError

if TYPE_CHECKING:
    import httpx  # imported on first call, off the GUI thread (~100 ms)

DEFAULT_ENDPOINT = "https://huggingface.co"
CONNECT_TIMEOUT_S = 5.0
READ_TIMEOUT_S = 15.0  # silence within one answer
DEADLINE_S = 60.0  # one call: all its pages and redirects
MAX_BODY = 4 << 20  # a real page of 1,000 files is ~300 KB
MAX_PAGES = 40  # the Hub pages a tree by 1,000 entries
MAX_ENTRIES = 20_000
MAX_REDIRECTS = 5
USER_AGENT = f"Emberly/{__version__}"
OFFLINE_HINT = "the curated list and the models on this computer still work."


class HubError(AppError):
    """Why the Hub did not answer; `kind` is "offline", "rate-limited", "not-found" or "error"."""

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


def endpoint() -> str:
    return (os.environ.get("HF_ENDPOINT") or DEFAULT_ENDPOINT).rstrip("/")


def host() -> str:
    """The Hub's address as messages name it (huggingface.co, or HF_ENDPOINT's host)."""
    return urllib.parse.urlsplit(endpoint()).netloc or endpoint()[:100]


@dataclass
class _Call:
    what: str  # what was asked, for messages: "the search for 'llama'", "owner/repo"
    deadline: float

    def fail(self, kind: str, detail: str) -> HubError:
        return HubError(kind, f"The Hub at {host()} {detail}")


def get_json(path: str, params: Mapping[str, str], what: str) -> Any:
    """The JSON answer to GET `path` (a first page: no paging followed)."""
    call, url = _start(path, params, what)
    with _client() as client:
        return _exchange(client, call, "GET", url)[0]


def post_form(path: str, form: Mapping[str, str | list[str]], what: str) -> Any:
    call, url = _start(path, {}, what)
    with _client() as client:
        return _exchange(client, call, "POST", url, dict(form))[0]


def get_pages(path: str, params: Mapping[str, str], what: str) -> Iterator[list[Any]]:
    """Each page of a paged listing, in order: a JSON list each."""
    call, url = _start(path, params, what)
    entries = 0
    with _client() as client:
        for _ in range(MAX_PAGES):
            page, next_url = _exchange(client, call, "GET", url)
            if not isinstance(page, list):
                raise call.fail("error", f"answered {what} with {type_name(page)} where a list goes.")
            entries += len(page)
            if entries > MAX_ENTRIES:
                raise call.fail("error", f"listed more than {MAX_ENTRIES:,} entries for {what}: Emberly stops there.")
            yield page
            if next_url is None:
                return
            url = next_url
        raise call.fail("error", f"kept sending pages for {what} past {MAX_PAGES}: Emberly stops there.")


def type_name(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "true or false", type(None): "null"}.get(
        type(value), "a number")


def _start(path: str, params: Mapping[str, str], what: str) -> tuple[_Call, str]:
    if any((os.environ.get(v) or "").upper() in ("1", "ON", "YES", "TRUE") for v in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE")):
        raise HubError("offline", "Hugging Face is switched off on this computer (HF_HUB_OFFLINE is set).")
    base = endpoint()
    url = urllib.parse.urlsplit(base)
    if url.scheme not in ("http", "https") or not url.netloc:
        raise HubError("error", f"HF_ENDPOINT {base[:200]!r} is not an http:// or https:// address.")
    query = "?" + urllib.parse.urlencode(params) if params else ""
    return _Call(what, time.monotonic() + DEADLINE_S), base + path + query


@functools.cache
def _tls() -> ssl.SSLContext:
    import httpx

    return httpx.create_ssl_context()  # once: loading the CA bundle costs ~25 ms a client


def _client() -> httpx.Client:
    import httpx

    return httpx.Client(timeout=httpx.Timeout(READ_TIMEOUT_S, connect=CONNECT_TIMEOUT_S), follow_redirects=False,
                        verify=_tls(), headers={"User-Agent": USER_AGENT, "Accept": "application/json",
                                                "Accept-Encoding": "gzip"})


def _exchange(client: httpx.Client, call: _Call, method: str, url: str,
              form: dict[str, Any] | None = None) -> tuple[Any, str | None]:
    """One answer, redirects within the Hub followed: (its JSON, the next page's URL or None)."""
    import httpx

    for _ in range(MAX_REDIRECTS + 1):
        if time.monotonic() > call.deadline:
            raise _late(call)
        try:
            with client.stream(method, url, data=form) as r:
                if r.is_redirect:
                    url = _within(call, url, r.headers["Location"], "redirected")
                    continue
                if r.status_code >= 400:
                    raise _status_error(call, r.status_code, r.headers.get("X-Error-Code", ""))
                if r.status_code != 200:
                    raise call.fail("error", f"answered {r.status_code} for {call.what}.")
                body = _read(call, r)
                link = r.links.get("next", {}).get("url")
        except httpx.TimeoutException as e:
            raise _timeout(call, e) from e
        except (httpx.HTTPError, httpx.InvalidURL, UnicodeError) as e:
            raise _transport_error(call, e) from e
        return _decode(call, body), _within(call, url, link, "sent the next page of") if link else None
    raise call.fail("error", f"redirected {call.what} more than {MAX_REDIRECTS} times.")


def _within(call: _Call, current: str, target: str, how: str) -> str:
    """`target` (relative to `current`) when it stays on the same scheme, host and port."""
    a = urllib.parse.urlsplit(current)
    try:
        new = urllib.parse.urljoin(current, target.strip())
        b = urllib.parse.urlsplit(new)
    except ValueError:  # not an address at all ("http://[::1")
        new, b = target, urllib.parse.SplitResult("", "", "", "", "")
    if (a.scheme, a.netloc.lower()) != (b.scheme, b.netloc.lower()):
        raise call.fail("error", f"{how} {call.what} to {new[:200]!r}: Emberly follows the Hub only within "
                                 f"{a.scheme}://{a.netloc}.")
    return new


def _read(call: _Call, r: httpx.Response) -> bytes:
    """The body, at most MAX_BODY bytes once unzipped, read before the deadline."""
    claimed = r.headers.get("Content-Length", "")
    if claimed.isascii() and claimed.isdigit() and int(claimed) > MAX_BODY:
        raise _too_big(call)
    coding = r.headers.get("Content-Encoding", "").strip().lower()
    if coding not in ("", "identity", "gzip"):
        raise call.fail("error", f"encoded {call.what} as {coding[:40]!r}, which Emberly did not ask for.")
    unzip = zlib.decompressobj(16 + zlib.MAX_WBITS) if coding == "gzip" else None
    body = bytearray()
    try:
        for chunk in r.iter_raw():  # as it arrives: a chunk size would wait to fill it, past the deadline
            if unzip is not None:  # bounded: a small gzip cannot unfold into gigabytes here
                chunk = unzip.decompress(chunk, MAX_BODY + 1 - len(body))
                if unzip.unconsumed_tail:
                    raise _too_big(call)
            body += chunk
            if len(body) > MAX_BODY:
                raise _too_big(call)
            if time.monotonic() > call.deadline:
                raise _late(call)
        if unzip is not None:
            body += unzip.flush(MAX_BODY + 1 - len(body))
    except zlib.error as e:
        raise call.fail("error", f"sent {call.what} as broken gzip ({e}).") from e
    if len(body) > MAX_BODY:
        raise _too_big(call)
    return bytes(body)


def _decode(call: _Call, body: bytes) -> Any:
    try:
        return json.loads(body)
    except RecursionError as e:
        raise call.fail("error", f"answered {call.what} with JSON nested too deeply.") from e
    except ValueError as e:  # not JSON, not UTF-8, a number of thousands of digits
        raise call.fail("error", f"answered {call.what} with something that is not JSON ({str(e)[:100]}).") from e


def _status_error(call: _Call, status: int, code: str) -> HubError:
    if status == 429:
        return HubError("rate-limited", "The Hub is limiting requests from this computer for now; "
                        "try again in a minute. The curated list still works.")
    if code == "GatedRepo":
        return HubError("error", f"{call.what} is gated: accept its licence on huggingface.co and log in first.")
    if status == 404 or code in ("RepoNotFound", "RevisionNotFound", "EntryNotFound"):
        return HubError("not-found", f"{call.what} was not found on the Hub.")
    if status in (401, 403):
        return HubError("error", f"{call.what} is private or gated on the Hub ({status}).")
    return call.fail("error", f"answered {status} for {call.what}.")


def _too_big(call: _Call) -> HubError:
    return call.fail("error", f"sent more than {MAX_BODY >> 20} MB for {call.what}: Emberly stops reading there.")


def _late(call: _Call) -> HubError:
    return call.fail("offline", f"took more than {DEADLINE_S:g} s to answer {call.what}; try again later: {OFFLINE_HINT}")


def _timeout(call: _Call, e: httpx.TimeoutException) -> HubError:
    import httpx

    if isinstance(e, httpx.ConnectTimeout):
        return call.fail("offline", f"did not take the connection within {CONNECT_TIMEOUT_S:g} s. "
                                    f"You seem to be offline: {OFFLINE_HINT}")
    return call.fail("offline", f"sent nothing for {READ_TIMEOUT_S:g} s while Emberly asked for {call.what}; "
                                f"try again later: {OFFLINE_HINT}")


def _transport_error(call: _Call, e: Exception) -> HubError:
    import httpx

    detail = (str(e) or type(e).__name__)[:200]
    if isinstance(e, httpx.ConnectError):
        return HubError("offline", f"Cannot reach {host()} ({detail}). You seem to be offline: {OFFLINE_HINT}")
    if isinstance(e, httpx.NetworkError):
        return call.fail("offline", f"broke the connection while answering {call.what} ({detail}): {OFFLINE_HINT}")
    return call.fail("error", f"did not answer {call.what} as HTTP should ({detail}).")
