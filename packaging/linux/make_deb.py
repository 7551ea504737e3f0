"""A `.deb` from the built bundle, as Debian and Ubuntu install desktop apps:

    python packaging/linux/make_deb.py [BUNDLE] [OUT]     # defaults: build/dist/Emberly, build/dist

The bundle goes to /opt/emberly; /usr/bin/emberly points at it; the menu entry, the icons in
every hicolor size and the AppStream metainfo go where the system's menus and software centres
read them (dpkg's triggers refresh their caches: no maintainer scripts, so removing the package
removes every file it installed); the copyright file, the changelog, a manual page and lintian's
overrides (each one justified in linux/lintian-overrides) go under /usr/share. Depends: the C
library this bundle was built against and the libraries Qt's xcb platform plugin needs
(app/platform_check.py's list, the one desktop-deps.sh installs). Built with `dpkg-deb
--root-owner-group`, so it needs no root; file times are the last commit's."""

from __future__ import annotations

import datetime
import email.utils
import gzip
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app import __version__
from app.__main__ import build_parser
from app.desktop_entry import desktop_file
from app.platform_check import packages
from app.resources import APP_ID, ICON_SIZES, icon_path

PREFIX = Path("/opt/emberly")
MAINTAINER = "The Emberly developers <emberly@users.noreply.github.com>"
# Where t64 renamed a library (Ubuntu 24.04), the new name provides the old one.
CONTROL = """Package: emberly
Version: {version}
Architecture: {arch}
Maintainer: {maintainer}
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
    doc = share / "doc" / "emberly"
    files[doc / "copyright"] = copyright_file().encode()
    changes = debian_changelog((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    files[doc / "changelog.gz"] = gzip.compress(changes.encode(), 9, mtime=0)
    files[share / "man" / "man1" / "emberly.1.gz"] = gzip.compress(manual_page().encode(), 9, mtime=0)
    files[share / "lintian" / "overrides" / "emberly"] = (linux / "lintian-overrides").read_bytes()
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


COPYRIGHT = """Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Emberly
Upstream-Contact: {maintainer}
Source: https://github.com/emberly/emberly

Files: *
Copyright: 2026 The Emberly developers
License: Expat

Files: opt/emberly/_internal/*
Copyright: The authors of each component
License: other
 Python, Qt for Python (PySide6, LGPL-3), llama.cpp and llama-cpp-python (MIT)
 and the other Python packages Emberly uses, as PyInstaller collected them.
 Each component's own license file is installed beside it, under
 /opt/emberly/_internal (its *.dist-info/licenses folder or LICENSE file).

License: Expat
"""


def copyright_file() -> str:
    """Debian's machine-readable copyright: Emberly's MIT (Debian calls it Expat) license, and
    where the bundled components' licenses are."""
    license_ = (ROOT / "LICENSE").read_text(encoding="utf-8")
    text = license_[license_.index("Permission is hereby granted"):].strip().splitlines()  # the terms, no title
    return COPYRIGHT.format(maintainer=MAINTAINER) + "\n".join(f" {line}" if line.strip() else " ." for line in text) + "\n"


RELEASE = re.compile(r"^## \[(\d[^\]]*)\] - (\d{4}-\d\d-\d\d)$", re.M)


def debian_changelog(markdown: str) -> str:
    """CHANGELOG.md's released versions in the form dpkg and lintian read (a native package's
    changelog): one entry per version, its text as one item, wrapped."""
    entries = []
    starts = list(RELEASE.finditer(markdown))
    for i, heading in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(markdown)
        text = " ".join(line.strip().lstrip("-").strip() for line in markdown[heading.end():end].splitlines()
                        if line.strip() and not line.startswith("#"))
        when = email.utils.format_datetime(datetime.datetime.fromisoformat(heading[2]).replace(tzinfo=datetime.timezone.utc))
        item = textwrap.fill(text, 78, initial_indent="  * ", subsequent_indent="    ", break_on_hyphens=False)
        entries.append(f"emberly ({heading[1]}) unstable; urgency=medium\n\n{item}\n\n -- {MAINTAINER}  {when}\n")
    return "\n".join(entries)


def manual_page() -> str:
    """emberly(1), from the command line's own parser: its options and their help."""
    parser = build_parser()
    lines = [f'.TH EMBERLY 1 "" "Emberly {__version__}" "User Commands"', ".SH NAME",
             r"emberly \- chat with local language models, offline", ".SH SYNOPSIS", r".B emberly", r"[\fIOPTIONS\fR]",
             ".SH DESCRIPTION", "Emberly is a desktop chat app for local GGUF models (llama.cpp). Without options it "
             "opens its window; every chat is saved with the model's memory of it, so a chat reopened continues "
             "where it left off.", ".SH OPTIONS"]
    for action in parser._actions:  # argparse has no public list of its options
        if action.help and action.option_strings:
            flags = ", ".join(rf"\fB{o}\fR".replace("-", r"\-") for o in action.option_strings)
            metavar = f" \\fI{action.metavar or action.dest.upper()}\\fR" if action.nargs != 0 else ""
            lines += [".TP", flags + metavar, action.help.replace("%(default)s", str(action.default)).replace("-", r"\-")]
    return "\n".join(lines) + "\n"


def control(root: Path) -> str:
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    glibc = platform.libc_ver()[1]  # the bundle's libraries need the C library they were built against, or newer
    depends = ", ".join([f"libc6 (>= {glibc})", *(f"{p} | {p}t64" if p.startswith("libglib2.0") else p
                                                 for p in packages("apt"))])
    return CONTROL.format(version=__version__, arch=arch, size_kib=(size + 1023) // 1024, depends=depends,
                          maintainer=MAINTAINER)


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
            runnable = path.is_dir() or (mode & 0o100 and not _is_library(path.name))
            readable = (mode | 0o444) & ~0o133  # rw-r--r--
            path.chmod(readable | 0o111 if runnable else readable)
    (work / "DEBIAN" / "md5sums").write_text("".join(
        f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(work)}\n"
        for p in sorted(work.rglob("*")) if p.is_file() and not p.is_symlink() and p.parts[len(work.parts)] != "DEBIAN"))
    arch = (work / "DEBIAN" / "control").read_text().split("Architecture: ")[1].split()[0]
    deb = out / f"emberly_{__version__}_{arch}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(work), str(deb)], check=True,
                   stdout=subprocess.DEVNULL, env={**os.environ, "SOURCE_DATE_EPOCH": str(_commit_time())})
    shutil.rmtree(work)
    return deb


def _is_library(name: str) -> bool:
    return name.endswith(".so") or ".so." in name


def _commit_time() -> int:
    """The files' time in the package: the last commit's (the same package from the same tree)."""
    out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True)
    return int(out.stdout.strip()) if out.returncode == 0 and out.stdout.strip() else int(time.time())


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
