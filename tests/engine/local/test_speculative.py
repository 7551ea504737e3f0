"""Speculative decoding on the real model: the reply, the cache and a reopened chat are the same
with guesses as without, for every drafter, width and way a reply ends."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

import pytest

from app.engine import Engine, SamplingParams
from app.engine.errors import ModelLoadError
from app.engine.files.sidecar import extras_path
from app.engine.local import verify_width
from app.engine.local.draft_model import DraftModel
from app.engine.local.pace import Pace
from app.engine.prompt.grammar import schema_grammar
from app.engine.sampling import GREEDY
from tests.support.zoo import build_requantized

EXACT = {"kv_type": "q8_0", "flash_attn": "on"}  # where a batch decodes as single tokens (loaded_model.py)
CODE = '''def total(prices, tax):
    subtotal = 0
    for price in prices:
        subtotal += price
    return subtotal * (1 + tax)


def average(prices):
    if not prices:
        return 0
    return total(prices, 0) / len(prices)
'''
EDIT = [{"role": "user", "content": f"Rename `prices` to `amounts` everywhere and show the whole file:\n\n{CODE}"}]
STORY = [{"role": "user", "content": "Tell a short story about a lighthouse keeper and a storm."}]
SEEDED = SamplingParams(temperature=0.9, top_k=40, top_p=0.95, min_p=0.0, repeat_penalty=1.1, seed=11)


def reply(engine: Engine, messages: list[dict[str, str]], sampling: SamplingParams = GREEDY,
          max_tokens: int = 160, **kw: object) -> tuple[list[int], str, dict[str, object]]:
    r = engine.generate(messages, sampling, max_tokens=max_tokens, **kw)  # type: ignore[arg-type]
    text = r.consume()
    return r.tokens, text, r.stats.to_dict()


@pytest.fixture
def pair(make_engine: Callable[..., Engine]) -> tuple[Engine, Engine]:
    """The small model without guesses and with prompt lookup, both where batches are exact."""
    plain, fast = make_engine(speculation="off", **EXACT), make_engine(**EXACT)
    assert plain.verify_width == 1 and fast.verify_width >= 2, fast.speculation
    return plain, fast


@pytest.mark.parametrize(("sampling", "checks", "chats"), [
    pytest.param(GREEDY, "eager", (EDIT,), id="eager-greedy"),  # the fast tier's row: every position checked
    pytest.param(SEEDED, "eager", (EDIT, STORY), id="eager-seeded", marks=pytest.mark.slow),
    pytest.param(GREEDY, "paced", (EDIT, STORY), id="paced-greedy", marks=pytest.mark.slow),
    pytest.param(SEEDED, "paced", (EDIT, STORY), id="paced-seeded", marks=pytest.mark.slow),
])
def test_a_speculative_reply_is_the_reply(pair: tuple[Engine, Engine], sampling: SamplingParams, checks: str,
                                          chats: tuple[list[dict[str, str]], ...], request: pytest.FixtureRequest) -> None:
    if checks == "eager":
        request.getfixturevalue("eager")
    plain, fast = pair
    edit: dict[str, object] = {}
    for messages in chats:
        expected, got = reply(plain, messages, sampling), reply(fast, messages, sampling)
        assert got[:2] == expected[:2]
        assert fast.tokens == plain.tokens  # the cache too, token for token
        assert got[2]["accepted"] <= got[2]["drafted"]  # type: ignore[operator]
        edit = edit or got[2]
        plain.reset()
        fast.reset()
    # Paced, whether a check pays depends on this machine's timing; eager, every token is checked.
    assert checks == "paced" or edit["accepted"] > 0, "the edit repeats the code: prompt lookup should have guessed right"


@pytest.fixture
def eager(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every token checked with as many guesses as fit, whether it pays or not: every row compared."""
    monkeypatch.setattr(Pace, "room", lambda self: self.width - 1)


@pytest.mark.slow
@pytest.mark.usefixtures("eager")
def test_every_width_gives_the_same_reply_on_a_long_chat(pair: tuple[Engine, Engine]) -> None:
    """Past 512 cells a single token's attention takes another path in ggml-cpu with an F16
    cache: the quantized cache keeps every width exact there too."""
    plain, fast = pair
    long_edit = [{"role": "user", "content": "Keep this code in mind.\n\n" + CODE * 12}, {"role": "assistant", "content": "Done."},
                 *EDIT]
    expected = reply(plain, long_edit, max_tokens=120)
    assert expected[2]["prompt_tokens"] > 600  # type: ignore[operator]
    for width in range(2, fast.verify_width + 1):
        fast.reset()
        fast.verify_width = width
        got = reply(fast, long_edit, max_tokens=120)
        assert got[:2] == expected[:2], f"width {width}"
        assert got[2]["accepted"] > 0


@pytest.mark.parametrize("end", [pytest.param("stop", marks=pytest.mark.slow), "length",
                                 pytest.param("grammar", marks=pytest.mark.slow)])
@pytest.mark.usefixtures("eager")
def test_a_reply_that_ends_inside_the_guesses_leaves_the_same_cache(pair: tuple[Engine, Engine], end: str) -> None:
    plain, fast = pair
    kw: dict[str, object] = {
        "stop": {"stop": ["amounts)"]}, "length": {"max_tokens": 23},
        "grammar": {"grammar": schema_grammar({"type": "object", "properties": {"code": {"type": "string"}},
                                               "required": ["code"]})},
    }[end]
    expected, got = reply(plain, EDIT, **kw), reply(fast, EDIT, **kw)
    assert got[:2] == expected[:2] and got[2]["finish_reason"] == expected[2]["finish_reason"]
    assert fast.tokens == plain.tokens
    # The next turn goes on from the same cache the same way.
    follow = [*EDIT, {"role": "assistant", "content": expected[1]}, {"role": "user", "content": "Now add a docstring."}]
    assert reply(fast, follow, max_tokens=60)[:2] == reply(plain, follow, max_tokens=60)[:2]


@pytest.mark.usefixtures("eager")
def test_a_stop_inside_the_guesses_keeps_what_was_shown(pair: tuple[Engine, Engine]) -> None:
    """A stop heard while a check's rows are sampled: the reply ends where the loop without
    guesses would have ended it, with the same cache."""
    def stopped_after(engine: Engine, n: int) -> tuple[list[int], list[int], str]:
        sampled: list[int] = []
        r = engine.generate(EDIT, max_tokens=200, cancelled=lambda: len(sampled) >= n)
        sampled = r.tokens  # the list the loop appends to
        r.consume()
        return r.tokens, engine.tokens, r.stats.finish_reason

    plain, fast = pair
    for n in (5, 18):
        got = stopped_after(fast, n)
        assert got == stopped_after(plain, n) and got[2] == "cancelled" and len(got[0]) == n


@pytest.mark.slow
@pytest.mark.usefixtures("eager")
def test_a_chat_reopened_after_speculative_turns_goes_on_identically(pair: tuple[Engine, Engine],
                                                                    make_engine: Callable[..., Engine],
                                                                    tmp_path: Path) -> None:
    plain, fast = pair
    first = reply(fast, EDIT)
    assert first[2]["accepted"] > 0
    saved = fast.save_state(tmp_path / "chat.kv")
    follow = [*EDIT, {"role": "assistant", "content": first[1]}, {"role": "user", "content": "Now rename total to grand_total."}]
    never_closed = reply(fast, follow)
    reopened = make_engine(**EXACT)
    reopened.load_state(saved.path)
    again = reply(reopened, follow)
    assert again[:2] == never_closed[:2]
    assert again[2]["prompt_reused"] >= saved.n_tokens - 1  # warm: the chat was not read again
    reply(plain, EDIT)
    assert reply(plain, follow)[:2] == never_closed[:2]  # and all of it as without guesses


@pytest.mark.slow
@pytest.mark.usefixtures("eager")
def test_a_draft_model_of_the_same_vocabulary_guesses_and_changes_nothing(make_engine: Callable[..., Engine],
                                                                         small_model: Path) -> None:
    target = build_requantized(small_model.parent, small_model, "Q8_0")
    plain = make_engine(target, speculation="off", **EXACT)
    paired = make_engine(target, draft_model=str(small_model), **EXACT)
    assert isinstance(paired._drafter, DraftModel) and paired.speculation.startswith("draft model"), paired.speculation
    expected, got = reply(plain, STORY), reply(paired, STORY)
    assert got[:2] == expected[:2] and paired.tokens == plain.tokens
    assert got[2]["accepted"] > got[2]["drafted"] // 2 > 0  # the same weights, quantized: it guesses well


@pytest.mark.slow
@pytest.mark.usefixtures("eager")
def test_a_draft_models_cache_is_saved_with_the_chat_and_a_damaged_one_is_read_again(
        make_engine: Callable[..., Engine], small_model: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    target = build_requantized(small_model.parent, small_model, "Q8_0")
    first = make_engine(target, draft_model=str(small_model), **EXACT)
    text = reply(first, STORY)[1]
    saved = first.save_state(tmp_path / "chat.kv")
    follow = [*STORY, {"role": "assistant", "content": text}, {"role": "user", "content": "And then?"}]
    never_closed = reply(first, follow)
    for damaged in (False, True):
        if damaged:
            extras = extras_path(saved.path)
            data = bytearray(extras.read_bytes())
            data[-100] ^= 0xFF  # inside the draft's cache, the last part of the file
            extras.write_bytes(bytes(data))
        reopened = make_engine(target, draft_model=str(small_model), **EXACT)
        reopened.load_state(saved.path)
        drafter = reopened._drafter
        assert isinstance(drafter, DraftModel)
        again = reply(reopened, follow)
        assert again[:2] == never_closed[:2]
        if damaged:  # read again from the start, and said why
            assert drafter.tokens_read >= saved.n_tokens and "draft cache not used" in caplog.text
        else:  # only what the new turn added
            assert drafter.tokens_read < 60 and again[2]["accepted"] > 0
        reopened.close()


def test_a_draft_model_of_another_vocabulary_is_refused_with_the_reason(make_engine: Callable[..., Engine],
                                                                       model_path: Path) -> None:
    engine = make_engine(draft_model=str(model_path), **EXACT)  # the demo model: 262k tokens, not 32k
    assert engine.draft_error is not None and "vocabulary has 262,144 tokens" in engine.draft_error
    assert engine.speculation.startswith("prompt lookup")
    reply(engine, STORY, max_tokens=20)


@pytest.mark.parametrize(("extra", "why"), [(64, ""), (-128, ""), (129, "its vocabulary has 32,897 tokens, this model's 32,768")])
def test_vocabularies_padded_apart_still_pair(engine: Engine, monkeypatch: pytest.MonkeyPatch, extra: int,
                                              why: str) -> None:
    """Gemma 3 4B's vocabulary has 64 padding tokens more than Gemma 3 1B's, its natural draft:
    sizes up to 128 apart pair (llama.cpp's rule) when the tokens both have are the same."""
    import llama_cpp

    from app.engine.local import draft_model

    target, draft = engine._vocab, llama_cpp.llama_model_get_vocab(engine._loaded.model)  # (another pointer)
    n = llama_cpp.llama_vocab_n_tokens(target)
    real = llama_cpp.llama_vocab_n_tokens
    monkeypatch.setattr(llama_cpp, "llama_vocab_n_tokens", lambda v: n + extra if v is draft else real(v))
    assert draft_model._other_vocabulary(target, draft) == why


@pytest.mark.parametrize(("params", "reason"), [
    ({"speculation": "off", **EXACT}, "turned off"),
    ({}, "q8_0 or q4_0 KV cache"),  # the default F16 cache
])
def test_where_speculation_is_off_the_engine_says_why(make_engine: Callable[..., Engine], params: dict[str, object],
                                                    reason: str) -> None:
    engine = make_engine(**params)
    assert engine.verify_width == 1 and reason in engine.speculation
    tokens, _, stats = reply(engine, EDIT, max_tokens=30)
    assert stats["drafted"] == 0 and len(tokens) == 30


def test_a_quantized_cache_without_flash_attention_is_refused_with_the_reason(make_engine: Callable[..., Engine]) -> None:
    with pytest.raises(ModelLoadError, match="q8_0 KV cache needs flash attention"):
        make_engine(kv_type="q8_0", flash_attn="off")


def test_a_model_whose_batches_round_otherwise_does_not_speculate(make_engine: Callable[..., Engine],
                                                                  zoo: Callable[[str], Path],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The zoo's Llama 3 is F16: llamafile's tinyBLAS multiplies 2 rows or more in another order
    than one, so the measured width is 1. The measure is remembered: a second load does not run it."""
    engine = make_engine(zoo("llama3"), **EXACT)
    assert engine.verify_width == 1 and "kernels" in engine.speculation
    engine.close()

    def measured_again(*_: object) -> int:
        raise AssertionError("measured again")

    monkeypatch.setattr(verify_width, "measure", measured_again)
    assert make_engine(zoo("llama3"), **EXACT).verify_width == 1


def test_a_recurrent_model_without_snapshots_does_not_speculate(make_engine: Callable[..., Engine],
                                                                zoo: Callable[[str], Path]) -> None:
    """llama.cpp keeps no recurrent-state snapshots for Mamba: its state cannot go back a token."""
    engine = make_engine(build_requantized(*_beside(zoo("mamba")), "Q8_0"), **EXACT)
    assert engine.verify_width == 1 and "cannot drop" in engine.speculation


@pytest.mark.usefixtures("eager")
def test_a_hybrid_model_drops_refused_guesses_with_its_snapshots(make_engine: Callable[..., Engine],
                                                                 zoo: Callable[[str], Path], tmp_path: Path) -> None:
    """LFM2 (convolutions and attention): its recurrent state keeps a snapshot a token for a
    check's width (n_rs_seq), so a refused guess is dropped like a KV cell, and every reply, a
    regenerate and a reopened chat are the same as without guesses."""
    path = build_requantized(*_beside(zoo("lfm2")), "Q8_0")
    plain, fast = make_engine(path, speculation="off", **EXACT), make_engine(path, **EXACT)
    assert fast.memory == "hybrid" and fast.verify_width >= 4, fast.speculation
    expected, got = reply(plain, EDIT, max_tokens=100), reply(fast, EDIT, max_tokens=100)
    assert got[:2] == expected[:2] and fast.tokens == plain.tokens
    assert 0 < got[2]["accepted"] < got[2]["drafted"]  # type: ignore[operator]  # kept and refused guesses
    assert reply(fast, EDIT, max_tokens=100)[:2] == expected[:2]  # Regenerate: back through its checkpoint
    short = reply(plain, STORY, max_tokens=5)[:2]  # a short reply: Regenerate goes back fewer tokens than
    assert reply(fast, STORY, max_tokens=5)[:2] == short == reply(fast, STORY, max_tokens=5)[:2]  # snapshots
    saved = fast.save_state(tmp_path / "chat.kv")
    follow = [*EDIT, {"role": "assistant", "content": expected[1]}, {"role": "user", "content": "Shorter."}]
    reopened = make_engine(path, **EXACT)
    reopened.load_state(saved.path)
    assert reply(reopened, follow, max_tokens=60)[:2] == reply(plain, follow, max_tokens=60)[:2]


@pytest.mark.slow
@pytest.mark.usefixtures("eager")
def test_a_reply_about_an_image_is_the_same_with_guesses(make_engine: Callable[..., Engine], small_model: Path) -> None:
    """Qwen2-VL's M-RoPE image (the zoo's pair, its text model at Q8_0): the text after the
    picture sits at other positions than its index, and the checks decode there too."""
    from tests.engine.local.test_vision import image
    from tests.support.zoo_vision import build_qwen2vl

    model, projector = build_qwen2vl(small_model.parent, small_model)
    text_model = build_requantized(small_model.parent, model, "Q8_0")
    plain = make_engine(text_model, projector=str(projector), speculation="off", **EXACT)
    fast = make_engine(text_model, projector=str(projector), **EXACT)
    assert fast.vision and fast.verify_width >= 2 and fast._shifts == []
    ask = [{"role": "user", "content": f"{fast.image_marker}\nDescribe it, then repeat the description twice."}]
    picture = image(5, 308, 196)
    got = fast.generate(ask, max_tokens=80, images=[picture])
    text = got.consume()
    expected = plain.generate(ask, max_tokens=80, images=[picture])
    assert (text, got.tokens) == (expected.consume(), expected.tokens) and fast.tokens == plain.tokens
    assert fast._shifts and got.stats.drafted > 0  # positions shifted by the picture, and checks ran after it


def _beside(path: Path) -> tuple[Path, Path]:
    return path.parent, path
