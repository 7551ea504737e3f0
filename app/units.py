"""Sizes for people: one convention everywhere (binary units, as llama.cpp and the OS memory
figures use: 1 GiB = 1024³ bytes)."""

from __future__ import annotations


def human_size(n: float) -> str:
    """1536 → "1.5 KiB"; bytes are whole, the rest one decimal."""
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    raise AssertionError("unreachable")
