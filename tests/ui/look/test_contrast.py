"""Every text/background pair of both schemes meets WCAG AA, and the checker can tell when not."""

from __future__ import annotations

import subprocess
import sys

import pytest

from app.ui.look import contrast
from app.ui.look.theme import PALETTES, SCHEMES, TOKENS


def test_known_ratios() -> None:
    assert contrast.ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast.ratio("#ffffff", "#ffffff") == pytest.approx(1.0)
    assert contrast.ratio("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)  # the classic AA-grey


@pytest.mark.parametrize("scheme", SCHEMES)
def test_every_pair_passes(scheme: str) -> None:
    rows = contrast.check(scheme)
    assert len(rows) == len(contrast.PAIRS)
    assert contrast.failures(scheme) == []


def test_the_checker_fails_a_bad_pair() -> None:
    bad = contrast.check("light", {"muted": "#b0b0b0"})  # a pale grey on white
    (row,) = [r for r in bad if r[:2] == ("muted", "Base")]
    assert row[2] < 4.5 and row[3] == 4.5
    assert ("muted", "Base") in {r[:2] for r in contrast.failures("light", {"muted": "#b0b0b0"})}


def test_the_pairs_cover_every_text_token() -> None:
    names = {*PALETTES["light"], *TOKENS["light"]}
    used = {n for fg, bg, _ in contrast.PAIRS for n in (fg, bg)}
    assert used <= names
    for needed in ("muted", "banner_info_fg", "banner_warn_fg", "meter_text", "user_bubble", "accent", "border"):
        assert needed in used


def test_the_command_prints_both_schemes_and_passes() -> None:
    out = subprocess.run([sys.executable, "-m", "app.ui.look.contrast"], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout
    assert "light:" in out.stdout and "dark:" in out.stdout and "FAIL" not in out.stdout
