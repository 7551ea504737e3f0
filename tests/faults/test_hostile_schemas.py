"""Hostile JSON schemas (issue 47, items 1-3 and 10): a schema of 40 bytes,
`{"type": "string", "maxLength": 30000}`, crashed the whole process in llama.cpp's grammar
parser; `maxLength` 10**8, `minItems` 10**7 and an enum of 20,000 strings took gigabytes and
minutes on the server's event loop; a reply held to a grammar could not be stopped; a remote
`$ref` was refused only by an `assert`.

Each way a schema arrives is tried: an API client's `response_format` and forced tool call, an
imported Emberly chat's reply schema, an MCP tool's input schema. Every attack is refused with a
reason before llama.cpp sees it (a 400 on the server, a RunnerError for the window, the tool
left out with a warning), in bounded time and memory; the server keeps answering `/health`
while schemas convert; a constrained reply hears Stop within a fraction of one token's grammar
check. Each row's figures are printed."""

from __future__ import annotations

import json
import random
import threading
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.engine.local.engine import Engine
from app.engine.prompt import grammar
from app.engine.prompt.grammar import GrammarError, schema_grammar
from app.engine.sampling import GREEDY
from app.server.serve import LocalServer
from app.sessions import ChatRunner, RunnerError
from app.sessions.imports import import_chats, read_export
from app.sessions.tool_steps import ChatTools
from app.sessions.tool_turns import ToolBox
from tests.runtime.test_loop import Recorder, loop, of, window  # noqa: F401  (fixtures)
from tests.server.test_api import KEY, server  # noqa: F401  (fixtures)
from tests.support.helpers import greedy_session

pytestmark = [pytest.mark.faults, pytest.mark.timeout(300)]

# (name, schema, what the refusal says)
ATTACKS: list[tuple[str, Any, str]] = [
    ("40 bytes", {"type": "string", "maxLength": 30000}, "maxLength 30,000"),
    ("maxLength 1e8", {"type": "string", "maxLength": 10**8}, "maxLength 100,000,000"),
    ("minItems 1e7", {"type": "array", "minItems": 10**7}, "minItems 10,000,000"),
    ("enum 20000", {"enum": [f"option number {i}" for i in range(20_000)]}, "enum"),
    ("pattern a{0,30000}", {"type": "string", "pattern": "^a{0,30000}$"}, "repeats too much"),
    ("nested pattern", {"type": "string", "pattern": "^((ab){0,999}c){0,999}$"}, "repeats too much"),
    ("min over max", {"type": "string", "minLength": 9, "maxLength": 2}, "no value can match"),
    ("pattern min over max", {"type": "string", "pattern": "^a{9,2}$"}, "9 to 2 times"),
    ("a count that is not one", {"type": "array", "maxItems": 2.5}, "whole number"),
    ("nesting 10000", "nested", "nests over"),
    ("remote $ref", {"$ref": "https://example.com/schema.json"}, "outside the schema"),
    ("remote $ref inside", {"type": "object", "properties": {"a": {"$ref": "http://10.0.0.1/a#/x"}}}, "outside"),
    ("a huge integer bound", {"type": "integer", "minimum": 10**40}, "digits"),
    ("a grammar too large", {"anyOf": [{"type": "object", "properties": {f"q{i}_{k}": {"type": "string"}
                                                                          for k in range(20)}} for i in range(300)]},
     "at most 256,000"),
]
NESTED: dict[str, Any] = {}
for _ in range(10_000):
    NESTED = {"items": NESTED}
ATTACKS = [(n, NESTED if s == "nested" else s, says) for n, s, says in ATTACKS]
# NESTED as JSON text: json.dumps of it recurses past Python's limit in the test's own client.
NESTED_TEXT = '{"items": ' * 10_000 + "{}" + "}" * 10_000


def body_text(body: dict[str, Any]) -> str:
    """`body` as JSON, NESTED in it written out by hand."""
    def swap(value: Any) -> Any:
        if value is NESTED:
            return "__NESTED__"
        if isinstance(value, dict):
            return {k: swap(v) for k, v in value.items()}
        return [swap(v) for v in value] if isinstance(value, list) else value

    return json.dumps(swap(body)).replace('"__NESTED__"', NESTED_TEXT)
PEAK_MIB = 64  # Python memory of one refusal in this process
HEALTH_S = 1.0  # /health's answer while a schema converts (the attacks took 2.8 to 434 s on the event loop)


@pytest.mark.parametrize("name, schema, says", ATTACKS, ids=[a[0] for a in ATTACKS])
def test_each_attack_is_refused_with_its_reason(name: str, schema: Any, says: str) -> None:
    tracemalloc.start()
    started = time.perf_counter()
    try:
        with pytest.raises(GrammarError, match=says.replace("$", r"\$").replace("{", r"\{")):
            schema_grammar(schema)
        took = time.perf_counter() - started
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    print(f"{name}: refused in {took * 1000:.1f} ms, Python peak {peak / 2**20:.1f} MiB, "
          f"helper peak {grammar._helper().last_peak_bytes / 2**20:.0f} MiB")
    assert peak < PEAK_MIB << 20
    assert took < grammar.DEADLINE_S + 5
    assert schema_grammar({"type": "string", "maxLength": 16})  # the helper is still there


def test_the_helper_bounds_time_and_keeps_answers_by_schema(monkeypatch: pytest.MonkeyPatch) -> None:
    """A conversion past its deadline is ended (the helper killed and started again); a schema
    sent again is answered from what was kept, refusals included."""
    big = {"type": "object", "properties": {f"p{i}": {"enum": [f"e{j}" for j in range(200)]} for i in range(40)}}
    monkeypatch.setattr(grammar, "DEADLINE_S", 0.001)
    monkeypatch.setattr(grammar, "_known", grammar._Known())
    with pytest.raises(GrammarError, match="took over"):
        schema_grammar(big)
    monkeypatch.setattr(grammar, "DEADLINE_S", 30.0)
    with pytest.raises(GrammarError, match="took over"):  # kept: the same schema is not converted again
        schema_grammar(big)
    asked: list[str] = []
    real = grammar._ask
    monkeypatch.setattr(grammar, "_ask", lambda request: asked.append(request["op"]) or real(request))
    fine = {"type": "object", "properties": {"city": {"type": "string", "maxLength": 24}}}
    first = schema_grammar(fine)
    assert schema_grammar(json.loads(json.dumps(fine))) == first and asked == ["grammar"]


def test_a_grammar_no_helper_parsed_is_parsed_there_before_a_sampler_is_built(make_engine: Callable[..., Engine]) -> None:
    """The sampler is built only on a grammar the helper parsed: one written by hand that nests
    30,000 groups (what the old converter wrote for maxLength 30,000) is refused, not parsed here."""
    deep = "root ::= " + '("a" ' * 30_000 + ")?" * 30_000 + "\n"
    with pytest.raises(GrammarError, match="crashed the grammar checker"):
        make_engine().generate([{"role": "user", "content": "Hi"}], grammar=deep).consume()


def test_the_api_refuses_with_400_and_answers_health_meanwhile(server: LocalServer, small_model: Path,  # noqa: F811
                                                                fault_seed: int) -> None:
    rng = random.Random(fault_seed)
    # The 40-byte one and one the helper converts before refusing it (~0.5 s), every run.
    chosen = [ATTACKS[0], ATTACKS[-1], *rng.sample(ATTACKS[1:-1], 3)]
    tool = {"type": "function", "function": {"name": "lookup", "parameters": chosen[1][1]}}
    bodies = [{"response_format": {"type": "json_schema", "json_schema": {"name": "x", "schema": s}}}
              for _, s, _ in chosen]
    bodies.append({"tools": [tool], "tool_choice": "required"})
    headers = {"authorization": f"Bearer {KEY}"}
    base = {"model": small_model.name, "messages": [{"role": "user", "content": "Hi"}], "max_tokens": 2}
    health: list[float] = []
    done = threading.Event()

    def poll() -> None:
        with httpx.Client(base_url=server.address.removesuffix("/v1"), timeout=30) as c:
            while not done.is_set():
                t = time.perf_counter()
                c.get("/health")
                health.append(time.perf_counter() - t)
                time.sleep(0.02)

    poller = threading.Thread(target=poll)
    poller.start()
    try:
        with httpx.Client(base_url=server.address, timeout=120, headers=headers) as c:
            for body in bodies:
                t = time.perf_counter()
                answer = c.post("/chat/completions", content=body_text({**base, **body}),
                                headers={"content-type": "application/json"})
                print(f"{list(body)[0]}: {answer.status_code} in {time.perf_counter() - t:.2f} s: "
                      f"{answer.json()['error']['message'][:100]}")
                error = answer.json()["error"]
                # Nesting past 64 levels is refused with the body, before its schema is read (too_deep).
                assert answer.status_code == 400 and (error["param"] in ("response_format", "tools")
                                                      or error["code"] == "too_deep"), error
            fine = c.post("/chat/completions", json={**base, "response_format": {"type": "json_object"}})
            assert fine.status_code == 200, fine.text
    finally:
        done.set()
        poller.join()
    print(f"/health: {len(health)} answers, slowest {max(health):.3f} s")
    assert health and max(health) < HEALTH_S


def test_an_imported_chat_with_a_hostile_reply_schema_says_so_at_its_first_message(
        make_runner: Callable[..., ChatRunner], tmp_path: Path) -> None:
    """An Emberly export whose chat replies as JSON to the 40-byte schema, imported: the first
    message is kept and answered with a reason, not a crash; the chat goes on once it is off."""
    runner = make_runner()
    greedy_session(runner)
    runner.send("Hi")
    assert runner.active is not None
    export = tmp_path / "chat.json"
    runner.store.export_json(runner.active.id, export)
    doc = json.loads(export.read_text())
    doc["reply_schema"] = ATTACKS[0][1]
    export.write_text(json.dumps(doc))
    found = read_export(export, runner.store)
    (imported,) = import_chats(runner.store, found, found.conversations)
    runner.open(imported)
    with pytest.raises(RunnerError, match="maxLength 30,000"):
        runner.send("Hello")
    assert runner.active is not None and runner.active.messages[-1].text == "Hello"
    runner.set_settings(tools=ChatTools())
    reply = runner.send("Hello again")
    assert reply is not None and reply.text


class _Tools(ToolBox):
    """An MCP server's tools at the unit's edge: one whose input schema is hostile, one fine."""

    def __init__(self, schema: Any) -> None:
        self.schema = schema

    def specs(self, servers: Any) -> tuple[list[dict[str, Any]], dict[str, str]]:
        return [{"type": "function", "function": {"name": "evil", "parameters": self.schema}},
                {"type": "function", "function": {"name": "add", "parameters": {
                    "type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}}}}}], {}

    def server_of(self, name: str) -> str:
        return "hostile"

    def run(self, run: Any, cancelled: Callable[[], bool]) -> None:
        run.result, run.status = "3", "ran"


def test_an_mcp_tool_with_a_hostile_input_schema_is_left_out_with_its_reason(
        make_runner: Callable[..., ChatRunner], fault_seed: int) -> None:
    name, schema, says = random.Random(fault_seed).choice(ATTACKS)
    print(f"the tool's schema: {name}")
    runner = make_runner()
    runner.tools = _Tools(schema)
    greedy_session(runner)
    runner.set_settings(tools=ChatTools(("hostile",), "required"))
    runner.send("Add 1 and 2.")
    assert runner.active is not None
    assert [s["function"]["name"] for s in runner.active.tool_specs] == ["add"]
    told = [w for w in runner.warnings if "evil" in w]
    assert told and "(hostile) is left out" in told[0], runner.warnings


def test_stop_reaches_a_constrained_reply_within_a_part_of_a_token(make_engine: Callable[..., Engine],
                                                                   fault_seed: int) -> None:
    """An enum at its bound makes each token's grammar check long (the model's choice is never
    allowed, so the whole vocabulary is checked): a stop set while it runs ends the reply well
    before the check would have ended."""
    engine = make_engine()
    gbnf = schema_grammar({"enum": [f"v{i:04d}{'x' * 24}" for i in range(500)]})
    ask = [{"role": "user", "content": "Pick a value."}]
    timing = engine.generate(ask, GREEDY, max_tokens=4, grammar=gbnf)
    timing.consume()
    per_token = timing.stats.generation_s / max(timing.stats.generated - 1, 1)
    moment = [float("inf")]
    reply = engine.generate(ask, GREEDY, max_tokens=8, grammar=gbnf, cancelled=lambda: time.perf_counter() >= moment[0])
    pieces = iter(reply)
    next(pieces)  # the first token: the second one's check starts after its decode
    moment[0] = time.perf_counter() + per_token * random.Random(fault_seed).uniform(0.2, 0.4)
    list(pieces)
    late = time.perf_counter() - moment[0]
    print(f"one token's grammar check {per_token:.2f} s; stopped {late * 1000:.0f} ms after the stop")
    # One token: the stop ended the second one's check (a stop seen only between tokens would
    # have let it finish). How soon is printed, not asserted: a loaded machine stretches it.
    assert reply.stats.finish_reason == "cancelled" and reply.stats.generated == 1
