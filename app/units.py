"""Sizes for people: one convention everywhere (binary units, as llama.cpp and the OS memory
figures use: 1 GiB = 1024³ bytes), the unit said in the interface's language (French: Gio)."""

from __future__ import annotations

from .words import Words, translate

_UNITS = (translate("Units", "{size} B"), translate("Units", "{size} KiB"), translate("Units", "{size} MiB"),
          translate("Units", "{size} GiB"), translate("Units", "{size} TiB"))


def human_size(n: float, whole: bool = False) -> Words:
    """1536 → "1.5 KiB"; bytes are whole, the rest one decimal (`whole`: none where it is .0,
    "64 MiB")."""
    for unit in _UNITS:
        if abs(n) < 1024 or unit is _UNITS[-1]:
            size = f"{n:.0f}" if unit is _UNITS[0] else f"{n:.1f}"
            return unit.format(size=size.removesuffix(".0") if whole else size)
        n /= 1024
    raise AssertionError("unreachable")
