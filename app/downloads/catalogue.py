"""The curated list shipped in `resources/catalogue.json`, and whether a model fits this machine.
Qt-free.

A fit is "fits" (loads with what is free now), "tight" (only once other programs give memory
back) or "too big" (more than this machine has). The need is the same estimate the picker shows
for a file on disk (weights + KV cache at the chosen context + work buffers), from the shape the
catalogue records; a Hub file of unknown shape is estimated from its size.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from pathlib import Path

import psutil

from ..resources import resources_dir
from .hub import RemoteFile

DEFAULT_CONTEXT = 4096
FITS_SHARE = 0.85  # of the memory free now
TIGHT_SHARE = 0.95  # of all the memory there is


@dataclass(frozen=True)
class CatalogueEntry:
    name: str
    repo: str
    file: str
    size: int
    sha256: str
    licence: str
    context_length: int
    family: str
    params: str
    quant: str
    good_at: str
    layers: int
    kv_heads: int
    head_dim: int
    source: str = ""
    size_approx: bool = False
    kind: str = "chat"  # or "embedding": a model for documents and libraries (no chat, no KV cache)
    n_embd: int = 0  # an embedding model's vector width
    projector: RemoteFile | None = None  # a vision model's mmproj, downloaded beside it (the picker pairs them)
    draft: str = ""  # another entry's name: a small model of its vocabulary that drafts well for it

    @property
    def remote(self) -> RemoteFile:
        return RemoteFile(self.file, self.size, self.sha256)

    @property
    def remote_files(self) -> list[RemoteFile]:
        """What Get models downloads: the model, and its projector with it."""
        return [self.remote, *([self.projector] if self.projector is not None else [])]

    @property
    def total_size(self) -> int:
        return self.size + (self.projector.size if self.projector is not None else 0)


def load_catalogue(path: Path | None = None, kind: str = "chat") -> list[CatalogueEntry]:
    """The chat models, or (`kind` "embedding") the embedding models for documents and libraries."""
    path = path or resources_dir() / "catalogue.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    known = {f.name for f in fields(CatalogueEntry)} - {"kind", "projector"}
    return [CatalogueEntry(**{k: v for k, v in m.items() if k in known}, kind=kind,
                           projector=RemoteFile(m["mmproj"]["file"], m["mmproj"]["size"], m["mmproj"]["sha256"])
                           if "mmproj" in m else None)
            for m in raw["models" if kind == "chat" else "embedders"]]


def suggested_draft(model: Path, entries: list[CatalogueEntry] | None = None) -> CatalogueEntry | None:
    """The catalogue's draft model for `model` (a catalogue file, by its name), where it is not
    beside it yet: the picker suggests getting it (speculative decoding)."""
    entries = entries if entries is not None else load_catalogue()
    own = next((e for e in entries if e.file.casefold() == model.name.casefold() and e.draft), None)
    draft = next((e for e in entries if own is not None and e.name == own.draft), None)
    return draft if draft is not None and not (model.parent / draft.file).exists() else None


def kv_bytes(layers: int, kv_heads: int, head_dim: int, n_ctx: int, bytes_per: float = 2.0) -> int:
    """A full f16 KV cache: K and V for every layer and cell (sliding windows only make it smaller)."""
    return int(n_ctx * layers * kv_heads * head_dim * 2 * bytes_per)


def work_buffers(size: int) -> int:
    """llama.cpp's compute buffers and runtime, roughly: a base plus a share of the weights."""
    return (256 << 20) + size // 20


def need_for_entry(entry: CatalogueEntry, n_ctx: int = DEFAULT_CONTEXT) -> int:
    n_ctx = min(n_ctx, entry.context_length)
    return entry.total_size + kv_bytes(entry.layers, entry.kv_heads, entry.head_dim, n_ctx) + work_buffers(entry.size)


def need_for_size(size: int) -> int:
    """A file whose shape is unknown: a 4k-token KV cache is usually under a tenth of the weights."""
    return size + size // 10 + work_buffers(size)


@dataclass(frozen=True)
class Memory:
    ram_total: int
    ram_free: int
    vram_total: int = 0  # GPUs llama.cpp can offload to, when this build can
    vram_free: int = 0


def machine_memory() -> Memory:
    vm = psutil.virtual_memory()
    vram_total = vram_free = 0
    try:
        from ..engine import backend

        if backend.supports_gpu_offload():
            # An integrated GPU's memory is the computer's, already counted.
            gpus = [d for d in backend.devices() if d.own_memory]
            vram_total = sum(d.memory_total for d in gpus)
            vram_free = sum(d.memory_free for d in gpus)
    except Exception:  # no llama.cpp library here: RAM alone decides
        pass
    return Memory(vm.total, vm.available, vram_total, vram_free)


def fit(need: int, memory: Memory) -> str:
    if need <= FITS_SHARE * (memory.ram_free + memory.vram_free):
        return "fits"
    if need <= TIGHT_SHARE * (memory.ram_total + memory.vram_total):
        return "tight"
    return "too big"
