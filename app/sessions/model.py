"""A saved chat: its transcript, settings and the model it was made with. Plain data + JSON.

A transcript is a tree. `Session.messages` is the active path (what the window shows and the
engine reads), in order; `Session.branches` holds every other message, each naming its parent
(None: a first message). Regenerate and edit never delete: they set the old path aside
(`set_aside`) and the new message becomes a sibling. `switch_to` makes another branch the active
path. Only an explicit delete removes a message.

Every file carries `schema`; `migrate` brings older files up to SCHEMA_VERSION one step at a
time (register a step in MIGRATIONS when the format changes), and refuses newer ones so an old
Emberly never overwrites what a newer one wrote.
"""

from __future__ import annotations

import math
import re
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from ..engine.images import unmarked
from ..engine.sampling import SamplingParams
from .attachments import (
    FOUND_NOTE,
    PASSAGES_NOTE,
    Attachment,
    DocumentText,
    Found,
    Passage,
    attachments_from,
    document_block,
    found_from,
    passages_from,
    placeholder,
)
from .images import ImageRef, gone_line, images_from
from .tool_steps import ToolStep, choice_from, schema_from, server_names, specs_from, steps_from

SCHEMA_VERSION = 5

# MIGRATIONS[v] turns a version-v dict into a version-(v+1) dict.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def _v1_to_v2(d: dict[str, Any]) -> dict[str, Any]:
    d["kv_record"] = d.pop("cache", None) or {}  # renamed: it records the KV file's use, it caches nothing
    return d


def _v2_to_v3(d: dict[str, Any]) -> dict[str, Any]:
    # A line, no branches. Ids by position, so the same file migrates to the same ids every time.
    messages = d.get("messages")
    if isinstance(messages, list):
        d["messages"] = [{**m, "id": f"{i + 1:016x}"} if isinstance(m, dict) else m for i, m in enumerate(messages)]
    d.setdefault("branches", [])
    return d


def _v3_to_v4(d: dict[str, Any]) -> dict[str, Any]:
    # Messages may hold `attachments`. Nothing to change: the version is raised so that an older
    # Emberly refuses the file rather than saving it again without them.
    return d


def _v4_to_v5(d: dict[str, Any]) -> dict[str, Any]:
    # Replies may hold `tools` (tool steps) and chats `tool_servers` and `tool_specs`: raised so
    # that an older Emberly refuses the file rather than saving it again without them.
    return d


MIGRATIONS[1] = _v1_to_v2
MIGRATIONS[2] = _v2_to_v3
MIGRATIONS[3] = _v3_to_v4
MIGRATIONS[4] = _v4_to_v5

DEFAULT_TITLE = "New chat"


class SchemaError(ValueError):
    """A session file this version of Emberly cannot read."""


def new_message_id() -> str:
    return uuid.uuid4().hex[:16]


_MESSAGE_ID = re.compile(r"^[0-9a-f]{8,32}$")


@dataclass
class Message:
    role: str  # user | assistant
    text: str
    time: float = field(default_factory=time.time)
    stats: dict[str, Any] | None = None  # ReplyStats.to_dict() for assistant replies
    # Cut short: by a stop (finish_reason "cancelled") or by a crash (finish_reason None).
    interrupted: bool = False
    finish_reason: str | None = None
    thinking_s: float | None = None  # how long a reasoning model thought before its answer
    id: str = field(default_factory=new_message_id)
    # The message it answers or follows (None: the first). Kept for messages off the active path;
    # on the path it is the previous message, set by Session.link().
    parent: str | None = None
    left: float | None = None  # when it last left the active path: a switch comes back to the latest
    attachments: list[Attachment] = field(default_factory=list)  # documents, in the prompt before `text`
    passages: list[Passage] = field(default_factory=list)  # instead of the whole documents (they did not fit)
    found: list[Found] = field(default_factory=list)  # in the chat's libraries, first in the prompt
    searched: str = ""  # how passages and found were searched for: "keywords", "meaning and keywords"
    images: list[ImageRef] = field(default_factory=list)  # for a vision model: before the text, in order
    tools: list[ToolStep] = field(default_factory=list)  # a reply's tool calls and results, before `text`

    def to_dict(self) -> dict[str, Any]:
        d = {
            "id": self.id,
            "role": self.role,
            "text": self.text,
            "time": self.time,
            "stats": self.stats,
            "interrupted": self.interrupted,
            "finish_reason": self.finish_reason,
        }
        if self.thinking_s is not None:  # optional: older files (and older Emberlys) do without it
            d["thinking_s"] = self.thinking_s
        if self.attachments:  # saved only when there are some (format 4)
            d["attachments"] = [a.to_dict() for a in self.attachments]
        if self.passages:
            d["passages"] = [p.to_dict() for p in self.passages]
        if self.found:
            d["found"] = [f.to_dict() for f in self.found]
        if self.searched:
            d["searched"] = self.searched
        if self.images:
            d["images"] = [i.to_dict() for i in self.images]
        if self.tools:
            d["tools"] = [t.to_dict() for t in self.tools]
        return d

    def prompt_text(self, documents: DocumentText | None = None) -> str:
        """The message as the engine reads it: the passages found in the chat's libraries, each
        attached document (its text from `documents`; without it, a line naming the file), then
        the text."""
        lead = self._found_text(documents) if self.found else ""
        if not self.attachments:
            return lead + self.text
        if self.passages and documents is not None:
            return lead + self._passages_text(documents) + self.text
        blocks = [document_block(a.name, documents(a) if documents is not None else placeholder(a))
                  for a in self.attachments]
        return lead + "".join(blocks) + self.text

    def _found_text(self, documents: DocumentText | None) -> str:
        blocks = [document_block(f"{f.library}: {f.source()}", documents(f.text_ref()) if documents is not None
                                 else placeholder(f.text_ref())) for f in self.found]
        return FOUND_NOTE + "".join(blocks)

    def _passages_text(self, documents: DocumentText) -> str:
        """The chosen passages, each a block naming its source, in the order they were chosen."""
        names = {a.sha256: a for a in self.attachments}
        texts = {sha: documents(att) for sha, att in names.items() if any(p.sha256 == sha for p in self.passages)}
        blocks = dict.fromkeys(  # a document no longer there: its one line, once
            document_block(p.source(names[p.sha256].name), _part(texts[p.sha256], p)) for p in self.passages)
        return PASSAGES_NOTE + "".join(blocks)

    def branch_dict(self) -> dict[str, Any]:
        """As a message off the active path is saved: with its parent and when it left."""
        return {**self.to_dict(), "parent": self.parent, "left": self.left}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Message:
        """Checked as an import must be: a file may come from anywhere."""
        if not isinstance(d, dict):
            raise SchemaError("a message must be a JSON object")
        role, text = d["role"], d["text"]
        if role not in ROLES:
            raise SchemaError(f"a message has the role {str(role)[:40]!r}, not one of {', '.join(ROLES)}")
        if not isinstance(text, str):
            raise SchemaError("a message's text must be a string")
        return cls(
            role=role,
            text=text,
            time=_timestamp(d.get("time"), 0.0),
            stats=_stats(d.get("stats")),
            interrupted=d.get("interrupted") is True,
            finish_reason=_short_text(d.get("finish_reason")),
            thinking_s=_seconds(d.get("thinking_s")),
            id=d["id"] if isinstance(d.get("id"), str) and _MESSAGE_ID.match(d["id"]) else new_message_id(),
            parent=d["parent"] if isinstance(d.get("parent"), str) else None,
            left=_timestamp(d.get("left"), 0.0) if d.get("left") is not None else None,
            attachments=(attachments := attachments_from(d.get("attachments"))),
            passages=passages_from(d.get("passages"), attachments),
            found=found_from(d.get("found")),
            searched=d["searched"] if d.get("searched") in SEARCHED else "",
            images=images_from(d.get("images")),
            tools=steps_from(d.get("tools")) if role == "assistant" else [],
        )


def _part(text: str, passage: Passage) -> str:
    return text[passage.start : passage.end] if passage.end <= len(text) else text


# --- reading what a file may hold: what does not fit is dropped, never passed on ---------------

ROLES = ("user", "assistant")
SEARCHED = ("keywords", "meaning and keywords")  # the system prompt is the session's own field
TITLE_MAX = 200  # characters: a sidebar line, and then some
_LATEST = 253_402_300_799.0  # 9999-12-31, the last time time.localtime can show
_TEXT_STATS = ("finish_reason", "rollback")  # every other ReplyStats field is a number


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _seconds(value: Any) -> float | None:
    return float(value) if _number(value) and value >= 0 else None


def _timestamp(value: Any, default: float) -> float:
    return float(value) if _number(value) and 0 <= value <= _LATEST else default


def _short_text(value: Any, limit: int = 64) -> str | None:
    return value if isinstance(value, str) and len(value) <= limit else None


def _stats(value: Any) -> dict[str, Any] | None:
    if not isinstance(value, dict):
        return None
    return {k: v for k, v in value.items() if isinstance(k, str) and len(k) <= 64
            and (_short_text(v) is not None if k in _TEXT_STATS else _number(v))}


def title_from(text: str, limit: int = 48) -> str:
    """A new chat's title: the first line of its first message, shortened."""
    line = " ".join(text.strip().splitlines()[0].split()) if text.strip() else ""
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def clean_title(value: Any, default: str = DEFAULT_TITLE) -> str:
    """One line of at most TITLE_MAX characters (a blank or non-text title: `default`)."""
    return " ".join(value.split())[:TITLE_MAX] if isinstance(value, str) and value.strip() else default


def _flat(value: Any) -> dict[str, Any] | None:
    """A JSON object of short keys and plain values (text, finite numbers, booleans, null)."""
    if not isinstance(value, dict):
        return None
    return {k: v for k, v in value.items() if isinstance(k, str) and len(k) <= 64
            and (v is None or isinstance(v, (str, bool)) or _number(v))}


def _library_ids(value: Any) -> list[str]:
    return [v for v in value[:100] if isinstance(v, str) and re.fullmatch(r"[0-9a-f]{12}", v)] \
        if isinstance(value, list) else []


def _kv_record(value: Any) -> dict[str, Any]:
    record = value if isinstance(value, dict) else {}
    last_used, last_resume = record.get("last_used"), _flat(record.get("last_resume"))
    return {**({"last_used": last_used} if _number(last_used) else {}),
            **({"last_resume": last_resume} if last_resume is not None else {})}


def _sampling(value: Any) -> dict[str, Any]:
    """The custom sampling settings given, as SamplingParams reads them (a value it cannot use
    becomes the default; {}: the preset's)."""
    if not isinstance(value, dict):
        return {}
    usable = SamplingParams.from_dict(value).to_dict()
    return {k: usable[k] for k in value if k in usable}


@dataclass
class Session:
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    title: str = DEFAULT_TITLE
    created: float = field(default_factory=time.time)
    updated: float = field(default_factory=time.time)
    model_path: str | None = None
    model_fingerprint: dict[str, Any] | None = None
    system_prompt: str = ""
    sampling_preset: str = "balanced"
    sampling: dict[str, Any] = field(default_factory=dict)  # SamplingParams.to_dict()
    messages: list[Message] = field(default_factory=list)
    pinned: bool = False  # keep its KV file through disk-budget eviction
    # The KV state file's record: "last_used" (time, for disk-budget eviction) and "last_resume"
    # ({kind, seconds, reason}: how the last reopen went, shown as the chat's cache badge).
    kv_record: dict[str, Any] = field(default_factory=dict)
    branches: list[Message] = field(default_factory=list)  # the tree off the active path
    forked_from: dict[str, Any] | None = None  # {"id", "title"} of the chat it was branched from
    provider: dict[str, str] | None = None  # None: a model on this computer; {"url", "model"}: a server's
    libraries: list[str] = field(default_factory=list)  # ids of the libraries searched for each message
    tool_servers: list[str] = field(default_factory=list)  # the MCP servers whose tools the model may call
    tool_specs: list[dict[str, Any]] = field(default_factory=list)  # the tool list the prompt was rendered with
    tool_choice: str = "auto"  # OpenAI's: "auto", "required" (each reply begins with a call) or a tool's name
    reply_schema: dict[str, Any] | None = None  # "reply as JSON": the answers are held to this JSON schema

    def to_dict(self) -> dict[str, Any]:
        # By hand rather than dataclasses.asdict, which deep-copies: this runs every second while
        # a reply streams, on chats of thousands of messages.
        self.link()
        d = {
            "schema": SCHEMA_VERSION,
            "id": self.id,
            "title": self.title,
            "created": self.created,
            "updated": self.updated,
            "model_path": self.model_path,
            "model_fingerprint": self.model_fingerprint,
            "system_prompt": self.system_prompt,
            "sampling_preset": self.sampling_preset,
            "sampling": self.sampling,
            "messages": [m.to_dict() for m in self.messages],
            "pinned": self.pinned,
            "kv_record": self.kv_record,
            "branches": [m.branch_dict() for m in self.branches],
        }
        if self.forked_from is not None:
            d["forked_from"] = self.forked_from
        if self.provider is not None:
            d["provider"] = self.provider
        if self.libraries:
            d["libraries"] = list(self.libraries)
        if self.tool_servers:
            d["tool_servers"] = list(self.tool_servers)
        if self.tool_specs:
            d["tool_specs"] = self.tool_specs
        if self.tool_choice != "auto":
            d["tool_choice"] = self.tool_choice
        if self.reply_schema is not None:
            d["reply_schema"] = self.reply_schema
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Session:
        d = migrate(data)
        try:
            messages, now = d.get("messages", []), time.time()
            if not isinstance(d["id"], str) or not isinstance(messages, list):
                raise SchemaError("the session's id or messages are of the wrong type")
            system_prompt, branches = d.get("system_prompt"), d.get("branches", [])
            if not isinstance(branches, list):
                raise SchemaError("the session's branches are of the wrong type")
            forked, provider = _flat(d.get("forked_from")), _flat(d.get("provider"))
            session = cls(
                id=d["id"],
                title=clean_title(d.get("title")),
                created=_timestamp(d["created"], now),
                updated=_timestamp(d["updated"], now),
                model_path=_short_text(d.get("model_path"), 4096),
                model_fingerprint=_flat(d.get("model_fingerprint")),
                system_prompt=system_prompt if isinstance(system_prompt, str) else "",
                sampling_preset=_short_text(d.get("sampling_preset"), 32) or "balanced",
                sampling=_sampling(d.get("sampling")),
                messages=[Message.from_dict(m) for m in messages],
                pinned=d.get("pinned") is True,
                kv_record=_kv_record(d.get("kv_record")),
                branches=[Message.from_dict(m) for m in branches],
                forked_from={"id": forked["id"], "title": clean_title(forked.get("title"))}
                if forked is not None and isinstance(forked.get("id"), str) else None,
                provider={"url": provider["url"][:2048], "model": provider["model"][:512]}
                if provider is not None and isinstance(provider.get("url"), str) and isinstance(provider.get("model"), str)
                else None,
                libraries=_library_ids(d.get("libraries")),
                tool_servers=server_names(d.get("tool_servers")),
                tool_specs=specs_from(d.get("tool_specs")),
                tool_choice=choice_from(d.get("tool_choice")),
                reply_schema=schema_from(d.get("reply_schema")),
            )
            session._repair_tree()
            return session
        except SchemaError:
            raise
        except KeyError as e:
            raise SchemaError(f"the session data has no {str(e)[:40]}") from e
        except (TypeError, ValueError) as e:
            raise SchemaError(f"the session data is malformed ({str(e)[:120]})") from e

    # --- the tree -------------------------------------------------------------------------------

    def link(self) -> None:
        """Each message on the active path follows the one before it."""
        parent = None
        for m in self.messages:
            m.parent, m.left = parent, None
            parent = m.id

    def set_aside(self, start: int) -> None:
        """Move the active path from `start` on into the branches (a regenerate or an edit then
        adds a sibling of messages[start])."""
        self.link()
        now = time.time()
        for m in self.messages[start:]:
            m.left = now
        self.branches.extend(self.messages[start:])
        del self.messages[start:]

    def siblings(self, index: int) -> list[Message]:
        """Message `index` and the others with its parent (itself included), oldest first."""
        self.link()
        parent = self.messages[index].parent
        return sorted([self.messages[index], *(m for m in self.branches if m.parent == parent)], key=lambda m: m.time)

    def branch_position(self, index: int) -> tuple[int, int]:
        """(k, n): message `index` is the k-th of n siblings (1 of 1 where nothing branched)."""
        siblings = self.siblings(index)
        return [m.id for m in siblings].index(self.messages[index].id) + 1, len(siblings)

    def branch_positions(self) -> list[tuple[int, int]]:
        """branch_position of every message on the active path, in one pass (a long chat)."""
        groups = self._by_parent()
        positions = []
        for m in self.messages:
            group = groups[m.parent]
            if len(group) == 1:
                positions.append((1, 1))
            else:
                group.sort(key=lambda g: g.time)
                positions.append(([g.id for g in group].index(m.id) + 1, len(group)))
        return positions

    def _by_parent(self) -> dict[str | None, list[Message]]:
        """Every message of the tree, grouped by its parent."""
        self.link()
        groups: dict[str | None, list[Message]] = {}
        for m in (*self.messages, *self.branches):
            groups.setdefault(m.parent, []).append(m)
        return groups

    def sibling(self, index: int, step: int) -> Message | None:
        """The sibling `step` places from message `index` (-1 the one before), or None."""
        siblings = self.siblings(index)
        k = [m.id for m in siblings].index(self.messages[index].id) + step
        return siblings[k] if 0 <= k < len(siblings) else None

    def switch_to(self, message_id: str) -> None:
        """Make the path through `message_id` the active one: its ancestors, it, and below it the
        messages that were on the active path most recently. Nothing is removed."""
        self.link()
        nodes = {m.id: m for m in (*self.messages, *self.branches)}
        target = nodes.get(message_id)
        if target is None:
            raise KeyError(message_id)
        path = [target]
        while (up := nodes.get(path[-1].parent or "")) is not None and len(path) <= len(nodes):
            path.append(up)
        path.reverse()
        children = self._by_parent()
        while len(path) <= len(nodes) and (below := children.get(path[-1].id)):
            path.append(max(below, key=lambda m: m.left if m.left is not None else math.inf))
        now, on_path = time.time(), {m.id for m in path}
        leaving = [m for m in self.messages if m.id not in on_path]
        for m in leaving:
            m.left = now
        self.branches = [m for m in self.branches if m.id not in on_path] + leaving
        self.messages = path
        self.link()

    def remove(self, index: int) -> None:
        """Delete message `index` (only it): what followed it, on any branch, follows its parent."""
        self.link()
        gone = self.messages.pop(index)
        for m in self.branches:
            if m.parent == gone.id:
                m.parent = gone.parent
        self.link()

    def _repair_tree(self) -> None:
        """After reading a file that may come from anywhere: ids unique, and every branch message
        hangs from the tree (one whose parent is unknown, or that sits in a cycle, is dropped)."""
        seen: set[str] = set()
        for m in (*self.messages, *self.branches):
            while m.id in seen:
                m.id = new_message_id()
            seen.add(m.id)
        self.link()
        attached = {m.id for m in self.messages} | {None}
        pending = list(self.branches)
        while True:  # attach in rounds: a child may come before its parent in the file
            placed = [m for m in pending if m.parent in attached]
            if not placed:
                break
            attached.update(m.id for m in placed)
            pending = [m for m in pending if m.id not in attached]
        self.branches = [m for m in self.branches if m.id in attached]
        for m in self.branches:
            if m.left is None:
                m.left = m.time

    def all_messages(self) -> list[Message]:
        return [*self.messages, *self.branches]

    def chat_messages(self, documents: DocumentText | None = None, image_marker: str = "",
                      missing: frozenset[str] = frozenset()) -> list[dict[str, Any]]:
        """The conversation as the engine renders it. A message's attached documents come before
        its text, their texts from `documents(attachment)` (ChatRunner passes the store's; without
        it each is a line naming the file). With `image_marker`, each of its images is that marker
        first (the engine reads `image_refs()` there, in order), and the marker written in any text
        is broken, so that it stands for nothing; an image in `missing` is a line saying it is gone.
        A reply's tool steps come before its answer: each call as written, then its results."""
        def mark(text: str) -> str:
            return unmarked(text, image_marker) if image_marker else text

        out: list[dict[str, Any]] = [{"role": "system", "content": mark(self.system_prompt)}] if self.system_prompt else []
        for m in self.messages:
            for step in m.tools:
                out.extend(step.messages())
            if m.tools and not m.text:
                continue  # stopped between a result and the answer: the prompt ends with the result
            pictures = "".join(gone_line(i) if i.sha256 in missing else f"{image_marker}\n"
                               for i in m.images) if image_marker else ""
            out.append({"role": m.role, "content": pictures + mark(m.prompt_text(documents))})
        return out

    def image_ids(self) -> set[str]:
        """The sha256 of every image attached anywhere in the tree."""
        return {i.sha256 for m in (*self.messages, *self.branches) for i in m.images}

    def image_refs(self) -> list[ImageRef]:
        """The images of the active path, in the order the conversation has them."""
        return [i for m in self.messages for i in m.images]

    def attachment_ids(self) -> set[str]:
        """The sha256 of every document and image attached anywhere in the tree (what the stores must keep)."""
        return {a.sha256 for m in (*self.messages, *self.branches) for a in m.attachments} | {
            f.sha256 for m in (*self.messages, *self.branches) for f in m.found} | {
            i.sha256 for m in (*self.messages, *self.branches) for i in m.images}  # the image store's too

    def searchable(self) -> str:
        """Every branch's text, and the names of attached documents (not their text): search finds
        a message that is not on the active path too."""
        names = [a.name for m in (*self.messages, *self.branches) for a in m.attachments]
        return "\n".join([self.title, *(m.text for m in self.messages), *(m.text for m in self.branches),
                          *names]).casefold()


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise SchemaError("a session file must hold a JSON object")
    version = data.get("schema")
    if not isinstance(version, int):
        raise SchemaError("the session file has no schema version")
    if version > SCHEMA_VERSION:
        raise SchemaError(f"this chat was saved by a newer Emberly (format {version}); update Emberly to open it")
    while version < SCHEMA_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SchemaError(f"no migration from session format {version}")
        data = step(dict(data))
        version += 1
        data["schema"] = version
    return data


def untouched(session: Session) -> bool:
    """A chat with nothing of the user's in it: no message, no version, no title, pin or system
    prompt. Left behind (a Ctrl+N, then another chat or a quit), it is deleted, not kept."""
    return (not session.messages and not session.branches and not session.pinned and not session.system_prompt
            and session.title == DEFAULT_TITLE)


@dataclass(frozen=True)
class OpenResult:
    """What opening a chat on a model did (ChatRunner.open and the reopen paths)."""

    # warm: restored from its KV file; cold: re-read from the transcript; empty: nothing to read;
    # cancelled: the re-read was stopped (the cache holds part of the chat)
    kind: Literal["warm", "cold", "empty", "cancelled"]
    tokens: int  # tokens in the cache afterwards
    seconds: float
    reason: str | None = None  # why cold
    decoded: int = 0  # tokens read from the transcript (cold: only what the cache did not hold)
