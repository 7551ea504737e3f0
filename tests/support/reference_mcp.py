"""The reference MCP servers, installed by the tests that drive them (tests/tools/test_reference_servers.py,
issue 48's acceptance), from the registries, at pinned versions:

- PyPI (github.com/modelcontextprotocol/servers, src/time, src/git, src/fetch): mcp-server-time
  2026.10.19, mcp-server-git 2026.10.19, mcp-server-fetch 2026.10.24, into a venv of their own
  (their pins, such as fetch's on httpx, cannot touch the project's .venv). mcp-server-fetch turns
  HTML into Markdown with readabilipy, whose Node half (Mozilla's Readability on jsdom) readabilipy
  would otherwise `npm install` at the first fetch, printing npm's output on the server's stdout:
  it is installed here, from readabilipy's own package-lock.json.
- npm: @modelcontextprotocol/server-everything 2026.8.31 and @modelcontextprotocol/server-filesystem
  2026.8.31 (`npm install --prefix … --save-exact`, never `npx -y` at test time), run by the `node`
  on PATH (20 is what CI has).

Everything lies in `~/.cache/Emberly/reference-mcp/<key>/` (EMBERLY_REFERENCE_MCP_CACHE moves it;
the key is the pins, the Python version and the machine), outside the work tree; `installed.json`,
written last, says an install finished. A file lock lets two runs at once share one install.
Cold: 80 s on a 2-core machine with empty pip and npm caches (64 s with them filled); warm: a
read of the stamp. An install that fails
(a registry out of reach, no node) raises InstallError with the installer's own words, so each
test that needs the servers fails: a skip would pass a machine that never ran them.

`python -m tests.support.reference_mcp` installs by hand and prints where.
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import hashlib
import json
import os
import platform
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PYPI = {"mcp-server-time": "2026.10.19", "mcp-server-git": "2026.10.19", "mcp-server-fetch": "2026.10.24"}
NPM = {"@modelcontextprotocol/server-everything": "2026.8.31", "@modelcontextprotocol/server-filesystem": "2026.8.31"}
STAMP = "installed.json"
# All the pip and npm runs together: a registry that stalls fails the install with this module's
# words, before pytest-timeout's 600 s end the test that asked for it with a stack trace.
INSTALL_TIMEOUT_S = 480.0


class InstallError(RuntimeError):
    """The servers could not be installed: the message is the installer's."""


def cache_dir() -> Path:
    base = Path(os.environ.get("EMBERLY_REFERENCE_MCP_CACHE") or Path.home() / ".cache" / "Emberly" / "reference-mcp")
    key = json.dumps([PYPI, NPM, sys.version_info[:2], platform.machine()], sort_keys=True)
    return base / hashlib.sha256(key.encode()).hexdigest()[:12]


@dataclass(frozen=True)
class ReferenceServers:
    """Where the installed servers are, and their commands as an mcp.json entry has them."""

    folder: Path
    node: str

    def entry(self, server: str, *args: str, **more: Any) -> dict[str, Any]:
        """The mcp.json entry (stdio) of a server by its package name, with `args` after its own."""
        if server in PYPI:
            return {"command": str(self.folder / "venv" / "bin" / server), "args": list(args), **more}
        return {"command": self.node, "args": [str(self.script(server)), *args], **more}

    def script(self, package: str) -> Path:
        """An npm server's entry point, as its package.json's `bin` names it."""
        root = self.folder / "npm" / "node_modules" / package
        bins = json.loads((root / "package.json").read_text("utf-8"))["bin"]
        return root / (bins if isinstance(bins, str) else next(iter(bins.values())))

    def complete(self) -> bool:
        return all((self.folder / "venv" / "bin" / name).is_file() for name in PYPI) and all(
            (self.folder / "npm" / "node_modules" / name / "package.json").is_file() for name in NPM)


def ensure_reference_servers(say: Callable[[str], None] | None = None) -> ReferenceServers:
    """The servers, installed first if this machine has not got them (about a minute)."""
    say = say or (lambda line: print(line, file=sys.stderr, flush=True))
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        raise InstallError("The reference MCP servers need node and npm on PATH (Debian: apt-get install nodejs npm)")
    folder = cache_dir()
    servers = ReferenceServers(folder, node)
    if _stamped(folder) and servers.complete():
        return servers
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # two pytest runs at once: one installs, the other waits
        if _stamped(folder) and servers.complete():
            return servers
        started = time.monotonic()
        deadline = started + INSTALL_TIMEOUT_S
        say(f"Installing the reference MCP servers into {folder} (once per machine)…")
        (folder / STAMP).unlink(missing_ok=True)
        for part in ("venv", "npm"):  # what a run that died mid-install left
            shutil.rmtree(folder / part, ignore_errors=True)
        _install_pypi(folder / "venv", npm, deadline)
        _run([npm, "install", "--prefix", str(folder / "npm"), "--no-audit", "--no-fund", "--save-exact",
              *(f"{name}@{version}" for name, version in NPM.items())], "npm install", deadline)
        seconds = time.monotonic() - started
        (folder / STAMP).write_text(json.dumps({"pypi": PYPI, "npm": NPM, "seconds": round(seconds, 1)}))
        say(f"Reference MCP servers installed in {seconds:.0f} s")
    return servers


def _stamped(folder: Path) -> bool:
    try:
        stamp = json.loads((folder / STAMP).read_text("utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(stamp, dict) and stamp.get("pypi") == PYPI and stamp.get("npm") == NPM


def _install_pypi(venv: Path, npm: str, deadline: float) -> None:
    python = str(venv / "bin" / "python")
    _run([sys.executable, "-m", "venv", str(venv)], "python -m venv", deadline)
    _run([python, "-m", "pip", "install", "--disable-pip-version-check", "--no-input", "-q",
          *(f"{name}=={version}" for name, version in PYPI.items())], "pip install", deadline)
    # readabilipy's Node half, from its own lock file: else its first use runs npm inside the server.
    where = _run([python, "-c", "import os, readabilipy; print(os.path.join(os.path.dirname(readabilipy.__file__), "
                                "'javascript'))"], "finding readabilipy", deadline).strip()
    _run([npm, "install", "--prefix", where, "--no-audit", "--no-fund"], "npm install (readabilipy)", deadline)
    _run([python, "-c", "from readabilipy.simple_json import have_node; raise SystemExit(0 if have_node() else 1)"],
         "readabilipy's Node check", deadline)


def _run(argv: list[str], what: str, deadline: float) -> str:
    """stdout of `argv`; InstallError with the end of what it said when it fails or passes `deadline`."""
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=max(deadline - time.monotonic(), 1),
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise InstallError(f"{what} had not finished when the install passed {INSTALL_TIMEOUT_S:.0f} s: "
                           "is the registry reachable?") from None
    except OSError as e:
        raise InstallError(f"{what} could not run: {e}") from None
    if done.returncode != 0:
        said = "\n".join(line for line in (done.stderr + done.stdout).splitlines()
                         if "is ignored: it is neither a file nor a directory" not in line)  # this machine's pip.conf
        raise InstallError(f"{what} failed (exit code {done.returncode}):\n{said[-3000:]}")
    return done.stdout


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _die_with_parent() -> None:
    """In the child: SIGTERM when the test process dies, so a killed run leaves no server behind."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class EverythingHttp:
    """server-everything on streamable HTTP (its `streamableHttp` argument; PORT from the
    environment), at http://127.0.0.1:<port>/mcp; started, killed and started again on the same
    port by a test."""

    def __init__(self, servers: ReferenceServers, log: Path, port: int | None = None) -> None:
        self.servers, self.log, self.port = servers, log, port or free_port()
        self.url = f"http://127.0.0.1:{self.port}/mcp"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, timeout_s: float = 60) -> EverythingHttp:
        entry = self.servers.entry("@modelcontextprotocol/server-everything", "streamableHttp")
        with open(self.log, "ab") as out:
            self.process = subprocess.Popen([entry["command"], *entry["args"]], stdout=out, stderr=subprocess.STDOUT,
                                            stdin=subprocess.DEVNULL, env={**os.environ, "PORT": str(self.port)},
                                            start_new_session=True, preexec_fn=_die_with_parent)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"server-everything exited with {self.process.returncode}: {self._tail()}")
            with contextlib.suppress(OSError):
                socket.create_connection(("127.0.0.1", self.port), 0.2).close()
                return self
            time.sleep(0.05)
        self.kill()
        raise RuntimeError(f"server-everything did not listen within {timeout_s:.0f} s: {self._tail()}")

    def kill(self) -> None:
        """SIGKILL to its process group: a server that dies, sessions and all."""
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(10)

    def _tail(self) -> str:
        return self.log.read_text("utf-8", "replace")[-2000:] if self.log.exists() else ""


if __name__ == "__main__":
    print(ensure_reference_servers().folder)
