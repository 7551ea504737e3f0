"""Hub discovery (app.downloads.hub) against the loopback stand-in: search, a repository's files
grouped for download, pasted references, the offline, rate-limited and silent answers, and
entries that lie (the whole hostile range: tests/faults/test_hostile_hub.py)."""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path

import pytest

from app.downloads import HubError, HubRef, hub_http, parse_ref
from app.downloads import hub as hub_mod
from tests.support.hub_server import HubServer, Lie


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
    assert time.monotonic() - began < 10  # no retries


def test_rate_limited_says_so(hub: HubServer) -> None:
    hub.api_status, hub.api_retry_after = 429, 0
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


def test_a_silent_hub_ends_in_a_timeout_that_says_how_long(hub: HubServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hub_http, "READ_TIMEOUT_S", 0.3)
    hub.lie = Lie(stall=3.0)
    began = time.monotonic()
    with pytest.raises(HubError) as e:
        hub_mod.search("llama")
    assert e.value.kind == "offline" and "sent nothing for 0.3 s" in str(e.value) and hub.url[7:] in str(e.value)
    assert time.monotonic() - began < 3


def test_entries_that_lie_are_left_out_and_a_listing_of_only_those_is_refused(hub: HubServer) -> None:
    good = {"type": "file", "path": "m-Q4_K_M.gguf", "size": 10, "lfs": {"oid": "AB" * 32}}
    lies = [good | {"size": "abc"}, good | {"path": "../../x.gguf"}, good | {"lfs": {"oid": 5}}, good | {"size": -1},
            good | {"path": "x" * 10_000 + ".gguf"}, good | {"path": "a\u0000.gguf"}, ["not", "an", "entry"]]
    hub.lie = Lie(json.dumps([*lies, good]).encode())
    [choice] = hub_mod.repo_files("o/r")
    assert choice.parts == (hub_mod.RemoteFile("m-Q4_K_M.gguf", 10, "ab" * 32),)
    hub.lie = Lie(json.dumps(lies).encode())
    with pytest.raises(HubError, match=r"cannot use: a size of 'abc' for 'm-Q4_K_M.gguf' \(and 6 more\)"):
        hub_mod.repo_files("o/r")
    hub.lie = Lie(json.dumps([{"id": "o/r", "downloads": "many", "likes": 1e300, "lastModified": 7}]).encode())
    assert hub_mod.search("x") == [hub_mod.RepoHit("o/r", 0, 0, "")]


def test_a_redirect_within_the_hub_is_followed(hub: HubServer, blob: Path) -> None:
    hub.add("o/new", "m-Q4_K_M.gguf", blob)
    hub.lie = Lie(status=307, headers={"Location": "/api/models/o/new/tree/main"}, route="/api/models/o/old/")
    assert [c.name for c in hub_mod.repo_files("o/old")] == ["m-Q4_K_M.gguf"]


def test_offline_mode_is_said_without_asking(hub: HubServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(HubError, match="HF_HUB_OFFLINE"):
        hub_mod.search("llama")
    assert hub.requests == []
