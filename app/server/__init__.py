"""The local API server: an OpenAI-compatible HTTP API on the model loaded in Emberly, for other
apps on this computer (editors, notes, scripts). Qt-free; off unless the user turns it on.

`config.py` what it listens on and its key, `guard.py` what it refuses before any route runs
(a foreign Host, a foreign Origin, a missing key, a body too large), `gateway.py` its requests
as a second producer on the engine loop, `routes.py` the endpoints, `serve.py` uvicorn on its
own thread with its own event loop.
"""
