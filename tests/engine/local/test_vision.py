"""Images read into the chat's sequence through libmtmd (app/engine/local/vision.py,
image_read.py) on the real demo model with the zoo's Gemma 3 projector: an image chat saved and
restored in another engine continues exactly, without the vision encoder (that engine never
loads it); another image at the same place is a difference from its first position; a wrong or
missing projector is a clear message. A projector that cuts an image into tiles (the zoo's
SmolVLM pair) reads all of them as the image's one span; on a model with M-RoPE (the zoo's
Qwen2-VL pair) an image's tokens take fewer positions, and every path keeps to them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from app.engine import GREEDY, Engine
from app.engine.errors import ProjectorError
from app.engine.images import RgbImage
from tests.support.zoo import build
from tests.support.zoo_vision import TOKENS_PER_IMAGE, build_gemma3_projector, build_qwen2vl, build_smolvlm

pytestmark = pytest.mark.slow  # the demo model (its full vocabulary has Gemma's image tokens) twice


def image(seed: int, width: int = 300, height: int = 200) -> RgbImage:
    pixels = bytes((x * 7 + y * 3 + seed * 50) % 256 for y in range(height) for x in range(width) for _ in range(3))
    return RgbImage.of(width, height, pixels)


@pytest.fixture(scope="module")
def projector(model_path: Path) -> Path:
    return build_gemma3_projector(model_path.parent)


def asking(engine: Engine, question: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": f"{engine.image_marker}\n{question}"}]


def test_an_image_chat_restored_continues_exactly_without_the_encoder(
        make_engine: Callable[..., Engine], model_path: Path, projector: Path, tmp_path: Path) -> None:
    first = make_engine(model_path)
    first.use_projector(projector)
    ask = asking(first, "What is in this picture?")
    reply = first.generate(ask, max_tokens=6, images=[image(1)])
    reply.consume()
    assert reply.stats.prompt_decoded == reply.stats.prompt_tokens
    prompt_tokens = first.tokens[: reply.stats.prompt_tokens]
    assert sum(1 for t in prompt_tokens if t < 0) == TOKENS_PER_IMAGE
    first.save_state(tmp_path / "chat.state")
    n_saved = first.n_cached
    follow = [*ask, {"role": "assistant", "content": reply.text}, {"role": "user", "content": "And its colours?"}]
    never_closed = first.generate(follow, max_tokens=12, images=[image(1)])
    expected = never_closed.consume()

    second = make_engine(model_path)  # no projector: the image is in the restored cache
    assert not second.vision
    assert second.load_state(tmp_path / "chat.state") == n_saved
    reopened = second.generate(follow, max_tokens=12, images=[image(1)])
    assert reopened.consume() == expected and reopened.tokens == never_closed.tokens and reopened.tokens
    assert reopened.stats.prompt_decoded == never_closed.stats.prompt_decoded < 30  # the new question only

    # Another image in the first message: read again from where it begins, and only with a projector.
    with pytest.raises(ProjectorError, match="projector"):
        second.generate(follow, max_tokens=4, images=[image(2)]).consume()
    first_prompt = first.fit_conversation(ask, 0, images=[image(1)])[0]
    assert first.prefill(first_prompt).prompt_decoded <= 1
    seen = first.logits()
    other = first.fit_conversation(ask, 0, images=[image(2)])[0]
    again = first.prefill(other)
    start = next(i for i, t in enumerate(first_prompt) if t < 0)
    assert other[:start] == first_prompt[:start] and other[start] != first_prompt[start]
    assert again.prompt_reused == start and again.prompt_decoded == len(other) - start
    assert not np.allclose(first.logits(), seen)  # the pixels reached the model


def test_a_missing_or_foreign_projector_is_a_clear_message(
        make_engine: Callable[..., Engine], model_path: Path, small_model: Path, tmp_path: Path) -> None:
    engine = make_engine(model_path)
    with pytest.raises(ProjectorError, match="not there"):
        engine.use_projector(tmp_path / "mmproj-missing.gguf")
    with pytest.raises(ProjectorError, match="not a projector for this model"):
        engine.use_projector(small_model)  # a text model, not a projector
    wide = build_gemma3_projector(tmp_path, n_embd_text=512)  # made for another model's width
    with pytest.raises(ProjectorError, match="640 wide"):
        engine.use_projector(wide)
    with pytest.raises(ProjectorError, match="reads no images"):
        engine.generate(asking(engine, "What is it?"), images=[image(1)]).consume()
    assert not engine.vision

    # SmolVLM's projector on a model as wide whose vocabulary lacks its image tokens.
    llama = make_engine(build("llama3", small_model.parent, small_model))
    llama.use_projector(build_smolvlm(small_model.parent, small_model)[1])
    with pytest.raises(ProjectorError, match="vocabulary does not have"):
        llama.generate(asking(llama, "What is it?"), images=[image(1)]).consume()
    reply = llama.generate([{"role": "user", "content": "Hello"}], max_tokens=2)
    assert reply.consume() is not None and llama.n_cached > 0  # the engine goes on


def test_more_images_than_the_context_holds_is_a_clear_message(
        make_engine: Callable[..., Engine], model_path: Path, projector: Path) -> None:
    from app.engine.errors import ContextOverflow

    engine = make_engine(model_path, n_ctx=256, projector=str(projector))
    assert engine.vision and engine.projector_error is None
    twenty = [image(i, 64, 64) for i in range(20)]  # 20 × 16 tokens: more than 256
    ask = [{"role": "user", "content": engine.image_marker * 20 + "Compare them."}]
    with pytest.raises(ContextOverflow, match="does not fit|context"):
        engine.generate(ask, max_tokens=4, images=twenty).consume()
    assert engine.n_cached == 0
    ok = engine.generate([{"role": "user", "content": f"{engine.image_marker}Describe it."}], max_tokens=4,
                         images=twenty[:1])
    ok.consume()
    assert ok.stats.prompt_tokens > TOKENS_PER_IMAGE  # the engine goes on


def test_an_image_last_in_the_message_and_one_alone(make_engine: Callable[..., Engine], model_path: Path,
                                                    projector: Path) -> None:
    """The text before the picture (OpenAI's usual order), and a message that is only a picture:
    the prompt's last tokens are then the image's, which must never reach llama.cpp's detokenizer."""
    engine = make_engine(model_path, projector=str(projector))
    for content in (f"What is in this picture?\n{engine.image_marker}", engine.image_marker):
        reply = engine.generate([{"role": "user", "content": content}], max_tokens=4, images=[image(7)])
        reply.consume()
        assert reply.stats.prompt_tokens > TOKENS_PER_IMAGE and reply.tokens
    assert engine.detokenize([-5, *engine.tokenize("Hi")]) == "Hi"


def test_more_images_than_are_kept_tokenized_are_all_read(make_engine: Callable[..., Engine], model_path: Path,
                                                          projector: Path) -> None:
    from app.engine.local.image_read import MAX_SPANS

    engine = make_engine(model_path, n_ctx=2048, projector=str(projector))
    many = [image(i, 32, 32) for i in range(MAX_SPANS + 2)]
    ask = [{"role": "user", "content": engine.image_marker * len(many) + "Compare them."}]
    tokens, _ = engine.fit_conversation(ask, 0, images=many)
    assert sum(t < 0 for t in tokens) == len(many) * TOKENS_PER_IMAGE
    assert engine.prefill(tokens).finish_reason == "prefilled"
    engine.reset()
    assert engine.prefill(tokens).prompt_decoded == len(tokens)  # every span still known: read again whole


def test_another_projector_reads_the_image_again(make_engine: Callable[..., Engine], model_path: Path,
                                                 projector: Path, tmp_path: Path) -> None:
    """The cache holds what one projector made of the picture: a chat restored with another
    projector reads the picture again from where it is (the text before it stays), one with
    the same projector (or none) goes on with the new question only."""
    first = make_engine(model_path, projector=str(projector))
    ask = asking(first, "What is in this picture?")
    first.generate(ask, max_tokens=4, images=[image(1)]).consume()
    first.save_state(tmp_path / "chat.state")
    prompt = first.fit_conversation(ask, 0, images=[image(1)])[0]
    start = next(i for i, t in enumerate(prompt) if t < 0)
    other = tmp_path / "mmproj-other.gguf"
    other.write_bytes(projector.read_bytes())  # the same weights under another name: another projector to us
    for path, read_again in ((projector, False), (other, True)):
        engine = make_engine(model_path, projector=str(path))
        engine.load_state(tmp_path / "chat.state")
        stats = engine.prefill(engine.fit_conversation(ask, 0, images=[image(1)])[0])
        assert (stats.prompt_reused == start) is read_again, (path.name, stats.prompt_reused, start)


def test_a_tiled_image_is_one_span_restored_warm(make_engine: Callable[..., Engine], small_model: Path,
                                                 tmp_path: Path) -> None:
    """SmolVLM's projector cuts the picture into 2 × 2 tiles and an overview, with each tile's
    row and column as text between them: one span, read in order, saved and restored as one.
    (SmolVLM2's template reads typed content parts only: the question reaches the prompt.)"""
    model, projector = build_smolvlm(small_model.parent, small_model)
    first = make_engine(model, projector=str(projector))
    ask = asking(first, "What is in this picture?")
    assert first.render(ask) == f"<|im_start|>User: {first.image_marker}\nWhat is in this picture?<end_of_utterance>\nAssistant:"
    big = image(3, 900, 700)
    reply = first.generate(ask, max_tokens=6, images=[big])
    reply.consume()
    prompt = first.tokens[: reply.stats.prompt_tokens]
    held = [i for i, t in enumerate(prompt) if t < 0]
    assert len(held) > 5 * TOKENS_PER_IMAGE and held == list(range(held[0], held[-1] + 1))  # one run: tiles and text
    first.save_state(tmp_path / "chat.state")
    follow = [*ask, {"role": "assistant", "content": reply.text}, {"role": "user", "content": "And its colours?"}]
    never_closed = first.generate(follow, max_tokens=10, images=[big])
    expected = never_closed.consume()

    second = make_engine(model)  # no projector: the tiles are in the restored cache
    second.load_state(tmp_path / "chat.state")
    reopened = second.generate(follow, max_tokens=10, images=[big])
    assert reopened.consume() == expected and reopened.tokens == never_closed.tokens
    assert reopened.stats.prompt_decoded == never_closed.stats.prompt_decoded < 30

    # Another picture there: read again whole, from its first tile (the text before it is the same).
    other = first.fit_conversation(ask, 0, images=[image(4, 900, 700)])[0]
    again = first.prefill(other)
    assert again.prompt_reused == held[0] and again.prompt_decoded == len(other) - held[0]


def test_an_m_rope_image_takes_a_grid_of_positions_and_is_restored_warm(
        make_engine: Callable[..., Engine], small_model: Path, tmp_path: Path) -> None:
    """Qwen2-VL's M-RoPE (the zoo's pair): a 308 × 196 picture is 11 × 7 tokens that take 11
    positions, so the text after it sits 66 positions before its index. Its cells, the text
    after it, a rollback to the picture and past it, and a restore in an engine without the
    projector all keep to that count, and the reply continues exactly."""
    import llama_cpp

    model, projector = build_qwen2vl(small_model.parent, small_model)
    first = make_engine(model, projector=str(projector))
    ask = asking(first, "What is in this picture?")
    picture = image(5, 308, 196)
    reply = first.generate(ask, max_tokens=6, images=[picture])
    reply.consume()
    prompt = first.tokens[: reply.stats.prompt_tokens]
    held = [i for i, t in enumerate(prompt) if t < 0]
    assert len(held) == 11 * 7
    n = first.n_cached
    assert llama_cpp.llama_memory_seq_pos_max(first._mem, 0) == n - 1 - (11 * 7 - 11)
    first.save_state(tmp_path / "chat.state")
    follow = [*ask, {"role": "assistant", "content": reply.text}, {"role": "user", "content": "And its colours?"}]
    never_closed = first.generate(follow, max_tokens=10, images=[picture])
    expected = never_closed.consume()

    second = make_engine(model)  # no projector: the picture's cells and positions come with the state file
    assert second.load_state(tmp_path / "chat.state") == n
    reopened = second.generate(follow, max_tokens=10, images=[picture])
    assert reopened.consume() == expected and reopened.tokens == never_closed.tokens and reopened.tokens
    assert reopened.stats.prompt_decoded == never_closed.stats.prompt_decoded < 30

    # Rolled back past the picture (regenerate) and to its start (another picture): the positions follow.
    assert first.rollback(reply.stats.prompt_tokens) in ("seq_rm", "none")
    again = first.generate(ask, max_tokens=6, images=[picture])
    assert again.consume() == reply.text and again.stats.prompt_decoded <= 1
    other = first.fit_conversation(ask, 0, images=[image(6, 308, 196)])[0]
    stats = first.prefill(other)
    assert stats.prompt_reused == held[0] and llama_cpp.llama_memory_seq_pos_max(first._mem, 0) == len(other) - 1 - 66

    # Regenerate ×2: both sequences go on from the picture's positions.
    many = make_engine(model, projector=str(projector), n_parallel=2)
    alts = many.generate_versions(ask, [GREEDY] * 2, max_tokens=6, images=[picture])
    assert alts[0].tokens == alts[1].tokens and alts[0].tokens
    last = many.n_cached - 1 - 66
    assert [llama_cpp.llama_memory_seq_pos_max(many._mem, s) for s in (0, 1)] == [last, last]
