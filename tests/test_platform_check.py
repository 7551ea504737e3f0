"""app/platform_check.py on real shared objects built here: a plugin that loads, one that needs a
library this system lacks, and the choice between X11, Wayland and a clear message."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app import platform_check
from app.platform_check import check_platform, install_commands, missing_libraries

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb plugin is Linux's")

GONE = "libemberly-gone.so.0"


def build(folder: Path, needs_missing: bool) -> Path:
    """A plugins folder whose libqxcb.so loads, or needs a library that is not there."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.fail("no C compiler: the README's set-up needs one")
    folder.mkdir(parents=True, exist_ok=True)
    src = folder / "plugin.c"
    src.write_text("int emberly_plugin(void) { return 1; }\n")
    link: list[str] = []
    if needs_missing:
        subprocess.run([cc, "-shared", "-fPIC", "-o", str(folder / GONE), f"-Wl,-soname,{GONE}", str(src)], check=True)
        link = ["-Wl,--no-as-needed", f"-L{folder}", f"-l:{GONE}"]
    subprocess.run([cc, "-shared", "-fPIC", "-o", str(folder / "libqxcb.so"), str(src), *link], check=True)
    (folder / GONE).unlink(missing_ok=True)  # gone: the plugin now needs a library this system lacks
    return folder


def test_a_plugin_that_loads_means_x11(tmp_path: Path) -> None:
    plugins = build(tmp_path / "ok", needs_missing=False)
    assert missing_libraries(plugins / "libqxcb.so") == ()
    assert check_platform({"DISPLAY": ":0"}, plugins) == platform_check.PlatformVerdict("xcb")


def test_missing_libraries_are_named_with_their_packages(tmp_path: Path) -> None:
    plugins = build(tmp_path / "gone", needs_missing=True)
    assert missing_libraries(plugins / "libqxcb.so") == (GONE,)
    verdict = check_platform({"DISPLAY": ":0"}, plugins)
    assert verdict.platform is None and verdict.missing == (GONE,)
    assert verdict.problem is not None and GONE in verdict.problem and "sudo apt-get install" in verdict.problem
    # On a Wayland session the window opens there instead.
    (plugins / "libqwayland.so").write_bytes(b"")
    assert check_platform({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, plugins).platform == "wayland"


def test_the_commonly_missing_libraries_map_to_each_familys_packages() -> None:
    commands = install_commands(("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"))
    assert commands == {
        "apt": "sudo apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1",
        "dnf": "sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-keysyms",
        "pacman": "sudo pacman -S xcb-util-cursor xcb-util-wm xcb-util-keysyms",
    }
    assert "libxcb-cursor0" in platform_check.packages("apt")


def test_no_display_and_other_platforms(tmp_path: Path) -> None:
    plugins = build(tmp_path / "ok", needs_missing=False)
    assert check_platform({"QT_QPA_PLATFORM": "offscreen"}, plugins).platform == "offscreen"
    no_display = check_platform({}, plugins)
    assert no_display.problem is not None and "--cli" in no_display.problem
    (plugins / "libqwayland.so").write_bytes(b"")
    assert check_platform({"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland", "DISPLAY": ":0"}, plugins).platform == "wayland"
