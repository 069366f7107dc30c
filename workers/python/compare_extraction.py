"""Compares the Python worker's extraction of files with the Java worker's (ExtractionDump's folder):
prints how many come out equal, plain and marked, and the first differing files.
Usage: python compare_extraction.py <java-dump-dir> <file>..."""

import sys
from pathlib import Path

from prepstream_worker import extract


def main(dump: Path, files: list[Path]) -> None:
    for marked, suffix in ((False, "text"), (True, "marked")):
        differ = []
        for path in files:
            java = (dump / f"{path.name}.{suffix}").read_text()
            content_type = (dump / f"{path.name}.type").read_text()
            python = extract.clean(extract.read(path.read_bytes(), content_type, marked), content_type == extract.PDF)
            if python != java:
                differ.append(path.name)
        print(f"{suffix}: {len(files) - len(differ)} of {len(files)} files equal" + (f"; differ: {differ[:10]}" if differ else ""))


if __name__ == "__main__":
    main(Path(sys.argv[1]), [Path(f) for f in sys.argv[2:]])
