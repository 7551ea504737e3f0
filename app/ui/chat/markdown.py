"""Render chat-message Markdown to HTML for Qt's rich-text engine.

Qt's ``QTextDocument.setHtml`` understands only a subset of HTML4/CSS, so the
output leans on presentational attributes (``bgcolor``, ``border``,
``cellpadding``) that Qt honours more reliably than CSS. Messages come from a
model and are untrusted: raw HTML is escaped, and only http(s) links survive.

Each code block is highlighted with Pygments and gets a header with its
language and a ``<a href="copy:N">Copy</a>`` link; ``Rendered.code_blocks[N]``
holds the block's source text for the view to put on the clipboard.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml, unescapeAll
from markdown_it.renderer import RendererHTML
from markdown_it.rules_core import StateCore
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import TextLexer, get_lexer_by_name, guess_lexer
from pygments.styles import get_style_by_name
from pygments.token import Token as PygmentsToken
from pygments.util import ClassNotFound

from ..i18n import translate

__all__ = ["Rendered", "render_markdown"]

MONO = "font-family: 'JetBrains Mono', 'Cascadia Mono', Consolas, Menlo, 'DejaVu Sans Mono', monospace;"

# Guessing is unreliable on short snippets and slow on big ones (every lexer's
# analyse_text runs), so it only sees blocks of a few lines, and only their head.
GUESS_MIN_LINES = 4
GUESS_MAX_CHARS = 4_000
# Pygments is pure Python: past this size a block is shown unhighlighted so a
# huge paste cannot stall the UI thread.
HIGHLIGHT_MAX_CHARS = 100_000


@dataclass(frozen=True)
class Rendered:
    html: str
    code_blocks: tuple[str, ...]  # source of each code block, in order, without markdown-it's final "\n"


@dataclass(frozen=True)
class _Theme:
    style: str
    code_bg: str
    code_fg: str
    header_bg: str
    header_fg: str
    inline_bg: str
    table_border: str
    quote_fg: str


def _theme(style_name: str, fallback_fg: str, **colors: str) -> _Theme:
    # Take the block colours from the Pygments style so the highlighting sits on
    # the background it was designed for.
    style = get_style_by_name(style_name)
    fg = style.style_for_token(PygmentsToken.Text)["color"]
    return _Theme(style_name, style.background_color, f"#{fg}" if fg else fallback_fg, **colors)


_THEMES = {
    False: _theme("default", "#1f2328", header_bg="#e8e8e8", header_fg="#555555",
                  inline_bg="#eff1f3", table_border="#c8c8c8", quote_fg="#666666"),
    True: _theme("monokai", "#f8f8f2", header_bg="#3b3c35", header_fg="#c0c0b8",
                 inline_bg="#3a3d41", table_border="#5a5a5a", quote_fg="#a0a0a0"),
}
def code_colours(dark: bool) -> tuple[str, str]:
    """A code block's background and text colours (a tool call's block uses them too)."""
    return _THEMES[dark].code_bg, _THEMES[dark].code_fg


_FORMATTERS = {dark: HtmlFormatter(noclasses=True, nowrap=True, style=t.style) for dark, t in _THEMES.items()}


def _is_web_url(url: str) -> bool:
    return url.strip().lower().startswith(("http://", "https://"))


def _sanitize_links(state: StateCore) -> None:
    """Unwrap links whose target is not http(s), keeping their text.

    This also stops a message from forging our own ``copy:N`` anchors. Links
    cannot nest in CommonMark, so each link_open pairs with the next link_close.
    Images inside a link are marked so they don't render a nested anchor.
    """
    for block in state.tokens:
        if block.type != "inline" or not block.children:
            continue
        kept: list[Token] = []
        in_link = dropping = False
        for tok in block.children:
            if tok.type == "link_open":
                in_link = True
                dropping = not _is_web_url(str(tok.attrGet("href") or ""))
                if dropping:
                    continue
            elif tok.type == "link_close":
                in_link = False
                if dropping:
                    dropping = False
                    continue
            elif tok.type == "image":
                tok.meta["in_link"] = in_link
            kept.append(tok)
        block.children = kept


def _lexer_for(lang: str, code: str) -> Lexer:
    # stripnl=False: Pygments would otherwise eat leading/trailing blank lines.
    try:
        if lang:
            lexer: Lexer = get_lexer_by_name(lang, stripnl=False)
            return lexer
        if code.count("\n") >= GUESS_MIN_LINES:
            guessed: Lexer = guess_lexer(code[:GUESS_MAX_CHARS], stripnl=False)
            return guessed
    except ClassNotFound:
        pass
    plain: Lexer = TextLexer(stripnl=False)
    return plain


def _highlight(code: str, lang: str, dark: bool) -> str:
    """Return ``code`` as highlighted inline HTML, with no trailing newline added."""
    if len(code) > HIGHLIGHT_MAX_CHARS:
        return escapeHtml(code)
    try:
        # Pygments always ends its output with "\n"; feed it one and remove the
        # last "\n" of the result so the block's whitespace stays exact. Tags
        # never contain "\n", so the last one is that final newline.
        out = highlight(code + "\n", _lexer_for(lang, code), _FORMATTERS[dark])
    except Exception:  # a third-party lexer bug must not break a chat message
        return escapeHtml(code)
    cut = out.rfind("\n")
    return out[:cut] + out[cut + 1 :] if cut >= 0 else out


def _code_block_html(index: int, code: str, lang: str, dark: bool, coloured: bool = True) -> str:
    t = _THEMES[dark]
    label = escapeHtml(lang) if lang else escapeHtml(translate("Chat", "code", "a code block of no named language"))
    copy = escapeHtml(translate("Chat", "Copy"))
    return (
        f'<table width="100%" border="0" cellspacing="0" cellpadding="6" bgcolor="{t.code_bg}">'
        f'<tr><td bgcolor="{t.header_bg}"><span style="color: {t.header_fg}; {MONO}">{label}</span></td>'
        f'<td bgcolor="{t.header_bg}" align="right"><a href="copy:{index}">{copy}</a></td></tr>'
        # Qt drops one newline right after <pre> and one right before </pre>:
        # give it those two so the code's own blank lines survive.
        f'<tr><td colspan="2"><pre style="margin: 0; color: {t.code_fg}; {MONO}">\n'
        f"{_highlight(code, lang, dark) if coloured else escapeHtml(code)}\n</pre></td></tr></table>\n"
    )


# Render rules: markdown-it binds them as methods of its renderer (hence ``self``)
# and threads ``env`` through one render call; env carries the theme flag and
# collects the code blocks, so the shared parser stays stateless.


def _code(token: Token, lang: str, env: EnvType) -> str:
    # markdown-it ends a closed block's content with "\n"; the copied text
    # should not carry it (an unclosed fence while streaming has none).
    code = token.content[:-1] if token.content.endswith("\n") else token.content
    blocks: list[str] = env["code_blocks"]
    blocks.append(code)
    return _code_block_html(env["first_block"] + len(blocks) - 1, code, lang, env["dark"], env["coloured"])


def _fence(self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    info = unescapeAll(tokens[idx].info).strip()
    return _code(tokens[idx], info.split(maxsplit=1)[0] if info else "", env)


def _code_block(self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    return _code(tokens[idx], "", env)


def _code_inline(self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    bg = _THEMES[env["dark"]].inline_bg
    return f'<code style="background-color: {bg}; {MONO}">{escapeHtml(tokens[idx].content)}</code>'


def _table_open(self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    # Qt draws cell borders from these attributes; its CSS border support is patchy.
    border = _THEMES[env["dark"]].table_border
    return (
        '<table border="1" cellspacing="0" cellpadding="4" '
        f'style="border-collapse: collapse; border-color: {border};">\n'
    )


def _blockquote_open(self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    return f'<blockquote style="color: {_THEMES[env["dark"]].quote_fg};">\n'


def _list_item_open(self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    # An empty item ("1.\n2.\n…", which small models write) keeps its line: Qt collapses an
    # empty <li> to nothing, so a reply of hundreds of them showed as a few pixels.
    empty = idx + 1 < len(tokens) and tokens[idx + 1].type == "list_item_close"
    return self.renderToken(tokens, idx, options, env) + ("&#160;" if empty else "")


def _image(self: RendererHTML, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
    # Qt would try to load the image as a document resource; show its alt text,
    # linked to the image when that is a web URL and not already inside a link.
    tok = tokens[idx]
    src = str(tok.attrGet("src") or "")
    alt = escapeHtml(self.renderInlineAsText(tok.children or [], options, env))
    if not _is_web_url(src) or tok.meta.get("in_link"):
        return alt
    return f'<a href="{escapeHtml(src)}">{alt or escapeHtml(src)}</a>'


def _make_parser() -> MarkdownIt:
    # breaks: a single newline is a line break, as chat apps show model output (and as the text
    # looked while it streamed), not a space inside one paragraph.
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "breaks": True}).enable("table").enable("strikethrough")
    md.core.ruler.push("sanitize_links", _sanitize_links)
    md.add_render_rule("fence", _fence)
    md.add_render_rule("code_block", _code_block)
    md.add_render_rule("code_inline", _code_inline)
    md.add_render_rule("table_open", _table_open)
    md.add_render_rule("blockquote_open", _blockquote_open)
    md.add_render_rule("image", _image)
    md.add_render_rule("list_item_open", _list_item_open)
    return md


_MD = _make_parser()


def settled_length(text: str) -> int:
    """How much of `text` (a message still being written) is settled: its top-level blocks but
    the last, in its complete lines. More text can still change the last block (a list goes on,
    a line turns a paragraph into a heading or a table) but not the ones before it, so rendering
    the settled part and the rest apart gives the HTML of the whole (bar link references)."""
    complete = text[: text.rfind("\n") + 1]  # a line still being written can change what it is
    starts = [token.map[0] for token in _MD.parse(complete)
              if token.level == 0 and token.nesting >= 0 and token.map is not None]
    if len(starts) < 2:
        return 0
    lines = complete.splitlines(keepends=True)
    return sum(len(line) for line in lines[: starts[-1]])


def render_markdown(text: str, dark: bool = False, first_block: int = 0, coloured: bool = True) -> Rendered:
    """Render one chat message; never raises on any text, complete or mid-stream.

    A message rendered in parts (a streaming reply: its settled blocks, then the rest) numbers
    its copy links on from `first_block`; `coloured=False` leaves code uncoloured (a block
    still being written: Pygments on every update would cost more than the update)."""
    env: dict[str, Any] = {"dark": dark, "code_blocks": [], "first_block": first_block, "coloured": coloured}
    html = _MD.render(text, env)
    return Rendered(html=html, code_blocks=tuple(env["code_blocks"]))
