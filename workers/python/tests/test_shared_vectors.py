"""The shared test vectors (docs/shared-test-vectors/vectorize.json), written by the Java worker's rules
and checked by SharedTestVectorsTests on the Java side: the same sentences, chunks, token counts and
words here, and vectors within cosine 0.999 (the Java side's own ONNX Runtime library, see ort_c)."""

import json
from pathlib import Path

import numpy as np
import pytest

from conftest import REPO
from prepstream_worker import jstr, lexical, sentences
from prepstream_worker.chunking import DocumentChunker
from prepstream_worker.embedding import Embedder, TokenCounter
from prepstream_worker.models import MODELS, RUNTIME_VERSION, install, install_runtime, install_sentence_table
from prepstream_worker.vectorize import CJK_DOCUMENT_SHARE, cjk_share

MODELS_DIR = Path(__file__).resolve().parents[1] / "models"
CASES = json.loads((REPO / "docs" / "shared-test-vectors" / "vectorize.json").read_text())["cases"]
IDS = [c["name"] for c in CASES]
# the bound; with the Java side's runtime library the vectors are the same to the last float digit,
# with the onnxruntime 1.30 wheel instead the worst is 0.9966 (docs/worker-protocol.md)
MIN_COSINE = 0.999


@pytest.fixture(scope="module")
def counter() -> TokenCounter:
    install(MODELS_DIR, ["all-minilm-l6-v2-q", "bge-small-zh-v15-q"])
    assert install_runtime(MODELS_DIR), "the Java side's ONNX Runtime library is needed for its vectors"
    return TokenCounter(MODELS_DIR)


@pytest.fixture(scope="module", autouse=True)
def sentence_table() -> None:
    assert install_sentence_table(MODELS_DIR), "the JDK's sentence table is needed for exact sentences"


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_sentence_boundaries(case):
    assert sentences.boundaries(jstr.to_units(case["text"])) == case["sentences"]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_chunks_and_token_counts(case, counter):
    chunker = DocumentChunker(case["maxChars"], case["overlapChars"], counter, case["headings"])
    pieces = chunker.chunk(jstr.to_units(case["text"]))
    assert [[jstr.from_units(p.heading), jstr.from_units(p.content)] for p in pieces] == case["chunks"]
    assert [counter.count(p.embedded()) for p in pieces] == case["tokens"]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_lexical_words(case):
    embedded = [h + "\n" + c if h else c for h, c in case["chunks"]]
    assert [lexical.document_words(e) for e in embedded] == case["words"]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_model_choice_and_vectors(case, counter):
    model = "bge-small-zh-v15-q" if cjk_share(case["text"]) >= CJK_DOCUMENT_SHARE else "all-minilm-l6-v2-q"
    assert model == case["model"]
    embedder = Embedder(MODELS[model], MODELS_DIR)
    assert embedder.runtime == f"onnxruntime {RUNTIME_VERSION} (the Java side's)"
    embedded = [h + "\n" + c if h else c for h, c in case["chunks"]][:len(case["vectors"])]
    for ours, theirs in zip(embedder.embed_documents(embedded), case["vectors"]):
        theirs = np.array(theirs, dtype=np.float64)
        cosine = float(np.dot(ours, theirs) / (np.linalg.norm(ours) * np.linalg.norm(theirs)))
        assert cosine >= MIN_COSINE
