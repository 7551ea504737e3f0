"""Chats from other apps: ChatGPT, Claude, Open WebUI, LM Studio and Jan exports (a file, a zip or
a folder; the format told by the content, never by the name), read into conversation trees
(tree.py) for a preview, then imported as Emberly chats with every version. Each import is
remembered by the source's own id (`imported.json` in the data folder): importing the same
export again adds only what is new. Qt-free; the window runs it on a worker."""

from __future__ import annotations

import base64
import binascii
import contextlib
import gc
import json
import re
import zipfile
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path, PurePath
from typing import Any

from ...atomic import write_atomic
from ...records import RecordError, load_record
from ...words import grouped, translate
from ..attachments import Attachment
from ..errors import StoreError
from ..images import ImageRef
from ..model import SchemaError, Session
from ..store import SessionStore
from . import chatgpt, claude, jan, lmstudio, openwebui
from .shapes import describe, why_skipped
from .source import Source, UnreadableExport, open_source
from .tree import Conversation, Node, to_session

__all__ = ["Conversation", "Found", "UnreadableExport", "import_chats", "read_export"]
RECORD = "imported.json"
MAX_FILE = 64 << 20  # an attached document in an export (a PDF of a few hundred pages)
MAX_DATA_URL = 70 << 20  # a picture sent as a data: URL (base64 of at most ~50 MB)


@dataclass
class Found:
    """What an export holds, for the preview."""

    source: Source
    conversations: list[Conversation] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)  # its JSON documents in no known format
    skipped: list[tuple[Conversation, str]] = field(default_factory=list)  # chats with nothing to import, and why
    imported: set[str] = field(default_factory=set)  # keys of those imported before

    def close(self) -> None:
        self.source.close()


@contextlib.contextmanager
def _no_collector() -> Iterator[None]:
    """The cycle collector held off while an export's millions of objects are made: its full
    passes over them stop every thread, the window's too, for a tenth of a second at a time
    (JSON makes no cycles; what is left is collected after)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def read_export(path: Path, store: SessionStore) -> Found:
    """Read an export for its preview. Raises UnreadableExport (one line naming the file)."""
    with _no_collector():
        return _read_export(path, store)


def _read_export(path: Path, store: SessionStore) -> Found:
    source = open_source(Path(path))
    found = Found(source)
    said: list[str] = []  # what the documents Emberly cannot read are
    threads = {str(PurePath(name).parent): doc for name, doc in source.documents
               if PurePath(name).name == "thread.json" and isinstance(doc, dict)}
    for name, doc in source.documents:
        if PurePath(name).name == "thread.json" and name and str(PurePath(name).parent) in threads:
            continue
        convs = (chatgpt.read(doc) or claude.read(doc) or openwebui.read(doc) or lmstudio.read(doc, name)
                 or jan.read(doc, name, threads) or _emberly(doc, Path(path), name, source))
        if convs is None:
            found.unknown.append(name)
            described = describe(doc)
            if described is not None:
                it = translate("ChatImport", "it is {what}") if name == source.name else \
                    translate("ChatImport", "{name} is {what}")
                said.append(it.format(name=PurePath(name).name, what=described))
            continue
        for conv in convs:  # an empty chat is never made: it is listed as skipped, with the reason
            if conv.counts()[1]:
                found.conversations.append(conv)
            else:
                found.skipped.append((conv, why_skipped(conv)))
    if not found.conversations:
        source.close()
        raise UnreadableExport(_nothing(source.name, found, said))
    done = _record(store)
    found.imported = {c.key for c in found.conversations if c.key in done and store.exists(done[c.key])}
    return found


def _nothing(name: str, found: Found, said: list[str]) -> str:
    """One line: why an export gives no chat to import."""
    if found.skipped:
        n, why = len(found.skipped), found.skipped[0][1]
        line = translate("ChatImport", "{name}: its one chat has nothing to import ({why})") if n == 1 else \
            translate("ChatImport", "{name}: none of its {count} chats has anything to import (the first: {why})")
        return line.format(name=name, count=grouped(n), why=why)
    if said:
        return translate("ChatImport", "{name} holds no chats: {what}").format(name=name, what=said[0])
    return translate("ChatImport", "{name} holds no chats of Emberly, ChatGPT, Claude, Open WebUI, LM Studio or "
                     "Jan").format(name=name)


def import_chats(store: SessionStore, found: Found, chosen: Sequence[Conversation],
                 progress: Callable[[int, int], None] = lambda done, total: None,
                 cancelled: Callable[[], bool] = lambda: False) -> list[str]:
    """Import `chosen` (of `found`) as chats; returns their ids (those imported before are left
    out). A cancel stops between chats: what was imported stays, and is remembered."""
    record = _record(store)
    ids: list[str] = []
    try:
        with _no_collector():
            for i, conv in enumerate(chosen):
                if cancelled():
                    break
                if conv.key not in record or not store.exists(record[conv.key]):
                    session = _imported(store, found, conv)
                    record[conv.key] = session.id
                    ids.append(session.id)
                if i % 50 == 49:
                    _keep_record(store, record)
                progress(i + 1, len(chosen))
    finally:
        _keep_record(store, record)
    return ids


def _imported(store: SessionStore, found: Found, conv: Conversation) -> Session:
    if conv.payload is not None:  # Emberly's own: whole, with its documents, pictures and cache
        return store.import_json(conv.origin) if conv.origin is not None else store.import_data(conv.payload, conv.title)
    session = to_session(conv, lambda key: _image(store, found.source, key), lambda name, text: _document(store, name, text),
                         lambda name, key: _file(store, found.source, name, key))
    store.save(session, touch=False)
    return session


def _emberly(doc: Any, path: Path, name: str, source: Source) -> list[Conversation] | None:
    """An Emberly chat export (its documents and pictures in it): a file of its own, or one of
    many in a zip or folder (Export all chats)."""
    if not (isinstance(doc, dict) and "schema" in doc and "messages" in doc):
        return None
    try:
        session = Session.from_dict(doc)
    except (SchemaError, ValueError, TypeError, KeyError, RecursionError):
        return None
    nodes = [Node(m.id, m.parent, m.role, m.text, m.time) for m in session.all_messages()]
    current = session.messages[-1].id if session.messages else None
    alone = len(source.documents) == 1 and not path.is_dir() and source.documents[0][0] == name
    return [Conversation("emberly", session.id, session.title, session.created, session.updated, nodes, current,
                         payload=doc, origin=path if alone and not zipfile.is_zipfile(path) else None)]


def _image(store: SessionStore, source: Source, key: str) -> ImageRef | None:
    from ...engine.images import ImageError, decode_image

    if key.startswith("data:image/"):
        data = _data_url(key)
        name = "image"
    else:
        data = source.image(key)
        name = key
    if data is None:
        return None
    try:
        return store.images.put(decode_image(data, name), name)
    except (ImageError, StoreError):
        return None


def _data_url(url: str) -> bytes | None:
    head, _, body = url.partition(",")
    if ";base64" not in head or len(body) > MAX_DATA_URL:
        return None
    try:
        return base64.b64decode(body, validate=True)
    except (binascii.Error, ValueError):
        return None


def _document(store: SessionStore, name: str, text: str) -> Attachment | None:
    from ..attachments import display_name

    try:
        return Attachment(store.attachments.put_text(text), display_name(name), "text", None, len(text), ())
    except StoreError:
        return None


def _file(store: SessionStore, source: Source, name: str, key: str) -> Attachment | None:
    """A document the export holds (ChatGPT's `file-<id>-<name>`), read as an attached one is:
    from a private temporary copy named as the user named it (its kind is told by name and bytes)."""
    import tempfile

    from ...documents.extract import extract
    from ...documents.result import DocumentError
    from ..attachments import display_name

    data = source.read(key, MAX_FILE)
    if data is None:
        return None
    safe = re.sub(r"[^\w .,()-]", "_", name)[-120:].strip(" .") or "file"  # its end: the suffix its kind has
    with tempfile.TemporaryDirectory(prefix="emberly-import-") as folder:
        try:
            path = Path(folder) / safe
            path.write_bytes(data)
            extracted = extract(path)
            return store.attachments.put(replace(extracted, name=display_name(name)))
        except (DocumentError, StoreError, OSError):
            return None


def _record(store: SessionStore) -> dict[str, str]:
    try:
        data: Any = load_record(store.root / RECORD, "The record of imported chats", 64 << 20)
    except (FileNotFoundError, RecordError):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)} if isinstance(data, dict) else {}


def _keep_record(store: SessionStore, record: dict[str, str]) -> None:
    try:
        write_atomic(store.root / RECORD, json.dumps(record, ensure_ascii=False).encode("utf-8"))
    except OSError as e:
        raise StoreError(translate("ChatImport", "The chats are imported, but the record of what was imported could "
                                   "not be kept: {error}").format(error=e)) from e
