"""The real-desktop tier runs last in a whole run (tests/conftest.py orders it): at the start, the
llama-server build that the remote tests need runs in the background on an idle core, and the app
this tier drives wants both. Its waits are for what a person waits for, not clocks."""
