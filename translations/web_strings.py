#!/usr/bin/env python3
"""The web page's interface strings, taken from the same catalogues as the desktop program's.

The page (web/src/*.ts) says every string as tr("context", "English source"[, n]) with
literal strings: its own in the context "WebPage", and the desktop program's (the legend's,
the layer panel's...) in theirs. lupdate cannot read TypeScript, so:

  extract    writes web/src/pagestrings.mjs, the page's "WebPage" strings as
             QT_TRANSLATE_NOOP calls that lupdate reads (translations/update.sh runs this
             first, so that new strings reach every catalogue), and in the same way
             resources/famous-grids.strings.mjs, the famous grids' titles and stories
             (resources/famous-grids.txt) in the context "FamousGrids", which the core
             translates for the desktop program and the page alike (famousGridWords);
  check      fails when either file is not what extract would write
             (translations/check.sh);
  catalogues OUT
             writes OUT/<language>.json for each catalogue: every message the page uses
             (each tr() call of web/src, and the contexts ErrorText and ErrorDetail, with
             which the core words errors, and the legend's, whose texts the scene
             gives), and fails, naming the file and line, on a call
             whose string a catalogue does not have (web/CMakeLists.txt runs this at build
             time); a message not yet translated reads in English, as in the desktop
             program, and translations/check.sh fails on it.

A language's JSON: {"language": "ja", "plural": RULE, "messages": {"context\\u0004source":
text or [plural forms]}}; English holds only its plural forms. RULE is Qt's numerus rule
for the language: "one" (n == 1 is the first form), "french" (n <= 1) or "none".
"""
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

root = pathlib.Path(__file__).resolve().parent.parent
sources = root / "web" / "src"
translations = root / "translations"
generated = sources / "pagestrings.mjs"
famous_list = root / "resources" / "famous-grids.txt"
famous_generated = root / "resources" / "famous-grids.strings.mjs"

# tr("context", "source"...: the context a double-quoted literal or a constant of the file
# (const main = "morpion::gui::MainWindow"), the source a literal (JSON's escapes are JS's).
literal = r'"((?:[^"\\\n]|\\.)*)"'
call = re.compile(r"\btr\(\s*(?:" + literal + r"|([A-Za-z_]\w*))\s*,\s*" + literal)
constant = re.compile(r"\bconst\s+([A-Za-z_]\w*)\s*=\s*" + literal + r"\s*;")
any_call = re.compile(r"\btr\(")
# The core words errors, famous grids and lists of names with these (web/src/main.ts's
# coreContexts), and the scene's legend is said in the last.
whole_contexts = ("ErrorText", "ErrorDetail", "FamousGrids", "NameList", "morpion::paint::BoardLegend")
# Qt's numerus rules (lupdate's numerus.cpp) for the languages there are catalogues of.
plural_rules = {"ja": "none", "ko": "none", "fr": "french"}


def calls():
    """Every tr() call of the page: (file, line, context, source)."""
    found, problems = [], []
    for path in sorted(sources.glob("*.ts")):
        text = path.read_text(encoding="utf-8")
        constants = {m.group(1): json.loads(f'"{m.group(2)}"') for m in constant.finditer(text)}
        for m in any_call.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            where = f"{path.relative_to(root)}:{line}"
            if text[m.start() - 9 : m.start()] == "function ":
                continue  # the definition
            if "//" in text[text.rfind("\n", 0, m.start()) + 1 : m.start()]:
                continue  # a comment
            c = call.match(text, m.start())
            if not c or (c.group(2) and c.group(2) not in constants):
                problems.append(f"{where}: tr() takes a literal context (or a constant of its file) and a literal text")
                continue
            context = json.loads(f'"{c.group(1)}"') if c.group(1) is not None else constants[c.group(2)]
            found.append((where, context, json.loads(f'"{c.group(3)}"')))
    return found, problems


def js_string(s):
    return json.dumps(s, ensure_ascii=False)


def extract_text():
    found, problems = calls()
    if problems:
        sys.exit("\n".join(problems))
    lines = [
        "// Made by translations/web_strings.py extract from web/src/*.ts: the page's own strings,",
        "// as lupdate reads them (it cannot read TypeScript; in an array it finds nothing, in an",
        "// object it does). Do not edit; run translations/update.sh.",
        "const QT_TRANSLATE_NOOP = (context, source) => source;",
        "export const pageStrings = {",
    ]
    seen = set()
    for where, context, source in found:
        if context != "WebPage" or source in seen:
            continue
        seen.add(source)
        lines.append(f"    // {where.split(':')[0]}")
        lines.append(f"    s{len(seen)}: QT_TRANSLATE_NOOP({js_string(context)}, {js_string(source)}),")
    lines.append("};")
    return "\n".join(lines) + "\n"


def famous_text():
    """The famous grids' titles and stories as lupdate reads them, in the list's order."""
    lines = [
        "// Made by translations/web_strings.py extract from resources/famous-grids.txt: the famous",
        "// grids' titles and stories, which the core translates in the context \"FamousGrids\"",
        "// (core/formats/FamousGrids.h), as lupdate reads them. Do not edit; run translations/update.sh.",
        "const QT_TRANSLATE_NOOP = (context, source) => source;",
        "export const famousStrings = {",
    ]
    seen = []
    for line in famous_list.read_text(encoding="utf-8").splitlines():
        key, colon, value = line.strip().partition(":")
        if colon and key in ("title", "story") and not line.startswith("#") and value.strip() not in seen:
            seen.append(value.strip())
            lines.append(f"    s{len(seen)}: QT_TRANSLATE_NOOP(\"FamousGrids\", {js_string(value.strip())}),")
    lines.append("};")
    return "\n".join(lines) + "\n"


def read_catalogue(path):
    """{(context, source): (finished, text or [forms])} and the language code."""
    tree = ET.parse(path)
    language = tree.getroot().get("language", "").split("_")[0]
    messages = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            unfinished = translation is not None and translation.get("type") in ("unfinished", "obsolete", "vanished")
            if message.get("numerus") == "yes":
                value = [form.text or "" for form in translation.iter("numerusform")]
            else:
                value = translation.text if translation is not None else None
            messages[(name, source)] = (not unfinished and bool(value), value)
    return language, messages


def write_catalogues(out):
    found, problems = calls()
    used = {(context, source) for _, context, source in found}
    out.mkdir(parents=True, exist_ok=True)
    for path in sorted(translations.glob("morpion_*.ts")):
        language, messages = read_catalogue(path)
        english = language == "en"
        chosen = {}
        for key, (finished, value) in messages.items():
            if key in used or key[0] in whole_contexts:
                if finished:
                    chosen["\u0004".join(key)] = value
        if not english:
            for where, context, source in found:
                if (context, source) not in messages:
                    problems.append(f'{where}: tr("{context}", "{source}") is in no message of {path.name}; '
                                    "run translations/update.sh (and translate what it adds)")
        rule = plural_rules.get(language, "one")
        document = {"language": language, "plural": rule, "messages": chosen}
        (out / f"{language}.json").write_text(json.dumps(document, ensure_ascii=False, separators=(",", ":")),
                                              encoding="utf-8")
    if problems:
        sys.exit("\n".join(sorted(set(problems))))


def main():
    made = {generated: extract_text, famous_generated: famous_text}
    if len(sys.argv) >= 2 and sys.argv[1] == "extract":
        for path, text in made.items():
            path.write_text(text(), encoding="utf-8")
    elif len(sys.argv) >= 2 and sys.argv[1] == "check":
        for path, text in made.items():
            current = path.read_text(encoding="utf-8") if path.exists() else ""
            if current != text():
                sys.exit(f"{path.relative_to(root)} is out of date: run translations/update.sh")
    elif len(sys.argv) == 3 and sys.argv[1] == "catalogues":
        write_catalogues(pathlib.Path(sys.argv[2]))
    else:
        sys.exit("usage: web_strings.py extract | check | catalogues OUT")


if __name__ == "__main__":
    main()
