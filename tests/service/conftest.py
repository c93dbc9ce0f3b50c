"""The service tests use the shared fixtures of ``tests/conftest.py``: `server` (this folder's
real server for the whole session), `api`, and `start_server` for servers of a test's own."""
