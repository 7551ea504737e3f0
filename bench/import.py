"""Importing another app's chats and exporting one: a 2,000-conversation ChatGPT export through the window, and a 1,000-message chat as HTML.

python -m bench.import [--json] [--conversations N]. A generated ChatGPT conversations.json
(tests/support/exports.py's conversation, its texts lengthened to ~50 KB a conversation: ~100 MB
for 2,000) is read and imported by the real window's File ▸ Import chats dialog (offscreen):
- import_convs_s: from choosing the file to the last chat saved (read on a worker, previewed,
  all imported with progress), and import_convs_per_s;
- gui_stall_p99_ms (< 16): the window's event loop meanwhile (a 1 ms timer's lateness);
- export_html_s: one 1,000-message chat (Markdown with code, every 10th message with a second
  version) as one self-contained HTML file.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from .common import StallProbe, main, percentile, spin_until

PARAGRAPH = ("The river town kept its ledgers in a stone house by the quay, and every spring the clerks "
             "copied them again before the floods. ") * 8


def export_file(path: Path, n: int) -> int:
    from tests.support.exports import chatgpt_conversation

    template = chatgpt_conversation()
    for node in template["mapping"].values():
        message = node["message"]
        if message and message["content"].get("content_type") == "text" and message["content"]["parts"][0]:
            message["content"]["parts"] = [message["content"]["parts"][0] + "\n\n" + PARAGRAPH * 12]
    with open(path, "w", encoding="utf-8") as f:
        f.write("[")
        for i in range(n):
            conv = copy.deepcopy(template)
            conv["conversation_id"] = conv["id"] = f"bench-{i}"
            conv["title"] = f"Conversation {i}"
            f.write(("," if i else "") + json.dumps(conv))
        f.write("]")
    return path.stat().st_size


def import_in_window(export: Path, data: Path) -> tuple[float, int, list[float]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from app.core import Core
    from app.settings import Settings
    from app.ui.window.import_chats import ImportDialog
    from app.ui.window.main_window import MainWindow

    _app = QApplication.instance() or QApplication([])
    window = MainWindow(Core(Settings(), data))
    window.resize(1100, 800)
    window.show()
    spin_until(lambda: window.isVisible(), 10)
    dialog = ImportDialog(window.store, window)
    dialog.show()
    imported: list[list[str]] = []
    dialog.imported.connect(imported.append)
    probe = StallProbe()
    probe.start()
    t0 = time.perf_counter()
    dialog.read(export)
    spin_until(lambda: dialog.go.isEnabled(), 600)
    dialog.start()
    spin_until(lambda: bool(imported), 1800)
    seconds = time.perf_counter() - t0
    stalls = probe.stop()
    dialog.close()
    window.close()
    spin_until(lambda: not window.controller.running, 60)
    return seconds, len(imported[0]), stalls


def export_html(n: int) -> float:
    from app.sessions.model import Message, Session
    from app.ui.chat.export import to_html

    session = Session(title="A long chat")
    for i in range(n):
        role = "user" if i % 2 == 0 else "assistant"
        text = f"Message {i}: " + PARAGRAPH[:300] + ("\n\n```python\nfor x in range(10):\n    print(x)\n```" if i % 2 else "")
        session.messages.append(Message(role, text, time=1.7e9 + i))
    session.link()
    for i in range(1, n, 10):  # a second version of every 10th reply
        other = Message("assistant", f"Another answer {i}.", time=1.7e9 + i + 0.5, parent=session.messages[i - 1].id)
        other.left = other.time
        session.versions.append(other)
    t0 = time.perf_counter()
    page = to_html(session)
    seconds = time.perf_counter() - t0
    assert page.count('<details class="versions">') == len(session.versions)
    return seconds


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    with tempfile.TemporaryDirectory(prefix="emberly-bench-import-") as tmp:
        root = Path(tmp)
        size = export_file(root / "conversations.json", args.conversations)
        seconds, imported, stalls = import_in_window(root / "conversations.json", root / "data")
    html_s = export_html(1000)
    result = {"conversations": imported, "export_mb": round(size / 2**20, 1), "import_convs_s": round(seconds, 2),
              "import_convs_per_s": round(imported / seconds, 1),
              "gui_stall_p99_ms": round(percentile(stalls, 0.99), 2), "gui_stall_max_ms": round(max(stalls, default=0), 2),
              "export_html_s": round(html_s, 3)}
    lines = [f"a ChatGPT export of {result['export_mb']} MB: {imported:,} conversations imported through the window in "
             f"{seconds:.1f} s ({result['import_convs_per_s']}/s); its event loop meanwhile: stall p99 "
             f"{result['gui_stall_p99_ms']} ms (< 16), max {result['gui_stall_max_ms']} ms",
             f"a 1,000-message chat as HTML: {html_s:.2f} s"]
    return lines, result


def options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--conversations", type=int, default=2000)


if __name__ == "__main__":
    main(__doc__, measure, model_option=False, repeat=1, options=options)
