"""The sessions layer's errors, apart so that the store, the attachments and the model share them."""

from __future__ import annotations

from ..errors import AppError


class StoreError(AppError):
    """A session could not be read or written; the message says which and why."""


class AttachmentMissing(StoreError):
    """An attached document's text is not in the store, or is not the text its name hashes (it
    was altered or damaged): the message names the file and says which."""


class SchemaError(ValueError):
    """A session file this version of Emberly cannot read."""
