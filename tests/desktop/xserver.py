"""A real X server (Xvfb), a real keyboard and mouse (xdotool), screenshots (ImageMagick's
`import`), and the real app in its own process on it, read through its probe file
(app/ui/probe.py): what the offscreen platform hides (focus, scrolling while a reply streams, the
platform plugin's libraries) shows here."""

from __future__ import annotations

import ctypes
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.runtime.told import SAID_NOTHING
from tests.support.helpers import ARTIFACTS

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("Xvfb", "openbox", "xdotool", "import")
SCREEN = "1280x800x24"


def require_tools() -> None:
    """Skip where the desktop tools are missing, except in CI, which installs them (.ci/run): there
    a missing tool is a failure, never a skip counted as a pass."""
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        message = f"the real-desktop tier needs {', '.join(missing)} (Debian: xvfb openbox xdotool imagemagick)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


def _die_with_parent() -> None:
    ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG: no orphan after a killed run


class XServer:
    def __init__(self) -> None:
        read, write = os.pipe()
        self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                                     pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                     preexec_fn=_die_with_parent)
        os.close(write)
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"
        # A window manager, as on every desktop: it gives a new window the focus.
        ready = Path(os.environ.get("TMPDIR", "/tmp")) / f"emberly-wm-{os.getpid()}-{number}"
        ready.unlink(missing_ok=True)
        self.wm = subprocess.Popen(["openbox", "--sm-disable", "--startup", f"touch {ready}"], env={**os.environ, **self.env()},
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=_die_with_parent)
        end = time.monotonic() + 30
        while not ready.exists():
            if time.monotonic() > end or self.wm.poll() is not None:
                self.close()
                raise RuntimeError("the window manager (openbox) did not start")
            time.sleep(0.05)
        ready.unlink()

    def env(self) -> dict[str, str]:
        return {"DISPLAY": self.display}

    def xdotool(self, *args: str) -> str:
        out = subprocess.run(["xdotool", *args], env={**os.environ, **self.env()}, capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, f"xdotool {' '.join(args)}: {out.stderr}"
        return out.stdout

    def type(self, text: str) -> None:
        self.xdotool("type", "--delay", "25", text)

    def key(self, *keys: str) -> None:
        self.xdotool("key", "--delay", "60", *keys)

    def click(self, at: list[int], button: int = 1, repeat: int = 1) -> None:
        self.xdotool("mousemove", "--sync", str(at[0]), str(at[1]))
        self.xdotool("click", "--repeat", str(repeat), "--delay", "40", str(button))

    def screenshot(self, name: str) -> Path:
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / name
        subprocess.run(["import", "-window", "root", str(path)], env={**os.environ, **self.env()}, check=True, timeout=60)
        return path

    def close(self) -> None:
        for proc in (getattr(self, "wm", None), self.proc):
            if proc is None:
                continue
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()


class App:
    """`python -m app` as a person starts it, on `xserver`, with its own data and config folders
    (or `argv`, the built bundle as its menu entry starts it, with no model named: the settings')."""

    def __init__(self, xserver: XServer, data: Path, config: Path, model: Path | None, log: Path,
                 prefix: list[str] | None = None, extra_env: dict[str, str] | None = None,
                 argv: list[str] | None = None):
        self.probe_path = data.parent / "probe.json"
        self.probe_path.unlink(missing_ok=True)
        env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # the real platform plugin
        env.update(xserver.env(), LANGUAGE="en_US", LC_ALL="en_US.UTF-8",  # the words and numbers the tests read
                   EMBERLY_DATA_DIR=str(data), EMBERLY_CONFIG_DIR=str(config),
                   EMBERLY_TEST_PROBE=str(self.probe_path), **(extra_env or {}))
        self.log = log.open("ab")
        argv = argv or [sys.executable, "-m", "app"]
        if model is not None:
            argv = [*argv, "--model", str(model)]
        self.proc = subprocess.Popen([*(prefix or []), *argv], cwd=ROOT, env=env,
                                     stdout=self.log, stderr=subprocess.STDOUT, preexec_fn=_die_with_parent)

    def state(self) -> dict[str, Any]:
        try:
            return json.loads(self.probe_path.read_text())  # type: ignore[no-any-return]
        except (OSError, ValueError):
            return {}

    def wait(self, cond: Callable[[dict[str, Any]], object], what: str, timeout: float = 60) -> dict[str, Any]:
        end = time.monotonic() + timeout
        while True:
            s = self.state()
            if s and cond(s):
                return s
            if self.proc.poll() is not None:
                raise AssertionError(f"the app exited ({self.proc.returncode}) while waiting for {what}")
            if time.monotonic() > end:
                raise AssertionError(f"waited {timeout:.0f} s for {what}; the window said {s}")
            time.sleep(0.05)

    def exited(self, timeout: float = 60) -> int:
        try:
            return self.proc.wait(timeout)
        finally:
            self.log.close()

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(30)
        self.log.close()


def libraries_hidden(names: tuple[str, ...], folder: Path) -> list[str]:
    """A command prefix that runs a program on this system as if the shared libraries `names`
    (sonames) were not installed: a private mount namespace whose library folder is a hard-linked
    copy without them. Skips where that cannot be made (not root, another filesystem)."""
    libdir = Path(_libdir_of("libxcb.so.1"))
    shadow = folder / "libs"
    try:
        subprocess.run(["cp", "-al", str(libdir), str(shadow)], check=True, capture_output=True, timeout=120)
    except (OSError, subprocess.SubprocessError) as e:
        pytest.skip(f"cannot hard-link {libdir} here: {e}")
    for name in names:
        stem = name.split(".so")[0]
        for p in shadow.glob(f"{stem}.so*"):
            p.unlink()
    probe = subprocess.run(["unshare", "-m", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"no private mount namespace here (unshare -m: {probe.stderr.decode().strip()})")
    return ["unshare", "-m", "sh", "-c", f'mount --bind "{shadow}" "{libdir}" && exec "$@"', "hidden"]


def _libdir_of(soname: str) -> str:
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    for line in out.splitlines():
        if line.strip().startswith(soname) and "=>" in line:
            return str(Path(line.split("=>")[1].strip()).resolve().parent)
    return "/usr/lib/x86_64-linux-gnu"


def answered(app: App, press: Callable[[], None], xserver: XServer, what: str,
             done: Callable[[dict[str, Any]], object] = lambda s: s["generating"], timeout: float = 120) -> dict[str, Any]:
    """`press` sends a message; wait until `done` (by default: its reply streams). The demo model
    samples at random and now and then ends its turn before writing anything: the window says
    so, and Regenerate (Ctrl+R) asks again, as a person would (three tries)."""
    for _ in range(3):
        seen = app.state().get("banners", 0)
        press()
        def said_nothing(s: dict[str, Any], seen: int = seen) -> bool:
            return bool(s["banners"] > seen and SAID_NOTHING in s["banner"])

        s = app.wait(lambda s: done(s) or said_nothing(s), what, timeout)
        if done(s):
            return s
        press = lambda: xserver.key("ctrl+r")
    raise AssertionError(f"the model wrote nothing three times: {s}")


def paste(app: App, xserver: XServer, owner: str, args: list[str], shown: Callable[[dict[str, Any]], object],
          what: str) -> None:
    """Another program (Python code `owner`, run with `args`, printing "ready" once it holds the X
    clipboard) puts something there, as a screenshot tool or a file manager does; Ctrl+V in the
    message box takes it: wait until `shown`."""
    env = {**os.environ, **xserver.env(), "QT_QPA_PLATFORM": "xcb"}
    proc = subprocess.Popen([sys.executable, "-c", owner, *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        xserver.key("ctrl+v")
        app.wait(shown, what)
    finally:
        proc.terminate()
        proc.wait(10)
