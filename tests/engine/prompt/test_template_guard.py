"""Templates that would allocate gigabytes or run for hours in one C call: each is refused before
it runs (the sandbox's checks, with a message saying what it tried) or stopped by the helper
process's bounds (its memory limit, the kill at the deadline). The app's process does not grow,
its other threads never wait on the template, and the helper's peak stays under its limit (no model)."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator

import psutil
import pytest

from app.engine.errors import TemplateError
from app.engine.prompt import template_host
from app.engine.prompt.chat_format import RENDER_DEADLINE_S, ChatFormat, ChatFormatter
from app.engine.prompt.template_host import MAX_TEMPLATE_CHARS, MEMORY_FLOOR

CHAT = [{"role": "user", "content": "Hello"}]
TURNS = "{% for m in messages %}<{{ m['role'] }}>{{ m['content'] }}{% endfor %}"
HUGE = {  # each one needs 10 GB or more, or hours of C arithmetic
    "string repeat": "{{ 'x' * 10**10 }}",
    "repeat, number first": "{{ 10**10 * 'x' }}",
    "list repeat": "{{ ([0] * 10**10) | length }}",
    "huge power": "{{ 10 ** (10 ** 8) }}",
    "percent width": "{{ '%10000000000d' % 1 }}",
    "percent star width": "{{ '%*d' % (10**10, 1) }}",
    "format width": "{{ '{:>10000000000}'.format(1) }}",
    "format nested width": "{{ '{:>{w}}'.format(1, w=10**10) }}",
    "format filter": "{{ '%10000000000s' | format('x') }}",
    "center filter": "{{ 'x' | center(10**10) }}",
    "indent filter": "{{ 'a\nb' | indent(width=10**10) }}",
    "ljust method": "{{ 'x'.ljust(10**10) }}",
    "zfill method": "{{ 'x'.zfill(10**10) }}",
    "join with a huge separator": "{{ ('x' * 10**7).join(range(100000) | list) }}",
    "join filter": "{{ range(100000) | list | join('x' * 10**7) }}",
    "replace the empty string": "{{ ('a' * 100000).replace('', 'b' * 10**7) }}",
    "replace filter": "{{ ('a' * 100000) | replace('', 'b' * 10**7) }}",
    "doubling with ~": "{% set ns = namespace(s='x' * 10**6) %}{% for i in range(40) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}{{ ns.s | length }}",
    "doubling with +": "{% set ns = namespace(s='x' * 10**6) %}{% for i in range(40) %}{% set ns.s = ns.s + ns.s %}{% endfor %}{{ ns.s | length }}",
    "output": "{% set s = 'x' * 10**7 %}{% for i in range(2000) %}{{ s }}{% endfor %}",
    "set block": "{% set s = 'x' * 10**7 %}{% set big %}{% for i in range(2000) %}{{ s }}{% endfor %}{% endset %}{{ big | length }}",
    "tojson separators": "{{ range(1000) | list | tojson(separators=('x' * 10**7, ':')) }}",
    "strftime_now format": "{{ strftime_now('%Y' * 10**6) }}",
}
# Past every check, each in one C call or a loop that holds the GIL: stopped by the helper's bounds.
SINGLE_CALLS = {
    # Every step small, the text kept.
    "keeping ever more text": "{% set ns = namespace(l=[]) %}{% for i in range(2000) %}"
    "{% set ns.l = ns.l + ['x' * 10**7 ~ i] %}{% endfor %}{{ ns.l | length }}",
    "a list of big texts joined": "{% set s = 'x' * 10**7 %}{{ ([s] * 1000) | join }}",
    "a list of big texts printed": "{% set s = 'x' * 10**7 %}{{ [s] * 1000 }}",
    "a repeated placeholder": "{{ ('{0}' * 1000).format('x' * 10**7) }}",
    "expandtabs": "{{ ('\t' * 10**6).expandtabs(4000) }}",
    "a quadratic sum": "{{ ([[1]] * 60000) | sum(start=[]) }}",
}
FINE = {  # what real templates do with the same operators
    "indent by repeat": "{{ ' ' * 4 }}" + TURNS,
    "percent": "{{ '%s: %5d' % ('n', 3) }}" + TURNS,
    "format": "{{ '{:>8}'.format('x') }}" + TURNS,
    "power": "{{ 2 ** 64 }}" + TURNS,
    "join and replace": "{{ messages | map(attribute='content') | join(', ') | replace('l', 'L') }}",
    "center": "{{ 'title' | center(40) }}" + TURNS,
    "big numbers": "{{ '%d' % 1700000000 }}{{ range(1700000000, 1700000002) | join(',') }}" + TURNS,
}


def formatter(template: str) -> ChatFormatter:
    return ChatFormatter(ChatFormat("custom", template, "override"), "<bos>", "<eos>")


@contextlib.contextmanager
def watched() -> Iterator[dict[str, float]]:
    """While the block runs: how much this process grew (RSS, sampled every 2 ms), and the longest
    this thread's neighbour waited for the GIL (a 2 ms tick, as the window's event loop would)."""
    process, done, seen = psutil.Process(), threading.Event(), {"growth": 0.0, "stall": 0.0}
    before = process.memory_info().rss

    def sample() -> None:
        last = time.perf_counter()
        while not done.wait(0.002):
            now = time.perf_counter()
            seen["stall"] = max(seen["stall"], now - last)
            last = now
            seen["growth"] = max(seen["growth"], process.memory_info().rss - before)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    try:
        yield seen
    finally:
        done.set()
        sampler.join()


@pytest.mark.parametrize("name", list(HUGE))
def test_a_template_that_would_allocate_gigabytes_is_refused(name: str) -> None:
    started = time.perf_counter()
    with watched() as seen, pytest.raises(TemplateError) as raised:
        formatter(HUGE[name]).render(CHAT)
    assert "failed to render: the template " in str(raised.value), str(raised.value)  # it says what it tried
    assert seen["growth"] < 64 << 20, f"the app grew by {int(seen['growth']) >> 20} MB"
    assert time.perf_counter() - started < 30  # refused, not computed


@pytest.mark.slow  # each costs the helper a restart, one the 2 s deadline
@pytest.mark.parametrize("name", list(SINGLE_CALLS))
def test_a_runaway_past_the_checks_is_stopped_by_the_helpers_bounds(name: str) -> None:
    host = template_host.host()
    started = time.perf_counter()
    with watched() as seen, pytest.raises(TemplateError) as raised:
        formatter(SINGLE_CALLS[name]).render(CHAT)
    took, peak = time.perf_counter() - started, host.last_peak_bytes
    message = str(raised.value)
    assert "was stopped: it needed more than 512 MB" in message or "was stopped: it did not finish within" in message, message
    # The helper's peak: its own ~30 MB and at most the limit; the app: no growth, no stall.
    assert 0 < peak < MEMORY_FLOOR + (256 << 20), f"the helper peaked at {peak >> 20} MB"
    assert seen["growth"] < 64 << 20, f"the app grew by {int(seen['growth']) >> 20} MB"
    assert seen["stall"] < 0.5, f"another thread waited {seen['stall'] * 1000:.0f} ms"
    assert took < RENDER_DEADLINE_S + 10
    assert formatter(TURNS).render(CHAT) == "<user>Hello"  # a helper killed or out of memory is started again
    print(f"\n{name}: {message[-60:]} in {took:.2f} s; helper peak {peak >> 20} MB, "
          f"app growth {int(seen['growth']) >> 20} MB, longest stall of another thread {seen['stall'] * 1000:.0f} ms")


def test_a_template_too_long_to_be_real_is_refused_unread() -> None:
    """Compiling is bounded too: a template of 200,000 tags (or one that folds constants into a
    gigabyte) is longer than any publisher's and is refused before it compiles."""
    with pytest.raises(TemplateError, match="was refused: it is 1,000,000 characters long"):
        formatter("{{1}}" * 200_000)
    assert len("{{1}}" * 200_000) > MAX_TEMPLATE_CHARS


def test_a_broken_template_says_so_at_once() -> None:
    with pytest.raises(TemplateError, match="is not valid Jinja"):
        formatter("{% for m in messages %}")


@pytest.mark.parametrize("name", list(FINE))
def test_real_uses_of_the_same_operators_render(name: str) -> None:
    text = formatter(FINE[name]).render(CHAT)
    assert "Hello" in text or "HeLLo" in text


def test_a_chat_of_a_pasted_book_still_renders() -> None:
    """The limits grow with the input: 20 M characters (over the fixed 16 M) through `~`, `replace`
    and the output render, as in real templates; nothing falls back."""
    book = ("All work and no play.\n" * 1_000_000)[:20_000_000]
    template = "{% for m in messages %}{{ '<' ~ m['role'] ~ '>' ~ (m['content'] | replace('\\n', ' ')) ~ '</s>' }}{% endfor %}"
    text = formatter(template).render([{"role": "user", "content": book}])
    assert len(text) == len(book) + len("<user></s>") and "\n" not in text


def test_the_frozen_app_runs_the_helper_as_itself() -> None:
    """A bundle has no `python -m`: it starts itself with --template-host (app.__main__)."""
    import sys

    own = template_host.TemplateHost([sys.executable, "-m", "app", "--template-host"])
    try:
        key = own.compile(TURNS, RENDER_DEADLINE_S)
        request = {"messages": CHAT, "bos": "", "eos": "", "add_generation_prompt": True, "options": {}, "input_chars": 5}
        assert own.render(key, TURNS, request, RENDER_DEADLINE_S) == "<user>Hello"
    finally:
        own.close()
