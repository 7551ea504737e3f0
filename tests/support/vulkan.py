"""A software Vulkan device for the device tier (tests/device/): lavapipe, Mesa's Vulkan driver that
runs on the CPU, and ggml's Vulkan backend built apart, as a module, from the llama.cpp that the
pinned llama-cpp-python vendors. The app's own CPU build takes it through GGML_BACKEND_PATH
(app/engine/backend.py), in the child processes the tier starts: the same code path a real
Vulkan GPU takes, with nothing else of the build changed.

Nothing is installed: Debian's packages are fetched with a private sources list (`apt-get
download`) and unpacked into the cache (`dpkg -x`): bookworm's Vulkan loader and glslc (trixie's
need a newer glibc), trixie's Vulkan and SPIR-V headers (the pinned ggml-vulkan needs
VK_EXT_layer_settings: 1.3.261 or newer; bookworm has 1.3.239), and lavapipe from
bookworm-backports. Only the `ggml-vulkan` target is built (about 3 minutes on 2 cores, most of it
glslc compiling the shaders), cached in `~/.cache/Emberly/vulkan/<version>-<key>/`
(EMBERLY_VULKAN_CACHE moves it) with lavapipe's compiled pipelines (MESA_SHADER_CACHE_DIR: the
first run of a model compiles them, minutes; later runs read them).

`python -m tests.support.vulkan` builds it by hand and prints the environment to run with.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from tests.support.servers.llama_server import pinned_version, start_build

ROOT = Path(__file__).resolve().parents[2]
SUITES = ("bookworm", "bookworm-backports", "trixie")
# package/suite: the suite each comes from (see the module's docstring for why).
PACKAGES = ("libvulkan1/bookworm", "glslc/bookworm", "libshaderc1/bookworm", "libvulkan-dev/trixie",
            "spirv-headers/trixie", "mesa-vulkan-drivers/bookworm-backports")
# lavapipe's own libraries: a desktop Debian 12 has them; fetched into the cache where missing.
LAVAPIPE_NEEDS = ("libllvm15", "libdrm2", "libelf1", "libexpat1", "libwayland-client0", "libx11-xcb1", "libxcb1",
                  "libxcb-dri3-0", "libxcb-present0", "libxcb-randr0", "libxcb-shm0", "libxcb-sync1", "libxcb-xfixes0",
                  "libxshmfence1", "libzstd1", "zlib1g", "libz3-4", "libedit2", "libxml2", "libffi8", "libtinfo6")
CMAKE_ARGS = ["-DCMAKE_BUILD_TYPE=Release", "-DGGML_VULKAN=ON", "-DGGML_BACKEND_DL=ON", "-DBUILD_SHARED_LIBS=ON",
              "-DGGML_NATIVE=OFF", "-DLLAMA_BUILD_TESTS=OFF", "-DLLAMA_BUILD_EXAMPLES=OFF", "-DLLAMA_BUILD_TOOLS=OFF",
              "-DLLAMA_BUILD_SERVER=OFF", "-DLLAMA_CURL=OFF", "-DLLAMA_OPENSSL=OFF"]


def cache_dir() -> Path:
    base = Path(os.environ.get("EMBERLY_VULKAN_CACHE") or Path.home() / ".cache" / "Emberly" / "vulkan")
    key = hashlib.sha256((platform.machine() + " ".join(CMAKE_ARGS)).encode()).hexdigest()[:12]
    return base / f"{pinned_version()}-{key}"


def _triplet() -> str:
    return subprocess.run(["dpkg-architecture", "-qDEB_HOST_MULTIARCH"], capture_output=True, text=True,
                          check=False).stdout.strip() or f"{platform.machine()}-linux-gnu"


def environment(folder: Path | None = None) -> dict[str, str]:
    """What a child process needs to see the device and load the backend."""
    folder = folder or cache_dir()
    lib = folder / "prefix" / "usr" / "lib" / _triplet()
    return {
        "VK_DRIVER_FILES": str(folder / "prefix" / "usr" / "share" / "vulkan" / "icd.d" / "lvp_icd.json"),
        "GGML_VK_VISIBLE_DEVICES": "0",  # lavapipe is a device of type CPU, which ggml-vulkan skips unless named
        "GGML_BACKEND_PATH": str(folder / "libggml-vulkan.so"),
        "MESA_SHADER_CACHE_DIR": str(folder / "mesa-shader-cache"),
        "LD_LIBRARY_PATH": ":".join(filter(None, [str(lib), os.environ.get("LD_LIBRARY_PATH", "")])),
    }


def _fetch(prefix: Path, work: Path, say: Callable[[str], None]) -> None:
    """The packages, unpacked into `prefix`; lavapipe's manifest pointed at its library there."""
    lists, debs = work / "apt-lists", work / "debs"
    for folder in (lists / "partial", work / "apt-cache" / "archives" / "partial", debs):
        folder.mkdir(parents=True, exist_ok=True)
    (work / "sources.list").write_text("".join(
        f"deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian {s} main\n"
        for s in SUITES))
    apt = ["apt-get", "-qq", "-o", f"Dir::Etc::sourcelist={work / 'sources.list'}", "-o", "Dir::Etc::sourceparts=-",
           "-o", f"Dir::State::Lists={lists}", "-o", f"Dir::Cache={work / 'apt-cache'}", "-o", "Debug::NoLocking=1",
           "-o", f"APT::Sandbox::User={os.environ.get('USER') or 'root'}"]
    subprocess.run([*apt, "update"], check=True)
    missing = [f"{name}/bookworm" for name in LAVAPIPE_NEEDS
               if "install ok installed" not in subprocess.run(["dpkg-query", "-W", "-f=${Status}", name],
                                                              capture_output=True, text=True, check=False).stdout]
    say(f"Fetching {len(PACKAGES) + len(missing)} Debian packages for the Vulkan device…")
    subprocess.run([*apt, "download", *PACKAGES, *missing], cwd=debs, check=True)
    for deb in sorted(debs.glob("*.deb")):
        subprocess.run(["dpkg", "-x", str(deb), str(prefix)], check=True)
    manifest = prefix / "usr" / "share" / "vulkan" / "icd.d" / "lvp_icd.json"
    data = json.loads(manifest.read_text("utf-8"))
    data["ICD"]["library_path"] = f"../../../lib/{_triplet()}/libvulkan_lvp.so"  # a path with a slash: read from here
    manifest.write_text(json.dumps(data, indent=2))


def _build(prefix: Path, work: Path, say: Callable[[str], None]) -> Path:
    """ggml-vulkan as a backend module, from the pinned sdist's llama.cpp."""
    version = pinned_version()
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:", "-q", "-d", str(work),
                    f"llama-cpp-python=={version}"], check=True)
    sdist = next(work.glob("llama_cpp_python-*.tar.gz"))
    top = f"{sdist.name[: -len('.tar.gz')]}/vendor/llama.cpp/"
    with tarfile.open(sdist) as tar:
        tar.extractall(work, members=[m for m in tar.getmembers() if m.name.startswith(top)], filter="data")
    usr, lib = prefix / "usr", prefix / "usr" / "lib" / _triplet()
    vulkan = [f"-DVulkan_INCLUDE_DIR={usr / 'include'}", f"-DVulkan_LIBRARY={lib / 'libvulkan.so.1'}",
              f"-DVulkan_GLSLC_EXECUTABLE={usr / 'bin' / 'glslc'}", f"-DCMAKE_PREFIX_PATH={usr}"]
    env = {**os.environ, "LD_LIBRARY_PATH": str(lib)}  # glslc's libshaderc
    build = work / "build"
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    say(f"Building ggml's Vulkan backend from llama-cpp-python {version}'s llama.cpp (once per machine, ~3 min)…")
    subprocess.run(["cmake", "-S", str(work / top), "-B", str(build), *generator, *CMAKE_ARGS, *vulkan], env=env,
                   check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", str(build), "--target", "ggml-vulkan", "-j", str(os.cpu_count() or 2)], env=env,
                   check=True, stdout=subprocess.DEVNULL)
    return build / "bin" / "libggml-vulkan.so"


def ensure_vulkan(say: Callable[[str], None] | None = None) -> dict[str, str]:
    """The environment of the software Vulkan device, fetched and built first if this machine
    has none (about 4 minutes)."""
    say = say or (lambda line: print(line, file=sys.stderr, flush=True))
    folder = cache_dir()
    module = folder / "libggml-vulkan.so"
    if module.is_file():
        return environment(folder)
    for tool in ("cmake", "c++", "apt-get", "dpkg"):
        if shutil.which(tool) is None:
            raise RuntimeError(f"The Vulkan test device needs {tool} (Debian: cmake, g++, apt, dpkg)")
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # two runs at once: one builds, the other waits
        if module.is_file():
            return environment(folder)
        started = time.monotonic()
        shutil.rmtree(folder / "prefix", ignore_errors=True)
        with tempfile.TemporaryDirectory(prefix="emberly-vulkan-") as tmp:
            _fetch(folder / "prefix", Path(tmp), say)
            built = _build(folder / "prefix", Path(tmp), say)
            shutil.copy2(built, folder / "libggml-vulkan.so.tmp")
            os.replace(folder / "libggml-vulkan.so.tmp", module)
        seconds = time.monotonic() - started
        (folder / "build.json").write_text(json.dumps({"version": pinned_version(), "seconds": round(seconds)}))
        say(f"The Vulkan backend built in {seconds:.0f} s: {module}")
    return environment(folder)


def prebuild_in_background() -> None:
    """Start the fetch and build in the background, unless done or under way."""
    folder = cache_dir()
    start_build(folder, folder / "libggml-vulkan.so", "tests.support.vulkan", "EMBERLY_NO_VULKAN_PREBUILD")


if __name__ == "__main__":
    for name, value in ensure_vulkan().items():
        print(f"export {name}={value}")
