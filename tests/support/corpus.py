"""A corpus with planted facts, for retrieval tests and bench.documents: files of seeded filler
prose about places, with one fact each planted in some of them, and a question for each fact
whose answer only that passage holds."""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from pathlib import Path

PLACES = ["Ostrava", "Kirkwall", "Tromsø", "Valletta", "Ushuaia", "Hobart", "Nuuk", "Leh", "Arequipa", "Bergen",
          "Tartu", "Galway", "Split", "Matera", "Oaxaca", "Kotor", "Ghent", "Lviv", "Sintra", "Tbilisi",
          "Dunedin", "Ronda", "Pécs", "Kazan", "Aarhus", "Lucca", "Brno", "Cusco", "Hallstatt", "Tallinn"]
THINGS = ["vault code", "harbour fee", "bell count", "bridge span", "tram number", "festival day", "tower height",
          "library shelf", "ferry berth", "clock tower hour"]
FILLER = ("the council met again and the minutes were read aloud while the rain kept on; traders spoke of "
          "grain and wool and the weather over the hills; a committee was formed to look into the roads; "
          "the old mill by the river was painted; visitors came in the summer and left before the autumn; "
          "records were copied by hand into the ledger kept at the town hall; nobody could agree on the "
          "date of the next market; the choir practised on Thursdays and the school closed early").split()


class Zipf:
    """Text with a natural spread of words: `n_words` made-up words whose frequencies follow
    Zipf's law (the k-th most common ~ 1/k^1.1), as in real prose, where a few words are in every
    passage and most are rare."""

    def __init__(self, seed: int = 1, n_words: int = 30_000) -> None:
        rng = random.Random(seed)
        syllables = [c + v for c in "bcdfghklmnprstvz" for v in "aeiou"]
        self.words = list(dict.fromkeys("".join(rng.choices(syllables, k=rng.randrange(1, 4))) for _ in range(n_words * 2)))
        self.weights = list(itertools.accumulate(1 / (k + 1) ** 1.1 for k in range(len(self.words))))

    def text(self, rng: random.Random, n_words: int) -> str:
        return " ".join(rng.choices(self.words, cum_weights=self.weights, k=n_words))


@dataclass(frozen=True)
class Fact:
    path: Path
    question: str
    answer: str


def filler(rng: random.Random, n_words: int) -> str:
    sentences = []
    while n_words > 0:
        k = min(n_words, rng.randrange(8, 20))
        sentences.append(" ".join(rng.choice(FILLER) for _ in range(k)).capitalize() + ".")
        n_words -= k
    return " ".join(sentences)


def planted_corpus(folder: Path, n_files: int = 60, n_facts: int = 20, seed: int = 3,
                   words_per_file: int = 400) -> list[Fact]:
    """Write `n_files` Markdown files under `folder`; `n_facts` of them hold one fact each, at a
    random paragraph. Returns the facts with their questions."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    pairs = rng.sample([(p, t) for p in PLACES for t in THINGS], n_facts)
    facts: list[Fact] = []
    for i in range(n_files):
        paragraphs = [filler(rng, 60) for _ in range(max(1, words_per_file // 60))]
        path = folder / f"notes-{i:03d}.md"
        if i < n_facts:
            place, thing = pairs[i]
            answer = str(rng.randrange(1000, 9999))
            paragraphs.insert(rng.randrange(len(paragraphs) + 1), f"In {place} the {thing} is {answer}.")
            facts.append(Fact(path, f"What is the {thing} in {place}?", answer))
        path.write_text(f"# Notes {i}\n\n" + "\n\n".join(paragraphs) + "\n", encoding="utf-8")
    return facts


def make_pdf(pages: list[str]) -> bytes:
    """A minimal valid PDF: one Helvetica text line per page, xref offsets computed."""
    n = len(pages)
    kids = " ".join(f"{4 + 2 * i} 0 R" for i in range(n))
    objs = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        2: f"<< /Type /Pages /Kids [{kids}] /Count {n} >>".encode(),
        3: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    }
    for i, text in enumerate(pages):
        stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode()
        objs[4 + 2 * i] = (
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> "
            f"/Contents {5 + 2 * i} 0 R >>"
        ).encode()
        objs[5 + 2 * i] = b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream"
    out = bytearray(b"%PDF-1.4\n")
    offsets = {}
    for num in sorted(objs):
        offsets[num] = len(out)
        out += b"%d 0 obj\n" % num + objs[num] + b"\nendobj\n"
    xref, size = len(out), max(objs) + 1
    out += b"xref\n0 %d\n0000000000 65535 f \n" % size
    out += b"".join(b"%010d 00000 n \n" % offsets[i] for i in range(1, size))
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (size, xref)
    return bytes(out)
