"""Request fields Emberly does not serve: refused by name, never ignored.

A client that asks for log probabilities, an echoed prompt or a fill-in-the-middle suffix and
gets a plain 200 reads the reply as if they were honoured (a missing `logprobs` is a crash in
its code, a completion without the suffix's context a wrong edit). Each is a 400 naming the
field unless its value asks for nothing (`logprobs: false`, `suffix: ""`, a penalty of 0).

Read elsewhere: `web_search_options` (where the user allows it), `parallel_tool_calls` (false: the first call only), `stream_options.
include_usage`, `seed`, sampling and tools (routes.py, tool_fields.py). Left alone because they
change nothing in the reply: `user`, `store`, `metadata`, `service_tier`, `prediction` (a speed
hint: the reply is the same), `prompt_cache_key`, `safety_identifier`.
"""

from __future__ import annotations

from typing import Any

from .guard import Invalid

_NOTHING: tuple[Any, ...] = (None, False)  # a field absent, null or false asks for nothing

# field: (the values that ask for nothing, what it is), for both endpoints
_BOTH: dict[str, tuple[tuple[Any, ...], str]] = {
    "logprobs": (_NOTHING, "log probabilities"),
    "top_logprobs": ((None, 0), "log probabilities"),
    "logit_bias": ((None, {}), "logit_bias"),
    "presence_penalty": ((None, 0), "presence_penalty"),
    "frequency_penalty": ((None, 0), "frequency_penalty"),
}
_CHAT: dict[str, tuple[tuple[Any, ...], str]] = {
    "functions": ((None, []), "the deprecated functions field (send `tools`)"),
    "function_call": ((None, "none"), "the deprecated function_call field (send `tool_choice`)"),
    "audio": ((None,), "audio output"),
    "modalities": ((None, ["text"]), "output other than text"),
}
_COMPLETIONS: dict[str, tuple[tuple[Any, ...], str]] = {
    "echo": (_NOTHING, "echo (the prompt sent back with the reply)"),
    "suffix": ((None, ""), "suffix (fill-in-the-middle)"),
    "best_of": ((None, 1), "best_of"),
}


def refuse_unserved(body: dict[str, Any], completions: bool) -> None:
    """Raises Invalid (400, `unsupported_parameter`, the field as `param`) for the first field
    of `body` that asks for something Emberly does not serve."""
    for name, (nothing, what) in (*_BOTH.items(), *(_COMPLETIONS if completions else _CHAT).items()):
        value = body.get(name)
        if not any(_same(value, v) for v in nothing):
            raise Invalid(f"Emberly does not serve {what} yet: send the request without '{name}'.", name,
                          code="unsupported_parameter")


def _same(value: Any, nothing: Any) -> bool:
    """JSON's equality: true is not 1, 0.0 is 0."""
    if isinstance(value, bool) or isinstance(nothing, bool):
        return value is nothing
    return bool(value == nothing)
