"""Embedding with ONNX Runtime as langchain4j's OnnxBertBiEncoder does: the text with the model's
document prefix, word pieces with [CLS]/[SEP] (no truncation: chunks stay inside the window), mean
or CLS pooling, L2-normalised. And the chunker's token counter (ai/MiniLmTokenCounter).
The runtime is the Java side's own library (ort_c) when setup copied it, else the onnxruntime wheel.
"""

import json
import logging
from functools import cache
from pathlib import Path

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer

from . import ort_c
from .jstr import from_units
from .models import COUNTER, RUNTIME, ModelSpec

log = logging.getLogger(__name__)


@cache
def java_runtime(models_dir: Path) -> ort_c.Runtime | None:
    """The Java side's ONNX Runtime, loaded once per process; None when setup could not copy it."""
    library = models_dir / RUNTIME
    if not library.exists():
        log.warning("%s is missing: embedding with the onnxruntime wheel %s, whose vectors differ slightly from "
                    "the Java worker's", library, ort.__version__)
        return None
    return ort_c.Runtime(library)


class TokenCounter:
    """Word pieces without special tokens, of langchain4j's bert tokenizer; a window of 126."""

    def __init__(self, models_dir: Path):
        self.tokenizer = Tokenizer.from_file(str(models_dir / COUNTER[2]))
        self.tokenizer.no_truncation()
        self.tokenizer.no_padding()

    def max_tokens(self) -> int:
        return 126

    def count(self, units: str) -> int:
        return len(self.tokenizer.encode(from_units(units), add_special_tokens=False).ids)


def model_tokenizer(spec: ModelSpec, models_dir: Path) -> Tokenizer:
    """The model's tokenizer file as the model needs it: ai/ModelTokenizers makes the bge-small-zh one lower-case
    text, as its vocabulary is (as packaged it reads "Redis" as [UNK])."""
    path = models_dir / spec.tokenizer
    if not spec.lowercase:
        return Tokenizer.from_file(str(path))
    config = json.loads(path.read_text(encoding="utf-8"))
    normalizer = config.get("normalizer") or {}
    if normalizer.get("type") != "BertNormalizer":
        raise ValueError(f"expected a BERT normalizer to make lower-casing in {path}, found {normalizer}")
    normalizer["lowercase"] = True
    return Tokenizer.from_str(json.dumps(config))


class ModelTokenCounter(TokenCounter):
    """ai/InProcessTokenCounter: a model's own word pieces and window (MiniLM 128, bge and e5 512) less [CLS],
    [SEP] and its document prefix, so a model with a wider window than MiniLM's can embed longer chunks."""

    def __init__(self, spec: ModelSpec, models_dir: Path):
        self.tokenizer = model_tokenizer(spec, models_dir)
        self.tokenizer.no_truncation()
        self.tokenizer.no_padding()
        window = 128 if spec.name == "all-minilm-l6-v2-q" else 512
        prefix = spec.document_prefix
        prefix_tokens = len(self.tokenizer.encode(prefix, add_special_tokens=False).ids) if prefix else 0
        self._max_tokens = window - 2 - prefix_tokens

    def max_tokens(self) -> int:
        return self._max_tokens


class Embedder:
    def __init__(self, spec: ModelSpec, models_dir: Path, threads: int = 0):
        self.spec = spec
        runtime = java_runtime(models_dir)
        if runtime is not None:
            self.session: ort_c.Session | None = ort_c.Session(runtime, models_dir / spec.onnx, threads)
            self.wheel: ort.InferenceSession | None = None
            self.inputs = set(self.session.inputs)
            self.runtime = "onnxruntime " + runtime.version + " (the Java side's)"
        else:
            options = ort.SessionOptions()
            if threads:
                options.intra_op_num_threads = threads
            self.wheel = ort.InferenceSession(str(models_dir / spec.onnx), options, providers=["CPUExecutionProvider"])
            self.session = None
            self.inputs = {i.name for i in self.wheel.get_inputs()}
            self.runtime = "onnxruntime " + ort.__version__ + " (wheel)"
        self.tokenizer = model_tokenizer(spec, models_dir)
        self.tokenizer.no_truncation()
        self.tokenizer.no_padding()

    def embed_documents(self, texts: list[str]) -> list[np.ndarray]:
        return [self._embed(self.spec.document_prefix + (t if t.strip() else " ")) for t in texts]

    def embed_query(self, text: str) -> np.ndarray:
        return self._embed(self.spec.query_prefix + text)

    def _embed(self, text: str) -> np.ndarray:
        # one text per call, unpadded, as the Java encoder runs it: padding changes the float sums slightly
        enc = self.tokenizer.encode(text)
        ids = np.array([enc.ids], dtype=np.int64)
        mask = np.ones_like(ids)
        feed = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self.inputs:
            feed["token_type_ids"] = np.zeros_like(ids)
        if self.session is not None:
            hidden = self.session.run(feed)[0]
        else:
            assert self.wheel is not None
            hidden = self.wheel.run(None, feed)[0][0]
        vector = hidden[0] if self.spec.pooling == "cls" else hidden.mean(axis=0)
        norm = float(np.linalg.norm(vector))
        return (vector / norm if norm else vector).astype(np.float32)
