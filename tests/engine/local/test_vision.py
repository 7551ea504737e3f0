"""Images read into the chat's sequence through libmtmd (app/engine/local/vision.py,
image_read.py) on the real demo model with the zoo's Gemma 3 projector: an image chat saved and
restored in another engine continues exactly, without the vision encoder (that engine never
loads it); another image at the same place is a difference from its first position; a wrong or
missing projector is a clear message."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from app.engine import Engine
from app.engine.errors import ProjectorError
from app.engine.images import RgbImage
from tests.support.zoo_vision import TOKENS_PER_IMAGE, build_gemma3_projector

pytestmark = pytest.mark.slow  # the demo model (its full vocabulary has Gemma's image tokens) twice


def image(seed: int, width: int = 300, height: int = 200) -> RgbImage:
    pixels = bytes((x * 7 + y * 3 + seed * 50) % 256 for y in range(height) for x in range(width) for _ in range(3))
    return RgbImage.of(width, height, pixels)


@pytest.fixture(scope="module")
def projector(model_path: Path) -> Path:
    return build_gemma3_projector(model_path.parent)


def prompt(engine: Engine, question: str) -> str:
    marker = "<__media__>"
    return engine.render([{"role": "user", "content": f"{marker}\n{question}"}])


def test_an_image_chat_restored_continues_exactly_without_the_encoder(
        make_engine: Callable[..., Engine], model_path: Path, projector: Path, tmp_path: Path) -> None:
    first = make_engine(model_path)
    first.use_projector(projector)
    asked = first.image_prompt(prompt(first, "What is in this picture?"), [image(1)])
    assert len(asked.spans) == 1 and asked.spans[0][1].n_tokens == TOKENS_PER_IMAGE
    stats = first.read_image_prompt(asked)
    assert stats.prompt_decoded == len(asked.tokens) and first.tokens == asked.tokens
    seen = first.logits()
    first.save_state(tmp_path / "chat.state")
    more = asked.tokens + first.tokenize("<end_of_turn>\n<start_of_turn>user\nAnd its colours?<end_of_turn>\n"
                                         "<start_of_turn>model\n")
    never_closed = first.generate_from_tokens(more, max_tokens=12)
    expected = never_closed.consume()

    second = make_engine(model_path)  # no projector: the image is in the restored cache
    assert not second.vision
    assert second.load_state(tmp_path / "chat.state") == len(asked.tokens)
    reopened = second.generate_from_tokens(more, max_tokens=12)
    assert reopened.consume() == expected and reopened.tokens == never_closed.tokens and reopened.tokens
    assert reopened.stats.prompt_decoded <= len(more) - len(asked.tokens) + 1  # the new question only

    # Another image at the same place: read again from where it begins, and only with a projector.
    other = first.image_prompt(prompt(first, "What is in this picture?"), [image(2)])
    start = other.spans[0][0]
    assert other.tokens[:start] == asked.tokens[:start] and other.tokens[start] != asked.tokens[start]
    with pytest.raises(ProjectorError, match="projector"):
        second.generate_from_tokens(other.tokens, max_tokens=4).consume()
    again = first.read_image_prompt(other)
    assert again.prompt_reused == start and first.tokens == other.tokens
    assert not np.allclose(first.logits(), seen)  # the pixels reached the model
    asked.close()
    other.close()


def test_a_missing_or_foreign_projector_is_a_clear_message(
        make_engine: Callable[..., Engine], model_path: Path, small_model: Path, zoo: Callable[[str], Path],
        tmp_path: Path) -> None:
    engine = make_engine(model_path)
    with pytest.raises(ProjectorError, match="not there"):
        engine.use_projector(tmp_path / "mmproj-missing.gguf")
    with pytest.raises(ProjectorError, match="not a projector for this model"):
        engine.use_projector(small_model)  # a text model, not a projector
    wide = build_gemma3_projector(tmp_path, n_embd_text=512)  # made for another model's width
    with pytest.raises(ProjectorError, match="640 wide"):
        engine.use_projector(wide)
    with pytest.raises(ProjectorError, match="reads no images"):
        engine.image_prompt("<__media__>", [image(1)])
    assert not engine.vision
