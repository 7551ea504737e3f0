"""A chat as Markdown: its active path, or with every other version too (each message's other
versions under it, as far as they go, to a depth of three versions inside versions). And where
the versions are, for every export that shows them (the HTML export's too)."""

from __future__ import annotations

import math
import time
from collections.abc import Iterator

from ..engine.prompt.reasoning import split_reasoning, thought_label
from .model import Message, Session

MAX_VERSION_DEPTH = 3  # versions inside versions shown; deeper ones are in the chat itself
TOOL_RESULT_SHOWN = 500  # characters of a tool's result in a Markdown export


def other_versions(path: list[Message], children: dict[str | None, list[Message]], start: int = 0
          ) -> Iterator[tuple[int, list[list[Message]]]]:
    """For each message of `path` from `start` on that has other versions: its index and, per
    other version, that version and what followed it (the latest way down, as a switch shows it)."""
    for i in range(start, len(path)):
        others = [m for m in children.get(path[i].parent, []) if m.id != path[i].id]
        if others:
            yield i, [below(children, m) for m in sorted(others, key=lambda m: m.time)]


def below(children: dict[str | None, list[Message]], m: Message) -> list[Message]:
    """`m` and what followed it: the child left last at each step (Session.switch_to's way down)."""
    out, seen = [m], {m.id}
    while nexts := children.get(out[-1].id):
        m = max(nexts, key=lambda c: c.left if c.left is not None else math.inf)
        if m.id in seen:
            break
        out.append(m)
        seen.add(m.id)
    return out


def tree(session: Session) -> dict[str | None, list[Message]]:
    """Every message of the chat by its parent (the active path linked first)."""
    session.link()
    children: dict[str | None, list[Message]] = {}
    for m in (*session.messages, *session.versions):
        children.setdefault(m.parent, []).append(m)
    return children


def to_markdown(session: Session, all_versions: bool = False) -> str:
    lines = [f"# {session.title}", ""]
    if session.system_prompt:
        lines += ["> System: " + session.system_prompt.replace("\n", "\n> "), ""]
    lines += _path(session.messages, tree(session), 0 if all_versions else None)
    return "\n".join(lines)


def _path(path: list[Message], children: dict[str | None, list[Message]], depth: int | None) -> list[str]:
    lines: list[str] = []
    # Inside a version (depth > 0) its first message is the version being shown: others after it.
    others_at = dict(other_versions(path, children, bool(depth))) if depth is not None and depth < MAX_VERSION_DEPTH else {}
    for i, m in enumerate(path):
        lines += _message(m)
        for k, other in enumerate(others_at.get(i, []), 1):
            quote = [f"Another version ({k} of {len(others_at[i])}) of the message above, and what followed it:", "",
                     *_path(other, children, (depth or 0) + 1)]
            lines += ["> " + line if line else ">" for line in quote] + [""]
    return lines


def _message(m: Message) -> list[str]:
    who = "You" if m.role == "user" else "Assistant"
    stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(m.time))
    note = " (interrupted)" if m.interrupted else ""
    lines = [f"**{who}** · {stamp}{note}", ""]
    for step in m.tools:
        for r in step.runs:
            result = r.result if len(r.result) <= TOOL_RESULT_SHOWN else r.result[:TOOL_RESULT_SHOWN] + "…"
            lines += [f"- Tool call: `{r.name}` ({r.status}) with `{_one_line(str(r.arguments))}`: "
                      f"{_one_line(result)}"]
    lines += [""] if m.tools else []
    parts = split_reasoning(m.text) if m.role == "assistant" else None
    if parts is not None and parts.thinking is not None:
        # GitHub, VS Code and most viewers show this collapsed, as the window does.
        label = thought_label(m.thinking_s, parts.thinking_done)
        lines += ["<details>", f"<summary>{label}</summary>", "", parts.thinking, "", "</details>", ""]
        lines += [parts.answer, ""]
    else:
        lines += [m.text, ""]
    lines += [f"- Attached: {a.name}" + (f" ({a.pages} pages)" if a.pages else "") for a in m.attachments]
    lines += [f"- Image: {i.name}" for i in m.images]
    lines += [""] if m.attachments or m.images else []
    return lines


def _one_line(text: str) -> str:
    return " ".join(text.split())
