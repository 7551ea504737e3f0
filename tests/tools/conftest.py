"""Fixtures of the tools tests: the reference MCP servers, installed once per machine."""

from __future__ import annotations

import pytest

from tests.support.reference_mcp import ReferenceServers, ensure_reference_servers


@pytest.fixture(scope="session")
def reference_servers() -> ReferenceServers:
    """The reference MCP servers from PyPI and npm (tests/support/reference_mcp.py), installed
    first if this machine has not got them; an install that fails fails the tests that need them."""
    return ensure_reference_servers()
