"""Rendering untrusted chat templates in a helper process (template_child) that a runaway cannot
take the app down with: each request runs under an address-space limit, and a request still
running at its deadline is ended by killing the process (SIGKILL: no C call escapes it). The
calling thread waits on a queue with its deadline, without the GIL, so the window never stalls on a
template.

One process serves the whole app, started on first use and kept (a render then costs a pipe
round trip, tens of microseconds plus the chat's size); one killed or dead is started again on
the next request. Compiled templates are kept in it by the template's hash.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import queue
import string
import struct
import subprocess
import threading
import time
from collections.abc import Mapping
from typing import IO, Any

from ...child_process import own_command
from ...words import Words, grouped, translate

MAX_TEMPLATE_CHARS = 256 * 1024  # the largest publishers' templates (tool calling) are ~20 KB
MEMORY_FLOOR = 512 << 20  # bytes a request may map beyond the helper's own, whatever its input
MAX_OUTPUT_FLOOR = 4 << 20  # characters a prompt may have, whatever its input
START_TIMEOUT_S = 30.0  # a busy machine, a cold disk: the helper's start is not the template's time
_HEADER = struct.Struct(">Q")


class TemplateFailure(Exception):
    """A template that did not compile or render; `kind`: syntax, failed, memory, timeout,
    too_big, stopped (the helper died), unavailable (it could not start) or refused (a schema
    or grammar over a bound)."""

    def __init__(self, kind: str, message: str):
        super().__init__(message)
        self.kind = kind


def memory_budget(input_chars: int) -> int:
    """Bytes one request may map: 512 MB, or 16 per input character for a chat of a pasted book."""
    return max(MEMORY_FLOOR, 16 * input_chars)


def output_limit(input_chars: int) -> int:
    """Characters a prompt may have: 4 M, or twice the input and 1 M of markup."""
    return max(MAX_OUTPUT_FLOOR, 2 * input_chars + (1 << 20))


def write_frame(stream: IO[bytes], value: Mapping[str, Any]) -> None:
    data = json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass")
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def read_frame(stream: IO[bytes], limit: int | None) -> dict[str, Any] | None:
    """A frame from a blocking stream (the helper's side), or None at its end."""
    header = stream.read(_HEADER.size)
    if len(header) < _HEADER.size:
        return None
    (size,) = _HEADER.unpack(header)
    if limit is not None and size > limit:
        raise ValueError(f"a frame of {size:,} bytes")
    data = stream.read(size)
    if len(data) < size:
        return None
    value = json.loads(data.decode("utf-8", "surrogatepass"))
    return value if isinstance(value, dict) else None


def pack(said: object) -> Any:
    """`said` as JSON for a frame: Words with their context, source and values, so what the helper
    says can be said in the app's language; other values as they are."""
    if isinstance(said, Words):
        return {"context": said.context, "source": said.source, "values": {k: pack(v) for k, v in said.values.items()}}
    return said if isinstance(said, str | int | float | None) else str(said)


_PACKED_DEPTH = 4  # Words inside Words inside…: the core nests two deep at most


def unpack(value: Any, depth: int = 0) -> Any:
    """What `pack` wrote, Words again. A helper's reply is not trusted: a source with anything but
    plain {name} placeholders (a format spec, a conversion, an attribute or index: "{x:>999999999}",
    "{x.__class__}") or nesting deeper than the core's raises ValueError (as KeyError, TypeError…
    do on what `pack` did not write)."""
    if not isinstance(value, dict):
        return value
    source = value["source"]
    if depth >= _PACKED_DEPTH or not isinstance(source, str):
        raise ValueError("not packed Words")
    for _text, field, spec, conversion in string.Formatter().parse(source):
        if field is not None and (not field.isidentifier() or spec or conversion is not None):
            raise ValueError(f"not a plain placeholder: {field[:40]!r}")
    values = {str(k): unpack(v, depth + 1) for k, v in value["values"].items()}
    return Words(source.format(**values), str(value["context"]), source, values)


def _error_of(reply: Mapping[str, Any]) -> str:
    """A failed reply's message: its Words where the helper sent them (and they read the same)."""
    text = str(reply["error"])
    try:
        said = unpack(reply.get("said"))
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return text
    return said if isinstance(said, Words) and said == text else text


def child_command() -> list[str]:
    return own_command("app.engine.prompt.template_child")


class TemplateHost:
    """The helper process, used by one thread at a time (a lock). `command` starts it (tests, the
    bundle's smoke test); by default child_command()."""

    def __init__(self, command: list[str] | None = None) -> None:
        self._command = command
        self._lock = threading.Lock()
        self._child: subprocess.Popen[bytes] | None = None
        self._compiled: set[str] = set()  # keys the running helper has compiled
        # Replies are read on a thread of their own (a pipe cannot be select()ed on Windows); the
        # caller waits on the queue with its deadline, without the GIL.
        self._replies: queue.Queue[dict[str, Any] | TemplateFailure | None] | None = None
        self._limit = [1024]  # bytes the awaited reply may have (the pump reads it per frame)
        self.last_peak_bytes = 0  # the helper's peak resident memory at the last request (tests, bench)

    def compile(self, template: str, deadline_s: float) -> str:
        """Compile `template` in the helper; returns its key. Raises TemplateFailure."""
        if len(template) > MAX_TEMPLATE_CHARS:
            raise TemplateFailure("too_big", translate("ChatTemplate", "it is {size} characters long, more than the "
                                                                       "{limit} a chat template may have")
                                  .format(size=grouped(len(template)), limit=grouped(MAX_TEMPLATE_CHARS)))
        key = hashlib.sha256(template.encode("utf-8", "surrogatepass")).hexdigest()
        with self._lock:
            self._ensure_compiled(key, template, deadline_s)
        return key

    def render(self, key: str, template: str, request: Mapping[str, Any], deadline_s: float) -> str:
        """Render the compiled template `key` (compiled again if the helper was restarted) with
        `request`'s messages, bos, eos, add_generation_prompt, options and input_chars."""
        with self._lock:
            for _ in range(2):
                self._ensure_compiled(key, template, deadline_s)
                reply = self._call({"op": "render", "key": key, **request}, deadline_s, int(request["input_chars"]))
                if reply.get("kind") != "unknown":
                    return str(reply["text"])
                self._compiled.discard(key)
        raise TemplateFailure("stopped", translate("ChatTemplate", "the template helper forgot the template twice"))

    def call(self, request: Mapping[str, Any], deadline_s: float) -> dict[str, Any]:
        """Any other request (grammar_work's, say) with its "op" and "input_chars"; its reply."""
        with self._lock:
            return self._call(dict(request), deadline_s, int(request["input_chars"]))

    def close(self) -> None:
        with self._lock:
            self._stop()

    # --- the process ----------------------------------------------------------------------------

    def _ensure_compiled(self, key: str, template: str, deadline_s: float) -> None:
        if key not in self._compiled or self._child is None or self._child.poll() is not None:
            self._call({"op": "compile", "key": key, "template": template, "input_chars": 0}, deadline_s, 0)
            self._compiled.add(key)

    def _call(self, request: dict[str, Any], deadline_s: float, input_chars: int) -> dict[str, Any]:
        child = self._start()
        assert child.stdin is not None and child.stdout is not None
        try:
            write_frame(child.stdin, request)
        except OSError as e:  # it died between two requests
            self._stop()
            raise TemplateFailure("stopped", translate("ChatTemplate", "the template helper stopped ({error})")
                                  .format(error=e.strerror or e)) from None
        limit = 6 * output_limit(input_chars) + 4096  # JSON may spell a character in 6 bytes
        reply = self._read(child, time.monotonic() + deadline_s, limit, deadline_s)
        self.last_peak_bytes = int(reply.get("peak_bytes", 0))
        if reply.get("closing"):
            self._stop()  # it ends after this reply (a MemoryError, much memory left mapped): reap it
        if "error" in reply and reply.get("kind") != "unknown":
            raise TemplateFailure(str(reply.get("kind")), _error_of(reply))
        return reply

    def _read(self, child: subprocess.Popen[bytes], deadline: float, limit: int, deadline_s: float) -> dict[str, Any]:
        assert self._replies is not None
        self._limit[0] = limit
        try:
            reply = self._replies.get(timeout=max(deadline - time.monotonic(), 0))
        except queue.Empty:
            self.last_peak_bytes = _peak_of(child.pid)
            self._stop()
            said = translate("ChatTemplate", "it did not finish within {seconds} s (an endless or huge loop)")
            raise TemplateFailure("timeout", said.format(seconds=f"{deadline_s:g}")) from None
        if isinstance(reply, TemplateFailure):  # a frame over the limit: the helper is not read further
            self._stop()
            raise reply
        if reply is None:
            code = self._stop()
            said = translate("ChatTemplate", "the template helper stopped (exit status {code})")
            raise TemplateFailure("stopped", said.format(code=code))
        return reply

    def _start(self) -> subprocess.Popen[bytes]:
        if self._child is not None and self._child.poll() is None:
            return self._child
        self._stop()
        try:
            child = subprocess.Popen(self._command or child_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, close_fds=True)
        except OSError as e:
            said = translate("ChatTemplate", "the template helper could not start ({error})")
            raise TemplateFailure("unavailable", said.format(error=e.strerror or e)) from None
        self._child = child
        self._replies = queue.Queue()
        threading.Thread(target=_pump, args=(child, self._replies, self._limit), name="template-replies",
                         daemon=True).start()
        try:
            self._read(child, time.monotonic() + START_TIMEOUT_S, 1024, START_TIMEOUT_S)  # its "ready"
        except TemplateFailure as e:
            said = translate("ChatTemplate", "the template helper did not start ({error})")
            raise TemplateFailure("unavailable", said.format(error=e)) from None
        return child

    def _stop(self) -> int | None:
        child, self._child = self._child, None
        self._compiled.clear()
        if child is None:
            return None
        if child.poll() is None:
            child.kill()
        for stream in (child.stdin, child.stdout):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass
        return child.wait()


def _pump(child: subprocess.Popen[bytes], replies: queue.Queue[dict[str, Any] | TemplateFailure | None],
          limit: list[int]) -> None:
    """Hand each frame the helper writes to `replies`; None at its end. A frame over the awaited
    reply's limit is not read: a TemplateFailure says so, and the helper is killed."""
    assert child.stdout is not None
    try:
        while True:
            header = child.stdout.read(_HEADER.size)
            if len(header) < _HEADER.size:
                break
            (size,) = _HEADER.unpack(header)
            if size > limit[0]:
                replies.put(TemplateFailure("failed", translate("ChatTemplate", "it tried to output {size} bytes")
                                            .format(size=grouped(size))))
                return
            data = child.stdout.read(size)
            if len(data) < size:
                break
            value = json.loads(data.decode("utf-8", "surrogatepass"))
            replies.put(value if isinstance(value, dict) else None)
    except (OSError, ValueError):  # closed by _stop, or not JSON: the helper is done either way
        pass
    replies.put(None)


def _peak_of(pid: int) -> int:
    """A process's peak resident memory (VmHWM), read before it is killed; 0 where unknown."""
    try:
        with open(f"/proc/{pid}/status", "rb") as f:
            for line in f:
                if line.startswith(b"VmHWM:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


_hosts: dict[str, TemplateHost] = {}
_host_lock = threading.Lock()


def host(purpose: str = "templates") -> TemplateHost:
    """The app's helper for `purpose` (closed at exit: its stdin closes and it ends). Templates
    and grammars each have their own, so a slow schema never holds a chat's template."""
    with _host_lock:
        if purpose not in _hosts:
            _hosts[purpose] = TemplateHost()
            atexit.register(_hosts[purpose].close)
        return _hosts[purpose]
