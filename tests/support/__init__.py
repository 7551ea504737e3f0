"""What the tests share: helpers and waiting, the model zoo built at test time, the Hub stand-in,
and the real servers on loopback (llama-server built from the vendored llama.cpp, an SSE stand-in)."""
