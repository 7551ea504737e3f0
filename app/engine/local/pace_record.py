"""What the pace (pace.py) learnt of this machine, remembered per model, placement, cache and
drafter: a check's time over a single token's by width, and a guess's drafting time over it. The
next reply, and the next start, weigh their first checks with them (`Pace.known`)."""

from __future__ import annotations

from ..startup.remembered import Remembered, key_of

_RATIOS = Remembered("speculation-pace.json", "The speculation pace record", "permille", 1024, 10**6)
_MOVED = 0.05  # a ratio is written again when it moved by more than this share


def key(*parts: object) -> str:
    return key_of("pace", *parts)


def recall(base: str, width: int) -> dict[int, float]:
    """The ratios remembered for `base` (a key), for checks up to `width` tokens."""
    keys = {key_of(base, w): w for w in (0, *range(2, width + 1))}
    return {keys[k]: v / 1000 for k, v in _RATIOS.get_all(list(keys)).items()}


def keep(base: str, known: dict[int, float], measured: dict[int, float]) -> dict[int, float]:
    """`known` updated with a reply's `measured` ratios; those that moved are written (one write)."""
    moved = {key_of(base, w): min(round(r * 1000), 10**6) for w, r in measured.items()
             if known.get(w) is None or abs(r - known[w]) > _MOVED * known[w]}
    if moved:
        _RATIOS.put_all(moved)
    return {**known, **measured}
