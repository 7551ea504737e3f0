"""Another app's conversation as a tree of messages, and the Emberly chat it becomes.

Every importer reads its format into a `Conversation` (nodes with parent links, the node the
app showed last); `to_session` makes the chat: the path to that node is the active path, every
other node hangs from its parent, so regenerated and edited versions are versions here too.
What Emberly cannot carry (another app's tool calls, audio, hidden system notes) is left out
and counted in `notes`. The links come from a file: cycles, dangling parents and children,
duplicate ids and absurd depths are cut, never followed."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ...words import translate
from ..attachments import Attachment
from ..images import ImageRef
from ..model import Message, Session, clean_title, new_message_id

MAX_TEXT = 4_000_000  # characters of one message kept (a pasted book); the rest is said to be cut
MAX_NODES = 100_000  # in one conversation
ROLES = {"user": "user", "human": "user", "assistant": "assistant", "model": "assistant", "bot": "assistant",
         "system": "system"}
_LATEST = 253_402_300_799.0
# What an import leaves out, by what it is: each note said whole, for one and for more (`left_out`).
LEFT_OUT = {
    "system message": (translate("ChatImport", "{count} system message left out"),
                       translate("ChatImport", "{count} system messages left out")),
    "image not in the export": (translate("ChatImport", "{count} image not in the export left out"),
                                translate("ChatImport", "{count} images not in the export left out")),
    "image of a reply": (translate("ChatImport", "{count} image of a reply left out"),
                         translate("ChatImport", "{count} images of a reply left out")),
    "attached document": (translate("ChatImport", "{count} attached document left out"),
                          translate("ChatImport", "{count} attached documents left out")),
    "missing or unreadable attached file": (
        translate("ChatImport", "{count} missing or unreadable attached file left out"),
        translate("ChatImport", "{count} missing or unreadable attached files left out")),
    "tool use": (translate("ChatImport", "{count} tool use left out"),
                 translate("ChatImport", "{count} tool uses left out")),
    "tool step": (translate("ChatImport", "{count} tool step left out"),
                  translate("ChatImport", "{count} tool steps left out")),
    "picture": (translate("ChatImport", "{count} picture named but not in the export"),
                translate("ChatImport", "{count} pictures named but not in the export")),
    "file": (translate("ChatImport", "{count} file named but not in the export"),
             translate("ChatImport", "{count} files named but not in the export")),
}
ROLE_LEFT_OUT = (translate("ChatImport", "{count} {role} message left out"),
                 translate("ChatImport", "{count} {role} messages left out"))


@dataclass
class Node:
    id: str
    parent: str | None
    role: str  # as the app says it; ROLES maps those Emberly keeps
    text: str
    time: float = 0.0
    images: list[str] = field(default_factory=list)  # keys of the export's image files (Source.image)
    documents: list[tuple[str, str]] = field(default_factory=list)  # (name, text) of documents it attached
    files: list[tuple[str, str]] = field(default_factory=list)  # (name, key of the export's file) it attached


@dataclass
class Conversation:
    format: str  # "chatgpt", "claude", "openwebui", "lmstudio", "jan"
    source_id: str  # the app's id for it: a second import of the same export adds it once
    title: str
    created: float
    updated: float
    nodes: list[Node]
    current: str | None = None  # the node the app showed last (None: the newest)
    notes: list[str] = field(default_factory=list)  # what was left out, for the preview
    payload: Any = None  # an Emberly export's JSON, imported whole (store.import_data)
    origin: Path | None = None  # its file, when it is one (its cache may be beside it)
    _counts: tuple[int, int] | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Said in the preview, before anything is imported: the messages Emberly cannot carry."""
        left: dict[str, int] = {}
        for n in self.nodes[:MAX_NODES]:
            if n.role not in ("", "root") and ROLES.get(n.role) is None:
                left[n.role[:20]] = left.get(n.role[:20], 0) + 1
        self.notes[:0] = [ROLE_LEFT_OUT[count != 1].format(count=count, role=role) for role, count in left.items()]

    @property
    def key(self) -> str:
        return f"{self.format}:{self.source_id}"

    def counts(self) -> tuple[int, int]:
        """(messages on the path shown, messages in all versions), as the import will make them:
        the same nodes kept, merged and hung as `to_session` does (a count of the file's nodes
        said "1 message · 19 more" of a chat whose tool calls broke the path)."""
        if self._counts is None:  # the preview asks for each chat's twice; an export may hold thousands
            if self.payload is not None:  # Emberly's own, imported whole: every message it has
                kept = [n for n in self.nodes if ROLES.get(n.role) in ("user", "assistant")]
                self._counts = len(_path(kept, self.current)), len(kept)
            else:
                shaped = _shaped(self, {})
                path = _path(shaped.nodes, shaped.current)
                self._counts = len(path), len(_hung(shaped.nodes, {n.id for n in path}))
        return self._counts


def seconds(value: object) -> float:
    """A time a file gives (seconds or milliseconds since 1970, a number): seconds, 0 when not usable."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        return 0.0
    t = float(value) / 1000 if value > 1e11 else float(value)  # milliseconds: Jan, LM Studio
    return t if 0 <= t <= _LATEST else 0.0


def iso_seconds(value: object) -> float:
    """An ISO 8601 time (Claude's, Open WebUI's): seconds, 0 when not one."""
    from datetime import datetime

    if not isinstance(value, str) or len(value) > 64:
        return seconds(value)
    try:
        return max(0.0, min(datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp(), _LATEST))
    except (ValueError, OverflowError, OSError):
        return 0.0


def to_session(conv: Conversation, image: Callable[[str], ImageRef | None] = lambda key: None,
               document: Callable[[str, str], Attachment | None] = lambda name, text: None,
               file: Callable[[str, str], Attachment | None] = lambda name, key: None) -> Session:
    """The chat `conv` becomes (not saved). `image(key)`: the stored image of an export's file;
    `document(name, text)`: an attached document's text stored; `file(name, key)`: an export's
    attached file read as a document and stored."""
    notes: dict[str, int] = {}
    shaped = _shaped(conv, notes)
    nodes = shaped.nodes
    ids = {n.id: new_message_id() for n in nodes}
    path = _path(nodes, shaped.current)
    on_path = {n.id for n in path}
    attach = _Attach(image, document, file, notes)
    messages = [_message(n, ids, conv, attach) for n in path]
    versions = [_message(n, ids, conv, attach) for n in nodes if n.id not in on_path]
    for m in versions:
        m.left = m.time
    conv.notes.extend(left_out(what, count) for what, count in notes.items())
    session = Session(title=clean_title(conv.title, "Imported chat"), created=conv.created or time.time(),
                      updated=conv.updated or conv.created or time.time(), system_prompt=shaped.system,
                      messages=messages, versions=versions)
    session._repair_tree()  # a version whose parent was cut hangs from nothing: dropped
    return session


@dataclass
class _Shaped:
    system: str  # the chat's system prompt
    nodes: list[Node]  # the messages the chat will have, each hanging from a kept one (or None)
    current: str | None  # the one shown last among them


def _shaped(conv: Conversation, notes: dict[str, int]) -> _Shaped:
    """The messages `conv` becomes, before any is made: the preview counts these, the import makes them."""
    nodes = _kept(conv.nodes[:MAX_NODES])
    system = ""
    roots = [n for n in nodes if n.parent is None]
    if len(roots) == 1 and roots[0].role == "system":  # the chat's system prompt (a custom instruction)
        system = roots[0].text
        nodes = _without(nodes, roots[0])
    elif any(n.role == "system" for n in nodes):
        notes["system message"] = sum(n.role == "system" for n in nodes)
        nodes = [n for n in nodes if n.role != "system"]
        nodes = _kept(nodes)
    nodes, into = _merged(nodes)
    return _Shaped(system, nodes, _shown(conv, {n.id for n in nodes}, into))


def _shown(conv: Conversation, kept: set[str], into: dict[str, str]) -> str | None:
    """The kept node the app's own pointer stands for: itself, the one it was merged into, or its
    nearest kept ancestor (a pointer at a tool's output or an empty reply is still on that path)."""
    by_id: dict[str, Node] = {}
    for n in conv.nodes[:MAX_NODES]:
        by_id.setdefault(n.id, n)
    node_id, hops = conv.current, 0
    while node_id is not None and hops <= 2 * len(by_id):
        hops += 1
        if node_id in into:
            node_id = into[node_id]
        elif node_id in kept:
            return node_id
        else:
            node = by_id.get(node_id)
            node_id = node.parent if node is not None else None
    return None


def _hung(nodes: list[Node], path: set[str]) -> list[Node]:
    """The nodes the chat keeps: the path and every node hanging from it or from no parent
    (`Session._repair_tree` drops those in a cycle)."""
    children: dict[str | None, list[Node]] = {}
    for n in nodes:
        children.setdefault(n.parent, []).append(n)
    placed: set[str] = set()
    stack = [n.id for n in nodes if n.id in path or n.parent is None]
    while stack:
        node_id = stack.pop()
        if node_id not in placed:
            placed.add(node_id)
            stack.extend(c.id for c in children.get(node_id, []))
    return [n for n in nodes if n.id in placed]


@dataclass
class _Attach:
    """What a message brings with it, stored as it is made; what could not be is counted."""

    image: Callable[[str], ImageRef | None]
    document: Callable[[str, str], Attachment | None]
    file: Callable[[str, str], Attachment | None]
    notes: dict[str, int]

    def missing(self, what: str, n: int) -> None:
        if n:
            self.notes[what] = self.notes.get(what, 0) + n


def _message(n: Node, ids: dict[str, str], conv: Conversation, attach: _Attach) -> Message:
    text = n.text if len(n.text) <= MAX_TEXT else n.text[:MAX_TEXT] + "\n\n[… cut here on import]"
    user = n.role == "user"
    refs = [r for r in (attach.image(k) for k in n.images) if r is not None] if user else []
    attach.missing("image not in the export" if user else "image of a reply", len(n.images) - len(refs))
    attached = [a for a in (attach.document(name, body) for name, body in n.documents) if a is not None] if user else []
    files = [a for a in (attach.file(name, key) for name, key in n.files) if a is not None] if user else []
    attach.missing("attached document", len(n.documents) - len(attached))
    attach.missing("missing or unreadable attached file", len(n.files) - len(files))
    return Message(n.role, text, time=n.time or conv.created or time.time(), id=ids[n.id],
                   parent=ids.get(n.parent or ""), images=refs, attachments=attached + files)


def left_out(what: str, count: int) -> str:
    """The note that `count` of `what` (a key of LEFT_OUT) were left out."""
    return LEFT_OUT[what][count != 1].format(count=count)


def _kept(nodes: list[Node]) -> list[Node]:
    """The nodes Emberly keeps (user, assistant and system messages with text or pictures), each
    hanging from its nearest kept ancestor; unique ids; links that go round in a cycle cut."""
    seen: set[str] = set()
    unique = []
    for n in nodes:
        if n.id not in seen:
            seen.add(n.id)
            unique.append(n)
    by_id = {n.id: n for n in unique}
    keep = {n.id for n in unique if ROLES.get(n.role) and (n.text.strip() or n.images or n.documents or n.files)}
    out = []
    for n in unique:
        if n.id not in keep:
            continue
        parent, hops = n.parent, 0
        while parent is not None and parent not in keep and hops <= len(unique):
            parent = by_id[parent].parent if parent in by_id else None
            hops += 1
        out.append(replace(n, parent=parent if parent in keep else None, role=ROLES[n.role]))
    return out


def _without(nodes: list[Node], gone: Node) -> list[Node]:
    return [replace(n, parent=gone.parent if n.parent == gone.id else n.parent) for n in nodes if n is not gone]


def _merged(nodes: list[Node]) -> tuple[list[Node], dict[str, str]]:
    """A message that follows one of the same role as its only child (another app's tool call
    left out between two parts of a reply) joins it: Emberly's templates want turns that alternate.
    Returns the nodes left and where each merged one went."""
    by_id = {n.id: n for n in nodes}
    children: dict[str | None, list[Node]] = {}
    for n in nodes:
        children.setdefault(n.parent, []).append(n)
    gone: dict[str, str] = {}
    for n in nodes:  # a file's order: a merged parent may come after its child, then it stays apart
        parent = by_id.get(n.parent or "")
        if parent is None or parent.id in gone or parent.role != n.role or len(children[parent.id]) != 1:
            continue
        parent.text = f"{parent.text}\n\n{n.text}" if parent.text and n.text else parent.text + n.text
        # New lists: `_kept`'s copies share them with the conversation's own nodes (counted again).
        parent.images = parent.images + n.images
        parent.documents = parent.documents + n.documents
        parent.files = parent.files + n.files
        gone[n.id] = parent.id
        moved = children.pop(n.id, [])
        for child in moved:
            child.parent = parent.id
        children[parent.id] = moved
    return [n for n in nodes if n.id not in gone], gone


def _path(nodes: list[Node], current: str | None) -> list[Node]:
    """The nodes from the root to `current` (the newest node when it is not one of them)."""
    by_id = {n.id: n for n in nodes}
    node = by_id.get(current or "")
    if node is None and nodes:
        node = max(enumerate(nodes), key=lambda e: (e[1].time, e[0]))[1]  # a tie: the later in the file
    path: list[Node] = []
    seen: set[str] = set()
    while node is not None and node.id not in seen:
        seen.add(node.id)
        path.append(node)
        node = by_id.get(node.parent or "")
    return path[::-1]
