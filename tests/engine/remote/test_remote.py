"""The remote engine's small parts: server addresses, and which slot a chat gets. The engine on
real servers is in test_remote_servers.py; the network's faults in tests/faults/test_network.py."""

from __future__ import annotations

import pytest

from app.engine.remote.http import RemoteError, normalize_url
from app.engine.remote.slots import SlotPool


@pytest.mark.parametrize(("typed", "base"), [
    ("localhost:8080", "http://localhost:8080"),
    ("http://127.0.0.1:8080/", "http://127.0.0.1:8080"),
    ("https://gpu.example.org/v1/", "https://gpu.example.org"),
    ("  http://box:8000/v1  ", "http://box:8000"),
])
def test_an_address_becomes_the_base_of_the_api(typed: str, base: str) -> None:
    assert normalize_url(typed) == base


@pytest.mark.parametrize("typed", ["", "   ", "ftp://box/"])
def test_an_address_that_is_none_is_said(typed: str) -> None:
    with pytest.raises(RemoteError):
        normalize_url(typed)


def test_a_chat_gets_a_slot_no_one_else_holds_and_keeps_it() -> None:
    pool = SlotPool()
    a = pool.take("u", owner=1, n_slots=2, busy=set(), prefer=None)
    b = pool.take("u", owner=2, n_slots=2, busy=set(), prefer=None)
    assert {a, b} == {0, 1}
    assert pool.take("u", owner=1, n_slots=2, busy=set(), prefer=a) == a  # its own, again
    assert pool.take("u", owner=3, n_slots=2, busy=set(), prefer=None) is None  # both held
    pool.release("u", owner=2)
    assert pool.take("u", owner=3, n_slots=2, busy={b}, prefer=None) is None  # the server says it is busy
    assert pool.take("u", owner=3, n_slots=2, busy=set(), prefer=None) == b
    assert pool.take("other", owner=3, n_slots=1, busy=set(), prefer=None) == 0  # per server
