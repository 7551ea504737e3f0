"""The `.tar.gz` for other distributions (packaging/linux/make_tarball.py) and its install.sh, on
a stand-in bundle whose emberly-cli records what it was asked: installed for the user (no root:
a throwaway HOME), `emberly` on the PATH, the menu entry asked of the app itself, then removed
with --uninstall, leaving the user's data alone."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from app import __version__

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging" / "linux"))


def test_the_tarball_installs_for_the_user_and_uninstalls(tmp_path: Path) -> None:
    from make_tarball import make_tarball

    bundle = tmp_path / "Emberly"
    bundle.mkdir()
    asked = tmp_path / "asked.txt"
    (bundle / "Emberly").write_text(f'#!/bin/sh\necho "Emberly {__version__}"\n')
    (bundle / "emberly-cli").write_text(f'#!/bin/sh\necho "$0 $*" >> {asked}\n')
    for exe in ("Emberly", "emberly-cli"):
        (bundle / exe).chmod(0o755)
    archive = make_tarball(bundle, tmp_path)
    with tarfile.open(archive) as tar:
        names = tar.getnames()
        safe = {"filter": "tar"} if hasattr(tarfile, "tar_filter") else {}  # Python 3.10 before .12 has none
        tar.extractall(tmp_path / "unpacked", **safe)  # type: ignore[arg-type]
    top = f"emberly-{__version__}-linux-"
    assert any(n.startswith(top) and n.endswith("/install.sh") for n in names)
    folder = next((tmp_path / "unpacked").iterdir())
    home = tmp_path / "home"
    (home / ".local" / "share" / "Emberly").mkdir(parents=True)  # the user's data: never touched
    env = {**os.environ, "HOME": str(home)}
    env.pop("XDG_DATA_HOME", None)
    env.pop("EMBERLY_PREFIX", None)
    out = subprocess.run(["sh", str(folder / "install.sh")], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    app = home / ".local" / "opt" / "emberly"
    assert (home / ".local" / "bin" / "emberly").resolve() == (app / "Emberly").resolve()
    assert subprocess.run([str(home / ".local" / "bin" / "emberly")], capture_output=True, text=True).stdout.strip() \
        == f"Emberly {__version__}"
    assert asked.read_text().split() == [str(app / "emberly-cli"), "--install-desktop-entry"]
    entry = home / ".local" / "share" / "applications" / "io.github.emberly.Emberly.desktop"
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\n")  # as the app's --install-desktop-entry leaves it
    shutil.rmtree(folder)  # the download, deleted after the install: the installed copy removes it
    out = subprocess.run(["sh", str(app / "install.sh"), "--uninstall"], env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert not app.exists() and not (home / ".local" / "bin" / "emberly").is_symlink() and not entry.exists()
    assert (home / ".local" / "share" / "Emberly").is_dir()
