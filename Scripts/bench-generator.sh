#!/usr/bin/env bash
# Measures lockstep-gen on a ~10 MB corpus of annotated model files, against the compiler's own parser: the
# generator runs in every build, so it must cost no more than `swift-frontend -parse` on the same files.
#
# Usage: Scripts/bench-generator.sh [--package-path DIR] [--scratch-path DIR] [--megabytes N]
#   --package-path  the package whose lockstep-gen to build (default: this repository)
#   --scratch-path  SwiftPM build directory (default: the package's .build)
#   --megabytes     corpus size (default: 10)
# Prints the corpus size and the best of 3 wall-clock times (and MB/s) of: the whole corpus generated into one
# output; one output per input into an empty directory; a rerun whose outputs are already up to date; and
# `swiftc -frontend -parse` over the same files, the target to stay under.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
package="$(dirname "$here")"
scratch=""
megabytes=10
while [ $# -gt 0 ]; do
    case "$1" in
        --package-path) package="$2"; shift 2 ;;
        --scratch-path) scratch="$2"; shift 2 ;;
        --megabytes) megabytes="$2"; shift 2 ;;
        *) echo "usage: $0 [--package-path DIR] [--scratch-path DIR] [--megabytes N]" >&2; exit 2 ;;
    esac
done

build=(swift build -c release --package-path "$package" --product lockstep-gen)
[ -n "$scratch" ] && build+=(--scratch-path "$scratch")
echo "building: ${build[*]}" >&2
"${build[@]}" >&2
bin="$("${build[@]}" --show-bin-path)/lockstep-gen"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$here/make-corpus.py" "$work/corpus" --megabytes "$megabytes" >&2
files=("$work"/corpus/*.swift)
bytes="$(cat "${files[@]}" | wc -c)"

# Best wall-clock time of 3 runs of lockstep-gen with the given output arguments; `fresh` empties the
# output directory before each run.
best_of_three() {
    local fresh="$1"; shift
    local best="" run start end status elapsed
    for run in 1 2 3; do
        if [ "$fresh" = fresh ]; then rm -rf "$work/out" && mkdir -p "$work/out"; fi
        start="$(date +%s%N)"
        status=0
        "$bin" "$@" "${files[@]}" 2>"$work/stderr" || status=$?
        end="$(date +%s%N)"
        if [ "$status" -ge 2 ]; then
            echo "lockstep-gen failed (exit $status):" >&2
            head -20 "$work/stderr" >&2
            exit 1
        fi
        elapsed=$((end - start))
        if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best="$elapsed"; fi
    done
    echo "$best"
}

mkdir -p "$work/out"
# Scanning and generating the whole corpus, written as one output: what is compared with the parser.
single="$(best_of_three fresh --output "$work/out/Generated.swift")"
# One output per input, into an empty directory: adds one file creation per input, bound by the file system.
many="$(best_of_three fresh --output-dir "$work/out")"
# The plugin's common case: the same inputs again, outputs already up to date (nothing is rewritten).
rerun="$(best_of_three keep --output-dir "$work/out")"

# The compiler's parser alone on the same files: the generator must be at least as fast.
parse=""
for run in 1 2 3; do
    start="$(date +%s%N)"
    swiftc -frontend -parse "${files[@]}" >/dev/null 2>&1 || true
    end="$(date +%s%N)"
    elapsed=$((end - start))
    if [ -z "$parse" ] || [ "$elapsed" -lt "$parse" ]; then parse="$elapsed"; fi
done

awk -v bytes="$bytes" -v single="$single" -v many="$many" -v rerun="$rerun" -v parse="$parse" -v files="${#files[@]}" 'BEGIN {
    printf "corpus: %d files, %.2f MB\n", files, bytes / 1e6
    printf "generator (one output):          best of 3 = %.3f s, %.1f MB/s\n", single / 1e9, bytes / 1e6 / (single / 1e9)
    printf "swiftc -frontend -parse:         best of 3 = %.3f s, %.1f MB/s (the generator must not be slower)\n", parse / 1e9, bytes / 1e6 / (parse / 1e9)
    printf "one output per input, new files: best of 3 = %.3f s, %.1f MB/s\n", many / 1e9, bytes / 1e6 / (many / 1e9)
    printf "one output per input, unchanged: best of 3 = %.3f s, %.1f MB/s\n", rerun / 1e9, bytes / 1e6 / (rerun / 1e9)
}'
