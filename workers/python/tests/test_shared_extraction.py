"""The shared extraction vectors (docs/shared-test-vectors/extract.json), written by the Java worker's
TextExtractor (SharedExtractionVectorsTests): HTML and Word documents come out of the Python worker as the
same text, plain and marked (headings and tables as Markdown, ``prepstream.knowledgebase.headings``)."""

import json

import pytest

from conftest import REPO
from prepstream_worker import extract

CASES = json.loads((REPO / "docs" / "shared-test-vectors" / "extract.json").read_text())["cases"]


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
@pytest.mark.parametrize("marked", [False, True], ids=["text", "marked"])
def test_the_python_worker_extracts_what_the_java_worker_does(case, marked):
    text = extract.load(REPO, case["file"], case["contentType"], case["name"], marked)
    assert text == case["marked" if marked else "text"]
