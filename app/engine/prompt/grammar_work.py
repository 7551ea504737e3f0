"""The grammar helper's work, run in the helper process (template_child), never in the app: a
JSON schema converted to GBNF by llama-cpp-python's converter, and the GBNF parsed once by
llama.cpp's own grammar parser, the one the app's sampler runs.

The parser recurses once per nested group. It runs here on a thread whose stack is smaller than
any thread of the app that builds a sampler (a Python thread gets 8 MB on Linux, 512 KB on
macOS and 1 MB on Windows by default, and the app sets none smaller), so a grammar that would
overflow the app's stack ends this process instead, and what passes here parses there."""

from __future__ import annotations

import json
import threading

from ...words import grouped, translate
from .schema_bounds import check

MAX_GRAMMAR_CHARS = 256_000  # the GBNF a schema may become: each token's check walks it
CHECK_STACK = 256 << 10  # bytes of the checking thread's stack: half the smallest default above


class GrammarRefused(ValueError):
    """A schema or grammar the helper will not pass to the app; the message says why."""


def warm() -> None:
    """Import what the work needs (before a request's memory limit: they are the helper's own),
    with the converter's repetitions written as llama.cpp's own converter writes them."""
    import llama_cpp.llama_grammar as converter

    converter._build_repetition = build_repetition


def build_repetition(item_rule: str, min_items: int, max_items: int | None, separator_rule: str | None = None,
                     item_rule_is_literal: bool = False) -> str:
    """`item_rule` min..max times in GBNF's own `{m,n}`, as llama.cpp's json-schema-to-grammar
    writes it today (common/json-schema-to-grammar.cpp). llama-cpp-python's older port nests a
    group per repetition, `(a (a (a)?)?)?`, which llama.cpp's parser reads by recursion: a
    `maxLength` of 30,000 overflowed its stack. `{m,n}` becomes a chain of rules, no deeper."""
    if max_items is not None and not 0 <= min_items <= max_items:
        raise GrammarRefused(translate("Grammar", "a repetition of {low} to {high} times").format(low=min_items,
                                                                                                 high=max_items))
    if max_items == 0:
        return ""
    if min_items == 0 and max_items == 1:
        return f"{item_rule}?"
    if not separator_rule:
        if min_items == 1 and max_items is None:
            return f"{item_rule}+"
        if min_items == 0 and max_items is None:
            return f"{item_rule}*"
        return f"{item_rule}{{{min_items},{max_items if max_items is not None else ''}}}"
    rest = build_repetition(f"({separator_rule} {item_rule})", max(min_items - 1, 0),
                            None if max_items is None else max_items - 1)
    return f"({item_rule} {rest})?" if min_items == 0 else f"{item_rule} {rest}"


def convert(schema_text: str) -> str:
    """The GBNF of a schema (its JSON text), parsed by llama.cpp here. Raises GrammarRefused."""
    from llama_cpp.llama_grammar import json_schema_to_gbnf

    check(json.loads(schema_text))  # again here: the helper trusts no caller
    try:
        gbnf = str(json_schema_to_gbnf(schema_text))
    except GrammarRefused:
        raise
    except RecursionError:
        raise GrammarRefused(translate("Grammar", "it nests too deeply for a grammar")) from None
    except Exception as e:  # the converter raises what it meets: an unresolvable $ref, an unknown format…
        said = translate("Grammar", "it cannot be expressed as a grammar: {error}")
        raise GrammarRefused(said.format(error=e)) from None
    parse(gbnf)
    return gbnf


def parse(gbnf: str) -> None:
    """llama.cpp's parse of `gbnf`, on a thread with a small stack. Raises GrammarRefused."""
    import llama_cpp

    if len(gbnf) > MAX_GRAMMAR_CHARS:
        raise GrammarRefused(translate("Grammar", "its grammar would have {size} characters (at most {limit})")
                             .format(size=grouped(len(gbnf)), limit=grouped(MAX_GRAMMAR_CHARS)))
    accepted: list[bool] = []

    def run() -> None:
        sampler = llama_cpp.llama_sampler_init_grammar(None, gbnf.encode(), b"root")  # no vocab: no token rules
        accepted.append(bool(sampler))
        if sampler:
            llama_cpp.llama_sampler_free(sampler)

    before = threading.stack_size(CHECK_STACK)
    try:
        thread = threading.Thread(target=run, name="grammar-check")
        thread.start()
    finally:
        threading.stack_size(before)
    thread.join()
    if not accepted or not accepted[0]:
        raise GrammarRefused(translate("Grammar", "llama.cpp did not accept the grammar it became"))
