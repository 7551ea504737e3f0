"""MCP servers written with the SDK (tests/support/mcp_server.py), on stdio and on streamable
HTTP over loopback, through ToolHub (app/tools/hub.py): tools listed from several servers and
called; a server that hangs, crashes mid-call, never answers initialize, answers with text that
is not JSON-RPC or floods its stdout fails alone, with its reason, and leaves no process behind;
a 10 MB result reaches the model cut; a secret in a server's environment is never logged."""

from __future__ import annotations

import logging
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from app.tools.hub import MAX_RESULT_CHARS, ToolError, ToolHub
from app.tools.servers import ServerConfig
from tests.desktop.xserver import ROOT

pytestmark = pytest.mark.slow  # each server is a Python process importing the SDK: about a second


def server(name: str, mode: str = "serve", timeout_s: float = 10, **kw: object) -> ServerConfig:
    return ServerConfig(name, command=sys.executable, args=("-m", "tests.support.mcp_server", mode, f"--marker={name}"),
                        cwd=str(ROOT), timeout_s=timeout_s, **kw)  # type: ignore[arg-type]


def running(marker: str) -> list[str]:
    out = subprocess.run(["pgrep", "-f", f"--marker={marker}"], capture_output=True, text=True)
    return out.stdout.split()


@pytest.fixture
def make_hub(tmp_path: Path) -> Iterator[Callable[..., ToolHub]]:
    hubs: list[ToolHub] = []

    def make(*servers: ServerConfig) -> ToolHub:
        hubs.append(ToolHub(servers, tmp_path / "logs"))
        return hubs[-1]

    yield make
    for hub in hubs:
        hub.close()


def test_tools_of_two_servers_are_listed_and_called(make_hub: Callable[..., ToolHub], caplog: pytest.LogCaptureFixture
                                                    ) -> None:
    caplog.set_level(logging.DEBUG)
    hub = make_hub(server("maths"), server("words", "banner", env={"EMBERLY_TEST_TOKEN": "s3cr3t-value"}))
    names = {t.name for t in hub.tools()}
    assert hub.problems == {}
    # Both serve the same tools: each name is qualified by its server; a banner on stdout is skipped.
    assert {"maths_add", "words_add", "maths_sleep", "words_env"} <= names
    add = next(t for t in hub.tools() if t.name == "maths_add")
    assert add.tool == "add" and add.description == "Add two integers." and "a" in add.input_schema["properties"]
    assert hub.call("maths_add", {"a": 2, "b": 40}).text == "42"
    assert hub.call("words_env", {"name": "EMBERLY_TEST_TOKEN"}).text == "set"  # the env reached it
    assert hub.call("maths_env", {"name": "EMBERLY_TEST_TOKEN"}).text == "unset"
    wrong = hub.call("maths_add", {"a": "two"})  # the server's own validation: an error result the model sees
    assert wrong.is_error and wrong.text
    with pytest.raises(ToolError, match="no tool 'nope'"):
        hub.call("nope", {})
    assert not any("s3cr3t-value" in r.getMessage() for r in caplog.records)


def test_a_hang_times_out_alone_and_the_server_starts_again(make_hub: Callable[..., ToolHub]) -> None:
    hub = make_hub(server("slow", timeout_s=2), server("quick"))
    hub.tools()
    other: list[float] = []

    def meanwhile() -> None:
        time.sleep(0.3)
        started = time.perf_counter()
        assert hub.call("quick_add", {"a": 1, "b": 2}).text == "3"
        other.append(time.perf_counter() - started)

    thread = threading.Thread(target=meanwhile)
    thread.start()
    started = time.perf_counter()
    with pytest.raises(ToolError, match="did not answer within 2 s; the server was stopped"):
        hub.call("slow_sleep", {"seconds": 60})
    hung = time.perf_counter() - started
    thread.join(30)
    assert 2 <= hung < 10 and other and other[0] < hung  # the other server answered while this one hung
    assert hub.call("slow_add", {"a": 2, "b": 2}).text == "4"  # started again


def test_a_crash_mid_call_is_said_and_the_next_call_works(make_hub: Callable[..., ToolHub]) -> None:
    hub = make_hub(server("fragile"))
    hub.tools()
    with pytest.raises(ToolError, match="fragile_crash|crash .*closed the connection"):
        hub.call("crash", {})
    assert hub.call("add", {"a": 1, "b": 1}).text == "2"


@pytest.mark.parametrize("mode, says", [
    ("silent", "never answered initialize"),
    ("garbage", "not JSON-RPC to its stdout"),
    ("flood", "a message over 32 MB"),
])
def test_a_server_that_misbehaves_fails_alone(make_hub: Callable[..., ToolHub], mode: str, says: str) -> None:
    marker = f"bad-{mode}"
    hub = make_hub(server(marker, mode, timeout_s=3), server("fine"))
    names = {t.name for t in hub.tools()}
    assert "add" in names and says in hub.problems[marker] and "its log" in hub.problems[marker]
    deadline = time.monotonic() + 10
    while running(marker) and time.monotonic() < deadline:  # its process group is ended
        time.sleep(0.1)
    assert running(marker) == []


def test_a_big_result_is_cut_for_the_model(make_hub: Callable[..., ToolHub]) -> None:
    hub = make_hub(server("bulky"))
    hub.tools()
    result = hub.call("big", {"megabytes": 10})
    assert result.cut and len(result.text) < MAX_RESULT_CHARS + 100 and "the result had 10,485,760 characters" in result.text


def test_a_streamable_http_server_on_loopback(make_hub: Callable[..., ToolHub]) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "tests.support.mcp_server", "--http", str(port)], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), 0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        hub = make_hub(ServerConfig("remote", url=f"http://127.0.0.1:{port}/mcp", headers={"Authorization": "Bearer t"},
                                    timeout_s=10))
        assert "echo" in {t.name for t in hub.tools()}, hub.problems
        assert hub.call("echo", {"text": "über HTTP"}).text == "über HTTP"
    finally:
        proc.terminate()
        proc.wait(10)
