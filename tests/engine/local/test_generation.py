"""Streaming generation on the real model: UTF-8, stopping rules, sampling, stats, delta decoding."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from app.engine import Engine, SamplingParams
from app.engine.errors import ContextOverflow, EngineBusy
from tests.support.helpers import long_text

HELLO = [{"role": "user", "content": "Write a short poem about the sea."}]


@pytest.mark.parametrize("prompt", ["🦜🪿🫎 鹦鹉 🦜🪿🫎 鹦鹉 🦜🪿🫎 鹦鹉 🦜🪿", "龘靐齉 龘靐齉 龘靐齉 龘靐"])
def test_emoji_and_cjk_stream_as_whole_characters(engine: Engine, prompt: str) -> None:
    reply = engine.generate_from_tokens(engine.prompt_tokens(prompt), max_tokens=30)
    pieces = list(reply)
    # Some tokens carry only part of a character's bytes: the stream must never show that.
    partial = [t for t in reply.tokens if not _decodes(engine.token_bytes(t))]
    assert partial, "the prompt should make the model emit byte-fallback tokens"
    for piece in pieces:
        piece.encode("utf-8")  # a str with lone surrogates would fail here
    # A character split across tokens shows whole; only bytes that are not UTF-8 at all (a model
    # may write those too) show as U+FFFD, as many as decoding the whole reply at once gives.
    whole = b"".join(engine.token_bytes(t) for t in reply.tokens).decode("utf-8", errors="replace")
    assert "".join(pieces) == whole == engine.detokenize(reply.tokens) == reply.text
    assert any(ord(c) > 0xFFFF or 0x4E00 <= ord(c) <= 0x9FFF for c in reply.text)


def _decodes(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@pytest.mark.slow
def test_greedy_is_deterministic_across_engines(make_engine: Callable[..., Engine]) -> None:
    a = make_engine().generate(HELLO, max_tokens=40)
    b = make_engine().generate(HELLO, max_tokens=40)
    assert a.consume() == b.consume() and a.tokens == b.tokens and len(a.tokens) > 0


@pytest.mark.slow
def test_seeded_sampling_repeats_and_differs_by_seed(engine: Engine) -> None:
    def run(seed: int) -> list[int]:
        engine.reset()
        reply = engine.generate(HELLO, SamplingParams(temperature=1.0, top_k=100, top_p=1.0, min_p=0.0, seed=seed), 32)
        reply.consume()
        return reply.tokens

    assert run(7) == run(7)
    assert run(7) != run(8)


def test_max_tokens_and_stats(engine: Engine) -> None:
    reply = engine.generate_from_tokens(engine.prompt_tokens(long_text(5)), max_tokens=17)
    reply.consume()
    s = reply.stats
    assert s.finish_reason == "length" and s.generated == 17 == len(reply.tokens)
    assert s.prompt_tokens == s.prompt_decoded and s.prompt_reused == 0
    assert s.ttft_s > 0 and s.prefill_tok_s > 0 and s.generation_tok_s > 0
    assert engine.n_cached == s.prompt_tokens + 17  # every sampled token went into the cache


def test_stop_string_is_not_shown(engine: Engine) -> None:
    prompt = engine.prompt_tokens("1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,")
    full = engine.generate_from_tokens(prompt, max_tokens=16).consume()  # " 17," ends at its 12th token
    assert " 17," in full
    cut = engine.generate_from_tokens(prompt, max_tokens=16, stop=[" 17,"])
    text = cut.consume()
    assert cut.stats.finish_reason == "stop"
    assert text == full[: full.index(" 17,")]


def test_end_of_turn_stops_the_reply(engine: Engine) -> None:
    # The base model never writes <end_of_turn> by itself: make it the likeliest token after a few.
    end_of_turn = engine.tokenize("<end_of_turn>")[0]
    free = engine.generate(HELLO, max_tokens=3)
    free.consume()
    engine.reset()
    biased = SamplingParams(temperature=0.0, logit_bias=((end_of_turn, 100.0),))
    reply = engine.generate(HELLO, biased, max_tokens=20)
    assert reply.consume() == ""
    assert reply.stats.finish_reason == "eog" and reply.stats.generated == 0
    assert engine.n_cached == reply.stats.prompt_tokens  # the end marker is not decoded into the cache
    assert free.stats.finish_reason == "length"


def test_start_of_turn_written_by_a_base_model_ends_the_reply(engine: Engine) -> None:
    start_of_turn = engine.tokenize("<start_of_turn>")[0]
    reply = engine.generate(HELLO, SamplingParams(temperature=0.0, logit_bias=((start_of_turn, 100.0),)), 20)
    assert reply.consume() == "" and reply.stats.finish_reason == "eog"


def test_delta_decoding_decodes_only_the_new_turn(engine: Engine) -> None:
    chat = [{"role": "system", "content": "You are terse."}, {"role": "user", "content": long_text(8)}]
    first = engine.generate(chat, max_tokens=12)
    first.consume()
    turn1_prompt = first.stats.prompt_tokens
    assert first.stats.prompt_decoded == turn1_prompt

    chat += [{"role": "assistant", "content": first.text}, {"role": "user", "content": "And then?"}]
    second = engine.generate(chat, max_tokens=8)
    second.consume()
    s = second.stats
    full = engine.prompt_tokens(engine.render(chat))
    new_turn = engine.tokenize("<end_of_turn>\n<start_of_turn>user\nAnd then?<end_of_turn>\n<start_of_turn>model\n")
    assert s.prompt_tokens == len(full)
    assert s.prompt_reused + s.prompt_decoded == len(full)
    assert s.prompt_reused >= turn1_prompt + len(first.tokens) - 2  # the whole history came from the cache
    assert s.prompt_decoded <= len(new_turn) + 2
    assert s.rollback in ("none", "seq_rm")


@pytest.mark.slow
def test_context_full_drops_oldest_turns(make_engine: Callable[..., Engine]) -> None:
    engine = make_engine(n_ctx=512)
    chat = [{"role": "system", "content": "SYSTEM PROMPT KEPT"}]
    dropped_once = False
    rereads = 0
    for i in range(16):
        chat.append({"role": "user", "content": f"Turn {i}: " + long_text(3)})
        reply = engine.generate(chat, max_tokens=40)
        chat.append({"role": "assistant", "content": reply.consume()})
        assert reply.stats.prompt_tokens + 40 <= engine.n_ctx or reply.stats.finish_reason == "context_full"
        dropped_once |= reply.stats.turns_dropped > 0
        rereads += i > 0 and reply.stats.prompt_reused < reply.stats.prompt_tokens // 2
        assert engine.n_cached <= engine.n_ctx
    assert dropped_once
    # A trim re-reads the conversation; it frees a quarter of the context more than needed, so
    # with these ~105-token turns in a 512-token context the next turn still reuses the cache.
    assert rereads <= 6
    kept = engine.detokenize(engine.tokens)
    assert "SYSTEM PROMPT KEPT" in kept and "Turn 0:" not in kept and "Turn 15:" in kept


def test_a_message_too_long_for_the_context(make_engine: Callable[..., Engine]) -> None:
    engine = make_engine(n_ctx=256)
    with pytest.raises(ContextOverflow, match="context"):
        engine.generate([{"role": "user", "content": long_text(40)}])
    assert engine.generate([{"role": "user", "content": "Hi"}], max_tokens=3).consume() is not None


def test_continue_a_cut_off_reply(engine: Engine) -> None:
    chat = [{"role": "user", "content": "Count."}, {"role": "assistant", "content": "1, 2, 3, 4, 5,"}]
    reply = engine.generate(chat, max_tokens=6, continue_last=True)
    reply.consume()
    assert engine.detokenize(engine.tokens).endswith("1, 2, 3, 4, 5," + reply.text)


def test_one_reply_at_a_time(engine: Engine) -> None:
    first = iter(engine.generate(HELLO, max_tokens=8))
    next(first)
    with pytest.raises(EngineBusy):
        next(iter(engine.generate(HELLO, max_tokens=5)))
    with pytest.raises(EngineBusy):
        engine.save_state("/nonexistent/x")
    list(first)
    assert engine.generate(HELLO, max_tokens=3).consume() is not None
