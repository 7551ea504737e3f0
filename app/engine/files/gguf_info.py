"""What a GGUF file holds, read from its header through `gguf` without loading any weights.

Also the memory estimate the model picker shows: weights + KV cache + a compute allowance, with
sliding-window layers counted at their window (llama.cpp sizes their cache n_swa + n_ubatch).
"""

from __future__ import annotations

import codecs
import os
import re
import stat
import struct
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...words import grouped, translate
from ..errors import ModelFileMissing, NotAGGUFFile, TruncatedModelFile

GGUF_MAGIC = b"GGUF"

# Bytes per KV element for the cache types a user can pick (block size 32 for the quantized ones).
KV_TYPE_BYTES: dict[str, float] = {"f16": 2.0, "q8_0": 34 / 32, "q4_0": 18 / 32}

# Sliding-window layer patterns llama.cpp hard-codes per architecture when the file has no
# `<arch>.attention.sliding_window_pattern`: every n-th layer is global, the others slide.
_SWA_PATTERN_BY_ARCH = {"gemma2": 2, "gemma3": 6, "gemma3n": 5, "cohere2": 4, "llama4": 4}

# Architectures with an MTP graph in the pinned llama.cpp on a plain KV cache (docs/mtp.md §2): an
# MTP context on another one aborts the process or runs the trunk's graph instead.
MTP_ARCHS = frozenset({"glm4moe", "deepseek2", "hy_v3"})

# llama.cpp's gguf-split naming (`name-00001-of-00003.gguf`): five-digit part numbers; the
# extension's case as the files have it (a case-insensitive file system may hand back .GGUF).
SPLIT_NAME = re.compile(r"^(?P<stem>.+)-(?P<index>\d{5})-of-(?P<total>\d{5})(?P<ext>\.gguf)$", re.IGNORECASE)


@dataclass(frozen=True)
class ModelInfo:
    path: Path
    file_size: int  # all parts of a split model together
    name: str
    architecture: str
    size_label: str | None
    n_params: int
    quantization: str
    context_length: int
    n_layers: int
    n_embd: int
    n_head: int
    n_head_kv: tuple[int, ...]  # per layer
    head_dim_k: int
    head_dim_v: int
    n_vocab: int
    sliding_window: int  # 0 = no sliding-window attention
    swa_layers: tuple[bool, ...]  # per layer: True where the layer slides
    chat_template: str | None
    split_count: int
    # Recurrent layers (Mamba, RWKV, LFM2's short convolutions…) keep a fixed-size state per
    # sequence instead of a KV cache: its bytes for one sequence, f32 as llama.cpp keeps it.
    recurrent_state: int = 0
    # NextN blocks whose tensors the file holds (multi-token prediction: an MTP head to draft with).
    mtp_heads: int = 0

    @property
    def has_chat_template(self) -> bool:
        return bool(self.chat_template)

    @property
    def has_mtp_head(self) -> bool:
        """A NextN layer llama.cpp can draft with (engine/local/mtp_head.py)."""
        return self.mtp_heads > 0 and self.architecture in MTP_ARCHS


@dataclass(frozen=True)
class MemoryEstimate:
    weights: int
    kv_cache: int
    compute: int
    recurrent_state: int = 0  # fixed: it does not grow with the context

    @property
    def total(self) -> int:
        return self.weights + self.kv_cache + self.compute + self.recurrent_state

    def on_device(self, placed: int, n_layers: int) -> int:
        """The part a GPU holds with `placed` of the model's n_layers + 1 layers there: a share of
        the weights and of the cache, and a compute buffer: with none too, where a GPU is (ggml runs
        a long prompt's products there). llama.cpp places the last layers, the output layer (which
        holds no cache) first."""
        if placed <= 0:
            return self.compute
        cached = min(placed, n_layers + 1) - 1
        share = min(placed, n_layers + 1) / (n_layers + 1)
        return int(self.weights * share + (self.kv_cache + self.recurrent_state) * cached / max(n_layers, 1) + self.compute)


def split_parts(path: Path) -> list[Path]:
    """All files of a split GGUF (`name-00001-of-00003.gguf` …), or just `path`."""
    m = SPLIT_NAME.match(path.name)
    if not m:
        return [path]
    total = int(m["total"])
    return [path.with_name(f"{m['stem']}-{i:05d}-of-{total:05d}{m['ext']}") for i in range(1, total + 1)]


def check_gguf_file(path: Path) -> None:
    """Raise the typed error for a path that cannot be a GGUF model; cheap (reads 512 bytes)."""
    if not path.exists():
        raise ModelFileMissing(translate("ModelFiles", "The model file {path} does not exist.").format(path=path))
    if path.is_dir():
        raise NotAGGUFFile(translate("ModelFiles", "{path} is a folder, not a GGUF model file.").format(path=path))
    try:
        # Non-blocking: a FIFO picked must not hang the window waiting for a writer.
        with open(path, "rb", opener=lambda p, flags: os.open(p, flags | getattr(os, "O_NONBLOCK", 0))) as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise NotAGGUFFile(translate("ModelFiles", "{name} is not a regular file, so not a GGUF model file.")
                                   .format(name=path.name))
            head = f.read(512)
    except PermissionError as e:
        raise ModelFileMissing(translate("ModelFiles", "Emberly may not read {path}: {reason}.").format(
            path=path, reason=e.strerror)) from e
    except OSError as e:
        raise ModelFileMissing(translate("ModelFiles", "{path} could not be read: {reason}.").format(
            path=path, reason=e.strerror or e)) from e
    if head[:4] != GGUF_MAGIC:
        if not head or _looks_like_text(head):
            said = (translate("ModelFiles", "{name} is empty, not a GGUF model.") if not head
                    else translate("ModelFiles", "{name} is a text file, not a GGUF model."))
            raise NotAGGUFFile(said.format(name=path.name))
        raise NotAGGUFFile(translate("ModelFiles", "{name} is not a GGUF model file (it does not start with 'GGUF').")
                           .format(name=path.name))


def _looks_like_text(head: bytes) -> bool:
    try:  # incremental: a character cut at the end of `head` is not an error
        codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
    except UnicodeDecodeError:
        return False
    return b"\0" not in head


def inspect_model(path: str | os.PathLike[str]) -> ModelInfo:
    """Read a GGUF header. Raises ModelFileMissing / NotAGGUFFile / TruncatedModelFile."""
    path = Path(path)
    header = _checked_header(path)
    fields = header.fields
    arch = str(fields.get("general.architecture") or "")
    if not arch:
        raise NotAGGUFFile(translate("ModelFiles", "{name} has no general.architecture: it is not a language "
                                                   "model GGUF.").format(name=path.name))
    split_count = int(fields.get("split.count") or 1)
    parts = _all_parts(path, split_count, header.data_end)

    def key(suffix: str, default: Any = None) -> Any:
        return fields.get(f"{arch}.{suffix}", default)

    n_layers = int(key("block_count", 0))
    n_embd = int(key("embedding_length", 0))
    n_head = _first_int(key("attention.head_count", 0))
    head_kv = key("attention.head_count_kv", n_head)
    n_head_kv = tuple(int(h) for h in head_kv) if isinstance(head_kv, list) else (int(head_kv),) * n_layers
    default_dim = n_embd // n_head if n_head else 0
    sliding_window = int(key("attention.sliding_window", 0) or 0)

    return ModelInfo(
        path=path,
        file_size=sum(p.stat().st_size for p in parts),
        name=str(fields.get("general.name") or path.stem),
        architecture=arch,
        size_label=fields.get("general.size_label"),
        n_params=header.n_params,
        quantization=_quantization_name(fields.get("general.file_type"), header.bytes_by_type),
        context_length=int(key("context_length", 0)),
        n_layers=n_layers,
        n_embd=n_embd,
        n_head=n_head,
        n_head_kv=n_head_kv,
        head_dim_k=int(key("attention.key_length", default_dim)),
        head_dim_v=int(key("attention.value_length", default_dim)),
        n_vocab=header.array_lengths.get("tokenizer.ggml.tokens", 0),
        sliding_window=sliding_window,
        swa_layers=_swa_layers(arch, n_layers, sliding_window, key("attention.sliding_window_pattern")),
        chat_template=fields.get("tokenizer.chat_template"),
        split_count=split_count,
        recurrent_state=_recurrent_state(arch, key, n_layers, n_embd, n_head_kv),
        mtp_heads=header.mtp_heads,
    )


def _checked_header(path: Path) -> GGUFHeader:
    """The header of a file that passed check_gguf_file, or the typed error saying why not."""
    check_gguf_file(path)
    try:
        return read_header(path)
    except _Truncated as e:
        raise TruncatedModelFile(translate("ModelFiles", "{name} is damaged or cut off: its GGUF header is incomplete "
                                                         "({error}).").format(name=path.name, error=e)) from e
    except ValueError as e:
        raise NotAGGUFFile(translate("ModelFiles", "{name} is not a valid GGUF file ({error}).").format(
            name=path.name, error=e)) from e


def _all_parts(path: Path, split_count: int, data_end: int) -> list[Path]:
    """The model's files (a split model's parts), each there, and a single file as long as its
    tensors need; else the typed error."""
    own_size = path.stat().st_size
    if split_count <= 1 and own_size < data_end:
        raise TruncatedModelFile(translate(
            "ModelFiles", "{name} is cut off: it holds {size} bytes but its tensors need {needed}. Download it again."
        ).format(name=path.name, size=grouped(own_size), needed=grouped(data_end)))
    parts = split_parts(path) if split_count > 1 else [path]
    missing = [p.name for p in parts if not p.exists()]
    if missing:
        raise ModelFileMissing(translate("ModelFiles", "Parts of this split model are missing: {parts}.").format(
            parts=", ".join(missing)))
    return parts


# Hybrids whose recurrent layers are the ones without attention heads (llama.cpp marks them so).
_HYBRID_BY_HEADS = {"lfm2", "lfm2moe", "granitehybrid", "nemotron_h", "jamba", "plamo2"}


def _recurrent_state(arch: str, key: Callable[..., Any], n_layers: int, n_embd: int, n_head_kv: tuple[int, ...]) -> int:
    """llama.cpp's n_embd_r + n_embd_s (llama-hparams.cpp) times the recurrent layers, in f32."""
    wkv_head = int(key("wkv.head_size", 0) or 0)
    l_cache = int(key("shortconv.l_cache", 0) or 0)
    d_conv, d_inner = int(key("ssm.conv_kernel", 0) or 0), int(key("ssm.inner_size", 0) or 0)
    d_state, n_group = int(key("ssm.state_size", 0) or 0), int(key("ssm.group_count", 0) or 0)
    if wkv_head:  # RWKV: token shifts, and a head_size x n_embd matrix
        per_layer = int(key("token_shift_count", 2) or 2) * n_embd + n_embd * wkv_head
    elif l_cache:  # short convolutions (LFM2)
        per_layer = n_embd * (l_cache - 1)
    elif d_conv and d_inner:  # Mamba 1/2 and the hybrids built on them
        per_layer = (d_conv - 1) * (d_inner + 2 * n_group * d_state) + d_state * d_inner
    else:
        return 0
    layers = sum(1 for h in n_head_kv if h == 0) if arch in _HYBRID_BY_HEADS else n_layers
    return 4 * per_layer * layers


@dataclass
class GGUFHeader:
    fields: dict[str, Any]  # metadata; arrays longer than _MAX_ARRAY are left out…
    array_lengths: dict[str, int]  # …but their lengths are kept
    n_params: int
    bytes_by_type: dict[int, int]  # ggml tensor type -> bytes of tensor data
    data_end: int  # file offset where the last tensor's data ends
    header_end: int  # file offset where the tensor descriptions end (padding follows)
    data_offset: int  # file offset where tensor data begins (aligned)
    mtp_heads: int = 0  # tensors named blk.N.nextn.eh_proj.weight


class _Truncated(Exception):
    pass


_MAX_ARRAY = 4096
_U64 = struct.Struct("<Q")
_SCALARS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q", 11: "<q", 12: "<d"}


def read_header(path: Path) -> GGUFHeader:
    """Parse a GGUF header with the `gguf` package's type tables.

    gguf's own GGUFReader builds a numpy array for every vocabulary entry (8.7 s for Gemma 3's
    262k tokens); a model picker needs the header in milliseconds, so this walks the same format
    directly from a memory map and skips the contents of long arrays.
    """
    import mmap

    from gguf import GGUF_DEFAULT_ALIGNMENT, GGUF_MAGIC

    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
        r = _Cursor(mm)
        if r.unpack("<I") != GGUF_MAGIC:
            raise ValueError("bad magic")
        version = r.unpack("<I")
        if version not in (2, 3):
            raise ValueError(f"unsupported GGUF version {version}")
        n_tensors, n_kv = r.unpack("<Q"), r.unpack("<Q")
        fields, lengths = _read_metadata(r, n_kv)
        n_params, by_type, data_end_rel, mtp_heads = _read_tensor_infos(r, n_tensors)
        align = int(fields.get("general.alignment", GGUF_DEFAULT_ALIGNMENT))
        if align <= 0 or align & (align - 1):
            raise ValueError("invalid alignment")
        data_offset = -(-r.pos // align) * align
        return GGUFHeader(fields, lengths, n_params, by_type, data_offset + data_end_rel, r.pos, data_offset, mtp_heads)


def _read_metadata(r: _Cursor, n_kv: int) -> tuple[dict[str, Any], dict[str, int]]:
    """The `n_kv` key-value pairs: their values, and the length of every array (the contents of
    one longer than _MAX_ARRAY are skipped: a vocabulary)."""
    from gguf import GGUFValueType

    fields: dict[str, Any] = {}
    lengths: dict[str, int] = {}
    for _ in range(n_kv):
        name = r.string()
        vtype = r.unpack("<I")
        if vtype == GGUFValueType.ARRAY:
            itype, count = r.unpack("<I"), r.unpack("<Q")
            lengths[name] = count
            if count <= _MAX_ARRAY:
                fields[name] = [r.value(itype) for _ in range(count)]
            else:
                r.skip_array(itype, count)
        else:
            fields[name] = r.value(vtype)
    return fields, lengths


def _read_tensor_infos(r: _Cursor, n_tensors: int) -> tuple[int, dict[int, int], int, int]:
    """The tensors' descriptions: (parameters, bytes by ggml type, where the last tensor's data
    ends, from the start of the data, NextN blocks with their projection)."""
    from gguf import GGML_QUANT_SIZES, GGMLQuantizationType

    n_params = 0
    data_end_rel = 0
    by_type: dict[int, int] = {}
    mtp_heads = 0
    for _ in range(n_tensors):
        mtp_heads += r.string().endswith(".nextn.eh_proj.weight")  # the one tensor an MTP graph cannot do without
        n_dims = r.unpack("<I")
        if n_dims > 8:
            raise ValueError("tensor with more than 8 dimensions")
        n_elements = 1
        for _ in range(n_dims):
            n_elements *= r.unpack("<Q")
        ttype, offset = r.unpack("<I"), r.unpack("<Q")
        try:
            block, type_size = GGML_QUANT_SIZES[GGMLQuantizationType(ttype)]
        except (ValueError, KeyError) as e:
            raise ValueError(f"unknown tensor type {ttype}") from e
        n_bytes = n_elements // block * type_size
        n_params += n_elements
        by_type[ttype] = by_type.get(ttype, 0) + n_bytes
        data_end_rel = max(data_end_rel, offset + n_bytes)
    return n_params, by_type, data_end_rel, mtp_heads


class _Cursor:
    def __init__(self, buf: Any):
        self.buf = buf
        self.pos = 0

    def _need(self, n: int) -> None:
        if n < 0 or self.pos + n > len(self.buf):
            raise _Truncated(translate("ModelFiles", "the header ends early at byte {at}").format(at=grouped(self.pos)))

    def unpack(self, fmt: str) -> Any:
        size = struct.calcsize(fmt)
        self._need(size)
        (value,) = struct.unpack_from(fmt, self.buf, self.pos)
        self.pos += size
        return value

    def string(self) -> str:
        n = self.unpack("<Q")
        self._need(n)
        raw: bytes = self.buf[self.pos : self.pos + n]
        self.pos += n
        return raw.decode("utf-8", "replace")

    def value(self, vtype: int) -> Any:
        if vtype == 8:
            return self.string()
        if vtype in _SCALARS:
            return self.unpack(_SCALARS[vtype])
        raise ValueError(f"unknown metadata type {vtype}")

    def skip_array(self, itype: int, count: int) -> None:
        if itype == 8:  # strings: walk the lengths (a vocabulary has 100k+: keep this loop tight)
            buf, pos, end, length_at = self.buf, self.pos, len(self.buf), _U64.unpack_from
            for _ in range(count):
                if pos + 8 > end:
                    break
                pos += 8 + length_at(buf, pos)[0]
            else:
                if pos <= end:
                    self.pos = pos
                    return
            raise _Truncated(translate("ModelFiles", "the header ends early at byte {at}").format(
                at=grouped(min(pos, end))))
        elif itype in _SCALARS:
            size = struct.calcsize(_SCALARS[itype]) * count
            self._need(size)
            self.pos += size
        else:
            raise ValueError(f"unsupported array type {itype}")


def estimate_memory(
    info: ModelInfo, n_ctx: int, kv_type: str = "f16", n_ubatch: int = 512, swa_full: bool = False, n_parallel: int = 1,
    snapshots: int = 0,
) -> MemoryEstimate:
    """Bytes the loaded model will need: weights, KV cache at `n_ctx`, and a compute allowance.
    With `n_parallel` sequences (one unified cache), llama.cpp keeps n_swa x n_parallel + n_ubatch
    sliding-window cells and one recurrent state per sequence, and `snapshots` more of it each
    (`LoadParams.rollback_snapshots`)."""
    bytes_per = KV_TYPE_BYTES[kv_type]
    n_parallel = max(1, n_parallel)
    swa_cells = min(n_ctx, info.sliding_window * n_parallel + n_ubatch) if info.sliding_window and not swa_full else n_ctx
    kv = 0.0
    for layer in range(info.n_layers):
        cells = swa_cells if info.swa_layers[layer] else n_ctx
        kv += cells * info.n_head_kv[layer] * (info.head_dim_k + info.head_dim_v) * bytes_per
    # llama.cpp's compute buffer: activations of one micro-batch plus the output logits row(s).
    compute = 4 * n_ubatch * (info.n_embd * 8 + info.n_head * n_ctx // 16) + 4 * info.n_vocab * 8
    return MemoryEstimate(weights=info.file_size, kv_cache=int(kv), compute=int(compute),
                          recurrent_state=info.recurrent_state * n_parallel * (1 + snapshots))


def _first_int(value: Any) -> int:
    return int(value[0] if isinstance(value, list) else value)


def _swa_layers(arch: str, n_layers: int, window: int, pattern: Any) -> tuple[bool, ...]:
    if not window:
        return (False,) * n_layers
    if isinstance(pattern, list) and len(pattern) == n_layers:
        return tuple(bool(p) for p in pattern)
    n = int(pattern) if isinstance(pattern, int) else _SWA_PATTERN_BY_ARCH.get(arch, 0)
    if n <= 0:
        return (True,) * n_layers
    return tuple(layer % n < n - 1 for layer in range(n_layers))


def _quantization_name(file_type: Any, bytes_by_type: dict[int, int]) -> str:
    from gguf import GGMLQuantizationType, LlamaFileType

    if file_type is not None:
        try:
            return LlamaFileType(int(file_type)).name.removeprefix("MOSTLY_").removeprefix("ALL_")
        except ValueError:
            pass
    if not bytes_by_type:  # no file type recorded: name the tensor type holding the most bytes
        return "unknown"
    return GGMLQuantizationType(max(bytes_by_type, key=bytes_by_type.__getitem__)).name
