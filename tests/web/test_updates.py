"""Whether a newer Emberly exists (app/web/updates.py), asked of a stand-in release feed on
loopback: GitHub's real answer for a release (tests/web/fixtures/github-release.json), the same
and an older version, and feeds that must not get far: not JSON, not a release, a link that is
not https, 1 MB, a 404, a feed that stalls."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from threading import Thread
from typing import Any

import pytest

from app.web.errors import WebError
from app.web.updates import MAX_NOTES, newer_release

RELEASE = json.loads((Path(__file__).parent / "fixtures" / "github-release.json").read_text("utf-8"))
LOCAL = ("127.0.0.1",)


def _feeds() -> dict[str, tuple[int, bytes]]:
    own = {"version": "9.1", "url": "https://example.org/emberly/9.1", "notes": "Faster.\u202e\x07 Fixed things."}
    return {
        "/latest": (200, json.dumps(RELEASE).encode()),
        "/own": (200, json.dumps(own).encode()),
        "/garbled": (200, b"{not json"),
        "/not-a-release": (200, json.dumps({"message": "Moved", "tag_name": "latest"}).encode()),
        "/http-link": (200, json.dumps({**RELEASE, "html_url": "http://github.com/x"}).encode()),
        "/huge": (200, json.dumps({**RELEASE, "body": "x" * (1 << 20)}).encode()),
        "/none": (404, json.dumps({"message": "Not Found"}).encode()),
    }


class Feed:
    def __init__(self) -> None:
        feeds = _feeds()

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                if self.path == "/slow":
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", "1000")
                    self.end_headers()
                    self.wfile.write(b"{")
                    self.wfile.flush()
                    time.sleep(12)
                    return
                status, body = feeds[self.path]
                self.send_response(status)
                self.send_header("Content-Type", "application/json; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        Thread(target=self.server.serve_forever, daemon=True).start()


@pytest.fixture(scope="module")
def feed() -> Iterator[Feed]:
    f = Feed()
    yield f
    f.server.shutdown()
    f.server.server_close()


def test_a_newer_release_is_found_with_its_notes_and_page(feed: Feed) -> None:
    release = newer_release("0.1.0", feed.url + "/latest", LOCAL)
    assert release is not None and release.version == "0.4.0"
    assert release.url == "https://github.com/reed-jones/phase/releases/tag/v0.4.0"
    assert release.notes.startswith("## [v0.4.0]") and "axios redirects" in release.notes and "\r" not in release.notes
    assert newer_release("0.4.0", feed.url + "/latest", LOCAL) is None  # the same
    assert newer_release("0.10.0", feed.url + "/latest", LOCAL) is None  # older: 0.4 < 0.10
    own = newer_release("9.0.3", feed.url + "/own", LOCAL)  # a feed of Emberly's own shape
    assert own is not None and own.version == "9.1" and own.notes == "Faster. Fixed things."  # no bidi override, no bell
    assert len(own.notes) <= MAX_NOTES


@pytest.mark.parametrize(("path", "said"), [
    ("/garbled", "not JSON"), ("/not-a-release", "names no version"), ("/http-link", "not an https address"),
    ("/huge", "larger than"), ("/none", "answered 404"),
    pytest.param("/slow", "sent nothing", marks=pytest.mark.slow),  # the read timeout: 10 s
])
def test_a_feed_that_is_not_a_release_says_why(feed: Feed, path: str, said: str) -> None:
    with pytest.raises(WebError, match=said):
        newer_release("0.1.0", feed.url + path, LOCAL)


def test_the_feed_is_the_public_web_unless_the_user_named_it() -> None:
    with pytest.raises(WebError, match="this computer"):
        newer_release("0.1.0", "http://127.0.0.1:9/latest")
