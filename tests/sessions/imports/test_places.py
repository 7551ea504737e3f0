"""Other apps' chat folders found on this computer (as the model picker finds their models)."""

from __future__ import annotations

from pathlib import Path

from app.sessions.imports.places import other_apps
from tests.support import exports


def test_lm_studio_and_jan_folders_are_found_when_they_hold_chats(tmp_path: Path) -> None:
    assert other_apps(tmp_path) == []
    (tmp_path / ".lmstudio" / "conversations").mkdir(parents=True)
    assert other_apps(tmp_path) == []  # empty: nothing to offer
    (tmp_path / ".lmstudio" / "conversations" / "1.conversation.json").write_text("{}")
    exports.jan_thread(tmp_path / "jan")
    assert other_apps(tmp_path) == [("LM Studio", tmp_path / ".lmstudio" / "conversations"),
                                    ("Jan", tmp_path / "jan" / "threads")]
