"""Preset files to share: Emberly's own (`write_preset_file`), and LM Studio's read as anything
may have written them: its 0.3 format (`operation.fields` / `load.fields`, keys such as
`llm.prediction.temperature`, some values in `{"checked", "value"}` wrappers; LM Studio's key
registry is lmstudio-js's `lms-kv-config/src/schema.ts`) and its 0.2 format (`inference_params`,
`load_params`). What Emberly has no place for (a prompt format, stop strings, a token limit) is
named in `ImportedPreset.skipped`, for the window to say.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..atomic import write_atomic
from ..engine.sampling import SamplingParams
from ..errors import AppError
from ..records import RecordError, parse_record, read_export_file
from ..words import translate
from .presets import FORMAT, PROMPT_MAX, Preset, clean_name

MAX_FILE = 1 << 20  # a preset is a prompt and some numbers: LM Studio's are a few KB

# LM Studio 0.3 keys -> SamplingParams fields, and the value a field takes when the key's
# checkbox is off (the sampler off: neutral).
_V3_SAMPLING = {"temperature": "temperature", "topKSampling": "top_k", "topPSampling": "top_p",
                "minPSampling": "min_p", "repeatPenalty": "repeat_penalty", "seed": "seed"}
_V3_OFF = {"top_p": 1.0, "min_p": 0.0, "repeat_penalty": 1.0}
_V2_SAMPLING = {"temp": "temperature", "top_k": "top_k", "top_p": "top_p", "min_p": "min_p",
                "repeat_penalty": "repeat_penalty", "repeat_last_n": "repeat_last_n", "seed": "seed"}
# What Emberly has no place for, in words (ImportedPreset.skipped).
_STOP, _LIMIT, _FORMAT = (translate("Presets", "stop strings"), translate("Presets", "a token limit"),
                          translate("Presets", "a prompt format"))
_FREQUENCY, _PRESENCE = translate("Presets", "a frequency penalty"), translate("Presets", "a presence penalty")
_V3_NAMED = {"stopStrings": _STOP, "maxPredictedTokens": _LIMIT, "promptTemplate": _FORMAT,
             "llama.frequencyPenalty": _FREQUENCY, "llama.presencePenalty": _PRESENCE}
_V2_NAMED = {"antiprompt": _STOP, "n_predict": _LIMIT, "input_prefix": _FORMAT,
             "frequency_penalty": _FREQUENCY, "presence_penalty": _PRESENCE}


class PresetFileError(AppError):
    """A file that is not a preset Emberly can read, with the reason."""


@dataclass(frozen=True)
class ImportedPreset:
    preset: Preset
    source: str  # "Emberly", "LM Studio 0.3", "LM Studio 0.2"
    skipped: tuple[str, ...] = ()  # settings it has that Emberly does not take, in words


def read_preset_file(path: Path) -> ImportedPreset:
    """The preset in `path`. Raises PresetFileError saying why not."""
    try:
        data = parse_record(read_export_file(path, MAX_FILE, translate("Presets", "a preset file")), f"{path.name}")
    except (OSError, ValueError, RecordError) as e:
        raise PresetFileError(translate("Presets", "{name} cannot be read as a preset: {error}")
                              .format(name=path.name, error=getattr(e, "strerror", None) or e)) from e
    if not isinstance(data, dict):
        raise PresetFileError(translate("Presets", "{name} is not a preset: it holds no settings object.")
                              .format(name=path.name))
    fallback = path.name.removesuffix(".json").removesuffix(".preset")
    if data.get("format") == FORMAT:
        preset = Preset.from_dict({**data, "name": data.get("name") if clean_name(data.get("name")) else fallback})
        if preset is not None:
            return ImportedPreset(preset, "Emberly")
    if isinstance(data.get("operation"), dict) or isinstance(data.get("load"), dict):
        return _lm_studio_v3(data, fallback)
    if isinstance(data.get("inference_params"), dict) or isinstance(data.get("load_params"), dict):
        return _lm_studio_v2(data, fallback)
    raise PresetFileError(translate("Presets", "{name} is not a preset Emberly knows (its own, or LM Studio's).")
                          .format(name=path.name))


def write_preset_file(preset: Preset, path: Path) -> None:
    """Emberly's own preset file (atomically). Raises OSError."""
    write_atomic(path, json.dumps(preset.to_dict(), ensure_ascii=False, indent=1).encode())


def _lm_studio_v3(data: dict[str, Any], fallback: str) -> ImportedPreset:
    fields = {**_v3_fields(data.get("load")), **_v3_fields(data.get("operation"))}
    sampling: dict[str, Any] = {}
    skipped: list[str] = []
    prompt, n_ctx, schema = "", None, None
    for key, value in fields.items():
        short = key.removeprefix("llm.prediction.").removeprefix("llm.load.")
        if short == "systemPrompt" and isinstance(value, str):
            prompt = value[:PROMPT_MAX]
        elif short in _V3_SAMPLING:
            name = _V3_SAMPLING[short]
            on, number = _unwrapped(value)
            if not on:
                sampling.update({name: _V3_OFF[name]} if name in _V3_OFF else {})
            elif number is not None and not (name == "seed" and number < 0):  # -1: a random seed
                sampling[name] = number
        elif short == "contextLength":
            n_ctx = _unwrapped(value)[1]
        elif short == "structured" and isinstance(value, dict) and value.get("type") == "json":
            schema = value.get("jsonSchema") if isinstance(value.get("jsonSchema"), dict) else None
        elif short in _V3_NAMED and _unwrapped(value)[0] and value not in ([], "", None):
            skipped.append(_V3_NAMED[short])
    return _made(data, fallback, prompt, sampling, n_ctx, schema, "LM Studio 0.3", skipped)


def _lm_studio_v2(data: dict[str, Any], fallback: str) -> ImportedPreset:
    inference, load = _object(data.get("inference_params")), _object(data.get("load_params"))
    prompt = inference.get("pre_prompt")
    sampling = {name: inference[key] for key, name in _V2_SAMPLING.items() if key in inference}
    if isinstance(sampling.get("seed"), int) and sampling["seed"] < 0:
        del sampling["seed"]  # -1: a random seed
    skipped: list[str] = [what for key, what in _V2_NAMED.items() if inference.get(key) not in (None, "", [], -1)]
    return _made(data, fallback, prompt[:PROMPT_MAX] if isinstance(prompt, str) else "", sampling,
                 load.get("n_ctx"), None, "LM Studio 0.2", skipped)


def _made(data: dict[str, Any], fallback: str, prompt: str, sampling: dict[str, Any], n_ctx: Any,
          schema: dict[str, Any] | None, source: str, skipped: list[str]) -> ImportedPreset:
    name = clean_name(data.get("name")) or clean_name(fallback) or "Imported preset"
    sampling = {k: v for k, v in sampling.items() if v is not None}
    preset = Preset.from_dict({"name": name, "system_prompt": prompt, "sampling": {**SamplingParams().to_dict(), **sampling},
                               "n_ctx": n_ctx, "reply_schema": schema})
    assert preset is not None  # (a name is always there)
    return ImportedPreset(preset, source, tuple(dict.fromkeys(skipped)))


def _object(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _v3_fields(block: Any) -> dict[str, Any]:
    """{key: value} of a 0.3 block's `fields` list; what is not a {key, value} pair is left out."""
    fields = block.get("fields") if isinstance(block, dict) else None
    if not isinstance(fields, list):
        return {}
    return {f["key"]: f.get("value") for f in fields[:512]
            if isinstance(f, dict) and isinstance(f.get("key"), str) and len(f["key"]) <= 200}


def _unwrapped(value: Any) -> tuple[bool, Any]:
    """(on, the number) of a plain number or a {"checked", "value"} wrapper (None: no number)."""
    on = True
    if isinstance(value, dict):
        on = value.get("checked") is not False
        value = value.get("value")
    number = value if isinstance(value, (int, float)) and not isinstance(value, bool) else None
    return on, number
