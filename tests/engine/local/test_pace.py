"""How many guesses a check holds: learnt from the times and the guesses kept."""

from __future__ import annotations

from app.engine.local.pace import COOL_MAX, Pace


def rests(pace: Pace) -> int:
    n = 0
    while pace.room() == 0:
        n += 1
    return n


def test_a_token_alone_is_timed_first_then_the_widest_check_is_tried() -> None:
    pace = Pace(width=8)
    assert pace.room() == 0
    pace.decoded(1, 0.010)
    assert pace.room() == 7  # before any check is timed, wide checks look nearly free


def test_checks_that_pay_go_on_at_full_width() -> None:
    pace = Pace(width=8)
    pace.decoded(1, 0.010)
    for _ in range(5):
        assert pace.room() == 7
        pace.checked(kept=7, guessed=7, draft_seconds=0.001, check_seconds=0.015)


def test_checks_that_keep_nothing_rest_longer_each_time_then_try_small() -> None:
    """Wide checks that cost little more than a token (a GPU, a large model): the rests double."""
    pace = Pace(width=8)
    pace.decoded(1, 0.010)
    seen = []
    for i in range(7):
        k = pace.room()
        assert 0 < k <= (7 if i == 0 else 2)  # after a rest, a small try
        pace.checked(kept=0, guessed=k, draft_seconds=0.0, check_seconds=0.0101)
        seen.append(rests(pace))
        pace._probe = True  # the try after the rest (consumed by rests' last room() call)
    assert seen[:5] == [2, 4, 8, 16, 32] and max(seen) == COOL_MAX


def test_where_no_width_pays_it_decodes_alone() -> None:
    """A CPU where every row costs a token's time and half the guesses are kept: never worth it."""
    pace = Pace(width=4)
    pace.decoded(1, 0.010)
    for w in (2, 3, 4):
        pace.decoded(w, 0.010 * w)
    pace._kept, pace._missed = 1.0, 1.0
    assert pace.best() == 0


def test_an_expensive_try_waits_until_it_is_a_small_share_of_the_time() -> None:
    pace = Pace(width=8)
    pace.decoded(1, 0.010)
    pace.room()
    # A draft model read 300 tokens it had missed before guessing: 0.2 s lost against 10 ms tokens.
    pace.checked(kept=2, guessed=2, draft_seconds=0.2, check_seconds=0.02)
    lost = 0.2 + 0.02 - 3 * 0.010
    assert rests(pace) == int(lost / (0.03 * 0.010))  # tries take 3% of the time at most


def test_widths_not_timed_are_drawn_from_the_timed_ones() -> None:
    pace = Pace(width=8)
    pace.decoded(1, 1.0)
    pace.decoded(3, 2.0)
    pace.decoded(5, 4.0)
    assert pace.cost(2) == 1.5 and pace.cost(4) == 3.0
    assert pace.cost(7) == 4.0 + 0.75 * 2  # past the widest: its cost per row


def test_what_earlier_replies_measured_weighs_the_first_checks() -> None:
    """A machine where every row costs a token's time (remembered): no wide check is tried first."""
    measured = Pace(width=8)
    measured.decoded(1, 0.010)
    for w in range(2, 9):
        measured.decoded(w, 0.010 * w)
    measured.checked(kept=1, guessed=1, draft_seconds=0.001, check_seconds=0.020)
    known = measured.ratios()
    assert known[4] == 4.0 and abs(known[0] - 0.1) < 1e-9  # a width's time, a guess's, over a token's
    fresh, recalled = Pace(width=8), Pace(width=8, known=known)
    for pace in (fresh, recalled):
        assert pace.room() == 0
        pace.decoded(1, 0.010)
    assert fresh.room() == 7 and recalled.room() == 0  # it rests from the first token
