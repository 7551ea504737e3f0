"""render_markdown: safe, Qt-loadable HTML with highlighted, copyable code blocks."""

from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from app.ui.chat.markdown import Rendered, render_markdown
from tests.support.tiers import examples

TWO_BLOCKS = "Intro\n\n```python\ndef f(x):\n    return x + 1\n```\n\ntext\n\n```bash\necho hi\n```\n"


def test_raw_html_is_escaped() -> None:
    html = render_markdown('<script>alert("x")</script> and <b>bold</b>\n\n<div onclick="x">block</div>').html
    assert "<script" not in html and "<b>" not in html and "<div" not in html
    assert "&lt;script&gt;" in html and "&lt;b&gt;bold&lt;/b&gt;" in html


def test_table_has_cell_borders() -> None:
    html = render_markdown("| a | b |\n|---|--:|\n| 1 | 2 |\n").html
    assert '<table border="1" cellspacing="0" cellpadding="4"' in html
    assert "<th>a</th>" in html and '<td style="text-align:right">2</td>' in html


def test_fenced_python_is_highlighted_inline() -> None:
    r = render_markdown("```python\ndef f():\n    return 1  # one\n```")
    assert '<span style="' in r.html and "color: #" in r.html  # noclasses: colors are inline
    assert "class=" not in r.html
    assert "<pre" in r.html and ">python<" in r.html
    assert r.code_blocks == ("def f():\n    return 1  # one",)


@pytest.mark.parametrize("dark", [False, True])
def test_two_blocks_get_copy_links_in_order(dark: bool) -> None:
    r = render_markdown(TWO_BLOCKS, dark=dark)
    assert r.code_blocks == ("def f(x):\n    return x + 1", "echo hi")
    assert r.html.index('href="copy:0"') < r.html.index('href="copy:1"')
    assert "copy:2" not in r.html


def test_code_block_text_is_exact_and_without_final_newline() -> None:
    # The trailing "\n" markdown-it adds is dropped; the code's own blank lines,
    # tabs and trailing spaces are kept.
    code = "\n\tx = 1  \n\n"
    r = render_markdown(f"```\n{code}\n```\n\n    indented\n      more\n")
    assert r.code_blocks == (code, "indented\n  more")


def test_unknown_or_odd_language_does_not_raise() -> None:
    for info in ("nosuchlang", "c++{.x}", "python title=x", "`weird`", "&amp;", "\\", "a" * 5000):
        r = render_markdown(f"~~~{info}\nsome code\n~~~")  # ~~~ allows backticks in the info
        assert r.code_blocks == ("some code",)
        assert "some code" in r.html


def test_language_label_is_escaped() -> None:
    html = render_markdown("```<img>\nx\n```").html
    assert "<img" not in html and "&lt;img&gt;" in html


def test_guessing_only_for_longer_unlabelled_blocks() -> None:
    short = render_markdown("```\nx = 1\n```").html
    assert "<span" not in short.split("<pre", 1)[1]  # plain text, no guess
    long_py = "```\n#!/usr/bin/env python3\nimport os\n\ndef main():\n    print(os.getcwd())\n```"
    assert "<span" in render_markdown(long_py).html.split("<pre", 1)[1]


def test_links_only_http() -> None:
    html = render_markdown(
        "[ok](https://example.com/a?b=1&c=2) [bad](javascript:alert(1)) [vb](vbscript:x) "
        "[file](file:///etc/passwd) [spoof](copy:0) <mailto:a@b.c> ![img](https://e.com/i.png) "
        "![data](data:image/png;base64,AAAA)"
    ).html
    assert '<a href="https://example.com/a?b=1&amp;c=2">ok</a>' in html
    assert 'href="javascript' not in html and 'href="vbscript' not in html
    assert 'href="file' not in html and 'href="mailto' not in html and 'href="data' not in html
    assert "copy:0" not in html  # a message cannot forge our copy anchors
    assert "spoof" in html and '<a href="https://e.com/i.png">img</a>' in html
    assert "<img" not in html


def test_inline_code_and_basic_markdown() -> None:
    html = render_markdown("# Title\n\nUse `a < b` **now** _please_ ~~never~~\n\n- one\n- two\n\n> quoted\n\n1. first\n").html
    assert "<code style=" in html and "monospace" in html and "background-color" in html
    assert "a &lt; b</code>" in html
    for tag in ("<h1>", "<strong>", "<em>", "<s>", "<ul>", "<ol>", "<blockquote"):
        assert tag in html


def test_unclosed_fence_while_streaming() -> None:
    r = render_markdown("Here:\n\n```js\nconst x = 1;\nconst y")
    assert r.code_blocks == ("const x = 1;\nconst y",)
    assert 'href="copy:0"' in r.html and r.html.count("<pre") == 1


def test_fuzz_never_raises() -> None:
    rnd = random.Random(1234)
    alphabet = ["`", "```", "~~~", "*", "_", "~", "#", ">", "-", "+", "1.", "|", "[", "]", "(", ")", "!",
                "<", ">", "&", "\\", "\n", "\n\n", "    ", "\t", " ", "a", "b", "http://x", "javascript:",
                "<script>", "&#0;", "\x00", "\r", "\ud800", "é", "🙂", "```python\n", "|---|", ":--"]
    for i in range(examples(400, 100)):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 200)))
        r = render_markdown(text, dark=bool(i % 2))
        assert isinstance(r, Rendered) and isinstance(r.html, str)
        assert "<script" not in r.html


@pytest.mark.slow  # about a second: the fast tier stays under a minute
def test_large_input_renders_whole() -> None:
    # Its speed is bench.ui's to measure (a wall-clock bound here only fails on a busy machine).
    chunk = (
        "Some **bold**, _em_ and `code` with a [link](https://example.com). " * 6
        + "\n\n- item\n- item\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n"
    )
    text = (chunk * (200_000 // len(chunk) + 1))[:200_000]
    text += "\n\n```python\n" + "def f(x):\n    return x * 2\n" * 400 + "```\nThe end."
    html = render_markdown(text).html
    assert html.count("<strong>bold</strong>") >= 200_000 // len(chunk) * 6 - 6
    assert html.count("return") == 400 and "The end." in html


@pytest.mark.parametrize("dark", [False, True])
def test_qt_loads_the_html(qapp, qtlog, dark: bool) -> None:
    # pytest-qt's qapp (a QApplication) rather than a bare QGuiApplication, so
    # widget tests later in the session still get the application type they need.
    from PySide6.QtCore import QtMsgType
    from PySide6.QtGui import QTextDocument, QTextTable

    code = "\n\ndef f(x):\n\treturn x  \n\n"
    r = render_markdown(f"Intro `inline`\n\n```python\n{code}\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n", dark=dark)
    doc = QTextDocument()
    doc.setHtml(r.html)

    assert code.strip() in doc.toPlainText()
    assert "copy:0" in doc.toHtml()
    # The code cell holds the code exactly: Qt's <pre> newline trimming is compensated.
    table = next(f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable))
    cell = table.cellAt(1, 0)
    cursor = cell.firstCursorPosition()
    cursor.setPosition(cell.lastCursorPosition().position(), cursor.MoveMode.KeepAnchor)
    assert cursor.selection().toPlainText() == code == r.code_blocks[0]
    quiet = (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg)
    assert [rec.message for rec in qtlog.records if rec.type not in quiet] == []


def test_a_single_newline_is_a_line_break() -> None:
    """Model output is written line by line: a newline shows as one, as it did while streaming."""
    assert render_markdown("first line\nsecond line").html == "<p>first line<br />\nsecond line</p>\n"
    assert "<br" not in render_markdown("one paragraph\n\nanother").html


def test_empty_list_items_keep_their_lines(qapp: object) -> None:
    """"1.\\n2.\\n3.…" (a small model's list of nothing): Qt draws an empty <li> as nothing at all,
    so a reply of hundreds of them was a few pixels high (seen on the real desktop)."""
    from PySide6.QtGui import QTextDocument

    def height(text: str) -> float:
        doc = QTextDocument()
        doc.setTextWidth(500)
        doc.setHtml(render_markdown(text).html)
        return doc.size().height()

    empty = "".join(f"{i}.\n" for i in range(1, 41))
    full = "".join(f"{i}. river\n" for i in range(1, 41))
    assert height(empty) >= 0.9 * height(full) > 300
