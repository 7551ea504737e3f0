"""The user's say over each tool call a chat's model makes. A tool the user always allows runs, one
never allowed is declined, any other is asked about (a ToolAsked event to the window) and waits,
on the engine thread, for `answer` from the window's thread, or for a stop. Qt-free."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Mapping
from typing import Literal

from ..sessions.tool_steps import ToolRun
from . import events as ev

Decision = Literal["once", "always", "decline", "never"]
POLL_S = 0.1  # how often a waiting call looks for a stop


def policy_key(server: str, tool: str) -> str:
    return f"{server}/{tool}"


class ToolGate:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._policies: dict[str, str] = {}  # policy_key: "always" | "never"
        self._waiting: dict[str, tuple[threading.Event, list[Decision]]] = {}

    def set_policies(self, policies: Mapping[str, str]) -> None:
        with self._lock:
            self._policies = {k: v for k, v in policies.items() if v in ("always", "never")}

    def ask(self, run: ToolRun, cancelled: Callable[[], bool], emit: Callable[[ev.Event], None]) -> bool:
        """Whether `run` may be called: by the tool's policy, else by the user's answer (False
        when a stop comes first)."""
        key = policy_key(run.server, run.name)
        with self._lock:
            policy = self._policies.get(key)
            if policy is None:
                done, answer = threading.Event(), list[Decision]()
                self._waiting[run.id] = (done, answer)
        if policy is not None:
            return policy == "always"
        emit(ev.ToolAsked(run.id, run.server, run.name, json.dumps(run.arguments, ensure_ascii=False, indent=1)))
        try:
            while not done.wait(POLL_S):
                if cancelled():
                    return False
        finally:
            with self._lock:
                self._waiting.pop(run.id, None)
        decision = answer[0]
        if decision in ("always", "never"):
            with self._lock:
                self._policies[key] = decision
        return decision in ("once", "always")

    def answer(self, call_id: str, decision: Decision) -> None:
        """The user's answer to ToolAsked(call_id) (any thread; a call no longer waiting is ignored)."""
        with self._lock:
            waiting = self._waiting.get(call_id)
        if waiting is not None:
            waiting[1].append(decision)
            waiting[0].set()
