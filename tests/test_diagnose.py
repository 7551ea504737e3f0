"""`emberly --diagnose`, `--version` and `--data-dir`, run as a user runs them: a new process, the real model."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__

pytestmark = pytest.mark.slow  # minutes of long prefills and new processes: not in the fast tier

ROOT = Path(__file__).resolve().parents[1]


def emberly(*args: str, env: dict[str, str], timeout: float = 180) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env={**os.environ, **env},
                          capture_output=True, text=True, timeout=timeout)


@pytest.fixture
def folders(tmp_path: Path) -> dict[str, str]:
    return {"EMBERLY_DATA_DIR": str(tmp_path / "data"), "EMBERLY_CONFIG_DIR": str(tmp_path / "new-config")}


def fields(report: str) -> dict[str, str]:
    """'Label:   value' lines → {label: value} (the last one wins for repeated labels)."""
    return {m[1]: m[2] for m in re.finditer(r"^([A-Za-z][\w .-]*?):\s+(.*)$", report, re.M)}


def test_version(folders: dict[str, str]) -> None:
    result = emberly("--version", env=folders)
    assert result.returncode == 0
    assert result.stdout.strip() == f"Emberly {__version__}"


def test_diagnose_reports_everything_and_generates_16_tokens_on_the_default_model(
    folders: dict[str, str], model_path: Path
) -> None:
    config = Path(folders["EMBERLY_CONFIG_DIR"])
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"default_model": str(model_path),
                                                      "recent_models": [str(model_path), "/gone/old.gguf"]}))
    result = emberly("--diagnose", env=folders)
    assert result.returncode == 0, result.stdout + result.stderr
    report = result.stdout
    f = fields(report)
    assert f["Emberly"] == __version__
    assert f["Python"].startswith(".".join(map(str, sys.version_info[:3])))
    assert re.match(r"6\.\d+\.\d+ \(PySide6 6\.", f["Qt"])
    assert f["llama-cpp-python"].startswith("0.3.")
    assert re.fullmatch(r"[0-9a-f]{16}", f["llama.cpp build"])
    assert "CPU :" in f["System info"]
    assert "CPU" in f["Backends"].split(", ")
    assert f["GPU offload"].startswith(("yes", "no: "))
    if sys.platform.startswith("linux"):  # the README's set-up installs the xcb plugin's libraries
        assert f["X11 libraries"] == "libraries present", report
        assert f["Window platform"], report
    assert "; features: " in f["CPU backend"]
    assert f["AMX"].startswith(("reported by this CPU", "not reported"))
    assert "Engine path:      not checked yet on this computer" in report  # a new config folder
    assert f["Engine path"].startswith("checked now: ")  # the test generation's load probed
    assert f["Data folder"].startswith(folders["EMBERLY_DATA_DIR"])
    assert f["Config folder"].startswith(folders["EMBERLY_CONFIG_DIR"])
    assert "Cache folder" in f and "Log folder" in f
    assert f"{model_path} (" in report and "[default]" in report
    assert "/gone/old.gguf (MISSING)" in report
    assert f["Test model"].startswith("Gemma 3 270m (gemma3, Q4_K_M)")
    placed = "GPU layers 0 of 19 placed" if f["GPU offload"].startswith("no") else "GPU layers 19 of 19 placed"
    assert placed in f["Test model"]  # as llama.cpp placed them, not as asked
    generation = re.fullmatch(r"16 tokens at ([\d.]+) tokens/s .*", f["Test generation"])
    assert generation and float(generation[1]) > 0
    assert report.rstrip().endswith("Result: OK")


def test_diagnose_shows_the_safe_path_taken_after_a_probe_crash_and_still_passes(
    folders: dict[str, str], model_path: Path
) -> None:
    crash = {**folders, "EMBERLY_PROBE_TEST_SIGNAL": "SIGILL:extra_bufts"}
    result = emberly("--diagnose", "--model", str(model_path), env=crash)
    assert result.returncode == 0, result.stdout + result.stderr
    decided = fields(result.stdout)["Engine path"]
    assert decided.startswith("checked now: safe CPU path (extra buffer types off); ")
    assert "(illegal instruction, SIGILL); using the " in decided
    assert "16 tokens at" in result.stdout and result.stdout.rstrip().endswith("Result: OK")

    again = emberly("--diagnose", "--model", str(model_path), env=folders)  # remembered: no probe, said once
    assert again.returncode == 0
    assert "checked now" not in again.stdout
    remembered = fields(again.stdout)["Engine path"]
    assert remembered.startswith("safe CPU path (extra buffer types off); ") and "illegal instruction" in remembered


def test_diagnose_fails_with_a_reason_on_a_broken_model(folders: dict[str, str], tmp_path: Path) -> None:
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF" + os.urandom(4096))
    result = emberly("--diagnose", "--model", str(broken), env=folders)
    assert result.returncode == 1
    assert "Result: PROBLEMS FOUND" in result.stdout
    assert re.search(rf"- The model {re.escape(str(broken))} does not load: .+", result.stdout)
    assert "Traceback" not in result.stdout + result.stderr


def test_diagnose_fails_when_the_data_folder_cannot_be_written(tmp_path: Path, model_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    standard = tmp_path / "xdg"  # where the start falls back to: inside the test's folder
    env = {"EMBERLY_DATA_DIR": str(blocked), "EMBERLY_CONFIG_DIR": str(tmp_path / "new-config"),
           **{name: str(standard / name.lower()) for name in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")}}
    result = emberly("--diagnose", "--model", str(model_path), env=env)
    assert result.returncode == 1
    assert f"- The data folder {blocked} cannot be used: it is not a folder. Emberly keeps its chats" in result.stdout
    assert fields(result.stdout)["Data folder"].startswith(str(standard / "xdg_data_home"))
    assert "16 tokens at" in result.stdout  # the rest of the report is still there


def test_data_dir_keeps_everything_in_one_folder(tmp_path: Path, model_path: Path) -> None:
    portable = tmp_path / "portable"
    env = {k: v for k, v in os.environ.items() if not k.startswith("EMBERLY_")}
    result = subprocess.run([sys.executable, "-m", "app", "--data-dir", str(portable), "--diagnose", "--model", str(model_path)],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    f = fields(result.stdout)
    assert f["Data folder"].startswith(f"{portable} (")
    assert f["Config folder"].startswith(str(portable / "config"))
    assert f["Log folder"].startswith(str(portable / "logs"))
