#!/usr/bin/env python3
"""Checks the frozen retrieval question sets before anyone measures against them.

Usage: validate.py PG_MANUAL_DIR JAVAGUIDE_DOCS_DIR [HOLDOUT_DIR]

Every line must parse, ids must be unique across all files, every `relevant` path must exist
under its corpus root, kinds must be known, and each set must meet its minimum size. The
holdout folder is optional because it lives outside the repository.

questions-cross.jsonl holds cross-language questions: `x-en-NNN` are English (no CJK character)
and answered by the Chinese JavaGuide notes (`"corpus": "zh"`); `x-zh-NNN` are Chinese mixed with
English terms (at least one CJK character and one Latin letter) and answered by the English
PostgreSQL manual (`"corpus": "en"`).
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


CJK = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]")


def check_cross(path, roots, seen, min_en, min_zh):
    rows = load(path)
    counts = {"x-en": 0, "x-zh": 0}
    for r in rows:
        if set(r) != {"id", "question", "relevant", "corpus", "kind"}:
            raise SystemExit(f"{path}: {r.get('id')}: unexpected fields {sorted(r)}")
        m = re.fullmatch(r"(x-en|x-zh)-\d{3}", str(r["id"]))
        if not m:
            raise SystemExit(f"{path}: bad id {r['id']}")
        if r["id"] in seen:
            raise SystemExit(f"{path}: duplicate id {r['id']}")
        seen.add(r["id"])
        if r["corpus"] not in roots:
            raise SystemExit(f"{path}: {r['id']}: corpus must be one of {sorted(roots)}, not {r['corpus']!r}")
        if r["kind"] not in KINDS:
            raise SystemExit(f"{path}: {r['id']}: unknown kind {r['kind']}")
        if not r["relevant"] or len(set(r["relevant"])) != len(r["relevant"]):
            raise SystemExit(f"{path}: {r['id']}: empty or repeated relevant list")
        for rel in r["relevant"]:
            if not os.path.isfile(os.path.join(roots[r["corpus"]], rel)):
                raise SystemExit(f"{path}: {r['id']}: {rel} does not exist under {roots[r['corpus']]}")
        q = r["question"]
        if m.group(1) == "x-en":
            if r["corpus"] != "zh":
                raise SystemExit(f"{path}: {r['id']}: English questions are asked of the Chinese corpus (zh)")
            if CJK.search(q):
                raise SystemExit(f"{path}: {r['id']}: English question contains a CJK character")
        else:
            if r["corpus"] != "en":
                raise SystemExit(f"{path}: {r['id']}: Chinese questions are asked of the English corpus (en)")
            if not CJK.search(q) or not re.search("[A-Za-z]", q):
                raise SystemExit(f"{path}: {r['id']}: needs both a CJK character and a Latin letter")
        counts[m.group(1)] += 1
    if counts["x-en"] < min_en or counts["x-zh"] < min_zh:
        raise SystemExit(f"{path}: {counts['x-en']} x-en and {counts['x-zh']} x-zh questions, need at least {min_en} and {min_zh}")
    questions = [r["question"] for r in rows]
    if len(set(questions)) != len(questions):
        raise SystemExit(f"{path}: repeated question text")
    return counts


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
    cross = check_cross(os.path.join(HERE, "questions-cross.jsonl"), {"en": pg, "zh": jg}, seen, 40, 20)
    report.append(("questions-cross.jsonl", f"{cross['x-en']} x-en + {cross['x-zh']} x-zh"))
    report.append(("offtopic-en.jsonl", len(check_offtopic(os.path.join(HERE, "offtopic-en.jsonl"), "off-en", 40, seen))))
    report.append(("offtopic-zh.jsonl", len(check_offtopic(os.path.join(HERE, "offtopic-zh.jsonl"), "off-zh", 40, seen))))
    report.append(("questions-zh-short.jsonl", len(check_labelled(os.path.join(HERE, "questions-zh-short.jsonl"), jg, "zh-short", 40, seen))))
    report.append(("questions-zh-short-2.jsonl", len(check_labelled(os.path.join(HERE, "questions-zh-short-2.jsonl"), jg, "zh-short-2", 40, seen))))
    report.append(("offtopic-zh-short.jsonl", len(check_offtopic(os.path.join(HERE, "offtopic-zh-short.jsonl"), "off-zh-short", 30, seen))))
    if len(sys.argv) == 4:
        hold = sys.argv[3]
        report.append(("holdout questions-en.jsonl", len(check_labelled(os.path.join(hold, "questions-en.jsonl"), pg, "hen", 40, seen))))
        report.append(("holdout questions-zh.jsonl", len(check_labelled(os.path.join(hold, "questions-zh.jsonl"), jg, "hzh", 30, seen, True))))
    for name, n in report:
        print(f"{name}: {n} ok")


if __name__ == "__main__":
    main()
