"""A chat as one self-contained HTML file (styled like the window, light or dark as the reader's
system is, code highlighted by the window's renderer, pictures inlined, every other version of a
message under it in a <details> that opens it and what followed it), and as a PDF through Qt's
own writer (the active path: Qt's rich text has no <details>). The page's own words are in the
interface's language (app/ui/i18n.py), the chat's as they are. Qt only for those and in `write_pdf`."""

from __future__ import annotations

import base64
import re
import time
from collections.abc import Callable
from html import escape
from pathlib import Path

from ...runtime import MAX_VERSION_DEPTH, ImageRef, Message, Session, other_versions, tree
from ..i18n import QT_TRANSLATE_NOOP, translate
from .items import role_name
from .markdown import render_markdown

ImageData = Callable[[ImageRef], bytes | None]  # an image's PNG (None: not in the store)
TOOL_RESULT_SHOWN = 4_000
COPY_LINK = re.compile(r'<a href="copy:\d+">[^<]*</a>')
# A tool call's status as the page says it (ToolRun.status).
TOOL_STATUS = {"ran": QT_TRANSLATE_NOOP("Chat", "ran"), "failed": QT_TRANSLATE_NOOP("Chat", "failed"),
               "declined": QT_TRANSLATE_NOOP("Chat", "declined"), "waiting": QT_TRANSLATE_NOOP("Chat", "waiting")}

STYLE = """
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Ubuntu, sans-serif; color: #1f2125; background: #fff;
       max-width: 46em; margin: 2em auto; padding: 0 1em; }
h1 { font-size: 1.5em; } .meta, .who, summary, .tool { color: #5c6068; font-size: 0.85em; }
.msg { margin: 1.2em 0; } .user { background: #fcebdf; border-radius: 12px; padding: 0.6em 1em; margin-left: 20%; }
.who { margin-bottom: 0.3em; } img.pic { max-width: 240px; border-radius: 6px; display: block; margin: 0.3em 0; }
details.versions { border-left: 3px solid #e3e4e7; padding-left: 1em; margin: 0.5em 0 1em; }
pre { overflow-x: auto; } table { border-collapse: collapse; } .tool pre { white-space: pre-wrap; }
@media (prefers-color-scheme: dark) {
  body { color: #e7e8ea; background: #1e1f22; } .meta, .who, summary, .tool { color: #a2a5ad; }
  .user { background: #3a2d25; } details.versions { border-color: #34363b; }
}
"""


def to_html(session: Session, image_data: ImageData = lambda ref: None, versions: bool = True) -> str:
    n = len(session.messages)
    meta = translate("Chat", "%n messages · exported from Emberly on {date}", None, n).format(
        date=time.strftime("%Y-%m-%d %H:%M"))
    body = [f"<h1>{escape(session.title)}</h1>", f'<p class="meta">{escape(meta)}</p>']
    if session.system_prompt:
        said = translate("Chat", "System prompt: {prompt}").format(prompt=session.system_prompt)
        body.append(f'<p class="meta">{escape(said)}</p>')
    body += _path(session.messages, tree(session), 0 if versions else None, image_data)
    return (f'<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(session.title)}</title>'
            f'<meta name="color-scheme" content="light dark"><style>{STYLE}</style></head><body>\n'
            + "\n".join(body) + "\n</body></html>\n")


def _path(path: list[Message], children: dict[str | None, list[Message]], depth: int | None,
          image_data: ImageData) -> list[str]:
    out: list[str] = []
    # Inside a version (depth > 0) its first message is the version being shown: others after it.
    others_at = dict(other_versions(path, children, bool(depth))) if depth is not None and depth < MAX_VERSION_DEPTH else {}
    for i, m in enumerate(path):
        out.append(_message(m, image_data))
        for k, other in enumerate(others_at.get(i, []), 1):
            summary = translate("Chat", "Another version of this message ({k} of {n})").format(k=k, n=len(others_at[i]))
            out.append(f'<details class="versions"><summary>{escape(summary)}</summary>')
            out += _path(other, children, (depth or 0) + 1, image_data)
            out.append("</details>")
    return out


def _message(m: Message, image_data: ImageData) -> str:
    who = role_name("user" if m.role == "user" else "assistant")
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(m.time))
    said = (translate("Chat", "{who} · {when} · stopped") if m.interrupted else translate("Chat", "{who} · {when}")).format(
        who=who, when=when)
    head = f'<div class="who">{escape(said)}</div>'
    pictures = ""
    for ref in m.images:
        data = image_data(ref)
        missing = translate("Chat", "[image: {name}]").format(name=ref.name)
        pictures += (f'<img class="pic" alt="{escape(ref.name)}" src="data:image/png;base64,'
                     f'{base64.b64encode(data).decode()}">' if data else f'<p class="meta">{escape(missing)}</p>')
    attached = translate("Chat", "Attached: {name}")
    documents = "".join(f'<p class="meta">{escape(attached.format(name=a.name))}</p>' for a in m.attachments)
    tools = "".join(_tool(r.name, r.status, str(r.arguments), r.result) for s in m.tools for r in s.runs)
    text = COPY_LINK.sub("", render_markdown(m.text).html)  # the window's "Copy" links: nothing to copy to here
    return f'<div class="msg {m.role}">{head}{pictures}{documents}{tools}{text}</div>'


def _tool(name: str, status: str, arguments: str, result: str) -> str:
    shown = result if len(result) <= TOOL_RESULT_SHOWN else result[:TOOL_RESULT_SHOWN] + "…"
    said = translate("Chat", "Tool call: {name} · {status}").format(
        name=name, status=translate("Chat", TOOL_STATUS[status]) if status in TOOL_STATUS else status)
    return (f'<details class="tool"><summary>{escape(said)}</summary>'
            f"<pre>{escape(arguments)}</pre><pre>{escape(shown)}</pre></details>")


def write_pdf(session: Session, dest: Path, image_data: ImageData = lambda ref: None) -> None:
    """The active path as a PDF (A4), through QTextDocument and QPdfWriter (any thread); written
    beside `dest` and moved there whole. Raises OSError."""
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

    from ...atomic import replacing

    with replacing(Path(dest)) as tmp:
        writer = QPdfWriter(str(tmp))
        writer.setResolution(96)  # the style's px are the screen's (at the writer's 1200 dpi they are specks)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        writer.setTitle(session.title)
        writer.setCreator("Emberly")
        doc = QTextDocument()
        doc.setHtml(to_html(session, image_data, versions=False))
        doc.print_(writer)
        del writer  # the file is finished when the writer goes
        if not tmp.is_file() or tmp.stat().st_size == 0:
            raise OSError(translate("Chat", "the PDF could not be written to {folder}").format(folder=Path(dest).parent))
