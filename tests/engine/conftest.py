from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterator

import pytest

from app.engine import Engine, LoadParams


@pytest.fixture
def make_engine(model_path: Path) -> Iterator[Callable[..., Engine]]:
    """Build engines on the real model; all are closed after the test."""
    engines: list[Engine] = []

    def make(**params: object) -> Engine:
        kwargs = {"n_ctx": 4096, **params}
        engine = Engine(model_path, LoadParams(**kwargs))  # type: ignore[arg-type]
        engines.append(engine)
        return engine

    yield make
    for e in engines:
        e.close()


@pytest.fixture
def engine(make_engine: Callable[..., Engine]) -> Engine:
    return make_engine()
