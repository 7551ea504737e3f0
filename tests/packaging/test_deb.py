"""The `.deb` (packaging/linux/make_deb.py), made from a stand-in bundle (the real one takes 35
minutes: `pytest -m bundle` builds it): the bundle in /opt/emberly, /usr/bin/emberly, the menu
entry starting it (desktop-file-validate), the icons and the metainfo where menus and software
centres read them, the xcb libraries as dependencies, no maintainer scripts (dpkg removes every
file it installed). Installed and removed with apt-get by hand: see packaging/README.md."""

from __future__ import annotations

import gzip
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__
from app.resources import APP_ID

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging" / "linux"))


def _dpkg() -> None:
    if shutil.which("dpkg-deb") is None:
        if os.environ.get("CI"):
            pytest.fail("dpkg-deb is missing on a Debian CI machine")
        pytest.skip("a .deb is built with dpkg-deb (Debian and Ubuntu)")


def test_the_deb_holds_the_bundle_its_menu_entry_and_its_dependencies(tmp_path: Path) -> None:
    _dpkg()
    from make_deb import make_deb

    bundle = tmp_path / "Emberly"
    bundle.mkdir()
    for name in ("Emberly", "emberly-cli"):
        (bundle / name).write_text(f'#!/bin/sh\necho "Emberly {__version__}"\n')
        (bundle / name).chmod(0o700)  # as a build leaves it: the package makes it everyone's
    (bundle / "_internal").mkdir()
    (bundle / "_internal" / "libllama.so").write_bytes(b"\x7fELF")
    (bundle / "_internal" / "libllama.so").chmod(0o755)  # as pip leaves a wheel's libraries
    deb = make_deb(bundle, tmp_path)
    assert deb.name.startswith(f"emberly_{__version__}_")
    info = subprocess.run(["dpkg-deb", "--info", str(deb)], capture_output=True, text=True, check=True).stdout
    assert f"Version: {__version__}" in info and "libxcb-cursor0" in info and "libglib2.0-0 | libglib2.0-0t64" in info
    assert f"libc6 (>= {platform.libc_ver()[1]})" in info and "md5sums" in info
    assert "postinst" not in info and "prerm" not in info  # nothing to undo by hand: dpkg removes its files
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True).stdout
    def mode(path: str) -> str:
        return next(line for line in listing.splitlines() if line.endswith(f"./{path}")).split()[0]

    assert mode("opt/emberly/Emberly") == "-rwxr-xr-x" and mode("opt/emberly/_internal/libllama.so") == "-rw-r--r--"
    assert "./usr/bin/emberly -> /opt/emberly/Emberly" in listing
    for path in (f"usr/share/applications/{APP_ID}.desktop", f"usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg", f"usr/share/icons/hicolor/48x48/apps/{APP_ID}.png",
                 "opt/emberly/_internal/libllama.so", "usr/share/doc/emberly/copyright", "usr/share/doc/emberly/changelog.gz",
                 "usr/share/man/man1/emberly.1.gz", "usr/share/lintian/overrides/emberly"):
        assert f"./{path}\n" in listing + "\n", path
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    entry = root / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    assert "Exec=/opt/emberly/Emberly\n" in entry.read_text() and "TryExec=/opt/emberly/Emberly\n" in entry.read_text()
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(entry)], check=True)
    assert subprocess.run([str(root / "opt" / "emberly" / "Emberly")], capture_output=True, text=True).stdout.strip() \
        == f"Emberly {__version__}"
    copyright_ = (root / "usr" / "share" / "doc" / "emberly" / "copyright").read_text()
    assert "License: Expat\n Permission is hereby granted" in copyright_ and "\n .\n" in copyright_
    changes = gzip.decompress((root / "usr" / "share" / "doc" / "emberly" / "changelog.gz").read_bytes()).decode()
    assert changes.startswith("emberly (0.1.0) unstable; urgency=medium\n\n  * The first version: ")
    if shutil.which("dpkg-parsechangelog"):  # what lintian and dpkg read
        parsed = subprocess.run(["dpkg-parsechangelog", "-l", "-", "--all"], input=changes, capture_output=True,
                                text=True, check=True).stdout
        assert "Version: 0.1.0" in parsed and "Date: Mon, 30 Nov 2026" in parsed, parsed
    manual = gzip.decompress((root / "usr" / "share" / "man" / "man1" / "emberly.1.gz").read_bytes()).decode()
    assert r"\fB\-\-serve\fR" in manual and r"\fB\-\-model\fR \fIMODEL\fR" in manual
    if shutil.which("man"):  # the page renders, with every option the parser has
        shown = subprocess.run(["man", "-l", "-"], input=manual, capture_output=True, text=True,
                               env={**os.environ, "MANWIDTH": "100", "MAN_KEEP_FORMATTING": ""}).stdout
        assert "--install-desktop-entry" in shown and "--diagnose" in shown, shown
