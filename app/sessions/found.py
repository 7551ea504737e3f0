"""Passages from the chat's libraries: a search for each message, kept with it.

A chat may have libraries attached (`Session.libraries`: folders the indexer keeps in
app.documents.libraries). Each message the user sends is searched for in them; the best passages
that fit a share of the context go into its prompt, before its own documents, and are saved with
it (their texts in the attachment store by hash), so the prompt never changes afterwards and the
cache that holds it stays valid, whatever later happens to the files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..documents.libraries import Libraries
from ..documents.library import Hit
from ..documents.result import DocumentError
from ..words import translate
from .attachments import Attachment, AttachmentStore, Found
from .errors import StoreError
from .meaning import Meaning
from .model import Message
from .passages import MAX_FOUND, choose_passages, found_cost
from .web_found import WebSearch, find_on_web

if TYPE_CHECKING:
    from ..engine.local.shared_embedder import SharedEmbedder
    from .store import SessionStore

FOUND_SHARE = 0.25  # of the context, at most, for library passages


def found_room(n_ctx: int, reserve: int, used: int, documents: bool) -> int:
    """Tokens for library passages: a share of the context, and of the room left (half of it
    when the message brings documents of its own, which come next)."""
    return max(0, min(int(n_ctx * FOUND_SHARE), int((n_ctx - reserve - used) * (0.4 if documents else 0.8))))


def find_in_libraries(data_dir: Path, library_ids: list[str], question: str, room: int,
                      store: AttachmentStore, notes: list[str], meaning: Meaning | None = None) -> list[Found]:
    """The passages of the libraries `library_ids` that best answer `question`, as many as
    `room` tokens hold, their texts put in `store`. A library that was removed leaves the list
    (said once, in `notes`); one that cannot be read is a line there, and the others still serve."""
    libraries = Libraries(data_dir)
    listed = {info.id: info for info in libraries.all()}  # the list read once, not once per library
    hits: list[tuple[float, str, Hit]] = []
    for library_id in list(library_ids):
        info = listed.get(library_id)
        if info is None:
            library_ids.remove(library_id)
            notes.append(translate("LibrarySearch", "A library this chat searched was removed; the others are still "
                                   "searched."))
            continue
        try:
            with libraries.open(info.id, reader=True) as index:
                vector = meaning.vector_for(index) if meaning is not None else None
                hits += [(hit.score, info.name, hit) for hit in index.search(question, k=MAX_FOUND * 2, query_vector=vector)]
        except DocumentError as e:
            notes.append(translate("LibrarySearch", "The library {name} cannot be searched: {error}")
                         .format(name=info.name, error=e))
    found: list[Found] = []
    used = 0
    for _, library, hit in sorted(hits, key=lambda h: -h[0]):
        cost = found_cost(len(hit.text.encode("utf-8")))
        if used + cost > room:
            continue  # a shorter one further down may still fit
        try:
            sha = store.put_text(hit.text)
        except StoreError as e:
            notes.append(translate("LibrarySearch", "Passages from your libraries are left out: {error}")
                         .format(error=e))
            return found
        found.append(Found(sha, hit.name, len(hit.text), library, hit.path, hit.start, hit.end, hit.page, hit.heading))
        used += cost
        if len(found) == MAX_FOUND:
            break
    return found


def user_message(store: SessionStore, library_ids: list[str], text: str, documents: list[Attachment],
                 n_cached: int, n_ctx: int, reserve: int, notes: list[str], embedder: SharedEmbedder | None = None,
                 web: WebSearch | None = None, fresh: bool = False) -> Message:
    """The user's message as sent: what the chat's libraries found for it, what the web found
    (`web`: the message was sent with Web on), and the passages that go instead of its documents
    when they are too long to go whole (passages.py). `n_cached`: the conversation's tokens;
    `reserve`: the reply's; `fresh`: the web's pages read again."""
    used, meaning = n_cached + len(text.encode()) // 3, Meaning(embedder, text)
    room = found_room(n_ctx, reserve, used, bool(documents))
    found = find_in_libraries(store.root, library_ids, text, room, store.attachments, notes, meaning) if library_ids else []
    spent = sum(found_cost(f.n_chars) for f in found)
    if web is not None:
        found += find_on_web(web, text, room - spent, store.attachments, notes, fresh)
    used += sum(found_cost(f.n_chars) for f in found)
    passages = choose_passages(store.attachments, documents, text, used, reserve, n_ctx, meaning)
    return Message("user", text, attachments=documents, passages=passages, found=found,
                   searched=meaning.searched if found or passages else "")
