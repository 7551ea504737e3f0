"""A saved chat: its transcript, settings and the model it was made with. Plain data + JSON.

A transcript is a tree. `Session.messages` is the active path (what the window shows and the
engine reads), in order; `Session.versions` holds every other message (the other versions of
messages, and what followed them), each naming its parent (None: a first message). Regenerate and
edit never delete: they set the old path aside (`set_aside`) and the new message becomes another
version of it (a sibling). `switch_to` makes another version the active path. Only an explicit
delete removes a message. On disk they are still the key "branches" (the file format's word since
format 3: a rename in code only, so files stay readable by earlier releases both ways).

Every file carries `schema`; `migrate` brings older files up to SCHEMA_VERSION one step at a
time (register a step in MIGRATIONS when the format changes), and refuses newer ones so an old
Emberly never overwrites what a newer one wrote.

One message of it: message.py; how a field read from a file is checked: file_values.py.
"""

from __future__ import annotations

import math
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from ..engine.images import unmarked
from ..words import translate
from .attachments import DocumentText

# Names defined here before (`as`: re-exported): the runner, the store, the imports and tests read them from here.
from .errors import SchemaError as SchemaError
from .file_values import DEFAULT_TITLE as DEFAULT_TITLE
from .file_values import ROLES as ROLES
from .file_values import TITLE_MAX as TITLE_MAX
from .file_values import clean_title as clean_title
from .file_values import (
    compare_from,
    flat_from,
    kv_record_from,
    library_ids_from,
    sampling_from,
    short_text_from,
    taken_from,
    timestamp_from,
)
from .file_values import title_from as title_from
from .images import ImageRef, gone_line
from .message import Message as Message
from .message import new_message_id as new_message_id
from .tool_steps import choice_from, schema_from, server_names, specs_from

SCHEMA_VERSION = 5

# MIGRATIONS[v] turns a version-v dict into a version-(v+1) dict.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def _v1_to_v2(d: dict[str, Any]) -> dict[str, Any]:
    d["kv_record"] = d.pop("cache", None) or {}  # renamed: it records the KV file's use, it caches nothing
    return d


def _v2_to_v3(d: dict[str, Any]) -> dict[str, Any]:
    # A line, no other versions. Ids by position, so the same file migrates to the same ids every time.
    messages = d.get("messages")
    if isinstance(messages, list):
        d["messages"] = [{**m, "id": f"{i + 1:016x}"} if isinstance(m, dict) else m for i, m in enumerate(messages)]
    d.setdefault("branches", [])  # Session.versions' key in the file
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
    versions: list[Message] = field(default_factory=list)  # the tree off the active path (saved as "branches")
    forked_from: dict[str, Any] | None = None  # {"id", "title"} of the chat it was forked from
    provider: dict[str, str] | None = None  # None: a model on this computer; {"url", "model"}: a server's
    libraries: list[str] = field(default_factory=list)  # ids of the libraries searched for each message
    tool_servers: list[str] = field(default_factory=list)  # the MCP servers whose tools the model may call
    tool_specs: list[dict[str, Any]] = field(default_factory=list)  # the tool list the prompt was rendered with
    tool_choice: str = "auto"  # OpenAI's: "auto", "required" (each reply begins with a call) or a tool's name
    reply_schema: dict[str, Any] | None = None  # "reply as JSON": the answers are held to this JSON schema
    # Compared with a second model (compare.py): {"model_path", "model_fingerprint", "provider"}
    # of the model that answers beside the chat's, each of its answers a version of the reply.
    compare: dict[str, Any] | None = None
    # The preset the chat's settings came from, by value (presets.Preset.to_dict(), read back with
    # Preset.from_dict): a later edit of the preset changes no chat; the dialog says it changed.
    taken_preset: dict[str, Any] | None = None

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
            "branches": [m.version_dict() for m in self.versions],  # the file format's key for them
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
        if self.compare is not None:
            d["compare"] = self.compare
        if self.taken_preset is not None:
            d["taken_preset"] = self.taken_preset
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Session:
        d = migrate(data)
        try:
            messages, now = d.get("messages", []), time.time()
            if not isinstance(d["id"], str) or not isinstance(messages, list):
                raise SchemaError(translate("ChatStore", "the session's id or messages are of the wrong type"))
            system_prompt, versions = d.get("system_prompt"), d.get("branches", [])
            if not isinstance(versions, list):
                raise SchemaError(translate("ChatStore", "the session's other versions (branches) are of the wrong "
                                            "type"))
            forked, provider = flat_from(d.get("forked_from")), flat_from(d.get("provider"))
            session = cls(
                id=d["id"],
                title=clean_title(d.get("title")),
                created=timestamp_from(d["created"], now),
                updated=timestamp_from(d["updated"], now),
                model_path=short_text_from(d.get("model_path"), 4096),
                model_fingerprint=flat_from(d.get("model_fingerprint")),
                system_prompt=system_prompt if isinstance(system_prompt, str) else "",
                sampling_preset=short_text_from(d.get("sampling_preset"), 32) or "balanced",
                sampling=sampling_from(d.get("sampling")),
                messages=[Message.from_dict(m) for m in messages],
                pinned=d.get("pinned") is True,
                kv_record=kv_record_from(d.get("kv_record")),
                versions=[Message.from_dict(m) for m in versions],
                forked_from={"id": forked["id"], "title": clean_title(forked.get("title"))}
                if forked is not None and isinstance(forked.get("id"), str) else None,
                provider={"url": provider["url"][:2048], "model": provider["model"][:512]}
                if provider is not None and isinstance(provider.get("url"), str) and isinstance(provider.get("model"), str)
                else None,
                libraries=library_ids_from(d.get("libraries")),
                tool_servers=server_names(d.get("tool_servers")),
                tool_specs=specs_from(d.get("tool_specs")),
                tool_choice=choice_from(d.get("tool_choice")),
                reply_schema=schema_from(d.get("reply_schema")),
                compare=compare_from(d.get("compare")),
                taken_preset=taken_from(d.get("taken_preset")),
            )
            session._repair_tree()
            return session
        except SchemaError:
            raise
        except KeyError as e:
            raise SchemaError(translate("ChatStore", "the session data has no {key}").format(key=str(e)[:40])) from e
        except (TypeError, ValueError) as e:
            raise SchemaError(translate("ChatStore", "the session data is malformed ({error})")
                              .format(error=str(e)[:120])) from e

    # --- the tree -------------------------------------------------------------------------------

    def link(self) -> None:
        """Each message on the active path follows the one before it."""
        parent = None
        for m in self.messages:
            m.parent, m.left = parent, None
            parent = m.id

    def set_aside(self, start: int) -> None:
        """Move the active path from `start` on into the other versions (a regenerate or an edit
        then adds a sibling of messages[start])."""
        self.link()
        now = time.time()
        for m in self.messages[start:]:
            m.left = now
        self.versions.extend(self.messages[start:])
        del self.messages[start:]

    def siblings(self, index: int) -> list[Message]:
        """Message `index` and the others with its parent (itself included), oldest first."""
        self.link()
        parent = self.messages[index].parent
        return sorted([self.messages[index], *(m for m in self.versions if m.parent == parent)], key=lambda m: m.time)

    def version_position(self, index: int) -> tuple[int, int]:
        """(k, n): message `index` is the k-th of n versions (1 of 1 where it has no other)."""
        siblings = self.siblings(index)
        return [m.id for m in siblings].index(self.messages[index].id) + 1, len(siblings)

    def version_positions(self) -> list[tuple[int, int]]:
        """version_position of every message on the active path, in one pass (a long chat)."""
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
        for m in (*self.messages, *self.versions):
            groups.setdefault(m.parent, []).append(m)
        return groups

    def sibling(self, index: int, step: int) -> Message | None:
        """The sibling `step` places from message `index` (-1 the one before), or None."""
        siblings = self.siblings(index)
        k = [m.id for m in siblings].index(self.messages[index].id) + step
        return siblings[k] if 0 <= k < len(siblings) else None

    def reply_start(self) -> int:
        """Where the replies to the last message from the user begin on the path (its length when
        it ends with that message; 0 when no message from the user is there)."""
        start = len(self.messages)
        while start and self.messages[start - 1].role == "assistant":
            start -= 1
        return start

    def compared_answer(self) -> Message | None:
        """A compared chat's second model's latest answer to the last message from the user (on
        the path or a version of the reply: `stats["model"]` says who wrote it), or None."""
        name = (self.compare or {}).get("name")
        last = next((i for i in range(len(self.messages) - 1, -1, -1) if self.messages[i].role == "user"), None)
        if not name or last is None:
            return None
        self.link()
        parent = self.messages[last].id
        answers = [m for m in (*self.messages[last + 1:last + 2], *self.versions)
                   if m.parent == parent and m.role == "assistant" and (m.stats or {}).get("model") == name]
        return max(answers, key=lambda m: m.time, default=None)

    def switch_to(self, message_id: str) -> None:
        """Make the path through `message_id` the active one: its ancestors, it, and below it the
        messages that were on the active path most recently. Nothing is removed."""
        self.link()
        nodes = {m.id: m for m in (*self.messages, *self.versions)}
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
        self.versions = [m for m in self.versions if m.id not in on_path] + leaving
        self.messages = path
        self.link()

    def remove(self, index: int) -> None:
        """Delete message `index` (only it): what followed it, in any version, follows its parent."""
        self.link()
        gone = self.messages.pop(index)
        for m in self.versions:
            if m.parent == gone.id:
                m.parent = gone.parent
        self.link()

    def _repair_tree(self) -> None:
        """After reading a file that may come from anywhere: ids unique, and every message off the
        active path hangs from the tree (one whose parent is unknown, or that sits in a cycle, is dropped)."""
        seen: set[str] = set()
        for m in (*self.messages, *self.versions):
            while m.id in seen:
                m.id = new_message_id()
            seen.add(m.id)
        self.link()
        attached = {m.id for m in self.messages} | {None}
        pending = list(self.versions)
        while True:  # attach in rounds: a child may come before its parent in the file
            placed = [m for m in pending if m.parent in attached]
            if not placed:
                break
            attached.update(m.id for m in placed)
            pending = [m for m in pending if m.id not in attached]
        self.versions = [m for m in self.versions if m.id in attached]
        for m in self.versions:
            if m.left is None:
                m.left = m.time

    def all_messages(self) -> list[Message]:
        return [*self.messages, *self.versions]

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
        return {i.sha256 for m in (*self.messages, *self.versions) for i in m.images}

    def image_refs(self) -> list[ImageRef]:
        """The images of the active path, in the order the conversation has them."""
        return [i for m in self.messages for i in m.images]

    def attachment_ids(self) -> set[str]:
        """The sha256 of every document and image attached anywhere in the tree (what the stores must keep)."""
        return {a.sha256 for m in (*self.messages, *self.versions) for a in m.attachments} | {
            f.sha256 for m in (*self.messages, *self.versions) for f in m.found} | {
            i.sha256 for m in (*self.messages, *self.versions) for i in m.images}  # the image store's too

    def searchable(self) -> str:
        """Every version's text, and the names of attached documents (not their text): search finds
        a message that is not on the active path too."""
        names = [a.name for m in (*self.messages, *self.versions) for a in m.attachments]
        return "\n".join([self.title, *(m.text for m in self.messages), *(m.text for m in self.versions),
                          *names]).casefold()


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise SchemaError(translate("ChatStore", "a session file must hold a JSON object"))
    version = data.get("schema")
    if not isinstance(version, int):
        raise SchemaError(translate("ChatStore", "the session file has no schema version"))
    if version > SCHEMA_VERSION:
        raise SchemaError(translate("ChatStore", "this chat was saved by a newer Emberly (format {version}); update "
                                    "Emberly to open it").format(version=version))
    while version < SCHEMA_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SchemaError(translate("ChatStore", "no migration from session format {version}")
                              .format(version=version))
        data = step(dict(data))
        version += 1
        data["schema"] = version
    return data


def untouched(session: Session) -> bool:
    """A chat with nothing of the user's in it: no message, no version, no title, pin or system
    prompt. Left behind (a Ctrl+N, then another chat or a quit), it is deleted, not kept."""
    return (not session.messages and not session.versions and not session.pinned and not session.system_prompt
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
