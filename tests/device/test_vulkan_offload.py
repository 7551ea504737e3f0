"""The device tier: the offload path on a real Vulkan device, lavapipe (Mesa's Vulkan on the CPU),
with ggml's Vulkan backend built apart from the pinned llama.cpp and loaded into the app's own
build (tests/support/vulkan.py). It runs in the whole suite, last but the desktop; each check
runs in child processes that see the device (this process keeps the CPU only).

On lavapipe the speed means nothing (about ten times slower than the CPU backend, and the first
run on a machine compiles the shaders' pipelines for minutes); what counts is that the layers
asked for are placed there and that every exactness check of the CPU holds on the device. Vulkan
rounds differently from the CPU backend, so the device is compared with itself: a chat saved
and reopened on a placement continues as the engine that never closed on that placement."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.slow  # a Vulkan build (once per machine) and models on a software device

# The continuation is sampled, seeded, from the whole distribution: the tiny zoo model repeats one
# token greedily, and a sampled run comes out the same only from the same logits.
DRAW = "SamplingParams(temperature=1.5, top_k=0, top_p=1.0, min_p=0.0, seed=7)"
CHAT = [{"role": "system", "content": "You are brief."},
        {"role": "user", "content": "Tell me about rivers and lakes in Portugal, in a few sentences."}]


def on_device(device: dict[str, str], script: str, timeout: float = 1200) -> dict[str, Any]:
    """Run `script` in a new interpreter that sees the device; it prints one JSON object last."""
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], cwd=Path(__file__).resolve().parents[2],
                         env={**os.environ, **device}, capture_output=True, text=True, timeout=timeout)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def test_the_device_is_seen_and_offload_is_offered(vulkan_device: dict[str, str]) -> None:
    seen = on_device(vulkan_device, """
        import json
        from app.engine import backend
        print(json.dumps({"offload": backend.supports_gpu_offload(), "backends": backend.backends(),
                          "devices": [[d.name, d.description, d.memory_total] for d in backend.devices()]}))
        """)
    print(seen)
    assert seen["offload"] and "Vulkan" in seen["backends"]
    (vulkan,) = [d for d in seen["devices"] if d[0].startswith("Vulkan")]
    assert "llvmpipe" in vulkan[1] and vulkan[2] > 0
    # This process, without the device's environment, stays on the CPU.
    from app.engine import backend

    assert not backend.supports_gpu_offload() and "Vulkan" not in backend.backends()


@pytest.mark.parametrize("layers", [-1, 2, 0], ids=["all", "part", "none"])
def test_a_chat_saved_on_a_placement_reopens_warm_and_continues_as_never_closed(
        vulkan_device: dict[str, str], zoo: Callable[[str], Path], tmp_path: Path, layers: int) -> None:
    model, state = zoo("llama3"), tmp_path / "chat.kv"
    load = f"from app.engine import Engine, LoadParams, SamplingParams; engine = Engine({str(model)!r}, LoadParams(n_ctx=1024, gpu_layers={layers}))"
    first = on_device(vulkan_device, f"""
        import json
        {load}
        reply = engine.generate({CHAT!r}, max_tokens=12)
        reply.consume()
        saved = engine.save_state({str(state)!r})
        never_closed = engine.generate_from_tokens(engine.tokens, {DRAW}, max_tokens=16)
        never_closed.consume()
        print(json.dumps({{"placed": engine.gpu_layers_offloaded, "n_layers": engine.info.n_layers, "saved": saved.n_tokens,
                          "reply": reply.tokens, "tokens": never_closed.tokens}}))
        """)
    reopened = on_device(vulkan_device, f"""
        import json
        {load}
        restored = engine.load_state({str(state)!r})
        reply = engine.generate_from_tokens(engine.tokens, {DRAW}, max_tokens=16)
        reply.consume()
        print(json.dumps({{"restored": restored, "via": engine.last_load_path, "tokens": reply.tokens,
                          "decoded": reply.stats.prompt_decoded}}))
        """)
    print(f"{layers} layers asked: {first['placed']} of {first['n_layers'] + 1} placed; continued {first['tokens']}")
    assert first["placed"] == {-1: first["n_layers"] + 1, 2: 2, 0: 0}[layers]  # what llama.cpp said it placed
    assert (reopened["restored"], reopened["via"]) == (first["saved"], "buffer")
    assert reopened["tokens"] == first["tokens"] and len(set(first["tokens"])) > 4  # warm, and exact
    assert reopened["decoded"] == 1  # the last token again, for its logits: nothing re-read
