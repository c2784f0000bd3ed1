#!/usr/bin/env python3
"""Helps translators and CI with the Qt Linguist catalogues (translations/*.ts).

  ts_tool.py check FILE.ts...          exit 1 when a catalogue has unfinished, empty or
                                       obsolete entries, or a translation that drops or adds
                                       a %1/%n place marker or an access key
  ts_tool.py export FILE.ts            the unfinished messages as JSON lines (one per message,
                                       with the translator comment as "note")
  ts_tool.py import FILE.ts IN.jsonl   fills those messages from JSON lines written by export,
                                       with "translation" (a string) or "forms" (a list, for
                                       numerus messages) added
  ts_tool.py fill FILE.ts OTHER.ts...  fills FILE's unfinished messages from the finished ones
                                       of other catalogues of the same language (e.g. the
                                       catalogue of a branch being merged)
  ts_tool.py carry FILE.ts...          fills each unfinished message from the obsolete one of
                                       the same catalogue with the same source text and
                                       comment, so that a message whose tr() moved to another
                                       class (context) keeps its translation (skipped, and
                                       said, when the obsolete ones disagree); then removes
                                       the obsolete messages

The catalogues themselves are refreshed from the sources by translations/update.sh (the
build's `update_translations` target): lupdate, keeping the obsolete messages, then `carry`.
Apart from `carry`'s removal of obsolete messages, this tool never adds or removes messages.
"""

import json
import re
import sys
import xml.etree.ElementTree as ET

HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
MARKER = re.compile(r"%(?:L?\d+|n)")


def load(path):
    return ET.parse(path)


def save(tree, path):
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    with open(path, "w", encoding="utf-8") as f:
        f.write(HEADER + body + "\n")


def messages(tree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            yield name, message


def key(context, message):
    return [context, message.findtext("source", ""), message.findtext("comment", "")]


def texts(message):
    t = message.find("translation")
    if t is None:
        return []
    if message.get("numerus") == "yes":
        return [f.text or "" for f in t.findall("numerusform")]
    return [t.text or ""]


def has_access_key(text):
    return re.search(r"&(?!&)\S", text.replace("&&", "")) is not None


def problems(path):
    found = []
    for context, message in messages(load(path)):
        t = message.find("translation")
        source = message.findtext("source", "")
        where = f"{path}: {context}: {source[:60]!r}"
        kind = t.get("type") if t is not None else "missing"
        if kind in ("unfinished", "missing"):
            found.append(f"{where}: unfinished")
            continue
        if kind in ("obsolete", "vanished"):
            found.append(f"{where}: obsolete (run the update_translations target)")
            continue
        forms = texts(message)
        if not forms or any(not f for f in forms):
            found.append(f"{where}: empty translation")
            continue
        # English catalogue: plural forms only, so markers are checked against the source.
        want = sorted(set(MARKER.findall(source)))
        for form in forms:
            got = sorted(set(MARKER.findall(form)))
            # A singular numerus form may spell out "one" instead of %n.
            if message.get("numerus") == "yes":
                got = sorted(set(got) | {"%n"})
                want_n = sorted(set(want) | {"%n"})
            else:
                want_n = want
            if got != want_n:
                found.append(f"{where}: place markers {got} instead of {want_n}")
            if has_access_key(source) != has_access_key(form):
                found.append(f"{where}: access key {'missing' if has_access_key(source) else 'added'}")
    return found


def cmd_check(paths):
    all_found = []
    for path in paths:
        all_found += problems(path)
    for line in all_found:
        print(line)
    print(f"ts_tool: {len(all_found)} problem(s) in {len(paths)} catalogue(s)")
    return 1 if all_found else 0


def cmd_export(path):
    for context, message in messages(load(path)):
        t = message.find("translation")
        if t is not None and t.get("type") not in ("unfinished", None):
            continue
        if t is not None and t.get("type") is None:
            continue
        row = {"key": key(context, message), "numerus": message.get("numerus") == "yes"}
        # The source's translator comment (//: before the tr()) says which meaning is meant.
        if message.findtext("extracomment"):
            row["note"] = message.findtext("extracomment")
        print(json.dumps(row, ensure_ascii=False))
    return 0


def cmd_import(path, jsonl):
    wanted = {}
    with open(jsonl, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as e:
                sys.exit(f"{jsonl}:{number}: {e}")
            wanted[tuple(row["key"])] = row
    tree = load(path)
    filled = 0
    for context, message in messages(tree):
        row = wanted.pop(tuple(key(context, message)), None)
        if row is None:
            continue
        t = message.find("translation")
        if t is None:
            t = ET.SubElement(message, "translation")
        for child in list(t):
            t.remove(child)
        t.text = None
        if message.get("numerus") == "yes":
            for form in row["forms"]:
                ET.SubElement(t, "numerusform").text = form
        else:
            t.text = row["translation"]
        t.attrib.pop("type", None)
        filled += 1
    save(tree, path)
    for k in wanted:
        print(f"{jsonl}: no such message: {k}", file=sys.stderr)
    print(f"ts_tool: filled {filled} message(s) in {path}")
    return 1 if wanted else 0


def finished(message):
    t = message.find("translation")
    return t is not None and t.get("type") is None and all(texts(message))


def cmd_fill(path, others):
    known = {}
    for other in others:
        for context, message in messages(load(other)):
            if finished(message):
                known.setdefault(tuple(key(context, message)), message.find("translation"))
    tree = load(path)
    filled = 0
    for context, message in messages(tree):
        if finished(message):
            continue
        source = known.get(tuple(key(context, message)))
        if source is None:
            continue
        old = message.find("translation")
        if old is not None:
            message.remove(old)
        copy = ET.fromstring(ET.tostring(source))
        copy.tail = None
        message.append(copy)
        filled += 1
    save(tree, path)
    print(f"ts_tool: filled {filled} message(s) in {path}")
    return 0


def obsolete(message):
    t = message.find("translation")
    return t is not None and t.get("type") in ("obsolete", "vanished")


def drop_obsolete(tree):
    """Removes the obsolete messages, and the contexts left empty; returns how many."""
    dropped = 0
    root = tree.getroot()
    for context in list(root.iter("context")):
        for message in list(context.findall("message")):
            if obsolete(message):
                context.remove(message)
                dropped += 1
        if context.find("message") is None:
            root.remove(context)
    return dropped


def cmd_carry(paths):
    for path in paths:
        tree = load(path)
        # Translations of the obsolete messages by (source, comment), whatever their context.
        old = {}
        for _, message in messages(tree):
            if obsolete(message) and all(texts(message)):
                old.setdefault(tuple(key("", message)), []).append(message.find("translation"))
        carried = 0
        for context, message in messages(tree):
            if obsolete(message) or finished(message):
                continue
            found = old.get(tuple(key("", message)), [])
            if not found:
                continue
            if len({ET.tostring(t, encoding="unicode").strip() for t in found}) > 1:
                print(f"{path}: {context}: {message.findtext('source', '')[:60]!r}: "
                      f"obsolete translations disagree, left unfinished", file=sys.stderr)
                continue
            current = message.find("translation")
            if current is not None:
                message.remove(current)
            copy = ET.fromstring(ET.tostring(found[0]))
            copy.attrib.pop("type", None)
            copy.tail = None
            message.append(copy)
            carried += 1
            print(f"{path}: {context}: {message.findtext('source', '')[:60]!r}: carried")
        dropped = drop_obsolete(tree)
        save(tree, path)
        print(f"ts_tool: carried {carried} message(s) in {path}, removed {dropped} obsolete")
    return 0


def main(argv):
    if len(argv) >= 2 and argv[0] == "check":
        return cmd_check(argv[1:])
    if len(argv) == 2 and argv[0] == "export":
        return cmd_export(argv[1])
    if len(argv) == 3 and argv[0] == "import":
        return cmd_import(argv[1], argv[2])
    if len(argv) >= 3 and argv[0] == "fill":
        return cmd_fill(argv[1], argv[2:])
    if len(argv) >= 2 and argv[0] == "carry":
        return cmd_carry(argv[1:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
