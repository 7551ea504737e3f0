"""How many guesses a speculative check should hold on this machine, learnt as the reply goes.

A check of k guesses decodes k + 1 tokens at once and gains, on average, 1 + α + … + α^k tokens
(α: the chance the model keeps a guess, given it kept the one before). It pays when that gain
times a single token's decode time exceeds the check's time plus the drafter's: on a GPU or a
large model a few more rows cost little, on a small model on a CPU nearly as much as one token
each. So both are measured: each decode's time by width, each guess's drafting time and α
(counts that fade, so a reply that starts quoting is noticed). Where no width pays, guessing
rests, longer each time (up to COOL_MAX tokens, or longer where a try costs more), and then tries
one small check again. What a reply measured is remembered for the next ones, and for the next
start (`known`, pace_record.py): where checks do not pay on this machine, a reply rests from its
first token instead of trying wide checks first.
"""

from __future__ import annotations

from dataclasses import dataclass, field

COOL_MAX = 32  # tokens decoded one at a time between tries that did not pay, unless a try costs more:
_TRY_SHARE = 0.03  # then the rest is long enough that tries take at most this share of the time
_REST_MAX = 1024
_FADE = 0.9  # how much of the acceptance counts a check keeps: about the last ten checks
_EMA = 0.2  # the weight of a new time in its running mean
_PRIOR_ROW = 0.15  # before a width is timed: each row past the first costs this much of a token


@dataclass
class Pace:
    width: int  # tokens one check may hold (verify_width): at most width - 1 guesses
    rest: int = 0  # tokens left to decode without guessing
    cool: int = 0  # the next rest's length
    _cost: dict[int, float] = field(default_factory=dict)  # seconds a decode of that width takes
    _guess_s: float = 0.0  # seconds the drafter takes a guess
    _kept: float = 1.0  # faded counts of guesses kept and of checks that missed (a hopeful start)
    _missed: float = 0.0
    _probe: bool = False  # the next room after a rest is a small try
    # What earlier replies measured here (pace_record.py): a width's time over a single token's,
    # and at 0 a guess's drafting time over it. Timed widths go by their own times.
    known: dict[int, float] = field(default_factory=dict)

    def room(self) -> int:
        """Guesses the next check should hold (0: decode the token alone)."""
        if self.rest:
            self.rest -= 1
            return 0
        if self._probe:
            self._probe = False
            return min(2, self.width - 1)
        best = self.best()
        if best == 0 and 1 in self._cost:
            self._rest(0.0)
        return best

    def best(self) -> int:
        """The number of guesses with the best expected speed-up, 0 where none beats 1."""
        single = self._cost.get(1)
        if single is None:
            return 0  # a token alone first: what every check is weighed against
        alpha = min(self._kept / (self._kept + self._missed), 0.999)
        guess_s = self._guess_s or single * self.known.get(0, 0.0)
        best, best_gain = 0, 1.0
        for k in range(1, self.width):
            gain = (1 - alpha ** (k + 1)) / (1 - alpha) * single / (self.cost(k + 1) + k * guess_s)
            if gain > best_gain:
                best, best_gain = k, gain
        return best

    def cost(self, width: int) -> float:
        """A decode's time at `width`: timed, or drawn from the nearest timed widths."""
        if width in self._cost:
            return self._cost[width]
        single = self._cost.get(1, 0.0)
        if width in self.known:
            return single * self.known[width]
        wider = sorted(w for w in self._cost if w > 1)
        if not wider:
            return single * (1 + _PRIOR_ROW * (width - 1))
        below = max((w for w in self._cost if w < width), default=1)
        above = min((w for w in wider if w > width), default=None)
        if above is None:  # past the widest timed: its cost per row goes on
            top = wider[-1]
            return self._cost[top] + (self._cost[top] - single) / (top - 1) * (width - top)
        low, high = self._cost[below], self._cost[above]
        return low + (high - low) * (width - below) / (above - below)

    def ratios(self) -> dict[int, float]:
        """What this reply measured, as `known` holds it (nothing before a single token is timed)."""
        single = self._cost.get(1)
        if not single:
            return {}
        out = {w: t / single for w, t in self._cost.items() if w > 1}
        return {**out, 0: self._guess_s / single} if self._guess_s else out

    def decoded(self, width: int, seconds: float) -> None:
        old = self._cost.get(width)
        self._cost[width] = seconds if old is None else old + _EMA * (seconds - old)

    def checked(self, kept: int, guessed: int, draft_seconds: float, check_seconds: float) -> None:
        """After a check of `guessed` guesses, of which the first `kept` were the model's own,
        drafted in `draft_seconds` and decoded in `check_seconds`."""
        self.decoded(guessed + 1, check_seconds)
        self._kept = self._kept * _FADE + kept
        self._missed = self._missed * _FADE + (kept < guessed)
        per_guess = draft_seconds / max(guessed, 1)
        self._guess_s = per_guess if not self._guess_s else self._guess_s + _EMA * (per_guess - self._guess_s)
        single = self._cost.get(1, 0.0)
        lost = draft_seconds + check_seconds - (1 + kept) * single
        if lost <= 0:
            self.cool = 0  # it paid: the next check comes at once
        else:
            self._rest(lost)

    def _rest(self, lost: float) -> None:
        """Decode alone for a while, then try again: a try that lost `lost` seconds (a draft
        model reading the tokens it missed) waits until it is a small share of the time."""
        single = self._cost.get(1, 0.0)
        share = int(lost / (_TRY_SHARE * single)) if single > 0 else 0
        self.cool = min(max(self.cool * 2, 2), COOL_MAX)
        self.rest, self._probe = min(max(self.cool, share), _REST_MAX), True
