"""Templates that would allocate gigabytes in C, where the render deadline cannot stop them: each
is refused before the allocation (or, built step by step, stopped by the memory cap), with a
clear message, and the process never grows by more than the cap and one step past it (no model)."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator

import psutil
import pytest

from app.engine.errors import TemplateError
from app.engine.prompt.chat_format import ChatFormat, ChatFormatter
from app.engine.prompt.template_guard import MAX_GROWTH, MAX_ITEMS

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
    # Every step small, the text kept: stopped by the memory cap.
    "keeping ever more text": "{% set ns = namespace(l=[]) %}{% for i in range(2000) %}"
    "{% set ns.l = ns.l + ['x' * 10**7 ~ i] %}{% endfor %}{{ ns.l | length }}",
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
def peak_growth() -> Iterator[list[int]]:
    """The most the process's memory grew while the block ran (sampled every 2 ms)."""
    process, done, peak = psutil.Process(), threading.Event(), [0]
    before = process.memory_info().rss

    def sample() -> None:
        while not done.wait(0.002):
            peak[0] = max(peak[0], process.memory_info().rss - before)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    try:
        yield peak
    finally:
        done.set()
        sampler.join()


@pytest.mark.parametrize("name", list(HUGE))
def test_a_template_that_would_allocate_gigabytes_is_refused(name: str) -> None:
    started = time.perf_counter()
    with peak_growth() as peak, pytest.raises(TemplateError) as raised:
        formatter(HUGE[name]).render(CHAT)
    message = str(raised.value)
    if name == "keeping ever more text":  # built step by step: stopped by the memory cap
        assert "MB of memory" in message, message
    else:  # refused before the one step that would build it, saying what it tried
        assert "failed to render: the template tried to" in message, message
    assert peak[0] < MAX_GROWTH + 4 * MAX_ITEMS + (64 << 20), f"grew by {peak[0] >> 20} MB"  # the cap, and one step past it
    assert time.perf_counter() - started < 30  # refused, not computed


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
