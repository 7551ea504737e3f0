"""Reading the web, bounded, on a stand-in web on loopback: the pages a person meets (boilerplate,
a PDF, redirects, another encoding) and those that must not get far (slow, 50 MB, a gzip bomb, an
image, a redirect loop), and the addresses never read: this computer, its network, a cloud's
metadata service reached by a redirect, a name that resolves elsewhere the second time."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from app.web import http
from app.web.errors import Refused, WebError
from app.web.guard import pinned, public
from app.web.pages import PageReader, page_of
from tests.support.web_server import WebStandIn

LOCAL = ("127.0.0.1",)  # the stand-in web is on this computer: allowed by name, as a user allows a LAN host


@pytest.fixture(scope="module")
def web() -> Iterator[WebStandIn]:
    with WebStandIn() as w:
        yield w


def test_an_article_is_read_without_its_boilerplate(web: WebStandIn) -> None:
    page = page_of(web.url + "/article", http.fetch(web.url + "/article", allowed=LOCAL))
    assert "grain market opened in 1821" in page.text and "wool hall" in page.text
    for chrome in ("Subscribe", "cookies", "Privacy", "Ten best river towns"):
        assert chrome not in page.text, chrome
    assert "Ellery" in page.title
    _, _, headers, _ = web.requests[-1]
    assert headers["User-Agent"].startswith("Emberly/") and "Cookie" not in headers


def test_a_pdf_another_encoding_and_a_redirect_chain(web: WebStandIn) -> None:
    pdf = page_of(web.url + "/doc.pdf", http.fetch(web.url + "/doc.pdf", allowed=LOCAL))
    assert "two pence a barrel" in pdf.text and "ferry ran until 1931" in pdf.text
    latin = page_of(web.url + "/latin1", http.fetch(web.url + "/latin1", allowed=LOCAL))
    assert "Le café ouvre à six heures" in latin.text and "Frédéric" in latin.text
    got = http.fetch(web.url + "/r1", allowed=LOCAL)
    assert got.url == web.url + "/article" and b"1821" in got.body


@pytest.mark.parametrize(("path", "said"), [
    pytest.param("/huge", "larger than 8 MB", marks=pytest.mark.slow),  # 50 MB made and sent: a second
    pytest.param("/bomb", "larger than 8 MB", marks=pytest.mark.slow), ("/image.png", "image/png, not a page"),
    ("/loop", "redirected more than 5 times"), ("/nowhere", "answered 404"),
])
def test_what_must_not_get_far_is_stopped_with_a_reason(web: WebStandIn, path: str, said: str) -> None:
    with pytest.raises(WebError, match=said):
        http.fetch(web.url + path, allowed=LOCAL)


def test_a_page_that_sends_nothing_is_given_up(web: WebStandIn, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(http, "READ_TIMEOUT_S", 0.5)
    with pytest.raises(WebError, match="sent nothing"):
        http.fetch(web.url + "/slow", allowed=LOCAL)


def test_a_page_with_no_text_says_so(web: WebStandIn) -> None:
    with pytest.raises(WebError, match="no text to read"):
        page_of(web.url + "/empty", http.fetch(web.url + "/empty", allowed=LOCAL))


def test_this_computer_and_its_network_are_never_read_unless_allowed(web: WebStandIn) -> None:
    with pytest.raises(Refused, match="on this computer or its network"):
        http.fetch(web.url + "/article")  # a result pointing at 127.0.0.1
    with pytest.raises(Refused, match="169.254.169.254"):  # a redirect to a cloud's metadata service
        http.fetch(web.url + "/to-metadata", allowed=LOCAL)
    for address in ("10.0.0.8", "192.168.1.1", "172.16.0.1", "100.64.0.1", "::1", "fe80::1", "::ffff:127.0.0.1",
                    "0.0.0.0", "224.0.0.1", "fd00::1"):
        with pytest.raises(Refused):
            pinned(address, 80)
    assert public(__import__("ipaddress").ip_address("93.184.216.34"))
    for url in ("file:///etc/passwd", "ftp://example.org/", "http://user:pw@example.org/", "gopher://x", "http:///x"):
        with pytest.raises(Refused):
            http.fetch(url)
    # A name that resolves to this computer is refused after the lookup.
    with pytest.raises(Refused, match="127.0.0.1"):
        pinned("innocent.example", 80, resolver=lambda host, port: ["93.184.216.34", "127.0.0.1"])


def test_the_connection_goes_to_the_address_checked_whatever_the_name_says_later() -> None:
    """DNS rebinding: the name is resolved once and the connection is made to that address, the
    name kept in the Host header and for TLS: a second lookup that would say 127.0.0.1 never happens."""
    answers = iter([["93.184.216.34"], ["127.0.0.1"]])
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, headers={"Content-Type": "text/html"}, stream=httpx.ByteStream(b"<p>hello</p>"))

    got = http.fetch("https://rebind.example/page?x=1", resolver=lambda host, port: next(answers),
                     transport=httpx.MockTransport(handler))
    assert got.body == b"<p>hello</p>" and got.url == "https://rebind.example/page?x=1"
    (request,) = seen
    assert request.url.host == "93.184.216.34" and request.headers["Host"] == "rebind.example"
    assert request.extensions["sni_hostname"] == "rebind.example" and next(answers) == ["127.0.0.1"]


def test_a_page_is_read_once_and_read_again_when_asked(web: WebStandIn, tmp_path: object) -> None:
    from pathlib import Path

    reader = PageReader(Path(str(tmp_path)) / "pages", allowed=LOCAL)
    before = len(web.requests)
    first = reader.page(web.url + "/article")
    again = PageReader(Path(str(tmp_path)) / "pages", allowed=LOCAL).page(web.url + "/article")  # another chat, later
    assert again == first and len(web.requests) == before + 1
    fresh = reader.page(web.url + "/article", fresh=True)
    assert fresh.text == first.text and fresh.fetched >= first.fetched and len(web.requests) == before + 2
