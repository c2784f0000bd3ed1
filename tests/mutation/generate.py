"""Mutants made by rule from the lines a change touched (run.py --generate).

Each rule changes one place of one line, the way a slip of the pen would:

  compare     < <= > >= == != into their neighbour (< to <=, == to !=, ...)
  arith       + - * / % and += -= into another (+ to -, * to /, ...)
  logic       && and || into each other, a ! dropped
  constant    a whole number literal one more and one less
  statement   a statement that is only a call or an assignment, dropped
  return      the condition of a guarded return made always true (an early return)
              and always false (the return never taken)

Only the lines a change added or modified since a revision are mutated (git diff -U0), in
C++ sources under core/ and app/ (tests, fuzzers and benches are not the code under
test). Operators are recognised as clang-format writes binary ones, with a space on each
side, so that a template's angle brackets, a pointer's star or a unary minus are never
taken for them; string and character literals and comments are masked out first.
A mutant's id is a hash of its file, the line's text, the rule and the change, so that it
names the same mutant while the code around it moves (equivalent.json keys on it).
"""
import hashlib
import os
import random
import re
import subprocess

SOURCES = re.compile(r"^(core|app)/.*\.(cpp|h)$")

COMPARE = {" < ": [" <= "], " <= ": [" < "], " > ": [" >= "], " >= ": [" > "], " == ": [" != "], " != ": [" == "]}
ARITH = {" + ": [" - "], " - ": [" + "], " * ": [" / "], " / ": [" * "], " % ": [" / "], " += ": [" -= "],
         " -= ": [" += "]}
LOGIC = {" && ": [" || "], " || ": [" && "]}

# A statement that is a call or an assignment to something already declared: `f(...);`,
# `a.b(...);`, `x = ...;`, `x += ...;`, `++x;`, `emit ...;`. A declaration
# (`Type name = ...;`, `auto x = ...;`) has two names before its '=' or '(' and is left alone.
STATEMENT = re.compile(r"^(?:emit\s+)?(?:\+\+|--)?[A-Za-z_][\w:]*(?:(?:\.|->)[A-Za-z_]\w*|\[[^\]]*\]|\(\))*"
                       r"\s*(?:\(|=(?!=)|\+=|-=|\*=|/=|\|=|&=|\+\+|--)")
KEYWORDS = {"return", "if", "for", "while", "switch", "case", "else", "do", "delete", "new", "throw", "using",
            "typedef", "template", "namespace", "class", "struct", "enum", "static_assert", "default", "break",
            "continue", "goto", "co_return", "const", "constexpr", "auto", "static", "inline", "virtual",
            "explicit", "friend", "public", "private", "protected", "signals", "slots", "Q_OBJECT"}
GUARDED_RETURN = re.compile(r"^(\s*(?:\}\s*else\s+)?if \()(.*)(\)\s*return\b.*;\s*)$")
GUARD_LINE = re.compile(r"^(\s*(?:\}\s*else\s+)?if \()(.*)(\)\s*)$")
NUMBER = re.compile(r"(?<![\w.'])(\d+)(?![\w.'])")


def changed_lines(root, since):
    """{file: set of line numbers added or changed since `since`} for the sources. A file
    moved since counts with the lines changed in the move only (its other lines are old)."""
    status = subprocess.run(["git", "diff", "-M", "--name-status", "--diff-filter=AMR", since, "--"], cwd=root,
                            capture_output=True, text=True, check=True).stdout.splitlines()
    out = {}
    for entry in status:
        fields = entry.split("\t")
        f, paths = fields[-1], fields[1:]
        if not SOURCES.match(f) or not os.path.exists(os.path.join(root, f)):
            continue
        diff = subprocess.run(["git", "diff", "-M", "-U0", since, "--", *paths], cwd=root, capture_output=True,
                              text=True, check=True).stdout
        lines = set()
        for m in re.finditer(r"^@@ -\S+ \+(\d+)(?:,(\d+))? @@", diff, re.M):
            start, count = int(m.group(1)), int(m.group(2) or "1")
            lines.update(range(start, start + count))
        if lines:
            out[f] = lines
    return out


def masked(line):
    """The line with string and character literals and a // comment replaced by spaces
    (the same length), so that nothing inside them is taken for code."""
    out = []
    i, n = 0, len(line)
    while i < n:
        c = line[i]
        if c == "/" and i + 1 < n and line[i + 1] == "/":
            out.append(" " * (n - i))
            break
        if c in "\"'":
            if c == "'" and i > 0 and line[i - 1].isalnum():  # a digit separator: 1'000
                out.append(c)
                i += 1
                continue
            j = i + 1
            while j < n and line[j] != c:
                j += 2 if line[j] == "\\" else 1
            out.append(c + " " * (min(j, n) - i - 1) + (c if j < n else ""))
            i = j + 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


def skipped(text):
    s = text.strip()
    return (not s or s.startswith(("#", "//", "/*", "*", "static_assert")) or "MORPION_TR_NOOP" in s
            or s.startswith(("Q_", "QT_")))


def mutants_of_line(path, number, text):
    """Every mutant of one line: (rule, new text, what)."""
    if skipped(text):
        return []
    code = masked(text)
    out = []

    def replace_each(table, rule):
        for old, news in table.items():
            for m in re.finditer(re.escape(old), code):
                # " - " after an operator or an opening is a unary minus in clang-format's
                # output only when written without the space; an operator's neighbour
                # ("<<", ">>", "->") is not this operator.
                before, after = code[:m.start()], code[m.end():]
                if old.strip() in "<>" and (before.endswith(("<", ">", "-")) or after.startswith(("<", ">", "="))):
                    continue
                for new in news:
                    out.append((rule, text[:m.start()] + new + text[m.end():], f"{old.strip()} -> {new.strip()}"))

    replace_each(COMPARE, "compare")
    replace_each(ARITH, "arith")
    replace_each(LOGIC, "logic")
    for m in re.finditer(r"!(?!=)(?=[\w(])", code):
        out.append(("logic", text[:m.start()] + text[m.end():], "! dropped"))
    for m in NUMBER.finditer(code):
        value = int(m.group(1))
        if value > 1 << 40:
            continue
        for new in (value + 1, value - 1):
            if new < 0:
                continue
            out.append(("constant", text[:m.start()] + str(new) + text[m.end():], f"{value} -> {new}"))
    stripped = code.strip()
    first = re.match(r"[A-Za-z_]\w*", stripped)
    if (stripped.endswith(";") and STATEMENT.match(stripped) and not (first and first.group(0) in KEYWORDS)
            and stripped.count("(") == stripped.count(")")):
        indent = text[:len(text) - len(text.lstrip())]
        out.append(("statement", indent + "{} // mutant: statement dropped", "statement dropped"))
    guarded = GUARDED_RETURN.match(code) or GUARD_LINE.match(code)
    if guarded and guarded.group(2).count("(") == guarded.group(2).count(")"):
        a, b = guarded.start(2), guarded.end(2)
        for value in ("true", "false"):
            out.append(("return", text[:a] + value + text[b:], f"condition -> {value}"))
    return out


def mutant_id(path, text, rule, new):
    key = "\0".join([path, text.strip(), rule, new.strip()])
    return "G" + hashlib.sha1(key.encode("utf-8")).hexdigest()[:10]


def generate(root, since):
    """Every mutant of the lines changed since `since`, in file and line order."""
    mutants = []
    for path, numbers in sorted(changed_lines(root, since).items()):
        with open(os.path.join(root, path), encoding="utf-8") as f:
            lines = f.read().split("\n")
        # A guard on its own line counts only when the next line returns.
        for number in sorted(numbers):
            if number > len(lines):
                continue
            text = lines[number - 1]
            for rule, new, what in mutants_of_line(path, number, text):
                if rule == "return" and not GUARDED_RETURN.match(masked(text)):
                    following = lines[number].strip() if number < len(lines) else ""
                    if not following.startswith("return"):
                        continue
                mutants.append({"id": mutant_id(path, text, rule, new), "file": path, "line": number, "rule": rule,
                                "what": what, "old_line": text, "new_line": new})
    # The same text twice in one file (two equal lines): one id, kept once.
    seen, unique = set(), []
    for m in mutants:
        if m["id"] not in seen:
            seen.add(m["id"])
            unique.append(m)
    return unique


def sample(mutants, count, seed):
    """A seeded random sample of `count` mutants (all of them when there are fewer)."""
    chosen = list(mutants)
    random.Random(seed).shuffle(chosen)
    for i, m in enumerate(chosen[:count]):
        m["draw"] = i  # the draw's order: a run cut short has tried a random sample still
    return sorted(chosen[:count], key=lambda m: (m["file"], m["line"], m["id"]))


def apply(root, mutant):
    """Writes the mutant's line into its file; returns the original text, or None when
    the line is no longer what the mutant was made from."""
    path = os.path.join(root, mutant["file"])
    with open(path, encoding="utf-8", newline="") as f:
        original = f.read()
    lines = original.split("\n")
    i = mutant["line"] - 1
    if i >= len(lines) or lines[i] != mutant["old_line"]:
        return None
    lines[i] = mutant["new_line"]
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write("\n".join(lines))
    return original
