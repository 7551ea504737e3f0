"""Vision projectors for the zoo: a Gemma 3 "mmproj" with seeded random weights that feeds the
demo model (Gemma 3 270M, 640 wide), so the whole image path (libmtmd's encoder, its image
chunks, the KV cache they fill) runs in the tests with nothing downloaded; and a SmolVLM pair
(an Idefics3 projector, a Llama-shaped text model whose vocabulary has SmolVLM's image tokens),
whose projector cuts a large image into tiles: several image chunks with text between them;
and a Qwen2-VL pair (its merger projector, a text model with M-RoPE), whose image tokens take a
grid of positions, fewer than the tokens.

It is the real projector's graph (clip.cpp's "gemma3": a SigLIP tower, average pooling by 4, a
soft embedding norm and a projection to the text width), made small: 224-pixel images in
14-pixel patches (16 × 16), one block 64 wide, so an image becomes (16 / 4)² = 16 tokens and
encodes in milliseconds. Metadata keys and tensor shapes as tools/mtmd/clip.cpp reads them
(ggml order reversed into numpy's); the patch grid must divide by the pooling or libmtmd
aborts at the first encode, so IMAGE_SIZE / PATCH is kept a multiple of MERGE.
"""

from __future__ import annotations

from pathlib import Path

import gguf
import numpy as np

from .zoo import (
    CHATML_SPECIALS,
    ZOO_VERSION,
    Dense,
    Family,
    Tensors,
    Vocab,
    _finish,
    _ones,
    _weights,
    _writer,
    read_vocab,
    written_once,
)
from .zoo import _write as _write_dense

IMAGE_SIZE, PATCH, MERGE = 224, 14, 4
WIDTH, FFN, HEADS, BLOCKS = 64, 128, 2, 1  # FFN ≠ WIDTH: clip.cpp swaps up/down when they are equal
TOKENS_PER_IMAGE = (IMAGE_SIZE // PATCH // MERGE) ** 2  # also a SmolVLM tile's (pixel shuffle by MERGE)
LONGEST_EDGE = 2 * IMAGE_SIZE  # SmolVLM: an image larger than a tile is resized to this and cut in 2 × 2 tiles

# SmolVLM's image tokens, which libmtmd looks up by text (a vocabulary without them cannot hold a
# tiled image); the tiles' <row_y_col_x> are added tokens in SmolVLM's vocabulary too.
SMOLVLM_SPECIALS = [("<fake_token_around_image>", gguf.TokenType.CONTROL), ("<global-img>", gguf.TokenType.CONTROL),
                    ("<end_of_utterance>", gguf.TokenType.CONTROL)] + [
    (f"<row_{y}_col_{x}>", gguf.TokenType.CONTROL) for y in range(1, 5) for x in range(1, 5)]

# Qwen2-VL's: ChatML's, and the text libmtmd writes around an image.
QWEN2VL_SPECIALS = [*CHATML_SPECIALS, ("<|vision_start|>", gguf.TokenType.CONTROL),
                    ("<|vision_end|>", gguf.TokenType.CONTROL), ("<|image_pad|>", gguf.TokenType.CONTROL)]


def build_gemma3_projector(folder: Path, n_embd_text: int = 640) -> Path:
    """`folder`/zoo-gemma3-mmproj-<width>-v<ZOO_VERSION>.gguf, written once (under a temporary
    name, then renamed) for a text model `n_embd_text` wide."""
    target = Path(folder) / f"zoo-gemma3-mmproj-{n_embd_text}-v{ZOO_VERSION}.gguf"
    return written_once(target, lambda tmp: _write(tmp, n_embd_text))


def build_smolvlm(folder: Path, tokenizer_source: Path) -> tuple[Path, Path]:
    """A SmolVLM-shaped text model (Llama, the zoo's vocabulary with SmolVLM's image tokens,
    SmolVLM2's template) and its Idefics3 projector, written once in `folder`."""
    vocab = read_vocab(Path(tokenizer_source))
    name = f"zoo-smolvlm-v{ZOO_VERSION}-vocab{len(vocab.tokens) // 1024}k"
    model = written_once(Path(folder) / f"{name}.gguf", lambda tmp: _write_smolvlm(tmp, vocab))
    projector = written_once(Path(folder) / f"{name}-mmproj.gguf", lambda tmp: _write(tmp, Dense().n_embd, "idefics3"))
    return model, projector


def _write_smolvlm(path: Path, vocab: Vocab) -> None:
    """SmolVLM2's own template (it reads a message's content as typed parts only), its end of
    utterance, its BOS written by the template."""
    v = vocab.extended(CHATML_SPECIALS + SMOLVLM_SPECIALS)
    end = v.index("<end_of_utterance>")
    family = Family("smolvlm", gguf.MODEL_ARCH.LLAMA, "kv", "HuggingFaceTB-SmolVLM2-2.2B-Instruct.jinja", lambda *_: None)
    _write_dense(path, family, Dense(), v, bos=v.index("<|im_start|>"), eos=end, eot=end, add_bos=False)


def build_qwen2vl(folder: Path, tokenizer_source: Path) -> tuple[Path, Path]:
    """A Qwen2-VL-shaped text model (its M-RoPE: a position has 4 parts, an image's tokens take a
    grid of positions) and its projector, written once in `folder`. An image of w × h pixels
    becomes (w / 28) × (h / 28) tokens that take max(w, h) / 28 positions."""
    vocab = read_vocab(Path(tokenizer_source))
    name = f"zoo-qwen2vl-v{ZOO_VERSION}-vocab{len(vocab.tokens) // 1024}k"
    model = written_once(Path(folder) / f"{name}.gguf", lambda tmp: _write_qwen2vl(tmp, vocab))
    projector = written_once(Path(folder) / f"{name}-mmproj.gguf",
                             lambda tmp: _write(tmp, Dense().n_embd, "qwen2vl_merger"))
    return model, projector


def _write_qwen2vl(path: Path, vocab: Vocab) -> None:
    v = vocab.extended(QWEN2VL_SPECIALS)
    hp, f = Dense(rope_freq_base=1_000_000.0, rms_eps=1e-6), "qwen2vl"
    family = Family(f, gguf.MODEL_ARCH.QWEN2VL, "kv", "Qwen-Qwen2.5-7B-Instruct.jinja", lambda *_: None)
    end_of_text, im_end = v.index("<|endoftext|>"), v.index("<|im_end|>")
    w = _writer(path, family, v, n_embd=hp.n_embd, n_layer=hp.n_layer, n_ctx_train=hp.n_ctx_train, bos=end_of_text,
                eos=im_end, eot=im_end, add_bos=False, pad=end_of_text)
    w.add_feed_forward_length(hp.n_ff)
    w.add_head_count(hp.n_head)
    w.add_head_count_kv(hp.n_head_kv)
    w.add_rope_freq_base(hp.rope_freq_base)
    w.add_layer_norm_rms_eps(hp.rms_eps)
    w.add_rope_dimension_sections([8, 12, 12, 0])  # Qwen2-VL's [16, 24, 24, 0] for a head half as wide
    q, kv = hp.n_head * hp.head_dim, hp.n_head_kv * hp.head_dim
    tensors: Tensors = [("token_embd.weight", _weights(f"{f}/embd", (len(v.tokens), hp.n_embd))),
                        ("output_norm.weight", _ones(hp.n_embd))]
    for i in range(hp.n_layer):
        b = f"blk.{i}"
        tensors += [(f"{b}.attn_norm.weight", _ones(hp.n_embd)), (f"{b}.ffn_norm.weight", _ones(hp.n_embd))]
        for part, rows in (("attn_q", q), ("attn_k", kv), ("attn_v", kv)):  # Qwen2: biases on q, k and v
            tensors += [(f"{b}.{part}.weight", _weights(f"{f}/{i}/{part}", (rows, hp.n_embd))),
                        (f"{b}.{part}.bias", _weights(f"{f}/{i}/{part}.b", (rows,)).astype(np.float32))]
        tensors += [(f"{b}.attn_output.weight", _weights(f"{f}/{i}/o", (hp.n_embd, q))),
                    (f"{b}.ffn_gate.weight", _weights(f"{f}/{i}/gate", (hp.n_ff, hp.n_embd))),
                    (f"{b}.ffn_up.weight", _weights(f"{f}/{i}/up", (hp.n_ff, hp.n_embd))),
                    (f"{b}.ffn_down.weight", _weights(f"{f}/{i}/down", (hp.n_embd, hp.n_ff)))]
    _finish(w, family, tensors)


def _write(path: Path, n_embd_text: int, kind: str = "gemma3") -> None:
    """clip.cpp's "gemma3" (average pooling, a norm, a projection), "idefics3" (pixel shuffle,
    one projection; tiles) or "qwen2vl_merger" (2D rotary positions, 2 × 2 patches merged by an
    MLP; M-RoPE positions in the text model)."""
    w = gguf.GGUFWriter(str(path), "clip")
    w.add_clip_has_vision_encoder(True)
    w.add_clip_projector_type(kind)
    w.add_vision_projection_dim(n_embd_text)
    w.add_vision_image_size(IMAGE_SIZE)
    w.add_vision_patch_size(PATCH)
    w.add_vision_embedding_length(WIDTH)
    w.add_vision_feed_forward_length(FFN)
    w.add_vision_block_count(BLOCKS)
    w.add_vision_head_count(HEADS)
    w.add_vision_attention_layernorm_eps(1e-6)
    w.add_vision_use_gelu(True)
    w.add_vision_image_mean([0.5, 0.5, 0.5])
    w.add_vision_image_std([0.5, 0.5, 0.5])

    def matrix(name: str, *shape: int) -> None:  # F16 as the converter writes them
        w.add_tensor(name, _weights(name, shape))

    def vector(name: str, n: int, ones: bool = False) -> None:  # biases and norms: F32
        w.add_tensor(name, _ones(n) if ones else _weights(name, (n,)).astype(np.float32))

    matrix("v.patch_embd.weight", WIDTH, 3, PATCH, PATCH)
    if kind == "qwen2vl_merger":  # two frames' convolutions, no bias; positions by 2D rotation, not a table
        matrix("v.patch_embd.weight.1", WIDTH, 3, PATCH, PATCH)
    else:
        vector("v.patch_embd.bias", WIDTH)
        w.add_tensor("v.position_embd.weight", _weights("v.position_embd.weight",
                                                         ((IMAGE_SIZE // PATCH) ** 2, WIDTH)).astype(np.float32))
    for i in range(BLOCKS):
        for part in ("attn_q", "attn_k", "attn_v", "attn_out"):
            matrix(f"v.blk.{i}.{part}.weight", WIDTH, WIDTH)
            vector(f"v.blk.{i}.{part}.bias", WIDTH)
        for norm in ("ln1", "ln2"):
            vector(f"v.blk.{i}.{norm}.weight", WIDTH, ones=True)
            vector(f"v.blk.{i}.{norm}.bias", WIDTH)
        matrix(f"v.blk.{i}.ffn_up.weight", FFN, WIDTH)
        vector(f"v.blk.{i}.ffn_up.bias", FFN)
        matrix(f"v.blk.{i}.ffn_down.weight", WIDTH, FFN)
        vector(f"v.blk.{i}.ffn_down.bias", WIDTH)
    vector("v.post_ln.weight", WIDTH, ones=True)
    vector("v.post_ln.bias", WIDTH)
    if kind == "gemma3":
        matrix("mm.input_projection.weight", WIDTH, n_embd_text)  # ggml [n_embd_text, WIDTH]: the output width first
        vector("mm.soft_emb_norm.weight", WIDTH, ones=True)
    elif kind == "idefics3":
        w.add_vision_projector_scale_factor(MERGE)
        w.add_vision_preproc_image_size(LONGEST_EDGE)
        matrix("mm.model.fc.weight", n_embd_text, WIDTH * MERGE * MERGE)  # after the shuffle: MERGE² patches in one
    else:  # Qwen2-VL's merger: 2 × 2 patches in one, an MLP to the text width
        merged = WIDTH * 4
        matrix("mm.0.weight", merged, merged)
        vector("mm.0.bias", merged)
        matrix("mm.2.weight", n_embd_text, merged)
        vector("mm.2.bias", n_embd_text)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
