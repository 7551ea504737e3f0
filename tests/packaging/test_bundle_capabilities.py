"""Every capability of the built bundle (build/dist/Emberly, or $EMBERLY_BUNDLE), driven as a
person drives it: the window started from the menu entry's Exec line on a real X server, with the
real keyboard and mouse, and `emberly-cli --serve` answering the `openai` package. Frozen apps
break where code is found by name at run time (uvicorn's loops, keyring backends, the MCP SDK's
transports, pypdf, python-docx, libmtmd, Qt's PDF writer): each path runs here in the bundle.

On request, after the build: packaging/build.py runs it (pytest -m bundle). The data, config and
home folders are throwaway ones; nothing of this checkout's venv reaches the bundle.
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.desktop.test_real_desktop import CLIPBOARD_OWNER, chats
from tests.desktop.xserver import ROOT, App, XServer, answered, paste
from tests.support.corpus import make_pdf
from tests.support.headless import headless_serve

pytestmark = [pytest.mark.bundle, pytest.mark.slow]

BUNDLE = Path(os.environ.get("EMBERLY_BUNDLE") or ROOT / "build" / "dist" / "Emberly")
ENTRY = "applications/io.github.emberly.Emberly.desktop"

# Another program holding files on the X clipboard, as a file manager's Copy does (text/uri-list).
FILES_OWNER = """
import sys
from PySide6.QtCore import QMimeData, QUrl
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(sys.argv)
data = QMimeData()
data.setUrls([QUrl.fromLocalFile(p) for p in sys.argv[1:]])
app.clipboard().setMimeData(data)
print("ready", flush=True)
app.exec()
"""


@pytest.fixture
def cli() -> Path:
    exe = BUNDLE / "emberly-cli"
    if not exe.is_file():
        pytest.fail(f"no bundle at {BUNDLE}: build it first (python packaging/build.py)")
    return exe


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A throwaway home (file choosers, keyring files, other apps' chats) and no trace of this venv."""
    for var in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"):
        monkeypatch.delenv(var, raising=False)
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    return home


@pytest.fixture
def menu_entry(cli: Path, home: Path, tmp_path: Path) -> list[str]:
    """The argv of the installed menu entry's Exec line (its field codes left out)."""
    env = {**os.environ, "EMBERLY_DATA_DIR": str(tmp_path / "entry-data"), "EMBERLY_CONFIG_DIR": str(tmp_path / "entry-config")}
    subprocess.run([str(cli), "--install-desktop-entry"], env=env, check=True, timeout=120, capture_output=True)
    lines = (home / ".local" / "share" / ENTRY).read_text(encoding="utf-8").splitlines()
    (line,) = [x for x in lines if x.startswith("Exec=")]
    argv = [a.replace("%%", "%") for a in shlex.split(line.removeprefix("Exec=")) if not a.startswith("%")]
    assert Path(argv[0]).resolve() == (BUNDLE / "Emberly").resolve(), line
    return argv


@pytest.fixture(autouse=True)
def no_tracebacks(tmp_path: Path) -> Iterator[None]:
    """A module the bundle lacks often shows only as a traceback in a log, behind a fallback."""
    yield
    for log in tmp_path.rglob("*.log"):
        text = log.read_text(encoding="utf-8", errors="replace")
        assert "Traceback (most recent call last)" not in text and "ModuleNotFoundError" not in text, f"{log}:\n{text[-3000:]}"


def settings(config: Path, **values: Any) -> None:
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps(values))


def start(xserver: XServer, data: Path, config: Path, argv: list[str], log: Path,
          ready: Callable[[dict[str, Any]], object] = lambda s: True) -> App:
    app = App(xserver, data, config, None, log, argv=argv)
    app.wait(lambda s: s["active"] and s["focus_in_composer"] and s["meter"] is not None and ready(s),
             "the window, its model loaded", timeout=180)
    return app


def quit_app(app: App, xserver: XServer) -> None:
    xserver.key("ctrl+q")
    assert app.exited() == 0


def choose_file(app: App, xserver: XServer, title: str, path: Path) -> None:
    """In the file chooser titled `title`, the path typed over the name it offers, and Enter."""
    app.wait(lambda s: s["dialog"] and s["dialog"]["title"] == title and "QLineEdit" in (s["dialog"]["focus"] or ""),
             f"the file chooser {title!r}, the keyboard in its name")
    xserver.key("ctrl+a")
    xserver.type(str(path))
    xserver.key("Return")
    app.wait(lambda s: not s["dialog"] or s["dialog"]["title"] != title, f"the file chooser {title!r} closed")


def wait_for_file(path: Path, timeout: float = 60) -> None:
    end = time.monotonic() + timeout
    while not (path.is_file() and path.stat().st_size > 0):
        assert time.monotonic() < end, f"{path} was not written"
        time.sleep(0.1)


def test_the_menu_entry_starts_a_chat_that_reopens_warm_and_exports(
    xserver: XServer, menu_entry: list[str], model_path: Path, tmp_path: Path
) -> None:
    """Started as the desktop's menu starts it: a message typed and answered, exported as HTML
    and as PDF from the File menu with the keyboard, and after a quit the chat reopens warm."""
    from pypdf import PdfReader

    data, config, log = tmp_path / "data", tmp_path / "config", tmp_path / "app.log"
    settings(config, default_model=str(model_path))
    app = start(xserver, data, config, menu_entry, log)
    xserver.type("Name three rivers of Europe.")
    s = answered(app, lambda: xserver.key("Return"), xserver, "the reply", lambda s: s["messages"] == 2 and not s["generating"])
    first = s["session"]
    xserver.screenshot("bundle-answered.png")
    for key, title, name in (("h", "Export chat", "chat.html"), ("p", "Export chat", "chat.pdf")):
        xserver.key("alt+f", key)
        choose_file(app, xserver, title, tmp_path / name)
        wait_for_file(tmp_path / name)
    assert "Name three rivers of Europe." in (tmp_path / "chat.html").read_text(encoding="utf-8")
    pdf_words = PdfReader(tmp_path / "chat.pdf").pages[0].extract_text().split()  # Qt's PDF writer spaces words with tabs
    assert "Name three rivers of Europe." in " ".join(pdf_words)
    quit_app(app, xserver)

    app = start(xserver, data, config, menu_entry, log, lambda s: s["session"] == first and s["meter_value"] > 0)
    assert chats(data)[first]["kv_record"]["last_resume"]["kind"] == "warm", chats(data)[first]["kv_record"]
    xserver.type("And three of Asia.")
    answered(app, lambda: xserver.key("Return"), xserver, "the next reply", lambda s: s["messages"] == 4 and not s["generating"])
    quit_app(app, xserver)


@contextlib.contextmanager
def secret_service(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A session bus of its own with GNOME Keyring's Secret Service on it, its login keyring
    unlocked: the desktop keyring the bundle's `keyring` finds (through its SecretService backend)."""
    if shutil.which("dbus-daemon") is None or shutil.which("gnome-keyring-daemon") is None:
        pytest.fail("the bundle's keyring check needs dbus-daemon and gnome-keyring (Debian: dbus-daemon gnome-keyring)")
    run = folder / "run"
    run.mkdir(mode=0o700, parents=True)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(run))
    bus = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                         capture_output=True, text=True, check=True, timeout=30).stdout.split()
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", bus[0])
    keyring = subprocess.Popen(["gnome-keyring-daemon", "--foreground", "--unlock", "--components=secrets"],
                               stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    assert keyring.stdin is not None
    keyring.stdin.write(b"login password")
    keyring.stdin.close()
    time.sleep(1)  # its name on the bus
    try:
        yield
    finally:
        keyring.terminate()
        keyring.wait(10)
        os.kill(int(bus[1]), signal.SIGTERM)


def test_a_first_start_gets_a_model_from_the_hub_and_chats(
    xserver: XServer, menu_entry: list[str], model_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bundle carries no model: its first start opens the picker on Get models with the
    smallest chat model chosen; Enter downloads it (huggingface_hub, from the Hub stand-in: the
    demo model under that entry's name), its Load loads it, and a message is answered."""
    from app.downloads.catalogue import load_catalogue
    from tests.support.hub_server import HubServer

    entry = min(load_catalogue(), key=lambda e: e.size)
    data, config, log = tmp_path / "data", tmp_path / "config", tmp_path / "app.log"
    with HubServer() as hub:
        hub.add(entry.repo, entry.file, model_path)
        monkeypatch.setenv("HF_ENDPOINT", hub.url)
        app = App(xserver, data, config, None, log, argv=menu_entry)
        app.wait(lambda s: s["dialog"] and s["dialog"]["title"] == "Choose a model" and "Download" in s["dialog"]["buttons"]
                 and s["dialog"]["focus"] == "QPushButton:", "the picker on Get models, the keyboard on Download", timeout=180)
        xserver.screenshot("bundle-first-start.png")
        xserver.key("Return")
        s = app.wait(lambda s: s["dialog"] and "Load" in s["dialog"]["buttons"], "the download done", timeout=300)
        assert any(d.path.endswith(f"/{entry.repo}/resolve/main/{entry.file}") for d in hub.downloads()), hub.downloads()
        xserver.click(s["dialog"]["buttons"]["Load"])
        app.wait(lambda s: s["dialog"] is None and s["meter"] is not None and s["focus_in_composer"],
                 "the model loaded, the keyboard in the message box", timeout=180)
    xserver.type("Name three rivers of Europe.")
    answered(app, lambda: xserver.key("Return"), xserver, "the reply", lambda s: s["messages"] == 2 and not s["generating"])
    assert (data / "models").is_dir() and any((data / "models").rglob(entry.file))
    quit_app(app, xserver)


def test_the_window_speaks_the_language_chosen(
    xserver: XServer, menu_entry: list[str], model_path: Path, tmp_path: Path
) -> None:
    """Settings ▸ Language German: the window in the bundle's own translations, and Qt's own
    dialog buttons in Qt's (qtbase_de.qm, which the bundle keeps for the languages it speaks)."""
    import xml.etree.ElementTree as ET

    german = ET.parse(ROOT / "translations" / "emberly_de.ts").getroot()
    menus = {m.findtext("source"): m.findtext("translation") for c in german.iter("context")
             if c.findtext("name") == "Menus" for m in c.iter("message")}
    data, config = tmp_path / "data", tmp_path / "config"
    settings(config, default_model=str(model_path), language="de")
    app = start(xserver, data, config, menu_entry, tmp_path / "app.log")
    assert app.state()["menus"] == [menus["&File"], menus["&Chat"], menus["&Help"]] != ["&File", "&Chat", "&Help"]
    xserver.key("ctrl+shift+u")  # Attach a web page: a QInputDialog, its buttons Qt's own
    app.wait(lambda s: s["dialog"] and "Abbrechen" in s["dialog"]["buttons"], "Qt's own Cancel, in German")
    xserver.screenshot("bundle-german.png")
    xserver.key("Escape")
    app.wait(lambda s: s["dialog"] is None, "the dialog closed")
    quit_app(app, xserver)


def test_the_server_answers_the_openai_package(
    cli: Path, home: Path, model_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`emberly-cli --serve` (uvicorn, Starlette, its key in the desktop's keyring): a chat, its next
    turn read from the cache, and a streamed reply; started again, the same key from the keyring and
    the conversation restored from its saved state (all but its last token)."""
    with secret_service(tmp_path, monkeypatch):
        with headless_serve(model_path, tmp_path / "serve-data", argv=[str(cli)]) as server:
            assert server.said_key.endswith("(kept in the system keyring)"), server.said_key
            key = server.key
            client = server.client(timeout=120)
            model = client.models.list().data[0].id
            ask: list[Any] = [{"role": "user", "content": "Name three rivers of Europe."}]
            first = client.chat.completions.create(model=model, messages=ask, max_tokens=32, temperature=0)
            reply = first.choices[0].message.content or ""
            assert first.usage is not None and first.usage.prompt_tokens > 0
            ask += [{"role": "assistant", "content": reply}, {"role": "user", "content": "And three of Asia."}]
            second = client.chat.completions.create(model=model, messages=ask, max_tokens=32, temperature=0)
            assert second.usage is not None and second.usage.prompt_tokens_details is not None
            assert (second.usage.prompt_tokens_details.cached_tokens or 0) >= first.usage.prompt_tokens, second.usage
            stream = client.chat.completions.create(model=model, messages=ask, max_tokens=16, stream=True)
            pieces = [c.choices[0].delta.content or "" for c in stream if c.choices]
            assert len(pieces) > 1
        with headless_serve(model_path, tmp_path / "serve-data", argv=[str(cli)]) as again:
            assert again.key == key
            warm = again.client(timeout=120).chat.completions.create(model=model, messages=ask, max_tokens=8)
            assert warm.usage is not None and warm.usage.prompt_tokens_details is not None
            assert (warm.usage.prompt_tokens_details.cached_tokens or 0) >= second.usage.prompt_tokens - 1, warm.usage


def test_a_tool_call_to_an_mcp_server_is_allowed_with_the_keyboard(
    xserver: XServer, menu_entry: list[str], zoo: Any, tmp_path: Path
) -> None:
    """The app starts an MCP stdio server (the SDK-written test server) and the zoo's Llama 3
    calls its `add`; Enter allows the call and the reply goes on."""
    from app.sessions import SessionStore
    from app.sessions.model import Session

    data, config = tmp_path / "data", tmp_path / "config"
    chat = Session(title="Sums", tool_servers=["maths"], tool_choice="add", sampling_preset="custom",
                   sampling={"temperature": 0.0})
    SessionStore(data).save(chat)
    server = {"name": "maths", "type": "stdio", "command": sys.executable, "args": ["-m", "tests.support.mcp_server"],
              "cwd": str(ROOT), "timeout": 30, "enabled": True}
    settings(config, default_model=str(zoo("llama3")), mcp_servers=[server], last_session=chat.id)
    app = start(xserver, data, config, menu_entry, tmp_path / "app.log", lambda s: s["session"] == chat.id)
    xserver.type("What is 19 plus 23?")
    xserver.key("Return")
    app.wait(lambda s: s["tool_question"] == "add" and s["focus"] == "QPushButton:tool-once",
             "the question about the call, with the keyboard on its Allow once", timeout=120)
    xserver.key("Return")
    s = app.wait(lambda s: s["messages"] == 2 and not s["generating"] and s["tool_question"] is None,
                 "the reply after the call", timeout=120)
    assert s["tool_calls"] == ["ran"], s
    run = chats(data)[chat.id]["messages"][1]["tools"][0]["runs"][0]
    assert run["status"] == "ran" and run["result"] == str(run["arguments"]["a"] + run["arguments"]["b"])
    xserver.screenshot("bundle-tool-reply.png")
    quit_app(app, xserver)


def documents(folder: Path) -> tuple[Path, Path, Path]:
    """A PDF, a Word document and a saved web page, each with one fact."""
    import docx

    folder.mkdir(parents=True)
    pdf = folder / "harbour.pdf"
    pdf.write_bytes(make_pdf(["In Ellery the grain market opened in 1841.", "The harbour closed in 1903."]))
    word = folder / "mill.docx"
    document = docx.Document()
    document.add_heading("The mill", 1)
    document.add_paragraph("In Ellery the paper mill opened in 1867.")
    document.save(str(word))
    page = folder / "bridge.html"
    page.write_text("<html><head><title>The bridge</title></head><body><nav>Home · Town</nav><article><h1>The bridge"
                    "</h1><p>In Ellery the stone bridge opened in 1822, after four years of work on its piers.</p>"
                    "</article></body></html>", encoding="utf-8")
    return pdf, word, page


def test_documents_a_library_and_a_picture_are_read(
    xserver: XServer, menu_entry: list[str], model_path: Path, tmp_path: Path
) -> None:
    """A PDF, a DOCX and an HTML page pasted from a file manager become the message's documents
    (pypdf, python-docx, trafilatura), the same three in a library are indexed and cited (SQLite
    FTS5, sqlite-vec), and a picture pasted from another program is read through the zoo's
    projector (libmtmd)."""
    from tests.support.zoo_vision import build_gemma3_projector

    data, config = tmp_path / "data", tmp_path / "config"
    pdf, word, page = documents(tmp_path / "Town records")
    library = "0123456789ab"
    (data / "libraries").mkdir(parents=True)
    (data / "libraries" / "libraries.json").write_text(json.dumps(
        [{"id": library, "name": "Town records", "sources": [str(pdf.parent)]}]))
    projector = build_gemma3_projector(model_path.parent)
    settings(config, default_model=str(model_path), model_params={str(model_path): {"projector": str(projector)}})
    app = start(xserver, data, config, menu_entry, tmp_path / "app.log",
                lambda s: "vision" in s["model"] and library in s["libraries_indexed"] and not s["indexing"])
    paste(app, xserver, FILES_OWNER, [str(pdf), str(word), str(page)],
          lambda s: sorted(s["composer_documents"]) == ["bridge.html", "harbour.pdf", "mill.docx"], "the documents' chips")
    paste(app, xserver, CLIPBOARD_OWNER, [], lambda s: s["composer_images"] == ["pasted image"], "the picture's chip")
    xserver.click(app.state()["library_button_at"])
    s = app.wait(lambda s: s["library_menu"], "the libraries menu")
    (at,) = [at for text, at in s["library_menu"] if text == "Town records"]
    xserver.click(at)
    app.wait(lambda s: s["chat_libraries"] == [library] and s["focus_in_composer"], "the library attached")
    xserver.type("When did the grain market of Ellery open?")
    xserver.screenshot("bundle-documents.png")
    answered(app, lambda: xserver.key("Return"), xserver, "the reply to start")
    app.wait(lambda s: s["speed"] or not s["generating"], "the reply to stream", timeout=120)
    xserver.key("Escape")  # the zoo projector's noise makes a long reply: stopped, as a person would
    s = app.wait(lambda s: s["messages"] == 2 and not s["generating"], "the reply stopped")
    question = chats(data)[s["session"]]["messages"][0]
    assert sorted(a["name"] for a in question["attachments"]) == ["bridge.html", "harbour.pdf", "mill.docx"], question
    texts = "".join((data / "attachments" / f"{a['sha256']}.txt").read_text() for a in question["attachments"])
    assert all(fact in texts for fact in ("grain market opened in 1841", "paper mill opened in 1867", "bridge opened in 1822"))
    assert len(question["images"]) == 1 and (data / "images" / f"{question['images'][0]['sha256']}.png").is_file()
    assert str(pdf) in [f["path"] for f in question["found"]], question["found"]
    xserver.screenshot("bundle-documents-reply.png")
    quit_app(app, xserver)


def test_an_export_of_another_app_is_imported(
    xserver: XServer, menu_entry: list[str], model_path: Path, tmp_path: Path
) -> None:
    """File ▸ Import chats from other apps, a ChatGPT export chosen, Enter: its chat imported."""
    data, config = tmp_path / "data", tmp_path / "config"
    export = ROOT / "tests" / "sessions" / "fixtures" / "imports" / "chatgpt-one-conversation.json"
    settings(config, default_model=str(model_path))
    app = start(xserver, data, config, menu_entry, tmp_path / "app.log")
    xserver.key("alt+f", "o")
    s = app.wait(lambda s: s["dialog"] and s["dialog"]["title"] == "Import chats", "the import dialog")
    xserver.click(s["dialog"]["buttons"]["Choose a file…"])
    choose_file(app, xserver, "Choose an export", export)
    app.wait(lambda s: s["dialog"] and "Import" in s["dialog"]["buttons"] and s["dialog"]["focus"] == "QPushButton:import",
             "the export's chats listed, the keyboard on Import")
    xserver.screenshot("bundle-import.png")
    xserver.key("Return")
    end = time.monotonic() + 60
    while not chats(data):
        assert time.monotonic() < end, "nothing was imported"
        time.sleep(0.2)
    (chat,) = chats(data).values()
    title = json.loads(export.read_text())["title"]
    assert chat["title"] == title and len(chat["messages"]) >= 2, chat
    xserver.key("Escape")
    app.wait(lambda s: s["dialog"] is None, "the import dialog closed")
    quit_app(app, xserver)
