"""Which suites run which lines (run.py --generate): a mutant is tried only against the
suites that execute its line, and one that no suite executes survives without a build.

A build folder of its own (build-coverage/, configured once: -O1 -g --coverage, no web
page) is built, then every ctest suite is run alone with the counters cleared before it;
gcov's JSON says which lines of the files asked for ran. The map is kept in the folder
with the commit and the files' hashes it was made from, and made again when a source
changed.
"""
import glob
import hashlib
import json
import os
import subprocess
import sys
import time


def run(cmd, cwd, timeout=None):
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)


def configure(root, build):
    if os.path.exists(os.path.join(build, "CMakeCache.txt")):
        return
    print(f"coverage: configuring {build}", flush=True)
    c = run(["cmake", "-S", root, "-B", build, "-DCMAKE_BUILD_TYPE=", "-DCMAKE_CXX_FLAGS=-O1 -g --coverage",
             "-DCMAKE_C_FLAGS=-O1 -g --coverage", "-DCMAKE_EXE_LINKER_FLAGS=--coverage", "-DMORPION_WERROR=OFF",
             "-DMORPION_BUILD_WEB=OFF", "-DMORPION_WEB_TESTS=OFF", "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"], root)
    if c.returncode != 0:
        sys.exit("coverage: cmake configure failed:\n" + c.stdout[-3000:] + c.stderr[-3000:])


def suites(build):
    """The ctest suites of the build, by name."""
    out = run(["ctest", "-N"], build).stdout
    return [line.split(": ", 1)[1].strip() for line in out.splitlines() if line.strip().startswith("Test") and ": " in line]


def fingerprint(root, files):
    h = hashlib.sha1()
    for f in sorted(files):
        h.update(f.encode())
        try:
            with open(os.path.join(root, f), "rb") as fh:
                h.update(fh.read())
        except OSError:
            pass
    return h.hexdigest()


def executed_lines(build, wanted):
    """{file (repo-relative): set(lines)} that ran, from the .gcda files the last run left."""
    gcdas = glob.glob(os.path.join(build, "**", "*.gcda"), recursive=True)
    out = {}
    for i in range(0, len(gcdas), 200):
        g = run(["gcov", "--json-format", "--stdout", *gcdas[i:i + 200]], build)
        for doc in g.stdout.splitlines():
            doc = doc.strip()
            if not doc.startswith("{"):
                continue
            for f in json.loads(doc).get("files", []):
                path = os.path.normpath(f["file"])
                if path not in wanted:
                    continue
                ran = {l["line_number"] for l in f["lines"] if l["count"] > 0}
                if ran:
                    out.setdefault(wanted[path], set()).update(ran)
    return out


def line_map(root, build, files, jobs, timeout):
    """{file: {line: [suites]}} for `files` (repo-relative), made or read from the cache."""
    build = os.path.abspath(build)
    os.makedirs(build, exist_ok=True)
    cache = os.path.join(build, "coverage-map.json")
    key = fingerprint(root, [f for f in subprocess.run(["git", "ls-files", "core", "app", "tests"], cwd=root,
                                                        capture_output=True, text=True).stdout.split()])
    if os.path.exists(cache):
        with open(cache, encoding="utf-8") as f:
            saved = json.load(f)
        if saved.get("key") == key and set(files) <= set(saved["files"]):
            return {f: {int(n): s for n, s in saved["map"].get(f, {}).items()} for f in files}
    configure(root, build)
    print(f"coverage: building {build} (once per change of the sources)", flush=True)
    b = run(["cmake", "--build", build, "-j", str(jobs)], root)
    if b.returncode != 0:
        sys.exit("coverage: the build failed:\n" + b.stdout[-3000:] + b.stderr[-3000:])
    wanted = {os.path.normpath(os.path.join(root, f)): f for f in files}
    result = {f: {} for f in files}
    names = suites(build)
    started = time.monotonic()
    for i, suite in enumerate(names):
        for g in glob.glob(os.path.join(build, "**", "*.gcda"), recursive=True):
            os.remove(g)
        run(["ctest", "-R", f"^{suite}$", "--timeout", str(timeout)], build)
        for f, lines in executed_lines(build, wanted).items():
            for n in lines:
                result[f].setdefault(n, []).append(suite)
        print(f"coverage: {i + 1}/{len(names)} {suite} ({time.monotonic() - started:.0f} s)", flush=True)
    with open(cache, "w", encoding="utf-8") as f:
        json.dump({"key": key, "files": sorted(files), "map": result}, f)
    return result
