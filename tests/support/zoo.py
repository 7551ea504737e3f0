"""The test model zoo: small GGUF models of other families, written here with seeded random weights.

Each model borrows the tokenizer of the Gemma 3 270M test model (`tokenizer_source`; the tests
pass the small-vocabulary cut of it, `build_small_vocab`, bench.families the whole) and appends
the family's own special tokens, so llama.cpp tokenizes its real chat template into the same
control tokens a real model of that family would see. The weights are noise: the models load,
prefill and generate like the real thing (shapes, metadata, memory kind, template), but their
text is gibberish. Nothing is downloaded; a build is deterministic, so a model written twice has
the same bytes (same sha256).

    python -m tests.support.zoo FOLDER        # build every family into FOLDER
"""

from __future__ import annotations

import functools
import mmap
import os
import re
import struct
import sys
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import gguf
import numpy as np

ZOO_VERSION = 3  # in the file name: bump it whenever a builder's output changes
TEMPLATES = Path(__file__).with_name("zoo_templates")


def tokenizer_source(folder: Path) -> Path:
    """The GGUF whose tokenizer the zoo copies: the demo model, assembled in `folder` on first use."""
    from app.engine.local.default_model import ensure_demo_model

    return ensure_demo_model(folder)


# --- reading the tokenizer ----------------------------------------------------------------------
# gguf.GGUFReader builds a memmap per part of every field: ~10-25 s for Gemma's 262k tokens. The
# metadata is a simple sequence of key/value records, so this reads it directly in well under a second.

_T = gguf.GGUFValueType
_SCALARS: dict[int, str] = {  # little-endian struct formats
    _T.UINT8: "<B", _T.INT8: "<b", _T.UINT16: "<H", _T.INT16: "<h", _T.UINT32: "<I", _T.INT32: "<i",
    _T.UINT64: "<Q", _T.INT64: "<q", _T.FLOAT32: "<f", _T.FLOAT64: "<d", _T.BOOL: "<?",
}
_STRING, _ARRAY = _T.STRING, _T.ARRAY


@dataclass(frozen=True)
class Header:
    metadata: dict[str, Any]  # numeric arrays as numpy arrays, string arrays as lists of bytes
    tensors: dict[str, tuple[tuple[int, ...], int]]  # name -> (numpy shape, ggml type)
    kinds: dict[str, tuple[int, int | None]] = field(default_factory=dict)  # key -> (value type, item type)
    offsets: dict[str, int] = field(default_factory=dict)  # tensor name -> its data's offset in the file

    @property
    def parameter_count(self) -> int:
        return sum(int(np.prod(shape)) for shape, _ in self.tensors.values())


def read_header(path: Path) -> Header:
    """A GGUF file's metadata and tensor table (not the tensor data)."""
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
        buf = memoryview(m)
        try:
            return _parse_header(buf)
        finally:
            buf.release()


def _parse_header(buf: memoryview) -> Header:
    if bytes(buf[:4]) != b"GGUF":
        raise ValueError("not a GGUF file")
    version, n_tensors, n_kv = struct.unpack_from("<IQQ", buf, 4)
    if version < 2:
        raise ValueError(f"GGUF version {version} is too old")
    pos = 24

    def string() -> bytes:
        nonlocal pos
        (n,) = struct.unpack_from("<Q", buf, pos)
        pos += 8 + n
        return bytes(buf[pos - n : pos])

    def value(vtype: int) -> Any:
        nonlocal pos
        if vtype == _STRING:
            return string()
        if vtype == _ARRAY:
            etype, n = struct.unpack_from("<IQ", buf, pos)
            pos += 12
            if etype in _SCALARS:
                dtype = np.dtype(_SCALARS[etype])
                arr = np.frombuffer(buf, dtype=dtype, count=n, offset=pos).copy()
                pos += n * dtype.itemsize
                return arr
            return [value(etype) for _ in range(n)]
        fmt = _SCALARS[vtype]
        (v,) = struct.unpack_from(fmt, buf, pos)
        pos += struct.calcsize(fmt)
        return v

    metadata: dict[str, Any] = {}
    kinds: dict[str, tuple[int, int | None]] = {}
    for _ in range(n_kv):
        key = string().decode()
        (vtype,) = struct.unpack_from("<I", buf, pos)
        item = struct.unpack_from("<I", buf, pos + 4)[0] if vtype == _ARRAY else None
        pos += 4
        kinds[key] = (vtype, item)
        metadata[key] = value(vtype)
    tensors: dict[str, tuple[tuple[int, ...], int]] = {}
    offsets: dict[str, int] = {}
    for _ in range(n_tensors):
        name = string().decode()
        (n_dims,) = struct.unpack_from("<I", buf, pos)
        ne = struct.unpack_from(f"<{n_dims}Q", buf, pos + 4)
        ggml_type, offset = struct.unpack_from("<IQ", buf, pos + 4 + 8 * n_dims)
        pos += 4 + 8 * n_dims + 12
        tensors[name] = (tuple(reversed(ne)), ggml_type)  # ggml's ne is numpy's shape reversed
        offsets[name] = offset
    align = int(metadata.get("general.alignment", 32))
    data_start = -(-pos // align) * align
    return Header(metadata, tensors, kinds, {name: data_start + off for name, off in offsets.items()})


@dataclass(frozen=True)
class Vocab:
    tokens: list[bytes]
    scores: list[float]
    types: list[int]
    unk: int
    pad: int
    add_space_prefix: bool

    def index(self, text: str) -> int:
        return self.tokens.index(text.encode())

    def extended(self, specials: list[tuple[str, gguf.TokenType]]) -> Vocab:
        """This vocabulary with `specials` appended (score 0, as convert_hf_to_gguf gives added tokens)."""
        texts = [t.encode() for t, _ in specials]
        clash = set(texts) & set(self.tokens)
        if clash:  # llama.cpp maps a text to one id: a duplicate would leave one of them unreachable
            raise ValueError(f"already in the source vocabulary: {sorted(clash)}")
        return Vocab(
            tokens=self.tokens + texts,
            scores=self.scores + [0.0] * len(specials),
            types=self.types + [int(kind) for _, kind in specials],
            unk=self.unk,
            pad=self.pad,
            add_space_prefix=self.add_space_prefix,
        )


@functools.lru_cache(maxsize=2)
def read_vocab(tokenizer_source: Path) -> Vocab:
    md = read_header(tokenizer_source).metadata
    if md["tokenizer.ggml.model"] != b"llama":  # the builders below write an SPM ("llama") tokenizer
        raise ValueError(f"{tokenizer_source}: not a SentencePiece tokenizer")
    return Vocab(
        tokens=list(md["tokenizer.ggml.tokens"]),
        scores=md["tokenizer.ggml.scores"].tolist(),
        types=md["tokenizer.ggml.token_type"].tolist(),
        unk=int(md["tokenizer.ggml.unknown_token_id"]),
        pad=int(md["tokenizer.ggml.padding_token_id"]),
        add_space_prefix=bool(md.get("tokenizer.ggml.add_space_prefix", False)),
    )


# --- writing models -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Dense:
    """Hyperparameters of a small dense transformer (Llama-shaped: RMSNorm, RoPE, GQA, SwiGLU)."""

    n_embd: int = 256
    n_layer: int = 4
    n_head: int = 4
    n_head_kv: int = 2
    head_dim: int = 64
    n_ff: int = 768
    n_ctx_train: int = 8192
    rope_freq_base: float = 10_000.0
    rms_eps: float = 1e-5


def _weights(key: str, shape: tuple[int, ...]) -> np.ndarray:
    """Seeded noise, std 0.02, as F16. The seed is the tensor's own name, so one tensor's change
    never shifts another's; big tensors are drawn in row blocks to keep the float32 peak small."""
    rng = np.random.default_rng(zlib.crc32(key.encode()))
    out = np.empty(shape, dtype=np.float16)
    rows = max(1, (1 << 22) // int(np.prod(shape[1:], dtype=np.int64)))
    for start in range(0, shape[0], rows):
        block = rng.standard_normal((min(rows, shape[0] - start), *shape[1:]), dtype=np.float32)
        out[start : start + len(block)] = block * np.float32(0.02)
    return out


def _ones(n: int) -> np.ndarray:
    return np.ones(n, dtype=np.float32)  # norms: F32, as llama.cpp's converters write 1-D tensors


def _writer(path: Path, family: Family, vocab: Vocab, *, n_embd: int, n_layer: int, n_ctx_train: int, bos: int,
            eos: int, eot: int, add_bos: bool, pad: int | None = None, add_eos: bool = False) -> gguf.GGUFWriter:
    """A writer with the metadata every family shares: sizes, the tokenizer and the chat template
    (an embedder has none)."""
    w = gguf.GGUFWriter(path, gguf.MODEL_ARCH_NAMES[family.architecture])
    w.add_type(gguf.GGUFType.MODEL)
    w.add_name(f"Emberly zoo {family.name}")
    w.add_file_type(gguf.LlamaFileType.MOSTLY_F16)
    w.add_vocab_size(len(vocab.tokens))
    w.add_context_length(n_ctx_train)
    w.add_embedding_length(n_embd)
    w.add_block_count(n_layer)

    w.add_tokenizer_model("llama")  # SentencePiece, as in the source GGUF
    w.add_tokenizer_pre("default")
    w.add_token_list(vocab.tokens)
    w.add_token_scores(vocab.scores)
    w.add_token_types(vocab.types)
    w.add_bos_token_id(bos)
    w.add_eos_token_id(eos)
    # Explicit, because the Gemma vocabulary also holds <end_of_turn>: llama.cpp would otherwise pick
    # the end-of-turn token by text from a hash map, i.e. either one.
    w.add_eot_token_id(eot)
    w.add_unk_token_id(vocab.unk)
    w.add_pad_token_id(vocab.pad if pad is None else pad)
    w.add_add_bos_token(add_bos)
    w.add_add_eos_token(add_eos)
    w.add_add_space_prefix(vocab.add_space_prefix)
    if family.template is not None:
        w.add_chat_template((TEMPLATES / family.template).read_text(encoding="utf-8"))
    return w


Tensors = list[tuple[str, np.ndarray]]  # (gguf tensor name, data in numpy's shape)


def _finish(w: gguf.GGUFWriter, family: Family, tensors: Tensors) -> None:
    # Names checked against gguf's table for the architecture: a typo would only show at load time.
    known = {gguf.TENSOR_NAMES[t].replace("{bid}", "#") for t in gguf.MODEL_TENSORS[family.architecture]}
    for name, data in tensors:
        if re.sub(r"^blk\.\d+\.", "blk.#.", name.removesuffix(".weight").removesuffix(".bias")) not in known:
            raise ValueError(f"{family.architecture.name} has no tensor {name}")
        w.add_tensor(name, data)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()


def _write(
    path: Path,
    family: Family,
    hp: Dense,
    vocab: Vocab,
    *,
    bos: int,
    eos: int,
    eot: int,
    add_bos: bool,
    pad: int | None = None,
    qk_norm: bool = False,
) -> None:
    """A dense model with tied embeddings (no output.weight: llama.cpp reuses token_embd)."""
    w = _writer(path, family, vocab, n_embd=hp.n_embd, n_layer=hp.n_layer, n_ctx_train=hp.n_ctx_train,
                bos=bos, eos=eos, eot=eot, add_bos=add_bos, pad=pad)
    w.add_feed_forward_length(hp.n_ff)
    w.add_head_count(hp.n_head)
    w.add_head_count_kv(hp.n_head_kv)
    w.add_key_length(hp.head_dim)  # explicit: Qwen3's head_dim is not n_embd / n_head
    w.add_value_length(hp.head_dim)
    w.add_rope_dimension_count(hp.head_dim)
    w.add_rope_freq_base(hp.rope_freq_base)
    w.add_layer_norm_rms_eps(hp.rms_eps)

    n_vocab, q_dim, kv_dim = len(vocab.tokens), hp.n_head * hp.head_dim, hp.n_head_kv * hp.head_dim
    # numpy shapes: ggml's ne reversed, so llama.cpp's {n_embd, n_vocab} is (n_vocab, n_embd) here
    f = family.name
    tensors: Tensors = [
        ("token_embd.weight", _weights(f"{f}/embd", (n_vocab, hp.n_embd))),
        ("output_norm.weight", _ones(hp.n_embd)),
    ]
    for i in range(hp.n_layer):
        b = f"blk.{i}"
        tensors += [
            (f"{b}.attn_norm.weight", _ones(hp.n_embd)),
            (f"{b}.attn_q.weight", _weights(f"{f}/{i}/q", (q_dim, hp.n_embd))),
            (f"{b}.attn_k.weight", _weights(f"{f}/{i}/k", (kv_dim, hp.n_embd))),
            (f"{b}.attn_v.weight", _weights(f"{f}/{i}/v", (kv_dim, hp.n_embd))),
            (f"{b}.attn_output.weight", _weights(f"{f}/{i}/o", (hp.n_embd, q_dim))),
            (f"{b}.ffn_norm.weight", _ones(hp.n_embd)),
            (f"{b}.ffn_gate.weight", _weights(f"{f}/{i}/gate", (hp.n_ff, hp.n_embd))),
            (f"{b}.ffn_up.weight", _weights(f"{f}/{i}/up", (hp.n_ff, hp.n_embd))),
            (f"{b}.ffn_down.weight", _weights(f"{f}/{i}/down", (hp.n_embd, hp.n_ff))),
        ]
        if qk_norm:  # Qwen3: RMSNorm over each head of q and k, before RoPE
            tensors += [(f"{b}.attn_q_norm.weight", _ones(hp.head_dim)), (f"{b}.attn_k_norm.weight", _ones(hp.head_dim))]
    _finish(w, family, tensors)


# Llama 3: <|begin_of_text|> is added as BOS, <|eot_id|> ends a turn (as in Llama 3.1/3.2 instruct).
LLAMA3_SPECIALS = [
    ("<|begin_of_text|>", gguf.TokenType.CONTROL),
    ("<|start_header_id|>", gguf.TokenType.CONTROL),
    ("<|end_header_id|>", gguf.TokenType.CONTROL),
    ("<|eot_id|>", gguf.TokenType.CONTROL),
]

# Qwen3: no BOS is added; <|im_end|> ends a turn. <think> and </think> are USER_DEFINED in Qwen3's
# GGUFs: llama.cpp matches those in any text (even without parse_special), so a model's reasoning
# tags are single tokens.
QWEN3_SPECIALS = [
    ("<|endoftext|>", gguf.TokenType.CONTROL),
    ("<|im_start|>", gguf.TokenType.CONTROL),
    ("<|im_end|>", gguf.TokenType.CONTROL),
    ("<think>", gguf.TokenType.USER_DEFINED),
    ("</think>", gguf.TokenType.USER_DEFINED),
]


def _build_llama3(path: Path, family: Family, vocab: Vocab) -> None:
    v = vocab.extended(LLAMA3_SPECIALS)
    hp = Dense(rope_freq_base=500_000.0)
    eot = v.index("<|eot_id|>")
    _write(path, family, hp, v, bos=v.index("<|begin_of_text|>"), eos=eot, eot=eot, add_bos=True)


def _build_qwen3(path: Path, family: Family, vocab: Vocab) -> None:
    v = vocab.extended(QWEN3_SPECIALS)
    hp = Dense(head_dim=128, rope_freq_base=1_000_000.0, rms_eps=1e-6)  # q/k/v wider than n_embd, as in Qwen3
    end_of_text, im_end = v.index("<|endoftext|>"), v.index("<|im_end|>")
    # As Qwen3's GGUFs: BOS and PAD are <|endoftext|>, but BOS is never added.
    _write(path, family, hp, v, bos=end_of_text, eos=im_end, eot=im_end, add_bos=False, pad=end_of_text, qk_norm=True)


# ChatML, as LFM2 and most instruct models of other families use: <|im_end|> ends a turn.
CHATML_SPECIALS = [
    ("<|im_start|>", gguf.TokenType.CONTROL),
    ("<|im_end|>", gguf.TokenType.CONTROL),
    ("<|endoftext|>", gguf.TokenType.CONTROL),
]


def _weights32(key: str, shape: tuple[int, ...], std: float = 0.02) -> np.ndarray:
    """Seeded noise as F32, for the small tensors llama.cpp's converters keep in F32 (convolutions)."""
    return np.random.default_rng(zlib.crc32(key.encode())).standard_normal(shape, dtype=np.float32) * np.float32(std)


def _build_mamba(path: Path, family: Family, vocab: Vocab) -> None:
    """Mamba-1: every layer a selective state space block, a fixed-size state per sequence. The
    depth of Mamba-130M (24 layers; width 512, not its 768, to keep the borrowed embedding small):
    a 1.9 MB state, so restore and re-read cost what a real one's do."""
    v = vocab.extended(CHATML_SPECIALS)
    im_end = v.index("<|im_end|>")
    n_embd, n_layer, d_state, d_conv = 512, 24, 16, 4
    d_inner, dt_rank = 2 * n_embd, -(-n_embd // 16)  # llama.cpp supports expand 2 only; HF's dt_rank
    w = _writer(path, family, v, n_embd=n_embd, n_layer=n_layer, n_ctx_train=1 << 20, bos=2, eos=im_end, eot=im_end,
                add_bos=True)
    w.add_feed_forward_length(0)
    w.add_head_count(0)
    w.add_ssm_conv_kernel(d_conv)
    w.add_ssm_inner_size(d_inner)
    w.add_ssm_state_size(d_state)
    w.add_ssm_time_step_rank(dt_rank)
    w.add_ssm_dt_b_c_rms(False)  # plain Mamba (FalconMamba sets it)
    w.add_layer_norm_rms_eps(1e-5)
    f = family.name
    tensors: Tensors = [
        ("token_embd.weight", _weights(f"{f}/embd", (len(v.tokens), n_embd))),
        ("output_norm.weight", _ones(n_embd)),
    ]
    a = -np.tile(np.arange(1, d_state + 1, dtype=np.float32), (d_inner, 1))  # A = -exp(A_log), S4D-real init
    for i in range(n_layer):
        b = f"blk.{i}"
        rng = np.random.default_rng(zlib.crc32(f"{f}/{i}/dt".encode()))
        dt = np.exp(rng.uniform(np.log(1e-3), np.log(1e-1), d_inner)).astype(np.float32)
        tensors += [
            (f"{b}.attn_norm.weight", _ones(n_embd)),
            (f"{b}.ssm_in.weight", _weights(f"{f}/{i}/in", (2 * d_inner, n_embd))),
            # std 0.2: a depthwise conv of std-0.02 kernels would shrink the signal to nothing
            (f"{b}.ssm_conv1d.weight", _weights32(f"{f}/{i}/conv", (d_inner, d_conv), 0.2)),
            (f"{b}.ssm_conv1d.bias", np.zeros(d_inner, np.float32)),
            (f"{b}.ssm_x.weight", _weights(f"{f}/{i}/x", (dt_rank + 2 * d_state, d_inner))),
            (f"{b}.ssm_dt.weight", _weights(f"{f}/{i}/dt_w", (d_inner, dt_rank))),
            (f"{b}.ssm_dt.bias", dt + np.log(-np.expm1(-dt))),  # softplus^-1 of dt in [1e-3, 1e-1]
            (f"{b}.ssm_a", a.copy()),  # no .weight suffix, as llama.cpp names them
            (f"{b}.ssm_d", _ones(d_inner)),
            (f"{b}.ssm_out.weight", _weights(f"{f}/{i}/out", (n_embd, d_inner))),
        ]
    _finish(w, family, tensors)


def _build_lfm2(path: Path, family: Family, vocab: Vocab) -> None:
    """LFM2: short-convolution layers (a small fixed state) mixed with GQA attention layers."""
    v = vocab.extended(CHATML_SPECIALS)
    im_end = v.index("<|im_end|>")
    n_embd, n_ff, n_head, n_head_kv, l_cache, layers = 256, 768, 4, 2, 3, "ccacac"  # c: conv, a: attention
    head_dim = n_embd // n_head
    w = _writer(path, family, v, n_embd=n_embd, n_layer=len(layers), n_ctx_train=128_000, bos=2, eos=im_end,
                eot=im_end, add_bos=True)
    w.add_feed_forward_length(n_ff)
    w.add_head_count(n_head)
    w.add_head_count_kv([n_head_kv if t == "a" else 0 for t in layers])  # 0 marks a conv layer
    w.add_rope_freq_base(1_000_000.0)
    w.add_shortconv_l_cache(l_cache)
    w.add_layer_norm_rms_eps(1e-5)
    f = family.name
    tensors: Tensors = [
        ("token_embd.weight", _weights(f"{f}/embd", (len(v.tokens), n_embd))),
        ("token_embd_norm.weight", _ones(n_embd)),  # LFM2's final norm has this name
    ]
    for i, kind in enumerate(layers):
        b = f"blk.{i}"
        tensors.append((f"{b}.attn_norm.weight", _ones(n_embd)))
        if kind == "a":
            tensors += [
                (f"{b}.attn_q_norm.weight", _ones(head_dim)),
                (f"{b}.attn_k_norm.weight", _ones(head_dim)),
                (f"{b}.attn_q.weight", _weights(f"{f}/{i}/q", (n_embd, n_embd))),
                (f"{b}.attn_k.weight", _weights(f"{f}/{i}/k", (n_head_kv * head_dim, n_embd))),
                (f"{b}.attn_v.weight", _weights(f"{f}/{i}/v", (n_head_kv * head_dim, n_embd))),
                (f"{b}.attn_output.weight", _weights(f"{f}/{i}/o", (n_embd, n_embd))),
            ]
        else:
            tensors += [
                (f"{b}.shortconv.conv.weight", _weights32(f"{f}/{i}/conv", (n_embd, l_cache), 0.2)),
                (f"{b}.shortconv.in_proj.weight", _weights(f"{f}/{i}/in", (3 * n_embd, n_embd))),
                (f"{b}.shortconv.out_proj.weight", _weights(f"{f}/{i}/out", (n_embd, n_embd))),
            ]
        tensors += [
            (f"{b}.ffn_norm.weight", _ones(n_embd)),
            (f"{b}.ffn_gate.weight", _weights(f"{f}/{i}/gate", (n_ff, n_embd))),
            (f"{b}.ffn_up.weight", _weights(f"{f}/{i}/up", (n_ff, n_embd))),
            (f"{b}.ffn_down.weight", _weights(f"{f}/{i}/down", (n_embd, n_ff))),
        ]
    _finish(w, family, tensors)


def _build_bert(path: Path, family: Family, vocab: Vocab) -> None:
    """A BERT sentence embedder (as bge/MiniLM, much smaller): learned positions and token types,
    post-norm layers with biases, GELU, non-causal attention, mean pooling. llama.cpp gives it no
    KV cache and embeds each batch in one encoder pass. The borrowed SentencePiece vocabulary's
    <bos> and <eos> stand in for [CLS] and [SEP]: both are added, as BERT's tokenizer adds them
    (llama.cpp's SPM path adds BOS/EOS by these flags; its sep/cls ids serve the WPM path only)."""
    n_embd, n_layer, n_head, n_ff, n_ctx_train = 128, 2, 4, 512, 512
    bos, eos = vocab.index("<bos>"), vocab.index("<eos>")
    w = _writer(path, family, vocab, n_embd=n_embd, n_layer=n_layer, n_ctx_train=n_ctx_train, bos=bos, eos=eos,
                eot=eos, add_bos=True, add_eos=True)
    w.add_sep_token_id(eos)
    w.add_feed_forward_length(n_ff)
    w.add_head_count(n_head)
    w.add_layer_norm_eps(1e-12)
    w.add_causal_attention(False)
    w.add_pooling_type(gguf.PoolingType.MEAN)
    w.add_token_type_count(2)  # llama.cpp refuses a BERT without it; it adds row 0 ("sentence A")

    def linear(name: str, n_out: int, n_in: int, key: str) -> Tensors:
        return [(f"{name}.weight", _weights(key, (n_out, n_in))), (f"{name}.bias", _weights32(f"{key}/b", (n_out,)))]

    def norm(name: str) -> Tensors:
        return [(f"{name}.weight", _ones(n_embd)), (f"{name}.bias", np.zeros(n_embd, np.float32))]

    f = family.name
    tensors: Tensors = [
        ("token_embd.weight", _weights(f"{f}/embd", (len(vocab.tokens), n_embd))),
        ("token_types.weight", _weights32(f"{f}/types", (2, n_embd))),
        # positions >= n_ctx_train have no row: llama.cpp aborts (GGML_ASSERT in get_rows) on one
        ("position_embd.weight", _weights(f"{f}/pos", (n_ctx_train, n_embd))),
        *norm("token_embd_norm"),
    ]
    for i in range(n_layer):
        b = f"blk.{i}"
        tensors += [
            *linear(f"{b}.attn_q", n_embd, n_embd, f"{f}/{i}/q"),
            *linear(f"{b}.attn_k", n_embd, n_embd, f"{f}/{i}/k"),
            *linear(f"{b}.attn_v", n_embd, n_embd, f"{f}/{i}/v"),
            *linear(f"{b}.attn_output", n_embd, n_embd, f"{f}/{i}/o"),
            *norm(f"{b}.attn_output_norm"),
            *linear(f"{b}.ffn_up", n_ff, n_embd, f"{f}/{i}/up"),
            *linear(f"{b}.ffn_down", n_embd, n_ff, f"{f}/{i}/down"),
            *norm(f"{b}.layer_output_norm"),
        ]
    _finish(w, family, tensors)


# --- the demo model with a small vocabulary ----------------------------------------------------

SMALL_VOCAB = 32_768
ALPHABET = 2_048  # of those, the most frequent single characters


def build_small_vocab(folder: Path, source: Path, n_vocab: int = SMALL_VOCAB) -> Path:
    """The demo model (Gemma 3 270M) with a vocabulary of `n_vocab` of its tokens:
    `folder`/gemma3-270m-vocab32k-v<ZOO_VERSION>.gguf, written once like a zoo model.

    Gemma's SentencePiece ids run from the control tokens (<start_of_turn> is 105) and the byte
    fallbacks (<0x00> is 238) through ever rarer pieces (the score falls by one per id), then
    its alphabet: the single characters, most frequent first ("▁", "e", "t"…, from id 236743).
    The small vocabulary keeps the first n_vocab - ALPHABET ids and the first ALPHABET characters
    (renumbered after them): every token a chat template, English text or a byte needs. The
    weights are the real ones, the embedding (tied: also the output layer) keeps those rows, so
    the model writes much as the demo model does, while a load reads an eighth of the
    vocabulary and a decode's output layer is an eighth as wide."""
    target = Path(folder) / f"gemma3-270m-vocab{n_vocab // 1024}k-v{ZOO_VERSION}.gguf"
    return written_once(target, lambda tmp: _write_small_vocab(tmp, Path(source), n_vocab))


def written_once(target: Path, write: Callable[[Path], None]) -> Path:
    """`target`, written by `write` first if missing: under a temporary name and renamed, so a
    crash (or a parallel worker building the same file) never leaves a torn one."""
    if target.is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.part")
    try:
        write(tmp)
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    return target


def _write_small_vocab(path: Path, source: Path, n_vocab: int) -> None:
    header = read_header(source)
    md = header.metadata
    tokens = md["tokenizer.ggml.tokens"]
    if md["tokenizer.ggml.model"] != b"llama" or len(tokens) <= n_vocab:
        raise ValueError(f"{source}: not a SentencePiece vocabulary larger than {n_vocab}")
    alphabet = tokens.index("▁".encode())
    keep = np.r_[0 : n_vocab - ALPHABET, alphabet : alphabet + ALPHABET]
    w = gguf.GGUFWriter(path, md["general.architecture"].decode())
    for key, val in md.items():
        if key in ("general.architecture", "general.alignment"):
            continue
        vtype, item = header.kinds[key]
        if key == "tokenizer.ggml.tokens":
            val = [tokens[i] for i in keep]
        elif key in ("tokenizer.ggml.scores", "tokenizer.ggml.token_type"):
            val = val[keep]
        elif key == "general.name":
            val = val + f" ({n_vocab}-token vocabulary)".encode()
        if isinstance(val, np.ndarray):
            val = val.tolist()
        w.add_key_value(key, val, gguf.GGUFValueType(vtype), None if item is None else gguf.GGUFValueType(item))
    with open(source, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
        for name, (shape, ggml_type) in header.tensors.items():
            qtype = gguf.GGMLQuantizationType(ggml_type)
            block, type_size = gguf.GGML_QUANT_SIZES[qtype]
            rows = int(np.prod(shape[:-1], dtype=np.int64))
            row_bytes = shape[-1] // block * type_size
            start = header.offsets[name]
            # raw bytes in the tensor's shape with its last dimension in bytes: gguf derives the rest
            data = np.frombuffer(m[start : start + rows * row_bytes], dtype=np.uint8).reshape(*shape[:-1], row_bytes)
            if name == "token_embd.weight":
                data = data[keep]
            w.add_tensor(name, data, raw_dtype=qtype)
        w.write_header_to_file()
        w.write_kv_data_to_file()
        w.write_tensors_to_file()
    w.close()


def _build_glm4moe_mtp(path: Path, family: Family, vocab: Vocab, scale: float = 0.03) -> None:
    """GLM-4.5's architecture (glm4moe) with one NextN block: a model llama.cpp can draft for with
    its own MTP head (LLAMA_CONTEXT_TYPE_MTP, docs/mtp.md). The trunk is dense
    (leading_dense_block_count), only the NextN block a small MoE (llama.cpp asks for one there).
    "Markov" weights make its guesses testable: the layers' outputs are scaled by `scale`, so
    the residual stream mostly carries the token's own embedding; an untied output matrix maps
    it to the next token, and eh_proj = [I | 0] hands the head the next token's embedding, so the
    head predicts what the model will (at 0 nearly every guess is kept, at 0.03 about half)."""
    v = vocab.extended(CHATML_SPECIALS)
    n_embd, n_head, n_head_kv, head_dim, n_ff = 256, 4, 2, 64, 768
    n_trunk, n_expert, n_ff_exp = 2, 4, 128
    im_end = v.index("<|im_end|>")
    w = _writer(path, family, v, n_embd=n_embd, n_layer=n_trunk + 1, n_ctx_train=8192,
                bos=v.index("<|endoftext|>"), eos=im_end, eot=im_end, add_bos=False)
    w.add_feed_forward_length(n_ff)
    w.add_head_count(n_head)
    w.add_head_count_kv(n_head_kv)
    w.add_key_length(head_dim)
    w.add_value_length(head_dim)
    w.add_rope_dimension_count(head_dim)
    w.add_rope_freq_base(1_000_000.0)
    w.add_layer_norm_rms_eps(1e-5)
    w.add_leading_dense_block_count(n_trunk)
    w.add_expert_count(n_expert)
    w.add_expert_used_count(2)
    w.add_expert_shared_count(1)  # the MTP graph always runs the shared expert
    w.add_expert_feed_forward_length(n_ff_exp)
    w.add_expert_weights_scale(1.0)
    w.add_expert_weights_norm(True)
    w.add_expert_gating_func(gguf.ExpertGatingFuncType.SIGMOID)
    w.add_nextn_predict_layers(1)
    n_vocab, q, kv, f = len(v.tokens), n_head * head_dim, n_head_kv * head_dim, family.name

    def out(key: str, shape: tuple[int, ...]) -> np.ndarray:  # a layer's output, scaled down
        return (_weights(key, shape).astype(np.float32) * scale).astype(np.float16)

    tensors: Tensors = [("token_embd.weight", _weights(f"{f}/embd", (n_vocab, n_embd))), ("output_norm.weight", _ones(n_embd)),
                        ("output.weight", _weights(f"{f}/output", (n_vocab, n_embd)))]
    for i in range(n_trunk + 1):
        b = f"blk.{i}"
        tensors += [(f"{b}.attn_norm.weight", _ones(n_embd)), (f"{b}.attn_q.weight", _weights(f"{f}/{i}/q", (q, n_embd))),
                    (f"{b}.attn_k.weight", _weights(f"{f}/{i}/k", (kv, n_embd))),
                    (f"{b}.attn_v.weight", _weights(f"{f}/{i}/v", (kv, n_embd))),
                    (f"{b}.attn_output.weight", out(f"{f}/{i}/o", (n_embd, q))), (f"{b}.post_attention_norm.weight", _ones(n_embd))]
        if i < n_trunk:
            tensors += [(f"{b}.ffn_gate.weight", _weights(f"{f}/{i}/gate", (n_ff, n_embd))),
                        (f"{b}.ffn_up.weight", _weights(f"{f}/{i}/up", (n_ff, n_embd))),
                        (f"{b}.ffn_down.weight", out(f"{f}/{i}/down", (n_embd, n_ff)))]
            continue
        eh = np.zeros((n_embd, 2 * n_embd), np.float16)
        eh[:, :n_embd] = np.eye(n_embd, dtype=np.float16)  # [enorm(embedding) ; hnorm(hidden)] -> the embedding
        tensors += [(f"{b}.ffn_gate_inp.weight", _weights(f"{f}/{i}/router", (n_expert, n_embd)).astype(np.float32)),
                    (f"{b}.exp_probs_b.bias", np.zeros(n_expert, dtype=np.float32)),
                    (f"{b}.ffn_gate_exps.weight", _weights(f"{f}/{i}/gate_exps", (n_expert, n_ff_exp, n_embd))),
                    (f"{b}.ffn_up_exps.weight", _weights(f"{f}/{i}/up_exps", (n_expert, n_ff_exp, n_embd))),
                    (f"{b}.ffn_down_exps.weight", out(f"{f}/{i}/down_exps", (n_expert, n_embd, n_ff_exp))),
                    (f"{b}.ffn_gate_shexp.weight", _weights(f"{f}/{i}/gate_sh", (n_ff_exp, n_embd))),
                    (f"{b}.ffn_up_shexp.weight", _weights(f"{f}/{i}/up_sh", (n_ff_exp, n_embd))),
                    (f"{b}.ffn_down_shexp.weight", out(f"{f}/{i}/down_sh", (n_embd, n_ff_exp))),
                    (f"{b}.nextn.eh_proj.weight", eh), (f"{b}.nextn.enorm.weight", _ones(n_embd)),
                    (f"{b}.nextn.hnorm.weight", _ones(n_embd)), (f"{b}.nextn.shared_head_norm.weight", _ones(n_embd))]
    _finish(w, family, tensors)


@dataclass(frozen=True)
class Family:
    name: str
    architecture: gguf.MODEL_ARCH
    memory: str  # "kv" | "recurrent" | "hybrid": what llama.cpp keeps per sequence
    template: str | None  # file name under zoo_templates/; None: no chat template (an embedder)
    builder: Callable[[Path, Family, Vocab], None]

    def file_name(self, n_vocab: int) -> str:
        """Named for the borrowed vocabulary's size too: the demo model's (262k) or the small one's (32k)."""
        return f"zoo-{self.name}-v{ZOO_VERSION}-vocab{n_vocab // 1024}k.gguf"


# The official Llama 3.2 template writes today's date into the system turn (strftime_now, which
# llama-cpp-python's formatter provides): its rendered prompt changes at midnight.
FAMILIES: dict[str, Family] = {
    f.name: f
    for f in (
        Family("llama3", gguf.MODEL_ARCH.LLAMA, "kv", "meta-llama-Llama-3.2-3B-Instruct.jinja", _build_llama3),
        Family("qwen3", gguf.MODEL_ARCH.QWEN3, "kv", "Qwen-Qwen3-0.6B.jinja", _build_qwen3),
        Family("mamba", gguf.MODEL_ARCH.MAMBA, "recurrent", "chatml.jinja", _build_mamba),
        Family("lfm2", gguf.MODEL_ARCH.LFM2, "hybrid", "llama-cpp-lfm2.jinja", _build_lfm2),
    )
}
# Embedding models: not chat models, so apart from FAMILIES (which the chat tests run through).
# "kv" is what LoadedModel would call it; llama.cpp in fact keeps no memory for a BERT.
EMBEDDERS: dict[str, Family] = {f.name: f for f in (Family("bert", gguf.MODEL_ARCH.BERT, "kv", None, _build_bert),)}
# Models with an MTP (NextN) head, for speculative decoding: apart from FAMILIES too (issue 51, docs/mtp.md).
MTP_MODELS: dict[str, Family] = {
    f.name: f for f in (Family("glm4moe-mtp", gguf.MODEL_ARCH.GLM4_MOE, "kv", "chatml.jinja", _build_glm4moe_mtp),)}


def build(name: str, folder: Path, tokenizer_source: Path) -> Path:
    """`folder`/zoo-<name>-v1.gguf, written first if missing. Written under a temporary name and
    renamed, so a crash (or a parallel worker building the same model) never leaves a torn file."""
    family = FAMILIES.get(name) or EMBEDDERS.get(name) or MTP_MODELS[name]
    vocab = read_vocab(Path(tokenizer_source))
    target = Path(folder) / family.file_name(len(vocab.tokens))
    if target.is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.part")
    try:
        family.builder(tmp, family, vocab)
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    return target


def build_requantized(folder: Path, source: Path, ftype: str) -> Path:
    """`source` requantized by llama.cpp to `ftype` ("Q8_0", "F16"): the same weights and
    vocabulary at another size, written once (a draft pair: the Q8_0 file as the target, the
    source as its draft)."""
    target = Path(folder) / f"{Path(source).stem}-{ftype.lower()}-v{ZOO_VERSION}.gguf"

    def write(tmp: Path) -> None:
        import ctypes

        import llama_cpp

        params = llama_cpp.llama_model_quantize_default_params()
        params.ftype = getattr(llama_cpp, f"LLAMA_FTYPE_MOSTLY_{ftype}")
        params.allow_requantize = True
        params.nthread = 2
        if llama_cpp.llama_model_quantize(str(source).encode(), str(tmp).encode(), ctypes.byref(params)) != 0:
            raise RuntimeError(f"llama.cpp could not requantize {source} to {ftype}")

    return written_once(target, write)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m tests.support.zoo FOLDER", file=sys.stderr)
        return 2
    folder = Path(argv[0])
    source = tokenizer_source(folder)
    for name in [*FAMILIES, *EMBEDDERS]:
        t0 = time.perf_counter()
        path = build(name, folder, source)
        seconds = time.perf_counter() - t0
        n_params = read_header(path).parameter_count
        print(f"{path}  {path.stat().st_size / 1e6:.1f} MB  {n_params / 1e6:.1f}M params  {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
