"""Getting models: the curated catalogue, Hugging Face Hub discovery, and downloads that resume,
verify and never leave a half file under a model's name. Qt-free (tests/test_architecture.py).

Names are imported on first use (PEP 562): start-up peeks at the queue through `store` alone.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .catalogue import CatalogueEntry, Memory, fit, load_catalogue, machine_memory, need_for_entry, need_for_size
    from .hub import HubError, HubRef, ModelChoice, RemoteFile, RepoHit, parse_ref
    from .manager import Download, Downloads
    from .transfer import Paused, Retry, Transfer, TransferError

_WHERE = {
    "CatalogueEntry": "catalogue", "Memory": "catalogue", "fit": "catalogue", "load_catalogue": "catalogue",
    "machine_memory": "catalogue", "need_for_entry": "catalogue", "need_for_size": "catalogue",
    "HubError": "hub", "HubRef": "hub", "ModelChoice": "hub", "RemoteFile": "hub", "RepoHit": "hub", "parse_ref": "hub",
    "Download": "manager", "Downloads": "manager",
    "Paused": "transfer", "Retry": "transfer", "Transfer": "transfer", "TransferError": "transfer",
}
__all__ = [
    "CatalogueEntry", "Download", "Downloads", "HubError", "HubRef", "Memory", "ModelChoice", "Paused", "RemoteFile",
    "RepoHit", "Retry", "Transfer", "TransferError", "fit", "load_catalogue", "machine_memory", "need_for_entry",
    "need_for_size", "parse_ref",
]


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    globals()[name] = value
    return value
