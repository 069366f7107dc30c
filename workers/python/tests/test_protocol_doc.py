"""The ledger SQL this package runs is the page's, character for character up to whitespace: a change of
the Java side's protocol (which WorkerProtocolDocTests writes into the page) fails here until followed."""

import re

from conftest import REPO
from prepstream_worker import ledger


def blocks() -> dict[str, str]:
    doc = (REPO / "docs" / "worker-protocol.md").read_text()
    found = re.findall(r"```sql\n(.*?)```", doc, re.S)
    return {re.search(r"-- statement: (\S+)", b).group(1): b for b in found}


def normal(sql: str) -> str:
    return " ".join(sql.split())


def test_every_statement_of_the_page_is_the_one_this_worker_runs():
    documented = blocks()
    assert set(documented) == set(ledger.STATEMENTS)
    for name, sql in documented.items():
        assert normal(ledger.STATEMENTS[name]) == normal(sql), name


def test_the_stream_names_are_the_pages():
    doc = (REPO / "docs" / "worker-protocol.md").read_text()
    assert "| `KNOWLEDGE_BASE_VECTORIZE` | `knowledgebase:vectorize:stream` | `vectorize-group` | `vectorize-consumer-` |" in doc
    assert "Entry fields: `taskId`, `entityId`, `attempt`" in doc
    assert "Dead-letter fields: `taskId`, `entityId`, `attempt`, `error`, `attempts`, `failedAt`, `originalId`" in doc
