"""Image chats: reopened warm in a new process without the vision encoder, against re-reading them; an image turn against a raw mtmd loop.

python -m bench.vision [--json] [--model M --projector P | --zoo smolvlm|qwen2vl]. The demo model
with the zoo's Gemma 3 projector (tests/support/zoo_vision.py: random weights, 16 tokens an image)
unless a real pair is given (e.g. Gemma 3 4B and its mmproj-model-f16.gguf); --zoo smolvlm: the
zoo's SmolVLM pair, whose projector cuts the picture into 2 × 2 tiles and an overview (90 tokens);
--zoo qwen2vl: the zoo's Qwen2-VL pair (M-RoPE: 1,024 tokens on 32 positions):
- an image chat (one 896 × 896 picture, two turns) saved, then reopened in a new process:
  warm_reopen_ms (its state file restored) against cold_reopen_s (the transcript read again: the
  image encoded and the text decoded) → reopen_speedup (≥ 50); identical: the warm process's
  greedy answer to a third question is the never-closed process's;
- encode_ms: the projector encoding the picture (mtmd_encode_chunk; tiled: its first tile), median;
- image_turn_ratio: a first turn with the picture (prompt with the image, 64 greedy tokens) as
  the raw libmtmd loop does it (mtmd_tokenize, mtmd_helper_eval_chunks, a greedy sampler) over
  the time the engine takes for the same turn (≥ 0.95: the engine costs at most 5%).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import llama_cpp

from app.engine import GREEDY, Engine, LoadParams
from app.engine.images import RgbImage
from app.sessions import ChatRunner, SessionStore

from .common import RawContext, main, model_path

N_CTX, N_GEN, SIDE = 4096, 64, 896
QUESTIONS = ("Describe this picture in detail.", "Which colours stand out?")
LAST = "Is there any text in it?"

CHILD = """
import json, sys
from app.engine import Engine, LoadParams
from app.sessions import ChatRunner, SessionStore
root, model, projector, sid, question, n_ctx = sys.argv[1:7]
runner = ChatRunner(SessionStore(root), Engine(model, LoadParams(n_ctx=int(n_ctx), projector=projector)), max_tokens=32)
opened = runner.open(sid)
reply = runner.send(question)
print(json.dumps({"kind": opened.kind, "open_s": opened.seconds, "text": reply.text}))
"""


def picture() -> RgbImage:
    """A 896 × 896 test card: gradients and squares, so the resize and the encoder see structure."""
    import numpy as np

    y, x = np.mgrid[0:SIDE, 0:SIDE]
    rgb = np.stack([x * 255 // SIDE, y * 255 // SIDE, np.where((x // 112 + y // 112) % 2, 200, 40)], axis=-1)
    return RgbImage.of(SIDE, SIDE, rgb.astype(np.uint8).tobytes())


def reopen(root: Path, model: Path, projector: Path, sid: str) -> dict[str, Any]:
    out = subprocess.run([sys.executable, "-c", CHILD, str(root), str(model), str(projector), sid, LAST, str(N_CTX)],
                         capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(out.stderr[-3000:])
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def raw_turn(raw: RawContext, projector: Path, prompt: str, image: RgbImage) -> tuple[float, float, list[int]]:
    """(seconds of the turn, of which encoding, tokens): libmtmd's own helpers and a greedy loop."""
    from llama_cpp import mtmd_cpp as mtmd

    params = mtmd.mtmd_context_params_default()
    params.use_gpu, params.print_timings, params.n_threads = False, False, LoadParams().resolved_threads()[1]
    mctx = mtmd.mtmd_init_from_file(str(projector).encode(), raw.model, params)
    pixels = (ctypes.c_uint8 * len(image.pixels)).from_buffer_copy(image.pixels)
    bitmap = mtmd.mtmd_bitmap_init(image.width, image.height, pixels)
    chunks = mtmd.mtmd_input_chunks_init()
    sampler = llama_cpp.llama_sampler_chain_init(llama_cpp.llama_sampler_chain_default_params())
    llama_cpp.llama_sampler_chain_add(sampler, llama_cpp.llama_sampler_init_greedy())
    text = mtmd.mtmd_input_text(prompt.encode(), len(prompt.encode()), False, True)  # the template writes <bos>
    try:
        assert mtmd.mtmd_tokenize(mctx, chunks, ctypes.byref(text), (mtmd.mtmd_bitmap_p_ctypes * 1)(bitmap), 1) == 0
        image_chunk = next(mtmd.mtmd_input_chunks_get(chunks, i) for i in range(mtmd.mtmd_input_chunks_size(chunks))
                           if mtmd.mtmd_input_chunk_get_type(mtmd.mtmd_input_chunks_get(chunks, i)) != 0)
        t_enc = time.perf_counter()  # the encoder alone, before the turn (which encodes again)
        assert mtmd.mtmd_encode_chunk(mctx, image_chunk) == 0
        encode_s = time.perf_counter() - t_enc
        mtmd.mtmd_input_chunks_free(chunks)
        chunks = mtmd.mtmd_input_chunks_init()
        raw.clear()
        t0 = time.perf_counter()
        assert mtmd.mtmd_tokenize(mctx, chunks, ctypes.byref(text), (mtmd.mtmd_bitmap_p_ctypes * 1)(bitmap), 1) == 0
        n_past = llama_cpp.llama_pos(0)
        assert mtmd.mtmd_helper_eval_chunks(mctx, raw.ctx, chunks, 0, 0, raw.n_batch, True, ctypes.byref(n_past)) == 0
        out: list[int] = []
        for _ in range(N_GEN):
            token = llama_cpp.llama_sampler_sample(sampler, raw.ctx, -1)
            if llama_cpp.llama_vocab_is_eog(raw.vocab, token):
                break
            out.append(token)
            arr = (llama_cpp.llama_token * 1)(token)
            assert llama_cpp.llama_decode(raw.ctx, llama_cpp.llama_batch_get_one(arr, 1)) == 0
        return time.perf_counter() - t0, encode_s, out
    finally:
        llama_cpp.llama_sampler_free(sampler)
        mtmd.mtmd_input_chunks_free(chunks)
        mtmd.mtmd_bitmap_free(bitmap)
        mtmd.mtmd_free(mctx)


def engine_turn(engine: Engine, prompt: list[dict[str, str]], image: RgbImage) -> tuple[float, list[int]]:
    engine.reset()
    engine.close_projector()  # nothing kept of the picture from the last run: encoded again, as the raw loop does
    engine.use_projector(engine.params.projector or "")
    t0 = time.perf_counter()
    reply = engine.generate(prompt, GREEDY, N_GEN, images=[image])
    reply.consume()
    return time.perf_counter() - t0, reply.tokens


def image_turns(model: Path, projector: Path, image: RgbImage, repeat: int) -> dict[str, Any]:
    params = LoadParams(n_ctx=N_CTX, projector=str(projector))
    engine = Engine(model, params)
    raw = RawContext(model, params)
    ask = [{"role": "user", "content": f"{engine.image_marker}\n{QUESTIONS[0]}"}]
    rendered = engine.render(ask)
    ours, theirs, encodes = [], [], []
    same = True
    try:
        for _ in range(max(repeat, 3)):
            took, tokens = engine_turn(engine, ask, image)
            raw_s, encode_s, raw_tokens = raw_turn(raw, projector, rendered, image)
            ours.append(took)
            theirs.append(raw_s)
            encodes.append(encode_s)
            same = same and tokens == raw_tokens
    finally:
        engine.close()
        raw.close()
    return {"encode_ms": round(statistics.median(encodes) * 1000, 2),
            "image_turn_s": round(statistics.median(ours), 3), "raw_image_turn_s": round(statistics.median(theirs), 3),
            "image_turn_ratio": round(statistics.median(t / o for t, o in zip(theirs, ours, strict=True)), 3),
            "same_tokens": same}


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    from tests.support.zoo import build_small_vocab
    from tests.support.zoo_vision import build_gemma3_projector, build_qwen2vl, build_smolvlm

    model = model_path(args)
    if args.zoo:
        model, projector = {"smolvlm": build_smolvlm, "qwen2vl": build_qwen2vl}[args.zoo](
            model.parent, build_small_vocab(model.parent, model))
    else:
        projector = args.projector or build_gemma3_projector(model.parent)
    image = picture()
    with tempfile.TemporaryDirectory(prefix="emberly-bench-vision-") as tmp:
        saved, cold_dir = Path(tmp) / "saved", Path(tmp) / "cold"
        store = SessionStore(Path(tmp) / "live")
        runner = ChatRunner(store, Engine(model, LoadParams(n_ctx=N_CTX, projector=str(projector))), max_tokens=32)
        session = runner.new_session()
        runner.set_settings(sampling={"temperature": 0.0})
        runner.send(QUESTIONS[0], images=[store.images.put(image, "test-card.png")])
        runner.send(QUESTIONS[1])
        tokens = runner.engine.n_cached if runner.engine else 0
        runner.save_cache()  # what quitting does
        shutil.copytree(Path(tmp) / "live", saved)
        never_closed = runner.send(LAST)
        runner.close_engine()
        shutil.copytree(saved, cold_dir)
        SessionStore(cold_dir).delete_kv(session.id)
        warm = [reopen(shutil.copytree(saved, Path(tmp) / f"run{i}"), model, projector, session.id)
                for i in range(max(args.repeat, 1))]
        cold = reopen(cold_dir, model, projector, session.id)
    turns = image_turns(model, projector, image, args.repeat)
    warm_s = min(float(r["open_s"]) for r in warm)
    result = {"model": model.name, "projector": Path(projector).name, "tokens": tokens,
              "warm_reopen_ms": round(warm_s * 1000, 2), "cold_reopen_s": round(float(cold["open_s"]), 3),
              "reopen_speedup": round(float(cold["open_s"]) / warm_s, 1),
              "identical": never_closed is not None and all(r["text"] == never_closed.text and r["kind"] == "warm"
                                                            for r in warm),
              **turns}
    lines = [f"model {model.name} with {Path(projector).name}; an image chat of {tokens:,} tokens (one {SIDE} × {SIDE} "
             "picture, two turns) reopened in a new process",
             f"warm: restored in {result['warm_reopen_ms']} ms; cold: read again (the picture encoded) in "
             f"{result['cold_reopen_s']} s: {result['reopen_speedup']}x; identical {result['identical']}",
             f"encoding the picture: {result['encode_ms']} ms; an image turn: {turns['image_turn_s']} s here, "
             f"{turns['raw_image_turn_s']} s raw: ratio {turns['image_turn_ratio']} (same tokens {turns['same_tokens']})"]
    return lines, result


if __name__ == "__main__":
    def options(p: argparse.ArgumentParser) -> None:
        p.add_argument("--projector", type=Path, help="the model's mmproj GGUF (default: the zoo's)")
        p.add_argument("--zoo", choices=("smolvlm", "qwen2vl"),
                       help="the zoo's SmolVLM pair (a picture cut into tiles) or Qwen2-VL pair (M-RoPE)")

    main(__doc__, measure, options=options)
