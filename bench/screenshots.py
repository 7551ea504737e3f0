"""The screenshots in the README and docs/screenshots/, made from the real app on the real model.

python -m bench.screenshots [--model M] [--out docs/screenshots]. Offscreen, in a temporary data
folder, for the light and the dark theme: the welcome (no model), an empty chat's suggestions,
a conversation with code and a table (the user's message holds them; the reply is the model's
own, written live: the demo model writes fluent nonsense, as its "demo" tag says), the model
picker, its Get models tab (the curated list, and a download from the loopback Hub stand-in in
progress), its Servers tab (a llama-server on loopback) and the settings. main-window.png,
model-picker.png, get-models.png and servers.png (light) are the
README's.
Look at each after running it: they should match docs/design.md.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

QUESTION = """Can you explain what this does, and whether the table is right?

```python
def mean(values: list[float]) -> float:
    \"\"\"The arithmetic mean of a non-empty list.\"\"\"
    return sum(values) / len(values)
```

| input | mean |
|---|---|
| [1, 2, 3] | 2.0 |
| [2, 4] | 3.0 |
"""
SIZE = (1180, 760)


def main() -> None:
    from .common import parser

    p = parser(__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=Path(__file__).resolve().parents[1] / "docs" / "screenshots")
    args = p.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = tempfile.TemporaryDirectory(prefix="emberly-shots-")
    os.environ["EMBERLY_DATA_DIR"] = str(Path(tmp.name) / "data")
    os.environ["EMBERLY_CONFIG_DIR"] = str(Path(tmp.name) / "config")

    from PySide6.QtWidgets import QApplication, QWidget

    from app.core import Core
    from app.runtime import requests as rq
    from app.settings import Settings
    from app.ui.app import configure_application
    from app.ui.look.appearance import apply_appearance
    from app.ui.window.dialogs import SettingsDialog
    from app.ui.window.main_window import MainWindow
    from tests.support.hub_server import HubServer
    from tests.support.servers.llama_server import ensure_llama_server, llama_server

    from .common import model_path, spin_until

    server = llama_server(ensure_llama_server(), model_path(args), Path(tmp.name) / "slots", Path(tmp.name) / "server.log")
    (Path(tmp.name) / "slots").mkdir(parents=True)
    server.start()
    hub = HubServer().__enter__()
    hub.add("google/gemma-3-270m-it-GGUF", "gemma-3-270m-it-Q4_K_M.gguf", model_path(args))
    hub.rate = 12e6  # a download caught mid-way
    os.environ["HF_ENDPOINT"] = hub.url

    app = QApplication.instance() or QApplication([])
    configure_application(app)  # type: ignore[arg-type]
    path = model_path(args)
    args.out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    def settle(ms: int = 150) -> None:
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.01)

    def shot(widget: QWidget, name: str) -> None:
        settle()
        target = args.out / name
        if not widget.grab().save(str(target)):
            raise SystemExit(f"could not write {target}")
        written.append(target)

    for scheme in ("light", "dark"):
        data = Path(tmp.name) / scheme  # a sidebar of this run's chats only
        # 11 pt, a common desktop size (the offscreen platform's own default is smaller).
        settings = Settings(theme=scheme, default_model=str(path), font_size=11)
        apply_appearance(settings)
        suffix = "" if scheme == "light" else "-dark"

        welcome = MainWindow(Core(Settings(theme=scheme), data.with_name(f"{scheme}-welcome")))  # no model, nothing loading
        welcome.resize(*SIZE)
        welcome.show()
        welcome.controller.submit(rq.NewChat())
        spin_until(lambda w=welcome: w.session is not None and not w.controller.busy)
        shot(welcome, f"welcome{suffix}.png")
        close(welcome, spin_until)

        window = MainWindow(Core(settings, data))
        window.resize(*SIZE)
        window.show()
        window.start(path)
        spin_until(lambda w=window: idle(w) and not w.session.messages)  # a first start: a new chat
        window.controller.submit(rq.UpdateSettings({"sampling": {"temperature": 0.0}}))
        spin_until(lambda w=window: idle(w))
        shot(window, f"suggestions{suffix}.png")

        window.controller.loop.runner.max_tokens = 90
        window.composer.edit.setPlainText(QUESTION)
        window.composer._submit()
        spin_until(lambda w=window: w.generating)
        spin_until(lambda w=window: not w.generating and idle(w))
        window.controller.submit(rq.RenameChat(window.session.id, "What does mean() do?"))  # type: ignore[union-attr]
        spin_until(lambda w=window: idle(w))
        window.chat.scrollToTop()
        window.chat._set_hover(1, None)  # the reply's actions and stats, as under the mouse
        shot(window, "main-window.png" if scheme == "light" else "conversation-dark.png")

        window.open_picker()
        assert window.picker is not None
        window.picker.resize(980, 620)
        shot(window.picker, "model-picker.png" if scheme == "light" else "model-picker-dark.png")
        page = window.picker.get_models
        assert page is not None
        window.picker.show_get_models()
        page.query.setText("google/gemma-3-270m-it-GGUF")
        page.search()
        spin_until(lambda p=page: p.results.topLevelItemCount() == 1 and p.results.topLevelItem(0).childCount() == 1)
        page.results.setCurrentItem(page.results.topLevelItem(0).child(0))
        page.download()
        queue = window.downloads_bridge().queue
        spin_until(lambda q=queue: any(d.done_bytes > 0.3 * d.total for d in q.items()))
        page.query.clear()
        page.show_catalogue()
        page.results.setCurrentItem(page.results.topLevelItem(3))
        shot(window.picker, "get-models.png" if scheme == "light" else "get-models-dark.png")
        for d in queue.items():
            queue.cancel(d.id)
        servers = window.picker.servers
        window.picker.show_servers()
        if servers.tree.topLevelItemCount() == 0:
            servers.address.setText(server.url)
            servers.add()
        spin_until(lambda s=servers: s.tree.topLevelItemCount() == 1 and s.tree.topLevelItem(0).childCount() == 1)
        servers.tree.setCurrentItem(servers.tree.topLevelItem(0).child(0))
        shot(window.picker, f"servers{suffix}.png")
        window.picker.close()

        dialog = SettingsDialog(window.settings, window)
        dialog.show()
        shot(dialog, f"settings{suffix}.png")
        dialog.close()
        close(window, spin_until)

    hub.close()
    server.stop()
    tmp.cleanup()
    for target in written:
        print(target)


def idle(window: Any) -> bool:
    return window.model_info is not None and window.session is not None and not window.controller.busy


def close(window: Any, spin_until: Callable[..., None]) -> None:
    """Close a window as the user does: its engine thread saves and stops first."""
    window.close()
    spin_until(lambda: not window.controller.running, timeout=60)
    window.deleteLater()


if __name__ == "__main__":
    main()
