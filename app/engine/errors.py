"""Typed, human-readable engine errors.

Every message is written for the person using the app: it says what is wrong and, where it can,
what to do. Callers catch the family they care about (`ModelLoadError`, `StateFileError`).
"""

from __future__ import annotations

from ..errors import AppError


class EngineError(AppError):
    """Base of every error the engine raises on purpose."""


# --- model files -------------------------------------------------------------------------------


class ModelLoadError(EngineError):
    """A model could not be inspected or loaded; the engine holds no model afterwards."""


class ModelFileMissing(ModelLoadError):
    pass


class NotAGGUFFile(ModelLoadError):
    pass


class TruncatedModelFile(ModelLoadError):
    pass


class UnsupportedArchitecture(ModelLoadError):
    pass


class NotEnoughMemory(ModelLoadError):
    pass


class LoadCancelled(ModelLoadError):
    pass


class EngineWontRun(ModelLoadError):
    """llama.cpp crashed in the start-up probe on every path (see `safe_start`)."""


# --- generation ---------------------------------------------------------------------------------


class TemplateError(EngineError):
    """The chat template failed to render (a broken or hostile template)."""


class ModelFileChanged(EngineError):
    """The loaded model file was written over in place: its mapped pages may be gone."""


class ContextOverflow(EngineError):
    """A single message does not fit in the context even after dropping older turns."""


class ProjectorError(EngineError):
    """A vision projector (mmproj) that cannot be used with this model, or an image it could not read."""


class DecodeError(EngineError):
    """llama_decode failed for a reason other than a requested stop."""


class EngineBusy(EngineError):
    """A second request arrived while a reply was still streaming."""


# --- state files --------------------------------------------------------------------------------


class StateFileError(EngineError):
    """A KV state file was refused; nothing was loaded and the engine is unchanged."""


class StateFileMissing(StateFileError):
    pass


class StateSidecarMissing(StateFileError):
    pass


class StateSidecarCorrupt(StateFileError):
    pass


class StateFingerprintMismatch(StateFileError):
    """The file was written for another model, build or context configuration."""

    def __init__(self, message: str, fields: list[str]):
        super().__init__(message)
        self.fields = fields


class StateChecksumMismatch(StateFileError):
    pass


class StateFileCorrupt(StateFileError):
    """The bytes passed the checksum but llama.cpp (or our header check) rejected them."""


class StateWriteError(StateFileError):
    """Saving failed (disk full, read-only folder); the previous files are untouched."""
