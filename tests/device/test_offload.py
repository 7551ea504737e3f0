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


def test_the_device_is_seen_and_offload_is_offered(gpu_device: dict[str, str]) -> None:
    seen = on_device(gpu_device, """
        import json
        from app.engine import backend
        print(json.dumps({"offload": backend.supports_gpu_offload(), "backends": backend.backends(),
                          "devices": [[d.name, d.description, d.memory_total] for d in backend.devices()]}))
        """)
    print(seen)
    assert seen["offload"] and [d for d in seen["devices"] if d[0] != "CPU" and d[2] > 0]
    if not gpu_device:
        return  # EMBERLY_TEST_DEVICE=native: this build's own GPU
    assert "Vulkan" in seen["backends"]
    (vulkan,) = [d for d in seen["devices"] if d[0].startswith("Vulkan")]
    assert "llvmpipe" in vulkan[1]
    # This process, without the device's environment, stays on the CPU.
    from app.engine import backend

    assert not backend.supports_gpu_offload() and "Vulkan" not in backend.backends()


@pytest.mark.parametrize("layers", [-1, 2, 0], ids=["all", "part", "none"])
def test_a_chat_saved_on_a_placement_reopens_warm_and_continues_as_never_closed(
        gpu_device: dict[str, str], zoo: Callable[[str], Path], tmp_path: Path, layers: int) -> None:
    model, state = zoo("llama3"), tmp_path / "chat.kv"
    load = f"from app.engine import Engine, LoadParams, SamplingParams; engine = Engine({str(model)!r}, LoadParams(n_ctx=1024, gpu_layers={layers}))"
    first = on_device(gpu_device, f"""
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
    reopened = on_device(gpu_device, f"""
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


def runner_on(model: Path, data: Path, layers: int) -> str:
    """A script's first lines: a chat runner on `model` with `layers` asked for, warnings kept in `said`."""
    return f"""
        import json, logging
        from pathlib import Path
        from app.engine import Engine, LoadParams
        from app.sessions import ChatRunner, SessionStore
        said = []
        logging.getLogger("emberly").addHandler(type("H", (logging.Handler,), {{"emit": lambda self, r: said.append(r.getMessage())}})())
        engine = Engine({str(model)!r}, LoadParams(n_ctx=1024, gpu_layers={layers}))
        runner = ChatRunner(SessionStore(Path({str(data)!r})), engine, max_tokens=8)
        """


def test_a_chat_moved_between_placements_is_read_again_and_says_why(
        gpu_device: dict[str, str], zoo: Callable[[str], Path], tmp_path: Path) -> None:
    """A cache holds what one placement computed; another sums in another order (the device's
    kernels, not the CPU's), so a saved chat is exact only where it was made. Moved, it is read
    again from its transcript (cold, with the reason), never continued from a foreign cache."""
    model, data = zoo("llama3"), tmp_path / "data"
    made = on_device(gpu_device, runner_on(model, data, -1) + """
        session = runner.new_session()
        runner.send("Tell me about rivers and lakes in Portugal.")
        print(json.dumps({"id": session.id, "messages": len(runner.active.messages)}))
        """)
    moved = on_device(gpu_device, runner_on(model, data, 2) + f"""
        opened = runner.open({made['id']!r})
        runner.send("And the mountains?")
        print(json.dumps({{"kind": opened.kind, "reason": opened.reason, "messages": len(runner.active.messages)}}))
        """)
    assert moved["kind"] == "cold" and "another GPU offload setting" in moved["reason"], moved
    assert moved["messages"] == made["messages"] + 2
    back = on_device(gpu_device, runner_on(model, data, 2) + f"""
        opened = runner.open({made['id']!r})
        print(json.dumps({{"kind": opened.kind, "reason": opened.reason}}))
        """)
    assert back["kind"] == "warm", back  # saved on this placement: warm again
    if not gpu_device:
        return  # EMBERLY_TEST_DEVICE=native: no process here is without the GPU
    # The same chat on this computer's CPU alone (no device: another build's view of the machine).
    cpu = on_device({}, runner_on(model, data, 0) + f"""
        opened = runner.open({made['id']!r})
        runner.leave()  # its cache saved: now a CPU's
        print(json.dumps({{"kind": opened.kind, "reason": opened.reason, "placed": engine.gpu_layers_offloaded}}))
        """)
    assert cpu["kind"] == "cold" and "another compute device" in cpu["reason"] and cpu["placed"] == 0, cpu
    # And a chat the CPU saved, opened with the device present but no layers on it: another device
    # may run a long prompt's products (ggml offloads big batches), so it is read again too.
    again = on_device(gpu_device, runner_on(model, data, 0) + f"""
        opened = runner.open({made['id']!r})
        print(json.dumps({{"kind": opened.kind, "reason": opened.reason, "placed": engine.gpu_layers_offloaded}}))
        """)
    assert again["kind"] == "cold" and "another compute device" in again["reason"] and again["placed"] == 0, again


def test_a_device_that_refuses_steps_down_remembers_says_once_and_keeps_the_chat(
        gpu_device: dict[str, str], zoo: Callable[[str], Path], tmp_path: Path) -> None:
    """lavapipe takes its memory from RAM and never runs out, so the refusal is the engine's test
    hook (EMBERLY_TEST_DEVICE_REFUSES: a load of more than 2 layers fails as an out-of-memory one
    does); the steps down, the record and the chat are real, on the device."""
    model, data, config = zoo("llama3"), tmp_path / "data", tmp_path / "config"
    device = {**gpu_device, "EMBERLY_CONFIG_DIR": str(config)}
    made = on_device(device, runner_on(model, data, -1) + """
        session = runner.new_session()
        runner.send("Tell me about rivers and lakes in Portugal.")
        print(json.dumps({"id": session.id, "placed": engine.gpu_layers_offloaded}))
        """)
    assert made["placed"] == 5
    opened = f"""
        opened = runner.open({made['id']!r})
        runner.send("And the mountains?")
        print(json.dumps({{"kind": opened.kind, "reason": opened.reason, "placed": engine.gpu_layers_offloaded,
                          "notice": engine.run_path_notice, "said": said, "messages": len(runner.active.messages)}}))
        """
    refused = {**device, "EMBERLY_TEST_DEVICE_REFUSES": "load:2"}
    first = on_device(refused, runner_on(model, data, -1) + opened)
    print(first)
    assert first["placed"] == 2 and "too little memory for 5 layers" in first["notice"]  # half of 5, said
    assert any("refused 5 layers" in line for line in first["said"])
    assert first["kind"] == "cold" and "another GPU offload setting" in first["reason"] and first["messages"] == 4
    second = on_device(refused, runner_on(model, data, -1) + opened)
    assert second["placed"] == 2 and second["notice"] == "" and not any("refused" in line for line in second["said"])
    assert second["kind"] == "warm" and second["messages"] == 6  # remembered: straight to 2, the chat warm

    # A first decode that fails on the device: the load goes on without it.
    failing = {**device, "EMBERLY_CONFIG_DIR": str(tmp_path / "other"), "EMBERLY_TEST_DEVICE_REFUSES": "decode:0"}
    last = on_device(failing, runner_on(model, data, -1) + opened)
    assert last["placed"] == 0 and "0 of its 5 layers" in last["notice"] and last["messages"] == 8
