"""app.documents.extract on files made here at test time: real PDFs (built by hand, encrypted by
pypdf), DOCX written by python-docx, HTML, CSV, JSON, UTF-16, and the hostile ones (a binary
named .txt, a truncated PDF, a zip bomb, a sparse 2 GB file, a FIFO, a symlink loop, an
unreadable file). Every failure must be a DocumentError naming the file."""

from __future__ import annotations

import hashlib
import io
import json
import os
import random
import socket
import sys
import time
import zipfile
from pathlib import Path
from typing import Any

import docx
import pytest
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from pypdf import PdfReader, PdfWriter

from app.documents import DocumentError, ExtractionCancelled, Limits, extract
from app.errors import AppError
from tests.support.corpus import make_pdf

PAGES = ["Alpha page one", "Bravo page two", "Charlie page three"]


@pytest.fixture(autouse=True)
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing a document refers to is fetched: any attempt to connect fails the test."""

    def refuse(*args: Any, **kwargs: Any) -> Any:
        pytest.fail(f"a document reached for the network: {args}")

    for target in ("connect", "connect_ex"):
        monkeypatch.setattr(socket.socket, target, refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)


def encrypted_pdf(user_password: str) -> bytes:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(make_pdf(PAGES))))
    writer.encrypt(user_password=user_password, owner_password="owner", algorithm="AES-256")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def make_docx(path: Path) -> None:
    document = docx.Document()
    document.add_heading("Quarterly report", level=1)
    document.add_paragraph("First paragraph before the table.")
    table = document.add_table(rows=2, cols=2)
    for r, row in enumerate([("Fruit", "Count"), ("Apples", "42")]):
        for c, value in enumerate(row):
            table.cell(r, c).text = value
    document.add_paragraph("Closing paragraph after the table.")
    # An external target (as a linked image or a hyperlink has): kept in the package, never fetched.
    document.part.relate_to("http://example.invalid/logo.png", RT.IMAGE, is_external=True)
    document.save(str(path))


def refused(path: Path, *words: str, **kwargs: Any) -> str:
    with pytest.raises(DocumentError) as info:
        extract(path, **kwargs)
    message = str(info.value)
    assert isinstance(info.value, AppError)
    assert path.name in message, message
    for word in words:
        assert word in message, message
    return message


# --- PDF ---------------------------------------------------------------------------------------


def test_pdf_text_per_page_with_offsets_hash_and_progress(tmp_path: Path) -> None:
    path = tmp_path / "report.pdf"
    path.write_bytes(make_pdf(PAGES))
    seen: list[tuple[int, int]] = []
    doc = extract(path, progress=lambda done, total: seen.append((done, total)))
    assert (doc.kind, doc.pages, doc.name) == ("pdf", 3, "report.pdf")
    assert seen == [(1, 3), (2, 3), (3, 3)]
    assert len(doc.page_starts) == 3
    for start, text in zip(doc.page_starts, PAGES, strict=True):
        assert doc.text[start:].startswith(text)
    assert doc.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()
    assert doc.n_bytes == path.stat().st_size


def test_a_pdf_named_txt_is_read_as_a_pdf_and_text_named_pdf_is_refused(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_bytes(make_pdf(PAGES[:1]))
    assert extract(tmp_path / "notes.txt").kind == "pdf"
    (tmp_path / "fake.pdf").write_text("just words")
    refused(tmp_path / "fake.pdf", "not a PDF")


def test_encrypted_pdf_is_refused_unless_its_password_is_empty(tmp_path: Path) -> None:
    (tmp_path / "secret.pdf").write_bytes(encrypted_pdf("hunter2"))
    refused(tmp_path / "secret.pdf", "password")
    (tmp_path / "open.pdf").write_bytes(encrypted_pdf(""))
    assert extract(tmp_path / "open.pdf").text.split("\n\n") == PAGES


@pytest.mark.parametrize("cut", [0.5, 0.9])
def test_truncated_or_garbled_pdf_gets_a_clear_message(tmp_path: Path, cut: float) -> None:
    data = make_pdf(PAGES)
    (tmp_path / "cut.pdf").write_bytes(data[: int(len(data) * cut)])
    refused(tmp_path / "cut.pdf", "PDF")
    noise = random.Random(7).randbytes(4096)
    (tmp_path / "noise.pdf").write_bytes(b"%PDF-1.7\n" + noise)
    refused(tmp_path / "noise.pdf", "PDF")


def test_cancel_between_pdf_pages(tmp_path: Path) -> None:
    (tmp_path / "long.pdf").write_bytes(make_pdf(PAGES))
    seen: list[tuple[int, int]] = []
    with pytest.raises(ExtractionCancelled, match="long.pdf"):
        extract(tmp_path / "long.pdf", cancelled=lambda: len(seen) >= 1, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(1, 3)]


def test_text_cap_keeps_the_first_pages_and_says_so(tmp_path: Path) -> None:
    (tmp_path / "big.pdf").write_bytes(make_pdf(PAGES))
    doc = extract(tmp_path / "big.pdf", limits=Limits(max_chars=20))
    assert len(doc.text) == 20 and doc.pages == 3 and len(doc.page_starts) == 2
    assert any("first 20 characters" in note for note in doc.notes)


# --- DOCX --------------------------------------------------------------------------------------


def test_docx_paragraphs_and_tables_in_order(tmp_path: Path) -> None:
    make_docx(tmp_path / "report.docx")
    seen: list[tuple[int, int]] = []
    doc = extract(tmp_path / "report.docx", progress=lambda done, total: seen.append((done, total)))
    assert doc.kind == "docx" and doc.pages is None
    assert seen and seen[-1][0] == seen[-1][1]
    assert doc.text.split("\n") == [
        "# Quarterly report",
        "First paragraph before the table.",
        "Fruit\tCount",
        "Apples\t42",
        "",
        "Closing paragraph after the table.",
    ]


def _zip(path: Path, members: dict[str, bytes], zeros: int = 0) -> None:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
        if zeros:
            with archive.open("word/media/zeros.bin", "w", force_zip64=True) as out:
                chunk = bytes(1 << 20)
                for _ in range(zeros >> 20):
                    out.write(chunk)


def test_docx_zip_bomb_is_refused_unopened(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(docx, "Document", lambda *a: pytest.fail("python-docx opened a zip bomb"))
    # 8 MB of zeros packs to ~8 KB: the ratio bound refuses it (a 2 GB member the same way).
    _zip(tmp_path / "bomb.docx", {"word/document.xml": b"<w:document/>"}, zeros=8 << 20)
    refused(tmp_path / "bomb.docx", "zip bomb")
    # The total bound, lowered here: parts that pack badly but add up to too much.
    _zip(tmp_path / "heavy.docx", {"word/document.xml": b"<x/>", "word/media/a.bin": random.Random(1).randbytes(3 << 20)})
    refused(tmp_path / "heavy.docx", "would unpack to 3 MiB", limits=Limits(max_unpacked_bytes=2 << 20))
    _zip(tmp_path / "many.docx", {f"p{i}.xml": b"" for i in range(60)} | {"word/document.xml": b""})
    refused(tmp_path / "many.docx", "61 parts", limits=Limits(max_zip_members=50))


def _declare_size(path: Path, member: str, size: int) -> None:
    """Rewrite what the central directory says `member` unpacks to (a forged archive)."""
    data = bytearray(path.read_bytes())
    at = data.rfind(b"PK\x01\x02")  # the last entry of the directory: `member` is written last
    assert data[at + 46 : at + 46 + len(member)] == member.encode()
    data[at + 24 : at + 28] = size.to_bytes(4, "little")
    path.write_bytes(bytes(data))


def test_docx_member_that_claims_2_gb_or_lies_low(tmp_path: Path) -> None:
    # Claims 2 GB (the bound reads what the directory claims): refused before anything unpacks.
    _zip(tmp_path / "claims.docx", {"word/document.xml": bytes(1 << 20)})
    _declare_size(tmp_path / "claims.docx", "word/document.xml", 2 << 30)
    refused(tmp_path / "claims.docx", "would unpack to 2 GiB")
    # A real document whose body claims its own size but holds 8 MB more: zipfile stops at the
    # claimed size and the checksum fails, so a lie the other way is bounded too.
    make_docx(tmp_path / "real.docx")
    with zipfile.ZipFile(tmp_path / "real.docx") as real:
        parts = {m.filename: real.read(m) for m in real.infolist()}
    body = parts.pop("word/document.xml")
    _zip(tmp_path / "lies.docx", parts | {"word/document.xml": body + bytes(8 << 20)})
    _declare_size(tmp_path / "lies.docx", "word/document.xml", len(body))
    refused(tmp_path / "lies.docx", "damaged", "Bad CRC")


def test_zip_that_is_not_word_and_old_doc_and_damaged_docx(tmp_path: Path) -> None:
    _zip(tmp_path / "sheet.xlsx", {"xl/workbook.xml": b"<x/>"})
    refused(tmp_path / "sheet.xlsx", "not a Word document")
    (tmp_path / "old.doc").write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(512))
    refused(tmp_path / "old.doc", "older Office file")
    _zip(tmp_path / "broken.docx", {"word/document.xml": b"<not xml"})
    refused(tmp_path / "broken.docx", "damaged")
    make_docx(tmp_path / "cut.docx")
    data = (tmp_path / "cut.docx").read_bytes()
    (tmp_path / "cut.docx").write_bytes(data[: len(data) // 2])
    refused(tmp_path / "cut.docx")


# --- HTML, CSV, JSON, text encodings -----------------------------------------------------------


def test_html_drops_scripts_and_fetches_nothing(tmp_path: Path) -> None:
    (tmp_path / "page.html").write_text(
        "<!doctype html><html><head><title>Trip notes</title><style>p{color:red}</style>"
        '<link rel="stylesheet" href="http://example.invalid/a.css"><script>alert("x")</script></head>'
        '<body><h2>Day one</h2><p>We   walked\n to the <b>lake</b>.</p><img src="http://example.invalid/t.png">'
        '<iframe src="https://example.invalid/"></iframe><ul><li>bread</li><li>cheese &amp; figs</li></ul>'
        "<table><tr><td>a</td><td>b</td></tr></table><pre>  kept\n    as is</pre></body></html>",
        encoding="utf-8",
    )
    doc = extract(tmp_path / "page.html")
    assert doc.kind == "html"
    assert doc.text.split("\n") == [
        "Trip notes", "## Day one", "We walked to the lake.", "bread", "cheese & figs", "a\tb", "  kept", "    as is",
    ]
    (tmp_path / "saved").write_text("<html><body><p>no extension</p><script>x()</script></body></html>")
    assert (extract(tmp_path / "saved").kind, extract(tmp_path / "saved").text) == ("html", "no extension")


def test_csv_and_json(tmp_path: Path) -> None:
    (tmp_path / "table.csv").write_text("a,b\r\n1,2\r\n")
    doc = extract(tmp_path / "table.csv")
    assert (doc.kind, doc.text) == ("csv", "a,b\n1,2\n")
    (tmp_path / "small.json").write_text('{"b":[1,2],"a":"é"}')
    doc = extract(tmp_path / "small.json")
    assert doc.kind == "json" and doc.text == json.dumps({"b": [1, 2], "a": "é"}, indent=2, ensure_ascii=False)
    (tmp_path / "deep.json").write_text("[" * 100 + "]" * 100)
    doc = extract(tmp_path / "deep.json")
    assert doc.text == "[" * 100 + "]" * 100 and any("32 levels" in note for note in doc.notes)
    (tmp_path / "bad.json").write_text("{nope")
    assert any("not valid JSON" in note for note in extract(tmp_path / "bad.json").notes)


def test_text_encodings(tmp_path: Path) -> None:
    (tmp_path / "u16.txt").write_bytes("Grüße, 世界\r\n".encode("utf-16"))
    doc = extract(tmp_path / "u16.txt")
    assert (doc.kind, doc.text) == ("text", "Grüße, 世界\n") and "UTF-16" in doc.notes[0]
    (tmp_path / "bom.md").write_bytes(b"\xef\xbb\xbf# Title\n")
    doc = extract(tmp_path / "bom.md")
    assert (doc.kind, doc.text, doc.notes) == ("markdown", "# Title\n", ())
    (tmp_path / "latin.txt").write_bytes("Café crème, naïve façade — déjà vu".encode("cp1252"))
    doc = extract(tmp_path / "latin.txt")
    assert doc.text == "Café crème, naïve façade — déjà vu" and "Windows-1252" in doc.notes[0]
    (tmp_path / "empty.txt").write_bytes(b"")
    assert extract(tmp_path / "empty.txt").notes == ("the file holds no text",)
    (tmp_path / "main.py").write_text("print('hi')\n")
    assert extract(tmp_path / "main.py").kind == "code"
    (tmp_path / "long.txt").write_text("x" * 1000)
    doc = extract(tmp_path / "long.txt", limits=Limits(max_chars=100))
    assert doc.text == "x" * 100 and doc.notes == ("only the first 100 characters are kept",)


def test_binary_named_txt_is_refused(tmp_path: Path) -> None:
    (tmp_path / "photo.txt").write_bytes(random.Random(3).randbytes(8192))
    refused(tmp_path / "photo.txt", "is not a text file")
    (tmp_path / "high.txt").write_bytes(bytes(random.Random(4).randrange(128, 256) for _ in range(4096)))
    refused(tmp_path / "high.txt", "is not a text file")
    (tmp_path / "elf.txt").write_bytes(b"\x7fELF\x02\x01\x01" + bytes(4000) + b"text" * 100)
    refused(tmp_path / "elf.txt", "is not a text file")


# --- files that are not what they seem -------------------------------------------------------------


def test_a_2_gb_file_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    with open(path, "wb") as f:
        f.truncate(2 << 30)  # sparse: nothing is written
    started = time.monotonic()
    refused(path, "is 2 GiB; Emberly reads documents up to 64 MiB")
    assert time.monotonic() - started < 1


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and devices are POSIX")
@pytest.mark.timeout(20)
def test_fifo_folder_and_device_are_refused_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.txt")
    refused(tmp_path / "pipe.txt", "not a regular file")  # an open that waited for a writer would hang here
    (tmp_path / "folder.txt").mkdir()
    refused(tmp_path / "folder.txt", "is a folder")
    (tmp_path / "zero.txt").symlink_to("/dev/zero")
    refused(tmp_path / "zero.txt", "not a regular file")


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need privileges on Windows")
def test_symlinks_are_followed_and_a_loop_is_named(tmp_path: Path) -> None:
    (tmp_path / "real.md").write_text("# real\n")
    (tmp_path / "link.txt").symlink_to(tmp_path / "real.md")
    doc = extract(tmp_path / "link.txt")
    assert (doc.name, doc.text) == ("link.txt", "# real\n")
    (tmp_path / "a.txt").symlink_to(tmp_path / "b.txt")
    (tmp_path / "b.txt").symlink_to(tmp_path / "a.txt")
    refused(tmp_path / "a.txt", "loop")
    refused(tmp_path / "gone.txt", "not found")


@pytest.mark.skipif(sys.platform == "win32", reason="file modes are POSIX")
def test_unreadable_file_is_named(tmp_path: Path) -> None:
    path = tmp_path / "private.txt"
    path.write_text("secret")
    path.chmod(0)
    try:
        if os.geteuid() != 0:
            refused(path, "permission denied")
            return
        # Root reads any file whatever its mode: read it as nobody, in a forked child.
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: drop to nobody, try, report, leave at once
            message = "read it"
            try:
                os.setgid(65534)
                os.setuid(65534)
                extract(path)
            except DocumentError as e:
                message = str(e)
            except BaseException as e:  # whatever it is, the parent must hear of it
                message = repr(e)
            os.write(write, message.encode()[:4000])
            os._exit(0)
        os.close(write)
        with os.fdopen(read, "rb") as f:
            said = f.read().decode()
        os.waitpid(pid, 0)
        assert "private.txt cannot be read: permission denied" in said, said
    finally:
        if path.exists():
            path.chmod(0o600)


def test_a_name_with_control_characters_cannot_forge_a_message(tmp_path: Path) -> None:
    path = tmp_path / "a\nb.bin.txt"
    path.write_bytes(bytes(100))
    with pytest.raises(DocumentError) as info:
        extract(path)
    assert "\n" not in str(info.value) and "a?b.bin.txt" in str(info.value)
