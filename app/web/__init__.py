"""The web, read once (no Qt): search providers behind one interface (`providers.py`), a bounded
fetcher that reads only public addresses (`http.py`, `guard.py`), a page's main text and a small
on-disk cache of pages read (`pages.py`). What leaves the computer goes only where the user chose:
nothing here runs until Settings ▸ Web is turned on."""
