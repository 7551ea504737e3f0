"""The Jinja sandbox chat templates compile and render in, with limits beyond what the sandbox
forbids.

The sandbox stops a template from reaching Python's internals, not from building a huge string:
`'x' * 10**10` is one bytecode that allocates 10 GB in C. So every operation that can build
something large in one step is checked before it runs (`*`, `**`, `%` and str.format, `+` and `~`,
padding and repeat counts passed to methods and filters, `join`, `replace`, `tojson`, and the
output itself) and refused with a message that says what the template tried. These checks give
clear messages; the hard bound is the helper process a model's template runs in (template_host:
an address-space limit and a kill at the deadline), which no single C call escapes.

The environment is llama-cpp-python's Jinja2ChatFormatter's (itself Transformers'): the immutable
sandbox, trim_blocks and lstrip_blocks, the `generation` tag ignored, loop controls, `tojson`
without ASCII escapes, `strftime_now` and `raise_exception`. It is built here rather than imported
so the helper process does not load llama.cpp (tests/engine/prompt/test_templates.py checks that
both render the publishers' templates alike).
"""

from __future__ import annotations

import functools
import json
import re
import string
import threading
from collections.abc import Callable, Mapping, Sequence, Sized
from datetime import datetime
from typing import Any

import jinja2
import jinja2.ext
from jinja2.exceptions import SecurityError
from jinja2.sandbox import ImmutableSandboxedEnvironment

from ...words import Words, grouped, translate

# The item limit grows with what the template is given (render's input_chars), so a chat of a
# pasted book still renders: a template may build a few times its input, never 10 GB from nothing.
MAX_ITEMS = 1 << 24  # characters or items one operation may build: 16 M at least, 4x the input
MAX_POW_BITS = 1 << 16  # an integer `**` result of more than 64 kbit takes seconds in C
MAX_SEPARATOR = 64  # tojson's separators, strftime_now's format: real templates use a few characters
_limits = threading.local()  # the running render's item limit
_PERCENT_SPEC = re.compile(r"%(?:\([^)]*\))?[#0\- +]*(\d*|\*)(?:\.(\d*|\*))?")
_DIGITS = re.compile(r"\d+")


def _max_items() -> int:
    return int(getattr(_limits, "items", MAX_ITEMS))


def _refuse(said: Words, **values: object) -> SecurityError:
    """What the template tried, `said` with its {limit} (the items one operation may build)."""
    return SecurityError(said.format(limit=grouped(_max_items()), **values))


def _check_count(n: Any) -> None:
    if isinstance(n, int) and not isinstance(n, bool) and abs(n) > _max_items():
        raise _refuse(translate("ChatTemplate", "the template tried to build something of size {size} (over {limit} "
                                                "characters or items)"), size=grouped(n))


def _check_args(args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """Widths, counts and fill sizes: any integer argument (or one inside a tuple of them)."""
    for a in (*args, *kwargs.values()):
        for n in a if isinstance(a, tuple) else (a,):
            _check_count(n)


def _check_format(fmt: str) -> None:
    """Widths and precisions in a `%` or `{}` format string."""
    specs = [w for m in _PERCENT_SPEC.finditer(fmt) for w in m.groups() if w and w != "*"]
    try:
        specs += [spec for _, _, spec, _ in string.Formatter().parse(fmt) if spec]
    except ValueError:  # not a valid {} format: str.format refuses it itself
        pass
    for spec in specs:
        for digits in _DIGITS.findall(spec):
            _check_count(int(digits))


def _check_product(left: Any, right: Any) -> None:
    for seq, n in ((left, right), (right, left)):
        if isinstance(seq, Sized) and isinstance(n, int) and len(seq) * max(n, 0) > _max_items():
            raise _refuse(translate("ChatTemplate", "the template tried to build a repetition of {size} × {count} "
                                                    "(over {limit} characters or items)"),
                          size=grouped(len(seq)), count=grouped(n))


def _check_sum(left: Any, right: Any) -> None:
    if isinstance(left, Sized) and isinstance(right, Sized) and len(left) + len(right) > _max_items():
        raise _refuse(translate("ChatTemplate", "the template tried to build a concatenation of {size} (over {limit} "
                                                "characters or items)"), size=grouped(len(left) + len(right)))


def _checked_join(parts: Any) -> str:
    """`~` (Jinja's str_join) and the text a template or block outputs (its concat)."""
    texts = [str(p) for p in parts]  # references: no text is copied yet
    total = sum(map(len, texts))
    if total > _max_items():
        raise _refuse(translate("ChatTemplate", "the template tried to build a text of {size} characters (over "
                                                "{limit} characters or items)"), size=grouped(total))
    return "".join(texts)


def _check_pow(base: Any, exp: Any) -> None:
    if isinstance(base, int) and isinstance(exp, int) and exp > 0 and abs(base) > 1:
        if abs(base).bit_length() * exp > MAX_POW_BITS:
            raise SecurityError(translate("ChatTemplate", "the template tried to compute a {bits}-bit power")
                                .format(bits=grouped(abs(base).bit_length() * exp)))


def _check_join(sep: Any, items: Any) -> None:
    if isinstance(sep, str) and isinstance(items, Sized) and len(sep) * len(items) > _max_items():
        raise _refuse(translate("ChatTemplate", "the template tried to build a join of {count} items with a "
                                                "{size}-character separator (over {limit} characters or items)"),
                      count=grouped(len(items)), size=grouped(len(sep)))


def _check_replace(text: Any, old: Any, new: Any) -> None:
    if isinstance(text, str) and isinstance(old, str) and isinstance(new, str):
        size = len(text) + text.count(old) * (len(new) - len(old))  # count: fast, in C, no copy
        if size > _max_items():
            raise _refuse(translate("ChatTemplate", "the template tried to build a replacement of {size} characters "
                                                    "(over {limit} characters or items)"), size=grouped(size))


def _check_call(obj: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    """A str method: its sizes (ljust, center, zfill, expandtabs…), format, join and replace.
    Other callables a template reaches build nothing large from a number (range is capped)."""
    target = getattr(obj, "__wrapped__", obj)  # the sandbox wraps str.format
    owner, name = getattr(target, "__self__", None), getattr(target, "__name__", "")
    if isinstance(owner, str):
        _check_args(args, kwargs)
        if name in ("format", "format_map"):
            _check_format(owner)
        elif name == "join" and args:
            _check_join(owner, args[0])
        elif name == "replace" and len(args) >= 2:
            _check_replace(owner, args[0], args[1])


class BoundedSandbox(ImmutableSandboxedEnvironment):
    """The immutable sandbox, with the operators that can build large values in one step checked."""

    intercepted_binops = frozenset({"*", "**", "%", "+"})
    concat = staticmethod(_checked_join)

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        if operator == "+":
            _check_sum(left, right)
        elif operator == "*":
            _check_product(left, right)
        elif operator == "**":
            _check_pow(left, right)
        elif operator == "%" and isinstance(left, str):
            _check_format(left)
            if "*" in left:  # a width or precision taken from the values
                _check_args(right if isinstance(right, tuple) else (right,), {})
        return super().call_binop(context, operator, left, right)

    def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N805 (jinja's own naming)
        _check_call(__obj, args, kwargs)
        return super().call(__context, __obj, *args, **kwargs)


def _bounded_filter(name: str, f: Callable[..., Any]) -> Callable[..., Any]:
    skip = 1 + hasattr(f, "jinja_pass_arg")  # the value, and the context/environment passed first

    @functools.wraps(f)  # keeps jinja_pass_arg
    def checked(*args: Any, **kwargs: Any) -> Any:
        value, rest = args[skip - 1] if len(args) >= skip else None, args[skip:]
        _check_args(rest, kwargs)
        if name == "format" and isinstance(value, str):
            _check_format(value)
        elif name == "join" and rest:
            _check_join(rest[0], value if isinstance(value, Sized) else ())
        elif name == "replace" and len(rest) >= 2:
            _check_replace(value, rest[0], rest[1])
        return f(*args, **kwargs)

    return checked


class IgnoreGenerationTags(jinja2.ext.Extension):
    """Transformers' `{% generation %}` tag (marks the assistant's text for training): rendered as its body."""

    tags = {"generation"}

    def parse(self, parser: Any) -> Any:
        parser.stream.skip(1)
        return parser.parse_statements(("name:endgeneration",), drop_needle=True)


def _tojson(x: Any, ensure_ascii: bool = False, indent: int | None = None,
            separators: tuple[str, str] | None = None, sort_keys: bool = False) -> str:
    if separators is not None and sum(len(str(s)) for s in separators) > MAX_SEPARATOR:
        raise SecurityError(translate("ChatTemplate", "the template passed tojson separators longer than {limit} "
                                                      "characters").format(limit=MAX_SEPARATOR))
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def _strftime_now(fmt: str) -> str:
    if len(fmt) > MAX_SEPARATOR:
        raise SecurityError(translate("ChatTemplate", "the template passed strftime_now a format of {size} characters")
                            .format(size=grouped(len(fmt))))
    return datetime.now().strftime(fmt)


def _raise_exception(message: str) -> None:
    raise ValueError(message)


def compile_template(template: str) -> jinja2.Template:
    """`template` compiled in the bounded sandbox: checked operators are not folded at compile
    time (an unbounded environment would compute `'x' * 10**10` while compiling). Raises
    jinja2's TemplateSyntaxError and friends."""
    env = BoundedSandbox(loader=jinja2.BaseLoader(), trim_blocks=True, lstrip_blocks=True,
                         extensions=[IgnoreGenerationTags, jinja2.ext.loopcontrols])
    env.filters["tojson"] = _tojson
    env.filters = {name: _bounded_filter(name, f) for name, f in env.filters.items()}
    compiled = env.from_string(template)
    module = compiled.root_render_func.__globals__  # the compiled template's namespace: `~` calls its str_join
    if "str_join" in module:
        module["str_join"] = _checked_join
    return compiled


def render(compiled: jinja2.Template, messages: Sequence[Mapping[str, Any]], bos_token: str, eos_token: str,
           add_generation_prompt: bool = True, options: Mapping[str, Any] | None = None, input_chars: int = 0,
           tools: Sequence[Mapping[str, Any]] | None = None) -> str:
    """Render with the variables Jinja2ChatFormatter gives a template; `options` are the
    template's own (Qwen 3's `enable_thinking`). Operations may build up to 4x input_chars."""
    _limits.items = max(MAX_ITEMS, 4 * input_chars)
    try:
        return compiled.render(messages=[dict(m) for m in messages], bos_token=bos_token, eos_token=eos_token,
                               add_generation_prompt=add_generation_prompt, raise_exception=_raise_exception,
                               strftime_now=_strftime_now, functions=None, function_call=None, tools=tools or None,
                               tool_choice=None, **dict(options or {}))
    finally:
        _limits.items = MAX_ITEMS
