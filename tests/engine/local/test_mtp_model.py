"""The zoo's model with an MTP head (GLM-4.5's architecture, one NextN block), the ground for
MTP speculative decoding (docs/mtp.md): llama.cpp loads it, sees its NextN layer and makes the
head's own context; as a chat model it loads and writes like any other."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import llama_cpp

from app.engine import Engine
from app.engine.files.gguf_info import inspect_model


def test_llama_cpp_sees_the_head_and_makes_its_context(zoo: Callable[[str], Path]) -> None:
    path = zoo("glm4moe-mtp")
    mparams = llama_cpp.llama_model_default_params()
    mparams.load_mtp = True  # without it the NextN tensors are skipped, and an MTP context aborts the process
    model = llama_cpp.llama_model_load_from_file(str(path).encode(), mparams)
    assert model
    target = head = None
    try:
        assert llama_cpp.llama_model_n_layer_nextn(model) == 1 and llama_cpp.llama_model_n_layer(model) == 2
        cparams = llama_cpp.llama_context_default_params()
        cparams.n_ctx = 512
        target = llama_cpp.llama_init_from_model(model, cparams)
        cparams.ctx_type, cparams.ctx_other = llama_cpp.LLAMA_CONTEXT_TYPE_MTP, target
        head = llama_cpp.llama_init_from_model(model, cparams)
        assert target and head
    finally:
        for ctx in (head, target):
            if ctx:
                llama_cpp.llama_free(ctx)
        llama_cpp.llama_model_free(model)


def test_it_chats_like_any_model(make_engine: Callable[..., Engine], zoo: Callable[[str], Path]) -> None:
    engine = make_engine(zoo("glm4moe-mtp"), n_ctx=512)
    reply = engine.generate([{"role": "user", "content": "Hello"}], max_tokens=12)
    reply.consume()
    assert len(reply.tokens) == 12 or reply.stats.finish_reason == "eog"


def test_its_header_says_it_has_a_head(zoo: Callable[[str], Path], small_model: Path) -> None:
    info = inspect_model(zoo("glm4moe-mtp"))
    assert info.mtp_heads == 1 and info.has_mtp_head and info.n_layers == 3  # block_count counts the NextN block
    assert not inspect_model(small_model).has_mtp_head
