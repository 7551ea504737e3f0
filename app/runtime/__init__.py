"""The engine loop: one Qt-free thread that owns the engines and the open chat, and runs typed
requests (`requests`) from one or more producers by priority, reporting typed events (`events`).
The window (`app.ui.engine_controller`), the terminal (`app.cli`) and the tests drive it alike."""

from __future__ import annotations

from .loop import API, WINDOW, EngineLoop, Producer

__all__ = ["API", "WINDOW", "EngineLoop", "Producer"]
