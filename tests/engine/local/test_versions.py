"""N replies at once (Regenerate xN): the prompt read once and copied to N sequences, one
llama_decode per step for all of them, on the real model and on every memory kind of the zoo."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from app.engine import Engine, estimate_memory, inspect_model
from app.engine.errors import EngineError
from app.engine.sampling import GREEDY, SamplingParams
from tests.support.helpers import long_text

pytestmark = pytest.mark.slow  # model loads with room for parallel replies

CHAT = [{"role": "user", "content": "Tell me about the river town of Ellery. " + long_text(6)}]


@pytest.mark.parametrize("family", ["gemma", "llama3", "mamba", "lfm2"])
def test_greedy_versions_are_one_reply_and_reuse_the_prompt(
    family: str, make_engine: Callable[..., Engine], zoo: Callable[[str], Path]
) -> None:
    model = None if family == "gemma" else zoo(family)
    engine = make_engine(model=model, n_parallel=3)
    alone = engine.generate(CHAT, GREEDY, max_tokens=24)
    alone.consume()
    streamed: dict[int, str] = {}
    alts = engine.generate_versions(CHAT, [GREEDY] * 3, max_tokens=24,
                                        on_piece=lambda i, piece: streamed.__setitem__(i, streamed.get(i, "") + piece))
    # Greedy: the same reply three times (three rows of one decode, each through the same kernels).
    assert [a.tokens for a in alts] == [alts[0].tokens] * 3 and alts[0].tokens
    assert [streamed[i] for i in range(3)] == [a.text for a in alts]
    # Its first token comes from the prompt's last logits, decoded alone as for the one reply.
    # After that, three rows in one decode against one row alone: another arithmetic, which on
    # some CPUs rounds differently (a near-tie then goes another way). The yardstick with the same
    # arithmetic: an engine that never wrote the one reply (the prompt read in the same batches).
    assert alts[0].tokens[:1] == alone.tokens[:1]
    never_alone = make_engine(model=model, n_parallel=3).generate_versions(CHAT, [GREEDY] * 3, max_tokens=24)
    assert [a.tokens for a in never_alone] == [a.tokens for a in alts]
    first = alts[0].stats
    assert first.prompt_decoded <= 1 and first.rollback != "reprefill"  # the prompt was not read again
    assert engine.tokens[-len(alts[0].tokens):] == alts[0].tokens  # reply 0 is the engine's sequence
    follow = engine.generate([*CHAT, {"role": "assistant", "content": alts[0].text}, {"role": "user", "content": "More."}],
                             GREEDY, max_tokens=4)
    follow.consume()
    assert follow.stats.prompt_reused >= len(engine.tokens) - len(alts[0].tokens) - 40  # the history stayed cached


def test_seeds_differ_each_stops_on_its_own_and_a_stop_ends_all(make_engine: Callable[..., Engine]) -> None:
    engine = make_engine(n_parallel=3)
    seeded = [SamplingParams(temperature=1.0, seed=s) for s in (11, 12, 13)]
    alts = engine.generate_versions(CHAT, seeded, max_tokens=32)
    assert len({a.text for a in alts}) >= 2  # three seeds (a base model may repeat itself twice)
    assert all(a.stats.finish_reason in ("eog", "length", "stop") for a in alts)

    stop = threading.Event()

    def piece(i: int, _text: str) -> None:
        if i == 2 and len(alts_seen) > 5:
            stop.set()
        alts_seen.append(i)

    alts_seen: list[int] = []
    cut = engine.generate_versions(CHAT, seeded, max_tokens=500, on_piece=piece, cancelled=stop.is_set)
    assert [a.stats.finish_reason for a in cut] == ["cancelled"] * 3
    assert all(0 < a.stats.generated < 500 for a in cut)
    with pytest.raises(EngineError, match="3 replies at once, not 4"):
        engine.generate_versions(CHAT, seeded + seeded[:1])


def test_a_saved_version_reopens_and_continues_like_the_reply_it_is(
    make_engine: Callable[..., Engine], tmp_path: Path
) -> None:
    engine = make_engine(n_parallel=3)
    seeded = [SamplingParams(temperature=1.0, seed=s) for s in (21, 22, 23)]
    alts = engine.generate_versions(CHAT, seeded, max_tokens=24)
    prompt = engine.tokens[: len(engine.tokens) - len(alts[0].tokens)]
    saved = engine.save_version(2, prompt, alts[2], tmp_path / "alt.kv")
    assert saved.n_tokens == len(prompt) + len(alts[2].tokens)
    engine.drop_versions()

    other = make_engine(n_parallel=3)  # a reopened app
    assert other.load_state(saved.path) == saved.n_tokens
    assert other.tokens == [*prompt, *alts[2].tokens]
    then = other.generate([*CHAT, {"role": "assistant", "content": alts[2].text}, {"role": "user", "content": "More."}],
                          GREEDY, max_tokens=8)
    then.consume()
    assert then.stats.prompt_reused >= len(prompt)  # the file held that reply's own cache


def test_room_for_parallel_replies_is_in_the_memory_estimate_and_the_fingerprint(
    make_engine: Callable[..., Engine], model_path: Path
) -> None:
    info = inspect_model(model_path)
    one, three = estimate_memory(info, 4096), estimate_memory(info, 4096, n_parallel=3)
    assert three.kv_cache > one.kv_cache  # Gemma's sliding-window layers keep n_swa x 3 + n_ubatch cells
    assert make_engine(n_parallel=3).fingerprint["n_seq_max"] == 3
    assert "n_seq_max" not in make_engine().fingerprint  # one sequence: files of earlier versions still match
