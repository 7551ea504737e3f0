"""The embedding model the user chose (Settings), shared by the libraries' indexer and the chats'
searches: loaded on first use, used by one thread at a time (a search waits at most for the batch
the indexer is embedding), and said once when it cannot be used, after which search goes on by
keywords alone.

`id` names the model in every index whose vectors it made (app.documents.library keeps it): a
different model's vectors are dropped and made again, so a question is never compared with
vectors of another space.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ...words import translate
from ..errors import EngineError

if TYPE_CHECKING:
    import numpy as np

    from .embedder import Embedder

N_CTX = 2048  # tokens per batch (an encoder holds a whole batch in one ubatch)
N_SEQ_MAX = 16  # texts per batch
# Models trained with a task prefix on each side (their model cards' own words): a file whose name
# has the key gets them; (query, document).
PREFIXES = {
    "nomic-embed": ("search_query: ", "search_document: "),
    "embeddinggemma": ("task: search result | query: ", "title: none | text: "),
}


class SharedEmbedder:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        try:
            size = self.path.stat().st_size
        except OSError:
            size = 0
        self.id = f"{self.path.name}:{size}"
        self.name = self.path.name
        self.query_prefix, self.document_prefix = next(
            (pair for key, pair in PREFIXES.items() if key in self.name.lower()), ("", ""))
        self.error = ""  # why it cannot be used ("" while it can)
        self._lock = threading.Lock()
        self._embedder: Embedder | None = None
        self._closed = False

    @property
    def usable(self) -> bool:
        return not self.error and not self._closed

    def embed(self, texts: Sequence[str], cancelled: Callable[[], bool] | None = None, query: bool = False) -> np.ndarray:
        """L2-normalised rows, one per passage (or question, `query`). Raises EngineError (the
        model failed to load: `error` says why from then on) or EmbeddingCancelled."""
        prefix = self.query_prefix if query else self.document_prefix
        with self._lock:
            return self._loaded().embed([prefix + t for t in texts] if prefix else texts, cancelled)

    def embed_tokens(self, token_lists: Sequence[Sequence[int]]) -> np.ndarray:
        """Rows for token ids of this model (no task prefix: the caller chose the tokens)."""
        with self._lock:
            return self._loaded().embed_tokens(token_lists)

    def count_tokens(self, text: str) -> int:
        with self._lock:
            return self._loaded().count_tokens(text)

    def embed_query(self, text: str) -> np.ndarray | None:
        """A question's vector, or None when the model cannot be used (search goes by keywords)."""
        if not self.usable:
            return None
        try:
            vector: np.ndarray = self.embed([text], query=True)[0]
        except EngineError:
            return None
        return vector

    def _loaded(self) -> Embedder:
        if self._closed:
            raise EngineError(translate("Embedder", "The embedding model was closed."))
        if self.error:
            raise EngineError(self.error)
        if self._embedder is None:
            from ..startup.safe_start import RunPath, recorded
            from .embedder import Embedder  # llama.cpp: on first use, off the window's start

            # The start-up probe's way for this machine; before it has decided (the chat model
            # still loading), the safe CPU path: an in-process load has no probe of its own.
            decision = recorded()
            run_path = decision.path if decision is not None else RunPath(use_extra_bufts=False, max_gpu_layers=0)
            try:
                self._embedder = Embedder(self.path, n_ctx=N_CTX, n_batch=N_CTX, n_seq_max=N_SEQ_MAX, run_path=run_path)
            except EngineError as e:
                self.error = translate("Embedder", "The embedding model {name} cannot be used: {error}").format(
                    name=self.name, error=e)
                raise EngineError(self.error) from e
        return self._embedder

    def close(self) -> None:
        """Free the model once no thread is using it; later calls raise EngineError."""
        with self._lock:
            self._closed = True
            if self._embedder is not None:
                self._embedder.close()
                self._embedder = None
