"""PrepStream's knowledge-base vectorize worker in Python (docs/worker-protocol.md)."""
