"""translations/*.ts against the code (packaging/translations.py): every string the code marks
for translation is in them as pyside6-lupdate extracts it (so a call the extractor cannot read,
or a string added without `update`, fails here), nothing stale is left, and each shipped language
is complete: every message translated, its {placeholders} and %n kept, one & where the English
has a mnemonic. Then the .qm files build."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import translations

Key = tuple[str, str, str]
PLACEHOLDER = re.compile(r"\{\w+\}")


def marked_in_code() -> tuple[set[Key], list[str]]:
    """Every translate(…) and QT_TRANSLATE_NOOP(…) call in app/, and the calls whose context or
    text is not a literal (translate(ctx, CONSTANT) of a QT_TRANSLATE_NOOP constant is fine)."""
    found: set[Key] = set()
    odd: list[str] = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            qt = isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "QCoreApplication"
            name = func.id if isinstance(func, ast.Name) else func.attr if qt and isinstance(func, ast.Attribute) else ""
            if name not in ("translate", "QT_TRANSLATE_NOOP") or len(node.args) < 2 or path.name == "i18n.py":
                continue
            ctx, text = node.args[0], node.args[1]
            if not (isinstance(ctx, ast.Constant) and isinstance(ctx.value, str)):
                odd.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            elif isinstance(text, ast.Constant) and isinstance(text.value, str):
                extra = node.args[2] if len(node.args) > 2 else None
                comment = extra.value if isinstance(extra, ast.Constant) and isinstance(extra.value, str) else ""
                found.add((ctx.value, text.value, comment))
            elif name == "QT_TRANSLATE_NOOP" or not isinstance(text, ast.Name | ast.Subscript | ast.Call):
                odd.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found, odd


def messages(ts: Path) -> dict[Key, ET.Element]:
    root = ET.parse(ts).getroot()
    return {(c.findtext("name", ""), m.findtext("source", ""), m.findtext("comment", "")): m
            for c in root.iter("context") for m in c.iter("message")}


def test_every_marked_string_is_in_the_translations(tmp_path: Path) -> None:
    in_code, odd = marked_in_code()
    assert not odd, f"translate() with a context or text that is not a literal (lupdate cannot read it): {odd}"
    assert len(in_code) > 100
    fresh = tmp_path / "emberly_de.ts"
    shutil.copy(translations.SOURCES / "emberly_de.ts", fresh)
    code = sorted(str(p) for p in (ROOT / "app").rglob("*.py"))
    subprocess.run([translations.tool("lupdate"), "-no-obsolete", "-locations", "none", *code, "-ts", str(fresh)],
                   check=True, capture_output=True)
    extracted = set(messages(fresh))
    assert in_code <= extracted, f"calls pyside6-lupdate does not read: {sorted(in_code - extracted)[:10]}"
    for ts in translations.sources():
        assert set(messages(ts)) == extracted, f"{ts.name} is stale: run python packaging/translations.py update"


@pytest.mark.parametrize("ts", translations.sources(), ids=lambda p: p.stem)
def test_each_language_is_complete_and_keeps_what_the_code_fills_in(ts: Path) -> None:
    english = ts.stem == "emberly_en"  # English needs only its plural forms
    wrong = []
    for (ctx, source, _), message in messages(ts).items():
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        if english and message.get("numerus") != "yes":
            continue
        if translation.get("type") == "unfinished" or not all(forms):
            wrong.append(f"{ctx}: {source!r} is not translated")
            continue
        for text in forms:
            if sorted(PLACEHOLDER.findall(text)) != sorted(PLACEHOLDER.findall(source)):
                wrong.append(f"{ctx}: {source!r} → {text!r} changes the placeholders")
            count = translations.COUNT
            if bool(count.search(source)) != bool(count.search(text)) and not (message.get("numerus") == "yes" and len(forms) > 1):
                wrong.append(f"{ctx}: {source!r} → {text!r} loses %n")
            if source.replace("&&", "").count("&") != text.replace("&&", "").count("&"):
                wrong.append(f"{ctx}: {source!r} → {text!r}: a mnemonic (&) where the English has one, and only then")
    assert not wrong, "\n".join(wrong[:30])


def test_the_translations_build(tmp_path: Path) -> None:
    built = translations.build(tmp_path)
    assert sorted(p.name for p in built) == sorted(f"{ts.stem}.qm" for ts in translations.sources())
    assert all(p.stat().st_size > 0 for p in built)
