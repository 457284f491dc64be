#!/usr/bin/env bash
# Fuzzes the generator (scanner → parser → emitter, in memory) with libFuzzer for a bounded time.
#
# Usage: Scripts/fuzz-generator.sh [SECONDS]     (default 30; CI runs `bash Scripts/fuzz-generator.sh 20`)
#   FUZZ_CORPUS_DIR=DIR   keep the corpus in DIR between runs (default: a temporary copy of the fixtures)
#   FUZZ_CRASH_DIR=DIR    where crashing inputs are copied (default: .build/fuzz-crashes)
#   FUZZ_JOBS=N           run N fuzzer processes in parallel (default 1)
#
# The fuzz target (Fuzz/GeneratorFuzzer) is compiled together with Sources/LockstepGeneratorCore into one
# module by swiftc with `-sanitize=fuzzer,address`; the corpus is seeded with every Fixtures/*/input.swift.
# An input that crashes, trips AddressSanitizer or runs longer than 5 s (a hang) fails the run.
# Exit status: 0 when nothing was found, 1 when a crash/hang was found, 2 on a usage or build error.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
package="$(dirname "$here")"
seconds="${1:-30}"
case "$seconds" in ''|*[!0-9]*) echo "usage: $0 [SECONDS]" >&2; exit 2 ;; esac
export PATH="/opt/swift/usr/bin:$PATH"

work="$(mktemp -d "${TMPDIR:-/tmp}/lockstep-fuzz.XXXXXX")"
trap 'rm -rf "$work"' EXIT
crashes="${FUZZ_CRASH_DIR:-$package/.build/fuzz-crashes}"
corpus="${FUZZ_CORPUS_DIR:-$work/corpus}"
mkdir -p "$corpus" "$work/artifacts"

# Seed the corpus with every fixture input (named after its fixture; libFuzzer adds its own entries).
seeds=0
for input in "$package"/Fixtures/*/input.swift; do
    cp "$input" "$corpus/seed-$(basename "$(dirname "$input")")"
    seeds=$((seeds + 1))
done

echo "== fuzz-generator: compiling the fuzz target (swiftc -sanitize=fuzzer,address -O)"
sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find "$package/Sources/LockstepGeneratorCore" "$package/Fuzz/GeneratorFuzzer" -name '*.swift' -print0 | sort -z)
if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name LockstepGeneratorCore \
        "${sources[@]}" -o "$work/generator-fuzzer" > "$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "== fuzz-generator: FAILED to compile the fuzz target" >&2
    exit 2
fi

echo "== fuzz-generator: running for ${seconds}s on ${seeds} seed inputs"
parallel=()
if [ "${FUZZ_JOBS:-1}" -gt 1 ]; then
    # Each job writes its own fuzz-N.log in the working directory.
    parallel=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
fi
status=0
(cd "$work" && "$work/generator-fuzzer" "$corpus" \
    -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len=16384 "${parallel[@]}" \
    -artifact_prefix="$work/artifacts/" -print_final_stats=1) > "$work/fuzz.log" 2>&1 || status=$?

# A summary instead of libFuzzer's progress lines (the end of the log is printed when something was found).
runs=0
for log in "$work"/fuzz.log "$work"/fuzz-*.log; do
    [ -f "$log" ] || continue
    # The last count each process printed (a crashing process prints its statistics twice).
    count="$(grep -hEo 'stat::number_of_executed_units: *[0-9]+' "$log" | tail -1 | grep -Eo '[0-9]+$' || true)"
    runs=$((runs + ${count:-0}))
done
coverage="$(cat "$work"/fuzz*.log | grep -Eo 'cov: [0-9]+' | tail -1 | grep -Eo '[0-9]+' || true)"
found=("$work"/artifacts/*)
[ -e "${found[0]}" ] || found=()

if [ "$status" -ne 0 ] || [ "${#found[@]}" -gt 0 ]; then
    # `|| true`: with one job there is no fuzz-N.log, and `cat` failing must not end the script before the inputs
    # that crashed are kept.
    { cat "$work"/fuzz.log "$work"/fuzz-*.log 2>/dev/null || true; } | grep -v -E '^#[0-9]+\s+(NEW|REDUCE|pulse)' | tail -60 >&2
    mkdir -p "$crashes"
    for artifact in "${found[@]}"; do cp "$artifact" "$crashes/"; done
    echo "== fuzz-generator: FAILED after ${runs} runs (libFuzzer status ${status}); ${#found[@]} input(s) copied to ${crashes}:" >&2
    for artifact in "${found[@]}"; do echo "   ${crashes}/$(basename "$artifact")" >&2; done
    echo "   make each one a fixture: Fixtures/fuzz-<name>/input.swift with its test in FixtureCaseTests.swift, then UPDATE_FIXTURES=1 swift test --filter LockstepGeneratorTests" >&2
    exit 1
fi
echo "== fuzz-generator: OK: ${runs} runs in ${seconds}s, coverage ${coverage:-?} edges, no crash, no hang"
