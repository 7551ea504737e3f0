"""Reasoning replies: `<think>…</think>` split from the answer, a block the prompt opened, and
what the runner keeps and exports (on the real demo model with DeepSeek-R1's template)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.engine import Engine
from app.engine.prompt.reasoning import Thinking, answer_of, opening_in, split_reasoning, thought_label
from app.sessions import ChatRunner, SessionStore
from app.sessions.store import to_markdown
from tests.support.helpers import greedy_session

R1_TEMPLATE = (Path(__file__).parents[2] / "support" / "zoo_templates" / "deepseek-ai-DeepSeek-R1-Distill-Qwen-32B.jinja").read_text()


@pytest.mark.parametrize(
    ("text", "thinking", "answer", "done"),
    [
        ("Plain answer.", None, "Plain answer.", True),
        ("<think>\nHmm.\n</think>\n\nThe Douro.", "Hmm.", "The Douro.", True),
        ("\n<think>Hmm", "Hmm", "", False),  # still thinking (streaming, or stopped there)
        ("<think></think>Answer", "", "Answer", True),  # an empty block (thinking turned off)
        ("Say <think> in a sentence.", None, "Say <think> in a sentence.", True),  # not at the start: text
    ],
)
def test_split_reasoning(text: str, thinking: str | None, answer: str, done: bool) -> None:
    parts = split_reasoning(text)
    assert (parts.thinking, parts.answer, parts.thinking_done) == (thinking, answer, done)
    assert text[parts.answer_start :] == parts.answer
    assert answer_of(text) == answer


def test_opening_in_a_prompt() -> None:
    assert opening_in("<｜Assistant｜><think>\n") == "<think>\n"
    assert opening_in("<|im_start|>assistant\n<think>\n\n</think>\n\n") == ""  # closed: no reasoning
    assert opening_in("user: what is <think>?<|im_end|>\n<|im_start|>assistant\n") == ""  # a mention, not an opening


def test_thinking_is_timed_to_the_close() -> None:
    timer = Thinking()
    assert timer.seen("<think>Hm") is None
    seconds = timer.seen("<think>Hmm.</think>")
    assert seconds is not None and seconds >= 0
    assert thought_label(3.4) == "Thought for 3 s" and thought_label(0.2) == "Thought for 1 s"
    assert thought_label(None, done=False) == "Thinking…"


def test_a_reply_inside_an_opened_block_keeps_the_opening(engine: Engine, data_dir: Path) -> None:
    """DeepSeek-R1's prompt ends in "<think>\\n": the runner stores the reply with it, so the
    window and the export see well-formed reasoning, and continuing the reply does not open it twice."""
    engine.set_chat_format(R1_TEMPLATE)
    runner = ChatRunner(SessionStore(data_dir), engine, max_tokens=12)
    greedy_session(runner)
    pieces: list[str] = []
    reply = runner.send("Name a river.", on_piece=pieces.append)
    assert reply is not None and reply.text.startswith("<think>\n")
    assert "".join(pieces) == reply.text  # the window streamed the same text
    parts = split_reasoning(reply.text)
    assert parts.thinking is not None and not parts.thinking_done  # 12 tokens of a base model: no close
    # Continuing renders the prompt's own "<think>\n" once: the prompt is the cache, nothing re-read.
    cached = engine.n_cached
    more = runner.continue_reply()
    assert more is not None and more.stats is not None
    assert more.stats["prompt_reused"] >= cached - 1 and more.stats["prompt_decoded"] <= 2


def test_markdown_export_folds_the_reasoning(engine: Engine, data_dir: Path) -> None:
    store = SessionStore(data_dir)
    runner = ChatRunner(store, engine, max_tokens=4)
    greedy_session(runner)
    runner.send("Name a river.")
    session = runner.active
    assert session is not None
    session.messages[-1].text = "<think>\nPortugal has several.\n</think>\n\nThe Douro."
    session.messages[-1].thinking_s = 4.2
    store.save(session)
    md = to_markdown(store.load(session.id))
    assert "<details>\n<summary>Thought for 4 s</summary>\n\nPortugal has several.\n\n</details>\n\nThe Douro." in md
    assert store.load(session.id).messages[-1].thinking_s == 4.2
