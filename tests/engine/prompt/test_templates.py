"""The chat templates users meet, rendered as the engine renders them: in the bounded Jinja sandbox
of the template helper process (`ChatFormatter`), from the publishers' own files
(tests/support/zoo_templates/SOURCES.md), exactly as llama-cpp-python's own formatter renders them.

Each family: a system prompt, two user turns and a reply appear in order; the prompt ends with
the assistant's header; and the text a template writes after a reply (its end of turn) is a
token llama.cpp ends generation on: the family's EOS, or one of the end-of-turn texts
llama.cpp's vocabulary loader marks as end-of-generation in any model (llama-vocab.cpp).
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from app.engine.prompt.chat_format import ChatFormat, ChatFormatter
from app.engine.prompt.reasoning import opening_in

TEMPLATES = Path(__file__).parents[2] / "support" / "zoo_templates"

# llama-vocab.cpp: texts marked end-of-generation whatever the GGUF's eos/eot ids say.
LLAMA_CPP_EOG_TEXTS = {"<|eot_id|>", "<|im_end|>", "<|end|>", "<end_of_turn>", "<|endoftext|>", "<|eom_id|>",
                       "<EOT>", "_<EOT>", "<|end_of_text|>", "<end_of_utterance>"}


class Family(NamedTuple):
    file: str
    bos: str
    eos: str
    generation_prompt: str  # how the rendered prompt ends
    end_of_turn: str  # what follows a reply's text


FAMILIES = {
    "llama3": Family("meta-llama-Llama-3.2-3B-Instruct.jinja", "<|begin_of_text|>", "<|eot_id|>",
                     "<|start_header_id|>assistant<|end_header_id|>\n\n", "<|eot_id|>"),
    "qwen2.5": Family("Qwen-Qwen2.5-7B-Instruct.jinja", "", "<|im_end|>", "<|im_start|>assistant\n", "<|im_end|>"),
    "qwen3": Family("Qwen-Qwen3-0.6B.jinja", "", "<|im_end|>", "<|im_start|>assistant\n", "<|im_end|>"),
    "mistral-nemo": Family("mistralai-Mistral-Nemo-Instruct-2407.jinja", "<s>", "</s>", "[/INST]", "</s>"),
    "mixtral": Family("mistralai-Mixtral-8x7B-Instruct-v0.1.jinja", "<s>", "</s>", " [/INST]", "</s>"),
    "phi3.5": Family("microsoft-Phi-3.5-mini-instruct.jinja", "<s>", "<|endoftext|>", "<|assistant|>\n", "<|end|>"),
    "gemma3-it": Family("google-gemma-3-it.jinja", "<bos>", "<eos>", "<start_of_turn>model\n", "<end_of_turn>"),
    "deepseek-r1-distill": Family("deepseek-ai-DeepSeek-R1-Distill-Qwen-32B.jinja", "<｜begin▁of▁sentence｜>",
                                  "<｜end▁of▁sentence｜>", "<｜Assistant｜><think>\n", "<｜end▁of▁sentence｜>"),
    "smollm2": Family("HuggingFaceTB-SmolLM2-135M-Instruct.jinja", "<|im_start|>", "<|im_end|>",
                      "<|im_start|>assistant\n", "<|im_end|>"),
    "granite3.3": Family("ibm-granite-granite-3.3-2b-instruct.jinja", "<|end_of_text|>", "<|end_of_text|>",
                         "<|start_of_role|>assistant<|end_of_role|>", "<|end_of_text|>"),
    "chatml": Family("chatml.jinja", "", "<|im_end|>", "<|im_start|>assistant\n", "<|im_end|>"),
    "smolvlm2": Family("HuggingFaceTB-SmolVLM2-2.2B-Instruct.jinja", "<|im_start|>", "<end_of_utterance>", "Assistant:",
                       "<end_of_utterance>"),
}

CHAT = [
    {"role": "system", "content": "You are terse."},
    {"role": "user", "content": "Name a river."},
    {"role": "assistant", "content": "The Douro."},
    {"role": "user", "content": "And a lake?"},
]


def formatter(name: str) -> ChatFormatter:
    family = FAMILIES[name]
    return ChatFormatter(ChatFormat("model", (TEMPLATES / family.file).read_text(), "model"), family.bos, family.eos)


@pytest.mark.parametrize("name", list(FAMILIES))
def test_a_chat_renders_in_order_and_ends_with_the_assistant_header(name: str) -> None:
    prompt = formatter(name).render(CHAT)
    positions = [prompt.find(text) for text in ("Name a river.", "The Douro.", "And a lake?")]
    assert -1 not in positions and positions == sorted(positions), prompt
    assert "You are terse." in prompt  # the system prompt (some families fold it into a user turn)
    assert prompt.endswith(FAMILIES[name].generation_prompt), prompt


@pytest.mark.parametrize("name", list(FAMILIES))
def test_a_reply_ends_with_a_token_llama_cpp_stops_on(name: str) -> None:
    family = FAMILIES[name]
    text = formatter(name).render(CHAT[:3], add_generation_prompt=False)
    after = text[text.index("The Douro.") + len("The Douro.") :]
    assert after.startswith(family.end_of_turn), after
    assert family.end_of_turn == family.eos or family.end_of_turn in LLAMA_CPP_EOG_TEXTS


@pytest.mark.parametrize("name", list(FAMILIES))
def test_a_template_renders_without_a_system_prompt(name: str) -> None:
    """The default-system branches run too (Granite's strftime_now date, SmolLM2's own prompt)."""
    prompt = formatter(name).render(CHAT[1:])
    assert "And a lake?" in prompt and prompt.endswith(FAMILIES[name].generation_prompt)


@pytest.mark.parametrize("name", ["qwen3", "deepseek-r1-distill"])
def test_reasoning_templates_drop_earlier_reasoning(name: str) -> None:
    chat = [
        {"role": "user", "content": "Name a river."},
        {"role": "assistant", "content": "<think>\nPortugal has several.\n</think>\n\nThe Douro."},
        {"role": "user", "content": "And a lake?"},
    ]
    prompt = formatter(name).render(chat)
    assert "The Douro." in prompt and "Portugal has several." not in prompt
    # DeepSeek-R1 opens the reasoning block in the prompt: the reply is written inside it.
    assert opening_in(prompt) == ("<think>\n" if name == "deepseek-r1-distill" else "")


def test_qwen3_with_and_without_thinking() -> None:
    qwen3 = formatter("qwen3")
    assert qwen3.render(CHAT).endswith("<|im_start|>assistant\n")
    off = qwen3.render(CHAT, options={"enable_thinking": False})
    assert off.endswith("<|im_start|>assistant\n<think>\n\n</think>\n\n")
    assert opening_in(off) == ""  # an empty, closed block: the reply is an answer


@pytest.mark.parametrize("name", list(FAMILIES))
@pytest.mark.parametrize("add_generation_prompt", [True, False])
def test_the_helper_renders_as_llama_cpp_pythons_formatter_does(name: str, add_generation_prompt: bool) -> None:
    """The helper builds its sandbox itself (it must not load llama.cpp): the same text as
    Jinja2ChatFormatter, which the publishers' templates were written for."""
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    family = FAMILIES[name]
    theirs = Jinja2ChatFormatter((TEMPLATES / family.file).read_text(), eos_token=family.eos, bos_token=family.bos,
                                 add_generation_prompt=add_generation_prompt)
    ours = formatter(name)
    given = [{**m, "content": [{"type": "text", "text": m["content"]}]} if ours.typed_content else dict(m) for m in CHAT]
    expected = theirs(messages=given).prompt  # type: ignore[misc]
    assert ours.render(CHAT, add_generation_prompt) == expected


@pytest.mark.parametrize("name", list(FAMILIES))
def test_a_template_that_reads_typed_parts_only_is_given_them(name: str) -> None:
    """SmolVLM's template loops over a message's content as a list of {"type", "text"} parts: a
    string renders as nothing there (llama.cpp's chat code detects the same)."""
    assert formatter(name).typed_content is (name == "smolvlm2")
    assert "Name a river." in formatter(name).render(CHAT)
