"""Where a Word document's parts are, found as python-docx finds them: the main document through the
package's relationships (`_rels/.rels`), its styles through the document's own. Only the small
parts read here are parsed whole (each bounded by its declared size before it is unpacked); the
main document is streamed (word_body.py)."""

from __future__ import annotations

import posixpath
import zipfile
from typing import Any, cast

from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml.parser import parse_xml
from docx.parts.styles import StylesPart
from docx.styles.styles import Styles

from ..words import Words, translate
from .reading import size_text
from .result import DocumentError

MAX_PART_BYTES = 8 << 20  # a relationships or styles part: real ones are 1 KB to 1 MB


def main_part(archive: zipfile.ZipFile, name: str) -> str:
    """The member that holds the document's body (`word/document.xml` in every real one)."""
    targets = _targets(archive, "/", RT.OFFICE_DOCUMENT, name)
    if len(targets) != 1:  # python-docx refuses none or several the same way
        raise _damaged(name, translate("Documents", "its package names {count} main documents").format(
            count=len(targets)) if targets else translate("Documents", "its package names no main documents"))
    return targets[0]


def styles(archive: zipfile.ZipFile, main: str, name: str) -> Styles:
    """The document's styles, or python-docx's default ones when it has none (as python-docx does)."""
    targets = _targets(archive, "/" + main, RT.STYLES, name)
    if not targets:
        part = StylesPart.default(None)  # type: ignore[arg-type]  # no package: only its XML is used
        return cast(Styles, part.styles)
    return Styles(parse_xml(read_part(archive, targets[0], name)))


def part_info(archive: zipfile.ZipFile, member: str, name: str) -> zipfile.ZipInfo:
    try:
        return archive.getinfo(member)
    except KeyError:
        raise _damaged(name, translate("Documents", "its part {part} is missing").format(part=member[:80])) from None


def read_part(archive: zipfile.ZipFile, member: str, name: str) -> bytes:
    """A part's bytes, refused before unpacking when it declares more than MAX_PART_BYTES."""
    limit = MAX_PART_BYTES
    info = part_info(archive, member, name)
    if info.file_size > limit:
        raise DocumentError(translate("Documents", "{name} has a part ({part}) of {size}, more than the {limit} "
                                      "Emberly reads in a Word document, so it was not opened").format(
            name=name, part=member[:80], size=size_text(info.file_size), limit=size_text(limit)))
    return archive.read(info)


def _targets(archive: zipfile.ZipFile, source: str, kind: str, name: str) -> list[str]:
    """The members that `source`'s relationships of `kind` point to (none when it has no
    relationships part), resolved as python-docx resolves them (PackURI.from_rel_ref)."""
    folder, base = posixpath.split(source)
    rels = posixpath.join(folder, "_rels", base + ".rels").lstrip("/")
    if rels not in archive.namelist():  # python-docx: a part without relationships
        return []
    root: Any = parse_xml(read_part(archive, rels, name))
    return [posixpath.normpath(posixpath.join(folder, rel.get("Target", ""))).lstrip("/")
            for rel in root if rel.get("Type") == kind and rel.get("TargetMode") != "External"]


def _damaged(name: str, why: Words) -> DocumentError:
    return DocumentError(translate("Documents", "{name} is not a Word document Emberly can read: it is damaged "
                                   "({reason})").format(name=name, reason=why))
