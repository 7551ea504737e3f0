"""Every chat in one zip (File ▸ Export all chats…), on a worker: a web page, a Markdown file (with
every version) or an Emberly JSON file per chat, named by its title and date. Written beside the
destination and moved there whole. No Qt."""

from __future__ import annotations

import re
import time
import zipfile
from pathlib import Path

from ...atomic import replacing
from ...runtime import SessionStore, StoreError, to_markdown
from ..chat.export import to_html


def export_all(store: SessionStore, dest: Path, kind: str, ids: list[str] | None = None) -> int:
    """Write the zip of every chat (of those `ids`); returns how many it holds (a chat that
    cannot be read is left out)."""
    names: set[str] = set()
    n = 0
    with replacing(dest) as tmp, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        for sid in ids if ids is not None else [s.id for s in store.list()]:
            try:
                session = store.load(sid)
            except StoreError:
                continue
            stem = _name(session.title, session.created, names)
            if kind == "md":
                z.writestr(f"{stem}.md", to_markdown(session, all_versions=True))
            elif kind == "json":
                z.writestr(f"{stem}.json", store.exported(session))
            else:
                z.writestr(f"{stem}.html", to_html(session, store.images.png_of))
            n += 1
    return n


def _name(title: str, created: float, taken: set[str]) -> str:
    """A file name for the chat: its date and title, once in the zip."""
    safe = re.sub(r"[^\w .,()-]+", "_", title).strip(" ._")[:80] or "chat"
    stem = f"{time.strftime('%Y-%m-%d', time.localtime(created))} {safe}"
    name, k = stem, 2
    while name.lower() in taken:
        name, k = f"{stem} ({k})", k + 1
    taken.add(name.lower())
    return name
