"""Search by meaning for one message: the embedding model the user chose (if any), the message's
vector made once for every index it searches, and whether any search used it (the reply's
citations say "found by meaning and keywords" then, "by keywords" when BM25 served alone)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..engine.errors import EngineError

if TYPE_CHECKING:
    import numpy as np

    from ..documents.library import Library
    from ..engine.local.shared_embedder import SharedEmbedder


class Meaning:
    def __init__(self, embedder: SharedEmbedder | None, question: str) -> None:
        self.embedder, self.question = embedder, question
        self.id = embedder.id if embedder is not None else ""  # what an index's vectors must come from
        self.used = False
        self._vector: np.ndarray | None = None
        self._tried = False

    def vector_for(self, index: Library) -> np.ndarray | None:
        """The question's vector when `index` holds vectors of this model (else None: keywords)."""
        if self.embedder is None or index.embedder_id != self.id:
            return None
        if not self._tried:
            self._tried = True
            self._vector = self.embedder.embed_query(self.question)
        self.used = self.used or self._vector is not None
        return self._vector

    def embed(self, texts: Sequence[str]) -> np.ndarray | None:
        """Vectors for a document indexed now; None when there is no usable model."""
        if self.embedder is None or not self.embedder.usable:
            return None
        try:
            return self.embedder.embed(texts)
        except EngineError:
            return None

    @property
    def searched(self) -> str:
        return "meaning and keywords" if self.used else "keywords"
