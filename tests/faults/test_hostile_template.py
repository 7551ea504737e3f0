"""Row 5: hostile chat templates in a real GGUF. Rendered in the sandbox, nothing runs, the
engine says why and falls back to the built-in format, and the window tells the user."""

from __future__ import annotations

import json
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from app.engine import GREEDY, Engine, LoadParams
from app.engine.prompt.chat_format import RENDER_DEADLINE_S
from app.engine.prompt.template_host import TemplateFailure, TemplateHost
from app.sessions import ChatRunner, SessionStore
from app.ui.window.main_window import MainWindow
from app.words import Words
from tests.support.helpers import wait_idle

from .gguf_edit import with_string_key

pytestmark = pytest.mark.faults

PWNED = "/tmp/emberly-pwned"
HOSTILE = {
    "globals via cycler": "{{ cycler.__init__.__globals__.os.popen('touch " + PWNED + "').read() }}",
    "template reference context": "{{ self._TemplateReference__context.cycler.__init__.__globals__.os.system('touch "
    + PWNED + "') }}",
    "subclasses walk": "{% for c in ''.__class__.__mro__[1].__subclasses__() %}{% if c.__name__ == 'Popen' %}"
    "{{ c(['touch', '" + PWNED + "']) }}{% endif %}{% endfor %}",
    "format string": "{{ '{0.__class__.__init__.__globals__}'.format(messages) }}",
    "nested loops": "{% for a in range(100000) %}{% for b in range(100000) %}{{ '' }}{% endfor %}{% endfor %}",
    "recursion": "{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(0) }}",
    "raise_exception": "{{ raise_exception('no chats today') }}",
    # One bytecode that would allocate 10 GB in C (no deadline can stop it): refused before it runs.
    "allocation in C": "{{ 'x' * 10**10 }}{% for m in messages %}{{ m['content'] }}{% endfor %}",
    # Past the checks, one C call: stopped by the template helper's kill at the deadline.
    "a quadratic sum holding the GIL": "{{ ([[1]] * 60000) | sum(start=[]) }}",
}
CHAT = [{"role": "user", "content": "Hello there"}]


@pytest.fixture(scope="module")
def hostile_models(model_path: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("hostile")
    return {name: with_string_key(model_path, folder / f"{i}.gguf", "tokenizer.chat_template", template)
            for i, (name, template) in enumerate(HOSTILE.items())}


def test_hostile_templates_run_nothing_and_fall_back(hostile_models: dict[str, Path], model_path: Path) -> None:
    Path(PWNED).unlink(missing_ok=True)
    with Engine(model_path, LoadParams(n_ctx=512)) as clean:
        expected = clean.generate(CHAT, GREEDY, max_tokens=8).consume()
    results = []
    for name, path in hostile_models.items():
        started = time.perf_counter()
        with Engine(path, LoadParams(n_ctx=512)) as engine:
            assert engine.info.chat_template == HOSTILE[name]  # the template really is in the file
            assert engine.template_error, name
            assert engine.chat_format.name == "gemma"
            assert engine.generate(CHAT, GREEDY, max_tokens=8).consume() == expected  # same as a clean model
        load_s = time.perf_counter() - started
        if name == "nested loops":
            # Stopped by a bound, not by finishing 10^10 steps: the deadline, or on a fast CPU the
            # memory its 10^10 empty pieces grow to, whichever comes first.
            assert "was stopped: it did not finish within" in engine.template_error or "MB of memory" in engine.template_error
            assert load_s < RENDER_DEADLINE_S + 10
        results.append(f"{name}: {engine.template_error[:70]}")
    assert not Path(PWNED).exists()
    print(f"\nrow 5: {len(HOSTILE)} hostile templates, all fell back, nothing ran:\n  " + "\n  ".join(results))


def test_a_template_that_fails_only_on_some_chats_falls_back_then(model_path: Path, tmp_path: Path, data_dir: Path) -> None:
    """Passes the load-time trial, then breaks on a system prompt: the reply still comes, and the user is told."""
    template = ("{% if messages[0]['role'] == 'system' %}{{ messages.__class__.__mro__[1].__subclasses__() }}{% endif %}"
                "{% for m in messages %}<start_of_turn>{{ m['role'] }}\n{{ m['content'] }}<end_of_turn>\n{% endfor %}"
                "<start_of_turn>model\n")
    path = with_string_key(model_path, tmp_path / "sometimes.gguf", "tokenizer.chat_template", template)
    engine = Engine(path, LoadParams(n_ctx=512))
    assert engine.template_error is None and engine.chat_format.name == "model"
    runner = ChatRunner(SessionStore(data_dir), engine, max_tokens=6)
    try:
        runner.new_session(system_prompt="You are terse.")
        runner.send("Hi")
        assert engine.chat_format.name == "gemma" and "failed to render" in (engine.template_error or "")
        assert any("chat template failed" in w and "gemma" in w for w in runner.warnings)
        assert [m.role for m in SessionStore(data_dir).load(runner.active.id).messages] == ["user", "assistant"]
    finally:
        runner.leave()
        engine.close()


def test_the_window_never_waits_on_a_runaway_template(qtbot: QtBot, window: MainWindow,
                                                       hostile_models: dict[str, Path]) -> None:
    """The quadratic sum holds its process's GIL for as long as it runs: in the helper process, not
    the app's, so the window's event loop keeps its 10 ms tick while the model loads and its
    template is tried and killed."""
    path = str(hostile_models["a quadratic sum holding the GIL"])
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(10)
    window.load_model(path, LoadParams(n_ctx=1024))
    qtbot.waitUntil(lambda: window.model_info is not None and window.model_info.path == path, timeout=60_000)
    wait_idle(qtbot, window)
    timer.stop()
    assert "chat template is broken; using the gemma format" in window.status_label.text()
    stall = max(b - a for a, b in zip(ticks, ticks[1:], strict=False))
    print(f"\nlongest stall of the window's event loop while the template ran and was killed: {stall * 1000:.0f} ms")
    assert stall < 0.5


def test_the_window_offers_the_fallback_and_keeps_working(
    qtbot: QtBot, window: MainWindow, hostile_models: dict[str, Path]
) -> None:
    window.load_model(str(hostile_models["globals via cycler"]), LoadParams(n_ctx=1024))
    qtbot.waitUntil(lambda: window.model_info is not None and window.model_info.path == str(hostile_models["globals via cycler"]),
                    timeout=60_000)
    wait_idle(qtbot, window)
    assert "chat template is broken; using the gemma format" in window.status_label.text()
    window.controller.loop.runner.max_tokens = 5
    window.send("Hello")
    qtbot.waitUntil(lambda: window.generating, timeout=30_000)
    wait_idle(qtbot, window)
    assert window.session is not None and [m.role for m in window.session.messages] == ["user", "assistant"]
    assert not Path(PWNED).exists()


# A helper whose replies are not to be trusted (a template that got out of the sandbox would
# write them): each request answered with a failure carrying this crafted "said".
LIAR = """
import json, sys
from app.engine.prompt.template_host import read_frame, write_frame
said = json.loads(sys.argv[1])
write_frame(sys.stdout.buffer, {"ready": 0})
while read_frame(sys.stdin.buffer, None) is not None:
    write_frame(sys.stdout.buffer, {"kind": "failed", "error": "x", "said": said})
"""
DEEP: dict[str, Any] = {"context": "ChatTemplate", "source": "{v}", "values": {"v": "x"}}
for _ in range(200):
    DEEP = {"context": "ChatTemplate", "source": "{v}", "values": {"v": DEEP}}
CRAFTED = {
    "a width of a billion": {"context": "ChatTemplate", "source": "{v:>1000000000}", "values": {"v": "x"}},
    "an attribute": {"context": "ChatTemplate", "source": "{v.__class__.__mro__}", "values": {"v": "x"}},
    "an index": {"context": "ChatTemplate", "source": "{v[0]}", "values": {"v": "x"}},
    "a conversion": {"context": "ChatTemplate", "source": "{v!r}", "values": {"v": "x"}},
    "nesting 200 deep": DEEP,
    "a value it does not have": {"context": "ChatTemplate", "source": "{w}", "values": {"v": "x"}},
    "not Words at all": ["x"] * 1000,
}


@pytest.mark.parametrize("name", list(CRAFTED))
def test_a_helpers_crafted_words_are_read_as_plain_text_in_bounded_time_and_memory(name: str) -> None:
    """What the helper says comes back translatable (template_host.unpack) only when it is plain
    packed Words: a format spec, a conversion, an attribute or index, nesting past the core's, or
    anything else leaves the failure its plain text, read in bounded time and memory."""
    host = TemplateHost([sys.executable, "-c", LIAR, json.dumps(CRAFTED[name])])
    tracemalloc.start()
    took = time.perf_counter()
    try:
        with pytest.raises(TemplateFailure) as failed:
            host.compile("{{ 1 }}", RENDER_DEADLINE_S)
        took = time.perf_counter() - took
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        host.close()
    said = str(failed.value.args[0])
    print(f"{name}: {said!r} in {took * 1000:.0f} ms, Python peak {peak / 2**20:.1f} MiB")
    assert said == "x" and not isinstance(failed.value.args[0], Words)
    assert took < RENDER_DEADLINE_S + 5 and peak < 16 << 20


def test_a_helpers_plain_words_come_back_translatable() -> None:
    plain = {"context": "ChatTemplate", "source": "it tried to output {size} bytes", "values": {"size": "x"}}
    host = TemplateHost([sys.executable, "-c", LIAR.replace('"error": "x"', '"error": "it tried to output x bytes"'),
                         json.dumps(plain)])
    try:
        with pytest.raises(TemplateFailure) as failed:
            host.compile("{{ 1 }}", RENDER_DEADLINE_S)
    finally:
        host.close()
    said = failed.value.args[0]
    assert isinstance(said, Words) and (said.context, said.source) == ("ChatTemplate", "it tried to output {size} bytes")
