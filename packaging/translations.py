"""The interface's translations: translations/emberly_<code>.ts (the sources translators edit,
in git) and the .qm files Qt loads (built, never in git).

    python packaging/translations.py update        # the strings in app/ into every .ts (pyside6-lupdate)
    python packaging/translations.py build [OUT]   # every .ts into OUT/emberly_<code>.qm (pyside6-lrelease;
                                                   # default app/ui/translations, where app.ui.i18n looks)

`build` is what the project's own build runs (setup.py, for pip installs, editable ones too;
packaging/emberly.spec for the bundle), with the lrelease of the PySide6 it builds with.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "translations"
OUT = ROOT / "app" / "ui" / "translations"
# Plural forms per language (Qt's rules): a "%n" message has this many translations.
PLURAL_FORMS = {"ja": 1, "zh_CN": 1, "ar": 6}
Key = tuple[str, str, str]  # context, source, disambiguation
COUNT = re.compile(r"%L?n")  # Qt's count: %n, or %Ln in the locale's digits and grouping


def tool(name: str) -> str:
    """PySide6's own lupdate or lrelease (beside the package: no Qt install needed)."""
    import PySide6

    found = [p for p in (Path(PySide6.__file__).parent / n for n in (name, f"{name}.exe")) if p.is_file()]
    if not found:
        raise SystemExit(f"PySide6 has no {name}: install PySide6-Essentials")
    return str(found[0])


def sources() -> list[Path]:
    return sorted(SOURCES.glob("emberly_*.ts"))


def update() -> None:
    """Every translatable string in app/ into each .ts; strings gone from the code are dropped.
    pyside6-lupdate sees a plural only where the count is a literal, and flattens the plural
    forms of the others: every "%n" (or "%Ln") message is made plural again here, its forms kept."""
    before = {ts: plurals(ts) for ts in sources()}
    code = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "app").rglob("*.py"))
    out = subprocess.run([tool("lupdate"), "-no-obsolete", "-locations", "none", *code, "-ts", *map(str, sources())],
                         cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"lupdate failed:\n{out.stdout}{out.stderr}")
    for ts, forms in before.items():
        restore_plurals(ts, forms)


def _messages(root: ET.Element) -> list[tuple[Key, ET.Element]]:
    return [((context.findtext("name", ""), m.findtext("source", ""), m.findtext("comment", "")), m)
            for context in root.iter("context") for m in context.iter("message")]


def plurals(ts: Path) -> dict[Key, list[str]]:
    """The plural forms each "%n" message of `ts` has now."""
    return {key: [f.text or "" for f in m.iter("numerusform")] for key, m in _messages(ET.parse(ts).getroot())
            if m.get("numerus") == "yes"}


def restore_plurals(ts: Path, kept: dict[Key, list[str]]) -> None:
    tree = ET.parse(ts)
    language = tree.getroot().get("language", "")
    n_forms = PLURAL_FORMS.get(language, 2)
    for key, message in _messages(tree.getroot()):
        if not COUNT.search(key[1]):
            continue
        old = message.find("translation")
        forms = kept.get(key) or ([old.text] if old is not None and old.text else [])
        forms = (forms + [""] * n_forms)[:n_forms]
        if old is not None:
            message.remove(old)
        translation = ET.SubElement(message, "translation")
        if not all(forms):
            translation.set("type", "unfinished")
        for text in forms:
            ET.SubElement(translation, "numerusform").text = text
        message.set("numerus", "yes")
    ET.indent(tree, "    ")
    with ts.open("wb") as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(f, encoding="utf-8", xml_declaration=False)
        f.write(b"\n")


def build(out: Path = OUT) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    built = []
    for ts in sources():
        qm = out / ts.with_suffix(".qm").name
        subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        built.append(qm)
    return built


if __name__ == "__main__":
    if sys.argv[1:2] == ["update"]:
        update()
    elif sys.argv[1:2] == ["build"]:
        print("\n".join(map(str, build(Path(sys.argv[2]) if len(sys.argv) > 2 else OUT))))
    else:
        raise SystemExit(__doc__)
