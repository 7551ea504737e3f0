"""Limits on what a chat template may do in the Jinja sandbox beyond what the sandbox forbids.

The sandbox stops a template from reaching Python's internals, not from building a huge string:
`'x' * 10**10` is one bytecode that allocates 10 GB in C, where no deadline can interrupt it. So
every operation that can build something large in one step is checked before it runs (`*`, `**`,
`%` and str.format, `+` and `~`, padding and repeat counts passed to methods and filters, `join`,
`replace`, and the output itself), and a render that grows the process's memory step by step (a
loop keeping ever more text) is stopped, like one that runs too long, between two bytecodes.
"""

from __future__ import annotations

import ctypes
import functools
import re
import string
import threading
import time
from collections.abc import Callable, Sized
from typing import Any

import psutil
from jinja2.exceptions import SecurityError
from jinja2.sandbox import ImmutableSandboxedEnvironment

# Both limits grow with what the template is given (`run_guarded`'s input_chars), so a chat of a
# pasted book still renders: a template may build a few times its input, never 10 GB from nothing.
MAX_ITEMS = 1 << 24  # characters or items one operation may build: 16 M at least, 4x the input
MAX_POW_BITS = 1 << 16  # an integer `**` result of more than 64 kbit takes seconds in C
# Bytes a render may add to the process: 256 MB at least, 16 bytes per input character. Checked
# every _POLL_S, between bytecodes: one operation (at most the item limit) may pass it.
MAX_GROWTH = 256 << 20
_POLL_S = 0.01
_limits = threading.local()  # the running render's item limit
_PERCENT_SPEC = re.compile(r"%(?:\([^)]*\))?[#0\- +]*(\d*|\*)(?:\.(\d*|\*))?")
_DIGITS = re.compile(r"\d+")


def _max_items() -> int:
    return int(getattr(_limits, "items", MAX_ITEMS))


class RenderTimeout(BaseException):  # BaseException: a template's own error handling cannot swallow it
    pass


class RenderTooBig(BaseException):
    pass


def _refuse(what: str) -> SecurityError:
    return SecurityError(f"the template tried to build {what} (over {_max_items():,} characters or items)")


def _check_count(n: Any) -> None:
    if isinstance(n, int) and not isinstance(n, bool) and abs(n) > _max_items():
        raise _refuse(f"something of size {n:,}")


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
            raise _refuse(f"a repetition of {len(seq):,} × {n:,}")


def _check_sum(left: Any, right: Any) -> None:
    if isinstance(left, Sized) and isinstance(right, Sized) and len(left) + len(right) > _max_items():
        raise _refuse(f"a concatenation of {len(left) + len(right):,}")


def _checked_join(parts: Any) -> str:
    """`~` (Jinja's str_join) and the text a template or block outputs (its concat)."""
    texts = [str(p) for p in parts]  # references: no text is copied yet
    total = sum(map(len, texts))
    if total > _max_items():
        raise _refuse(f"a text of {total:,} characters")
    return "".join(texts)


def _check_pow(base: Any, exp: Any) -> None:
    if isinstance(base, int) and isinstance(exp, int) and exp > 0 and abs(base) > 1:
        if abs(base).bit_length() * exp > MAX_POW_BITS:
            raise SecurityError(f"the template tried to compute a {abs(base).bit_length() * exp:,}-bit power")


def _check_join(sep: Any, items: Any) -> None:
    if isinstance(sep, str) and isinstance(items, Sized) and len(sep) * len(items) > _max_items():
        raise _refuse(f"a join of {len(items):,} items with a {len(sep):,}-character separator")


def _check_replace(text: Any, old: Any, new: Any) -> None:
    if isinstance(text, str) and isinstance(old, str) and isinstance(new, str):
        size = len(text) + text.count(old) * (len(new) - len(old))  # count: fast, in C, no copy
        if size > _max_items():
            raise _refuse(f"a replacement of {size:,} characters")


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


def bound(jinja_formatter: Any, template: str) -> None:
    """Make llama-cpp-python's Jinja2ChatFormatter render `template` in a BoundedSandbox. Build
    the formatter with an empty template: Jinja folds constants when it compiles, so an
    unbounded environment would compute `'x' * 10**10` before any render. Its environment
    (extensions, filters) is kept, its class narrowed, its filters checked."""
    env = jinja_formatter._environment.environment
    if not isinstance(env, ImmutableSandboxedEnvironment):
        raise TypeError(f"llama-cpp-python renders templates in a {type(env).__name__}, not a sandbox")
    env.__class__ = type("Bounded" + type(env).__name__, (BoundedSandbox, type(env)), {})
    env.filters = {name: _bounded_filter(name, f) for name, f in env.filters.items()}
    compiled = env.from_string(template)  # checked operators are not folded at compile time
    module = compiled.root_render_func.__globals__  # the compiled template's namespace: `~` calls its str_join
    if "str_join" in module:
        module["str_join"] = _checked_join
    jinja_formatter.template = template
    jinja_formatter._environment = compiled


def growth_limit(input_chars: int) -> int:
    return max(MAX_GROWTH, 16 * input_chars)


def run_guarded(render: Callable[[], str], seconds: float, input_chars: int = 0) -> str:
    """Run `render` (a template given `input_chars` characters of messages) on this thread; if
    it is still running after `seconds`, or the process has grown by growth_limit(input_chars)
    bytes meanwhile, raise RenderTimeout / RenderTooBig inside it. Jinja templates compile to
    Python bytecode, so an asynchronous exception stops them between two bytecodes (Python offers
    no other way to interrupt a thread)."""
    max_growth = growth_limit(input_chars)
    _limits.items = max(MAX_ITEMS, 4 * input_chars)
    thread_id = threading.get_ident()
    process = psutil.Process()
    start_rss = process.memory_info().rss
    done = threading.Event()
    lock = threading.Lock()
    fired: list[type[BaseException]] = []

    def watch() -> None:
        deadline = time.monotonic() + seconds
        while not done.wait(_POLL_S):
            reason: type[BaseException] | None = None
            if process.memory_info().rss - start_rss > max_growth:
                reason = RenderTooBig
            elif time.monotonic() >= deadline:
                reason = RenderTimeout
            if reason is not None:
                with lock:
                    if not done.is_set():
                        fired.append(reason)
                        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id), ctypes.py_object(reason))
                return

    watcher = threading.Thread(target=watch, name="template-watch", daemon=True)
    watcher.start()
    try:
        return render()
    finally:
        _limits.items = MAX_ITEMS  # outside a render (compiling a template folds constants): the fixed limit
        with lock:
            done.set()
        if fired:  # raised already, or still pending: never let a pending one escape
            ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id), None)
