"""The build's one step beyond pyproject.toml: the interface's translations compiled (.ts → .qm,
packaging/translations.py) into the package, for pip installs (editable ones into the tree)."""

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        sys.path.insert(0, str(ROOT / "packaging"))
        from translations import OUT, build

        build(OUT if self.editable_mode else Path(self.build_lib) / "app" / "ui" / "translations")


setup(cmdclass={"build_py": BuildWithTranslations})
