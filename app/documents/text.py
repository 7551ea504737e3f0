"""Plain-text kinds (text, Markdown, code, CSV, JSON, and HTML before its tags are read): which
kind a file is, from its first bytes and its name together, and its bytes decoded. Binary data
named .txt is refused; UTF-8 (with or without a BOM), UTF-16 and UTF-32 by their BOM, else
Windows-1252 with a note."""

from __future__ import annotations

import codecs
import json
import os

from ..records import RecordError, parse_record
from ..words import grouped, translate
from .result import Body, DocumentError, Kind, Limits, cap_note, clean

_MARKDOWN = {".md", ".markdown", ".mdown", ".mkd", ".mdx"}
_HTML = {".html", ".htm", ".xhtml"}
_CSV = {".csv", ".tsv"}
_CODE = {
    ".py", ".pyi", ".ipynb", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx", ".c", ".h", ".cc", ".cpp", ".cxx",
    ".hpp", ".hh", ".m", ".mm", ".rs", ".go", ".java", ".kt", ".kts", ".scala", ".swift", ".cs", ".fs", ".vb",
    ".rb", ".php", ".pl", ".pm", ".lua", ".r", ".jl", ".dart", ".zig", ".nim", ".hs", ".ml", ".ex", ".exs",
    ".erl", ".clj", ".sh", ".bash", ".zsh", ".fish", ".ps1", ".bat", ".cmd", ".sql", ".css", ".scss", ".less",
    ".vue", ".svelte", ".xml", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".cmake", ".gradle",
    ".proto", ".graphql", ".tex", ".diff", ".patch", ".s", ".asm", ".f90", ".cu", ".glsl", ".wgsl",
}
_CODE_NAMES = {"makefile", "dockerfile", "cmakelists.txt", "justfile", "rakefile", "gemfile", "vagrantfile"}
_PLAIN = {".txt", ".text", ".log", ".rst", ".adoc", ".org"}  # never sniffed as HTML
# What a library indexes in a folder (a file named by hand is read whatever its name).
SUFFIXES = frozenset({*_MARKDOWN, *_HTML, *_CSV, *_CODE, *_PLAIN, ".json", ".pdf", ".docx"})
_OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # .doc, .xls, .ppt before 2007

# Bytes that text does not hold: C0 controls but tab, line breaks, form feed, backspace, escape.
_CONTROLS = bytes(c for c in range(32) if c not in (8, 9, 10, 11, 12, 13, 27)) + b"\x7f"
_HIGH = bytes(range(128, 256))
_CONTROL_CHARS = {c: None for c in _CONTROLS} | {0xFFFD: None}  # str.translate deletes these


def sniff(name: str, data: bytes) -> Kind:
    """The kind of a file: binary formats by their first bytes (a PDF named .txt is a PDF),
    text kinds by the name's extension (HTML also by its first tag when the name says nothing)."""
    ext = os.path.splitext(name)[1].lower()
    if b"%PDF-" in data[:1024]:  # the header may follow up to 1 KB of junk, as readers allow
        return "pdf"
    if data[:4] in (b"PK\x03\x04", b"PK\x05\x06"):
        return "docx"  # word.py says so if the ZIP is not a Word document
    if data.startswith(_OLE2):
        raise DocumentError(translate("Documents", "{name} is an older Office file (.doc, .xls or .ppt); save it as "
                                      ".docx or PDF to attach it").format(name=name))
    if ext == ".pdf":
        raise DocumentError(translate("Documents", "{name} is named .pdf but is not a PDF (it does not start like one)")
                            .format(name=name))
    if ext in (".docx", ".docm", ".dotx"):
        raise DocumentError(translate("Documents", "{name} is named {ext} but is not a Word document (it is not a ZIP "
                                      "archive)").format(name=name, ext=ext))
    if ext in _MARKDOWN:
        return "markdown"
    if ext in _HTML:
        return "html"
    if ext in _CSV:
        return "csv"
    if ext == ".json":
        return "json"
    if ext in _CODE or name.lower() in _CODE_NAMES:
        return "code"
    return "text"


def looks_like_html(name: str, text: str) -> bool:
    """A file whose name says nothing about its kind and which starts like an HTML page."""
    if os.path.splitext(name)[1].lower() in _PLAIN:
        return False
    head = text.lstrip("\ufeff \t\r\n")[:64].lower()
    return head.startswith(("<!doctype html", "<html"))


def decode(data: bytes, name: str, max_chars: int) -> Body:
    """The text of `data` (its first `max_chars` characters), or DocumentError if it is not
    text. Line breaks become "\\n" and NULs are dropped."""
    keep = max_chars * 4  # no character takes more than 4 bytes: the rest is never decoded
    cut = len(data) > keep
    text, notes = _decode(data[:keep] if cut else data, name, cut)
    text = clean(text)
    if cut or len(text) > max_chars:
        text = text[:max_chars]
        notes.append(cap_note(max_chars))
    return Body(text, notes=notes)


def _decode(data: bytes, name: str, cut: bool) -> tuple[str, list[str]]:
    for bom, encoding, label in (
        (b"\xff\xfe\x00\x00", "utf-32", "UTF-32"),  # before UTF-16's: it starts the same way
        (b"\x00\x00\xfe\xff", "utf-32", "UTF-32"),
        (b"\xff\xfe", "utf-16", "UTF-16"),
        (b"\xfe\xff", "utf-16", "UTF-16"),
    ):
        if data.startswith(bom):
            text = _decoded(data, encoding, "replace", cut)
            if len(text) - len(text.translate(_CONTROL_CHARS)) > len(text) // 100:
                raise _not_text(name)
            return text, [translate("Documents", "read as {encoding} (its byte-order mark says so)").format(
                encoding=label)]
    if data.startswith(codecs.BOM_UTF8):
        data = data[3:]
    if data.count(0) > len(data) // 1000 or len(data) - len(data.translate(None, _CONTROLS)) > len(data) // 100:
        raise _not_text(name)
    try:
        return _decoded(data, "utf-8", "strict", cut), []
    except UnicodeDecodeError:
        pass
    text = _decoded(data, "utf-8", "replace", cut)
    bad = text.count("\ufffd") - data.count("\ufffd".encode())
    if bad <= len(data) // 1000:  # a few damaged bytes in a UTF-8 file
        return text, [translate("Documents", "{count} byte sequences that are not UTF-8 were replaced with "
                                             "\ufffd").format(count=grouped(bad))]
    # Not UTF-8: Windows-1252 decodes any Western European text; a text mostly of bytes above
    # 127 is binary or another code page, which guessing would only garble.
    text = _decoded(data, "cp1252", "replace", cut)
    if len(data) - len(data.translate(None, _HIGH)) > len(data) * 0.3 or text.count("\ufffd") > len(data) // 1000:
        raise _not_text(name)
    return text, [translate("Documents", "read as Windows-1252: the file is not UTF-8")]


def _decoded(data: bytes, encoding: str, errors: str, cut: bool) -> str:
    """`data` decoded; a character split by the cut is left out instead of replaced."""
    return codecs.getincrementaldecoder(encoding)(errors).decode(data, final=not cut)


def _not_text(name: str) -> DocumentError:
    return DocumentError(translate("Documents", "{name} is not a text file (its bytes are binary data, or text in an "
                                   "encoding other than UTF-8, UTF-16 or Windows-1252)").format(name=name))


def tidy_json(body: Body, limits: Limits) -> Body:
    """A small JSON file checked (at most 32 levels deep, no NaN) and, written on one line,
    laid out with indents; a larger one is kept as written."""
    if len(body.text) > limits.max_pretty_json_bytes:
        return body
    try:
        value = parse_record(body.text.encode("utf-8", "surrogatepass"), translate("Documents", "the JSON"))
    except RecordError as e:
        body.notes.append(translate("Documents", "{error}; kept as written").format(error=e))
        return body
    if "\n" not in body.text.strip():
        body.text = json.dumps(value, indent=2, ensure_ascii=False)
    return body
