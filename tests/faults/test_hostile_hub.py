"""Row 12, continued: a hostile Hub. The loopback stand-in (tests/support/hub_server.py, `Lie`)
answers the search, a repository's listing and paths-info as a Hub that lies would: every field of
an entry a wrong type or out of range (sampled with fault_seed), names that climb out of the
models folder or run to 10,000 characters, bodies of the wrong shape, JSON nested 3 million deep;
it stalls, drips, floods (a 97 MB listing, an endless body, a gzip bomb, endless pages) and
redirects (another host, ftp:, file:, https:, a loop). Each case ends in one HubError that names
the Hub and what was wrong, or in typed values with the lie left out: never another exception,
within seconds (the Hub's timeouts are shortened here; a hang would be minutes) and with a bounded
peak of memory (tracemalloc, printed per class). Nothing is written anywhere.

The file server lies too: a redirect to ftp: or file:, a Retry-After of 1e308, inf or nan, a server
that takes the connection and says nothing while the user cancels, a listed file of 0 bytes.
"""

from __future__ import annotations

import hashlib
import json
import random
import threading
import time
import tracemalloc
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from app.downloads import Downloads, HubError, ModelChoice, Paused, RemoteFile, RepoHit, Retry, Transfer, TransferError, hub_http
from app.downloads import hub as hub_mod
from tests.support.hub_server import ENDLESS, Fault, HubServer, Lie
from tests.support.waiting import until

pytestmark = pytest.mark.faults
NAME = "m-Q4_K_M.gguf"
SHA = "ab" * 32
MEMORY_BOUND = 32 << 20  # the caps allow ~4 MB of body and one page's parse
NO_HANG_S = 10.0  # a hang would be minutes: these bounds only prove there is none
ROUTES: dict[str, Callable[[], Any]] = {
    "search": lambda: hub_mod.search("tiny"),
    "tree": lambda: hub_mod.repo_files("o/r"),
    "paths": lambda: hub_mod.file_info("o/r", [NAME]),
}
CALLS = ROUTES | {"renamed": lambda: hub_mod.repo_files("o/old")}
VALID_HIT: dict[str, Any] = {"_id": "x", "id": "o/r", "downloads": 5, "likes": 2, "tags": ["gguf"],
                             "lastModified": "2025-06-01T00:00:00.000Z"}
VALID_FILE: dict[str, Any] = {"type": "file", "oid": "cd" * 20, "size": 1234, "path": NAME,
                              "lfs": {"oid": SHA, "size": 1234, "pointerSize": 135}}
HIT_FIELDS = ["id", "downloads", "likes", "lastModified", ""]  # "": the whole entry
FILE_FIELDS = ["type", "path", "size", "lfs", "lfs.oid", ""]


class Raw:
    """JSON text written as is (what json.dumps cannot write: 1e400, NaN, 5,000 digits)."""

    def __init__(self, text: str):
        self.text = text


BAD_VALUES: list[Any] = [None, -1, 1.5, True, "abc", "", "12", [], {}, [1], {"oid": 7}, Raw("1e400"), Raw("-1e400"),
                         Raw("NaN"), 2**64, -(2**63), "x" * 100_000, "\u0000", Raw("[" * 500 + "]" * 500),
                         {"a": {"b": {"c": [None]}}}, Raw("1" * 5000)]  # fmt: skip
BAD_NAMES = ["../../outside/evil.gguf", "/tmp/evil.gguf", "sub/../../evil.gguf", "evil\u0000.gguf", "x" * 10_000 + ".gguf",
             "d/" * 600 + "m.gguf", "C:\\evil.gguf", "a//b.gguf", "\ud800.gguf", "./m.gguf", "", "line\nbreak.gguf",
             "é" * 200 + ".gguf"]  # fmt: skip
SHAPES = [b"{}", b'{"models": []}', b'"x"', b"1", b"null", b"true", b"", b"not json", b"\xff\xfe garbage",
          b"[" * 3_000_000, b'{"a":' * 500_000, b"[1e400]", b"[NaN]", b"1" * 5000, b"[[[]]]", b'["o/r"]',
          b'[null, 1, "x"]']  # fmt: skip


def encode(value: Any) -> bytes:
    raws: list[str] = []

    def raw(o: Any) -> str:
        if not isinstance(o, Raw):
            raise TypeError(o)
        raws.append(o.text)
        return f"\0raw{len(raws) - 1}\0"

    text = json.dumps(value, default=raw)
    for i, r in enumerate(raws):
        text = text.replace(json.dumps(f"\0raw{i}\0"), r)
    return text.encode()


def with_value(entry: dict[str, Any], field: str, value: Any) -> Any:
    if not field:
        return value
    changed = json.loads(json.dumps(entry))
    if "." in field:
        outer, inner = field.split(".")
        changed[outer][inner] = value
    else:
        changed[field] = value
    return changed


@dataclass
class Case:
    name: str
    route: str
    lie: Lie
    said: str = ""  # what the HubError says; "" when typed values with the lie left out also do
    kind: str = "error"
    works: bool = False  # a control: the call must answer


def lies(rng: random.Random) -> list[Case]:
    cases = []
    for route, valid, fields in (("search", VALID_HIT, HIT_FIELDS), ("tree", VALID_FILE, FILE_FIELDS),
                                 ("paths", VALID_FILE, FILE_FIELDS)):
        for field in fields:
            for value in rng.sample(BAD_VALUES, 5):
                page = [with_value(valid, field, value)] + ([valid] if rng.random() < 0.5 else [])
                cases.append(Case(f"{field or 'entry'} = {str(value)[:30]!r}", route, Lie(encode(page))))
        if route != "search":
            cases += [Case(f"path = {name[:30]!r}", route, Lie(encode([with_value(valid, "path", name)])))
                      for name in BAD_NAMES]
    rng.shuffle(cases)
    return cases


def shapes(rng: random.Random) -> list[Case]:
    return [Case(f"a body of {shape[:20]!r}", route, Lie(shape)) for shape in SHAPES for route in ROUTES]


def stalls(rng: random.Random) -> list[Case]:
    def route() -> str:
        return rng.choice(list(ROUTES))

    return [Case("silent before answering", route(), Lie(stall=5.0), "sent nothing for 0.5 s", "offline"),
            Case("silent mid-body", route(), Lie(b'[{"id": "o/r"', length=1000), "sent nothing for 0.5 s", "offline"),
            Case("a byte every 50 ms", route(), Lie(b"[" + b" " * 200 + b"]", drip=0.05), "took more than 1.5 s",
                 "offline")]


def floods(rng: random.Random) -> list[Case]:
    entry = encode(VALID_FILE) + b","
    squash = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    bomb = b"".join([squash.compress(b"[")] + [squash.compress(b" " * (1 << 20)) for _ in range(32)]
                    + [squash.compress(b"]"), squash.flush()])  # 32 KB that unzip to 32 MB
    route = rng.choice(list(ROUTES))
    return [Case("a 97 MB listing", route, Lie(b"[", flood=entry, length=97_000_000), "more than 4 MB"),
            Case("an endless body", route, Lie(b"[", flood=entry), "more than 4 MB"),
            Case("a gzip bomb", route, Lie(bomb, headers={"Content-Encoding": "gzip"}), "more than 4 MB"),
            Case("a body in brotli", route, Lie(b"[]", headers={"Content-Encoding": "br"}), "did not ask for"),
            Case("endless pages", "tree", Lie(encode([VALID_FILE]), next_page=ENDLESS), "past 10"),
            Case("pages of 5,000 entries", "tree", Lie(encode([{"type": "directory", "path": "d"}] * 5000),
                                                       next_page=ENDLESS), "more than 20,000 entries")]


def redirects(rng: random.Random) -> list[Case]:
    def away(to: str, route: str) -> Case:
        said = "Invalid URL" if "[" in to else "Emberly follows the Hub only within"  # httpx reads Location first
        return Case(f"to {to}", route, Lie(status=rng.choice([301, 302, 307, 308]), headers={"Location": to}), said)

    cases = [away(to, route) for to in ("http://198.51.100.7/api/models", "ftp://127.0.0.1/x", "file:///etc/passwd",
                                        "https://127.0.0.1/api/models", "http://[::1") for route in ROUTES]
    cases.append(Case("in a loop", rng.choice(list(ROUTES)), Lie(status=307, headers={"Location": "?again=1"}),
                      "more than 5 times"))
    cases += [Case(f"the next page at {to}", "tree", Lie(b"[]", next_page=to), "Emberly follows the Hub only within")
              for to in ("http://198.51.100.7/p2", "file:///etc/passwd", "http://[::1")]
    cases.append(Case("within the Hub (a renamed repository)", "renamed", Lie(
        status=301, headers={"Location": "/api/models/o/r/tree/main?recursive=true"}, route="/api/models/o/old"), works=True))
    return cases


CLASSES: dict[str, Callable[[random.Random], list[Case]]] = {
    "lies in every field": lies, "the wrong shape": shapes, "stalls": stalls, "floods": floods, "redirects": redirects}


@pytest.fixture
def hostile(hub: HubServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[HubServer]:
    """The stand-in, with the Hub's timeouts cut to fractions of a second, and the working folder
    an empty one (to see that nothing is written)."""
    monkeypatch.setattr(hub_http, "READ_TIMEOUT_S", 0.5)
    monkeypatch.setattr(hub_http, "DEADLINE_S", 1.5)
    monkeypatch.setattr(hub_http, "MAX_PAGES", 10)  # 40 in the app: the cap is the same code
    monkeypatch.chdir(tmp_path)
    yield hub
    assert list(tmp_path.iterdir()) == []


def typed_problems(outcome: Any) -> list[str]:
    """What is wrong with values that got past the edge ([] when all are typed and bounded)."""
    wrong = []
    files: list[RemoteFile] = []
    for item in outcome:
        if isinstance(item, RepoHit):
            if not (hub_mod.valid_repo(item.id) and all(type(n) is int and 0 <= n <= 2**53 for n in (item.downloads, item.likes))
                    and isinstance(item.updated, str) and len(item.updated) in (0, 10)):
                wrong.append(repr(item)[:200])
        elif isinstance(item, ModelChoice):
            files += item.parts
        else:
            files.append(item)
    for f in files:
        if not (isinstance(f, RemoteFile) and not hub_mod.name_problem(f.name) and type(f.size) is int
                and 0 <= f.size <= hub_mod.MAX_SIZE and (f.sha256 == "" or hub_mod.SHA256.fullmatch(f.sha256))):
            wrong.append(repr(f)[:200])
    return wrong


def judge(case: Case, outcome: Any, host: str) -> str:
    """What is wrong with how `case` ended ("" when nothing)."""
    if isinstance(outcome, HubError):
        text = str(outcome)
        if case.works or (case.said and (case.said not in text or outcome.kind != case.kind)):
            return f"the wrong HubError ({outcome.kind}): {text[:300]}"
        if outcome.kind not in ("error", "offline") or host not in text:
            return f"a HubError that does not name the Hub at {host}: {text[:300]}"
        return ""
    if case.said:
        return f"answered {str(outcome)[:200]} where a HubError saying {case.said!r} was due"
    if case.works and not outcome:
        return "answered nothing"
    return "; ".join(typed_problems(outcome))


@pytest.mark.parametrize("attack", list(CLASSES))
def test_a_hostile_hub_ends_in_a_typed_error_or_typed_values(hostile: HubServer, fault_seed: int, attack: str) -> None:
    cases = CLASSES[attack](random.Random(f"{fault_seed}-{attack}"))
    host = hostile.url.removeprefix("http://")
    hostile.add("o/r", NAME, Path(__file__))  # the control's file (any bytes do)
    failures, slowest, peak = [], 0.0, 0
    tracemalloc.start()
    try:
        for case in cases:
            hostile.lie = case.lie
            tracemalloc.reset_peak()
            base, began = tracemalloc.get_traced_memory()[0], time.monotonic()
            try:
                outcome: Any = CALLS[case.route]()
            except HubError as e:
                outcome = e
            except Exception as e:  # what the app would show in its crash dialog
                outcome = None
                failures.append(f"{case.name} ({case.route}): {type(e).__name__}: {str(e)[:200]}")
            took, used = time.monotonic() - began, tracemalloc.get_traced_memory()[1] - base
            slowest, peak = max(slowest, took), max(peak, used)
            wrong = judge(case, outcome, host) if outcome is not None else ""
            if wrong or took > NO_HANG_S or used > MEMORY_BOUND:
                failures.append(f"{case.name} ({case.route}): {wrong or ''} in {took:.1f} s, {used / 2**20:.1f} MB")
    finally:
        tracemalloc.stop()
    print(f"{attack}: {len(cases)} cases, slowest {slowest:.2f} s, peak {peak / 2**20:.1f} MB")
    assert not failures, "\n".join(failures)


# --- the file server ------------------------------------------------------------------------------


@pytest.fixture
def served(hub: HubServer, tmp_path: Path) -> tuple[HubServer, Path]:
    source = tmp_path / "source"
    source.mkdir()
    (source / NAME).write_bytes(bytes(range(256)) * 64)
    hub.add("o/r", NAME, source / NAME)
    return hub, tmp_path / "models"


def transfer(hub: HubServer, models: Path, **kw: Any) -> Transfer:
    hosted = hub.repos["o/r"].files[NAME]
    retry = kw.pop("retry", Retry(attempts=4, first_wait=0.01, max_wait=0.05, timeout=30.0))
    return Transfer(hub_mod.file_url("o/r", NAME), models / NAME, hosted.size, hosted.sha256, retry=retry, **kw)


@pytest.mark.parametrize("to", ["ftp://127.0.0.1:1/m.gguf", "file:///etc/passwd"])
def test_a_redirect_to_another_scheme_is_refused(served: tuple[HubServer, Path], to: str) -> None:
    hub, models = served
    hub.plan(Fault(status=302, location=to))
    began = time.monotonic()
    with pytest.raises(TransferError, match="redirect"):
        transfer(hub, models).run()
    assert time.monotonic() - began < NO_HANG_S and len(hub.downloads()) == 1
    assert not (models / NAME).exists() and not (models / f"{NAME}.part").exists()


def test_a_redirect_within_http_is_followed(served: tuple[HubServer, Path]) -> None:
    hub, models = served
    hub.plan(Fault(status=307, location=hub_mod.file_url("o/r", NAME)))
    assert transfer(hub, models).run().read_bytes() == hub.repos["o/r"].files[NAME].path.read_bytes()


@pytest.mark.parametrize("value", [1e308, float("inf"), float("nan"), -5.0])
def test_an_absurd_retry_after_is_cut_to_the_retry_limit(served: tuple[HubServer, Path], value: float) -> None:
    hub, models = served
    hub.plan(Fault(status=429, retry_after=value))
    t = transfer(hub, models)
    waits: list[float] = []
    t._sleep = waits.append  # type: ignore[method-assign, assignment]
    t.run()
    assert len(waits) == 1 and 0 <= waits[0] <= Retry().max_retry_after == 30.0


@pytest.mark.parametrize("fault", [Fault(hang=20.0), Fault(stall=20.0, stall_at=1000)], ids=["before-headers", "mid-body"])
def test_a_cancel_while_the_server_says_nothing_returns_at_once(served: tuple[HubServer, Path], fault: Fault) -> None:
    hub, models = served
    hub.plan(fault)
    stop, stopped_at = threading.Event(), [0.0]

    def cancel() -> None:
        stopped_at[0] = time.monotonic()
        stop.set()

    threading.Timer(0.3, cancel).start()
    with pytest.raises(Paused):
        transfer(hub, models, should_stop=stop.is_set).run()  # its read timeout: 30 s
    took = time.monotonic() - stopped_at[0]
    print(f"a cancel while the server says nothing returned in {took:.2f} s")
    assert took < 5.0


def test_a_download_cancelled_on_a_silent_server_is_gone_at_once(served: tuple[HubServer, Path]) -> None:
    hub, models = served
    hosted = hub.repos["o/r"].files[NAME]
    hub.plan(Fault(hang=20.0))
    d = Downloads(models, models.parent / "downloads.json", retry=Retry(timeout=30.0))
    try:
        entry = d.add("o/r", [RemoteFile(NAME, hosted.size, hosted.sha256)])
        until(lambda: len(hub.downloads()) == 1)  # the server took the request
        began = time.monotonic()
        d.cancel(entry.id)
        assert d.wait(entry.id, timeout=NO_HANG_S) is None  # forgotten
        took = time.monotonic() - began
    finally:
        d.close()
    print(f"a cancelled download was gone in {took:.2f} s")
    assert took < 5.0 and d.items() == [] and not any(models.rglob("*.part"))


def test_a_listed_file_of_0_bytes_downloads(served: tuple[HubServer, Path]) -> None:
    hub, models = served
    empty = models.parent / "source" / "empty.gguf"
    empty.write_bytes(b"")
    hub.add("o/r", "empty.gguf", empty)
    [choice] = [c for c in hub_mod.repo_files("o/r") if c.name == "empty.gguf"]
    assert choice.size == 0 and choice.parts[0].sha256 == hashlib.sha256().hexdigest()
    d = Downloads(models, models.parent / "downloads.json")
    try:
        done = d.wait(d.add("o/r", list(choice.parts)).id, timeout=NO_HANG_S)
    finally:
        d.close()
    assert done.state == "done", done.error
    assert (models / "o" / "r" / "empty.gguf").read_bytes() == b""


def test_names_that_leave_the_folder_are_never_written(hostile: HubServer, tmp_path: Path) -> None:
    page = [with_value(VALID_FILE, "path", name) for name in BAD_NAMES] + [VALID_FILE]
    hostile.lie = Lie(encode(page))
    assert [c.name for c in hub_mod.repo_files("o/r")] == [NAME]  # the lies left out
    d = Downloads(tmp_path / "models", tmp_path / "downloads.json")
    try:
        for name in BAD_NAMES:
            with pytest.raises(TransferError, match="will not write"):
                d.add("o/r", [RemoteFile(name, 10, SHA)])
    finally:
        d.close()
    assert not (tmp_path / "models").exists() and not (tmp_path / "downloads.json").exists()
