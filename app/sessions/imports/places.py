"""Where other chat apps keep their chats on this computer (as the model picker finds their
models): LM Studio's conversation files and Jan's threads. Open WebUI, ChatGPT and Claude keep
theirs elsewhere (a server, a web account): their exports are files the user chooses."""

from __future__ import annotations

import os
from pathlib import Path


def other_apps(home: Path | None = None) -> list[tuple[str, Path]]:
    """(a label, the folder) of each app's chats found here."""
    home = home or Path.home()
    appdata = Path(os.environ.get("APPDATA", home / "AppData" / "Roaming"))
    candidates = [
        ("LM Studio", home / ".lmstudio" / "conversations"),
        ("LM Studio", home / ".cache" / "lm-studio" / "conversations"),
        ("Jan", home / "jan" / "threads"),
        ("Jan", home / ".local" / "share" / "Jan" / "data" / "threads"),
        ("Jan", home / "Library" / "Application Support" / "Jan" / "data" / "threads"),
        ("Jan", appdata / "Jan" / "data" / "threads"),
    ]
    found, seen = [], set()
    for label, folder in candidates:
        try:
            if folder.is_dir() and label not in seen and any(folder.iterdir()):
                found.append((label, folder))
                seen.add(label)
        except OSError:
            continue
    return found
