"""The files the engine reads and writes: GGUF headers (gguf_info.py, cached by header_cache.py),
the model fingerprint a state file is checked against, KV state files and their sidecars, and the
GGUF files other apps keep (model_files.py)."""
