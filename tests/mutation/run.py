#!/usr/bin/env python3
"""Mutation testing: do the tests notice when the code is wrong?

Each mutant of tests/mutation/mutants.json changes one place of the sources (an exact
text, found exactly once, replaced by another) and names the ctest suites that should
notice. For each mutant in turn this script writes the change, builds only those suites'
targets in a scratch build folder, runs the suites, and puts the file back, always (also
on Ctrl+C or SIGTERM; a journal in the build folder puts back a file a killed run left
changed, at the next start). A mutant is

  killed     a named suite failed (the table says which test functions),
  survived   every named suite passed: a test is missing, or the mutant is equivalent
             (then its "equivalent" field says why, and it leaves the score),
  invalid    it does not build (not a mutant worth counting; fix its text).

Before the mutants, the unchanged sources are built and every named suite is run once:
a suite that fails without a mutant would kill everything and prove nothing.

  nice -n 10 python3 tests/mutation/run.py [--build build-mutation] [--list FILE] [ID ...]

Prints a table (mutant, place, result, killing tests) and the score, killed / (valid -
equivalent); writes the same as JSON to BUILD/mutation-results.json. Exit status 0 when
every valid, non-equivalent mutant was killed, 1 otherwise, 2 on a bad list or setup.

Mutants made by rule instead of written by hand (generate.py says the rules):

  nice -n 10 python3 tests/mutation/run.py --generate --since REV [--sample 120] [--seed 1]

makes every mutant of the lines changed since REV, draws a seeded random sample of them (or,
given IDs, takes those mutants: a sample's survivors tried again after new tests),
finds with a coverage build (coverage.py, build-coverage/) which suites run each mutant's
line, and tries each mutant against those suites only: it builds only their targets and
stops at the first suite that fails, each suite within a time bound (a mutant that loops
is killed by it). A mutant whose line no suite runs has survived without a build. An
equivalent mutant (no program could tell it from the code) is written down in
tests/mutation/equivalent.json with its reason and leaves the score. The report puts the
score beside the hand-written list's last one (BUILD/mutation-results.json); the sample's
results go to BUILD/mutation-generated.json, written again after each mutant.

The mutants are tried in the order they were drawn, so that a run cut short (Ctrl+C,
SIGTERM) has still tried a random sample, whose score it prints. Each mutant's suites run
one at a time, the quickest first, and a suite is ended at its first failing test function.
Without time for a coverage build, --suites-map takes the suites from
tests/mutation/suites.json (by the file's path) and those whose test sources include
its header: coarser, a mutant whose line none of them runs counts as survived.
"""
import argparse
import glob
import json
import os
import re
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import coverage  # noqa: E402
import generate  # noqa: E402


def fail(message):
    print("mutation: " + message, file=sys.stderr)
    sys.exit(2)


def load_mutants(path):
    try:
        with open(path, encoding="utf-8") as f:
            mutants = json.load(f)
    except (OSError, ValueError) as e:
        fail(f"{path}: {e}")
    seen = set()
    for i, m in enumerate(mutants):
        for key in ("id", "file", "old", "new", "suites"):
            if key not in m:
                fail(f"{path}: mutant {i + 1} has no '{key}'")
        if m["id"] in seen:
            fail(f"{path}: two mutants named {m['id']}")
        if m["old"] == m["new"]:
            fail(f"{path}: {m['id']} changes nothing")
        seen.add(m["id"])
    return mutants


def suite_target(suite):
    area, topic = suite.split(".", 1)
    return f"test_{area}_{topic}"


def suites_regex(suites):
    return "^(" + "|".join(re.escape(s) for s in suites) + ")$"


class Journal:
    """The original text of the file being changed, kept in the build folder until it is
    back in place, so that a run killed with the file changed is mended at the next start."""

    def __init__(self, build):
        self.path = os.path.join(build, "mutation-journal.json")

    def restore_left_over(self):
        if not os.path.exists(self.path):
            return
        with open(self.path, encoding="utf-8") as f:
            entry = json.load(f)
        write_text(entry["file"], entry["text"])
        print(f"mutation: put back {entry['file']}, left changed by an earlier run", file=sys.stderr)
        os.remove(self.path)

    def keep(self, file, text):
        tmp = self.path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump({"file": file, "text": text}, f)
        os.replace(tmp, self.path)

    def done(self):
        os.remove(self.path)


def read_text(path):
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


def write_text(path, text):
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)


def run(cmd, cwd, timeout=None):
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)


def build(build_dir, targets, jobs):
    return run(["cmake", "--build", build_dir, "-j", str(jobs), "--target", *targets], ROOT)


def run_suites(build_dir, suites, jobs, timeout, stop_on_failure=False):
    """The suites' result: (all passed, the failing test functions or suites)."""
    t = run(["ctest", "-j", str(jobs), "-R", suites_regex(suites), "--timeout", str(timeout), "--output-on-failure"] +
            (["--stop-on-failure"] if stop_on_failure else []), build_dir)
    out = t.stdout + t.stderr
    if "No tests were found" in out:
        fail(f"no suite matches {suites_regex(suites)}")
    failed = sorted({line.split("FAIL!  :", 1)[1].split("(")[0].strip()
                     for line in out.splitlines() if "FAIL!  :" in line})
    if t.returncode != 0 and not failed:  # a crash, a timeout: name the suite
        failed = sorted({m.group(1) + " (" + m.group(2).strip(" *") + ")"
                         for m in re.finditer(r"Test +#\d+: (\S+) \.+([^\n]*?)\s+[\d.]+ sec", out)
                         if "Passed" not in m.group(2)})
    return t.returncode == 0, failed


def configure(build_dir):
    if os.path.exists(os.path.join(build_dir, "CMakeCache.txt")):
        return
    print(f"mutation: configuring {build_dir}", flush=True)
    c = run(["cmake", "-S", ROOT, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release", "-DMORPION_WERROR=ON",
             "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"], ROOT)
    if c.returncode != 0:
        fail("cmake configure failed:\n" + c.stdout[-3000:] + c.stderr[-3000:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build-mutation"),
                        help="scratch build folder (configured when new)")
    parser.add_argument("--list", default=os.path.join(ROOT, "tests", "mutation", "mutants.json"),
                        help="the mutants (default tests/mutation/mutants.json)")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=600, help="seconds per suite")
    parser.add_argument("--no-baseline", action="store_true", help="skip the run without mutants")
    parser.add_argument("--seconds-from", help="with --no-baseline: a build whose last ctest run (or a file of ctest's "
                        "output), of the same sources, passed and says how long each suite takes")
    parser.add_argument("--generate", action="store_true", help="mutants made by rule (generate.py), not the list")
    parser.add_argument("--since", help="with --generate: mutate the lines changed since this revision")
    parser.add_argument("--sample", type=int, default=120, help="with --generate: how many mutants to draw")
    parser.add_argument("--seed", type=int, default=1, help="with --generate: the sample's seed")
    parser.add_argument("--coverage-build", default=os.path.join(ROOT, "build-coverage"),
                        help="with --generate: the coverage build folder")
    parser.add_argument("--mutant-timeout", type=int, default=900,
                        help="with --generate: seconds to build a mutant, and the least bound of a suite")
    parser.add_argument("--list-only", action="store_true", help="with --generate: list the sample and stop")
    parser.add_argument("--suites-map", action="store_true",
                        help="with --generate: the suites of tests/mutation/suites.json instead of a coverage build")
    parser.add_argument("ids", nargs="*", help="only these mutants (with --generate: these instead of a sample)")
    args = parser.parse_args()

    if args.generate:
        return run_generated(args)
    build_dir = os.path.abspath(args.build)
    mutants = load_mutants(args.list)
    if args.ids:
        unknown = set(args.ids) - {m["id"] for m in mutants}
        if unknown:
            fail("no mutant named " + ", ".join(sorted(unknown)))
        mutants = [m for m in mutants if m["id"] in args.ids]

    # Ctrl+C and SIGTERM both unwind through the `finally` that puts the file back.
    def interrupted(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupted)
    signal.signal(signal.SIGHUP, interrupted)

    os.makedirs(build_dir, exist_ok=True)
    journal = Journal(build_dir)
    journal.restore_left_over()
    configure(build_dir)

    # Every mutant's text must be found exactly once, before anything is changed.
    for m in mutants:
        n = read_text(os.path.join(ROOT, m["file"])).count(m["old"])
        if n != 1:
            fail(f"{m['id']}: its text is found {n} times in {m['file']} (must be once)")

    if not args.no_baseline:
        suites = sorted({s for m in mutants for s in m["suites"]})
        targets = sorted({suite_target(s) for s in suites} | {t for m in mutants for t in m.get("targets", [])})
        print(f"mutation: building and running {len(suites)} suites without a mutant", flush=True)
        b = build(build_dir, targets, args.jobs)
        if b.returncode != 0:
            fail("the unchanged sources do not build:\n" + b.stdout[-3000:] + b.stderr[-3000:])
        ok, failed = run_suites(build_dir, suites, args.jobs, args.timeout)
        if not ok:
            fail("suites fail without a mutant: " + ", ".join(failed))

    results = []
    started = time.monotonic()
    try:
        for m in mutants:
            path = os.path.join(ROOT, m["file"])
            original = read_text(path)
            line = original[:original.index(m["old"])].count("\n") + 1
            where = f"{m['file']}:{line}"
            targets = sorted({suite_target(s) for s in m["suites"]} | set(m.get("targets", [])))
            journal.keep(path, original)
            try:
                write_text(path, original.replace(m["old"], m["new"], 1))
                b = build(build_dir, targets, args.jobs)
                if b.returncode != 0:
                    status, killers = "invalid", [next((l.strip() for l in (b.stdout + b.stderr).splitlines()
                                                        if "error" in l), "build failed")]
                else:
                    ok, killers = run_suites(build_dir, m["suites"], args.jobs, args.timeout)
                    status = "survived" if ok else "killed"
                    if ok and m.get("equivalent"):
                        status = "equivalent"
            finally:
                write_text(path, original)
                journal.done()
            results.append({"id": m["id"], "where": where, "status": status, "by": killers,
                            "equivalent": m.get("equivalent", "")})
            print(f"{m['id']:<5} {status:<10} {where:<48} {' | '.join(killers) or m.get('equivalent', '')}", flush=True)
    except KeyboardInterrupt:
        print("mutation: interrupted; the file is back as it was", file=sys.stderr)
        sys.exit(130)

    killed = sum(r["status"] == "killed" for r in results)
    invalid = sum(r["status"] == "invalid" for r in results)
    equivalent = sum(r["status"] == "equivalent" for r in results)
    survived = [r for r in results if r["status"] == "survived"]
    counted = len(results) - invalid - equivalent
    score = 100.0 * killed / counted if counted else 0.0

    print()
    print("| mutant | place | result | killed by |")
    print("|---|---|---|---|")
    for r in results:
        name = next(m.get("what", "") for m in mutants if m["id"] == r["id"])
        print(f"| {r['id']} {name} | {r['where']} | {r['status']} | {', '.join(r['by']) or r['equivalent']} |")
    print()
    print(f"mutation: {killed} of {counted} mutants killed ({score:.1f} %); {len(survived)} survived, "
          f"{equivalent} equivalent, {invalid} not valid; {time.monotonic() - started:.0f} s")
    with open(os.path.join(build_dir, "mutation-results.json"), "w", encoding="utf-8") as f:
        json.dump({"killed": killed, "counted": counted, "score": score, "results": results}, f, indent=1)
    return 0 if not survived else 1


def suite_targets(build_dir):
    """{suite: the target of its executable} for the suites run by a program of the build."""
    shown = run(["ctest", "--show-only=json-v1"], build_dir)
    targets = {}
    for t in json.loads(shown.stdout or "{}").get("tests", []):
        command = t.get("command") or []
        if command and os.path.dirname(command[0]).startswith(os.path.abspath(build_dir)):
            targets[t["name"]] = os.path.basename(command[0])
    return targets


def suite_seconds(build_dir):
    """The seconds each suite took in the last ctest run of the build (for the bounds), or
    in a saved ctest console output (a file: its 'Test #N: name ... Passed S sec' lines)."""
    seconds = {}
    if os.path.isfile(build_dir):
        with open(build_dir, encoding="utf-8", errors="replace") as f:
            for m in re.finditer(r"Test +#\d+: (\S+) \.+ +Passed +([\d.]+) sec", f.read()):
                seconds[m.group(1)] = float(m.group(2))
        return seconds
    log = os.path.join(build_dir, "Testing", "Temporary", "LastTest.log")
    if os.path.exists(log):
        with open(log, encoding="utf-8", errors="replace") as f:
            name = None
            for line in f:
                m = re.match(r"\d+/\d+ Testing: (\S+)", line)
                if m:
                    name = m.group(1)
                m = re.match(r"Test time = +([\d.]+) sec", line)
                if m and name:
                    seconds[name] = float(m.group(1))
    return seconds


def load_equivalents():
    path = os.path.join(ROOT, "tests", "mutation", "equivalent.json")
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        return {e["id"]: e["reason"] for e in json.load(f)}


def mapped_suites(path):
    """The suites that may notice a mutant of `path` by tests/mutation/suites.json (its
    longest matching prefix) and the suites whose test sources include its header."""
    with open(os.path.join(ROOT, "tests", "mutation", "suites.json"), encoding="utf-8") as f:
        table = json.load(f)["map"]
    prefixes = [p for p in table if path.startswith(p)]
    suites = set(table[max(prefixes, key=len)]) if prefixes else set()
    name = os.path.splitext(os.path.basename(path))[0]
    for source in glob.glob(os.path.join(ROOT, "tests", "**", "tst_*.cpp"), recursive=True):
        with open(source, encoding="utf-8", errors="replace") as f:
            if re.search(r'#include "(?:[\w/]*/)?' + re.escape(name) + r'\.h"', f.read()):
                # tests/<area>/tst_<topic>.cpp, or tests/core/<floor>/tst_<topic>.cpp
                area = os.path.relpath(source, os.path.join(ROOT, "tests")).split(os.sep)[0]
                suites.add(area + "." + os.path.basename(source)[4:-4])
    return suites


def first_error(out, fallback):
    return next((line.strip() for line in out.splitlines() if "error" in line), out.strip()[-200:] or fallback)


def try_mutant(build_dir, args, targets, seconds, suites, path):
    """The status of the mutant now in `path`, and what says so: built and run in `suites`
    (the quickest first), or, when no suite runs its line, compiled alone."""
    if not suites:
        alone = compiles_alone(build_dir, path, args.mutant_timeout)
        if alone is not None and not alone[0]:
            return "invalid", [first_error(alone[1], "compile failed")]
        return "survived", ["no suite runs this line"]
    try:
        b = run(["cmake", "--build", build_dir, "-j", str(args.jobs), "--target",
                 *sorted({targets[s] for s in suites})], ROOT, timeout=args.mutant_timeout)
        built, out = b.returncode == 0, b.stdout + b.stderr
    except subprocess.TimeoutExpired:
        built, out = False, "the build took longer than --mutant-timeout"
    if not built:
        return "invalid", [first_error(out, "build failed")]
    # Each suite within a bound: a mutant that loops is killed by it.
    bound = max(args.mutant_timeout // 3, int(4 * max(seconds.get(s, 10.0) for s in suites)) + 30)
    failed = first_failure(build_dir, suites, bound)
    return ("killed", [failed]) if failed else ("survived", [", ".join(suites)])


def compiles_alone(build_dir, path, timeout):
    """A mutant that no suite runs is still compiled, its file alone with its own command
    (compile_commands.json, syntax only): one that does not compile is not valid, not a
    survivor. None: the file has no command of its own (a header), so it cannot be told."""
    try:
        with open(os.path.join(build_dir, "compile_commands.json"), encoding="utf-8") as f:
            commands = json.load(f)
    except (OSError, ValueError):
        return None
    for c in commands:
        if os.path.realpath(c["file"]) == os.path.realpath(path):
            cmd = c["command"] + " -fsyntax-only"
            try:
                r = subprocess.run(cmd, shell=True, cwd=c["directory"], capture_output=True, text=True,
                                   timeout=timeout)
            except subprocess.TimeoutExpired:
                return False, "the compile took longer than --mutant-timeout"
            return r.returncode == 0, r.stdout + r.stderr
    return None


def first_failure(build_dir, suites, timeout):
    """Runs the suites one at a time, the quickest first, and stops at the first test
    function that fails (its output is read as it comes, the suite is ended there): the
    name of what failed, or None when every suite passed."""
    for suite in suites:
        p = subprocess.Popen(["ctest", "-V", "-R", suites_regex([suite]), "--timeout", str(timeout)], cwd=build_dir,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace",
                             start_new_session=True)
        failed = None
        try:
            for line in p.stdout:
                if "FAIL!  :" in line:
                    failed = suite + ": " + line.split("FAIL!  :", 1)[1].split("(")[0].strip()
                    os.killpg(p.pid, signal.SIGKILL)
                    break
        finally:
            p.stdout.close()
            code = p.wait()
        if failed:
            return failed
        if code != 0:  # a crash or the time bound
            return suite + " (crash or time bound)"
    return None


def summary(results, chosen, args, started):
    killed = sum(r["status"] == "killed" for r in results)
    invalid = sum(r["status"] == "invalid" for r in results)
    equivalent = sum(r["status"] == "equivalent" for r in results)
    survived = [r for r in results if r["status"] == "survived"]
    counted = len(results) - invalid - equivalent
    score = 100.0 * killed / counted if counted else 0.0
    done = "" if len(results) == len(chosen) else f", cut short after {len(results)} of the {len(chosen)} drawn"
    return (killed, counted, score, survived,
            f"mutation: generated, since {args.since}, seed {args.seed}{done}: {killed} of {counted} killed "
            f"({score:.1f} %); {len(survived)} survived, {equivalent} equivalent, {invalid} not valid; "
            f"{time.monotonic() - started:.0f} s")


def write_generated(build_dir, args, every, chosen, results, started):
    killed, counted, score, survived, line = summary(results, chosen, args, started)
    tmp = os.path.join(build_dir, "mutation-generated.json.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump({"since": args.since, "seed": args.seed, "sample": len(chosen), "tried": len(results),
                   "mutants": len(every), "killed": killed, "counted": counted, "score": score,
                   "suites": "suites.json" if args.suites_map else "coverage", "results": results}, f, indent=1)
    os.replace(tmp, os.path.join(build_dir, "mutation-generated.json"))


def run_generated(args):
    if not args.since:
        fail("--generate needs --since REV")
    build_dir = os.path.abspath(args.build)
    every = generate.generate(ROOT, args.since)
    chosen = generate.sample(every, args.sample, args.seed)
    if args.ids:
        # Named mutants instead of a sample (a sample's survivors tried again on today's
        # code): an id names a line's text, so a mutant whose line changed is gone.
        known = {m["id"] for m in every}
        gone = sorted(set(args.ids) - known)
        if gone:
            print("mutation: gone (their lines changed since the sample): " + ", ".join(gone), flush=True)
        chosen = [m for m in every if m["id"] in set(args.ids)]
        for i, m in enumerate(chosen):
            m["draw"] = i  # tried in the order of the sources
    rules = {}
    for m in every:
        rules[m["rule"]] = rules.get(m["rule"], 0) + 1
    print(f"mutation: {len(every)} mutants of the lines changed since {args.since} "
          f"({', '.join(f'{n} {r}' for r, n in sorted(rules.items()))}); a sample of {len(chosen)}, seed {args.seed}",
          flush=True)
    if args.list_only:
        for m in chosen:
            print(f"{m['id']} {m['file']}:{m['line']} {m['rule']}: {m['what']}")
        return 0

    def interrupted(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupted)
    signal.signal(signal.SIGHUP, interrupted)
    os.makedirs(build_dir, exist_ok=True)
    journal = Journal(build_dir)
    journal.restore_left_over()
    if args.suites_map:
        for m in chosen:
            m["suites"] = sorted(mapped_suites(m["file"]))
    else:
        lines = coverage.line_map(ROOT, args.coverage_build, sorted({m["file"] for m in chosen}), args.jobs,
                                  args.timeout)
        for m in chosen:
            m["suites"] = sorted(lines.get(m["file"], {}).get(m["line"], []))
    configure(build_dir)
    targets = suite_targets(build_dir) if os.path.exists(os.path.join(build_dir, "Makefile")) else {}
    needed = sorted({s for m in chosen for s in m["suites"]})
    if not targets or any(s not in targets for s in needed):
        build(build_dir, ["all"], args.jobs)
        targets = suite_targets(build_dir)
    needed = [s for s in needed if s in targets]
    print(f"mutation: building and running the {len(needed)} suites that cover the sample, without a mutant",
          flush=True)
    b = build(build_dir, sorted({targets[s] for s in needed}), args.jobs)
    if b.returncode != 0:
        fail("the unchanged sources do not build:\n" + b.stdout[-3000:] + b.stderr[-3000:])
    if args.no_baseline:
        seconds = suite_seconds(os.path.abspath(args.seconds_from or build_dir))
    else:
        ok, failed = run_suites(build_dir, needed, args.jobs, args.timeout)
        if not ok:
            fail("suites fail without a mutant: " + ", ".join(failed))
        seconds = suite_seconds(build_dir)
    equivalents = load_equivalents()

    results = []
    started = time.monotonic()
    try:
        for m in sorted(chosen, key=lambda m: m["draw"]):
            where = f"{m['file']}:{m['line']}"
            # The quickest suites first: a mutant is mostly killed by one of them.
            suites = sorted((s for s in m["suites"] if s in targets), key=lambda s: (seconds.get(s, 10.0), s))
            path = os.path.join(ROOT, m["file"])
            before = read_text(path)
            journal.keep(path, before)
            try:
                if generate.apply(ROOT, m) is None:
                    fail(f"{m['id']}: {where} is no longer the line it was made from")
                status, killers = try_mutant(build_dir, args, targets, seconds, suites, path)
            finally:
                # The text read before the mutant went in, whatever happened since.
                write_text(path, before)
                journal.done()
            if status == "survived" and m["id"] in equivalents:
                status, killers = "equivalent", [equivalents[m["id"]]]
            results.append({"id": m["id"], "where": where, "rule": m["rule"], "what": m["what"], "status": status,
                            "by": killers, "line": m["old_line"].strip(), "mutant": m["new_line"].strip()})
            write_generated(build_dir, args, every, chosen, results, started)
            print(f"{len(results):>3} {m['id']} {status:<10} {where:<44} {m['what']:<20} {' | '.join(killers)[:110]}",
                  flush=True)
    except KeyboardInterrupt:
        print("mutation: interrupted; the file is back as it was; the score of the mutants tried so far:",
              file=sys.stderr)

    killed, counted, score, survived, line = summary(results, chosen, args, started)
    print()
    print("| mutant | place | rule | change | result | killed by |")
    print("|---|---|---|---|---|---|")
    for r in results:
        print(f"| {r['id']} | {r['where']} | {r['rule']} | {r['what']} | {r['status']} | {', '.join(r['by'])[:160]} |")
    print()
    print(line)
    listed = os.path.join(build_dir, "mutation-results.json")
    if os.path.exists(listed):
        with open(listed, encoding="utf-8") as f:
            hand = json.load(f)
        print(f"mutation: the hand-written list, last run: {hand['killed']} of {hand['counted']} killed "
              f"({hand['score']:.1f} %)")
    write_generated(build_dir, args, every, chosen, results, started)
    return 0 if not survived and len(results) == len(chosen) else 1


if __name__ == "__main__":
    sys.exit(main())
