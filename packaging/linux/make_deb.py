"""A `.deb` from the built bundle, as Debian and Ubuntu install desktop apps:

    python packaging/linux/make_deb.py [BUNDLE] [OUT]     # defaults: build/dist/Emberly, build/dist

The bundle goes to /opt/emberly; /usr/bin/emberly points at it; the menu entry, the icons in
every hicolor size and the AppStream metainfo go where the system's menus and software centres
read them (dpkg's triggers refresh their caches: no maintainer scripts, so removing the package
removes every file it installed). Depends: the libraries Qt's xcb platform plugin needs
(app/platform_check.py's list, the one desktop-deps.sh installs). Built with `dpkg-deb
--root-owner-group`, so it needs no root."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app import __version__
from app.desktop_entry import desktop_file
from app.platform_check import packages
from app.resources import APP_ID, ICON_SIZES, icon_path

PREFIX = Path("/opt/emberly")
# Where t64 renamed a library (Ubuntu 24.04), the new name provides the old one.
CONTROL = """Package: emberly
Version: {version}
Architecture: {arch}
Maintainer: The Emberly developers <emberly@users.noreply.github.com>
Installed-Size: {size_kib}
Depends: {depends}
Section: utils
Priority: optional
Homepage: https://github.com/emberly/emberly
Description: chat with local language models, offline
 Emberly is a desktop chat app for local GGUF models (llama.cpp). Every
 chat is saved with the model's memory of it, so a chat reopened, even
 after a restart, continues in milliseconds.
"""


def stage(bundle: Path, root: Path) -> None:
    """The package's files under `root`, as they will be on the system."""
    shutil.copytree(bundle, root / PREFIX.relative_to("/"), symlinks=True)
    bin_dir = root / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "emberly").symlink_to(PREFIX / "Emberly")
    share = root / "usr" / "share"
    linux = ROOT / "packaging" / "linux"
    template = (linux / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    files = {
        share / "applications" / f"{APP_ID}.desktop": desktop_file(template, [str(PREFIX / "Emberly")], None).encode(),
        share / "metainfo" / f"{APP_ID}.metainfo.xml": (linux / f"{APP_ID}.metainfo.xml").read_bytes(),
        share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg": icon_path().read_bytes(),
        **{share / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png": icon_path(n).read_bytes()
           for n in ICON_SIZES},
    }
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def control(root: Path) -> str:
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    depends = ", ".join(f"{p} | {p}t64" if p.startswith("libglib2.0") else p for p in packages("apt"))
    return CONTROL.format(version=__version__, arch=arch, size_kib=(size + 1023) // 1024, depends=depends)


def make_deb(bundle: Path, out: Path) -> Path:
    """Build the package from `bundle` into `out`; returns its path."""
    work = out / "deb-root"
    shutil.rmtree(work, ignore_errors=True)
    stage(bundle, work)
    (work / "DEBIAN").mkdir()
    (work / "DEBIAN" / "control").write_text(control(work), encoding="utf-8")
    for path in work.rglob("*"):  # what dpkg installs: readable by all, runnable by all where the owner may
        if not path.is_symlink():
            mode = path.stat().st_mode
            path.chmod((mode | 0o444 | (0o111 if path.is_dir() or mode & 0o100 else 0)) & ~0o022)
    arch = (work / "DEBIAN" / "control").read_text().split("Architecture: ")[1].split()[0]
    deb = out / f"emberly_{__version__}_{arch}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(work), str(deb)], check=True,
                   stdout=subprocess.DEVNULL, env={**os.environ, "SOURCE_DATE_EPOCH": "0"})
    shutil.rmtree(work)
    return deb


def cli(make: Callable[[Path, Path], Path], argv: list[str]) -> int:
    """`[BUNDLE] [OUT]` (build/dist/Emberly, build/dist): `make` run on them, what it made printed.
    The .tar.gz's script shares it."""
    bundle = Path(argv[0]) if argv else ROOT / "build" / "dist" / "Emberly"
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "build" / "dist"
    if not (bundle / "Emberly").is_file():
        raise SystemExit(f"no bundle at {bundle}: build it first (python packaging/build.py)")
    out.mkdir(parents=True, exist_ok=True)
    print(make(bundle, out))
    return 0


if __name__ == "__main__":
    sys.exit(cli(make_deb, sys.argv[1:]))
