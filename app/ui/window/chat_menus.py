"""The main window's menus on a message and on a chat in the sidebar: edit, rename, pin, delete,
export and import (the file work in the background)."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QMenu,
    QMessageBox,
)

from ...atomic import write_atomic
from ...runtime import Session, SessionSummary, StoreError
from ...runtime import requests as rq
from ..i18n import QT_TRANSLATE_NOOP, say, translate
from ..look.icons import icon
from .parts import WindowParts

if TYPE_CHECKING:
    pass


MAX_PARTS = 12  # of each kind a message's menu lists (a reply may cite many passages)
EXPORTS = {"md": ("md", QT_TRANSLATE_NOOP("ChatMenus", "Markdown (*.md)")),
           "md-all": ("md", QT_TRANSLATE_NOOP("ChatMenus", "Markdown (*.md)")),
           "html": ("html", QT_TRANSLATE_NOOP("ChatMenus", "Web page (*.html)")),
           "pdf": ("pdf", QT_TRANSLATE_NOOP("ChatMenus", "PDF (*.pdf)")),
           "json": ("json", QT_TRANSLATE_NOOP("ChatMenus", "Emberly chat (*.json)")),
           "json-cache": ("json", QT_TRANSLATE_NOOP("ChatMenus", "Emberly chat (*.json)"))}


ALL_FORMATS = {QT_TRANSLATE_NOOP("ChatMenus", "Web pages in a zip (*.zip)"): "html",
               QT_TRANSLATE_NOOP("ChatMenus", "Markdown files in a zip (*.zip)"): "md",
               QT_TRANSLATE_NOOP("ChatMenus", "Emberly chats in a zip (*.zip)"): "json"}  # the filters, in English


class ChatMenus(WindowParts):
    def _message_menu(self, row: int, pos: QPoint) -> None:
        if self.session is None or row >= len(self.session.messages):
            return
        message = self.session.messages[row]
        menu = QMenu(self)
        menu.addAction(icon("copy"), translate("ChatMenus", "Copy"), lambda: self._copy(message, None))
        idle = self._can_reply()
        if message.role == "user":
            menu.addAction(icon("edit"), translate("ChatMenus", "Edit and resend…"), lambda: self._edit(row)).setEnabled(idle)
            if any(f.path.startswith(("https://", "http://")) for f in message.found):  # sent with the web
                menu.addAction(icon("web"), translate("ChatMenus", "Read the web again"),
                               lambda: self._read_again(row)).setEnabled(idle)
        last = row == len(self.session.messages) - 1
        if message.role == "assistant" and last:
            menu.addAction(icon("regenerate"), translate("ChatMenus", "Regenerate"), self.regenerate).setEnabled(idle)
            if self._versions_at_once() > 1:
                many = translate("ChatMenus", "Regenerate ×{n}").format(n=self._versions_at_once())
                menu.addAction(icon("regenerate-many"), many, self.regenerate_versions).setEnabled(idle)
            menu.addAction(icon("continue"), translate("ChatMenus", "Continue"), self.continue_reply).setEnabled(idle)
        k, n = self.session.version_position(row)
        if n > 1:
            previous = (translate("ChatMenus", "Previous version ({k}/{n})").format(k=k - 1, n=n) if k > 1
                        else translate("ChatMenus", "Previous version"))
            following = (translate("ChatMenus", "Next version ({k}/{n})").format(k=k + 1, n=n) if k < n
                         else translate("ChatMenus", "Next version"))
            menu.addAction(icon("prev"), previous, lambda: self.switch_version(row, -1)).setEnabled(idle and k > 1)
            menu.addAction(icon("next"), following, lambda: self.switch_version(row, 1)).setEnabled(idle and k < n)
        menu.addAction(icon("fork"), translate("ChatMenus", "Fork into a new chat"),
                       lambda: self.fork_into_new_chat(row)).setEnabled(idle)
        self._add_parts(menu, row)
        menu.addSeparator()
        menu.addAction(icon("delete"), translate("ChatMenus", "Delete"),
                       lambda: self.controller.submit(rq.DeleteMessage(row))).setEnabled(idle)
        menu.popup(pos)

    def _add_parts(self, menu: QMenu, row: int) -> None:
        """What a click in the message opens, for the keyboard too (the Menu key, Shift+F10): its
        attachments, the reply's sources, its tool calls' blocks and its thinking."""
        items = self.chat.items()
        if row >= len(items):
            return
        item = items[row]
        if item.documents or item.sources or item.tools or item.thinking_s is not None:
            menu.addSeparator()
        view = self.chat  # as a click on the part does
        for i, label in enumerate(item.documents[:MAX_PARTS]):
            menu.addAction(translate("ChatMenus", "Open {name}").format(name=label),
                           functools.partial(view.documentRequested.emit, row, i))
        for i, (where, mark) in enumerate(item.sources[:MAX_PARTS]):
            menu.addAction(translate("ChatMenus", "Source {mark}: {where}").format(mark=mark, where=where),
                           functools.partial(view.sourceRequested.emit, row, i))
        for i, tool in enumerate(item.tools[:MAX_PARTS]):
            shown = (translate("ChatMenus", "Hide the call to {tool}") if i in item.tools_open
                     else translate("ChatMenus", "Show the call to {tool}"))
            menu.addAction(shown.format(tool=tool.name), functools.partial(view.toggle_tool, row, i))
        if item.thinking_s is not None:
            menu.addAction(translate("ChatMenus", "Hide the thinking") if item.thoughts_open
                           else translate("ChatMenus", "Show the thinking"), lambda: self.chat.toggle_thoughts(row))

    def _read_again(self, row: int) -> None:
        """The message sent again, searched for and its pages read anew (the old answer stays a version)."""
        assert self.session is not None
        self._note_focus()
        self.controller.submit(rq.Edit(row, self.session.messages[row].text, fresh=True))
        self.compare.ask()

    def _edit(self, row: int) -> None:
        assert self.session is not None
        text, ok = QInputDialog.getMultiLineText(self, translate("ChatMenus", "Edit message"),
                                                 translate("ChatMenus", "Edit and resend:"), self.session.messages[row].text)
        if ok and text.strip():
            self._note_focus()
            self.controller.submit(rq.Edit(row, text.strip()))
            self.compare.ask()  # a compared chat's second model answers the new text too

    def _session_menu(self, session_id: str, pos: QPoint) -> None:
        session = self.store.summary(session_id)  # the sidebar's own record: no file read here
        if session is None:
            return
        menu = QMenu(self)
        menu.addAction(icon("rename"), translate("ChatMenus", "Rename…"), lambda: self._rename(session))
        pin = translate("ChatMenus", "Unpin") if session.pinned else translate("ChatMenus", "Pin (keep its cache)")
        menu.addAction(icon("pin"), pin, lambda: self.controller.submit(rq.PinChat(session.id, not session.pinned)))
        menu.addAction(icon("duplicate"), translate("ChatMenus", "Duplicate"),
                       lambda: self.controller.submit(rq.DuplicateChat(session.id)))
        menu.addAction(icon("export"), translate("ChatMenus", "Export as Markdown…"), lambda: self.export_chat("md", session.id))
        menu.addAction(icon("export"), translate("ChatMenus", "Export as HTML…"), lambda: self.export_chat("html", session.id))
        menu.addAction(icon("export"), translate("ChatMenus", "Export as PDF…"), lambda: self.export_chat("pdf", session.id))
        menu.addAction(icon("export"), translate("ChatMenus", "Export as JSON…"), lambda: self.export_chat("json", session.id))
        menu.addSeparator()
        menu.addAction(icon("delete"), translate("ChatMenus", "Delete…"), lambda: self._delete(session))
        menu.popup(pos)

    def _rename(self, session: Session | SessionSummary) -> None:
        title, ok = QInputDialog.getText(self, translate("ChatMenus", "Rename chat"), translate("ChatMenus", "Title:"),
                                         text=session.title)
        if ok:
            self.controller.submit(rq.RenameChat(session.id, title))

    def _delete(self, session: Session | SessionSummary) -> None:
        answer = QMessageBox.question(self, translate("ChatMenus", "Delete chat"), translate(
            "ChatMenus", "Delete “{title}” and its saved cache? This cannot be undone.").format(title=session.title))
        if answer == QMessageBox.StandardButton.Yes:
            if self.session is not None and self.session.id == session.id:
                self.stop()  # its reply, if one is running, has nowhere to go
            # the documents and images waiting in the composer stay, though no saved chat holds them yet
            bar = self.composer.attachments
            keep = tuple(a.sha256 for a in bar.attachments) + tuple(r.sha256 for r, _ in bar.images)
            self.controller.submit(rq.DeleteChat(session.id, keep))

    def export_chat(self, kind: str, session_id: str | None = None) -> None:
        """kind: "md" (the active path), "md-all" (every version), "html", "pdf", "json" or
        "json-cache" (with the chat's cache beside it: the import opens warm on the same model)."""
        sid = session_id or (self.session.id if self.session else None)
        if sid is None:
            return
        summary = self.store.summary(sid)
        title = summary.title if summary is not None else "chat"
        safe = "".join(c if c.isalnum() or c in " -_" else "_" for c in title).strip() or "chat"
        suffix, pattern = EXPORTS[kind]
        dest, _ = QFileDialog.getSaveFileName(self, translate("ChatMenus", "Export chat"), str(Path.home() / f"{safe}.{suffix}"),
                                              translate("ChatMenus", pattern))
        if not dest:
            return
        store = self.store
        if kind == "json-cache":  # on the engine thread: the cache is the one the chat's last reply left
            self.controller.submit(rq.ExportWithCache(sid, dest))
            return

        def work() -> None:
            try:
                if kind in ("md", "md-all"):
                    store.export_markdown(sid, Path(dest), all_versions=kind == "md-all")
                elif kind == "json":
                    store.export_json(sid, Path(dest))
                else:
                    from ..chat.export import to_html, write_pdf  # on first use

                    session = store.load(sid)
                    if kind == "html":
                        write_atomic(Path(dest), to_html(session, store.images.png_of).encode("utf-8"))
                    else:
                        write_pdf(session, Path(dest), store.images.png_of)
            except OSError as e:  # the destination: a full disk, a folder without write access
                raise StoreError(str(e)) from e

        self._status(translate("ChatMenus", "Exporting…"))
        self.background.run(work, lambda _: self._status(translate("ChatMenus", "Exported to {file}").format(file=dest), 4000),
                            lambda e: self._on_failed(_export_failed(e)), name="export")

    def export_all(self) -> None:
        """Every chat in one zip (those the sidebar's search found, while it finds some): a web
        page, a Markdown file or an Emberly JSON file each."""
        chosen_ids = self.sidebar.ids() if self.sidebar.search.text().strip() else None
        found = len(chosen_ids) if chosen_ids is not None else 0
        caption = (translate("ChatMenus", "Export the %n chats found", None, found) if chosen_ids is not None
                   else translate("ChatMenus", "Export all chats"))
        formats = {translate("ChatMenus", name): kind for name, kind in ALL_FORMATS.items()}  # as the dialog shows them
        dest, chosen = QFileDialog.getSaveFileName(self, caption, str(Path.home() / "emberly-chats.zip"), ";;".join(formats))
        if not dest:
            return
        kind = formats.get(chosen, "html")
        store = self.store

        def work() -> int:
            from .export_all import export_all

            try:
                return export_all(store, Path(dest), kind, chosen_ids)
            except OSError as e:
                raise StoreError(f"{Path(dest).name}: {e}") from e

        self._status(translate("ChatMenus", "Exporting every chat…"))
        self.background.run(work, lambda n: self._status(_exported(n, dest), 6000),
                            lambda e: self._on_failed(_export_failed(e)), name="export-all")

    def import_chat(self) -> None:
        src, _ = QFileDialog.getOpenFileName(self, translate("ChatMenus", "Import chat"), str(Path.home()),
                                             translate("ChatMenus", "Emberly chat (*.json)"))
        if src:
            self._status(translate("ChatMenus", "Importing…"))
            self.background.run(lambda: self.store.import_json(Path(src)), self._imported,
                                lambda e: self._on_failed(say(e)), name="import")

    def import_chats(self) -> None:
        """Chats from other apps (ChatGPT, Claude, Open WebUI, LM Studio, Jan), with a preview."""
        from .import_chats import ImportDialog  # on first use: not on the start-up path

        dialog = ImportDialog(self.store, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.imported.connect(self._imported_many)
        dialog.show()

    def _imported_many(self, ids: list[str]) -> None:
        self.sidebar.refresh()
        if ids:
            self.open_session(ids[0])

    def _imported(self, session: Session) -> None:
        self._status("")
        self.sidebar.refresh()
        self.open_session(session.id)


def _exported(n: int, dest: str) -> str:
    """The status once every chat is exported: their count (grouped as the locale groups it) and the zip."""
    return translate("ChatMenus", "%Ln chats exported to {file}", None, n).format(file=dest)


def _export_failed(error: object) -> str:
    return translate("ChatMenus", "Export failed: {error}").format(error=error)
