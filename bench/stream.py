"""Generation and prefill speed through the engine against a raw llama-cpp-python greedy loop.

python -m bench.stream [--json]. Same model, settings and prompt; runs alternate, medians kept.
Also the cost of rendering a 20-turn chat with the model's own template in the template helper
process against rendering it in this process (what a render cost before the helper).
Generation tok/s counts from the first sampled token to the last one decoded, for both. The raw
loop decodes the prompt as the engine does (n_batch batches, the last token alone: ggml may round
a row in a batch differently from the same row alone), so same_tokens compares like with like.
"""

from __future__ import annotations

import argparse
import ctypes
import statistics
import time
from typing import Any

import llama_cpp

from app.engine import GREEDY, Engine, LoadParams
from app.engine.prompt import chat_format, template_guard

from .common import RawContext, chat_tokens, cpu_path, main, model_path

N_PROMPT = 1024
N_GEN = 256


def raw_run(raw: RawContext, prompt: list[int]) -> tuple[float, float, list[int]]:
    """(prefill seconds, generation seconds, tokens) of the textbook greedy loop."""
    raw.clear()
    sampler = llama_cpp.llama_sampler_chain_init(llama_cpp.llama_sampler_chain_default_params())
    llama_cpp.llama_sampler_chain_add(sampler, llama_cpp.llama_sampler_init_greedy())
    buf = ctypes.create_string_buffer(64)
    t0 = time.perf_counter()
    raw.prefill(prompt[:-1])
    last = (llama_cpp.llama_token * 1)(prompt[-1])  # the row whose logits are read, alone
    assert llama_cpp.llama_decode(raw.ctx, llama_cpp.llama_batch_get_one(last, 1)) == 0
    prefill_s = time.perf_counter() - t0
    out: list[int] = []
    t1 = time.perf_counter()
    for _ in range(N_GEN):
        token = llama_cpp.llama_sampler_sample(sampler, raw.ctx, -1)
        if llama_cpp.llama_vocab_is_eog(raw.vocab, token):
            break
        llama_cpp.llama_token_to_piece(raw.vocab, token, buf, 64, 0, False)
        out.append(token)
        arr = (llama_cpp.llama_token * 1)(token)
        assert llama_cpp.llama_decode(raw.ctx, llama_cpp.llama_batch_get_one(arr, 1)) == 0
    gen_s = time.perf_counter() - t1
    llama_cpp.llama_sampler_free(sampler)
    return prefill_s, gen_s, out


def render_cost(engine: Engine, repeat: int) -> tuple[float, float]:
    """Median seconds of one render of a 20-turn chat: through the engine (the helper process, as
    for a model's own template: Gemma's given as a custom one), and in this process in the same
    bounded sandbox."""
    engine.set_chat_format(chat_format.GEMMA)  # text, not a name: rendered as a model's own would be
    chat = [{"role": ("user", "assistant")[i % 2], "content": f"Turn {i}: " + "a few words of chat " * 20}
            for i in range(20)]
    compiled = template_guard.compile_template(engine.chat_format.template)
    bos, eos = engine._formatter._bos, engine._formatter._eos
    assert engine.render(chat) == template_guard.render(compiled, chat, bos, eos)
    helper, local = [], []
    for _ in range(max(repeat, 1) * 50):
        t0 = time.perf_counter()
        engine.render(chat)
        t1 = time.perf_counter()
        template_guard.render(compiled, chat, bos, eos)
        helper.append(t1 - t0)
        local.append(time.perf_counter() - t1)
    engine.set_chat_format(None)
    return statistics.median(helper), statistics.median(local)


def measure(args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    path = model_path(args)
    params = LoadParams(n_ctx=4096)
    engine = Engine(path, params)
    raw = RawContext(path, params)
    prompt = chat_tokens(engine, N_PROMPT)

    engine_runs, raw_runs = [], []
    engine_tokens: list[int] = []
    raw_tokens: list[int] = []
    helper_s, local_s = render_cost(engine, args.repeat)
    for _ in range(args.repeat):
        engine.reset()
        reply = engine.generate_from_tokens(prompt, GREEDY, max_tokens=N_GEN)
        reply.consume()
        engine_tokens = reply.tokens
        engine_runs.append((reply.stats.prefill_s, reply.stats.generation_s))
        p, g, raw_tokens = raw_run(raw, prompt)
        raw_runs.append((p, g))
    engine.close()
    raw.close()

    def med(runs: list[tuple[float, float]], i: int) -> float:
        return statistics.median(r[i] for r in runs)

    engine_tok_s = len(engine_tokens) / med(engine_runs, 1)
    raw_tok_s = len(raw_tokens) / med(raw_runs, 1)
    engine_pp = N_PROMPT / med(engine_runs, 0)
    raw_pp = N_PROMPT / med(raw_runs, 0)
    result = {
        "engine_tok_s": round(engine_tok_s, 2),
        "raw_tok_s": round(raw_tok_s, 2),
        "ratio": round(engine_tok_s / raw_tok_s, 3),
        "engine_prefill_tok_s": round(engine_pp, 1),
        "raw_prefill_tok_s": round(raw_pp, 1),
        "prefill_ratio": round(engine_pp / raw_pp, 3),
        "same_tokens": engine_tokens == raw_tokens,
        "render_helper_us": round(helper_s * 1e6, 1),
        "render_in_process_us": round(local_s * 1e6, 1),
        "render_ratio": round(helper_s / local_s, 2),
        "cpu_path": cpu_path(),
    }
    lines = [
        f"model: {path.name}, prompt {N_PROMPT} tokens, {N_GEN} greedy tokens, {args.repeat} runs (median)",
        f"generation: engine {engine_tok_s:.1f} tok/s, raw {raw_tok_s:.1f} tok/s, ratio {result['ratio']}",
        f"prefill:    engine {engine_pp:.0f} tok/s, raw {raw_pp:.0f} tok/s, ratio {result['prefill_ratio']}",
        f"same tokens as the raw loop: {result['same_tokens']}",
        f"render of a 20-turn chat with Gemma's template: helper process {helper_s * 1e6:.0f} µs, "
        f"in process {local_s * 1e6:.0f} µs, ratio {result['render_ratio']}",
        "cpu path (both): " + ", ".join(f"{k} {v}" for k, v in result["cpu_path"].items()),
    ]
    return lines, result


if __name__ == "__main__":
    main(__doc__, measure)
