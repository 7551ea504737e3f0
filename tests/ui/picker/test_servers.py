"""The picker's "Servers" tab on a real Qt event loop, with a real llama-server on loopback: add
a server (a wrong address is said and not added), chat with its model, switch the chat back to
the model on this computer and to the server again, and a chat that remembers its server reopens
on it. The API key goes to the keyring (a memory keyring stands in for the system's), never into
settings.json."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.settings import settings_path
from app.ui.picker.servers import MODEL_ROLE, ServersPage
from app.ui.window.main_window import MainWindow
from tests.support.helpers import screenshot, type_and_send, wait_idle
from tests.support.keyring_stand_in import MemoryKeyring
from tests.support.servers.llama_server import ServerProcess, free_port

# The first test to need llama-server on a fresh machine waits for its build (about 10 min).
pytestmark = [pytest.mark.slow, pytest.mark.timeout(1800)]


def servers_page(w: MainWindow) -> ServersPage:
    w.open_picker()
    assert w.picker is not None
    w.picker.show_servers()
    return w.picker.servers


def add_server(qtbot: QtBot, page: ServersPage, url: str, key: str = "") -> None:
    page.address.setText(url)
    page.key.setText(key)
    page.add_button.click()
    qtbot.waitUntil(lambda: page.add_button.isEnabled(), timeout=20_000)


def test_add_a_server_chat_and_switch_between_local_and_remote(
        qtbot: QtBot, window: MainWindow, start_server: Callable[..., ServerProcess], memory_keyring: MemoryKeyring,
        small_model: Path) -> None:
    w = window
    wait_idle(qtbot, w)
    w.controller.loop.runner.max_tokens = 32  # short replies: the switches are what is tested
    local_name = w.model_info.name if w.model_info else ""
    type_and_send(qtbot, w, "Hello from this computer")
    wait_idle(qtbot, w)
    server = start_server("llama", api_key="s3cret")

    page = servers_page(w)
    add_server(qtbot, page, f"127.0.0.1:{free_port()}")  # nothing listens there
    assert "cannot reach" in page.message.text() and page.tree.topLevelItemCount() == 0

    add_server(qtbot, page, server.url, key="s3cret")
    assert page.tree.topLevelItemCount() == 1, page.message.text()
    top = page.tree.topLevelItem(0)
    qtbot.waitUntil(lambda: top.childCount() == 1 or page.tree.topLevelItem(0).childCount() == 1, timeout=10_000)
    top = page.tree.topLevelItem(0)
    assert "llama-server" in top.text(0)
    saved = json.loads(settings_path().read_text("utf-8")) if settings_path().exists() else {}
    assert saved.get("servers") == [{"url": server.url, "name": server.url.split("://")[1], "kind": "llama-server"}]
    assert "s3cret" not in settings_path().read_text("utf-8")
    assert memory_keyring.secrets[("Emberly", server.url)] == "s3cret"
    page.tree.setCurrentItem(top.child(0))
    assert "slot" in page.details.text()
    screenshot(w.picker, "servers.png")

    page.use_button.click()  # the open chat goes on on the server
    qtbot.waitUntil(lambda: w.model_info is not None and w.model_info.path.startswith(server.url), timeout=30_000)
    wait_idle(qtbot, w)
    assert w.picker is not None and not w.picker.isVisible()
    assert "llama-server" in w.model_button.text()
    type_and_send(qtbot, w, "Hello from the server")
    wait_idle(qtbot, w)
    assert w.session is not None and w.session.provider == {"url": server.url, "model": top.child(0).data(0, MODEL_ROLE)}
    assert w.session.messages[-1].role == "assistant" and w.session.messages[-1].text
    remote_chat = w.session.id

    # Back to the model on this computer: the same chat goes on there.
    load_local(qtbot, w, local_name, small_model)
    assert w.session is not None and w.session.id == remote_chat and w.session.provider is None
    type_and_send(qtbot, w, "And here again")
    wait_idle(qtbot, w)
    assert len(w.session.messages) == 6 and w.session.messages[-1].text

    # To the server again; then, from a new chat on this computer, the chat reopens on its server.
    page = servers_page(w)
    page.tree.setCurrentItem(page.tree.topLevelItem(0).child(0))
    page.use_button.click()
    qtbot.waitUntil(lambda: w.model_info is not None and w.model_info.path.startswith(server.url), timeout=30_000)
    wait_idle(qtbot, w)
    type_and_send(qtbot, w, "Once more on the server")
    wait_idle(qtbot, w)
    w.new_chat()
    wait_idle(qtbot, w)
    load_local(qtbot, w, local_name, small_model)
    w.open_session(remote_chat)
    qtbot.waitUntil(lambda: w.session is not None and w.session.id == remote_chat, timeout=30_000)
    wait_idle(qtbot, w)
    assert w.model_info is not None and w.model_info.path.startswith(server.url)
    last: dict[str, Any] = w.session.kv_record.get("last_resume") or {}
    assert last.get("kind") == "warm", last  # restored from the server's slot file
    screenshot(w, "servers-chat.png")


def load_local(qtbot: QtBot, w: MainWindow, name: str, model: Path) -> None:
    w.open_picker()
    assert w.picker is not None
    w.picker.tabs.setCurrentIndex(0)
    w.picker._show(model)  # as Browse… does: the test model lives outside the folders it scans
    qtbot.waitUntil(lambda: w.picker is not None and w.picker.load_button.isEnabled(), timeout=20_000)
    w.picker.load_button.click()
    qtbot.waitUntil(lambda: w.model_info is not None and w.model_info.name == name, timeout=60_000)
    wait_idle(qtbot, w)
