"""Benchmarks: each compares Emberly with the raw library in the same run (python -m bench.NAME)."""
