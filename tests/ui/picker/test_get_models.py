"""The picker's "Get models" tab on a real Qt event loop, against the loopback Hub stand-in: the
curated list with fit badges, search, a repository's files, a download with progress, pause,
resume and cancel, the header's summary, and Load → a chat on the downloaded model. Offline, the
tab says so and the curated list stays."""

from __future__ import annotations

import socket
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.downloads.transfer import part_path
from app.runtime import ModelFolder
from app.ui.picker.get_models import KIND, VALUE, GetModelsPage
from app.ui.window.main_window import MainWindow
from tests.support.helpers import screenshot, type_and_send, wait_idle
from tests.support.hub_server import HubServer

REPO, NAME = "google/gemma-3-270m-it-GGUF", "gemma-3-270m-it-Q4_K_M.gguf"


@pytest.fixture
def gemma_hub(hub: HubServer, small_model: Path) -> HubServer:
    """The Hub stand-in serving a real model (the small-vocabulary demo model; also as a projector and another repository)."""
    hub.add(REPO, NAME, small_model)
    hub.add(REPO, "mmproj-gemma-3-270m-f16.gguf", small_model)
    hub.add("someone/other-GGUF", "other-Q8_0.gguf", small_model)
    return hub


def page_of(w: MainWindow) -> GetModelsPage:
    w.open_get_models()
    assert w.picker is not None and w.picker.get_models is not None
    assert w.picker.tabs.currentWidget() is w.picker.get_models
    return w.picker.get_models


def test_the_curated_list_shows_with_a_fit_badge_on_every_model(qtbot: QtBot, bare_window: MainWindow) -> None:
    page = page_of(bare_window)
    rows = [page.results.topLevelItem(i) for i in range(page.results.topLevelItemCount())]
    assert len(rows) >= 12
    assert all(r.text(2).split(" · ")[0] in ("fits", "tight", "too big") for r in rows)
    page.results.setCurrentItem(rows[0])
    assert page.download_button.isEnabled() and "licence" in page.details.text()
    screenshot(bare_window.picker, "get-models-catalogue.png")


def test_with_no_model_on_this_computer_the_picker_opens_on_get_models(
    qtbot: QtBot, bare_window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A first start (the bundle carries no model): the picker's scan finds nothing, so it shows
    where models come from instead of an empty list, the smallest chat model chosen."""
    monkeypatch.setattr("app.ui.picker.picker.default_folders", lambda: [ModelFolder("Emberly", tmp_path)])
    bare_window.open_picker()
    picker = bare_window.picker
    assert picker is not None
    qtbot.waitUntil(lambda: picker.tabs.currentWidget() is picker.get_models, timeout=10_000)
    page = picker.get_models
    assert page is not None
    chosen = page.results.currentItem().data(0, VALUE)
    assert chosen.size == min(e.size for e in page.catalogue) and page.download_button.isEnabled()
    assert picker.focusWidget() is page.download_button  # Enter gets it


def test_offline_says_so_and_keeps_the_curated_list(qtbot: QtBot, bare_window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setenv("HF_ENDPOINT", f"http://127.0.0.1:{port}")
    page = page_of(bare_window)
    page.query.setText("llama")
    page.search()
    qtbot.waitUntil(lambda: "offline" in page.message.text(), timeout=15_000)
    assert page.message.isVisible()
    assert page.results.topLevelItemCount() >= 12 and page.results.topLevelItem(0).data(0, KIND) == "entry"


@pytest.mark.slow  # over a second: the fast tier stays under a minute
def test_search_download_pause_resume_load_and_chat(qtbot: QtBot, bare_window: MainWindow, gemma_hub: HubServer,
                                                    small_model: Path) -> None:
    w, hub = bare_window, gemma_hub
    page = page_of(w)
    page.query.setText("gemma 270m")
    qtbot.keyClick(page.query, "\r")
    qtbot.waitUntil(lambda: page.results.topLevelItemCount() == 1 and page.results.topLevelItem(0).text(0) == REPO,
                    timeout=15_000)
    repo = page.results.topLevelItem(0)
    repo.setExpanded(True)
    qtbot.waitUntil(lambda: repo.childCount() == 2 and repo.child(0).data(0, KIND) == "choice", timeout=15_000)
    model, projector = repo.child(0), repo.child(1)
    assert model.text(0) == NAME and model.text(3) == "Q4_K_M" and model.text(2).startswith("fits")
    assert "vision projector" in projector.text(3)

    hub.rate = 25e6  # slow enough to pause mid-way
    page.results.setCurrentItem(model)
    page.download_button.click()
    qtbot.waitUntil(lambda: page.downloads.topLevelItemCount() == 1, timeout=5_000)
    row = page.downloads.topLevelItem(0)
    bar = page.downloads.itemWidget(row, 1)
    qtbot.waitUntil(lambda: bar.value() > 50, timeout=30_000)
    assert "/s" in bar.format() and "%" in bar.format()
    assert w.downloads_button.isVisible() and w.downloads_button.text().startswith("Downloading")
    screenshot(w.picker, "get-models-downloading.png")

    assert page.pause_button.isEnabled() and not page.load_button.isEnabled()
    page.pause_button.click()
    [d] = w.downloads_bridge().queue.items()
    qtbot.waitUntil(lambda: "paused" in bar.format() and page.resume_button.isEnabled(), timeout=10_000)
    part = part_path(w.downloads_bridge().queue.model_path(d))
    kept = part.stat().st_size
    assert 0 < kept < small_model.stat().st_size and d.state == "paused"
    assert w.downloads_button.text() == "1 download paused"

    hub.rate = None
    page.resume_button.click()
    qtbot.waitUntil(lambda: d.state == "done", timeout=60_000)
    assert hub.downloads()[-1].range == f"bytes={kept}-"
    qtbot.waitUntil(lambda: page.load_button.isEnabled(), timeout=5_000)
    assert not w.downloads_button.isVisible()
    assert w.banner.isVisible() and f"Downloaded {NAME}" in w.banner.text.text()
    path = w.downloads_bridge().queue.model_path(d)
    assert path == w.downloads_bridge().queue.models / "google" / "gemma-3-270m-it-GGUF" / NAME
    # Listed on this computer at once.
    qtbot.waitUntil(lambda: any(m.path == path for m in w.picker.found), timeout=10_000)

    page.load_button.click()
    wait_idle(qtbot, w)
    assert w.model_info is not None and Path(w.model_info.path) == path
    w.controller.loop.runner.max_tokens = 24
    type_and_send(qtbot, w, "Hello there")
    wait_idle(qtbot, w)
    assert w.session is not None and w.session.messages[-1].role == "assistant" and w.session.messages[-1].text


def test_cancel_removes_the_part(qtbot: QtBot, bare_window: MainWindow, gemma_hub: HubServer) -> None:
    hub = gemma_hub
    hub.rate = 10e6
    page = page_of(bare_window)
    page.query.setText("someone/other-GGUF")  # owner/repo goes straight to the repository
    page.search()
    qtbot.waitUntil(lambda: page.results.topLevelItemCount() == 1 and page.results.topLevelItem(0).childCount() == 1,
                    timeout=15_000)
    page.results.setCurrentItem(page.results.topLevelItem(0).child(0))
    page.download()
    [d] = bare_window.downloads_bridge().queue.items()
    part = part_path(bare_window.downloads_bridge().queue.model_path(d))
    qtbot.waitUntil(lambda: part.exists() and part.stat().st_size > 0, timeout=10_000)
    page.downloads.setCurrentItem(page.downloads.topLevelItem(0))
    page.cancel_button.click()
    qtbot.waitUntil(lambda: page.downloads.topLevelItemCount() == 0, timeout=10_000)
    assert not part.exists() and bare_window.downloads_bridge().queue.items() == []


def test_an_embedding_model_from_the_list_becomes_the_one_documents_are_searched_with(
        qtbot: QtBot, bare_window: MainWindow, hub: HubServer, zoo: Callable[[str], Path]) -> None:
    w = bare_window
    page = page_of(w)
    entry = page.embedders[0]
    hub.add(entry.repo, entry.file, zoo("bert"))  # the stand-in serves the zoo's BERT under the entry's name
    (row,) = [r for r in (page.results.topLevelItem(i) for i in range(page.results.topLevelItemCount()))
              if r.data(0, VALUE) == entry]
    assert row.text(0) == f"{entry.name} · for documents"
    page.results.setCurrentItem(row)
    assert "An embedding model" in page.details.text()
    page.download_button.click()
    qtbot.waitUntil(lambda: page.load_button.isEnabled(), timeout=30_000)
    page.load_button.click()
    path = str(w.downloads_bridge().queue.model_path(w.downloads_bridge().queue.items()[0]))
    assert w.settings.embedding_model == path and w.model_info is None  # not loaded as a chat model
    assert w.libraries.embedder is not None and w.libraries.embedder.path == Path(path)
    assert "searched by meaning" in w.banner.text.text() and "by meaning" in w.libraries.search_kind()
