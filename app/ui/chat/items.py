"""A transcript's rows as the view shows them, and the text they show (in the interface's
language: app/ui/i18n.py): the footer of a message, its time, where a streaming reply's settled
Markdown ends. No Qt widgets."""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import Any

from ...runtime import OPEN, ImageRef, Message, ReplyParts, split_reasoning
from .. import i18n
from ..i18n import QT_TRANSLATE_NOOP, number, translate

# A streaming message reserves height in steps, so the view (which lays out every row when a
# row's size changes) relays out every few lines instead of on every new line.
STREAM_STEP = 160
# A streaming reply's document is rebuilt from its HTML on an update (0.5-2 ms per 1,000
# characters, code blocks the dearest): a longer reply is rebuilt every (1 + length / this)-th
# update, the text between appended as it is, so updates cost a few milliseconds on average.
RENDER_STRIDE_CHARS = 1_000
ROLE_NAMES = {"user": QT_TRANSLATE_NOOP("Chat", "You"), "assistant": QT_TRANSLATE_NOOP("Chat", "Assistant")}
# A message longer than this (a pasted file) shows its start and "Show more" (4x as much per
# click): rendering and laying out 1 MB of Markdown takes over a second on the UI thread, 10 MB ten.
ELIDE_AT = 20_000


CHARS_PER_TOKEN = 4  # a document's tokens, estimated before the model reads it (English prose: ~4)


def role_name(role: str) -> str:
    """Who wrote a message, as the transcript names them ("You", "Assistant")."""
    return translate("Chat", ROLE_NAMES[role]) if role in ROLE_NAMES else role


@dataclass(frozen=True)
class ToolLine:
    """One tool call of a reply, as its block shows it."""

    name: str
    server: str
    status: str  # ran | failed | declined | waiting
    seconds: float
    arguments: str  # JSON, indented
    result: str
    id: str = ""  # the call's: its progress reports name it
    progress: str = ""  # while it runs: its server's last report (progress_line), shown instead of "waiting…"

    @property
    def summary(self) -> str:
        """The block's line: add · maths · 0.05 s, echo · maths · declined, crawl · files · 3 of 10 (30 %)."""
        seconds = number(self.seconds, 2, grouped=False)
        if self.status == "ran":
            state = translate("Chat", "{seconds} s").format(seconds=seconds)
        elif self.status == "failed":
            state = translate("Chat", "failed · {seconds} s").format(seconds=seconds)
        elif self.status == "declined":
            state = translate("Chat", "declined")
        elif self.status == "waiting":
            state = self.progress or translate("Chat", "waiting…")
        else:
            state = self.status
        return " · ".join(p for p in (self.name, self.server, state) if p)


def tools_for(message: Message) -> tuple[ToolLine, ...]:
    import json

    return tuple(ToolLine(r.name, r.server, r.status, r.seconds, json.dumps(r.arguments, ensure_ascii=False, indent=1),
                          r.result, r.id) for step in message.tools for r in step.runs)


def progress_line(progress: float, total: float | None, message: str) -> str:
    """A running call's report as its block says it: "3 of 10 (30 %) — indexing files…" (counts
    when both are whole numbers), "47 % — working" (a total in other units), "12 so far" (no
    total). `message` is plain text already (app.tools.hub.plain); the block escapes it."""
    progress, total = float(progress), float(total) if total else None
    if total:
        share = translate("Chat", "{percent} %").format(percent=number(min(max(progress / total, 0.0), 1.0) * 100, grouped=False))
        whole = progress.is_integer() and total.is_integer()
        line = translate("Chat", "{done} of {total} ({share})").format(done=number(progress), total=number(total), share=share) \
            if whole else share
    else:
        line = translate("Chat", "{done} so far").format(done=number(progress, 0 if progress.is_integer() else 2))
    return translate("Chat", "{progress} — {message}").format(progress=line, message=message) if message else line


@dataclass
class Item:
    role: str
    text: str
    interrupted: bool = False
    streaming: bool = False
    revision: int = 0  # raised when its text or look changes: its document and height are made again
    code_blocks: tuple[str, ...] = field(default=())
    serial: int = field(default_factory=itertools.count().__next__)  # identity for the document cache
    thinking_s: float | None = None  # a reasoning model's thinking time (measured here while streaming)
    thoughts_open: bool = False  # its reasoning block expanded (a click on "Thought for N s")
    shown: int = ELIDE_AT  # characters of a long message shown ("Show more" multiplies them)
    started: float = field(default_factory=time.monotonic)
    version: tuple[int, int] = (1, 1)  # the k-th of n versions of this message ("‹ k/n ›" when n > 1)
    time: float = field(default_factory=time.time)  # when it was written (shown on hover)
    state: str = ""  # "stopped", "interrupted", "cut off…": shown always, unlike the stats
    stats: str = ""  # tokens, speed, reuse: shown on hover
    x_scroll: dict[int, int] = field(default_factory=dict)  # wide code block (frame index) → scrolled px
    documents: tuple[str, ...] = ()  # a chip's label per attached image, then document (a click shows it)
    pictures: tuple[str, ...] = ()  # the sha256 of each image among `documents` (the first ones)
    sources: tuple[tuple[str, str], ...] = ()  # a reply's citations (sources_for): the passages its question had
    found_by: str = "keywords"  # how they were searched for (Message.searched)
    read_once: str = ""  # how the chat's documents came in (documents_read): shown without a hover
    tools: tuple[ToolLine, ...] = ()  # a reply's tool calls, each a block before its answer
    tools_open: frozenset[int] = frozenset()  # the blocks expanded (a click on one)
    author: str = ""  # the model that wrote a compared chat's reply (its name instead of "Assistant")

    @property
    def footer(self) -> str:
        """The stats, then the state: footer_for of the message shown."""
        return " · ".join(p for p in (self.stats, self.state) if p)


def footer_for(message: Message) -> str:
    """The stats of a message, then its state ("stopped", …)."""
    return " · ".join(p for p in (stats_for(message), state_for(message)) if p)


def stats_for(message: Message) -> str:
    s = message.stats or {}
    parts = []
    if s.get("generated"):
        parts.append(translate("Chat", "{tokens} tokens · {rate} tok/s").format(
            tokens=s["generated"], rate=number(s.get("generation_tok_s", 0), 1, grouped=False)))
    if s.get("drafted"):  # speculative decoding: the guesses checked, and those the model wrote itself
        parts.append(translate("Chat", "drafted {drafted} · accepted {accepted} ({percent}%)").format(
            drafted=s["drafted"], accepted=s.get("accepted", 0), percent=100 * s.get("accepted", 0) // s["drafted"]))
    if s.get("prompt_decoded") is not None and message.role == "assistant" and s:
        parts.append(translate("Chat", "read {read} · reused {reused}").format(
            read=number(s["prompt_decoded"]), reused=number(s.get("prompt_reused", 0))))
    if s.get("turns_dropped"):
        n = s["turns_dropped"]
        parts.append(translate("Chat", "%n old messages left out (context full)", None, n))
    return " · ".join(parts)


def read_once_for(message: Message) -> str:
    docs = (message.stats or {}).get("documents")
    return documents_read(docs) if isinstance(docs, dict) and isinstance(docs.get("tokens"), int) else ""


def documents_for(message: Message) -> tuple[str, ...]:
    """A chip's label for each image (name · W × H) then each document (name · pages · ≈tokens)
    the message carries."""
    return tuple(image_label(i) for i in message.images) + tuple(
        document_label(a.name, a.pages, a.n_chars) for a in message.attachments)


def image_label(ref: ImageRef) -> str:
    """name · W × H"""
    return f"{ref.name} · {ref.width} × {ref.height}" if ref.width and ref.height else ref.name


def sources_for(question: Message | None) -> tuple[tuple[str, str], ...]:
    """A reply's citations, one per passage its question carried: (its document and heading,
    "[1] line 118"), for a line per document and heading."""
    if question is None or not (question.passages or question.found):
        return ()
    names = {a.sha256: a.name for a in question.attachments}
    unnamed = translate("Chat", "document")
    own = tuple((p.source(names.get(p.sha256, unnamed)) if not p.page else names.get(p.sha256, unnamed),
                 f"[{i}] {p.place()}".rstrip()) for i, p in enumerate(question.passages, 1))
    return own + tuple((f"{f.library} › {f.source() if not f.page else f.name}",
                        translate("Chat", "[{n}] page {page}").format(n=i, page=f.page) if f.page else f"[{i}]")
                       for i, f in enumerate(question.found, len(own) + 1))


def document_label(name: str, pages: int | None, n_chars: int) -> str:
    parts = [name]
    if pages:
        parts.append(translate("Chat", "%n page", None, pages) if pages == 1 else translate("Chat", "%n pages", None, pages))
    parts.append(translate("Chat", "≈{tokens} tokens").format(tokens=number(max(1, n_chars // CHARS_PER_TOKEN))))
    return " · ".join(parts)


def documents_read(docs: dict[str, Any]) -> str:
    """How the documents the chat begins with came in (sessions.documents_read): read now, and kept
    for the next chat on them, or restored, read once by another."""
    raw = docs.get("seconds")
    seconds = float(raw) if isinstance(raw, (int, float)) else 0.0
    if docs.get("restored"):
        return translate("Chat", "documents read once, restored in {ms} ms ({tokens} tokens)").format(
            ms=number(seconds * 1000, grouped=False), tokens=number(docs["tokens"]))
    return translate("Chat", "documents read: {tokens} tokens in {seconds} s, kept for new chats").format(
        tokens=number(docs["tokens"]), seconds=number(seconds, 1, grouped=False))


def state_for(message: Message) -> str:
    if message.interrupted:
        return translate("Chat", "stopped") if message.finish_reason == "cancelled" else translate("Chat", "interrupted")
    if message.finish_reason == "length":
        return translate("Chat", "cut off at the length limit")
    if message.finish_reason == "tool_limit":
        return translate("Chat", "stopped: too many tool calls in one reply")
    return ""


def when(t: float) -> str:
    """A message's time, in the locale's form: the hour today, the date before."""
    local, today = time.localtime(t), time.localtime()
    return i18n.when(t, today=(local.tm_year, local.tm_yday) == (today.tm_year, today.tm_yday))


def elided(text: str, limit: int) -> str:
    """The first `limit` characters of a long message, cut at a line or word end."""
    if len(text) <= limit:
        return text
    head = text[:limit]
    cut = max(head.rfind("\n"), head.rfind(" "))
    return head[:cut] if cut > limit // 2 else head


def stream_layout(item: Item, since: int = 0) -> tuple[ReplyParts | None, int]:
    """A streaming reply's reasoning (None if it has none), and where its settled part ends
    (looking from `since`, an earlier end): the Markdown before it is rendered once, the rest on
    each update. While the model thinks, everything after the opening tag is plain text."""
    parts = split_reasoning(item.text) if item.role == "assistant" else None
    if parts is None or parts.thinking is None:
        return None, stable_prefix_len(item.text, since)
    if not parts.thinking_done:
        return parts, item.text.find(OPEN) + len(OPEN)
    return parts, parts.answer_start + stable_prefix_len(parts.answer, max(since - parts.answer_start, 0))


def stable_prefix_len(text: str, since: int = 0) -> int:
    """Where the settled Markdown of a streaming text ends (markdown.settled_length), looking
    from `since`, a point known settled (an earlier answer), on."""
    from .markdown import settled_length  # with the first message, not on the first frame's path

    return since + settled_length(text[since:])
