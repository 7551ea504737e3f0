"""What the core says to people, translatable without Qt.

`translate(context, text)` marks `text` for the translators (pyside6-lupdate reads calls by that
name in all of app/, as in app/ui) and returns `Words`: the English text itself, a `str`, so logs,
API errors, saved files and tests read it as before, that also keeps its context, its source and
the values put in it. The window says it in the interface's language (app.ui.i18n.say).

Values go in with `.format(name=value)` after the call (lupdate skips a call with keyword
arguments); a value that is itself `Words`, or an error raised with `Words`, is said in the
language too, and a count put in as `grouped(n)` in the locale's digits. No plurals here: a
sentence needing one is written as two messages.
"""

from __future__ import annotations

from typing import Any


class Words(str):
    """English text that remembers how to be said in another language."""

    context: str
    source: str
    values: dict[str, Any]

    def __new__(cls, text: str, context: str = "", source: str | None = None,
                values: dict[str, Any] | None = None) -> Words:
        self = super().__new__(cls, text)
        self.context, self.source, self.values = context, text if source is None else source, values or {}
        return self

    def format(self, *args: object, **values: object) -> Words:
        if args:
            raise TypeError("Words take their values by name")
        kept = {k: of(v) if isinstance(v, BaseException) else v for k, v in values.items()}
        return Words(self.source.format(**kept), self.context, self.source, kept)


class Number(str):
    """A count as English writes it ("1,234"), which the window writes in its locale ("1.234",
    "١٬٢٣٤")."""

    value: int

    def __new__(cls, value: int) -> Number:
        self = super().__new__(cls, f"{value:,}")
        self.value = value
        return self

    def __reduce__(self) -> tuple[type[Number], tuple[int]]:  # made again from its value, not its text
        return Number, (self.value,)


def grouped(value: int) -> Number:
    return Number(value)


def translate(context: str, text: str) -> Words:  # the name pyside6-lupdate looks for
    return Words(text, context)


def of(error: BaseException) -> str:
    """What `error` says: its `Words` when it was raised with them (str(error) drops them)."""
    said = error.args[0] if len(error.args) == 1 else None
    return said if isinstance(said, Words) else str(error)
