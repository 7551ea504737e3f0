"""A `.tar.gz` for Linux distributions other than Debian's family, from the built bundle:

    python packaging/linux/make_tarball.py [BUNDLE] [OUT]     # defaults: build/dist/Emberly, build/dist

`emberly-<version>-linux-<arch>/` holds the bundle (`Emberly/`) and `install.sh`, which installs
it for the user who runs it (no root) and removes it again with `--uninstall`."""

from __future__ import annotations

import platform
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app import __version__


def make_tarball(bundle: Path, out: Path) -> Path:
    top = f"emberly-{__version__}-linux-{platform.machine()}"
    path = out / f"{top}.tar.gz"

    def owned_by_nobody(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(path, "w:gz") as tar:
        tar.add(bundle, f"{top}/Emberly", filter=owned_by_nobody)
        tar.add(ROOT / "packaging" / "linux" / "install.sh", f"{top}/install.sh", filter=owned_by_nobody)
    return path


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    from make_deb import cli

    sys.exit(cli(make_tarball, sys.argv[1:]))
