"""Emberly's own JSON export of a chat and its import: the transcript with its documents' texts
and images, whole by itself, and optionally the chat's KV cache beside it (`<name>.cache`), so
that the import opens warm on the same model. An import may be anything: it is read within
bounds, checked, and refused with one line (StoreError). A part of SessionStore (a mixin).
"""

from __future__ import annotations

import builtins
import json
import uuid
from pathlib import Path
from typing import Any

from ..atomic import copy_atomic, write_atomic
from ..json_census import Census
from ..records import read_export_file
from ..words import Words, of, translate
from .attachments import embedded_texts, text_sha256
from .errors import StoreError
from .export_text import to_markdown
from .images import embedded_images, exported_images
from .kv_caches import kv_files
from .model import SchemaError, Session
from .store_state import MAX_IMPORT_BYTES, SESSION_ID, StoreState

CACHE_FILES = ("chat.state", "chat.state.json", "chat.state.extras")  # an export's cache, as kv_files
NOT_AN_EXPORT = translate("ChatExport", "{name} is not an Emberly chat export: {why}")


class ChatExports(StoreState):
    def export_json(self, session_id: str, dest: Path, with_cache: bool = False) -> None:
        """The transcript with its documents' texts (`"attachments": {sha256: text}`): the export
        is whole by itself. A text missing from the store is left out (the import says so).
        `with_cache`: the chat's KV state files too, in a folder beside it (`cache_folder`), so
        that the import opens warm on the same model (the engine checks them as any cache)."""
        write_atomic(Path(dest), self.exported(self.load(session_id)))
        kv = self.kv_path(session_id)
        if with_cache and kv.is_file():
            folder = cache_folder(Path(dest))
            folder.mkdir(exist_ok=True)
            for name, src in zip(CACHE_FILES, kv_files(kv), strict=True):
                if src.is_file():
                    copy_atomic(src, folder / name)

    def exported(self, session: Session) -> bytes:
        """The Emberly JSON export of `session`: its transcript with its documents' texts and images."""
        d = session.to_dict()
        d["attachments"] = embedded_texts(session.attachment_ids(), self.attachments)
        d["images"] = embedded_images(session.image_ids(), self.images)
        return json.dumps(d, ensure_ascii=False, indent=1).encode("utf-8")

    def export_markdown(self, session_id: str, dest: Path, all_versions: bool = False) -> None:
        write_atomic(Path(dest), to_markdown(self.load(session_id), all_versions).encode("utf-8"))

    def import_json(self, src: Path) -> Session:
        """Import an exported chat. It gets a new id if that id is taken; it opens cold (warm when
        the export has its cache beside it). The file may be anything: what does not fit is
        refused with one line (StoreError), or dropped."""
        name = Path(src).name
        try:
            data = json.loads(_read_export(Path(src)))
        except (OSError, ValueError, RecursionError) as e:  # RecursionError: nested too deeply
            raise StoreError(NOT_AN_EXPORT.format(name=name, why=_why(e))) from e
        session = self.import_data(data, name)
        self._import_cache(cache_folder(Path(src)), session.id)
        return session

    def import_data(self, data: Any, name: str) -> Session:
        """Import an export's parsed JSON (`name`: the file it came from, for messages)."""
        try:
            session = Session.from_dict(data)
            texts = _attachment_texts(data.get("attachments"), session.attachment_ids())
            images = exported_images(data.get("images"), session.image_ids())
        except (ValueError, SchemaError, RecursionError) as e:
            raise StoreError(NOT_AN_EXPORT.format(name=name, why=_why(e))) from e
        for text in texts:  # before the transcript: a chat is never saved without what it attaches
            self.attachments.put_text(text)
        for decode in images:  # one at a time, each checked against its hash
            try:
                self.images.put(decode(), "image")
            except ValueError as e:
                raise StoreError(NOT_AN_EXPORT.format(name=name, why=e)) from e
        if not SESSION_ID.match(session.id) or self.exists(session.id):
            session.id = uuid.uuid4().hex
        session.kv_record = {}
        session.provider = None  # a server another machine used: never contacted because a file says so
        self.save(session, touch=False)
        return session

    def _import_cache(self, folder: Path, session_id: str) -> None:
        """An export's cache files, if it has them (best effort: the engine refuses a foreign or
        damaged one on open, which then re-reads the chat and says why)."""
        files = [folder / name for name in CACHE_FILES]
        if not (files[0].is_file() and files[1].is_file()):
            return
        try:
            for src, dst in zip(files, kv_files(self.kv_path(session_id)), strict=True):
                if src.is_file():
                    copy_atomic(src, dst)
        except OSError:
            self.delete_kv(session_id)


def _read_export(src: Path) -> bytes:
    """The bytes of a file to import: a regular file only (not a FIFO, which would block, nor a
    device such as /dev/zero, which never ends), never more than MAX_IMPORT_BYTES of it, and
    past the census (json_census.py) before json.loads builds anything: 256 MB of empty arrays
    would build ~6.7 GB, and a file of zeros is refused at its first chunk. Raises ValueError."""
    data = read_export_file(src, MAX_IMPORT_BYTES, translate("ChatExport", "a chat export can"))
    census = Census(len(data))
    for start in range(0, len(data), 1 << 20):
        census.feed(data[start : start + (1 << 20)])
    return data


def _attachment_texts(value: Any, referenced: set[str]) -> builtins.list[str]:
    """The texts an export embeds for the documents its chat attaches, each checked against its
    hash (ValueError for one that is not that text); texts it does not reference are ignored."""
    if value is None:
        return []
    if not isinstance(value, dict):
        raise ValueError(translate("ChatExport", "its attachments are not an object of texts"))
    texts = []
    for sha in referenced & value.keys():
        text = value[sha]
        if not isinstance(text, str) or text_sha256(text) != sha:  # text_sha256: ValueError if not Unicode
            raise ValueError(translate("ChatExport", "the text of attachment {sha}… is not the text it names")
                             .format(sha=sha[:12]))
        texts.append(text)
    return texts


def _why(e: BaseException) -> str:
    """Why an import was refused, on one line: an error's Words kept whole where they fit it."""
    if isinstance(e, RecursionError):
        return translate("ChatExport", "it is nested too deeply")
    said = of(e)
    line = said.splitlines()[0][:200]
    return said if isinstance(said, Words) and said == line else line


def cache_folder(export: Path) -> Path:
    """Where an Emberly JSON export keeps its chat's cache: `<name>.cache` beside it."""
    return export.with_name(export.stem + ".cache")
