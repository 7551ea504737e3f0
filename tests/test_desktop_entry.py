"""Linux desktop integration: the .desktop and metainfo files pass the freedesktop validators, and
`python -m app --install-desktop-entry` installs a menu entry that starts this install."""

from __future__ import annotations

import os
import shlex
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__
from app.desktop_entry import DesktopEntryError, desktop_file, exec_line, install_desktop_entry, launch_command
from app.resources import APP_ID, ICON_SIZES, icon_path

ROOT = Path(__file__).resolve().parent.parent
DESKTOP = ROOT / "packaging" / "linux" / f"{APP_ID}.desktop"
METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop integration is Linux-only")


def need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed (Debian: apt-get install desktop-file-utils appstream; .ci/run does it)")
    return path


def desktop_file_validate(path: Path) -> None:
    out = subprocess.run([need("desktop-file-validate"), str(path)], capture_output=True, text=True)
    # Clean means no errors, warnings or hints at all: the tool prints nothing.
    assert out.returncode == 0 and not (out.stdout + out.stderr).strip(), out.stdout + out.stderr


def appstream_validate(path: Path) -> None:
    out = subprocess.run([need("appstreamcli"), "validate", "--no-net", "--pedantic", str(path)],
                         capture_output=True, text=True)
    problems = [line for line in out.stdout.splitlines() if line.startswith(("E:", "W:"))]
    assert out.returncode == 0 and not problems, out.stdout + out.stderr


def keys(desktop: Path) -> dict[str, str]:
    return dict(line.split("=", 1) for line in desktop.read_text().splitlines() if "=" in line)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_desktop_file_validates() -> None:
    desktop_file_validate(DESKTOP)


def test_metainfo_validates() -> None:
    appstream_validate(METAINFO)


def test_icons_exist_in_every_size() -> None:
    assert b"<svg" in icon_path().read_bytes()
    for size in ICON_SIZES:
        assert png_size(icon_path(size)) == (size, size)


def test_version() -> None:
    out = subprocess.run([sys.executable, "-m", "app", "--version"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"Emberly {__version__}"


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path]]:
    if not sys.platform.startswith("linux"):
        pytest.skip("freedesktop integration is Linux-only")
    home = tmp_path_factory.mktemp("xdg-data")
    env = {**os.environ, "XDG_DATA_HOME": str(home)}
    out = subprocess.run([sys.executable, "-m", "app", "--install-desktop-entry"], env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    printed = [Path(line.removeprefix("installed ")) for line in out.stdout.splitlines()]
    return home, printed


def test_install_writes_every_file_under_xdg_data_home(installed: tuple[Path, list[Path]]) -> None:
    home, printed = installed
    expected = {home / "applications" / f"{APP_ID}.desktop", home / "metainfo" / f"{APP_ID}.metainfo.xml",
                home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"}
    expected |= {home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in ICON_SIZES}
    assert set(printed) == expected
    for n in ICON_SIZES:
        assert png_size(home / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png") == (n, n)
    assert (home / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == METAINFO.read_bytes()


def test_installed_desktop_file_validates(installed: tuple[Path, list[Path]]) -> None:
    desktop_file_validate(installed[0] / "applications" / f"{APP_ID}.desktop")


def test_installed_exec_starts_this_install(installed: tuple[Path, list[Path]]) -> None:
    entry = keys(installed[0] / "applications" / f"{APP_ID}.desktop")
    assert entry["Icon"] == APP_ID
    argv = shlex.split(entry["Exec"])  # our quoting is a subset of the shell's
    program = Path(argv[0])
    assert program.is_absolute() and program.is_file() and os.access(program, os.X_OK), entry["Exec"]
    assert entry["TryExec"] == argv[0]
    # The menu entry really launches Emberly: the same command line answers --version.
    out = subprocess.run([*argv, "--version"], cwd=entry.get("Path"), capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == f"Emberly {__version__}", out.stdout + out.stderr


def test_exec_quoting_follows_the_desktop_entry_spec() -> None:
    assert exec_line(["/usr/bin/emberly"]) == "/usr/bin/emberly"
    # Quoted for spaces and $, backslash-escaped inside the quotes, then escaped again at the string level; % doubled.
    assert exec_line(["/opt/My Apps/py$", "-m", "50%"]) == '"/opt/My Apps/py\\\\$" -m 50%%'


@linux_only
def test_installing_twice_overwrites_cleanly(tmp_path: Path) -> None:
    first = install_desktop_entry(tmp_path)
    assert install_desktop_entry(tmp_path) == first
    assert not [p for p in tmp_path.rglob("*.tmp")]


def test_refuses_other_platforms(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    with pytest.raises(DesktopEntryError, match="Linux"):
        install_desktop_entry(tmp_path)
    assert not any(tmp_path.iterdir())


def test_launch_command_without_the_gui_script_runs_the_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python3"))  # no `emberly` script next to it
    argv, workdir = launch_command()
    assert argv == [str(tmp_path / "python3"), "-m", "app"]
    assert workdir is not None and (workdir / "app" / "__main__.py").is_file()  # `-m app` works from any folder


def test_launch_command_in_a_bundle_is_the_windowed_executable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "Emberly").touch()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "emberly-cli"))
    assert launch_command() == ([str(tmp_path / "Emberly")], None)


def test_desktop_file_with_a_working_folder_validates(tmp_path: Path) -> None:
    text = desktop_file(DESKTOP.read_text(), ["/opt/my apps/python3", "-m", "app"], Path("/opt/my apps/src"))
    lines = text.splitlines()
    assert 'Exec="/opt/my apps/python3" -m app' in lines and "Path=/opt/my apps/src" in lines
    assert "TryExec=/opt/my apps/python3" in lines
    (tmp_path / f"{APP_ID}.desktop").write_text(text)
    desktop_file_validate(tmp_path / f"{APP_ID}.desktop")
