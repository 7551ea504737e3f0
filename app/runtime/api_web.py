"""The web for an API client that asks for it (OpenAI's `web_search_options`), where the user
lets the server's clients use the web (Settings ▸ Local API server): the last user message is
searched for with Settings ▸ Web's provider, and the passages that answer it go into its prompt,
found as for a message sent with the window's Web button (app/sessions/web_found.py).

Read once: a client sends its whole conversation each turn, without the passages (it never saw
them). The passages each message had are kept by the conversation up to it (`<data>/web/
api-found.json`, their texts in the attachment store), so the same message in a later request
gets the same prompt back, its cache is found in the prefix cache, and nothing is searched or
read again, in this process or after a restart.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from ..atomic import replacing, write_synced
from ..records import RecordError, load_record
from ..sessions.attachments import Found, document_block, found_from
from ..sessions.errors import StoreError
from . import requests as rq

if TYPE_CHECKING:
    from ..sessions.runner import ChatRunner

log = logging.getLogger("emberly.server")

# web_search_options' search_context_size: the share of the context the passages may take.
ROOM = {"low": 0.1, "medium": 0.2, "high": 0.3}
KEPT = 512  # conversations' messages remembered with their passages; the oldest go first
FILE = Path("web") / "api-found.json"
# Numbered, unlike a chat's passages (whose sources the window lists): a client has only the
# reply's "[n]" to place the pages it cites (app/server/citations.py).
NOTE = "Passages found on the web for this message (cite one as [n] where the answer uses it):\n\n"


def with_web(runner: ChatRunner, r: rq.ApiChat, n_ctx: int) -> tuple[rq.ApiChat, tuple[tuple[str, str], ...]]:
    """`r` with each user message's passages in its text, its last one searched for first if it
    is new; and the last one's sources, (title, address) each: "[n]" in the reply cites the nth
    (app/server/citations.py)."""
    assert runner.web is not None  # checked by the caller
    path = runner.store.root / FILE
    kept = _read(path)
    pairs = list(r.messages)
    found: list[Found] | None = None
    for i, (role, text) in enumerate(r.messages):
        if role != "user":
            continue
        key = _key(r.messages[: i + 1])
        found = kept.get(key)
        if found is None and i == len(r.messages) - 1:
            from ..sessions.web_found import find_on_web

            notes: list[str] = []
            found = find_on_web(runner.web, text, int(n_ctx * ROOM[r.web]), runner.store.attachments, notes)
            for note in notes:
                log.info("web search for a client: %s", note)
            kept[key] = found
            _write(path, kept)
        if found:
            pairs[i] = (role, NOTE + "".join(document_block(f"[{n}] {f.library}: {f.source()}", runner.document_text(f.text_ref()))
                                             for n, f in enumerate(found, 1)) + text)
    last = found if r.messages[-1][0] == "user" and found else []
    return replace(r, messages=tuple(pairs)), tuple((f.name, f.path) for f in last)


def _key(pairs: Sequence[tuple[str, str]]) -> str:
    return hashlib.sha256(json.dumps(pairs, ensure_ascii=False).encode()).hexdigest()


def _read(path: Path) -> dict[str, list[Found]]:
    """The kept passages; a file that is missing or damaged is an empty record (a later turn is
    then searched for anew, read once more)."""
    try:
        value = load_record(path, "the web passages of API conversations")
    except FileNotFoundError:
        return {}
    except (RecordError, OSError) as e:
        log.warning("%s", e)
        return {}
    if not isinstance(value, dict):
        return {}
    return {k: found_from(v) for k, v in list(value.items())[-KEPT:] if isinstance(k, str) and len(k) == 64}


def _write(path: Path, kept: dict[str, list[Found]]) -> None:
    data = json.dumps({k: [f.to_dict() for f in v] for k, v in list(kept.items())[-KEPT:]}).encode()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with replacing(path) as tmp:
            write_synced(tmp, data)
    except (OSError, StoreError) as e:  # the reply still goes; a later turn is read again
        log.warning("the web passages of API conversations were not saved: %s", e)
