"""The loaded model's file, watched: llama.cpp reads the weights through a map of it, so a file
cut short under a running engine kills the app (SIGBUS) at the next decode. Apart from engine.py:
one concern with its own state, checked before every decode (`_begin`)."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from ...words import translate
from ..errors import ModelFileChanged
from .engine_state import EngineState

log = logging.getLogger("emberly.engine")


class ModelFileWatch(EngineState):
    def _watch_model_file(self) -> None:
        """Remember the file as it was loaded: what `_check_model_file` compares with."""
        st = os.stat(self.info.path)
        self._model_file = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)
        self._model_file_moved = False

    def _check_model_file(self) -> None:
        """Before every decode: llama.cpp reads the weights through a map of the file, and pages of
        a file cut short under it raise SIGBUS, which kills the app. A file renamed over or deleted
        is harmless (the map keeps the loaded one alive; Windows refuses both while it is mapped);
        one written in place (same inode, new size or time) is not used again."""
        try:
            st = os.stat(self.info.path)
        except OSError:
            now = None  # deleted or moved away
        else:
            now = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)
        loaded = self._model_file
        if now is not None and now[:2] == loaded[:2] and now != loaded:
            raise ModelFileChanged(translate(
                "Engine", "The model file {name} was changed on disk while it was loaded. Load it again to go on "
                "(nothing of the chat is lost).").format(name=Path(self.info.path).name))
        if now != loaded and not self._model_file_moved:
            self._model_file_moved = True
            log.warning("The model file %s was replaced or removed on disk; the loaded copy stays in use "
                        "until a model is loaded again.", self.info.path)
