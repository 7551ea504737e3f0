"""Chat templates: Gemma fallback, model templates, overrides, and the Jinja sandbox."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from app.engine import Engine, LoadParams
from app.engine.errors import TemplateError
from app.engine.prompt.chat_format import ChatFormatter, choose_format

CHAT = [
    {"role": "system", "content": "Be brief."},
    {"role": "user", "content": "Hi!"},
    {"role": "assistant", "content": "Hello."},
    {"role": "user", "content": "How are you?"},
]


def test_gemma_has_no_template_so_the_architecture_chooses(engine: Engine) -> None:
    assert engine.chat_format.name == "gemma" and engine.chat_format.source == "architecture"
    prompt = engine.render(CHAT)
    assert prompt == (
        "<bos><start_of_turn>user\nBe brief.\n\nHi!<end_of_turn>\n"
        "<start_of_turn>model\nHello.<end_of_turn>\n"
        "<start_of_turn>user\nHow are you?<end_of_turn>\n"
        "<start_of_turn>model\n"
    )
    # The markers are real control tokens of the vocabulary, and BOS is not doubled.
    tokens = engine.prompt_tokens(prompt)
    assert tokens.count(tokens[0]) == 1 and engine.detokenize(tokens[:1]) == ""
    assert len(engine.tokenize("<start_of_turn>")) == 1


def test_llama_cpp_pythons_own_fallback_would_be_wrong() -> None:
    # What llama-cpp-python picks for a template-less model ("llama-2") has no Gemma turns.
    from llama_cpp.llama_chat_format import format_llama2

    prompt = format_llama2(messages=[{"role": "user", "content": "Hi"}]).prompt
    assert "<start_of_turn>" not in prompt


def test_override_by_name_and_by_template(engine: Engine) -> None:
    engine.set_chat_format("chatml")
    assert engine.render(CHAT[1:2]) == "<|im_start|>user\nHi!<|im_end|>\n<|im_start|>assistant\n"
    engine.set_chat_format("{% for m in messages %}[{{ m.role }}] {{ m.content }}\n{% endfor %}")
    assert engine.chat_format.source == "override"
    assert engine.render(CHAT[1:2]) == "[user] Hi!\n"
    engine.set_chat_format(None)
    assert engine.chat_format.name == "gemma"


def test_model_template_wins_when_present() -> None:
    fmt = choose_format("{{ messages[0].content }}", "gemma3", 262144)
    assert fmt.source == "model"
    assert ChatFormatter(fmt, "<bos>", "<eos>").render(CHAT[1:2]) == "Hi!"


def test_other_architectures() -> None:
    assert choose_format(None, "qwen2", 151936).name == "chatml"
    assert choose_format(None, "llama", 128256).name == "llama3"
    assert choose_format(None, "llama", 32000).name == "mistral"
    assert choose_format(None, "somethingnew", 1000).source == "default"


@pytest.mark.parametrize(
    "template",
    [
        "{{ ''.__class__.__mro__[1].__subclasses__() }}",
        "{{ messages.__class__.__init__.__globals__['os'].system('echo pwned') }}",
        "{{ cycler.__init__.__globals__.os.popen('id').read() }}",
    ],
)
def test_hostile_template_runs_nothing(template: str) -> None:
    formatter = ChatFormatter(choose_format(template, "gemma3", 262144), "<bos>", "<eos>")
    with pytest.raises(TemplateError, match="failed to render"):
        formatter.render(CHAT)


def test_invalid_override_keeps_the_current_format(engine: Engine) -> None:
    with pytest.raises(TemplateError, match="not valid Jinja"):
        engine.set_chat_format("{% for %}")
    assert engine.chat_format.name == "gemma"


@pytest.mark.slow  # over half a second: the fast tier stays under a minute
def test_invalid_model_template_falls_back_at_load(model_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.engine.local import loaded_model as model_module

    real = model_module.cached_inspect
    monkeypatch.setattr(model_module, "cached_inspect", lambda p: replace(real(p), chat_template="{% for %}"))
    with Engine(model_path, LoadParams(n_ctx=512)) as e:
        assert e.template_error and "not valid Jinja" in e.template_error
        assert e.chat_format.name == "gemma"
        assert e.generate([{"role": "user", "content": "Hi"}], max_tokens=2).consume() is not None
