"""The streamed DOCX body (app/documents/word_body.py) against python-docx reading the whole tree:
the same text, headings and tables for documents written by python-docx and by hand (hyperlinks,
breaks of every kind, fields, content controls, nested tables, a second body); paragraph text equal
to python-docx's own; and the bounds: a block too large, XML or a styles part declared too large, a
cancel between chunks, a long table held a row at a time."""

from __future__ import annotations

import functools
import io
import random
import zipfile
from pathlib import Path
from typing import Any

import docx
import pytest
from docx.enum.text import WD_BREAK
from docx.text.paragraph import Paragraph

from app.documents import DocumentError, ExtractionCancelled, extract, word_body, word_parts
from app.documents import word as word_module
from app.documents.result import TextSink

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def whole_tree_text(path: Path) -> str:
    """What main's reader made: python-docx's whole tree, the body's blocks in order."""
    document = docx.Document(str(path))
    reader = word_body.Reader(document, TextSink(8_000_000))
    for block in document.element.body.iterchildren():
        reader.block(block, 0)
    return reader.sink.text().rstrip("\n")


def rich_document(path: Path) -> None:
    d = docx.Document()
    d.add_heading("Title", 0)
    d.add_heading("Quarterly report", level=1)
    d.add_heading("Details", level=2)
    d.add_heading("", level=3)  # an empty heading is not marked
    p = d.add_paragraph("First\tparagraph and ")
    run = p.add_run("bold")
    run.bold = True
    run.add_break()
    run.add_text("after a line break")
    run.add_break(WD_BREAK.PAGE)
    run.add_text("after a page break")
    run.add_break(WD_BREAK.COLUMN)
    d.add_paragraph("A quote", style="Quote")
    d.add_paragraph("An item", style="List Bullet")
    table = d.add_table(rows=3, cols=3)
    for i in range(3):
        for j in range(3):
            table.cell(i, j).text = f"c{i}{j}\tx\ny"
    table.cell(1, 1).add_table(rows=2, cols=2).cell(0, 0).text = "inner"
    table.cell(0, 0).merge(table.cell(0, 1))
    d.add_paragraph("Closing é ✓ 🌊.")
    d.add_paragraph().add_run().add_break(WD_BREAK.PAGE)
    d.add_paragraph("After the page break")
    d.save(str(path))


@functools.cache
def blank_package() -> bytes:
    """python-docx's empty document, saved once for the module."""
    template = io.BytesIO()
    docx.Document().save(template)
    return template.getvalue()


def hand_written(path: Path, body: str, styles: bytes | None = None) -> None:
    """python-docx's package with `body` as the document's body (and `styles` as its styles part)."""
    with zipfile.ZipFile(io.BytesIO(blank_package())) as src, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for info in src.infolist():
            data = src.read(info)
            if info.filename == "word/document.xml":
                data = f'<w:document xmlns:w="{W}" xmlns:r="{R}">{body}</w:document>'.encode()
            elif info.filename == "word/styles.xml" and styles is not None:
                data = styles
            out.writestr(info, data)


HAND_BODY = (
    '<w:body><w:p><w:pPr><w:pStyle w:val="Heading2"/></w:pPr><w:r><w:t>Styled heading</w:t></w:r></w:p>'
    '<w:p><w:hyperlink r:id="rId99"><w:r><w:t>a link</w:t></w:r></w:hyperlink><w:r><w:t xml:space="preserve"> and </w:t>'
    '<w:tab/><w:noBreakHyphen/><w:ptab w:relativeTo="margin" w:alignment="right" w:leader="none"/><w:cr/>'
    '<w:br w:type="page"/><w:br/></w:r><w:fldSimple w:instr="PAGE"><w:r><w:t>9</w:t></w:r></w:fldSimple>'
    '<w:ins w:id="1" w:author="x"><w:r><w:t>inserted</w:t></w:r></w:ins></w:p>'
    '<w:sdt><w:sdtContent><w:p><w:r><w:t>in a content control</w:t></w:r></w:p>'
    '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>sdt cell</w:t></w:r></w:p></w:tc></w:tr></w:tbl></w:sdtContent></w:sdt>'
    '<w:tbl><w:tblPr/><w:tblGrid/><w:tr><w:tc><w:p><w:r><w:t>a</w:t></w:r></w:p><w:p/></w:tc>'
    '<w:tc><w:tbl><w:tr><w:tc><w:p><w:r><w:t>nested</w:t></w:r></w:p></w:tc></w:tr></w:tbl></w:tc></w:tr>'
    '<w:tr><w:tc><w:p><w:r><w:t>b</w:t></w:r></w:p></w:tc></w:tr></w:tbl>'
    '<w:p><w:r><w:t>last</w:t></w:r></w:p><w:sectPr/></w:body>'
    '<w:body><w:p><w:r><w:t>a second body: python-docx reads the first</w:t></w:r></w:p></w:body>'
)


def test_streamed_text_is_python_docx_whole_tree_text(tmp_path: Path) -> None:
    rich_document(tmp_path / "rich.docx")
    hand_written(tmp_path / "hand.docx", HAND_BODY)
    rng = random.Random(11)
    paragraphs = "".join(
        "<w:p>" + "".join(f"<w:r><w:t>{rng.choice(['x', 'é', ' y ', 'a<', '&amp;'][:3])}</w:t></w:r>"
                          for _ in range(rng.randrange(0, 30))) + "</w:p>" for _ in range(2000))
    hand_written(tmp_path / "long.docx", f"<w:body>{paragraphs}</w:body>")  # several chunks of XML (~800 KB)
    for name in ("rich.docx", "hand.docx", "long.docx"):
        streamed = extract(tmp_path / name).text
        assert streamed == whole_tree_text(tmp_path / name), name
    # python-docx's rules, pinned: a paragraph's text is its runs and hyperlinks (not fields, not
    # insertions), a page break is nothing, a table nested in a cell joins its cell, a second
    # body is not read.
    assert extract(tmp_path / "hand.docx").text == (
        "## Styled heading\na link and \t-\t\n\n\nin a content control\nsdt cell\n\na\tnested\nb\n\nlast")


def test_paragraph_text_is_python_docxs(tmp_path: Path) -> None:
    rich_document(tmp_path / "rich.docx")
    hand_written(tmp_path / "hand.docx", HAND_BODY)
    for name in ("rich.docx", "hand.docx"):
        document = docx.Document(str(tmp_path / name))
        paragraphs = document.element.body.iter(f"{{{W}}}p")
        seen = [(word_body.paragraph_text(p), Paragraph(p, document).text) for p in paragraphs]
        assert len(seen) > 5 and all(ours == theirs for ours, theirs in seen), seen


def test_headings_follow_the_styles_part_or_python_docxs_defaults(tmp_path: Path) -> None:
    styles = (f'<w:styles xmlns:w="{W}"><w:style w:type="paragraph" w:styleId="Kop1"><w:name w:val="heading 1"/>'
              '</w:style><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/>'
              "</w:style></w:styles>").encode()
    body = ('<w:body><w:p><w:pPr><w:pStyle w:val="Kop1"/></w:pPr><w:r><w:t>Dutch id, English name</w:t></w:r></w:p>'
            '<w:p><w:pPr><w:pStyle w:val="Heading2"/></w:pPr><w:r><w:t>no such style here</w:t></w:r></w:p></w:body>')
    hand_written(tmp_path / "dutch.docx", body, styles)
    assert extract(tmp_path / "dutch.docx").text == "# Dutch id, English name\nno such style here"
    # No styles relationship at all: python-docx's default styles, as python-docx reads it.
    hand_written(tmp_path / "plain.docx", body)
    with zipfile.ZipFile(tmp_path / "plain.docx") as src:
        parts = {i.filename: src.read(i) for i in src.infolist()}
    rels = parts["word/_rels/document.xml.rels"].decode()
    parts["word/_rels/document.xml.rels"] = rels.replace("relationships/styles", "relationships/not-styles").encode()
    with zipfile.ZipFile(tmp_path / "nostyles.docx", "w") as out:
        for name, data in parts.items():
            out.writestr(name, data)
    assert extract(tmp_path / "nostyles.docx").text == whole_tree_text(tmp_path / "nostyles.docx")


def test_a_block_too_large_or_parts_declared_too_large_are_refused(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    cells = "".join(f"<w:tc><w:p><w:r><w:t>{i}</w:t></w:r></w:p></w:tc>" for i in range(20_000))
    hand_written(tmp_path / "row.docx", f"<w:body><w:tbl><w:tr>{cells}</w:tr></w:tbl></w:body>")
    assert extract(tmp_path / "row.docx").text.startswith("0\t1\t2")
    monkeypatch.setattr(word_body, "MAX_BLOCK_BYTES", 256 << 10)
    with pytest.raises(DocumentError, match=r"row\.docx has a paragraph or table row of more than 256 KiB"):
        extract(tmp_path / "row.docx")
    monkeypatch.setattr(word_module, "MAX_XML_BYTES", 64 << 10)
    with pytest.raises(DocumentError, match=r"row\.docx holds .* of text and markup, more than the 64 KiB"):
        extract(tmp_path / "row.docx")
    monkeypatch.setattr(word_parts, "MAX_PART_BYTES", 8 << 10)  # the rels fit, the styles do not
    rich_document(tmp_path / "styled.docx")
    with pytest.raises(DocumentError, match=r"styled\.docx has a part \(word/styles\.xml\) of"):
        extract(tmp_path / "styled.docx")


def test_a_long_table_is_held_a_row_at_a_time_and_a_cancel_stops_between_chunks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rows = "".join(f"<w:tr><w:tc><w:p><w:r><w:t>row {i}</w:t></w:r></w:p></w:tc>"
                   f"<w:tc><w:p><w:r><w:t>{'v' * 50}</w:t></w:r></w:p></w:tc></w:tr>" for i in range(8_000))  # 5 chunks
    hand_written(tmp_path / "table.docx", f"<w:body><w:tbl>{rows}</w:tbl><w:p><w:r><w:t>end</w:t></w:r></w:p></w:body>")
    held: list[int] = []  # elements in the whole tree as each thousandth row is read
    row = word_body.Reader.row

    def counting(reader: word_body.Reader, element: Any, depth: int) -> None:
        if len(reader.sink.parts) % 1000 == 0:
            held.append(sum(1 for _ in element.getroottree().iter()))
        row(reader, element, depth)

    monkeypatch.setattr(word_body.Reader, "row", counting)
    text = extract(tmp_path / "table.docx").text
    assert text.split("\n")[:2] == ["row 0\t" + "v" * 50, "row 1\t" + "v" * 50] and text.endswith("\n\nend")
    # What one chunk of XML (256 KB) builds, at most: python-docx held all 56,000 elements at once.
    assert len(held) == 8 and max(held) < 20_000, held
    seen: list[tuple[int, int]] = []
    with pytest.raises(ExtractionCancelled):
        extract(tmp_path / "table.docx", cancelled=lambda: len(seen) >= 2, progress=lambda d, t: seen.append((d, t)))
    assert len(seen) == 2 and seen[0][0] < seen[0][1]


def test_a_main_part_that_is_not_a_document_or_a_broken_package_is_damaged(tmp_path: Path) -> None:
    hand_written(tmp_path / "nobody.docx", "<w:p/>")
    with pytest.raises(DocumentError, match="no body"):
        extract(tmp_path / "nobody.docx")
    template = io.BytesIO()
    docx.Document().save(template)
    for broken, change in (("norels.docx", "_rels/.rels"), ("cut.docx", "word/document.xml")):
        with zipfile.ZipFile(template) as src, zipfile.ZipFile(tmp_path / broken, "w") as out:
            for info in src.infolist():
                data: Any = src.read(info)
                if info.filename == change:
                    data = data[: len(data) // 2] if broken == "cut.docx" else b"<Relationships/>"
                out.writestr(info, data)
        with pytest.raises(DocumentError, match="damaged"):
            extract(tmp_path / broken)
