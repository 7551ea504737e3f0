"""Presets (app/sessions/presets.py): built-in and the user's own, made from a chat and applied
to one by value, kept in the config folder and read back as anything may have written them."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from app.engine.sampling import PRESETS, SamplingParams
from app.sessions.model import Session
from app.sessions.presets import BUILT_IN, Preset, PresetBook, apply, from_session, same_settings, taken_preset
from app.sessions.runner import ChatRunner

SCHEMA = {"type": "object", "properties": {"answer": {"type": "string"}}, "required": ["answer"]}


def test_the_built_in_presets_are_there_and_not_replaced(config_dir: Path) -> None:
    book = PresetBook()
    assert [p.name for p in book.presets] == ["Precise", "Creative", "Code"] and all(p.built_in for p in BUILT_IN)
    kept = book.put(Preset("Code", "Answer in Rust."))  # the user's own of a built-in name: kept apart
    assert kept.name == "Code (2)" and book.get("Code") == BUILT_IN[2]
    assert [p.name for p in PresetBook().presets][-1] == "Code (2)"


def test_a_chats_settings_saved_as_a_preset_and_applied_to_another_by_value(config_dir: Path) -> None:
    chat = Session(system_prompt="You are terse.", sampling_preset="custom",
                   sampling=SamplingParams(temperature=0.3, top_k=7, seed=42).to_dict(),
                   tool_servers=["files"], tool_choice="required", reply_schema=SCHEMA)
    book = PresetBook()
    preset = book.put(from_session(chat, "  Terse\nanswers ", n_ctx=8192))
    assert preset.name == "Terse answers" and preset.n_ctx == 8192
    other = Session()
    apply(PresetBook().get("Terse answers"), other)  # type: ignore[arg-type]
    assert (other.system_prompt, other.tool_servers, other.tool_choice, other.reply_schema) == \
        ("You are terse.", ["files"], "required", SCHEMA)
    assert other.sampling_preset == "custom" and SamplingParams.from_dict(other.sampling) == SamplingParams(
        temperature=0.3, top_k=7, seed=42)
    book.put(Preset("Terse answers", "You are verbose."))  # the preset edited later…
    assert other.system_prompt == "You are terse."  # …changes no chat that took it
    apply(BUILT_IN[0], other)  # a built-in's sampling is named, as the chat settings show it
    assert (other.sampling_preset, other.sampling, other.system_prompt) == ("precise", {}, "")
    assert BUILT_IN[0].sampling == PRESETS["precise"]


@pytest.mark.parametrize("content", [
    b"", b"{", b"[]", b'{"presets": 7}', b'{"presets": [null, 1, "x", {"name": ""}, {"name": 5}]}',
    b'{"presets": [{"name": "a", "system_prompt": 5, "sampling": {"temperature": "hot", "top_k": 1e400},'
    b' "n_ctx": true, "tool_servers": [1, "s"], "tool_choice": {}, "reply_schema": []}]}',
    b"[" * 100_000, b'{"presets": [' + b'{"name": "x"},' * 100_000 + b'{"name": "y"}]}',
])
def test_a_presets_file_anything_wrote_is_read_safely(config_dir: Path, content: bytes) -> None:
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "presets.json").write_bytes(content)
    book = PresetBook()
    own = book.presets[len(BUILT_IN):]
    assert len(own) <= 2 and all(p.name in ("a", "x", "y") for p in own)
    for p in own:  # what did not fit is at its default
        assert p.system_prompt == "" and p.n_ctx is None and p.tool_choice == "auto" and p.reply_schema is None
        assert p.tool_servers in ((), ("s",)) and p.sampling == SamplingParams()
    book.put(Preset("mine"))  # and the file is usable again
    assert PresetBook().get("mine") is not None


def test_a_preset_round_trips_through_its_own_file_format(config_dir: Path) -> None:
    preset = Preset("JSON", "Reply in JSON.", SamplingParams(temperature=0.0), 4096, ("web",), "auto", SCHEMA)
    data = json.loads(json.dumps(preset.to_dict()))
    assert data["format"] == "emberly-preset" and Preset.from_dict(data) == preset


def test_a_chat_remembers_the_preset_it_took_by_value(config_dir: Path, tmp_path: Path) -> None:
    book = PresetBook()
    mine = book.put(Preset("Mine", "Be brief.", SamplingParams(temperature=0.4), 2048))
    chat = Session()
    apply(mine, chat)
    book.put(Preset("Mine", "Be long-winded."))  # edited afterwards
    again = Session.from_dict(json.loads(json.dumps(chat.to_dict())))
    assert taken_preset(again) == mine and not same_settings(PresetBook().get("Mine"), mine)  # type: ignore[arg-type]
    assert same_settings(mine, Preset("Another name", "Be brief.", SamplingParams(temperature=0.4)))


@pytest.mark.parametrize("value", [7, "Code", [], {"name": 5}, {"name": "x", "system_prompt": "y" * 200_000},
                                   {"name": "x", "sampling": {"temperature": "hot"}, "n_ctx": True}])
def test_a_remembered_preset_anything_wrote_is_read_safely(value: object) -> None:
    chat = Session.from_dict({**Session().to_dict(), "taken_preset": value})
    taken = taken_preset(chat)
    assert taken is None or (taken.name == "x" and taken.sampling == SamplingParams() and taken.n_ctx is None)


@pytest.mark.slow
def test_a_preset_applied_mid_chat_re_reads_only_from_the_first_changed_token(make_runner: Callable[..., ChatRunner]) -> None:
    """Sampling is not in the prompt: a preset that changes only it reads nothing again. A new
    system prompt changes the prompt where the template puts it (Gemma's: inside the first user
    turn), and only the tokens from there on are read again."""
    from app.engine.local.engine_state import common_prefix

    runner = make_runner()
    runner.new_session(system_prompt="You are a pirate.")
    runner.set_settings(sampling={"temperature": 0.0})
    for text in ("Hello", "Tell me more"):
        runner.send(text)
    engine = runner.engine
    assert engine is not None
    before = engine.tokens
    runner.set_settings(preset="creative")  # what apply() does for a preset of the same prompt
    reply = runner.send("Again")
    assert reply is not None and reply.stats["prompt_reused"] >= len(before) - 1
    before = engine.tokens
    runner.set_settings(system_prompt="You are a poet.")
    reply = runner.send("And now?")
    assert reply is not None
    prompt = engine.tokens[: int(reply.stats["prompt_tokens"])]
    kept = common_prefix(before, prompt)
    assert 0 < kept < 10 and reply.stats["prompt_reused"] == kept  # the template's opening, then the new prompt
