"""Finding GGUF models on the Hugging Face Hub: search, a repository's files (quant variants,
multi-part files as one choice, vision projectors recognised), pasted URLs, and download URLs.
Qt-free; every call blocks, so the UI runs them on a thread.

The Hub's answers come through app.downloads.hub_http (timeouts, size and paging bounds, redirects
kept within the Hub) and are read here into typed, bounded values: an entry that lies (a size
that is not a count, a name that would leave the repository's folder, a sha256 that is not one)
is left out, and a listing of nothing but such entries is a HubError that says what was wrong.

The endpoint is `HF_ENDPOINT` when set (the huggingface_hub convention; tests point it at a
loopback stand-in), read at each call.
"""

from __future__ import annotations

import logging
import re
import urllib.parse
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engine.files.gguf_info import SPLIT_NAME
from ..words import grouped, translate
from . import hub_http
from .hub_http import HubError as HubError
from .hub_http import endpoint

REPO_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")
# What the Hub itself allows in a repository id: ASCII, 96 characters each side.
HUB_REPO_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,95}/[A-Za-z0-9][A-Za-z0-9_.-]{0,95}")
SHA256 = re.compile(r"[0-9a-fA-F]{64}")
DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
MAX_SIZE = 1 << 50  # a file size beyond any disk
MAX_COUNT = 1 << 53  # downloads and likes
# Quantisation labels as they appear in GGUF file names (Q4_K_M, IQ3_XXS, Q8_0, BF16, MXFP4, …).
QUANT = re.compile(r"(?<![A-Za-z0-9])(I?Q\d(?:_[A-Z0-9]+)*|BF16|F16|F32|MXFP4(?:_MOE)?|TQ\d_\d)(?![A-Za-z0-9])", re.IGNORECASE)
log = logging.getLogger("emberly.downloads")


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
        if m is None:
            return base
        return translate("Hub", "{name} ({count} parts)").format(name=m["stem"] + m["ext"], count=str(len(self.parts)))


def file_url(repo: str, name: str, revision: str = "main") -> str:
    from huggingface_hub.file_download import hf_hub_url  # the module, not the lazy package name: PyInstaller follows it

    return str(hf_hub_url(repo, name, revision=revision, endpoint=endpoint()))


def valid_repo(repo: object) -> bool:
    """Whether `repo` is a Hub repository id that names a folder inside the models folder."""
    return isinstance(repo, str) and HUB_REPO_ID.fullmatch(repo) is not None and ".." not in repo


def name_problem(name: str) -> str:
    """Why `name` cannot be a file inside its repository's folder ("" when it can): no NUL or
    control characters, not absolute, no empty, `.` or `..` part, at most 255 bytes a part and
    1024 in all (what the file system takes)."""
    try:
        encoded = name.encode()
    except UnicodeEncodeError:
        return translate("Hub", "a name that is not UTF-8")
    parts = name.split("/")
    if not name or any(ord(c) < 32 or c == "\x7f" for c in name):
        return translate("Hub", "an empty name or one with control characters")
    if name.startswith("/") or "\\" in name or re.match(r"[A-Za-z]:", name):
        return translate("Hub", "an absolute path")
    if any(p in ("", ".", "..") for p in parts):
        return translate("Hub", "a name with an empty, . or .. part")
    if len(encoded) > 1024 or any(len(p.encode()) > 255 for p in parts):
        return translate("Hub", "a name of {size} bytes").format(size=grouped(len(encoded)))
    return ""


def search(query: str, limit: int = 40) -> list[RepoHit]:
    """GGUF repositories matching `query`, most downloaded first."""
    query, limit = query.strip()[:200], max(1, min(limit, 1000))
    what = translate("Hub", "the search for {query}").format(query=repr(query))
    params = {"filter": "gguf", "sort": "downloads", "limit": str(limit)} | ({"search": query} if query else {})
    found = hub_http.get_json("/api/models", params, what)
    if not isinstance(found, list):
        raise HubError("error", hub_http.NOT_A_LIST.format(host=hub_http.host(), what=what,
                                                           type=hub_http.type_name(found)))
    return [hit for hit in map(_hit, found[:limit]) if hit is not None]


def _hit(entry: Any) -> RepoHit | None:
    """A search result, its counts and date normalised; None for one without a usable id."""
    if not isinstance(entry, dict) or not valid_repo(entry.get("id")):
        return None
    updated = entry.get("lastModified")
    return RepoHit(entry["id"], _count(entry.get("downloads")), _count(entry.get("likes")),
                   updated[:10] if isinstance(updated, str) and DATE.match(updated) else "")


def _count(value: Any) -> int:
    return value if type(value) is int and 0 <= value <= MAX_COUNT else 0


def repo_files(repo: str, revision: str = "main") -> list[ModelChoice]:
    """The GGUF models in `repo`, smallest first, each with its parts' sizes and sha256s."""
    _check_repo(repo)
    files: list[RemoteFile] = []
    problems = _Problems(repo)
    path = f"/api/models/{repo}/tree/{urllib.parse.quote(revision, safe='')}"
    for page in hub_http.get_pages(path, {"recursive": "true", "expand": "false"}, repo):
        for entry in page:
            f = _file(entry, problems)
            if f is not None and f.name.lower().endswith(".gguf"):
                files.append(f)
    problems.settle(bool(files))
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
    _check_repo(repo)
    wanted, problems = set(names), _Problems(repo)
    path = f"/api/models/{repo}/paths-info/{urllib.parse.quote(revision, safe='')}"
    infos = hub_http.post_form(path, {"paths": names, "expand": "false"}, repo)
    if not isinstance(infos, list):
        raise HubError("error", hub_http.NOT_A_LIST.format(host=hub_http.host(), what=repo,
                                                           type=hub_http.type_name(infos)))
    found: dict[str, RemoteFile] = {}
    for entry in infos:
        f = _file(entry, problems)
        if f is not None and f.name in wanted:  # what was asked, each once
            found.setdefault(f.name, f)
    problems.settle(bool(found))
    return list(found.values())


def _check_repo(repo: str) -> None:
    if not valid_repo(repo):
        raise HubError("not-found", translate("Hub", "{repo} is not a Hub repository (owner/name).").format(
            repo=repr(str(repo)[:100])))


class _Problems:
    """The entries of one answer that were left out: logged, and a HubError when nothing was left."""

    def __init__(self, repo: str):
        self.repo, self.count, self.first = repo, 0, ""

    def add(self, problem: str) -> None:
        self.count += 1
        self.first = self.first or problem

    def settle(self, kept_any: bool) -> None:
        if not self.count:
            return
        message = (translate("Hub", "The Hub at {host} listed files in {repo} that Emberly cannot use: {problem} (and "
                                    "{count} more).") if self.count > 1 else
                   translate("Hub", "The Hub at {host} listed files in {repo} that Emberly cannot use: {problem}.")
                   ).format(host=hub_http.host(), repo=self.repo, problem=self.first, count=grouped(self.count - 1))
        if not kept_any:
            raise HubError("error", message)
        log.warning("%s They were left out.", message)


def _file(entry: Any, problems: _Problems) -> RemoteFile | None:
    """A file of a listing, checked; None for a folder, or for an entry that lies (noted)."""
    if isinstance(entry, dict) and entry.get("type") == "directory":
        return None
    if not isinstance(entry, dict) or entry.get("type") != "file":
        problems.add(translate("Hub", "{type} where a file entry goes").format(type=hub_http.type_name(entry)))
        return None
    name, size, lfs = entry.get("path"), entry.get("size"), entry.get("lfs")
    if not isinstance(name, str):
        problems.add(translate("Hub", "{type} as a file name").format(type=hub_http.type_name(name)))
        return None
    if why := name_problem(name):
        problems.add(translate("Hub", "{problem} ({name})").format(problem=why, name=_shown(name)))
        return None
    if type(size) is not int or not 0 <= size <= MAX_SIZE:
        problems.add(translate("Hub", "a size of {size} for {name}").format(size=_shown(size), name=repr(name[:200])))
        return None
    sha = lfs.get("oid") if isinstance(lfs, dict) else lfs
    if lfs is not None and not (isinstance(sha, str) and SHA256.fullmatch(sha)):
        problems.add(translate("Hub", "a sha256 of {sha256} for {name}").format(sha256=_shown(sha),
                                                                               name=repr(name[:200])))
        return None
    return RemoteFile(name, size, sha.lower() if isinstance(sha, str) else "")


def _shown(value: Any) -> str:
    """A value from the Hub as a message may quote it: short, whatever its type."""
    if isinstance(value, (dict, list)):
        return hub_http.type_name(value)
    text = repr(value[:60] if isinstance(value, str) else value)
    return text if len(text) <= 60 else text[:60] + "…"


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
