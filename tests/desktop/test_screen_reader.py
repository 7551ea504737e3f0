"""A person who cannot see the screen, on a real desktop: the app under Xvfb with accessibility on
(a private session bus, at-spi2-core), its AT-SPI tree read as Orca reads it (screen_reader.py),
driven by the keyboard alone (xdotool, no mouse): every control it shows has a name, the
conversation reads message by message, and start → send → regenerate → stop → the earlier
version works with keys only."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.desktop.screen_reader import ScreenReaderBus, unnamed
from tests.desktop.xserver import App, XServer, answered

pytestmark = pytest.mark.slow  # a real X server, a session bus and a real app process


def test_a_screen_reader_names_every_control_and_the_keyboard_does_the_rest(
        xserver: XServer, model_path: Path, tmp_path: Path) -> None:
    bus = ScreenReaderBus(tmp_path)
    try:
        app = App(xserver, tmp_path / "data", tmp_path / "config", model_path, tmp_path / "app.log", extra_env=bus.env)
        app.wait(lambda s: s["active"] and s["focus_in_composer"], "the window, the keyboard in the message box", 180)
        xserver.type("Name three rivers of Europe.")
        answered(app, lambda: xserver.key("Return"), xserver, "the reply to start")
        app.wait(lambda s: not s["generating"] and s["messages"] == 2, "the reply", 180)
        assert "Reply finished" in app.state()["said"]
        tree = bus.tree("Emberly")
        assert unnamed(tree) == []
        nodes = tree.walk()
        conversation = next(n for n in nodes if n.role == "list" and n.name == "Conversation")
        lines = [n.name for n in conversation.children if n.role == "list item"]
        assert len(lines) == 2 and lines[0].startswith("You") and "Name three rivers" in lines[0], lines
        assert lines[1].startswith("Assistant"), lines
        shown = sum(1 for n in nodes if n.showing and n.role in ("push button", "text", "list", "menu item"))
        print(f"AT-SPI: {len(nodes)} nodes, {shown} controls shown, unnamed: 0")

        # Regenerate (Ctrl+R), stopped with Esc: a second version of the reply.
        answered(app, lambda: xserver.key("ctrl+r"), xserver, "the second version to start")
        xserver.key("Escape")
        app.wait(lambda s: not s["generating"] and s["last_version"] == [2, 2], "the second version, stopped")
        # Shift+Tab to the conversation, End to the reply, Alt+Left to its first version.
        xserver.key("shift+Tab", "shift+Tab", "shift+Tab")
        app.wait(lambda s: s["focus"].startswith("ChatView"), "the focus in the conversation")
        xserver.key("End", "alt+Left")
        app.wait(lambda s: s["last_version"] == [1, 2], "the first version shown")
        xserver.key("alt+Right")  # the keyboard stays on the reply: back to the second
        app.wait(lambda s: s["last_version"] == [2, 2], "the second version shown again")
        xserver.screenshot("desktop-screen-reader.png")
        xserver.key("ctrl+q")
        assert app.exited() == 0
    finally:
        bus.close()
