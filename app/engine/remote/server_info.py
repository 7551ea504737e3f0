"""What a server is and serves, asked once when it is added or a chat opens on it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...words import translate
from .http import MAX_BODY, client, fetch, http_error, normalize_url
from .wire import Props, Where, answer, answer_to, loads, parse_models, parse_props

Kind = Literal["llama-server", "openai"]
MODELS_BODY = 16 << 20  # a gateway's list of hundreds of models, with their descriptions, is megabytes


@dataclass(frozen=True)
class ServerInfo:
    """What a server says of itself (`GET /props` on llama-server, `GET /v1/models` on any)."""

    url: str
    kind: Kind
    models: tuple[str, ...]
    n_ctx: int = 0  # 0: the server does not say
    model_path: str = ""  # llama-server: the GGUF it serves
    build: str = ""  # llama-server: its build
    total_slots: int = 0  # llama-server: -np

    @property
    def label(self) -> str:
        return "llama-server" if self.kind == "llama-server" else translate("Servers", "OpenAI-compatible server")


def probe(url: str, api_key: str | None = None, timeout_s: float = 10.0) -> ServerInfo:
    """Ask a server what it is and serves. Raises RemoteError with a message for the user; each
    answer is bounded (MAX_BODY, `timeout_s` per question, redirects within the server only) and
    parsed into typed values (wire.py)."""
    base = normalize_url(url)
    with client(api_key, timeout_s) as http:
        status, data = fetch(http, "GET", f"{base}/props", base, "/props", cap=MAX_BODY, deadline_s=timeout_s)
        if status in (401, 403):
            raise http_error(status, data.decode("utf-8", "replace"), base)
        props: Props | None = None
        if status == 200 and data.lstrip()[:1] == b"{":  # another server's page is not llama-server's /props
            props = parse_props(loads(data, Where(base, answer_to("/props"))), base)
        models = parse_models(answer(http, "GET", f"{base}/v1/models", base, "/v1/models", cap=MODELS_BODY,
                                     deadline_s=timeout_s), base)
    if props is not None:
        return ServerInfo(base, "llama-server", models.ids, props.n_ctx or models.n_ctx, props.model_path, props.build,
                          props.total_slots)
    return ServerInfo(base, "openai", models.ids, models.n_ctx)

