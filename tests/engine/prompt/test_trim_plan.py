"""The trim planner against a brute-force oracle, over random conversations and token costs (no model).

A message costs its content length plus a fixed overhead, and the prompt adds a few tokens for the
generation prompt: the same shape a chat template has.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.errors import ContextOverflow
from app.engine.prompt.trim_plan import cut_points, plan_trim
from tests.support.tiers import examples

OVERHEAD, GEN_PROMPT = 4, 3


def cost(kept: list[dict[str, str]]) -> range:
    return range(sum(len(m["content"]) + OVERHEAD for m in kept) + GEN_PROMPT)


@st.composite
def conversations(draw: st.DrawFn) -> list[dict[str, str]]:
    messages = []
    if draw(st.booleans()):
        messages.append({"role": "system", "content": "s" * draw(st.integers(0, 40))})
    for _ in range(draw(st.integers(1, 30))):
        # Mostly user/assistant turns; sometimes two user messages in a row (a reply that failed).
        for role in ("user", "assistant") if draw(st.integers(0, 5)) else ("user",):
            messages.append({"role": role, "content": "x" * draw(st.integers(0, 60))})
    return messages


def oracle(messages, n_ctx, reserve, anchor=None):
    """The documented rule, checked the slow way: every cut is tried."""
    first, cuts = cut_points(messages)

    def size(cut):
        return len(cost(messages[:first] + messages[cut:]))

    def earliest(free):
        return next((c for c in cuts if size(c) + free <= n_ctx), None)

    if size(first) + reserve <= n_ctx:
        return 0
    if anchor is not None:
        index, role, content = anchor
        same = [c for c in cuts if (messages[c]["role"], messages[c]["content"]) == (role, content)]
        at = min(same, key=lambda c: abs(c - index), default=None)
        if at is not None and size(at) + reserve <= n_ctx:
            return at - first
    cut = earliest(reserve + n_ctx // 4)
    if cut is None:
        cut = earliest(reserve)
    return None if cut is None else cut - first


sizes = st.tuples(st.integers(16, 2000), st.integers(0, 200))


@settings(max_examples=examples(200, 50), deadline=None)
@given(conversations(), sizes)
def test_the_plan_is_the_oracles_and_fits(messages, size):
    n_ctx, reserve = size
    expected = oracle(messages, n_ctx, reserve)
    if expected is None:
        with pytest.raises(ContextOverflow, match="tokens, but the context holds"):
            plan_trim(messages, cost, n_ctx, reserve)
        return
    plan = plan_trim(messages, cost, n_ctx, reserve)
    assert plan.dropped == expected
    assert len(plan.tokens) + reserve <= n_ctx
    first, _ = cut_points(messages)
    kept = messages[first + plan.dropped :]
    assert plan.tokens == cost(messages[:first] + kept)
    assert kept, "the last message is never dropped"
    # Whole turns only: what is kept starts at a user message, or nothing was dropped, or only
    # the last message is left.
    assert plan.dropped == 0 or kept[0]["role"] == "user" or len(kept) == 1
    assert plan.anchor == (None if plan.dropped == 0 else (first + plan.dropped, kept[0]["role"], kept[0]["content"]))


@settings(max_examples=examples(150, 40), deadline=None)
@given(conversations(), sizes, st.data())
def test_an_anchor_that_still_fits_is_kept(messages, size, data):
    """A later turn keeps the first message of the last trim while it fits, so the prompt after the
    system prompt, and with it the cache, does not change turn after turn."""
    n_ctx, reserve = size
    first, cuts = cut_points(messages)
    at = data.draw(st.sampled_from(cuts))
    # The index the anchor was taken at: where it is, or a little off after messages were deleted.
    anchor = (at + data.draw(st.integers(-3, 3)), messages[at]["role"], messages[at]["content"])
    expected = oracle(messages, n_ctx, reserve, anchor)
    if expected is None:
        with pytest.raises(ContextOverflow):
            plan_trim(messages, cost, n_ctx, reserve, anchor)
        return
    assert plan_trim(messages, cost, n_ctx, reserve, anchor).dropped == expected


@settings(max_examples=examples(100, 25), deadline=None)
@given(st.integers(50, 400), st.integers(0, 40), st.integers(1, 200), st.integers(0, 2**32 - 1))
def test_a_growing_chat_retrims_rarely(n_ctx, reserve, turns, seed):
    """Turn after turn, a re-trim (the kept prefix changes, so the cache is re-read) happens at most
    once per quarter context of new text, not at every turn."""
    import random

    rng = random.Random(seed)
    messages: list[dict[str, str]] = [{"role": "system", "content": "sys"}]
    anchor, dropped, retrims, added = None, 0, 0, 0
    for _ in range(turns):
        for role in ("user", "assistant"):
            text = "y" * rng.randint(0, 12)
            messages.append({"role": role, "content": text})
            added += len(text) + OVERHEAD
        try:
            plan = plan_trim(messages, cost, n_ctx, reserve, anchor)
        except ContextOverflow:
            return
        if plan.dropped != dropped:
            retrims += 1
        anchor, dropped = plan.anchor, plan.dropped
    assert retrims <= 1 + added // (n_ctx // 4)


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 3000), st.integers(1, 50))
def test_a_long_history_costs_a_logarithmic_number_of_renders(turns, per_message):
    """Tokenizing the whole history at every turn would grow without bound: the search looks back
    from the end, so its renders grow with the log of the number of turns."""
    messages = [{"role": r, "content": "z" * per_message} for _ in range(turns) for r in ("user", "assistant")]
    calls = 0

    def counted(kept):
        nonlocal calls
        calls += 1
        return cost(kept)

    n_ctx = 40 * (per_message + OVERHEAD)
    try:
        plan_trim(messages, counted, n_ctx, 0)
    except ContextOverflow:
        pass
    assert calls <= 4 * math.log2(turns + 1) + 6
