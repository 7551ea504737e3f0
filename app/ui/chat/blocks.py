"""Parts of a reply's HTML that fold: its reasoning ("Thought for N s") and its tool calls, each
a line that is a link (think:, tool:i) expanding into the text."""

from __future__ import annotations

from html import escape

from ...runtime import ReplyParts
from ..i18n import number, translate
from ..look.theme import token
from .items import Item

TOOL_RESULT_SHOWN = 4_000  # characters of a tool's result in its block (the model read up to 100,000)


def thoughts_html(item: Item, parts: ReplyParts | None, muted: str) -> str:
    """The reasoning block: one line that expands on a click, or the text as it streams."""
    if parts is None or parts.thinking is None:
        return ""
    label = escape(thought_label(item.thinking_s, parts.thinking_done))
    if not parts.thinking_done:
        return f'<p style="color:{muted}; margin:0 0 4px 0"><i>{label}</i></p>'
    arrow = "▾" if item.thoughts_open else "▸"
    html = (f'<p style="margin:0 0 6px 0"><a href="think:" style="color:{muted}; text-decoration:none">'
            f"{arrow} {label}</a></p>")
    if item.thoughts_open:
        body = escape(parts.thinking).replace("\n", "<br>")
        html += f'<p style="color:{muted}; margin:0 0 8px 12px">{body}</p>'
    return html


def thought_label(seconds: float | None, done: bool = True) -> str:
    """The reasoning block's line (app.runtime's thought_label, in the interface's language)."""
    if not done:
        return translate("Chat", "Thinking…")
    if seconds is None:
        return translate("Chat", "Thoughts")
    if seconds < 90:
        return translate("Chat", "Thought for {n} s").format(n=max(1, round(seconds)))
    return translate("Chat", "Thought for {n} min").format(n=round(seconds / 60))


def tools_html(item: Item, muted: str, dark: bool) -> str:
    """A reply's tool calls: a line each (a link, tool:i) that expands into its arguments and result."""
    if not item.tools:
        return ""
    from .markdown import MONO, code_colours

    background, colour = code_colours(dark)
    arguments, result_word, empty = translate("Chat", "Arguments"), translate("Chat", "Result"), translate("Chat", "(empty)")
    html = ""
    for i, t in enumerate(item.tools):
        tint = token("danger") if t.status == "failed" else muted
        arrow = "▾" if i in item.tools_open else "▸"
        line = translate("Chat", "Tool call: {summary}").format(summary=t.summary)
        html += (f'<p style="margin:0 0 4px 0"><a href="tool:{i}" style="color:{tint}; text-decoration:none">'
                 f"{arrow} {escape(line)}</a></p>")
        if i in item.tools_open:
            result = t.result if len(t.result) <= TOOL_RESULT_SHOWN else (
                t.result[:TOOL_RESULT_SHOWN] + "\n" + translate("Chat", "… {n} more characters").format(
                    n=number(len(t.result) - TOOL_RESULT_SHOWN)))
            html += (f'<table width="100%" border="0" cellspacing="0" cellpadding="6" bgcolor="{background}" '
                     f'style="margin:0 0 8px 0"><tr><td><span style="color:{muted}">{escape(arguments)}</span>'
                     f'<pre style="margin:0; color:{colour}; {MONO}">\n{escape(t.arguments)}\n</pre>'
                     f'<span style="color:{muted}">{escape(result_word)}</span>'
                     f'<pre style="margin:0; color:{colour}; {MONO}">\n{escape(result) or escape(empty)}\n</pre>'
                     "</td></tr></table>")
    return html
