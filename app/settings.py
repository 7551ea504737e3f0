"""User settings, persisted as JSON in platformdirs' config folder (EMBERLY_CONFIG_DIR overrides).

Unknown keys from a newer version are kept on save; a broken file falls back to defaults (and
is kept aside as settings.json.broken) rather than stopping the app.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .atomic import write_atomic
from .paths import config_dir, data_dir
from .records import RecordError, finite, load_record, short_text

if TYPE_CHECKING:
    from .engine.params import LoadParams

MAX_RECENT = 10
MAX_ALTERNATIVES = 4
log = logging.getLogger("emberly.settings")


@dataclass
class Settings:
    theme: str = "system"  # system | light | dark
    font_size: int = 0  # points; 0 = the system's size
    default_model: str | None = None
    data_dir: str | None = None  # None: platformdirs' data folder (or EMBERLY_DATA_DIR)
    kv_budget_gib: float = 2.0  # 0 = unlimited
    model_folders: list[str] = field(default_factory=list)  # added by the user in the picker
    recent_models: list[str] = field(default_factory=list)  # newest first
    model_params: dict[str, dict[str, Any]] = field(default_factory=dict)  # per model path
    alternatives: int = 3  # Regenerate xN: replies written at once (2-4); models load with room for them
    last_session: str | None = None
    last_scroll: int = -1  # the top message row last_session was scrolled to; -1: at the newest
    reopen_last: bool = True  # on start, reopen the last chat (warm) and its model; off: a new chat (the model still loads)
    window_geometry: str | None = None  # base64 of QWidget.saveGeometry()
    # Model servers (app/engine/remote/providers.py): [{"url", "name", "kind"}]; their API keys are in the keyring.
    servers: list[dict[str, Any]] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)  # keys this version does not know
    # Not saved: why the file could not be used, to tell the user once ("" when it was fine).
    notice: str = field(default="", compare=False, repr=False)

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
        n = self.alternatives
        return min(max(n, 1), MAX_ALTERNATIVES) if isinstance(n, int) and not isinstance(n, bool) else 1

    def remember_model(self, model: str, params: LoadParams) -> None:
        self.model_params[model] = {k: v for k, v in params.to_dict().items() if k not in ("check_memory", "n_parallel")}
        self.recent_models = [model] + [m for m in self.recent_models if m != model][: MAX_RECENT - 1]
        self.default_model = model

    def data_root(self) -> Path:
        """EMBERLY_DATA_DIR (portable installs, tests) wins over the settings, which win over the default."""
        if os.environ.get("EMBERLY_DATA_DIR") or not self.data_dir:
            return data_dir()
        return Path(self.data_dir)

    def use_data_folder(self) -> Path:
        """Make the data folder chosen here the one every path of this process uses (chats,
        models, logs, cache: app.paths reads EMBERLY_DATA_DIR); returns it."""
        root = self.data_root()
        if self.data_dir and not os.environ.get("EMBERLY_DATA_DIR"):
            os.environ["EMBERLY_DATA_DIR"] = str(root)
        return root

    def kv_budget_bytes(self) -> int:
        return int(self.kv_budget_gib * 2**30)


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    path = settings_path()
    try:
        raw = load_record(path, "The settings file")
        if not isinstance(raw, dict):
            raise RecordError("The settings file is not a JSON object")
    except FileNotFoundError:
        return Settings()
    except RecordError as e:
        aside = path.with_name(path.name + ".broken")
        try:
            if path.is_file() or path.is_symlink():  # a FIFO or a folder is left where it is
                path.replace(aside)
        except OSError:
            pass
        return _defaults_because(f"Your settings could not be read ({e}); Emberly uses its defaults. "
                                 f"The old file is kept as {aside.name}.")
    known = {f.name for f in fields(Settings)} - {"extra", "notice"}
    values = {k: v for k, v in raw.items() if k in known}
    extra = {k: v for k, v in raw.items() if k not in known}
    bad = sorted(k for k, v in values.items() if not VALID[k](v))
    settings = Settings(**{k: v for k, v in values.items() if k not in bad}, extra=extra)
    if bad:
        notice = f"Some settings had values Emberly cannot use ({', '.join(bad)}); they are back to their defaults."
        log.warning("%s", notice)
        settings.notice = notice
    return settings


# A model's saved load parameters, checked before they reach llama.cpp (a hand-edited file).
PARAM_RANGES = {"n_ctx": (1, 2**24), "gpu_layers": (-1, 2**16), "n_threads": (1, 4096), "n_threads_batch": (1, 4096),
                "n_batch": (1, 2**24), "n_ubatch": (1, 2**24)}
PARAM_CHOICES = {"flash_attn": ("auto", "on", "off"), "kv_type": ("f16", "q8_0", "q4_0"),
                 "swa_full": (True, False), "check_memory": (True, False)}


def _valid_param(name: str, value: Any) -> bool:
    if name in PARAM_RANGES:
        low, high = PARAM_RANGES[name]
        return (value is None and name.startswith("n_threads")) or (isinstance(value, int) and finite(value, low, high))
    return any(value is choice for choice in PARAM_CHOICES.get(name, ())) or (
        isinstance(value, str) and value in PARAM_CHOICES.get(name, ()))


def _list_of(check: Callable[[Any], bool], limit: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, list) and len(v) <= limit and all(check(x) for x in v)


def _optional(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda v: v is None or check(v)


def _dict_of_objects(limit: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, dict) and len(v) <= limit and all(short_text(k) and isinstance(x, dict) for k, x in v.items())


# What each setting may hold, checked on read: a file written by another program (or a newer
# Emberly, or by hand) must not put a string where a number goes, NaN, 1e308 or a path with a NUL
# into the app.
VALID: dict[str, Callable[[Any], bool]] = {
    "theme": lambda v: v in ("system", "light", "dark"),
    "font_size": lambda v: isinstance(v, int) and finite(v, 0, 96),
    "default_model": _optional(short_text),
    "data_dir": _optional(lambda v: short_text(v) and v != ""),
    "kv_budget_gib": lambda v: finite(v, 0, 2**20),
    "model_folders": _list_of(short_text, 256),
    "recent_models": _list_of(short_text, 256),
    "model_params": _dict_of_objects(1024),
    "alternatives": lambda v: isinstance(v, int) and finite(v, 0, MAX_ALTERNATIVES),
    "last_session": _optional(lambda v: short_text(v, 128)),
    "last_scroll": lambda v: isinstance(v, int) and not isinstance(v, bool) and finite(v, -1, 10**7),
    "reopen_last": lambda v: isinstance(v, bool),
    "window_geometry": _optional(lambda v: short_text(v, 64 * 1024)),
    "servers": _list_of(lambda v: isinstance(v, dict), 256),
}


def _defaults_because(notice: str) -> Settings:
    log.warning("%s", notice)
    return Settings(notice=notice)


def save_settings(settings: Settings) -> None:
    """Raises OSError when the config folder cannot be written."""
    data = asdict(settings)
    extra = data.pop("extra")
    data.pop("notice")
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps({**extra, **data}, indent=1, ensure_ascii=False).encode("utf-8"))
