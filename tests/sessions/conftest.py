from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterator

import pytest

from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore

GREEDY = {"temperature": 0.0}


@pytest.fixture
def make_runner(model_path: Path, data_dir: Path) -> Iterator[Callable[..., ChatRunner]]:
    """Runners on the real model sharing one data folder (like one app, restarted)."""
    engines: list[Engine] = []

    def make(root: Path | None = None, **params: object) -> ChatRunner:
        engine = Engine(model_path, LoadParams(**{"n_ctx": 4096, **params}))  # type: ignore[arg-type]
        engines.append(engine)
        return ChatRunner(SessionStore(root or data_dir), engine, max_tokens=24)

    yield make
    for e in engines:
        e.close()


def greedy_session(runner: ChatRunner, system_prompt: str = "") -> str:
    session = runner.new_session(system_prompt=system_prompt)
    runner.set_settings(sampling=GREEDY)
    return session.id
