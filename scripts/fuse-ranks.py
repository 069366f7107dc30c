#!/usr/bin/env python3
"""Fuses the ranked page lists of benchmark runs outside the product, to price a lever before building it.

  scripts/fuse-ranks.py RUN_A.txt RUN_B.txt [...]

Each file is a /tmp/retrieval-ranks-<label>.txt written by RetrievalScorer (question id, relevant pages,
the run's pages in order). Pages are fused by reciprocal rank (1 / (60 + rank) per run, as HitFusion
does) and scored as RetrievalScorer scores: hit@1, hit@3, hit@10.
"""
import sys


def read(path):
    runs = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            pages = [hit.split("|") for hit in parts[2].split(" ")] if len(parts) > 2 and parts[2] else []
            runs[parts[0]] = (set(parts[1].split(" ")), pages)
    return runs


def rank(pages, relevant):
    for i, hit in enumerate(pages):
        if relevant.intersection(hit):
            return i + 1
    return 0


def main(paths):
    runs = [read(p) for p in paths]
    ids = sorted(set.intersection(*(set(r) for r in runs)))
    hits = {1: 0, 3: 0, 10: 0}
    for qid in ids:
        relevant = runs[0][qid][0]
        score = {}
        for run in runs:
            for position, hit in enumerate(run[qid][1]):
                key = tuple(sorted(hit))
                score[key] = score.get(key, 0) + 1 / (60 + position + 1)
        fused = [list(k) for k, _ in sorted(score.items(), key=lambda kv: (-kv[1], kv[0]))]
        r = rank(fused, relevant)
        for n in hits:
            hits[n] += 1 <= r <= n
    n = len(ids)
    print("fused %d runs, %d questions: hit@1 %.1f%%  hit@3 %.1f%%  hit@10 %.1f%%"
          % (len(runs), n, 100 * hits[1] / n, 100 * hits[3] / n, 100 * hits[10] / n))


if __name__ == "__main__":
    main(sys.argv[1:])
