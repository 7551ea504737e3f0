"""Presets: a chat's settings kept under a name (issue 52): the system prompt, sampling, context
size, tools and reply format. Built-in ones, the user's own (`PresetBook`, in the config folder),
and files to share: Emberly's own JSON, and LM Studio's preset files read as anything may have
written them (`preset_files.py`).

A chat takes a preset by value (`apply`): its fields are copied into the chat, so editing the
preset later changes no chat that used it.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..atomic import write_atomic
from ..engine.sampling import PRESETS, SamplingParams
from ..paths import config_dir
from ..records import RecordError, load_record
from ..words import translate
from .file_values import sampling_from
from .model import Session

if TYPE_CHECKING:
    from .runner import ChatRunner

log = logging.getLogger("emberly.presets")

FORMAT = "emberly-preset"  # the "format" of a preset file Emberly writes
NAME_MAX = 80
PROMPT_MAX = 64 * 1024  # characters: a long system prompt, never a document
TOOL_CHOICES = ("auto", "required", "none")
MAX_PRESETS = 500


@dataclass(frozen=True)
class Preset:
    name: str
    system_prompt: str = ""
    sampling: SamplingParams = field(default_factory=SamplingParams)
    n_ctx: int | None = None  # the context the model loads with (None: the model's own setting)
    tool_servers: tuple[str, ...] = ()  # the MCP servers whose tools the model may call
    tool_choice: str = "auto"
    reply_schema: dict[str, Any] | None = None  # "reply as JSON" held to this schema
    built_in: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": 1, "name": self.name, "system_prompt": self.system_prompt,
                "sampling": self.sampling.to_dict(), "n_ctx": self.n_ctx, "tool_servers": list(self.tool_servers),
                "tool_choice": self.tool_choice, "reply_schema": self.reply_schema}

    @classmethod
    def from_dict(cls, d: Any) -> Preset | None:
        """A preset from a file anything may have written: what does not fit is left at its
        default; None when it has no usable name."""
        if not isinstance(d, dict):
            return None
        name = clean_name(d.get("name"))
        if name is None:
            return None
        prompt = d.get("system_prompt")
        n_ctx = d.get("n_ctx")
        servers = d.get("tool_servers")
        choice = d.get("tool_choice")
        schema = d.get("reply_schema")
        return cls(
            name=name,
            system_prompt=prompt if isinstance(prompt, str) and len(prompt) <= PROMPT_MAX else "",
            sampling=SamplingParams.from_dict(sampling_from(d.get("sampling"))),
            n_ctx=n_ctx if isinstance(n_ctx, int) and not isinstance(n_ctx, bool) and 256 <= n_ctx <= 1 << 24 else None,
            tool_servers=tuple(s for s in servers[:64] if isinstance(s, str) and 0 < len(s) <= 200)
            if isinstance(servers, list) else (),
            tool_choice=choice if isinstance(choice, str) and (choice in TOOL_CHOICES or 0 < len(choice) <= 64) else "auto",
            reply_schema=schema if isinstance(schema, dict) else None,
        )


def clean_name(value: Any) -> str | None:
    """One line of at most NAME_MAX characters, or None."""
    if not isinstance(value, str):
        return None
    line = " ".join(value.split())
    return line[:NAME_MAX] if line else None


BUILT_IN: tuple[Preset, ...] = (
    Preset("Precise", sampling=PRESETS["precise"], built_in=True),
    Preset("Creative", sampling=PRESETS["creative"], built_in=True),
    Preset("Code", "You are an expert programmer. Answer with working code first, then a short explanation. "
           "Keep the user's names and style; show whole functions, not fragments.",
           sampling=SamplingParams(temperature=0.2, top_k=20, top_p=0.9, min_p=0.1, repeat_penalty=1.0), built_in=True),
)


def from_session(session: Session, name: str, n_ctx: int | None = None) -> Preset:
    """The chat's settings, as a preset named `name` ("Save as preset…")."""
    sampling = (SamplingParams.from_dict(session.sampling) if session.sampling_preset == "custom" and session.sampling
                else PRESETS.get(session.sampling_preset, PRESETS["balanced"]))
    return Preset(clean_name(name) or "Preset", session.system_prompt, sampling, n_ctx, tuple(session.tool_servers),
                  session.tool_choice, session.reply_schema)


def sampling_choice(preset: Preset) -> tuple[str, dict[str, Any]]:
    """The chat's (sampling_preset, sampling) for the preset's sampling: a named one where it is one."""
    named = next((k for k, v in PRESETS.items() if v == preset.sampling), None)
    return (named, {}) if named else ("custom", preset.sampling.to_dict())


def apply(preset: Preset, session: Session) -> None:
    """Copy the preset's settings into the chat (by value: a later edit of the preset does not
    reach it). The context size is the model's load setting: the caller applies `n_ctx`."""
    session.system_prompt = preset.system_prompt
    session.sampling_preset, session.sampling = sampling_choice(preset)
    session.tool_servers = list(preset.tool_servers)
    session.tool_choice = preset.tool_choice
    session.reply_schema = preset.reply_schema
    session.taken_preset = preset.to_dict()


def taken_preset(session: Session) -> Preset | None:
    """The preset the chat's settings came from, as it was then (None: none, or settings changed since)."""
    return Preset.from_dict(session.taken_preset) if session.taken_preset is not None else None


def same_settings(a: Preset, b: Preset) -> bool:
    """Whether two presets give a chat the same settings (their names and context sizes aside)."""
    return replace(a, name=b.name, n_ctx=b.n_ctx, built_in=b.built_in) == b


def apply_to_open_chat(runner: ChatRunner, preset: Preset) -> None:
    """The runner's open chat takes the preset's settings (by value), checked as the window's are."""
    from .tool_steps import ChatTools  # (not at import: the loop's face imports this module)

    named, sampling = sampling_choice(preset)
    runner.set_settings(system_prompt=preset.system_prompt, preset=named if named != "custom" else None,
                        sampling=sampling or None,
                        tools=ChatTools(preset.tool_servers, preset.tool_choice, preset.reply_schema),
                        taken=preset.to_dict())


class PresetBook:
    """The user's presets, beside the built-in ones: `presets.json` in the config folder."""

    def __init__(self, path: Path | None = None):
        self.path = path or config_dir() / "presets.json"
        self.problem = ""  # why the file was not read, to tell the user once
        self._own = self._read()

    @property
    def presets(self) -> list[Preset]:
        return [*BUILT_IN, *self._own]

    def get(self, name: str) -> Preset | None:
        return next((p for p in reversed(self.presets) if p.name == name), None)

    def put(self, preset: Preset) -> Preset:
        """Keep `preset` (replacing the user's preset of its name; a built-in one's name gets a
        suffix: those are not replaced). Raises OSError when it cannot be written."""
        name = preset.name
        taken = {p.name for p in BUILT_IN}
        n = 2
        while name in taken:
            name, n = f"{preset.name} ({n})", n + 1
        kept = replace(preset, name=name, built_in=False)
        self._own = [p for p in self._own if p.name != name] + [kept]
        self._write()
        return kept

    def remove(self, name: str) -> None:
        self._own = [p for p in self._own if p.name != name]
        self._write()

    def _read(self) -> list[Preset]:
        try:
            raw = load_record(self.path, translate("Presets", "The presets file"))
        except FileNotFoundError:
            return []
        except RecordError as e:
            self.problem = translate("Presets", "Your presets could not be read ({error}); the built-in ones are "
                                     "shown.").format(error=e)
            log.warning("%s", self.problem)
            return []
        items = raw.get("presets") if isinstance(raw, dict) else None
        found = [p for p in (Preset.from_dict(d) for d in (items if isinstance(items, list) else [])[:MAX_PRESETS]) if p]
        return list({p.name: p for p in found}.values())  # one preset a name: the last one kept

    def _write(self) -> None:
        body = {"version": 1, "presets": [p.to_dict() for p in self._own]}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(body, ensure_ascii=False, indent=1).encode())
