"""A model a server serves (llama-server, vLLM, Ollama, LM Studio, any OpenAI-compatible one):
RemoteEngine implements ChatEngine over HTTP (engine.py); the servers the user added and their
API keys (providers.py)."""
