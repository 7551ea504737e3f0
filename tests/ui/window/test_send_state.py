"""The window's send state, driven without Qt: each path a send takes, as the window's actions and
the engine loop's events move it (app/ui/window/send_state.py)."""

from __future__ import annotations

import subprocess
import sys

from app.ui.window.send_state import Phase, SendState, Sent


def test_a_send_goes_from_sent_to_replying_to_idle_and_is_saved_once_the_chat_grows() -> None:
    s = SendState()
    s.sent(Sent("hi", before=2))
    assert s.phase is Phase.SENT and not s.replying
    s.reply_started()
    assert s.replying
    s.reply_finished(messages=4)
    assert s.phase is Phase.IDLE and s.unsaved is None
    s.request_ended(engine_busy=False)
    assert s.phase is Phase.IDLE


def test_a_reply_the_runner_could_not_save_keeps_the_message_to_give_back() -> None:
    s = SendState()
    s.sent(Sent("hi", before=2))
    s.reply_finished(messages=2)  # the chat did not grow: the message was dropped
    assert s.unsaved == Sent("hi", before=2)
    assert s.failed() == Sent("hi", before=2)
    assert s.unsaved is None and s.failed() is None  # given back once


def test_a_failed_send_gives_its_text_and_files_back_and_is_idle() -> None:
    s = SendState()
    s.sent(Sent("long text", before=0, attachments=(), images=()))
    given = s.failed()
    assert given is not None and given.text == "long text"
    assert s.phase is Phase.IDLE


def test_a_message_sent_while_the_model_loads_waits_then_goes_once() -> None:
    s = SendState()
    s.load_asked()
    assert s.loading
    s.queue("hello")
    assert s.phase is Phase.QUEUED
    s.request_ended(engine_busy=True)  # an earlier request ended: still queued
    assert s.phase is Phase.QUEUED
    s.load_ended()
    assert not s.loading
    assert s.take_queued() == "hello"
    assert s.phase is Phase.IDLE and s.take_queued() is None


def test_a_load_that_never_came_gives_the_queued_text_back() -> None:
    s = SendState()
    s.load_asked()
    s.queue("hello")
    s.load_ended()
    assert s.give_back_queued() == "hello"
    assert s.phase is Phase.IDLE and s.queued is None


def test_loads_never_go_below_zero_and_an_idle_engine_has_none_pending() -> None:
    s = SendState()
    s.load_ended()
    assert s.loads == 0
    s.load_asked()
    s.load_asked()
    s.request_ended(engine_busy=True)
    assert s.loads == 2
    s.request_ended(engine_busy=False)  # a load that ended in a bug says nothing: none is pending
    assert s.loads == 0


def test_any_request_ending_ends_a_reply() -> None:
    s = SendState()
    s.reply_started()
    s.request_ended(engine_busy=True)
    assert not s.replying


def test_sent_waits_for_its_request_while_another_ends() -> None:
    s = SendState()
    s.sent(Sent("hi", before=0))
    s.request_ended(engine_busy=True)  # the open before it ended; the send is still queued
    assert s.phase is Phase.SENT
    s.request_ended(engine_busy=False)
    assert s.phase is Phase.IDLE


def test_the_row_to_send_again_is_taken_once_and_forgotten_with_its_chat() -> None:
    s = SendState()
    s.unanswered(3)
    assert s.take_resend_row() == 3 and s.take_resend_row() is None
    s.unanswered(5)
    s.chat_changed()
    assert s.resend_row is None


def test_versions_being_written_end_with_the_reply() -> None:
    s = SendState()
    s.writing_versions(3)
    s.reply_started()
    assert s.versions == 3
    s.reply_finished(messages=2)
    assert s.versions == 0


def test_the_module_imports_no_qt() -> None:
    code = "import sys, app.ui.window.send_state; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
