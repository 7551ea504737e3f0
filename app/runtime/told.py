"""What the loop tells its producers and the tools' servers, made from its own state: a copy of
a chat a producer may keep, a loaded model's facts, a chat's library folders."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import TYPE_CHECKING

from ..engine.chat_engine import local_engine
from ..sessions.model import Session
from ..words import translate
from . import events as ev

if TYPE_CHECKING:
    from ..engine.chat_engine import ChatEngine


def library_folders(data_dir: Path, library_ids: list[str]) -> list[tuple[str, str]]:
    """(path, library name) of each folder (or file) of the libraries `library_ids`: what a chat
    attached to them lets a tool server see. A library since removed gives none."""
    from ..documents.libraries import Libraries

    listed = {info.id: info for info in Libraries(data_dir).all()}
    return [(source, listed[i].name) for i in library_ids if i in listed for source in listed[i].sources]


def snapshot(session: Session, drop_last: bool = False) -> Session:
    """A copy a producer may keep: the loop goes on changing its own session."""
    snap = copy.deepcopy(session)
    if drop_last and snap.messages and snap.messages[-1].role == "assistant":
        snap.messages.pop()
    return snap


SAID_NOTHING = translate("Work", "The model ended its turn without writing anything: Regenerate asks it again.")


def said_nothing(session: Session | None) -> bool:
    """The chat ends with the user's message after a reply ran to its end: the model's first
    token was its end of turn (a small model does this now and then; nothing is saved for it)."""
    return session is not None and bool(session.messages) and session.messages[-1].role == "user"


def model_info(engine: ChatEngine) -> ev.ModelLoaded:
    info = engine.info
    return ev.ModelLoaded(
        name=info.name,
        path=str(info.path),
        architecture=info.architecture,
        quantization=info.quantization,
        size_label=info.size_label or "",
        n_ctx=engine.n_ctx,
        gpu_offload_supported=engine.gpu_offload_supported,
        gpu_layers=engine.gpu_layers_offloaded,
        n_parallel=engine.n_parallel,
        chat_format=engine.chat_format.name,
        template_error=engine.template_error,
        run_path_notice=engine.run_path_notice,
        fingerprint=dict(engine.fingerprint),
        vision=engine.vision and engine.provider is None,  # a server's: not known until it reads one
        projector_error=local.projector_error if (local := local_engine(engine)) else None,
        speculation=local.speculation if local else "",
        draft_error=local.draft_error if local else None,
    )
