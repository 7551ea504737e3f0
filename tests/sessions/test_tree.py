"""The transcript tree (app.sessions.model): regenerate and edit as siblings, switching versions,
deleting, and files that may come from anywhere. Pure data: no model."""

from __future__ import annotations

import itertools
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from app.sessions.model import Message, Session
from tests.support.tiers import examples

_clock = itertools.count(1000)


def msg(role: str, text: str) -> Message:
    return Message(role, text, time=float(next(_clock)))  # distinct times: sibling order is defined


def texts(s: Session) -> list[str]:
    return [m.text for m in s.messages]


def chat() -> Session:
    s = Session()
    s.messages += [msg("user", "q1"), msg("assistant", "a1"), msg("user", "q2"), msg("assistant", "a2")]
    return s


def test_regenerate_and_edit_add_siblings_and_keep_everything() -> None:
    s = chat()
    s.set_aside(3)  # regenerate the last reply
    s.messages.append(msg("assistant", "a2'"))
    assert s.version_position(3) == (2, 2) and [m.text for m in s.siblings(3)] == ["a2", "a2'"]
    s.set_aside(2)  # edit q2
    s.messages += [msg("user", "q2*"), msg("assistant", "b")]
    assert s.version_position(2) == (2, 2) and s.version_position(3) == (1, 1)
    assert sorted(m.text for m in s.all_messages()) == sorted(["q1", "a1", "q2", "a2", "a2'", "q2*", "b"])

    s.switch_to(s.sibling(2, -1).id)  # type: ignore[union-attr]
    assert texts(s) == ["q1", "a1", "q2", "a2'"]  # back where that version was left: a2' was on the path last
    assert s.version_position(3) == (2, 2)
    s.switch_to(s.sibling(3, -1).id)  # type: ignore[union-attr]
    assert texts(s) == ["q1", "a1", "q2", "a2"]
    s.switch_to(s.sibling(2, 1).id)  # type: ignore[union-attr]
    assert texts(s) == ["q1", "a1", "q2*", "b"]
    assert s.sibling(2, 1) is None and s.sibling(0, -1) is None


def test_a_first_message_can_have_siblings() -> None:
    s = chat()
    s.set_aside(0)
    s.messages.append(msg("user", "other start"))
    assert s.version_position(0) == (2, 2)
    s.switch_to(s.sibling(0, -1).id)  # type: ignore[union-attr]
    assert texts(s) == ["q1", "a1", "q2", "a2"]


def test_delete_removes_one_message_and_its_children_follow_its_parent() -> None:
    s = chat()
    s.set_aside(3)
    s.messages.append(msg("assistant", "a2'"))
    s.remove(2)  # q2: both replies now answer a1's turn
    assert texts(s) == ["q1", "a1", "a2'"]
    assert [m.text for m in s.siblings(2)] == ["a2", "a2'"]


def test_the_tree_round_trips_through_json() -> None:
    s = chat()
    s.set_aside(1)
    s.messages += [msg("assistant", "a1'"), msg("user", "q3")]
    back = Session.from_dict(json.loads(json.dumps(s.to_dict())))
    assert back.to_dict() == s.to_dict()
    assert texts(back) == ["q1", "a1'", "q3"] and back.version_position(1) == (2, 2)
    assert "a2" in back.searchable()  # search finds text in any version


def test_a_hostile_tree_is_repaired_not_trusted() -> None:
    """Duplicate ids, unknown parents and cycles in a file: ids made unique, unattached messages dropped."""
    s = chat()
    d = s.to_dict()
    first = d["messages"][0]["id"]
    d["messages"][1]["id"] = first  # a duplicate on the path
    d["branches"] = [
        {"role": "assistant", "text": "kept", "id": "aaaaaaaaaaaaaaaa", "parent": first},
        {"role": "user", "text": "child of kept", "id": "bbbbbbbbbbbbbbbb", "parent": "aaaaaaaaaaaaaaaa"},
        {"role": "user", "text": "orphan", "id": "cccccccccccccccc", "parent": "dddddddddddddddd"},
        {"role": "user", "text": "cycle 1", "id": "eeeeeeeeeeeeeeee", "parent": "ffffffffffffffff"},
        {"role": "user", "text": "cycle 2", "id": "ffffffffffffffff", "parent": "eeeeeeeeeeeeeeee"},
        {"role": "user", "text": "bad id", "id": "../../etc", "parent": None},
    ]
    back = Session.from_dict(d)
    ids = [m.id for m in back.all_messages()]
    assert len(ids) == len(set(ids))
    assert sorted(m.text for m in back.versions) == ["bad id", "child of kept", "kept"]
    assert all(m.id != "../../etc" for m in back.versions)


def test_other_versions_are_saved_under_the_key_earlier_releases_read() -> None:
    """Session.versions is "branches" in the file (its key since format 3): a chat an earlier
    release saved opens with its other versions, and one saved now opens in that release too."""
    s = chat()
    s.set_aside(3)
    s.messages.append(msg("assistant", "a2'"))
    d = json.loads(json.dumps(s.to_dict()))
    assert [m["text"] for m in d["branches"]] == ["a2"] and "versions" not in d
    assert d["branches"][0]["parent"] == d["messages"][2]["id"] and d["branches"][0]["left"] is not None
    back = Session.from_dict(d)
    assert [m.text for m in back.versions] == ["a2"] and back.version_position(3) == (2, 2)


OPS = st.lists(st.tuples(st.sampled_from(["append", "aside", "switch", "remove"]), st.integers(0, 50)), max_size=40)


@settings(max_examples=examples(200, 50), deadline=None)
@given(OPS)
def test_no_operation_loses_or_duplicates_a_message(ops: list[tuple[str, int]]) -> None:
    s = Session()
    made: set[str] = set()
    removed: set[str] = set()
    for op, n in ops:
        if op == "append" or not s.messages:
            m = msg("user" if len(s.messages) % 2 == 0 else "assistant", f"m{len(made)}")
            s.messages.append(m)
            made.add(m.id)
        elif op == "aside":
            s.set_aside(n % len(s.messages))
        elif op == "switch":
            nodes = s.all_messages()
            s.switch_to(nodes[n % len(nodes)].id)
        else:
            i = n % len(s.messages)
            removed.add(s.messages[i].id)
            s.remove(i)
        ids = [m.id for m in s.all_messages()]
        assert len(ids) == len(set(ids)) and set(ids) == made - removed
        s.link()
        known = {None, *ids}
        assert all(m.parent in known for m in s.all_messages())
        for i in range(len(s.messages)):
            k, total = s.version_position(i)
            assert 1 <= k <= total
    assert Session.from_dict(json.loads(json.dumps(s.to_dict()))).to_dict() == s.to_dict()
