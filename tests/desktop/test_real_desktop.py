"""The first hour on a real desktop: `python -m app` on a real X server (Xvfb), driven with the
real keyboard and mouse (xdotool), photographed (artifacts/desktop-*.png; look at them).

The window starts with the focus in the message box; a typed message and Enter send it; the
view follows the reply as it streams, stops following when scrolled up (a "newest" button
brings it back), and Ctrl+End works from the message box; the context meter moves while the
reply streams; Esc stops; Ctrl+N on an empty chat stays there; Ctrl+Q saves and quits; a restart
reopens the chat warm; a `kill -9` mid-reply and a restart open that chat again, scrolled where
it was left, its reply kept as far as it got; an empty chat is never left behind; a picture another
program put on the X clipboard pastes into a vision model's message; a tool call's question takes
the keyboard, Enter allows it and the keyboard goes back to the message box; in the chat settings
Alt+P and the arrow keys apply a preset; Ctrl+Shift+M and Enter compare the chat with the model
used before, a message is answered in both columns, and a click on "Use this answer" keeps the
second; a click on the Web button sends the next message with the web, and a click on the reply's
first citation opens the page in the system's browser. And on a system without the xcb libraries,
the app says which packages to install instead of aborting.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.desktop.xserver import ROOT, App, XServer, answered, libraries_hidden, paste
from tests.support.corpus import planted_corpus

pytestmark = pytest.mark.slow  # a real X server and a real app process: seconds each

PROMPT = "Here is a long list of the rivers of Europe, one per line:"


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    return tmp_path / "data", tmp_path / "config"


def chats(data: Path) -> dict[str, dict[str, Any]]:
    return {p.stem: json.loads(p.read_text()) for p in (data / "sessions").glob("*.json")}


def following(s: dict[str, Any]) -> bool:
    """The newest line is in sight: the view is at the bottom of what it can scroll."""
    return bool(s["scroll"]["value"] >= s["scroll"]["maximum"] - 2)


def test_a_first_hour_with_a_real_keyboard_and_mouse(
    xserver: XServer, folders: tuple[Path, Path], model_path: Path, tmp_path: Path
) -> None:
    data, config = folders
    log = tmp_path / "app.log"

    def start() -> App:
        app = App(xserver, data, config, model_path, log)
        app.wait(lambda s: s["active"] and s["focus_in_composer"], "the window, with the focus in the message box", timeout=180)
        return app

    # Start: the focus is in the message box, so what is typed goes there and Enter sends it.
    app = start()
    xserver.screenshot("desktop-start.png")
    xserver.type(PROMPT)
    s = answered(app, lambda: xserver.key("Return"), xserver, "the reply to start")
    assert s["search_text"] == ""
    first = s["session"]

    def ask_again() -> None:
        xserver.key("ctrl+l")
        app.wait(lambda s: s["focus_in_composer"], "the focus in the message box")
        xserver.type("Go on with the rivers of Europe, one per line:")
        answered(app, lambda: xserver.key("Return"), xserver, "the next reply to start")

    # The reply streams: once it is longer than the window, the view keeps its newest line in sight.
    app.wait(lambda s: s["scroll"]["maximum"] > 0, "a reply longer than the window", timeout=300)
    samples, meters = [], []
    end = time.monotonic() + 3
    while time.monotonic() < end and app.state().get("generating"):
        s = app.state()
        samples.append(following(s))
        meters.append(s["meter_value"])
        time.sleep(0.1)
    assert samples and sum(samples) >= 0.8 * len(samples), f"the view followed the stream in {sum(samples)} of {len(samples)} looks"
    assert meters[-1] > meters[0] > 0, f"the context meter did not move while the reply streamed: {meters}"
    xserver.screenshot("desktop-streaming.png")

    # A reply of blank lines, ended already, renders to a few lines (the demo model samples at
    # random): then the next one gives the view something to scroll.
    for _ in range(3):
        if app.state()["scroll"]["maximum"] > 0:
            break
        ask_again()
        app.wait(lambda s: s["scroll"]["maximum"] > 0 or not s["generating"], "a reply longer than the window", timeout=300)

    # Scrolled up with the wheel: the view stays where the reader is, and offers the newest line.
    xserver.click(app.state()["chat_at"], button=4, repeat=8)
    s = app.wait(lambda s: s["newest_button"] and not following(s), "the view to stop following")
    time.sleep(1)
    s = app.state()
    assert not following(s) or not s["generating"], "the view jumped back to the bottom while the reader was reading"
    # The "newest" button brings the view back and it follows again.
    xserver.click(s["newest_at"])
    app.wait(lambda s: following(s) and not s["newest_button"], "the view to follow again")

    # Esc stops the reply; the focus is back in the message box. On a fast machine the reply (1,024
    # tokens at most) may have ended during the scrolling above: then another one is asked for from
    # the message box, and the chat clicked, as above, before the Esc.
    if not app.state()["generating"]:
        ask_again()
        xserver.click(app.state()["chat_at"])
        app.wait(lambda s: not s["focus_in_composer"], "the focus in the conversation")
    xserver.key("Escape")
    s = app.wait(lambda s: not s["generating"], "the reply to stop")
    app.wait(lambda s: s["focus_in_composer"], "the focus back in the message box")
    xserver.screenshot("desktop-stopped.png")
    reply = chats(data)[first]["messages"][-1]
    assert reply["role"] == "assistant" and reply["interrupted"], reply

    # Ctrl+End from the message box scrolls the conversation to its end.
    xserver.click(app.state()["chat_at"], button=4, repeat=8)
    app.wait(lambda s: not following(s), "the view scrolled up")
    xserver.xdotool("mousemove", "5", "5")
    s = app.state()
    assert s["focus_in_composer"], s["focus"]
    xserver.key("ctrl+End")
    app.wait(following, "Ctrl+End to scroll to the end")

    # Ctrl+N opens an empty chat; Ctrl+N there stays on it.
    xserver.key("ctrl+n")
    s = app.wait(lambda s: s["session"] != first and s["messages"] == 0, "a new empty chat")
    empty = s["session"]
    xserver.key("ctrl+n")
    time.sleep(0.5)
    assert app.state()["session"] == empty
    xserver.key("ctrl+q")
    assert app.exited() == 0
    assert set(chats(data)) == {first}, "an empty chat was left behind"

    # A restart opens the chat where it was, warm (dark this time).
    settings = json.loads((config / "settings.json").read_text())
    (config / "settings.json").write_text(json.dumps({**settings, "theme": "dark", "last_session": first}))
    app = start()
    s = app.wait(lambda s: s["session"] == first and s["meter_value"] > 0, "the chat reopened")
    assert chats(data)[first]["kv_record"]["last_resume"]["kind"] == "warm", chats(data)[first]["kv_record"]
    assert "Re-reading" not in s["status"]
    xserver.screenshot("desktop-restart-dark.png")

    # A kill in the middle of a reply: the restart opens that chat, its reply kept as far as it got.
    xserver.type("And the rivers of Asia, one per line:")
    answered(app, lambda: xserver.key("Return"), xserver, "the second reply to start",
             lambda s: s["generating"] and s["meter_value"] > 0)
    time.sleep(2)
    # Scrolled up while it streams: where the reader is gets saved once the scrolling rests.
    xserver.click(app.state()["chat_at"], button=4, repeat=6)
    app.wait(lambda s: not s["following"] and s["top_row"] >= 0, "the view scrolled up")
    time.sleep(1.5)
    top = app.state()["top_row"]
    app.kill()
    app = start()
    s = app.wait(lambda s: s["session"] == first, "the chat open at the kill to open again")
    app.wait(lambda s: s["top_row"] == top and not s["following"], f"the chat shown scrolled to message {top}, as left")
    last = chats(data)[first]["messages"][-1]
    assert last["role"] == "assistant" and last["interrupted"] and last["text"], last
    xserver.screenshot("desktop-after-kill.png")

    # A new chat left empty at quit is not kept, and the next start says nothing of re-reading it.
    xserver.key("ctrl+n")
    app.wait(lambda s: s["session"] != first and s["messages"] == 0, "a new empty chat")
    xserver.key("ctrl+q")
    assert app.exited() == 0
    assert set(chats(data)) == {first}
    app = start()
    s = app.wait(lambda s: s["meter"] is not None, "the model")
    time.sleep(1)
    assert "Re-reading" not in app.state()["status"]
    xserver.key("ctrl+q")
    assert app.exited() == 0


def test_a_library_attached_with_the_mouse_answers_from_its_files(
    xserver: XServer, folders: tuple[Path, Path], model_path: Path, tmp_path: Path
) -> None:
    """A folder on the library list is indexed as the app starts; the books button beside the
    message box opens a real popup menu, a click on the library attaches it to the chat, and the
    next message is sent with the passages found in it."""
    data, config = folders
    facts = planted_corpus(tmp_path / "Field notes", n_files=20, n_facts=5)
    (data / "libraries").mkdir(parents=True)
    library = "0123456789ab"
    (data / "libraries" / "libraries.json").write_text(json.dumps(
        [{"id": library, "name": "Field notes", "sources": [str(tmp_path / "Field notes")]}]))
    app = App(xserver, data, config, model_path, tmp_path / "app.log")
    app.wait(lambda s: s["active"] and s["meter"] is not None and library in s["libraries_indexed"]
             and not s["indexing"], "the window, the model and the library indexed", timeout=180)
    xserver.click(app.state()["library_button_at"])
    s = app.wait(lambda s: s["library_menu"], "the libraries menu")
    xserver.screenshot("desktop-library-menu.png")
    (at,) = [at for text, at in s["library_menu"] if text == "Field notes"]
    xserver.click(at)
    app.wait(lambda s: s["chat_libraries"] == [library] and not s["library_menu"], "the library attached to the chat")
    assert app.state()["focus_in_composer"], "the keyboard left the message box"
    xserver.type(facts[1].question)
    s = answered(app, lambda: xserver.key("Return"), xserver, "the reply", lambda s: s["messages"] == 2 and not s["generating"])
    question = chats(data)[s["session"]]["messages"][0]
    assert str(facts[1].path) in [f["path"] for f in question["found"]], question
    xserver.screenshot("desktop-library-answer.png")
    xserver.key("ctrl+q")
    assert app.exited() == 0


# Another program holding a picture on the X clipboard, as a screenshot tool or a browser's
# "Copy image" does: the app asks it for the picture when Ctrl+V is pressed.
CLIPBOARD_OWNER = """
import sys
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
app = QGuiApplication(sys.argv)
picture = QImage(640, 480, QImage.Format.Format_RGB32)
picture.fill(QColor("#2a6f97"))
with_paint = QPainter(picture)
with_paint.fillRect(80, 60, 300, 200, QColor("#f4a259"))
with_paint.end()
app.clipboard().setImage(picture)
print("ready", flush=True)
app.exec()
"""


def test_a_picture_pasted_from_another_program_is_read_by_a_vision_model(
    xserver: XServer, folders: tuple[Path, Path], model_path: Path, tmp_path: Path
) -> None:
    """The demo model with the zoo's projector: a picture that another program put on the real X
    clipboard, pasted with Ctrl+V in the message box, shows as a chip, is sent with the question
    and kept in the chat (its hash in the message, its pixels in the image store)."""
    from tests.support.zoo_vision import build_gemma3_projector

    data, config = folders
    projector = build_gemma3_projector(model_path.parent)
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"model_params": {str(model_path): {"projector": str(projector)}}}))
    app = App(xserver, data, config, model_path, tmp_path / "app.log")
    app.wait(lambda s: s["active"] and s["focus_in_composer"] and "vision" in s["model"],
             "the window, the vision model loaded", timeout=180)
    paste(app, xserver, CLIPBOARD_OWNER, [], lambda s: s["composer_images"] == ["pasted image"], "the pasted picture's chip")
    xserver.type("What colours are in this picture?")
    xserver.screenshot("desktop-image-pasted.png")
    answered(app, lambda: xserver.key("Return"), xserver, "the reply to start")
    app.wait(lambda s: s["speed"] or not s["generating"], "the reply to stream", timeout=120)
    xserver.key("Escape")  # the zoo projector's noise makes a long reply: stopped, as a person would
    s = app.wait(lambda s: s["messages"] == 2 and not s["generating"], "the reply stopped")
    question = chats(data)[s["session"]]["messages"][0]
    assert question["text"] == "What colours are in this picture?" and len(question["images"]) == 1, question
    assert (data / "images" / f"{question['images'][0]['sha256']}.png").is_file()
    assert s["composer_images"] == [] and s["focus_in_composer"]
    xserver.screenshot("desktop-image-reply.png")
    xserver.key("ctrl+q")
    assert app.exited() == 0


def test_without_the_xcb_libraries_the_app_says_what_to_install(
    xserver: XServer, folders: tuple[Path, Path], model_path: Path, tmp_path: Path
) -> None:
    """A system lacking the libraries desktops most often lack: the app exits with a message that
    names the packages (on the terminal and in the log), not with Qt's abort."""
    data, config = folders
    hidden = ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1")
    prefix = libraries_hidden(hidden, tmp_path)
    loads = subprocess.run([*prefix, sys.executable, "-c", "import ctypes; ctypes.CDLL('libxcb-icccm.so.4')"], capture_output=True)
    assert loads.returncode != 0, "the libraries are still there"
    log = tmp_path / "app.log"
    app = App(xserver, data, config, model_path, log, prefix=prefix)
    code = app.exited(timeout=120)
    out = log.read_text()
    assert code == 1, f"exit {code}: {out}"
    for package in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "xcb-util-cursor", "xcb-util-wm", "xcb-util-keysyms"):
        assert package in out, out
    assert "libxcb-icccm.so.4" in (data / "logs" / "emberly.log").read_text()


def test_the_platform_check_passes_where_the_libraries_are_there(xserver: XServer) -> None:
    out = subprocess.run([sys.executable, "-m", "app.platform_check"], cwd=ROOT, capture_output=True, text=True,
                         env={**{k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}, **xserver.env()})
    assert out.returncode == 0 and "platform: xcb" in out.stdout, out.stdout + out.stderr


def test_a_tool_call_is_allowed_with_the_keyboard(
    xserver: XServer, folders: tuple[Path, Path], zoo: Any, tmp_path: Path
) -> None:
    """A chat whose model calls the SDK-written test server's `add` (forced by the chat's tool
    choice, on the zoo's Llama 3): the question comes up with the keyboard on "Allow once", Enter
    allows the call, the reply shows the call and goes on, and the keyboard is back in the message
    box."""
    from app.sessions import SessionStore
    from app.sessions.model import Session

    data, config = folders
    chat = Session(title="Sums", tool_servers=["maths"], tool_choice="add", sampling_preset="custom",
                   sampling={"temperature": 0.0})
    SessionStore(data).save(chat)
    config.mkdir(parents=True, exist_ok=True)
    server = {"name": "maths", "type": "stdio", "command": sys.executable, "args": ["-m", "tests.support.mcp_server"],
              "cwd": str(ROOT), "timeout": 30, "enabled": True}
    (config / "settings.json").write_text(json.dumps({"mcp_servers": [server], "last_session": chat.id}))
    app = App(xserver, data, config, zoo("llama3"), tmp_path / "app.log")
    app.wait(lambda s: s["active"] and s["focus_in_composer"] and s["session"] == chat.id, "the chat, the model loaded",
             timeout=180)
    xserver.type("What is 19 plus 23?")
    xserver.key("Return")
    # The probe may sample between the question showing and its button taking the focus.
    app.wait(lambda s: s["tool_question"] == "add" and s["focus"] == "QPushButton:tool-once",
             "the question about the call, with the keyboard on its Allow once", timeout=120)
    xserver.screenshot("desktop-tool-question.png")
    xserver.key("Return")
    s = app.wait(lambda s: s["messages"] == 2 and not s["generating"] and s["tool_question"] is None,
                 "the reply after the call", timeout=120)
    assert s["tool_calls"] == ["ran"] and s["focus_in_composer"], s
    run = chats(data)[chat.id]["messages"][1]["tools"][0]["runs"][0]
    assert run["status"] == "ran" and run["result"] == str(run["arguments"]["a"] + run["arguments"]["b"])
    xserver.screenshot("desktop-tool-reply.png")
    xserver.key("ctrl+q")
    assert app.exited() == 0


def test_a_preset_is_applied_with_the_keyboard(
    xserver: XServer, folders: tuple[Path, Path], zoo: Any, tmp_path: Path
) -> None:
    """Chat settings (Ctrl+;) open with the keyboard in the system prompt; Alt+P takes it to the
    Preset choice, the arrow keys pick the built-in Code preset, which fills the dialog, and Enter
    gives the chat its settings."""
    from app.sessions import SessionStore
    from app.sessions.model import Session
    from app.sessions.presets import BUILT_IN

    data, config = folders
    chat = Session(title="Plans", system_prompt="You are a pirate.")
    SessionStore(data).save(chat)
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"last_session": chat.id}))
    app = App(xserver, data, config, zoo("llama3"), tmp_path / "app.log")
    app.wait(lambda s: s["active"] and s["focus_in_composer"] and s["session"] == chat.id, "the chat, the model loaded",
             timeout=180)
    xserver.key("ctrl+semicolon")
    app.wait(lambda s: not s["active"], "the chat settings over the window")
    xserver.key("alt+p")
    xserver.key("Down", "Down", "Down")  # Apply a preset… → Precise → Creative → Code
    time.sleep(0.5)
    xserver.screenshot("desktop-chat-preset.png")
    xserver.key("Return")
    code = BUILT_IN[2]
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and chats(data)[chat.id]["system_prompt"] != code.system_prompt:
        time.sleep(0.2)
    saved = chats(data)[chat.id]
    assert saved["system_prompt"] == code.system_prompt and saved["sampling_preset"] == "precise"
    app.wait(lambda s: s["active"] and s["focus_in_composer"], "the window again, the keyboard in the message box")
    xserver.key("ctrl+q")
    assert app.exited() == 0


def test_two_models_compared_with_the_keyboard_and_mouse(
    xserver: XServer, folders: tuple[Path, Path], zoo: Any, small_model: Path, tmp_path: Path
) -> None:
    """Ctrl+Shift+M offers the model used before (Enter takes it): the column opens beside the
    chat; a message typed and sent is answered in both; a click on "Use this answer" makes the
    second model's answer the chat's reply, the chat's own kept as its other version."""
    data, config = folders
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"recent_models": [str(small_model)]}))
    app = App(xserver, data, config, zoo("llama3"), tmp_path / "app.log")
    app.wait(lambda s: s["active"] and s["focus_in_composer"] and s["session"], "the window, the model loaded", timeout=180)
    xserver.key("ctrl+shift+m")
    app.wait(lambda s: not s["active"], "the choice of a model over the window")
    xserver.key("Return")
    app.wait(lambda s: s["compare"] is not None and "Loaded beside" in s["compare"]["mode"], "the compare column", 120)
    app.wait(lambda s: s["active"] and s["focus_in_composer"], "the keyboard back in the message box")
    xserver.type("Name three colours.")
    xserver.key("Return")
    s = app.wait(lambda s: s["compare"]["answer_chars"] > 0 and not s["compare"]["answering"] and not s["generating"]
                 and s["compare"]["keep_enabled"], "both answers", 180)
    xserver.screenshot("desktop-compare.png")
    xserver.click(s["compare"]["keep_at"])
    app.wait(lambda s: s["compare"]["keep"] == "In the chat", "the second answer kept")
    chat = chats(data)[s["session"]]
    reply, other = chat["messages"][-1], [m for m in chat["branches"] if m["role"] == "assistant"]
    assert reply["stats"]["model"] != other[0]["stats"]["model"] and chat["compare"]["model_path"] == str(small_model)
    xserver.key("ctrl+q")
    assert app.exited() == 0


def test_a_message_sent_with_the_web_and_its_citation_clicked(
    xserver: XServer, folders: tuple[Path, Path], model_path: Path, tmp_path: Path
) -> None:
    """The Web button (a click), a question typed and sent, the reply's first citation clicked:
    the page opens in the system's browser ($BROWSER, which Qt asks when there is no xdg-open);
    then its last source opened again with the keyboard alone (the message's menu)."""
    from tests.support.web_server import WebStandIn

    data, config = folders
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.sh"
    browser.write_text(f'#!/bin/sh\necho "$1" >> {opened}\n')
    browser.chmod(0o755)
    with WebStandIn() as web:
        config.mkdir(parents=True, exist_ok=True)
        (config / "settings.json").write_text(json.dumps({"web": {"provider": "searxng", "url": web.url,
                                                                  "allowed": ["127.0.0.1"], "told": True}}))
        app = App(xserver, data, config, model_path, tmp_path / "app.log",
                  extra_env={"BROWSER": str(browser), "DEFAULT_BROWSER": str(browser)})
        s = app.wait(lambda s: s["active"] and s["focus_in_composer"] and s["web_button_at"], "the window, the Web button",
                     timeout=180)
        xserver.click(s["web_button_at"])
        app.wait(lambda s: s["web_checked"], "the Web button on")
        xserver.key("ctrl+l")  # back to the message box
        app.wait(lambda s: s["focus_in_composer"], "the keyboard in the message box")
        xserver.type("When did the grain market of Ellery open?")
        s = answered(app, lambda: xserver.key("Return"), xserver, "the reply, its citations",
                     lambda s: s["messages"] == 2 and not s["generating"] and s["citation_at"])
        question = chats(data)[s["session"]]["messages"][0]
        assert question["found"] and question["found"][0]["path"].startswith(web.url)
        xserver.screenshot("desktop-web-answer.png")
        xserver.click(s["citation_at"])
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not (opened.exists() and opened.read_text().strip()):
            time.sleep(0.1)
        assert opened.read_text().split() == [question["found"][0]["path"]]
        # The same with the keyboard alone: to the conversation (Shift+Tab from the message box), the
        # reply (End), its menu (the Menu key), its last source (Up past Delete), Enter.
        xserver.key("ctrl+l")
        app.wait(lambda s: s["focus_in_composer"], "the keyboard in the message box")
        xserver.key("shift+Tab", "shift+Tab", "shift+Tab", "shift+Tab")  # past the Web button
        app.wait(lambda s: s["focus"].startswith("ChatView"), "the keyboard in the conversation")
        xserver.key("End", "Menu")
        time.sleep(0.5)
        xserver.screenshot("desktop-web-keyboard-menu.png")
        xserver.key("Up", "Up", "Return")
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and len(opened.read_text().split()) < 2:
            time.sleep(0.1)
        assert opened.read_text().split()[1:] == [question["found"][-1]["path"]], opened.read_text()
        xserver.key("ctrl+q")
        assert app.exited() == 0
