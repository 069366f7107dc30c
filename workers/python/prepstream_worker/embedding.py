"""Embedding with ONNX Runtime as langchain4j's OnnxBertBiEncoder does: the text with the model's
document prefix, word pieces with [CLS]/[SEP] (no truncation: chunks stay inside the window), mean
or CLS pooling, L2-normalised. And the chunker's token counter (ai/MiniLmTokenCounter).
"""

from pathlib import Path

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer

from .jstr import from_units
from .models import COUNTER, ModelSpec


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


class Embedder:
    def __init__(self, spec: ModelSpec, models_dir: Path, threads: int = 0):
        self.spec = spec
        options = ort.SessionOptions()
        if threads:
            options.intra_op_num_threads = threads
        self.session = ort.InferenceSession(str(models_dir / spec.onnx), options, providers=["CPUExecutionProvider"])
        self.inputs = {i.name for i in self.session.get_inputs()}
        self.tokenizer = Tokenizer.from_file(str(models_dir / spec.tokenizer))
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
        hidden = self.session.run(None, feed)[0][0]
        vector = hidden[0] if self.spec.pooling == "cls" else hidden.mean(axis=0)
        norm = float(np.linalg.norm(vector))
        return (vector / norm if norm else vector).astype(np.float32)
