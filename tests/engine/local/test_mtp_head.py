"""Speculative decoding with the model's own MTP head, on the zoo's NextN model (GLM-4.5's
architecture) at Q8_0, where a batch decodes exactly as single tokens: the replies, the cache and
a reopened chat are the same with the head's guesses as without."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

import pytest

from app.engine import Engine, SamplingParams
from app.engine.files.sidecar import extras_path
from app.engine.local.mtp_head import MtpHead
from app.engine.local.pace import Pace
from app.engine.sampling import GREEDY
from tests.support.zoo import build_requantized

EXACT = {"kv_type": "q8_0", "flash_attn": "on", "n_ctx": 1024}
SEEDED = SamplingParams(temperature=0.8, top_k=40, top_p=0.95, min_p=0.0, repeat_penalty=1.1, seed=5)
CHATS = [[{"role": "user", "content": text}] for text in
         ("Tell me a story about a cat", "Write code to sort a list", "1 2 3 4", "Hello there")]


@pytest.fixture
def nextn_model(zoo: Callable[[str], Path]) -> Path:
    path = zoo("glm4moe-mtp")
    return build_requantized(path.parent, path, "Q8_0")  # F16 weights round batches otherwise (tinyBLAS)


@pytest.fixture
def eager(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every token checked with as many guesses as fit: the zoo's head costs as much as its two
    layers, so the pace alone would seldom try."""
    monkeypatch.setattr(Pace, "room", lambda self: self.width - 1)


def reply(engine: Engine, messages: list[dict[str, str]], sampling: SamplingParams = GREEDY,
          max_tokens: int = 80) -> tuple[list[int], str, dict[str, object]]:
    r = engine.generate(messages, sampling, max_tokens=max_tokens)
    text = r.consume()
    return r.tokens, text, r.stats.to_dict()


def head_of(engine: Engine) -> MtpHead:
    head = engine._head
    assert isinstance(head, MtpHead) and engine._drafter is head, engine.speculation
    return head


@pytest.mark.usefixtures("eager")
@pytest.mark.parametrize("sampling", [GREEDY, pytest.param(SEEDED, marks=pytest.mark.slow)], ids=["greedy", "seeded"])
def test_the_heads_guesses_change_nothing(make_engine: Callable[..., Engine], nextn_model: Path,
                                          sampling: SamplingParams) -> None:
    plain, fast = make_engine(nextn_model, speculation="off", **EXACT), make_engine(nextn_model, **EXACT)
    assert not plain._loaded.mtp and plain._head is None  # off: its NextN layer is not even loaded
    head_of(fast)
    assert "MTP head" in fast.speculation and fast.verify_width >= 4
    drafted = accepted = 0
    for messages in CHATS:
        expected, got = reply(plain, messages, sampling), reply(fast, messages, sampling)
        assert got[:2] == expected[:2] and fast.tokens == plain.tokens
        drafted, accepted = drafted + got[2]["drafted"], accepted + got[2]["accepted"]  # type: ignore[operator]
        plain.reset()
        fast.reset()
    assert 0 < accepted < drafted  # guesses kept and refused: both ways through the check


@pytest.mark.slow
@pytest.mark.usefixtures("eager")
def test_every_width_and_a_long_chat_give_the_same_reply(make_engine: Callable[..., Engine], nextn_model: Path) -> None:
    plain, fast = make_engine(nextn_model, speculation="off", **EXACT), make_engine(nextn_model, **EXACT)
    chat = [{"role": "user", "content": "Remember these words. " + "lighthouse storm keeper lamp " * 90},
            {"role": "assistant", "content": "I will."}, *CHATS[0]]
    expected = reply(plain, chat, max_tokens=60)
    assert expected[2]["prompt_tokens"] > 512  # type: ignore[operator]  # a prompt of two batches
    for width in range(2, fast.verify_width + 1):
        fast.reset()
        fast.verify_width = width
        got = reply(fast, chat, max_tokens=60)
        assert got[:2] == expected[:2], f"width {width}"
        assert got[2]["accepted"] > 0


@pytest.mark.usefixtures("eager")
def test_regenerate_keeps_the_heads_cache(make_engine: Callable[..., Engine], nextn_model: Path) -> None:
    """Regenerate rolls the chat back to its prompt's last token: the head is cut back with it
    (the hidden row it needs there was kept), not started again."""
    engine = make_engine(nextn_model, **EXACT)
    head = head_of(engine)
    first = reply(engine, CHATS[1])
    again = reply(engine, CHATS[1])
    assert again[:2] == first[:2] and again[2]["prompt_reused"] == first[2]["prompt_tokens"] - 1  # type: ignore[operator]
    assert head._begin == 0 and head._end >= engine.n_cached  # (a refused guess is dropped at its next decode)


@pytest.mark.slow
@pytest.mark.usefixtures("eager")
def test_a_reopened_chat_guesses_from_its_first_token_and_a_damaged_head_cache_starts_again(
        make_engine: Callable[..., Engine], nextn_model: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    first = make_engine(nextn_model, **EXACT)
    text = reply(first, CHATS[0])[1]
    saved = first.save_state(tmp_path / "chat.kv")
    follow = [*CHATS[0], {"role": "assistant", "content": text}, {"role": "user", "content": "And then?"}]
    never_closed = reply(first, follow)
    for damaged in (False, True):
        if damaged:
            extras = extras_path(saved.path)
            data = bytearray(extras.read_bytes())
            data[-100] ^= 0xFF  # inside the head's cache, the last part of the file
            extras.write_bytes(bytes(data))
        reopened = make_engine(nextn_model, **EXACT)
        reopened.load_state(saved.path)
        head = head_of(reopened)
        again = reply(reopened, follow)
        assert again[:2] == never_closed[:2]
        assert again[2]["prompt_reused"] >= saved.n_tokens - 1  # type: ignore[operator]  # warm
        if damaged:  # started again where the new turn began, and said why
            assert head._begin > 0 and "draft cache not used" in caplog.text
        else:  # its cache came back with the chat: it holds all of it
            assert head._begin == 0 and head._end >= reopened.n_cached
        reopened.close()


@pytest.mark.slow
@pytest.mark.usefixtures("eager")
def test_other_replies_of_regenerate_leave_a_head_that_starts_again(make_engine: Callable[..., Engine],
                                                                  nextn_model: Path) -> None:
    """Regenerate ×N decodes its replies on other sequences, which the head does not follow: the
    next turn's head starts again from there, and the reply is still the reply."""
    plain = make_engine(nextn_model, speculation="off", n_parallel=2, **EXACT)
    fast = make_engine(nextn_model, n_parallel=2, **EXACT)
    texts = []
    for engine in (plain, fast):
        versions = engine.generate_versions(CHATS[2], [GREEDY, SEEDED], max_tokens=30)
        texts.append([v.text for v in versions])
    assert texts[0] == texts[1]
    follow = [*CHATS[2], {"role": "assistant", "content": texts[0][0]}, {"role": "user", "content": "More."}]
    assert reply(fast, follow)[:2] == reply(plain, follow)[:2]
    assert head_of(fast)._begin > 0  # it started again where the next turn began


def test_a_head_is_loaded_only_where_checks_run(make_engine: Callable[..., Engine], nextn_model: Path) -> None:
    engine = make_engine(nextn_model, n_ctx=512)  # the default F16 cache: no checks, so no head
    assert not engine._loaded.mtp and engine._head is None and "q8_0 or q4_0" in engine.speculation
    assert reply(engine, CHATS[3], max_tokens=12)[2]["drafted"] == 0


@pytest.mark.usefixtures("eager")
def test_a_hidden_row_kept_is_always_the_chat_models_own(make_engine: Callable[..., Engine], nextn_model: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Through checks that drop guesses and a rollback far back: every row the head still
    offers for a token is the row the chat model gave that token last (or none)."""
    import numpy as np

    truth: dict[int, object] = {}
    follow = MtpHead.follow

    def recording(self: MtpHead, n_before: int, chunk: list[int], pos0: int, mark: bool = False) -> None:
        rows = np.ctypeslib.as_array(self._ext.llama_get_embeddings_nextn(self._target), shape=(len(chunk), self._width))
        truth.update({n_before + k: rows[k].copy() for k in range(len(chunk))})
        follow(self, n_before, chunk, pos0, mark)

    monkeypatch.setattr(MtpHead, "follow", recording)
    engine = make_engine(nextn_model, **EXACT)
    head = head_of(engine)

    def check() -> int:
        assert head._cut(min(engine.n_cached, head._end - 5))  # as after a check that kept 2 of 7 guesses
        kept = [i for i in range(head._end) if head._row(i) is not None]
        assert all(np.array_equal(head._row(i), truth[i]) for i in kept)  # type: ignore[arg-type]
        assert head._end - 1 in kept  # the one the next guess reads
        return len(kept)

    reply(engine, CHATS[0], max_tokens=150)
    assert check() >= 8
    engine.rollback(engine.n_cached - 70)  # an edit further back than the recent rows reach
    reply(engine, [*CHATS[0], {"role": "assistant", "content": "Once"}, {"role": "user", "content": "Go on."}])
    check()
    assert head._begin == 0  # it kept the chat it held: the token before the edit was decoded again
