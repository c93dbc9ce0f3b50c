"""Benchmarks: `run.py` runs them all and prints one table (see its docstring)."""
