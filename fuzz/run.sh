#!/bin/sh
# Builds the libFuzzer targets with clang in their own build directory and runs each for
# a bounded time, starting from fuzz/corpus/<target>/ plus the record files.
#
#   fuzz/run.sh [SECONDS_PER_TARGET [BUILD_DIR]]     (defaults: 15, <repo>/build-fuzz)
#
# New corpus entries go to BUILD_DIR/corpus/<target>/, never into the repository. A
# crasher is left in BUILD_DIR/artifacts/; fix the bug, then copy the file into
# tests/data/fuzz-regressions/<target>/ so that the core.fuzzregressions suite replays
# it for good. Exits non-zero when any target found a problem.
set -eu

repo=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-15}
build=${2:-$repo/build-fuzz}

if command -v clang++-14 >/dev/null 2>&1; then
  cc=clang-14 cxx=clang++-14
else
  cc=clang cxx=clang++
fi

cmake -S "$repo" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
  -DMORPION_BUILD_QT=OFF -DMORPION_FUZZ=ON >/dev/null
targets="layercode gamenumber movelist pentasol msr ms1 picture gridreader collection searchlog"
for t in $targets; do
  cmake --build "$build" -j2 --target "fuzz_$t"
done

mkdir -p "$build/artifacts"
failed=""
for t in $targets; do
  mkdir -p "$build/corpus/$t"
  seeds="$repo/fuzz/corpus/$t"
  case $t in
    pentasol|msr|ms1|gridreader|collection) seeds="$seeds $repo/tests/data/records" ;;
  esac
  # Known crashers stay in the corpus too: they must keep passing.
  if [ -d "$repo/tests/data/fuzz-regressions/$t" ]; then
    seeds="$seeds $repo/tests/data/fuzz-regressions/$t"
  fi
  echo "== fuzz_$t for ${seconds}s"
  # shellcheck disable=SC2086 # seeds is a list of directories
  if ! "$build/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=32768 -print_final_stats=1 -artifact_prefix="$build/artifacts/$t-" \
      "$build/corpus/$t" $seeds >"$build/fuzz_$t.log" 2>&1; then
    failed="$failed $t"
    tail -n 30 "$build/fuzz_$t.log"
  fi
  grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" "$build/fuzz_$t.log" || true
done

if [ -n "$failed" ]; then
  echo "fuzzing found problems in:$failed (see $build/artifacts/)"
  exit 1
fi
echo "fuzzing: no problem found"
