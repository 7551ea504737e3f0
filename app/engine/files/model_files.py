"""Find GGUF model files on disk for the model picker. Qt-free.

`default_folders()` lists where Emberly and other local-LLM apps download models by default on
this OS; `scan()` walks such folders and returns one `FoundModel` per loadable model: a split
model (`NAME-00001-of-00003.gguf`) is one entry, vision projectors (mmproj), hidden files and
tiny files are left out, and a file reachable through several folders or symlinks is listed once.

Every path is built from `Path.home()` and `os.environ` at call time, so tests can redirect them.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from app import paths
from app.engine.files.gguf_info import SPLIT_NAME

# Anything smaller is a partial download or junk: even a tiny quantised model is tens of MiB.
MIN_MODEL_BYTES = 1 << 20
# Subfolder levels walked below each folder. The deepest real layout, the Hugging Face cache
# (models--org--name/snapshots/<rev>/subdir/file.gguf), needs 4; the cap keeps a folder that
# happens to hold a whole home directory from hanging the scan.
MAX_DEPTH = 6



@dataclass(frozen=True)
class ModelFolder:
    source: str  # who put models there: "Emberly", "LM Studio", "GPT4All", "Jan", "Hugging Face", "Added"
    path: Path


@dataclass(frozen=True)
class FoundModel:
    path: Path  # the file to load; for a split model, its first part (llama.cpp finds the rest)
    source: str
    size: int  # bytes, summed over all parts found
    parts: int  # part files found: 1 for a single-file model
    mtime: float  # newest modification time among the parts


def _env_path(name: str) -> Path | None:
    value = os.environ.get(name)
    return Path(value) if value else None


def default_folders() -> list[ModelFolder]:
    """The default model download folders on this OS (sys.platform), whether or not they exist."""
    home = Path.home()
    if sys.platform == "win32":
        # Qt's AppLocalDataLocation and Tauri's app data dir, respectively.
        local_data = _env_path("LOCALAPPDATA") or home / "AppData" / "Local"
        roaming_data = _env_path("APPDATA") or home / "AppData" / "Roaming"
        gpt4all = local_data / "nomic.ai" / "GPT4All"
        jan_data = roaming_data / "Jan" / "data"
    elif sys.platform == "darwin":
        app_support = home / "Library" / "Application Support"
        gpt4all = app_support / "nomic.ai" / "GPT4All"
        jan_data = app_support / "Jan" / "data"
    else:
        # Both apps follow the XDG base directory spec (Qt's QStandardPaths, Tauri's app data dir).
        xdg_data = _env_path("XDG_DATA_HOME") or home / ".local" / "share"
        gpt4all = xdg_data / "nomic.ai" / "GPT4All"
        jan_data = xdg_data / "Jan" / "data"

    # huggingface_hub's own resolution order: HF_HUB_CACHE, then HF_HOME/hub, then
    # $XDG_CACHE_HOME/huggingface/hub, then ~/.cache/huggingface/hub (on every OS).
    hf_home = _env_path("HF_HOME") or (_env_path("XDG_CACHE_HOME") or home / ".cache") / "huggingface"
    hf_hub = _env_path("HF_HUB_CACHE") or hf_home / "hub"

    folders = [
        # Emberly's own downloads: platformdirs' user data folder, or EMBERLY_DATA_DIR.
        ModelFolder("Emberly", paths.models_dir()),
        # LM Studio 0.3+ keeps models in ~/.lmstudio/models on every OS.
        ModelFolder("LM Studio", home / ".lmstudio" / "models"),
        # LM Studio before 0.3 used ~/.cache/lm-studio/models.
        ModelFolder("LM Studio", home / ".cache" / "lm-studio" / "models"),
        # GPT4All's default download path is its app data folder (Qt's AppLocalDataLocation).
        ModelFolder("GPT4All", gpt4all),
        # Jan 0.6+ (Tauri) stores llama.cpp models as <data>/llamacpp/models/<org>/<repo>/model.gguf.
        ModelFolder("Jan", jan_data / "llamacpp" / "models"),
        # Jan 0.5 (Electron) used <data>/models ...
        ModelFolder("Jan", jan_data / "models"),
        # ... and releases before it ~/jan/models.
        ModelFolder("Jan", home / "jan" / "models"),
        # The Hugging Face hub cache, shared by huggingface-cli, llama.cpp's -hf and others.
        ModelFolder("Hugging Face", hf_hub),
    ]
    # Env vars can point two entries at one folder; list it once.
    seen: set[Path] = set()
    unique = []
    for folder in folders:
        if folder.path not in seen:
            seen.add(folder.path)
            unique.append(folder)
    return unique


def _is_candidate(name: str) -> bool:
    lower = name.casefold()
    # Hidden names are partial downloads and app bookkeeping; mmproj files are vision
    # projectors, which load alongside a model, never on their own.
    return lower.endswith(".gguf") and not lower.startswith(".") and "mmproj" not in lower


def projectors_beside(model: Path) -> list[Path]:
    """The vision projectors (mmproj GGUF files) in the model's folder, by name: the ones it may
    load with. Downloads put a model's projector beside it (app/downloads)."""
    try:
        with os.scandir(Path(model).parent) as it:
            names = sorted(e.name for e in it if e.is_file())
    except OSError:
        return []
    return [Path(model).parent / n for n in names
            if n.casefold().endswith(".gguf") and "mmproj" in n.casefold() and not n.startswith(".")]


def drafts_beside(model: Path) -> list[Path]:
    """Models in the model's folder small enough to draft for it (speculative decoding): GGUF
    files smaller than it, not projectors. Whether their vocabulary pairs is checked at load."""
    try:
        size = Path(model).stat().st_size
        with os.scandir(Path(model).parent) as it:
            found = sorted((e.name, e.stat().st_size) for e in it if e.is_file())
    except OSError:
        return []
    return [Path(model).parent / n for n, n_bytes in found
            if n.casefold().endswith(".gguf") and "mmproj" not in n.casefold() and not n.startswith(".")
            and 0 < n_bytes < size]


def _walk(root: Path) -> Iterator[Path]:
    """Candidate .gguf paths under `root`, as reached (symlinks not resolved), in a stable order."""
    visited: set[str] = set()  # real paths of folders walked: symlink loops end here

    def walk(folder: Path, depth: int) -> Iterator[Path]:
        try:
            real = os.path.realpath(folder)
            if real in visited:
                return
            visited.add(real)
            with os.scandir(folder) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError:  # missing, not a folder, or unreadable (PermissionError): skip it
            return
        subfolders = []
        for entry in entries:
            if entry.name.startswith("."):  # .cache, .locks, .git: never models
                continue
            try:
                # Follows symlinks: the HF cache's snapshot files are links into blobs/.
                if entry.is_dir():
                    subfolders.append(entry.path)
                elif entry.is_file() and _is_candidate(entry.name):
                    yield Path(entry.path)
            except OSError:
                continue
        if depth < MAX_DEPTH:
            for sub in subfolders:
                yield from walk(Path(sub), depth + 1)

    yield from walk(root, 0)


def _split_siblings(path: Path) -> list[Path]:
    """All parts of the split model that `path` belongs to, found next to it."""
    m = SPLIT_NAME.match(path.name)
    if not m:
        return [path]
    try:
        names = os.listdir(path.parent)
    except OSError:
        return [path]
    parts = [path.parent / n for n in names if _same_split(m, n)]
    return sorted((p for p in parts if p.is_file()), key=lambda p: p.name.casefold()) or [path]


def _same_split(m: re.Match[str], name: str) -> bool:
    other = SPLIT_NAME.match(name)
    return bool(
        other
        and other["stem"].casefold() == m["stem"].casefold()
        and other["total"] == m["total"]
        and _is_candidate(name)
    )


def _group(files: Iterable[Path]) -> list[list[Path]]:
    """Group the files of one walk into models: a split model's parts, sorted, form one group."""
    groups: dict[tuple[str, ...], list[Path]] = {}
    for f in files:
        m = SPLIT_NAME.match(f.name)
        # Parts belong together only within one folder (as reached: in the HF cache the real
        # files are hash-named blobs, so only the snapshot folder holds the parts' names).
        key = (str(f.parent), m["stem"].casefold(), m["total"]) if m else (str(f),)
        groups.setdefault(key, []).append(f)
    return [sorted(g, key=lambda p: p.name.casefold()) for g in groups.values()]


def _make_model(parts: list[Path], source: str) -> tuple[FoundModel, str] | None:
    """The model for one group of parts and the real path of its first file, or None to skip it."""
    first = parts[0]
    m = SPLIT_NAME.match(first.name)
    if m and int(m["index"]) != 1:
        return None  # without the first part llama.cpp cannot load it
    size, mtime = 0, 0.0
    try:
        for part in parts:
            st = part.stat()  # follows symlinks: the size of the real file
            size += st.st_size
            mtime = max(mtime, st.st_mtime)
        real = os.path.realpath(first)
    except OSError:  # a broken link or a part deleted mid-scan
        return None
    # The size rule applies to the whole model: gguf-split --no-tensor-first-split writes a
    # first part that holds only metadata.
    if size < MIN_MODEL_BYTES:
        return None
    return FoundModel(path=first, source=source, size=size, parts=len(parts), mtime=mtime), real


def _sort_key(model: FoundModel) -> tuple[str, str]:
    # Ties happen (Jan names every file model.gguf): the full path keeps the order stable.
    return model.path.name.casefold(), str(model.path).casefold()


def scan(folders: Iterable[ModelFolder], extra_files: Iterable[Path] = ()) -> list[FoundModel]:
    """One FoundModel per model in `folders` (walked recursively), then in `extra_files`.

    Ordered by the order of `folders`, then by file name (case-insensitive); `extra_files` come
    last with source "Added" and obey the same rules. A model reachable from several places
    (folders, symlinks) is listed once, where it is found first. Missing and unreadable
    folders are skipped.
    """
    seen: set[str] = set()
    result: list[FoundModel] = []

    def add_group(groups: list[list[Path]], source: str) -> None:
        found = []
        for parts in groups:
            made = _make_model(parts, source)
            if made is None:
                continue
            model, real = made
            if real not in seen:
                seen.add(real)
                found.append(model)
        result.extend(sorted(found, key=_sort_key))

    for folder in folders:
        add_group(_group(_walk(folder.path)), folder.source)

    extras: list[list[Path]] = []
    for f in map(Path, extra_files):
        try:
            if not (_is_candidate(f.name) and f.is_file()):
                continue
        except OSError:  # unreadable parent folder
            continue
        # A part chosen by hand stands for its whole model, listed as its first part.
        extras.append(_split_siblings(f))
    add_group(extras, "Added")
    return result
