"""The list model under the transcript view: its rows are `Item`s."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from ...runtime import Message
from ..i18n import translate
from .items import Item, documents_for, read_once_for, role_name, sources_for, state_for, stats_for, tools_for


class MessagesModel(QAbstractListModel):
    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.items: list[Item] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.items)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        item = self.items[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return item.text
        if role == Qt.ItemDataRole.AccessibleTextRole:  # what a screen reader says for the row
            return translate("Chat", "{who}: {text}").format(who=role_name(item.role), text=item.text[:500])
        return None

    def set_messages(self, messages: list[Message], versions: list[tuple[int, int]] | None = None) -> None:
        """Show `messages` (`versions`: each one's version k of n), keeping the rows (and their
        rendered documents) that did not change: a finished reply in a 1,000-message chat
        re-renders one message, not all of them."""
        positions = versions if versions is not None else [(1, 1)] * len(messages)
        new = [Item(m.role, m.text, m.interrupted, thinking_s=m.thinking_s, version=v, time=m.time,
                    state=state_for(m), stats=stats_for(m), documents=documents_for(m),
                    pictures=tuple(i.sha256 for i in m.images),
                    sources=sources_for(messages[i - 1]) if m.role == "assistant" and i else (),
                    found_by=messages[i - 1].searched or "keywords" if m.role == "assistant" and i else "keywords",
                    read_once=read_once_for(m), tools=tools_for(m), author=str((m.stats or {}).get("model") or ""))
               for i, (m, v) in enumerate(zip(messages, positions, strict=True))]
        same = 0
        for old, fresh in zip(self.items, new, strict=False):
            if (old.role, old.text, old.footer, old.interrupted, old.streaming, old.version, old.documents,
                    old.sources, old.tools) != (fresh.role, fresh.text, fresh.footer, fresh.interrupted, False,
                                                fresh.version, fresh.documents, fresh.sources, fresh.tools):
                break
            same += 1
        if same < len(self.items):
            self.beginRemoveRows(QModelIndex(), same, len(self.items) - 1)
            del self.items[same:]
            self.endRemoveRows()
        if same < len(new):
            self.beginInsertRows(QModelIndex(), same, len(new) - 1)
            self.items.extend(new[same:])
            self.endInsertRows()

    def append(self, item: Item) -> None:
        self.beginInsertRows(QModelIndex(), len(self.items), len(self.items))
        self.items.append(item)
        self.endInsertRows()

    def append_text(self, text: str) -> None:
        """Grow the last message (the streaming reply). No dataChanged: QListView answers it
        by laying out every row; ChatView repaints just this one instead."""
        if not self.items:
            return
        item = self.items[-1]
        item.text += text
        item.revision += 1
