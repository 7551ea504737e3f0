"""One version: app/__init__.py's, which the package's metadata reads (pyproject.toml's dynamic
version), and which CHANGELOG.md's newest release names (or it lists what is not released yet)."""

from __future__ import annotations

import importlib.metadata
import re
from pathlib import Path

from app import __version__

ROOT = Path(__file__).resolve().parents[1]


def test_the_package_and_the_app_say_one_version() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    assert importlib.metadata.version("emberly") == __version__
    assert 'dynamic = ["version"]' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_the_changelog_names_the_version() -> None:
    headings = re.findall(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"),
                          re.M)
    released = [(v, d) for v, d in headings if v != "Unreleased"]
    assert released and released[0][0] == __version__ and released[0][1], headings
    assert all(v == "Unreleased" or d for v, d in headings)
