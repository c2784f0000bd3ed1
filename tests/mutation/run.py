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
"""
import argparse
import json
import os
import re
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


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


def run_suites(build_dir, suites, jobs, timeout):
    """The suites' result: (all passed, the failing test functions or suites)."""
    t = run(["ctest", "-j", str(jobs), "-R", suites_regex(suites), "--timeout", str(timeout), "--output-on-failure"],
            build_dir)
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
    parser.add_argument("ids", nargs="*", help="only these mutants")
    args = parser.parse_args()

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


if __name__ == "__main__":
    sys.exit(main())
