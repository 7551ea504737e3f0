"""Documents a user attaches to a message, turned into text (no Qt, no network).

`extract(path)` reads one file (text, Markdown, code, HTML, CSV, JSON, PDF, DOCX) as input that
anything may have written: bounded in size, regular files only, parsed from the bytes it hashed,
every failure one `DocumentError` whose message names the file and the reason."""

from __future__ import annotations

from .extract import extract
from .result import LIMITS, DocumentError, Extracted, ExtractionCancelled, Kind, Limits

__all__ = ["LIMITS", "DocumentError", "Extracted", "ExtractionCancelled", "Kind", "Limits", "extract"]
