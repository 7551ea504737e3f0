"""Tools for the model: MCP servers (the `mcp` SDK's client), each in a process of its own or on
an HTTP endpoint, their tools listed and called with a deadline. Qt-free: the engine loop and
the local API server use it as the window does."""
