"""The conversation: a list view over the transcript whose delegate paints cached documents,
rendering only the rows in view (view.py), and the Markdown and code highlighting they show."""
