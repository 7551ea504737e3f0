"""What the main window does with the engine loop's events (subscribed in main_window.py with
EngineController.on): a model loaded or failed, a chat opened or changed, a reply streaming and
finished, requests starting and ending, failures. Where a send stands is `self.send_state`."""

from __future__ import annotations

import functools

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QMessageBox,
)

from ...logs import trace
from ...runtime import PresetBook, Session
from ...runtime import events as ev
from ...runtime import requests as rq
from ..engine_controller import ModelLoaded
from ..i18n import chat_title, number, say, translate
from .announce import Announcer
from .header import is_demo_model
from .parts import WindowParts


class EngineEvents(WindowParts):
    @functools.cached_property
    def announcer(self) -> Announcer:
        """Said to a screen reader: a reply streaming and finished, the notices."""
        return Announcer(self)

    def new_chat_request(self) -> rq.NewChat:
        """A new chat, with the preset the model's new chats take (the picker's New chats)."""
        model = self.model_info.path if self.model_info is not None else self.settings.default_model
        name = self.settings.model_presets.get(model or "", "")
        return rq.NewChat(applied=PresetBook().get(name) if name else None)

    def _on_model_loading(self, e: ev.ModelLoading) -> None:
        if self.picker is not None:
            self.picker.set_progress(e.fraction)

    def _on_model_loaded(self, info: ModelLoaded) -> None:
        self.model_info = info  # the server learns it from the loop itself (app.core)
        self.send_state.load_ended()
        self.suggestions.offer_chat_model(is_demo_model(info.path))
        loaded = (translate("EngineEvents", "Loaded {name} · faster replies: {speculation}")
                  if info.speculation and not info.speculation.startswith("off") else translate("EngineEvents", "Loaded {name}"))
        self._status(loaded.format(name=info.name, speculation=info.speculation), 3000)
        if info.run_path_notice:
            self._on_warning(info.run_path_notice)
        if info.template_error:
            self._on_warning(translate("EngineEvents", "The model's chat template is broken; "
                                       "using the {format} format instead.").format(format=info.chat_format))
        if info.projector_error:
            self._on_warning(translate("EngineEvents", "{error} The model reads text only.").format(error=info.projector_error))
        if info.draft_error:
            self._on_warning(translate("EngineEvents", "{error} Guesses come from the chat instead (prompt lookup).").format(
                error=info.draft_error))
        if self.picker is not None:
            self.picker.loaded()
        self._update_enabled()

    def _on_model_failed(self, e: ev.ModelFailed) -> None:
        message = e.reason
        self.send_state.load_ended()
        self._give_back_queued()
        self._status("")
        self.welcome.set_detail(translate("EngineEvents", "The model could not be loaded. Choose another one to begin."))
        self._update_page()
        if self.picker is not None and self.picker.isVisible():
            self.picker.failed(message)
        else:
            self._on_failed(message)
            self.open_picker()
            assert self.picker is not None
            self.picker.failed(message)

    def _on_model_cancelled(self, _e: ev.ModelCancelled) -> None:
        self.send_state.load_ended()
        self._give_back_queued()
        self._update_page()
        self._status(translate("EngineEvents", "Loading cancelled"), 4000)
        if self.picker is not None:
            self.picker.failed(translate("EngineEvents", "Loading was cancelled."))

    def _on_session_opening(self, e: ev.ChatOpening) -> None:
        tokens = e.tokens
        self._opening_status = (translate("EngineEvents", "Restoring %Ln tokens from disk…", None, tokens) if e.kind == "restore"
                                else translate("EngineEvents", "Re-reading the chat…"))
        self._status(self._opening_status)

    def switch_version(self, row: int, step: int) -> None:
        """Show another version of message `row` and the conversation below it."""
        if self._can_reply() and self.session is not None and row < len(self.session.messages):
            self._switching = True
            self.controller.submit(rq.SwitchVersion(row, step))

    def _on_session_opened(self, e: ev.ChatOpened) -> None:
        result, switched = e.result, self._switching
        self._switching = False
        self._on_session_changed(e.session)
        self.progress.hide()
        if self._opening_status and self.status_label.text() == self._opening_status:
            self._status("")  # the open is over, whatever it found (an empty chat says nothing more)
        self._opening_status = ""
        if result.kind == "warm":
            tokens, ms = result.tokens, number(result.seconds * 1000)
            self._status(translate("EngineEvents", "Restored %Ln tokens from disk in {ms} ms", None, tokens).format(ms=ms), 4000)
            if tokens and not switched:  # a version switch restores too: the status line is enough
                self.banner.show_message(translate("EngineEvents", "Reopened warm: %Ln tokens of this chat's memory restored "
                                                   "in {ms} ms.", None, tokens).format(ms=ms), timeout_ms=5000)
        elif result.kind == "cold":
            # a version switch reads only what differs
            self._say_reread(result.decoded or result.tokens, result.seconds, result.reason, banner=not switched)
        elif result.kind == "cancelled":
            self._status(translate("EngineEvents", "Stopped re-reading; the chat will be read when you send"), 5000)

    def _say_reread(self, read: int, seconds: float, reason: str | None, banner: bool = True) -> None:
        """A chat opened cold: the tokens re-read, how long it took and why (the engine's words);
        in the banner too unless a version switch did it."""
        took = number(seconds, 1)
        status = (translate("EngineEvents", "Re-read %Ln tokens in {seconds} s ({reason})", None, read) if reason
                  else translate("EngineEvents", "Re-read %Ln tokens in {seconds} s", None, read))
        self._status(status.format(seconds=took, reason=reason), 6000)
        if read and banner:
            notice = (translate("EngineEvents", "Re-read %Ln tokens in {seconds} s because {reason}.", None, read) if reason
                      else translate("EngineEvents", "Re-read %Ln tokens in {seconds} s.", None, read))
            self.banner.show_message(notice.format(seconds=took, reason=reason), timeout_ms=10000)

    def saved_chat_to_reopen(self) -> str | None:
        """Settings.chat_to_reopen, if that chat is still saved (a stat, no read)."""
        last = self.settings.chat_to_reopen()
        return last if last and self.store.exists(last) else None

    def show_last_chat(self) -> None:
        """While the model loads (app.main, after the first frame): the chat that reopens, shown
        before it is open. Its actions wait for the open (self.session); a send is queued."""
        last = self.saved_chat_to_reopen()
        if self.session is not None or last is None:
            return

        def shown(session: Session) -> None:
            if self.session is None:  # not opened meanwhile
                self._show_early(session)

        # An unreadable chat is not shown early: the engine loop's open says what is wrong with it.
        self.background.run(lambda: self.store.load(last), shown, lambda _: None, name="show-last-chat")

    def _show_early(self, session: Session) -> None:
        self._shown_early = session.id
        self.chat.set_messages(session.messages, new_chat=True, versions=session.version_positions())
        self._restore_scroll(session.id)
        self.sidebar.current_id = session.id
        self.setWindowTitle(translate("EngineEvents", "{title} — Emberly").format(title=chat_title(session.title)))
        self._update_page()
        trace("chat_shown", session=session.id)

    def _on_session_changed(self, session: Session) -> None:
        changed_chat = self.session is None or self.session.id != session.id
        if changed_chat:
            self.send_state.chat_changed()
        # The chat shown early keeps its rows (and their rendered documents) when it opens.
        new_chat = changed_chat and session.id != self._shown_early
        self._shown_early = None
        self.session = session
        self.libraries.show_attached(session.libraries)
        self._remember_chat(session.id)
        self.sidebar.current_id = session.id
        if changed_chat or not self.generating:
            self.chat.set_messages(session.messages, new_chat=new_chat, versions=session.version_positions())
        if new_chat:
            self._restore_scroll(session.id)
        if self.send_state.queued is not None and self.model_info is not None:
            text = self.send_state.take_queued()
            assert text is not None
            self.send(text)
        self.setWindowTitle(translate("EngineEvents", "{title} — Emberly").format(title=chat_title(session.title)))
        if changed_chat:
            self.banner.hide()  # it spoke of the chat before
        self.sidebar.refresh()
        self._update_enabled()

    def _remember_chat(self, session_id: str) -> None:
        """The open chat, on disk as soon as it changes (not only at a clean quit): a start after a
        crash or a kill reopens it."""
        if self.settings.last_session != session_id:
            self.settings.last_session, self.settings.last_scroll = session_id, -1
            self._save_settings()

    def _on_chat_scrolled(self, row: int) -> None:
        """Where the open chat is scrolled to, saved once the scrolling rests: a start after a
        crash or a kill shows it there again."""
        if self.session is not None and self.settings.last_session == self.session.id and self.settings.last_scroll != row:
            self.settings.last_scroll = row
            self._scroll_save.start()

    def _restore_scroll(self, session_id: str) -> None:
        if self.settings.last_session == session_id and self.settings.last_scroll >= 0:
            self.chat.place(self.settings.last_scroll)

    def _on_session_closed(self, _e: ev.ChatClosed) -> None:
        self.banner.hide()
        self.session = None
        self.chat.set_messages([], new_chat=True)
        self.controller.submit(self.new_chat_request())

    def _on_reply_started(self, _e: ev.ReplyStarted) -> None:
        self.send_state.reply_started()
        self.announcer.say(translate("EngineEvents", "Reply streaming"))
        self._status(translate("EngineEvents", "Writing…"))
        self.chat.add_message("assistant", "", streaming=True)
        writing = self.send_state.versions
        if writing and self.session is not None and self.session.messages:
            # Regenerate ×N: the reply shown is the first of N new versions after those there were.
            before = sum(m.parent == self.session.messages[-1].id for m in self.session.versions)
            self.chat.items()[-1].version = (before + 1, before + writing)
        self._update_enabled()

    def _on_reply_text(self, e: ev.ReplyText) -> None:
        self.chat.append_text(e.text, now=True)
        self.controller.ui_caught_up()

    def _on_versions_text(self, e: ev.VersionsText) -> None:
        written = e.written
        n = len(written)
        self._status(translate("EngineEvents", "Writing %n versions…", None, n))
        counts = " · ".join(number(c) for c in written)
        self.status_label.setToolTip(translate("EngineEvents", "Characters written so far: {counts}").format(counts=counts))

    def _on_reply_finished(self, e: ev.ReplyFinished) -> None:
        session = e.session
        self.status_label.setToolTip("")
        self.send_state.reply_finished(len(session.messages))
        last = session.messages[-1] if session.messages else None
        if last is not None and last.role == "assistant":
            self.announcer.say(translate("EngineEvents", "Reply stopped") if last.interrupted
                               else translate("EngineEvents", "Reply finished"))
        self.session = session
        self.chat.set_messages(session.messages, versions=session.version_positions())
        self._status("")
        self.sidebar.refresh()
        self._update_enabled()
        self._focus_after_reply()

    def _on_request_started(self, _e: ev.RequestStarted) -> None:
        self.composer.set_generating(self.model_info is not None)
        self._update_enabled()

    def _on_request_ended(self, _e: ev.RequestEnded) -> None:
        self.composer.set_generating(False)
        self.send_state.request_ended(self.controller.busy)
        if not self.controller.busy and self.progress.isVisible():  # a request that ended in a bug
            self.progress.hide()
            self._status("")
            if self.picker is not None and self.picker.loading:
                self.picker.failed(translate("EngineEvents", "Loading stopped because of an error in Emberly (see the report)."))
        self._update_enabled()

    def _on_failed(self, message: str) -> None:
        self._switching = False
        self.progress.hide()
        self._status("")
        given = self.send_state.failed()
        if given is not None:  # e.g. a full disk: give the text back to send again
            if not self.composer.edit.toPlainText():
                self.composer.edit.setPlainText(given.text)
            self.composer.attachments.give_back(given.attachments, given.images)
        elif self.session is not None and self.session.messages and self.session.messages[-1].role == "user":
            # Saved, not answered (e.g. longer than the context): back in the composer to shorten;
            # sending it again replaces it.
            if not self.composer.edit.toPlainText():
                self.composer.edit.setPlainText(self.session.messages[-1].text)
                self.send_state.unanswered(len(self.session.messages) - 1)
        if not self._closing:
            # open(), not exec(): an error from the engine thread must never block the event loop.
            box = QMessageBox(QMessageBox.Icon.Warning, "Emberly", say(message), QMessageBox.StandardButton.Ok, self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    def _on_warning(self, message: str) -> None:
        self.announcer.say(message)
        self._status(message, 8000)
        self.banner.show_message(message, "warning")
