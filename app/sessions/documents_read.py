"""Documents read once: a chat that begins with documents reads them through the prefix cache.

The prefix is the chat's prompt tokens up to the end of the first message's document blocks (the
system prompt, the template's opening, the documents): any chat that starts with the same system
prompt and the same documents, on the same model, has the same prefix whatever its question, so
the second such chat restores it (milliseconds) instead of reading it. Only the model on this computer
can (LocalChatEngine.read_prefix); on a server's this module does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.chat_engine import Cancelled, ChatEngine, LocalChatEngine, PrefillProgress, local_engine
from ..engine.files.prefix_cache import PrefixCache
from ..engine.local.engine_state import common_prefix
from .model import Session

# The prefix is found by tokenizing the rendered text up to the documents' end on its own: its
# last token or two may join what follows differently in the whole prompt (kept: the shared part).
_BOUNDARY_SLACK = 4
MIN_DOCUMENT_TOKENS = 64  # shorter than this, a read costs less than a file


@dataclass(frozen=True)
class DocumentsRead:
    """How the documents at a chat's start came to be in the cache, as a reply's stats keep it."""

    tokens: int  # the prefix: the documents and what comes before them
    restored: bool  # from the prefix cache (another chat read them), not read now
    seconds: float

    def to_dict(self) -> dict[str, Any]:
        return {"tokens": self.tokens, "restored": self.restored, "seconds": round(self.seconds, 4)}


def documents_prefix(engine: LocalChatEngine, session: Session, messages: list[dict[str, str]],
                     reserve: int) -> list[int] | None:
    """The prompt's tokens up to the end of the documents the chat's first message carries, or
    None: no documents there, too few tokens to be worth a file, or a conversation that will not
    fit whole (its oldest turns, the documents among them, are left out)."""
    first = next((i for i, m in enumerate(session.messages) if m.role == "user"), None)
    if first is None or not session.messages[first].attachments or session.messages[first].passages \
            or session.messages[first].found or session.messages[first].images:
        return None  # passages differ with every question (and images are spans, not text): nothing to share
    at = first + (len(messages) - len(session.messages))  # the system prompt comes first
    content = messages[at]["content"]
    documents = content[: len(content) - len(session.messages[first].text)]
    rendered = engine.render(messages)
    start = rendered.find(documents)
    if not documents or start < 0:  # a template that changes the text: nothing to key on
        return None
    whole = engine.prompt_tokens(rendered)
    if len(whole) + reserve >= engine.n_ctx:
        return None
    alone = engine.prompt_tokens(rendered[: start + len(documents)])
    shared = common_prefix(alone, whole)
    if shared < len(alone) - _BOUNDARY_SLACK or shared < MIN_DOCUMENT_TOKENS:
        return None
    return whole[:shared]


def read_documents(given: ChatEngine, session: Session, messages: list[dict[str, str]], cache: PrefixCache | None,
                   reserve: int, progress: PrefillProgress | None = None,
                   cancelled: Cancelled | None = None) -> DocumentsRead | None:
    """Before a reply (or a cold reopen) of a chat that begins with documents: leave the engine
    holding them, restored from `cache` or read and saved to it. None when there is nothing to
    do: no cache, an engine that cannot, no documents, or the engine holds them already (a chat
    going on: restoring would drop its later turns)."""
    engine = local_engine(given)
    if cache is None or engine is None:
        return None
    key = _key(engine, session)
    known = _KNOWN.get(key) if key is not None else None
    if known is not None and common_prefix(engine.tokens, known) == len(known):
        return None  # a chat going on: no render, no tokenizing of the whole conversation each turn
    prefix = documents_prefix(engine, session, messages, reserve)
    if prefix is not None and key is not None:
        if len(_KNOWN) >= 64:
            _KNOWN.clear()
        _KNOWN[key] = prefix
    if prefix is None or common_prefix(engine.tokens, prefix) == len(prefix):
        return None
    read = engine.read_prefix(prefix, cache, progress=progress, cancelled=cancelled)
    return None if read.stopped else DocumentsRead(read.n_tokens, read.restored, read.seconds)



# The documents' prefix of the chats seen lately, by what renders it: the engine (its template
# and tokenizer), the system prompt and the first message with its documents.
_KNOWN: dict[tuple[Any, ...], list[int]] = {}


def _key(engine: Any, session: Session) -> tuple[Any, ...] | None:
    first = next((m for m in session.messages if m.role == "user"), None)
    if first is None or not first.attachments:
        return None
    return (id(engine), engine.n_ctx, session.system_prompt, first.id, first.text,
            tuple(a.sha256 for a in first.attachments))
