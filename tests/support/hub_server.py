"""A stand-in for the Hugging Face Hub on loopback, for the download tests and bench.download.

It serves real files with what a CDN sends (Range, ETag, Content-Length, Accept-Ranges, If-Range)
under `/{repo}/resolve/{revision}/{path}`, and answers the Hub API routes that huggingface_hub's
`HfApi.list_models`, `list_repo_tree` and `get_paths_info` call, in the shapes the Hub returns
(recorded from huggingface.co: `/api/models`, `/api/models/{repo}/tree/{rev}`,
`/api/models/{repo}/paths-info/{rev}`). Point `HF_ENDPOINT` (or `HubServer.url`) at it.

Faults are planned per download request, in order (`plan(...)`): drop the connection after N
bytes, stall, send the wrong length, answer 416 / 500 / 429 with Retry-After, redirect, take the
connection and say nothing, or flip a byte. Every request is logged (`requests`) with its Range
header, so a test can see where a resume began. `lie` makes every API route answer what a hostile
Hub would (any body, a stall, a drip, a flood, endless pages, a redirect): tests/faults/test_hostile_hub.py.

`python -m tests.support.hub_server REPO NAME FILE` serves one file from its own process (its own GIL, as
a real server has: bench.download), printing `<url> <sha256>`; `POST /_test/plan` with a JSON list
of Fault fields plans faults there.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

CHUNK = 1 << 20


@dataclass
class Fault:
    """What to do to one download request. `drop_at`: close the connection after this many bytes of
    the body; `stall`: seconds to wait, silent, after `stall_at` bytes; `status`: answer with this
    code instead (429 carries `retry_after`); `short`: claim this many bytes more than are sent
    (fewer when negative); `announce`: claim at most this Content-Length; `corrupt_at`: flip one
    byte at this file offset; `skew`: answer a range this many bytes later than the one asked
    (saying so in Content-Range, as a confused proxy might); `location`: the Location of a 3xx
    `status`; `hang`: seconds of silence before any answer (the connection taken)."""

    drop_at: int | None = None
    stall: float = 0.0
    stall_at: int = 0
    status: int | None = None
    retry_after: float | None = None
    short: int = 0
    announce: int | None = None
    corrupt_at: int | None = None
    skew: int = 0
    location: str | None = None
    hang: float = 0.0


@dataclass
class Lie:
    """What every API route answers instead of the truth: `body` with `status` and `headers`, after
    `stall` seconds of silence; `drip`: seconds between single bytes of the body; `flood`: sent
    after the body again and again until the client hangs up (no Content-Length unless `length`
    claims one); `next_page`: a `Link: rel="next"` to this URL, or (ENDLESS) to the same route's
    next page, for ever. Only API paths that begin with `route` lie."""

    body: bytes = b"[]"
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    stall: float = 0.0
    drip: float = 0.0
    flood: bytes = b""
    length: int | None = None
    next_page: str | None = None
    route: str = "/api/"


ENDLESS = "endless"


@dataclass
class HostedFile:
    path: Path
    size: int
    sha256: str
    etag: str


@dataclass
class Logged:
    method: str
    path: str
    range: str | None
    status: int = 0
    sent: int = 0


@dataclass
class Repo:
    id: str
    files: dict[str, HostedFile] = field(default_factory=dict)
    tags: list[str] = field(default_factory=lambda: ["gguf", "text-generation"])
    downloads: int = 1000
    likes: int = 10


def sha256_of(path: Path) -> str:
    """The file's sha256, computed once per file as it is (tests host the same 90 MB model again and again)."""
    st = Path(path).stat()
    return _sha256_of(str(path), st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)


@functools.lru_cache(maxsize=64)
def _sha256_of(path: str, _size: int, _mtime_ns: int, _ctime_ns: int, _ino: int) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(CHUNK):
            h.update(block)
    return h.hexdigest()


class HubServer:
    """`with HubServer() as hub: hub.add("owner/repo", "file.gguf", path)`; `hub.url` is the endpoint."""

    def __init__(self) -> None:
        self.repos: dict[str, Repo] = {}
        self.requests: list[Logged] = []
        self.faults: list[Fault] = []
        self.api_status: int | None = None  # e.g. 429: every API route answers it
        self.api_retry_after: float = 1.0
        self.lie: Lie | None = None  # every API route answers it
        self.rate: float | None = None  # bytes per second per download, for tests that need time to act
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._server.daemon_threads = True
        # a short poll: shutdown() waits up to one interval (0.5 s by default, at every test's end)
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.01,), name="hub-server", daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.socket.getsockname()[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> HubServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def add(self, repo_id: str, name: str, path: Path, sha256: str | None = None) -> HostedFile:
        """Host `path` as `name` in `repo_id` (made if new). The sha256 is computed unless given."""
        size = path.stat().st_size
        digest = sha256 or sha256_of(path)
        hosted = HostedFile(path, size, digest, f'"{digest[:16]}-{size}"')
        self.repos.setdefault(repo_id, Repo(repo_id)).files[name] = hosted
        return hosted

    def plan(self, *faults: Fault) -> None:
        """The next download requests meet these faults, one each, in order."""
        with self._lock:
            self.faults.extend(faults)

    def next_fault(self) -> Fault | None:
        with self._lock:
            return self.faults.pop(0) if self.faults else None

    def downloads(self) -> list[Logged]:
        return [r for r in self.requests if "/resolve/" in r.path and r.method == "GET"]

    # --- API answers, in the Hub's shapes --------------------------------------------------------

    def model_entry(self, repo: Repo) -> dict[str, Any]:
        return {"_id": hashlib.md5(repo.id.encode()).hexdigest()[:24], "id": repo.id, "modelId": repo.id,
                "author": repo.id.split("/")[0], "downloads": repo.downloads, "likes": repo.likes,
                "tags": repo.tags, "library_name": "gguf", "pipeline_tag": "text-generation",
                "private": False, "gated": False, "createdAt": "2025-01-01T00:00:00.000Z",
                "lastModified": "2025-06-01T00:00:00.000Z"}

    def tree_entry(self, name: str, f: HostedFile) -> dict[str, Any]:
        return {"type": "file", "oid": hashlib.sha1(f.sha256.encode()).hexdigest(), "size": f.size, "path": name,
                "lfs": {"oid": f.sha256, "size": f.size, "pointerSize": 135}}


def _handler(hub: HubServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # quiet
            pass

        def handle(self) -> None:
            with contextlib.suppress(ConnectionResetError, BrokenPipeError):  # a client that hung up between requests
                super().handle()

        def do_HEAD(self) -> None:
            self._route("HEAD")

        def do_GET(self) -> None:
            self._route("GET")

        def do_POST(self) -> None:
            self._route("POST")

        def _route(self, method: str) -> None:
            url = urllib.parse.urlsplit(self.path)
            path = urllib.parse.unquote(url.path)
            entry = Logged(method, path, self.headers.get("Range"))
            hub.requests.append(entry)
            try:
                if path == "/_test/plan" and method == "POST":  # faults planned from another process
                    length = int(self.headers.get("Content-Length") or 0)
                    hub.plan(*(Fault(**f) for f in json.loads(self.rfile.read(length))))
                    self._send_json(200, {"planned": len(hub.faults)}, entry)
                elif path.startswith("/api/"):
                    self._api(method, path, urllib.parse.parse_qs(url.query), entry)
                elif "/resolve/" in path:
                    self._file(method, path, entry)
                else:
                    self._send_json(404, {"error": "Not found"}, entry)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client hung up (a flood or a stall it gave up on)

        def _send_json(self, status: int, body: Any, entry: Logged, headers: dict[str, str] | None = None) -> None:
            data = json.dumps(body).encode()
            entry.status = status
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)

        def _lie(self, lie: Lie, method: str, query: dict[str, list[str]], entry: Logged) -> None:
            if method == "POST":  # read first: a close with unread bytes would reset the connection
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
            time.sleep(lie.stall)
            entry.status = lie.status
            self.send_response(lie.status)
            self.send_header("Content-Type", "application/json")
            if lie.length is not None or not lie.flood:
                self.send_header("Content-Length", str(len(lie.body) if lie.length is None else lie.length))
            if lie.flood:
                self.close_connection = True
            if lie.next_page is not None:
                page = int(query.get("page", ["0"])[0]) + 1
                target = f"{entry.path}?page={page}" if lie.next_page == ENDLESS else lie.next_page
                self.send_header("Link", f'<{target}>; rel="next"')
            for k, v in lie.headers.items():
                self.send_header(k, v)
            self.end_headers()
            if lie.drip:
                for i in range(len(lie.body)):
                    self.wfile.write(lie.body[i:i + 1])
                    time.sleep(lie.drip)
            else:
                self.wfile.write(lie.body)
            while lie.flood:
                self.wfile.write(lie.flood)

        def _api(self, method: str, path: str, query: dict[str, list[str]], entry: Logged) -> None:
            if hub.lie is not None and path.startswith(hub.lie.route):
                self._lie(hub.lie, method, query, entry)
                return
            if hub.api_status is not None:
                extra = {"Retry-After": str(hub.api_retry_after)} if hub.api_status == 429 else {}
                self._send_json(hub.api_status, {"error": "You have been rate-limited"}, entry, extra)
                return
            parts = path.split("/")  # "", "api", "models", owner, name, verb, rev, ...
            if path == "/api/models":
                words = [w.lower() for w in query.get("search", [""])[0].split()]
                wanted = set(query.get("filter", []))
                found = [r for r in hub.repos.values()
                         if all(w in r.id.lower() for w in words) and wanted <= set(r.tags)]
                limit = int(query.get("limit", ["1000"])[0])
                self._send_json(200, [hub.model_entry(r) for r in found[:limit]], entry)
                return
            repo = hub.repos.get("/".join(parts[3:5])) if len(parts) >= 5 else None
            if repo is None:
                self._send_json(404, {"error": "Repository not found"}, entry, {"X-Error-Code": "RepoNotFound"})
                return
            verb = parts[5] if len(parts) > 5 else ""
            if verb == "tree":
                self._send_json(200, [hub.tree_entry(n, f) for n, f in sorted(repo.files.items())], entry)
            elif verb == "paths-info" and method == "POST":
                length = int(self.headers.get("Content-Length") or 0)
                form = urllib.parse.parse_qs(self.rfile.read(length).decode())
                names = form.get("paths", [])
                self._send_json(200, [hub.tree_entry(n, repo.files[n]) for n in names if n in repo.files], entry)
            elif verb == "":
                body = hub.model_entry(repo) | {"siblings": [{"rfilename": n} for n in sorted(repo.files)]}
                self._send_json(200, body, entry)
            else:
                self._send_json(404, {"error": "Not found"}, entry)

        def _file(self, method: str, path: str, entry: Logged) -> None:
            owner, name, _resolve, _rev, *rest = path.strip("/").split("/")
            repo = hub.repos.get(f"{owner}/{name}")
            hosted = repo.files.get("/".join(rest)) if repo else None
            if hosted is None:
                self._send_json(404, {"error": "Entry not found"}, entry, {"X-Error-Code": "EntryNotFound"})
                return
            fault = hub.next_fault() if method == "GET" else None
            if fault and fault.hang:
                time.sleep(fault.hang)
                return
            if fault and fault.status is not None:
                extra = {"Retry-After": str(fault.retry_after)} if fault.retry_after is not None else {}
                if fault.location is not None:
                    extra["Location"] = fault.location
                if fault.status == 416:
                    extra["Content-Range"] = f"bytes */{hosted.size}"
                self._send_json(fault.status, {"error": "injected"}, entry, extra)
                return
            start, end = 0, hosted.size - 1
            ranged = self.headers.get("Range")
            if_range = self.headers.get("If-Range")
            if ranged and (if_range is None or if_range == hosted.etag):
                spec = ranged.removeprefix("bytes=")
                first, _, last = spec.partition("-")
                start = int(first) + (fault.skew if fault else 0)
                end = min(int(last), hosted.size - 1) if last else hosted.size - 1
                if start >= hosted.size:
                    entry.status = 416
                    self.send_response(416)
                    self.send_header("Content-Range", f"bytes */{hosted.size}")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                status = 206
            else:
                status = 200
            length = end - start + 1
            entry.status = status
            self.send_response(status)
            self.send_header("Content-Type", "application/octet-stream")
            claimed = length + (fault.short if fault else 0)
            if fault and fault.announce is not None:
                claimed = min(claimed, fault.announce)
            self.send_header("Content-Length", str(claimed))
            self.send_header("Accept-Ranges", "bytes")
            self.send_header("ETag", hosted.etag)
            self.send_header("X-Linked-Size", str(hosted.size))
            if status == 206:
                self.send_header("Content-Range", f"bytes {start}-{end}/{hosted.size}")
            self.end_headers()
            if method == "HEAD":
                return
            self._body(hosted, start, length, fault, entry)

        def _body(self, hosted: HostedFile, start: int, length: int, fault: Fault | None, entry: Logged) -> None:
            """Send bytes [start, start + length) with sendfile, as a real server does (no copy
            through Python), stopping where the fault says."""
            limit = min(fault.drop_at, length) if fault and fault.drop_at is not None else length
            # Points where the plain sendfile stops: the stall, the corrupted byte, rate steps.
            stops = {limit}
            if fault and fault.stall and fault.stall_at < limit:
                stops.add(max(fault.stall_at, 0))
            corrupt = fault.corrupt_at - start if fault and fault.corrupt_at is not None else None
            if corrupt is not None and 0 <= corrupt < limit:
                stops.update({corrupt, corrupt + 1})
            if hub.rate:
                stops.update(range(CHUNK, limit, CHUNK))
            began = time.monotonic()
            with open(hosted.path, "rb") as f:
                for stop in sorted(stops):
                    if stop <= entry.sent:
                        continue
                    if fault and fault.stall and entry.sent == fault.stall_at:
                        time.sleep(fault.stall)
                    if corrupt is not None and entry.sent == corrupt:
                        f.seek(start + corrupt)
                        self.wfile.write(bytes([f.read(1)[0] ^ 0xFF]))
                        entry.sent += 1
                        continue
                    entry.sent += self.connection.sendfile(f, start + entry.sent, stop - entry.sent)
                    if hub.rate:
                        ahead = entry.sent / hub.rate - (time.monotonic() - began)
                        if ahead > 0:
                            time.sleep(ahead)
            if entry.sent < length:  # a dropped connection: no more bytes, and no keep-alive
                self.close_connection = True
                self.connection.shutdown(2)

    return Handler


def plan_remote(url: str, *faults: Fault) -> None:
    """Plan faults on a server in another process."""
    import dataclasses
    import urllib.request

    body = json.dumps([dataclasses.asdict(f) for f in faults]).encode()
    urllib.request.urlopen(urllib.request.Request(f"{url}/_test/plan", data=body, method="POST")).close()


def main() -> None:
    import sys

    repo, name, file = sys.argv[1:4]
    with HubServer() as hub:
        hosted = hub.add(repo, name, Path(file))
        print(hub.url, hosted.sha256, flush=True)
        sys.stdin.read()  # until the parent closes our stdin


if __name__ == "__main__":
    main()
