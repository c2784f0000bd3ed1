#!/usr/bin/env python3
"""Keeps each catalogue to its glossary (translations/glossary_<lang>.tsv), the interface and
the core's error details alike: one word for one thing (board, legal, seed...), and the
language's typography.

  glossary.py check [LANG...]    exit 1, listing each message that breaks a rule

A glossary is a tab-separated file; lines starting with '#' are comments. Each rule:

  english   a regular expression on the English source ('*': every message)
  use       a regular expression the translation must match ('' for none)
  avoid     a regular expression the translation must not match ('' for none)
  note      why, for the translator

Expressions are Python's, case-insensitive unless they start with (?-i). Markup (<...>) and
access-key ampersands are removed from the source and the translation before the check, and
place markers (%1, %n) read as '#', so that they neither match nor hide a word, while a rule
can still name where a number goes ('move #': a move number).
"""

import pathlib
import re
import sys
import xml.etree.ElementTree as ET

HERE = pathlib.Path(__file__).resolve().parent
LANGS = ["fr", "de", "es", "it", "pt", "nl", "ja", "ko"]


def rules(lang):
    out = []
    for number, line in enumerate((HERE / f"glossary_{lang}.tsv").read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) < 3:
            sys.exit(f"glossary_{lang}.tsv:{number}: expected english, use, avoid and a note, tab-separated")
        english, use, avoid = fields[:3]
        note = fields[3] if len(fields) > 3 else ""

        def compile_(text):
            return re.compile(text, re.IGNORECASE) if text else None

        out.append((number, None if english == "*" else compile_(english), compile_(use), compile_(avoid), note))
    return out


def plain(text):
    text = re.sub(r"<[^>]*>", " ", text)
    text = re.sub(r"%(?:L?\d+|n)", "#", text)
    return re.sub(r"&(?=\w)", "", text).replace("&&", "&")


def messages(lang):
    tree = ET.parse(HERE / f"morpion_{lang}.ts")
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")]
            for text in forms or [translation.text or ""]:
                yield name, source, text


def check(langs):
    problems = 0
    for lang in langs:
        lang_rules = rules(lang)
        for context, source, text in messages(lang):
            shown = plain(text)
            for number, english, use, avoid, note in lang_rules:
                if english and not english.search(plain(source)):
                    continue
                broken = None
                if avoid and (m := avoid.search(shown)):
                    broken = f"has '{m.group(0)}'"
                elif use and not use.search(shown):
                    broken = f"lacks /{use.pattern}/"
                if broken:
                    problems += 1
                    print(f"{lang} (glossary line {number}: {note}) {broken}:\n  {context}: {source[:100]!r}\n  -> {text[:140]!r}")
    print(f"glossary: {problems} problem(s) in {len(langs)} catalogue(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] != "check":
        sys.exit(__doc__)
    sys.exit(check(sys.argv[2:] or LANGS))
