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

from ...words import grouped, of, translate
from . import grammar_work, schema_bounds, template_guard
from .template_host import memory_budget, output_limit, pack, read_frame, write_frame

try:
    import resource
except ImportError:  # Windows: the deadline still bounds a render, memory only the item checks
    resource = None  # type: ignore[assignment]

KEEP_TEMPLATES = 8  # compiled templates kept (a model's own, an override, a second model's)


def _status(field: bytes) -> int:
    """A size from /proc/self/status (VmSize: mapped, VmHWM: peak resident), in bytes; 0 elsewhere."""
    try:
        with open("/proc/self/status", "rb") as f:
            for line in f:
                if line.startswith(field + b":"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


# What the helper maps once started: each request's limit is this plus its budget, so a request
# that left memory mapped cannot raise the next one's bound.
_BASE = _status(b"VmSize")


def _limit_memory(input_chars: int) -> None:
    if resource is None or not _BASE:
        return
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    soft = _BASE + memory_budget(input_chars)
    if hard != resource.RLIM_INFINITY:
        soft = min(soft, hard)
    resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def _reset_peak() -> None:
    """Make VmHWM this request's peak, not the process's (Linux: writing 5 to clear_refs)."""
    try:
        with open("/proc/self/clear_refs", "wb") as f:
            f.write(b"5")
    except OSError:
        pass


def _peak_bytes() -> int:
    peak = _status(b"VmHWM")
    if not peak and resource is not None:
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return peak


def _warm(op: object) -> None:
    """The grammar work's libraries, imported at its first request before its memory limit: the
    helper's own, so they count in its base and not against a request."""
    global _BASE
    if op in ("grammar", "gbnf") and "llama_cpp.llama_grammar" not in sys.modules:
        grammar_work.warm()
        _BASE = _status(b"VmSize")


def handle(request: dict[str, Any], templates: OrderedDict[str, Any]) -> dict[str, Any]:
    """One request: {"op": "compile", "key", "template"}, {"op": "render", "key", "messages",
    "bos", "eos", "add_generation_prompt", "options", "input_chars"}, {"op": "grammar", "schema"}
    (a JSON schema's text to GBNF) or {"op": "gbnf", "text"} (a grammar parsed). A reply has
    "text" (or "ok") or "error" with its "kind": syntax, failed, memory, unknown (compile it
    first), refused (a schema or grammar over a bound)."""
    key = str(request.get("key", ""))
    input_chars = int(request.get("input_chars", 0))
    _warm(request.get("op"))
    _limit_memory(input_chars)
    try:
        if request.get("op") == "grammar":
            return {"text": grammar_work.convert(str(request["schema"]))}
        if request.get("op") == "gbnf":
            grammar_work.parse(str(request["text"]))
            return {"ok": True}
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
                                     bool(request["add_generation_prompt"]), request.get("options") or {}, input_chars,
                                     request.get("tools"))
        if len(text) > output_limit(input_chars):
            return _failure("failed", translate("ChatTemplate", "the template tried to output {size} characters "
                                                                "(over {limit})")
                            .format(size=grouped(len(text)), limit=grouped(output_limit(input_chars))))
        return {"text": text}
    except (grammar_work.GrammarRefused, schema_bounds.SchemaTooLarge) as e:
        return _failure("refused", of(e))
    except MemoryError:
        return _failure("memory", translate("ChatTemplate", "it needed more than {size} MB of memory")
                        .format(size=grouped(memory_budget(input_chars) >> 20)))
    except Exception as e:  # SyntaxError, SecurityError, UndefinedError, raise_exception(), RecursionError…
        kind = "syntax" if request.get("op") == "compile" else "failed"
        said = of(e)
        return _failure(kind, (said if len(said) <= 2000 else said[:2000]) or type(e).__name__)


def _failure(kind: str, said: str) -> dict[str, Any]:
    """A failed request's reply: its message, and the Words it is (template_host.unpack) for the app."""
    return {"kind": kind, "error": str(said), "said": pack(said)}


def serve(stdin: BinaryIO, stdout: BinaryIO) -> int:
    templates: OrderedDict[str, Any] = OrderedDict()
    write_frame(stdout, {"ready": os.getpid()})
    while True:
        request = read_frame(stdin, limit=None)
        if request is None:  # the app closed the pipe (or is gone)
            return 0
        _reset_peak()
        reply = handle(request, templates)
        reply["peak_bytes"] = _peak_bytes()
        # After a MemoryError (state may be half-built) or a render that left much memory mapped,
        # end: the app starts a fresh helper for the next request.
        reply["closing"] = reply.get("kind") == "memory" or bool(_BASE) and _status(b"VmSize") > _BASE + memory_budget(0) // 2
        write_frame(stdout, reply)
        if reply["closing"]:
            return 0


def main(_argv: list[str] | None = None) -> int:
    try:
        return serve(sys.stdin.buffer, sys.stdout.buffer)
    except (MemoryError, BrokenPipeError):  # out of memory outside a render, or the app is gone
        return 3


if __name__ == "__main__":
    sys.exit(main())
