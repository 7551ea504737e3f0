"""A corpus with planted facts, for retrieval tests and bench.documents: files of seeded filler
prose about places, with one fact each planted in some of them, and a question for each fact
whose answer only that passage holds."""

from __future__ import annotations

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
