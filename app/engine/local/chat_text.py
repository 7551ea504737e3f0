"""The engine's text: its chat template (the model's own, or a built-in format when that one
fails), the prompt of a conversation fitted to the context, tokens and their bytes."""

from __future__ import annotations

import ctypes
from collections.abc import Mapping, Sequence
from typing import Any

import llama_cpp

from ..errors import TemplateError
from ..images import RgbImage
from ..prompt.chat_format import TRIAL_CHAT, ChatFormat, ChatFormatter, Message, choose_format
from ..prompt.reasoning import opening_in
from ..prompt.trim_plan import plan_trim
from .engine_state import EngineState, common_prefix

MAX_REALIGN = 4096  # cached tokens past the prompt's first difference worth comparing as text


class ChatText(EngineState):
    def set_chat_format(self, override: str | None) -> None:
        """Use the model's template, or a builtin format name / a Jinja template string.
        Raises TemplateError (and keeps the current format) if the template is not valid."""
        chat_format = choose_format(self.info.chat_template, self.info.architecture, self.n_vocab, override)
        bos, eos = self._token_text(self._bos), self._token_text(llama_cpp.llama_vocab_eos(self._vocab))
        formatter = ChatFormatter(chat_format, bos, eos)
        self.chat_format: ChatFormat = chat_format
        self._formatter = formatter
        # Turn markers that are single special tokens stop by id (they render as nothing).
        self._stop_ids: set[int] = set()
        self._stop_strings: list[str] = []
        for marker in chat_format.stop_strings:
            ids = self.tokenize(marker)
            if len(ids) == 1 and self._is_control(ids[0]):
                self._stop_ids.add(ids[0])
            else:
                self._stop_strings.append(marker)

    def ends_turn(self, token: int) -> bool:
        """Does sampling this token end the reply (the model's end-of-generation tokens, or a turn
        marker of the chat format)?"""
        return bool(llama_cpp.llama_vocab_is_eog(self._vocab, token)) or token in self._stop_ids

    def render(self, messages: Sequence[Mapping[str, Any]], add_generation_prompt: bool = True,
               tools: Sequence[Mapping[str, Any]] | None = None) -> str:
        """The prompt text of `messages` (with `tools`, OpenAI's list, where the template puts them)."""
        try:
            return self._formatter.render(messages, add_generation_prompt, tools=tools)
        except TemplateError as e:
            if self.chat_format.source != "model":
                raise  # a format the user chose: theirs to fix
            self._fall_back_from_template(e)  # the model's template failed on this chat only
            return self._formatter.render(messages, add_generation_prompt, tools=tools)

    def _start_chat_format(self, override: str | None) -> None:
        """The format a newly loaded model starts with, tried on a trial chat. A model's own template
        that is broken or hostile must not stop the model loading: it is replaced by the built-in
        format for the architecture, and `template_error` says why."""
        self.template_error = None
        try:
            self.set_chat_format(override)
            self.render(TRIAL_CHAT)
        except TemplateError as e:
            self._fall_back_from_template(e)

    def _fall_back_from_template(self, error: TemplateError) -> None:
        self.template_error = str(error)
        self.set_chat_format(choose_format(None, self.info.architecture, self.n_vocab).name)

    def tokenize(self, text: str, special: bool = True) -> list[int]:
        """Tokens of `text`; special markers like <start_of_turn> parse as control tokens."""
        data = text.encode("utf-8")
        cap = len(data) + 8
        buf = (llama_cpp.llama_token * cap)()
        n = llama_cpp.llama_tokenize(self._vocab, data, len(data), buf, cap, False, special)
        if n < 0:
            cap = -n
            buf = (llama_cpp.llama_token * cap)()
            n = llama_cpp.llama_tokenize(self._vocab, data, len(data), buf, cap, False, special)
        return list(buf[:n])

    def end_tokens(self) -> list[int]:
        """The vocabulary's end-of-generation tokens (eos, eot…): banned when a fixed length is wanted."""
        return [t for t in range(self.n_vocab) if llama_cpp.llama_vocab_is_eog(self._vocab, t)]

    def prompt_tokens(self, prompt: str) -> list[int]:
        tokens = self.tokenize(prompt)
        if self._add_bos and (not tokens or tokens[0] != self._bos):
            tokens.insert(0, self._bos)
        return tokens

    def token_bytes(self, token: int, special: bool = False) -> bytes:
        if not 0 <= token < self.n_vocab:  # an image's placeholder (vision.py): no text; llama.cpp would abort
            return b""
        buf = ctypes.create_string_buffer(64)
        n = llama_cpp.llama_token_to_piece(self._vocab, token, buf, 64, 0, special)
        if n < 0:
            buf = ctypes.create_string_buffer(-n)
            n = llama_cpp.llama_token_to_piece(self._vocab, token, buf, -n, 0, special)
        return buf.raw[:n]

    def detokenize(self, tokens: Sequence[int], special: bool = False) -> str:
        return b"".join(self.token_bytes(t, special) for t in tokens).decode("utf-8", "replace")

    def _token_text(self, token: int) -> str:
        return self.token_bytes(token, special=True).decode("utf-8", "replace") if token >= 0 else ""

    def _is_control(self, token: int) -> bool:
        return self.token_bytes(token, special=False) == b""

    def fit_conversation(
        self, messages: Sequence[Message], reserve: int, continue_last: bool = False, add_generation_prompt: bool = True,
        images: Sequence[RgbImage] = (), tools: Sequence[Mapping[str, Any]] | None = None,
    ) -> tuple[list[int], int]:
        """Prompt tokens of the conversation, leaving `reserve` tokens free: the oldest turns after
        the system prompt are dropped, whole, until it fits (the plan is `trim_plan`'s). Returns
        (tokens, messages dropped). Raises ContextOverflow if the last message alone does not fit.
        `images` stand where `image_marker` is in the text, in order; a dropped turn takes its own."""

        def prompt_of(kept: list[Message]) -> list[int]:
            rendered = self._render_for(kept, continue_last, add_generation_prompt, tools)
            return self.image_tokens(rendered, images) if images else self.prompt_tokens(rendered)

        plan = plan_trim(messages, prompt_of, self.n_ctx, reserve, self._trim_anchor)
        self._trim_anchor = plan.anchor
        aligned = self._as_cached(plan.tokens)
        fits = len(aligned) <= max(len(plan.tokens), self.n_ctx - reserve)  # the sampled tokens may be more
        return (aligned if fits else plan.tokens), plan.dropped

    def _as_cached(self, prompt: list[int]) -> list[int]:
        """`prompt`, with the cache's own tokens for as much of its text as they spell. A reply is
        cached as the model sampled it, which the tokenizer may split otherwise when the chat is
        rendered again (a grammar's tool call nearly always: `{"` as two tokens): the text the
        model wrote stays read, and only what follows it is new. Where the prompt ends inside the
        cache's text (Regenerate), it is the cache's tokens up to there."""
        cached = self._tokens
        i = common_prefix(cached, prompt)
        if i == len(cached) or i == len(prompt) or len(cached) - i > MAX_REALIGN:
            return prompt
        rest = cached[i:]
        if min(rest) < 0 or min(prompt[i:]) < 0:  # an image's span: its tokens are not text
            return prompt
        first, head = self.token_bytes(rest[0], special=True), b"".join(self.token_bytes(t, special=True)
                                                                         for t in prompt[i : i + 4])
        if not first or not (head.startswith(first) or first.startswith(head)):
            return prompt  # another text at once (another chat, an edit): not worth reading the whole prompt
        text = b"".join(self.token_bytes(t, special=True) for t in prompt[i:])
        ends = [0]  # where each of the cache's tokens ends in the text, while they spell it
        for t in rest:
            piece = self.token_bytes(t, special=True)
            if not piece or not text.startswith(piece, ends[-1]):
                break
            ends.append(ends[-1] + len(piece))
        while len(ends) > 1 and _splits_a_character(text, ends[-1]):
            ends.pop()
        if len(ends) == 1:
            return prompt  # another text from where they differ: an edit, another chat
        try:
            after = text[ends[-1]:].decode("utf-8")
        except UnicodeDecodeError:
            return prompt
        return [*cached[: i + len(ends) - 1], *self.tokenize(after)]

    def _render_for(self, messages: Sequence[Message], continue_last: bool, add_generation_prompt: bool = True,
                    tools: Sequence[Mapping[str, Any]] | None = None) -> str:
        if continue_last and messages and messages[-1]["role"] == "assistant":
            head, content = self.render(messages[:-1], tools=tools), messages[-1]["content"]
            opening = opening_in(head)  # kept with the reply and written by the prompt: once only
            return head + (content[len(opening) :] if opening and content.startswith(opening) else content)
        return self.render(messages, add_generation_prompt, tools)


def _splits_a_character(text: bytes, at: int) -> bool:
    """Whether `at` falls inside a UTF-8 character of `text` (a continuation byte follows)."""
    return at < len(text) and 0x80 <= text[at] < 0xC0
