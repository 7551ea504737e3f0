"""The web's errors: each message is for the user (AppError)."""

from __future__ import annotations

from ..errors import AppError


class WebError(AppError):
    """A search or a page that could not be had, saying why."""


class Refused(WebError):
    """An address Emberly does not read: this computer, its network, or not the web at all."""
