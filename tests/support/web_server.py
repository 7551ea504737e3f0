"""Stand-in web on loopback for the web tests: pages (an article in its site's boilerplate, a PDF,
a redirect chain, a slow page, a 50 MB page, a page in Latin-1 that says so only in its markup,
a gzip bomb, an image, a redirect to a cloud's metadata address) and the three search providers'
APIs answering with the real samples in tests/web/fixtures (SearXNG's GET /search, Brave's
/res/v1/web/search, Tavily's POST /search), their result URLs pointed at this server's pages."""

from __future__ import annotations

import gzip
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from tests.support.corpus import make_pdf

FIXTURES = Path(__file__).resolve().parents[1] / "web" / "fixtures"

ARTICLE = """<!doctype html><html><head><meta charset="utf-8"><title>Ellery, a river town — Town Notes</title></head>
<body><nav><a href="/">Home</a> | <a href="/about">About</a> | <a href="/contact">Contact</a> | Subscribe</nav>
<div class="cookie-banner">We use cookies to improve your experience. Accept all cookies?</div>
<article><h1>Ellery, a river town</h1>
<p>Ellery is a river town whose grain market opened in 1821 and still trades every Tuesday morning by the old bridge.</p>
<p>The salt warehouses on the quay were built in 1840 by the Harrow family, who shipped salt downriver to the coast.</p>
<p>Wool came in from the hill farms each spring; the wool hall, finished in 1866, now houses the town museum.</p>
</article>
<aside>Related: Ten best river towns | Top weekend trips</aside>
<footer>© 2026 Town Notes · Privacy · Terms · Cookie settings</footer></body></html>"""

LATIN1 = ('<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>Café</title>'
          '</head><body><article><h1>Le café de la place</h1><p>Le café ouvre à six heures ; on y sert des crêpes '
          'et du thé. Les habitués lisent le journal près de la fenêtre.</p><p>Le propriétaire, Frédéric, tient la '
          'maison depuis vingt ans et connaît chaque client par son prénom.</p></article></body></html>').encode("latin-1")


def generated_page(n_words: int) -> bytes:
    """An article of about `n_words` words (≈1.3 tokens each) in a site's boilerplate."""
    paragraphs = "".join(f"<p>Paragraph {i}: the river town of Ellery kept ledgers of grain, salt and wool, and the "
                         f"ferry crossed at hour {i % 24}.</p>" for i in range(max(1, n_words // 20)))
    return (f"<html><head><title>Ledgers of Ellery ({n_words} words)</title></head><body><nav>Home | News | "
            f"Subscribe</nav><article><h1>The ledgers</h1>{paragraphs}</article><footer>© Town Notes · Cookies"
            "</footer></body></html>").encode()


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that hung up (the fetcher stops reading a page it refuses) is no error here."""
        import sys

        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)


class WebStandIn:
    def __init__(self, result_pages: tuple[str, ...] = ("/article", "/doc.pdf", "/latin1")) -> None:
        self.result_pages = result_pages  # where the search answers' results point, in turn
        self.requests: list[tuple[str, str, dict[str, str], bytes]] = []
        self.server = _Server(("127.0.0.1", 0), _handler(self))
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> WebStandIn:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()

    def sample(self, name: str) -> Any:
        """A provider's real answer, its result addresses pointed at this server's pages."""
        data = json.loads((FIXTURES / name).read_text("utf-8"))
        results = data["web"]["results"] if name == "brave.json" else data["results"]
        for i, r in enumerate(results):
            r["url"] = self.url + self.result_pages[i % len(self.result_pages)]
        return data


def _handler(stand_in: WebStandIn) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: object) -> None:
            pass

        def do_POST(self) -> None:
            self._serve("POST")

        def do_GET(self) -> None:
            self._serve("GET")

        def _serve(self, method: str) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            stand_in.requests.append((method, self.path, dict(self.headers), body))
            path = self.path.split("?", 1)[0]
            route = ROUTES.get((method, path)) or ROUTES.get(("GET", path))
            if route is None and path.startswith("/words/") and path[7:].isdigit():  # /words/3000: a generated page
                self._send(200, "text/html; charset=utf-8", generated_page(min(int(path[7:]), 200_000)))
                return
            if route is None:
                self._send(404, "text/plain", b"not here")
                return
            route(self, stand_in)

        def _send(self, status: int, kind: str, body: bytes, **headers: str) -> None:
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            for k, v in headers.items():
                self.send_header(k.replace("_", "-"), v)
            self.end_headers()
            self.wfile.write(body)

    return Handler


def _json(h: Any, s: WebStandIn, name: str) -> None:
    h._send(200, "application/json; charset=utf-8", json.dumps(s.sample(name)).encode())


def _slow(h: Any, _s: WebStandIn) -> None:
    h.send_response(200)
    h.send_header("Content-Type", "text/html")
    h.send_header("Content-Length", "100000")
    h.end_headers()
    h.wfile.write(b"<html><body><p>")
    h.wfile.flush()
    time.sleep(5)


def _huge(h: Any, _s: WebStandIn) -> None:
    h.send_response(200)
    h.send_header("Content-Type", "text/html")
    h.send_header("Transfer-Encoding", "chunked")
    h.end_headers()
    chunk = b"<p>" + b"more words " * 6000 + b"</p>"
    try:
        for _ in range((50 << 20) // len(chunk)):
            h.wfile.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
        h.wfile.write(b"0\r\n\r\n")
    except OSError:
        pass  # the reader stopped, as it should


def _bomb(h: Any, _s: WebStandIn) -> None:
    h._send(200, "text/html", gzip.compress(b"<p>" + b"0" * (200 << 20)), Content_Encoding="gzip")


ROUTES: dict[tuple[str, str], Any] = {
    ("GET", "/article"): lambda h, s: h._send(200, "text/html; charset=utf-8", ARTICLE.encode()),
    ("GET", "/doc.pdf"): lambda h, s: h._send(200, "application/pdf", make_pdf(
        ["Harbour dues in Ellery were two pence a barrel in 1850.", "The ferry ran until 1931."])),
    ("GET", "/latin1"): lambda h, s: h._send(200, "text/html", LATIN1),
    ("GET", "/r1"): lambda h, s: h._send(302, "text/plain", b"", Location="/r2"),
    ("GET", "/r2"): lambda h, s: h._send(301, "text/plain", b"", Location=s.url + "/article"),
    ("GET", "/loop"): lambda h, s: h._send(302, "text/plain", b"", Location="/loop"),
    ("GET", "/to-metadata"): lambda h, s: h._send(302, "text/plain", b"",
                                                  Location="http://169.254.169.254/latest/meta-data/"),
    ("GET", "/image.png"): lambda h, s: h._send(200, "image/png", b"\x89PNG\r\n\x1a\n" + b"\0" * 64),
    ("GET", "/empty"): lambda h, s: h._send(200, "text/html", b"<html><body><script>app()</script></body></html>"),
    ("GET", "/slow"): _slow,
    ("GET", "/huge"): _huge,
    ("GET", "/bomb"): _bomb,
    ("GET", "/search"): lambda h, s: _json(h, s, "searxng.json"),
    ("GET", "/res/v1/web/search"): lambda h, s: _json(h, s, "brave.json"),
    ("POST", "/search"): lambda h, s: _json(h, s, "tavily.json"),
    ("GET", "/nested/search"): lambda h, s: h._send(200, "application/json", b'{"results": ' + b"[" * 100_000),
    ("GET", "/html/search"): lambda h, s: h._send(200, "text/html", b"<html>a login page</html>"),
}
