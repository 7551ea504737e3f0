"""A chat as Markdown: its active path, or with every other version too (each fork's other
branches under it, as far as they go, to a depth of three forks). And the forks themselves, for
every export that shows the versions (the HTML export's too)."""

from __future__ import annotations

import copy
import time
from collections.abc import Iterator

from ..engine.prompt.reasoning import split_reasoning, thought_label
from .model import Message, Session

MAX_FORK_DEPTH = 3  # forks inside forks shown; deeper versions are in the chat itself
TOOL_RESULT_SHOWN = 500  # characters of a tool's result in a Markdown export


def forks(session: Session, start: int = 0) -> Iterator[tuple[int, list[tuple[Session, int]]]]:
    """For each message of the active path from `start` on that has other versions: its index and,
    per other version, a copy of the chat switched to it and that version's index there."""
    for i in range(start, len(session.messages)):
        others = [m for m in session.siblings(i) if m.id != session.messages[i].id]
        if others:
            branches = []
            for other in others:
                view = copy.deepcopy(session)
                view.switch_to(other.id)
                branches.append((view, i))
            yield i, branches


def to_markdown(session: Session, all_branches: bool = False) -> str:
    lines = [f"# {session.title}", ""]
    if session.system_prompt:
        lines += ["> System: " + session.system_prompt.replace("\n", "\n> "), ""]
    lines += _path(session, 0, 0 if all_branches else None)
    return "\n".join(lines)


def _path(session: Session, start: int, depth: int | None) -> list[str]:
    lines: list[str] = []
    # Inside a version (depth > 0) its own first message is the fork being shown: forks after it.
    fork_at = dict(forks(session, start + bool(depth))) if depth is not None and depth < MAX_FORK_DEPTH else {}
    for i in range(start, len(session.messages)):
        lines += _message(session.messages[i])
        for k, (view, at) in enumerate(fork_at.get(i, []), 1):
            quote = [f"Another version ({k} of {len(fork_at[i])}) of the message above, and what followed it:", "",
                     *_path(view, at, (depth or 0) + 1)]
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
