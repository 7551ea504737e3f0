"""`emberly --install-desktop-entry`: put Emberly in this user's application menu (Linux).

Installs, under $XDG_DATA_HOME (default ~/.local/share), the .desktop file with an absolute Exec
line that starts this very install (a PyInstaller bundle, a venv's `emberly` script, or
`python -m app`), the icon in every hicolor size plus the SVG, and the AppStream metainfo. Nothing
needs root; running it again after moving the install refreshes the paths. Qt-free.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .atomic import write_atomic
from .resources import APP_ID, ICON_SIZES, icon_path, resources_dir

# Characters that force an Exec argument into double quotes (Desktop Entry spec, "The Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


class DesktopEntryError(RuntimeError):
    pass


def install_desktop_entry(data_home: Path | None = None) -> list[Path]:
    """Install the menu entry, icons and metainfo; returns the files written."""
    if not sys.platform.startswith("linux"):
        raise DesktopEntryError(f"--install-desktop-entry is for Linux desktops only (this is {sys.platform})")
    home = data_home or xdg_data_home()
    argv, workdir = launch_command()
    linux = linux_files_dir()
    template = (linux / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    files: dict[Path, bytes] = {
        home / "applications" / f"{APP_ID}.desktop": desktop_file(template, argv, workdir).encode(),
        home / "metainfo" / f"{APP_ID}.metainfo.xml": (linux / f"{APP_ID}.metainfo.xml").read_bytes(),
        home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg": icon_path().read_bytes(),
    }
    for size in ICON_SIZES:
        files[home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = icon_path(size).read_bytes()
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, data)
    # Refresh the caches some desktops read; a missing tool or a failure only delays the menu.
    _run_quietly(["update-desktop-database", "-q", str(home / "applications")])
    hicolor = home / "icons" / "hicolor"
    if (hicolor / "icon-theme.cache").exists():  # refresh one; never create one that would go stale
        _run_quietly(["gtk-update-icon-cache", "-q", "-f", "-t", str(hicolor)])
    return list(files)


def xdg_data_home() -> Path:
    # The XDG spec: an unset, empty or relative XDG_DATA_HOME means ~/.local/share.
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def linux_files_dir() -> Path:
    """packaging/linux, next to resources/ both in the source tree and in the bundle."""
    return resources_dir().parent / "packaging" / "linux"


def launch_command() -> tuple[list[str], Path | None]:
    """The argv that starts this install, and a working folder when `app` is importable only from it."""
    if getattr(sys, "frozen", False):
        # A PyInstaller bundle: the windowed executable, even when emberly-cli runs this.
        gui = Path(sys.executable).with_name("Emberly")
        return [str(gui if gui.is_file() else sys.executable)], None
    # sys.executable is not resolved on purpose: a venv's python is a symlink out of the venv.
    script = Path(sys.executable).parent / "emberly"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)], None
    return [sys.executable, "-m", "app"], Path(__file__).resolve().parent.parent


def desktop_file(template: str, argv: list[str], workdir: Path | None) -> str:
    """The template with its Exec line made absolute, plus TryExec (hides the entry if the install goes)."""
    lines = []
    for line in template.splitlines():
        if line.startswith(("Exec=", "TryExec=", "Path=")):
            if line.startswith("Exec="):
                lines += [f"TryExec={_escape(argv[0])}", f"Exec={exec_line(argv)}"]
                if workdir is not None:
                    lines.append(f"Path={_escape(str(workdir))}")
            continue
        lines.append(line)
    return "\n".join(lines) + "\n"


def exec_line(argv: list[str]) -> str:
    return " ".join(_escape(_quote(arg)).replace("%", "%%") for arg in argv)


def _quote(arg: str) -> str:
    if not _RESERVED.intersection(arg):
        return arg
    return '"' + "".join("\\" + c if c in '"`$\\' else c for c in arg) + '"'


def _escape(value: str) -> str:
    # String-level escapes of the desktop file format, undone before Exec's quoting rules apply.
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def _run_quietly(argv: list[str]) -> None:
    try:
        subprocess.run(argv, check=False, timeout=60, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        pass
