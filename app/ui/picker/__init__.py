"""Choosing a model: the picker (models on this computer, picker.py), Get models (the curated list,
Hub search and the downloads, through downloads_bridge.py), and the servers tab."""
