"""Finding GGUF models on the Hugging Face Hub through huggingface_hub: search, a repository's
files (quant variants, multi-part files as one choice, vision projectors recognised), pasted
URLs, and download URLs. Qt-free; every call blocks, so the UI runs them on a thread.

The endpoint is `HF_ENDPOINT` when set (the huggingface_hub convention; tests point it at a
loopback stand-in), read at each call.
"""

from __future__ import annotations

import os
import re
import socket
import urllib.parse
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engine.files.gguf_info import SPLIT_NAME
from ..errors import AppError

DEFAULT_ENDPOINT = "https://huggingface.co"
REPO_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")
# Quantisation labels as they appear in GGUF file names (Q4_K_M, IQ3_XXS, Q8_0, BF16, MXFP4, …).
QUANT = re.compile(r"(?<![A-Za-z0-9])(I?Q\d(?:_[A-Z0-9]+)*|BF16|F16|F32|MXFP4(?:_MOE)?|TQ\d_\d)(?![A-Za-z0-9])", re.IGNORECASE)


class HubError(AppError):
    """Why the Hub did not answer; `kind` is "offline", "rate-limited", "not-found" or "error"."""

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class RepoHit:
    id: str
    downloads: int
    likes: int
    updated: str  # ISO date, as the Hub gives it


@dataclass(frozen=True)
class RemoteFile:
    name: str  # path in the repository
    size: int
    sha256: str  # the LFS sha256: what the downloaded bytes must hash to


@dataclass(frozen=True)
class ModelChoice:
    """One downloadable model in a repository: a file, or all parts of a split file."""

    repo: str
    parts: tuple[RemoteFile, ...]
    quant: str
    mmproj: bool  # a vision projector: loads beside a model, not on its own
    revision: str = "main"  # where the parts' sizes and sha256s were read

    @property
    def name(self) -> str:
        return self.parts[0].name

    @property
    def size(self) -> int:
        return sum(p.size for p in self.parts)

    @property
    def label(self) -> str:
        base = self.name.rsplit("/", 1)[-1]
        m = SPLIT_NAME.match(base)
        return f"{m['stem']}{m['ext']} ({len(self.parts)} parts)" if m else base


def endpoint() -> str:
    return (os.environ.get("HF_ENDPOINT") or DEFAULT_ENDPOINT).rstrip("/")


def file_url(repo: str, name: str, revision: str = "main") -> str:
    from huggingface_hub.file_download import hf_hub_url  # the module, not the lazy package name: PyInstaller follows it

    return str(hf_hub_url(repo, name, revision=revision, endpoint=endpoint()))


def _api() -> Any:
    from huggingface_hub.hf_api import HfApi

    return HfApi(endpoint=endpoint())


def _reachable() -> None:
    """Fail at once when the Hub's host cannot be reached at all (huggingface_hub would retry a
    refused connection for half a minute before saying so)."""
    url = urllib.parse.urlsplit(endpoint())
    port = url.port or (443 if url.scheme == "https" else 80)
    try:
        socket.create_connection((url.hostname or "", port), timeout=5).close()
    except OSError as e:
        raise HubError("offline", f"Cannot reach {url.hostname} ({getattr(e, 'strerror', None) or e}). "
                       "You seem to be offline: the curated list and the models on this computer still work.") from e


def _translate(e: Exception, what: str) -> HubError:
    from huggingface_hub.errors import GatedRepoError, HfHubHTTPError, OfflineModeIsEnabled, RepositoryNotFoundError

    if isinstance(e, OfflineModeIsEnabled):
        return HubError("offline", "Hugging Face is switched off on this computer (HF_HUB_OFFLINE is set).")
    if isinstance(e, GatedRepoError):
        return HubError("error", f"{what} is gated: accept its licence on huggingface.co and log in first.")
    if isinstance(e, RepositoryNotFoundError):
        return HubError("not-found", f"{what} was not found on the Hub.")
    if isinstance(e, HfHubHTTPError):
        status = e.response.status_code if e.response is not None else 0
        if status == 429:
            return HubError("rate-limited", "The Hub is limiting requests from this computer for now; "
                            "try again in a minute. The curated list still works.")
        return HubError("error", f"The Hub answered {status} for {what}.")
    return HubError("offline", f"The Hub could not be reached ({e.__class__.__name__}): the curated list still works.")


def search(query: str, limit: int = 40) -> list[RepoHit]:
    """GGUF repositories matching `query`, most downloaded first."""
    _reachable()
    try:
        models = _api().list_models(search=query.strip() or None, filter="gguf", sort="downloads", limit=limit)
        return [RepoHit(m.id, m.downloads or 0, m.likes or 0, str(m.last_modified or "")[:10]) for m in models]
    except Exception as e:  # huggingface_hub's and httpx's many errors: sorted out by _translate
        raise _translate(e, f"the search for {query!r}") from e


def repo_files(repo: str, revision: str = "main") -> list[ModelChoice]:
    """The GGUF models in `repo`, smallest first, each with its parts' sizes and sha256s."""
    _reachable()
    try:
        entries = list(_api().list_repo_tree(repo, recursive=True, revision=revision))
    except Exception as e:
        raise _translate(e, repo) from e
    files = []
    for entry in entries:
        lfs = getattr(entry, "lfs", None)
        if getattr(entry, "size", None) is None or not entry.path.lower().endswith(".gguf"):
            continue
        sha = lfs.sha256 if lfs is not None else ""
        files.append(RemoteFile(entry.path, int(entry.size), sha))
    return group_files(repo, files, revision)


def group_files(repo: str, files: Iterable[RemoteFile], revision: str = "main") -> list[ModelChoice]:
    """Split parts become one choice (listed under the first part), in part order."""
    groups: dict[tuple[str, ...], list[RemoteFile]] = {}
    for f in files:
        folder, _, base = f.name.rpartition("/")
        m = SPLIT_NAME.match(base)
        key: tuple[str, ...] = (folder, m["stem"].lower(), m["total"]) if m else (f.name,)
        groups.setdefault(key, []).append(f)
    choices = []
    for key, parts in groups.items():
        parts.sort(key=lambda p: p.name.lower())
        if len(key) == 3 and len(parts) != int(key[2]):
            continue  # an incomplete split set on the Hub: it could not load
        base = parts[0].name.rsplit("/", 1)[-1]
        choices.append(ModelChoice(repo, tuple(parts), quant_of(base), "mmproj" in base.lower(), revision))
    return sorted(choices, key=lambda c: (c.mmproj, c.size))


def quant_of(file_name: str) -> str:
    """The quantisation a GGUF file name states (Q4_K_M, IQ3_XXS, BF16…), or ""."""
    m = SPLIT_NAME.match(file_name)
    stem = m["stem"] if m else file_name.removesuffix(".gguf").removesuffix(".GGUF")
    found = QUANT.findall(stem.replace("-", "_").replace(".", "_"))
    return found[-1].upper() if found else ""


def file_info(repo: str, names: list[str], revision: str = "main") -> list[RemoteFile]:
    """Size and sha256 of named files (for a pasted link or a curated entry)."""
    _reachable()
    try:
        infos = _api().get_paths_info(repo, names, revision=revision)
    except Exception as e:
        raise _translate(e, repo) from e
    return [RemoteFile(i.path, int(i.size), i.lfs.sha256 if i.lfs else "") for i in infos if getattr(i, "size", None)]


@dataclass(frozen=True)
class HubRef:
    repo: str
    file: str | None = None  # a path in the repository
    revision: str = "main"
    quant: str | None = None  # owner/repo:Q4_K_M names a quant, not a file


def parse_ref(text: str) -> HubRef | None:
    """A pasted Hub reference: `owner/repo`, `owner/repo/file.gguf`, `hf.co/owner/repo:Q4_K_M`,
    or a huggingface.co URL to the repo, a `blob/` or `resolve/` file, or a `tree/` revision."""
    text = text.strip().strip("<>\"'")
    if not text:
        return None
    if "://" in text or text.startswith(("huggingface.co/", "hf.co/", "www.huggingface.co/")):
        url = urllib.parse.urlsplit(text if "://" in text else "https://" + text)
        path = [urllib.parse.unquote(p) for p in url.path.split("/") if p]
    else:
        path = [p for p in text.split("/") if p]
    if len(path) < 2:
        return None
    repo = f"{path[0]}/{path[1]}"
    quant = None
    if ":" in path[1]:  # Ollama / llama.cpp style owner/repo:Q4_K_M
        name, quant = path[1].split(":", 1)
        repo = f"{path[0]}/{name}"
    if not REPO_ID.match(repo):
        return None
    rest = path[2:]
    if rest and rest[0] in ("blob", "resolve", "tree") and len(rest) >= 2:
        revision, file_parts = rest[1], rest[2:]
        return HubRef(repo, "/".join(file_parts) or None, revision)
    if rest:
        return HubRef(repo, "/".join(rest))
    return HubRef(repo, quant=quant.upper() if quant else None)
