"""The engine loop's public face: everything the window (`app.ui`) and the local API server
(`app.server`) may use from below them, in one place. They import this package, its vocabulary
(`requests`: what a front end asks the loop; `events`: what the loop tells) and the leaf modules
(`app.settings`, `app.paths`, `app.errors`, `app.units`, `app.resources`, …), never the engine, the
sessions, the downloads, the documents or the tools themselves (tests/test_architecture.py).

The engine loop (`loop.py`) is one Qt-free thread that owns the engines and the open chat, and
runs typed requests from one or more producers by priority, reporting typed events. The window
(`app.ui.engine_controller`), the terminal (`app.cli`) and the tests drive it alike.

Besides the loop, this re-exports the value types the window shows (a chat, its messages, their
attachments and images, a model's load and sampling parameters, a download, a library), the pure
helpers that read them (`answer_of`, `split_reasoning`, …) and the types of the services app.core
hands the window (`SessionStore`, `Libraries`, `Downloads`, `SharedEmbedder`), each under its home
module's name, but for two that would be taken for another: `FoundInExport` (app.sessions.imports'
`Found`; `Found` here is a library passage) and `ToolServerConfig` (app.tools.servers' `ServerConfig`;
app.core's is the local API server's). Three are modules, used as namespaces: `hub` (the Hugging
Face Hub), `early_load` (the model's load begun before Qt) and `safe_start` (the crash-proof start).

Every name is imported on first use (PEP 562), as app.engine's are: importing this package imports
nothing below it (tests/runtime/test_face.py), and a front end imports what it names, no more:
building the window must not import llama.cpp before its first frame (tests/ui/test_app.py).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..documents import extract
    from ..documents.libraries import Libraries, LibraryInfo, Progress
    from ..documents.library import LibraryError
    from ..documents.result import Extracted
    from ..downloads import hub
    from ..downloads.catalogue import (
        FITS_SHARE,
        CatalogueEntry,
        Memory,
        fit,
        load_catalogue,
        machine_memory,
        need_for_entry,
        need_for_size,
        suggested_draft,
    )
    from ..downloads.hub import HubError, ModelChoice, RemoteFile, RepoHit, parse_ref
    from ..downloads.manager import Download, Downloads
    from ..downloads.queue_file import has_unfinished
    from ..downloads.transfer import TransferError
    from ..engine.backend import supports_gpu_offload
    from ..engine.errors import EngineError
    from ..engine.files.gguf_info import ModelInfo, estimate_memory, inspect_model
    from ..engine.files.model_files import (
        FoundModel,
        ModelFolder,
        default_folders,
        drafts_beside,
        projectors_beside,
        scan,
    )
    from ..engine.images import IMAGE_MARKER, MAX_BYTES, ImageError, RgbImage, decode_image, unmarked
    from ..engine.local import early_load
    from ..engine.local.default_model import demo_model_available, demo_model_path
    from ..engine.local.shared_embedder import SharedEmbedder
    from ..engine.params import LoadParams
    from ..engine.prompt.grammar import GrammarError, call_grammar, schema_grammar
    from ..engine.prompt.reasoning import CLOSE, OPEN, ReplyParts, answer_of, split_reasoning, thought_label
    from ..engine.remote.http import RemoteError, normalize_url
    from ..engine.remote.providers import Server, api_key, servers_of, set_api_key
    from ..engine.remote.server_info import ServerInfo, probe
    from ..engine.sampling import PRESETS, SamplingParams
    from ..engine.startup import safe_start
    from ..sessions.attachments import Attachment, AttachmentStore, Found
    from ..sessions.export_text import MAX_VERSION_DEPTH, other_versions, to_markdown, tree
    from ..sessions.file_values import DEFAULT_TITLE
    from ..sessions.images import ImageRef, ImageStore
    from ..sessions.imports import Conversation, import_chats, read_export
    from ..sessions.imports import Found as FoundInExport
    from ..sessions.imports.places import other_apps
    from ..sessions.model import Message, OpenResult, Session, untouched
    from ..sessions.preset_files import ImportedPreset, PresetFileError, read_preset_file, write_preset_file
    from ..sessions.presets import Preset, PresetBook, same_settings, taken_preset
    from ..sessions.store import CacheStatus, SessionStore, SessionSummary, StoreError
    from ..sessions.tool_steps import ChatTools
    from ..tools.listing import server_tools
    from ..tools.saved import configs_of, entry_of, forget_secrets
    from ..tools.servers import MAX_TIMEOUT_S, read_mcp_json, server_config
    from ..tools.servers import ServerConfig as ToolServerConfig
    from ..web.updates import FEED as UPDATE_FEED
    from ..web.updates import Release, newer_release
    from .listeners import Listeners
    from .loop import API, WINDOW, EngineLoop, Producer
    from .tool_gate import Decision, policy_key
    from .web_setup import page_document

# Where each name lives: "module" (the same name there), "module:name" (another), "module:" (the module).
_HOMES = {
    "app.runtime.loop": "API WINDOW EngineLoop Producer",
    "app.runtime.listeners": "Listeners",
    "app.runtime.tool_gate": "Decision policy_key",
    "app.runtime.web_setup": "page_document",
    "app.sessions.model": "Message OpenResult Session untouched",
    "app.sessions.file_values": "DEFAULT_TITLE",
    "app.sessions.preset_files": "ImportedPreset PresetFileError read_preset_file write_preset_file",
    "app.sessions.presets": "Preset PresetBook same_settings taken_preset",
    "app.sessions.attachments": "Attachment AttachmentStore Found",
    "app.sessions.images": "ImageRef ImageStore",
    "app.sessions.store": "CacheStatus SessionStore SessionSummary StoreError",
    "app.sessions.export_text": "MAX_VERSION_DEPTH other_versions to_markdown tree",
    "app.sessions.imports": "Conversation import_chats read_export",
    "app.sessions.imports:Found": "FoundInExport",
    "app.sessions.imports.places": "other_apps",
    "app.sessions.tool_steps": "ChatTools",
    "app.engine.params": "LoadParams",
    "app.engine.sampling": "PRESETS SamplingParams",
    "app.engine.errors": "EngineError",
    "app.engine.backend": "supports_gpu_offload",
    "app.engine.files.gguf_info": "ModelInfo estimate_memory inspect_model",
    "app.engine.files.model_files": "FoundModel ModelFolder default_folders drafts_beside projectors_beside scan",
    "app.engine.images": "IMAGE_MARKER MAX_BYTES ImageError RgbImage decode_image unmarked",
    "app.engine.local.early_load:": "early_load",
    "app.engine.local.default_model": "demo_model_available demo_model_path",
    "app.engine.local.shared_embedder": "SharedEmbedder",
    "app.engine.prompt.grammar": "GrammarError call_grammar schema_grammar",
    "app.engine.prompt.reasoning": "CLOSE OPEN ReplyParts answer_of split_reasoning thought_label",
    "app.engine.remote.http": "RemoteError normalize_url",
    "app.engine.remote.providers": "Server api_key servers_of set_api_key",
    "app.engine.remote.server_info": "ServerInfo probe",
    "app.engine.startup.safe_start:": "safe_start",
    "app.documents": "extract",
    "app.documents.result": "Extracted",
    "app.documents.libraries": "Libraries LibraryInfo Progress",
    "app.documents.library": "LibraryError",
    "app.downloads.catalogue": "FITS_SHARE CatalogueEntry Memory fit load_catalogue machine_memory need_for_entry "
                               "need_for_size suggested_draft",
    "app.downloads.hub": "HubError ModelChoice RemoteFile RepoHit parse_ref",
    "app.downloads.hub:": "hub",
    "app.downloads.manager": "Download Downloads",
    "app.downloads.queue_file": "has_unfinished",
    "app.downloads.transfer": "TransferError",
    "app.tools.listing": "server_tools",
    "app.tools.saved": "configs_of entry_of forget_secrets",
    "app.tools.servers": "MAX_TIMEOUT_S read_mcp_json server_config",
    "app.tools.servers:ServerConfig": "ToolServerConfig",
    "app.web.updates": "Release newer_release",
    "app.web.updates:FEED": "UPDATE_FEED",
}
_WHERE = {name: home for home, names in _HOMES.items() for name in names.split()}

__all__ = [
    "API", "CLOSE", "DEFAULT_TITLE", "FITS_SHARE", "IMAGE_MARKER", "MAX_BYTES", "MAX_TIMEOUT_S", "MAX_VERSION_DEPTH", "OPEN",
    "PRESETS", "WINDOW", "Attachment", "AttachmentStore", "CacheStatus", "CatalogueEntry", "ChatTools",
    "Conversation", "Decision", "Download", "Downloads", "EngineError", "EngineLoop", "Extracted", "Found", "FoundInExport",
    "FoundModel", "GrammarError", "HubError", "ImageError", "ImageRef", "ImageStore", "ImportedPreset", "Libraries",
    "LibraryError", "LibraryInfo", "Listeners", "LoadParams", "Memory", "Message", "ModelChoice", "ModelFolder",
    "ModelInfo", "OpenResult", "Preset", "PresetBook", "PresetFileError", "Producer", "Progress", "RemoteError",
    "Release", "RemoteFile", "RepoHit", "ReplyParts", "RgbImage", "SamplingParams", "Server", "ServerInfo", "Session",
    "SessionStore", "SessionSummary", "SharedEmbedder", "StoreError", "ToolServerConfig", "TransferError", "UPDATE_FEED",
    "answer_of", "api_key", "call_grammar", "configs_of", "decode_image", "default_folders", "demo_model_available",
    "demo_model_path", "drafts_beside", "early_load", "entry_of", "estimate_memory", "extract", "fit",
    "forget_secrets", "has_unfinished", "hub", "import_chats", "inspect_model", "load_catalogue",
    "machine_memory", "need_for_entry", "need_for_size", "newer_release", "normalize_url", "other_apps", "other_versions", "page_document",
    "parse_ref", "policy_key", "probe", "projectors_beside", "read_export", "read_mcp_json", "read_preset_file",
    "safe_start", "same_settings", "scan", "schema_grammar", "server_config", "server_tools", "servers_of", "set_api_key",
    "split_reasoning", "suggested_draft", "supports_gpu_offload", "taken_preset", "thought_label", "to_markdown", "tree", "unmarked",
    "untouched", "write_preset_file",
]


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module, colon, attribute = _WHERE[name].partition(":")
    home = importlib.import_module(module)
    value = home if colon and not attribute else getattr(home, attribute or name)
    globals()[name] = value
    return value
