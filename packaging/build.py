"""Build the one-folder Emberly bundle with PyInstaller and smoke-test the built binary.

    .venv/bin/python packaging/build.py              # build, then test
    .venv/bin/python packaging/build.py --no-build   # test the existing build/dist/Emberly

Needs the `bundle` extra (pip install -e '.[bundle]'): PyInstaller, and the demo model package
for the test generation (the model itself is not bundled).

The bundle runs on other people's CPUs, so its llama.cpp is built portable, not for this one:
`GGML_NATIVE=OFF GGML_BACKEND_DL=ON GGML_CPU_ALL_VARIANTS=ON` makes one CPU backend library per
instruction-set level (x64, sse42, haswell, skylakex, icelake, zen4, sapphirerapids…), and ggml
loads the best one for the CPU at run time. That llama-cpp-python wheel is built here, never
taken from pip's cache (which keys wheels by version, not by build flags), kept in
build/llama-portable/ by its flags, and installed in a venv of its own (build/bundle-venv) that
PyInstaller then runs from; GPU flags in CMAKE_ARGS are added to the portable ones. The first
build takes long (≈13 CPU variants): 20-40 min on 2 cores.

Offscreen, with throwaway data and config folders, the built `emberly-cli` must answer --version
and pass --diagnose on the demo model (a short generation, tokens/s reported, a portable CPU
variant loaded, the start-up probe run by the bundle itself, and its safe path taken when the
probe child dies by SIGILL), a chat template must render in the bundle's own template helper,
the xcb libraries Qt's platform plugin needs must be carried (Linux), and the windowed `Emberly`
must start and stay up. Then every capability runs in the bundle on a real X server
(tests/packaging/test_bundle_capabilities.py: the window from its menu entry, a chat reopened warm,
exports, `--serve` with the openai package, an MCP tool call, documents, a library, a picture, an
import). Prints the bundle's size. Exits non-zero on any failure. Everything lands in build/
(gitignored).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
DIST = BUILD / "dist"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""
GUI_SECONDS = 8.0  # how long the windowed app must stay up (it loads no model: none is configured)

sys.path.insert(0, str(ROOT))
from app import __version__


class SmokeFailure(Exception):
    pass


def bundle_dir() -> Path:
    """The folder that holds the executables (inside Emberly.app on macOS)."""
    app = DIST / "Emberly.app" / "Contents" / "MacOS"
    return app if sys.platform == "darwin" and app.is_dir() else DIST / "Emberly"


PORTABLE_CMAKE_ARGS = [
    "-DGGML_NATIVE=OFF", "-DGGML_BACKEND_DL=ON", "-DGGML_CPU_ALL_VARIANTS=ON",
    # The variant libraries go next to libllama, where app.engine.backend asks ggml to look.
    "-DCMAKE_INSTALL_BINDIR=llama_cpp/lib",
]
BUNDLE_VENV = BUILD / "bundle-venv"


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def llama_cpp_requirement() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'"(llama-cpp-python==[^"]+)"', text)
    if not match:
        raise SmokeFailure("pyproject.toml pins no llama-cpp-python version")
    return match.group(1)


def portable_wheel() -> Path:
    """The portable llama-cpp-python wheel, built once per version and flags."""
    requirement = llama_cpp_requirement()
    args = PORTABLE_CMAKE_ARGS + os.environ.get("CMAKE_ARGS", "").split()
    key = hashlib.sha256(" ".join([requirement, *args]).encode()).hexdigest()[:12]
    folder = BUILD / "llama-portable" / key
    wheels = sorted(folder.glob("llama_cpp_python-*.whl"))
    if wheels:
        return wheels[-1]
    folder.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-cache-dir", "--no-binary", "llama-cpp-python",
           "-w", str(folder), requirement]
    print(f"$ CMAKE_ARGS={' '.join(args)!r}", " ".join(cmd), flush=True)
    started = time.monotonic()
    subprocess.run(cmd, cwd=ROOT, check=True, env={**os.environ, "CMAKE_ARGS": " ".join(args)})
    print(f"portable llama-cpp-python built in {time.monotonic() - started:.0f} s", flush=True)
    (folder / "cmake-args.txt").write_text(" ".join(args) + "\n", encoding="utf-8")
    return sorted(folder.glob("llama_cpp_python-*.whl"))[-1]


def bundle_venv(wheel: Path) -> Path:
    """A venv with Emberly, its bundle extra and the portable llama-cpp-python (not the dev one)."""
    python = venv_python(BUNDLE_VENV)
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(BUNDLE_VENV)], check=True)
    pip = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    # The portable wheel first: the project's pin is then already met and pip builds nothing.
    subprocess.run([*pip, "--force-reinstall", "--no-deps", str(wheel)], check=True)
    subprocess.run([*pip, f"{ROOT}[bundle]"], check=True)
    return python


def build() -> None:
    python = bundle_venv(portable_wheel())
    cmd = [str(python), "-m", "PyInstaller", str(ROOT / "packaging" / "emberly.spec"), "--noconfirm",
           "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller")]
    print("$", " ".join(cmd), flush=True)
    started = time.monotonic()
    subprocess.run(cmd, cwd=ROOT, check=True)
    print(f"built in {time.monotonic() - started:.0f} s", flush=True)


def smoke_env(home: Path) -> dict[str, str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "EMBERLY_DATA_DIR": str(home / "data"),
           "EMBERLY_CONFIG_DIR": str(home / "config")}
    # The bundle must run on what it carries, not on this checkout or venv.
    for var in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"):
        env.pop(var, None)
    return env


def run(argv: list[str], env: dict[str, str], timeout: float) -> str:
    print("$", " ".join(argv), flush=True)
    out = subprocess.run(argv, env=env, cwd=env["EMBERLY_DATA_DIR"], capture_output=True, text=True,
                         timeout=timeout, encoding="utf-8", errors="replace")
    text = out.stdout + out.stderr
    print(text.rstrip(), flush=True)
    if out.returncode != 0:
        raise SmokeFailure(f"{Path(argv[0]).name} {' '.join(argv[1:])} exited with {out.returncode}")
    check_no_traceback(text)
    return text


def check_no_traceback(output: str) -> None:
    # A module the bundle lacks often shows only as a traceback printed from a Qt slot or a fallback.
    if "Traceback (most recent call last)" in output or "ModuleNotFoundError" in output:
        raise SmokeFailure("the bundle printed a Python traceback")


def demo_model() -> Path:
    """The demo GGUF, assembled once into build/ (gitignored) from the installed demo package."""
    from app.engine.local.default_model import demo_model_available, ensure_demo_model

    if not demo_model_available():
        raise SmokeFailure("the demo model package is not installed: pip install -e '.[bundle]'")
    return ensure_demo_model(BUILD / "demo-model")


def smoke_test() -> None:
    folder = bundle_dir()
    cli, gui = folder / f"emberly-cli{EXE_SUFFIX}", folder / f"Emberly{EXE_SUFFIX}"
    for exe in (cli, gui):
        if not exe.is_file():
            raise SmokeFailure(f"{exe} was not built")
    model = demo_model()
    with tempfile.TemporaryDirectory(prefix="emberly-smoke-") as tmp:
        env = smoke_env(Path(tmp))
        Path(env["EMBERLY_DATA_DIR"]).mkdir()

        version = run([str(cli), "--version"], env, timeout=120).strip()
        if version != f"Emberly {__version__}":
            raise SmokeFailure(f"--version printed {version!r}, expected 'Emberly {__version__}'")

        report = run([str(cli), "--diagnose", "--model", str(model)], env, timeout=300)
        if not re.search(r"Test generation.*\b\d+ tokens at [\d.]+ tokens/s", report):
            raise SmokeFailure("--diagnose printed no test generation with its tokens/s")
        if str(ROOT / ".venv") in report:
            raise SmokeFailure("--diagnose shows the bundle loading libraries from the build venv")
        variant = re.search(r"^CPU backend:\s*(.+)$", report, re.M)
        if not variant or "portable build" not in variant.group(1):
            raise SmokeFailure("--diagnose shows no portable CPU variant: the bundle's llama.cpp is not portable")
        if not re.search(r"^Engine path:\s*checked now: fast path", report, re.M):
            raise SmokeFailure("the bundle did not run its start-up probe")
        print(f"CPU variant loaded: {variant.group(1)}", flush=True)

        # A probe child killed by a real SIGILL (the AMX case): the bundle takes the safe path.
        sigill_env = {**env, "EMBERLY_CONFIG_DIR": str(Path(tmp) / "config-sigill"),
                      "EMBERLY_PROBE_TEST_SIGNAL": "SIGILL:extra_bufts"}
        if sys.platform != "win32":
            report = run([str(cli), "--diagnose", "--model", str(model)], sigill_env, timeout=300)
            if not re.search(r"^Engine path:\s*checked now: safe CPU path.*illegal instruction", report, re.M):
                raise SmokeFailure("with the probe child killed by SIGILL, the bundle did not take the safe path")

        if sys.platform.startswith("linux"):
            check_desktop_entry(cli, gui, env, Path(tmp) / "xdg-data")
            check_xcb_libraries(folder)
        check_template_helper(cli)

        print(f"$ {gui} (offscreen, {GUI_SECONDS:.0f} s)", flush=True)
        proc = subprocess.Popen([str(gui)], env=env, cwd=env["EMBERLY_DATA_DIR"],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
        try:
            code = proc.wait(timeout=GUI_SECONDS)
        except subprocess.TimeoutExpired:
            code = None  # still running: the window is up
        finally:
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
            output = proc.stdout.read() if proc.stdout else ""
            if output.strip():
                print(output.rstrip())
        check_no_traceback(output)
        if code not in (None, 0):
            raise SmokeFailure(f"the windowed app exited with {code} within {GUI_SECONDS:.0f} s")
        print("windowed app: " + ("still running, terminated" if code is None else "exited cleanly"))
    check_capabilities(folder)


def check_capabilities(folder: Path) -> None:
    """Every capability driven in the bundle on a real X server (tests/packaging/test_bundle_capabilities.py):
    CI=1 makes a missing desktop tool a failure, never a skip."""
    cmd = [sys.executable, "-m", "pytest", "-m", "bundle", "-p", "no:cacheprovider", "-v",
           str(ROOT / "tests" / "packaging" / "test_bundle_capabilities.py")]
    print("$", " ".join(cmd), flush=True)
    out = subprocess.run(cmd, cwd=ROOT, env={**os.environ, "EMBERLY_BUNDLE": str(folder), "CI": "1"}, timeout=1800)
    if out.returncode != 0:
        raise SmokeFailure("a capability failed in the bundle (the pytest output above)")


def check_desktop_entry(cli: Path, gui: Path, env: dict[str, str], data_home: Path) -> None:
    """The bundle carries the .desktop template and icons, and the menu entry starts the windowed app."""
    run([str(cli), "--install-desktop-entry"], {**env, "XDG_DATA_HOME": str(data_home)}, timeout=120)
    entry = (data_home / "applications" / "io.github.emberly.Emberly.desktop").read_text(encoding="utf-8")
    if f"Exec={gui}" not in entry.splitlines():
        raise SmokeFailure(f"the installed menu entry does not start {gui}:\n{entry}")
    if not (data_home / "icons" / "hicolor" / "256x256" / "apps" / "io.github.emberly.Emberly.png").is_file():
        raise SmokeFailure("the installed menu entry has no icon")


# What Qt's xcb platform plugin needs that many desktops lack (Ubuntu and Debian often have no
# libxcb-cursor0): without them the window aborts before it opens, so the bundle carries them.
XCB_LIBRARIES = ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1")


def check_xcb_libraries(folder: Path) -> None:
    """ldd resolves each of XCB_LIBRARIES for the bundled libqxcb.so to a file inside the bundle."""
    plugins = list(folder.rglob("platforms/libqxcb.so"))
    if not plugins:
        raise SmokeFailure("the bundle carries no xcb platform plugin (libqxcb.so)")
    lib_dirs = sorted({str(p.parent) for p in folder.rglob("*.so*") if p.is_file()})
    out = subprocess.run(["ldd", str(plugins[0])], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "LD_LIBRARY_PATH": os.pathsep.join(lib_dirs)}).stdout
    resolved = dict(re.findall(r"^\s*(\S+) => (.+?) \(0x", out, re.M))
    for name in XCB_LIBRARIES:
        where = resolved.get(name, "not found")
        if not Path(where).resolve().is_relative_to(folder.resolve()):
            raise SmokeFailure(f"the bundle does not carry {name} for its xcb plugin (ldd: {where})")
    print("xcb libraries carried: " + ", ".join(XCB_LIBRARIES), flush=True)


def check_template_helper(cli: Path) -> None:
    """A model's chat template renders in the bundle's own helper process (`--template-host`)."""
    from app.engine.prompt import template_host

    host = template_host.TemplateHost([str(cli), "--template-host"])  # as the frozen app starts it
    try:
        key = host.compile("{% for m in messages %}<{{ m['role'] }}>{{ m['content'] }}{% endfor %}", 30)
        request = {"messages": [{"role": "user", "content": "Hi"}], "bos": "", "eos": "",
                   "add_generation_prompt": True, "options": {}, "input_chars": 2}
        text = host.render(key, "", request, 30)
    except template_host.TemplateFailure as e:
        raise SmokeFailure(f"the bundle's template helper failed: {e}") from e
    finally:
        host.close()
    if text != "<user>Hi":
        raise SmokeFailure(f"the bundle's template helper rendered {text!r}")
    print("template helper: renders in the bundle's own process", flush=True)


def folder_size(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="only smoke-test the existing bundle")
    args = parser.parse_args()
    try:
        if not args.no_build:
            build()
        smoke_test()
    except (SmokeFailure, subprocess.CalledProcessError, subprocess.TimeoutExpired) as e:
        print(f"FAILED: {e}", file=sys.stderr)
        return 1
    top = DIST / ("Emberly.app" if sys.platform == "darwin" else "Emberly")
    print(f"OK: bundle {top} is {folder_size(top) / 2**20:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
