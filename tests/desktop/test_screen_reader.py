"""A person who cannot see the screen, on a real desktop: the app under Xvfb with accessibility on
(a private session bus, at-spi2-core), its AT-SPI tree read as Orca reads it (screen_reader.py),
driven by the keyboard alone (xdotool, no mouse) through one walk: start → the Web button → send →
regenerate → stop → the earlier version → open the reply's source → another chat → allow a tool
call. Every control it shows has a name and the conversation reads message by message."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.desktop.screen_reader import ScreenReaderBus, unnamed
from tests.desktop.xserver import ROOT, App, XServer, answered

pytestmark = pytest.mark.slow  # a real X server, a session bus and a real app process


def saved_chats(data: Path) -> dict[str, dict[str, Any]]:
    return {p.stem: json.loads(p.read_text()) for p in (data / "sessions").glob("*.json")}


def opened_pages(opened: Path, n: int) -> list[str]:
    """What the system's browser was asked to open, once it has been asked `n` times (20 s)."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and len(opened.read_text().split() if opened.exists() else []) < n:
        time.sleep(0.1)
    return opened.read_text().split() if opened.exists() else []


def test_a_screen_reader_names_every_control_and_the_keyboard_does_the_rest(
        xserver: XServer, zoo: Any, tmp_path: Path) -> None:
    from app.sessions import SessionStore
    from app.sessions.model import Session
    from tests.support.web_server import WebStandIn

    data, config = tmp_path / "data", tmp_path / "config"
    rivers = Session(title="Rivers")
    sums = Session(title="Sums", tool_servers=["maths"], tool_choice="add", sampling_preset="custom",
                   sampling={"temperature": 0.0})
    for chat in (sums, rivers):
        SessionStore(data).save(chat)
    opened, browser = tmp_path / "opened.txt", tmp_path / "browser.sh"
    browser.write_text(f'#!/bin/sh\necho "$1" >> {opened}\n')
    browser.chmod(0o755)
    maths = {"name": "maths", "type": "stdio", "command": sys.executable, "args": ["-m", "tests.support.mcp_server"],
             "cwd": str(ROOT), "timeout": 30, "enabled": True}
    bus = ScreenReaderBus(tmp_path)
    try:
        with WebStandIn() as web:
            config.mkdir(parents=True, exist_ok=True)
            (config / "settings.json").write_text(json.dumps({
                "last_session": rivers.id, "mcp_servers": [maths],
                "web": {"provider": "searxng", "url": web.url, "allowed": ["127.0.0.1"], "told": True}}))
            app = App(xserver, data, config, zoo("llama3"), tmp_path / "app.log",
                      extra_env={**bus.env, "BROWSER": str(browser), "DEFAULT_BROWSER": str(browser)})
            walk(app, xserver, bus, data, opened, sums.id)
    finally:
        bus.close()


def walk(app: App, xserver: XServer, bus: ScreenReaderBus, data: Path, opened: Path, sums: str) -> None:
    app.wait(lambda s: s["active"] and s["focus_in_composer"] and s["web_button_at"], "the window, the keyboard in "
             "the message box", 180)
    # The Web button is just before the message box: Shift+Tab, Space, and Tab back.
    xserver.key("shift+Tab", "space", "Tab")
    app.wait(lambda s: s["web_checked"] and s["focus_in_composer"], "the Web button on, the keyboard back")
    xserver.type("When did the grain market of Ellery open?")
    s = answered(app, lambda: xserver.key("Return"), xserver, "the reply, its sources",
                 lambda s: s["messages"] == 2 and not s["generating"] and s["citation_at"], 180)
    assert "Reply finished" in s["said"]
    tree = bus.tree("Emberly")
    assert unnamed(tree) == []
    nodes = tree.walk()
    conversation = next(n for n in nodes if n.role == "list" and n.name == "Conversation")
    lines = [n.name for n in conversation.children if n.role == "list item"]
    assert len(lines) == 2 and lines[0].startswith("You") and "grain market" in lines[0], lines
    assert lines[1].startswith("Assistant"), lines
    shown = sum(1 for n in nodes if n.showing and n.role in ("push button", "text", "list", "menu item"))
    print(f"AT-SPI: {len(nodes)} nodes, {shown} controls shown, unnamed: 0")

    # Regenerate (Ctrl+R), stopped with Esc: a second version of the reply.
    answered(app, lambda: xserver.key("ctrl+r"), xserver, "the second version to start")
    xserver.key("Escape")
    app.wait(lambda s: not s["generating"] and s["last_version"] == [2, 2], "the second version, stopped")
    # Shift+Tab to the conversation (past the Web button), End to the reply, Alt+Left to its first version.
    xserver.key("shift+Tab", "shift+Tab", "shift+Tab", "shift+Tab")
    app.wait(lambda s: s["focus"].startswith("ChatView"), "the focus in the conversation")
    xserver.key("End", "alt+Left")
    app.wait(lambda s: s["last_version"] == [1, 2] and not s["busy"], "the first version shown")
    # The reply's menu (the Menu key): its last source (Up past Delete), opened in the system's browser.
    xserver.key("Menu")
    menu = [text for text, _at in app.wait(lambda s: s["popup"], "the reply's menu")["popup"]]
    assert any(text.startswith("Next version (2/2)") for text in menu), menu  # the keyboard stayed on the reply
    xserver.screenshot("desktop-keyboard-sources.png")
    xserver.key("Up", "Up", "Return")
    found = saved_chats(data)[app.state()["session"]]["messages"][0]["found"]
    assert opened_pages(opened, 1) == [found[-1]["path"]]

    # Another chat found by the search (Ctrl+K, its name, Enter), its tool call allowed with Enter.
    xserver.key("ctrl+k")
    xserver.type("Sums")
    xserver.key("Return")
    app.wait(lambda s: s["session"] == sums, "the other chat open")
    xserver.key("ctrl+l")
    app.wait(lambda s: s["focus_in_composer"], "the keyboard in the message box")
    xserver.type("What is 19 plus 23?")
    xserver.key("Return")
    app.wait(lambda s: s["tool_question"] == "add" and s["focus"] == "QPushButton:tool-once",
             "the question about the call, with the keyboard on its Allow once", timeout=120)
    assert unnamed(bus.tree("Emberly")) == []  # the question's buttons too
    xserver.key("Return")
    s = app.wait(lambda s: s["messages"] == 2 and not s["generating"] and s["tool_question"] is None,
                 "the reply after the call", timeout=120)
    assert s["tool_calls"] == ["ran"] and s["focus_in_composer"], s
    xserver.screenshot("desktop-screen-reader.png")
    xserver.key("ctrl+q")
    assert app.exited() == 0
