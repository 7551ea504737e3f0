"""Process-wide llama.cpp set-up: backend init, log capture, what this build can do, versions.

llama.cpp logs through one global callback. We route it into Python logging (quiet by default)
and keep the last error lines, because a failed model load returns only NULL and the reason
(unknown architecture, allocation failure) is in the log.
"""

from __future__ import annotations

import collections
import ctypes
import functools
import logging
import os
import re
import threading
from dataclasses import dataclass
from pathlib import Path

import llama_cpp
import xxhash

log = logging.getLogger("emberly.llama")
log.addHandler(logging.NullHandler())  # silent unless the app configures logging

# ggml_log_level: 0 none, 1 debug, 2 info, 3 warn, 4 error, 5 continuation of the previous line
_LEVELS = {0: logging.CRITICAL, 1: logging.DEBUG, 2: logging.INFO, 3: logging.WARNING, 4: logging.ERROR}
_recent_errors: collections.deque[str] = collections.deque(maxlen=32)
_last_level = logging.DEBUG
# llama.cpp has no call that says how many layers a load put on a GPU, or how much device memory
# it took: it logs both, on the loading thread.
_OFFLOADED = re.compile(r"offloaded (\d+)/(\d+) layers to GPU")
_BUFFER = re.compile(r"(\S+) +(model|KV|RS|compute) buffer size = +([\d.]+) MiB")
_placed = threading.local()
_init_lock = threading.Lock()
_initialized = False


@llama_cpp.llama_log_callback  # type: ignore[untyped-decorator]  # a ctypes CFUNCTYPE
def _on_log(level: int, text: bytes, _user_data: ctypes.c_void_p) -> None:
    global _last_level
    py_level = _last_level if level == 5 else _LEVELS.get(level, logging.DEBUG)  # 5 = continuation
    _last_level = py_level
    message = text.decode("utf-8", "replace").rstrip("\n")
    if py_level >= logging.WARNING:
        _recent_errors.append(message)
    elif "layers to GPU" in message and (found := _OFFLOADED.search(message)):
        _placed.layers = (int(found[1]), int(found[2]))
    elif "buffer size" in message and (found := _BUFFER.search(message)) and _on_device(found[1]):
        used = _placed.__dict__.setdefault("device_bytes", {})
        used[found[2]] = used.get(found[2], 0) + int(float(found[3]) * 2**20)
    if log.isEnabledFor(py_level) and message:
        log.log(py_level, "%s", message)


def ensure_backend() -> None:
    """Initialise llama.cpp once per process and install the log callback (kept referenced)."""
    global _initialized
    with _init_lock:
        if _initialized:
            return
        llama_cpp.llama_log_set(_on_log, ctypes.c_void_p(0))
        llama_cpp.llama_backend_init()
        _load_dynamic_backends()
        _initialized = True


def _load_dynamic_backends() -> None:
    """A portable build (GGML_BACKEND_DL, as the bundle's) links no backend: ggml loads them from
    files next to libllama, choosing the best CPU variant for this CPU (libggml-cpu-haswell…), and
    the one GGML_BACKEND_PATH names. A build with its backends linked in (llama-cpp-python built
    by pip) takes that one too: a GPU backend built apart from the same llama.cpp (the tests'
    Vulkan device, tests/support/vulkan.py) adds its device to a CPU build."""
    try:
        lib = _ggml()
    except OSError:
        return
    if lib.ggml_backend_reg_count() == 0:
        lib.ggml_backend_load_all_from_path(str(library_path().parent).encode())
    elif extra := os.environ.get("GGML_BACKEND_PATH"):
        if not lib.ggml_backend_load(extra.encode()):
            log.warning("GGML_BACKEND_PATH=%s: not a backend this llama.cpp can load", extra)


def take_placed() -> tuple[int, int] | None:
    """(layers on a GPU, layers in all) of the last model load on this thread, as llama.cpp
    logged them (None: it logged no placement, as a build without a GPU does); then forgotten."""
    placed: tuple[int, int] | None = getattr(_placed, "layers", None)
    _placed.layers = None
    return placed


def _on_device(buffer: str) -> bool:
    """A buffer in a device's own memory: not the CPU's, nor a GPU backend's pinned host memory
    ("Vulkan_Host", "CUDA_Host")."""
    return not buffer.upper().startswith("CPU") and not buffer.endswith("_Host")


def take_device_bytes() -> dict[str, int]:
    """Device memory the last load and context creation on this thread took, as llama.cpp logged
    it, by use: {"model": …, "KV": …, "RS": …, "compute": …}; then forgotten."""
    used: dict[str, int] = _placed.__dict__.pop("device_bytes", {})
    return used


def take_recent_errors() -> list[str]:
    """The warning/error lines llama.cpp logged since the last call (then forgets them)."""
    lines = list(_recent_errors)
    _recent_errors.clear()
    return lines


def supports_gpu_offload() -> bool:
    ensure_backend()
    return bool(llama_cpp.llama_supports_gpu_offload())


def system_info() -> str:
    ensure_backend()
    info: bytes = llama_cpp.llama_print_system_info()
    return info.decode("utf-8", "replace").strip()


def library_path() -> Path:
    return Path(llama_cpp.llama_cpp._lib._name)


@functools.cache
def llama_build_id() -> str:
    """Identity of the llama.cpp build: an xxh3 of its shared library (state files are only
    compatible with the exact build that wrote them)."""
    h = xxhash.xxh3_64()
    with open(library_path(), "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


@dataclass(frozen=True)
class Versions:
    llama_cpp_python: str
    llama_cpp_build: str
    gpu_offload: bool


def versions() -> Versions:
    return Versions(llama_cpp.__version__, llama_build_id(), supports_gpu_offload())


@dataclass(frozen=True)
class Device:
    name: str  # e.g. "CPU", "CUDA0"
    description: str
    memory_total: int  # bytes, as the backend reports it (0 when unknown)
    memory_free: int
    kind: str = "gpu"  # "cpu", "gpu", "igpu" (shares the computer's memory) or "accel"

    @property
    def own_memory(self) -> bool:
        """A device whose memory is its own, not the computer's (a discrete GPU)."""
        return self.kind == "gpu"


def cpu_variant() -> str:
    """Which CPU code runs: a portable build's variant (libggml-cpu-haswell.so → "haswell"), or
    the CPU backend built with llama-cpp-python (for the build machine's CPU unless told
    otherwise), with the features it was compiled for."""
    ensure_backend()
    variant = "built in (compiled when llama-cpp-python was installed)"
    try:
        maps = Path("/proc/self/maps").read_text("utf-8", "replace")
    except OSError:
        maps = ""
    for name in sorted({Path(line.split()[-1]).name for line in maps.splitlines() if "ggml-cpu" in line}):
        stem = name.split(".")[0].removeprefix("lib").removeprefix("ggml-cpu")
        variant = f"{stem.lstrip('-')} (portable build, chosen at run time)" if stem else variant
    cpu_part = system_info().split("|")
    features = [p.split("=")[0].strip().removeprefix("CPU : ") for p in cpu_part if p.strip().endswith("= 1")]
    return f"{variant}; features: {', '.join(features) or 'none'}"


def _mapped() -> set[str]:
    """The files this process has mapped (Linux; elsewhere none is known)."""
    try:
        maps = Path("/proc/self/maps").read_text("utf-8", "replace")
    except OSError:
        return set()
    return {fields[5] for fields in (line.split(maxsplit=5) for line in maps.splitlines()) if len(fields) == 6}


@functools.cache
def _ggml() -> ctypes.CDLL:
    """ggml's own library, next to libllama (libggml.so / ggml.dll / libggml.dylib): the file
    libllama loaded. pip's wheels hold copies, not links (libggml.so, .so.0, .so.0.25.3), and
    another copy would be another registry of backends, one llama.cpp never sees."""
    found = [p for p in library_path().parent.iterdir() if p.name.split(".")[0] in ("libggml", "ggml")]
    if not found:
        raise OSError(f"ggml's library is not in {library_path().parent}")
    mapped = _mapped()
    lib = ctypes.CDLL(str(min(found, key=lambda p: (str(p) not in mapped, p.name))))
    lib.ggml_backend_reg_count.restype = ctypes.c_size_t
    lib.ggml_backend_reg_get.argtypes = [ctypes.c_size_t]
    lib.ggml_backend_reg_get.restype = ctypes.c_void_p
    lib.ggml_backend_reg_name.argtypes = [ctypes.c_void_p]
    lib.ggml_backend_reg_name.restype = ctypes.c_char_p
    lib.ggml_backend_dev_count.restype = ctypes.c_size_t
    lib.ggml_backend_dev_get.argtypes = [ctypes.c_size_t]
    lib.ggml_backend_dev_get.restype = ctypes.c_void_p
    for fn in (lib.ggml_backend_dev_name, lib.ggml_backend_dev_description):
        fn.argtypes = [ctypes.c_void_p]
        fn.restype = ctypes.c_char_p
    lib.ggml_backend_dev_type.argtypes = [ctypes.c_void_p]
    lib.ggml_backend_dev_type.restype = ctypes.c_int
    size_p = ctypes.POINTER(ctypes.c_size_t)
    lib.ggml_backend_dev_memory.argtypes = [ctypes.c_void_p, size_p, size_p]
    lib.ggml_backend_dev_memory.restype = None
    lib.ggml_backend_load_all_from_path.argtypes = [ctypes.c_char_p]
    lib.ggml_backend_load_all_from_path.restype = None
    lib.ggml_backend_load.argtypes = [ctypes.c_char_p]
    lib.ggml_backend_load.restype = ctypes.c_void_p
    return lib


def backends() -> list[str]:
    """The compute backends this build registered (CPU, CUDA, Metal, Vulkan…)."""
    ensure_backend()
    lib = _ggml()
    return [lib.ggml_backend_reg_name(lib.ggml_backend_reg_get(i)).decode() for i in range(lib.ggml_backend_reg_count())]


def devices() -> list[Device]:
    ensure_backend()
    lib = _ggml()
    found = []
    for i in range(lib.ggml_backend_dev_count()):
        dev = lib.ggml_backend_dev_get(i)
        free, total = ctypes.c_size_t(0), ctypes.c_size_t(0)
        lib.ggml_backend_dev_memory(dev, ctypes.byref(free), ctypes.byref(total))
        found.append(Device(lib.ggml_backend_dev_name(dev).decode(), lib.ggml_backend_dev_description(dev).decode(),
                            total.value, free.value, _DEVICE_KINDS.get(lib.ggml_backend_dev_type(dev), "accel")))
    return found


_DEVICE_KINDS = {0: "cpu", 1: "gpu", 2: "igpu"}  # enum ggml_backend_dev_type; 3 accel, 4 meta


def offload_devices() -> str:
    """The devices a model's layers can go to ("Vulkan0: llvmpipe (…)"), "" on a CPU-only build.
    A cache made on one computes on another in another order: part of a state's fingerprint."""
    if not supports_gpu_offload():
        return ""
    return "; ".join(f"{d.name}: {d.description}" for d in devices() if d.kind in ("gpu", "igpu"))
