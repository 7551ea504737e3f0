"""What a server is and serves, asked once when it is added or a chat opens on it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import httpx

from .http import CONNECT_TIMEOUT_S, RemoteError, auth_headers, http_error, normalize_url, transport_error

Kind = Literal["llama-server", "openai"]


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
        return "llama-server" if self.kind == "llama-server" else "OpenAI-compatible server"


def probe(url: str, api_key: str | None = None, timeout_s: float = 10.0) -> ServerInfo:
    """Ask a server what it is and serves. Raises RemoteError with a message for the user."""
    base = normalize_url(url)
    with httpx.Client(headers=auth_headers(api_key), timeout=httpx.Timeout(timeout_s, connect=CONNECT_TIMEOUT_S)) as client:
        props: dict[str, Any] = {}
        try:
            r = client.get(f"{base}/props")
            if r.status_code in (401, 403):
                raise http_error(r.status_code, r.text, base)
            if r.status_code == 200:
                body = r.json()
                if isinstance(body, dict) and isinstance(body.get("default_generation_settings"), dict):
                    props = body
            r = client.get(f"{base}/v1/models")
        except httpx.HTTPError as e:
            raise transport_error(e, base) from e
        except ValueError:  # /props answered with something else than JSON: not llama-server
            try:
                r = client.get(f"{base}/v1/models")
            except httpx.HTTPError as e:
                raise transport_error(e, base) from e
        if r.status_code != 200:
            raise http_error(r.status_code, r.text, base)
        try:
            data = r.json().get("data", [])
            entries = [m for m in data if isinstance(m, dict) and isinstance(m.get("id"), str)]
        except (ValueError, AttributeError) as e:
            raise RemoteError("protocol", f"{base} does not answer /v1/models as an OpenAI-compatible server does.") from e
    models = tuple(m["id"] for m in entries)
    n_ctx = 0
    for m in entries:  # vLLM: max_model_len; llama-server: meta.n_ctx_train
        for v in (m.get("max_model_len"), m.get("context_length"), (m.get("meta") or {}).get("n_ctx_train")):
            if isinstance(v, int) and v > 0:
                n_ctx = n_ctx or v
    if props:
        dgs = props["default_generation_settings"]
        return ServerInfo(base, "llama-server", models, int(dgs.get("n_ctx") or n_ctx or 0),
                          str(props.get("model_path", "")), str(props.get("build_info", "")),
                          int(props.get("total_slots") or 1))
    return ServerInfo(base, "openai", models, n_ctx)
