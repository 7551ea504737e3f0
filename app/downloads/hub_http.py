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
from ..words import Words, grouped, translate

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
OFFLINE_HINT = translate("Hub", "the curated list and the models on this computer still work.")
NOT_A_LIST = translate("Hub", "The Hub at {host} answered {what} with {type} where a list goes.")
_TYPES: dict[type, Words] = {dict: translate("Hub", "an object"), list: translate("Hub", "a list"),
                             str: translate("Hub", "a string"), bool: translate("Hub", "true or false"),
                             type(None): translate("Hub", "null")}


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

    def fail(self, kind: str, said: Words, **values: object) -> HubError:
        """The error `said` names the Hub ({host}) and what was asked ({what}), with `values`."""
        return HubError(kind, said.format(host=host(), what=self.what, **values))


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
                raise call.fail("error", NOT_A_LIST, type=type_name(page))
            entries += len(page)
            if entries > MAX_ENTRIES:
                raise call.fail("error", translate("Hub", "The Hub at {host} listed more than {count} entries for "
                                                          "{what}: Emberly stops there."), count=grouped(MAX_ENTRIES))
            yield page
            if next_url is None:
                return
            url = next_url
        raise call.fail("error", translate("Hub", "The Hub at {host} kept sending pages for {what} past {count}: "
                                                  "Emberly stops there."), count=str(MAX_PAGES))


def type_name(value: Any) -> Words:
    return _TYPES.get(type(value)) or translate("Hub", "a number")


def _start(path: str, params: Mapping[str, str], what: str) -> tuple[_Call, str]:
    if any((os.environ.get(v) or "").upper() in ("1", "ON", "YES", "TRUE") for v in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE")):
        raise HubError("offline", translate("Hub", "Hugging Face is switched off on this computer (HF_HUB_OFFLINE is "
                                                   "set)."))
    base = endpoint()
    url = urllib.parse.urlsplit(base)
    if url.scheme not in ("http", "https") or not url.netloc:
        raise HubError("error", translate("Hub", "HF_ENDPOINT {endpoint} is not an http:// or https:// "
                                                 "address.").format(endpoint=repr(base[:200])))
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
                    url = _within(call, url, r.headers["Location"], _REDIRECTED)
                    continue
                if r.status_code >= 400:
                    raise _status_error(call, r.status_code, r.headers.get("X-Error-Code", ""))
                if r.status_code != 200:
                    raise call.fail("error", _ANSWERED, status=str(r.status_code))
                body = _read(call, r)
                link = r.links.get("next", {}).get("url")
        except httpx.TimeoutException as e:
            raise _timeout(call, e) from e
        except (httpx.HTTPError, httpx.InvalidURL, UnicodeError) as e:
            raise _transport_error(call, e) from e
        return _decode(call, body), _within(call, url, link, _NEXT_PAGE) if link else None
    raise call.fail("error", translate("Hub", "The Hub at {host} redirected {what} more than {count} times."),
                    count=str(MAX_REDIRECTS))


_ANSWERED = translate("Hub", "The Hub at {host} answered {status} for {what}.")
_REDIRECTED = translate("Hub", "The Hub at {host} redirected {what} to {target}: Emberly follows the Hub only within "
                               "{address}.")
_NEXT_PAGE = translate("Hub", "The Hub at {host} sent the next page of {what} to {target}: Emberly follows the Hub "
                              "only within {address}.")


def _within(call: _Call, current: str, target: str, how: Words) -> str:
    """`target` (relative to `current`) when it stays on the same scheme, host and port."""
    a = urllib.parse.urlsplit(current)
    try:
        new = urllib.parse.urljoin(current, target.strip())
        b = urllib.parse.urlsplit(new)
    except ValueError:  # not an address at all ("http://[::1")
        new, b = target, urllib.parse.SplitResult("", "", "", "", "")
    if (a.scheme, a.netloc.lower()) != (b.scheme, b.netloc.lower()):
        raise call.fail("error", how, target=repr(new[:200]), address=f"{a.scheme}://{a.netloc}")
    return new


def _read(call: _Call, r: httpx.Response) -> bytes:
    """The body, at most MAX_BODY bytes once unzipped, read before the deadline."""
    claimed = r.headers.get("Content-Length", "")
    if claimed.isascii() and claimed.isdigit() and int(claimed) > MAX_BODY:
        raise _too_big(call)
    coding = r.headers.get("Content-Encoding", "").strip().lower()
    if coding not in ("", "identity", "gzip"):
        raise call.fail("error", translate("Hub", "The Hub at {host} encoded {what} as {coding}, which Emberly did not "
                                                  "ask for."), coding=repr(coding[:40]))
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
        raise call.fail("error", translate("Hub", "The Hub at {host} sent {what} as broken gzip ({error})."),
                        error=str(e)) from e
    if len(body) > MAX_BODY:
        raise _too_big(call)
    return bytes(body)


def _decode(call: _Call, body: bytes) -> Any:
    try:
        return json.loads(body)
    except RecursionError as e:
        raise call.fail("error", translate("Hub", "The Hub at {host} answered {what} with JSON nested too "
                                                  "deeply.")) from e
    except ValueError as e:  # not JSON, not UTF-8, a number of thousands of digits
        raise call.fail("error", translate("Hub", "The Hub at {host} answered {what} with something that is not JSON "
                                                  "({error})."), error=str(e)[:100]) from e


def _status_error(call: _Call, status: int, code: str) -> HubError:
    if status == 429:
        return HubError("rate-limited", translate("Hub", "The Hub is limiting requests from this computer for now; "
                                                         "try again in a minute. The curated list still works."))
    if code == "GatedRepo":
        return call.fail("error", translate("Hub", "{what} is gated: accept its licence on huggingface.co and log in "
                                                   "first."))
    if status == 404 or code in ("RepoNotFound", "RevisionNotFound", "EntryNotFound"):
        return call.fail("not-found", translate("Hub", "{what} was not found on the Hub."))
    if status in (401, 403):
        return call.fail("error", translate("Hub", "{what} is private or gated on the Hub ({status})."),
                         status=str(status))
    return call.fail("error", _ANSWERED, status=str(status))


def _too_big(call: _Call) -> HubError:
    return call.fail("error", translate("Hub", "The Hub at {host} sent more than {size} MB for {what}: Emberly stops "
                                               "reading there."), size=str(MAX_BODY >> 20))


def _late(call: _Call) -> HubError:
    return call.fail("offline", translate("Hub", "The Hub at {host} took more than {seconds} s to answer {what}; try "
                                                 "again later: {hint}"), seconds=f"{DEADLINE_S:g}", hint=OFFLINE_HINT)


def _timeout(call: _Call, e: httpx.TimeoutException) -> HubError:
    import httpx

    if isinstance(e, httpx.ConnectTimeout):
        return call.fail("offline", translate("Hub", "The Hub at {host} did not take the connection within {seconds} "
                                                     "s. You seem to be offline: {hint}"),
                         seconds=f"{CONNECT_TIMEOUT_S:g}", hint=OFFLINE_HINT)
    return call.fail("offline", translate("Hub", "The Hub at {host} sent nothing for {seconds} s while Emberly asked "
                                                 "for {what}; try again later: {hint}"),
                     seconds=f"{READ_TIMEOUT_S:g}", hint=OFFLINE_HINT)


def _transport_error(call: _Call, e: Exception) -> HubError:
    import httpx

    detail = (str(e) or type(e).__name__)[:200]
    if isinstance(e, httpx.ConnectError):
        return call.fail("offline", translate("Hub", "Cannot reach {host} ({detail}). You seem to be offline: {hint}"),
                         detail=detail, hint=OFFLINE_HINT)
    if isinstance(e, httpx.NetworkError):
        return call.fail("offline", translate("Hub", "The Hub at {host} broke the connection while answering {what} "
                                                     "({detail}): {hint}"), detail=detail, hint=OFFLINE_HINT)
    return call.fail("error", translate("Hub", "The Hub at {host} did not answer {what} as HTTP should ({detail})."),
                     detail=detail)
