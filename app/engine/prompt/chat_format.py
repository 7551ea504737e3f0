"""Turning a conversation into prompt text.

Templates render in Jinja's immutable sandbox as llama-cpp-python configures it (template_guard,
which also refuses huge allocations in one step). A model's own `tokenizer.chat_template` can be
hostile, so it runs in a helper process (template_host) with a memory limit and a deadline that a
single C call cannot escape; the built-in formats, ours, render in this process.
Where a model has no template, a format is chosen by architecture: llama-cpp-python's own
fallback ("llama-2") is wrong for most models, Gemma among them.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...words import translate
from ..errors import TemplateError
from . import template_guard, template_host

Message = Mapping[str, str]  # {"role": "system" | "user" | "assistant", "content": str}

PROBE = "Emberly probe 7f3a"  # a message's text that a template must render (ChatFormatter._needs_typed_content)

# A real template renders a long chat in milliseconds; a hostile one can nest range() loops
# (the sandbox caps each at 100,000 items, not their product) or run a quadratic C loop.
RENDER_DEADLINE_S = 2.0

# What every chat template must render at load: the shape of a normal chat. A template that
# fails on it (hostile, broken) is replaced by the built-in format at once, with a notice.
TRIAL_CHAT: tuple[Message, ...] = (
    {"role": "user", "content": "Hello"},
    {"role": "assistant", "content": "Hi! How can I help?"},
    {"role": "user", "content": "Tell me a joke."},
)

# Gemma has no system role: the system prompt is prefixed to the first user turn, as in the
# official Gemma 3 template.
GEMMA = """{{ bos_token }}
{%- if messages[0]['role'] == 'system' -%}
{%- set first_user_prefix = messages[0]['content'] + '\n\n' -%}
{%- set loop_messages = messages[1:] -%}
{%- else -%}
{%- set first_user_prefix = '' -%}
{%- set loop_messages = messages -%}
{%- endif -%}
{%- for message in loop_messages -%}
{%- set role = 'model' if message['role'] == 'assistant' else message['role'] -%}
{{ '<start_of_turn>' + role + '\n' + (first_user_prefix if loop.first else '') + message['content'] | trim + '<end_of_turn>\n' }}
{%- endfor -%}
{%- if add_generation_prompt -%}{{ '<start_of_turn>model\n' }}{%- endif -%}"""

CHATML = """{%- for message in messages -%}
{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>\n' }}
{%- endfor -%}
{%- if add_generation_prompt -%}{{ '<|im_start|>assistant\n' }}{%- endif -%}"""

LLAMA3 = """{{ bos_token }}
{%- for message in messages -%}
{{ '<|start_header_id|>' + message['role'] + '<|end_header_id|>\n\n' + message['content'] | trim + '<|eot_id|>' }}
{%- endfor -%}
{%- if add_generation_prompt -%}{{ '<|start_header_id|>assistant<|end_header_id|>\n\n' }}{%- endif -%}"""

# Mistral / Llama 2 instruct: the system prompt joins the first user turn.
MISTRAL = """{{ bos_token }}
{%- set system = messages[0]['content'] + '\n\n' if messages[0]['role'] == 'system' else '' -%}
{%- for message in messages if message['role'] != 'system' -%}
{%- if message['role'] == 'user' -%}
{{ '[INST] ' + (system if loop.first else '') + message['content'] | trim + ' [/INST]' }}
{%- else -%}
{{ message['content'] | trim + eos_token }}
{%- endif -%}
{%- endfor -%}"""

PHI3 = """{%- for message in messages -%}
{{ '<|' + message['role'] + '|>\n' + message['content'] + '<|end|>\n' }}
{%- endfor -%}
{%- if add_generation_prompt -%}{{ '<|assistant|>\n' }}{%- endif -%}"""

BUILTIN_FORMATS: dict[str, str] = {
    "gemma": GEMMA,
    "chatml": CHATML,
    "llama3": LLAMA3,
    "mistral": MISTRAL,
    "phi3": PHI3,
}

# Text that starts a new turn: if a model writes it, its reply is over (base models often do).
TURN_MARKERS: dict[str, tuple[str, ...]] = {
    "gemma": ("<start_of_turn>", "<end_of_turn>"),
    "chatml": ("<|im_start|>", "<|im_end|>"),
    "llama3": ("<|start_header_id|>", "<|eot_id|>"),
    "mistral": ("[INST]",),
    "phi3": ("<|user|>", "<|end|>"),
}

_FORMAT_BY_ARCH = {
    "gemma": "gemma",
    "gemma2": "gemma",
    "gemma3": "gemma",
    "gemma3n": "gemma",
    "phi3": "phi3",
    "qwen2": "chatml",
    "qwen3": "chatml",
    "qwen2moe": "chatml",
    "qwen3moe": "chatml",
}


@dataclass(frozen=True)
class ChatFormat:
    name: str  # "model" for the file's own template, a builtin name, or "custom"
    template: str
    source: str  # "model" | "architecture" | "override" | "default"
    stop_strings: tuple[str, ...] = field(default=())


def choose_format(
    model_template: str | None, architecture: str, n_vocab: int, override: str | None = None
) -> ChatFormat:
    """The user's override, else the model's own template, else one chosen by architecture."""
    if override:
        if override in BUILTIN_FORMATS:
            return ChatFormat(override, BUILTIN_FORMATS[override], "override", TURN_MARKERS[override])
        return ChatFormat("custom", override, "override")
    if model_template:
        return ChatFormat("model", model_template, "model")
    name = _FORMAT_BY_ARCH.get(architecture)
    if name is None and architecture == "llama":
        name = "llama3" if n_vocab >= 128_000 else "mistral"
    if name is not None:
        return ChatFormat(name, BUILTIN_FORMATS[name], "architecture", TURN_MARKERS[name])
    return ChatFormat("chatml", CHATML, "default", TURN_MARKERS["chatml"])


class ChatFormatter:
    """Renders messages with one template in the bounded Jinja sandbox (template_guard): the
    model's own or a custom one in the helper process (template_host), a built-in one here."""

    def __init__(self, chat_format: ChatFormat, bos_token: str, eos_token: str):
        self.format = chat_format
        self._bos, self._eos = bos_token, eos_token
        self._trusted = chat_format.template == BUILTIN_FORMATS.get(chat_format.name)
        try:
            if self._trusted:
                self._compiled = template_guard.compile_template(chat_format.template)
            else:
                self._key = template_host.host().compile(chat_format.template, RENDER_DEADLINE_S)
        except template_host.TemplateFailure as e:
            raise TemplateError(_not_jinja(chat_format.name, e) if e.kind == "syntax" else self._says(e)) from None
        except Exception as e:  # jinja2.TemplateSyntaxError in a built-in one: a bug here
            raise TemplateError(_not_jinja(chat_format.name, e)) from e
        self.typed_content = not self._trusted and self._needs_typed_content()

    def _needs_typed_content(self) -> bool:
        """Whether the template reads a message's content only as a list of typed parts (SmolVLM's,
        Idefics's): a string renders as nothing there. As llama.cpp's chat code does (minja's
        requires_typed_content), a probe message is rendered both ways."""
        probe = [{"role": "user", "content": PROBE}]
        try:
            return PROBE not in self._render(probe) and PROBE in self._render(_typed(probe))
        except TemplateError:
            return False  # it fails on a lone message: the trial chat at load says how

    def render(self, messages: Sequence[Mapping[str, Any]], add_generation_prompt: bool = True,
               options: Mapping[str, Any] | None = None, tools: Sequence[Mapping[str, Any]] | None = None) -> str:
        """`options` are the template's own variables (Qwen 3's `enable_thinking`); `tools`,
        OpenAI's tool list, which the template writes where its model expects them (tool_calls.py
        builds the messages of a call and its result)."""
        return self._render(_typed(messages) if self.typed_content else messages, add_generation_prompt, options,
                            tools)

    def _render(self, messages: Sequence[Mapping[str, Any]], add_generation_prompt: bool = True,
                options: Mapping[str, Any] | None = None, tools: Sequence[Mapping[str, Any]] | None = None) -> str:
        given = sum(len(str(m.get("content", ""))) for m in messages) + (len(json.dumps(tools)) if tools else 0)
        tool_list = [dict(t) for t in tools] if tools else None
        try:
            if self._trusted:
                return template_guard.render(self._compiled, messages, self._bos, self._eos, add_generation_prompt,
                                             options, given, tool_list)
            request = {"messages": [dict(m) for m in messages], "bos": self._bos, "eos": self._eos,
                       "add_generation_prompt": add_generation_prompt, "options": dict(options or {}),
                       "input_chars": given, "tools": tool_list}
            return template_host.host().render(self._key, self.format.template, request, RENDER_DEADLINE_S)
        except template_host.TemplateFailure as e:
            raise TemplateError(self._says(e)) from None
        except Exception as e:  # a built-in format given what it cannot render
            raise TemplateError(translate("ChatTemplate", "The chat template ({name}) failed to render: {error}")
                                .format(name=self.format.name, error=e)) from e

    def _says(self, e: template_host.TemplateFailure) -> str:
        if e.kind in ("timeout", "memory"):
            said = translate("ChatTemplate", "The chat template ({name}) was stopped: {error}")
        elif e.kind == "too_big":
            said = translate("ChatTemplate", "The chat template ({name}) was refused: {error}")
        elif e.kind in ("stopped", "unavailable"):
            said = translate("ChatTemplate", "The chat template ({name}) could not be rendered: {error}")
        else:
            said = translate("ChatTemplate", "The chat template ({name}) failed to render: {error}")
        return said.format(name=self.format.name, error=e)


def _not_jinja(name: str, error: Exception) -> str:
    return translate("ChatTemplate", "The chat template ({name}) is not valid Jinja: {error}").format(name=name,
                                                                                                      error=error)


def _typed(messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The messages with each text content as OpenAI's typed parts: one text part."""
    return [{**m, "content": [{"type": "text", "text": m["content"]}]} if isinstance(m.get("content"), str) else dict(m)
            for m in messages]
