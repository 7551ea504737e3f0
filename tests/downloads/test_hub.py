"""Hub discovery (app.downloads.hub) through huggingface_hub against the loopback stand-in:
search, a repository's files grouped for download, pasted references, and the offline and
rate-limited answers."""

from __future__ import annotations

import socket
import time
from pathlib import Path

import pytest

from app.downloads import HubError, HubRef, parse_ref
from app.downloads import hub as hub_mod
from tests.support.hub_server import HubServer


def test_search_finds_gguf_repositories_most_downloaded_first(hub: HubServer, blob: Path) -> None:
    hub.add("alice/Tiny-GGUF", "tiny-Q4_K_M.gguf", blob)
    hub.add("bob/Tiny-GGUF", "tiny-Q8_0.gguf", blob)
    hub.repos["bob/Tiny-GGUF"].downloads = 5000
    hub.add("carol/tiny-safetensors", "model.gguf", blob)
    hub.repos["carol/tiny-safetensors"].tags = ["safetensors"]  # not a GGUF repository
    hits = hub_mod.search("tiny")
    assert {h.id for h in hits} == {"alice/Tiny-GGUF", "bob/Tiny-GGUF"}
    assert hub_mod.search("nothing-like-this") == []
    assert any("/api/models" in r.path for r in hub.requests)


def test_a_repository_lists_each_model_once_with_its_parts_and_sha256s(hub: HubServer, blob: Path) -> None:
    for name in ("m-Q8_0-00002-of-00002.gguf", "m-Q8_0-00001-of-00002.gguf", "m-Q4_K_M.gguf", "mmproj-m-f16.gguf",
                 "README.md", "sub/m-IQ3_XXS.gguf", "broken-Q2_K-00001-of-00003.gguf"):
        hub.add("o/m-GGUF", name, blob)
    choices = hub_mod.repo_files("o/m-GGUF")
    labels = {c.label: (c.quant, len(c.parts), c.mmproj) for c in choices}
    assert labels == {
        "m-Q4_K_M.gguf": ("Q4_K_M", 1, False),
        "m-IQ3_XXS.gguf": ("IQ3_XXS", 1, False),
        "m-Q8_0.gguf (2 parts)": ("Q8_0", 2, False),
        "mmproj-m-f16.gguf": ("F16", 1, True),
    }  # README left out, and the split set missing two parts
    split = next(c for c in choices if len(c.parts) == 2)
    assert [p.name for p in split.parts] == ["m-Q8_0-00001-of-00002.gguf", "m-Q8_0-00002-of-00002.gguf"]
    assert split.size == 2 * blob.stat().st_size
    assert all(len(p.sha256) == 64 for c in choices for p in c.parts)
    assert choices[-1].mmproj  # projectors after the models
    [info] = hub_mod.file_info("o/m-GGUF", ["m-Q4_K_M.gguf"])
    assert info == next(c for c in choices if c.quant == "Q4_K_M").parts[0]


def test_a_missing_repository_is_not_found(hub: HubServer) -> None:
    with pytest.raises(HubError) as e:
        hub_mod.repo_files("nobody/nothing")
    assert e.value.kind == "not-found" and "nobody/nothing" in str(e.value)


def test_offline_is_said_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # nothing listens here once closed
    monkeypatch.setenv("HF_ENDPOINT", f"http://127.0.0.1:{port}")
    began = time.monotonic()
    with pytest.raises(HubError) as e:
        hub_mod.search("llama")
    assert e.value.kind == "offline" and "offline" in str(e.value)
    assert time.monotonic() - began < 10  # not huggingface_hub's half a minute of retries


@pytest.mark.slow
def test_rate_limited_says_so(hub: HubServer) -> None:
    hub.api_status, hub.api_retry_after = 429, 0  # huggingface_hub retries 5 times, 1 s apart, then gives up
    with pytest.raises(HubError) as e:
        hub_mod.search("llama")
    assert e.value.kind == "rate-limited"


@pytest.mark.parametrize("text, ref", [
    ("bartowski/Qwen2.5-7B-Instruct-GGUF", HubRef("bartowski/Qwen2.5-7B-Instruct-GGUF")),
    ("https://huggingface.co/bartowski/Qwen2.5-7B-Instruct-GGUF", HubRef("bartowski/Qwen2.5-7B-Instruct-GGUF")),
    ("https://huggingface.co/o/r/blob/main/m-Q4_K_M.gguf", HubRef("o/r", "m-Q4_K_M.gguf")),
    ("https://huggingface.co/o/r/resolve/abc123/sub/m.gguf?download=true", HubRef("o/r", "sub/m.gguf", "abc123")),
    ("huggingface.co/o/r/tree/dev", HubRef("o/r", None, "dev")),
    ("hf.co/o/r:q4_k_m", HubRef("o/r", quant="Q4_K_M")),
    ("o/r/m.gguf", HubRef("o/r", "m.gguf")),
    ("  <o/r>  ", HubRef("o/r")),
    ("llama", None),
    ("", None),
    ("has space/x", None),
])
def test_pasted_references(text: str, ref: HubRef | None) -> None:
    assert parse_ref(text) == ref


def test_file_urls_follow_the_endpoint(hub: HubServer) -> None:
    assert hub_mod.file_url("o/r", "sub/m.gguf") == f"{hub.url}/o/r/resolve/main/sub/m.gguf"
