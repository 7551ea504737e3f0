"""The icons and menu-entry templates are found from the source tree and from a wheel install."""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

import pytest

from app.desktop_entry import linux_files_dir
from app.resources import APP_ID, ICON_SIZES, icon_path

ROOT = Path(__file__).resolve().parents[1]


def test_every_icon_exists_in_the_tree() -> None:
    assert b"<svg" in icon_path().read_bytes()[:300]
    for size in ICON_SIZES:
        assert icon_path(size).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (linux_files_dir() / f"{APP_ID}.desktop").is_file()


@pytest.mark.slow
def test_a_wheel_install_carries_the_icons_and_templates(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "wheel"), str(ROOT)],
                   check=True, capture_output=True, timeout=300)
    (wheel,) = (tmp_path / "wheel").glob("emberly-*.whl")
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)
    python = env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q", str(wheel)],
                   check=True, capture_output=True, timeout=300)
    probe = ("from app.resources import icon_path; from app.desktop_entry import linux_files_dir; "
             "print(icon_path(48)); print(linux_files_dir())")
    out = subprocess.run([str(python), "-c", probe], cwd=tmp_path, capture_output=True, text=True, check=True).stdout.split()
    icon, linux = Path(out[0]), Path(out[1])
    assert icon.is_file() and not icon.is_relative_to(ROOT)  # from the install, not from this checkout
    assert (linux / f"{APP_ID}.desktop").is_file()
