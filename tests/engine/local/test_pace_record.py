"""The pace's measurements remembered per model and machine: a second engine of the same model
starts from what the first one measured."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from app.engine import Engine
from app.engine.local import pace_record
from app.engine.local.pace import Pace

EXACT = {"kv_type": "q8_0", "flash_attn": "on"}
EDIT = [{"role": "user", "content": "Repeat exactly: one two three four five six seven eight nine ten. "
                                    "one two three four five six seven eight nine ten."}]


def test_ratios_written_are_read_back_and_only_moved_ones_written_again(monkeypatch: pytest.MonkeyPatch) -> None:
    known = pace_record.keep("k", {}, {2: 1.5, 3: 2.0, 0: 0.25})
    assert known == pace_record.recall("k", 8) == {2: 1.5, 3: 2.0, 0: 0.25}
    assert pace_record.recall("k", 2) == {2: 1.5, 0: 0.25} and pace_record.recall("other", 8) == {}
    writes: list[dict[str, int]] = []
    monkeypatch.setattr(pace_record._RATIOS, "put_all", writes.append)
    pace_record.keep("k", known, {2: 1.52, 3: 2.5})
    assert len(writes) == 1 and len(writes[0]) == 1  # one write, of 3 (moved by 25 %; 2 by 1 %)
    pace_record.keep("k", known, {2: 1.51})
    assert len(writes) == 1  # nothing moved: nothing written


def test_a_second_engine_starts_from_what_the_first_measured(make_engine: Callable[..., Engine],
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Pace, "room", lambda self: self.width - 1)  # every token checked: widths timed
    first = make_engine(**EXACT)
    assert first._pace_known == {}
    first.generate(EDIT, max_tokens=40).consume()
    assert first._pace_known and all(r > 0 for r in first._pace_known.values())
    first.close()
    second = make_engine(**EXACT)
    assert second._pace_key == first._pace_key and second._pace_known.keys() == first._pace_known.keys()
    assert make_engine(speculation="off", **EXACT)._pace_known == {}  # (nothing asked where nothing is checked)
