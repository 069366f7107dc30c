#!/usr/bin/env python3
"""Checks the frozen retrieval question sets before anyone measures against them.

Usage: validate.py PG_MANUAL_DIR JAVAGUIDE_DOCS_DIR [HOLDOUT_DIR]

Every line must parse, ids must be unique across all files, every `relevant` path must exist
under its corpus root, kinds must be known, and each set must meet its minimum size. The
holdout folder is optional because it lives outside the repository.
"""
import json
import os
import re
import sys

KINDS = {"how", "why", "what", "troubleshoot", "compare"}
HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                raise SystemExit(f"{path}:{n}: blank line")
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                raise SystemExit(f"{path}:{n}: not JSON ({e})")
    return rows


def check_labelled(path, root, id_prefix, minimum, seen, latin_free_share=None):
    rows = load(path)
    for r in rows:
        if set(r) != {"id", "question", "relevant", "kind"}:
            raise SystemExit(f"{path}: {r.get('id')}: unexpected fields {sorted(r)}")
        if not re.fullmatch(id_prefix + r"-\d{3}", r["id"]):
            raise SystemExit(f"{path}: bad id {r['id']}")
        if r["id"] in seen:
            raise SystemExit(f"{path}: duplicate id {r['id']}")
        seen.add(r["id"])
        if r["kind"] not in KINDS:
            raise SystemExit(f"{path}: {r['id']}: unknown kind {r['kind']}")
        if not r["relevant"] or len(set(r["relevant"])) != len(r["relevant"]):
            raise SystemExit(f"{path}: {r['id']}: empty or repeated relevant list")
        for rel in r["relevant"]:
            if not os.path.isfile(os.path.join(root, rel)):
                raise SystemExit(f"{path}: {r['id']}: {rel} does not exist under {root}")
    if len(rows) < minimum:
        raise SystemExit(f"{path}: {len(rows)} questions, need at least {minimum}")
    if latin_free_share is not None:
        free = sum(1 for r in rows if not re.search("[A-Za-z]", r["question"]))
        if free * 2 < len(rows):
            raise SystemExit(f"{path}: only {free} of {len(rows)} questions are free of Latin letters")
    questions = [r["question"] for r in rows]
    if len(set(questions)) != len(questions):
        raise SystemExit(f"{path}: repeated question text")
    return rows


def check_offtopic(path, id_prefix, minimum, seen):
    rows = load(path)
    for r in rows:
        if set(r) != {"id", "question"} or not re.fullmatch(id_prefix + r"-\d{3}", r["id"]):
            raise SystemExit(f"{path}: bad row {r}")
        if r["id"] in seen:
            raise SystemExit(f"{path}: duplicate id {r['id']}")
        seen.add(r["id"])
    if len(rows) < minimum:
        raise SystemExit(f"{path}: {len(rows)} questions, need at least {minimum}")
    return rows


def main():
    if len(sys.argv) not in (3, 4):
        raise SystemExit(__doc__)
    pg, jg = sys.argv[1], sys.argv[2]
    seen = set()
    report = []
    report.append(("questions-en.jsonl", len(check_labelled(os.path.join(HERE, "questions-en.jsonl"), pg, "en", 100, seen))))
    report.append(("questions-zh.jsonl", len(check_labelled(os.path.join(HERE, "questions-zh.jsonl"), jg, "zh", 75, seen, True))))
    report.append(("offtopic-en.jsonl", len(check_offtopic(os.path.join(HERE, "offtopic-en.jsonl"), "off-en", 40, seen))))
    report.append(("offtopic-zh.jsonl", len(check_offtopic(os.path.join(HERE, "offtopic-zh.jsonl"), "off-zh", 40, seen))))
    if len(sys.argv) == 4:
        hold = sys.argv[3]
        report.append(("holdout questions-en.jsonl", len(check_labelled(os.path.join(hold, "questions-en.jsonl"), pg, "hen", 40, seen))))
        report.append(("holdout questions-zh.jsonl", len(check_labelled(os.path.join(hold, "questions-zh.jsonl"), jg, "hzh", 30, seen, True))))
    for name, n in report:
        print(f"{name}: {n} ok")


if __name__ == "__main__":
    main()
