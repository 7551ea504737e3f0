"""Preset files (app/sessions/preset_files.py): Emberly's own written and read back, LM Studio's
real ones read (tests/sessions/fixtures/presets/SOURCES.md says where each comes from), and files
anything may have written refused with the reason."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app.engine.sampling import SamplingParams
from app.sessions.preset_files import PresetFileError, read_preset_file, write_preset_file
from app.sessions.presets import Preset

SAMPLES = Path(__file__).parent / "fixtures" / "presets"


def test_its_own_file_round_trips(tmp_path: Path) -> None:
    preset = Preset("Reviewer", "Review the code.\nBe kind.", SamplingParams(temperature=0.1, seed=7), 16384,
                    ("git",), "required", {"type": "object"})
    write_preset_file(preset, tmp_path / "reviewer.json")
    got = read_preset_file(tmp_path / "reviewer.json")
    assert got.preset == preset and got.source == "Emberly" and got.skipped == ()


def test_lm_studio_03_presets_people_ship() -> None:
    tutor = read_preset_file(SAMPLES / "lmstudio-v3-Oberstufe---Tutor-und-Korrektor.preset.json")
    p = tutor.preset
    assert tutor.source == "LM Studio 0.3" and p.name == "Oberstufe: Tutor & Fachlehrer-Feedback"
    assert p.system_prompt.startswith("Du bist ein erfahrener") and "„Ein toller Text" in p.system_prompt
    assert (p.sampling.temperature, p.sampling.top_p, p.sampling.min_p, p.sampling.repeat_penalty) == (0.75, 0.9, 0.05, 1.05)
    assert p.n_ctx == 32768 and p.sampling.top_k == SamplingParams().top_k  # not in the file: the default
    writing = read_preset_file(SAMPLES / "lmstudio-v3-Creative-Writing.preset.json").preset
    assert writing.name and writing.system_prompt == "" and writing.sampling != SamplingParams()
    school = read_preset_file(SAMPLES / "lmstudio-v3-Gymnasium-Oberstufe.preset.json").preset
    assert len(school.system_prompt) > 500 and school.n_ctx is None  # its load block is empty


def test_lm_studio_02_presets_from_its_own_repository() -> None:
    code = read_preset_file(SAMPLES / "lmstudio-v2-codellama-instruct.preset.json")
    assert code.source == "LM Studio 0.2" and code.preset.name == "CodeLlama Instruct"
    assert code.preset.system_prompt == "You are a helpful coding AI assistant."
    assert (code.preset.sampling.temperature, code.preset.sampling.top_p) == (0.2, 0.95)
    assert code.skipped == ("stop strings", "a prompt format")  # said, not silently dropped
    vision = read_preset_file(SAMPLES / "lmstudio-v2-obsidian-vision.preset.json")
    assert vision.preset.n_ctx == 2048 and vision.preset.system_prompt == ""
    assert read_preset_file(SAMPLES / "lmstudio-v2-chatml.preset.json").preset.name == "ChatML"


def test_lm_studio_wrappers_off_and_odd_shapes(tmp_path: Path) -> None:
    """A sampler's checkbox off is that sampler off; a wrapper where a plain number belongs (as
    third-party generators write) is read; JSON output becomes the reply's schema."""
    fields = [{"key": "llm.prediction.topPSampling", "value": {"checked": False, "value": 0.5}},
              {"key": "llm.prediction.topKSampling", "value": {"checked": True, "value": 12}},
              {"key": "llm.prediction.seed", "value": {"checked": True, "value": -1}},
              {"key": "llm.prediction.structured", "value": {"type": "json", "jsonSchema": {"type": "object"}}},
              {"key": "llm.prediction.stopStrings", "value": ["###"]}, "junk", {"key": 5}]
    path = tmp_path / "odd.preset.json"
    path.write_text(json.dumps({"operation": {"fields": fields}}))
    got = read_preset_file(path)
    assert got.preset.name == "odd" and got.preset.sampling.top_p == 1.0 and got.preset.sampling.top_k == 12
    assert got.preset.sampling.seed == SamplingParams().seed and got.preset.reply_schema == {"type": "object"}
    assert got.skipped == ("stop strings",)


@pytest.mark.parametrize(("content", "says"), [
    (b"", "not valid JSON"), (b"\xff\xfe", "not valid JSON"), (b"[1, 2]", "no settings object"),
    (b'{"hello": 1}', "not a preset Emberly knows"), (b"[" * 50_000, "nested"),
    (b'{"name": "x", "pre_prompt": "' + b"a" * (2 << 20) + b'"}', "more than a preset file"),
])
def test_files_that_are_no_preset_are_refused_with_the_reason(tmp_path: Path, content: bytes, says: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(PresetFileError, match=says):
        read_preset_file(path)


def test_a_fifo_or_a_folder_is_refused_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.json")
    (tmp_path / "folder.json").mkdir()
    for name in ("pipe.json", "folder.json", "missing.json"):
        with pytest.raises(PresetFileError, match="cannot be read"):
            read_preset_file(tmp_path / name)
