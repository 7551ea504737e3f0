"""The crash-proof start: before the app loads a model on an engine path (the fast one, or a
safer one), a child process probes that the path works on this machine, once per llama.cpp build
and CPU (safe_start.py, probe_child.py)."""
