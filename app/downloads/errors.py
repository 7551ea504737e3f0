"""The download error every layer raises (transfer, the queue, the models-folder checks in
`inside`): its own module so that `inside` can subclass it without an import cycle."""

from __future__ import annotations


class TransferError(Exception):
    """A download cannot go on by retrying; the message is for the user."""
