"""One bounded HTTP exchange with the web: a search provider's API or a page. Every hop (the
address and each redirect) is checked by `guard.pinned` and connected to the address checked,
the Host header and TLS name kept; a deadline for the whole exchange, a size cap read as the
bytes arrive (gzip unpacked within it), only the content types asked for, no cookies, no proxy
from the environment (it would connect elsewhere than the address checked), a plain user agent."""

from __future__ import annotations

import functools
import ssl
import time
import urllib.parse
import zlib
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..words import translate
from .errors import Refused, WebError
from .guard import Resolver, pinned

if TYPE_CHECKING:
    import httpx

CONNECT_TIMEOUT_S = 5.0
READ_TIMEOUT_S = 10.0  # nothing received for this long: the page is given up
DEADLINE_S = 20.0  # for the whole exchange, redirects included
MAX_REDIRECTS = 5
MAX_BYTES = 8 << 20  # a page or an answer, unpacked
USER_AGENT = f"Emberly/{__version__} (a desktop chat app reading a page for its user)"
PAGE_TYPES = ("text/html", "application/xhtml+xml", "text/plain", "application/pdf")
JSON_TYPES = ("application/json",)


@dataclass(frozen=True)
class Fetched:
    url: str  # where it was read from, after redirects
    content_type: str  # "text/html", lower case, no parameters
    charset: str | None  # the header's, when it named one
    body: bytes
    fetched: float  # time.time()


@functools.cache
def _tls() -> ssl.SSLContext:
    import httpx

    return httpx.create_ssl_context()


def fetch(url: str, *, accept: Collection[str] = PAGE_TYPES, allowed: Collection[str] = (), method: str = "GET",
          json: Any = None, headers: Mapping[str, str] | None = None, max_bytes: int = MAX_BYTES,
          resolver: Resolver | None = None, transport: httpx.BaseTransport | None = None) -> Fetched:
    """`url`'s body. Raises Refused for an address that is not the public web (unless its host is
    in `allowed`), WebError for anything else that went wrong, saying what."""
    import httpx

    deadline = time.monotonic() + DEADLINE_S
    with httpx.Client(timeout=httpx.Timeout(READ_TIMEOUT_S, connect=CONNECT_TIMEOUT_S), follow_redirects=False,
                      verify=_tls(), trust_env=False, transport=transport,
                      headers={"User-Agent": USER_AGENT, "Accept-Encoding": "gzip", **(headers or {})}) as client:
        for _ in range(MAX_REDIRECTS + 1):
            target, host_header, host = _checked(url, allowed, resolver)
            extensions = {"sni_hostname": host} if url.lower().startswith("https:") else {}
            try:
                with client.stream(method, target, headers={"Host": host_header}, json=json,
                                   extensions=extensions) as r:
                    if r.is_redirect and "Location" in r.headers:
                        url = _next_hop(url, r.headers["Location"])
                        if r.status_code in (301, 302, 303):
                            method, json = "GET", None
                        continue
                    if r.status_code != 200:
                        raise WebError(translate("Web", "{host} answered {status} for {url}.").format(
                            host=host, status=str(r.status_code), url=_short(url)))
                    kind, charset = _content_type(r.headers.get("Content-Type", ""))
                    if kind not in accept:
                        said = (translate("Web", "{url} is {type}, not a page Emberly reads.") if kind else
                                translate("Web", "{url} is of no stated type, not a page Emberly reads."))
                        raise WebError(said.format(url=_short(url), type=kind))
                    body = _read(r, max_bytes, deadline, url)
            except httpx.TimeoutException as e:
                raise WebError(translate("Web", "{host} sent nothing for {seconds} s: {url} was given up.").format(
                    host=host, seconds=f"{READ_TIMEOUT_S:g}", url=_short(url))) from e
            except (httpx.HTTPError, httpx.InvalidURL, UnicodeError) as e:
                raise WebError(translate("Web", "{url} could not be read ({error}).").format(
                    url=_short(url), error=(str(e) or type(e).__name__)[:160])) from e
            return Fetched(url, kind, charset, body, time.time())
    raise WebError(translate("Web", "{url} redirected more than {count} times.").format(
        url=_short(url), count=str(MAX_REDIRECTS)))


def _checked(url: str, allowed: Collection[str], resolver: Resolver | None) -> tuple[str, str, str]:
    """(the URL with the checked address in place of the name, the Host header, the host name)."""
    try:
        parts = urllib.parse.urlsplit(url)
        port = parts.port
    except ValueError as e:
        raise Refused(translate("Web", "{url} is not a web address.").format(url=_short(url))) from e
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise Refused(translate("Web", "{url} is not an http:// or https:// address.").format(url=_short(url)))
    if parts.username is not None or parts.password is not None:
        raise Refused(translate("Web", "{url} carries a name or password: Emberly does not send those.").format(
            url=_short(url)))
    host = parts.hostname
    default = 443 if parts.scheme == "https" else 80
    address = pinned(host, port or default, allowed, resolver)
    shown = f"[{address}]" if ":" in address else address
    netloc = f"{shown}:{port}" if port else shown
    host_header = f"[{host}]" if ":" in host else host
    if port and port != default:
        host_header += f":{port}"
    return urllib.parse.urlunsplit((parts.scheme, netloc, parts.path or "/", parts.query, "")), host_header, host


def _next_hop(current: str, location: str) -> str:
    try:
        return urllib.parse.urljoin(current, location.strip())
    except ValueError as e:
        raise Refused(translate("Web", "{url} redirected to {target}, which is not a web address.").format(
            url=_short(current), target=repr(location[:120]))) from e


def _content_type(header: str) -> tuple[str, str | None]:
    kind, _, params = header.partition(";")
    charset = None
    for param in params.split(";"):
        key, _, value = param.partition("=")
        if key.strip().lower() == "charset" and value.strip():
            charset = value.strip().strip('"').lower()[:40]
    return kind.strip().lower(), charset


def _read(r: httpx.Response, max_bytes: int, deadline: float, url: str) -> bytes:
    """The body, at most `max_bytes` once unpacked, read before the deadline."""
    too_big = WebError(translate("Web", "{url} is larger than {size} MB: Emberly stops reading there.").format(
        url=_short(url), size=str(max_bytes >> 20)))
    claimed = r.headers.get("Content-Length", "")
    if claimed.isascii() and claimed.isdigit() and int(claimed) > max_bytes:
        raise too_big
    coding = r.headers.get("Content-Encoding", "").strip().lower()
    if coding not in ("", "identity", "gzip"):
        raise WebError(translate("Web", "{url} came encoded as {coding}, which Emberly did not ask for.").format(
            url=_short(url), coding=repr(coding[:40])))
    unzip = zlib.decompressobj(16 + zlib.MAX_WBITS) if coding == "gzip" else None
    body = bytearray()
    try:
        for chunk in r.iter_raw():
            if unzip is not None:  # bounded: a small gzip never unfolds into gigabytes here
                chunk = unzip.decompress(chunk, max_bytes + 1 - len(body))
                if unzip.unconsumed_tail:
                    raise too_big
            body += chunk
            if len(body) > max_bytes:
                raise too_big
            if time.monotonic() > deadline:
                raise WebError(translate("Web", "{url} took more than {seconds} s to arrive: it was given up.").format(
                    url=_short(url), seconds=f"{DEADLINE_S:g}"))
        if unzip is not None:
            body += unzip.flush(max_bytes + 1 - len(body))
    except zlib.error as e:
        raise WebError(translate("Web", "{url} came as broken gzip ({error}).").format(
            url=_short(url), error=str(e))) from e
    if len(body) > max_bytes:
        raise too_big
    return bytes(body)


def _short(url: str) -> str:
    return url if len(url) <= 120 else url[:117] + "…"
