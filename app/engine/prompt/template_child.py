"""The helper process a model's chat template compiles and renders in (template_host starts it).

A template is code from a downloaded file. Its runaway (one C call that allocates gigabytes,
a quadratic loop that holds the GIL for minutes) happens here, not in the app: each request runs
under an address-space limit set for it (RLIMIT_AS), and the app kills this process at the
deadline. Requests and replies are frames (template_host.write_frame) on stdin and stdout.
Run as `python -m app.engine.prompt.template_child` (the frozen app: `emberly --template-host`).
"""

from __future__ import annotations

import os
import sys
from collections import OrderedDict
from typing import Any, BinaryIO

from . import template_guard
from .template_host import memory_budget, output_limit, read_frame, write_frame

try:
    import resource
except ImportError:  # Windows: the deadline still bounds a render, memory only the item checks
    resource = None  # type: ignore[assignment]

KEEP_TEMPLATES = 8  # compiled templates kept (a model's own, an override, a second model's)


def _address_space() -> int:
    """This process's mapped bytes now (VmSize), the base each request's limit is added to."""
    with open("/proc/self/status", "rb") as f:
        for line in f:
            if line.startswith(b"VmSize:"):
                return int(line.split()[1]) * 1024
    return 0


def _limit_memory(input_chars: int) -> None:
    if resource is None or not os.path.exists("/proc/self/status"):
        return
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    soft = _address_space() + memory_budget(input_chars)
    if hard != resource.RLIM_INFINITY:
        soft = min(soft, hard)
    resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def _peak_bytes() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 if resource is not None else 0


def handle(request: dict[str, Any], templates: OrderedDict[str, Any]) -> dict[str, Any]:
    """One request: {"op": "compile", "key", "template"} or {"op": "render", "key", "messages",
    "bos", "eos", "add_generation_prompt", "options", "input_chars"}. A reply has "text" (or
    "ok") or "error" with its "kind": syntax, failed, memory, unknown (compile it first)."""
    key = str(request.get("key", ""))
    input_chars = int(request.get("input_chars", 0))
    _limit_memory(input_chars)
    try:
        if request.get("op") == "compile":
            templates[key] = template_guard.compile_template(str(request["template"]))
            while len(templates) > KEEP_TEMPLATES:
                templates.popitem(last=False)
            return {"ok": True}
        compiled = templates.get(key)
        if compiled is None:
            return {"kind": "unknown", "error": "not compiled"}
        templates.move_to_end(key)
        text = template_guard.render(compiled, request["messages"], str(request["bos"]), str(request["eos"]),
                                     bool(request["add_generation_prompt"]), request.get("options") or {}, input_chars)
        if len(text) > output_limit(input_chars):
            return {"kind": "failed", "error": f"the template tried to output {len(text):,} characters "
                                              f"(over {output_limit(input_chars):,})"}
        return {"text": text}
    except MemoryError:
        return {"kind": "memory", "error": f"it needed more than {memory_budget(input_chars) >> 20:,} MB of memory"}
    except Exception as e:  # SyntaxError, SecurityError, UndefinedError, raise_exception(), RecursionError…
        kind = "syntax" if request.get("op") == "compile" else "failed"
        return {"kind": kind, "error": f"{e}"[:2000] or type(e).__name__}


def serve(stdin: BinaryIO, stdout: BinaryIO) -> int:
    templates: OrderedDict[str, Any] = OrderedDict()
    write_frame(stdout, {"ready": os.getpid()})
    while True:
        request = read_frame(stdin, limit=None)
        if request is None:  # the app closed the pipe (or is gone)
            return 0
        reply = handle(request, templates)
        reply["peak_bytes"] = _peak_bytes()
        write_frame(stdout, reply)
        if reply.get("kind") == "memory":  # a MemoryError may leave state half-built: start clean
            return 0


def main() -> int:
    try:
        return serve(sys.stdin.buffer, sys.stdout.buffer)
    except (MemoryError, BrokenPipeError):  # out of memory outside a render, or the app is gone
        return 3


if __name__ == "__main__":
    sys.exit(main())
