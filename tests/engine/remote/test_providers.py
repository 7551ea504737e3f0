"""Servers and their API keys: keys go to the keyring (a memory one stands in for the system's),
or are kept for this run only where there is none, never in the settings."""

from __future__ import annotations

from collections.abc import Iterator

import keyring
import pytest
from keyring.backends.fail import Keyring as NoKeyring

from app.engine.remote import providers
from app.engine.remote.providers import Server, api_key, servers_of, set_api_key
from tests.support.keyring_stand_in import MemoryKeyring

URL = "http://127.0.0.1:8080"


@pytest.fixture
def ring(request: pytest.FixtureRequest) -> Iterator[keyring.backend.KeyringBackend]:
    before = keyring.get_keyring()
    backend = request.param()
    keyring.set_keyring(backend)
    providers._memory.clear()
    yield backend
    keyring.set_keyring(before)
    providers._memory.clear()


@pytest.mark.parametrize("ring", [MemoryKeyring], indirect=True)
def test_a_key_goes_to_the_keyring(ring: MemoryKeyring) -> None:
    assert set_api_key(URL, "s3cret") == ""
    assert ring.secrets[("Emberly", URL)] == "s3cret" and api_key(URL) == "s3cret"
    assert set_api_key(URL, None) == "" and api_key(URL) is None


@pytest.mark.parametrize("ring", [NoKeyring], indirect=True)
def test_without_a_keyring_a_key_lasts_until_emberly_closes(ring: object) -> None:
    note = set_api_key(URL, "s3cret")
    assert "only until Emberly closes" in note
    assert api_key(URL) == "s3cret"
    set_api_key(URL, None)
    assert api_key(URL) is None


def test_hand_edited_servers_are_kept_only_when_usable() -> None:
    saved = [{"url": URL, "name": "box", "kind": "llama-server"}, {"url": ""}, "junk", {"url": "http://b", "kind": "??"}]
    assert servers_of(saved) == [Server(URL, "box", "llama-server"), Server("http://b", "http://b", "openai")]
