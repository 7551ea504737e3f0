"""The one family of errors Emberly raises on purpose.

An `AppError`'s message is written for the person using the app (what went wrong, and what to do)
and is shown as it is. Any other exception that reaches the top of a request is a bug: it is
logged with its traceback and shown through the crash dialog.
"""

from __future__ import annotations


class AppError(Exception):
    """Base of the engine's, the store's and the runner's errors."""
