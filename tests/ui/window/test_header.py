"""The header draws its own part of the engine loop's events (Header.follow): the model, a load's
and a read's progress, the context used, the speed, an API client being answered. Fed the loop's
real event types through the same `on` the window passes it; the window's own tests drive it
through a real model (test_main_window.py, test_server.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.runtime import Message, Session
from app.runtime import events as ev
from app.ui.window.header import NO_MODEL, Header


class Loop:
    """Stands in for EngineController at the header's edge: `on` records, `tell` dispatches."""

    def __init__(self) -> None:
        self.handlers: dict[type, list[Callable[[Any], None]]] = {}

    def on(self, kind: type[Any], handler: Callable[[Any], None]) -> None:
        self.handlers.setdefault(kind, []).append(handler)

    def tell(self, event: ev.Event) -> None:
        for handler in self.handlers.get(type(event), []):
            handler(event)


def loaded(name: str = "tiny.gguf", vision: bool = False) -> ev.ModelLoaded:
    return ev.ModelLoaded(name, f"/models/{name}", "llama", "Q4_K_M", "1B", 4096, False, 0, 1, "chatml", None, "", {},
                          vision=vision)


@pytest.fixture
def header(qtbot: QtBot) -> tuple[Header, Loop]:
    made, loop = Header(), Loop()
    qtbot.addWidget(made)
    made.follow(loop.on)
    made.show()
    return made, loop


def test_a_load_names_the_model_coming_then_the_model_or_none(header: tuple[Header, Loop]) -> None:
    h, loop = header
    h.loading("/models/first.gguf")
    assert h.model_button.text() == "first.gguf…" and h.progress.isVisible() and h.progress.value() == 0
    loop.tell(ev.ModelLoading(0.5))
    assert h.progress.value() == 50
    loop.tell(ev.ModelFailed("broken"))
    assert h.model_button.text() == NO_MODEL and not h.progress.isVisible()

    h.loading("/models/tiny.gguf")
    loop.tell(loaded(vision=True))
    assert h.model_button.text() == "tiny.gguf · Q4_K_M · vision  ▾" and "chatml" in h.model_button.toolTip()
    assert not h.demo_tag.isVisible() and not h.progress.isVisible()
    # Another load that fails or is cancelled leaves the model there is named.
    h.loading("/models/other.gguf")
    assert h.model_button.text().startswith("tiny.gguf")
    loop.tell(ev.ModelCancelled())
    assert h.model_button.text().startswith("tiny.gguf") and not h.progress.isVisible()


def test_two_loads_asked_and_one_failed_still_wait_for_the_other(header: tuple[Header, Loop]) -> None:
    h, loop = header
    h.loading("/models/a.gguf")
    h.loading("/models/b.gguf")
    loop.tell(ev.ModelFailed("a is broken"))
    assert h.model_button.text() == "b.gguf…"  # not "Choose a model…" while b still loads
    loop.tell(ev.ModelFailed("b is broken"))
    assert h.model_button.text() == NO_MODEL


def test_reading_progress_context_and_speed(header: tuple[Header, Loop]) -> None:
    h, loop = header
    loop.tell(ev.Progress("reread", 512, 2048))
    assert h.status_label.text() == "Re-reading 512 / 2,048 tokens…" and h.progress.isVisible()
    assert (h.progress.value(), h.progress.maximum()) == (512, 2048)
    loop.tell(ev.Progress("prefill", 2048, 2048))
    assert not h.progress.isVisible()
    assert not h.context_meter.isVisible()  # no model has said how large its context is
    loop.tell(ev.ReplyStats(900, 4096, 12.34))
    assert h.context_meter.isVisible() and (h.context_meter.value(), h.context_meter.maximum()) == (900, 4096)
    assert h.speed_label.text() == "12.3 tok/s"
    done = Session(messages=[Message("user", "Hi"), Message("assistant", "Hello", stats={"generation_tok_s": 20.0})])
    loop.tell(ev.ReplyFinished(done))
    assert h.speed_label.text() == "20.0 tok/s"
    loop.tell(ev.ContextUsed(100, 4096))
    assert h.context_meter.value() == 100


def test_an_api_client_being_answered_is_said(header: tuple[Header, Loop]) -> None:
    h, loop = header
    assert h.server_button.text() == "API"
    loop.tell(ev.ApiAnswering(True))
    assert h.server_button.text() == "API · busy"
    loop.tell(ev.ApiAnswering(False))
    assert h.server_button.text() == "API"


def test_a_status_said_for_a_while_goes(qtbot: QtBot, header: tuple[Header, Loop]) -> None:
    h, _ = header
    h.say("Copied", 50)
    assert h.status_label.text() == "Copied"
    qtbot.waitUntil(lambda: h.status_label.text() == "", timeout=2_000)
    h.say("Loading…", 50)
    h.say("Still loading…")  # replaced: this one stays
    qtbot.wait(120)
    assert h.status_label.text() == "Still loading…"
