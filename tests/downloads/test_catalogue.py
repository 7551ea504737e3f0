"""The curated list (resources/catalogue.json) and the fits / tight / too big verdict."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.downloads import Memory, fit, load_catalogue, need_for_entry, need_for_size
from app.downloads.catalogue import suggested_draft
from app.downloads.hub import REPO_ID, quant_of

GiB = 1 << 30


def test_the_curated_list_is_complete_and_well_formed() -> None:
    entries = load_catalogue()
    assert len(entries) >= 12
    assert len({(e.repo, e.file) for e in entries}) == len(entries)
    families = {e.family.split()[0] for e in entries}
    assert len(families) >= 6
    for e in entries:
        assert REPO_ID.match(e.repo), e.repo
        assert e.file.endswith(".gguf") and "mmproj" not in e.file.lower()
        assert re.fullmatch(r"[0-9a-f]{64}", e.sha256), e.name
        assert e.size > 100 << 20 and e.context_length >= 4096
        assert e.layers > 0 and e.kv_heads > 0 and e.head_dim > 0
        assert e.licence and e.good_at and e.source
        assert quant_of(e.file) == e.quant.upper()
    assert [e.size for e in entries] == sorted(e.size for e in entries)  # smallest first


def test_draft_models_are_smaller_models_of_the_same_family(tmp_path: Path) -> None:
    entries = load_catalogue()
    by_name = {e.name: e for e in entries}
    paired = [(e, by_name[e.draft]) for e in entries if e.draft]
    assert len(paired) >= 4
    for target, draft in paired:
        assert draft.family.split()[0] == target.family.split()[0] and draft.size * 2 < target.size, target.name
    llama = by_name["Llama 3.1 8B Instruct"]
    assert suggested_draft(tmp_path / llama.file, entries) == by_name["Llama 3.2 1B Instruct"]
    (tmp_path / by_name["Llama 3.2 1B Instruct"].file).touch()  # already beside it: the picker lists it
    assert suggested_draft(tmp_path / llama.file, entries) is None
    assert suggested_draft(tmp_path / "my-own-model.gguf", entries) is None


def test_vision_models_come_with_their_projector() -> None:
    """Two or more models that read images, each with the mmproj Get models downloads beside it
    (the picker then pairs them); one cuts large images into tiles (SmolVLM2), one takes M-RoPE
    positions (Qwen2.5-VL)."""
    vision = [e for e in load_catalogue() if e.projector is not None]
    assert len(vision) >= 3 and {"smolvlm2", "qwen2.5-vl"} <= {e.family.lower() for e in vision}
    for e in vision:
        p = e.projector
        assert p is not None and "mmproj" in p.name.lower() and p.name.endswith(".gguf")
        assert re.fullmatch(r"[0-9a-f]{64}", p.sha256) and p.sha256 != e.sha256 and 100 << 20 < p.size < 2 << 30
        assert e.remote_files == [e.remote, p] and e.total_size == e.size + p.size
        assert e.total_size < need_for_entry(e)


def test_embedding_models_are_listed_apart_with_their_width() -> None:
    embedders = load_catalogue(kind="embedding")
    assert len(embedders) >= 2 and {e.kind for e in embedders} == {"embedding"}
    assert not {(e.repo, e.file) for e in embedders} & {(e.repo, e.file) for e in load_catalogue()}
    for e in embedders:
        assert REPO_ID.match(e.repo) and e.file.endswith(".gguf") and re.fullmatch(r"[0-9a-f]{64}", e.sha256), e.name
        assert e.size > 10 << 20 and e.n_embd in (384, 768, 1024) and e.context_length >= 512 and e.layers > 0
        assert e.licence and e.good_at and e.source and quant_of(e.file) == e.quant.upper()
        assert e.size < need_for_entry(e) < e.size + (300 << 20)  # no KV cache: the weights and work buffers
    assert [e.size for e in embedders] == sorted(e.size for e in embedders)


def test_the_need_grows_with_the_context_and_a_file_of_unknown_shape_is_estimated_from_its_size() -> None:
    e = load_catalogue()[0]
    assert need_for_entry(e, 2048) < need_for_entry(e, 4096) < need_for_entry(e, 32768)
    assert need_for_entry(e, 10**9) == need_for_entry(e, e.context_length)  # capped at what it was trained for
    assert e.size < need_for_entry(e) < 2 * e.size + GiB
    assert 4 * GiB < need_for_size(4 * GiB) < 5 * GiB


@pytest.mark.parametrize("need, verdict", [(2 * GiB, "fits"), (9 * GiB, "tight"), (20 * GiB, "too big")])
def test_fit(need: int, verdict: str) -> None:
    memory = Memory(ram_total=16 * GiB, ram_free=6 * GiB)
    assert fit(need, memory) == verdict


def test_gpu_memory_counts_when_the_build_can_offload() -> None:
    assert fit(20 * GiB, Memory(16 * GiB, 6 * GiB, vram_total=24 * GiB, vram_free=20 * GiB)) == "fits"
