"""app.engine.files.model_files: the default model folders per OS, and the scan rules (splits, mmproj,
hidden/small files, duplicates, symlinks, depth, order). Fake models are sparse files."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from app.engine.files import model_files
from app.engine.files.model_files import MAX_DEPTH, FoundModel, ModelFolder, default_folders, scan

MiB = 2**20


def make(path: Path, size: int = 2 * MiB) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        f.truncate(size)  # sparse: cheap to create, but stat() reports the full size
    return path


def names(found: list[FoundModel]) -> list[str]:
    return [m.path.name for m in found]


def folder(path: Path, source: str = "Added") -> ModelFolder:
    return ModelFolder(source, path)


# --- scan ---------------------------------------------------------------------------------


def test_single_file(tmp_path: Path) -> None:
    f = make(tmp_path / "m" / "llama.Q4_K_M.gguf", 3 * MiB)
    [model] = scan([folder(tmp_path / "m", "LM Studio")])
    assert model == FoundModel(path=f, source="LM Studio", size=3 * MiB, parts=1, mtime=f.stat().st_mtime)


def test_split_model_appears_once_with_summed_size(tmp_path: Path) -> None:
    d = tmp_path / "m"
    first = make(d / "Big-Q8_0-00001-of-00003.gguf", 2 * MiB)
    make(d / "Big-Q8_0-00002-of-00003.gguf", 3 * MiB)
    make(d / "Big-Q8_0-00003-of-00003.gguf", 4 * MiB)
    [model] = scan([folder(d)])
    assert model.path == first
    assert model.size == 9 * MiB
    assert model.parts == 3


def test_split_model_sums_only_parts_that_exist(tmp_path: Path) -> None:
    d = tmp_path / "m"
    make(d / "Big-00001-of-00003.gguf")
    make(d / "Big-00003-of-00003.gguf")
    [model] = scan([folder(d)])
    assert (model.path.name, model.size, model.parts) == ("Big-00001-of-00003.gguf", 4 * MiB, 2)


def test_split_model_without_its_first_part_is_skipped(tmp_path: Path) -> None:
    d = tmp_path / "m"
    make(d / "Big-00002-of-00002.gguf")
    assert scan([folder(d)]) == []


def test_split_with_metadata_only_first_part_is_kept(tmp_path: Path) -> None:
    # gguf-split --no-tensor-first-split: a tiny first part; the size rule is on the whole model.
    d = tmp_path / "m"
    make(d / "Big-00001-of-00002.gguf", 4096)
    make(d / "Big-00002-of-00002.gguf", 2 * MiB)
    [model] = scan([folder(d)])
    assert (model.path.name, model.size, model.parts) == ("Big-00001-of-00002.gguf", 2 * MiB + 4096, 2)


def test_splits_in_different_folders_or_with_different_totals_are_separate(tmp_path: Path) -> None:
    d = tmp_path / "m"
    make(d / "a" / "Big-00001-of-00002.gguf")
    make(d / "b" / "Big-00001-of-00002.gguf")
    make(d / "a" / "Big-00001-of-00003.gguf")
    found = scan([folder(d)])
    assert sorted(str(m.path.relative_to(d)) for m in found) == [
        os.path.join("a", "Big-00001-of-00002.gguf"),
        os.path.join("a", "Big-00001-of-00003.gguf"),
        os.path.join("b", "Big-00001-of-00002.gguf"),
    ]
    assert all(m.parts == 1 for m in found)


def test_mmproj_hidden_small_and_other_files_are_skipped(tmp_path: Path) -> None:
    d = tmp_path / "m"
    make(d / "model.gguf")
    make(d / "mmproj-model-f16.gguf")
    make(d / "Model-MMPROJ.gguf")
    make(d / ".model.gguf")  # hidden: a partial download
    make(d / ".cache" / "huggingface" / "download" / "inside-hidden-folder.gguf")
    make(d / "tiny.gguf", MiB - 1)
    make(d / "model.gguf.part")
    make(d / "model.bin")
    make(d / "dir.gguf" / "x.txt")  # a folder named like a model
    assert names(scan([folder(d)])) == ["model.gguf"]


def test_exactly_one_mib_is_kept(tmp_path: Path) -> None:
    make(tmp_path / "m" / "edge.gguf", MiB)
    assert names(scan([folder(tmp_path / "m")])) == ["edge.gguf"]


def test_upper_case_extension_is_found(tmp_path: Path) -> None:
    make(tmp_path / "m" / "SHOUTY.GGUF")
    assert names(scan([folder(tmp_path / "m")])) == ["SHOUTY.GGUF"]


def test_nested_folders_are_found_up_to_the_depth_cap(tmp_path: Path) -> None:
    root = tmp_path / "m"
    deepest = root.joinpath(*[f"d{i}" for i in range(MAX_DEPTH)])
    make(root / "a" / "b" / "nested.gguf")
    make(deepest / "deepest.gguf")
    make(deepest / "too-deep" / "too-deep.gguf")
    assert names(scan([folder(root)])) == ["deepest.gguf", "nested.gguf"]


def test_missing_folders_and_files_are_ignored(tmp_path: Path) -> None:
    make(tmp_path / "real" / "a.gguf")
    not_a_folder = make(tmp_path / "file.gguf")
    found = scan(
        [folder(tmp_path / "missing"), folder(not_a_folder), folder(tmp_path / "real")],
        extra_files=[tmp_path / "missing.gguf"],
    )
    assert names(found) == ["a.gguf"]


def test_permission_errors_are_skipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The same as above without chmod, which root (CI containers) ignores.
    make(tmp_path / "m" / "ok.gguf")
    make(tmp_path / "m" / "locked" / "x.gguf")
    make(tmp_path / "locked-root" / "y.gguf")
    real_scandir = os.scandir

    def scandir(path: str | os.PathLike[str]) -> object:
        if Path(path).name.startswith("locked"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)

    monkeypatch.setattr(model_files.os, "scandir", scandir)
    assert names(scan([folder(tmp_path / "locked-root"), folder(tmp_path / "m")])) == ["ok.gguf"]


def test_order_is_folder_order_then_name_case_insensitive(tmp_path: Path) -> None:
    for n in ["b.gguf", "A.gguf", "c.gguf"]:
        make(tmp_path / "second" / n)
    for n in ["Z.gguf", "y.gguf"]:
        make(tmp_path / "first" / n)
    make(tmp_path / "first" / "sub" / "x.gguf")  # nesting does not change the name order
    found = scan([folder(tmp_path / "first", "One"), folder(tmp_path / "second", "Two")])
    assert names(found) == ["x.gguf", "y.gguf", "Z.gguf", "A.gguf", "b.gguf", "c.gguf"]
    assert [m.source for m in found] == ["One"] * 3 + ["Two"] * 3


def test_same_file_in_two_folders_appears_once_first_folder_wins(tmp_path: Path) -> None:
    outer = tmp_path / "outer"
    inner = outer / "inner"
    f = make(inner / "m.gguf")
    found = scan([folder(inner, "Inner"), folder(outer, "Outer")])
    assert [(m.path, m.source) for m in found] == [(f, "Inner")]
    # The same folder listed twice: still once.
    assert len(scan([folder(outer, "A"), folder(outer, "B")])) == 1


def test_symlinked_file_appears_once(tmp_path: Path) -> None:
    real = make(tmp_path / "store" / "real.gguf")
    link_dir = tmp_path / "links"
    link_dir.mkdir()
    (link_dir / "alias.gguf").symlink_to(real)
    found = scan([folder(link_dir, "Links"), folder(tmp_path / "store", "Store")])
    assert [(m.path.name, m.source, m.size) for m in found] == [("alias.gguf", "Links", 2 * MiB)]


def test_broken_symlink_is_skipped(tmp_path: Path) -> None:
    d = tmp_path / "m"
    d.mkdir()
    (d / "gone.gguf").symlink_to(tmp_path / "nowhere.gguf")
    assert scan([folder(d)]) == []


def test_symlink_loop_ends(tmp_path: Path) -> None:
    d = tmp_path / "m"
    make(d / "a" / "m.gguf")
    (d / "a" / "loop").symlink_to(d, target_is_directory=True)
    assert names(scan([folder(d)])) == ["m.gguf"]


def make_hf_cache(hub: Path) -> Path:
    """The huggingface_hub layout: real files are blobs, snapshots hold relative symlinks."""
    repo = hub / "models--org--Model-GGUF"
    blobs = repo / "blobs"
    make(blobs / "aaa", 2 * MiB)
    make(blobs / "bbb", 3 * MiB)
    make(blobs / "ccc", 5 * MiB)
    make(blobs / "ddd", 2 * MiB)  # the projector
    (repo / "refs").mkdir()
    (repo / "refs" / "main").write_text("rev2")
    for rev in ("rev1", "rev2"):  # two revisions sharing the same blobs
        snap = repo / "snapshots" / rev
        (snap / "Q8").mkdir(parents=True)
        (snap / "Model-Q4_K_M.gguf").symlink_to(Path("..", "..", "blobs", "aaa"))
        (snap / "Q8" / "Model-Q8_0-00001-of-00002.gguf").symlink_to(Path("..", "..", "..", "blobs", "bbb"))
        (snap / "Q8" / "Model-Q8_0-00002-of-00002.gguf").symlink_to(Path("..", "..", "..", "blobs", "ccc"))
        (snap / "mmproj-Model-f16.gguf").symlink_to(Path("..", "..", "blobs", "ddd"))
    (hub / ".locks" / "models--org--Model-GGUF").mkdir(parents=True)
    return repo


def test_hugging_face_cache_through_snapshot_symlinks(tmp_path: Path) -> None:
    hub = tmp_path / "hub"
    repo = make_hf_cache(hub)
    found = scan([folder(hub, "Hugging Face")])
    # Each model once, by its snapshot path (its real name; llama.cpp finds split parts by name).
    assert [(m.path, m.size, m.parts) for m in found] == [
        (repo / "snapshots" / "rev1" / "Model-Q4_K_M.gguf", 2 * MiB, 1),
        (repo / "snapshots" / "rev1" / "Q8" / "Model-Q8_0-00001-of-00002.gguf", 8 * MiB, 2),
    ]
    assert {m.source for m in found} == {"Hugging Face"}


# --- extra files --------------------------------------------------------------------------


def test_extra_files_come_last_as_added(tmp_path: Path) -> None:
    make(tmp_path / "lib" / "z.gguf")
    extra = make(tmp_path / "elsewhere" / "a.gguf")
    found = scan([folder(tmp_path / "lib", "LM Studio")], extra_files=[extra])
    assert [(m.path.name, m.source) for m in found] == [("z.gguf", "LM Studio"), ("a.gguf", "Added")]


def test_extra_file_already_in_a_folder_is_listed_once(tmp_path: Path) -> None:
    f = make(tmp_path / "lib" / "m.gguf")
    found = scan([folder(tmp_path / "lib", "LM Studio")], extra_files=[f, f])
    assert [(m.path, m.source) for m in found] == [(f, "LM Studio")]


def test_extra_split_part_stands_for_the_whole_model(tmp_path: Path) -> None:
    d = tmp_path / "x"
    first = make(d / "Big-00001-of-00002.gguf")
    second = make(d / "Big-00002-of-00002.gguf")
    found = scan([], extra_files=[second, first])
    assert [(m.path, m.size, m.parts, m.source) for m in found] == [(first, 4 * MiB, 2, "Added")]


def test_extra_files_follow_the_same_rules(tmp_path: Path) -> None:
    extras = [
        make(tmp_path / "mmproj-x.gguf"),
        make(tmp_path / "small.gguf", 10),
        make(tmp_path / "notes.txt"),
        make(tmp_path / ".hidden.gguf"),
    ]
    assert scan([], extra_files=extras) == []


# --- default_folders ----------------------------------------------------------------------


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data_dir: Path) -> Path:
    """A fake home, and no env var from the real one that would move a folder."""
    h = tmp_path / "home"
    monkeypatch.setattr(Path, "home", lambda: h)
    monkeypatch.setenv("HOME", str(h))
    for var in ("HF_HOME", "HF_HUB_CACHE", "XDG_CACHE_HOME", "XDG_DATA_HOME", "LOCALAPPDATA", "APPDATA"):
        monkeypatch.delenv(var, raising=False)
    return h


def by_source(folders: list[ModelFolder]) -> dict[str, list[Path]]:
    out: dict[str, list[Path]] = {}
    for f in folders:
        out.setdefault(f.source, []).append(f.path)
    return out


def test_default_folders_linux(home: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    folders = default_folders()
    assert folders[0] == ModelFolder("Emberly", data_dir / "models")
    assert by_source(folders) == {
        "Emberly": [data_dir / "models"],
        "LM Studio": [home / ".lmstudio" / "models", home / ".cache" / "lm-studio" / "models"],
        "GPT4All": [home / ".local" / "share" / "nomic.ai" / "GPT4All"],
        "Jan": [
            home / ".local" / "share" / "Jan" / "data" / "llamacpp" / "models",
            home / ".local" / "share" / "Jan" / "data" / "models",
            home / "jan" / "models",
        ],
        "Hugging Face": [home / ".cache" / "huggingface" / "hub"],
    }


def test_default_folders_linux_follow_xdg(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    got = by_source(default_folders())
    assert got["GPT4All"] == [tmp_path / "xdg-data" / "nomic.ai" / "GPT4All"]
    assert got["Jan"][1] == tmp_path / "xdg-data" / "Jan" / "data" / "models"
    assert got["Hugging Face"] == [tmp_path / "xdg-cache" / "huggingface" / "hub"]


def test_default_folders_macos(home: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    support = home / "Library" / "Application Support"
    assert by_source(default_folders()) == {
        "Emberly": [data_dir / "models"],
        "LM Studio": [home / ".lmstudio" / "models", home / ".cache" / "lm-studio" / "models"],
        "GPT4All": [support / "nomic.ai" / "GPT4All"],
        "Jan": [
            support / "Jan" / "data" / "llamacpp" / "models",
            support / "Jan" / "data" / "models",
            home / "jan" / "models",
        ],
        "Hugging Face": [home / ".cache" / "huggingface" / "hub"],
    }


def test_default_folders_windows(home: Path, data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    local, roaming = tmp_path / "Local", tmp_path / "Roaming"
    monkeypatch.setenv("LOCALAPPDATA", str(local))
    monkeypatch.setenv("APPDATA", str(roaming))
    assert by_source(default_folders()) == {
        "Emberly": [data_dir / "models"],
        "LM Studio": [home / ".lmstudio" / "models", home / ".cache" / "lm-studio" / "models"],
        "GPT4All": [local / "nomic.ai" / "GPT4All"],
        "Jan": [
            roaming / "Jan" / "data" / "llamacpp" / "models",
            roaming / "Jan" / "data" / "models",
            home / "jan" / "models",
        ],
        "Hugging Face": [home / ".cache" / "huggingface" / "hub"],
    }


def test_default_folders_windows_without_env(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    got = by_source(default_folders())
    assert got["GPT4All"] == [home / "AppData" / "Local" / "nomic.ai" / "GPT4All"]
    assert got["Jan"][0] == home / "AppData" / "Roaming" / "Jan" / "data" / "llamacpp" / "models"


@pytest.mark.parametrize("platform", ["linux", "darwin", "win32"])
def test_hugging_face_env_vars(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, platform: str) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf-home"))
    assert by_source(default_folders())["Hugging Face"] == [tmp_path / "hf-home" / "hub"]
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hub-cache"))  # wins over HF_HOME
    assert by_source(default_folders())["Hugging Face"] == [tmp_path / "hub-cache"]


def test_default_folders_list_a_folder_once(home: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("HF_HUB_CACHE", str(data_dir / "models"))
    folders = default_folders()
    assert [f.path for f in folders].count(data_dir / "models") == 1
    assert folders[0].source == "Emberly"


def test_default_folders_are_read_at_call_time(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    first = default_folders()
    monkeypatch.setenv("EMBERLY_DATA_DIR", str(tmp_path / "other"))
    assert default_folders()[0].path == tmp_path / "other" / "models" != first[0].path


def test_scan_of_default_folders_finds_models(home: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    make(data_dir / "models" / "ours.gguf")
    make(home / ".lmstudio" / "models" / "lmstudio-community" / "Repo-GGUF" / "theirs.gguf")
    make_hf_cache(home / ".cache" / "huggingface" / "hub")
    found = scan(default_folders())
    assert [(m.source, m.path.name) for m in found] == [
        ("Emberly", "ours.gguf"),
        ("LM Studio", "theirs.gguf"),
        ("Hugging Face", "Model-Q4_K_M.gguf"),
        ("Hugging Face", "Model-Q8_0-00001-of-00002.gguf"),
    ]


def test_module_is_qt_free() -> None:
    source = Path(model_files.__file__).read_text(encoding="utf-8")
    assert "PySide" not in source and "shiboken" not in source
