"""Issue 47, item 5: files inside every size bound that make a parser build far more than they
hold. One row per attack, each file built here at test time:

- a DOCX whose document.xml is 12 MB of runs (python-docx's tree is ~15 bytes a byte of XML: the
  report's 200 MB of XML took 3 GB and 165 s), and one that declares 65 MB of XML;
- a 4 MB PDF whose 20 pages share one 74 MB content stream (pypdf parsed it again for every page:
  minutes, and 1.3 GB in the report);
- a 16 MB chat export of empty arrays (26 bytes of lists a byte: 64 MB made 1.7 GB);
- a 500 MB sparse file, and one that starts like JSON, given as a chat export (read whole, 1.5 GB,
  before being found not to be JSON).

Each is read by the app's own reader in a child process under an address-space limit (the
child's size at start + 1 GB, so a parser that runs away fails there, not on the machine) and a
deadline. The rows prove what the child's peak resident memory grew by, per byte of input, and
how long it took; that each file is refused with one line naming it, or read with a note saying
what was left out; and that a real document of the same kind still reads."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
import textwrap
import zipfile
import zlib
from pathlib import Path
from typing import Any

import docx
import pytest

ROOT = Path(__file__).resolve().parents[2]
CHILD = textwrap.dedent("""
    import json, resource, sys, time
    from pathlib import Path
    def kb():
        with open("/proc/self/status") as f:
            return {k: int(v.split()[0]) for k, v in (line.split(":", 1) for line in f) if k in ("VmSize", "VmRSS", "VmHWM")}
    kind, path = sys.argv[1], Path(sys.argv[2])
    if kind == "document":
        from app.documents import DocumentError as Refused, extract as read
    elif kind == "chat":  # File ▸ Import chat… (one Emberly export)
        from tempfile import mkdtemp
        from app.sessions import SessionStore
        from app.sessions.errors import StoreError as Refused
        read = SessionStore(Path(mkdtemp()) / "data").import_json
    else:
        from tempfile import mkdtemp
        from app.sessions import SessionStore
        from app.sessions.imports import UnreadableExport as Refused, read_export
        store = SessionStore(Path(mkdtemp()) / "data")
        read = lambda p: read_export(p, store)
    start = kb()
    resource.setrlimit(resource.RLIMIT_AS, ((start["VmSize"] << 10) + (1 << 30),) * 2)
    began = time.monotonic()
    out = {}
    try:
        got = read(path)
        out = {"outcome": "read", "notes": list(getattr(got, "notes", ())), "chars": len(getattr(got, "text", ""))}
    except Refused as e:
        out = {"outcome": "refused", "message": str(e)}
    except MemoryError:
        out = {"outcome": "MemoryError: past its 1 GB"}
    # VmHWM: this process's own peak (ru_maxrss is carried over from the parent through exec)
    out.update(seconds=time.monotonic() - began, grew_mb=(kb()["VmHWM"] - start["VmRSS"]) / 1024)
    print(json.dumps(out))
""")


def _read(kind: str, path: Path, deadline_s: float) -> dict[str, Any]:
    """Read `path` as a document or an export in a child; what came of it, its time and growth."""
    try:
        done = subprocess.run([sys.executable, "-c", CHILD, kind, str(path)], cwd=ROOT, capture_output=True,
                              text=True, timeout=deadline_s)
    except subprocess.TimeoutExpired:
        done = None  # failed below, without the child's whole command in the report
    if done is None:
        pytest.fail(f"reading {path.name} was still running after {deadline_s:g} s")
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    print(path.name, result)
    return result


def _refused(result: dict[str, Any], path: Path, *words: str) -> None:
    assert result["outcome"] == "refused", result
    message = result["message"]
    assert "\n" not in message and path.name in message, message
    for word in words:
        assert word in message, message


# --- DOCX ------------------------------------------------------------------------------------------


def _docx(path: Path, xml_bytes: int, rng: random.Random) -> int:
    """A real package (python-docx's template) whose body is `xml_bytes` of paragraphs of short
    runs: the markup python-docx's tree costs most for. Returns the XML's size."""
    template = io.BytesIO()
    docx.Document().save(template)
    words = [f"{rng.getrandbits(24):x}" for _ in range(2000)]
    written = 0
    with zipfile.ZipFile(template) as src, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as out:
        for info in src.infolist():
            if info.filename != "word/document.xml":
                out.writestr(info.filename, src.read(info))
        with out.open("word/document.xml", "w", force_zip64=True) as xml:
            head = b'<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
            xml.write(head)
            written += len(head)
            while written < xml_bytes:
                runs = "".join(f"<w:r><w:t>{rng.choice(words)} </w:t></w:r>" for _ in range(50))
                block = f"<w:p>{runs}</w:p>".encode()
                xml.write(block)
                written += len(block)
            xml.write(b"</w:body></w:document>")
    return written + 22


@pytest.mark.timeout(120)
def test_a_docx_whose_xml_would_grow_fifteen_fold_is_streamed_or_refused(tmp_path: Path, fault_seed: int) -> None:
    rng = random.Random(fault_seed)
    path = tmp_path / "runs.docx"
    xml = _docx(path, 12 << 20, rng)
    result = _read("document", path, deadline_s=60)
    assert result["outcome"] == "read" and result["chars"] > 2_000_000, result
    # python-docx's tree: ~15 bytes a byte of XML (185 MB here). Streamed, a block at a time, the
    # growth is the file, its text and one block's tree.
    assert result["grew_mb"] * 2**20 < 2 * xml, f"{result['grew_mb']:.0f} MB for {xml >> 20} MB of XML"
    assert result["seconds"] < 30, result

    # XML past the bound (64 MB) is refused by its declared size, before anything is unpacked
    # (a part stored, not packed, that claims 65 MB: no zip bomb by its ratio).
    big = tmp_path / "declares.docx"
    with zipfile.ZipFile(path) as src, zipfile.ZipFile(big, "w", zipfile.ZIP_DEFLATED) as out:
        for info in src.infolist():
            if info.filename != "word/document.xml":
                out.writestr(info.filename, src.read(info))
        out.writestr("word/document.xml", rng.randbytes(1 << 20), zipfile.ZIP_STORED)
    data = bytearray(big.read_bytes())
    for at in _directory_entries(data, b"word/document.xml"):
        data[at + 24 : at + 28] = (65 << 20).to_bytes(4, "little")
    big.write_bytes(bytes(data))
    _refused(_read("document", big, deadline_s=30), big, "65 MiB", "64 MiB")


def _directory_entries(data: bytearray, member: bytes) -> list[int]:
    """Where the central directory's entries for `member` begin."""
    found, at = [], data.find(b"PK\x01\x02")
    while at >= 0:
        name_length = int.from_bytes(data[at + 28 : at + 30], "little")
        if bytes(data[at + 46 : at + 46 + name_length]) == member:
            found.append(at)
        at = data.find(b"PK\x01\x02", at + 46)
    return found


# --- PDF -------------------------------------------------------------------------------------------


def _pdf(stream: bytes, pages: int) -> bytes:
    """`pages` pages drawing the one content stream `stream`, with a font so it can show text."""
    out = io.BytesIO()
    offsets = []

    def put(n: int, body: bytes) -> None:
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n%s\nendobj\n" % (n, body))

    out.write(b"%PDF-1.4\n")
    put(1, b"<< /Type /Catalog /Pages 2 0 R >>")
    put(2, b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % (4 + i) for i in range(pages)), pages))
    put(3, b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    for i in range(pages):
        put(4 + i, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> "
                   b"/Contents %d 0 R >>" % (4 + pages))
    packed = zlib.compress(stream, 6)
    put(4 + pages, b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream" % (len(packed), packed))
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(offsets) + 1))
    out.write(b"".join(b"%010d 00000 n \n" % at for at in offsets))
    out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(offsets) + 1, xref))
    return out.getvalue()


def _text_operators(size: int, rng: random.Random) -> bytes:
    """`size` bytes of text shown at places from a small set (it packs ~20:1, as the report's)."""
    lines = [b"BT /F1 9 Tf %d %d Td (w%d) Tj ET\n" % (rng.randrange(600), rng.randrange(780), rng.randrange(10**4))
             for _ in range(60)]
    chosen, total = [], 0
    while total + 40 < size:  # a line is at most 40 bytes
        chosen.append(rng.choice(lines))
        total += len(chosen[-1])
    return b"".join(chosen)


@pytest.mark.timeout(120)
def test_a_pdf_whose_pages_share_one_huge_stream_is_not_parsed_once_per_page(tmp_path: Path, fault_seed: int) -> None:
    rng = random.Random(fault_seed)
    path = tmp_path / "shared.pdf"
    path.write_bytes(_pdf(_text_operators(74_000_000, rng), 20))
    # pypdf parsed the 74 MB for every page, ~11 s each (3.7 minutes, 400 MB): here it is decoded
    # once, weighed, and refused.
    result = _read("document", path, deadline_s=30)
    _refused(result, path, "64 MiB")
    assert result["seconds"] < 10 and result["grew_mb"] < 256, result


# --- chat exports ----------------------------------------------------------------------------------


@pytest.mark.timeout(120)
def test_an_export_of_empty_arrays_is_refused_before_it_is_built(tmp_path: Path) -> None:
    path = tmp_path / "arrays.json"
    path.write_bytes(b"[" + b"[]," * ((16 << 20) // 3) + b"[]]")
    result = _read("export", path, deadline_s=60)
    # json builds 21 bytes of lists a byte of this: 16 MB was 420 MB and 14 s.
    _refused(result, path, "too many small values")
    assert result["grew_mb"] * 2**20 < 2 * path.stat().st_size and result["seconds"] < 5, result


def test_import_chat_of_empty_arrays_is_refused_before_it_is_built(tmp_path: Path) -> None:
    """File ▸ Import chat… reads one Emberly export whole (256 MB at most) and parsed it with
    json.loads: 16 MB of empty arrays built 420 MB, 256 MB would build ~6.7 GB."""
    path = tmp_path / "chat.json"
    path.write_bytes(b'{"schema": 5, "messages": [' + b"[]," * ((16 << 20) // 3) + b"[]]}")
    result = _read("chat", path, deadline_s=60)
    _refused(result, path, "too many small values")
    assert result["grew_mb"] * 2**20 < 3 * path.stat().st_size and result["seconds"] < 5, result


@pytest.mark.timeout(60)
@pytest.mark.parametrize("start", [b"", b'[{"title": "x", "mapping": '])
def test_a_sparse_file_is_refused_from_its_first_bytes(tmp_path: Path, start: bytes) -> None:
    path = tmp_path / "sparse.json"
    with open(path, "wb") as f:
        f.write(start)
        f.truncate(500 << 20)  # zeros, never written
    result = _read("export", path, deadline_s=30)
    # Read whole, then decoded: 1.5 GB and 9 s before "not JSON". A zero byte is never JSON.
    _refused(result, path, "0x00")
    assert result["grew_mb"] < 16 and result["seconds"] < 2, result


@pytest.mark.timeout(60)
def test_real_exports_and_documents_still_read(tmp_path: Path) -> None:
    """What the bounds leave alone: a ChatGPT export of one-word messages (the densest real kind)
    and an ordinary Word document."""
    from app.documents import extract
    from app.sessions import SessionStore
    from app.sessions.imports import read_export
    from tests.support import exports

    conversations = [exports.chatgpt_conversation(f"c-{i}") for i in range(2000)]
    (tmp_path / "conversations.json").write_text(json.dumps(conversations))
    found = read_export(tmp_path / "conversations.json", SessionStore(tmp_path / "data"))
    assert len(found.conversations) == 2000
    found.close()
    document = docx.Document()
    document.add_paragraph("Nothing hostile here.")
    document.save(str(tmp_path / "plain.docx"))
    assert extract(tmp_path / "plain.docx").text == "Nothing hostile here."
