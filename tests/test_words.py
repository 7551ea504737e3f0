"""app.words: the core's text is English as before (a str everywhere: logs, API errors, files)
and keeps what the window needs to say it in another language."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from app.words import Number, Words, grouped, of, translate


def test_words_are_the_english_text_and_remember_their_source() -> None:
    cause = ValueError(translate("Engine", "the file ends at byte {at}").format(at=12))
    said = translate("Engine", "Could not load {name}: {why}").format(name="m.gguf", why=cause)
    assert said == "Could not load m.gguf: the file ends at byte 12" and isinstance(said, str)
    assert (said.context, said.source) == ("Engine", "Could not load {name}: {why}")
    assert isinstance(said.values["why"], Words) and said.values["why"].values == {"at": 12}
    assert json.dumps([said]) == '["Could not load m.gguf: the file ends at byte 12"]'
    for copied in (pickle.loads(pickle.dumps(said)), copy.deepcopy(said)):
        assert copied == said and copied.source == said.source and copied.values["why"] == "the file ends at byte 12"


def test_an_error_says_its_words_where_str_would_drop_them() -> None:
    error = RuntimeError(translate("Engine", "The model file is gone."))
    assert type(str(error)) is str and isinstance(of(error), Words)
    assert of(KeyError("x")) == "'x'" and of(RuntimeError("a", "b")) == "('a', 'b')"
    with pytest.raises(TypeError):
        translate("Engine", "{0}").format(1)


def test_a_count_is_written_as_english_writes_it_and_keeps_its_value() -> None:
    said = translate("Records", "it has more than {limit} bytes").format(limit=grouped(1234567))
    assert said == "it has more than 1,234,567 bytes"
    assert isinstance(said.values["limit"], Number) and said.values["limit"].value == 1234567
    assert pickle.loads(pickle.dumps(said)).values["limit"].value == 1234567
