"""Every model family of the zoo (tests/support/zoo.py): a full KV cache with the Llama 3 and Qwen 3
templates, a pure recurrent model (Mamba) and a hybrid (LFM2), on the real llama.cpp.

The engine picks its rollback by what llama.cpp reports (`Engine.memory`), not by name: seq_rm
where it can, else a checkpoint of the partial (recurrent or sliding-window) state taken right
before each prompt's last token, else a re-read.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from app.engine import Engine, estimate_memory, inspect_model
from app.engine.errors import StateChecksumMismatch
from app.engine.files.state_files import extras_path, sidecar_path
from tests.support.helpers import in_new_process, long_text, stopped_inside_prefill, text_tokens
from tests.support.zoo import FAMILIES

pytestmark = pytest.mark.slow  # a model load per family and test: the full suite runs them

CHAT = [
    {"role": "system", "content": "You are brief."},
    {"role": "user", "content": "Tell me about rivers and lakes in Portugal. " + long_text(3)},
]
# What each family's real template writes around a user turn.
USER_TURN = {
    "llama3": "<|start_header_id|>user<|end_header_id|>\n\n",
    "qwen3": "<|im_start|>user\n",
    "mamba": "<|im_start|>user\n",
    "lfm2": "<|im_start|>user\n",
}
END_OF_TURN = {"llama3": "<|eot_id|>", "qwen3": "<|im_end|>", "mamba": "<|im_end|>", "lfm2": "<|im_end|>"}


@pytest.fixture(params=list(FAMILIES))
def family_name(request: pytest.FixtureRequest) -> str:
    return request.param  # type: ignore[no-any-return]


@pytest.fixture
def family(family_name: str, zoo: Callable[[str], Path], make_engine: Callable[..., Engine]) -> tuple[str, Engine]:
    return family_name, make_engine(model=zoo(family_name), n_ctx=2048)


def test_memory_kind_template_and_end_of_turn(family: tuple[str, Engine]) -> None:
    name, engine = family
    assert engine.memory == FAMILIES[name].memory
    assert (engine.chat_format.name, engine.template_error) == ("model", None)  # the real template renders
    assert USER_TURN[name] + "Tell me about rivers" in engine.render(CHAT)
    [eot] = engine.tokenize(END_OF_TURN[name])
    assert engine.ends_turn(eot)  # a single token that ends the reply
    reply = engine.generate(CHAT, max_tokens=12)
    reply.consume()
    assert reply.stats.generated > 0 and reply.stats.finish_reason in ("length", "eog")


def test_regenerate_rolls_back_without_a_reread_and_is_identical(family: tuple[str, Engine]) -> None:
    name, engine = family
    first = engine.generate(CHAT, max_tokens=24)
    first.consume()
    again = engine.generate(CHAT, max_tokens=24)  # regenerate: the same prompt after a reply
    again.consume()
    assert again.tokens == first.tokens
    expected = {"kv": "seq_rm", "recurrent": "checkpoint", "hybrid": "checkpoint"}[engine.memory]
    assert (again.stats.rollback, again.stats.prompt_decoded) == (expected, 1)  # only the prompt's last token
    # And it is what a fresh engine writes for this prompt.
    fresh = engine.generate(CHAT[:1] + [{"role": "user", "content": "Something else."}], max_tokens=4)
    fresh.consume()
    engine.reset()
    third = engine.generate(CHAT, max_tokens=24)
    third.consume()
    assert third.tokens == first.tokens


def test_a_follow_up_turn_reuses_the_cache(family: tuple[str, Engine]) -> None:
    _, engine = family
    reply = engine.generate(CHAT, max_tokens=16)
    reply.consume()
    follow = CHAT + [{"role": "assistant", "content": reply.text}, {"role": "user", "content": "And the mountains?"}]
    second = engine.generate(follow, max_tokens=8)
    second.consume()
    # Everything up to the first prompt's end is reused; a reply that re-tokenizes differently is
    # re-read from the checkpoint at that prompt's end, never from the start.
    assert second.stats.prompt_reused >= reply.stats.prompt_tokens - 1
    assert second.stats.rollback != "reprefill"


def test_a_saved_chat_reopens_exactly_in_a_new_process(
    family: tuple[str, Engine], zoo: Callable[[str], Path], make_engine: Callable[..., Engine], tmp_path: Path
) -> None:
    name, engine = family
    engine.generate(CHAT, max_tokens=16).consume()
    saved = engine.save_state(tmp_path / "chat.kv")
    assert saved.n_tokens == engine.n_cached and saved.path.stat().st_size == saved.state_bytes
    never_closed = engine.generate_from_tokens(engine.tokens, max_tokens=16)
    never_closed.consume()
    # Continued exactly as the engine that never closed. A KV cache decodes its last token again
    # for the logits; a recurrent state cannot go back one token: its logits were saved.
    reopened = in_new_process(
        f"""
        import json
        from app.engine import Engine, LoadParams
        engine = Engine({str(zoo(name))!r}, LoadParams(n_ctx=2048))
        restored = engine.load_state({str(saved.path)!r})
        reply = engine.generate_from_tokens(engine.tokens, max_tokens=16)
        reply.consume()
        print(json.dumps({{"restored": restored, "via": engine.last_load_path, "tokens": reply.tokens,
                          "decoded": reply.stats.prompt_decoded}}))
        """
    )
    assert (reopened["restored"], reopened["via"]) == (saved.n_tokens, "buffer")
    assert reopened["tokens"] == never_closed.tokens and len(never_closed.tokens) > 0
    assert reopened["decoded"] == (1 if engine.memory == "kv" else 0)
    # A damaged file is refused before llama.cpp reads it, for every memory kind.
    data = bytearray(saved.path.read_bytes())
    data[-100] ^= 0xFF
    saved.path.write_bytes(bytes(data))
    other = make_engine(model=zoo(name), n_ctx=2048)
    with pytest.raises(StateChecksumMismatch):
        other.load_state(saved.path)
    assert sidecar_path(saved.path).is_file() and other.n_cached == 0


def test_a_reopened_chat_regenerates_from_its_saved_checkpoints(
    family: tuple[str, Engine], zoo: Callable[[str], Path], make_engine: Callable[..., Engine], tmp_path: Path
) -> None:
    """The checkpoints go with the state file: after a reopen in another engine, regenerate on a
    recurrent or hybrid model still decodes one token, and writes the same reply."""
    name, engine = family
    first = engine.generate(CHAT, max_tokens=16)
    first.consume()
    saved = engine.save_state(tmp_path / "chat.kv")
    expected = {"kv": "seq_rm", "recurrent": "checkpoint", "hybrid": "checkpoint"}[engine.memory]
    assert extras_path(saved.path).is_file() == (expected == "checkpoint")

    reopened = make_engine(model=zoo(name), n_ctx=2048)
    reopened.load_state(saved.path)
    again = reopened.generate(CHAT, max_tokens=16)
    again.consume()
    assert again.tokens == first.tokens
    assert (again.stats.rollback, again.stats.prompt_decoded) == (expected, 1)
    if expected != "checkpoint":
        return
    # Damaged checkpoints are not used: the regenerate re-reads the chat, and writes the same reply.
    data = bytearray(extras_path(saved.path).read_bytes())
    data[len(data) // 2] ^= 0xFF
    extras_path(saved.path).write_bytes(bytes(data))
    damaged = make_engine(model=zoo(name), n_ctx=2048)
    damaged.load_state(saved.path)
    third = damaged.generate(CHAT, max_tokens=16)
    third.consume()
    assert third.tokens == first.tokens
    assert third.stats.rollback == "reprefill"


def test_an_edited_message_rolls_back_to_the_turn_before_it(family: tuple[str, Engine], zoo: Callable[[str], Path], make_engine: Callable[..., Engine]) -> None:
    """Editing the second message: the cache goes back to the end of the first turn (seq_rm, or
    the checkpoint of the first reply's prompt, which a recurrent state can restore), and the new
    reply is the one an engine writes that read the same turns but never wrote the reply that
    was rolled back. (Not a fresh engine's: it would read the first reply in one batch with the
    rest, where this one decoded it token by token, and some CPUs round a row in a batch
    differently from the same row alone.)"""
    name, engine = family
    first = engine.generate(CHAT, max_tokens=12)
    first.consume()
    chat = CHAT + [{"role": "assistant", "content": first.text}, {"role": "user", "content": "And the mountains?"}]
    engine.generate(chat, max_tokens=12).consume()
    edited = chat[:-1] + [{"role": "user", "content": "And the coast, in detail?"}]
    reply = engine.generate(edited, max_tokens=12)
    reply.consume()
    assert reply.stats.rollback == {"kv": "seq_rm", "recurrent": "checkpoint", "hybrid": "checkpoint"}[engine.memory]
    # Only the edited turn is read again, never the first one.
    assert reply.stats.prompt_reused >= first.stats.prompt_tokens - 1
    # The yardstick: the same first turn, the second turn's prompt read in the same batches (and
    # checkpointed alike) but no reply written to it, then the edit: the same arithmetic.
    other = make_engine(model=zoo(name), n_ctx=2048)
    assert other.generate(CHAT, max_tokens=12).consume() == first.text
    unanswered = other.generate(chat, max_tokens=0)
    assert unanswered.consume() == "" and unanswered.stats.prompt_decoded > 0
    expected = other.generate(edited, max_tokens=12)
    expected.consume()
    assert (expected.stats.rollback, expected.stats.prompt_reused) == (reply.stats.rollback, reply.stats.prompt_reused)
    assert reply.tokens == expected.tokens and len(expected.tokens) > 0


def test_a_stop_inside_the_prefill_keeps_what_was_read(family: tuple[str, Engine], zoo: Callable[[str], Path], make_engine: Callable[..., Engine]) -> None:
    """Stop lands inside a long prefill: the batches read before it stay (a recurrent state too:
    llama.cpp drops only the aborted micro-batch), and asking again goes on from there to the
    same reply as an engine that was never stopped."""
    name, engine = family
    prompt = text_tokens(engine, 1500)
    s = stopped_inside_prefill(engine, prompt, max_tokens=8)
    assert (s.finish_reason, s.generated) == ("cancelled", 0)
    assert 0 < s.prompt_decoded < len(prompt), "the stop must land inside the prefill"
    assert engine.n_cached == s.prompt_decoded and engine.tokens == prompt[: engine.n_cached]
    again = engine.generate_from_tokens(prompt, max_tokens=8)
    again.consume()
    assert again.stats.prompt_reused == s.prompt_decoded
    fresh = make_engine(model=zoo(name), n_ctx=2048).generate_from_tokens(prompt, max_tokens=8)
    fresh.consume()
    assert again.tokens == fresh.tokens and len(fresh.tokens) == 8


def test_a_full_context_drops_the_oldest_turns_and_says_so(zoo: Callable[[str], Path], make_engine: Callable[..., Engine], family_name: str) -> None:
    """When turns are dropped, a KV cache keeps the system prompt's tokens and reads the rest
    again; a memory that cannot be cut (recurrent, hybrid) reads the trimmed chat from its start.
    Either way the oldest turns go whole, the system prompt stays, and the reply says how many
    turns it left out (stats.turns_dropped, shown under the reply)."""
    engine = make_engine(model=zoo(family_name), n_ctx=512)
    chat = [{"role": "system", "content": "SYSTEM PROMPT KEPT"}]
    dropped, trims = 0, []
    for i in range(10):
        chat.append({"role": "user", "content": f"Turn {i}: " + long_text(3)})
        reply = engine.generate(chat, max_tokens=24)
        chat.append({"role": "assistant", "content": reply.consume()})
        s = reply.stats
        assert s.prompt_tokens + 24 <= engine.n_ctx or s.finish_reason == "context_full"
        assert engine.n_cached <= engine.n_ctx
        if s.turns_dropped > dropped:  # a new trim: the chat after the system prompt is read again
            trims.append((s.rollback, s.prompt_reused))
        dropped = s.turns_dropped
    # A KV cache keeps the system prompt; a recurrent state cannot go back to it (no checkpoint there).
    kept_prefix = {"kv": ("seq_rm", True), "recurrent": ("reprefill", False), "hybrid": ("reprefill", False)}[engine.memory]
    assert trims and all((method, reused > 0) == kept_prefix for method, reused in trims), trims
    kept = engine.detokenize(engine.tokens)
    assert "SYSTEM PROMPT KEPT" in kept and "Turn 0:" not in kept and "Turn 9:" in kept


@pytest.mark.parametrize("name", list(FAMILIES))
def test_the_memory_estimate_is_llama_cpps_own_figure(
    name: str, zoo: Callable[[str], Path], make_engine: Callable[..., Engine], caplog: pytest.LogCaptureFixture
) -> None:
    """The picker's estimate, KV cache and recurrent state apart, against what llama.cpp logs it allocates."""
    caplog.set_level(logging.DEBUG, logger="emberly.llama")
    make_engine(model=zoo(name), n_ctx=2048)
    est = estimate_memory(inspect_model(zoo(name)), 2048)
    logged = {m["what"]: float(m["mib"]) for m in re.finditer(
        r"(?P<what>llama_kv_cache|llama_memory_recurrent): size = +(?P<mib>[\d.]+) MiB", caplog.text)}
    assert logged.get("llama_kv_cache", 0.0) == pytest.approx(est.kv_cache / 2**20, abs=0.006)
    assert logged.get("llama_memory_recurrent", 0.0) == pytest.approx(est.recurrent_state / 2**20, abs=0.006)
    assert (est.recurrent_state > 0) == (FAMILIES[name].memory in ("recurrent", "hybrid"))


def test_a_follow_up_after_reasoning_rereads_only_that_reply(zoo: Callable[[str], Path], make_engine: Callable[..., Engine]) -> None:
    """Qwen 3's template drops earlier reasoning from the prompt: the next turn differs from the
    cache from that reply's start, so the engine re-reads that reply, never the history before it."""
    engine = make_engine(model=zoo("qwen3"), n_ctx=2048)
    thinking = "<think>\nThe user asks about rivers. List two.\n</think>\n\n"
    # The model writes after the reasoning block (random weights do not write one themselves).
    reply = engine.generate(CHAT + [{"role": "assistant", "content": thinking}], max_tokens=16, continue_last=True)
    reply.consume()
    first_prompt = len(engine.tokens) - len(reply.tokens) - len(engine.tokenize(thinking))
    cached = engine.n_cached
    follow = CHAT + [{"role": "assistant", "content": thinking + reply.text}, {"role": "user", "content": "And lakes?"}]
    assert "List two." not in engine.render(follow)
    second = engine.generate(follow, max_tokens=4)
    second.consume()
    dropped = cached - second.stats.prompt_reused  # cached tokens the next turn could not keep
    assert second.stats.prompt_reused >= first_prompt - 1  # the history before the reply: reused
    assert dropped <= len(engine.tokenize(thinking + reply.text)) + 1  # at most that reply
