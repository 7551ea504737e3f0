"""Documents too long for the context: the passages that answer the message go instead.

A message's documents go into the prompt whole when they fit beside the conversation and the
reply. When they do not, each is indexed once (app.documents.library, keyed by its text's hash,
in `<data>/attachments/index.sqlite`) and the passages the message's words find (BM25; vectors
join when an embedding model is set) fill the room there is, in the order they rank. The chosen
passages are saved with the message, so its prompt never changes afterwards: the next turn, a
restart or a reopen reads the same tokens, and the cache that holds them stays valid.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ..documents.library import Library
from .attachments import INDEX, Attachment, AttachmentStore, Passage
from .meaning import Meaning

WHOLE_SHARE = 0.9  # documents go whole when the prompt then fills at most this much of the context
PASSAGE_SHARE = 0.8  # of the room left, for passages (the estimate may be short)
MAX_HITS = 64
MAX_FOUND = 8  # passages a message carries from its libraries and the web


def found_cost(n_bytes: int) -> int:
    """A found passage's tokens in the prompt, its block's tags and source included (high side)."""
    return estimate_tokens(n_bytes) + 24


def estimate_tokens(text_bytes: int) -> int:
    """Tokens from UTF-8 bytes, on the high side: English runs ~4 bytes a token, CJK ~3."""
    return text_bytes // 3 + 1


def fits_whole(attachments: Sequence[Attachment], used: int, reserve: int, n_ctx: int) -> bool:
    """Whether the documents go whole: `used` tokens are the conversation and the message."""
    documents = sum(estimate_tokens(a.n_chars) for a in attachments)  # characters as bytes: low for CJK
    return used + documents + reserve <= n_ctx * WHOLE_SHARE


def index_path(store: AttachmentStore) -> Path:
    return store.dir / INDEX


def choose_passages(store: AttachmentStore, attachments: Sequence[Attachment], question: str, used: int,
                    reserve: int, n_ctx: int, meaning: Meaning | None = None) -> list[Passage]:
    """The passages of `attachments` that best answer `question`, as many as the room left holds
    (none when the documents fit whole). Raises AttachmentMissing for a document not in the store."""
    if not attachments or fits_whole(attachments, used, reserve, n_ctx):
        return []
    budget = int((n_ctx - reserve - used) * PASSAGE_SHARE)
    texts = {att.sha256: store.text(att) for att in attachments}
    meaning = meaning or Meaning(None, question)
    with Library(index_path(store), embedder_id=meaning.id) as index:
        for att in attachments:
            index.index_text(att.sha256, att.name, texts[att.sha256], att.page_starts,
                             meaning.embed if meaning.embedder is not None else None)
        keys = [a.sha256 for a in attachments]
        hits = index.search(question, k=MAX_HITS, query_vector=meaning.vector_for(index), within=keys)
        if not hits:  # no word in common: the documents' beginnings
            hits = [h for key in keys for h in index.first_chunks(key, 8)]
    chosen: list[Passage] = []
    total = 0
    for hit in hits:
        cost = estimate_tokens(len(hit.text.encode("utf-8"))) + 16  # and its block's tags
        if total + cost > budget:
            continue  # a shorter one further down may still fit
        line = texts[hit.path].count("\n", 0, hit.start) + 1
        chosen.append(Passage(hit.path, hit.start, hit.end, hit.page, hit.heading, line))
        total += cost
    return chosen
