"""Where the window's send stands, as one Qt-free object: its phase, the model loads it waits for,
the message not yet known saved, the one to send again, the versions being written. The window's
actions and the engine loop's events move it only through the named transitions below; the
window reads it to draw (tests/ui/window/test_send_state.py drives it without Qt, and an
import-linter contract keeps Qt out of this module)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...runtime import Attachment, ImageRef


class Phase(Enum):
    IDLE = "idle"  # nothing asked of the model: the composer sends
    QUEUED = "queued"  # sent while the model loads: shown, and sent once the model and the chat are there
    SENT = "sent"  # a message sent; its reply has not begun
    REPLYING = "replying"  # a reply streams (one, or the first of Regenerate ×N's versions)


@dataclass(frozen=True)
class Sent:
    """A message sent and not yet known saved: given back to the composer if the send fails."""

    text: str
    before: int  # messages in the chat before it: once the chat holds more, it was saved
    attachments: tuple[Attachment, ...] = ()
    images: tuple[ImageRef, ...] = ()


class SendState:
    def __init__(self) -> None:
        self.phase = Phase.IDLE
        self.loads = 0  # model loads asked for and not yet ended (a send waits for them)
        self.queued: str | None = None  # the text of Phase.QUEUED
        self.unsaved: Sent | None = None
        # The row of a sent message saved but not answered (too long for the context): its text is
        # back in the composer, and sending it again replaces it instead of adding another.
        self.resend_row: int | None = None
        self.versions = 0  # Regenerate ×N: how many versions are being written (0: one reply)

    @property
    def replying(self) -> bool:
        return self.phase is Phase.REPLYING

    @property
    def loading(self) -> bool:
        return self.loads > 0

    # --- the model -----------------------------------------------------------------------------

    def load_asked(self) -> None:
        self.loads += 1

    def load_ended(self) -> None:
        """A load ended: loaded, failed or cancelled."""
        self.loads = max(self.loads - 1, 0)

    # --- the window's actions ------------------------------------------------------------------

    def queue(self, text: str) -> None:
        """Sent while the model loads, before a model or a chat is there."""
        self.queued, self.phase = text, Phase.QUEUED

    def take_queued(self) -> str | None:
        """The queued text, to send now that the model and the chat are there."""
        text, self.queued = self.queued, None
        if self.phase is Phase.QUEUED:
            self.phase = Phase.IDLE
        return text

    give_back_queued = take_queued  # the model did not come: the text goes back to the composer

    def take_resend_row(self) -> int | None:
        row, self.resend_row = self.resend_row, None
        return row

    def sent(self, message: Sent) -> None:
        self.unsaved, self.phase = message, Phase.SENT

    def writing_versions(self, n: int) -> None:
        """Regenerate ×N asked: n versions at once."""
        self.versions = n

    # --- the engine loop's events --------------------------------------------------------------

    def chat_changed(self) -> None:
        """Another chat is open: the row to send again was the last chat's."""
        self.resend_row = None

    def reply_started(self) -> None:
        self.phase = Phase.REPLYING

    def reply_finished(self, messages: int) -> None:
        """The reply is in the chat, which now holds `messages`; a message sent before it was saved
        if the chat grew past it (the runner drops one it could not save)."""
        self.versions = 0
        if self.unsaved is not None and messages > self.unsaved.before:
            self.unsaved = None
        self.phase = Phase.IDLE

    def request_ended(self, engine_busy: bool) -> None:
        """A request ended; `engine_busy`: others are still queued or running."""
        if self.phase is Phase.REPLYING or (self.phase is Phase.SENT and not engine_busy):
            self.phase = Phase.IDLE
        if not engine_busy:
            self.loads = 0  # nothing queued: no load is pending (one that ended in a bug says nothing)

    def failed(self) -> Sent | None:
        """A request failed: the message sent, if it was not saved, to give back to the composer."""
        given, self.unsaved = self.unsaved, None
        if given is not None and self.phase is Phase.SENT:
            self.phase = Phase.IDLE
        return given

    def unanswered(self, row: int) -> None:
        """The chat's last message, saved but not answered, is back in the composer to shorten."""
        self.resend_row = row
