"""From sampled tokens' bytes to the text a reply shows: pure, no model.

A token can end in the middle of a UTF-8 character, and the text can be the start of a stop
string that the next tokens complete. So bytes go in, and only text that is whole and cannot
become part of a stop string comes out; the rest is held back until the next piece decides.
"""

from __future__ import annotations

import codecs
from collections.abc import Sequence


class TextStream:
    def __init__(self, stop_strings: Sequence[str] = ()):
        self.stop_strings = [s for s in stop_strings if s]
        self._utf8 = codecs.getincrementaldecoder("utf-8")("replace")
        self._held = ""  # decoded text that might begin a stop string
        self.stopped = False  # a stop string was found: the text before it has been given out

    def feed(self, data: bytes) -> str:
        """The text that is now safe to show (possibly ""). Nothing more after a stop string."""
        if self.stopped:
            return ""
        self._held += self._utf8.decode(data)
        return self._release(final=False)

    def finish(self) -> str:
        """What was held back, once no more bytes will come (a partial character becomes U+FFFD)."""
        if self.stopped:
            return ""
        self._held += self._utf8.decode(b"", final=True)
        return self._release(final=True)

    def _release(self, final: bool) -> str:
        held = self._held
        cut = find_stop(held, self.stop_strings)
        # From here on the text could still begin a stop string that later bytes complete.
        undecided = len(held) if final else len(held) - stop_prefix_len(held, self.stop_strings)
        if cut is not None and cut <= undecided:  # no stop string that starts earlier can still appear
            self.stopped, self._held = True, ""
            return held[:cut]
        self._held = held[undecided:]
        return held[:undecided]


def find_stop(text: str, stops: Sequence[str]) -> int | None:
    """Where the first stop string in `text` begins, if any."""
    hits = [i for s in stops if s and (i := text.find(s)) >= 0]
    return min(hits) if hits else None


def stop_prefix_len(text: str, stops: Sequence[str]) -> int:
    """Length of the longest tail of `text` that could begin a stop string."""
    best = 0
    for s in stops:
        for k in range(min(len(s) - 1, len(text)), best, -1):
            if s.startswith(text[-k:]):
                best = k
                break
    return best
