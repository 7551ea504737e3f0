"""What a JSON schema may ask of a grammar, checked before anything converts it.

A schema becomes GBNF through llama-cpp-python's converter and is then parsed by llama.cpp's
grammar parser. Both expand repetitions: `"maxLength": 30000` is 30,000 nested groups, which
overflows the C parser's stack (the process dies), and `10**8` builds gigabytes in the converter.
An enum of thousands of strings makes every token's grammar check minutes long. So each count
a schema can ask for is bounded here, in one iterative walk (no recursion for a hostile depth),
and a schema over a bound is refused with where and why. What the bounds cannot foresee is
caught by the helper process that converts (grammar.py): time, memory and the grammar's size.
"""

from __future__ import annotations

import re
from typing import Any

from ...words import grouped, translate

MAX_DEPTH = 64  # JSON nesting of the schema (a level of properties is two)
MAX_VALUES = 20_000  # JSON values in the whole schema
MAX_REPEAT = 2_000  # a length, an item or property count, a pattern's {m,n}: llama.cpp's own bound
MAX_ENUM = 500  # values of one enum
MAX_PATTERN = 1_000  # characters of one pattern
MAX_PATTERN_COST = 4_000  # a pattern's characters once its repetitions are written out
MAX_DIGITS = 18  # an integer bound's digits (the converter writes a rule per digit)
COUNTS = ("minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties")
BOUNDS = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum")
_QUANTIFIER = re.compile(r"\{(\d*)(?:,(\d*))?\}")


class SchemaTooLarge(ValueError):
    """A schema that asks for more than a grammar may hold; the message says where and why."""


def check(schema: Any) -> None:
    """Raise SchemaTooLarge when `schema` (parsed JSON) exceeds a bound."""
    todo: list[tuple[Any, str, int]] = [(schema, "", 0)]
    seen = 0
    while todo:
        node, where, depth = todo.pop()
        seen += 1
        if seen > MAX_VALUES:
            raise SchemaTooLarge(translate("Grammar", "The schema has over {limit} values.")
                                 .format(limit=grouped(MAX_VALUES)))
        if depth > MAX_DEPTH:
            raise SchemaTooLarge(translate("Grammar", "The schema nests over {limit} levels deep (at {at}).")
                                 .format(limit=MAX_DEPTH, at=where or "/"))
        if isinstance(node, dict):
            _check_keywords(node, where)
            todo.extend((v, f"{where}/{k}", depth + 1) for k, v in node.items())
        elif isinstance(node, list):
            todo.extend((v, f"{where}/{i}", depth + 1) for i, v in enumerate(node))


def _check_keywords(node: dict[str, Any], where: str) -> None:
    at = where or "/"
    for key in COUNTS:
        value = node.get(key)
        if value is None:
            continue
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise SchemaTooLarge(translate("Grammar", "{key} at {at} must be a whole number of at least 0.")
                                 .format(key=key, at=at))
        if value > MAX_REPEAT:
            raise SchemaTooLarge(translate("Grammar", "{key} {value} at {at} is over {limit}: a grammar holds "
                                                      "repetitions up to {limit}.")
                                 .format(key=key, value=_number(value), at=at, limit=grouped(MAX_REPEAT)))
    for low, high in (("minLength", "maxLength"), ("minItems", "maxItems"), ("minProperties", "maxProperties")):
        if isinstance(node.get(low), int) and isinstance(node.get(high), int) and node[low] > node[high]:
            raise SchemaTooLarge(translate("Grammar", "{low} is over {high} at {at}: no value can match.")
                                 .format(low=low, high=high, at=at))
    for key in BOUNDS:
        value = node.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**MAX_DIGITS:
            raise SchemaTooLarge(translate("Grammar", "{key} at {at} has over {limit} digits.")
                                 .format(key=key, at=at, limit=MAX_DIGITS))
    enum = node.get("enum")
    if isinstance(enum, list) and len(enum) > MAX_ENUM:
        raise SchemaTooLarge(translate("Grammar", "The enum at {at} lists {count} values (at most {limit}).")
                             .format(at=at, count=grouped(len(enum)), limit=grouped(MAX_ENUM)))
    ref = node.get("$ref")
    if isinstance(ref, str) and not ref.startswith("#"):
        raise SchemaTooLarge(translate("Grammar", "The $ref at {at} points outside the schema ({ref}): Emberly "
                                                  "fetches nothing.").format(at=at, ref=repr(ref[:80])))
    pattern = node.get("pattern")
    if isinstance(pattern, str):
        if len(pattern) > MAX_PATTERN:
            raise SchemaTooLarge(translate("Grammar", "The pattern at {at} has {size} characters (at most {limit}).")
                                 .format(at=at, size=grouped(len(pattern)), limit=grouped(MAX_PATTERN)))
        for low, high in _QUANTIFIER.findall(pattern):
            if low and high and int(low) > int(high):
                raise SchemaTooLarge(translate("Grammar", "The pattern at {at} repeats something {low} to {high} "
                                                          "times: no value can match.")
                                     .format(at=at, low=low, high=high))
        cost = pattern_cost(pattern)
        if cost > MAX_PATTERN_COST:
            raise SchemaTooLarge(translate("Grammar", "The pattern at {at} repeats too much: written out it would be "
                                                      "{size} characters (at most {limit}).")
                                 .format(at=at, size=_number(cost), limit=grouped(MAX_PATTERN_COST)))


def pattern_cost(pattern: str) -> int:
    """About how many characters the grammar of `pattern` has once each {m,n} is written out
    (the converter copies a group once per repetition): a group's cost times its count, nested
    groups multiplying. Escapes and character classes count as one character."""
    stack: list[int] = [0]  # the cost of each open group's sequence so far
    last = 0  # the cost of the item a quantifier would repeat
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if c == "\\":
            last, i = 1, i + 2
        elif c == "[":  # a class: up to its unescaped ]
            j = i + 1
            while j < n and pattern[j] != "]":
                j += 2 if pattern[j] == "\\" else 1
            last, i = 1, j + 1
        elif c == "(":
            stack.append(0)
            last, i = 0, i + 1
            continue
        elif c == ")" and len(stack) > 1:
            last, i = stack.pop(), i + 1
        elif c == "{" and (m := _QUANTIFIER.match(pattern, i)):
            low, high = int(m.group(1) or 0), m.group(2)
            count = max(low, int(high) if high else low, 1)  # {m,}: m copies, then a star
            stack[-1] += last * (count - 1)
            last, i = 0, m.end()
            continue
        else:
            last, i = 1, i + 1
        stack[-1] += last
    return sum(stack)


def _number(value: float) -> str:
    return f"{value:,}" if isinstance(value, int) and value < 10**30 else f"{float(value):.3g}"
