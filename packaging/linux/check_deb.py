"""The .deb on a fresh Debian, as a person installs it: a minimal Debian made with debootstrap,
`apt-get install ./emberly_*.deb` (which brings what it depends on), the menu entry's Exec started
on a real X server (Xvfb, this machine's, its socket shared) and a message typed and answered,
then `apt-get purge emberly`, which must leave none of the package's files behind.

    sudo .venv/bin/python packaging/linux/check_deb.py [DEB] [--suite bookworm]

Needs root (chroot, mounts), debootstrap and a Debian mirror, Xvfb, openbox, xdotool and
desktop-file-validate, and the
demo model package (the model the app answers with). Everything lands in build/deb-check/.
"""

from __future__ import annotations

import argparse
import contextlib
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app import __version__
from app.engine.local.default_model import ensure_demo_model
from app.resources import APP_ID
from tests.desktop.xserver import App, XServer, answered

WORK = ROOT / "build" / "deb-check"
MIRROR = "http://deb.debian.org/debian"


def sh(*argv: str) -> str:
    print("$", " ".join(argv), flush=True)
    out = subprocess.run(argv, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"{argv[0]} exited with {out.returncode}:\n{out.stdout[-3000:]}{out.stderr[-3000:]}")
    return out.stdout


def fresh_debian(suite: str) -> Path:
    """A minimal Debian `suite`, made once and copied anew for every check."""
    pristine = WORK / f"{suite}-pristine"
    if not pristine.is_dir():
        sh("debootstrap", "--variant=minbase", suite, str(pristine), MIRROR)
    target = WORK / suite
    if target.exists():
        sh("rm", "-rf", "--one-file-system", str(target))
    sh("cp", "-a", str(pristine), str(target))
    shutil.copy("/etc/resolv.conf", target / "etc" / "resolv.conf")
    return target


@contextlib.contextmanager
def mounted(root: Path) -> Iterator[None]:
    """/proc, /sys, /dev and the X server's socket folder inside `root`."""
    done: list[Path] = []
    try:
        for path in ("/proc", "/sys", "/dev", "/dev/pts", "/tmp/.X11-unix"):
            target = root / path.lstrip("/")
            target.mkdir(parents=True, exist_ok=True)
            sh("mount", "--bind", path, str(target))
            done.append(target)
        yield
    finally:
        for target in reversed(done):
            subprocess.run(["umount", "-l", str(target)], check=False)


def in_root(root: Path, *argv: str) -> str:
    return sh("chroot", str(root), "env", "DEBIAN_FRONTEND=noninteractive", "PATH=/usr/sbin:/usr/bin:/sbin:/bin", *argv)


def started_from_the_menu(root: Path, xserver: XServer, model: str) -> None:
    """The installed menu entry's Exec, started as the desktop starts it, answers a message."""
    entry = (root / "usr" / "share" / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    (line,) = [x for x in entry.splitlines() if x.startswith("Exec=")]
    argv = [a for a in shlex.split(line.removeprefix("Exec=")) if not a.startswith("%")]
    home = root / "root"
    env = ["EMBERLY_DATA_DIR=/root/data", "EMBERLY_CONFIG_DIR=/root/config", "EMBERLY_TEST_PROBE=/root/probe.json",
           "HOME=/root", f"DISPLAY={xserver.display}"]
    app = App(xserver, home / "data", home / "config", None, WORK / "app.log",
              argv=["chroot", str(root), "env", "-i", *env, *argv, "--model", model])
    app.wait(lambda s: s["active"] and s["focus_in_composer"] and s["meter"] is not None, "the window, its model loaded",
             timeout=180)
    xserver.type("Name three rivers of Europe.")
    answered(app, lambda: xserver.key("Return"), xserver, "the reply", lambda s: s["messages"] == 2 and not s["generating"])
    xserver.screenshot("deb-installed-window.png")
    xserver.key("ctrl+q")
    if app.exited() != 0:
        raise SystemExit(f"the installed app did not quit cleanly: {(WORK / 'app.log').read_text()[-3000:]}")
    print(f"the menu entry's {argv[0]} started, answered a message and quit", flush=True)


def check(deb: Path, suite: str) -> None:
    root = fresh_debian(suite)
    shutil.copy(deb, root / "tmp" / deb.name)
    model = Path(shutil.copy(ensure_demo_model(ROOT / "build" / "demo-model"), root / "root"))
    with mounted(root):
        in_root(root, "apt-get", "update", "-q")
        print(in_root(root, "apt-get", "install", "-y", "-q", f"/tmp/{deb.name}")[-2500:])
        files = [p for p in in_root(root, "dpkg", "-L", "emberly").splitlines() if p.strip()]
        print(f"installed: {len(files)} paths; " + in_root(root, "emberly", "--version").strip())
        sh("desktop-file-validate", str(root / "usr" / "share" / "applications" / f"{APP_ID}.desktop"))
        xserver = XServer()
        try:
            started_from_the_menu(root, xserver, f"/root/{model.name}")
        finally:
            xserver.close()
        in_root(root, "apt-get", "purge", "-y", "-q", "emberly")
    left = [p for p in files if (root / p.lstrip("/")).exists() and not (root / p.lstrip("/")).is_dir()]
    left += [p for p in ("/opt/emberly", "/usr/bin/emberly") if (root / p.lstrip("/")).exists()]
    if left:
        raise SystemExit(f"apt-get purge left {len(left)} of the package's files: {left[:10]}")
    print(f"purged: none of its {len(files)} paths left behind")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deb", nargs="?", type=Path, help="the package (default: build/dist/emberly_<version>_*.deb)")
    parser.add_argument("--suite", default="bookworm", help="the Debian release to install on")
    args = parser.parse_args()
    deb = args.deb or next(iter(sorted((ROOT / "build" / "dist").glob(f"emberly_{__version__}_*.deb"))), None)
    if deb is None or not deb.is_file():
        raise SystemExit("no .deb: build the bundle, then packaging/linux/make_deb.py")
    WORK.mkdir(parents=True, exist_ok=True)
    check(deb.resolve(), args.suite)
    print(f"OK: {deb.name} installs on a fresh Debian {args.suite}, starts from its menu entry, and purges cleanly")
    return 0


if __name__ == "__main__":
    sys.exit(main())
