"""Will Qt's platform plugin load? Asked before QApplication exists, because Qt's answer to "no"
is to abort the process (SIGABRT, nothing logged): a double-click user would see nothing at all.

On Linux, PySide6's xcb plugin needs X libraries that desktops often lack (`libxcb-cursor0`
first). We try to load the plugin ourselves: if it loads, Qt's own load is free (the libraries are
mapped already); if not, Wayland is tried where the session offers it, and otherwise the missing
libraries are named with the packages that bring them, per distribution family. No Qt import here.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

# soname → (apt, dnf, pacman) package. The xcb plugin's usual gaps first.
PACKAGES: dict[str, tuple[str, str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl", "libglvnd"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
}
FAMILIES = ("apt", "dnf", "pacman")
INSTALL = {"apt": "sudo apt-get install", "dnf": "sudo dnf install", "pacman": "sudo pacman -S"}


@dataclass(frozen=True)
class PlatformVerdict:
    """`platform`: the one to ask Qt for (None: Qt's own choice); `missing`: the libraries the
    xcb plugin lacks; `problem`: why no window can open (None when one can)."""

    platform: str | None = None
    missing: tuple[str, ...] = ()
    problem: str | None = None


def plugins_dir() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "Qt" / "plugins" / "platforms"


def check_platform(env: os._Environ[str] | dict[str, str] | None = None, plugins: Path | None = None) -> PlatformVerdict:
    """Which platform plugin the window can start on, without starting Qt."""
    env = os.environ if env is None else env
    if not sys.platform.startswith("linux"):
        return PlatformVerdict()
    plugins = plugins if plugins is not None else plugins_dir()
    asked = env.get("QT_QPA_PLATFORM", "").split(":")[0].strip()
    if asked and asked not in ("xcb", "wayland"):  # offscreen, minimal, eglfs, vnc…: the user's choice
        return PlatformVerdict(asked)
    if plugins is None:
        return PlatformVerdict(problem="PySide6 is not installed.")
    wayland = bool(env.get("WAYLAND_DISPLAY")) and (plugins / "libqwayland.so").exists()
    if asked == "wayland" or (not asked and wayland and env.get("XDG_SESSION_TYPE") == "wayland"):
        return PlatformVerdict("wayland")
    if not env.get("DISPLAY"):
        if wayland:
            return PlatformVerdict("wayland")
        return PlatformVerdict(problem="No display: neither DISPLAY nor WAYLAND_DISPLAY is set. "
                                       "Start Emberly from a desktop session, or use `emberly --cli`.")
    missing = missing_libraries(plugins / "libqxcb.so")
    if not missing:
        return PlatformVerdict("xcb")
    if wayland:
        return PlatformVerdict("wayland", missing)
    return PlatformVerdict(None, missing, missing_message(missing))


def missing_libraries(plugin: Path) -> tuple[str, ...]:
    """The shared libraries `plugin` needs and this system lacks (empty when it loads)."""
    if not plugin.exists():
        return (plugin.name,)
    try:
        ctypes.CDLL(str(plugin), mode=os.RTLD_LAZY)
        return ()  # loaded: Qt's own dlopen of it is now free
    except OSError as e:
        first = re.match(r"([^:\s]+\.so[.\d]*): cannot open shared object", str(e))
        found = ldd_missing(plugin)
        if found:
            return found
        return (first.group(1),) if first else (str(e),)


def ldd_missing(path: Path) -> tuple[str, ...]:
    """Every library `ldd` reports "not found" for `path` (the dynamic loader's own trace; no
    code of the library runs). Empty when ldd is not there."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return ()
    try:
        out = subprocess.run([ldd, str(path)], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return ()
    return tuple(dict.fromkeys(m.group(1) for m in re.finditer(r"^\s*(\S+) => not found", out, re.M)))


def install_commands(missing: tuple[str, ...]) -> dict[str, str]:
    """The command that brings `missing` in, per distribution family (apt, dnf, pacman)."""
    out = {}
    for i, family in enumerate(FAMILIES):
        names = dict.fromkeys(PACKAGES[lib][i] if lib in PACKAGES else lib for lib in missing)
        out[family] = f"{INSTALL[family]} {' '.join(names)}"
    return out


def missing_message(missing: tuple[str, ...]) -> str:
    commands = install_commands(missing)
    return (
        "Emberly cannot open its window: Qt's X11 (xcb) platform plugin needs libraries this system "
        f"lacks: {', '.join(missing)}.\nInstall them with your package manager, then start Emberly again:\n"
        f"  Debian, Ubuntu:  {commands['apt']}\n"
        f"  Fedora:          {commands['dnf']}\n"
        f"  Arch:            {commands['pacman']}"
    )


def notify_desktop(title: str, body: str) -> bool:
    """A desktop notification (freedesktop), the one thing a double-click user may see when no
    window can open. Best effort: False when none could be sent."""
    for command in (["notify-send", "--app-name=Emberly", "--urgency=critical", "--icon=dialog-error", title, body],
                    ["gdbus", "call", "--session", "--dest=org.freedesktop.Notifications",
                     "--object-path=/org/freedesktop/Notifications", "--method=org.freedesktop.Notifications.Notify",
                     "Emberly", "0", "dialog-error", title, body, "[]", "{}", "-1"]):
        if shutil.which(command[0]) is None:
            continue
        try:
            if subprocess.run(command, capture_output=True, timeout=5).returncode == 0:
                return True
        except (OSError, subprocess.SubprocessError):
            continue
    return False


def packages(family: str) -> list[str]:
    """Every package the xcb plugin's libraries come from, for `family` (apt, dnf or pacman)."""
    i = FAMILIES.index(family)
    return list(dict.fromkeys(names[i] for names in PACKAGES.values()))


def main(argv: list[str]) -> int:
    """`python -m app.platform_check [--packages apt|dnf|pacman]`: the packages to install
    (packaging/linux/desktop-deps.sh), or the verdict on this system."""
    if argv[:1] == ["--packages"] and len(argv) == 2 and argv[1] in FAMILIES:
        print(" ".join(packages(argv[1])))
        return 0
    verdict = check_platform()
    print(verdict.problem or f"The window can open (platform: {verdict.platform or 'Qt default'}).")
    return 1 if verdict.problem else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
