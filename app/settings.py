"""User settings, persisted as JSON in platformdirs' config folder (EMBERLY_CONFIG_DIR overrides).

Unknown keys from a newer version are kept on save; a setting an earlier release saved under
another name is read under its name now (RENAMED); a broken file falls back to defaults (and
is kept aside as settings.json.broken) rather than stopping the app.
"""

from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .atomic import write_atomic
from .paths import DataFolderError, check_data_folder, config_dir, data_dir, default_data_dir
from .records import RecordError, finite, http_url, load_record, short_line, short_text
from .words import Words, translate

if TYPE_CHECKING:
    from .engine.params import LoadParams

MAX_RECENT = 10
MAX_VERSIONS_AT_ONCE = 4
log = logging.getLogger("emberly.settings")


@dataclass
class Settings:
    theme: str = "system"  # system | light | dark
    font_size: int = 0  # points; 0 = the system's size
    default_model: str | None = None
    embedding_model: str | None = None  # a GGUF embedder: documents and libraries searched by meaning too
    data_dir: str | None = None  # None: platformdirs' data folder (or EMBERLY_DATA_DIR)
    kv_budget_gib: float = 2.0  # 0 = unlimited
    model_folders: list[str] = field(default_factory=list)  # added by the user in the picker
    recent_models: list[str] = field(default_factory=list)  # newest first
    model_params: dict[str, dict[str, Any]] = field(default_factory=dict)  # per model path
    model_presets: dict[str, str] = field(default_factory=dict)  # per model path: the preset its new chats take
    versions_at_once: int = 3  # Regenerate xN: versions of a reply written at once (2-4); models load with room for them
    last_session: str | None = None
    last_scroll: int = -1  # the top message row last_session was scrolled to; -1: at the newest
    reopen_last: bool = True  # on start, reopen the last chat (warm) and its model; off: a new chat (the model still loads)
    window_geometry: str | None = None  # base64 of QWidget.saveGeometry()
    # Model servers (app/engine/remote/providers.py): [{"url", "name", "kind"}]; their API keys are in the keyring.
    servers: list[dict[str, Any]] = field(default_factory=list)
    # The local API server (app/server): off until turned on; its key is in the keyring, not here.
    server_on: bool = False
    server_port: int = 8765
    server_lan: bool = False  # listen beyond this computer (the window warns)
    server_origins: list[str] = field(default_factory=list)  # browser origins allowed (CORS)
    server_web: bool = False  # clients may have the web searched first (web_search_options; Settings ▸ Web's service)
    # MCP servers (app/tools/saved.py: mcp.json entries with a name); env and header values are in the keyring.
    mcp_servers: list[dict[str, Any]] = field(default_factory=list)
    tool_policies: dict[str, str] = field(default_factory=dict)  # "server/tool": "always" | "never" (else: ask)
    # The web (app/web): {"provider": "" (off) | "searxng" | "brave" | "tavily", "url" (SearXNG's), "allowed"
    # (hosts on this computer's network pages may be read from), "told" (the first use said what is sent where)};
    # Brave's and Tavily's keys are in the keyring.
    web: dict[str, Any] = field(default_factory=dict)
    # Whether a newer version exists (app/web/updates.py): "" not asked yet, "on" (asked once a day), "off".
    updates: str = ""
    updates_checked: float = 0.0  # when the feed was last read (time.time())
    update_feed: str = ""  # "": Emberly's releases on GitHub; else a feed of the same shape (a mirror)
    language: str = ""  # the interface's language (app.ui.i18n.LANGUAGES' codes); "": the system's
    extra: dict[str, Any] = field(default_factory=dict)  # keys this version does not know
    # Not saved: why the file could not be used, to tell the user once ("" when it was fine).
    notice: str = field(default="", compare=False, repr=False)
    # Not saved: a data_dir this run could not use (use_data_folder fell back); tried again next start.
    refused_data_dir: str | None = field(default=None, compare=False, repr=False)

    def params_for(self, model: str) -> LoadParams:
        from .engine.params import LoadParams  # here: settings are read before the app needs any of the engine

        known = {f.name for f in fields(LoadParams)} - {"n_parallel"}
        stored = {k: v for k, v in self.model_params.get(model, {}).items() if k in known and _valid_param(k, v)}
        return LoadParams(**stored, n_parallel=self.n_parallel())

    def chat_to_reopen(self) -> str | None:
        """The chat a start reopens (the last one, unless reopen_last is off)."""
        return self.last_session if self.reopen_last is not False else None

    def startup_model(self, override: str | Path | None = None) -> str | None:
        """The model the window starts on: the one asked for, else the default one, else the demo
        model (assembled on its first start); None when there is none (the picker opens)."""
        from .engine.local.default_model import demo_model_available, demo_model_path
        from .paths import models_dir

        model = str(override) if override else self.default_model
        if model and Path(model).is_file():
            return model
        return str(demo_model_path(models_dir())) if demo_model_available() else None

    def n_parallel(self) -> int:
        """Sequences a model is loaded with: room for Regenerate xN (1 when it is off)."""
        n = self.versions_at_once
        return min(max(n, 1), MAX_VERSIONS_AT_ONCE) if isinstance(n, int) and not isinstance(n, bool) else 1

    def remember_model(self, model: str, params: LoadParams) -> None:
        self.model_params[model] = {k: v for k, v in params.to_dict().items() if k not in ("check_memory", "n_parallel")}
        self.recent_models = [model] + [m for m in self.recent_models if m != model][: MAX_RECENT - 1]
        self.default_model = model

    def data_root(self) -> Path:
        """EMBERLY_DATA_DIR (portable installs, tests) wins over the settings, which win over the default."""
        if os.environ.get("EMBERLY_DATA_DIR") or not self.data_dir or self.data_dir == self.refused_data_dir:
            return data_dir()
        return Path(self.data_dir)

    def use_data_folder(self) -> Path:
        """Make the data folder chosen here the one every path of this process uses (chats,
        models, logs, cache: app.paths reads EMBERLY_DATA_DIR); returns it. One that cannot be
        used (a file, /proc/1, /dev/zero, read-only) gives way to the standard folder for this
        run, and the notice says so."""
        root = self.data_root()
        try:
            check_data_folder(root)
        except DataFolderError as e:
            return self._fall_back(e)
        if self.data_dir and self.data_dir != self.refused_data_dir and not os.environ.get("EMBERLY_DATA_DIR"):
            os.environ["EMBERLY_DATA_DIR"] = str(root)
        return root

    def _fall_back(self, refused: DataFolderError) -> Path:
        if os.environ.pop("EMBERLY_DATA_DIR", None) is None:
            self.refused_data_dir = self.data_dir  # kept in the settings: tried again next start
        root = default_data_dir()
        try:
            check_data_folder(root)
            notice = translate("Settings", "{error} Emberly keeps its chats and models in {folder} for now.").format(
                error=refused, folder=str(root))
        except DataFolderError as e:  # nothing better to go to: the writes there will say why
            notice = translate("Settings", "{error} Nor can the standard one: {reason}").format(error=refused, reason=e)
        log.warning("%s", notice)
        # Two notices, each said in the language: the join is no sentence to translate.
        self.notice = Words("{notice}\n\n{more}").format(notice=self.notice, more=notice) if self.notice else notice
        return root

    def kv_budget_bytes(self) -> int:
        return int(self.kv_budget_gib * 2**30)


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    path = settings_path()
    try:
        raw = load_record(path, translate("Settings", "The settings file"))
        if not isinstance(raw, dict):
            raise RecordError(translate("Settings", "The settings file is not a JSON object"))
        raw = _renamed(raw)
    except FileNotFoundError:
        return Settings()
    except RecordError as e:
        aside = path.with_name(path.name + ".broken")
        try:
            if path.is_file() or path.is_symlink():  # a FIFO or a folder is left where it is
                path.replace(aside)
        except OSError:
            pass
        return _defaults_because(translate("Settings", "Your settings could not be read ({error}); Emberly uses its "
                                                       "defaults. The old file is kept as {name}.").format(
            error=e, name=aside.name))
    known = {f.name for f in fields(Settings)} - UNSAVED
    values = {k: v for k, v in raw.items() if k in known}
    extra = {k: v for k, v in raw.items() if k not in known}  # bounded with the file: 4 MB, 32 deep
    bad = sorted(k for k, v in values.items() if not VALID[k](v))
    kept = {k: v for k, v in values.items() if k not in bad}
    for name, clean in CLEAN.items():  # entries of a list or a map that cannot be used go alone
        if name in kept and (cleaned := clean(kept[name])) != kept[name]:
            kept[name] = cleaned
            bad.append(name)
    settings = Settings(**kept, extra=extra)
    if bad:
        notice = translate("Settings", "Some settings had values Emberly cannot use ({names}); they are back to their "
                                       "defaults, or those entries left out.").format(names=", ".join(sorted(bad)))
        log.warning("%s", notice)
        settings.notice = notice
    return settings


UNSAVED = {"extra", "notice", "refused_data_dir"}  # fields that are not settings of their own
# Settings an earlier release saved under another name: old name → the field it is now.
RENAMED = {"alternatives": "versions_at_once"}


def _renamed(raw: dict[str, Any]) -> dict[str, Any]:
    """A file from an earlier release read with its settings under their names now (so the next
    save writes those). Where a file holds both names (a newer file an older release saved again),
    the new one is kept and the old one dropped."""
    return {RENAMED.get(k, k): v for k, v in raw.items() if not (k in RENAMED and RENAMED[k] in raw)}


# A model's saved load parameters, checked before they reach llama.cpp (a hand-edited file).
PARAM_RANGES = {"n_ctx": (1, 2**24), "gpu_layers": (-1, 2**16), "n_threads": (1, 4096), "n_threads_batch": (1, 4096),
                "n_batch": (1, 2**24), "n_ubatch": (1, 2**24)}
PARAM_CHOICES = {"flash_attn": ("auto", "on", "off"), "kv_type": ("f16", "q8_0", "q4_0"),
                 "swa_full": (True, False), "check_memory": (True, False), "speculation": ("auto", "off")}
PARAMS = PARAM_RANGES.keys() | PARAM_CHOICES.keys()


def _valid_param(name: str, value: Any) -> bool:
    if name in ("projector", "draft_model"):
        return value is None or (isinstance(value, str) and 0 < len(value) <= 4096 and "\0" not in value)
    if name in PARAM_RANGES:
        low, high = PARAM_RANGES[name]
        return (value is None and name.startswith("n_threads")) or (isinstance(value, int) and finite(value, low, high))
    return any(value is choice for choice in PARAM_CHOICES.get(name, ())) or (
        isinstance(value, str) and value in PARAM_CHOICES.get(name, ()))


def _list_of(check: Callable[[Any], bool], limit: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, list) and len(v) <= limit and all(check(x) for x in v)


def _optional(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda v: v is None or check(v)


def _map_of(limit: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, dict) and len(v) <= limit and all(short_text(k) for k in v)


def _plain(value: Any) -> bool:
    """A value a newer Emberly might keep for a model: a short string, a finite number, a flag, null."""
    return value is None or isinstance(value, bool) or finite(value, -(2**53), 2**53) or short_text(value, 256)


def _clean_model_params(value: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each model's saved load parameters less those that cannot be used: a known one of the wrong
    kind or range ("abc" for n_ctx, 2**40 for n_batch), or an unknown one that is not plain."""
    return {model: {k: v for k, v in params.items()
                    if short_text(k, 64) and (_valid_param(k, v) if k in PARAMS else _plain(v))}
            for model, params in value.items() if isinstance(params, dict) and len(params) <= 64}


SERVER_KINDS = ("llama-server", "openai")
SESSION_ID = re.compile(r"[A-Za-z0-9_-]{1,128}")  # a file name in the chats folder, never a path
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")  # en, pt_BR: a translation file's suffix, never a path


def _server(entry: Any) -> dict[str, str] | None:
    """A saved server as app.engine.remote.providers.Server reads it, or None: its url an http(s)
    address, its name and kind short lines. Only those three keys are kept."""
    if not isinstance(entry, dict) or not http_url(entry.get("url")):
        return None
    name, kind = entry.get("name"), entry.get("kind")
    if not (name is None or short_line(name, 200)) or not (kind is None or kind in SERVER_KINDS):
        return None
    return {k: v for k, v in (("url", entry["url"]), ("name", name), ("kind", kind)) if v is not None}


def _clean_web(value: dict[str, Any]) -> dict[str, Any]:
    """Settings ▸ Web's entries, each kept when it can be used (a valid one unchanged)."""
    checks: dict[str, Callable[[Any], bool]] = {
        "provider": lambda v: v in ("", "searxng", "brave", "tavily"),
        "url": lambda v: v == "" or http_url(v),
        "allowed": lambda v: isinstance(v, list) and len(v) <= 32 and all(short_text(h, 253) for h in v),
        "told": lambda v: isinstance(v, bool)}
    return {k: v for k, v in value.items() if k in checks and checks[k](v)}


def _clean_servers(value: list[Any]) -> list[dict[str, str]]:
    return [s for s in map(_server, value) if s is not None]


def _clean_mcp_servers(value: list[Any]) -> list[dict[str, Any]]:
    from .tools.servers import server_config

    def usable(entry: Any) -> bool:
        try:
            server_config(entry.get("name") if isinstance(entry, dict) else None, entry)
        except ValueError:
            return False
        return True

    kept = [e for e in value if usable(e)]
    return [e for i, e in enumerate(kept) if e["name"] not in {k["name"] for k in kept[:i]}]  # a name once


def _clean_policies(value: dict[str, Any]) -> dict[str, str]:
    return {k: v for k, v in value.items() if short_text(k, 200) and v in ("always", "never")}


# What each setting may hold, checked on read: a file written by another program (or a newer
# Emberly, or by hand) must not put a string where a number goes, NaN, 1e308 or a path with a NUL
# into the app.
VALID: dict[str, Callable[[Any], bool]] = {
    "theme": lambda v: v in ("system", "light", "dark"),
    "font_size": lambda v: isinstance(v, int) and finite(v, 0, 96),
    "default_model": _optional(short_text),
    "embedding_model": _optional(short_text),
    "data_dir": _optional(lambda v: short_text(v) and v != ""),
    "kv_budget_gib": lambda v: finite(v, 0, 2**20),
    "model_folders": _list_of(short_text, 256),
    "recent_models": _list_of(short_text, 256),
    "model_params": _map_of(1024),
    "model_presets": _map_of(1024),
    "versions_at_once": lambda v: isinstance(v, int) and finite(v, 0, MAX_VERSIONS_AT_ONCE),
    "last_session": _optional(lambda v: isinstance(v, str) and SESSION_ID.fullmatch(v) is not None),
    "last_scroll": lambda v: isinstance(v, int) and not isinstance(v, bool) and finite(v, -1, 10**7),
    "reopen_last": lambda v: isinstance(v, bool),
    "window_geometry": _optional(lambda v: short_text(v, 64 * 1024)),
    "servers": _list_of(lambda v: True, 256),  # each entry checked by CLEAN
    "server_on": lambda v: isinstance(v, bool),
    "server_port": lambda v: isinstance(v, int) and not isinstance(v, bool) and finite(v, 1, 65535),
    "server_lan": lambda v: isinstance(v, bool),
    "server_web": lambda v: isinstance(v, bool),
    "server_origins": _list_of(lambda v: short_text(v, 256) and "://" in v, 32),
    "mcp_servers": _list_of(lambda v: True, 64),  # each entry checked by CLEAN
    "tool_policies": _map_of(4096),
    "web": lambda v: isinstance(v, dict),  # its entries checked by CLEAN
    "updates": lambda v: v in ("", "on", "off"),
    "language": lambda v: isinstance(v, str) and (v == "" or LANGUAGE_CODE.fullmatch(v) is not None),
    "updates_checked": lambda v: finite(v, 0, 1e11),
    "update_feed": lambda v: short_text(v, 2000) and (v == "" or v.startswith(("https://", "http://"))),
}
# Lists and maps whose entries are checked one by one: a bad entry is left out, the rest kept.
CLEAN: dict[str, Callable[[Any], Any]] = {"servers": _clean_servers, "model_params": _clean_model_params,
                                          "mcp_servers": _clean_mcp_servers, "tool_policies": _clean_policies,
                                          "model_presets": lambda v: {k: n for k, n in v.items() if short_text(n, 80)},
                                          "web": _clean_web}


def _defaults_because(notice: str) -> Settings:
    log.warning("%s", notice)
    return Settings(notice=notice)


def save_settings(settings: Settings) -> None:
    """Raises OSError when the config folder cannot be written."""
    data = asdict(settings)
    extra = data.pop("extra")
    for name in UNSAVED - {"extra"}:
        data.pop(name)
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps({**extra, **data}, indent=1, ensure_ascii=False).encode("utf-8"))
