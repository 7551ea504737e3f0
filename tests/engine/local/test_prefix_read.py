"""Engine.read_prefix on the real demo model: a document chat's prefix read once (decoded, saved
to the prefix cache) and then restored, by a fresh engine and in a new process, without a token
decoded, continuing a greedy answer exactly like the engine that read it; another system prompt or
model misses; a longer prompt restores the longest boundary saved; a stopped read saves nothing;
a hybrid model (the zoo's LFM2) continues exactly from its saved logits."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from app.engine import Engine, LoadParams
from app.engine.files.prefix_cache import PrefixCache
from app.engine.files.sidecar import extras_path, sidecar_path
from app.engine.local.prefix_read import PrefixRead
from tests.support.helpers import greedy, in_new_process

pytestmark = pytest.mark.slow  # a 1,500-token document read on the demo model: seconds, not the fast tier

N_CTX = 4096
SYSTEM = "You answer questions about the document the user gave, from the document only."
QUESTION = {"role": "user", "content": "On which day was the river deepest, and who kept the log that day?"}
WEATHER = ("clear", "foggy", "rainy", "windy", "overcast")
NAMES = ("Ada", "Brann", "Cleo", "Dario", "Edda", "Fenn", "Greta")


def document(entries: int = 46) -> str:
    """About 1,500 tokens (the demo model's tokenizer) of field notes with facts to ask about."""
    return "\n".join(
        f"Day {i}: the survey measured the river Ellery at {1 + (i * 37) % 29 / 10:.1f} metres near mill {i % 7}; "
        f"the weather was {WEATHER[i % 5]}, and {NAMES[i % 7]} kept the log." for i in range(1, entries + 1))


def document_chat(system: str = SYSTEM) -> list[dict[str, str]]:
    """The chat a document question starts with: the system prompt, the document, its receipt."""
    return [{"role": "system", "content": system},
            {"role": "user", "content": "Here is a document.\n\n" + document()},
            {"role": "assistant", "content": "I have read the document."}]


def prefix_of(engine: Engine, chat: list[dict[str, str]]) -> list[int]:
    """The chat's tokens as the prompt of any later turn starts with them."""
    return engine.prompt_tokens(engine.render(chat, add_generation_prompt=False))


@dataclass
class ReadOnce:
    engine: Engine  # engine A: it read the document (tests may change what its cache holds)
    cache: PrefixCache
    prefix: list[int]
    first: PrefixRead
    answer: list[int]  # A's greedy answer to QUESTION after the document
    reused: int  # of its prompt, tokens the reply found in the cache


@pytest.fixture(scope="module")
def probed_config(engine_path_record: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Module-scoped engines load before the per-test config folder exists: give them this
    machine's probed engine path (as config_dir gives each test's), never the user's folder."""
    folder = tmp_path_factory.mktemp("prefix-config")
    shutil.copy(engine_path_record, folder / engine_path_record.name)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("EMBERLY_CONFIG_DIR", str(folder))
        yield


@pytest.fixture(scope="module")
def read_once(model_path: Path, probed_config: None, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ReadOnce]:
    engine = Engine(model_path, LoadParams(n_ctx=N_CTX))
    try:
        cache = PrefixCache(tmp_path_factory.mktemp("prefixes"))
        prefix = prefix_of(engine, document_chat())
        first = engine.read_prefix(prefix, cache)
        reply = engine.generate([*document_chat(), QUESTION], max_tokens=24)
        reply.consume()
        yield ReadOnce(engine, cache, prefix, first, reply.tokens, reply.stats.prompt_reused)
    finally:
        engine.close()


def test_a_document_read_once_is_restored_by_a_fresh_engine(read_once: ReadOnce, model_path: Path) -> None:
    prefix, first = read_once.prefix, read_once.first
    assert 1400 <= len(prefix) <= 1700
    assert not first.restored and first.saved and first.n_decoded == len(prefix) == first.n_tokens
    assert read_once.reused == len(prefix)  # the question's reply decoded only the question
    entry = read_once.cache.path_for(read_once.engine.fingerprint, prefix)
    assert entry.exists() and sidecar_path(entry).exists()
    assert not extras_path(entry).exists()  # a sliding-window model's entry keeps no checkpoint (docs)

    with Engine(model_path, LoadParams(n_ctx=N_CTX)) as fresh:
        got = fresh.read_prefix(prefix, read_once.cache)
        assert got.restored and got.n_decoded == 0 and got.n_restored == len(prefix) and not got.saved
        assert fresh.tokens == prefix
        assert got.seconds < first.seconds / 10
        reply = fresh.generate([*document_chat(), QUESTION], max_tokens=24)
        reply.consume()
    assert reply.stats.prompt_reused == len(prefix)
    assert reply.tokens == read_once.answer and len(reply.tokens) == 24


def test_a_document_read_once_is_restored_in_a_new_process(read_once: ReadOnce, model_path: Path) -> None:
    result = in_new_process(
        f"""
        import json
        from pathlib import Path
        from app.engine import Engine, LoadParams
        from app.engine.files.prefix_cache import PrefixCache
        from tests.engine.local.test_prefix_read import QUESTION, document_chat, prefix_of
        engine = Engine({str(model_path)!r}, LoadParams(n_ctx={N_CTX}))
        prefix = prefix_of(engine, document_chat())
        got = engine.read_prefix(prefix, PrefixCache(Path({str(read_once.cache.folder)!r})))
        reply = engine.generate([*document_chat(), QUESTION], max_tokens=24)
        reply.consume()
        print(json.dumps({{"restored": got.restored, "decoded": got.n_decoded, "n": got.n_tokens,
                          "reused": reply.stats.prompt_reused, "answer": reply.tokens}}))
        """
    )
    assert result["restored"] and result["decoded"] == 0 and result["n"] == len(read_once.prefix)
    assert result["reused"] == len(read_once.prefix)
    assert result["answer"] == read_once.answer


def test_another_system_prompt_or_model_misses(read_once: ReadOnce, small_model: Path) -> None:
    a, cache = read_once.engine, read_once.cache
    before = {e.key for e in cache.entries()}
    other = prefix_of(a, document_chat("You are a terse assistant."))
    assert cache.restore(a.fingerprint, other, [len(other)], a.n_vocab, a.n_ctx) == 0
    assert {e.key for e in cache.entries()} == before  # a miss deletes nothing

    # Another model (the same weights, another vocabulary): even A's entry copied under the key it
    # would look for is refused by its fingerprint, and deleted.
    saved = cache.path_for(a.fingerprint, read_once.prefix)
    with Engine(small_model, LoadParams(n_ctx=N_CTX)) as b:
        theirs = prefix_of(b, document_chat())
        forged = cache.path_for(b.fingerprint, theirs)
        for part in (lambda p: p, sidecar_path, extras_path):
            if part(saved).exists():
                shutil.copy(part(saved), part(forged))
        got = b.read_prefix(theirs, cache, cancelled=lambda: True)
        assert not got.restored and got.n_restored == 0 and got.stopped and got.n_tokens == 0
    assert not forged.exists() and not sidecar_path(forged).exists()
    assert {e.key for e in cache.entries()} == before


def test_a_longer_prompt_restores_the_longest_boundary(read_once: ReadOnce) -> None:
    a, cache, prefix = read_once.engine, read_once.cache, read_once.prefix
    prompt = a.fit_conversation([*document_chat(), QUESTION], 64)[0]
    assert prompt[: len(prefix)] == prefix
    a.reset()
    progress: list[tuple[int, int]] = []
    got = a.read_prefix(prompt, cache, boundaries=[len(prefix), 3], progress=lambda done, n: progress.append((done, n)))
    assert not got.restored and got.n_restored == len(prefix) and got.saved
    assert got.n_decoded == len(prompt) - len(prefix) and progress[-1] == (got.n_decoded, got.n_decoded)
    assert a.tokens == prompt
    again = a.read_prefix(prompt, cache, boundaries=[len(prefix)])
    assert again.restored and again.n_decoded == 0 and a.tokens == prompt


def test_a_stopped_read_saves_nothing(read_once: ReadOnce, small_model: Path) -> None:
    cache = read_once.cache
    before = {e.key for e in cache.entries()}
    stop = False

    def one_batch(done: int, n: int) -> None:
        nonlocal stop
        stop = True

    with Engine(small_model, LoadParams(n_ctx=N_CTX, n_batch=256)) as b:
        prefix = prefix_of(b, document_chat())
        got = b.read_prefix(prefix, cache, progress=one_batch, cancelled=lambda: stop)
        assert got.stopped and not got.saved and got.n_tokens == got.n_decoded == 256 == b.n_cached
        assert {e.key for e in cache.entries()} == before
        # What it holds can be saved as it is (as a conversation an API client will send again).
        assert b.save_prefix(cache) and b.tokens == prefix[:256]
        assert cache.restore(b.fingerprint, prefix, [100, 256], b.n_vocab, b.n_ctx) == 256


def test_a_hybrid_model_continues_exactly_from_a_restored_prefix(zoo: Callable[[str], Path], tmp_path: Path) -> None:
    """LFM2 keeps a recurrent state beside its attention cells, which cannot be cut back: the
    prefix's last logits are saved with it, so a prompt that is exactly the prefix needs no decode."""
    cache = PrefixCache(tmp_path / "prefixes")
    model = zoo("lfm2")
    answers = []
    for _ in range(2):
        with Engine(model, LoadParams(n_ctx=1024)) as engine:
            prefix = engine.prompt_tokens(engine.render(document_chat()[:1] + [{"role": "user", "content": document(8)}]))
            got = engine.read_prefix(prefix, cache)
            answers.append((got.restored, got.n_decoded, greedy(engine, 16)))
    (first_restored, decoded, first), (restored, redecoded, again) = answers
    assert not first_restored and decoded == len(prefix) and restored and redecoded == 0
    assert again == first and len(first) == 16
    entry = cache.entries()[0].path
    assert json.loads(sidecar_path(entry).read_text())["n_tokens"] == len(prefix)
    assert extras_path(entry).exists()  # the last logits and the checkpoint a recurrent state needs
