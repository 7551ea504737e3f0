"""The window's model, loading while the window is built.

llama.cpp reads (and repacks) a model's weights in C with the GIL released: about a second for
the demo model. The window's first frame is about half a second of Python. Run side by side on
two cores, a start takes about as long as the slower of the two (bench.startup).

Loading needs only llama-cpp-python's ctypes bindings (`llama_cpp.llama_cpp`, ~35 ms to import).
The package then imports its high-level half (`llama_cpp.llama`: numpy, Jinja; ~0.2 s of Python),
which would compete with the window for the GIL. So `start` imports the package on a thread of
its own with a finder on sys.meta_path: when the import reaches that second half, the bindings
are in; the finder starts the load on another thread, then holds the second half back until
`release()` (the window's first frame). Another thread importing llama_cpp meanwhile waits, as
for any import under way.

The load is the one `LoadedModel` would make, on the run path safe_start remembered for this
build and machine. With no record yet (a first start: the probe must run first, in a child
process), nothing loads early. `take` hands the model to the engine when the engine asks for the
same file with the same parameters; any other request frees it.
"""

from __future__ import annotations

import atexit
import importlib.abc
import logging
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ...logs import trace
from ...words import translate
from ..errors import LoadCancelled
from ..params import LoadParams

if TYPE_CHECKING:
    from importlib.machinery import ModuleSpec

    from .loaded_model import LoadedModel

log = logging.getLogger("emberly.early_load")

BEGIN_WAIT_S = 0.3  # start() waits this long at most for the load to begin
HOLD_MAX_S = 10.0  # a window that never calls release() delays llama_cpp's import no longer than this
ABANDON_WAIT_S = 10.0  # a cancelled load stops at llama.cpp's next progress call: well within this
WAIT_STEP_S = 0.05  # take(): how often the waiting engine passes on the load's progress

_lock = threading.Lock()
_released = threading.Event()
_begun = threading.Event()  # the load is under way in C, or will not be
_started = False
_early: _EarlyLoad | None = None


class _EarlyLoad:
    """One model loading on its own thread, until the engine takes it or it is discarded."""

    def __init__(self, path: Path, params: LoadParams):
        self.path = path
        self.params = params
        self.fraction = 0.0
        self.cancelled = False
        self.discarded = False
        self.loaded: LoadedModel | None = None
        self.error: Exception | None = None
        self.thread = threading.Thread(target=self._load, name="emberly-early-load", daemon=True)

    def _load(self) -> None:
        # Every module this uses was imported by the thread that started it: an `import llama_cpp`
        # here would wait for the held-back half of that import.
        from .loaded_model import LoadedModel

        try:
            loaded = LoadedModel(self.path, self.params, progress=self._progress)
        except Exception as e:  # handed to the engine thread by take()
            self.error = e
            return
        finally:
            trace("early_load_done")
        with _lock:
            if not self.discarded:
                self.loaded = loaded
                return
        loaded.close()

    def _progress(self, fraction: float) -> bool:
        self.fraction = fraction
        return not self.cancelled

    def discard(self) -> None:
        """Not wanted: freed now, or by its thread once the load returns (it is told to stop)."""
        with _lock:
            self.discarded = self.cancelled = True
            loaded, self.loaded = self.loaded, None
        if loaded is not None:
            loaded.close()


def start(path: str | Path, params: LoadParams) -> bool:
    """Begin loading `path` with `params` before the window exists (app.__main__). Returns whether
    it began: not when llama_cpp is imported already (a test, the terminal chat) or the file is missing."""
    global _started
    if "llama_cpp" in sys.modules or _started or not Path(path).is_file():
        return False
    _started = True
    _released.clear()
    finder = _LoadWhenBound(Path(path).resolve(), params)
    sys.meta_path.insert(0, finder)

    def import_llama() -> None:
        try:
            import llama_cpp  # noqa: F401  (the finder starts the load during this import)
        except Exception:  # the engine's own import says why, on the engine thread
            log.exception("Importing llama_cpp early failed")
        finally:
            _begun.set()
            if finder in sys.meta_path:
                sys.meta_path.remove(finder)

    threading.Thread(target=import_llama, name="emberly-early-import", daemon=True).start()
    atexit.register(_abandon)
    # The Python before the load (the bindings' import, the checks) goes first, alone: run against
    # the window's imports it would share the GIL with them and begin later.
    _begun.wait(BEGIN_WAIT_S)
    return True


def _abandon() -> None:
    """At exit, a load nobody took (the window closed first, or another Emberly had the data
    folder) is stopped and waited for: llama.cpp must not be mid-load while the process ends."""
    global _early
    with _lock:
        early, _early = _early, None
    if early is not None:
        early.discard()
        early.thread.join(ABANDON_WAIT_S)


def release() -> None:
    """The window has painted its first frame: llama_cpp's import may finish (idempotent)."""
    _released.set()


def take(path: str | Path, params: LoadParams, progress: Callable[[float], bool] | None = None) -> LoadedModel | None:
    """The early load when it is `path` with `params` (waiting for it, passing its progress on;
    a False from `progress` stops it: LoadCancelled), else None and it is freed."""
    global _early
    with _lock:
        early, _early = _early, None
    if early is None:
        return None
    if Path(path).resolve() != early.path or params != early.params:
        early.discard()
        return None
    while early.thread.is_alive() and not early.cancelled:
        early.thread.join(WAIT_STEP_S)
        if progress is not None and progress(early.fraction) is False:
            early.cancelled = True
    if early.cancelled:
        early.discard()
        early.thread.join(ABANDON_WAIT_S)  # llama.cpp stops at its next progress call
        raise LoadCancelled(translate("EngineLoad", "Loading was cancelled."))
    early.thread.join()
    if early.error is not None:
        raise early.error  # what loading it here would raise (a damaged file, too little memory…)
    trace("early_load_taken")
    log.info("The model loaded at start-up is used (%s)", early.path.name)
    return early.loaded


class _LoadWhenBound(importlib.abc.MetaPathFinder):
    """Sees llama_cpp's import reach `llama_cpp.llama`, its bindings loaded: starts the model's
    load and returns that module's own spec with a loader that waits for release() first."""

    def __init__(self, path: Path, params: LoadParams):
        self.path = path
        self.params = params

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None) -> ModuleSpec | None:
        if fullname != "llama_cpp.llama" or "llama_cpp.llama_cpp" not in sys.modules:
            return None
        sys.meta_path.remove(self)
        spec: ModuleSpec | None = None
        for finder in sys.meta_path:  # the finder that would have found it: the path, or a frozen app's
            find = getattr(finder, "find_spec", None)
            spec = find(fullname, path, target) if find is not None else None
            if spec is not None:
                break
        if spec is None:
            return None
        if spec.loader is None:
            return spec
        spec.loader = _HeldBack(spec.loader, self)
        return spec

    def begin(self) -> None:
        """On the importing thread, outside the import lock, the bindings loaded: start the load."""
        global _early
        from ..startup import safe_start
        from .loaded_model import LoadedModel  # noqa: F401  (imported here, for the load's thread)

        if safe_start.recorded() is None:
            log.info("No early model load: the engine start is checked first on this computer")
            return
        early = _EarlyLoad(self.path, self.params)
        trace("early_load_started")
        early.thread.start()
        with _lock:
            _early = early


class _HeldBack(importlib.abc.Loader):
    """`llama_cpp.llama`'s loader, run once the window has painted."""

    def __init__(self, loader: Any, finder: _LoadWhenBound):
        self.loader = loader
        self.finder = finder

    def create_module(self, spec: ModuleSpec) -> ModuleType | None:
        module: ModuleType | None = self.loader.create_module(spec)
        return module

    def exec_module(self, module: ModuleType) -> None:
        module.__loader__ = self.loader  # as if it had never been wrapped
        if module.__spec__ is not None:
            module.__spec__.loader = self.loader
        try:
            self.finder.begin()
        except Exception:  # never fail llama_cpp's import for an optimisation
            log.exception("The early model load could not start")
        finally:
            _begun.set()  # its thread is in C within milliseconds (or nothing loads early)
        _released.wait(HOLD_MAX_S)
        self.loader.exec_module(module)
