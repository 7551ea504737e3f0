"""The sidebar on real saved chats (no model): pinned first, then Today / Yesterday / Previous 7
days / Older, newest first in each; a badge only where there is something to cache."""

from __future__ import annotations

import time
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.sessions import Message, Session, SessionStore
from app.ui.window.sidebar import SessionList, group_of

DAY = 86400.0


def test_group_of_names_the_day() -> None:
    now = time.mktime((2026, 12, 1, 15, 0, 0, 0, 0, -1))
    assert group_of(now - 3600, now) == "Today"
    assert group_of(now - 16 * 3600, now) == "Yesterday"  # 23:00 the day before
    assert group_of(now - 3 * DAY, now) == "Previous 7 days"
    assert group_of(now - 30 * DAY, now) == "Older"


def test_chats_are_grouped_pinned_first(qtbot: QtBot, data_dir: Path) -> None:
    store = SessionStore(data_dir)
    now = time.time()
    made = {}
    for title, age, pinned, messages in [("Fresh", 60, False, 2), ("Old pinned", 40 * DAY, True, 2),
                                         ("Last week", 3 * DAY, False, 2), ("Ancient", 90 * DAY, False, 2),
                                         ("Empty", 120, False, 0)]:
        session = Session(title=title, pinned=pinned)
        session.messages = [Message("user", "hi"), Message("assistant", "hello")][:messages]
        session.updated = now - age
        store.save(session, touch=False)
        made[title] = session.id
    sidebar = SessionList(store)
    qtbot.addWidget(sidebar)
    store.build_index()
    sidebar.refresh()
    assert sidebar.headings() == ["PINNED", "TODAY", "PREVIOUS 7 DAYS", "OLDER"]
    assert sidebar.ids() == [made[t] for t in ("Old pinned", "Fresh", "Empty", "Last week", "Ancient")]
    assert sidebar.cache_state(made["Fresh"]) == "cold" and not sidebar.item_for(made["Fresh"]).icon().isNull()
    assert sidebar.cache_state(made["Empty"]) == "empty" and sidebar.item_for(made["Empty"]).icon().isNull()
    assert "Cold" in sidebar.item_for(made["Fresh"]).toolTip()
