"""From a chat to a prompt and from tokens back to text: the chat template (chat_format.py, run
under template_guard.py), reasoning blocks, the UTF-8-safe text stream, and the plan for trimming
a chat that outgrows its context."""
