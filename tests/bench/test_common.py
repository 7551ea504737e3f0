"""The benchmarks' shared scaffold: every bench script measures through `bench.common.main`."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from bench import common

BENCHES = sorted(p.stem for p in (Path(__file__).resolve().parents[2] / "bench").glob("*.py")
                 if p.stem not in ("__init__", "common", "screenshots"))


@pytest.mark.parametrize("name", BENCHES)
def test_every_bench_has_a_measure_and_runs_through_main(name: str) -> None:
    module = importlib.import_module(f"bench.{name}")
    assert callable(module.measure)
    source = Path(module.__file__ or "").read_text("utf-8")
    assert "main(__doc__, measure" in source


def test_main_prints_the_lines_then_one_json_line(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    seen: list[argparse.Namespace] = []

    def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
        seen.append(args)
        return ["ratio 1.0"], {"ratio": 1.0, "repeat": args.repeat, "extra": args.extra}

    def options(p: argparse.ArgumentParser) -> None:
        p.add_argument("--extra", type=int, default=0)

    monkeypatch.setattr(sys, "argv", ["bench", "--json", "--extra", "4"])
    common.main("A benchmark.\n\nMore.", measure, repeat=5, options=options, model_option=False)
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "ratio 1.0"
    assert json.loads(out[-1]) == {"ratio": 1.0, "repeat": 5, "extra": 4}
    assert not hasattr(seen[0], "model")
