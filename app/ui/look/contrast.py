"""WCAG 2.x contrast of every text/background pair Emberly's theme uses.

`python -m app.ui.look.contrast` prints both schemes and exits non-zero if a pair fails. Reads only
app.ui.look.theme's hex tables, so it needs no QApplication.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping

from .theme import PALETTES, SCHEMES, TOKENS

TEXT = 4.5  # WCAG 1.4.3 AA, normal-size text
UI = 3.0  # WCAG 1.4.11, non-text UI: control outlines, the focus ring

# (foreground, background, required): palette roles are capitalised, tokens lower case.
PAIRS: tuple[tuple[str, str, float], ...] = (
    ("Text", "Base", TEXT), ("Text", "AlternateBase", TEXT), ("WindowText", "Window", TEXT),
    ("ButtonText", "Button", TEXT), ("HighlightedText", "Highlight", TEXT),
    ("PlaceholderText", "Base", TEXT),  # also the chat view's quiet text (ChatDelegate.muted)
    ("Link", "Base", TEXT), ("LinkVisited", "Base", TEXT), ("ToolTipText", "ToolTipBase", TEXT),
    ("muted", "Base", TEXT), ("muted", "Window", TEXT), ("muted", "user_bubble", TEXT),
    ("Text", "user_bubble", TEXT),
    ("banner_info_fg", "banner_info_bg", TEXT), ("banner_warn_fg", "banner_warn_bg", TEXT),
    # The context meter's label sits over its fill and over the empty part.
    ("meter_text", "meter_fill", TEXT), ("meter_text", "Base", TEXT), ("meter_text", "Window", TEXT),
    ("accent", "Base", TEXT), ("accent", "Window", TEXT), ("on_accent", "accent_fill", TEXT),
    ("on_accent", "accent_hover", TEXT), ("ButtonText", "hover", TEXT), ("ButtonText", "pressed", TEXT),
    # KV state and errors may be words, not only icons: held to the text level.
    ("warm", "Base", TEXT), ("warm", "Window", TEXT), ("cold", "Base", TEXT), ("cold", "Window", TEXT),
    ("stale", "Base", TEXT), ("stale", "Window", TEXT), ("danger", "Base", TEXT), ("danger", "Window", TEXT),
    # Get models: "tight" in the list (Base) and the offline line (Window).
    ("banner_warn_fg", "Base", TEXT), ("banner_warn_fg", "Window", TEXT),
    ("border", "Base", UI), ("border", "Window", UI), ("accent", "Button", UI),  # outlines, focus ring
    ("accent", "hover", UI), ("text", "accent_fill", UI),  # the ring on a hovered button, on a filled one
    ("accent_fill", "Window", UI),  # a slider's handle (its groove: border on Window)
)


def _channel(c: int) -> float:
    s = c / 255
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


def luminance(hex_color: str) -> float:
    """WCAG relative luminance of "#rrggbb", 0 (black) to 1 (white)."""
    h = hex_color.lstrip("#")
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def ratio(fg: str, bg: str) -> float:
    """WCAG contrast ratio of two "#rrggbb" colours, 1 to 21."""
    a, b = sorted((luminance(fg), luminance(bg)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def colors(scheme: str) -> dict[str, str]:
    """Palette roles and tokens of `scheme`, by name."""
    return {**PALETTES[scheme], **TOKENS[scheme]}


def check(scheme: str, overrides: Mapping[str, str] | None = None) -> list[tuple[str, str, float, float]]:
    """(fg, bg, ratio, required) for every pair of `scheme`, colours replaced by `overrides`."""
    c = {**colors(scheme), **(overrides or {})}
    return [(fg, bg, ratio(c[fg], c[bg]), need) for fg, bg, need in PAIRS]


def failures(scheme: str, overrides: Mapping[str, str] | None = None) -> list[tuple[str, str, float, float]]:
    return [row for row in check(scheme, overrides) if row[2] < row[3]]


def main() -> int:
    failed = 0
    for scheme in SCHEMES:
        print(f"{scheme}:")
        c = colors(scheme)
        for fg, bg, r, need in check(scheme):
            ok = r >= need
            failed += not ok
            print(f"  {'ok  ' if ok else 'FAIL'} {fg:>16} {c[fg]} on {bg:<14} {c[bg]}  {r:5.2f} (needs {need})")
    print(f"{failed} pair(s) fail" if failed else "all pairs pass")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
