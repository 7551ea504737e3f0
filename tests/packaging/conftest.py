"""The bundle's window is driven on a real X server, as the real-desktop tier drives the app's."""

from tests.desktop.conftest import xserver  # noqa: F401 (the fixture)
